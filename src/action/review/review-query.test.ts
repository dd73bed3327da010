import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createMockProvider } from "../../providers/mock.js";
import { getAllTools } from "../../tools/index.js";
import { fileWriteTool } from "../../tools/file-write.js";
import type { AnyTool } from "../../tools/tool-contract.js";
import { reviewRegistry, runReviewQuery } from "./review-query.js";
import { tempTree } from "../../../test/support/temp-dir.js";

const SUBMIT = {
  name: "submit_review",
  input: { summary: "ok", comments: [{ path: "a.txt", line: 1, body: "x" }] },
};

async function review(tools: readonly AnyTool[], registry = reviewRegistry(tools)) {
  const tree = await tempTree({ "a.txt": "hello\n" });
  const provider = createMockProvider({
    turns: [
      {
        toolCalls: [
          { name: "file_read", input: { path: "a.txt" } },
          { name: "file_write", input: { path: "written.txt", content: "x" } },
          { name: "bash", input: { command: "touch ran.txt" } },
        ],
      },
      { text: "done" },
      { toolCalls: [SUBMIT] },
    ],
  });
  const results: { name: string; isError: boolean; content: string }[] = [];
  const answer = await runReviewQuery(
    "review",
    {
      model: { provider, name: "mock" },
      limits: { maxTurns: 10 },
      toolHost: { tools: registry, workingDir: tree.dir, permissionMode: "bypass" },
    },
    (event) => {
      if (event.type === "tool_result")
        results.push({ name: event.name, isError: event.isError, content: event.content });
    },
  );
  return { answer, results, dir: tree.dir };
}

describe("runReviewQuery", () => {
  it("reads, never writes or runs, and ends with the forced structured review", async () => {
    const { answer, results, dir } = await review(getAllTools());
    expect(answer).toMatchObject({ ok: true, output: { summary: "ok" } });
    expect(results.map((result) => [result.name, result.isError])).toEqual([
      ["file_read", false],
      ["file_write", true],
      ["bash", true],
    ]);
    expect(existsSync(join(dir, "written.txt"))).toBe(false);
    expect(existsSync(join(dir, "ran.txt"))).toBe(false);
  });

  it("plan mode denies a write tool even when one reaches the registry (e.g. an MCP tool registered later)", async () => {
    const registry = reviewRegistry(getAllTools());
    registry.add(fileWriteTool);
    const { results, dir } = await review(getAllTools(), registry);
    expect(results.find((result) => result.name === "file_write")).toMatchObject({ isError: true });
    expect(results.find((result) => result.name === "file_write")?.content).toMatch(/plan mode/);
    expect(existsSync(join(dir, "written.txt"))).toBe(false);
  });

  it("asks once more after a malformed review, counting the turns of the exploration and both answers", async () => {
    const tree = await tempTree({ "a.txt": "hello\n" });
    const malformed = { name: "submit_review", input: { summary: 7 } };
    const provider = createMockProvider({
      turns: [{ text: "looked" }, { toolCalls: [malformed] }, { toolCalls: [SUBMIT] }],
    });
    const config = {
      model: { provider, name: "mock" },
      limits: { maxTurns: 10 },
      toolHost: { tools: reviewRegistry(getAllTools()), workingDir: tree.dir },
    };
    const answer = await runReviewQuery("review", config, () => undefined);
    expect(answer).toMatchObject({ ok: true, output: { summary: "ok" }, turns: 3 });
    expect(JSON.stringify(provider.requests[2]?.messages)).toContain("does not match the schema");
  });

  it("keeps only read-only tools, and repo_map / lsp_* when registered", () => {
    const names = reviewRegistry(getAllTools())
      .list()
      .map((tool) => tool.name);
    expect(names.sort()).toEqual(["file_read", "glob", "grep", "web_fetch"]);
  });
});
