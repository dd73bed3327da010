import { describe, expect, it } from "vitest";
import { type ActionsEnv, parseActionsContext } from "./event.js";

const env = (eventName: string, extra: ActionsEnv = {}): ActionsEnv => ({
  GITHUB_EVENT_NAME: eventName,
  GITHUB_REPOSITORY: "acme/widgets",
  GITHUB_RUN_ID: "77",
  GITHUB_RUN_ATTEMPT: "2",
  GITHUB_SERVER_URL: "https://github.com/",
  GITHUB_API_URL: "https://api.github.com",
  GITHUB_REF: "refs/heads/main",
  GITHUB_SHA: "abc123",
  GITHUB_ACTOR: "mona",
  GITHUB_WORKSPACE: "/home/runner/work/widgets/widgets",
  GITHUB_EVENT_PATH: "/home/runner/work/_temp/_github_workflow/event.json",
  ...extra,
});

const issueComment = (
  overrides: { comment?: Record<string, unknown>; issue?: Record<string, unknown> } = {},
) =>
  JSON.stringify({
    action: "created",
    issue: {
      number: 12,
      title: "Add login",
      body: null,
      user: { login: "mona", type: "User" },
      ...overrides.issue,
    },
    comment: {
      id: 991,
      body: "/alfred implement login-form",
      user: { login: "mona", type: "User" },
      ...overrides.comment,
    },
    repository: { full_name: "acme/widgets" },
  });

describe("parseActionsContext", () => {
  it("reads the run from the environment", () => {
    const context = parseActionsContext(env("schedule"), JSON.stringify({ schedule: "0 3 * * *" }));
    expect(context).toEqual({
      eventName: "schedule",
      owner: "acme",
      repo: "widgets",
      repository: "acme/widgets",
      runId: 77,
      runAttempt: 2,
      serverUrl: "https://github.com",
      apiUrl: "https://api.github.com",
      ref: "refs/heads/main",
      sha: "abc123",
      actor: "mona",
      workingDir: "/home/runner/work/widgets/widgets",
      runUrl: "https://github.com/acme/widgets/actions/runs/77",
      event: { kind: "schedule", cron: "0 3 * * *" },
    });
  });

  it("parses an issue comment", () => {
    const { event } = parseActionsContext(env("issue_comment"), issueComment());
    expect(event).toEqual({
      kind: "issue_comment",
      action: "created",
      issue: { number: 12, title: "Add login", body: "", isPullRequest: false },
      comment: { id: 991, body: "/alfred implement login-form", authorLogin: "mona", authorType: "User" },
    });
  });

  it("tells comments on pull requests and comments by bots apart", () => {
    const { event } = parseActionsContext(
      env("issue_comment"),
      issueComment({
        issue: { pull_request: { url: "https://api.github.com/repos/acme/widgets/pulls/12" } },
        comment: { user: { login: "renovate[bot]", type: "Bot" } },
      }),
    );
    expect(event).toMatchObject({
      issue: { isPullRequest: true },
      comment: { authorLogin: "renovate[bot]", authorType: "Bot" },
    });
  });

  it("parses a pull request and flags heads from forks", () => {
    const payload = (headRepo: unknown) =>
      JSON.stringify({
        action: "opened",
        number: 5,
        pull_request: {
          number: 5,
          title: "Fix",
          body: "Body",
          draft: false,
          head: { ref: "fix", sha: "h1", repo: headRepo },
          base: { ref: "main", sha: "b1", repo: { full_name: "acme/widgets" } },
        },
      });
    const own = parseActionsContext(env("pull_request"), payload({ full_name: "acme/widgets" })).event;
    expect(own).toEqual({
      kind: "pull_request",
      action: "opened",
      number: 5,
      title: "Fix",
      body: "Body",
      draft: false,
      head: { ref: "fix", sha: "h1", repository: "acme/widgets" },
      base: { ref: "main", sha: "b1" },
      isFork: false,
    });
    expect(
      parseActionsContext(env("pull_request_target"), payload({ full_name: "eve/widgets" })).event,
    ).toMatchObject({ isFork: true });
    expect(parseActionsContext(env("pull_request"), payload(null)).event).toMatchObject({ isFork: true });
  });

  it("reads workflow_dispatch inputs as text and reports other events as unsupported", () => {
    const dispatch = parseActionsContext(
      env("workflow_dispatch"),
      JSON.stringify({ inputs: { features: "a,b", dry: true } }),
    );
    expect(dispatch.event).toEqual({ kind: "workflow_dispatch", inputs: { features: "a,b", dry: "true" } });
    expect(parseActionsContext(env("push"), "{}").event).toEqual({ kind: "unsupported", name: "push" });
  });

  it.each([
    [
      "a comment body that is not a string",
      issueComment({ comment: { body: 42 } }),
      "/home/runner/work/_temp/_github_workflow/event.json: comment.body: expected a string",
    ],
    [
      "a missing comment",
      JSON.stringify({ issue: { number: 1, title: "t" } }),
      "/home/runner/work/_temp/_github_workflow/event.json: comment: expected an object",
    ],
    [
      "a negative issue number",
      issueComment({ issue: { number: -1 } }),
      "/home/runner/work/_temp/_github_workflow/event.json: issue.number: expected a positive integer",
    ],
    [
      "text that is not JSON",
      "{ nope",
      "/home/runner/work/_temp/_github_workflow/event.json:1:3: not valid JSON",
    ],
  ])("names the file and the JSON path for %s", (_name, text, message) => {
    expect(() => parseActionsContext(env("issue_comment"), text)).toThrow(
      expect.objectContaining({
        code: "github_event_invalid",
        message: expect.stringContaining(message) as unknown,
      }),
    );
  });

  it("calls the file event.json when GITHUB_EVENT_PATH is not set", () => {
    expect(() =>
      parseActionsContext(
        env("issue_comment", { GITHUB_EVENT_PATH: undefined }),
        issueComment({ comment: { body: 42 } }),
      ),
    ).toThrow("event.json: comment.body: expected a string");
  });

  it.each([
    [{ GITHUB_EVENT_NAME: undefined }, "GITHUB_EVENT_NAME: not set (is this running in GitHub Actions?)"],
    [{ GITHUB_REPOSITORY: "widgets" }, 'GITHUB_REPOSITORY: expected "owner/repo", got "widgets"'],
    [{ GITHUB_RUN_ID: "12x" }, 'GITHUB_RUN_ID: expected a positive integer, got "12x"'],
  ])("names the variable that is wrong: %j", (extra, message) => {
    expect(() => parseActionsContext(env("schedule", extra), "{}")).toThrow(message);
  });

  it("defaults the attempt, the server and the API", () => {
    const context = parseActionsContext(
      { GITHUB_EVENT_NAME: "schedule", GITHUB_REPOSITORY: "acme/widgets", GITHUB_RUN_ID: "5" },
      "{}",
    );
    expect(context).toMatchObject({
      runAttempt: 1,
      serverUrl: "https://github.com",
      apiUrl: "https://api.github.com",
      workingDir: undefined,
    });
  });
});
