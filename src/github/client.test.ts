import { afterEach, describe, expect, it } from "vitest";
import { type GitHubFake, startGitHubFake } from "../../test/fakes/github-server.js";
import { type GitHubClientOptions, createGitHubClient } from "./client.js";
import { toGitHubApiError } from "./errors.js";

const TOKEN = "ghs_secretTokenValue123";
let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setUp(options: Partial<GitHubClientOptions> = {}) {
  fake = await startGitHubFake({ token: TOKEN });
  const lines: string[] = [];
  const octokit = createGitHubClient({
    token: TOKEN,
    baseUrl: `${fake.url}/`,
    retryUnitMs: 2,
    log: { warn: (line) => lines.push(line) },
    ...options,
  });
  const getRepo = () => octokit.rest.repos.get({ owner: "acme", repo: "widgets" });
  return { fake, octokit, lines, getRepo };
}

describe("createGitHubClient", () => {
  it("talks to baseUrl with the token", async () => {
    const { getRepo } = await setUp();
    const { data } = await getRepo();
    expect(data.default_branch).toBe("main");
  });

  it("says it is Alfred, with the runner's orchestration id the toolkit adds", async () => {
    process.env.ACTIONS_ORCHESTRATION_ID = "run 42/1";
    try {
      const { fake, getRepo } = await setUp();
      await getRepo();
      expect(fake.requests[0]?.userAgent).toMatch(/^alfred actions_orchestration_id\/run_42_1 octokit-core/);
    } finally {
      delete process.env.ACTIONS_ORCHESTRATION_ID;
    }
  });

  it("retries a 500 and then succeeds, saying so in the log", async () => {
    const { fake, getRepo, lines } = await setUp();
    fake.inject({ kind: "status", status: 500 });
    await expect(getRepo()).resolves.toMatchObject({ status: 200 });
    expect(fake.routes()).toEqual(["GET /repos/{owner}/{repo}", "GET /repos/{owner}/{repo}"]);
    expect(lines).toEqual(["GitHub answered 500 to GET /repos/acme/widgets"]);
  });

  it("gives up after `retries` server errors", async () => {
    const { fake, getRepo } = await setUp({ retries: 2 });
    fake.inject({ kind: "status", status: 503 }, { times: 10 });
    await expect(getRepo()).rejects.toMatchObject({ status: 503 });
    expect(fake.requests).toHaveLength(3);
  });

  it("does not retry a 404 or a 422", async () => {
    const { fake, octokit } = await setUp();
    await expect(octokit.rest.repos.get({ owner: "acme", repo: "other" })).rejects.toMatchObject({
      status: 404,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it("waits out a primary rate limit and retries", async () => {
    const { fake, getRepo, lines } = await setUp();
    fake.inject({ kind: "rate_limit" });
    await expect(getRepo()).resolves.toMatchObject({ status: 200 });
    expect(fake.requests.map((request) => request.status)).toEqual([403, 200]);
    expect(lines).toEqual(["GitHub rate limit on GET /repos/{owner}/{repo}: retrying in 1 s (retry 1 of 2)"]);
  });

  it("retries a rate limit twice, then gives up and says so", async () => {
    const { fake, getRepo, lines } = await setUp();
    fake.inject({ kind: "rate_limit" }, { times: 10 });
    await expect(getRepo()).rejects.toMatchObject({ status: 403 });
    expect(fake.requests).toHaveLength(3);
    expect(lines.at(-1)).toBe("GitHub rate limit on GET /repos/{owner}/{repo}: giving up after 2 retries");
  });

  it("handles secondary rate limits with retry-after", async () => {
    const { fake, getRepo, lines } = await setUp();
    fake.inject({ kind: "secondary_rate_limit", retryAfterSeconds: 3 });
    await expect(getRepo()).resolves.toMatchObject({ status: 200 });
    expect(lines).toEqual([
      "GitHub secondary rate limit on GET /repos/{owner}/{repo}: retrying in 3 s (retry 1 of 2)",
    ]);
  });

  it("does not wait for a rate limit that resets too far away", async () => {
    const { fake, getRepo, lines } = await setUp();
    fake.inject({ kind: "rate_limit", resetInSeconds: 3600 });
    await expect(getRepo()).rejects.toMatchObject({ status: 403 });
    expect(fake.requests).toHaveLength(1);
    expect(lines[0]).toMatch(/resets in 360\d s, more than the 60 s Alfred waits; giving up/);
  });

  it("times out a request that never answers, and the error says so without the token", async () => {
    const { fake, getRepo, lines } = await setUp({ timeoutMs: 150, retries: 1 });
    fake.inject({ kind: "hang" }, { times: 2 });
    const thrown: unknown = await getRepo().then(
      () => undefined,
      (error: unknown) => error,
    );
    const error = toGitHubApiError("read the repository", thrown);
    expect(error.message).toBe(
      "read the repository: GitHub did not answer within 150 ms (GET /repos/acme/widgets)",
    );
    expect(error.retryable).toBe(true);
    expect(fake.requests).toHaveLength(2);
    expect(lines).toContain("GitHub did not answer GET /repos/acme/widgets within 150 ms");
    expect([...lines, error.message].join("\n")).not.toContain(TOKEN);
  });

  it("turns a refused connection into a retryable GitHubApiError", async () => {
    const { fake: stopped, octokit } = await setUp({ retries: 0 });
    await stopped.close();
    fake = undefined;
    const thrown: unknown = await octokit.rest.repos.get({ owner: "acme", repo: "widgets" }).then(
      () => undefined,
      (error: unknown) => error,
    );
    const error = toGitHubApiError("read the repository", thrown);
    expect(error).toMatchObject({ code: "github_api", retryable: true, phase: "read the repository" });
    expect(error.message).toMatch(/^read the repository: .*ECONNREFUSED.* \(GET \/repos\/acme\/widgets\)$/);
  });
});
