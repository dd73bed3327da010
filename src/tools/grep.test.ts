import { symlink } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { makeToolContext } from "../../test/fakes/file-tools-context.js";
import { createGrepTool, grepTool } from "./grep.js";
import { findRipgrep } from "./lib/search/ripgrep.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

const rgPath = await findRipgrep();
const withRg = createGrepTool({ useRipgrep: true });
const withJs = createGrepTool({ useRipgrep: false });

const manyLines = Array.from({ length: 250 }, (_, index) => `hit ${index + 1}`).join("\n");

const FILES: Record<string, string | Uint8Array> = {
  ".gitignore": "ignored/\n*.log\n",
  "README.md": "# Project\nTODO: write docs\n",
  "src/a.ts":
    "import x from 'y';\n// TODO first\nconst a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\n// todo second\nexport { a };\n",
  "src/b.tsx": "export const B = () => <div>TODO</div>;\n",
  "src/a-b.ts": "// TODO dash\n",
  "src/a/inner.ts": "// TODO inner\n",
  "src/crlf.ts": "// TODO crlf\r\nconst x = 1;\r\n",
  "src/long.ts": `const s = "${"x".repeat(400)} TODO";\n`,
  "src/.hidden.ts": "// TODO hidden\n",
  "src/pkg/.gitignore": "gen.ts\n",
  "src/pkg/gen.ts": "// TODO generated\n",
  "src/pkg/main.ts": "// TODO main\n",
  "ignored/x.ts": "// TODO ignored\n",
  "debug.log": "TODO log\n",
  "node_modules/m/index.js": "// TODO module\n",
  "dist/out.js": "// TODO dist\n",
  "bin.dat": new Uint8Array([0x54, 0x4f, 0x44, 0x4f, 0x00, 0x0a]),
  "big.txt": `TODO big\n${"y".repeat(1024 * 1024)}\n`,
  "many.txt": manyLines,
  "more/hits.txt": Array.from({ length: 1200 }, () => "hit again").join("\n"),
  "empty.txt": "",
};

let tree: TempTreeDir;
beforeAll(async () => {
  tree = await tempTree(FILES);
  await symlink(join(tree.dir, "src/a.ts"), join(tree.dir, "src/link.ts"));
});
type Input = Parameters<typeof grepTool.call>[0];

async function run(tool: typeof grepTool, input: Input): Promise<{ content: string; isError: boolean }> {
  const result = await tool.call(tool.inputSchema.parse(input), makeToolContext(tree.dir));
  return { content: result.content, isError: result.isError === true };
}

const PARITY: readonly Input[] = [
  { pattern: "TODO" },
  { pattern: "todo", ignoreCase: true },
  { pattern: "(?i)todo" },
  { pattern: "TODO", path: "src" },
  { pattern: "TODO", path: "src/a.ts" },
  { pattern: "TODO", path: "src/pkg" },
  { pattern: "TODO", glob: "*.ts" },
  { pattern: "TODO", glob: "*.{ts,tsx}" },
  { pattern: "TODO", glob: "src/*.ts" },
  { pattern: "TODO", path: "src", glob: "a/*.ts" },
  { pattern: "TODO", output_mode: "files_with_matches" },
  { pattern: "TODO", output_mode: "count" },
  { pattern: "const [bc]", context: 1 },
  { pattern: "TODO|todo", path: "src/a.ts", context: 2 },
  { pattern: "TODO|const d", path: "src/a.ts", context: 1 },
  { pattern: "hit \\d+", path: "many.txt" },
  { pattern: "hit \\d+", path: "many.txt", head_limit: 3, context: 1 },
  { pattern: "hit", output_mode: "count" },
  { pattern: "hit" },
  { pattern: "crlf$" },
  { pattern: "^$" },
  { pattern: "nothing-matches-this" },
  { pattern: "(?<=// )TODO" },
  { pattern: "\\bconst\\b", head_limit: 2 },
];

describe.runIf(rgPath !== undefined)("grep: ripgrep and the JS fallback agree", () => {
  it.each(PARITY)("%j", async (input) => {
    const js = await run(withJs, input);
    const rg = await run(withRg, input);
    expect(rg).toEqual(js);
  });
});

