import { afterEach, describe, expect, it } from "vitest";
import { type GitHubFake, startGitHubFake } from "./github-server.js";

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function call(
  target: GitHubFake,
  method: string,
  path: string,
  body?: unknown,
  token = "t0ken",
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers: { authorization: `token ${token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

describe("GitHub fake: OpenAPI request validation", () => {
  it("refuses a body whose draft is not a boolean, with GitHub's 422, and records the violation", async () => {
    fake = await startGitHubFake();
    const answer = await call(fake, "POST", "/repos/acme/widgets/pulls", {
      head: "alfred/x",
      base: "main",
      draft: "yes",
    });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.json)).toContain('body.draft: expected boolean, got string \\"yes\\"');
    expect(fake.violations).toEqual([
      {
        route: "POST /repos/{owner}/{repo}/pulls",
        messages: ['body.draft: expected boolean, got string "yes"'],
      },
    ]);
    expect(fake.state.pulls).toEqual([]);
  });

  it("refuses a pull request without its required head", async () => {
    fake = await startGitHubFake();
    const answer = await call(fake, "POST", "/repos/acme/widgets/pulls", { base: "main", title: "t" });
    expect(answer.status).toBe(422);
    expect(fake.violations[0]?.messages).toEqual(['body: missing required property "head"']);
  });

  it("checks enums in bodies and query parameters, and integer path parameters", async () => {
    fake = await startGitHubFake();
    fake.addIssue({ number: 1 });
    const comment = fake.addComment({ issueNumber: 1, body: "hi", author: "mona" });
    await call(fake, "POST", `/repos/acme/widgets/issues/comments/${comment.id}/reactions`, {
      content: "wave",
    });
    await call(fake, "GET", "/repos/acme/widgets/pulls?state=merged");
    await call(fake, "PATCH", "/repos/acme/widgets/issues/comments/abc", { body: "x" });
    expect(fake.violations.map((violation) => violation.messages[0])).toEqual([
      'body.content: expected one of "+1", "-1", "laugh", "confused", "heart", "hooray", "rocket", "eyes", got string "wave"',
      'query.state: expected one of "open", "closed", "all", got string "merged"',
      'path.comment_id: expected integer, got string "abc"',
    ]);
  });

  it("accepts a valid request and logs it by OpenAPI route", async () => {
    fake = await startGitHubFake();
    const answer = await call(fake, "POST", "/repos/acme/widgets/pulls", {
      head: "alfred/x",
      base: "main",
      title: "T",
      draft: true,
    });
    expect(answer.status).toBe(201);
    expect(fake.routes()).toEqual(["POST /repos/{owner}/{repo}/pulls"]);
    expect(fake.violations).toEqual([]);
  });
});

describe("GitHub fake: routing, auth, faults", () => {
  it("answers 404 for routes GitHub does not have and for real routes the fake does not implement", async () => {
    fake = await startGitHubFake();
    expect((await call(fake, "GET", "/no/such/thing")).status).toBe(404);
    expect((await call(fake, "GET", "/repos/acme/widgets/releases")).status).toBe(404);
    expect(fake.unhandled).toEqual(["GET /no/such/thing", "GET /repos/{owner}/{repo}/releases"]);
  });

  it("prefers literal segments: /issues/comments/{id} is not /issues/{issue_number}", async () => {
    fake = await startGitHubFake();
    fake.addIssue({ number: 3 });
    const comment = fake.addComment({ issueNumber: 3, body: "x", author: "mona" });
    expect((await call(fake, "GET", `/repos/acme/widgets/issues/comments/${comment.id}`)).status).toBe(200);
    expect(fake.routes()).toEqual(["GET /repos/{owner}/{repo}/issues/comments/{comment_id}"]);
  });

  it("serves one repository only", async () => {
    fake = await startGitHubFake({ owner: "acme", repo: "widgets", defaultBranch: "trunk" });
    expect(await call(fake, "GET", "/repos/ACME/Widgets")).toMatchObject({
      status: 200,
      json: { default_branch: "trunk" },
    });
    expect((await call(fake, "GET", "/repos/evil/widgets")).status).toBe(404);
  });

  it("requires the configured token", async () => {
    fake = await startGitHubFake({ token: "right" });
    expect((await call(fake, "GET", "/repos/acme/widgets", undefined, "wrong")).status).toBe(401);
    expect((await call(fake, "GET", "/repos/acme/widgets", undefined, "right")).status).toBe(200);
  });

  it("injects faults for the next requests of a route", async () => {
    fake = await startGitHubFake();
    fake.inject({ kind: "status", status: 502 }, { times: 2, route: "GET /repos/{owner}/{repo}" });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call(fake, "GET", "/repos/acme/widgets")).status);
    expect(statuses).toEqual([502, 502, 200]);
  });

  it("reports the repository's comments page by page with Link headers", async () => {
    fake = await startGitHubFake({ issues: [{ number: 1 }] });
    for (let i = 0; i < 5; i += 1) fake.addComment({ issueNumber: 1, body: `c${i}`, author: "mona" });
    const response = await fetch(`${fake.url}/repos/acme/widgets/issues/1/comments?per_page=2`);
    expect(response.headers.get("link")).toBe(
      `<${fake.url}/repos/acme/widgets/issues/1/comments?per_page=2&page=2>; rel="next"`,
    );
  });
});
