import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeToolContext } from "../../test/fakes/file-tools-context.js";
import { fakeServer, lspBoundary } from "../../test/support/lsp-workspace.js";
import { fileEditTool } from "../tools/file-edit.js";
import { fileReadTool } from "../tools/file-read.js";
import { fileWriteTool } from "../tools/file-write.js";
import { ToolRegistry } from "../tools/registry.js";
import type { AnyTool, ToolContext } from "../tools/tool-contract.js";
import { withEditDiagnostics } from "./edit-diagnostics.js";
import { formatErrors } from "./format.js";
import { LspManager } from "./manager.js";
import { attachLsp } from "./setup.js";
import { createLspTools } from "./tools.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

let tree: TempTreeDir;
let manager: LspManager;
let tools: Map<string, AnyTool>;
let ctx: ToolContext;

beforeAll(async () => {
  tree = await tempTree({ "src/a.ts": "const a = 1;\n", "notes.md": "# notes\n" });
  manager = new LspManager({
    workingDir: tree.dir,
    boundary: lspBoundary(tree.dir),
    servers: [fakeServer("ok")],
    timeouts: { readyMs: 2_000 },
  });
  tools = new Map(createLspTools(manager).map((tool) => [tool.name, tool]));
  ctx = makeToolContext(tree.dir);
});
afterAll(async () => {
  await manager.close();
});

function tool(name: string): AnyTool {
  const found = tools.get(name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

describe("the LSP tools", () => {
  it("answer workspace-relative, 1-based, with the source line; read-only and concurrency-safe", async () => {
    const definition = tool("lsp_definition");
    const input = { path: "src/a.ts", line: 0, character: 6 };
    expect(definition.isReadOnly(input) && definition.isConcurrencySafe(input)).toBe(true);
    expect(definition.permissionTarget(input)).toEqual({ kind: "read", paths: ["src/a.ts"] });
    const result = await definition.call(input, ctx);
    expect(result).toMatchObject({ content: "src/a.ts:1:1: const a = 1;", untrusted: true });
  });

  it("refuse paths outside the workspace through the jail", async () => {
    for (const path of ["../outside.ts", "/etc/hostname"]) {
      const result = await tool("lsp_hover").call({ path, line: 0, character: 0 }, ctx);
      expect(result.isError).toBe(true);
      expect(String(result.content)).toMatch(/^Refused: /);
    }
  });

  it("say when no server serves a file", async () => {
    const result = await tool("lsp_definition").call({ path: "notes.md", line: 0, character: 0 }, ctx);
    expect(result).toEqual({
      content:
        "Language server unavailable: no language server for this kind of files (configure one in .alfred/lsp.json)",
      isError: true,
    });
  });

  it("reject unknown fields and negative positions", () => {
    const schema = tool("lsp_references").inputSchema;
    expect(schema.safeParse({ path: "a.ts", line: -1, character: 0 }).success).toBe(false);
    expect(schema.safeParse({ path: "a.ts", line: 0, character: 0, extra: 1 }).success).toBe(false);
  });
});

describe("edit diagnostics", () => {
  it("file_edit's result ends with the file's errors, deduplicated, after the list settled", async () => {
    const edit = withEditDiagnostics(fileEditTool, manager, 3_000);
    await fileReadTool.call({ path: "src/a.ts" }, ctx);
    const result = await edit.call({ path: "src/a.ts", old_string: "= 1", new_string: "= BAD" }, ctx);
    expect(result.isError).not.toBe(true);
    expect(String(result.content)).toMatch(
      /\n\nErrors reported by fake-ok after this change:\nsrc\/a\.ts:1:7 error TS2322: Type 'string' is not assignable to type 'number'\.$/,
    );
  });

  it("file_write of a clean file says so; a file no server serves is left alone", async () => {
    const write = withEditDiagnostics(fileWriteTool, manager, 3_000);
    const clean = await write.call({ path: "src/new.ts", content: "export const b = 2;\n" }, ctx);
    expect(String(clean.content)).toMatch(/fake-ok: no errors in src\/new\.ts\.$/);
    const markdown = await write.call({ path: "other.md", content: "BAD\n" }, ctx);
    expect(String(markdown.content)).not.toMatch(/fake-ok/);
  });

  it("formats at most 20 errors, sorted, and counts the rest", () => {
    const items = Array.from({ length: 25 }, (_, index) => ({
      range: { start: { line: 24 - index, character: 0 }, end: { line: 24 - index, character: 1 } },
      severity: 1,
      message: `problem ${24 - index}`,
    }));
    const warning = { ...items[0]!, severity: 2, message: "only a warning" };
    const lines = formatErrors("a.ts", [...items, warning]);
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe("a.ts:1:1 error: problem 0");
    expect(lines[20]).toBe("… and 5 more errors");
  });

  it("attachLsp adds the four tools and wraps the edit tools of a registry", async () => {
    const fake = fakeServer("ok");
    await mkdir(join(tree.dir, ".alfred"), { recursive: true });
    await writeFile(
      join(tree.dir, ".alfred/lsp.json"),
      JSON.stringify({ servers: [{ command: fake.command, args: fake.args, languages: ["typescript"] }] }),
    );
    const registry = new ToolRegistry([fileReadTool, fileEditTool, fileWriteTool]);
    const attached = await attachLsp(registry, {
      workingDir: tree.dir,
      boundary: lspBoundary(tree.dir),
      source: { kind: "worktree" },
    });
    const names = registry.list().map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining(["lsp_definition", "lsp_references", "lsp_hover", "lsp_diagnostics"]),
    );
    expect(registry.list().find((entry) => entry.name === "file_edit")).not.toBe(fileEditTool);
    expect(attached.servers.map((server) => server.spec.origin)).toEqual(["config"]);
    await attached.close();
  });
});
