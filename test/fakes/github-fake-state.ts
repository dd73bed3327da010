/**
 * The in-memory repository behind the GitHub fake, and the JSON shapes it
 * answers with (the fields Alfred and Octokit read, named as GitHub names them).
 */

/** A collaborator's role; `not_found` makes the permission endpoint answer 404. */
export type CollaboratorRole = "admin" | "maintain" | "write" | "triage" | "read" | "none" | "not_found";

/** A GitHub account. */
export interface FakeUser {
  readonly login: string;
  readonly type: "User" | "Bot";
}

/** An issue (pull requests are issues too; see {@link FakePull}). */
export interface FakeIssue {
  readonly number: number;
  title: string;
  body: string;
  readonly user: FakeUser;
}

/** An issue or pull-request comment. */
export interface FakeComment {
  readonly id: number;
  readonly issueNumber: number;
  body: string;
  readonly user: FakeUser;
  readonly createdAt: string;
  updatedAt: string;
}

/** A reaction on an issue comment. */
export interface FakeReaction {
  readonly id: number;
  readonly commentId: number;
  readonly content: string;
  readonly user: FakeUser;
}

/** A pull request. */
export interface FakePull {
  readonly number: number;
  title: string;
  body: string;
  /** Branch name (same-repository heads only). */
  readonly head: string;
  /** Moves on a push to the head branch (a `synchronize`). */
  headSha: string;
  base: string;
  /** The base branch's commit the pull request is compared with. */
  baseSha: string;
  readonly draft: boolean;
  state: "open" | "closed";
  readonly user: FakeUser;
}

/** A pull-request review. */
export interface FakeReview {
  readonly id: number;
  readonly pullNumber: number;
  readonly event: string;
  readonly body: string;
  readonly comments: readonly unknown[];
  /** The commit the review was made on. */
  readonly commitId?: string;
  readonly user: FakeUser;
}

/** A review comment (posted with a review), on a RIGHT-side line. */
export interface FakeReviewComment {
  readonly id: number;
  readonly reviewId: number;
  readonly pullNumber: number;
  readonly path: string;
  readonly line: number;
  readonly body: string;
  readonly commitId: string;
  readonly user: FakeUser;
  readonly createdAt: string;
  /** A maintainer resolved its thread (only GraphQL shows this). */
  resolved?: boolean;
}

/** Everything the fake knows; tests read and seed it directly. */
export interface GitHubFakeState {
  readonly owner: string;
  readonly repo: string;
  defaultBranch: string;
  /** login (any case) → role; unlisted users read as `read`, as on a public repository. */
  readonly roles: Map<string, CollaboratorRole>;
  readonly issues: FakeIssue[];
  readonly comments: FakeComment[];
  readonly reactions: FakeReaction[];
  readonly pulls: FakePull[];
  readonly reviews: FakeReview[];
  readonly reviewComments: FakeReviewComment[];
  /** Reviews refused with 422 (a comment outside the diff). */
  rejectedReviews: number;
  nextId: number;
}

/** `http://host` of the fake's web pages (`html_url`s). */
export interface UrlBases {
  readonly api: string;
  readonly web: string;
}

/** The next unused issue/pull number. */
export function nextNumber(state: GitHubFakeState): number {
  return (
    Math.max(0, ...state.issues.map((issue) => issue.number), ...state.pulls.map((pull) => pull.number)) + 1
  );
}

/** The next unused id (comments, reactions, reviews share one sequence, starting high like GitHub's). */
export function nextId(state: GitHubFakeState): number {
  state.nextId += 1;
  return state.nextId;
}

/** GitHub's `permission` for a role: maintain reads as write, triage as read. */
export function permissionOf(role: CollaboratorRole): string {
  switch (role) {
    case "admin":
      return "admin";
    case "maintain":
    case "write":
      return "write";
    case "triage":
    case "read":
      return "read";
    case "none":
    case "not_found":
      return "none";
  }
}

/** Now, as GitHub writes times (`2025-01-02T03:04:05Z`). */
export function timestamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A user object as GitHub returns it (the fields Alfred reads). */
export function userJson(user: FakeUser): Record<string, unknown> {
  return { login: user.login, id: loginId(user.login), type: user.type, site_admin: false };
}

/** An issue comment as GitHub returns it. */
export function commentJson(
  state: GitHubFakeState,
  urls: UrlBases,
  comment: FakeComment,
): Record<string, unknown> {
  const repoPath = `/repos/${state.owner}/${state.repo}`;
  return {
    id: comment.id,
    node_id: `IC_${comment.id}`,
    url: `${urls.api}${repoPath}/issues/comments/${comment.id}`,
    html_url: `${urls.web}/${state.owner}/${state.repo}/issues/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${urls.api}${repoPath}/issues/${comment.issueNumber}`,
    body: comment.body,
    user: userJson(comment.user),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    author_association: "NONE",
  };
}

/** A pull request as GitHub returns it. */
export function pullJson(state: GitHubFakeState, urls: UrlBases, pull: FakePull): Record<string, unknown> {
  const fullName = `${state.owner}/${state.repo}`;
  const repo = { name: state.repo, full_name: fullName, owner: { login: state.owner } };
  return {
    id: pull.number * 1000,
    node_id: `PR_${pull.number}`,
    number: pull.number,
    url: `${urls.api}/repos/${fullName}/pulls/${pull.number}`,
    html_url: `${urls.web}/${fullName}/pull/${pull.number}`,
    state: pull.state,
    draft: pull.draft,
    title: pull.title,
    body: pull.body,
    user: userJson(pull.user),
    head: { ref: pull.head, label: `${state.owner}:${pull.head}`, sha: pull.headSha, repo },
    base: { ref: pull.base, label: `${state.owner}:${pull.base}`, sha: pull.baseSha, repo },
    merged: false,
  };
}

/** An issue (or a pull request seen as an issue) as GitHub returns it. */
export function issueJson(
  state: GitHubFakeState,
  urls: UrlBases,
  issue: { number: number; title: string; body: string; user: FakeUser },
  isPull: boolean,
): Record<string, unknown> {
  const fullName = `${state.owner}/${state.repo}`;
  return {
    id: issue.number * 100,
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: "open",
    user: userJson(issue.user),
    html_url: `${urls.web}/${fullName}/${isPull ? "pull" : "issues"}/${issue.number}`,
    ...(isPull ? { pull_request: { url: `${urls.api}/repos/${fullName}/pulls/${issue.number}` } } : {}),
  };
}

function loginId(login: string): number {
  let hash = 7;
  for (const char of login) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000;
  return hash + 1;
}
