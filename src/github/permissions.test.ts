import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type GitHubFake, startGitHubFake } from "../../test/fakes/github-server.js";
import { type GitHubClient, createGitHubClient } from "./client.js";
import { type CommenterQuery, type CommenterVerdict, checkCommenter } from "./permissions.js";

let fake: GitHubFake;
let octokit: GitHubClient;
beforeAll(async () => {
  fake = await startGitHubFake({
    roles: {
      alice: "admin",
      mia: "maintain",
      wes: "write",
      tri: "triage",
      rita: "read",
      nolan: "none",
      ghost: "not_found",
    },
  });
  octokit = createGitHubClient({ token: "t", baseUrl: fake.url, retryUnitMs: 1 });
});
afterAll(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const base = { owner: "acme", repo: "widgets", authorType: "User" } as const;

const cases: readonly {
  readonly name: string;
  readonly query: Partial<CommenterQuery> & Pick<CommenterQuery, "username">;
  readonly verdict: CommenterVerdict;
  readonly calls: number;
}[] = [
  { name: "admin", query: { username: "alice" }, verdict: { allowed: true, permission: "admin" }, calls: 1 },
  {
    name: "maintain (reported as write + role_name)",
    query: { username: "mia" },
    verdict: { allowed: true, permission: "maintain" },
    calls: 1,
  },
  { name: "write", query: { username: "wes" }, verdict: { allowed: true, permission: "write" }, calls: 1 },
  {
    name: "login case differs",
    query: { username: "ALICE" },
    verdict: { allowed: true, permission: "admin" },
    calls: 1,
  },
  {
    name: "triage",
    query: { username: "tri" },
    verdict: {
      allowed: false,
      reason:
        "@tri has triage access to acme/widgets; Alfred runs only for people with write, maintain or admin access",
    },
    calls: 1,
  },
  {
    name: "read",
    query: { username: "rita" },
    verdict: {
      allowed: false,
      reason:
        "@rita has read access to acme/widgets; Alfred runs only for people with write, maintain or admin access",
    },
    calls: 1,
  },
  {
    name: "none",
    query: { username: "nolan" },
    verdict: {
      allowed: false,
      reason:
        "@nolan has no access to acme/widgets; Alfred runs only for people with write, maintain or admin access",
    },
    calls: 1,
  },
  {
    name: "unlisted user of a public repository reads as read",
    query: { username: "stranger" },
    verdict: {
      allowed: false,
      reason:
        "@stranger has read access to acme/widgets; Alfred runs only for people with write, maintain or admin access",
    },
    calls: 1,
  },
  {
    name: "not a collaborator (404)",
    query: { username: "ghost" },
    verdict: { allowed: false, reason: "@ghost is not a collaborator of acme/widgets" },
    calls: 1,
  },
  {
    name: "bot not listed",
    query: { username: "dependabot[bot]", authorType: "Bot", allowedBots: ["github-actions[bot]"] },
    verdict: {
      allowed: false,
      reason: "@dependabot[bot] is a bot, and bots may trigger Alfred only when listed in `allowed-bots`",
    },
    calls: 0,
  },
  {
    name: "bot listed (any case)",
    query: { username: "Renovate[bot]", authorType: "Bot", allowedBots: ["renovate[bot]"] },
    verdict: { allowed: true, permission: "allowed_bot" },
    calls: 0,
  },
  {
    name: "Alfred's own login, even when allowed as a bot",
    query: {
      username: "github-actions[bot]",
      authorType: "Bot",
      allowedBots: ["github-actions[bot]"],
      selfLogin: "github-actions[bot]",
    },
    verdict: { allowed: false, reason: "own comment", silent: true },
    calls: 0,
  },
  {
    name: "a comment carrying the marker, even from an admin",
    query: { username: "alice", body: "Working…\n<!-- alfred -->\n" },
    verdict: { allowed: false, reason: "own comment", silent: true },
    calls: 0,
  },
];

describe("checkCommenter", () => {
  it.each(cases)("$name", async ({ query, verdict, calls }) => {
    await expect(checkCommenter(octokit, { ...base, ...query })).resolves.toEqual(verdict);
    expect(fake.routes()).toEqual(
      Array.from({ length: calls }, () => "GET /repos/{owner}/{repo}/collaborators/{username}/permission"),
    );
  });

  it("throws a GitHubApiError naming the phase when the permission cannot be read", async () => {
    fake.inject({ kind: "status", status: 403, message: "Resource not accessible by integration" });
    await expect(checkCommenter(octokit, { ...base, username: "alice" })).rejects.toMatchObject({
      code: "github_api",
      status: 403,
      message:
        "check @alice's permission: GitHub answered 403: Resource not accessible by integration (GET /repos/acme/widgets/collaborators/alice/permission)",
    });
  });
});
