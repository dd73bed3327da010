/**
 * Which MCP servers a session starts: the ones configured in the commit the
 * run started from (unattended, review) — never a config the agent or a pull
 * request wrote into the worktree — and the worktree's for `alfred ask`.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type BareOrigin, cloneWorkspace, createBareOrigin, git } from "../../test/fakes/bare-origin.js";
import { PROJECT_ROOT } from "../../test/support/demo-repo.js";
import type { FileSource } from "../config/file-source.js";
import { alfredConfigSchema } from "../config/schema.js";
import { createMockProvider } from "../providers/mock.js";
import { ToolRegistry } from "../tools/registry.js";
import { createSession } from "./create-session.js";
import type { HostName } from "../core/host-profiles.js";

const ECHO = join(PROJECT_ROOT, "test", "fakes", "mcp-echo-server.mjs");
const servers = (name: string) =>
  JSON.stringify({ mcpServers: { [name]: { command: process.execPath, args: [ECHO, "serve"] } } });

let origins: BareOrigin[] = [];
afterEach(async () => {
  await Promise.all(origins.map((origin) => origin.cleanup()));
  origins = [];
});

/** A clone whose commit configures server `committed`; the worktree's copy was changed to `planted`. */
async function workspace() {
  const origin = await createBareOrigin({ "README.md": "hi\n", ".mcp.json": servers("committed") });
  origins.push(origin);
  const dir = await cloneWorkspace(origin);
  await writeFile(join(dir, ".mcp.json"), servers("planted"));
  const head = (await git(origin.root, dir, ["rev-parse", "HEAD"])).trim();
  return { dir, head };
}

async function mcpToolsOf(
  dir: string,
  options: { source?: FileSource | undefined; mcp?: boolean; host?: HostName },
) {
  const session = await createSession({
    ...(options.host === undefined ? {} : { host: options.host }),
    config: alfredConfigSchema.parse({ provider: "mock", sandbox: "off" }),
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    workingDir: dir,
    provider: createMockProvider({ turns: [] }),
    ...(options.source === undefined ? {} : { source: options.source }),
    ...(options.mcp === undefined ? {} : { mcp: options.mcp }),
  });
  try {
    const tools =
      session.toolHost.tools instanceof ToolRegistry ? session.toolHost.tools.list() : session.toolHost.tools;
    return tools
      .map((tool) => tool.name)
      .filter((name) => name.startsWith("mcp__"))
      .sort();
  } finally {
    await session.close?.();
  }
}

describe("the session's MCP servers", () => {
  it("unattended runs start the servers of the start commit, never the worktree's", async () => {
    const { dir, head } = await workspace();
    // The host's row starts the MCP servers; the run passes the commit it starts from.
    const tools = await mcpToolsOf(dir, { host: "actionRun", source: { kind: "commit", sha: head } });
    expect(tools).toContain("mcp__committed__echo");
    expect(tools.some((name) => name.includes("planted"))).toBe(false);
  }, 60_000);

  it("reading the worktree (alfred ask) starts the worktree's: the test can tell them apart", async () => {
    const { dir } = await workspace();
    const tools = await mcpToolsOf(dir, { mcp: true });
    expect(tools).toContain("mcp__planted__echo");
  }, 60_000);

  it("starts nothing unless asked", async () => {
    const { dir } = await workspace();
    expect(await mcpToolsOf(dir, {})).toEqual([]);
  }, 60_000);
});
