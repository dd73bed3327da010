import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { anchorPathOf, checkLedgerAnchor } from "./ledger-anchor.js";
import { openLedger } from "./ledger.js";
import { tempDir } from "../../test/support/temp-dir.js";

const KEY = "anchor-test-key-0123456789abcdef";
const NAMES = { ledger: "ledger.jsonl", anchor: "ledger.head.json" };

/** A ledger of `count` entries written with its anchor, and both texts. */
async function written(count: number): Promise<{ text: string; anchor: string; lines: string[] }> {
  const dir = tempDir("alfred-anchor-");
  const path = join(dir, "ledger.jsonl");
  const ledger = await openLedger(path, KEY, { now: () => 1 }, { anchorPath: anchorPathOf(path) });
  for (let seq = 0; seq < count; seq += 1) await ledger.append("step", { seq });
  const text = await readFile(path, "utf8");
  return { text, anchor: await readFile(anchorPathOf(path), "utf8"), lines: text.trim().split("\n") };
}
const join1 = (lines: readonly string[]): string => (lines.length === 0 ? "" : `${lines.join("\n")}\n`);

describe("the ledger's tail anchor", () => {
  it("is rewritten after every append and names the last entry", async () => {
    const { text, anchor } = await written(4);
    expect(JSON.parse(anchor)).toMatchObject({ seq: 3 });
    expect(checkLedgerAnchor(text, anchor, NAMES)).toEqual({ ok: true });
  });

  it("tolerates exactly the crash window: the anchor one entry behind", async () => {
    const three = await written(3);
    const four = await written(4);
    // Same key and clock, so the first three entries are identical.
    expect(checkLedgerAnchor(four.text, three.anchor, NAMES)).toEqual({ ok: true });
    expect(checkLedgerAnchor(four.text, (await written(2)).anchor, NAMES).ok).toBe(false);
  });

  it("refuses a ledger whose last lines were dropped, naming both files", async () => {
    const { lines, anchor } = await written(5);
    for (const keep of [4, 3, 1, 0]) {
      const check = checkLedgerAnchor(join1(lines.slice(0, keep)), anchor, NAMES);
      expect(check, `kept ${keep}`).toMatchObject({ ok: false });
      if (!check.ok)
        expect(check.reason).toMatch(
          /ledger\.jsonl (ends at entry \d+|is empty) but ledger\.head\.json records entry 4/,
        );
    }
  });

  it("accepts a missing anchor only while the ledger holds at most its first entry", async () => {
    const { lines } = await written(3);
    expect(checkLedgerAnchor("", undefined, NAMES)).toEqual({ ok: true });
    expect(checkLedgerAnchor(join1(lines.slice(0, 1)), undefined, NAMES)).toEqual({ ok: true });
    expect(checkLedgerAnchor(join1(lines), undefined, NAMES)).toMatchObject({ ok: false });
  });

  it("refuses an anchor that is not one", () => {
    expect(checkLedgerAnchor("", "{}", NAMES)).toMatchObject({ ok: false });
  });
});
