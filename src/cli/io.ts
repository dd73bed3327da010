/** The process surface the CLI uses, injectable for tests. */
export interface CliIo {
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /** Fires when the user presses Ctrl-C. Returns an unsubscribe function. */
  readonly onInterrupt: (handler: () => void) => () => void;
}

/** The real process. */
export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    cwd: process.cwd(),
    onInterrupt: (handler) => {
      process.on("SIGINT", handler);
      return () => process.off("SIGINT", handler);
    },
  };
}

/** Exit codes: 0 success, 1 failure, 2 usage or configuration error, 130 aborted. */
export const EXIT = { success: 0, failure: 1, usage: 2, aborted: 130 } as const;

/** Reads all of stdin as text (for a prompt piped in). */
export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
