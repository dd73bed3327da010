/**
 * The Actions run context: the `GITHUB_*` variables and the event payload,
 * parsed into a typed union of the events Alfred handles. Pure: the caller
 * reads `GITHUB_EVENT_PATH` and passes its text.
 */
import type * as z from "zod";
import { AlfredError } from "../core/errors.js";
import { parseJsonText } from "../core/json-text.js";
import { formatZodIssue } from "../core/zod-issues.js";
import {
  issueCommentPayloadSchema,
  pullRequestPayloadSchema,
  schedulePayloadSchema,
  workflowDispatchPayloadSchema,
} from "./event-schema.js";

/** Who wrote a comment: GitHub's `user.type`, with apps' `…[bot]` logins counted as bots. */
export type AuthorType = "Bot" | "User";

/** A comment on an issue or a pull request. */
export interface IssueCommentEvent {
  readonly kind: "issue_comment";
  /** `created`, `edited` or `deleted`. */
  readonly action: string;
  readonly issue: {
    readonly number: number;
    readonly title: string;
    readonly body: string;
    /** Comments on pull requests arrive as `issue_comment` too. */
    readonly isPullRequest: boolean;
  };
  readonly comment: {
    readonly id: number;
    readonly body: string;
    readonly authorLogin: string;
    readonly authorType: AuthorType;
  };
}

/** A pull request opened, updated, … (`pull_request` or `pull_request_target`). */
interface PullRequestEvent {
  readonly kind: "pull_request";
  readonly action: string;
  readonly number: number;
  readonly title: string;
  readonly body: string;
  readonly draft: boolean;
  readonly head: { readonly ref: string; readonly sha: string; readonly repository: string | undefined };
  readonly base: { readonly ref: string; readonly sha: string };
  /** The head lives in another repository (or a deleted one): its files are untrusted. */
  readonly isFork: boolean;
}

/** The events Alfred acts on; anything else is `unsupported`. */
export type AlfredEvent =
  | { readonly kind: "schedule"; readonly cron: string | undefined }
  | { readonly kind: "workflow_dispatch"; readonly inputs: Readonly<Record<string, string>> }
  | IssueCommentEvent
  | PullRequestEvent
  | { readonly kind: "unsupported"; readonly name: string };

/** Everything Alfred needs to know about the run it is part of. */
export interface ActionsContext {
  readonly eventName: string;
  readonly owner: string;
  readonly repo: string;
  /** `owner/repo`. */
  readonly repository: string;
  readonly runId: number;
  readonly runAttempt: number;
  /** `GITHUB_SERVER_URL`, default `https://github.com`, without a trailing slash. */
  readonly serverUrl: string;
  /** `GITHUB_API_URL`, default `https://api.github.com`. */
  readonly apiUrl: string;
  readonly ref: string | undefined;
  readonly sha: string | undefined;
  readonly actor: string | undefined;
  readonly workingDir: string | undefined;
  /** `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`. */
  readonly runUrl: string;
  readonly event: AlfredEvent;
}

/** The environment variables read; any string record (e.g. `process.env`) fits. */
export type ActionsEnv = Readonly<Record<string, string | undefined>>;

/**
 * Parses the run context from `env` and the event payload text.
 * @param eventText the contents of the file `GITHUB_EVENT_PATH` names.
 * @throws AlfredError `github_event_invalid` naming the variable, or the event
 *   file and JSON path: `event.json: comment.body: expected a string`.
 */
