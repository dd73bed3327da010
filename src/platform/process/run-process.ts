/**
 * Runs a child process the way an agent in CI needs it: in its own process
 * group so a timeout or an abort kills everything it started, with stdin
 * closed so nothing waits for a human, and with stdout and stderr merged in
 * arrival order into a capped buffer.
 *
 * Hangs are the failure users complain about most (USERS.md item 2), so the
 * call resolves when the child *exits*, not when its pipes close: a background
 * grandchild that inherited the pipes must not keep the call open forever.
 */
import { type ChildProcessByStdio, spawn } from "node:child_process";
import { StringDecoder } from "node:string_decoder";
import type { Readable, Writable } from "node:stream";
import { omitUndefined } from "../../core/omit-undefined.js";
import { DEFAULT_OUTPUT_LIMIT, OutputCollector } from "../../core/output-cap.js";

/** What to run and under which limits. */
export interface RunProcessOptions {
  /** The executable (absolute path or a name looked up on `env.PATH`). */
  readonly file: string;
  readonly args: readonly string[];
  readonly cwd: string;
  /** The complete environment of the child; nothing is inherited from this process. */
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** Character budget for the merged output (default 30,000). */
  readonly maxOutputChars?: number;
  /** Wait between SIGTERM and SIGKILL (default 2,000 ms). */
  readonly killGraceMs?: number;
  /** How long to keep reading after the child exited (default 150 ms). */
  readonly drainMs?: number;
  /** Text written to the child's stdin, which is then closed; absent → stdin is closed from the start. */
  readonly stdin?: string;
  /** Also keep stdout and stderr apart (each under `maxOutputChars`), for callers that parse one of them. */
  readonly separateStreams?: boolean;
  /**
   * Receives stdout as it arrives (decoded UTF-8), for trusted tools whose output is parsed as a
   * stream (ripgrep). Stdout then bypasses `output`, which holds stderr only.
   */
  readonly onStdout?: (text: string) => void;
}

/** One stream's capped text, when {@link RunProcessOptions.separateStreams} asked for it. */
interface CapturedStream {
  readonly text: string;
  /** More was written than the budget kept. */
  readonly truncated: boolean;
}

/** How the process ended. */
type ProcessOutcome = "exited" | "timeout" | "aborted" | "spawn_failed";

/** The result of {@link runProcess}. */
export interface RunProcessResult {
  readonly outcome: ProcessOutcome;
  /** Capped stdout + stderr in arrival order. */
  readonly output: string;
  /** The exit code, or null when the child was killed by a signal or never started. */
  readonly exitCode: number | null;
  readonly exitSignal: NodeJS.Signals | null;
  /** For `spawn_failed`: the error code (`ENOENT`, `EACCES`, …) and message. */
  readonly spawnError?: { readonly code: string; readonly message: string };
  readonly durationMs: number;
  /** Present when `separateStreams` was set. */
  readonly streams?: { readonly stdout: CapturedStream; readonly stderr: CapturedStream };
}

/**
 * Spawns `file args` detached in a new process group and waits for it to exit.
 * Never rejects: spawn failures, timeouts and aborts are outcomes.
 *
 * On timeout or abort the whole group gets SIGTERM, then SIGKILL after the
 * grace period. After the child exits, whatever is left of its group (jobs
 * sent to the background) is killed too, so no command outlives its call.
 */
export function runProcess(options: RunProcessOptions): Promise<RunProcessResult> {
  const capture = captureOutput(options, Date.now());
  if (options.signal?.aborted === true) return Promise.resolve(capture.result("aborted", null, null));

  return new Promise((resolve) => {
    const child = spawnInGroup(options);
    let settled = false;
    const limits = enforceLimits(child, options, () => settled);
    const open = readOutput(child, capture);
    const settle = (result: () => RunProcessResult): void => {
      if (settled) return;
      settled = true;
      limits.release();
      capture.end();
      resolve(result());
    };

    child.on("error", (error: NodeJS.ErrnoException) => {
      // Only spawn failures reach here before exit; later errors (kill on a dead pid) are moot.
      if (child.pid !== undefined) return;
      settle(() =>
        capture.result("spawn_failed", null, null, { code: error.code ?? "UNKNOWN", message: error.message }),
      );
    });

    // A child that never reads stdin makes this write fail with EPIPE: not a failure of the run.
    child.stdin?.on("error", () => undefined);
    child.stdin?.end(options.stdin);

    child.on("exit", (code, exitSignal) =>
      whenPipesDrained(child, open, options.drainMs ?? 150, () => {
        // Background jobs of the command die with it; their pipes are released.
        killGroup(child, "SIGKILL");
        child.stdout.destroy();
        child.stderr.destroy();
        limits.cancelKill();
        settle(() => capture.result(limits.reason() ?? "exited", code, exitSignal));
      }),
    );
  });
}

/** A child with its stdout and stderr piped, and stdin piped only when there is text to feed. */
type GroupChild = ChildProcessByStdio<Writable | null, Readable, Readable>;

