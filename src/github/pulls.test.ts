import { afterEach, describe, expect, it } from "vitest";
import { type GitHubFake, type GitHubFakeOptions, startGitHubFake } from "../../test/fakes/github-server.js";
import { createGitHubClient } from "./client.js";
import { ALFRED_MARKER } from "./comments.js";
import { toGitHubApiError } from "./errors.js";
import { openPullRequest } from "./pulls.js";

const CREATE = "POST /repos/{owner}/{repo}/pulls";
const LIST = "GET /repos/{owner}/{repo}/pulls";
const UPDATE = "PATCH /repos/{owner}/{repo}/pulls/{pull_number}";

let fake: GitHubFake | undefined;
afterEach(async () => {
  expect(fake?.violations).toEqual([]);
  await fake?.close();
  fake = undefined;
});

async function setUp(options: GitHubFakeOptions = {}) {
  const started = await startGitHubFake(options);
  fake = started;
  const octokit = createGitHubClient({ token: "t", baseUrl: started.url, retryUnitMs: 1, throttling: false });
  return { fake: started, octokit };
}

const input = {
  owner: "acme",
  repo: "widgets",
  head: "alfred/run-77",
  base: "main",
  title: "Alfred: 2 features",
  body: "The body",
  draft: true,
};

describe("openPullRequest", () => {
  it("opens a draft pull request with the marker in its body", async () => {
    const { fake, octokit } = await setUp();
    const opened = await openPullRequest(octokit, input);
    expect(opened).toEqual({
      number: 1,
      url: "https://github.com/acme/widgets/pull/1",
      created: true,
      draft: true,
    });
    expect(fake.routes()).toEqual([CREATE]);
    expect(fake.state.pulls[0]).toMatchObject({
      head: "alfred/run-77",
      base: "main",
      draft: true,
      title: input.title,
    });
    expect(fake.state.pulls[0]?.body).toBe(`The body\n\n${ALFRED_MARKER}\n`);
  });

  it("updates the open pull request for the same head instead of failing on GitHub's 422", async () => {
    const { fake, octokit } = await setUp();
    await openPullRequest(octokit, input);
    const again = await openPullRequest(octokit, {
      ...input,
      title: "Alfred: 3 features",
      body: "Newer body",
    });
    expect(again).toEqual({
      number: 1,
      url: "https://github.com/acme/widgets/pull/1",
      created: false,
      draft: true,
    });
    expect(fake.routes()).toEqual([CREATE, CREATE, LIST, UPDATE]);
    expect(fake.requests[2]?.query).toBe("?head=acme%3Aalfred%2Frun-77&base=main&state=open&per_page=10");
    expect(fake.state.pulls).toHaveLength(1);
    expect(fake.state.pulls[0]).toMatchObject({
      title: "Alfred: 3 features",
      body: `Newer body\n\n${ALFRED_MARKER}\n`,
    });
  });

  it("opens a ready pull request where drafts are not supported", async () => {
    const { fake, octokit } = await setUp({ draftsSupported: false });
    const opened = await openPullRequest(octokit, input);
    expect(opened).toMatchObject({ created: true, draft: false });
    expect(fake.routes()).toEqual([CREATE, LIST, CREATE]);
  });

  it("reports GitHub's reason when the head branch does not exist", async () => {
    const { fake, octokit } = await setUp({
      resolveBranch: (branch) => (branch === "main" ? "a".repeat(40) : undefined),
    });
    await expect(openPullRequest(octokit, input)).rejects.toMatchObject({
      code: "github_api",
      status: 422,
      message: expect.stringContaining(
        'open a pull request from alfred/run-77 into main: GitHub answered 422: Validation Failed: {"resource":"PullRequest","field":"head","code":"invalid"}',
      ) as unknown,
    });
    expect(fake.routes()).toEqual([CREATE, LIST]);
  });
});

describe("GitHubApiError from a body GitHub's schema refuses", () => {
  it("keeps GitHub's explanation, which follows a blank line, on one line", async () => {
    const { fake, octokit } = await setUp();
    // An untyped route: Octokit's types would refuse the wrong body at compile time.
    const route: string = "POST /repos/{owner}/{repo}/pulls";
    const thrown = await octokit
      .request(route, {
        owner: "acme",
        repo: "widgets",
        base: "main",
        head: "x",
        draft: "yes",
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(toGitHubApiError("open", thrown).message).toBe(
      'open: GitHub answered 422: Invalid request. body.draft: expected boolean, got string "yes" (POST /repos/acme/widgets/pulls)',
    );
    expect(fake.violations).toHaveLength(1);
    fake.violations.length = 0;
  });
});
