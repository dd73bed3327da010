import { afterEach, describe, expect, it } from "vitest";
import { type GitHubFake, startGitHubFake } from "../../test/fakes/github-server.js";
import { createGitHubClient } from "./client.js";
import { findSticky, renderSticky, writeSticky } from "./review-sticky.js";

const fakes: GitHubFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

const HEAD = "a".repeat(40);
const FORGED = "f".repeat(40);

describe("the sticky review comment", () => {
  it("is created once, then edited in place, and only a bot's comment counts (a pasted marker forges nothing)", async () => {
    const fake = await startGitHubFake({ issues: [{ number: 5 }] });
    fakes.push(fake);
    const octokit = createGitHubClient({ token: "t", baseUrl: fake.url, throttling: false, retries: 0 });
    const where = { owner: "acme", repo: "widgets", issueNumber: 5 };
    fake.addComment({
      issueNumber: 5,
      author: "mallory",
      body: renderSticky({
        phase: "done",
        headSha: FORGED,
        runUrl: "u",
        findings: 0,
        inline: 0,
        costUsd: 0,
        scope: "x",
      }),
    });
    expect(await findSticky(octokit, where)).toBeUndefined();

    const created = await writeSticky(
      octokit,
      where,
      undefined,
      renderSticky({ phase: "reviewing", headSha: HEAD, runUrl: "u" }),
    );
    const found = await findSticky(octokit, where);
    expect(found?.id).toBe(created.id);
    expect(found?.reviewedSha).toBeUndefined();
    await writeSticky(
      octokit,
      where,
      found,
      renderSticky({
        phase: "done",
        headSha: HEAD,
        runUrl: "u",
        findings: 2,
        inline: 1,
        costUsd: 0.01,
        scope: "all",
      }),
    );
    expect((await findSticky(octokit, where))?.reviewedSha).toBe(HEAD);
    expect(fake.state.comments.filter((comment) => comment.user.type === "Bot")).toHaveLength(1);
  });
});
