/**
 * Each host's session is what its row of HOST_PROFILES says: the permission mode (a mode the
 * user chose holds only where the row lets it), the tools, the protected paths the gate holds,
 * and the egress list as one frozen value that the runtime, the gate and the ledger all read.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { alfredConfigSchema, type AlfredConfigInput } from "../config/schema.js";
import type { HostName } from "../core/host-profiles.js";
import { runQuery } from "../engine/run-query.js";
import { createMockProvider } from "../providers/mock.js";
import { ToolRegistry } from "../tools/registry.js";
import { createSession } from "./create-session.js";

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function sessionOf(host: HostName, config: AlfredConfigInput = {}) {
  const dir = await mkdtemp(join(tmpdir(), "alfred-host-session-"));
  dirs.push(dir);
  const session = await createSession({
    host,
    config: alfredConfigSchema.parse({ provider: "mock", sandbox: "off", ...config }),
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    workingDir: dir,
    provider: createMockProvider({ turns: [] }),
    lsp: false,
    mcp: false,
  });
  const tools =
    session.toolHost.tools instanceof ToolRegistry ? session.toolHost.tools.list() : session.toolHost.tools;
  return { session, dir, names: tools.map((tool) => tool.name).sort() };
}

const WRITE_TOOLS = ["bash", "file_edit", "file_write", "git_commit"];

describe("a session reads its host's row", () => {
  it.each([
    ["actionRun", "plan", "bypass"],
    ["cliRun", "default", "bypass"],
    ["replay", "plan", "bypass"],
    ["actionReview", "bypass", "plan"],
    ["cliAsk", "plan", "plan"],
    ["cliAsk", undefined, "default"],
    ["library", "acceptEdits", "acceptEdits"],
  ] as const)("%s with %s configured works in %s", async (host, chosen, expected) => {
    const { session } = await sessionOf(host, chosen === undefined ? {} : { permissionMode: chosen });
    expect(session.toolHost.permissionMode).toBe(expected);
    await session.close?.();
  });

  it("the review's session offers no tool that writes or runs", async () => {
    const { session, names } = await sessionOf("actionReview");
    expect(names.filter((name) => WRITE_TOOLS.includes(name))).toEqual([]);
    expect(names).toEqual(["file_read", "glob", "grep", "repo_map", "web_fetch"]);
    await session.close?.();
  });

  it("unattended sessions have no git_commit (the harness commits); ask has it", async () => {
    for (const host of ["actionRun", "cliRun", "replay"] as const) {
      const { session, names } = await sessionOf(host);
      expect(names).not.toContain("git_commit");
      expect(names).toContain("file_write");
      await session.close?.();
    }
    const { session, names } = await sessionOf("cliAsk");
    expect(names).toContain("git_commit");
    await session.close?.();
  });

  it("an Action run's gate refuses an edit of .github/workflows/, unless the input allows it", async () => {
    const edit = { name: "file_write", input: { path: ".github/workflows/ci.yml", content: "x" } };
    for (const [allowWorkflowChanges, refused] of [
      [false, true],
      [true, false],
    ] as const) {
      const dir = await mkdtemp(join(tmpdir(), "alfred-host-session-"));
      dirs.push(dir);
      const session = await createSession({
        host: "actionRun",
        config: alfredConfigSchema.parse({
          provider: "mock",
          sandbox: "off",
          github: { allowWorkflowChanges },
        }),
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
        workingDir: dir,
        provider: createMockProvider({ turns: [{ toolCalls: [edit] }, { text: "done" }] }),
        lsp: false,
        mcp: false,
      });
      const results: string[] = [];
      for await (const event of runQuery("edit", session))
        if (event.type === "tool_result") results.push(event.isError ? event.content : "ok");
      await session.close?.();
      expect(results).toHaveLength(1);
      expect(/protected/.test(results[0] ?? "")).toBe(refused);
    }
  });

  it("the egress list is one frozen value: runtime, gate and ledger state read the same", async () => {
    const { session } = await sessionOf("cliAsk", { egressAllow: ["api.github.com"] });
    const boundary = session.toolHost.runtime?.boundary;
    expect(boundary?.egressAllow).toEqual(["api.github.com"]);
    expect(Object.isFrozen(boundary?.egressAllow)).toBe(true);
    expect((await boundary?.state())?.egressAllow).toBe(boundary?.egressAllow);
    await session.close?.();
  });
});
