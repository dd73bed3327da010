import { createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openLedger } from "./ledger.js";
import { GENESIS_SIG, type LedgerProblem, signLedgerEntry, verifyLedger } from "./ledger-verify.js";
import { tempDir } from "../../test/support/temp-dir.js";

const KEY = "ledger-test-key-0123456789";
let directory: string;
/** A real ledger of 9 entries written by `append`, ending with run_end. */
let text: string;
let lines: string[];

beforeAll(async () => {
  directory = tempDir("alfred-ledger-verify-");
  let clock = 1_700_000_000_000;
  const ledger = await openLedger(join(directory, "ledger.jsonl"), KEY, { now: () => (clock += 1000) });
  await ledger.append("run_start", { runId: "run-1", features: 7 });
  const statuses = ["passing", "blocked", "passing", "passing", "blocked", "passing", "passing"];
  for (const [index, status] of statuses.entries()) {
    await ledger.append("feature", {
      featureId: `feature-${index}`,
      status,
      verifyExit: status === "passing" ? 0 : 1,
      rubric: { verification: status === "passing" ? 2 : 1, reasoning: `naïve “quote” ${index}\ttab` },
      gitSha: null,
      steps: ["write", "test", index],
    });
  }
  await ledger.append("run_end", { passing: 5, blocked: 2, costUsd: 0.25 });
  text = await readFile(ledger.path, "utf8");
  lines = text.trimEnd().split("\n");
});

const join1 = (parts: readonly string[]): string => parts.map((line) => `${line}\n`).join("");

function failure(ledgerText: string, options = {}): { line: number; seq: number; problem: LedgerProblem } {
  const result = verifyLedger(ledgerText, KEY, options);
  if (result.ok) throw new Error("expected the ledger to fail verification");
  return { line: result.line, seq: result.seq, problem: result.problem };
}

describe("a ledger written by append", () => {
  it("verifies, ends with run_end, and starts at seq 0 from the genesis value", () => {
    expect(lines).toHaveLength(9);
    expect(verifyLedger(text, KEY, { requireEnd: true, minEntries: 9 })).toEqual({ ok: true, entries: 9 });
    const first: unknown = JSON.parse(lines[0] ?? "");
    expect(first).toMatchObject({ seq: 0, kind: "run_start", prevSig: GENESIS_SIG });
    expect(Object.keys(first ?? {})).toEqual(["seq", "kind", "ts", "data", "prevSig", "sig"]);
  });

  it("signs HMAC-SHA256(key, canonical JSON of {seq,kind,ts,data} + prevSig) in lowercase hex", () => {
    const canonical = '{"data":{"features":7,"runId":"run-1"},"kind":"run_start","seq":0,"ts":1700000001000}';
    const expected = createHmac("sha256", KEY)
      .update(canonical + GENESIS_SIG)
      .digest("hex");
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ sig: expected });
    expect(
      signLedgerEntry(KEY, {
        seq: 0,
        kind: "run_start",
        ts: 1700000001000,
        data: { runId: "run-1", features: 7 },
        prevSig: GENESIS_SIG,
      }),
    ).toBe(expected);
  });
});

