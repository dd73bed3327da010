import { spawn } from "node:child_process";
import { request } from "node:http";
import { mkdir, symlink } from "node:fs/promises";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterEach, describe, expect, it } from "vitest";
import { createMcpServer } from "../../src/mcp/server.js";
import { serveMcpOverHttp } from "../../src/platform/services/mcp-http.js";
import { getAllTools } from "../../src/tools/index.js";
import { repoMapTool } from "../../src/context/repo-map-tool.js";
import { writeFiles } from "../fakes/file-tools-context.js";
import { FAKE_PROVIDER_KEY, FAKE_GITHUB_TOKEN } from "../fixtures/fake-secrets.js";
import { PROJECT_ROOT } from "../support/demo-repo.js";
import { childTransport } from "../support/mcp-child.js";
import { tempTree, type TempTreeDir } from "../support/temp-dir.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A workspace, a secret outside it, and a symlink escaping to it. */
async function workspace(): Promise<TempTreeDir & { root: string }> {
  const outer = await tempTree({ "outside/secret.txt": "OUTSIDE-SECRET-42\n" });
  const root = join(outer.dir, "repo");
  await mkdir(root);
  await writeFiles(root, {
    "src/app.ts": "export function greet(name: string) {\n  return `hi ${name}`;\n}\n",
    "config.txt": `token=${FAKE_GITHUB_TOKEN}\nkey=${FAKE_PROVIDER_KEY}\n`,
  });
  await symlink(join(outer.dir, "outside"), join(root, "escape"));
  return { ...outer, root };
}

const textOf = (result: Awaited<ReturnType<Client["callTool"]>>): string => JSON.stringify(result.content);

/** Every served tool called once; escapes refused; secrets redacted. */
async function exercise(client: Client): Promise<void> {
  const listed = await client.listTools();
  expect(listed.tools.map((tool) => tool.name).sort()).toEqual(["file_read", "glob", "grep", "repo_map"]);
  expect(listed.tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);

  const read = await client.callTool({ name: "file_read", arguments: { path: "src/app.ts" } });
  expect(read.isError).toBe(false);
  expect(textOf(read)).toContain("export function greet");
  const grep = await client.callTool({ name: "grep", arguments: { pattern: "greet" } });
  expect(textOf(grep)).toContain("src/app.ts:1");
  const glob = await client.callTool({ name: "glob", arguments: { pattern: "**/*.ts" } });
  expect(textOf(glob)).toContain("src/app.ts");
  const map = await client.callTool({ name: "repo_map", arguments: { tokens: 256 } });
  expect(map.isError).toBe(false);
  expect(textOf(map)).toContain("greet");

  for (const path of ["../outside/secret.txt", "escape/secret.txt", "/etc/hostname"]) {
    const escaped = await client.callTool({ name: "file_read", arguments: { path } });
    expect(escaped.isError, path).toBe(true);
    expect(textOf(escaped)).not.toContain("OUTSIDE-SECRET-42");
  }
  const grepOut = await client.callTool({ name: "grep", arguments: { pattern: "OUTSIDE", path: "escape" } });
  expect(textOf(grepOut)).not.toContain("OUTSIDE-SECRET-42");

  const secrets = await client.callTool({ name: "file_read", arguments: { path: "config.txt" } });
  expect(textOf(secrets)).not.toContain(FAKE_GITHUB_TOKEN);
  expect(textOf(secrets)).not.toContain(FAKE_PROVIDER_KEY);
  const write = await client.callTool({ name: "file_write", arguments: { path: "x.txt", content: "x" } });
  expect(write.isError).toBe(true);
}

describe("alfred mcp", () => {
  it("over stdio: lists and calls the read-only tools, refuses escapes, only protocol on stdout, exits 0 when stdin closes", async () => {
    const tree = await workspace();
    const child = spawn(
      process.execPath,
      [join(PROJECT_ROOT, "build", "cli", "bin.js"), "mcp", "--cwd", tree.root],
      {
        // No language server on this PATH (npm puts Alfred's node_modules/.bin first): the four tools only.
        env: { PATH: "/usr/bin:/bin", ANTHROPIC_API_KEY: FAKE_PROVIDER_KEY },
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    cleanups.push(async () => void child.kill("SIGKILL"));
    const stdout: string[] = [];
    const client = new Client({ name: "test", version: "1" });
    await client.connect(childTransport(child, stdout));
    await exercise(client);
    await client.close();
    expect(await exited).toBe(0);
    for (const line of stdout
      .join("")
      .split("\n")
      .filter((each) => each !== "")) {
      expect(JSON.parse(line)).toMatchObject({ jsonrpc: "2.0" });
    }
  }, 60_000);

  it("over stateless Streamable HTTP on loopback: the same tools, and a foreign Host is refused", async () => {
    const tree = await workspace();
    const endpoint = await serveMcpOverHttp(
      () =>
        createMcpServer({
          workingDir: tree.root,
          knownSecrets: [FAKE_PROVIDER_KEY],
          tools: [...getAllTools(), repoMapTool],
          version: "test",
        }),
      0,
    );
    cleanups.push(() => endpoint.close());
    expect(endpoint.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const client = new Client({ name: "test", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint.url)));
    await exercise(client);
    await client.close();

    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(endpoint.url);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: "/mcp",
          method: "POST",
          headers: { host: "evil.example", "content-type": "application/json" },
        },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on("error", reject);
      req.end("{}");
    });
    expect(status).toBe(403);
  }, 60_000);
});
