import { describe, expect, it } from "vitest";
import { type Message, userText } from "../core/messages.js";
import { parseToolInput, toAnthropicParams, toStopReason, toUsage } from "./anthropic-convert.js";
import type { ChatRequest, ToolSpec } from "./provider-contract.js";

const TOOL: ToolSpec = {
  name: "grep",
  description: "Search",
  inputSchema: { type: "object", properties: {} },
};
const EPHEMERAL = { type: "ephemeral" };

function request(messages: readonly Message[], extra: Partial<ChatRequest> = {}): ChatRequest {
  return { model: "m", system: "sys", messages, tools: [TOOL], maxTokens: 10, ...extra };
}

function countBreakpoints(value: unknown): number {
  return JSON.stringify(value).split('"cache_control"').length - 1;
}

describe("toAnthropicParams", () => {
  it("puts breakpoints on the system block, the last tool and the latest message", () => {
    const params = toAnthropicParams(request([userText("hi")], { tools: [TOOL, { ...TOOL, name: "glob" }] }));
    expect(params.system).toEqual([{ type: "text", text: "sys", cache_control: EPHEMERAL }]);
    expect(params.tools?.map((tool) => "cache_control" in tool)).toEqual([false, true]);
    expect(params.messages).toEqual([
      { role: "user", content: [{ type: "text", text: "hi", cache_control: EPHEMERAL }] },
    ]);
    expect(countBreakpoints(params)).toBe(3);
  });

  it("leaves out an empty system prompt and absent tools", () => {
    const params = toAnthropicParams(request([userText("hi")], { system: "", tools: [] }));
    expect(params).not.toHaveProperty("system");
    expect(params).not.toHaveProperty("tools");
    expect(params).not.toHaveProperty("tool_choice");
  });

  it("never uses more than 4 breakpoints in a long conversation", () => {
    const messages: Message[] = [userText("start")];
    for (let turn = 0; turn < 10; turn += 1) {
      messages.push({
        role: "assistant",
        content: [{ type: "tool_use", id: `t${turn}`, name: "grep", input: {} }],
      });
      messages.push({
        role: "user",
        content: [{ type: "tool_result", toolUseId: `t${turn}`, content: "x", isError: false }],
      });
    }
    expect(countBreakpoints(toAnthropicParams(request(messages)))).toBe(4);
  });

  it("merges consecutive same-role messages, tool results first, and drops empty text", () => {
    const messages: Message[] = [
      userText("please grep"),
      {
        role: "assistant",
        content: [
          { type: "text", text: "" },
          { type: "tool_use", id: "t1", name: "grep", input: {} },
        ],
      },
      { role: "user", content: [{ type: "text", text: "also note this" }] },
      { role: "user", content: [{ type: "tool_result", toolUseId: "t1", content: "found", isError: false }] },
      { role: "assistant", content: [{ type: "text", text: "" }] },
    ];
    const { messages: wire } = toAnthropicParams(request(messages));
    expect(wire.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(wire[1]?.content).toEqual([{ type: "tool_use", id: "t1", name: "grep", input: {} }]);
    expect(wire[2]?.content).toEqual([
      { type: "tool_result", tool_use_id: "t1", content: "found", is_error: false },
      { type: "text", text: "also note this", cache_control: EPHEMERAL },
    ]);
  });

  it("moves tool results found in an assistant message into a user message", () => {
    const messages: Message[] = [
      userText("go"),
      {
        role: "assistant",
        content: [
          { type: "tool_use", id: "t1", name: "grep", input: "not an object" },
          { type: "tool_result", toolUseId: "t1", content: "done", isError: true },
        ],
      },
    ];
    const { messages: wire } = toAnthropicParams(request(messages));
    expect(wire.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(wire[1]?.content).toEqual([
      { type: "tool_use", id: "t1", name: "grep", input: { raw_input: "not an object" } },
    ]);
  });

  it("maps tool choices; responseFormat adds and forces its tool once", () => {
    expect(toAnthropicParams(request([userText("x")], { toolChoice: { type: "auto" } })).tool_choice).toEqual(
      {
        type: "auto",
      },
    );
    const noTools = toAnthropicParams(
      request([userText("x")], { tools: [], toolChoice: { type: "tool", name: "grep" } }),
    );
    expect(noTools).not.toHaveProperty("tool_choice");
    const schema = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {},
    };
    const params = toAnthropicParams(
      request([userText("x")], {
        toolChoice: { type: "tool", name: "grep" },
        responseFormat: { name: "grep", schema },
      }),
    );
    expect(params.tool_choice).toEqual({ type: "tool", name: "grep" });
    expect(params.tools).toHaveLength(1);
    const formatted = toAnthropicParams(
      request([userText("x")], { responseFormat: { name: "verdict", schema } }),
    );
    expect(formatted.tools?.[1]).toMatchObject({
      name: "verdict",
      input_schema: { type: "object", properties: {} },
    });
    expect(JSON.stringify(formatted)).not.toContain("$schema");
  });
});

describe("wire to neutral", () => {
  it.each([
    ["end_turn", "end_turn"],
    ["tool_use", "tool_use"],
    ["max_tokens", "max_tokens"],
    ["model_context_window_exceeded", "max_tokens"],
    ["stop_sequence", "stop_sequence"],
    ["refusal", "refusal"],
    ["pause_turn", "end_turn"],
    [null, "end_turn"],
  ] as const)("stop reason %s → %s", (wire, neutral) => {
    expect(toStopReason(wire)).toBe(neutral);
  });

  it("maps usage, missing or null fields as 0", () => {
    expect(
      toUsage({
        input_tokens: 5,
        output_tokens: 6,
        cache_read_input_tokens: 7,
        cache_creation_input_tokens: 8,
      }),
    ).toEqual({
      inputTokens: 5,
      outputTokens: 6,
      cacheReadTokens: 7,
      cacheWriteTokens: 8,
    });
    expect(toUsage({ input_tokens: 5, output_tokens: 6, cache_read_input_tokens: null })).toEqual({
      inputTokens: 5,
      outputTokens: 6,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
    expect(toUsage(undefined)).toEqual({
      inputTokens: 0,
      outputTokens: 0,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
  });

  it("parses tool input: empty is {}, malformed stays raw text", () => {
    expect(parseToolInput("")).toEqual({});
    expect(parseToolInput("  ")).toEqual({});
    expect(parseToolInput('{"a":1}')).toEqual({ a: 1 });
    expect(parseToolInput('{"a":')).toBe('{"a":');
  });
});
