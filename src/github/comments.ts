/**
 * Issue comments and reactions. Every comment Alfred writes carries the
 * hidden {@link ALFRED_MARKER}, which is how it recognises (and ignores) its
 * own comments when a new `issue_comment` event arrives.
 */
import type { GitHubClient } from "./client.js";
import { toGitHubApiError } from "./errors.js";

/** Hidden in every comment and pull request Alfred writes. */
export const ALFRED_MARKER = "<!-- alfred -->";

/** The reactions GitHub accepts on an issue comment. */
export type ReactionContent = "+1" | "-1" | "laugh" | "confused" | "heart" | "hooray" | "rocket" | "eyes";

/** Where a comment lives. */
export interface IssueRef {
  readonly owner: string;
  readonly repo: string;
  readonly issueNumber: number;
}

/** A comment Alfred wrote. */
export interface PostedComment {
  readonly id: number;
  readonly url: string;
}

/** `body` with {@link ALFRED_MARKER} appended, unless it already carries it. */
export function withMarker(body: string): string {
  return body.includes(ALFRED_MARKER) ? body : `${body.trimEnd()}\n\n${ALFRED_MARKER}\n`;
}

/**
 * Reacts to a comment (👀 by default, to say "seen, working on it").
 * `POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions`.
 * @throws GitHubApiError
 */
export async function addReaction(
  octokit: GitHubClient,
  target: {
    readonly owner: string;
    readonly repo: string;
    readonly commentId: number;
    readonly content?: ReactionContent;
  },
): Promise<void> {
  const content = target.content ?? "eyes";
  try {
    await octokit.rest.reactions.createForIssueComment({
      owner: target.owner,
      repo: target.repo,
      comment_id: target.commentId,
      content,
    });
  } catch (thrown) {
    throw toGitHubApiError(`react ${content} to comment ${target.commentId}`, thrown);
  }
}

/**
 * Posts a new comment (a reply, a refusal, the final link), marker included.
 * `POST /repos/{owner}/{repo}/issues/{issue_number}/comments`.
 * @param options.retries overrides the client's retries after 5xx; 0 when a
 *   blind retry could post the comment twice and the caller recovers itself.
 * @throws GitHubApiError
 */
export async function postComment(
  octokit: GitHubClient,
  where: IssueRef,
  body: string,
  options: { readonly retries?: number } = {},
): Promise<PostedComment> {
  try {
    const { data } = await octokit.rest.issues.createComment({
      owner: where.owner,
      repo: where.repo,
      issue_number: where.issueNumber,
      body: withMarker(body),
      ...(options.retries === undefined ? {} : { request: { retries: options.retries } }),
    });
    return { id: data.id, url: data.html_url };
  } catch (thrown) {
    throw toGitHubApiError(`comment on #${where.issueNumber}`, thrown);
  }
}

/**
 * Replaces the body of an existing comment, marker included.
 * `PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}`.
 * @throws GitHubApiError
 */
export async function updateComment(
  octokit: GitHubClient,
  where: { readonly owner: string; readonly repo: string; readonly commentId: number },
  body: string,
): Promise<PostedComment> {
  try {
    const { data } = await octokit.rest.issues.updateComment({
      owner: where.owner,
      repo: where.repo,
      comment_id: where.commentId,
      body: withMarker(body),
    });
    return { id: data.id, url: data.html_url };
  } catch (thrown) {
    throw toGitHubApiError(`update comment ${where.commentId}`, thrown);
  }
}

/** One comment as GitHub lists it. */
export type ListedComment = Awaited<
  ReturnType<GitHubClient["rest"]["issues"]["listComments"]>
>["data"][number];

/**
 * Every comment on the issue (or pull request), oldest first, reading page after page (100 each)
 * only as far as the caller iterates.
 * `GET /repos/{owner}/{repo}/issues/{issue_number}/comments`.
 * @throws RequestError from Octokit: wrap it with the caller's own words.
 */
export async function* issueComments(octokit: GitHubClient, where: IssueRef): AsyncGenerator<ListedComment> {
  const iterator = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: where.owner,
    repo: where.repo,
    issue_number: where.issueNumber,
    per_page: 100,
  });
  for await (const page of iterator) yield* page.data;
}

/**
 * The first comment on the issue whose body contains `needle` (e.g. a
 * progress comment's key), reading every page.
 * `GET /repos/{owner}/{repo}/issues/{issue_number}/comments`.
 * @throws GitHubApiError
 */
export async function findComment(
  octokit: GitHubClient,
  where: IssueRef,
  needle: string,
): Promise<PostedComment | undefined> {
  try {
    for await (const comment of issueComments(octokit, where)) {
      if (comment.body?.includes(needle) === true) return { id: comment.id, url: comment.html_url };
    }
    return undefined;
  } catch (thrown) {
    throw toGitHubApiError(`list the comments of #${where.issueNumber}`, thrown);
  }
}