describe("grep output (JS fallback)", () => {
  it("prints path:line:text sorted by path, skipping ignored, hidden, skipped, binary, big and linked files", async () => {
    const { content } = await run(withJs, { pattern: "TODO" });
    expect(content.split("\n")).toEqual([
      "README.md:2:TODO: write docs",
      "src/a/inner.ts:1:// TODO inner",
      "src/a-b.ts:1:// TODO dash",
      "src/a.ts:2:// TODO first",
      "src/b.tsx:1:export const B = () => <div>TODO</div>;",
      "src/crlf.ts:1:// TODO crlf",
      `src/long.ts:1:const s = "${"x".repeat(289)}…`,
      "src/pkg/main.ts:1:// TODO main",
    ]);
  });

  it("prints context lines with - and separates groups with --", async () => {
    const { content } = await run(withJs, { pattern: "TODO|todo", path: "src/a.ts", context: 1 });
    expect(content).toBe(
      [
        "src/a.ts-1-import x from 'y';",
        "src/a.ts:2:// TODO first",
        "src/a.ts-3-const a = 1;",
        "--",
        "src/a.ts-6-const d = 4;",
        "src/a.ts:7:// todo second",
        "src/a.ts-8-export { a };",
      ].join("\n"),
    );
  });

  it("caps at 200 matches with a note", async () => {
    const { content } = await run(withJs, { pattern: "hit", path: "many.txt" });
    const lines = content.split("\n");
    expect(lines).toHaveLength(201);
    expect(lines[199]).toBe("many.txt:200:hit 200");
    expect(lines[200]).toBe("… showing 200 of 250 matches; narrow the pattern or path");
  });

  it("stops counting at 1000 matches and says the total is a lower bound", async () => {
    const { content } = await run(withJs, { pattern: "hit" });
    expect(content.split("\n").at(-1)).toBe("… showing 200 of ≥1450 matches; narrow the pattern or path");
  });

  it("honours head_limit, and clamps it to 200", async () => {
    expect((await run(withJs, { pattern: "hit", path: "many.txt", head_limit: 2 })).content).toBe(
      "many.txt:1:hit 1\nmany.txt:2:hit 2\n… showing 2 of 250 matches; narrow the pattern or path",
    );
    expect(
      (await run(withJs, { pattern: "hit", path: "many.txt", head_limit: 1000 })).content.split("\n"),
    ).toHaveLength(201);
  });

  it("lists files and counts", async () => {
    expect(
      (await run(withJs, { pattern: "TODO", path: "src", output_mode: "files_with_matches" })).content,
    ).toBe("src/a/inner.ts\nsrc/a-b.ts\nsrc/a.ts\nsrc/b.tsx\nsrc/crlf.ts\nsrc/long.ts\nsrc/pkg/main.ts");
    expect((await run(withJs, { pattern: "const", path: "src", output_mode: "count" })).content).toBe(
      "src/a.ts:4\nsrc/b.tsx:1\nsrc/crlf.ts:1\nsrc/long.ts:1",
    );
  });

  it("says when nothing matches", async () => {
    expect(await run(withJs, { pattern: "zzz", path: "src" })).toEqual({
      content: "No matches for zzz in src",
      isError: false,
    });
  });

  it.each([
    [{ pattern: "(" }, /^Invalid regular expression/],
    [{ pattern: "x", path: "../" }, /^Refused/],
    [{ pattern: "x", path: "missing" }, /^Path not found: missing$/],
  ])("refuses %j", async (input, message) => {
    const result = await run(withJs, input);
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(message);
  });

  it("reports an aborted search", async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await withJs.call({ pattern: "TODO" }, makeToolContext(tree.dir, controller.signal));
    expect(result).toEqual({ content: "grep was cancelled", isError: true });
  });

  it("is read-only and labels calls", () => {
    expect(grepTool.isReadOnly({ pattern: "x" })).toBe(true);
    expect(grepTool.isConcurrencySafe({ pattern: "x" })).toBe(true);
    expect(grepTool.describeCall({ pattern: "TODO", path: "src" })).toBe("grep(TODO in src)");
    expect(grepTool.permissionTarget({ pattern: "TODO" })).toEqual({ kind: "read", paths: ["."] });
    expect(grepTool.inputSchema.safeParse({ pattern: "x", regex: "y" }).success).toBe(false);
  });
});

describe.runIf(rgPath !== undefined)("grep with ripgrep", () => {
  it("reports rg's own regex errors", async () => {
    const result = await run(withRg, { pattern: "(" });
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/^rg failed: .*regex/s);
  });

  it("reports an aborted search", async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await withRg.call({ pattern: "TODO" }, makeToolContext(tree.dir, controller.signal));
    expect(result).toEqual({ content: "grep was cancelled", isError: true });
  });

  it("falls back to JS when rg is not on the search path", async () => {
    const noRg = createGrepTool({ searchPath: "/nonexistent" });
    expect(await run(noRg, { pattern: "TODO", path: "src/a.ts" })).toEqual(
      await run(withRg, { pattern: "TODO", path: "src/a.ts" }),
    );
  });
});
