/**
 * The package as a user installs it: `npm pack`, then `npm install` of the tarball with production
 * dependencies into an empty project. It must stay light (the grammar packages' C sources, sql.js's
 * builds and `@actions/artifact`'s tree are development dependencies; the package ships the
 * `.wasm` files and tag queries in `build/assets/`), and what it installs must work without them:
 * the repo map parses TypeScript, Python and Go, memory opens its SQLite index, and the library's
 * shell parser loads the bash grammar.
 */
import { execFile } from "node:child_process";
import { existsSync, lstatSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeWorkspace } from "../support/cli.js";
import { PROJECT_ROOT } from "../support/demo-repo.js";
import { tempDir } from "../support/temp-dir.js";

const run = promisify(execFile);
const NPM_FLAGS = ["--no-audit", "--no-fund", "--ignore-scripts", "--prefer-offline", "--loglevel=error"];
/** The aim for `npm install` of the packed package with production dependencies. */
const MAX_INSTALL_BYTES = 150 * 1024 * 1024;

let consumer = "";

/** Bytes of the files under `directory` (links counted as themselves, not followed). */
function treeBytes(directory: string): number {
  let total = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    total += entry.isDirectory() ? treeBytes(path) : lstatSync(path).size;
  }
  return total;
}

function installed(name: string): boolean {
  return existsSync(join(consumer, "node_modules", name, "package.json"));
}

async function alfred(args: readonly string[], workingDir: string): Promise<string> {
  const bin = join(consumer, "node_modules", "alfred-ci", "bin", "alfred.js");
  const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: workingDir, NO_COLOR: "1" };
  const { stdout } = await run(process.execPath, [bin, ...args], { cwd: workingDir, env, timeout: 60_000 });
  return stdout;
}

beforeAll(async () => {
  consumer = tempDir("alfred-install-");
  // `npm test` builds before the suite; packing must not run `prepare` (a second build) here.
  const packed = await run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", consumer], {
    cwd: PROJECT_ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  const [tarball] = JSON.parse(packed.stdout) as { filename: string }[];
  writeFileSync(
    join(consumer, "package.json"),
    '{ "name": "consumer", "private": true, "type": "module" }\n',
  );
  await run("npm", ["install", "--omit=dev", ...NPM_FLAGS, join(consumer, tarball?.filename ?? "")], {
    cwd: consumer,
    timeout: 240_000,
  });
}, 300_000);

afterAll(() => {
  if (consumer !== "") rmSync(consumer, { recursive: true, force: true });
});

describe("npm install of the packed package", () => {
  it("stays within 150 MB of node_modules, without the grammar packages, sql.js or the artifact client", () => {
    const bytes = treeBytes(join(consumer, "node_modules"));
    expect(bytes, `${(bytes / 1024 / 1024).toFixed(1)} MB`).toBeLessThanOrEqual(MAX_INSTALL_BYTES);
    for (const heavy of ["tree-sitter-typescript", "tree-sitter-c-sharp", "sql.js", "@actions/artifact"])
      expect(installed(heavy), heavy).toBe(false);
    expect(installed("web-tree-sitter")).toBe(true);
  });

  it("maps a TypeScript, Python and Go tree from the shipped grammars and tag queries", async () => {
    const workingDir = await makeWorkspace({
      "src/greet.ts": "export function greet(name: string): string {\n  return `hi ${name}`;\n}\n",
      "tools/report.py": "def build_report(rows):\n    return len(rows)\n",
      "cmd/main.go": "package main\n\nfunc RunServer() int {\n\treturn 1\n}\n",
    });
    const map = JSON.parse(await alfred(["repomap", "--json", "--cwd", workingDir], workingDir)) as {
      files: { path: string; symbols: { name: string }[] }[];
    };
    const names = map.files.flatMap((file) => file.symbols.map((symbol) => `${file.path}:${symbol.name}`));
    expect(names).toEqual(
      expect.arrayContaining(["src/greet.ts:greet", "tools/report.py:build_report", "cmd/main.go:RunServer"]),
    );
    rmSync(workingDir, { recursive: true, force: true });
  }, 60_000);

  it("keeps memory in its SQLite index (sql.js from the package's assets)", async () => {
    const workingDir = await makeWorkspace({ "README.md": "hi\n" });
    await alfred(
      ["memory", "add", "prefer-pnpm", "--type", "user", "Install with pnpm; never npm."],
      workingDir,
    );
    const found = JSON.parse(await alfred(["memory", "search", "pnpm", "--json"], workingDir)) as {
      results: { slug: string }[];
    };
    expect(found.results.map((result) => result.slug)).toContain("prefer-pnpm");
    expect(existsSync(join(workingDir, ".alfred", "memory", "index.db"))).toBe(true);
    rmSync(workingDir, { recursive: true, force: true });
  }, 60_000);

  it("loads the bash grammar behind the library's shell checks", async () => {
    const script = join(consumer, "shell-check.mjs");
    writeFileSync(
      script,
      'import { initShellParser, isReadOnlyCommand } from "alfred-ci";\n' +
        "await initShellParser();\n" +
        'console.log(JSON.stringify([isReadOnlyCommand("ls -la"), isReadOnlyCommand("touch x")]));\n',
    );
    const { stdout } = await run(process.execPath, [script], { cwd: consumer, timeout: 60_000 });
    expect(JSON.parse(stdout)).toEqual([true, false]);
  }, 60_000);
});
