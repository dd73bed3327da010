/**
 * A pull request's review threads, which only GitHub's GraphQL API shows
 * with their resolution (`isResolved`): REST lists comments, not whether a
 * maintainer resolved the conversation. Called through the same Octokit
 * client (`octokit.graphql`: token, retries, timeouts, redaction).
 */
import type { GitHubClient } from "./client.js";
import { toGitHubApiError } from "./errors.js";
import type { PullRef } from "./pull-review-api.js";

/** One review thread, as far as deduplication needs it. */
export interface ReviewThreadInfo {
  readonly isResolved: boolean;
  /** The thread's first comment: the one that opened it. */
  readonly path: string;
  /** Its line in the pull request's current diff; null once outdated. */
  readonly line: number | null;
  readonly body: string;
  /** GraphQL's login (a bot's without the `[bot]` suffix REST adds). */
  readonly authorLogin: string;
  readonly authorIsBot: boolean;
}

/** The query (validated against GitHub's published schema by the GitHub fake). */
const REVIEW_THREADS_QUERY = `query ($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes {
          isResolved
          comments(first: 1) {
            nodes { path line body author { __typename login } }
          }
        }
      }
    }
  }
}`;

interface ThreadsPage {
  readonly repository: {
    readonly pullRequest: {
      readonly reviewThreads: {
        readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor: string | null };
        readonly nodes: readonly ({
          readonly isResolved: boolean;
          readonly comments: {
            readonly nodes: readonly ({
              readonly path: string;
              readonly line: number | null;
              readonly body: string;
              readonly author: { readonly __typename: string; readonly login: string } | null;
            } | null)[];
          };
        } | null)[];
      };
    } | null;
  } | null;
}

/** At most this many pages (100 threads each) are read: a review never needs more. */
const MAX_PAGES = 20;

/**
 * Every review thread of the pull request (all pages, up to 2,000 threads).
 * @throws GitHubApiError when the query fails (GraphQL errors included) or the pull request is not found.
 */
export async function listReviewThreads(octokit: GitHubClient, ref: PullRef): Promise<ReviewThreadInfo[]> {
  const threads: ReviewThreadInfo[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    let answer: ThreadsPage;
    try {
      answer = await octokit.graphql<ThreadsPage>(REVIEW_THREADS_QUERY, {
        owner: ref.owner,
        repo: ref.repo,
        number: ref.pullNumber,
        cursor,
      });
    } catch (thrown) {
      throw toGitHubApiError(`list the review threads of #${ref.pullNumber}`, thrown);
    }
    const connection = answer.repository?.pullRequest?.reviewThreads;
    if (connection === undefined)
      throw toGitHubApiError(
        `list the review threads of #${ref.pullNumber}`,
        new Error("pull request not found"),
      );
    for (const thread of connection.nodes) {
      const first = thread?.comments.nodes[0];
      if (thread === null || first === null || first === undefined) continue;
      threads.push({
        isResolved: thread.isResolved,
        path: first.path,
        line: first.line,
        body: first.body,
        authorLogin: first.author?.login ?? "",
        authorIsBot: first.author?.__typename === "Bot",
      });
    }
    if (!connection.pageInfo.hasNextPage || connection.pageInfo.endCursor === null) break;
    cursor = connection.pageInfo.endCursor;
  }
  return threads;
}
