import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { writeFile } from "node:fs/promises";
import { LSP_PROJECT, lspBoundary, PYRIGHT, TSL } from "../../test/support/lsp-workspace.js";
import { probeSandbox } from "../platform/sandbox/sandbox.js";
import { runningServiceCount } from "../platform/services/service-process.js";
import { formatErrors, formatLocation } from "./format.js";
import { LspManager } from "./manager.js";
import { tempTree, type TempTreeDir } from "../../test/support/temp-dir.js";

/** Generous: the suite shares two cores with other work, and a cold tsserver then takes tens of seconds. */
const SLOW_MACHINE = { initializeMs: 120_000, requestMs: 120_000, readyMs: 120_000 };

// The real typescript-language-server 5.3 (TypeScript 5.9) and pyright, as a user's run would start them.
describe("LSP against the real servers", () => {
  let tree: TempTreeDir;
  let manager: LspManager;

  beforeAll(async () => {
    tree = await tempTree(LSP_PROJECT);
    manager = new LspManager({
      workingDir: tree.dir,
      boundary: lspBoundary(tree.dir),
      servers: [TSL, PYRIGHT],
      timeouts: SLOW_MACHINE,
    });
  });
  afterAll(async () => {
    await manager.close();
  });

  it("typescript: definition waits for the project and lands on the declaration, not the import", async () => {
    const found = await manager.locations(join(tree.dir, "src/a.ts"), "definition", {
      line: 2,
      character: 25,
    });
    expect(found.map((location) => formatLocation(tree.dir, location))).toEqual(["src/b.ts:2:17"]);
  }, 240_000);

  it("typescript: references and hover", async () => {
    const refs = await manager.locations(join(tree.dir, "src/b.ts"), "references", {
      line: 1,
      character: 17,
    });
    expect(refs.map((location) => formatLocation(tree.dir, location)).sort()).toEqual([
      "src/a.ts:1:10",
      "src/a.ts:3:26",
      "src/a.ts:4:18",
      "src/b.ts:2:17",
    ]);
    const hover = await manager.hover(join(tree.dir, "src/a.ts"), { line: 3, character: 17 });
    expect(hover).toContain("helper(n: number): number");
    expect(hover).toContain("Doubles a number.");
  }, 120_000);

  it("typescript: pushed diagnostics follow an edit, and clear when it is undone", async () => {
    const file = join(tree.dir, "src/a.ts");
    await writeFile(file, LSP_PROJECT["src/a.ts"]!.replace("helper(2)", 'helper("2")'));
    const broken = await manager.diagnostics(file, 60_000);
    expect(broken.settled).toBe(true);
    expect(formatErrors("src/a.ts", broken.items)).toEqual([
      "src/a.ts:3:33 error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.",
    ]);
    await writeFile(file, LSP_PROJECT["src/a.ts"]!);
    const fixed = await manager.diagnostics(file, 60_000);
    expect(fixed.items).toEqual([]);
  }, 120_000);

  it("python: definition, hover, and pulled diagnostics (pyright registers textDocument/diagnostic)", async () => {
    const a = join(tree.dir, "py/a.py");
    const found = await manager.locations(a, "definition", { line: 2, character: 5 });
    expect(found.map((location) => formatLocation(tree.dir, location))).toEqual(["py/b.py:1:5"]);
    expect(await manager.hover(a, { line: 2, character: 5 })).toContain("Doubles a number.");
    await writeFile(a, "from b import helper\n\nx = helper('2')\n");
    const broken = await manager.diagnostics(a, 60_000);
    const errors = formatErrors("py/a.py", broken.items);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^py\/a\.py:3:12 error reportArgumentType: Argument of type "Literal\['2'\]"/);
    const server = manager.serverFor(a);
    expect(await server?.use(async (client) => client.pullsDiagnostics)).toBe(true);
  }, 120_000);

  it("close() shuts every server down", async () => {
    expect(runningServiceCount()).toBe(2);
    await manager.close();
    expect(runningServiceCount()).toBe(0);
  }, 30_000);
});

// The same server inside bwrap: workspace read-only, its install (Alfred's node_modules) bound read-only.
describe.runIf((await probeSandbox()).ok)("typescript-language-server inside the sandbox", () => {
  it("answers definition and publishes diagnostics", async () => {
    const tree = await tempTree(LSP_PROJECT);
    const boundary = lspBoundary(tree.dir, "on");
    expect((await boundary.state()).boundary).toBe("on");
    const manager = new LspManager({
      workingDir: tree.dir,
      boundary,
      servers: [TSL],
      timeouts: SLOW_MACHINE,
    });
    try {
      const found = await manager.locations(join(tree.dir, "src/a.ts"), "definition", {
        line: 2,
        character: 25,
      });
      expect(found.map((location) => formatLocation(tree.dir, location))).toEqual(["src/b.ts:2:17"]);
      await writeFile(
        join(tree.dir, "src/b.ts"),
        "export function helper(n: number): number {\n  return 'x';\n}\n",
      );
      const errors = await manager.diagnostics(join(tree.dir, "src/b.ts"), 60_000);
      expect(formatErrors("src/b.ts", errors.items)).toEqual([
        "src/b.ts:2:3 error TS2322: Type 'string' is not assignable to type 'number'.",
      ]);
    } finally {
      await manager.close();
    }
  }, 240_000);
});
