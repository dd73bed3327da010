import {
  onTerminationSignals,
  SIGNAL_EXIT_CODES,
  type TerminationSignal,
} from "../platform/process/termination-signals.js";
import { stdoutClosedNote, survivingClosedPipe } from "./closed-pipe.js";

/** The process surface the CLI uses, injectable for tests. */
export interface CliIo {
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /** Fires on the first SIGINT (Ctrl-C), SIGTERM or SIGHUP. Returns an unsubscribe function. */
  readonly onInterrupt: (handler: (signal: TerminationSignal) => void) => () => void;
}

/**
 * The real process. A closed stdout or stderr (EPIPE) is survived (see
 * `closed-pipe.ts`); SIGINT, SIGTERM and SIGHUP all interrupt, and a second one
 * exits at once with 128 + its number.
 */
export function processIo(): CliIo {
  return {
    stdout: survivingClosedPipe(
      process.stdout,
      (error) => void process.stderr.write(stdoutClosedNote(error)),
    ),
    stderr: survivingClosedPipe(process.stderr, () => undefined),
    stdin: process.stdin,
    env: process.env,
    cwd: process.cwd(),
    onInterrupt: (handler) =>
      onTerminationSignals({
        onFirst: handler,
        onRepeat: (signal) => process.exit(SIGNAL_EXIT_CODES[signal]),
      }),
  };
}

/** Exit codes: 0 success, 1 failure, 2 usage or configuration error, 130 aborted (143 by SIGTERM, 129 by SIGHUP). */
export const EXIT = { success: 0, failure: 1, usage: 2, aborted: 130 } as const;

/** Reads all of stdin as text (for a prompt piped in). */
export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
