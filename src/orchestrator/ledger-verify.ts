/**
 * The ledger's on-disk format, its signature, and a pure verifier.
 *
 * `ledger.jsonl` holds one JSON object a line, each line ending with `\n`:
 * `{ "seq", "kind", "ts", "data", "prevSig", "sig" }`. The first entry has
 * `seq` 0 and `prevSig` = 64 zeros; each next entry has `seq` one higher and
 * `prevSig` equal to the previous entry's `sig`. The signature is
 * `sig = hex(HMAC-SHA256(key, canonicalJson({ seq, kind, ts, data }) + prevSig))`
 * in lowercase hex. Editing, reordering, inserting or deleting any entry, or
 * cutting the file anywhere but at the end of a line, breaks the chain.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { canonicalJson, type JsonObject } from "./canonical-json.js";
import { omitUndefined } from "../core/omit-undefined.js";

/** The `prevSig` of the first entry: 64 zeros. */
export const GENESIS_SIG = "0".repeat(64);

/** The `kind` that closes a ledger; `requireEnd` checks that it is the last entry. */
export const RUN_END_KIND = "run_end";

/** One signed ledger line. */
export interface LedgerEntry {
  /** 0 for the first entry, then +1 per entry. */
  readonly seq: number;
  /** What happened: `run_start`, `feature`, `run_end`, … */
  readonly kind: string;
  /** Milliseconds since the epoch, from the injected clock. */
  readonly ts: number;
  /** The event payload, already redacted. */
  readonly data: JsonObject;
  /** `sig` of the previous entry, or {@link GENESIS_SIG}. */
  readonly prevSig: string;
  /** Lowercase hex HMAC-SHA256, see the module comment. */
  readonly sig: string;
}

/** Which way a ledger is broken. */
export type LedgerProblem =
  | "bad signature"
  | "broken link"
  | "sequence gap"
  | "reorder"
  | "truncation"
  /** Intact as far as it goes, but without its `run_end` (a run in progress, interrupted, or cut). */
  | "incomplete"
  | "not JSON"
  | "malformed entry";

/** What {@link verifyLedger} found. */
export type LedgerVerification =
  | { readonly ok: true; readonly entries: number }
  | {
      readonly ok: false;
      /**
       * `seq` of the first broken entry as written in it; when the line has no
       * usable `seq` (not JSON, malformed, torn) or an entry is missing at the
       * end, the seq expected at that position (= its 0-based line index).
       */
      readonly seq: number;
      /** 1-based line number of the first broken line (one past the last line for a missing end). */
      readonly line: number;
      readonly problem: LedgerProblem;
      /** Human-readable, e.g. `entry 3: bad signature (edited, or signed with another key)`. */
      readonly reason: string;
    };

/** Options of {@link verifyLedger}. */
export interface VerifyLedgerOptions {
  /** The ledger must end with a `run_end` entry (the harness closed it); otherwise `incomplete`. */
  readonly requireEnd?: boolean;
  /** The ledger must hold at least this many entries; otherwise `truncation`. */
  readonly minEntries?: number;
}

const HEX_64 = /^[0-9a-f]{64}$/;
const ENTRY_KEYS = ["data", "kind", "prevSig", "seq", "sig", "ts"];

/**
 * Signs one entry: lowercase hex HMAC-SHA256 of the canonical JSON of
 * `{ seq, kind, ts, data }` followed by `prevSig`.
 * @throws TypeError when `data` holds something JSON cannot represent.
 */
export function signLedgerEntry(key: string, entry: Omit<LedgerEntry, "sig">): string {
  const { seq, kind, ts, data, prevSig } = entry;
  return createHmac("sha256", key)
    .update(canonicalJson({ seq, kind, ts, data }) + prevSig, "utf8")
    .digest("hex");
}

/**
 * Checks a whole ledger text against `key` and names the first broken entry.
 * Pure: no I/O. An empty text is a valid ledger with 0 entries (a run that
 * opened its ledger and crashed before the first append) unless `requireEnd`
 * or `minEntries` asks for more. Deleting the last entries cannot be seen in
 * the chain itself; `requireEnd` and `minEntries` are the guards for that.
 */
