import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ReadBuffer, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { CACHE_FILE } from "../src/context/tags/tag-cache.js";
import { shaOf } from "../test/fakes/bare-origin.js";
import type { FakeStep, RecordedRequest } from "../test/fakes/fake-script.js";
import { checkoutWorkspace, runAction, startWorld } from "../test/support/action-run.js";
import { PROJECT_ROOT } from "../test/support/demo-repo.js";
import { authorClone, pullRequestEvent, pushCommit } from "../test/support/review-world.js";
import { bundleRuntimes } from "../test/support/node-runtimes.js";
import { type BenchRow, median, medianMs, ms } from "./measure.js";

/** `alfred mcp` from the built CLI, serving this repository. */
const ALFRED_MCP = [join(PROJECT_ROOT, "build", "cli", "bin.js"), "mcp", "--cwd", PROJECT_ROOT];

/** The MCP SDK alone, no Alfred code: a stdio server with no tools (the floor under `alfred mcp`). */
const SDK_FLOOR = [
  "--input-type=module",
  "-e",
  `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "floor", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [] }));
await server.connect(new StdioServerTransport());
process.stdin.once("end", () => process.exit(0));`,
];

/** From spawning `node ARGS` (in this repository) to the answer of the first `tools/list`, and the tools listed. */
async function firstToolsList(args: readonly string[]): Promise<{ ms: number; tools: string[] }> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...args], { cwd: PROJECT_ROOT, stdio: ["pipe", "pipe", "ignore"] });
  const buffer = new ReadBuffer();
  const transport: Transport = {
    start: async () => {
      child.stdout.on("data", (chunk: Buffer) => {
        buffer.append(chunk);
        for (let message = buffer.readMessage(); message !== null; message = buffer.readMessage()) {
          transport.onmessage?.(message);
        }
      });
    },
    send: async (message) => void child.stdin.write(serializeMessage(message)),
    close: async () => void child.stdin.end(),
  };
  const client = new Client({ name: "bench", version: "1" });
  await client.connect(transport);
  const listed = await client.listTools();
  const elapsed = performance.now() - startedAt;
  await client.close();
  await new Promise((resolve) => child.once("exit", resolve));
  return { ms: elapsed, tools: listed.tools.map((tool) => tool.name) };
}

/** A 50-file pull request's base and head: 80 lines each, every tenth line changed. */
function fiftyFiles(): { base: Record<string, string>; head: Record<string, string> } {
  const base: Record<string, string> = {};
  const head: Record<string, string> = {};
  for (let index = 0; index < 50; index += 1) {
    const lines = Array.from({ length: 80 }, (_, line) => `export const v${index}_${line} = ${line};`);
    base[`src/module-${index}.ts`] = `${lines.join("\n")}\n`;
    head[`src/module-${index}.ts`] =
      `${lines.map((line, at) => (at % 10 === 0 ? `${line} // changed` : line)).join("\n")}\n`;
  }
  return { base, head };
}

/**
 * From spawning the bundle (under `node`) on `pull_request: synchronize` of a 50-file pull request
 * (one file changed since the last review) to its first model request: reading the event, config
 * and diff from the fakes, checking out the head, the session and the repo map focused on the 50
 * files — on a fresh checkout, with the previous review job's tag cache restored when `carried`
 * (as actions/cache restores it), else cold.
 */
async function reviewFirstRequest(node: string, carried: boolean): Promise<number> {
  let firstAt: number | undefined;
  const model = (request: RecordedRequest): FakeStep => {
    firstAt ??= performance.now();
    const body = request.body as { tool_choice?: { name?: string } };
    return body.tool_choice?.name === "submit_review"
      ? { turn: { toolCalls: [{ name: "submit_review", input: { summary: "ok", comments: [] } }] } }
      : { turn: { text: "done" } };
  };
  const { base, head } = fiftyFiles();
  const world = await startWorld(model, {}, base);
  try {
    const baseSha = (await shaOf(world.origin, "main")) ?? "";
    const author = await authorClone(world);
    const headSha = await pushCommit(world, author, "feature", head);
    const pull = world.github.addPull({ number: 5, head: "feature", headSha, baseSha });
    await runAction(
      world,
      pullRequestEvent("opened", { number: 5, headSha, baseSha }),
      {},
      {},
      120_000,
      node,
    );
    const next = { ...world, workingDir: await checkoutWorkspace(world.origin) };
    if (carried) {
      mkdirSync(join(next.workingDir, ".alfred", "cache"), { recursive: true });
      copyFileSync(join(world.workingDir, CACHE_FILE), join(next.workingDir, CACHE_FILE));
    }
    const second = await pushCommit(world, author, "feature", {
      "src/module-0.ts": `${head["src/module-0.ts"] ?? ""}export const added = 1;\n`,
    });
    pull.headSha = second;
    firstAt = undefined;
    const startedAt = performance.now();
    const event = pullRequestEvent("synchronize", { number: 5, headSha: second, baseSha });
    await runAction(next, event, {}, { GITHUB_RUN_ID: "43" }, 120_000, node);
    if (firstAt === undefined) throw new Error("the review never reached the model server");
    return firstAt - startedAt;
  } finally {
    await world.close();
  }
}

/** Review mode's time to the first model request under each runtime, cold and with the carried cache, next to `node -e 0`. */
export async function reviewBenchmarks(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const runtime of bundleRuntimes()) {
    const bare = await medianMs(() => execFileSync(runtime.path, ["-e", "0"]), 7, 1);
    for (const carried of [false, true]) {
      const reviews: number[] = [];
      for (let index = 0; index < 3; index += 1)
        reviews.push(await reviewFirstRequest(runtime.path, carried));
      const review = median(reviews);
      rows.push({
        name: `Review mode: bundle start → first model request, 50-file PR, ${carried ? "previous job's tag cache" : "cold cache"} (${runtime.name})`,
        value: ms(review),
        baseline: `${ms(bare)} node -e 0`,
        ratio: `${(review / bare).toFixed(1)}x`,
        note: `median of 3; synchronize on a fresh checkout: diff, checkout, session, focused repo map (${carried ? "tags found by content" : "every file parsed"})`,
      });
    }
  }
  return rows;
}

/** `alfred mcp` start-up, and review mode's time to the first model request. */
export async function mcpBenchmarks(): Promise<BenchRow[]> {
  const lists: number[] = [];
  const floors: number[] = [];
  let served: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const alfred = await firstToolsList(ALFRED_MCP);
    served = alfred.tools;
    lists.push(alfred.ms);
    floors.push((await firstToolsList(SDK_FLOOR)).ms);
  }
  // This repository has typescript-language-server in node_modules/.bin: discovered, so listed.
  const lsp = served.filter((name) => name.startsWith("lsp_")).length;
  const list = median(lists);
  const floor = median(floors);
  return [
    {
      name: "alfred mcp: start → first tools/list answer (stdio)",
      value: ms(list),
      baseline: `${ms(floor)} MCP SDK alone`,
      ratio: `+${ms(list - floor)} (${(list / floor).toFixed(2)}x)`,
      note: `${lsp} LSP tools listed (servers start on first call); goal ≤ 400 ms: ${list <= 400 ? "met" : "NOT met"}`,
    },
    ...(await reviewBenchmarks()),
  ];
}
