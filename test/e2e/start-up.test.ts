import { spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { ALFRED_BIN, makeWorkspace } from "../support/cli.js";
import { PROJECT_ROOT } from "../support/demo-repo.js";
import { tempDir } from "../support/temp-dir.js";

// What each start path may load, read from a trace of every module the process loaded
// (test/support/load-trace.mjs). These pin the start-up work: a static import that drags the
// engine, a provider SDK or Octokit into `alfred --version` fails here, not only in the bench.

const TRACE_PRELOAD = pathToFileURL(join(PROJECT_ROOT, "test", "support", "load-trace.mjs")).href;
/** What the bundle's chunks hold (scripts/bundle-library.js): chunk path → the modules inside it. */
const CHUNKS = JSON.parse(
  await readFile(join(PROJECT_ROOT, "build", "bundle", "chunks.json"), "utf8"),
) as Record<string, readonly string[]>;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

interface Traced {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Project-relative paths (`build/cli/main.js`, `node_modules/zod/…`) and `node:` builtins. */
  readonly modules: readonly string[];
}

/**
 * Runs `node --import load-trace.mjs ARGS` in `cwd` with a minimal environment; `interact`
 * talks to the child and ends its stdin (default: ends it at once).
 */
async function traced(
  args: readonly string[],
  cwd: string,
  interact?: (child: ReturnType<typeof spawn>) => Promise<void>,
): Promise<Traced> {
  const dir = tempDir("alfred-trace-");
  const trace = join(dir, "modules.txt");
  const child = spawn(process.execPath, ["--import", TRACE_PRELOAD, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: cwd, NO_COLOR: "1", ALFRED_LOAD_TRACE: trace },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = new Promise<number | null>((done) => child.on("close", (code) => done(code)));
  await (interact?.(child) ?? Promise.resolve(child.stdin.end()));
  const code = await closed;
  const root = pathToFileURL(PROJECT_ROOT).href + "/";
  const lines = (await readFile(trace, "utf8")).split("\n").filter((line) => line !== "");
  const modules = [...new Set(lines.map((url) => url.replace(root, "")))];
  return { code, stdout, stderr, modules };
}

/** The modules of `run` that match any of `patterns`. */
function offending(run: Traced, patterns: readonly RegExp[]): string[] {
  return run.modules.filter((module) => patterns.some((pattern) => pattern.test(module)));
}

/** Sends initialize and tools/list over the child's stdio, waits for the list, then closes stdin. */
async function listToolsOnce(child: ReturnType<typeof spawn>): Promise<void> {
  const send = (message: object): boolean => child.stdin?.write(`${JSON.stringify(message)}\n`) ?? false;
  await new Promise<void>((done) => {
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        const message = JSON.parse(line) as { id?: number };
        if (message.id === 1) {
          send({ jsonrpc: "2.0", method: "notifications/initialized" });
          send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
        } else if (message.id === 2) done();
      }
    });
    send({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "trace", version: "1" },
      },
    });
  });
  child.stdin?.end();
}

const PROVIDER_SDKS = [
  /^node_modules\/@anthropic-ai\/sdk\/(?!core\/error|internal\/errors)/,
  /^node_modules\/openai\/(?!core\/error|internal\/errors)/,
];
// The CLI dispatcher redacts with the secrets it finds in the environment (security/secrets/known-secrets.ts).
const ENGINE_AND_ABOVE = /^build\/(engine|providers|session\/|harness|orchestrator|github|action)/;

