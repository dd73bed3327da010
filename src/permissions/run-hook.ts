import { spawn, type ChildProcess } from "node:child_process";
import type { PermissionMode } from "../tools/types.js";
import { DEFAULT_HOOK_TIMEOUT_MS, type HookSpec } from "./types.js";

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
  readonly cwd: string;
  /** The complete environment of the hook, already scrubbed: nothing else leaks in. */
  readonly env: Readonly<Record<string, string>>;
  /** Default 30 s. On expiry the hook's process group gets SIGTERM, then SIGKILL. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** Time between SIGTERM and SIGKILL. Default 1 s. */
  readonly killGraceMs?: number;
}

/** Captured bytes per stream; a hook that prints more has its output cut (and a rewrite refused). */
export const HOOK_OUTPUT_CAP_BYTES = 64 * 1024;
const REASON_CAP_CHARS = 4_000;
/** How long to wait for the pipes after the shell exited (a background child may hold them). */
const CLOSE_WAIT_MS = 250;

class Capture {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  truncated = false;

  add(chunk: Buffer): void {
    const room = HOOK_OUTPUT_CAP_BYTES - this.size;
    if (chunk.length > room) this.truncated = true;
    if (room <= 0) return;
    const kept = chunk.subarray(0, room);
    this.chunks.push(kept);
    this.size += kept.length;
  }

  text(): string {
    return Buffer.concat(this.chunks).toString("utf8");
  }
}

function label(command: string): string {
  const oneLine = command.replace(/\s+/g, " ").trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}...` : oneLine;
}

function tail(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > REASON_CAP_CHARS ? `...${trimmed.slice(-REASON_CAP_CHARS)}` : trimmed;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // Negative pid: the whole process group the detached shell leads, grandchildren included.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

interface Finished {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: Capture;
  readonly stderr: Capture;
}

function interpret(hook: HookSpec, event: HookEventName, run: Finished): HookOutcome {
  const name = `\`${label(hook.command)}\``;
  const stderr = tail(run.stderr.text());
  if (run.code === 2) {
    return { kind: "block", reason: stderr === "" ? `hook ${name} blocked the call (exit 2)` : stderr };
  }
  if (run.code !== 0) {
    const how =
      run.code === null ? `was killed by ${run.signal ?? "a signal"}` : `exited with code ${run.code}`;
    return { kind: "failed", reason: `hook ${name} ${how}${stderr === "" ? "" : `: ${stderr}`}` };
  }
  const stdout = run.stdout.text().trim();
  if (event === "PostToolUse" || stdout === "") return { kind: "pass" };
  if (run.stdout.truncated) {
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
 * Runs one hook: `/bin/sh -c command` in its own process group, `payload` as JSON
 * on stdin, exactly `options.env` as environment. Exit 0 passes (a PreToolUse hook
 * may print JSON to rewrite the input), exit 2 blocks with stderr as the reason,
 * anything else is `failed`. Never throws and never rejects.
 */
export function runHook(hook: HookSpec, payload: HookPayload, options: RunHookOptions): Promise<HookOutcome> {
  const name = `\`${label(hook.command)}\``;
  const timeoutMs = options.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS;
  const graceMs = options.killGraceMs ?? 1_000;
  if (options.signal?.aborted === true) {
    return Promise.resolve({ kind: "failed", reason: `hook ${name} not run: the call was aborted` });
  }
  return new Promise<HookOutcome>((resolve) => {
    const stdout = new Capture();
    const stderr = new Capture();
    const timers: NodeJS.Timeout[] = [];
    let settled = false;
    let stopped: "timeout" | "abort" | undefined;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let child: ChildProcess;

    const finish = (outcome: HookOutcome): void => {
      if (settled) return;
      settled = true;
      for (const timer of timers) clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolve(outcome);
    };
    const settle = (): void => {
      if (stopped === "timeout") {
        finish({ kind: "failed", reason: `hook ${name} timed out after ${timeoutMs} ms and was killed` });
      } else if (stopped === "abort") {
        finish({ kind: "failed", reason: `hook ${name} was stopped: the call was aborted` });
      } else {
        finish(
          interpret(hook, payload.hook_event_name, {
            ...(exit ?? { code: null, signal: null }),
            stdout,
            stderr,
          }),
        );
      }
    };
    const stop = (why: "timeout" | "abort"): void => {
      if (settled || stopped !== undefined) return;
      stopped = why;
      killGroup(child, "SIGTERM");
      // Not cleared by finish: a child that ignores SIGTERM must not outlive us.
      setTimeout(() => killGroup(child, "SIGKILL"), graceMs).unref();
      timers.push(setTimeout(settle, graceMs + CLOSE_WAIT_MS));
    };
    const onAbort = (): void => stop("abort");

    try {
      child = spawn("/bin/sh", ["-c", hook.command], {
        cwd: options.cwd,
        env: { ...options.env },
        detached: true,
        stdio: ["pipe", "pipe", "pipe"],
      });
    } catch (error: unknown) {
      resolve({ kind: "failed", reason: `hook ${name} could not start: ${String(error)}` });
      return;
    }
    child.on("error", (error) =>
      finish({ kind: "failed", reason: `hook ${name} could not start: ${error.message}` }),
    );
    child.stdout?.on("data", (chunk: Buffer) => stdout.add(chunk));
    child.stderr?.on("data", (chunk: Buffer) => stderr.add(chunk));
    child.on("exit", (code, signal) => {
      exit = { code, signal };
      if (stopped === undefined) timers.push(setTimeout(settle, CLOSE_WAIT_MS));
    });
    child.on("close", (code: number | null, signal: NodeJS.Signals | null) => {
      exit ??= { code, signal };
      settle();
    });
    timers.push(setTimeout(() => stop("timeout"), timeoutMs));
    options.signal?.addEventListener("abort", onAbort, { once: true });
    // A hook that never reads stdin makes this write fail with EPIPE: not our failure.
    child.stdin?.on("error", () => undefined);
    child.stdin?.end(JSON.stringify(payload));
  });
}
