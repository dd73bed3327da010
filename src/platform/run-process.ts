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
import { spawn } from "node:child_process";
import { StringDecoder } from "node:string_decoder";
import { DEFAULT_OUTPUT_LIMIT, OutputCollector } from "../core/output-cap.js";

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
export interface CapturedStream {
  readonly text: string;
  /** More was written than the budget kept. */
  readonly truncated: boolean;
}

/** How the process ended. */
export type ProcessOutcome = "exited" | "timeout" | "aborted" | "spawn_failed";

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
  const started = Date.now();
  const limit = options.maxOutputChars ?? DEFAULT_OUTPUT_LIMIT;
  const collector = new OutputCollector(limit);
  const separate =
    options.separateStreams === true ? [new OutputCollector(limit), new OutputCollector(limit)] : undefined;
  const captured = (index: 0 | 1): CapturedStream => {
    const stream = separate?.[index];
    return { text: stream?.text() ?? "", truncated: (stream?.totalLength ?? 0) > limit };
  };
  const finish = (
    outcome: ProcessOutcome,
    exitCode: number | null,
    exitSignal: NodeJS.Signals | null,
    spawnError?: { code: string; message: string },
  ): RunProcessResult => ({
    outcome,
    output: collector.text(),
    exitCode,
    exitSignal,
    ...(spawnError === undefined ? {} : { spawnError }),
    durationMs: Date.now() - started,
    ...(separate === undefined ? {} : { streams: { stdout: captured(0), stderr: captured(1) } }),
  });

  if (options.signal?.aborted === true) return Promise.resolve(finish("aborted", null, null));

  return new Promise((resolve) => {
    const common = { cwd: options.cwd, env: { ...options.env }, detached: true };
    // stdin is /dev/null unless there is text to feed. Not an empty pipe: Node's pipes are sockets, and
    // bash reads ~/.bashrc when its stdin is a socket (it takes itself for a remote shell).
    const child =
      options.stdin === undefined
        ? spawn(options.file, [...options.args], { ...common, stdio: ["ignore", "pipe", "pipe"] })
        : spawn(options.file, [...options.args], { ...common, stdio: ["pipe", "pipe", "pipe"] });
    const graceMs = options.killGraceMs ?? 2_000;
    let stopReason: "timeout" | "aborted" | undefined;
    let settled = false;
    let killTimer: NodeJS.Timeout | undefined;

    const killGroup = (signal: NodeJS.Signals): void => {
      if (child.pid === undefined) return;
      try {
        // A negative pid addresses the process group the detached child leads.
        process.kill(-child.pid, signal);
      } catch {
        // ESRCH: the group is already gone.
      }
    };
    const stop = (reason: "timeout" | "aborted"): void => {
      if (stopReason !== undefined || settled) return;
      stopReason = reason;
      killGroup("SIGTERM");
      killTimer = setTimeout(() => killGroup("SIGKILL"), graceMs);
      killTimer.unref();
    };

    const timer = setTimeout(() => stop("timeout"), options.timeoutMs);
    const onAbort = (): void => stop("aborted");
    options.signal?.addEventListener("abort", onAbort, { once: true });

    const decoders = [new StringDecoder("utf8"), new StringDecoder("utf8")] as const;
    const open = new Set<NodeJS.ReadableStream>();
    [child.stdout, child.stderr].forEach((stream, index) => {
      const which = index === 0 ? 0 : 1;
      const decoder = decoders[which];
      open.add(stream);
      stream.on("data", (chunk: Buffer) => {
        const text = decoder.write(chunk);
        if (which === 0 && options.onStdout !== undefined) {
          options.onStdout(text);
          return;
        }
        collector.push(text);
        separate?.[which]?.push(text);
      });
      stream.on("close", () => open.delete(stream));
      stream.on("error", () => open.delete(stream));
    });

    const settle = (result: () => RunProcessResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      decoders.forEach((decoder, index) => {
        const rest = decoder.end();
        if (index === 0 && options.onStdout !== undefined) {
          if (rest !== "") options.onStdout(rest);
          return;
        }
        collector.push(rest);
        separate?.[index]?.push(rest);
      });
      resolve(result());
    };

    child.on("error", (error: NodeJS.ErrnoException) => {
      // Only spawn failures reach here before exit; later errors (kill on a dead pid) are moot.
      if (child.pid !== undefined) return;
      settle(() =>
        finish("spawn_failed", null, null, { code: error.code ?? "UNKNOWN", message: error.message }),
      );
    });

    // A child that never reads stdin makes this write fail with EPIPE: not a failure of the run.
    child.stdin?.on("error", () => undefined);
    child.stdin?.end(options.stdin);

    child.on("exit", (code, exitSignal) => {
      const done = (): void => {
        // Background jobs of the command die with it; their pipes are released.
        killGroup("SIGKILL");
        child.stdout.destroy();
        child.stderr.destroy();
        if (killTimer !== undefined) clearTimeout(killTimer);
        settle(() => finish(stopReason ?? "exited", code, exitSignal));
      };
      if (open.size === 0) {
        done();
        return;
      }
      // Give the pipes a moment to deliver what the child wrote just before exiting.
      const drain = setTimeout(done, options.drainMs ?? 150);
      const check = (): void => {
        if (open.size > 0) return;
        clearTimeout(drain);
        done();
      };
      child.stdout.once("close", check);
      child.stderr.once("close", check);
    });
  });
}
