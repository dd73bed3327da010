/**
 * The repository's artifacts across workflow runs, through the REST API
 * (`GET /repos/{owner}/{repo}/actions/artifacts`, then
 * `…/artifacts/{id}/zip`, which redirects to blob storage). The toolkit's
 * `@actions/artifact` client lists one run's artifacts only; a later run
 * looking for what an earlier one left needs the repository's list. Whatever
 * is read here is untrusted: the caller verifies it.
 */
import { AlfredError } from "../core/errors.js";
import type { GitHubClient } from "./client.js";

/** The workflow run an artifact came from. */
interface ArtifactRun {
  readonly id: number;
  readonly repositoryId: number;
  /** The repository the run's head came from: another one for a pull request from a fork. */
  readonly headRepositoryId: number;
}

/** One artifact of the repository. */
export interface RepoArtifact {
  readonly id: number;
  readonly name: string;
  readonly sizeInBytes: number;
  readonly createdAt: string;
  readonly run: ArtifactRun | undefined;
}

/** Where to look. */
export interface RepoRef {
  readonly owner: string;
  readonly repo: string;
}

/**
 * The repository's unexpired artifacts whose name starts with `prefix`,
 * newest first, from the first `pages` pages of 100 (GitHub lists newest
 * first).
 * @throws the client's errors (a 403 when the token may not read Actions).
 */
export async function listRepoArtifacts(
  octokit: GitHubClient,
  where: RepoRef,
  prefix: string,
  pages = 3,
): Promise<RepoArtifact[]> {
  const found: RepoArtifact[] = [];
  for (let page = 1; page <= pages; page++) {
    const { data } = await octokit.rest.actions.listArtifactsForRepo({ ...where, per_page: 100, page });
    for (const artifact of data.artifacts) {
      if (artifact.expired || !artifact.name.startsWith(prefix)) continue;
      const run = artifact.workflow_run;
      found.push({
        id: artifact.id,
        name: artifact.name,
        sizeInBytes: artifact.size_in_bytes,
        createdAt: artifact.created_at ?? "",
        run:
          run?.id === undefined || run.repository_id === undefined || run.head_repository_id === undefined
            ? undefined
            : { id: run.id, repositoryId: run.repository_id, headRepositoryId: run.head_repository_id },
      });
    }
    if (data.artifacts.length < 100) break;
  }
  return found.sort((a, b) =>
    a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1,
  );
}

/**
 * Downloads artifact `id` as its zip, refusing one larger than `maxBytes`
 * (as listed, and as received).
 * @throws AlfredError `artifact_download_failed`.
 */
export async function downloadRepoArtifact(
  octokit: GitHubClient,
  where: RepoRef,
  artifact: Pick<RepoArtifact, "id" | "name" | "sizeInBytes">,
  maxBytes: number,
): Promise<Buffer> {
  const tooLarge = (size: number): AlfredError =>
    new AlfredError(
      "artifact_download_failed",
      `artifact ${artifact.name} is ${size} bytes, over the ${maxBytes}-byte limit`,
    );
  if (artifact.sizeInBytes > maxBytes) throw tooLarge(artifact.sizeInBytes);
  try {
    // The API answers 302 to a signed blob URL; fetch follows it (without the token: another origin).
    const { data } = await octokit.rest.actions.downloadArtifact({
      ...where,
      artifact_id: artifact.id,
      archive_format: "zip",
    });
    const bytes = data instanceof ArrayBuffer ? Buffer.from(data) : undefined;
    if (bytes === undefined)
      throw new AlfredError("artifact_download_failed", `artifact ${artifact.name}: the answer is not a zip`);
    if (bytes.length > maxBytes) throw tooLarge(bytes.length);
    return bytes;
  } catch (thrown) {
    if (thrown instanceof AlfredError) throw thrown;
    throw new AlfredError(
      "artifact_download_failed",
      `downloading artifact ${artifact.name}: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
      { cause: thrown },
    );
  }
}
