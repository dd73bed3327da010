/**
 * The ledger's tail anchor: `ledger.head.json` beside `ledger.jsonl`, holding
 * the `seq` and `sig` of the last entry appended, rewritten atomically after
 * each append. The chain itself cannot show that its last lines were dropped
 * (what is left still verifies); the anchor can.
 *
 * The one crash window: an append reached the disk but the anchor was not
 * rewritten yet. So the anchor may be exactly one entry behind (the last
 * entry's `prevSig` equals the anchor's `sig`), or missing while the ledger
 * holds at most its first entry. Anything else means lines were lost, or the
 * files do not belong together.
 */
import { basename, dirname, join } from "node:path";
import { writeFileAtomic } from "../platform/fs/fs-durable.js";
import { parseLedgerLine } from "./ledger-verify.js";

/** What the anchor file holds. */
export interface LedgerAnchor {
  readonly seq: number;
  readonly sig: string;
}

/** The anchor file of the ledger at `ledgerPath`. */
export function anchorPathOf(ledgerPath: string): string {
  return join(dirname(ledgerPath), `${basename(ledgerPath, ".jsonl")}.head.json`);
}

/**
 * Rewrites the anchor atomically.
 * @throws AlfredError `io_failed`.
 */
export async function writeLedgerAnchor(path: string, anchor: LedgerAnchor): Promise<void> {
  await writeFileAtomic(path, `${JSON.stringify({ seq: anchor.seq, sig: anchor.sig })}\n`);
}

function parseAnchor(text: string): LedgerAnchor | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return undefined;
    const seq: unknown = Reflect.get(value, "seq");
    const sig: unknown = Reflect.get(value, "sig");
    return typeof seq === "number" && typeof sig === "string" ? { seq, sig } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks that the ledger's complete lines end where the anchor says (within
 * the one crash window of the module comment). Pure.
 * @param anchorText the anchor file's content, `undefined` when it is missing.
 * @param names the two files, for the message.
 */
export function checkLedgerAnchor(
  ledgerText: string,
  anchorText: string | undefined,
  names: { readonly ledger: string; readonly anchor: string },
): { readonly ok: true } | { readonly ok: false; readonly reason: string } {
  const lines = ledgerText
    .slice(0, ledgerText.lastIndexOf("\n") + 1)
    .split("\n")
    .filter((line) => line !== "");
  const last = parseLedgerLine(lines.at(-1) ?? "");
  const ends = last === undefined ? "is empty" : `ends at entry ${last.seq}`;
  if (anchorText === undefined) {
    if (last === undefined || last.seq === 0) return { ok: true };
    return {
      ok: false,
      reason: `${names.ledger} ${ends} but ${names.anchor}, which records its last entry, is missing; refusing to continue a ledger whose end cannot be checked`,
    };
  }
  const anchor = parseAnchor(anchorText);
  if (anchor === undefined)
    return {
      ok: false,
      reason: `${names.anchor} is not a ledger anchor ({"seq","sig"}); refusing to continue`,
    };
  if (last !== undefined && last.seq === anchor.seq && last.sig === anchor.sig) return { ok: true };
  if (last !== undefined && last.seq === anchor.seq + 1 && last.prevSig === anchor.sig) return { ok: true };
  return {
    ok: false,
    reason: `${names.ledger} ${ends} but ${names.anchor} records entry ${anchor.seq} (sig ${anchor.sig.slice(0, 12)}…): the ledger lost its last lines (or the files were replaced); refusing to continue. Restore the ledger from a copy, or start a new run with another --run-id`,
  };
}
