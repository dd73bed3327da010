import { afterEach, describe, expect, it } from "vitest";
import { type BareOrigin, createBareOrigin, shaOf } from "../../test/fakes/bare-origin.js";
import { authorCommit } from "../../test/fakes/github-fake-reviews-fixture.js";
import { gitRepositoryReader } from "../../test/fakes/git-diff-files.js";
import { type GitHubFake, startGitHubFake } from "../../test/fakes/github-server.js";
import { createGitHubClient } from "./client.js";
import { listReviewThreads } from "./review-threads.js";

const open: { fake: GitHubFake; origin: BareOrigin }[] = [];
afterEach(async () => {
  for (const { fake, origin } of open.splice(0)) {
    await fake.close();
    await origin.cleanup();
  }
});

const BOT = { login: "github-actions[bot]", type: "Bot" } as const;

/** A pull request whose head changed `a.txt` and `b.txt`; then `b.txt` changed again on a later head. */
async function world() {
  const origin = await createBareOrigin({ "a.txt": "a\n", "b.txt": "b\n" });
  const fake = await startGitHubFake({ reader: gitRepositoryReader(origin.root, origin.path) });
  open.push({ fake, origin });
  const baseSha = (await shaOf(origin, "main")) ?? "";
  const headSha = await authorCommit(origin, "feature", { "a.txt": "a2\n", "b.txt": "b2\n" });
  const pull = fake.addPull({ number: 1, head: "feature", headSha, baseSha });
  const octokit = createGitHubClient({ token: "t", baseUrl: fake.url, throttling: false, retries: 0 });
  return { fake, origin, pull, headSha, octokit };
}

function seed(fake: GitHubFake, comments: readonly { path: string; commitId: string; resolved?: boolean }[]) {
  for (const [index, comment] of comments.entries()) {
    fake.state.reviewComments.push({
      id: 5_000 + index,
      reviewId: 4_000,
      pullNumber: 1,
      line: 1,
      body: `finding ${index}`,
      user: BOT,
      createdAt: "2026-01-01T00:00:00Z",
      ...comment,
    });
  }
}

describe("listReviewThreads over GraphQL (the GitHub fake checks queries against GitHub's schema)", () => {
  it("reads every page, with resolution and GraphQL's bot login", async () => {
    const { fake, headSha, octokit } = await world();
    seed(fake, [
      ...Array.from({ length: 149 }, () => ({ path: "a.txt", commitId: headSha })),
      { path: "a.txt", commitId: headSha, resolved: true },
    ]);
    const threads = await listReviewThreads(octokit, { owner: "acme", repo: "widgets", pullNumber: 1 });
    expect(threads).toHaveLength(150);
    expect(fake.routes().filter((route) => route === "POST /graphql")).toHaveLength(2);
    expect(threads.at(-1)).toMatchObject({ isResolved: true, path: "a.txt", line: 1 });
    expect(threads[0]).toMatchObject({
      isResolved: false,
      body: "finding 0",
      authorLogin: "github-actions",
      authorIsBot: true,
    });
  }, 60_000);

  it("shows a comment on a file changed since as outdated (line null)", async () => {
    const { fake, origin, pull, headSha, octokit } = await world();
    pull.headSha = await authorCommit(origin, "feature-2", { "b.txt": "b3\n" });
    seed(fake, [{ path: "b.txt", commitId: headSha }]);
    const [thread] = await listReviewThreads(octokit, { owner: "acme", repo: "widgets", pullNumber: 1 });
    expect(thread?.line).toBeNull();
  }, 60_000);

  it("the fake answers a query that breaks GitHub's schema with GraphQL errors, as GitHub does", async () => {
    const { octokit } = await world();
    await expect(
      octokit.graphql(`query { repository(owner: "acme", name: "widgets") { pullRequest(number: 1) {
        reviewThreads(first: 1) { nodes { isResolvd } } } } }`),
    ).rejects.toThrow(/Cannot query field "isResolvd" on type "PullRequestReviewThread"/);
  }, 60_000);
});
