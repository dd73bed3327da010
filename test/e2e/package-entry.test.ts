import { execFile } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { tempDir } from "../support/temp-dir.js";

// The built package entry, as `import … from "alfred-ci"` resolves it at run time: package.json's
// "exports" (the bundle, scripts/bundle-library.js; `npm test` builds first). A computed path, so
// type-checking a clean clone does not need build/ to exist yet.
const manifestUrl = new URL("../../package.json", import.meta.url);
const manifest = JSON.parse(await readFile(manifestUrl, "utf8")) as { exports: { ".": { import: string } } };
const entryUrl = pathToFileURL(fileURLToPath(new URL(manifest.exports["."].import, manifestUrl))).href;
const entry = (await import(entryUrl)) as Record<string, unknown>;

const run = promisify(execFile);
const CONSUMER = fileURLToPath(new URL("../support/library-consumer.mjs", import.meta.url));

describe("the built package entry", () => {
  it.each([
    "runQuery",
    "buildTool",
    "getAllTools",
    "findTool",
    "fallbackChain",
    "fence",
    "resolveInside",
    "checkKillList",
    "isReadOnlyCommand",
    "initShellParser",
    "checkEgress",
    "redact",
    "sanitizeUntrustedText",
    "scrubEnvironment",
    "evaluatePermission",
    "verifyLedger",
    "autonomousRun",
  ])("exports %s as a function", (name) => {
    expect(typeof entry[name]).toBe("function");
  });

  it("loads no shell grammar on import: the synchronous policy fails closed until initShellParser()", async () => {
    const checkKillList = entry.checkKillList as (command: string) => { denied: boolean };
    const isReadOnlyCommand = entry.isReadOnlyCommand as (command: string) => boolean;
    const initShellParser = entry.initShellParser as () => Promise<void>;
    expect(checkKillList("rm -rf ./build")).toMatchObject({ denied: true });
    expect(isReadOnlyCommand("git status && ls -la")).toBe(false);
    await initShellParser();
    expect(checkKillList("sudo rm -rf /")).toMatchObject({ denied: true });
    expect(checkKillList("rm -rf ./build")).toEqual({ denied: false });
    expect(isReadOnlyCommand("git status && ls -la")).toBe(true);
  });

  it("answers the documented shapes", async () => {
    const checkEgress = entry.checkEgress as (url: string, allow: readonly string[]) => unknown;
    const resolveInside = entry.resolveInside as (root: string, path: string) => Promise<unknown>;
    const verifyLedger = entry.verifyLedger as (text: string, key: string) => unknown;
    expect(checkEgress("https://api.github.com@evil.com/", ["api.github.com"])).toMatchObject({
      allowed: false,
      reason: expect.any(String) as unknown,
    });
    expect(await resolveInside("/repo", "/repo-evil/x")).toMatchObject({
      ok: false,
      reason: expect.any(String) as unknown,
    });
    expect(verifyLedger("", "k")).toEqual({ ok: true, entries: 0 });
  });
});

describe("the bundle's lazy chunks and the assets they find at run time", () => {
  it("runs a session: the engine, the repo map (tree-sitter), memory (sql.js), a language server and a file read, all from the bundle in a plain node", async () => {
    const dir = tempDir("alfred-entry-");
    await writeFile(
      join(dir, "greet.ts"),
      "export function greetVisitor(name: string): string {\n  return name;\n}\n",
    );
    // The project's own language server: the LSP client (vscode-jsonrpc, CommonJS) runs from the bundle.
    const server = fileURLToPath(
      new URL("../../node_modules/.bin/typescript-language-server", import.meta.url),
    );
    await mkdir(join(dir, ".alfred"));
    await writeFile(
      join(dir, ".alfred", "lsp.json"),
      JSON.stringify({ servers: [{ command: server, args: ["--stdio"] }] }),
    );
    const { stdout } = await run(process.execPath, [CONSUMER, dir], { cwd: dir, timeout: 60_000 });
    const results = JSON.parse(stdout) as { content: string; isError: boolean }[];
    expect(results.map((result) => result.isError)).toEqual([false, false, false, false, false]);
    expect(results[0]?.content).toContain("export function greetVisitor");
    expect(results[1]?.content).toMatch(/greet\.ts:[\s\S]*greetVisitor/);
    expect(results[3]?.content).toContain("greeting");
    expect(results[4]?.content).toContain("function greetVisitor(name: string): string");
  }, 60_000);
});