export function parseActionsContext(env: ActionsEnv, eventText: string): ActionsContext {
  const eventName = required(env, "GITHUB_EVENT_NAME");
  const repository = required(env, "GITHUB_REPOSITORY");
  const [owner, repo, ...rest] = repository.split("/");
  if (owner === undefined || repo === undefined || owner === "" || repo === "" || rest.length > 0) {
    throw invalid(`GITHUB_REPOSITORY: expected "owner/repo", got ${JSON.stringify(repository)}`);
  }
  const runId = positiveInteger(env, "GITHUB_RUN_ID", undefined);
  const runAttempt = positiveInteger(env, "GITHUB_RUN_ATTEMPT", 1);
  const serverUrl = (env["GITHUB_SERVER_URL"] ?? "https://github.com").replace(/\/+$/, "");
  const file = env["GITHUB_EVENT_PATH"] ?? "event.json";
  const payload = parseJsonText(eventText, file);
  if (!payload.ok) throw invalid(`${payload.error.location}: ${payload.error.message}`);
  return {
    eventName,
    owner,
    repo,
    repository,
    runId,
    runAttempt,
    serverUrl,
    apiUrl: (env["GITHUB_API_URL"] ?? "https://api.github.com").replace(/\/+$/, ""),
    ref: env["GITHUB_REF"],
    sha: env["GITHUB_SHA"],
    actor: env["GITHUB_ACTOR"],
    workingDir: env["GITHUB_WORKSPACE"],
    runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
    event: parseEvent(eventName, payload.value, file, repository),
  };
}

/**
 * Parses an event payload already read as JSON.
 * @throws AlfredError `github_event_invalid` naming `file` and the JSON path.
 */
function parseEvent(eventName: string, payload: unknown, file: string, repository: string): AlfredEvent {
  switch (eventName) {
    case "schedule": {
      const data = check(schedulePayloadSchema, payload, file);
      return { kind: "schedule", cron: data.schedule };
    }
    case "workflow_dispatch": {
      const data = check(workflowDispatchPayloadSchema, payload, file);
      const inputs = Object.fromEntries(
        Object.entries(data.inputs ?? {}).map(([key, value]) => [key, String(value)]),
      );
      return { kind: "workflow_dispatch", inputs };
    }
    case "issue_comment": {
      const { action, issue, comment } = check(issueCommentPayloadSchema, payload, file);
      return {
        kind: "issue_comment",
        action: action ?? "created",
        issue: {
          number: issue.number,
          title: issue.title,
          body: issue.body ?? "",
          isPullRequest: issue.pull_request !== undefined && issue.pull_request !== null,
        },
        comment: {
          id: comment.id,
          body: comment.body,
          authorLogin: comment.user.login,
          authorType: comment.user.type === "Bot" || comment.user.login.endsWith("[bot]") ? "Bot" : "User",
        },
      };
    }
    case "pull_request":
    case "pull_request_target": {
      const { action, pull_request: pull } = check(pullRequestPayloadSchema, payload, file);
      const headRepository = pull.head.repo?.full_name;
      return {
        kind: "pull_request",
        action: action ?? "opened",
        number: pull.number,
        title: pull.title,
        body: pull.body ?? "",
        draft: pull.draft ?? false,
        head: { ref: pull.head.ref, sha: pull.head.sha, repository: headRepository },
        base: { ref: pull.base.ref, sha: pull.base.sha },
        isFork: headRepository === undefined || headRepository.toLowerCase() !== repository.toLowerCase(),
      };
    }
    default:
      return { kind: "unsupported", name: eventName };
  }
}

function check<Schema extends z.ZodType>(schema: Schema, payload: unknown, file: string): z.output<Schema> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  throw invalid(parsed.error.issues.map((issue) => `${file}: ${formatZodIssue(issue)}`).join("\n"));
}

function required(env: ActionsEnv, name: string): string {
  const value = env[name];
  if (value === undefined || value.trim() === "")
    throw invalid(`${name}: not set (is this running in GitHub Actions?)`);
  return value.trim();
}

function positiveInteger(env: ActionsEnv, name: string, fallback: number | undefined): number {
  const raw = env[name];
  if ((raw === undefined || raw === "") && fallback !== undefined) return fallback;
  const value = required(env, name);
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw invalid(`${name}: expected a positive integer, got ${JSON.stringify(value)}`);
  return Number(value);
}

function invalid(message: string): AlfredError {
  return new AlfredError("github_event_invalid", message);
}
