import { Writable } from "node:stream";

/** A stream as the CLI writes to it. */
export type OutputStream = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * `target`, made safe against a reader that goes away (`alfred run | head -3`):
 * the first write error (EPIPE) no longer kills the process; `onClosed` is told
 * once, and every later write is dropped while the work goes on. A terminal is
 * returned as it is (it cannot raise EPIPE, and prompts need the real TTY).
 */
export function survivingClosedPipe(
  target: NodeJS.WriteStream,
  onClosed: (error: unknown) => void,
): OutputStream {
  if (target.isTTY) return target;
  let closed = false;
  target.on("error", (error) => {
    if (closed) return;
    closed = true;
    onClosed(error);
  });
  const forward = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      // The target queues in order; its errors arrive through the listener above.
      if (!closed) target.write(chunk);
      callback();
    },
  });
  return Object.assign(forward, { isTTY: false });
}

/** The note written to stderr when stdout's reader goes away. */
export function stdoutClosedNote(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "closed";
  return `alfred: stdout was closed (${code}); carrying on without it — progress stays on stderr, results in the ledger\n`;
}