export function verifyLedger(
  text: string,
  key: string,
  options: VerifyLedgerOptions = {},
): LedgerVerification {
  if (text === "") return checkEnd(undefined, 0, options);
  const lines = text.split("\n");
  const torn = lines.pop();
  // `text` ends with "\n" exactly when the last piece after splitting is empty.
  const complete = torn === "" ? lines : [...lines, torn ?? ""];
  let prevSig = GENESIS_SIG;
  let last: LedgerEntry | undefined;
  for (const [index, line] of complete.entries()) {
    if (torn !== "" && index === complete.length - 1) {
      return fail(
        index,
        index,
        "truncation",
        "the last line is cut off: the file does not end with a newline",
      );
    }
    const parsed = parseEntry(line);
    if (!parsed.ok) return fail(parsed.seq ?? index, index, parsed.problem, parsed.detail);
    const entry = parsed.entry;
    if (entry.seq < index) {
      return fail(
        entry.seq,
        index,
        "reorder",
        `line ${index + 1} should hold entry ${index}; a duplicate, or moved back`,
      );
    }
    if (entry.seq > index) {
      const later = complete.slice(index + 1).some((other) => parseEntry(other).seq === index);
      return later
        ? fail(entry.seq, index, "reorder", `line ${index + 1} should hold entry ${index}, which comes later`)
        : fail(
            entry.seq,
            index,
            "sequence gap",
            `line ${index + 1} should hold entry ${index}; it is missing`,
          );
    }
    if (entry.prevSig !== prevSig) {
      const expected = index === 0 ? "the genesis value" : `the sig of entry ${index - 1}`;
      return fail(entry.seq, index, "broken link", `prevSig is not ${expected}`);
    }
    if (!sameHex(signLedgerEntry(key, entry), entry.sig)) {
      return fail(entry.seq, index, "bad signature", "edited, or signed with another key");
    }
    prevSig = entry.sig;
    last = entry;
  }
  return checkEnd(last, complete.length, options);
}

/** Parses one line into a {@link LedgerEntry}; `undefined` when it is not a well-formed entry. */
export function parseLedgerLine(line: string): LedgerEntry | undefined {
  const parsed = parseEntry(line);
  return parsed.ok ? parsed.entry : undefined;
}

type ParsedEntry =
  | { readonly ok: true; readonly entry: LedgerEntry; readonly seq: number }
  | {
      readonly ok: false;
      readonly problem: "not JSON" | "malformed entry";
      readonly detail: string;
      readonly seq?: number;
    };

function parseEntry(line: string): ParsedEntry {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, problem: "not JSON", detail: "the line does not parse as JSON" };
  }
  if (!isRecord(value)) return malformed("not a JSON object");
  const seq = value["seq"];
  const known = Number.isSafeInteger(seq) && typeof seq === "number" && seq >= 0 ? seq : undefined;
  const bad = (detail: string): ParsedEntry => ({
    ok: false,
    problem: "malformed entry",
    detail,
    ...omitUndefined({ seq: known }),
  });
  const keys = Object.keys(value).sort();
  if (keys.join() !== ENTRY_KEYS.join())
    return bad(`fields are ${keys.join(", ")}; expected ${ENTRY_KEYS.join(", ")}`);
  const { kind, ts, data, prevSig, sig } = value;
  if (known === undefined) return bad("seq is not a non-negative integer");
  if (typeof kind !== "string" || kind === "") return bad("kind is not a non-empty string");
  if (typeof ts !== "number" || !Number.isFinite(ts)) return bad("ts is not a number");
  if (!isJsonObject(data)) return bad("data is not a JSON object");
  if (typeof prevSig !== "string" || !HEX_64.test(prevSig))
    return bad("prevSig is not 64 lowercase hex digits");
  if (typeof sig !== "string" || !HEX_64.test(sig)) return bad("sig is not 64 lowercase hex digits");
  return { ok: true, entry: { seq: known, kind, ts, data, prevSig, sig }, seq: known };
}

function malformed(detail: string): ParsedEntry {
  return { ok: false, problem: "malformed entry", detail };
}

function checkEnd(
  last: LedgerEntry | undefined,
  count: number,
  options: VerifyLedgerOptions,
): LedgerVerification {
  if (options.minEntries !== undefined && count < options.minEntries) {
    return fail(count, count, "truncation", `${count} entries, expected at least ${options.minEntries}`);
  }
  if (options.requireEnd === true && last?.kind !== RUN_END_KIND) {
    return fail(
      count,
      count,
      "incomplete",
      `${count} entries and no "${RUN_END_KIND}": the run is still open, was interrupted, or lost its last lines`,
    );
  }
  return { ok: true, entries: count };
}

function fail(seq: number, index: number, problem: LedgerProblem, detail: string): LedgerVerification {
  return { ok: false, seq, line: index + 1, problem, reason: `entry ${seq}: ${problem} (${detail})` };
}

function sameHex(computed: string, stored: string): boolean {
  const a = Buffer.from(computed, "utf8");
  const b = Buffer.from(stored, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// JSON.parse only produces JSON values, so an object from it is a JsonObject.
function isJsonObject(value: unknown): value is JsonObject {
  return isRecord(value);
}
