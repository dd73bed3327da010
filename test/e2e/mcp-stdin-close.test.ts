/**
 * `alfred mcp` answers every request it received before stdin closed, then exits 0 (issue 27):
 * a client that pipes its requests and closes its end at once gets every answer.
 */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { makeWorkspace } from "../support/cli.js";
import { ALFRED_BIN } from "../support/cli.js";

const REQUESTS = [
  {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "pipe", version: "1" } },
  },
  { jsonrpc: "2.0", method: "notifications/initialized" },
  { jsonrpc: "2.0", id: 2, method: "tools/list" },
  { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "grep", arguments: { pattern: "greet" } } },
  {
    jsonrpc: "2.0",
    id: 4,
    method: "tools/call",
    params: { name: "glob", arguments: { pattern: "**/*.ts" } },
  },
  { jsonrpc: "2.0", id: 5, method: "tools/call", params: { name: "repo_map", arguments: {} } },
  {
    jsonrpc: "2.0",
    id: 6,
    method: "tools/call",
    params: { name: "file_read", arguments: { path: "src/app.ts" } },
  },
];

describe("alfred mcp on stdio, stdin closed right after the requests", () => {
  it("answers all of them, then exits 0", async () => {
    const workingDir = await makeWorkspace({
      "src/app.ts": "export function greet(name: string) {\n  return `hi ${name}`;\n}\n",
      "src/use.ts": 'import { greet } from "./app";\nexport const hello = greet("you");\n',
    });
    const child = spawn(process.execPath, [ALFRED_BIN, "mcp", "--cwd", workingDir], {
      cwd: workingDir,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: workingDir },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end(REQUESTS.map((request) => `${JSON.stringify(request)}\n`).join(""));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    const answered = stdout
      .trim()
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as { id?: number; result?: { isError?: boolean } });
    expect(answered.map((message) => message.id).sort(), stderr).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answered.filter((message) => message.result?.isError === true)).toEqual([]);
    expect(code, stderr).toBe(0);
  }, 60_000);
});
