import { spawn } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterEach, describe, expect, it } from "vitest";
import { makeWorkspace } from "../support/cli.js";
import { PROJECT_ROOT } from "../support/demo-repo.js";
import { LSP_PROJECT, PYRIGHT, TSL } from "../support/lsp-workspace.js";
import { childTransport } from "../support/mcp-child.js";
import { descendants, stillAlive } from "../support/process-tree.js";

const ALFRED = join(PROJECT_ROOT, "build", "cli", "bin.js");
const LSP_TOOLS = ["lsp_definition", "lsp_diagnostics", "lsp_hover", "lsp_references"];

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A project as a team has it after `npm ci`: its servers in `node_modules/.bin` (linked to Alfred's
 * dev dependencies), nothing configured, a file with a type error, and a file outside it.
 */
async function workspace(): Promise<string> {
  const outer = await makeWorkspace({ "outside.ts": "export const secret = 1;\n" });
  cleanups.push(() => rm(outer, { recursive: true, force: true }));
  const root = join(outer, "repo");
  mkdirSync(join(root, "node_modules", ".bin"), { recursive: true });
  for (const [file, text] of Object.entries(LSP_PROJECT)) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  writeFileSync(join(root, "src", "bad.ts"), 'export const z: number = "x";\n');
  for (const server of [TSL, PYRIGHT])
    symlinkSync(server.command, join(root, "node_modules", ".bin", server.name));
  return root;
}

/** `alfred mcp` in `root` with no server on PATH: only the workspace's own can be found. */
function startMcp(root: string, args: readonly string[] = []) {
  const child = spawn(process.execPath, [ALFRED, "mcp", "--cwd", root, ...args], {
    env: { PATH: "/usr/bin:/bin", HOME: process.env.HOME ?? "/root" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const stderr: string[] = [];
  child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  cleanups.push(async () => void child.kill("SIGKILL"));
  return { child, stderr, exited };
}

const textOf = (result: Awaited<ReturnType<Client["callTool"]>>): string =>
  (result.content as { text: string }[]).map((block) => block.text).join("\n");

/** The TypeScript questions a review bot asks, answered by the workspace's typescript-language-server. */
async function askTypeScript(client: Client): Promise<void> {
  const listed = (await client.listTools()).tools.map((tool) => tool.name);
  expect(listed).toEqual(expect.arrayContaining(["file_read", "grep", "glob", "repo_map", ...LSP_TOOLS]));
  const at = { path: "src/a.ts", line: 2, character: 25 };
  const definition = await client.callTool({ name: "lsp_definition", arguments: at });
  expect(definition.isError, textOf(definition)).toBe(false);
  expect(textOf(definition)).toContain("src/b.ts:2:17: export function helper(n: number): number {");
  // Names and doc comments come from the repository: fenced as data, as for the agent's model.
  expect(textOf(definition)).toMatch(/^<untrusted-data source="lsp_definition"/);
  const references = textOf(await client.callTool({ name: "lsp_references", arguments: at }));
  for (const place of ["src/b.ts:2:17", "src/a.ts:3:26", "src/a.ts:4:18"])
    expect(references).toContain(place);
  const hover = textOf(await client.callTool({ name: "lsp_hover", arguments: at }));
  expect(hover).toContain("helper(n: number): number");
  expect(hover).toContain("Doubles a number.");
  const diagnostics = textOf(
    await client.callTool({ name: "lsp_diagnostics", arguments: { path: "src/bad.ts" } }),
  );
  expect(diagnostics).toContain(
    "src/bad.ts:1:14 error TS2322: Type 'string' is not assignable to type 'number'.",
  );
  for (const path of ["../outside.ts", join(root(client), "..", "outside.ts"), "/etc/hostname"]) {
    const escaped = await client.callTool({ name: "lsp_hover", arguments: { path, line: 0, character: 14 } });
    expect(escaped.isError, path).toBe(true);
    expect(textOf(escaped)).not.toContain("secret");
  }
}

/** A loopback port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** Resolves once something accepts connections on `port` (at most 30 s). */
async function untilListening(port: number): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => resolve(true));
      socket.once("error", () => resolve(false));
      socket.once("connect", () => socket.end());
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

/**
 * Those of `started` still running 5 s after the server exited, by command line (a sandbox's
 * inner process dies of its parent's death a moment after it).
 */
async function survivors(started: readonly { pid: number; command: string }[]): Promise<string[]> {
  for (let waited = 0; ; waited += 100) {
    const alive = new Set(stillAlive(started.map((each) => each.pid)));
    if (alive.size === 0 || waited >= 5_000)
      return started.filter((each) => alive.has(each.pid)).map((each) => each.command);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const roots = new WeakMap<Client, string>();
const root = (client: Client): string => roots.get(client) ?? "/nonexistent";

describe("alfred mcp serves the LSP tools of a workspace's own language servers", () => {
  it("over stdio (sandbox auto): definition, references, hover, diagnostics; escapes refused; every server gone when the client disconnects", async () => {
    const workingDir = await workspace();
    const { child, stderr, exited } = startMcp(workingDir);
    const client = new Client({ name: "review-bot", version: "1" });
    roots.set(client, workingDir);
    await client.connect(childTransport(child, []));
    await askTypeScript(client);
    const started = descendants(child.pid ?? 0);
    expect(started.map((each) => each.command).join("\n")).toMatch(/typescript-language-server|tsserver/);
    await client.close();
    expect(await exited, stderr.join("")).toBe(0);
    expect(await survivors(started)).toEqual([]);
  }, 120_000);

  it("over Streamable HTTP: the same answers; the servers stop with the process", async () => {
    const workingDir = await workspace();
    const port = await freePort();
    const { child, stderr, exited } = startMcp(workingDir, ["--http", String(port)]);
    // Its stderr is held back for redaction (not a terminal): wait for the port instead of the line.
    await untilListening(port);
    const url = `http://127.0.0.1:${port}/mcp`;
    const client = new Client({ name: "review-bot", version: "1" });
    roots.set(client, workingDir);
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    await askTypeScript(client);
    const started = descendants(child.pid ?? 0);
    expect(started.length).toBeGreaterThan(0);
    await client.close();
    child.kill("SIGTERM");
    expect(await exited, stderr.join("")).toBe(0);
    expect(await survivors(started)).toEqual([]);
  }, 120_000);

  it("on a Python project: pyright from node_modules/.bin answers definition and diagnostics", async () => {
    const workingDir = await workspace();
    writeFileSync(join(workingDir, "py", "bad.py"), 'from b import helper\n\ny: int = helper("x")\n');
    const { child, stderr, exited } = startMcp(workingDir);
    const client = new Client({ name: "review-bot", version: "1" });
    await client.connect(childTransport(child, []));
    const definition = await client.callTool({
      name: "lsp_definition",
      arguments: { path: "py/a.py", line: 2, character: 5 },
    });
    expect(textOf(definition)).toContain("py/b.py:1:5: def helper(n: int) -> int:");
    const diagnostics = textOf(
      await client.callTool({ name: "lsp_diagnostics", arguments: { path: "py/bad.py" } }),
    );
    expect(diagnostics).toMatch(/py\/bad\.py:3:17 error/);
    const started = descendants(child.pid ?? 0);
    await client.close();
    expect(await exited, stderr.join("")).toBe(0);
    expect(await survivors(started)).toEqual([]);
  }, 120_000);
});
