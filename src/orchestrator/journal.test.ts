import { appendFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { ZERO_USAGE } from "../core/usage.js";
import type { ChatResponse } from "../providers/provider-contract.js";
import { journalKey, type NewJournalEntry, openJournal, parseJournal } from "./journal.js";
import type { Redactor } from "./ledger.js";
import { tempDir } from "../../test/support/temp-dir.js";

let directory: string;
let path: string;
let clock: number;
const deps = { now: (): number => (clock += 1) };

beforeEach(async () => {
  directory = tempDir("alfred-journal-");
  path = join(directory, "workflows", "run-1", "journal.jsonl");
  clock = 1_700_000_000_000;
});

const responses: ChatResponse[] = [
  {
    content: [
      { type: "text", text: "Reading the form." },
      { type: "tool_use", id: "call-1", name: "file_read", input: { path: "src/login.ts" } },
    ],
    stopReason: "tool_use",
    usage: { inputTokens: 120, outputTokens: 30, cacheReadTokens: 0, cacheWriteTokens: 100 },
    model: "claude-test",
  },
  {
    content: [{ type: "text", text: "Done." }],
    stopReason: "end_turn",
    usage: { inputTokens: 20, outputTokens: 5, cacheReadTokens: 100, cacheWriteTokens: 0 },
    model: "claude-test",
  },
];

function entry(key: string, overrides: Partial<NewJournalEntry["output"]> = {}): NewJournalEntry {
  return {
    key,
    input: {
      prompt: "Implement the login form",
      options: { role: "editor", maxTurns: 20, tools: ["file_read"] },
    },
    output: {
      status: "success",
      turns: 2,
      finalText: "Done.",
      usage: ZERO_USAGE,
      costUsd: 0.0123,
      responses,
      ...overrides,
    },
  };
}

describe("journalKey", () => {
  it("joins run, feature, attempt and step", () => {
    expect(journalKey("run-1", "feature-x", 2, "implement")).toBe("run-1/feature-x/attempt-2/implement");
  });

  it("encodes a slash inside a segment so keys cannot collide", () => {
    expect(journalKey("run-1", "a/attempt-1", 1, "x")).toBe("run-1/a%2Fattempt-1/attempt-1/x");
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses attempt %s", (attempt) => {
    expect(() => journalKey("run", "feature", attempt, "implement")).toThrow(TypeError);
  });

  it("refuses an empty segment", () => {
    expect(() => journalKey("run", "", 1, "implement")).toThrow(TypeError);
  });
});

describe("openJournal", () => {
  it("appends entries stamped with the clock and finds them by key", async () => {
    const journal = await openJournal(path, deps);
    const stored = await journal.append(entry("run-1/a/attempt-1/implement"));
    await journal.append(entry("run-1/a/attempt-1/rubric", { result: { verification: 2, reasoning: "ok" } }));
    expect(stored).toMatchObject({
      key: "run-1/a/attempt-1/implement",
      ts: 1_700_000_000_001,
      kind: "agent",
    });
    expect(journal.findByKey("run-1/a/attempt-1/implement")).toEqual(stored);
    expect(journal.findByKey("run-1/a/attempt-2/implement")).toBeUndefined();
    expect(journal.entries().map((each) => each.key)).toEqual([
      "run-1/a/attempt-1/implement",
      "run-1/a/attempt-1/rubric",
    ]);
    const lines = (await readFile(path, "utf8")).trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? "")).toEqual(stored);
  });

  it("reloads completed entries on resume, with the responses intact for replay", async () => {
    const first = await openJournal(path, deps);
    await first.append(entry("k1"));
    const resumed = await openJournal(path, deps);
    expect(resumed.findByKey("k1")?.output.responses).toEqual(responses);
    expect(resumed.findByKey("k1")?.input?.options).toEqual({
      role: "editor",
      maxTurns: 20,
      tools: ["file_read"],
    });
  });

  it("refuses a second entry for a completed key, also after reopening and when racing", async () => {
    const journal = await openJournal(path, deps);
    await journal.append(entry("k1"));
    await expect(journal.append(entry("k1"))).rejects.toMatchObject({ code: "journal_duplicate_key" });
    const reopened = await openJournal(path, deps);
    await expect(reopened.append(entry("k1"))).rejects.toMatchObject({ code: "journal_duplicate_key" });
    const results = await Promise.allSettled([reopened.append(entry("k2")), reopened.append(entry("k2"))]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected"]);
    expect((await readFile(path, "utf8")).trimEnd().split("\n")).toHaveLength(2);
  });

  it("ignores a torn last line and cuts it away before the next append", async () => {
    const journal = await openJournal(path, deps);
    await journal.append(entry("k1"));
    await appendFile(path, '{"key":"k2","ts":1,"kind":"ag');
    const resumed = await openJournal(path, deps);
    expect(resumed.entries().map((each) => each.key)).toEqual(["k1"]);
    await resumed.append(entry("k2"));
    const text = await readFile(path, "utf8");
    expect(text.endsWith("\n")).toBe(true);
    expect(parseJournal(text, "journal.jsonl")).toMatchObject({ ok: true, value: { torn: false } });
    expect((await openJournal(path, deps)).entries().map((each) => each.key)).toEqual(["k1", "k2"]);
  });

  it("after a failed append, re-reads the file before the next one", async () => {
    const journal = await openJournal(path, deps);
    await journal.append(entry("k1"));
    const committed = await readFile(path, "utf8");
    await rm(path);
    await mkdir(path);
    await expect(journal.append(entry("k2"))).rejects.toMatchObject({ code: "io_failed" });
    await rm(path, { recursive: true });
    await writeFile(path, `${committed}{"key":"k2","ts`);
    await journal.append(entry("k2"));
    expect((await openJournal(path, deps)).entries().map((each) => each.key)).toEqual(["k1", "k2"]);
  });

  it("refuses a complete bad line (newline-terminated), naming file and line", async () => {
    const journal = await openJournal(path, deps);
    await journal.append(entry("k1"));
    await appendFile(path, "{oops}\n");
    await expect(openJournal(path, deps)).rejects.toMatchObject({
      code: "journal_corrupt",
      message: `${path}:2: not JSON`,
    });
  });

  it("names the field of a line that is JSON but not an entry", () => {
    const result = parseJournal('{"key":"k","ts":1,"kind":"agent","output":{"status":"done"}}\n', "j.jsonl");
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.error).toMatch(/^j\.jsonl:1: not a journal entry \(output\.status: /);
  });

  it("treats an empty or missing file as an empty journal", async () => {
    expect(parseJournal("", "j")).toEqual({
      ok: true,
      value: { entries: [], committedBytes: 0, torn: false },
    });
    expect((await openJournal(path, deps)).entries()).toEqual([]);
  });

  it("refuses an entry that does not fit the schema without writing it", async () => {
    const journal = await openJournal(path, deps);
    await expect(journal.append(entry("k1", { turns: -1 }))).rejects.toThrow(TypeError);
    await expect(journal.append(entry("k1", { costUsd: Number.NaN }))).rejects.toThrow(/costUsd/);
    await journal.append(entry("k1"));
    expect(journal.entries()).toHaveLength(1);
  });

  it("uses security/redact by default", async () => {
    const journal = await openJournal(path, deps, { knownSecrets: ["ledger-key-value"] });
    const token = `ghp_${"A1b2C3d4E5".repeat(4)}`;
    await journal.append({
      key: "k1",
      input: { prompt: `push with ${token} and ledger-key-value` },
      output: entry("k1").output,
    });
    const text = await readFile(path, "utf8");
    expect(text).not.toContain(token);
    expect(text).not.toContain("ledger-key-value");
  });

  it("redacts every string of input and output before writing", async () => {
    const seen: Array<readonly string[] | undefined> = [];
    const redact: Redactor = (text, options) => {
      seen.push(options?.knownSecrets);
      return text.replaceAll("sk-live-123", "[REDACTED]");
    };
    const journal = await openJournal(path, deps, { redact, knownSecrets: ["ledger-key"] });
    const secretResponse: ChatResponse = {
      content: [{ type: "tool_use", id: "c", name: "bash", input: { command: "curl -H sk-live-123" } }],
      stopReason: "tool_use",
      usage: ZERO_USAGE,
      model: "m",
    };
    await journal.append({
      key: "k1",
      input: { prompt: "use sk-live-123" },
      output: { ...entry("k1").output, finalText: "key sk-live-123", responses: [secretResponse] },
    });
    const text = await readFile(path, "utf8");
    expect(text).not.toContain("sk-live-123");
    expect(text).toContain('"key":"k1"');
    expect(journal.findByKey("k1")?.input?.prompt).toBe("use [REDACTED]");
    expect(seen.every((secrets) => secrets?.[0] === "ledger-key")).toBe(true);
  });
});
