import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { formatFact } from "../src/memory/fact-file.js";
import { MemoryIndex } from "../src/memory/fts-index.js";
import { MemoryIndexPool } from "../src/memory/index-pool.js";
import { memoryLayout, type MemoryLayout } from "../src/memory/layout.js";
import { writeFact } from "../src/memory/store.js";
import { type BenchRow, ms } from "./measure.js";

const FACTS = 10_000;
const WORDS = [
  "build",
  "cache",
  "deploy",
  "lint",
  "schema",
  "index",
  "queue",
  "retry",
  "token",
  "parser",
  "router",
  "worker",
];

/** A vocabulary of 2,000 made-up words: each fact draws a few, so a query matches some facts, not all. */
const RARE = Array.from({ length: 2_000 }, (_, i) => `w${(i * 7919) % 100_003}x`);

/** Broad queries: every word is in a third of the facts, so each matches 3,000–8,000 of them. */
const BROAD = ["deploy retry", "schema parser router", "token cache", "worker queue index lint"];
/** Selective queries: a few dozen matches. */
const SELECTIVE = ["marker42", "w7919x marker7", "w15838x"];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/** Sorted wall times of `runs` calls of `fn`, after `warmup` untimed ones (the JIT settles). */
async function timings(runs: number, fn: (run: number) => unknown, warmup = 0): Promise<number[]> {
  for (let run = 0; run < warmup; run++) await fn(run);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await fn(run);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

function writeFacts(dir: string): void {
  const facts = memoryLayout(dir).facts;
  mkdirSync(facts, { recursive: true });
  for (let i = 0; i < FACTS; i++) {
    const common = Array.from({ length: 4 }, (_, j) => WORDS[(i * 7 + j * 3) % WORDS.length]);
    const rare = Array.from({ length: 20 }, (_, j) => RARE[(i * 31 + j * 977) % RARE.length]);
    const words = [...common, ...rare].join(" ");
    const content = `Fact ${i} about the ${words}; marker${i % 500}.`;
    writeFileSync(
      join(facts, `fact-${i}.md`),
      formatFact({ slug: `fact-${i}`, type: "project", ts: "2026-01-01T00:00:00.000Z", content }),
    );
  }
  // The directory settled a minute ago, as between sessions (a fresh mtime is "racy" and re-listed).
  const settled = Date.now() / 1000 - 60.5;
  utimesSync(facts, settled, settled);
}

/** A search as memory_search runs it in a session: the open index, synced, then searched. */
function searchRows(
  broad: readonly number[],
  sql: readonly number[],
  selective: readonly number[],
  firstBroad: number,
): BenchRow[] {
  return [
    {
      name: `memory: memory_search p50, ${FACTS} facts, broad`,
      value: ms(percentile(broad, 50)),
      baseline: ms(percentile(sql, 50)),
      ratio: `${(percentile(broad, 50) / percentile(sql, 50)).toFixed(3)}x`,
      note: "open index, sync + search, k=10; baseline: same queries ranked in SQLite (bm25 per row); goal <= 5 ms",
    },
    {
      name: `memory: memory_search p95, ${FACTS} facts, broad`,
      value: ms(percentile(broad, 95)),
      baseline: ms(percentile(sql, 95)),
      ratio: `${(percentile(broad, 95) / percentile(sql, 95)).toFixed(3)}x`,
    },
    {
      name: `memory: memory_search p50, ${FACTS} facts, selective`,
      value: ms(percentile(selective, 50)),
      baseline: "-",
      ratio: "-",
      note: "<= 200 matches: ranked in SQLite, no postings needed",
    },
    {
      name: "memory: first broad search of a session",
      value: ms(firstBroad),
      baseline: "-",
      ratio: "-",
      note: "builds the in-memory postings from index.db once",
    },
  ];
}

/** Sync costs: nothing changed, one fact rewritten (atomic: the directory changes), a hand edit in place. */
async function syncRows(layout: MemoryLayout, rebuild: number): Promise<BenchRow[]> {
  let now = Date.now();
  const index = await MemoryIndex.open(layout, { now: () => now, restatMs: 2_000 });
  try {
    await index.sync();
    const quiet = await timings(50, () => index.sync());
    now += 2_500;
    const [restat = Number.NaN] = await timings(1, () => index.sync());
    await writeFact(layout, {
      slug: "fact-17",
      type: "project",
      ts: "2026-02-01T00:00:00.000Z",
      content: "Changed through the store.",
    });
    const [rewrite = Number.NaN] = await timings(1, async () => {
      const stats = await index.sync();
      if (stats.updated !== 1) throw new Error(`expected 1 updated fact, got ${JSON.stringify(stats)}`);
      await index.save();
    });
    const path = join(layout.facts, "fact-18.md");
    writeFileSync(
      path,
      formatFact({ slug: "fact-18", type: "project", ts: "2026-02-01T00:00:00.000Z", content: "By hand." }),
    );
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    now += 2_500;
    const [handEdit = Number.NaN] = await timings(1, async () => {
      if ((await index.sync()).updated !== 1) throw new Error("the hand edit was not re-indexed");
      await index.save();
    });
    return [
      {
        name: "memory: sync, nothing changed",
        value: ms(percentile(quiet, 50)),
        baseline: ms(restat),
        ratio: `${(percentile(quiet, 50) / restat).toFixed(3)}x`,
        note: "directory mtimes only; baseline: re-stat of every file (at most every 2 s)",
      },
      {
        name: "memory: re-index after one fact rewritten",
        value: ms(rewrite),
        baseline: ms(rebuild),
        ratio: `${(rewrite / rebuild).toFixed(3)}x`,
        note: "via the store (directory changed): re-stat all, read 1, save index.db",
      },
      {
        name: "memory: re-index after a hand edit in place",
        value: ms(handEdit),
        baseline: ms(rebuild),
        ratio: `${(handEdit / rebuild).toFixed(3)}x`,
        note: "picked up by the 2 s re-stat; read 1, save",
      },
    ];
  } finally {
    index.close();
  }
}

/**
 * Memory index over 10,000 facts: full rebuild; memory_search as a session
 * runs it (open index, sync + search) for broad and selective queries against
 * the same queries ranked inside SQLite; syncs after no change, a rewrite and
 * a hand edit. The load average is in the first row's note.
 */
export async function memoryBenchmark(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "alfred-bench-memory-"));
  const load = loadavg()[0]?.toFixed(1) ?? "?";
  try {
    writeFacts(dir);
    const layout = memoryLayout(dir);
    const [rebuild = Number.NaN] = await timings(1, async () => {
      const index = await MemoryIndex.open(layout);
      await index.sync();
      await index.save();
      index.close();
    });
    const pool = new MemoryIndexPool();
    let searchSql: number[] = [];
    let broad: number[] = [];
    let selective: number[] = [];
    let firstBroad = Number.NaN;
    try {
      const query = (run: number, from: readonly string[]): string => from[run % from.length] ?? "deploy";
      selective = await timings(100, (run) =>
        pool.use(layout, (index) => index.search(query(run, SELECTIVE), 10)),
      );
      searchSql = await timings(40, (run) =>
        pool.use(layout, (index) => index.search(query(run, BROAD), 10, "sql")),
      );
      [firstBroad = Number.NaN] = await timings(1, () =>
        pool.use(layout, (index) => index.search("deploy", 10)),
      );
      broad = await timings(
        200,
        (run) => pool.use(layout, (index) => index.search(query(run, BROAD), 10)),
        20,
      );
    } finally {
      await pool.close();
    }
    return [
      {
        name: `memory: full index rebuild, ${FACTS} facts`,
        value: ms(rebuild),
        baseline: "-",
        ratio: "-",
        note: `sql.js FTS4, incl. save; load average ${load} at start`,
      },
      ...searchRows(broad, searchSql, selective, firstBroad),
      ...(await syncRows(layout, rebuild)),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
