import { afterEach, describe, expect, it } from "vitest";
import { createGitHubClient } from "../../src/github/client.js";
import { type BareOrigin, createBareOrigin, shaOf } from "./bare-origin.js";
import { gitRepositoryReader } from "./git-diff-files.js";
import { type GitHubFake, startGitHubFake } from "./github-server.js";
import { authorCommit } from "./github-fake-reviews-fixture.js";

const open: { fake: GitHubFake; origin: BareOrigin }[] = [];
afterEach(async () => {
  for (const { fake, origin } of open.splice(0)) {
    await fake.close();
    await origin.cleanup();
  }
});

describe("the GitHub fake's reviews", () => {
  it("refuses a whole review with 422 when one comment is outside the diff, like GitHub", async () => {
    const origin = await createBareOrigin({
      "a.txt": Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join("\n") + "\n",
    });
    const fake = await startGitHubFake({ reader: gitRepositoryReader(origin.root, origin.path) });
    open.push({ fake, origin });
    const baseSha = (await shaOf(origin, "main")) ?? "";
    const headSha = await authorCommit(origin, "feature", {
      "a.txt":
        Array.from({ length: 20 }, (_, i) => (i === 1 ? "changed" : `line ${i + 1}`)).join("\n") + "\n",
    });
    fake.addPull({ number: 1, head: "feature", headSha, baseSha });
    const octokit = createGitHubClient({ token: "t", baseUrl: fake.url, throttling: false, retries: 0 });
    const post = (line: number) =>
      octokit.rest.pulls.createReview({
        owner: "acme",
        repo: "widgets",
        pull_number: 1,
        commit_id: headSha,
        event: "COMMENT",
        body: "b",
        comments: [{ path: "a.txt", line, side: "RIGHT", body: "c" }],
      });
    await expect(post(15)).rejects.toMatchObject({ status: 422 });
    expect(fake.state.rejectedReviews).toBe(1);
    expect(fake.state.reviews).toHaveLength(0);
    await post(2);
    expect(fake.state.reviewComments.map((comment) => comment.line)).toEqual([2]);
  });
});
