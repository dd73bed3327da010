import { utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { memoryLayout } from "./layout.js";
import { SourceScanner } from "./source-scan.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

/** A facts directory with two facts, whose own mtime is pinned to `dirMtimeMs`. */
async function facts(dirMtimeMs: number) {
  tree = await tempTree({
    ".alfred/memory/facts/a.md": "---\ntype: project\n---\nA\n",
    ".alfred/memory/facts/b.md": "---\ntype: project\n---\nB\n",
    ".alfred/memory/facts/Not A Slug.md": "skipped",
  });
  const layout = memoryLayout(tree.dir);
  const pin = () => utimes(layout.facts, dirMtimeMs / 1000, dirMtimeMs / 1000);
  await pin();
  return { layout, pin };
}

const keys = async (scanner: SourceScanner): Promise<string[]> =>
  (await scanner.scan()).sources.map((source) => source.key).sort();

// An mtime with a fraction of a second: a file system with fine timestamps.
const T = Date.parse("2026-03-01T10:00:00.500Z");

describe("SourceScanner", () => {
  it("reuses a quiet directory's listing, and sees an added file at once (the directory's mtime changed)", async () => {
    const { layout } = await facts(T);
    let now = T + 60_000;
    const scanner = new SourceScanner(layout, { now: () => now, restatMs: 600_000 });
    expect(await keys(scanner)).toEqual(["facts/a.md", "facts/b.md"]);
    now += 1_000;
    expect((await scanner.scan()).reused).toBe(true);
    await writeFile(join(layout.facts, "c.md"), "---\ntype: user\n---\nC\n");
    now += 1_000;
    const scan = await scanner.scan();
    expect(scan.reused).toBe(false);
    expect(scan.sources.map((source) => source.key).sort()).toEqual([
      "facts/a.md",
      "facts/b.md",
      "facts/c.md",
    ]);
  });

  it("a file edited in place (directory mtime unchanged) is re-stat-ed once restatMs has passed, not before", async () => {
    const { layout } = await facts(T);
    let now = T + 60_000;
    const scanner = new SourceScanner(layout, { now: () => now, restatMs: 2_000 });
    const size = async () =>
      (await scanner.scan()).sources.find((source) => source.key === "facts/a.md")?.size;
    const before = await size();
    await writeFile(join(layout.facts, "a.md"), "---\ntype: project\n---\nA, edited in place and longer\n");
    await utimes(layout.facts, T / 1000, T / 1000);
    now += 500;
    expect(await size()).toBe(before);
    now += 2_000;
    expect(await size()).toBeGreaterThan(before ?? 0);
  });

  it("does not trust a listing taken within the timestamp granularity of the directory's mtime (racy)", async () => {
    for (const [label, listedAfter, expectSeen] of [
      ["racy: listed 10 ms after the mtime", 10, true],
      ["settled: listed 60 s after the mtime", 60_000, false],
    ] as const) {
      const { layout, pin } = await facts(T);
      const now = T + listedAfter;
      const scanner = new SourceScanner(layout, { now: () => now, restatMs: 600_000 });
      await scanner.scan();
      // A file added in the same timestamp tick: the directory's mtime does not move.
      await writeFile(join(layout.facts, "same-tick.md"), "---\ntype: user\n---\nS\n");
      await pin();
      expect((await keys(scanner)).includes("facts/same-tick.md"), label).toBe(expectSeen);
    }
  });

  it("treats whole-second mtimes as a coarse file system (2 s window)", async () => {
    const whole = Date.parse("2026-03-01T10:00:00.000Z");
    const { layout, pin } = await facts(whole);
    const scanner = new SourceScanner(layout, { now: () => whole + 1_500, restatMs: 600_000 });
    await scanner.scan();
    await writeFile(join(layout.facts, "same-second.md"), "---\ntype: user\n---\nS\n");
    await pin();
    expect(await keys(scanner)).toContain("facts/same-second.md");
  });

  it("stats run journals on every scan (the harness appends to them in place)", async () => {
    tree = await tempTree({ ".alfred/workflows/r1/journal.jsonl": "{}\n" });
    const layout = memoryLayout(tree.dir);
    // A minute on: the run directory's fresh mtime is not racy.
    const scanner = new SourceScanner(layout, { now: () => Date.now() + 60_000, restatMs: 600_000 });
    expect((await scanner.scan()).sources.map((source) => [source.key, source.size])).toEqual([
      ["../workflows/r1/journal.jsonl", 3],
    ]);
    expect((await scanner.scan()).reused).toBe(true);
    await writeFile(join(layout.workflows, "r1", "journal.jsonl"), "{}\n{}\n");
    const scan = await scanner.scan();
    expect(scan.reused).toBe(false);
    expect(scan.sources[0]?.size).toBe(6);
  });
});
