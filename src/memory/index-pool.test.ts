import { readFile, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatFact } from "./fact-file.js";
import { MemoryIndexPool } from "./index-pool.js";
import { memoryLayout } from "./layout.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

const fact = (content: string): string =>
  formatFact({ slug: "x", type: "project", ts: "2026-01-01T00:00:00.000Z", content });

describe("MemoryIndexPool: the index a session keeps open", () => {
  it("re-indexes a fact edited by hand in place while the session is open, once its stat is re-checked", async () => {
    tree = await tempTree({ ".alfred/memory/facts/db.md": fact("The database is Postgres 15.") });
    const layout = memoryLayout(tree.dir);
    // The facts directory's own mtime, pinned (half a second: a fine-grained file system), a minute back.
    const pinned = Math.floor(Date.now() / 1000) - 60 + 0.5;
    await utimes(layout.facts, pinned, pinned);
    let now = Date.now();
    const pool = new MemoryIndexPool({ now: () => now, restatMs: 2_000 });
    try {
      expect(await pool.use(layout, (index) => index.search("postgres", 5).map((hit) => hit.slug))).toEqual([
        "db",
      ]);
      const path = join(layout.facts, "db.md");
      await writeFile(path, fact("The database moved to SQLite, by hand."));
      await utimes(path, new Date(), new Date(Date.now() + 5_000));
      await utimes(layout.facts, pinned, pinned);
      now += 100;
      // Within restatMs the open index still trusts the stat it took (the directory did not change)…
      expect(await pool.use(layout, (index) => index.search("sqlite", 5).length)).toBe(0);
      now += 2_000;
      // …and once it is due, the edit is found and the old text is gone.
      expect(await pool.use(layout, (index) => index.search("sqlite", 5).map((hit) => hit.slug))).toEqual([
        "db",
      ]);
      expect(await pool.use(layout, (index) => index.search("postgres", 5))).toEqual([]);
    } finally {
      await pool.close();
    }
  });

  it("runs uses of one index one at a time, writes index.db only when something changed, and refuses after close", async () => {
    tree = await tempTree({ ".alfred/memory/facts/a.md": fact("alpha") });
    const layout = memoryLayout(tree.dir);
    const pool = new MemoryIndexPool();
    const order: string[] = [];
    const slow = pool.use(layout, async () => {
      order.push("slow start");
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push("slow end");
    });
    const quick = pool.use(layout, () => void order.push("quick"));
    await Promise.all([slow, quick]);
    expect(order).toEqual(["slow start", "slow end", "quick"]);
    const written = await readFile(layout.database);
    const mtime = (await stat(layout.database)).mtimeMs;
    await pool.use(layout, (index) => index.search("alpha", 1));
    expect((await stat(layout.database)).mtimeMs).toBe(mtime);
    expect(await readFile(layout.database)).toEqual(written);
    await pool.close();
    await expect(pool.use(layout, () => 1)).rejects.toThrow(/closed/);
  });
});
