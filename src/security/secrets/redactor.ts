/**
 * The one redaction step every outward channel passes through (issue 9, item 7): CLI stdout,
 * stderr and `--json`, the Action's job log, annotations, job summary and outputs, every body
 * sent to GitHub (PR title and body, comments, the progress comment), `summary.json` and the
 * artifact. An entry point builds one {@link Redactor} with every secret input it holds
 * (provider keys, the GitHub token, the ledger key, `ACTIONS_RUNTIME_TOKEN`, …) and hands it to
 * the writer of each channel, so no call site has to remember to redact.
 *
 * Streams need more than per-write redaction: a model's text arrives in small deltas, and a
 * token split over two writes matches no rule. {@link createHoldBack} keeps a window of recent
 * text back until it can no longer be part of a secret. Pure: no I/O.
 */
import { redact } from "./redact.js";

/** Redaction with a fixed set of known secrets. */
export interface Redactor {
  /** The known secret values this redactor replaces (also in disguise). */
  readonly knownSecrets: readonly string[];
  /** {@link redact} with the known secrets. */
  readonly text: (text: string) => string;
  /**
   * A copy of a JSON-like value (objects, arrays, strings, numbers, …) with every string
   * redacted; keys are kept. Other objects (dates, buffers, class instances) are returned
   * unchanged, so a request body that is not plain data is not mangled.
   */
  readonly value: (value: unknown) => unknown;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Creates the redactor of one entry point.
 * @param knownSecrets - every secret value the process holds; values shorter than
 *   `MIN_KNOWN_SECRET_LENGTH` are ignored by {@link redact}.
 * @throws never.
 */
export function createRedactor(knownSecrets: readonly string[]): Redactor {
  const secrets = [...new Set(knownSecrets.filter((secret) => secret !== ""))];
  const options = { knownSecrets: secrets };
  const text = (input: string): string => redact(input, options);
  const value = (input: unknown, depth = 0): unknown => {
    if (typeof input === "string") return text(input);
    if (typeof input !== "object" || input === null || depth > 64) return input;
    if (Array.isArray(input)) return input.map((item: unknown) => value(item, depth + 1));
    if (!isPlainObject(input)) return input;
    return Object.fromEntries(Object.entries(input).map(([key, item]) => [key, value(item, depth + 1)]));
  };
  return { knownSecrets: secrets, text, value: (input) => value(input) };
}

/** A stream's redaction buffer: `push` what was written, write out what it returns. */
export interface HoldBack {
  /** Adds a chunk; returns the redacted text that is now safe to write (often `""`). */
  readonly push: (chunk: string) => string;
  /** Returns everything still held, redacted; call once at the end of the stream. */
  readonly end: () => string;
}

/** Held text is written out in full past this many windows, whatever the cut looks like. */
const MAX_WINDOWS_HELD = 16;

/**
 * A buffer that redacts a stream written in arbitrary pieces. With `windowChars` 0 every
 * chunk is redacted on its own and returned at once (for a terminal, where prompts and
 * streamed text must show as they come). Otherwise the last `windowChars` characters are held
 * back, and text is released in batches, cut at a line break where no secret straddles the
 * cut; a credential longer than the window that is split across writes can escape.
 * @param redactText - the redaction step, usually {@link Redactor.text}.
 * @param windowChars - how much text to hold back; 4096 covers every rule but long JWTs.
 * @throws never.
 */
export function createHoldBack(redactText: (text: string) => string, windowChars: number): HoldBack {
  let pending = "";
  // After a cut that a secret straddled, wait for another window of text before trying again,
  // so small writes do not redact the same held text over and over.
  let nextTry = 0;
  const release = (): string => {
    const limit = pending.length - windowChars;
    const newline = pending.lastIndexOf("\n", limit - 1);
    const cut = newline >= 0 ? newline + 1 : limit;
    const head = redactText(pending.slice(0, cut));
    const tail = pending.slice(cut);
    const whole = redactText(pending);
    if (whole === head + redactText(tail)) {
      pending = tail;
      nextTry = 0;
      return head;
    }
    // A secret straddles the cut: wait for more text, or give up holding and write it all.
    if (pending.length < windowChars * MAX_WINDOWS_HELD) {
      nextTry = pending.length + windowChars;
      return "";
    }
    pending = "";
    return whole;
  };
  return {
    push: (chunk) => {
      if (windowChars <= 0) return redactText(chunk);
      pending += chunk;
      return pending.length >= Math.max(windowChars * 2, nextTry) ? release() : "";
    },
    end: () => {
      const rest = pending === "" ? "" : redactText(pending);
      pending = "";
      nextTry = 0;
      return rest;
    },
  };
}
