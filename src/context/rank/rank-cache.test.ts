import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeFiles } from "../../../test/fakes/file-tools-context.js";
import { LANGUAGE_FIXTURES } from "../../../test/fixtures/repomap/languages.js";
import { RANK_CACHE_FILE } from "./rank-cache.js";
import { buildRepoMap, renderMap } from "../repo-map.js";
import { CACHE_FILE } from "../tags/tag-cache.js";
import { tempTree, type TempTreeDir } from "../../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

const FILES = LANGUAGE_FIXTURES[0]?.files ?? {};
const CORE = FILES["src/core.ts"] ?? "";

async function coldFiles(dir: string): Promise<unknown> {
  return (await buildRepoMap({ workingDir: dir, cache: false })).files;
}

describe("the rank cache", () => {
  it("reuses the ranking when an edit moves lines but changes no name, with the new lines", async () => {
    tree = await tempTree(FILES);
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
    tree = await tempTree(FILES);
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
    tree = await tempTree(FILES);
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
    tree = await tempTree(FILES);
    await buildRepoMap({ workingDir: tree.dir });
    // Every stored ranking cut short: the right key, scores that do not fit.
    const stored = (await readFile(join(tree.dir, RANK_CACHE_FILE), "utf8")).split("\n");
    const cut = stored.map((line, index) => (index > 0 && line.length > 0 ? line.slice(0, -12) : line));
    await writeFile(join(tree.dir, RANK_CACHE_FILE), cut.join("\n"));
    const fromCorrupt = await buildRepoMap({ workingDir: tree.dir });
    expect(fromCorrupt).toMatchObject({ parsed: 0, rankCached: false });
    expect(fromCorrupt.files).toEqual(await coldFiles(tree.dir));
    // The ids of src/a.ts stop being base64, and the ranking must run (a file changed).
    const lines = (await readFile(join(tree.dir, CACHE_FILE), "utf8")).split("\n");
    const broken = lines.map((line) =>
      line.startsWith('"src/a.ts"') ? line.replace(/\t[^\t]*$/, "\t!!!!") : line,
    );
    await writeFile(join(tree.dir, CACHE_FILE), broken.join("\n"));
    await writeFiles(tree.dir, { "src/b.ts": `${FILES["src/b.ts"] ?? ""}\nexport const another = 1;\n` });
    const reparsed = await buildRepoMap({ workingDir: tree.dir });
    expect(reparsed).toMatchObject({ parsed: 2, rankCached: false });
    expect(reparsed.files).toEqual(await coldFiles(tree.dir));
  });
});

async function cacheLines(dir: string): Promise<string[]> {
  return (await readFile(join(dir, CACHE_FILE), "utf8")).split("\n");
}

describe("the tag cache's name table", () => {
  it("keeps the ids of unchanged lines valid as the table grows, and parses again a line whose ids the table lacks", async () => {
    tree = await tempTree(FILES);
    await buildRepoMap({ workingDir: tree.dir });
    await writeFiles(tree.dir, {
      "src/core.ts": `${CORE}\nexport function addedLater(): number { return 1; }\n`,
    });
    expect(await buildRepoMap({ workingDir: tree.dir })).toMatchObject({ parsed: 1 });
    const lines = await cacheLines(tree.dir);
    const names: unknown = JSON.parse(lines[1] ?? "");
    expect(names).toEqual(expect.arrayContaining(["addedLater", "loadConfiguration", "ConfigStore"]));
    // The table cut back to what it held before the edit: core's new name points past it.
    const table = names as string[];
    expect(table[table.length - 1]).toBe("addedLater");
    const stale = [lines[0], JSON.stringify(table.slice(0, -1)), ...lines.slice(2)];
    await writeFile(join(tree.dir, CACHE_FILE), stale.join("\n"));
    const reread = await buildRepoMap({ workingDir: tree.dir, focus: ["src/a.ts"] });
    expect(reread).toMatchObject({ parsed: 1, rankCached: false });
    expect(reread.files).toEqual(
      (await buildRepoMap({ workingDir: tree.dir, focus: ["src/a.ts"], cache: false })).files,
    );
  });

  it("compacts a table grown past twice its size when last compacted; ids renumbered, rankings kept", async () => {
    tree = await tempTree(FILES);
    await buildRepoMap({ workingDir: tree.dir });
    const lines = await cacheLines(tree.dir);
    const live = JSON.parse(lines[1] ?? "") as string[];
    // A table started afresh holds only names in use: recorded as compact, its size the base.
    expect(lines[0]).toBe(`alfred repomap tags 5\t${live.length}`);
    // Names no file uses any more, as renames leave behind, past the slack of 4,096.
    const grown = [...live, ...Array.from({ length: 5000 }, (_, index) => `gone${index}`)];
    await writeFile(
      join(tree.dir, CACHE_FILE),
      [lines[0], JSON.stringify(grown), ...lines.slice(2)].join("\n"),
    );
    await writeFiles(tree.dir, { "src/b.ts": `${FILES["src/b.ts"] ?? ""}\n// moved\n` });
    expect(await buildRepoMap({ workingDir: tree.dir })).toMatchObject({ parsed: 1, rankCached: true });
    const compacted = await cacheLines(tree.dir);
    const table = JSON.parse(compacted[1] ?? "") as string[];
    expect(table.some((name) => name.startsWith("gone"))).toBe(false);
    expect(compacted[0]).toBe(`alfred repomap tags 5\t${table.length}`);
    // Read back with the new ids: nothing parsed, the same ranking, and equal to a cold map after an edit.
    expect(await buildRepoMap({ workingDir: tree.dir })).toMatchObject({ parsed: 0, rankCached: true });
    await writeFiles(tree.dir, { "src/core.ts": CORE.replace("class ConfigStore", "class StoreOfConfig") });
    const renamed = await buildRepoMap({ workingDir: tree.dir });
    expect(renamed).toMatchObject({ parsed: 1, rankCached: false });
    expect(renamed.files).toEqual(await coldFiles(tree.dir));
  });
});
