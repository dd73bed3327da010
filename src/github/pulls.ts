/**
 * Opening (or refreshing) the pull request with the passing features
 * (USERS.md #8: Alfred opens it itself, draft by default).
 */
import { errorMessage } from "../core/errors.js";
import type { GitHubClient } from "./client.js";
import { withMarker } from "./comments.js";
import { statusOf, toGitHubApiError } from "./errors.js";

/** Input of {@link openPullRequest}. */
export interface OpenPullRequestInput {
  readonly owner: string;
  readonly repo: string;
  /** The branch with the changes (`branch`, or `user:branch` across forks). */
  readonly head: string;
  readonly base: string;
  readonly title: string;
  readonly body: string;
  readonly draft: boolean;
}

/** The pull request after {@link openPullRequest}. */
export interface OpenedPullRequest {
  readonly number: number;
  readonly url: string;
  /** False when a pull request for `head` already existed and was updated instead. */
  readonly created: boolean;
  /** Whether it is a draft (a repository without drafts gets a ready one). */
  readonly draft: boolean;
}

/**
 * Opens a pull request from `head` into `base` (`POST
 * /repos/{owner}/{repo}/pulls`). When GitHub refuses with 422 because one is
 * already open for that head, finds it (`GET …/pulls?head=owner:branch`) and
 * updates its title and body (`PATCH …/pulls/{pull_number}`). When the
 * repository does not support drafts, opens a ready pull request instead.
 * @throws GitHubApiError for any other refusal (no commits between the
 *   branches, unknown head, …) with GitHub's explanation.
 */
export async function openPullRequest(
  octokit: GitHubClient,
  input: OpenPullRequestInput,
): Promise<OpenedPullRequest> {
  const phase = `open a pull request from ${input.head} into ${input.base}`;
  let draft = input.draft;
  for (;;) {
    try {
      const { data } = await octokit.rest.pulls.create({
        owner: input.owner,
        repo: input.repo,
        head: input.head,
        base: input.base,
        title: input.title,
        body: withMarker(input.body),
        draft,
      });
      return { number: data.number, url: data.html_url, created: true, draft: data.draft ?? draft };
    } catch (thrown) {
      if (statusOf(thrown) !== 422) throw toGitHubApiError(phase, thrown);
      const existing = await findOpenPullRequest(octokit, input);
      if (existing !== undefined) return updateExisting(octokit, input, existing);
      if (draft && /draft/i.test(errorMessage(thrown))) {
        draft = false;
        continue;
      }
      throw toGitHubApiError(phase, thrown);
    }
  }
}

/**
 * The open pull request from `head` into `base`, if any.
 * @throws GitHubApiError
 */
async function findOpenPullRequest(
  octokit: GitHubClient,
  input: Pick<OpenPullRequestInput, "owner" | "repo" | "head" | "base">,
): Promise<{ readonly number: number; readonly url: string; readonly draft: boolean } | undefined> {
  const head = input.head.includes(":") ? input.head : `${input.owner}:${input.head}`;
  try {
    const { data } = await octokit.rest.pulls.list({
      owner: input.owner,
      repo: input.repo,
      head,
      base: input.base,
      state: "open",
      per_page: 10,
    });
    const found = data[0];
    return found === undefined
      ? undefined
      : { number: found.number, url: found.html_url, draft: found.draft ?? false };
  } catch (thrown) {
    throw toGitHubApiError(`look for an open pull request from ${head}`, thrown);
  }
}

async function updateExisting(
  octokit: GitHubClient,
  input: OpenPullRequestInput,
  existing: { readonly number: number; readonly url: string; readonly draft: boolean },
): Promise<OpenedPullRequest> {
  try {
    const { data } = await octokit.rest.pulls.update({
      owner: input.owner,
      repo: input.repo,
      pull_number: existing.number,
      title: input.title,
      body: withMarker(input.body),
    });
    return { number: data.number, url: data.html_url, created: false, draft: data.draft ?? existing.draft };
  } catch (thrown) {
    throw toGitHubApiError(`update pull request #${existing.number}`, thrown);
  }
}
