import { readFile, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeToolContext } from "../../test/fakes/file-tools-context.js";
import type { ToolContext } from "./tool-contract.js";
import { fileEditTool } from "./file-edit.js";
import { fileReadTool } from "./file-read.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

interface Setup {
  readonly ctx: ToolContext;
  readonly abs: string;
}

/** A workspace with `path` holding `content`, read through file_read unless `read` is false. */
async function setup(path: string, content: string, read = true): Promise<Setup> {
  tree = await tempTree({ [path]: content });
  const ctx = makeToolContext(tree.dir);
  if (read) await fileReadTool.call({ path }, ctx);
  return { ctx, abs: join(tree.dir, path) };
}

async function edit(
  ctx: ToolContext,
  input: Record<string, unknown>,
): Promise<{ content: string; isError: boolean }> {
  const result = await fileEditTool.call(fileEditTool.inputSchema.parse(input), ctx);
  return { content: String(result.content), isError: result.isError === true };
}

/** Runs `act` and asserts the file's bytes and mtime did not change. */
async function expectUntouched(abs: string, act: () => Promise<void>): Promise<void> {
  const bytes = await readFile(abs);
  const { mtimeMs } = await stat(abs);
  await act();
  expect((await readFile(abs)).equals(bytes)).toBe(true);
  expect((await stat(abs)).mtimeMs).toBe(mtimeMs);
}

const SOURCE = "export function add(a: number, b: number): number {\n  return a + b;\n}\n";

