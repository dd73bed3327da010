import { describe, expect, it } from "vitest";
import type { AlfredEvent } from "../../github/event.js";
import { reviewTargetOf } from "./review-target.js";

const pull = (action: string, draft = false, isFork = false): AlfredEvent => ({
  kind: "pull_request",
  action,
  number: 5,
  title: "t",
  body: "",
  draft,
  head: { ref: "f", sha: "a".repeat(40), repository: "acme/widgets" },
  base: { ref: "main", sha: "b".repeat(40) },
  isFork,
});

describe("reviewTargetOf", () => {
  it.each([
    ["opened", false, "event"],
    ["synchronize", false, "event"],
    ["reopened", false, "event"],
    ["ready_for_review", false, "event"],
    ["closed", false, "skip"],
    ["labeled", false, "skip"],
    ["opened", true, "skip"],
  ])("pull_request %s (draft %s) → %s", (action, draft, kind) => {
    expect(reviewTargetOf(pull(action, draft), false).kind).toBe(kind);
  });

  it("reviews drafts when asked, incrementally only on synchronize", () => {
    expect(reviewTargetOf(pull("opened", true), true)).toMatchObject({ kind: "event", incremental: false });
    expect(reviewTargetOf(pull("synchronize"), false)).toMatchObject({ incremental: true });
  });

  it("a review comment must be on a pull request", () => {
    const comment = (isPullRequest: boolean): AlfredEvent => ({
      kind: "issue_comment",
      action: "created",
      issue: { number: 5, title: "t", body: "", isPullRequest },
      comment: { id: 1, body: "/alfred review", authorLogin: "m", authorType: "User" },
    });
    expect(reviewTargetOf(comment(true), false)).toEqual({ kind: "comment", pullNumber: 5 });
    expect(reviewTargetOf(comment(false), false).kind).toBe("skip");
  });
});
