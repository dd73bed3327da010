/**
 * Typed errors of the GitHub layer. Octokit throws `RequestError`s; every
 * function of `src/github/` turns them into a {@link GitHubApiError} that names
 * the phase ("create the pull request") and the route, so the Action's log says
 * what failed without a stack trace. Messages never carry the token: Octokit
 * keeps it in a header, and only the method, route, status and GitHub's own
 * message are used here.
 */
import { AlfredError, errorMessage } from "../core/errors.js";
import { omitUndefined } from "../core/omit-undefined.js";

/** Options of a {@link GitHubApiError}. */
export interface GitHubApiErrorOptions {
  readonly status?: number;
  readonly retryable?: boolean;
  readonly cause?: unknown;
}

/** A GitHub REST call failed (after the client's own retries). */
export class GitHubApiError extends AlfredError {
  /** HTTP status, when GitHub answered at all. */
  readonly status: number | undefined;
  /** What Alfred was doing, e.g. `open the pull request`. */
  readonly phase: string;

  constructor(phase: string, message: string, options: GitHubApiErrorOptions = {}) {
    super("github_api", `${phase}: ${message}`, options);
    this.name = "GitHubApiError";
    this.phase = phase;
    this.status = options.status;
  }
}

/** The status of an Octokit `RequestError` (or anything shaped like one). */
export function statusOf(thrown: unknown): number | undefined {
  if (typeof thrown !== "object" || thrown === null || !("status" in thrown)) return undefined;
  return typeof thrown.status === "number" ? thrown.status : undefined;
}

function requestLine(thrown: unknown): string | undefined {
  if (typeof thrown !== "object" || thrown === null || !("request" in thrown)) return undefined;
  const request = thrown.request;
  if (typeof request !== "object" || request === null) return undefined;
  const method = "method" in request && typeof request.method === "string" ? request.method : undefined;
  const url = "url" in request && typeof request.url === "string" ? request.url : undefined;
  if (method === undefined || url === undefined) return undefined;
  // The path only: the origin is the API host, and query strings can be long.
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  return `${method} ${path}`;
}

function hasResponse(thrown: unknown): boolean {
  return (
    typeof thrown === "object" && thrown !== null && "response" in thrown && thrown.response !== undefined
  );
}

/**
 * Wraps whatever an Octokit call threw into a {@link GitHubApiError} for
 * `phase`. 5xx, 429 and transport failures are marked retryable.
 */
export function toGitHubApiError(phase: string, thrown: unknown): GitHubApiError {
  if (thrown instanceof GitHubApiError) return thrown;
  const status = statusOf(thrown);
  const line = requestLine(thrown);
  // GitHub explains validation failures on later lines ("Invalid request. For …" after a blank line): keep them, on one line.
  const flat = errorMessage(thrown)
    .replace(/\s*\n\s*/g, " ")
    .trim();
  const detail = flat.length > 500 ? `${flat.slice(0, 499)}…` : flat;
  // Octokit reports transport failures (refused, reset, timed out) as status 500 without a response.
  const answered = status !== undefined && hasResponse(thrown);
  const parts = [
    answered ? `GitHub answered ${status}` : undefined,
    detail === "" ? undefined : detail,
  ].filter((part): part is string => part !== undefined);
  const message = `${parts.join(": ") || "request failed"}${line === undefined ? "" : ` (${line})`}`;
  const retryable = status === undefined || status >= 500 || status === 429;
  return new GitHubApiError(phase, message, {
    retryable,
    cause: thrown,
    ...omitUndefined({ status }),
  });
}
