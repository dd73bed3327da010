// A scheduled run with the MCP server the repository configures: the server starts with the
// session, inside the boundary, where it can read the workspace, so the checkout's persisted
// token header must already be out of .git/config when it starts, and back once the run is over.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { type ActionWorld, demoFiles, runAction, startWorld } from "../support/action-run.js";
import { PROJECT_ROOT } from "../support/demo-repo.js";
import { installServerPackages } from "../support/mcp-workspace.js";

const ECHO = readFileSync(join(PROJECT_ROOT, "test", "fakes", "mcp-echo-server.mjs"), "utf8");
const schedule = { name: "schedule", payload: { schedule: "0 3 * * *" } };

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

/** Every implement call asks the server what it saw at start-up, then gives up. */
function model(request: RecordedRequest): FakeStep {
  const { messages } = request.body as { messages: { role: string }[] };
  if (messages.some((message) => message.role === "assistant")) return { turn: { text: "Giving up." } };
  return { turn: { toolCalls: [{ name: "mcp__echo__git_config", input: {} }] } };
}

describe("a scheduled run with the repository's MCP server", () => {
  it("starts the server with the checkout's credentials already hidden, and puts them back after", async () => {
    const world = await startWorld(
      model,
      {},
      {
        ...demoFiles(),
        ".gitignore": "node_modules/\n",
        ".mcp.json": JSON.stringify({
          mcpServers: { echo: { command: "node", args: ["tools/mcp-echo-server.mjs"] } },
        }),
        "tools/mcp-echo-server.mjs": ECHO,
      },
    );
    worlds.push(world);
    // What a workflow's `npm ci` step leaves in the checkout before Alfred runs.
    await installServerPackages(world.workingDir);
    const result = await runAction(world, schedule, { "iteration-budget": "1" }, {}, 180_000);
    const answers = JSON.stringify(world.model.requests.map((request) => request.body));
    expect(answers, result.log.slice(-3000)).toContain("credentials in .git/config at start: no");
    expect(answers).not.toContain("credentials in .git/config at start: yes");
    expect(readFileSync(join(world.workingDir, ".git", "config"), "utf8")).toContain("extraheader");
  }, 240_000);

  it("says in the job log which configured server it skipped, and why", async () => {
    const world = await startWorld(
      () => ({ turn: { text: "Giving up." } }),
      {},
      {
        ...demoFiles(),
        ".mcp.json": JSON.stringify({ mcpServers: { remote: { url: "https://mcp.example.com/mcp" } } }),
      },
    );
    worlds.push(world);
    const result = await runAction(world, schedule, { "iteration-budget": "1" });
    expect(result.log).toMatch(/note: MCP server "remote" in \.mcp\.json skipped: .*remote \(http\/sse\)/);
  }, 120_000);
});
