import { redact } from "../security/redact.js";
import { runProcess } from "../tools/lib/run-process.js";

/** What the verify command did. */
export interface VerifyResult {
  readonly command: string;
  /** `null` when the process did not exit on its own (timeout, abort, spawn failure). */
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  /** The signal that killed it, when one did (not on a timeout). */
  readonly signal?: string;
  /** Combined stdout and stderr, capped (head and tail kept). */
  readonly output: string;
  readonly durationMs: number;
}

/** Options of {@link runVerify}. */
export interface VerifyOptions {
  readonly cwd: string;
  /** The scrubbed environment: verify runs repository code, which must not see secrets. */
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/** Runs the verify command in a shell, with a timeout and the scrubbed environment. Never throws. */
export async function runVerify(command: string, options: VerifyOptions): Promise<VerifyResult> {
  const result = await runProcess({
    file: "/bin/sh",
    args: ["-c", command],
    cwd: options.cwd,
    env: options.env,
    timeoutMs: options.timeoutMs,
    maxOutputChars: 200_000,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  const spawnNote =
    result.spawnError === undefined ? "" : `\n[could not start: ${result.spawnError.message}]`;
  return {
    command,
    exitCode: result.outcome === "exited" ? result.exitCode : null,
    timedOut: result.outcome === "timeout",
    ...(result.exitSignal === null || result.outcome !== "exited" ? {} : { signal: result.exitSignal }),
    output: result.output + spawnNote,
    durationMs: result.durationMs,
  };
}

/** The objective gate: exit code 0 and not timed out. No model can talk its way past it. */
export function passed(result: VerifyResult): boolean {
  return result.exitCode === 0 && !result.timedOut;
}

/** The end of the output, redacted, for feedback to the next attempt and for the rubric. */
export function outputTail(
  result: VerifyResult,
  maxChars = 4_000,
  knownSecrets: readonly string[] = [],
): string {
  const tail = result.output.length > maxChars ? `…${result.output.slice(-maxChars)}` : result.output;
  return redact(tail, { knownSecrets });
}
