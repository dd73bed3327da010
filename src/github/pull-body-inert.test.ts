import { describe, expect, it } from "vitest";
import {
  closedIssues,
  fetchedImages,
  liveLinks,
  pingedUsers,
} from "../../test/support/github-markdown-effects.js";
import { cleanBody } from "../action/review/placement.js";
import { commitMessage } from "../harness/commit/feature-commit.js";
import type { Feature } from "../harness/features/feature-list.js";
import { inertMarkdown } from "../security/text/model-text.js";
import { renderProgressBody } from "./progress-body.js";
import { renderPullRequestBody } from "./pull-body.js";

// Issue 26, item 4: the pull request body carried what the model wrote: closing keywords (merging
// the PR closed those issues) and a remote image (a view beacon). Model text now arrives inert;
// only Alfred's own `Closes #N` is live.
const RUN_URL = "https://github.com/acme/widgets/actions/runs/77";
const HOSTILE = [
  "Fixes #1",
  "Closes acme/other#2",
  "Resolves: #3",
  "fixed https://github.com/acme/widgets/issues/4",
  "**Closes** #5",
  "resolves GH-6",
  "![beacon](https://evil.example/b.png)",
  "![ref beacon][img]",
  "[img]: https://evil.example/r.png",
  '<img src="https://evil.example/h.png">',
  "[click](https://evil.example/phish)",
  "<https://evil.example/auto>",
  "see https://evil.example/bare and www.evil.example",
  "\\\\[escaped](https://evil.example/backslashes)",
  "@octocat @acme/security",
].join("\n");

// Alfred's own links (the run log, the ledger) are the only live ones.
const expectInert = (markdown: string, closes: string[] = []): void => {
  expect(closedIssues(markdown)).toEqual(closes);
  expect(fetchedImages(markdown)).toEqual([]);
  expect(
    liveLinks(markdown).filter((link) => !link.startsWith(RUN_URL) && !RUN_URL.startsWith(link)),
  ).toEqual([]);
  expect(pingedUsers(markdown)).toEqual([]);
};

describe("model text arrives inert", () => {
  it("the checker sees every effect in the raw text (so the tests below can fail)", () => {
    expect(closedIssues(HOSTILE)).toHaveLength(6);
    expect(fetchedImages(HOSTILE)).toHaveLength(3);
    expect(liveLinks(HOSTILE).length).toBeGreaterThanOrEqual(6);
    expect(pingedUsers(HOSTILE)).toEqual(["octocat", "acme"]);
  });

  it("in the pull request body, where Alfred's own Closes #N still works", () => {
    const body = renderPullRequestBody({
      passing: [{ id: "login", description: HOSTILE, attempts: 1, rubricReasoning: HOSTILE, costUsd: 0.1 }],
      blocked: [{ id: "search", description: HOSTILE, reason: HOSTILE }],
      ledgerArtifactUrl: `${RUN_URL}/artifacts/9`,
      runUrl: RUN_URL,
      closesIssue: 12,
    });
    expectInert(body, ["#12"]);
    // Still readable: the words are there, only defused.
    expect(body.replace(/\u200b/g, "")).toContain("Fixes #1");
  });

  it("in the progress comment", () => {
    const body = renderProgressBody({
      features: [{ id: "login", status: "blocked", reason: HOSTILE }],
      currentStep: HOSTILE,
      runUrl: RUN_URL,
      summary: HOSTILE,
    });
    expectInert(body);
  });

  it("in review comments, with code left applicable", () => {
    const suggestion = "```suggestion\nconst a = items[0]; // Fixes #9\n```";
    const body = cleanBody(`${HOSTILE}\n\n${suggestion}\n\nUse \`arr[1]\` here.`, (text) => text);
    expectInert(body.replace(suggestion, "").replace("`arr[1]`", ""));
    expect(body).toContain(suggestion);
    expect(body).toContain("`arr[1]`");
  });

  it("in commit messages", () => {
    const feature: Feature = {
      id: "login",
      idSource: "explicit",
      description: "Fixes #1 and closes acme/other#2 for @octocat",
      steps: [],
      status: "pending",
      raw: {},
    };
    const message = commitMessage(feature, 3, "r1");
    expect(closedIssues(message)).toEqual([]);
    expect(pingedUsers(message)).toEqual([]);
    expect(message).toContain("Alfred-Feature: login");
  });

  it("is idempotent", () => {
    const once = inertMarkdown(HOSTILE);
    expect(inertMarkdown(once)).toBe(once);
  });
});
