import { describe, expect, it } from "vitest";
import * as z from "zod";
import { collect, ofType } from "../../test/support/query.js";
import type { Deps } from "../core/deps.js";
import type { ToolResultBlock } from "../core/messages.js";
import { createMockProvider, type MockProvider } from "../providers/mock.js";
import type { ChatRequest, ChatResponse, Provider } from "../providers/provider-contract.js";
import { COMPACTION_INSTRUCTION } from "./compaction.js";
import type { MockTurn } from "../providers/mock-script.js";
import { buildTool } from "../tools/define-tool.js";
import type { AnyTool, ToolResult } from "../tools/tool-contract.js";
import { runQuery } from "./run-query.js";
import type { QueryConfig, QueryLimits, QueryModel, ToolHost } from "./query-config.js";

const sleeps: number[] = [];
const instantDeps: Deps = {
  now: () => Date.now(),
  sleep: async (ms) => {
    sleeps.push(ms);
  },
  random: () => 0.5,
};

function echoTool(
  name: string,
  options: { readOnly?: boolean; delayMs?: number; log?: string[]; untrusted?: boolean } = {},
): AnyTool {
  return buildTool({
    name,
    description: `echo for ${name}`,
    inputSchema: z.strictObject({ text: z.string() }),
    isReadOnly: () => options.readOnly ?? false,
    isConcurrencySafe: () => options.readOnly ?? false,
    describeCall: (input) => `${name}(${input.text})`,
    call: async (input) => {
      options.log?.push(`start ${name} ${input.text}`);
      if (options.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      options.log?.push(`end ${name} ${input.text}`);
      return {
        content: `${name}: ${input.text}`,
        ...(options.untrusted === true ? { untrusted: true, source: "web" } : {}),
      };
    },
  });
}

/** What a test changes: any part's fields, and the rest of the config. */
interface Overrides extends Partial<Omit<QueryConfig, "model" | "limits" | "toolHost">> {
  readonly model?: Partial<QueryModel>;
  readonly limits?: Partial<QueryLimits>;
  readonly toolHost?: Partial<ToolHost>;
}

function config(
  turns: MockTurn[],
  overrides: Overrides = {},
): QueryConfig & { model: { provider: MockProvider } } {
  const { model, limits, toolHost, ...rest } = overrides;
  return {
    deps: instantDeps,
    ...rest,
    model: { provider: createMockProvider({ turns }), name: "mock", ...model },
    limits: { maxTurns: 10, ...limits },
    toolHost: {
      tools: [echoTool("echo_read", { readOnly: true })],
      workingDir: "/tmp",
      authorize: async (_tool, input) => ({ behavior: "allow", input }),
      ...toolHost,
    },
  } as QueryConfig & { model: { provider: MockProvider } };
}

const callEcho = (text: string, name = "echo_read"): MockTurn => ({ toolCalls: [{ name, input: { text } }] });

describe("runQuery loop control", () => {
  it("stops with success when the model asks for no tools", async () => {
    const cfg = config([callEcho("a"), { text: "all done" }]);
    const { state, events } = await collect(runQuery("go", cfg));
    expect(state.status).toBe("success");
    expect(state.turns).toBe(2);
    expect(state.finalText).toBe("all done");
    expect(
      ofType(events, "text")
        .map((event) => event.text)
        .join(""),
    ).toBe("all done");
    expect(events.at(-1)?.type).toBe("done");
  });

  it.each([1, 2, 5])("never makes more than maxTurns = %i model calls", async (maxTurns) => {
    const cfg = config(
      Array.from({ length: 20 }, (_, index) => callEcho(String(index))),
      { limits: { maxTurns } },
    );
    const { state } = await collect(runQuery("loop forever", cfg));
    expect(state.status).toBe("max_turns");
    expect(cfg.model.provider.requests).toHaveLength(maxTurns);
    expect(state.turns).toBe(maxTurns);
  });

  it("does not run tools requested on the last allowed turn", async () => {
    const log: string[] = [];
    const cfg = config([callEcho("x", "echo_write")], {
      limits: { maxTurns: 1 },
      toolHost: { tools: [echoTool("echo_write", { log })] },
    });
    const { state } = await collect(runQuery("go", cfg));
    expect(state.status).toBe("max_turns");
    expect(log).toEqual([]);
  });

  it("ends with provider_error on a non-retryable failure", async () => {
    const cfg = config([{ fail: { status: 400, message: "bad request" } }]);
    const { state, events } = await collect(runQuery("go", cfg));
    expect(state.status).toBe("provider_error");
    expect(state.error?.code).toBe("provider_bad_request");
    expect(ofType(events, "error")).toHaveLength(1);
  });

  it("ends with provider_error when the mock script runs out", async () => {
    const { state } = await collect(runQuery("go", config([callEcho("a")])));
    expect(state.status).toBe("provider_error");
    expect(state.error?.code).toBe("mock_script_exhausted");
  });

  it("stops with aborted when the signal fires during a tool", async () => {
    const controller = new AbortController();
    const slow = buildTool({
      name: "slow",
      description: "waits for abort",
      inputSchema: z.strictObject({}),
      call: async (_input, ctx) => {
        controller.abort();
        expect(ctx.signal.aborted).toBe(true);
        return { content: "stopped" };
      },
    });
    const cfg = config([{ toolCalls: [{ name: "slow", input: {} }] }, { text: "never" }], {
      toolHost: { tools: [slow] },
      signal: controller.signal,
    });
    const { state } = await collect(runQuery("go", cfg));
    expect(state.status).toBe("aborted");
    expect(cfg.model.provider.requests).toHaveLength(1);
  });
});

describe("runQuery retries and fallback", () => {
  it("retries retryable failures, honouring retry-after, with a retrying event each time", async () => {
    sleeps.length = 0;
    const cfg = config([
      { fail: { status: 429, retryAfterMs: 7000 } },
      { fail: { status: 529 } },
      { text: "ok" },
    ]);
    const { state, events } = await collect(runQuery("go", cfg));
    expect(state.status).toBe("success");
    const retries = ofType(events, "retrying");
    expect(retries.map((event) => event.attempt)).toEqual([1, 2]);
    expect(retries[0]?.delayMs).toBeGreaterThanOrEqual(7000);
    expect(sleeps).toEqual(retries.map((event) => event.delayMs));
  });

  it("escalates along the fallback chain after maxRetries on one model", async () => {
    const cfg = config([{ fail: { status: 500 } }, { fail: { status: 500 } }, { text: "from the editor" }], {
      model: {
        name: "model-a",
        role: "architect",
        roleModels: { architect: "model-a", editor: "model-b" },
        retry: { maxRetries: 1, baseDelayMs: 10, maxDelayMs: 100 },
      },
    });
    const { state, events } = await collect(runQuery("go", cfg));
    expect(state.status).toBe("success");
    expect(cfg.model.provider.requests.map((request) => request.model)).toEqual([
      "model-a",
      "model-a",
      "model-b",
    ]);
    expect(ofType(events, "retrying").at(-1)).toMatchObject({ model: "model-a", nextModel: "model-b" });
  });

  it("gives up with provider_error when every model is exhausted", async () => {
    const cfg = config(
      Array.from({ length: 5 }, () => ({ fail: { status: 503 } })),
      { model: { retry: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 1 } } },
    );
    const { state } = await collect(runQuery("go", cfg));
    expect(state.status).toBe("provider_error");
    expect(cfg.model.provider.requests).toHaveLength(3);
  });
});

