import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type GitHubFake, startGitHubFake } from "../../test/fakes/github-server.js";
import { type GitHubClient, createGitHubClient } from "./client.js";
import { ALFRED_MARKER, addReaction, postComment } from "./comments.js";
import type { ProgressState } from "./progress-body.js";
import { ProgressComment } from "./progress-comment.js";

const RUN_URL = "https://github.com/acme/widgets/actions/runs/77";
const ISSUE = { owner: "acme", repo: "widgets", issueNumber: 12 };
const CREATE = "POST /repos/{owner}/{repo}/issues/{issue_number}/comments";
const UPDATE = "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}";
const LIST = "GET /repos/{owner}/{repo}/issues/{issue_number}/comments";

let fake: GitHubFake;
let octokit: GitHubClient;
beforeEach(async () => {
  fake = await startGitHubFake({ issues: [{ number: 12, title: "Add login" }] });
  octokit = createGitHubClient({
    token: "t",
    baseUrl: fake.url,
    retryUnitMs: 1,
    retries: 0,
    throttling: false,
  });
});
afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
});

const state = (step: string, extra: Partial<ProgressState> = {}): ProgressState => ({
  features: [
    { id: "login-form", status: "passing" },
    { id: "dark-mode", status: "blocked", reason: "verify failed 3 times:\n`npm test` exit 1" },
    { id: "search", status: "in_progress" },
  ],
  currentStep: step,
  runUrl: RUN_URL,
  costUsd: 0.4213,
  ...extra,
});

const alfredComments = () => fake.state.comments.filter((comment) => comment.body.includes(ALFRED_MARKER));

describe("addReaction and postComment", () => {
  it("reacts 👀 to the trigger comment", async () => {
    const trigger = fake.addComment({ issueNumber: 12, body: "/alfred implement", author: "mona" });
    await addReaction(octokit, { owner: "acme", repo: "widgets", commentId: trigger.id });
    expect(fake.routes()).toEqual(["POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"]);
    expect(fake.state.reactions).toMatchObject([{ commentId: trigger.id, content: "eyes" }]);
  });

  it("names the comment when the reaction fails", async () => {
    await expect(
      addReaction(octokit, { owner: "acme", repo: "widgets", commentId: 5 }),
    ).rejects.toMatchObject({
      code: "github_api",
      status: 404,
      message: expect.stringMatching(/^react eyes to comment 5: GitHub answered 404/) as unknown,
    });
  });

  it("posts a reply carrying the hidden marker once", async () => {
    const posted = await postComment(
      octokit,
      ISSUE,
      `Sorry, I only work for maintainers.\n\n${ALFRED_MARKER}`,
    );
    expect(posted.url).toBe(`https://github.com/acme/widgets/issues/12#issuecomment-${posted.id}`);
    expect(fake.state.comments[0]?.body.split(ALFRED_MARKER)).toHaveLength(2);
  });
});

describe("ProgressComment", () => {
  it("renders the checklist, the step, the run link and the cost", async () => {
    const progress = new ProgressComment(octokit, ISSUE);
    await progress.update(state("verifying search (attempt 2)"));
    expect(fake.state.comments[0]?.body).toBe(
      [
        "### Alfred is working on this (1 of 3 passing)",
        "",
        "**Now:** verifying search (attempt 2)",
        "",
        "- [x] login-form — passing",
        "- [ ] dark-mode — blocked: verify failed 3 times: `npm test` exit 1",
        "- [ ] search — in progress",
        "",
        `[Run log](${RUN_URL}) · cost so far $0.42`,
        "",
        ALFRED_MARKER,
        "",
      ].join("\n"),
    );
  });

  it("creates the comment once, then edits it in place; a burst coalesces and the latest state wins", async () => {
    const progress = new ProgressComment(octokit, ISSUE);
    const first = progress.update(state("step 1"));
    const burst = [2, 3, 4, 5].map((step) => progress.update(state(`step ${step}`)));
    await Promise.all([first, ...burst]);
    expect(fake.routes()).toEqual([CREATE, UPDATE]);
    expect(alfredComments()).toHaveLength(1);
    expect(alfredComments()[0]?.body).toContain("**Now:** step 5");
    expect(progress.commentId).toBe(alfredComments()[0]?.id);

    await progress.update(state("step 5"));
    expect(fake.routes()).toEqual([CREATE, UPDATE]);
    await progress.update(state("done", { finished: true, summary: "Opened #13" }));
    expect(fake.routes()).toEqual([CREATE, UPDATE, UPDATE]);
    expect(alfredComments()[0]?.body).toMatch(/^### Alfred finished: 1 of 3 passing\n/);
    expect(alfredComments()[0]?.body).toContain("· cost $0.42");
  });

  it("with a key, a re-run attempt finds the earlier comment and edits it instead of posting another", async () => {
    const firstAttempt = new ProgressComment(octokit, { ...ISSUE, key: "run-77" });
    await firstAttempt.update(state("attempt 1"));
    const secondAttempt = new ProgressComment(octokit, { ...ISSUE, key: "run-77" });
    await secondAttempt.update(state("attempt 2"));
    expect(fake.routes()).toEqual([LIST, CREATE, LIST, UPDATE]);
    expect(alfredComments()).toHaveLength(1);
    expect(secondAttempt.commentId).toBe(firstAttempt.commentId);
  });

  it("with a key, a create whose answer was lost is not retried blindly: the next update finds the comment", async () => {
    const retrying = createGitHubClient({
      token: "t",
      baseUrl: fake.url,
      retryUnitMs: 1,
      retries: 3,
      throttling: false,
    });
    const progress = new ProgressComment(retrying, { ...ISSUE, key: "run-79" });
    fake.inject({ kind: "lost_answer" }, { route: CREATE });
    await expect(progress.update(state("one"))).rejects.toMatchObject({ status: 502 });
    await progress.update(state("two"));
    expect(fake.routes()).toEqual([LIST, CREATE, LIST, UPDATE]);
    expect(alfredComments()).toHaveLength(1);
    expect(alfredComments()[0]?.body).toContain("**Now:** two");
  });

  it("rejects the updates a failed request carried, and the next update tries again", async () => {
    const progress = new ProgressComment(octokit, { ...ISSUE, key: "run-78" });
    fake.inject({ kind: "status", status: 502 }, { route: CREATE });
    await expect(progress.update(state("one"))).rejects.toMatchObject({ code: "github_api", status: 502 });
    await progress.update(state("two"));
    await progress.flush();
    expect(fake.routes()).toEqual([LIST, CREATE, LIST, CREATE]);
    expect(alfredComments()).toHaveLength(1);
  });
});
