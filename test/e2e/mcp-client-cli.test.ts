// `alfred ask` (the built CLI) with the MCP servers of the workspace's .mcp.json: the tools reach
// the model as mcp__<server>__<tool>, their results come back fenced, a server that dies at start
// is reported once and skipped, and a malformed file is a usage error naming the file and place.
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer, FakeStep } from "../fakes/fake-script.js";
import { makeWorkspace, runAlfred } from "../support/cli.js";
import { installMcpServer } from "../support/mcp-workspace.js";

const servers: FakeServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const conversation: FakeStep[] = [
  { turn: { toolCalls: [{ name: "mcp__echo__echo", input: { text: "hello" } }] } },
  { turn: { text: "The server said hello." } },
];

async function workspaceWith(config: (script: string) => unknown): Promise<string> {
  const workingDir = await makeWorkspace({ "README.md": "# demo\n" });
  dirs.push(workingDir);
  const script = await installMcpServer(workingDir, "mcp-echo-server.mjs");
  await writeFile(join(workingDir, ".mcp.json"), JSON.stringify(config(script)));
  return workingDir;
}

describe("alfred ask with the workspace's MCP servers", () => {
  it("offers their tools, fences their results, and skips a server that dies", async () => {
    const model = await startAnthropicFake(conversation);
    servers.push(model);
    const workingDir = await workspaceWith((script: string) => ({
      mcpServers: {
        echo: { command: "node", args: [script, "serve"] },
        broken: { command: "node", args: [script, "crash"] },
      },
    }));
    const run = await runAlfred(["ask", "What does the server say?"], {
      cwd: workingDir,
      env: { ALFRED_PROVIDER: "anthropic", ALFRED_BASE_URL: model.url, ANTHROPIC_API_KEY: "x" },
      timeoutMs: 90_000,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("The server said hello.");
    expect(run.stderr.match(/MCP server "broken" skipped/g)).toHaveLength(1);
    const offered = ((model.requests[0]?.body as { tools?: { name: string }[] }).tools ?? []).map(
      (tool) => tool.name,
    );
    expect(offered).toEqual(expect.arrayContaining(["mcp__echo__echo", "mcp__echo__read_path"]));
    expect(offered.some((name) => name.startsWith("mcp__broken__"))).toBe(false);
    expect(JSON.stringify(model.requests[1]?.body)).toMatch(
      /untrusted-data source=\\"mcp:echo\\"[^]*echo: hello/,
    );
  }, 120_000);

  it("alfred doctor starts each server inside the boundary and lists its tools, and fails the ones that cannot run", async () => {
    const workingDir = await workspaceWith((script: string) => ({
      mcpServers: {
        echo: { command: "node", args: [script, "serve"] },
        broken: { command: "node", args: [script, "crash"] },
        remote: { type: "http", url: "https://mcp.example.com/mcp" },
      },
    }));
    const run = await runAlfred(["doctor", "--json"], { cwd: workingDir, timeoutMs: 90_000 });
    const report = JSON.parse(run.stdout) as { checks: { check: string; ok: boolean; detail: string }[] };
    const mcp = report.checks.filter((check) => check.check.startsWith("mcp"));
    expect(mcp.map(({ check, ok }) => [check, ok])).toEqual([
      ["mcp echo", true],
      ["mcp broken", false],
      ["mcp remote", false],
    ]);
    expect(mcp[0]?.detail).toMatch(/\(\.mcp\.json\): answers, \d+ tools \(.*mcp__echo__echo/);
    expect(mcp[1]?.detail).toMatch(/skipped: /);
    expect(mcp[2]?.detail).toMatch(/^\.mcp\.json: skipped: /);
    expect(run.code).toBe(1);
  }, 120_000);

  it("alfred doctor with no MCP config says so and passes that check", async () => {
    const workingDir = await makeWorkspace({ "README.md": "# demo\n" });
    dirs.push(workingDir);
    const run = await runAlfred(["doctor", "--json"], { cwd: workingDir, timeoutMs: 90_000 });
    const report = JSON.parse(run.stdout) as { checks: { check: string; ok: boolean; detail: string }[] };
    expect(report.checks.find((check) => check.check === "mcp")).toEqual({
      check: "mcp",
      ok: true,
      detail: "no MCP servers configured (.alfred/mcp.json or .mcp.json)",
    });
  }, 120_000);

  it("refuses a malformed .mcp.json with exit 2, naming the file and the place", async () => {
    const workingDir = await workspaceWith(() => ({
      mcpServers: { echo: { command: "node", args: "tools/x" } },
    }));
    const run = await runAlfred(["ask", "hi"], {
      cwd: workingDir,
      env: { ALFRED_PROVIDER: "anthropic", ALFRED_BASE_URL: "http://127.0.0.1:9", ANTHROPIC_API_KEY: "x" },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/\.mcp\.json: mcpServers\.echo\.args/);
  }, 60_000);
});
