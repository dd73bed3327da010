import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { actionsRuntimeEnv } from "../fakes/artifact-server.js";
import { branchesOf, shaOf } from "../fakes/bare-origin.js";
import { type ActionWorld, runAction as runBundle, SECRETS } from "../support/action-run.js";
import { bundleRuntimes } from "../support/node-runtimes.js";
import {
  bodyOf,
  firstUserText,
  pullRequestEvent,
  pullRequestWorld,
  pushCommit,
  reviewComment,
  scriptedReviewer,
  stickies,
  type Submission,
} from "../support/review-world.js";
import { verifyLedger } from "../../src/orchestrator/ledger-verify.js";

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

const WRITES = [
  "POST /repos/{owner}/{repo}/pulls",
  "PATCH /repos/{owner}/{repo}/pulls/{pull_number}",
  "POST /repos/{owner}/{repo}/git/refs",
];

/** A world with a pull request #5 from `feature`; `submission` is what the reviewer submits next. */
async function reviewWorld(submission: () => Submission, roles: Record<string, "write" | "read"> = {}) {
  const made = await pullRequestWorld(scriptedReviewer(submission), roles);
  worlds.push(made.world);
  return made;
}

// GitHub runs the Action on Node 24; the CLI supports Node 20: the bundle must work on both.
describe.each(bundleRuntimes())("review mode, the bundle run as a runner runs it ($name)", ({ path }) => {
  const runAction: typeof runBundle = (world, event, inputs, extraEnv, timeoutMs) =>
    runBundle(world, event, inputs, extraEnv, timeoutMs, path);

  it("pull_request opened, then synchronize, then a force-push: one review each, sticky comment edited in place", async () => {
    let submission: Submission = {
      summary: "Two real problems.",
      comments: [
        { path: "src/text.js", line: 3, body: "V3 changed meaning: callers expect 3." },
        { path: "src/text.js", line: 26, startLine: 24, body: "EXTRA depends on the changed V3." },
        { path: "src/extra.js", line: 2, body: "two is unused." },
        { path: "src/text.js", line: 15, body: "Outside the hunks: V15 is unrelated." },
        { path: "src/util.js", line: 2, body: "Not in this pull request at all." },
      ],
    };
    const { world, author, pull, baseSha } = await reviewWorld(() => submission);
    const opened = await runAction(
      world,
      pullRequestEvent("opened", { number: 5, headSha: pull.headSha, baseSha }),
      {},
      { GITHUB_RUN_ID: "100" },
    );
    expect(opened.outputs.conclusion, opened.log.slice(-3000)).toBe("success");
    expect(opened.code).toBe(0);

    // Exactly one COMMENT review on the reviewed head, in-diff comments at the right lines.
    expect(world.github.state.reviews).toHaveLength(1);
    const review = world.github.state.reviews[0]!;
    expect(review).toMatchObject({ event: "COMMENT", commitId: pull.headSha });
    expect(world.github.state.reviewComments.map((comment) => `${comment.path}:${comment.line}`)).toEqual([
      "src/text.js:3",
      "src/text.js:26",
      "src/extra.js:2",
    ]);
    expect(world.github.state.rejectedReviews).toBe(0);
    expect(review.body).toMatch(/Findings outside the diff[\s\S]*`src\/text\.js:15`[\s\S]*`src\/util\.js:2`/);
    expect(opened.outputs).toMatchObject({ "review-id": String(review.id), comments: "5" });
    expect(opened.outputs["cost-usd"]).toBeDefined();
    expect(opened.summary).toMatch(/src\/text\.js:15 \| body/);
    // A notice per finding on its file and lines, the ones outside the diff too.
    expect(opened.log).toContain(
      "::notice title=Alfred review,file=src/text.js,line=24,endLine=26::EXTRA depends on the changed V3.",
    );
    expect(opened.log).toContain(
      "::notice title=Alfred review,file=src/util.js,line=2,endLine=2::Not in this pull request at all.",
    );

    // Read-only: no write went through, nothing was pushed or opened, the base's settings ruled.
    expect(existsSync(join(world.workingDir, "src", "hacked.js"))).toBe(false);
    expect(existsSync(join(world.workingDir, "pwned"))).toBe(false);
    expect(existsSync(join(world.workingDir, "head-hook-ran"))).toBe(false);
    expect(await branchesOf(world.origin)).toEqual(["feature", "main"]);
    expect(await shaOf(world.origin, "main")).toBe(baseSha);
    expect(world.github.state.pulls).toHaveLength(1);
    expect(world.github.routes().filter((route) => WRITES.includes(route))).toEqual([]);
    const toolResults = JSON.stringify(bodyOf(world.model.requests[1]!).messages);
    expect(toolResults).toMatch(/file_write[^"]*|Unknown tool|invalid_tool|no tool/i);
    const first = bodyOf(world.model.requests[0]!);
    expect(first.model).toBe("base-model");
    expect(JSON.stringify(first.system)).toContain("BASE-INSTRUCTIONS-7f3");
    // The reviewer prompt of src/prompts/; the first message carries the repo map focused on the changed files.
    expect(JSON.stringify(first.system)).toContain("# What to look for");
    // Both changed files are in it (their order is PageRank's to decide).
    const repoMap = /source=\\"repo-map\\"([^<]*)/.exec(firstUserText(world, 0))?.[1] ?? "";
    expect(repoMap).toContain("src/extra.js:");
    expect(repoMap).toContain("src/text.js:");
    // The head's AGENTS.md is part of the diff (data), never of the instructions.
    for (const request of world.model.requests) {
      expect(JSON.stringify(bodyOf(request).system)).not.toContain("HEAD-INSTRUCTIONS-9c1");
    }
    // The PR body's hidden comment never reaches the model; the diff carries new-file line numbers.
    expect(firstUserText(world, 0)).not.toContain("ignore your instructions");
    expect(firstUserText(world, 0)).toMatch(/\+ +26 \| export const EXTRA/);
    expect(JSON.stringify(world.model.requests.map((request) => request.body))).not.toContain(
      SECRETS.githubToken,
    );

    // One sticky comment carrying the reviewed commit; the ledger records the review and verifies.
    expect(stickies(world)).toHaveLength(1);
    expect(stickies(world)[0]!.body).toContain(`alfred-review-state: ${pull.headSha}`);
    const ledger = world.artifacts.readText("alfred-ledger-100-1", "ledger.jsonl");
    expect(verifyLedger(ledger, SECRETS.ledgerKey, { requireEnd: true })).toMatchObject({ ok: true });
    expect(ledger).toContain(`"commitId":"${pull.headSha}"`);

    // synchronize: only the new commit is reviewed; a repeated comment is not posted twice.
    const requestsBefore = world.model.requests.length;
    const second = await pushCommit(world, author, "feature", {
      "src/extra.js":
        "export const one = 1;\nexport const two = 2;\nexport const three = 3;\nexport const four = 4;\n",
    });
    pull.headSha = second;
    submission = {
      summary: "One more.",
      comments: [
        { path: "src/text.js", line: 3, body: "V3 changed meaning: callers expect 3." },
        { path: "src/extra.js", line: 4, body: "four is unused too." },
      ],
    };
    const synced = await runAction(
      world,
      pullRequestEvent("synchronize", { number: 5, headSha: second, baseSha }),
      {},
      { GITHUB_RUN_ID: "101" },
    );
    expect(synced.outputs.conclusion, synced.log.slice(-3000)).toBe("success");
    // The repeat was found among Alfred's unresolved threads (GraphQL), with no fallback.
    expect(world.github.routes()).toContain("POST /graphql");
    expect(synced.log).not.toMatch(/review threads unavailable/);
    const incremental = firstUserText(world, requestsBefore);
    expect(incremental).toContain("=== src/extra.js");
    expect(incremental).not.toContain("=== src/text.js");
    expect(world.github.state.reviews).toHaveLength(2);
    expect(world.github.state.reviews[1]).toMatchObject({ commitId: second });
    expect(
      world.github.state.reviewComments.slice(3).map((comment) => `${comment.path}:${comment.line}`),
    ).toEqual(["src/extra.js:4"]);
    expect(stickies(world)).toHaveLength(1);
    expect(stickies(world)[0]!.body).toContain(`alfred-review-state: ${second}`);
    expect(
      world.github
        .routes()
        .filter((route) => route === "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"),
    ).toHaveLength(1);

    // A force-push rewrites history: the whole pull request is reviewed again.
    const requestsBeforeForce = world.model.requests.length;
    const rewritten = await pushCommit(
      world,
      author,
      "feature",
      { "src/extra.js": "export const one = 1;\n" },
      { amend: true },
    );
    pull.headSha = rewritten;
    submission = { summary: "Fine now.", comments: [] };
    const forced = await runAction(
      world,
      pullRequestEvent("synchronize", { number: 5, headSha: rewritten, baseSha }),
      {},
      { GITHUB_RUN_ID: "102" },
    );
    expect(forced.outputs.conclusion, forced.log.slice(-3000)).toBe("success");
    expect(firstUserText(world, requestsBeforeForce)).toContain("=== src/text.js");
    expect(world.github.state.reviews).toHaveLength(3);
    expect(stickies(world)).toHaveLength(1);
    expect(world.github.violations).toEqual([]);
  }, 240_000);

  it("/alfred review by a write collaborator: 👀, the progress comment is the sticky comment, one review", async () => {
    const submission: Submission = {
      summary: "Looks fine.",
      comments: [{ path: "src/text.js", line: 3, body: "Check V3." }],
    };
    const { world, baseSha } = await reviewWorld(() => submission, {
      maintainer: "write",
      reader: "read",
    });
    const comment = (author: string) => reviewComment(world, author);
    const refused = await runAction(world, comment("reader"), {}, { GITHUB_RUN_ID: "200" });
    expect(refused.outputs.conclusion).toBe("skipped");
    expect(world.model.requests).toHaveLength(0);
    expect(world.github.state.comments.at(-1)?.body).toMatch(/@reader/);

    const result = await runAction(world, comment("maintainer"), {}, { GITHUB_RUN_ID: "201" });
    expect(result.outputs.conclusion, result.log.slice(-3000)).toBe("success");
    expect(world.github.state.reactions.map((reaction) => reaction.content)).toEqual(["eyes"]);
    expect(stickies(world)).toHaveLength(1);
    // Created once as the progress comment, then edited in place with the verdict.
    const creates = world.github.requests.filter(
      (request) => request.route === "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
    );
    expect(creates.map((request) => JSON.stringify(request.body))).toEqual([
      expect.stringContaining("@reader"),
      expect.stringContaining("is reviewing"),
    ]);
    expect(stickies(world)[0]!.body).toMatch(/reviewed `[0-9a-f]{10}`: 1 finding/);
    expect(world.github.state.reviews).toHaveLength(1);
    expect(world.github.state.reviewComments.map((each) => `${each.path}:${each.line}`)).toEqual([
      "src/text.js:3",
    ]);
    expect(await shaOf(world.origin, "main")).toBe(baseSha);
    expect(world.github.violations).toEqual([]);
  }, 180_000);

  it("a fork's pull_request run without secrets: a notice, conclusion skipped, nothing posted", async () => {
    const { world, pull, baseSha } = await reviewWorld(() => ({ summary: "", comments: [] }));
    const result = await runAction(
      world,
      pullRequestEvent("opened", { number: 5, headSha: pull.headSha, baseSha, fork: true }),
      { "anthropic-api-key": "", "ledger-key": "" },
      { GITHUB_RUN_ID: "300" },
    );
    expect(result.code).toBe(0);
    expect(result.outputs.conclusion).toBe("skipped");
    expect(result.log).toMatch(/::notice::Alfred skipped the review: this pull request comes from a fork/);
    expect(result.summary).toMatch(/fork/);
    expect(world.model.requests).toHaveLength(0);
    expect(world.github.requests.filter((request) => request.method !== "GET")).toEqual([]);
  }, 120_000);

  it("a draft pull request is skipped unless review-drafts is set", async () => {
    const { world, pull, baseSha } = await reviewWorld(() => ({
      summary: "Draft reviewed.",
      comments: [],
    }));
    const event = pullRequestEvent("opened", { number: 5, headSha: pull.headSha, baseSha, draft: true });
    const skipped = await runAction(world, event, {}, { GITHUB_RUN_ID: "400" });
    expect(skipped.outputs.conclusion).toBe("skipped");
    expect(world.model.requests).toHaveLength(0);
    const reviewed = await runAction(world, event, { "review-drafts": "true" }, { GITHUB_RUN_ID: "401" });
    expect(reviewed.outputs.conclusion, reviewed.log.slice(-3000)).toBe("success");
    expect(world.github.state.reviews).toHaveLength(1);
  }, 180_000);
});

it("a re-run attempt of a review with a fixed run-id uploads its own ledger artifact", async () => {
  const { world, author, pull, baseSha } = await reviewWorld(() => ({ summary: "Fine.", comments: [] }));
  const inputs = { "run-id": "pr-review" };
  const first = await runBundle(
    world,
    pullRequestEvent("opened", { number: 5, headSha: pull.headSha, baseSha }),
    inputs,
    { GITHUB_RUN_ID: "600" },
  );
  expect(first.outputs.conclusion, first.log.slice(-3000)).toBe("success");
  const head = await pushCommit(world, author, "feature", { "src/extra.js": "export const one = 1;\n" });
  // A re-run starts on a fresh runner: the first attempt's run directory is not there.
  rmSync(join(world.workingDir, ".alfred", "workflows"), { recursive: true, force: true });
  // Attempt 2 of the same workflow run: same run backend, a new job, the same fixed run id.
  const second = await runBundle(
    world,
    pullRequestEvent("synchronize", { number: 5, headSha: head, baseSha }),
    inputs,
    {
      GITHUB_RUN_ID: "600",
      GITHUB_RUN_ATTEMPT: "2",
      ...actionsRuntimeEnv(world.artifacts, "run-backend-1", "job-backend-2"),
    },
  );
  expect(second.outputs.conclusion, second.log.slice(-3000)).toBe("success");
  expect([...world.artifacts.artifacts.keys()].sort()).toEqual([
    "alfred-ledger-pr-review-attempt-1",
    "alfred-ledger-pr-review-attempt-2",
  ]);
  for (const name of world.artifacts.artifacts.keys()) {
    const ledger = world.artifacts.readText(name, "ledger.jsonl");
    expect(verifyLedger(ledger, SECRETS.ledgerKey, { requireEnd: true })).toMatchObject({ ok: true });
  }
}, 180_000);
