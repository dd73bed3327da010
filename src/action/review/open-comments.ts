/**
 * Where Alfred already said something that still stands, so a later review
 * does not say it again: Alfred's own comments (the hidden marker *and* a bot
 * author — anyone can paste the marker, and a pull request's author who did
 * could otherwise silence a finding on that line) whose conversation is still
 * open. Open means: the thread is unresolved (GraphQL, the only API that
 * tells) and the comment is not outdated. A resolved thread's point may be
 * raised again. When GraphQL fails, the REST list stands in with a log line:
 * not outdated counts as open.
 */
import { ALFRED_MARKER } from "../../github/comments.js";
import type { GitHubClient } from "../../github/client.js";
import { errorMessage } from "../../core/errors.js";
import { listReviewComments, type PullRef, type ReviewCommentInfo } from "../../github/pull-review-api.js";
import { listReviewThreads, type ReviewThreadInfo } from "../../github/review-threads.js";
import type { CommentLine } from "./placement.js";

function isAlfreds(comment: { readonly body: string; readonly authorIsBot: boolean }): boolean {
  return comment.authorIsBot && comment.body.includes(ALFRED_MARKER);
}

function lineOf(comment: { readonly path: string; readonly line: number | null }): CommentLine[] {
  return comment.line === null ? [] : [{ path: comment.path, line: comment.line }];
}

/** Lines of Alfred's unresolved, current threads. Pure. */
export function openThreadLines(threads: readonly ReviewThreadInfo[]): CommentLine[] {
  return threads.filter((thread) => !thread.isResolved && isAlfreds(thread)).flatMap(lineOf);
}

/** Lines of Alfred's comments that are not outdated (the REST fallback). Pure. */
export function currentCommentLines(comments: readonly ReviewCommentInfo[]): CommentLine[] {
  return comments.filter(isAlfreds).flatMap(lineOf);
}

/**
 * The lines where Alfred's earlier comments are still open (module comment).
 * @throws GitHubApiError when the REST fallback fails too.
 */
export async function openAlfredLines(
  octokit: GitHubClient,
  ref: PullRef,
  log: (line: string) => void,
): Promise<CommentLine[]> {
  try {
    return openThreadLines(await listReviewThreads(octokit, ref));
  } catch (thrown) {
    log(
      `review threads unavailable (${errorMessage(thrown)}); deduplicating against Alfred's comments that are not outdated instead, resolved or not`,
    );
    return currentCommentLines(await listReviewComments(octokit, ref));
  }
}
