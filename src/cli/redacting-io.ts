/**
 * The CLI's outward channels — stdout (model text, `--json` lines) and stderr (tool lines,
 * notes, errors, prompts) — wrapped once, in `main`, so every byte any command writes passes the
 * entry point's {@link Redactor} (issue 9, item 7). Commands keep writing to `io.stdout` and
 * `io.stderr` as before and cannot bypass it.
 *
 * On a terminal each write is redacted as it comes, so prompts and streamed text stay live; to
 * a pipe, a file or a CI log, text is held back a window at a time so that a token streamed in
 * pieces is still caught (see {@link createHoldBack}).
 */
import { Writable } from "node:stream";
import { createHoldBack, type Redactor } from "../security/secrets/redactor.js";
import type { CliIo } from "./io.js";

/** Characters held back on a non-terminal stream. */
const REDACTION_WINDOW = 4096;

type OutStream = CliIo["stdout"];

class RedactingStream extends Writable {
  readonly isTTY: boolean;
  private readonly buffer;

  constructor(
    private readonly target: OutStream,
    redactor: Redactor,
  ) {
    super({ decodeStrings: false });
    this.isTTY = target.isTTY === true;
    this.buffer = createHoldBack(redactor.text, this.isTTY ? 0 : REDACTION_WINDOW);
  }

  /** Terminal width, for readline and renderers that ask. */
  get columns(): number | undefined {
    const columns: unknown = Reflect.get(this.target, "columns");
    return typeof columns === "number" ? columns : undefined;
  }

  override _write(chunk: unknown, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const text = chunk instanceof Uint8Array ? Buffer.from(chunk).toString("utf8") : String(chunk);
    const out = this.buffer.push(text);
    if (out !== "") this.target.write(out);
    callback();
  }

  /** Writes out what is held back (the end of the command's output). */
  drainHeld(): void {
    const rest = this.buffer.end();
    if (rest !== "") this.target.write(rest);
  }
}

/** The wrapped streams, and `flush` to call when the command is done. */
export interface RedactingIo {
  readonly io: CliIo;
  /** Writes out everything still held back. Call once, after the command returns or throws. */
  readonly flush: () => void;
}

/**
 * Wraps `io.stdout` and `io.stderr` so everything written passes `redactor`; the rest of `io`
 * is shared.
 * @throws never.
 */
export function redactingIo(io: CliIo, redactor: Redactor): RedactingIo {
  const stdout = new RedactingStream(io.stdout, redactor);
  const stderr = new RedactingStream(io.stderr, redactor);
  return {
    io: { ...io, stdout, stderr },
    flush: () => {
      stdout.drainHeld();
      stderr.drainHeld();
    },
  };
}
