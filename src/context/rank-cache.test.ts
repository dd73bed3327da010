import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeTree, writeFiles } from "../../test/fakes/file-tools-context.js";
import type { TempTree } from "../../test/fakes/file-tools-context.js";
import { LANGUAGE_FIXTURES } from "../../test/fixtures/repomap/languages.js";
import { RANK_CACHE_FILE } from "./rank-cache.js";
import { buildRepoMap, renderMap } from "./repo-map.js";
import { CACHE_FILE } from "./tag-cache.js";

let tree: TempTree | undefined;
afterEach(async () => {
  await tree?.remove();
  tree = undefined;
});

const FILES = LANGUAGE_FIXTURES[0]?.files ?? {};
const CORE = FILES["src/core.ts"] ?? "";

async function coldFiles(dir: string): Promise<unknown> {
  return (await buildRepoMap({ workingDir: dir, cache: false })).files;
}

describe("the rank cache", () => {
  it("reuses the ranking when an edit moves lines but changes no name, with the new lines", async () => {
    tree = await makeTree(FILES);
    expect(await buildRepoMap({ workingDir: tree.dir })).toMatchObject({ parsed: 4, rankCached: false });
    await writeFiles(tree.dir, { "src/core.ts": `// moved down\n\n${CORE}` });
    const warm = await buildRepoMap({ workingDir: tree.dir });
    expect(warm).toMatchObject({ parsed: 1, rankCached: true });
    expect(warm.files).toEqual(await coldFiles(tree.dir));
    const core = warm.files.find((file) => file.path === "src/core.ts");
    expect(core?.symbols.find((symbol) => symbol.name === "loadConfiguration")?.line).toBe(6);
    const rendered = await renderMap({ workingDir: tree.dir, tokens: 2048 });
    expect(rendered.text).toContain("6│export function loadConfiguration");
    expect(rendered).toEqual(await renderMap({ workingDir: tree.dir, tokens: 2048, cache: false }));
  });

  it("ranks again when an edit adds a reference or renames a definition: the map equals a cold one", async () => {
    tree = await makeTree(FILES);
    const first = await buildRepoMap({ workingDir: tree.dir });
    await writeFiles(tree.dir, {
      "src/lonely.ts": [
        'import { ConfigStore } from "./core";',
        "export function neverCalledAnywhere(): number {",
        "  return new ConfigStore() ? 1 : 0;",
        "}",
      ].join("\n"),
    });
    const referenced = await buildRepoMap({ workingDir: tree.dir });
    expect(referenced).toMatchObject({ parsed: 1, rankCached: false });
    expect(referenced.files).toEqual(await coldFiles(tree.dir));
    expect(referenced.files).not.toEqual(first.files);
    await writeFiles(tree.dir, { "src/core.ts": CORE.replace("class ConfigStore", "class StoreOfConfig") });
    const renamed = await buildRepoMap({ workingDir: tree.dir });
    expect(renamed).toMatchObject({ parsed: 1, rankCached: false });
    expect(renamed.files).toEqual(await coldFiles(tree.dir));
  });

  it("keys on the focus: a focused ranking is its own entry", async () => {
    tree = await makeTree(FILES);
    const plain = await buildRepoMap({ workingDir: tree.dir });
    const focused = await buildRepoMap({ workingDir: tree.dir, focus: ["src/lonely.ts"] });
    expect(focused.rankCached).toBe(false);
    expect(focused.files[0]?.path).toBe("src/lonely.ts");
    expect(await buildRepoMap({ workingDir: tree.dir, focus: ["src/lonely.ts"] })).toEqual({
      ...focused,
      rankCached: true,
    });
    expect(await buildRepoMap({ workingDir: tree.dir })).toEqual({
      ...plain,
      parsed: 0,
      cached: 4,
      rankCached: true,
    });
  });

  it("ranks afresh from an unreadable rank cache, and parses again a file whose cached line is unreadable", async () => {
    tree = await makeTree(FILES);
    await buildRepoMap({ workingDir: tree.dir });
    // Every stored ranking cut short: the right key, scores that do not fit.
    const stored = (await readFile(join(tree.dir, RANK_CACHE_FILE), "utf8")).split("\n");
    const cut = stored.map((line, index) => (index > 0 && line.length > 0 ? line.slice(0, -12) : line));
    await writeFile(join(tree.dir, RANK_CACHE_FILE), cut.join("\n"));
    const fromCorrupt = await buildRepoMap({ workingDir: tree.dir });
    expect(fromCorrupt).toMatchObject({ parsed: 0, rankCached: false });
    expect(fromCorrupt.files).toEqual(await coldFiles(tree.dir));
    // The references of src/a.ts stop being JSON, and the ranking must run (a file changed).
    const lines = (await readFile(join(tree.dir, CACHE_FILE), "utf8")).split("\n");
    const broken = lines.map((line) => (line.startsWith('"src/a.ts"') ? `${line.slice(0, -1)}` : line));
    await writeFile(join(tree.dir, CACHE_FILE), broken.join("\n"));
    await writeFiles(tree.dir, { "src/b.ts": `${FILES["src/b.ts"] ?? ""}\nexport const another = 1;\n` });
    const reparsed = await buildRepoMap({ workingDir: tree.dir });
    expect(reparsed).toMatchObject({ parsed: 2, rankCached: false });
    expect(reparsed.files).toEqual(await coldFiles(tree.dir));
  });
});
