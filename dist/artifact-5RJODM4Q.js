import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  DefaultArtifactClient
} from "./chunk-JTKOJKI4.js";
import "./chunk-QK4XIE4N.js";
import "./chunk-PZ35RAK3.js";
import "./chunk-VMLX44QF.js";
import {
  AlfredError,
  errorMessage
} from "./chunk-ZVFRXTU7.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";
import "./chunk-FQEV5D4S.js";

// src/github/artifact.ts
var ArtifactUploadError = class extends AlfredError {
  phase;
  constructor(phase, message, options = {}) {
    super("artifact_upload_failed", `upload the ledger artifact (${phase}): ${message}`, options);
    this.name = "ArtifactUploadError";
    this.phase = phase;
  }
};
async function uploadLedgerArtifact(input) {
  for (const name of ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL"]) {
    if ((process.env[name] ?? "") === "") {
      throw new ArtifactUploadError(
        "environment",
        `${name} is not set: artifacts can only be uploaded inside GitHub Actions`
      );
    }
  }
  const timeoutMs = input.timeoutMs ?? 3e5;
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(
        new ArtifactUploadError("upload", `did not finish within ${timeoutMs} ms`, { retryable: true })
      ),
      timeoutMs
    );
  });
  try {
    const upload = new DefaultArtifactClient().uploadArtifact(
      input.name,
      [...input.files],
      input.rootDirectory,
      {
        ...omitUndefined({ retentionDays: input.retentionDays })
      }
    );
    const result = await Promise.race([upload, timeout]);
    if (result.id === void 0)
      throw new ArtifactUploadError("finalize", "the service returned no artifact id");
    return { id: result.id, size: result.size ?? 0 };
  } catch (thrown) {
    if (thrown instanceof ArtifactUploadError) throw thrown;
    throw new ArtifactUploadError(phaseOf(thrown), errorMessage(thrown), { cause: thrown });
  } finally {
    clearTimeout(timer);
  }
}
function artifactUrl(serverUrl, repository, runId, artifactId) {
  return `${serverUrl.replace(/\/+$/, "")}/${repository}/actions/runs/${runId}/artifacts/${artifactId}`;
}
function phaseOf(thrown) {
  const name = thrown instanceof Error ? thrown.name : "";
  const message = errorMessage(thrown);
  if (name === "GHESNotSupportedError" || /ACTIONS_|JWT|backend IDs/i.test(message)) return "environment";
  if (name === "FilesNotFoundError" || /does not exist|rootDirectory|artifact name|is not valid|during validation/i.test(message)) {
    return "validate";
  }
  if (/CreateArtifact/.test(message)) return "create";
  if (/FinalizeArtifact/.test(message)) return "finalize";
  return "upload";
}
export {
  artifactUrl,
  uploadLedgerArtifact
};
