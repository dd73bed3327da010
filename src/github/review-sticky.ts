/**
 * The one sticky summary comment Alfred keeps on a pull request it reviews:
 * found by a hidden marker, edited in place on every later run, and carrying
 * the last reviewed commit so a `synchronize` review covers only what is new.
 *
 * Only a comment written by a bot account counts: anyone can paste the marker
 * into a comment of their own, and a forged "last reviewed commit" would make
 * Alfred skip the changes before it.
 */
import type { GitHubClient } from "./client.js";
import { ALFRED_MARKER, type IssueRef, issueComments, postComment, updateComment } from "./comments.js";
import { toGitHubApiError } from "./errors.js";
import { formatUsd, inlineText } from "./markdown.js";

/** Marks the sticky review comment. */
const REVIEW_STICKY_MARKER = "<!-- alfred-review -->";

const STATE_LINE = /<!-- alfred-review-state: ([0-9a-f]{7,64}) -->/;

/** An existing sticky comment. */
export interface StickyComment {
  readonly id: number;
  readonly url: string;
  /** The commit the last finished review covered, when one did. */
  readonly reviewedSha?: string;
}

/** What the sticky comment shows. */
export type StickyState =
  | { readonly phase: "reviewing"; readonly headSha: string; readonly runUrl: string; readonly note?: string }
  | {
      readonly phase: "done";
      readonly headSha: string;
      readonly runUrl: string;
      readonly findings: number;
      readonly inline: number;
      readonly costUsd: number | null;
      readonly reviewUrl?: string;
      /** `whole pull request`, or `changes since abc1234`. */
      readonly scope: string;
    }
  | {
      readonly phase: "skipped" | "failed";
      readonly runUrl: string;
      readonly why: string;
      readonly reviewedSha?: string;
    };

/** Renders the sticky comment's body, hidden markers included. */
export function renderSticky(state: StickyState): string {
  const lines: string[] = [];
  let reviewed: string | undefined;
  switch (state.phase) {
    case "reviewing":
      lines.push(`### Alfred is reviewing \`${state.headSha.slice(0, 10)}\`…`);
      if (state.note !== undefined) lines.push("", inlineText(state.note, 300));
      break;
    case "done": {
      reviewed = state.headSha;
      const verdict =
        state.findings === 0
          ? "no findings"
          : `${state.findings} finding${state.findings === 1 ? "" : "s"} (${state.inline} inline)`;
      lines.push(
        `### Alfred reviewed \`${state.headSha.slice(0, 10)}\`: ${verdict}`,
        "",
        `Scope: ${inlineText(state.scope, 200)} · cost ${formatUsd(state.costUsd)}`,
      );
      if (state.reviewUrl !== undefined) lines.push("", `[The review](${state.reviewUrl})`);
      break;
    }
    case "skipped":
    case "failed":
      reviewed = state.reviewedSha;
      lines.push(
        `### Alfred ${state.phase === "failed" ? "could not review" : "skipped"} this pull request`,
        "",
      );
      lines.push(inlineText(state.why, 500));
      break;
  }
  lines.push("", `[Run log](${state.runUrl})`, "", ALFRED_MARKER, REVIEW_STICKY_MARKER);
  if (reviewed !== undefined) lines.push(`<!-- alfred-review-state: ${reviewed} -->`);
  return `${lines.join("\n")}\n`;
}

/**
 * The sticky comment of the pull request, written by a bot, or `undefined`.
 * `GET /repos/{owner}/{repo}/issues/{issue_number}/comments`.
 * @throws GitHubApiError
 */
export async function findSticky(octokit: GitHubClient, where: IssueRef): Promise<StickyComment | undefined> {
  try {
    for await (const comment of issueComments(octokit, where)) {
      const body = comment.body ?? "";
      if (!body.includes(REVIEW_STICKY_MARKER) || comment.user?.type !== "Bot") continue;
      const sha = STATE_LINE.exec(body)?.[1];
      return { id: comment.id, url: comment.html_url, ...(sha === undefined ? {} : { reviewedSha: sha }) };
    }
    return undefined;
  } catch (thrown) {
    throw toGitHubApiError(`find the review comment of #${where.issueNumber}`, thrown);
  }
}

/**
 * Writes `body` into the sticky comment: edits `existing`, or creates it.
 * @throws GitHubApiError
 */
export async function writeSticky(
  octokit: GitHubClient,
  where: IssueRef,
  existing: StickyComment | undefined,
  body: string,
): Promise<StickyComment> {
  if (existing !== undefined) {
    const updated = await updateComment(
      octokit,
      { owner: where.owner, repo: where.repo, commentId: existing.id },
      body,
    );
    return { ...existing, url: updated.url };
  }
  const created = await postComment(octokit, where, body, { retries: 0 });
  return { id: created.id, url: created.url };
}
