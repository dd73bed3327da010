import { chmod, readFile, stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeToolContext } from "../../test/fakes/file-tools-context.js";
import type { ToolContext } from "./tool-contract.js";
import { fileReadTool } from "./file-read.js";
import { fileWriteTool } from "./file-write.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

async function write(
  ctx: ToolContext,
  path: string,
  content: string,
): Promise<{ content: string; isError: boolean }> {
  const result = await fileWriteTool.call({ path, content }, ctx);
  return { content: String(result.content), isError: result.isError === true };
}

async function workspace(files: Record<string, string> = {}): Promise<{ ctx: ToolContext; dir: string }> {
  tree = await tempTree(files);
  return { ctx: makeToolContext(tree.dir), dir: tree.dir };
}

describe("file_write", () => {
  it("creates a file and its directories without a prior read, showing the content as additions", async () => {
    const { ctx, dir } = await workspace();
    const result = await write(ctx, "src/new/a.ts", "export const a = 1;\n");
    expect(result).toEqual({
      content: [
        "Created src/new/a.ts (20 bytes)",
        "--- /dev/null",
        "+++ b/src/new/a.ts",
        "@@ -0,0 +1,1 @@",
        "+export const a = 1;",
      ].join("\n"),
      isError: false,
    });
    const abs = join(dir, "src/new/a.ts");
    expect(await readFile(abs, "utf8")).toBe("export const a = 1;\n");
    expect(ctx.readFileState.get(abs)).toEqual({
      content: "export const a = 1;\n",
      mtimeMs: (await stat(abs)).mtimeMs,
    });
  });

  it("caps the diff of a large new file", async () => {
    const { ctx } = await workspace();
    const content = Array.from({ length: 500 }, (_, index) => `line ${index}`).join("\n");
    const result = await write(ctx, "big.txt", content);
    expect(result.content.split("\n")).toHaveLength(202);
    expect(result.content).toMatch(/… diff truncated: \d+ more lines$/);
  });

  it("overwrites a file that was read, keeping its mode", async () => {
    const { ctx, dir } = await workspace({ "run.sh": "echo old\n" });
    const abs = join(dir, "run.sh");
    await chmod(abs, 0o755);
    await fileReadTool.call({ path: "run.sh" }, ctx);
    const result = await write(ctx, "run.sh", "echo new\n");
    expect(result.content).toBe(
      "Overwrote run.sh (9 bytes)\n--- a/run.sh\n+++ b/run.sh\n@@ -1,1 +1,1 @@\n-echo old\n+echo new",
    );
    expect((await stat(abs)).mode & 0o777).toBe(0o755);
  });

  it("refuses to overwrite a file not read in this session", async () => {
    const { ctx, dir } = await workspace({ "a.txt": "keep\n" });
    const result = await write(ctx, "a.txt", "lost\n");
    expect(result).toEqual({
      content: "a.txt has not been read in this session; use file_read on it first, then retry",
      isError: true,
    });
    expect(await readFile(join(dir, "a.txt"), "utf8")).toBe("keep\n");
  });

  it("refuses to overwrite a file changed on disk since it was read", async () => {
    const { ctx, dir } = await workspace({ "a.txt": "keep\n" });
    await fileReadTool.call({ path: "a.txt" }, ctx);
    const later = new Date(Date.now() + 60_000);
    await utimes(join(dir, "a.txt"), later, later);
    const result = await write(ctx, "a.txt", "lost\n");
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/changed on disk/);
    expect(await readFile(join(dir, "a.txt"), "utf8")).toBe("keep\n");
  });

  it("refuses new content with a syntax error, and creates nothing", async () => {
    const { ctx, dir } = await workspace();
    const result = await write(ctx, "bad.json", '{"a": 1,}');
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(
      /^Refused: the change would leave a syntax error in bad\.json: bad\.json:1:9: /,
    );
    await expect(stat(join(dir, "bad.json"))).rejects.toThrow();
  });

  it("lets a file that was already broken be rewritten, still broken, with a warning", async () => {
    const { ctx } = await workspace({ "a.py": "def f(:\n" });
    await fileReadTool.call({ path: "a.py" }, ctx);
    const result = await write(ctx, "a.py", "def g(:\n");
    expect(result.isError).toBe(false);
    expect(result.content).toMatch(/Warning: a\.py still has a syntax error/);
  });

  it("says when the content is unchanged", async () => {
    const { ctx } = await workspace({ "a.txt": "same\n" });
    await fileReadTool.call({ path: "a.txt" }, ctx);
    expect(await write(ctx, "a.txt", "same\n")).toEqual({
      content: "a.txt already has this content; nothing written",
      isError: false,
    });
  });

  it.each([
    ["outside the workspace", "../escape.txt", /^Refused/],
    ["onto a directory", "src", /^Cannot overwrite: src is a directory/],
    ["under a file", "a.txt/child.txt", /^Could not write a\.txt\/child\.txt/],
  ])("refuses a path %s", async (_, path, message) => {
    const { ctx } = await workspace({ "src/x.ts": "", "a.txt": "" });
    const result = await write(ctx, path, "x");
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(message);
  });

  it("is mutating and declares an edit target", () => {
    const input = { path: "a.txt", content: "" };
    expect(fileWriteTool.isReadOnly(input)).toBe(false);
    expect(fileWriteTool.describeCall(input)).toBe("file_write(a.txt)");
    expect(fileWriteTool.permissionTarget(input)).toEqual({ kind: "edit", paths: ["a.txt"] });
    expect(fileWriteTool.inputSchema.safeParse({ ...input, mode: 1 }).success).toBe(false);
  });
});