describe("runQuery budgets", () => {
  it("stops with budget_exceeded when the token budget runs out", async () => {
    const cfg = config(
      Array.from({ length: 10 }, (_, index) => callEcho(String(index))),
      { limits: { budget: { maxTokens: 50 } } },
    );
    const { state } = await collect(runQuery("go", cfg));
    expect(state.status).toBe("budget_exceeded");
    expect(state.budget).toBe("tokens");
    expect(cfg.model.provider.requests.length).toBeLessThan(10);
  });

  it("refuses to start under a cost cap when a model's price is unknown", async () => {
    const cfg = config([{ text: "hi" }], {
      model: { name: "some-unpriced-model" },
      limits: { budget: { maxCostUsd: 1 } },
    });
    const { state } = await collect(runQuery("go", cfg));
    expect(state.status).toBe("budget_exceeded");
    expect(state.error?.message).toContain("some-unpriced-model");
    expect(cfg.model.provider.requests).toHaveLength(0);
  });

  it("reports an unknown cost as null, never 0", async () => {
    const { state } = await collect(
      runQuery("go", config([{ text: "hi" }], { model: { name: "some-unpriced-model" } })),
    );
    expect(state.costUsd).toBeNull();
  });

  it("stops with budget_exceeded when the wall clock runs out mid-tool", async () => {
    const waiting = buildTool({
      name: "wait",
      description: "waits until aborted",
      inputSchema: z.strictObject({}),
      call: (_input, ctx) =>
        new Promise<ToolResult<string>>((resolve) =>
          ctx.signal.addEventListener("abort", () => resolve({ content: "aborted", isError: true })),
        ),
    });
    const cfg = config([{ toolCalls: [{ name: "wait", input: {} }] }, { text: "late" }], {
      toolHost: { tools: [waiting] },
      limits: { budget: { maxWallClockMs: 50 } },
    });
    const { state } = await collect(runQuery("go", cfg));
    expect(state.status).toBe("budget_exceeded");
    expect(state.budget).toBe("wall_clock");
  });
});

