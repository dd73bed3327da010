import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { wordsOf } from "./bm25.js";
import { formatFact } from "./fact-file.js";
import { MemoryIndex } from "./fts-index.js";
import { memoryLayout } from "./layout.js";
import { Bm25Ranker } from "./ranker.js";
import { writeFact } from "./store.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

const VOCABULARY = [
  "build", "cache", "deploy", "lint", "schema", "retry", "token", "parser", "router", "worker",
  "café", "naïve", "Über", "数据库", "한국어", "pnpm", "npm", "the", "a", "of",
]; // prettier-ignore

/** A deterministic corpus: facts with words drawn from the vocabulary (title words too), an episode, a transcript. */
function corpus(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 120; i++) {
    const words = Array.from(
      { length: 3 + (i % 9) },
      (_, j) => VOCABULARY[(i * 7 + j * 13) % VOCABULARY.length],
    );
    const slug = `${VOCABULARY[i % 10] ?? "x"}-note-${i}`;
    files[`.alfred/memory/facts/${slug}.md`] = formatFact({
      slug,
      type: "project",
      ts: `2026-01-${String(1 + (i % 28)).padStart(2, "0")}T00:00:00.000Z`,
      content: `${words.join(" ")} ${i % 3 === 0 ? words.join(", ") : ""}`,
      ...(i % 5 === 0 ? { scope: `src/${VOCABULARY[i % 7] ?? "x"}.ts` } : {}),
    });
  }
  files[".alfred/memory/episodes/f1.json"] = JSON.stringify({ goal: "deploy the router", approach: "retry" });
  files[".alfred/workflows/r1/journal.jsonl"] =
    `${JSON.stringify({ input: { prompt: "fix the cache token parser" } })}\n`;
  return files;
}

const QUERIES = [
  "deploy retry",
  "the cache of a router",
  "Cafe naive uber",
  "数据库",
  "한국어 pnpm",
  "build lint schema token parser worker npm",
  "nothing-matches-this",
];

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

const ranked = (index: MemoryIndex, query: string, ranking: "sql" | "postings"): string[] =>
  index.search(query, 10, ranking).map((hit) => `${hit.slug}:${hit.score}`);

describe("the in-memory postings rank exactly as FTS4's matchinfo BM25 does", () => {
  it("same documents, same scores, same order, before and after facts change", async () => {
    tree = await tempTree(corpus());
    const layout = memoryLayout(tree.dir);
    const index = await MemoryIndex.open(layout);
    try {
      await index.sync();
      for (const query of QUERIES)
        expect(ranked(index, query, "postings"), query).toEqual(ranked(index, query, "sql"));
      expect(ranked(index, "deploy retry", "sql").length).toBe(10);

      // Incremental changes reach the postings built above: one fact rewritten, one deleted, one added.
      await writeFact(layout, {
        slug: "build-note-0",
        type: "user",
        ts: "2026-03-01T00:00:00.000Z",
        content: "deploy zanzibar café",
      });
      await rm(join(layout.facts, "cache-note-1.md"));
      await writeFact(layout, {
        slug: "fresh",
        type: "project",
        ts: "2026-03-02T00:00:00.000Z",
        content: "retry router",
      });
      expect(await index.sync()).toMatchObject({ added: 1, removed: 1 });
      for (const query of QUERIES)
        expect(ranked(index, query, "postings"), query).toEqual(ranked(index, query, "sql"));
      expect(index.search("zanzibar", 1, "postings")[0]?.slug).toBe("build-note-0");
    } finally {
      index.close();
    }
  });
});

describe("Bm25Ranker", () => {
  it("removes a document from every term it held, and ranks ties newest first", () => {
    const ranker = new Bm25Ranker([3, 1]);
    ranker.add({ id: 1, ts: "2026-01-01", key: "a", title: "", body: "alpha beta" });
    ranker.add({ id: 2, ts: "2026-02-01", key: "b", title: "", body: "alpha beta" });
    ranker.add({ id: 3, ts: "2026-01-01", key: "c", title: "gamma", body: "beta" });
    expect(ranker.top(["alpha"], 5).map((hit) => hit.id)).toEqual([2, 1]);
    ranker.remove(2);
    expect(ranker.size).toBe(2);
    expect(ranker.top(["alpha"], 5).map((hit) => hit.id)).toEqual([1]);
    expect(ranker.top(["beta", "gamma"], 1).map((hit) => hit.id)).toEqual([3]);
    ranker.add({ id: 1, ts: "2026-01-01", key: "a", title: "", body: "delta" });
    expect(ranker.top(["alpha"], 5)).toEqual([]);
    expect(ranker.top(["delta"], 5).map((hit) => hit.id)).toEqual([1]);
  });

  it("splits words as unicode61 does: case and Latin diacritics folded, punctuation splits", () => {
    expect(wordsOf("Café-NAÏVE über_x 数据库 e\u0301t\u00e9")).toEqual([
      "cafe",
      "naive",
      "uber",
      "x",
      "数据库",
      "ete",
    ]);
  });
});
