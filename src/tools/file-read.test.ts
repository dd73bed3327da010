import { mkdir, stat, symlink } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeToolContext } from "../../test/fakes/file-tools-context.js";
import type { ToolContext } from "./tool-contract.js";
import { fileReadTool } from "./file-read.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

async function read(
  files: Record<string, string | Uint8Array>,
  input: Record<string, unknown>,
): Promise<{ content: string; isError: boolean; ctx: ToolContext }> {
  tree = await tempTree(files);
  const ctx = makeToolContext(tree.dir);
  const result = await fileReadTool.call(fileReadTool.inputSchema.parse(input), ctx);
  return { content: String(result.content), isError: result.isError === true, ctx };
}

describe("file_read", () => {
  it("numbers lines like cat -n and records the snapshot under the real path", async () => {
    const { content, isError, ctx } = await read({ "src/a.ts": "one\ntwo\n" }, { path: "src/a.ts" });
    expect(isError).toBe(false);
    expect(content).toBe("     1\tone\n     2\ttwo");
    const abs = join(tree?.dir ?? "", "src/a.ts");
    expect(ctx.readFileState.get(abs)).toEqual({ content: "one\ntwo\n", mtimeMs: (await stat(abs)).mtimeMs });
  });

  it("accepts an absolute path inside the workspace", async () => {
    tree = await tempTree({ "a.txt": "x" });
    const ctx = makeToolContext(tree.dir);
    const result = await fileReadTool.call({ path: join(tree.dir, "a.txt") }, ctx);
    expect(result.content).toBe("     1\tx");
  });

  it("slices with offset and limit and says how to continue", async () => {
    const text = Array.from({ length: 10 }, (_, index) => `line ${index + 1}`).join("\n");
    const { content } = await read({ "a.txt": text }, { path: "a.txt", offset: 3, limit: 2 });
    expect(content).toBe("     3\tline 3\n     4\tline 4\n… 6 more lines; use offset=5 to continue");
  });

  it("defaults to 2000 lines", async () => {
    const text = Array.from({ length: 2005 }, (_, index) => `${index + 1}`).join("\n");
    const { content } = await read({ "a.txt": text }, { path: "a.txt" });
    const lines = content.split("\n");
    expect(lines).toHaveLength(2001);
    expect(lines[2000]).toBe("… 5 more lines; use offset=2001 to continue");
  });

  it("caps long lines with a note", async () => {
    const { content } = await read({ "a.txt": "x".repeat(2500) }, { path: "a.txt" });
    expect(content).toBe(`     1\t${"x".repeat(2000)}… [line truncated: 2500 characters]`);
  });

  it("hides CR of CRLF lines and a byte-order mark", async () => {
    const { content, ctx } = await read({ "a.txt": "\uFEFFa\r\nb\r\n" }, { path: "a.txt" });
    expect(content).toBe("     1\ta\n     2\tb");
    expect([...ctx.readFileState.values()][0]?.content).toBe("\uFEFFa\r\nb\r\n");
  });

  it.each([
    ["a missing file", {}, "nope.txt", /^File not found: nope\.txt$/],
    ["a directory", { "d/x": "" }, "d", /d is a directory.*use glob/],
    ["a binary file", { "b.bin": new Uint8Array([0x41, 0, 0x42]) }, "b.bin", /binary/],
    ["invalid UTF-8", { "l.txt": new Uint8Array([0x61, 0xff, 0xfe, 0x62]) }, "l.txt", /not valid UTF-8/],
    ["a path outside the workspace", {}, "../../etc/passwd", /^Refused/],
    ["an offset past the end", { "a.txt": "1\n2\n" }, "a.txt", /past the end/],
  ] as const)("refuses %s", async (_, files, path, message) => {
    const input = path === "a.txt" ? { path, offset: 5 } : { path };
    const { content, isError, ctx } = await read(files, input);
    expect(isError).toBe(true);
    expect(content).toMatch(message);
    if (path !== "a.txt") expect(ctx.readFileState.size).toBe(0);
  });

  it("says so when the file is empty", async () => {
    const { content, isError, ctx } = await read({ "empty.txt": "" }, { path: "empty.txt" });
    expect({ content, isError }).toEqual({ content: "(empty.txt is empty)", isError: false });
    expect(ctx.readFileState.size).toBe(1);
  });

  it("refuses a symlink that leads out of the workspace", async () => {
    tree = await tempTree({});
    await symlink("/etc/hostname", join(tree.dir, "host"));
    const result = await fileReadTool.call({ path: "host" }, makeToolContext(tree.dir));
    expect(result.isError).toBe(true);
    expect(String(result.content)).toMatch(/^Refused: path resolves outside the workspace/);
  });

  it("follows a symlink inside the workspace and keys the snapshot by the real path", async () => {
    tree = await tempTree({ "real/a.txt": "x\n" });
    await mkdir(join(tree.dir, "links"));
    await symlink(join(tree.dir, "real/a.txt"), join(tree.dir, "links/a.txt"));
    const ctx = makeToolContext(tree.dir);
    await fileReadTool.call({ path: "links/a.txt" }, ctx);
    expect([...ctx.readFileState.keys()]).toEqual([join(tree.dir, "real/a.txt")]);
  });

  it("is read-only, concurrency-safe, declares a read target and rejects unknown fields", () => {
    expect(fileReadTool.isReadOnly({ path: "a" })).toBe(true);
    expect(fileReadTool.isConcurrencySafe({ path: "a" })).toBe(true);
    expect(fileReadTool.describeCall({ path: "src/a.ts" })).toBe("file_read(src/a.ts)");
    expect(fileReadTool.permissionTarget({ path: "src/a.ts" })).toEqual({
      kind: "read",
      paths: ["src/a.ts"],
    });
    expect(fileReadTool.inputSchema.safeParse({ path: "a", file_path: "b" }).success).toBe(false);
    expect(fileReadTool.inputSchema.safeParse({ path: "a", offset: 0 }).success).toBe(false);
  });
});
