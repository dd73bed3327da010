import { execFileSync } from "node:child_process";
import { rm, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeFiles } from "../../test/fakes/file-tools-context.js";
import { formatFact } from "./fact-file.js";
import { MemoryIndex, withMemoryIndex } from "./fts-index.js";
import { memoryLayout } from "./layout.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

function factText(content: string, type: "user" | "project" = "project"): string {
  return formatFact({ slug: "x", type, ts: "2026-01-01T00:00:00.000Z", content });
}

/** 200 facts that share the query's common words but not its rare one. */
function distractors(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 200; i++)
    files[`.alfred/memory/facts/note-${i}.md`] = factText(
      `The build uses npm scripts; test runner ${i} is vitest.`,
    );
  return files;
}

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

describe("MemoryIndex over the files", () => {
  it("finds the one relevant fact among 200 distractors, first", async () => {
    tree = await tempTree({
      ...distractors(),
      ".alfred/memory/facts/package-manager.md": factText(
        "Install dependencies with pnpm, never npm.",
        "user",
      ),
    });
    const hits = await withMemoryIndex(memoryLayout(tree.dir), (index) =>
      index.search("which package manager, pnpm or npm?", 5),
    );
    expect(hits[0]).toMatchObject({ slug: "package-manager", type: "user", kind: "fact" });
    expect(hits[0]?.snippet).toContain("pnpm");
    expect(hits[0]?.path).toBe(".alfred/memory/facts/package-manager.md");
  });

  it("re-indexes a hand-edited fact, drops a deleted one, and only touches what changed", async () => {
    tree = await tempTree({
      ".alfred/memory/facts/db.md": factText("The database is Postgres 15."),
      ".alfred/memory/facts/ci.md": factText("CI runs on GitHub Actions."),
    });
    const layout = memoryLayout(tree.dir);
    expect(
      await withMemoryIndex(layout, (index) => index.search("postgres", 5).map((hit) => hit.slug)),
    ).toEqual(["db"]);
    const path = join(layout.facts, "db.md");
    await writeFile(path, factText("The database moved to SQLite."));
    await utimes(path, new Date(), new Date(Date.now() + 5_000));
    await rm(join(layout.facts, "ci.md"));
    const index = await MemoryIndex.open(layout);
    try {
      expect(await index.sync()).toEqual({ added: 0, updated: 1, removed: 1, unchanged: 0 });
      expect(index.search("postgres", 5)).toEqual([]);
      expect(index.search("sqlite", 5).map((hit) => hit.slug)).toEqual(["db"]);
      expect(index.search("github actions", 5)).toEqual([]);
      await index.save();
    } finally {
      index.close();
    }
    const again = await MemoryIndex.open(layout);
    try {
      expect(await again.sync()).toEqual({ added: 0, updated: 0, removed: 0, unchanged: 1 });
    } finally {
      again.close();
    }
  });

  it("is a cache: a deleted or corrupt index.db is rebuilt from the files", async () => {
    tree = await tempTree({ ".alfred/memory/facts/db.md": factText("The database is Postgres 15.") });
    const layout = memoryLayout(tree.dir);
    await withMemoryIndex(layout, () => undefined);
    await rm(layout.database);
    expect(await withMemoryIndex(layout, (index) => index.search("postgres", 1).length)).toBe(1);
    await writeFile(layout.database, "not a database at all");
    expect(await withMemoryIndex(layout, (index) => index.search("postgres", 1).length)).toBe(1);
  });

  it("writes a normal SQLite file that another SQLite (Python's sqlite3) reads", async () => {
    tree = await tempTree({ ".alfred/memory/facts/db.md": factText("The database is Postgres 15.") });
    const layout = memoryLayout(tree.dir);
    await withMemoryIndex(layout, () => undefined);
    const script =
      "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(c.execute(\"select d.slug from docs_fts f join docs d on d.id=f.docid where docs_fts match 'postgres'\").fetchall())";
    expect(execFileSync("python3", ["-c", script, layout.database], { encoding: "utf8" }).trim()).toBe(
      "[('db',)]",
    );
  });

  it("covers episodes and run transcripts, and skips an invalid fact without failing", async () => {
    tree = await tempTree({
      ".alfred/memory/episodes/f1.json": JSON.stringify({
        id: "f1",
        goal: "Add OAuth login",
        approach: "passport strategy",
        worked: [],
        failed: ["token refresh"],
        ts: 1,
      }),
      ".alfred/workflows/run-1/journal.jsonl": `${JSON.stringify({ key: "k", ts: 1, kind: "agent", input: { prompt: "Implement the kestrel parser" }, output: { finalText: "done" } })}\n{"torn`,
      ".alfred/memory/facts/broken.md": "no frontmatter here, kestrel",
    });
    const hits = await withMemoryIndex(memoryLayout(tree.dir), (index) => [
      index.search("oauth refresh", 5),
      index.search("kestrel", 5),
    ]);
    expect(hits[0]?.map((hit) => [hit.slug, hit.kind])).toEqual([["f1", "episode"]]);
    expect(hits[1]?.map((hit) => [hit.slug, hit.kind])).toEqual([["run-1", "transcript"]]);
  });

  it("treats any query text as words (no FTS syntax errors)", async () => {
    tree = await tempTree({ ".alfred/memory/facts/a.md": factText("quotes and stars") });
    await writeFiles(tree.dir, {});
    const results = await withMemoryIndex(memoryLayout(tree.dir), (index) => [
      index.search('"unbalanced AND (stars* NEAR/2', 5).length,
      index.search("  --- ", 5).length,
    ]);
    expect(results).toEqual([1, 0]);
  });
});
