/**
 * The reviewer's messages (its system prompt is `prompts/`'s `reviewerPrompt`):
 * the first user message carries the pull request (title and body sanitised
 * and fenced: they are the author's words, not instructions), the diff with
 * new-file line numbers, and the repo map focused on the changed files (fenced:
 * it is derived from the head's code).
 */
import { sanitizeUntrustedText } from "../../security/text/sanitize.js";
import { fence } from "../../security/text/taint.js";
import { SUBMIT_REVIEW } from "./placement.js";

/** What the first user message describes. */
export interface ReviewRequestInput {
  readonly number: number;
  readonly title: string;
  readonly body: string;
  readonly diff: string;
  /** `the whole pull request` or `the commits since abc1234 (earlier ones were reviewed)`. */
  readonly scope: string;
  /** The repo map focused on the changed files; left out when empty. */
  readonly repoMap?: string;
}

/** The first user message of the review. */
export function reviewRequestMessage(input: ReviewRequestInput): string {
  const description = `Title: ${sanitizeUntrustedText(input.title)}\n\n${sanitizeUntrustedText(input.body)}`;
  const map = input.repoMap?.trim() ?? "";
  return [
    `Review pull request #${input.number}. Scope: ${input.scope}.`,
    "The author's description:",
    fence(description, "pull-request"),
    "The diff (`+` added, `-` deleted, the number is the line in the new file):",
    fence(input.diff, "diff"),
    ...(map === ""
      ? []
      : [
          "The repository map, focused on the changed files (their definitions and what they use and are used by, most relevant first):",
          fence(map, "repo-map"),
        ]),
    `Explore as much as you need; when you stop calling tools you will be asked for the review (${SUBMIT_REVIEW}).`,
  ].join("\n\n");
}

/** The message that asks for the structured review after the exploration. */
export const SUBMIT_NOW = `Now submit your review with ${SUBMIT_REVIEW}: a summary and the comments (path, line in the new file, body, optional startLine).`;
