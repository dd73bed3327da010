/**
 * The signed run ledger (`.alfred/workflows/<runId>/ledger.jsonl`): an
 * append-only, HMAC-chained record of every consequential event of a run.
 * The format and the verifier live in `ledger-verify.ts`.
 *
 * Durability and crashes: `append` resolves only after its line, newline
 * included, is fsync'ed; an entry is committed when its whole line is on disk.
 * A final line without its newline is therefore an append that never resolved
 * (the process died mid-write); on reopen it is ignored, and cut away before
 * the next append. Any other damage (a bad signature, a broken link, a line
 * that is not JSON) makes `openLedger` refuse with `ledger_corrupt`: Alfred
 * never extends a chain it cannot vouch for.
 *
 * With `anchorPath`, the tail anchor is rewritten after each append, so a
 * dropped last line is noticed on resume (`ledger-anchor.ts`).
 *
 * One writer per ledger file: appends of one `Ledger` are serialised, but two
 * processes appending to the same file would fork the chain.
 */
import { dirname } from "node:path";
import { inspect } from "node:util";
import type { Deps } from "../core/deps.js";
import { AlfredError } from "../core/errors.js";
import {
  appendDurable,
  ensureDirectory,
  readTextIfExists,
  truncateDurable,
} from "../platform/fs/fs-durable.js";
import { redact as defaultRedact } from "../security/secrets/redact.js";
import { mapStrings, type JsonObject } from "./canonical-json.js";
import { writeLedgerAnchor } from "./ledger-anchor.js";
import {
  GENESIS_SIG,
  type LedgerEntry,
  type LedgerVerification,
  parseLedgerLine,
  RUN_END_KIND,
  signLedgerEntry,
  verifyLedger,
  type VerifyLedgerOptions,
} from "./ledger-verify.js";

/** The shape of `security/secrets/redact.ts`'s `redact`. */
export type Redactor = (text: string, options?: { readonly knownSecrets?: readonly string[] }) => string;

/** Options of {@link openLedger}. */
export interface LedgerOptions {
  /** Applied to every string value of `data` before signing, with the key as a known secret. */
  readonly redact?: Redactor;
  /**
   * Keep the tail anchor (`ledger-anchor.ts`) at this path: rewritten after
   * every append, so a later reader can tell when the last lines were lost.
   */
  readonly anchorPath?: string;
}

/** Where the chain continues; `undefined` in {@link Ledger} while an append's outcome is in doubt. */
interface ChainHead {
  readonly nextSeq: number;
  readonly prevSig: string;
  readonly closed: boolean;
  /** Byte length of the committed lines when a torn final line follows them. */
  readonly truncateTo: number | undefined;
}

/**
 * Opens (or starts) the ledger at `path`, creating its directory, and reads
 * the existing chain so appends continue it (`seq` and `prevSig`).
 * @param key the HMAC key (the CLI reads `ALFRED_LEDGER_KEY`); never logged, written or shown.
 * @throws AlfredError `config_invalid` when `key` is empty; `ledger_corrupt` when
 *   the existing file fails verification (other than a torn final line);
 *   `io_failed` when it cannot be read.
 */
export async function openLedger(
  path: string,
  key: string,
  deps: Pick<Deps, "now">,
  options: LedgerOptions = {},
): Promise<Ledger> {
  if (key === "") throw new AlfredError("config_invalid", "the ledger key is empty (set ALFRED_LEDGER_KEY)");
  const redactor = options.redact ?? defaultRedact;
  await ensureDirectory(dirname(path));
  return Ledger.open(
    path,
    key,
    deps.now,
    (text) => redactor(text, { knownSecrets: [key] }),
    options.anchorPath,
  );
}

/** An open ledger. Create it with {@link openLedger}. */
export class Ledger {
  readonly path: string;
  // Private fields (#) stay out of JSON.stringify, util.inspect and toString.
  readonly #key: string;
  readonly #now: () => number;
  readonly #redact: (text: string) => string;
  readonly #anchorPath: string | undefined;
  #head: ChainHead | undefined;
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(
    path: string,
    key: string,
    now: () => number,
    redact: (text: string) => string,
    anchorPath: string | undefined,
  ) {
    this.path = path;
    this.#anchorPath = anchorPath;
    this.#key = key;
    this.#now = now;
    this.#redact = redact;
  }