/** Spawns the child as the leader of a new process group, with the complete environment it was given. */
function spawnInGroup(options: RunProcessOptions): GroupChild {
  const common = { cwd: options.cwd, env: { ...options.env }, detached: true };
  // stdin is /dev/null unless there is text to feed. Not an empty pipe: Node's pipes are sockets, and
  // bash reads ~/.bashrc when its stdin is a socket (it takes itself for a remote shell).
  return options.stdin === undefined
    ? spawn(options.file, [...options.args], { ...common, stdio: ["ignore", "pipe", "pipe"] })
    : spawn(options.file, [...options.args], { ...common, stdio: ["pipe", "pipe", "pipe"] });
}

/** Sends `signal` to the child's whole process group. */
function killGroup(child: GroupChild, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // A negative pid addresses the process group the detached child leads.
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/** The timeout and the abort signal, each stopping the group: SIGTERM, then SIGKILL after the grace period. */
interface Limits {
  /** Why the group was stopped, if it was. */
  reason(): "timeout" | "aborted" | undefined;
  /** Once the call settled: no more timeout, no more abort listener. */
  release(): void;
  /** Once the child exited: no SIGKILL escalation pending. */
  cancelKill(): void;
}

function enforceLimits(child: GroupChild, options: RunProcessOptions, settled: () => boolean): Limits {
  const graceMs = options.killGraceMs ?? 2_000;
  let stopReason: "timeout" | "aborted" | undefined;
  let killTimer: NodeJS.Timeout | undefined;
  const stop = (reason: "timeout" | "aborted"): void => {
    if (stopReason !== undefined || settled()) return;
    stopReason = reason;
    killGroup(child, "SIGTERM");
    killTimer = setTimeout(() => killGroup(child, "SIGKILL"), graceMs);
    killTimer.unref();
  };
  const timer = setTimeout(() => stop("timeout"), options.timeoutMs);
  const onAbort = (): void => stop("aborted");
  options.signal?.addEventListener("abort", onAbort, { once: true });
  return {
    reason: () => stopReason,
    release: () => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
    },
    cancelKill: () => {
      if (killTimer !== undefined) clearTimeout(killTimer);
    },
  };
}

/** The child's output as it arrives: decoded, capped, merged (and kept apart when asked). */
interface Capture {
  push(which: 0 | 1, chunk: Buffer): void;
  /** Flushes what the decoders still hold (a multi-byte character cut at the end). */
  end(): void;
  result(
    outcome: ProcessOutcome,
    exitCode: number | null,
    exitSignal: NodeJS.Signals | null,
    spawnError?: { code: string; message: string },
  ): RunProcessResult;
}

function captureOutput(options: RunProcessOptions, started: number): Capture {
  const limit = options.maxOutputChars ?? DEFAULT_OUTPUT_LIMIT;
  const collector = new OutputCollector(limit);
  const separate =
    options.separateStreams === true ? [new OutputCollector(limit), new OutputCollector(limit)] : undefined;
  const captured = (index: 0 | 1): CapturedStream => {
    const stream = separate?.[index];
    return { text: stream?.text() ?? "", truncated: (stream?.totalLength ?? 0) > limit };
  };
  const decoders = [new StringDecoder("utf8"), new StringDecoder("utf8")] as const;
  return {
    push: (which, chunk) => {
      const text = decoders[which].write(chunk);
      if (which === 0 && options.onStdout !== undefined) {
        options.onStdout(text);
        return;
      }
      collector.push(text);
      separate?.[which]?.push(text);
    },
    end: () =>
      decoders.forEach((decoder, index) => {
        const rest = decoder.end();
        if (index === 0 && options.onStdout !== undefined) {
          if (rest !== "") options.onStdout(rest);
          return;
        }
        collector.push(rest);
        separate?.[index]?.push(rest);
      }),
    result: (outcome, exitCode, exitSignal, spawnError) => ({
      outcome,
      output: collector.text(),
      exitCode,
      exitSignal,
      ...omitUndefined({ spawnError }),
      durationMs: Date.now() - started,
      ...(separate === undefined ? {} : { streams: { stdout: captured(0), stderr: captured(1) } }),
    }),
  };
}

/** Feeds both pipes into `capture`; the returned set holds the pipes not closed yet. */
function readOutput(child: GroupChild, capture: Capture): Set<Readable> {
  const open = new Set<Readable>();
  [child.stdout, child.stderr].forEach((stream, index) => {
    open.add(stream);
    stream.on("data", (chunk: Buffer) => capture.push(index === 0 ? 0 : 1, chunk));
    stream.on("close", () => open.delete(stream));
    stream.on("error", () => open.delete(stream));
  });
  return open;
}

/**
 * Calls `done` once both pipes closed, or after `drainMs` when something (a background job that
 * inherited them) keeps them open: the pipes get a moment to deliver what the child wrote just
 * before exiting, never longer.
 */
function whenPipesDrained(child: GroupChild, open: Set<Readable>, drainMs: number, done: () => void): void {
  if (open.size === 0) {
    done();
    return;
  }
  const drain = setTimeout(done, drainMs);
  const check = (): void => {
    if (open.size > 0) return;
    clearTimeout(drain);
    done();
  };
  child.stdout.once("close", check);
  child.stderr.once("close", check);
}
