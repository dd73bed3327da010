import { symlink } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeToolContext, writeFiles } from "../../test/fakes/file-tools-context.js";
import { globTool } from "./glob.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

async function run(input: {
  pattern: string;
  path?: string;
}): Promise<{ content: string; isError: boolean }> {
  if (tree === undefined) throw new Error("no tree");
  const parsed = globTool.inputSchema.parse(input);
  const result = await globTool.call(parsed, makeToolContext(tree.dir));
  return { content: String(result.content), isError: result.isError === true };
}

const FILES = {
  ".gitignore": "generated/\n*.tmp\n",
  "README.md": "",
  "src/index.ts": "",
  "src/app.tsx": "",
  "src/lib/util.ts": "",
  "src/lib/util.test.ts": "",
  "src/lib/.secret.ts": "",
  "src/generated/api.ts": "",
  "scratch.tmp": "",
  "node_modules/pkg/index.ts": "",
  "dist/index.js": "",
  ".github/workflows/ci.yml": "",
  "test/a.ts": "",
};

describe("glob", () => {
  it.each([
    ["**/*.ts", "src/index.ts\nsrc/lib/util.test.ts\nsrc/lib/util.ts\ntest/a.ts"],
    ["*.md", "README.md"],
    ["*.ts", "No files match *.ts in ."],
    ["src/*.{ts,tsx}", "src/app.tsx\nsrc/index.ts"],
    ["src/**/*.test.ts", "src/lib/util.test.ts"],
    ["{src,test}/*.ts", "src/index.ts\ntest/a.ts"],
    ["src/lib/util.?s", "src/lib/util.ts"],
    ["**/[it]*.ts", "src/index.ts"],
    [".github/**/*.yml", ".github/workflows/ci.yml"],
    ["**/*.tmp", "No files match **/*.tmp in ."],
    ["./src/*.tsx", "src/app.tsx"],
  ])("%s", async (pattern, expected) => {
    tree = await tempTree(FILES);
    expect(await run({ pattern })).toEqual({ content: expected, isError: false });
  });

  it("searches from `path` and still prints workspace-relative paths", async () => {
    tree = await tempTree(FILES);
    expect(await run({ pattern: "**/*.ts", path: "src/lib" })).toEqual({
      content: "src/lib/util.test.ts\nsrc/lib/util.ts",
      isError: false,
    });
  });

  it("caps the result at 500 with a note", async () => {
    tree = await tempTree();
    const files: Record<string, string> = {};
    for (let index = 0; index < 520; index += 1) files[`f/${String(index).padStart(4, "0")}.txt`] = "";
    await writeFiles(tree.dir, files);
    const { content } = await run({ pattern: "**/*.txt" });
    const lines = content.split("\n");
    expect(lines).toHaveLength(501);
    expect(lines[0]).toBe("f/0000.txt");
    expect(lines[500]).toBe("… showing 500 of 520 matches; narrow the pattern");
  });

  it.each([
    [{ pattern: "/etc/*" }, /must be relative/],
    [{ pattern: "../*" }, /must be relative/],
    [{ pattern: "*", path: "../" }, /Refused/],
    [{ pattern: "*", path: "README.md" }, /Not a directory/],
    [{ pattern: "*", path: "missing" }, /Not a directory/],
  ])("refuses %j", async (input, message) => {
    tree = await tempTree(FILES);
    const result = await run(input);
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(message);
  });

  it("refuses a path that is a symlink out of the workspace", async () => {
    tree = await tempTree(FILES);
    await symlink("/etc", join(tree.dir, "etc-link"));
    const result = await run({ pattern: "*", path: "etc-link" });
    expect(result).toMatchObject({ isError: true, content: expect.stringMatching(/Refused/) as unknown });
  });

  it("declares itself read-only and labels calls", () => {
    const input = { pattern: "**/*.ts", path: "src" };
    expect(globTool.isReadOnly(input)).toBe(true);
    expect(globTool.isConcurrencySafe(input)).toBe(true);
    expect(globTool.describeCall(input)).toBe("glob(**/*.ts in src)");
    expect(globTool.permissionTarget({ pattern: "*" })).toEqual({ kind: "read", paths: ["."] });
    expect(() => globTool.inputSchema.parse({ pattern: "*", extra: 1 })).toThrow();
  });
});
