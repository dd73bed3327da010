import { describe, expect, it } from "vitest";
import * as z from "zod";
import type { QueryConfig } from "../engine/query-config.js";
import { createMockProvider } from "../providers/mock.js";
import type { MockTurn } from "../providers/mock-script.js";
import { fileWriteTool } from "../tools/file-write.js";
import { askStructured } from "./ask-structured.js";

const score = z.strictObject({ verification: z.union([z.literal(0), z.literal(1), z.literal(2)]) });
const submit = (verification: number): MockTurn => ({
  toolCalls: [{ name: "submit_rubric", input: { verification } }],
});

async function ask(turns: readonly MockTurn[]) {
  const provider = createMockProvider({ turns: [...turns] });
  const base: QueryConfig = {
    model: { provider, name: "mock" },
    limits: { maxTurns: 10 },
    toolHost: { tools: [fileWriteTool], workingDir: process.cwd() },
    history: [{ role: "user", content: [{ type: "text", text: "earlier" }] }],
  };
  const answer = await askStructured("score it", base, score, "submit_rubric", () => undefined);
  return { answer, provider };
}

describe("askStructured", () => {
  it("reads a valid first answer, offering only the answer tool, after the history", async () => {
    const { answer, provider } = await ask([submit(2)]);
    expect(answer.outcome).toEqual({ ok: true, value: { verification: 2 } });
    expect(answer.state).toMatchObject({ status: "success", turns: 1 });
    expect(provider.requests).toHaveLength(1);
    const [request] = provider.requests;
    expect(request?.tools?.map((tool) => tool.name)).toEqual(["submit_rubric"]);
    expect(JSON.stringify(request?.messages)).toContain("earlier");
  });

  it("asks once more after a malformed answer, showing the model why, and adds up both turns", async () => {
    const { answer, provider } = await ask([submit(3), submit(1)]);
    expect(answer.outcome).toEqual({ ok: true, value: { verification: 1 } });
    expect(answer.state).toMatchObject({ status: "success", turns: 2 });
    expect(provider.requests).toHaveLength(2);
    const second = JSON.stringify(provider.requests[1]?.messages);
    expect(second).toContain("does not match the schema");
    expect(second).toContain("Your answer was rejected");
  });

  it("gives up after one re-ask and says why the last answer was rejected", async () => {
    const { answer, provider } = await ask([submit(3), { text: "no tool" }, submit(2)]);
    expect(answer.outcome).toEqual({
      ok: false,
      error: "the answer must be a call of the submit_rubric tool",
    });
    expect(answer.state.turns).toBe(2);
    expect(provider.remaining()).toBe(1);
  });

  it("does not re-ask when the turn itself failed", async () => {
    const { answer, provider } = await ask([{ fail: { status: 400, message: "bad request" } }, submit(2)]);
    expect(answer.outcome.ok).toBe(false);
    expect(answer.state.error).toBeDefined();
    expect(provider.remaining()).toBe(1);
  });
});
