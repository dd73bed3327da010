/**
 * The pull-request reads and the one write review mode needs: the pull
 * request itself, its files (GitHub's own diff, the one review comments are
 * validated against), a comparison of two commits (incremental reviews),
 * Alfred's earlier review comments (deduplication) and posting one review.
 */
import type { GitHubClient } from "./client.js";
import { statusOf, toGitHubApiError } from "./errors.js";

/** Where a pull request lives. */
export interface PullRef {
  readonly owner: string;
  readonly repo: string;
  readonly pullNumber: number;
}

/** The fields of a pull request review mode reads. */
export interface PullInfo {
  readonly number: number;
  readonly title: string;
  readonly body: string;
  readonly draft: boolean;
  readonly state: string;
  readonly head: { readonly sha: string; readonly ref: string; readonly repository: string | undefined };
  readonly base: { readonly sha: string; readonly ref: string };
}

/** One changed file; `patch` is absent for binaries and files GitHub deems too large to diff. */
export interface ChangedFile {
  readonly path: string;
  readonly status: string;
  readonly additions: number;
  readonly deletions: number;
  readonly patch?: string;
  readonly previousPath?: string;
}

/** One review comment as GitHub lists it. `line` is null once the comment is outdated. */
export interface ReviewCommentInfo {
  readonly id: number;
  readonly path: string;
  readonly line: number | null;
  readonly body: string;
  readonly authorLogin: string;
  readonly authorIsBot: boolean;
}

/** A comment to post in a review: RIGHT side, new-file lines. */
export interface ReviewCommentInput {
  readonly path: string;
  readonly line: number;
  readonly startLine?: number;
  readonly body: string;
}

type RawFile = {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  patch?: string | undefined;
  previous_filename?: string | undefined;
};

function toChangedFile(file: RawFile): ChangedFile {
  return {
    path: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    ...(file.patch === undefined ? {} : { patch: file.patch }),
    ...(file.previous_filename === undefined ? {} : { previousPath: file.previous_filename }),
  };
}

/**
 * `GET /repos/{owner}/{repo}/pulls/{pull_number}`.
 * @throws GitHubApiError
 */
export async function getPull(octokit: GitHubClient, ref: PullRef): Promise<PullInfo> {
  try {
    const { data } = await octokit.rest.pulls.get({
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
    });
    return {
      number: data.number,
      title: data.title,
      body: data.body ?? "",
      draft: data.draft ?? false,
      state: data.state,
      head: { sha: data.head.sha, ref: data.head.ref, repository: data.head.repo?.full_name },
      base: { sha: data.base.sha, ref: data.base.ref },
    };
  } catch (thrown) {
    throw toGitHubApiError(`read pull request #${ref.pullNumber}`, thrown);
  }
}

/**
 * Every changed file of the pull request (all pages; GitHub stops at 3,000).
 * `GET /repos/{owner}/{repo}/pulls/{pull_number}/files`.
 * @throws GitHubApiError
 */
export async function listPullFiles(octokit: GitHubClient, ref: PullRef): Promise<ChangedFile[]> {
  try {
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
      per_page: 100,
    });
    return files.map(toChangedFile);
  } catch (thrown) {
    throw toGitHubApiError(`list the files of #${ref.pullNumber}`, thrown);
  }
}

/** How `head` relates to `base`, and what changed from one to the other. */
export interface Comparison {
  /** `ahead`: head descends from base (an ordinary push); `diverged`/`behind`: history was rewritten. */
  readonly status: string;
  readonly files: readonly ChangedFile[];
}

/**
 * `GET /repos/{owner}/{repo}/compare/{base}...{head}`; `undefined` when GitHub
 * no longer knows `base` (404, e.g. after a force-push and garbage collection).
 * @throws GitHubApiError for other failures.
 */
export async function compareCommits(
  octokit: GitHubClient,
  where: { readonly owner: string; readonly repo: string; readonly base: string; readonly head: string },
): Promise<Comparison | undefined> {
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: where.owner,
      repo: where.repo,
      basehead: `${where.base}...${where.head}`,
    });
    return { status: data.status, files: (data.files ?? []).map(toChangedFile) };
  } catch (thrown) {
    if (statusOf(thrown) === 404) return undefined;
    throw toGitHubApiError(`compare ${where.base.slice(0, 10)}...${where.head.slice(0, 10)}`, thrown);
  }
}

/**
 * Every review comment of the pull request.
 * `GET /repos/{owner}/{repo}/pulls/{pull_number}/comments`.
 * @throws GitHubApiError
 */
export async function listReviewComments(octokit: GitHubClient, ref: PullRef): Promise<ReviewCommentInfo[]> {
  try {
    const comments = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
      per_page: 100,
    });
    return comments.map((comment) => ({
      id: comment.id,
      path: comment.path,
      line: comment.line ?? null,
      body: comment.body,
      authorLogin: comment.user.login,
      authorIsBot: comment.user.type === "Bot",
    }));
  } catch (thrown) {
    throw toGitHubApiError(`list the review comments of #${ref.pullNumber}`, thrown);
  }
}

/**
 * Posts one `COMMENT` review on `commitId` with `comments` (RIGHT side). Not
 * retried blindly after a 5xx: a lost answer would post the review twice.
 * `POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews`.
 * @throws GitHubApiError (422 when a comment is outside the diff: callers place comments first).
 */
export async function postReview(
  octokit: GitHubClient,
  ref: PullRef,
  review: {
    readonly commitId: string;
    readonly body: string;
    readonly comments: readonly ReviewCommentInput[];
  },
): Promise<{ readonly id: number; readonly url: string }> {
  try {
    const { data } = await octokit.rest.pulls.createReview({
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
      commit_id: review.commitId,
      event: "COMMENT",
      body: review.body,
      comments: review.comments.map((comment) => ({
        path: comment.path,
        line: comment.line,
        side: "RIGHT",
        ...(comment.startLine === undefined || comment.startLine === comment.line
          ? {}
          : { start_line: comment.startLine, start_side: "RIGHT" }),
        body: comment.body,
      })),
      request: { retries: 0 },
    });
    return { id: data.id, url: data.html_url };
  } catch (thrown) {
    throw toGitHubApiError(`post the review of #${ref.pullNumber}`, thrown);
  }
}
