import { access } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { startAnthropicFake } from "../../test/fakes/anthropic-server.js";
import type { FakeServer, FakeStep } from "../../test/fakes/fake-script.js";
import { startOpenAIFake } from "../../test/fakes/openai-server.js";
import type { PermissionMode } from "../core/permission-mode.js";
import type { SessionQueryConfig } from "../engine/query-config.js";
import { createAnthropicProvider } from "../providers/anthropic.js";
import { createMockProvider } from "../providers/mock.js";
import { createOpenAIProvider } from "../providers/openai.js";
import { fileWriteTool } from "../tools/file-write.js";
import type { Provider } from "../providers/provider-contract.js";
import { openJournal } from "./journal.js";
import { createRuntime } from "./runtime.js";
import { tempDir } from "../../test/support/temp-dir.js";

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const score = z.strictObject({
  verification: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  reasoning: z.string().min(1),
});
const query = (provider: Provider): SessionQueryConfig => ({
  model: { provider, name: "claude-sonnet-4-5", retry: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1 } },
  limits: { maxTurns: 5 },
  toolHost: { tools: [], workingDir: process.cwd() },
});

const withModel = (session: SessionQueryConfig, name: string): SessionQueryConfig => ({
  ...session,
  model: { ...session.model, name },
});

describe("agent() structured output", () => {
  it("uses a forced tool call on Anthropic, and re-asks once after an invalid answer", async () => {
    const steps: FakeStep[] = [
      { turn: { toolCalls: [{ name: "submit_rubric", input: { verification: 3, reasoning: "" } }] } },
      { turn: { toolCalls: [{ name: "submit_rubric", input: { verification: 2, reasoning: "fixed" } }] } },
    ];
    const fake = await startAnthropicFake(steps);
    servers.push(fake);
    const runtime = createRuntime({
      query: query(createAnthropicProvider({ apiKey: "x", baseURL: fake.url })),
    });
    const result = await runtime.agent("score it", { key: "k", schema: score, schemaName: "submit_rubric" });
    expect(result).toMatchObject({
      status: "success",
      result: { verification: 2, reasoning: "fixed" },
      turns: 2,
    });
    const bodies = fake.requests.map(
      (request) => request.body as { tool_choice?: unknown; messages: unknown[] },
    );
    expect(bodies[0]?.tool_choice).toEqual({ type: "tool", name: "submit_rubric" });
    expect(JSON.stringify(bodies[1]?.messages)).toContain("does not match the schema");
  });

  it("uses json_schema on OpenAI, and gives up after one re-ask", async () => {
    const steps: FakeStep[] = [{ turn: { text: "not json" } }, { turn: { text: '{"verification": "two"}' } }];
    const fake = await startOpenAIFake(steps);
    servers.push(fake);
    const runtime = createRuntime({
      query: withModel(query(createOpenAIProvider({ apiKey: "x", baseURL: fake.url })), "gpt-4.1"),
    });
    const result = await runtime.agent("score it", { key: "k", schema: score, schemaName: "submit_rubric" });
    expect(result.result).toBeUndefined();
    expect(result.invalidOutput).toMatch(/does not match the schema/);
    expect(fake.requests).toHaveLength(2);
    const format = (
      fake.requests[0]?.body as {
        response_format?: { type: string; json_schema: { name: string; strict: boolean } };
      }
    ).response_format;
    expect(format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "submit_rubric", strict: true },
    });
  });
});

describe("agent() and the journal", () => {
  it("serves a completed call from the journal without calling the model again", async () => {
    const path = join(tempDir("alfred-runtime-"), "journal.jsonl");
    const deps = { now: () => 1_700_000_000_000, sleep: async () => {}, random: () => 0.5 };
    const firstProvider = createMockProvider({ turns: [{ text: "first answer" }] });
    const first = createRuntime({
      query: query(firstProvider),
      journal: await openJournal(path, deps),
      deps,
    });
    expect((await first.agent("hi", { key: "run/f/attempt-1/implement" })).fromJournal).toBe(false);

    const secondProvider = createMockProvider({ turns: [] });
    const second = createRuntime({
      query: query(secondProvider),
      journal: await openJournal(path, deps),
      deps,
    });
    const again = await second.agent("hi", { key: "run/f/attempt-1/implement" });
    expect(again).toMatchObject({ fromJournal: true, finalText: "first answer", status: "success" });
    expect(secondProvider.requests).toHaveLength(0);
  });
});

describe("parallel() and pipeline()", () => {
  it("never runs more thunks at once than the concurrency bound", async () => {
    const runtime = createRuntime({ query: query(createMockProvider({ turns: [] })), concurrency: 2 });
    let active = 0;
    let peak = 0;
    const thunk = (value: number) => async () => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 10));
      active -= 1;
      return value;
    };
    expect(await runtime.parallel([1, 2, 3, 4, 5].map(thunk))).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it("applies every stage to every item, keeping item order", async () => {
    const runtime = createRuntime({ query: query(createMockProvider({ turns: [] })) });
    const out = await runtime.pipeline(
      [1, 2, 3],
      async (n) => n + 1,
      async (n) => n * 10,
    );
    expect(out).toEqual([20, 30, 40]);
  });
});

describe("agent() and the permission mode", () => {
  const writeOnce = () =>
    createMockProvider({
      turns: [
        { toolCalls: [{ name: "file_write", input: { path: "out.txt", content: "x" } }] },
        { text: "done" },
      ],
    });
  const written = (dir: string): Promise<boolean> =>
    access(join(dir, "out.txt")).then(
      () => true,
      () => false,
    );

  /** A session in a fresh directory, in `permissionMode`, whose model writes out.txt once. */
  const sessionIn = async (permissionMode: PermissionMode): Promise<SessionQueryConfig> => {
    const base = query(writeOnce());
    const workingDir = tempDir("alfred-mode-");
    return { ...base, toolHost: { ...base.toolHost, tools: [fileWriteTool], workingDir, permissionMode } };
  };

  it("a call may tighten the session's mode", async () => {
    const session = await sessionIn("bypass");
    const dir = session.toolHost.workingDir;
    const runtime = createRuntime({ query: session });
    await runtime.agent("write", { key: "k", permissionMode: "plan" });
    expect(await written(dir)).toBe(false);
  });

  it("a call cannot loosen the session's mode", async () => {
    const session = await sessionIn("plan");
    const dir = session.toolHost.workingDir;
    const runtime = createRuntime({ query: session });
    const result = await runtime.agent("write", { key: "k", permissionMode: "bypass" });
    expect(result.status).toBe("success");
    expect(await written(dir)).toBe(false);

    const loose = createRuntime({
      query: {
        ...session,
        model: { ...session.model, provider: writeOnce() },
        toolHost: { ...session.toolHost, permissionMode: "bypass" },
      },
    });
    await loose.agent("write", { key: "k" });
    expect(await written(dir)).toBe(true);
  });
});
