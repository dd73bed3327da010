import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { coreMemory } from "./core-context.js";
import { formatFact } from "./fact-file.js";
import { collectGarbage } from "./gc.js";
import { memoryLayout } from "./layout.js";
import { listFacts, regenerateMemoryIndex } from "./store.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

function fact(
  slug: string,
  extra: { scope?: string; ttl?: string } = {},
  ts = "2026-01-01T00:00:00.000Z",
): string {
  return formatFact({ slug, type: "project", ts, content: `About ${slug}.`, ...extra });
}

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

describe("collectGarbage", () => {
  it("archives expired facts and facts whose scope is gone, keeps the rest, and is idempotent", async () => {
    tree = await tempTree({
      "src/live.ts": "",
      ".alfred/memory/facts/expired.md": fact("expired", { ttl: "2026-02-01" }),
      ".alfred/memory/facts/current.md": fact("current", { ttl: "2026-12-31", scope: "src/live.ts" }),
      ".alfred/memory/facts/gone.md": fact("gone", { scope: "src/deleted.ts" }),
      ".alfred/memory/facts/outside.md": fact("outside", { scope: "../../etc" }),
      ".alfred/memory/facts/plain.md": fact("plain"),
    });
    const layout = memoryLayout(tree.dir);
    const now = new Date("2026-06-01T00:00:00Z");
    const report = await collectGarbage(layout, tree.dir, now);
    expect(report.archived.map((item) => [item.slug, item.reason]).sort()).toEqual([
      ["expired", "expired"],
      ["gone", "scope_missing"],
      ["outside", "scope_missing"],
    ]);
    expect((await listFacts(layout)).facts.map((item) => item.slug).sort()).toEqual(["current", "plain"]);
    expect(await readFile(join(layout.archive, "expired.md"), "utf8")).toContain("About expired.");
    expect((await collectGarbage(layout, tree.dir, now)).archived).toEqual([]);
  });
});

describe("coreMemory", () => {
  it("keeps USER.md and the newest index lines within the budget; the rest goes to archive/", async () => {
    const files: Record<string, string> = { ".alfred/memory/USER.md": "Prefers small commits." };
    for (let i = 0; i < 300; i++)
      files[`.alfred/memory/facts/fact-${String(i).padStart(3, "0")}.md`] = fact(
        `fact-${i}`,
        {},
        `2026-01-01T00:00:${String(i % 60).padStart(2, "0")}.${String(i).padStart(3, "0")}Z`,
      );
    tree = await tempTree(files);
    const layout = memoryLayout(tree.dir);
    await regenerateMemoryIndex(layout);
    const core = await coreMemory(layout, 1_500);
    expect(core.text.length / 4).toBeLessThanOrEqual(1_500);
    expect(core.text).toContain("Prefers small commits.");
    expect(core.text).toContain("fact-299"); // the newest
    expect(core.text).not.toContain("fact-000"); // the oldest
    expect(core.overflow).toBeGreaterThan(0);
    const overflow = await readFile(join(layout.archive, "MEMORY-overflow.md"), "utf8");
    expect(overflow).toContain("fact-000");
    expect(overflow.split("\n").filter((line) => line.startsWith("- ")).length).toBe(core.overflow);
  });
});
