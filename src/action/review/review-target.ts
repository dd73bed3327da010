/**
 * Which pull request an event asks Alfred to review, and whether it should:
 * `pull_request` events for opened / synchronize / reopened / ready_for_review
 * (drafts only when asked for), and `/alfred review` comments on a pull
 * request. Pure.
 */
import type { AlfredEvent } from "../../github/event.js";

/** The `pull_request` actions that start a review. */
const REVIEW_ACTIONS = ["opened", "synchronize", "reopened", "ready_for_review"] as const;

/** What to review, or why not. */
export type ReviewTarget =
  | {
      readonly kind: "event";
      readonly pullNumber: number;
      /** Only `synchronize` reviews incrementally. */
      readonly incremental: boolean;
      readonly isFork: boolean;
    }
  | { readonly kind: "comment"; readonly pullNumber: number }
  | { readonly kind: "skip"; readonly why: string };

/** Decides the {@link ReviewTarget} of `event`; `reviewDrafts` lets draft pull requests through. */
export function reviewTargetOf(event: AlfredEvent, reviewDrafts: boolean): ReviewTarget {
  if (event.kind === "pull_request") {
    if (!(REVIEW_ACTIONS as readonly string[]).includes(event.action)) {
      return {
        kind: "skip",
        why: `pull request ${event.action}: Alfred reviews on ${REVIEW_ACTIONS.join(", ")}`,
      };
    }
    if (event.draft && !reviewDrafts) {
      return {
        kind: "skip",
        why: "the pull request is a draft (set `review-drafts: true` to review drafts)",
      };
    }
    return {
      kind: "event",
      pullNumber: event.number,
      incremental: event.action === "synchronize",
      isFork: event.isFork,
    };
  }
  if (event.kind === "issue_comment") {
    if (!event.issue.isPullRequest)
      return { kind: "skip", why: "`review` works on pull requests, not issues" };
    return { kind: "comment", pullNumber: event.issue.number };
  }
  return {
    kind: "skip",
    why: "review mode needs a pull_request event or a review comment on a pull request",
  };
}
