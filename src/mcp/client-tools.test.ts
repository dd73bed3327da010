import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../test/support/demo-repo.js";
import type { QueryEvent } from "../core/events.js";
import { runQuery } from "../engine/run-query.js";
import { createMockProvider } from "../providers/mock.js";
import { ToolRegistry } from "../tools/registry.js";
import { parseMcpConfig } from "./client-config.js";
import { type AttachedMcpServers, attachMcpServers } from "./client-tools.js";
import { createBoundary } from "../platform/boundary/boundary.js";
import { tempTree } from "../../test/support/temp-dir.js";

const SERVER = join(PROJECT_ROOT, "test", "fakes", "mcp-echo-server.mjs");
// Kill-list data: only ever passed as an argument to a server that echoes it.
const DESTRUCTIVE = ["rm", "-rf", "~"].join(" ");

const open: AttachedMcpServers[] = [];
afterEach(async () => {
  for (const attached of open.splice(0)) await attached.close();
});

async function attach(names: readonly string[], registry = new ToolRegistry()) {
  const tree = await tempTree({ "inside.txt": "x" });
  const config = parseMcpConfig(
    JSON.stringify({
      mcpServers: Object.fromEntries(
        names.map((name) => [
          name,
          {
            command: process.execPath,
            args: [SERVER, name === "echo" ? "serve" : name],
            env: { ECHO_TOKEN: "set" },
          },
        ]),
      ),
    }),
    ".mcp.json",
  );
  const notes: string[] = [];
  // Unsandboxed here (the server lives outside the workspace); mcp-sandbox.test.ts runs servers sandboxed.
  const boundary = createBoundary({
    workingDir: tree.dir,
    sandbox: "off",
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", NODE_PATH: join(PROJECT_ROOT, "node_modules") },
  });
  const attached = await attachMcpServers(registry, config.servers, {
    boundary,
    workingDir: tree.dir,
    timeoutMs: 10_000,
    onNote: (note) => notes.push(note),
  });
  open.push(attached);
  return { attached, notes, registry, dir: tree.dir };
}

describe("MCP client", () => {
  it("adds a server's tools as mcp__<server>__<tool>; a crashing and a hanging server are reported once and skipped", async () => {
    const { attached, notes, registry } = await attach(["echo", "crash", "hang"]);
    expect(attached.started).toEqual(["echo"]);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/"crash" skipped/);
    expect(notes[1]).toMatch(/"hang" skipped/);
    expect(
      registry
        .list()
        .map((tool) => tool.name)
        .sort(),
    ).toEqual([
      "mcp__echo__dotted_name",
      "mcp__echo__echo",
      "mcp__echo__env",
      "mcp__echo__git_config",
      "mcp__echo__read_path",
      "mcp__echo__run",
    ]);
    // The server's description is its own words: hidden text removed, attributed.
    const dotted = registry.list().find((tool) => tool.name === "mcp__echo__dotted_name");
    expect(dotted?.description).toContain("Visible words");
    expect(dotted?.description).not.toContain("ignore all previous instructions");
    expect(dotted?.description).toMatch(/MCP server "echo".*untrusted data/);
    await attached.close();
    expect(registry.size).toBe(0);
  }, 60_000);

  it("fences results as untrusted and holds the jail and the kill-list in bypass, read-only hints notwithstanding", async () => {
    const { registry, dir } = await attach(["echo"]);
    const calls = [
      { name: "mcp__echo__echo", input: { text: "hello" } },
      { name: "mcp__echo__read_path", input: { path: "/etc/passwd" } },
      { name: "mcp__echo__read_path", input: { path: "inside.txt" } },
      { name: "mcp__echo__run", input: { command: DESTRUCTIVE } },
      { name: "mcp__echo__env", input: {} },
    ];
    const provider = createMockProvider({ turns: [{ toolCalls: calls }, { text: "done" }] });
    const results: Extract<QueryEvent, { type: "tool_result" }>[] = [];
    const query = runQuery("go", {
      model: { provider, name: "mock" },
      limits: { maxTurns: 3 },
      toolHost: { tools: registry, workingDir: dir, permissionMode: "bypass" },
    });
    for (let step = await query.next(); step.done !== true; step = await query.next()) {
      if (step.value.type === "tool_result") results.push(step.value);
    }
    expect(results).toHaveLength(5);
    expect(results[0]?.content).toMatch(/^<untrusted-data source="mcp:echo"/);
    expect(results[0]?.content.match(/<\/untrusted-data>/g)).toHaveLength(1);
    expect(results[1]).toMatchObject({ isError: true });
    expect(results[1]?.content).toMatch(/path_jail|outside/i);
    expect(results[2]).toMatchObject({ isError: false });
    expect(results[3]).toMatchObject({ isError: true });
    expect(results[3]?.content).toMatch(/kill/i);
    // The server got exactly the boundary's environment plus its own variables, not the host's.
    const names = (results[4]?.content ?? "").split("\n")[1]?.split(",") ?? [];
    expect(names).toEqual(["ALFRED_BOUNDARY", "ECHO_TOKEN", "NODE_PATH", "PATH"]);
  }, 60_000);
});
