/**
 * The GitHub fake's Actions artifact endpoints, over the artifacts the
 * artifact fake holds (GitHub's API and its blob storage share one store):
 *
 * - `GET /repos/{owner}/{repo}/actions/artifacts` (`name`, `per_page`,
 *   `page`) → `{ total_count, artifacts }`, newest first, each with its
 *   `workflow_run` (`id`, `repository_id`, `head_repository_id`);
 * - `GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}`
 *   → 302 to a signed blob URL on the artifact fake (410 once expired).
 */
import type { Handler, RouteAnswer, RouteContext } from "./github-fake-route-kit.js";
import { DOCS, notFound, numberParam } from "./github-fake-route-kit.js";

/** The workflow run an artifact belongs to, as GitHub reports it. */
export interface FakeWorkflowRun {
  readonly id: number;
  readonly repositoryId: number;
  /** Another repository's id for a pull request from a fork. */
  readonly headRepositoryId: number;
}

/** One artifact as the REST API lists it. */
export interface ListedArtifact {
  readonly id: number;
  readonly name: string;
  readonly sizeInBytes: number;
  readonly createdAt: string;
  readonly expiresAt: string | undefined;
  readonly workflowRun: FakeWorkflowRun;
}

/** What the routes read: the artifact fake (`startArtifactFake`) provides it. */
export interface FakeArtifactDirectory {
  listed(): readonly ListedArtifact[];
  /** A signed blob URL for downloading artifact `id`, undefined when there is none. */
  signedUrl(id: number): string | undefined;
}

function expired(artifact: ListedArtifact): boolean {
  return artifact.expiresAt !== undefined && Date.parse(artifact.expiresAt) <= Date.now();
}

function artifactJson(context: RouteContext, artifact: ListedArtifact): Record<string, unknown> {
  const { owner, repo } = context.state;
  const url = `${context.urls.api}/repos/${owner}/${repo}/actions/artifacts/${artifact.id}`;
  return {
    id: artifact.id,
    node_id: `MDg6QXJ0aWZhY3Q${artifact.id}`,
    name: artifact.name,
    size_in_bytes: artifact.sizeInBytes,
    url,
    archive_download_url: `${url}/zip`,
    expired: expired(artifact),
    created_at: artifact.createdAt,
    updated_at: artifact.createdAt,
    expires_at: artifact.expiresAt ?? null,
    workflow_run: {
      id: artifact.workflowRun.id,
      repository_id: artifact.workflowRun.repositoryId,
      head_repository_id: artifact.workflowRun.headRepositoryId,
      head_branch: "main",
      head_sha: "0".repeat(40),
    },
  };
}

function list(context: RouteContext): RouteAnswer {
  const name = context.query.get("name");
  const all = [...(context.artifacts?.listed() ?? [])]
    .filter((artifact) => name === null || artifact.name === name)
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
  const perPage = Math.min(100, Math.max(1, Number(context.query.get("per_page") ?? 30)));
  const page = Math.max(1, Number(context.query.get("page") ?? 1));
  const slice = all.slice((page - 1) * perPage, page * perPage);
  return {
    status: 200,
    body: { total_count: all.length, artifacts: slice.map((artifact) => artifactJson(context, artifact)) },
  };
}

function download(context: RouteContext): RouteAnswer {
  const id = numberParam(context, "artifact_id");
  const artifact = context.artifacts?.listed().find((candidate) => candidate.id === id);
  if (artifact === undefined || context.params["archive_format"] !== "zip") return notFound();
  if (expired(artifact))
    return { status: 410, body: { message: "Artifact has expired", documentation_url: DOCS, status: "410" } };
  const location = context.artifacts?.signedUrl(id);
  return location === undefined ? notFound() : { status: 302, headers: { location } };
}

/** The artifact routes. */
export const ARTIFACT_ROUTES: Readonly<Record<string, Handler>> = {
  "GET /repos/{owner}/{repo}/actions/artifacts": list,
  "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}": download,
};