describe("runQuery tool dispatch", () => {
  it("runs read-only concurrency-safe calls in parallel and the rest serially, reporting in request order", async () => {
    const log: string[] = [];
    const tools = [
      echoTool("read", { readOnly: true, delayMs: 30, log }),
      echoTool("write", { delayMs: 5, log }),
    ];
    const turn: MockTurn = {
      toolCalls: [
        { name: "read", input: { text: "1" } },
        { name: "read", input: { text: "2" } },
        { name: "write", input: { text: "3" } },
        { name: "read", input: { text: "4" } },
      ],
    };
    const { events } = await collect(
      runQuery("go", config([turn, { text: "done" }], { toolHost: { tools } })),
    );
    expect(log.slice(0, 2)).toEqual(["start read 1", "start read 2"]);
    expect(log.indexOf("start write 3")).toBeGreaterThan(log.indexOf("end read 2"));
    expect(log.indexOf("start read 4")).toBeGreaterThan(log.indexOf("end write 3"));
    const results = ofType(events, "tool_result");
    expect(results.map((event) => event.content)).toEqual(["read: 1", "read: 2", "write: 3", "read: 4"]);
  });

  it("reports each call's duration by the injected clock, from start to rendered result", async () => {
    let clockMs = 1_000_000;
    const slowTool = buildTool({
      name: "slow",
      description: "takes 1234 ms by the clock",
      inputSchema: z.strictObject({}),
      describeCall: () => "slow()",
      call: async () => {
        clockMs += 1234;
        return { content: "finished" };
      },
    });
    const deps: Deps = { ...instantDeps, now: () => clockMs };
    const turns: MockTurn[] = [{ toolCalls: [{ name: "slow", input: {} }] }, { text: "done" }];
    const { events } = await collect(
      runQuery("go", config(turns, { toolHost: { tools: [slowTool] }, deps })),
    );
    expect(ofType(events, "tool_result").map((event) => event.durationMs)).toEqual([1234]);
  });

  it.each([
    ["ECHO_READ", false, "echo_read: x"],
    ["EchoRead", false, "echo_read: x"],
    ["echo_reed", true, 'Did you mean "echo_read"'],
  ])("repairs or rejects the tool name %s", async (name, isError, expected) => {
    const { events } = await collect(runQuery("go", config([callEcho("x", name), { text: "done" }])));
    const [result] = ofType(events, "tool_result");
    expect(result?.isError).toBe(isError);
    expect(result?.content).toContain(expected);
  });

  it("returns invalid input (including unknown fields) to the model as an error it can act on", async () => {
    const cfg = config([
      { toolCalls: [{ name: "echo_read", input: { text: "x", extra: 1 } }] },
      { text: "fixed" },
    ]);
    const { state, events } = await collect(runQuery("go", cfg));
    expect(state.status).toBe("success");
    const [result] = ofType(events, "tool_result");
    expect(result?.isError).toBe(true);
    expect(result?.content).toMatch(/invalid input for tool "echo_read"[\s\S]*extra/);
  });

  it("sends a denied call back as an error result and goes on", async () => {
    const cfg = config([callEcho("x"), { text: "understood" }], {
      toolHost: { authorize: async () => ({ behavior: "deny", reason: "Permission denied: not today" }) },
    });
    const { state, events } = await collect(runQuery("go", cfg));
    expect(state.status).toBe("success");
    expect(ofType(events, "tool_result")[0]).toMatchObject({
      isError: true,
      content: "Permission denied: not today",
    });
  });

  it("fences untrusted results and redacts known secrets before the model sees them", async () => {
    const tools = [echoTool("fetch", { readOnly: true, untrusted: true })];
    const cfg = config(
      [{ toolCalls: [{ name: "fetch", input: { text: "token s3cr3t-value-123" } }] }, { text: "ok" }],
      {
        toolHost: { tools, knownSecrets: ["s3cr3t-value-123"] },
      },
    );
    await collect(runQuery("go", cfg));
    const sent = cfg.model.provider.requests[1]?.messages.at(-1)?.content[0] as ToolResultBlock;
    expect(sent.content).toMatch(/^<untrusted-data source="web"/);
    expect(sent.content).not.toContain("s3cr3t-value-123");
  });

  it("hides and refuses tools the filter blocks", async () => {
    const cfg = config([callEcho("x"), { text: "ok" }], {
      toolHost: { toolFilter: { blocked: ["echo_*"] } },
    });
    const { events } = await collect(runQuery("go", cfg));
    expect(cfg.model.provider.requests[0]?.tools).toEqual([]);
    expect(ofType(events, "tool_result")[0]?.isError).toBe(true);
  });
});

