import { afterEach, describe, expect, it } from "vitest";
import { namedPaths, prefetchFacts } from "./core-context.js";
import { formatFact } from "./fact-file.js";
import { withMemoryIndex } from "./fts-index.js";
import { memoryLayout } from "./layout.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

function fact(slug: string, content: string, scope?: string): Record<string, string> {
  return {
    [`.alfred/memory/facts/${slug}.md`]: formatFact({
      slug,
      type: "project",
      ts: "2026-01-01T00:00:00.000Z",
      content,
      ...(scope === undefined ? {} : { scope }),
    }),
  };
}

/** 100 facts full of the words every description is made of. */
function chatter(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 100; i++)
    Object.assign(
      files,
      fact(`chatter-${i}`, `The team said that it should be done in a way that is good ${i}.`),
    );
  return files;
}

describe("prefetchFacts: the facts that bear on a feature, for its first message", () => {
  it("finds the facts about the feature's subject and files, not those sharing only common words", async () => {
    tree = await tempTree({
      ...chatter(),
      ...fact("ellipsis-char", "Truncated text ends with the single character … (U+2026), never three dots."),
      ...fact("text-module", "Helpers in this file are pure and exported by name.", "src/text.js"),
      ...fact("episode-only", "unrelated"),
      ".alfred/memory/episodes/e1.json": JSON.stringify({ goal: "truncate helper", approach: "ellipsis" }),
    });
    const lines = await withMemoryIndex(memoryLayout(tree.dir), (index) =>
      prefetchFacts(index, {
        description:
          "Add a truncate(text, max) helper to src/text.js that should cut the text and add an ellipsis",
      }),
    );
    expect(lines.map((line) => /^- ([a-z0-9-]+) /.exec(line)?.[1]).sort()).toEqual([
      "ellipsis-char",
      "text-module",
    ]);
    expect(lines.join("\n")).toContain(".alfred/memory/facts/ellipsis-char.md");
  });

  it("stays within its budget of facts and characters, and is empty when nothing matches", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 20; i++)
      Object.assign(files, fact(`cache-${i}`, `The cache layer ${i} keeps entries for ten minutes.`));
    tree = await tempTree(files);
    const layout = memoryLayout(tree.dir);
    const counted = await withMemoryIndex(layout, (index) => [
      prefetchFacts(index, { description: "cache entries" }).length,
      prefetchFacts(index, { description: "cache entries" }, { k: 2 }).length,
      prefetchFacts(index, { description: "cache entries" }, { chars: 150 }).join("\n").length <= 150,
      prefetchFacts(index, { description: "zebra migration" }).length,
    ]);
    expect(counted).toEqual([5, 2, true, 0]);
  });

  it("namedPaths picks the workspace paths a description names", () => {
    expect(
      namedPaths(
        "Edit src/text.js and docs/guide.md (see README.md), not https://example.com/a.js or /etc/passwd",
      ),
    ).toEqual(["src/text.js", "docs/guide.md", "README.md"]);
  });
});
