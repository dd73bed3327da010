import type { Boundary, BoundaryResult } from "../platform/boundary/boundary.js";
import type { PermissionMode } from "../core/permission-mode.js";
import { DEFAULT_HOOK_TIMEOUT_MS, type HookSpec } from "./policy.js";
import { omitUndefined } from "../core/omit-undefined.js";

/** The events a hook can be registered for. */
export type HookEventName = "PreToolUse" | "PostToolUse";

/** The JSON a hook reads on stdin (field names follow the common Claude-Code-like convention). */
export interface HookPayload {
  readonly hook_event_name: HookEventName;
  readonly tool_name: string;
  readonly tool_input: unknown;
  readonly cwd: string;
  readonly permission_mode?: PermissionMode;
  /** PostToolUse only: the tool's result content. */
  readonly tool_response?: unknown;
}

/**
 * What one hook run came to. `block` is exit 2 (stderr is the reason), `rewrite`
 * is JSON on stdout from a PreToolUse hook, `failed` is anything else that went
 * wrong (crash, other exit code, timeout, unparseable stdout): reported, never blocking.
 */
export type HookOutcome =
  | { readonly kind: "pass" }
  | { readonly kind: "block"; readonly reason: string }
  | { readonly kind: "rewrite"; readonly input: unknown }
  | { readonly kind: "failed"; readonly reason: string };

/** Where and how a hook runs. */
export interface RunHookOptions {
  readonly workingDir: string;
  /**
   * The session's boundary. `.alfred/hooks.json` is a file the agent can write, so a hook is
   * agent-influenced code: it runs with the scrubbed environment, in the sandbox when configured.
   */
  readonly boundary: Boundary;
  /** Default 30 s. On expiry the hook gets SIGTERM, then SIGKILL, and everything it started dies. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** Time between SIGTERM and SIGKILL. Default 1 s. */
  readonly killGraceMs?: number;
}

/** Captured bytes per stream; a hook that prints more has its output cut (and a rewrite refused). */
const HOOK_OUTPUT_CAP_BYTES = 64 * 1024;
const REASON_CAP_CHARS = 4_000;
function label(command: string): string {
  const oneLine = command.replace(/\s+/g, " ").trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}...` : oneLine;
}

function tail(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > REASON_CAP_CHARS ? `...${trimmed.slice(-REASON_CAP_CHARS)}` : trimmed;
}

function interpret(hook: HookSpec, event: HookEventName, run: BoundaryResult): HookOutcome {
  const name = `\`${label(hook.command)}\``;
  const stderr = tail(run.streams?.stderr.text ?? "");
  if (run.exitCode === 2) {
    return { kind: "block", reason: stderr === "" ? `hook ${name} blocked the call (exit 2)` : stderr };
  }
  if (run.exitCode !== 0) {
    const how =
      run.exitCode === null
        ? `was killed by ${run.exitSignal ?? "a signal"}`
        : `exited with code ${run.exitCode}`;
    return { kind: "failed", reason: `hook ${name} ${how}${stderr === "" ? "" : `: ${stderr}`}` };
  }
  const stdout = (run.streams?.stdout.text ?? "").trim();
  if (event === "PostToolUse" || stdout === "") return { kind: "pass" };
  if (run.streams?.stdout.truncated === true) {
    return {
      kind: "failed",
      reason: `hook ${name} printed more than ${HOOK_OUTPUT_CAP_BYTES} bytes; ignored`,
    };
  }
  try {
    return { kind: "rewrite", input: JSON.parse(stdout) as unknown };
  } catch {
    return {
      kind: "failed",
      reason: `hook ${name} printed output that is not JSON; ignored: ${tail(stdout)}`,
    };
  }
}

/**
 * Runs one hook: `/bin/sh -c command` inside the boundary, `payload` as JSON on
 * stdin. Exit 0 passes (a PreToolUse hook may print JSON to rewrite the
 * input), exit 2 blocks with stderr as the reason, anything else — including a
 * refusal to run (sandbox required but unavailable) — is `failed`. Never
 * throws and never rejects.
 */
export async function runHook(
  hook: HookSpec,
  payload: HookPayload,
  options: RunHookOptions,
): Promise<HookOutcome> {
  const name = `\`${label(hook.command)}\``;
  const timeoutMs = options.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS;
  if (options.signal?.aborted === true) {
    return { kind: "failed", reason: `hook ${name} not run: the call was aborted` };
  }
  const run = await options.boundary.run({
    argv: ["/bin/sh", "-c", hook.command],
    cwd: options.workingDir,
    timeoutMs,
    stdin: JSON.stringify(payload),
    separateStreams: true,
    maxOutputChars: HOOK_OUTPUT_CAP_BYTES,
    killGraceMs: options.killGraceMs ?? 1_000,
    ...omitUndefined({ signal: options.signal }),
  });
  switch (run.outcome) {
    case "spawn_failed":
      return {
        kind: "failed",
        reason: `hook ${name} could not start: ${run.spawnError?.message ?? "unknown"}`,
      };
    case "timeout":
      return { kind: "failed", reason: `hook ${name} timed out after ${timeoutMs} ms and was killed` };
    case "aborted":
      return { kind: "failed", reason: `hook ${name} was stopped: the call was aborted` };
    case "exited":
      return interpret(hook, payload.hook_event_name, run);
  }
}
