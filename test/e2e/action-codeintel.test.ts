/**
 * The repo map and the LSP tools from the Action bundle (`node dist/index.js`, after
 * `npm run bundle`), as a runner runs it: a scheduled run whose scripted model asks
 * `repo_map` and `lsp_hover` before implementing. The answers must be the real ones —
 * tree-sitter's map of the checkout and typescript-language-server's hover, started
 * from `.alfred/lsp.json` through the sandbox — in what the model was sent and in the
 * journal the run uploads.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { type ActionWorld, demoFiles, runAction, startWorld, stepOf } from "../support/action-run.js";
import { DEMO_CODE, demoEdit } from "../support/demo-turns.js";
import { TSL } from "../support/lsp-workspace.js";

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

/** One feature (slugify); the first implement turn asks the map and the language server. */
function model(request: RecordedRequest): FakeStep {
  const { kind } = stepOf(request);
  const call = (name: string, input: Record<string, unknown>) => ({ name, input });
  if (kind === "rubric")
    return { turn: { toolCalls: [call("submit_rubric", { verification: 2, reasoning: "slugify works" })] } };
  if (kind === "implement#0")
    return {
      turn: {
        toolCalls: [
          call("repo_map", { tokens: 256 }),
          // `SEPARATOR` in `export const SEPARATOR = "-";` (0-based line 1).
          call("lsp_hover", { path: "src/text.js", line: 1, character: 15 }),
        ],
      },
    };
  if (kind === "implement#1") return { turn: { toolCalls: [call("file_read", { path: "src/text.js" })] } };
  if (kind === "implement#2") {
    return { turn: { toolCalls: [call("file_edit", demoEdit(DEMO_CODE.slugify))] } };
  }
  return { turn: { text: "Implemented slugify." } };
}

/** The demo repository with only its first feature, and typescript-language-server named in `.alfred/lsp.json`. */
function files(): Record<string, string> {
  const base = demoFiles();
  const list = JSON.parse(base["feature_list.json"] ?? "{}") as { features: unknown[] };
  return {
    ...base,
    "feature_list.json": `${JSON.stringify({ ...list, features: list.features.slice(0, 1) }, null, 2)}\n`,
    ".alfred/lsp.json": JSON.stringify({ servers: [{ command: TSL.command, args: ["--stdio"] }] }),
  };
}

interface SentMessage {
  readonly role: string;
  readonly content:
    string | readonly { type: string; text?: string; content?: unknown; tool_use_id?: string }[];
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((part: { text?: unknown }) => (typeof part.text === "string" ? part.text : "")).join("");
}

/** The tool results the model was sent, by tool name (from the tool_use ids of the turn before). */
function toolResults(requests: readonly RecordedRequest[]): Map<string, string> {
  const byName = new Map<string, string>();
  for (const request of requests) {
    const messages = (request.body as { messages: SentMessage[] }).messages;
    const names = new Map<string, string>();
    for (const message of messages) {
      if (typeof message.content === "string") continue;
      for (const block of message.content) {
        const named = block as { type: string; id?: string; name?: string };
        if (named.type === "tool_use" && named.id !== undefined) names.set(named.id, named.name ?? "");
        if (block.type === "tool_result")
          byName.set(names.get(block.tool_use_id ?? "") ?? "", textOf(block.content));
      }
    }
  }
  return byName;
}

describe("code intelligence in the bundled Action", () => {
  it("repo_map and lsp_hover answer from dist/index.js, and the journal records them", async () => {
    const world = await startWorld(model, {}, files());
    worlds.push(world);
    const result = await runAction(
      world,
      { name: "schedule", payload: { schedule: "0 3 * * *" } },
      {},
      {},
      280_000,
    );
    expect(result.outputs.conclusion, result.log.slice(-3000)).toBe("success");

    const sent = toolResults(world.model.requests);
    // tree-sitter's map of the checkout: the file, and the definitions with their signature lines.
    expect(sent.get("repo_map")).toContain("src/text.js:");
    expect(sent.get("repo_map")).toMatch(/\d+│export function capitalize\(text\) \{/);
    // typescript-language-server's hover over the constant.
    expect(sent.get("lsp_hover")).toMatch(/const SEPARATOR: "-"/);

    const journal = world.artifacts
      .readText("alfred-ledger-42-1", "journal.jsonl")
      .trim()
      .split("\n")
      .map(
        (line) =>
          JSON.parse(line) as { input: { options: { tools?: { name: string; isError: boolean }[] } } },
      );
    const tools = journal.flatMap((entry) => entry.input.options.tools ?? []);
    expect(tools).toContainEqual(expect.objectContaining({ name: "repo_map", isError: false }));
    expect(tools).toContainEqual(expect.objectContaining({ name: "lsp_hover", isError: false }));

    // The implementer's system prompt carries the whole map; its task, the map focused on the feature.
    const first = world.model.requests[0]?.body as { system: unknown; messages: SentMessage[] };
    expect(JSON.stringify(first.system)).toContain('source=\\"repo-map\\"');
    expect(JSON.stringify(first.messages[0]?.content)).toContain("The repository map around this feature");
  }, 300_000);
});