describe("runQuery compaction", () => {
  it("summarises older turns near the context limit and keeps tool calls paired with results", async () => {
    const requests: ChatRequest[] = [];
    let toolTurns = 0;
    const provider = {
      name: "compacting-fake",
      chat: async (request: ChatRequest): Promise<ChatResponse> => {
        requests.push(request);
        // Count input tokens the way a real provider would, so the engine's context tracking is exercised.
        const inputTokens = Math.ceil(JSON.stringify(request.messages).length / 4);
        const usage = { inputTokens, outputTokens: 10, cacheReadTokens: 0, cacheWriteTokens: 0 };
        if (request.system === COMPACTION_INSTRUCTION) {
          return {
            content: [{ type: "text", text: "summary of earlier work" }],
            stopReason: "end_turn",
            usage,
            model: "mock",
          };
        }
        toolTurns += 1;
        if (toolTurns > 8)
          return {
            content: [{ type: "text", text: "finished" }],
            stopReason: "end_turn",
            usage,
            model: "mock",
          };
        const call = {
          type: "tool_use" as const,
          id: `t${toolTurns}`,
          name: "echo_read",
          input: { text: "x".repeat(400) },
        };
        return { content: [call], stopReason: "tool_use", usage, model: "mock" };
      },
    } satisfies Provider;
    const cfg = config([], { model: { provider }, limits: { maxContextTokens: 1200, maxTurns: 20 } });
    const { state, events } = await collect(runQuery("the task", cfg));
    expect(state.status).toBe("success");
    expect(ofType(events, "compacted").length).toBeGreaterThan(0);
    for (const request of requests) {
      const uses = new Set<string>();
      for (const message of request.messages) {
        for (const block of message.content) {
          if (block.type === "tool_use") uses.add(block.id);
          if (block.type === "tool_result") expect(uses.has(block.toolUseId)).toBe(true);
        }
      }
      expect(request.messages[0]?.role).toBe("user");
    }
    const afterCompaction = requests.filter((request) =>
      JSON.stringify(request.messages[0]).includes("summary of earlier work"),
    );
    expect(afterCompaction.length).toBeGreaterThan(0);
    for (const request of afterCompaction) expect(JSON.stringify(request.messages[0])).toContain("the task");
  });
});
