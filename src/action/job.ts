/**
 * The job: what the event (and the `job` input) asks Alfred to do. Not the permission mode, not
 * the sandbox setting.
 */
import { ConfigError } from "../core/errors.js";
import type { ActionsContext } from "../github/event.js";
import { parseTrigger } from "../github/trigger.js";
import { readInput } from "./runner/inputs.js";

/** What the event asks Alfred to do. */
export type Job =
  | { readonly kind: "run" }
  | {
      readonly kind: "implement";
      readonly trigger: Extract<ReturnType<typeof parseTrigger>, { command: "implement" }>;
    }
  | { readonly kind: "review" }
  /** A sharded run (README "Sharded runs"): plan the matrix, run one shard, or merge the shards. */
  | { readonly kind: "plan" | "shard" | "merge" }
  | { readonly kind: "skip"; readonly why: string };

/** The values the `job` input accepts. */
const JOBS = ["auto", "run", "implement", "review", "plan", "shard", "merge"] as const;

/**
 * The `job` input's text, `auto` when absent. The input was called `mode` before
 * (which also names the permission mode and read like the sandbox setting): that
 * name still works, with a deprecation notice, when `job` is not given.
 */
export function requestedJob(
  env: Readonly<Record<string, string | undefined>>,
  warn: (message: string) => void,
): { readonly input: string; readonly value: string } {
  const job = readInput(env, "job");
  if (job !== undefined) return { input: "job", value: job };
  const legacy = readInput(env, "mode");
  if (legacy === undefined) return { input: "job", value: "auto" };
  warn(`The input "mode" is deprecated: rename it to "job" (job: ${legacy}).`);
  return { input: "mode", value: legacy };
}

/**
 * The job from the `job` input (`auto` by default) and the event.
 * @throws ConfigError naming the input when `requested` is not a known job.
 */
export function decideJob(
  requested: string,
  context: ActionsContext,
  triggerPhrase: string,
  input = "job",
): Job {
  if (!(JOBS as readonly string[]).includes(requested)) {
    throw new ConfigError(`input ${input}`, `expected one of ${JOBS.join(", ")}, got "${requested}"`);
  }
  const { event } = context;
  if (requested === "run") return { kind: "run" };
  if (requested === "plan" || requested === "shard" || requested === "merge") return { kind: requested };
  if (requested === "review" || event.kind === "pull_request") return { kind: "review" };
  if (event.kind === "schedule" || event.kind === "workflow_dispatch") {
    return requested === "auto"
      ? { kind: "run" }
      : { kind: "skip", why: `job "${requested}" does not apply to ${context.eventName}` };
  }
  if (event.kind === "issue_comment") {
    if (event.action !== "created") return { kind: "skip", why: `comment ${event.action}, not created` };
    const trigger = parseTrigger(event.comment.body, triggerPhrase);
    if (trigger?.command === "implement" && event.issue.isPullRequest) {
      return {
        kind: "skip",
        why: `"${triggerPhrase} implement" works on issues; on a pull request, use "${triggerPhrase} review"`,
      };
    }
    if (trigger?.command === "implement") return { kind: "implement", trigger };
    if (trigger?.command === "review") return { kind: "review" };
    return { kind: "skip", why: `the comment does not start with "${triggerPhrase} implement"` };
  }
  return { kind: "skip", why: `Alfred does not act on ${context.eventName} events` };
}