describe("verifyLedger names the first broken entry", () => {
  it("detects every single-character edit of every line, at that line", () => {
    let checked = 0;
    for (const [index, line] of lines.entries()) {
      for (let position = 0; position < line.length; position += 1) {
        const edited = [...lines];
        edited[index] = line.slice(0, position) + mutate(line.charAt(position)) + line.slice(position + 1);
        expect(failure(join1(edited)).line, `line ${index}, char ${position}`).toBe(index + 1);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1500);
  });

  it.each<[string, LedgerProblem[]]>([
    ["seq", ["sequence gap", "reorder"]],
    ["kind", ["bad signature"]],
    ["ts", ["bad signature"]],
    ["data", ["bad signature"]],
    ["prevSig", ["broken link"]],
    ["sig", ["bad signature"]],
  ])("an edit inside %s reads as %s", (field, problems) => {
    for (const [index, line] of lines.entries()) {
      const start = line.indexOf(`"${field}":`) + field.length + 3;
      // The second character of the value: inside the string or number, never its quote.
      const position = field === "seq" || field === "ts" ? start : start + 2;
      const edited = [...lines];
      edited[index] = line.slice(0, position) + mutate(line.charAt(position)) + line.slice(position + 1);
      expect(problems).toContain(failure(join1(edited)).problem);
    }
  });

  it("reports each deleted line, and a deleted run_end only when the end is required", () => {
    for (let index = 0; index < lines.length - 1; index += 1) {
      const remaining = lines.filter((_, other) => other !== index);
      expect(failure(join1(remaining))).toEqual({ line: index + 1, seq: index + 1, problem: "sequence gap" });
    }
    const withoutEnd = join1(lines.slice(0, -1));
    expect(verifyLedger(withoutEnd, KEY)).toEqual({ ok: true, entries: 8 });
    expect(failure(withoutEnd, { requireEnd: true })).toEqual({ line: 9, seq: 8, problem: "incomplete" });
    expect(failure(withoutEnd, { minEntries: 9 }).problem).toBe("truncation");
  });

  it("reports a duplicated line inserted at every position", () => {
    for (let position = 0; position <= lines.length; position += 1) {
      for (const [source, line] of lines.entries()) {
        const inserted = [...lines.slice(0, position), line, ...lines.slice(position)];
        // A copy placed just before its original reads as the original, then the original is the duplicate.
        const brokenAt = source === position ? position + 2 : position + 1;
        const found = failure(join1(inserted));
        expect(found.line, `copy of ${source} at ${position}`).toBe(brokenAt);
        expect(["reorder", "sequence gap"]).toContain(found.problem);
      }
    }
  });

  it("reports a forged line, signed with another key, inserted at every position", () => {
    for (let position = 1; position < lines.length; position += 1) {
      const previous: { sig: string } = JSON.parse(lines[position - 1] ?? "") as { sig: string };
      const unsigned = {
        seq: position,
        kind: "feature",
        ts: 1,
        data: { status: "passing" },
        prevSig: previous.sig,
      };
      const forged = JSON.stringify({ ...unsigned, sig: signLedgerEntry("guessed-key", unsigned) });
      const inserted = [...lines.slice(0, position), forged, ...lines.slice(position)];
      expect(failure(join1(inserted))).toEqual({
        line: position + 1,
        seq: position,
        problem: "bad signature",
      });
    }
  });

  it("reports every adjacent swap as a reorder", () => {
    for (let index = 0; index + 1 < lines.length; index += 1) {
      const swapped = [...lines];
      [swapped[index], swapped[index + 1]] = [lines[index + 1] ?? "", lines[index] ?? ""];
      expect(failure(join1(swapped))).toEqual({ line: index + 1, seq: index + 1, problem: "reorder" });
    }
  });

  it("reports a cut at every byte offset that is not a line end as truncation", () => {
    const bytes = Buffer.from(text, "utf8");
    let lineEnds = 0;
    for (let offset = 0; offset < bytes.length; offset += 1) {
      const cut = bytes.subarray(0, offset).toString("utf8");
      const complete = cut.split("\n").length - 1;
      if (offset === 0 || bytes[offset - 1] === 0x0a) {
        lineEnds += 1;
        expect(verifyLedger(cut, KEY)).toEqual({ ok: true, entries: complete });
        expect(failure(cut, { requireEnd: true }).problem).toBe("incomplete");
      } else {
        expect(failure(cut), `offset ${offset}`).toEqual({
          line: complete + 1,
          seq: complete,
          problem: "truncation",
        });
      }
    }
    expect(lineEnds).toBe(9);
  });

  it("reports a wrong key as a bad signature of entry 0", () => {
    expect(verifyLedger(text, "another-key")).toEqual({
      ok: false,
      seq: 0,
      line: 1,
      problem: "bad signature",
      reason: "entry 0: bad signature (edited, or signed with another key)",
    });
  });

  it("accepts an empty file as 0 entries, unless the end is required", () => {
    expect(verifyLedger("", KEY)).toEqual({ ok: true, entries: 0 });
    expect(failure("", { requireEnd: true })).toEqual({ line: 1, seq: 0, problem: "incomplete" });
  });

  it.each<[string, (entry: Record<string, unknown>) => unknown]>([
    ["an extra field", (entry) => ({ ...entry, extra: 1 })],
    ["a missing field", ({ ts: _ts, ...entry }) => entry],
    ["a string seq", (entry) => ({ ...entry, seq: "3" })],
    ["a negative seq", (entry) => ({ ...entry, seq: -1 })],
    ["an empty kind", (entry) => ({ ...entry, kind: "" })],
    ["a string ts", (entry) => ({ ...entry, ts: "now" })],
    ["array data", (entry) => ({ ...entry, data: [] })],
    ["an uppercase sig", (entry) => ({ ...entry, sig: String(entry["sig"]).toUpperCase() })],
    ["a short prevSig", (entry) => ({ ...entry, prevSig: "00" })],
    ["an array", () => []],
  ])("reports %s in entry 3 as a malformed entry", (_name, change) => {
    const edited = [...lines];
    edited[3] = JSON.stringify(change(JSON.parse(lines[3] ?? "") as Record<string, unknown>));
    expect(failure(join1(edited))).toMatchObject({ line: 4, problem: "malformed entry" });
  });

  it("reports a blank line or a non-JSON complete line as not JSON", () => {
    expect(failure(join1([...lines.slice(0, 2), "", ...lines.slice(2)]))).toEqual({
      line: 3,
      seq: 2,
      problem: "not JSON",
    });
    expect(failure(`${lines[0] ?? ""}\n{"seq":1,\n`).problem).toBe("not JSON");
  });
});

/** A different character that keeps digits digits and hex hex, so edits of numbers and signatures stay well-formed. */
function mutate(character: string): string {
  if (/[0-9]/.test(character)) return String((Number(character) + 1) % 10);
  if (character === "f") return "a";
  if (/[a-y]/.test(character)) return String.fromCharCode(character.charCodeAt(0) + 1);
  if (character === "z") return "g";
  return character === "X" ? "Y" : "X";
}
