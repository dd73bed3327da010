import { readFile, rm, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeFiles } from "../../../test/fakes/file-tools-context.js";
import { LANGUAGE_FIXTURES } from "../../../test/fixtures/repomap/languages.js";
import { RENDER_CACHE_FILE } from "./render-cache.js";
import { renderMap } from "../repo-map.js";
import { CACHE_FILE } from "../tags/tag-cache.js";
import { tempTree, type TempTreeDir } from "../../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

const FILES = LANGUAGE_FIXTURES[0]?.files ?? {};

describe("the render cache", () => {
  it("answers an unchanged workspace without reading tags or ranking", async () => {
    tree = await tempTree(FILES);
    const first = await renderMap({ workingDir: tree.dir, tokens: 512 });
    expect(first.text).toContain("src/core.ts:");
    // Without the tag cache a build would parse every file again and write it back.
    await rm(join(tree.dir, CACHE_FILE));
    expect(await renderMap({ workingDir: tree.dir, tokens: 512 })).toEqual(first);
    await expect(readFile(join(tree.dir, CACHE_FILE))).rejects.toThrow(/ENOENT/);
  });

  it("misses when a file changes, and the map shows the change", async () => {
    tree = await tempTree(FILES);
    const first = await renderMap({ workingDir: tree.dir });
    await writeFiles(tree.dir, {
      "src/core.ts": "export function renamedEverything(): number { return 1; }\n",
    });
    const later = new Date(Date.now() + 5_000);
    await utimes(join(tree.dir, "src/core.ts"), later, later);
    const second = await renderMap({ workingDir: tree.dir });
    expect(second.text).not.toEqual(first.text);
    expect(second.text).toContain("renamedEverything");
  });

  it("keeps one entry per budget and focus, and survives a corrupt file", async () => {
    tree = await tempTree(FILES);
    const small = await renderMap({ workingDir: tree.dir, tokens: 64 });
    const large = await renderMap({ workingDir: tree.dir, tokens: 2048 });
    const focused = await renderMap({ workingDir: tree.dir, tokens: 2048, focus: ["src/lonely.ts"] });
    expect(small.tokens).toBeLessThanOrEqual(64);
    expect(large.text).not.toEqual(small.text);
    expect(focused.text.split("\n")[0]).toBe("src/lonely.ts:");
    const stored = JSON.parse(await readFile(join(tree.dir, RENDER_CACHE_FILE), "utf8")) as {
      entries: unknown[];
    };
    expect(stored.entries).toHaveLength(3);
    await writeFile(join(tree.dir, RENDER_CACHE_FILE), "{not json");
    expect(await renderMap({ workingDir: tree.dir, tokens: 64 })).toEqual(small);
  });
});
