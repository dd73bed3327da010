/**
 * Uploading the signed ledger (and journal) as a workflow artifact, through
 * `@actions/artifact`. The toolkit reads `ACTIONS_RUNTIME_TOKEN`,
 * `ACTIONS_RESULTS_URL` and `GITHUB_SERVER_URL` from `process.env` itself;
 * this wrapper checks them first so a run outside Actions gets a plain
 * message, bounds the whole upload with a timeout, and names the phase that
 * failed.
 */
import { DefaultArtifactClient } from "@actions/artifact";
import { AlfredError, type AlfredErrorOptions, errorMessage } from "../core/errors.js";
import { omitUndefined } from "../core/omit-undefined.js";

/** Where an upload failed. */
type ArtifactPhase = "environment" | "validate" | "create" | "upload" | "finalize";

/** An artifact upload failed; `phase` says where. */
class ArtifactUploadError extends AlfredError {
  readonly phase: ArtifactPhase;

  constructor(phase: ArtifactPhase, message: string, options: AlfredErrorOptions = {}) {
    super("artifact_upload_failed", `upload the ledger artifact (${phase}): ${message}`, options);
    this.name = "ArtifactUploadError";
    this.phase = phase;
  }
}

/** Input of {@link uploadLedgerArtifact}. */
export interface LedgerArtifactInput {
  /** Artifact name, e.g. `alfred-ledger-<runId>`. */
  readonly name: string;
  /** Absolute paths of the files, all under `rootDirectory`. */
  readonly files: readonly string[];
  /** Paths inside the artifact are relative to this directory. */
  readonly rootDirectory: string;
  /** 1–90 days; the repository's maximum wins when lower. */
  readonly retentionDays?: number;
  /** Bound on the whole upload; default 5 minutes. */
  readonly timeoutMs?: number;
}

/** The uploaded artifact. */
export interface UploadedArtifact {
  readonly id: number;
  /** Bytes uploaded (the zip). */
  readonly size: number;
}

/**
 * Zips `files` and uploads them as artifact `name`.
 * @throws ArtifactUploadError with `phase`: `environment` (not inside Actions,
 *   or on GHES), `validate` (bad name, missing files), `create`, `upload`
 *   (blob storage, or the timeout) or `finalize`.
 */
export async function uploadLedgerArtifact(input: LedgerArtifactInput): Promise<UploadedArtifact> {
  // The toolkit reads these from process.env itself; checking first gives a plain message.
  for (const name of ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL"]) {
    if ((process.env[name] ?? "") === "") {
      throw new ArtifactUploadError(
        "environment",
        `${name} is not set: artifacts can only be uploaded inside GitHub Actions`,
      );
    }
  }
  const timeoutMs = input.timeoutMs ?? 300_000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ArtifactUploadError("upload", `did not finish within ${timeoutMs} ms`, { retryable: true }),
        ),
      timeoutMs,
    );
  });
  try {
    const upload = new DefaultArtifactClient().uploadArtifact(
      input.name,
      [...input.files],
      input.rootDirectory,
      {
        ...omitUndefined({ retentionDays: input.retentionDays }),
      },
    );
    const result = await Promise.race([upload, timeout]);
    if (result.id === undefined)
      throw new ArtifactUploadError("finalize", "the service returned no artifact id");
    return { id: result.id, size: result.size ?? 0 };
  } catch (thrown) {
    if (thrown instanceof ArtifactUploadError) throw thrown;
    throw new ArtifactUploadError(phaseOf(thrown), errorMessage(thrown), { cause: thrown });
  } finally {
    clearTimeout(timer);
  }
}

/** The artifact's page: `${serverUrl}/${repository}/actions/runs/${runId}/artifacts/${artifactId}`. */
export function artifactUrl(
  serverUrl: string,
  repository: string,
  runId: number,
  artifactId: number,
): string {
  return `${serverUrl.replace(/\/+$/, "")}/${repository}/actions/runs/${runId}/artifacts/${artifactId}`;
}

/** Reads the phase off the toolkit's errors, which name the Twirp method or their class. */
function phaseOf(thrown: unknown): ArtifactPhase {
  const name = thrown instanceof Error ? thrown.name : "";
  const message = errorMessage(thrown);
  if (name === "GHESNotSupportedError" || /ACTIONS_|JWT|backend IDs/i.test(message)) return "environment";
  if (
    name === "FilesNotFoundError" ||
    /does not exist|rootDirectory|artifact name|is not valid|during validation/i.test(message)
  ) {
    return "validate";
  }
  if (/CreateArtifact/.test(message)) return "create";
  if (/FinalizeArtifact/.test(message)) return "finalize";
  return "upload";
}
