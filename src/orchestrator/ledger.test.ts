import { appendFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { inspect } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { AlfredError } from "../core/errors.js";
import { openLedger, type Redactor } from "./ledger.js";
import { GENESIS_SIG } from "./ledger-verify.js";
import { tempDir } from "../../test/support/temp-dir.js";

const KEY = "s3cret-ledger-key-for-tests";
let directory: string;
let path: string;
let clock: number;
const deps = { now: (): number => (clock += 1000) };

beforeEach(async () => {
  directory = tempDir("alfred-ledger-");
  path = join(directory, "workflows", "run-1", "ledger.jsonl");
  clock = 1_700_000_000_000;
});

async function readLines(): Promise<Array<Record<string, unknown>>> {
  const text = await readFile(path, "utf8");
  return text
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("Ledger.append", () => {
  it("creates the directory and chains entries from seq 0 and the genesis value", async () => {
    const ledger = await openLedger(path, KEY, deps);
    const first = await ledger.append("run_start", { runId: "run-1" });
    const second = await ledger.append("feature", { featureId: "login", status: "passing" });
    expect(first).toMatchObject({ seq: 0, kind: "run_start", ts: 1_700_000_001_000, prevSig: GENESIS_SIG });
    expect(second).toMatchObject({ seq: 1, prevSig: first.sig });
    expect(await readLines()).toEqual([first, second]);
    expect(await ledger.verify()).toEqual({ ok: true, entries: 2 });
  });

  it("serialises concurrent appends in call order", async () => {
    const ledger = await openLedger(path, KEY, deps);
    const entries = await Promise.all(
      Array.from({ length: 10 }, (_, index) => ledger.append("feature", { index })),
    );
    expect(entries.map((entry) => [entry.seq, entry.data["index"]])).toEqual(
      Array.from({ length: 10 }, (_, index) => [index, index]),
    );
    expect(await ledger.verify()).toEqual({ ok: true, entries: 10 });
  });

  it("continues the chain after reopening, as a resumed run does", async () => {
    const before = await openLedger(path, KEY, deps);
    for (let index = 0; index < 3; index += 1) await before.append("feature", { index });
    const after = await openLedger(path, KEY, deps);
    const next = await after.append("feature", { index: 3 });
    await after.append("run_end", { passing: 4 });
    expect(next.seq).toBe(3);
    expect(await after.verify({ requireEnd: true })).toEqual({ ok: true, entries: 5 });
  });

  it("drops a torn final line left by a crash, then continues the chain", async () => {
    const ledger = await openLedger(path, KEY, deps);
    await ledger.append("feature", { index: 0 });
    await ledger.append("feature", { index: 1 });
    await appendFile(path, '{"seq":2,"kind":"feat');
    const resumed = await openLedger(path, KEY, deps);
    expect(await resumed.verify()).toMatchObject({ ok: false, seq: 2, problem: "truncation" });
    const entry = await resumed.append("feature", { index: 2 });
    expect(entry.seq).toBe(2);
    expect(await resumed.verify()).toEqual({ ok: true, entries: 3 });
    expect(await readFile(path, "utf8")).not.toContain('"kind":"feat"');
  });

  it("drops a complete-looking final line without its newline: that append never resolved", async () => {
    const ledger = await openLedger(path, KEY, deps);
    await ledger.append("feature", { index: 0 });
    const unresolved = await ledger.append("feature", { index: 1 });
    await writeFile(path, (await readFile(path, "utf8")).slice(0, -1));
    const resumed = await openLedger(path, KEY, deps);
    const again = await resumed.append("feature", { index: 1, retried: true });
    expect(again).toMatchObject({ seq: 1, prevSig: unresolved.prevSig });
    expect(await resumed.verify()).toEqual({ ok: true, entries: 2 });
  });

  it("after a failed append, re-reads the file before the next one", async () => {
    const ledger = await openLedger(path, KEY, deps);
    await ledger.append("feature", { index: 0 });
    const committed = await readFile(path, "utf8");
    // Swap the file for a directory so the append fails, then put back what a crash mid-write leaves.
    await rm(path);
    await mkdir(path);
    await expect(ledger.append("feature", { index: 1 })).rejects.toMatchObject({ code: "io_failed" });
    await rm(path, { recursive: true });
    await writeFile(path, `${committed}{"seq":1,"kind":"fea`);
    expect((await ledger.append("feature", { index: 1 })).seq).toBe(1);
    expect(await ledger.verify()).toEqual({ ok: true, entries: 2 });
  });

  it("refuses to open a ledger with an edited entry, without naming the key", async () => {
    const ledger = await openLedger(path, KEY, deps);
    for (let index = 0; index < 3; index += 1) await ledger.append("feature", { status: "blocked" });
    const text = await readFile(path, "utf8");
    await writeFile(path, text.replace(/blocked(?=.*\n.*\n$)/, "passing"));
    const failure = await openLedger(path, KEY, deps).catch((thrown: unknown) => thrown);
    expect(failure).toBeInstanceOf(AlfredError);
    expect(failure).toMatchObject({
      code: "ledger_corrupt",
      message: `${path}:2: entry 1: bad signature (edited, or signed with another key); refusing to append`,
    });
  });

  it("refuses to open with another key", async () => {
    const ledger = await openLedger(path, KEY, deps);
    await ledger.append("feature", {});
    await expect(openLedger(path, "other-key", deps)).rejects.toMatchObject({ code: "ledger_corrupt" });
  });

  it("refuses an empty key", async () => {
    await expect(openLedger(path, "", deps)).rejects.toMatchObject({ code: "config_invalid" });
  });

  it("refuses to append after run_end", async () => {
    const ledger = await openLedger(path, KEY, deps);
    await ledger.append("run_end", {});
    await expect(ledger.append("feature", {})).rejects.toMatchObject({ code: "ledger_closed" });
    const reopened = await openLedger(path, KEY, deps);
    await expect(reopened.append("feature", {})).rejects.toMatchObject({ code: "ledger_closed" });
  });

  it("rejects data JSON cannot represent before writing anything, and stays usable", async () => {
    const ledger = await openLedger(path, KEY, deps);
    await ledger.append("feature", { index: 0 });
    await expect(ledger.append("feature", { cost: Number.NaN })).rejects.toThrow(TypeError);
    await expect(ledger.append("", {})).rejects.toThrow(TypeError);
    expect((await ledger.append("feature", { index: 1 })).seq).toBe(1);
    expect(await ledger.verify()).toEqual({ ok: true, entries: 2 });
  });
});

describe("redaction and the key", () => {
  it("redacts every string value of data, with the key as a known secret, before signing", async () => {
    const calls: Array<readonly string[] | undefined> = [];
    const redact: Redactor = (text, options) => {
      calls.push(options?.knownSecrets);
      return (options?.knownSecrets ?? []).reduce(
        (out, secret) => out.replaceAll(secret, "[REDACTED]"),
        text,
      );
    };
    const ledger = await openLedger(path, KEY, deps, { redact });
    const entry = await ledger.append("feature", {
      note: `token ${KEY} leaked`,
      nested: { list: [`${KEY}`, 3, null] },
    });
    expect(entry.data).toEqual({
      note: "token [REDACTED] leaked",
      nested: { list: ["[REDACTED]", 3, null] },
    });
    expect(calls).toEqual([[KEY], [KEY]]);
    expect(await readFile(path, "utf8")).not.toContain(KEY);
    expect(await ledger.verify()).toEqual({ ok: true, entries: 1 });
  });

  it("uses security/redact by default: the key and credential-shaped strings never reach the file", async () => {
    const ledger = await openLedger(path, KEY, deps);
    const token = `ghp_${"A1b2C3d4E5".repeat(4)}`;
    const entry = await ledger.append("feature", { log: `key=${KEY} token ${token}` });
    const text = await readFile(path, "utf8");
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(token);
    expect(entry.data["log"]).toEqual(expect.stringContaining("[REDACTED"));
    expect(await ledger.verify()).toEqual({ ok: true, entries: 1 });
  });

  it("never shows the key in toString, JSON or inspect", async () => {
    const ledger = await openLedger(path, KEY, deps);
    for (const shown of [
      String(ledger),
      JSON.stringify(ledger),
      inspect(ledger, { showHidden: true, depth: 9 }),
    ]) {
      expect(shown).toContain("ledger.jsonl");
      expect(shown).not.toContain(KEY);
    }
  });
});
