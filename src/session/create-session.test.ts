/**
 * What `createSession` sets up at once and what it leaves for later: a failing part stops the
 * servers the others started, the tool list in the prompt is read after the servers attach, and
 * recalling facts opens the memory index only when there is a fact to find.
 */
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  type BareOrigin,
  cloneWorkspace,
  createBareOrigin,
  git as plainGit,
} from "../../test/fakes/bare-origin.js";
import { installLoggingGit } from "../../test/support/logging-git.js";
import { PROJECT_ROOT } from "../../test/support/demo-repo.js";
import { alfredConfigSchema } from "../config/schema.js";
import { ConfigError } from "../core/errors.js";
import { memoryLayout, writeFact } from "../memory/index.js";
import { createMockProvider } from "../providers/mock.js";
import { createSession } from "./create-session.js";
import type { SessionOptions } from "./session-options.js";

const ECHO = join(PROJECT_ROOT, "test", "fakes", "mcp-echo-server.mjs");
const LSP_FAKE = join(PROJECT_ROOT, "test", "fakes", "lsp-fake.mjs");

let origins: BareOrigin[] = [];
afterEach(async () => {
  await Promise.all(origins.map((origin) => origin.cleanup()));
  origins = [];
});

async function workspace(files: Record<string, string> = {}): Promise<string> {
  const origin = await createBareOrigin({ "README.md": "hi\n", ...files });
  origins.push(origin);
  return cloneWorkspace(origin);
}

function options(dir: string, extra: Partial<SessionOptions> = {}): SessionOptions {
  return {
    config: alfredConfigSchema.parse({ provider: "mock", sandbox: "off" }),
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    workingDir: dir,
    provider: createMockProvider({ turns: [] }),
    ...extra,
  };
}

/** The processes whose command line holds `marker`. */
async function processesWith(marker: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const command = await readFile(join("/proc", entry, "cmdline"), "utf8").catch(() => "");
    if (command.includes(marker)) found.push(Number(entry));
  }
  return found;
}

describe("createSession", () => {
  it("stops the MCP servers it started when another part fails (a malformed hooks file)", async () => {
    const marker = `alfred-session-test-${process.pid}-${Date.now()}`;
    const dir = await workspace({
      ".mcp.json": JSON.stringify({
        mcpServers: { echo: { command: process.execPath, args: [ECHO, "serve", marker] } },
      }),
    });
    await mkdir(join(dir, ".alfred"), { recursive: true });
    await writeFile(join(dir, ".alfred", "hooks.json"), "{ not json");
    const failed = await createSession(options(dir, { mcp: true })).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(failed).toBeInstanceOf(ConfigError);
    expect(String(failed)).toContain(".alfred/hooks.json");
    expect(await processesWith(marker)).toEqual([]);
  }, 60_000);

  it("names the language servers' tools in the system prompt, though they attach while it is gathered", async () => {
    const dir = await workspace({
      ".alfred/lsp.json": JSON.stringify({
        servers: [{ command: process.execPath, args: [LSP_FAKE], languages: ["typescript"] }],
      }),
    });
    const session = await createSession(options(dir, { lsp: "configured", promptRole: "implementer" }));
    try {
      expect(session.systemPrompt).toContain("`lsp_definition`");
    } finally {
      await session.close?.();
    }
  }, 60_000);

  it("reads its files from a commit together: one ls-tree and one cat-file, whatever the commit holds", async () => {
    const dir = await workspace({
      "AGENTS.md": "Run the tests with node --test.\n",
      ".alfred/hooks.json": JSON.stringify({ PreToolUse: [] }),
      ".alfred/lsp.json": JSON.stringify({ servers: [] }),
    });
    const sha = (await plainGit(dirname(dir), dir, ["rev-parse", "HEAD"])).trim();
    const logging = await installLoggingGit(dirname(dir));
    const hostPath = process.env.PATH;
    process.env.PATH = logging.path;
    try {
      const session = await createSession(
        options(dir, { source: { kind: "commit", sha }, lsp: "configured", promptRole: "implementer" }),
      );
      await session.close?.();
      expect(session.systemPrompt).toContain("Run the tests with node --test.");
    } finally {
      process.env.PATH = hostPath;
    }
    const reads = (await logging.calls()).filter((call) => /\b(ls-tree|cat-file)\b/.test(call));
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatch(
      /ls-tree .* -- \.alfred\/hooks\.json \.alfred\/lsp\.json .*AGENTS\.md CLAUDE\.md$/,
    );
  }, 60_000);

  it("recalls nothing without opening the memory index when there is no fact, and a fact when there is", async () => {
    const dir = await workspace();
    const session = await createSession(options(dir));
    try {
      expect(await session.recall?.({ description: "make slugify trim dashes" })).toBe("");
      const layout = memoryLayout(dir);
      await expect(readFile(layout.database)).rejects.toThrow(/ENOENT/);
      await writeFact(layout, {
        slug: "slugify-dashes",
        type: "project",
        ts: "2026-11-01T00:00:00.000Z",
        content: "slugify must trim leading and trailing dashes",
      });
      expect(await session.recall?.({ description: "make slugify trim dashes" })).toContain("slugify-dashes");
    } finally {
      await session.close?.();
    }
  }, 60_000);
});
