// Review mode with the MCP and language servers the BASE branch configures: they start inside the
// boundary (sandboxed, workspace read-only, no network), so their tools are read-only and offered
// to the reviewer in plan mode; a server the pull request adds to the config never starts; results
// are fenced; the jail and the kill-list hold on their arguments; the servers see no secret.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { type ActionWorld, runAction } from "../support/action-run.js";
import { PROJECT_ROOT } from "../support/demo-repo.js";
import { installServerPackages } from "../support/mcp-workspace.js";
import { bundleRuntimes } from "../support/node-runtimes.js";
import {
  BASE_FILES,
  bodyOf,
  HEAD_FILES,
  pullRequestEvent,
  pullRequestWorld,
} from "../support/review-world.js";
import { probeSandbox } from "../../src/platform/sandbox/sandbox.js";

const sandboxWorks = (await probeSandbox()).ok;
const ECHO = readFileSync(join(PROJECT_ROOT, "test", "fakes", "mcp-echo-server.mjs"), "utf8");
const LSP = readFileSync(join(PROJECT_ROOT, "test", "fakes", "lsp-fake.mjs"), "utf8");
// Kill-list data: only ever an argument to a server that echoes it.
const DESTRUCTIVE = ["rm", "-rf", "~"].join(" ");
const server = { command: "node", args: ["tools/mcp-echo-server.mjs", "serve"] };

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

interface ToolsBody {
  readonly tools?: readonly { readonly name: string }[];
}

/** Calls the base's server's tools once, and a planted server's; then submits an empty review. */
function reviewer(request: RecordedRequest): FakeStep {
  const body = bodyOf(request);
  if (body.tool_choice?.name === "submit_review") {
    return { turn: { toolCalls: [{ name: "submit_review", input: { summary: "Fine.", comments: [] } }] } };
  }
  if (body.messages.some((message) => message.role === "assistant")) return { turn: { text: "Done." } };
  return {
    turn: {
      toolCalls: [
        { name: "mcp__echo__echo", input: { text: "hello" } },
        { name: "mcp__echo__env", input: {} },
        { name: "mcp__echo__git_config", input: {} },
        { name: "file_read", input: { path: ".git/config" } },
        { name: "mcp__echo__run", input: { command: DESTRUCTIVE } },
        { name: "mcp__echo__read_path", input: { path: "/etc/passwd" } },
        { name: "mcp__planted__echo", input: { text: "hello" } },
        { name: "lsp_definition", input: { path: "src/text.js", line: 25, character: 22 } },
      ],
    },
  };
}

describe.runIf(sandboxWorks).each(bundleRuntimes())(
  "review mode with the base's MCP and language servers ($name)",
  ({ path }) => {
    it("offers the base's contained server to the reviewer, never the head's, fenced and jailed", async () => {
      const { world, pull, baseSha } = await pullRequestWorld(
        reviewer,
        {},
        {
          base: {
            ...BASE_FILES,
            ".alfred/mcp.json": JSON.stringify({ mcpServers: { echo: server } }),
            "tools/mcp-echo-server.mjs": ECHO,
            ".alfred/lsp.json": JSON.stringify({
              servers: [{ command: "node", args: ["tools/lsp-fake.mjs", "ok"] }],
            }),
            "tools/lsp-fake.mjs": LSP,
          },
          head: {
            ...HEAD_FILES,
            ".alfred/mcp.json": JSON.stringify({ mcpServers: { echo: server, planted: server } }),
          },
        },
      );
      worlds.push(world);
      // What a workflow's `npm ci` step leaves in the checkout before Alfred runs.
      await installServerPackages(world.workingDir);
      const result = await runAction(
        world,
        pullRequestEvent("opened", { number: 5, headSha: pull.headSha, baseSha }),
        {},
        { GITHUB_RUN_ID: "600" },
        120_000,
        path,
      );
      expect(result.outputs.conclusion, result.log.slice(-3000)).toBe("success");

      const offered = ((world.model.requests[0]!.body as ToolsBody).tools ?? []).map((tool) => tool.name);
      expect(offered).toEqual(
        expect.arrayContaining(["mcp__echo__echo", "mcp__echo__env", "mcp__echo__run"]),
      );
      expect(offered.filter((name) => name.includes("planted"))).toEqual([]);
      expect(offered).toContain("lsp_definition");

      const results = JSON.stringify(bodyOf(world.model.requests[1]!).messages.at(-1)?.content);
      expect(results).toContain('<untrusted-data source=\\"mcp:echo\\"');
      expect(results).toContain("echo: hello");
      // The checkout's persisted token header was out of reach while the servers and the reviewer
      // ran (a server reads it at start-up here), and is back for later workflow steps.
      expect(results).toContain("credentials in .git/config at start: no");
      expect(results).toContain('[remote \\"origin\\"]');
      expect(results).not.toContain("extraheader");
      expect(readFileSync(join(world.workingDir, ".git", "config"), "utf8")).toContain("extraheader");
      expect(results).toMatch(/kill/i);
      expect(results).toMatch(/path_jail|outside/i);
      expect(results).toMatch(/mcp__planted__echo|Unknown tool|invalid_tool/i);
      // The base\'s language server answered (the fake\'s fixed location: line 1 of the file asked about).
      expect(results).toMatch(/src\/text\.js:1/);
      // The server's environment: the allow-listed basics, never the Action's tokens and keys.
      const env = /ALFRED_BOUNDARY[^\\"<]*/.exec(results)?.[0] ?? "";
      expect(env).toContain("PATH");
      expect(env).not.toMatch(/TOKEN|KEY|INPUT_|ACTIONS_/);
      expect(world.github.state.reviews).toHaveLength(1);
    }, 180_000);
  },
);
