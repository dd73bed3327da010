import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatFact } from "../src/memory/fact-file.js";
import { MemoryIndex } from "../src/memory/fts-index.js";
import { memoryLayout } from "../src/memory/layout.js";
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

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
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
}

/** Memory index: full rebuild of 10,000 facts, search p50/p95, incremental re-index after one change. */
export async function memoryBenchmark(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "alfred-bench-memory-"));
  try {
    writeFacts(dir);
    const layout = memoryLayout(dir);
    let started = performance.now();
    const index = await MemoryIndex.open(layout);
    await index.sync();
    await index.save();
    const rebuild = performance.now() - started;
    const times: number[] = [];
    const queries = [
      "deploy retry",
      "marker42",
      "schema parser router",
      "token cache",
      "worker queue index lint",
    ];
    for (let run = 0; run < 200; run++) {
      const query = queries[run % queries.length] ?? "deploy";
      started = performance.now();
      index.search(query, 10);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const path = join(layout.facts, "fact-17.md");
    writeFileSync(
      path,
      formatFact({
        slug: "fact-17",
        type: "project",
        ts: "2026-02-01T00:00:00.000Z",
        content: "Changed by hand.",
      }),
    );
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    started = performance.now();
    const stats = await index.sync();
    await index.save();
    const incremental = performance.now() - started;
    index.close();
    return [
      {
        name: `memory: full index rebuild, ${FACTS} facts`,
        value: ms(rebuild),
        baseline: "-",
        ratio: "-",
        note: "sql.js FTS4, incl. save",
      },
      {
        name: `memory: search p50, ${FACTS} facts`,
        value: ms(percentile(times, 50)),
        baseline: "5 ms target",
        ratio: `${(percentile(times, 50) / 5).toFixed(2)}x`,
        note: "BM25 over matchinfo, k=10",
      },
      {
        name: `memory: search p95, ${FACTS} facts`,
        value: ms(percentile(times, 95)),
        baseline: "-",
        ratio: "-",
      },
      {
        name: "memory: re-index after one fact changed",
        value: ms(incremental),
        baseline: ms(rebuild),
        ratio: `${(incremental / rebuild).toFixed(2)}x`,
        note: `${stats.updated} updated, stat of all + save`,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
