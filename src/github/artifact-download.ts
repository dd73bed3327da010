/**
 * Reading back this workflow run's artifacts through `@actions/artifact`
 * (Twirp `ListArtifacts`, `GetSignedArtifactURL`, then a blob GET): what a
 * re-run attempt needs to continue the previous attempt's ledger. Artifacts
 * belong to the workflow run, not to one attempt, so a re-run lists those its
 * earlier attempts uploaded.
 */
import { DefaultArtifactClient } from "@actions/artifact";
import { AlfredError, errorMessage } from "../core/errors.js";

/** One artifact of the current workflow run. */
export interface RunArtifact {
  readonly id: number;
  readonly name: string;
}

/** What {@link listRunArtifacts} and {@link downloadRunArtifact} call; the real client by default. */
export interface ArtifactReader {
  list(): Promise<readonly RunArtifact[]>;
  /** Downloads and unzips artifact `id` into `directory`. */
  download(id: number, directory: string): Promise<void>;
}

/** The toolkit's client, reading `ACTIONS_RUNTIME_TOKEN` and `ACTIONS_RESULTS_URL` from `process.env`. */
function defaultArtifactReader(): ArtifactReader {
  const client = new DefaultArtifactClient();
  return {
    list: async () =>
      (await client.listArtifacts()).artifacts.map((artifact) => ({ id: artifact.id, name: artifact.name })),
    download: async (id, directory) => {
      const result = await client.downloadArtifact(id, { path: directory });
      if (result.digestMismatch === true)
        throw new Error(`artifact ${id} does not match the digest it was uploaded with`);
    },
  };
}

/** Rejects after `timeoutMs` with an `artifact_download_failed` error naming `what`. */
async function bounded<T>(work: Promise<T>, what: string, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new AlfredError("artifact_download_failed", `${what} did not finish within ${timeoutMs} ms`)),
      timeoutMs,
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

/**
 * The current workflow run's artifacts.
 * @throws AlfredError `artifact_download_failed` when not inside Actions, or the service fails or times out.
 */
export async function listRunArtifacts(
  reader: ArtifactReader = defaultArtifactReader(),
  timeoutMs = 60_000,
): Promise<readonly RunArtifact[]> {
  for (const name of ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL"]) {
    if ((process.env[name] ?? "") === "")
      throw new AlfredError(
        "artifact_download_failed",
        `${name} is not set: artifacts can only be read inside GitHub Actions`,
      );
  }
  return bounded(reader.list(), "listing the run's artifacts", timeoutMs);
}

/**
 * Downloads artifact `id` and unzips it into `directory`.
 * @throws AlfredError `artifact_download_failed`.
 */
export async function downloadRunArtifact(
  id: number,
  directory: string,
  reader: ArtifactReader = defaultArtifactReader(),
  timeoutMs = 120_000,
): Promise<void> {
  await bounded(reader.download(id, directory), `downloading artifact ${id}`, timeoutMs);
}