  /**
   * Redacts `data`, signs and appends one entry, and resolves once it is on
   * disk. Appends are serialised in call order. After a failed append the next
   * one first re-reads the file to learn what actually reached the disk.
   * @throws TypeError when `kind` is empty or `data` holds a value JSON cannot
   *   represent (nothing is written); AlfredError `ledger_closed` after a
   *   `run_end` entry; `ledger_corrupt` or `io_failed` from the file.
   */
  append(kind: string, data: JsonObject): Promise<LedgerEntry> {
    return this.#enqueue(() => this.#appendNow(kind, data));
  }

  /** Verifies the file as it is on disk, after pending appends settle. */
  verify(options: VerifyLedgerOptions = {}): Promise<LedgerVerification> {
    return this.#enqueue(async () =>
      verifyLedger((await readTextIfExists(this.path)) ?? "", this.#key, options),
    );
  }

  /**
   * Reads the chain head of `path` into a new ledger. Prefer {@link openLedger},
   * which also validates the key and creates the directory.
   * @throws AlfredError `ledger_corrupt` or `io_failed`.
   */
  static async open(
    path: string,
    key: string,
    now: () => number,
    redact: (text: string) => string,
    anchorPath?: string,
  ): Promise<Ledger> {
    const ledger = new Ledger(path, key, now, redact, anchorPath);
    await ledger.#reload();
    return ledger;
  }

  async #reload(): Promise<void> {
    const text = (await readTextIfExists(this.path)) ?? "";
    const end = text.lastIndexOf("\n") + 1;
    const committed = text.slice(0, end);
    const verification = verifyLedger(committed, this.#key);
    if (!verification.ok) {
      throw new AlfredError(
        "ledger_corrupt",
        `${this.path}:${verification.line}: ${verification.reason}; refusing to append`,
      );
    }
    const lines = committed.split("\n");
    const last = parseLedgerLine(lines[lines.length - 2] ?? "");
    this.#head = {
      nextSeq: verification.entries,
      prevSig: last?.sig ?? GENESIS_SIG,
      closed: last?.kind === RUN_END_KIND,
      truncateTo: end < text.length ? Buffer.byteLength(committed, "utf8") : undefined,
    };
  }

  /** Names the file, never the key. */
  toString(): string {
    return `Ledger(${this.path})`;
  }

  /** Serialises as `{ path }`, never the key. */
  toJSON(): { readonly path: string } {
    return { path: this.path };
  }

  /** What `console.log` and `util.inspect` show: the path only. */
  [inspect.custom](): string {
    return this.toString();
  }

  #enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work);
    // The queue goes on after a failed append: this call's caller receives the failure through `run`.
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #appendNow(kind: string, data: JsonObject): Promise<LedgerEntry> {
    if (typeof kind !== "string" || kind === "")
      throw new TypeError("ledger entry kind must be a non-empty string");
    if (this.#head === undefined) await this.#reload();
    const head = this.#head;
    if (head === undefined)
      throw new AlfredError("internal", `${this.path}: ledger head unknown after reload`);
    if (head.closed) {
      throw new AlfredError(
        "ledger_closed",
        `${this.path}: the ledger ends with "${RUN_END_KIND}"; no more entries`,
      );
    }
    const unsigned = {
      seq: head.nextSeq,
      kind,
      ts: this.#now(),
      data: mapStrings(data, this.#redact),
      prevSig: head.prevSig,
    };
    const entry: LedgerEntry = { ...unsigned, sig: signLedgerEntry(this.#key, unsigned) };
    const line = `${JSON.stringify(entry)}\n`;
    // Until the write is known to have landed (or not), the head is in doubt.
    this.#head = undefined;
    if (head.truncateTo !== undefined) await truncateDurable(this.path, head.truncateTo);
    await appendDurable(this.path, line);
    this.#head = {
      nextSeq: entry.seq + 1,
      prevSig: entry.sig,
      closed: kind === RUN_END_KIND,
      truncateTo: undefined,
    };
    // After the line: a crash in between leaves the anchor one entry behind, the tolerated window.
    if (this.#anchorPath !== undefined)
      await writeLedgerAnchor(this.#anchorPath, { seq: entry.seq, sig: entry.sig });
    return entry;
  }
}
