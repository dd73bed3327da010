import { describe, expect, it } from "vitest";
import type { ActionsContext, AlfredEvent } from "../github/event.js";
import { decideJob, requestedJob } from "./main.js";

const context = (event: AlfredEvent): ActionsContext => ({
  eventName: event.kind,
  owner: "acme",
  repo: "widgets",
  repository: "acme/widgets",
  runId: 1,
  runAttempt: 1,
  serverUrl: "https://github.com",
  apiUrl: "https://api.github.com",
  ref: undefined,
  sha: undefined,
  actor: undefined,
  workingDir: undefined,
  runUrl: "https://github.com/acme/widgets/actions/runs/1",
  event,
});

const comment = (body: string, options: { action?: string; onPullRequest?: boolean } = {}): AlfredEvent => ({
  kind: "issue_comment",
  action: options.action ?? "created",
  issue: { number: 7, title: "t", body: "b", isPullRequest: options.onPullRequest ?? false },
  comment: { id: 1, body, authorLogin: "maintainer", authorType: "User" },
});

const schedule: AlfredEvent = { kind: "schedule", cron: "0 3 * * *" };
const dispatch: AlfredEvent = { kind: "workflow_dispatch", inputs: {} };

describe("decideJob", () => {
  it.each([
    ["auto", schedule, "run"],
    ["auto", dispatch, "run"],
    ["run", comment("hello"), "run"],
    ["auto", comment("/alfred implement"), "implement"],
    ["auto", comment("/alfred implement login-form"), "implement"],
    ["auto", comment("please /alfred implement"), "implement"],
    ["auto", comment("> /alfred implement"), "skip"],
    ["auto", comment("/alfredo implement"), "skip"],
    ["auto", comment("/alfred implement", { action: "edited" }), "skip"],
    ["auto", comment("/alfred implement", { onPullRequest: true }), "skip"],
    ["auto", comment("/alfred review"), "review"],
    ["review", schedule, "review"],
    ["implement", schedule, "skip"],
    ["auto", { kind: "unsupported", name: "push" }, "skip"],
    ["plan", dispatch, "plan"],
    ["shard", dispatch, "shard"],
    ["merge", schedule, "merge"],
  ] as const)("job %s on %o → %s", (requested, event, expected) => {
    expect(decideJob(requested, context(event), "/alfred").kind).toBe(expected);
  });

  it("rejects an unknown job input, naming it", () => {
    expect(() => decideJob("implment", context(schedule), "/alfred")).toThrow(
      /^input job: expected one of auto, run, implement, review/,
    );
    expect(() => decideJob("implment", context(schedule), "/alfred", "mode")).toThrow(/^input mode:/);
  });
});

describe("requestedJob", () => {
  it("reads job, and the deprecated mode with a notice only when job is absent", () => {
    const warnings: string[] = [];
    const warn = (text: string): void => void warnings.push(text);
    expect(requestedJob({}, warn)).toEqual({ input: "job", value: "auto" });
    expect(requestedJob({ INPUT_JOB: "run", INPUT_MODE: "review" }, warn)).toEqual({
      input: "job",
      value: "run",
    });
    expect(warnings).toEqual([]);
    expect(requestedJob({ INPUT_MODE: " implement " }, warn)).toEqual({ input: "mode", value: "implement" });
    expect(warnings).toEqual(['The input "mode" is deprecated: rename it to "job" (job: implement).']);
  });
});