describe("file_edit", () => {
  it("replaces a unique snippet, reports a diff and refreshes the snapshot", async () => {
    const { ctx, abs } = await setup("src/math.ts", SOURCE);
    const result = await edit(ctx, {
      path: "src/math.ts",
      old_string: "return a + b;",
      new_string: "return a - b;",
    });
    expect(result.isError).toBe(false);
    expect(result.content).toBe(
      [
        "Edited src/math.ts — 1 replacement",
        "--- a/src/math.ts",
        "+++ b/src/math.ts",
        "@@ -1,3 +1,3 @@",
        " export function add(a: number, b: number): number {",
        "-  return a + b;",
        "+  return a - b;",
        " }",
      ].join("\n"),
    );
    const next = await readFile(abs, "utf8");
    expect(next).toBe(SOURCE.replace("a + b", "a - b"));
    expect(ctx.readFileState.get(abs)).toEqual({ content: next, mtimeMs: (await stat(abs)).mtimeMs });
    const again = await edit(ctx, { path: "src/math.ts", old_string: "a - b", new_string: "a * b" });
    expect(again.isError).toBe(false);
  });

  it("names the rung when the match was fuzzy", async () => {
    const { ctx } = await setup("a.py", "def f():\n    return  1\n");
    const result = await edit(ctx, { path: "a.py", old_string: "return 1", new_string: "return 2" });
    expect(result.content.split("\n")[0]).toBe("Edited a.py — 1 replacement (matched via collapse)");
  });

  it("replaces every match with replace_all", async () => {
    const { ctx, abs } = await setup("a.txt", "x = 1\ny = 1\nx = 1\n");
    const result = await edit(ctx, {
      path: "a.txt",
      old_string: "x = 1",
      new_string: "x = 2",
      replace_all: true,
    });
    expect(result.content.split("\n")[0]).toBe("Edited a.txt — 2 replacements");
    expect(await readFile(abs, "utf8")).toBe("x = 2\ny = 1\nx = 2\n");
  });

  it("keeps CRLF line endings", async () => {
    const { ctx, abs } = await setup("a.txt", "a\r\nb\r\nc\r\n");
    await edit(ctx, { path: "a.txt", old_string: "b\n", new_string: "B1\nB2\n" });
    expect(await readFile(abs, "utf8")).toBe("a\r\nB1\r\nB2\r\nc\r\n");
  });

  describe("refuses, leaving the file byte-identical", () => {
    it("an edit that would break syntax", async () => {
      const { ctx, abs } = await setup("src/math.ts", SOURCE);
      await expectUntouched(abs, async () => {
        const result = await edit(ctx, {
          path: "src/math.ts",
          old_string: "return a + b;",
          new_string: "return (a + b;",
        });
        expect(result.isError).toBe(true);
        expect(result.content).toMatch(
          /^Refused: the change would leave a syntax error in src\/math\.ts: src\/math\.ts:2:\d+: /,
        );
      });
    });

    it("an edit of a file not read in this session", async () => {
      const { ctx, abs } = await setup("a.txt", "hello\n", false);
      await expectUntouched(abs, async () => {
        const result = await edit(ctx, { path: "a.txt", old_string: "hello", new_string: "bye" });
        expect(result).toEqual({
          content: "a.txt has not been read in this session; use file_read on it first, then retry",
          isError: true,
        });
      });
    });

    it("an edit after the file changed on disk (mtime bumped)", async () => {
      const { ctx, abs } = await setup("a.txt", "hello\n");
      const later = new Date(Date.now() + 60_000);
      await utimes(abs, later, later);
      await expectUntouched(abs, async () => {
        const result = await edit(ctx, { path: "a.txt", old_string: "hello", new_string: "bye" });
        expect(result.isError).toBe(true);
        expect(result.content).toMatch(/changed on disk since it was last read; use file_read on it again/);
      });
    });

    it("an edit after the content changed with the mtime restored", async () => {
      const { ctx, abs } = await setup("a.txt", "hello\n");
      const { atime, mtime } = await stat(abs);
      await writeFile(abs, "HELLO\n");
      await utimes(abs, atime, mtime);
      await expectUntouched(abs, async () => {
        const result = await edit(ctx, { path: "a.txt", old_string: "HELLO", new_string: "bye" });
        expect(result.content).toMatch(/changed on disk/);
      });
    });

    it("an ambiguous edit", async () => {
      const { ctx, abs } = await setup("a.txt", "x = 1\ny = 1\nx = 1\n");
      await expectUntouched(abs, async () => {
        const result = await edit(ctx, { path: "a.txt", old_string: "x = 1", new_string: "x = 2" });
        expect(result.isError).toBe(true);
        expect(result.content).toMatch(/old_string matches 2 places; add surrounding lines/);
      });
    });

    it.each([
      [
        "text that is not there",
        { old_string: "return a * b;", new_string: "x" },
        /not found[\s\S]*Closest region/,
      ],
      ["identical strings", { old_string: "a + b", new_string: "a + b" }, /identical/],
      ["an empty old_string", { old_string: "", new_string: "x" }, /empty/],
    ])("%s", async (_, fields, message) => {
      const { ctx, abs } = await setup("src/math.ts", SOURCE);
      await expectUntouched(abs, async () => {
        const result = await edit(ctx, { path: "src/math.ts", ...fields });
        expect(result.isError).toBe(true);
        expect(result.content).toMatch(message);
      });
    });
  });

  it("allows an edit of a file that was already broken, with a warning", async () => {
    const { ctx, abs } = await setup("a.ts", "const a = (1;\nconst b = 2;\n");
    const result = await edit(ctx, { path: "a.ts", old_string: "const b = 2;", new_string: "const b = 3;" });
    expect(result.isError).toBe(false);
    expect(result.content).toMatch(/Warning: a\.ts still has a syntax error/);
    expect(await readFile(abs, "utf8")).toBe("const a = (1;\nconst b = 3;\n");
  });

  it("points a missing file at file_write, and refuses paths outside the workspace", async () => {
    const { ctx } = await setup("a.txt", "x");
    expect(await edit(ctx, { path: "b.txt", old_string: "x", new_string: "y" })).toEqual({
      content: "File not found: b.txt; to create it, use file_write",
      isError: true,
    });
    const outside = await edit(ctx, { path: "/etc/hostname", old_string: "x", new_string: "y" });
    expect(outside.isError).toBe(true);
    expect(outside.content).toMatch(/^Refused/);
  });

  // Speed is measured by `npm run bench`, not asserted here.
  it("edits a 10,000-line TypeScript file on a fuzzy rung", async () => {
    const lines = Array.from({ length: 10_000 }, (_, index) => `export const value${index} = ${index};`);
    lines[7_500] = "export   const   target =   1;";
    const { ctx, abs } = await setup("big.ts", `${lines.join("\n")}\n`);
    const result = await edit(ctx, {
      path: "big.ts",
      old_string: "export const target = 1;",
      new_string: "export const target = 2;",
    });
    expect(result.content.split("\n")[0]).toBe("Edited big.ts — 1 replacement (matched via collapse)");
    expect((await readFile(abs, "utf8")).split("\n")[7_500]).toBe("export const target = 2;");
  });

  it("is mutating and declares an edit target", () => {
    const input = { path: "src/a.ts", old_string: "a", new_string: "b" };
    expect(fileEditTool.isReadOnly(input)).toBe(false);
    expect(fileEditTool.isConcurrencySafe(input)).toBe(false);
    expect(fileEditTool.describeCall(input)).toBe("file_edit(src/a.ts)");
    expect(fileEditTool.permissionTarget(input)).toEqual({ kind: "edit", paths: ["src/a.ts"] });
    expect(fileEditTool.inputSchema.safeParse({ ...input, file_path: "x" }).success).toBe(false);
  });
});
