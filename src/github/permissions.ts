/**
 * Who may trigger Alfred from a comment (USERS.md #12): people with write,
 * maintain or admin access to the repository, checked through the API (the
 * event's `author_association` is not enough: it says nothing about
 * permissions granted through teams); bots only when listed; Alfred's own
 * comments never (USERS.md #9: its progress comment must not start a run).
 */
import type { GitHubClient } from "./client.js";
import { ALFRED_MARKER } from "./comments.js";
import { statusOf, toGitHubApiError } from "./errors.js";
import type { AuthorType } from "./event.js";

/** The access levels that may trigger a run. */
type WriteAccess = "admin" | "maintain" | "write";

/** The verdict of {@link checkCommenter}. Refusals carry a reason fit to post back politely. */
export type CommenterVerdict =
  | { readonly allowed: true; readonly permission: WriteAccess | "allowed_bot" }
  | {
      readonly allowed: false;
      readonly reason: string;
      /** Set for Alfred's own comments: ignore them without replying. */
      readonly silent?: true;
    };

/** Input of {@link checkCommenter}. */
export interface CommenterQuery {
  readonly owner: string;
  readonly repo: string;
  readonly username: string;
  readonly authorType: AuthorType;
  /** Bot logins allowed to trigger runs, e.g. `github-actions[bot]`; compared case-insensitively. */
  readonly allowedBots?: readonly string[];
  /** The login Alfred comments as (e.g. `github-actions[bot]` with the default token). */
  readonly selfLogin?: string;
  /** The comment's body: one carrying {@link ALFRED_MARKER} is Alfred's own. */
  readonly body?: string;
}

/**
 * Decides whether the author of a trigger comment may start a run, in this
 * order: Alfred's own comment (by `selfLogin` or the marker in `body`) →
 * silent refusal; a bot → allowed only when in `allowedBots` (no API call:
 * apps cannot be collaborators); anyone else → `GET
 * /repos/{owner}/{repo}/collaborators/{username}/permission`, allowed for
 * admin, maintain and write (`maintain` reports `permission: "write"` with
 * `role_name: "maintain"`; custom roles report their base permission). A user
 * who is not a collaborator (404) is refused.
 * @throws GitHubApiError when the permission cannot be read (e.g. 403: the
 *   token may not list collaborators, 5xx after retries). Callers fail closed.
 */
export async function checkCommenter(
  octokit: GitHubClient,
  query: CommenterQuery,
): Promise<CommenterVerdict> {
  const login = query.username;
  if (
    (query.selfLogin !== undefined && sameLogin(login, query.selfLogin)) ||
    (query.body !== undefined && query.body.includes(ALFRED_MARKER))
  ) {
    return { allowed: false, reason: "own comment", silent: true };
  }
  if (query.authorType === "Bot") {
    if ((query.allowedBots ?? []).some((bot) => sameLogin(bot, login)))
      return { allowed: true, permission: "allowed_bot" };
    return {
      allowed: false,
      reason: `@${login} is a bot, and bots may trigger Alfred only when listed in \`allowed-bots\``,
    };
  }
  let data: { permission: string; role_name: string };
  try {
    ({ data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner: query.owner,
      repo: query.repo,
      username: login,
    }));
  } catch (thrown) {
    if (statusOf(thrown) === 404) {
      return { allowed: false, reason: `@${login} is not a collaborator of ${query.owner}/${query.repo}` };
    }
    throw toGitHubApiError(`check @${login}'s permission`, thrown);
  }
  const access = writeAccessOf(data.permission, data.role_name);
  if (access !== undefined) return { allowed: true, permission: access };
  const level = data.role_name === "" ? data.permission : data.role_name;
  const has = level === "none" ? "has no access" : `has ${level} access`;
  return {
    allowed: false,
    reason: `@${login} ${has} to ${query.owner}/${query.repo}; Alfred runs only for people with write, maintain or admin access`,
  };
}

/** The write-level access a permission answer grants, or `undefined` (read, triage, none). */
function writeAccessOf(permission: string, roleName: string): WriteAccess | undefined {
  if (roleName === "admin" || roleName === "maintain" || roleName === "write") return roleName;
  if (permission === "admin" || permission === "write") return permission;
  return undefined;
}

function sameLogin(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
