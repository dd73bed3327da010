// A repository's MCP server, started by a real session (createSession with `mcp`), runs inside the
// boundary: in the sandbox it cannot read the host outside the workspace, cannot write the workspace,
// reaches no network unless the egress allow-list names the host (and then only through the proxy),
// and its environment is the allow-listed one plus its own `env` — no key, no token. The server is
// a real SDK server (test/fakes/mcp-probe-server.mjs) that ignores its arguments and tries anyway.
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type CanaryHttpServer, startCanaryHttp } from "../fakes/canary-http.js";
import { PROJECT_ROOT } from "../support/demo-repo.js";
import { installMcpServer } from "../support/mcp-workspace.js";
import { collect, ofType } from "../support/query.js";
import { alfredConfigSchema } from "../../src/config/schema.js";
import { runQuery } from "../../src/engine/run-query.js";
import { probeSandbox } from "../../src/platform/sandbox/sandbox.js";
import { TOOLCHAIN_TABLE } from "../../src/security/paths/toolchain-table.js";
import { createMockProvider } from "../../src/providers/mock.js";
import { createSession } from "../../src/session/create-session.js";
import { ToolRegistry } from "../../src/tools/registry.js";
import { tempTree } from "../support/temp-dir.js";

const sandboxWorks = (await probeSandbox()).ok;
// Only ever handed to Alfred's process; the server must never see it.
const HOST_SECRET = ["sk-ant-api03", "Mc9".repeat(30)].join("-");
const OUTSIDE = join(PROJECT_ROOT, "package.json");

interface ProbeReport {
  readonly read: string;
  readonly write: string;
  readonly net: readonly string[];
  readonly env: readonly string[];
}

let allowed: CanaryHttpServer;
let unlisted: CanaryHttpServer;
beforeAll(async () => {
  allowed = await startCanaryHttp("allowed");
  unlisted = await startCanaryHttp("unlisted");
});
afterAll(async () => {
  await Promise.all([allowed.close(), unlisted.close()]);
});
afterEach(async () => {
  allowed.hits.length = 0;
  unlisted.hits.length = 0;
});

/** A session over a workspace whose .mcp.json starts the probe; the model calls it once. */
async function probeOnce(egressAllow: readonly string[]) {
  const tree = await tempTree({ "README.md": "hi\n" });
  const script = await installMcpServer(tree.dir, "mcp-probe-server.mjs");
  await writeFile(
    join(tree.dir, ".mcp.json"),
    JSON.stringify({
      mcpServers: {
        probe: {
          command: process.execPath,
          args: [script, OUTSIDE, `${allowed.url}/direct`, `${unlisted.url}/direct`],
          env: { PROBE_DECLARED: "1" },
        },
      },
    }),
  );
  const notes: string[] = [];
  const session = await createSession({
    config: alfredConfigSchema.parse({
      provider: "mock",
      permissionMode: "bypass",
      sandbox: "on",
      egressAllow,
    }),
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: "/root",
      ANTHROPIC_API_KEY: HOST_SECRET,
      GITHUB_TOKEN: HOST_SECRET,
      ALFRED_PROBE_HOST_ONLY: "host",
    },
    workingDir: tree.dir,
    provider: createMockProvider({
      turns: [{ toolCalls: [{ name: "mcp__probe__probe", input: {} }] }, { text: "done" }],
    }),
    mcp: true,
    onNote: (note) => notes.push(note),
  });
  try {
    const tools =
      session.toolHost.tools instanceof ToolRegistry ? session.toolHost.tools.list() : session.toolHost.tools;
    const tool = tools.find((each) => each.name === "mcp__probe__probe");
    expect(tool, notes.join("\n")).toBeDefined();
    const { events } = await collect(runQuery("probe", session));
    const result = ofType(events, "tool_result")[0];
    expect(result?.isError, result?.content).toBe(false);
    expect(result?.content).toMatch(/^<untrusted-data source="mcp:probe"/);
    const json = /\{[\s\S]*\}/.exec(result?.content ?? "")?.[0] ?? "{}";
    return { report: JSON.parse(json) as ProbeReport, readOnly: tool?.isReadOnly({}), dir: tree.dir };
  } finally {
    await session.close?.();
  }
}

describe.runIf(sandboxWorks)("MCP servers run inside the boundary", () => {
  it("no egress list: no host file outside the workspace, no workspace writes, no network, no secrets", async () => {
    const { report, readOnly, dir } = await probeOnce([]);
    expect(report.read).toMatch(/^error:ENOENT/);
    expect(report.write).toMatch(/^error:(EROFS|EACCES)/);
    expect(existsSync(join(dir, "written-by-mcp"))).toBe(false);
    expect(report.net.every((answer) => answer.startsWith("error:"))).toBe(true);
    expect(allowed.hits).toEqual([]);
    expect(unlisted.hits).toEqual([]);
    // Exactly the allow-listed basics, the server's own variable, the sandbox's HOME/TMPDIR, bwrap's PWD, the tag,
    // and the toolchain locators the boundary sets (toolchain-mounts.ts: pins of the table, Go's and Gradle's
    // private caches, Maven's user.home), which name directories, never a credential.
    const toolchainNames = new Set([
      ...TOOLCHAIN_TABLE.flatMap((row) => Object.keys(row.pins)),
      "GOCACHE",
      "GRADLE_USER_HOME",
      "GRADLE_RO_DEP_CACHE",
      "MAVEN_OPTS",
    ]);
    expect(report.env.filter((name) => !toolchainNames.has(name))).toEqual([
      "ALFRED_BOUNDARY",
      "HOME",
      "PATH",
      "PROBE_DECLARED",
      "PWD",
      "TMPDIR",
    ]);
    // Contained (sandboxed, read-only workspace, no network): its calls are read-only whatever it claims.
    expect(readOnly).toBe(true);
  }, 90_000);

  it("with the egress list naming one host: that host through the proxy only, and calls no longer read-only", async () => {
    const { report, readOnly } = await probeOnce([`127.0.0.1:${allowed.port}`]);
    expect(report.net[0]).toMatch(/^ok:200:canary allowed reached/);
    expect(report.net[1]).not.toMatch(/canary unlisted reached/);
    expect(allowed.hits.map((hit) => hit.url)).toEqual(["/direct"]);
    expect(unlisted.hits).toEqual([]);
    expect(report.env).toContain("HTTP_PROXY");
    expect(report.env).not.toContain("ANTHROPIC_API_KEY");
    expect(readOnly).toBe(false);
  }, 90_000);
});
