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
import "./chunk-FQEV5D4S.js";

// src/github/artifact-download.ts
function defaultArtifactReader() {
  const client = new DefaultArtifactClient();
  return {
    list: async () => (await client.listArtifacts()).artifacts.map((artifact) => ({ id: artifact.id, name: artifact.name })),
    download: async (id, directory) => {
      const result = await client.downloadArtifact(id, { path: directory });
      if (result.digestMismatch === true)
        throw new Error(`artifact ${id} does not match the digest it was uploaded with`);
    }
  };
}
async function bounded(work, what, timeoutMs) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new AlfredError("artifact_download_failed", `${what} did not finish within ${timeoutMs} ms`)),
      timeoutMs
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (thrown) {
    if (thrown instanceof AlfredError) throw thrown;
    throw new AlfredError("artifact_download_failed", `${what}: ${errorMessage(thrown)}`, { cause: thrown });
  } finally {
    clearTimeout(timer);
  }
}
async function listRunArtifacts(reader = defaultArtifactReader(), timeoutMs = 6e4) {
  for (const name of ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL"]) {
    if ((process.env[name] ?? "") === "")
      throw new AlfredError(
        "artifact_download_failed",
        `${name} is not set: artifacts can only be read inside GitHub Actions`
      );
  }
  return bounded(reader.list(), "listing the run's artifacts", timeoutMs);
}
async function downloadRunArtifact(id, directory, reader = defaultArtifactReader(), timeoutMs = 12e4) {
  await bounded(reader.download(id, directory), `downloading artifact ${id}`, timeoutMs);
}
export {
  downloadRunArtifact,
  listRunArtifacts
};
