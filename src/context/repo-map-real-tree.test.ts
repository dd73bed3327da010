/**
 * The repo map on a real third-party tree: the TypeScript sources of the
 * `openai` package (~300 files), copied out of node_modules so the cache
 * writes land in a temporary directory.
 */
import { cp, readFile, utimes, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { importCounts } from "../../test/fakes/import-counts.js";
import { buildRepoMap, renderBuiltMap, renderMap, type RepoMap } from "./repo-map.js";
import { listSourceFiles } from "./tags/source-files.js";
import { languageOf } from "./tags/languages.js";
import { tagFiles } from "./tags/tag-files.js";
import { tempDir } from "../../test/support/temp-dir.js";

let dir = "";
let map: RepoMap;

beforeAll(async () => {
  // The package's exports hide package.json; its main entry sits at the package root.
  const pkg = dirname(createRequire(import.meta.url).resolve("openai"));
  dir = tempDir("alfred-repomap-");
  await cp(join(pkg, "src"), join(dir, "src"), { recursive: true });
  map = await buildRepoMap({ workingDir: dir });
}, 120_000);

function position(ranked: RepoMap, path: string): number {
  return ranked.files.findIndex((file) => file.path === path);
}

describe("repo map on the openai package's sources", () => {
  it("ranks the most imported files near the top", async () => {
    expect(map.files.length).toBeGreaterThan(250);
    const counts = await importCounts(
      dir,
      map.files.map((file) => file.path),
    );
    const mostImported = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 10);
    const top = Math.ceil(map.files.length * 0.1);
    // Aider's weighting knows names, not import paths: a short name (`path`) or one many
    // files define is discounted, so not every heavily imported file makes it. Chance would place one.
    const near = mostImported.filter(([path]) => position(map, path) < top);
    expect(
      near.length,
      JSON.stringify(mostImported.map(([path]) => [path, position(map, path)])),
    ).toBeGreaterThanOrEqual(7);
    const [first] = mostImported;
    expect(position(map, first?.[0] ?? "")).toBeLessThan(top);
  });

  it.each([256, 1024, 4096])("keeps a %i-token map within 15% under its budget", (budget) => {
    const rendered = renderBuiltMap(map, budget);
    expect(rendered.tokens).toBeLessThanOrEqual(budget);
    expect(rendered.tokens).toBeGreaterThanOrEqual(budget * 0.85);
    expect(rendered.text.split("\n").some((line) => /^\s*\d+│/.test(line))).toBe(true);
  });

  it("ranks what a focus file uses higher than without focus", async () => {
    const focusFile = "src/resources/chat/completions/completions.ts";
    const focused = await buildRepoMap({ workingDir: dir, focus: [focusFile] });
    expect(focused.parsed).toBe(0);
    expect(focused.files[0]?.path).toBe(focusFile);
    const neighbours = [
      "src/lib/ChatCompletionStream.ts",
      "src/lib/ChatCompletionRunner.ts",
      "src/lib/ChatCompletionStreamingRunner.ts",
    ];
    for (const path of neighbours) {
      expect(position(focused, path), path).toBeLessThan(position(map, path));
      expect(position(focused, path), path).toBeLessThan(20);
    }
    expect(focused.files.slice(0, 10).map((file) => file.path)).not.toEqual(
      map.files.slice(0, 10).map((file) => file.path),
    );
  });

  it("uses the cache: a second run parses nothing, a touched file is found by content, an edited one parsed alone", async () => {
    const again = await buildRepoMap({ workingDir: dir });
    expect(again).toMatchObject({ parsed: 0, cached: map.files.length, cachedByContent: 0 });
    const later = new Date(Date.now() + 5_000);
    await utimes(join(dir, "src/client.ts"), later, later);
    expect(await buildRepoMap({ workingDir: dir })).toMatchObject({
      parsed: 0,
      cached: map.files.length,
      cachedByContent: 1,
    });
    const file = join(dir, "src/client.ts");
    const text = await readFile(file, "utf8");
    await writeFile(file, text.replace(/\bexport\b/, "export "));
    expect(await buildRepoMap({ workingDir: dir })).toMatchObject({
      parsed: 1,
      cached: map.files.length - 1,
    });
    await writeFile(file, text);
  });

  it("after an edit that moves lines, and one that adds a definition, maps exactly as a cold run", async () => {
    const file = join(dir, "src/core/error.ts");
    const text = await readFile(file, "utf8");
    await writeFile(file, `// moved\n\n${text}`);
    const moved = await renderMap({ workingDir: dir, tokens: 4096 });
    expect(await buildRepoMap({ workingDir: dir })).toMatchObject({ parsed: 0, rankCached: true });
    expect(moved).toEqual(await renderMap({ workingDir: dir, tokens: 4096, cache: false }));
    await writeFile(file, `${text}\nexport function addedByTest(): unknown { return APIPromise; }\n`);
    const added = await buildRepoMap({ workingDir: dir });
    expect(added).toMatchObject({ parsed: 1, rankCached: false });
    expect(added.files).toEqual((await buildRepoMap({ workingDir: dir, cache: false })).files);
    await writeFile(file, text);
  }, 120_000);

  it("tags the same on worker threads as in this thread, and in this thread again when the workers fail", async () => {
    const listing = await listSourceFiles(dir);
    const jobs = listing.files.map((file) => ({
      abs: file.abs,
      size: file.size,
      language: languageOf(file.rel)?.id ?? "",
    }));
    const here = await tagFiles(jobs, { pool: "off" });
    expect(here.filter((tags) => tags.defs.length > 0).length).toBeGreaterThan(200);
    const errors: Error[] = [];
    const onWorkerError = (error: Error): number => errors.push(error);
    expect(await tagFiles(jobs, { pool: "on", poolSize: 2, onWorkerError })).toEqual(here);
    expect(errors).toEqual([]);
    const workerScript = join(dir, "no-such-worker");
    expect(await tagFiles(jobs, { pool: "on", poolSize: 2, workerScript, onWorkerError })).toEqual(here);
    expect(errors.length).toBeGreaterThan(0);
  }, 120_000);
});
