/**
 * The read side of the artifact fake, as `@actions/artifact` 6 calls it from
 * `listArtifacts()` and `downloadArtifact(id)` inside a run:
 *
 * - Twirp `…/ListArtifacts` (`workflow_run_backend_id`,
 *   `workflow_job_run_backend_id`, optional `name_filter`/`id_filter`) →
 *   `{ artifacts: [{ workflow_run_backend_id, workflow_job_run_backend_id,
 *   database_id, name, size, created_at }] }`: every artifact of the workflow
 *   run, whichever job (or attempt) uploaded it;
 * - Twirp `…/GetSignedArtifactURL` (the artifact's own backend ids and name)
 *   → `{ signed_url }`;
 * - `GET <signed url>` → the zip, `content-type: application/zip`.
 *
 * The token's `Actions.Results` scope must name the run the request asks about.
 */
import type { ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import { jsonField } from "./artifact-wire.js";
import type { FakeArtifactDirectory, FakeWorkflowRun } from "./github-fake-artifacts.js";
import { isJsonObject } from "./github-openapi-schema.js";

/** What the read side needs of a stored artifact. */
export interface ReadableArtifact {
  readonly id: number;
  readonly name: string;
  readonly runBackendId: string;
  readonly jobBackendId: string;
  readonly zip: Buffer;
  readonly createdAt: string;
  readonly expiresAt: string | undefined;
}

/** Where signed download URLs point. */
export interface BlobLocation {
  readonly baseUrl: string;
  readonly accountPath: string;
}

/** Signed download URLs handed out: path → signature. */
export type DownloadSignatures = Map<string, string>;

/** The blob path an artifact is downloaded from. */
export function downloadPathOf(accountPath: string, artifact: ReadableArtifact): string {
  return `${accountPath}${artifact.runBackendId}/${artifact.jobBackendId}/${encodeURIComponent(artifact.name)}.zip`;
}

/** A wrapper value (`StringValue`, `Int64Value`) as proto3 JSON sends it: the bare value, or `{ value }`. */
function wrapped(body: unknown, key: string): string | undefined {
  const value = isJsonObject(body) ? body[key] : undefined;
  if (typeof value === "string" || typeof value === "number") return String(value);
  return isJsonObject(value) ? jsonField(value, "value") : undefined;
}

/** Answers `ListArtifacts`; `scope` is the token's `Actions.Results:<run>:<job>`. */
export function listArtifacts(
  body: unknown,
  scope: string | undefined,
  stored: Iterable<ReadableArtifact>,
): { status: number; body: unknown } {
  const run = jsonField(body, "workflow_run_backend_id");
  const job = jsonField(body, "workflow_job_run_backend_id");
  if (run === undefined || job === undefined)
    return { status: 400, body: { code: "invalid_argument", msg: "backend ids are required" } };
  if (scope !== `Actions.Results:${run}:${job}`)
    return { status: 403, body: { code: "permission_denied", msg: "token scope does not cover this run" } };
  const name = wrapped(body, "name_filter");
  const id = wrapped(body, "id_filter");
  const artifacts = [...stored]
    .filter((artifact) => artifact.runBackendId === run)
    .filter((artifact) => name === undefined || artifact.name === name)
    .filter((artifact) => id === undefined || String(artifact.id) === id)
    .map((artifact) => ({
      workflow_run_backend_id: artifact.runBackendId,
      workflow_job_run_backend_id: artifact.jobBackendId,
      database_id: String(artifact.id),
      name: artifact.name,
      size: String(artifact.zip.length),
      created_at: artifact.createdAt,
    }));
  return { status: 200, body: { artifacts } };
}

/** Answers `GetSignedArtifactURL` with a URL under `baseUrl`, remembering its signature. */
export function signArtifactUrl(
  body: unknown,
  scope: string | undefined,
  stored: Iterable<ReadableArtifact>,
  signatures: DownloadSignatures,
  where: BlobLocation,
): { status: number; body: unknown } {
  const run = jsonField(body, "workflow_run_backend_id");
  const job = jsonField(body, "workflow_job_run_backend_id");
  const name = jsonField(body, "name");
  if (scope === undefined || run === undefined || !scope.startsWith(`Actions.Results:${run}:`))
    return { status: 403, body: { code: "permission_denied", msg: "token scope does not cover this run" } };
  const artifact = [...stored].find(
    (candidate) =>
      candidate.runBackendId === run && candidate.jobBackendId === job && candidate.name === name,
  );
  if (artifact === undefined)
    return { status: 404, body: { code: "not_found", msg: `no artifact ${name ?? ""}` } };
  return { status: 200, body: { signed_url: signedUrlOf(artifact, signatures, where) } };
}

/** A signed download URL for `artifact`, remembering its signature. */
function signedUrlOf(
  artifact: ReadableArtifact,
  signatures: DownloadSignatures,
  where: BlobLocation,
): string {
  const path = downloadPathOf(where.accountPath, artifact);
  const signature = randomUUID();
  signatures.set(path, signature);
  return `${where.baseUrl}${path}?sv=2024-11-04&sr=b&sp=r&sig=${signature}`;
}

/**
 * The store as GitHub's REST API shows it (`github-fake-artifacts.ts`): each
 * artifact with the workflow run its run backend id stands for (`runs`; an
 * undescribed backend id reads as run 0 of repository 1).
 */
export function artifactDirectory(
  stored: () => Iterable<ReadableArtifact>,
  runs: ReadonlyMap<string, FakeWorkflowRun>,
  signatures: DownloadSignatures,
  where: () => BlobLocation,
): FakeArtifactDirectory {
  return {
    listed: () =>
      [...stored()].map((artifact) => ({
        id: artifact.id,
        name: artifact.name,
        sizeInBytes: artifact.zip.length,
        createdAt: artifact.createdAt,
        expiresAt: artifact.expiresAt,
        workflowRun: runs.get(artifact.runBackendId) ?? { id: 0, repositoryId: 1, headRepositoryId: 1 },
      })),
    signedUrl: (id) => {
      const artifact = [...stored()].find((candidate) => candidate.id === id);
      return artifact === undefined ? undefined : signedUrlOf(artifact, signatures, where());
    },
  };
}

/** Answers the blob GET of a signed download URL: the zip, or an Azure-style 403/404. */
export function serveBlob(
  res: ServerResponse,
  url: URL,
  stored: Iterable<ReadableArtifact>,
  signatures: DownloadSignatures,
  accountPath: string,
): number {
  const artifact = [...stored].find((candidate) => downloadPathOf(accountPath, candidate) === url.pathname);
  const signature = signatures.get(url.pathname);
  const status = artifact === undefined ? 404 : signature !== url.searchParams.get("sig") ? 403 : 200;
  if (artifact === undefined || status !== 200) {
    res.writeHead(status, { "x-ms-error-code": status === 404 ? "BlobNotFound" : "AuthenticationFailed" });
    res.end();
    return status;
  }
  res.writeHead(200, {
    "content-type": "application/zip",
    "content-length": String(artifact.zip.length),
    "x-ms-request-id": randomUUID(),
  });
  res.end(artifact.zip);
  return 200;
}