describe("start-up paths load only what they use", () => {
  it('import("alfred-ci") loads its bundle, and in it no provider SDK, engine loop, session, harness run, LSP, memory, MCP or Octokit', async () => {
    // The package resolves its own name (package.json "exports"), as a consumer's import does.
    const loaded = await traced(["--input-type=module", "-e", 'await import("alfred-ci")'], PROJECT_ROOT);
    expect(loaded.code, loaded.stderr).toBe(0);
    expect(loaded.modules).toContain("build/bundle/index.js");
    // One bundle: no module of build/ or node_modules/ is loaded on its own, only chunks.
    expect(loaded.modules.filter((module) => /^(build\/(?!bundle\/)|node_modules\/)/.test(module))).toEqual(
      [],
    );
    const run = { ...loaded, modules: loaded.modules.flatMap((module) => CHUNKS[module] ?? [module]) };
    expect(run.modules.some((module) => module.startsWith("node_modules/zod/"))).toBe(true);
    expect(
      offending(run, [
        ...PROVIDER_SDKS,
        /^node_modules\/(web-tree-sitter|sql\.js|@octokit|@actions|undici|vscode-jsonrpc|yaml|diff|@modelcontextprotocol)\//,
        /^build\/(session|lsp|memory|context|github|action|cli|mcp)\//,
        /^build\/engine\/run-query\.js$/,
        /^build\/harness\/autonomous-run\.js$/,
        /^build\/platform\/(boundary|safe-fetch)\.js$/,
        // zod's ~60 translations (267 KB of the bundle): a named `import { z }` keeps them all in an
        // esbuild bundle; `import * as z` lets it drop what is unused (eslint.config.js says so).
        /^node_modules\/zod\/v4\/locales\/(?!en\.js$)/,
      ]),
    ).toEqual([]);
  });

  it("alfred --version loads no package and nothing but the dispatcher and its redaction", async () => {
    const run = await traced([ALFRED_BIN, "--version"], PROJECT_ROOT);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^alfred \d+\.\d+\.\d+\n$/);
    expect(run.modules).toContain("build/cli/main.js");
    expect(
      offending(run, [
        /^node_modules\//,
        ENGINE_AND_ABOVE,
        /^build\/(tools|context|lsp|memory|mcp|config)\//,
      ]),
    ).toEqual([]);
  });

  it("alfred repomap parses with tree-sitter but loads no provider, engine, Octokit, MCP or zod", async () => {
    const workingDir = await makeWorkspace({
      "src/cart.ts": "export function addItem(id: string) {\n  return id;\n}\n",
    });
    cleanups.push(() => rm(workingDir, { recursive: true, force: true }));
    const run = await traced([ALFRED_BIN, "repomap", "--cwd", workingDir], workingDir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("addItem");
    expect(run.modules.some((module) => module.startsWith("node_modules/web-tree-sitter/"))).toBe(true);
    expect(
      offending(run, [
        ...PROVIDER_SDKS,
        ENGINE_AND_ABOVE,
        /^build\/(permissions|lsp|memory|mcp|tools)\//,
        /^node_modules\/(@octokit|@modelcontextprotocol|zod|vscode-jsonrpc|sql\.js)\//,
      ]),
    ).toEqual([]);
  });

  it("alfred mcp answers tools/list (LSP tools included) without loading the call path, the LSP client, the boundary, the HTTP transport or the engine", async () => {
    const workingDir = await makeWorkspace({
      "a.txt": "a\n",
      // A server configured: its tools are listed, and nothing of it starts or loads before a call.
      ".alfred/lsp.json": JSON.stringify({ servers: [{ command: "/bin/false" }] }),
    });
    cleanups.push(() => rm(workingDir, { recursive: true, force: true }));
    const run = await traced([ALFRED_BIN, "mcp", "--cwd", workingDir], workingDir, listToolsOnce);
    expect(run.code, run.stderr).toBe(0);
    for (const tool of ["file_read", "grep", "glob", "repo_map", "lsp_definition", "lsp_diagnostics"])
      expect(run.stdout).toContain(`"${tool}"`);
    expect(
      offending(run, [
        ...PROVIDER_SDKS,
        ENGINE_AND_ABOVE,
        /^build\/(permissions|memory)\//,
        /^build\/lsp\/(?!(config|discover|known-servers|language|tools|format|errors)\.js$)/,
        /^node_modules\/vscode-jsonrpc\//,
        /^build\/mcp\/call-tool\.js$/,
        /^build\/platform\/(boundary|mcp-http)\.js$/,
        /^node_modules\/(@octokit|@hono|sql\.js|web-tree-sitter|yaml|diff)\//,
      ]),
    ).toEqual([]);
  });
});
