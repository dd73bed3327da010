import type { Boundary } from "../../platform/boundary/boundary.js";
import { redact } from "../../security/secrets/redact.js";

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
  /**
   * Verify runs code the agent wrote (a test imports it): inside the session's boundary, like bash.
   * `undefined` (a session without a runtime) fails closed: the command is not run.
   */
  readonly boundary: Boundary | undefined;
  readonly workingDir: string;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/**
 * Runs the verify command in a shell inside the boundary (scrubbed
 * environment, sandbox when configured, no survivors), with a timeout. A
 * refused run (sandbox required but unavailable) fails. Never throws.
 */
export async function runVerify(command: string, options: VerifyOptions): Promise<VerifyResult> {
  if (options.boundary === undefined) {
    return {
      command,
      exitCode: null,
      timedOut: false,
      output: "[not run: no process boundary]",
      durationMs: 0,
    };
  }
  const result = await options.boundary.run({
    argv: ["/bin/sh", "-c", command],
    cwd: options.workingDir,
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
export function verifyPassed(result: VerifyResult): boolean {
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
