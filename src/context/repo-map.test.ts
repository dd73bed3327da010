import { afterEach, describe, expect, it } from "vitest";
import { writeFiles } from "../../test/fakes/file-tools-context.js";
import { LANGUAGE_FIXTURES } from "../../test/fixtures/repomap/languages.js";
import { buildRepoMap, renderBuiltMap, renderRepoMap } from "./repo-map.js";
import { CACHE_FILE } from "./tags/tag-cache.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

describe("repo map on a small tree in each language", () => {
  it.each(LANGUAGE_FIXTURES.map((fixture) => [fixture.language, fixture] as const))(
    "%s: the file the others use ranks first, with its definitions and signature lines",
    async (_language, fixture) => {
      tree = await tempTree(fixture.files);
      const map = await buildRepoMap({ workingDir: tree.dir, cache: false });
      expect(map.files.map((file) => file.path).sort()).toEqual(Object.keys(fixture.files).sort());
      expect(map.files[0]?.path).toBe(fixture.central);
      const central = map.files[0];
      for (const def of fixture.defs) {
        const found = central?.symbols.find((symbol) => symbol.name === def.name);
        expect(found, `${def.name} defined in ${fixture.central}`).toMatchObject({ kind: def.kind });
        expect(found?.signature).toContain(def.name);
      }
      const text = renderBuiltMap(map, 2000).text;
      expect(text).toContain(`${fixture.central}:`);
      const lonely = map.files.find((file) => file.path.toLowerCase().includes("lonely"));
      expect(lonely?.rank).toBeLessThan(central?.rank ?? 0);
    },
  );
});

describe("what the map reads", () => {
  it("respects .gitignore (root and nested) and skips dependency, build and hidden directories", async () => {
    tree = await tempTree({
      ".gitignore": "generated/\n*.gen.ts\n",
      "src/main.ts": "export function mainEntry() {}\n",
      "src/api.gen.ts": "export function generatedApi() {}\n",
      "generated/x.ts": "export function fromGenerated() {}\n",
      "pkg/.gitignore": "local.ts\n",
      "pkg/local.ts": "export function localOnly() {}\n",
      "pkg/kept.ts": "export function keptOne() {}\n",
      ...Object.fromEntries(
        [
          "node_modules",
          "dist",
          "build",
          "out",
          "coverage",
          "vendor",
          "target",
          ".alfred",
          ".git",
          ".hidden",
        ].map((dir) => [`${dir}/skip.ts`, "export function skipped() {}\n"]),
      ),
    });
    const map = await buildRepoMap({ workingDir: tree.dir, cache: false });
    expect(map.files.map((file) => file.path).sort()).toEqual(["pkg/kept.ts", "src/main.ts"]);
  });

  it("caps file count and size, and says so in the map", async () => {
    tree = await tempTree({
      "a.ts": "export function alpha() {}\n",
      "b.ts": "export function beta() {}\n",
      "c.ts": "export function gamma() {}\n",
      "big.ts": `export const huge = "${"x".repeat(5000)}";\n`,
    });
    const map = await buildRepoMap({
      workingDir: tree.dir,
      cache: false,
      limits: { maxFiles: 3, maxFileBytes: 1024 },
    });
    expect(map.files.map((file) => file.path).sort()).toEqual(["a.ts", "b.ts"]);
    const text = renderBuiltMap(map, 500).text;
    expect(text).toContain("1 more source files past the 3-file cap");
    expect(text).toContain("1 files over 1 KB were not read: big.ts");
  });

  it("focuses on the files a task names", async () => {
    tree = await tempTree(LANGUAGE_FIXTURES[0]?.files ?? {});
    const plain = await renderRepoMap({ workingDir: tree.dir });
    expect(plain.split("\n")[0]).toBe("src/core.ts:");
    const text = await renderRepoMap({
      workingDir: tree.dir,
      task: "Make neverCalledAnywhere in lonely.ts return 2.",
    });
    expect(text.split("\n")[0]).toBe("src/lonely.ts:");
  });

  it("renders an empty map for a tree without source files", async () => {
    tree = await tempTree({ "README.md": "# hi\n" });
    expect(await renderRepoMap({ workingDir: tree.dir })).toBe("");
  });

  it("parses only changed files on the second run, and drops deleted ones from the cache", async () => {
    tree = await tempTree(LANGUAGE_FIXTURES[0]?.files ?? {});
    const first = await buildRepoMap({ workingDir: tree.dir });
    expect(first).toMatchObject({ parsed: 4, cached: 0 });
    const second = await buildRepoMap({ workingDir: tree.dir });
    expect(second).toMatchObject({ parsed: 0, cached: 4 });
    expect(second.files).toEqual(first.files);
    await writeFiles(tree.dir, { "src/a.ts": "export function changedToSomethingElse() {}\n" });
    const third = await buildRepoMap({ workingDir: tree.dir });
    expect(third).toMatchObject({ parsed: 1, cached: 3 });
    expect(third.files.find((file) => file.path === "src/a.ts")?.symbols.map((s) => s.name)).toEqual([
      "changedToSomethingElse",
    ]);
  });

  it("survives a corrupt cache file by parsing again", async () => {
    tree = await tempTree({ ...LANGUAGE_FIXTURES[0]?.files, [CACHE_FILE]: "{not json" });
    const map = await buildRepoMap({ workingDir: tree.dir });
    expect(map.parsed).toBe(4);
    expect((await buildRepoMap({ workingDir: tree.dir })).parsed).toBe(0);
  });
});
