import type { ChatCompletion } from "openai/resources/chat/completions";
import { describe, expect, it } from "vitest";
import { type Message, userText } from "../core/messages.js";
import {
  fromOpenAICompletion,
  parseToolArguments,
  toOpenAIParams,
  toStopReason,
  toUsage,
  toolCallId,
} from "./openai-convert.js";
import type { ChatRequest, ToolSpec } from "./provider-contract.js";

const TOOL: ToolSpec = {
  name: "grep",
  description: "Search",
  inputSchema: { type: "object", properties: {} },
};

function request(messages: readonly Message[], extra: Partial<ChatRequest> = {}): ChatRequest {
  return { model: "m", system: "sys", messages, tools: [TOOL], maxTokens: 10, ...extra };
}

describe("toOpenAIParams", () => {
  it("orders tool results before the user's text and leaves out empty messages", () => {
    const messages: Message[] = [
      userText("go"),
      { role: "assistant", content: [{ type: "tool_use", id: "c1", name: "grep", input: '{"broken"' }] },
      {
        role: "user",
        content: [{ type: "tool_result", toolUseId: "c1", content: "Error: bad input", isError: true }],
      },
      { role: "assistant", content: [{ type: "text", text: "" }] },
      { role: "user", content: [{ type: "text", text: "" }] },
    ];
    expect(toOpenAIParams(request(messages)).messages).toEqual([
      { role: "system", content: "sys" },
      { role: "user", content: "go" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "c1", type: "function", function: { name: "grep", arguments: '{"broken"' } }],
      },
      { role: "tool", tool_call_id: "c1", content: "Error: bad input" },
    ]);
  });

  it("uses the configured max-tokens field and sends tool_choice only with tools", () => {
    expect(toOpenAIParams(request([userText("x")]), "max_tokens")).toMatchObject({ max_tokens: 10 });
    expect(toOpenAIParams(request([userText("x")]))).not.toHaveProperty("max_tokens");
    const auto = toOpenAIParams(request([userText("x")], { toolChoice: { type: "auto" } }));
    expect(auto.tool_choice).toBe("auto");
    const bare = toOpenAIParams(
      request([userText("x")], { tools: [], toolChoice: { type: "tool", name: "grep" } }),
    );
    expect(bare).not.toHaveProperty("tools");
    expect(bare).not.toHaveProperty("tool_choice");
    expect(toOpenAIParams(request([userText("x")], { system: "" })).messages[0]?.role).toBe("user");
  });
});

describe("wire to neutral", () => {
  it.each([
    ["stop", false, false, "end_turn"],
    ["stop", true, false, "tool_use"],
    ["tool_calls", true, false, "tool_use"],
    ["function_call", false, false, "tool_use"],
    ["length", true, false, "max_tokens"],
    ["content_filter", false, false, "refusal"],
    ["stop", false, true, "refusal"],
    [null, false, false, "end_turn"],
  ] as const)("finish %s (tool calls %s, refusal %s) → %s", (reason, calls, refused, expected) => {
    expect(toStopReason(reason, calls, refused)).toBe(expected);
  });

  it("takes cached (and gateway-reported written) tokens out of prompt_tokens", () => {
    const usage = { prompt_tokens: 100, completion_tokens: 7, total_tokens: 107 };
    expect(toUsage({ ...usage, prompt_tokens_details: { cached_tokens: 60 } })).toEqual({
      inputTokens: 40,
      outputTokens: 7,
      cacheReadTokens: 60,
      cacheWriteTokens: 0,
    });
    expect(
      toUsage({ ...usage, prompt_tokens_details: { cached_tokens: 60, cache_write_tokens: 30 } }),
    ).toMatchObject({
      inputTokens: 10,
      cacheWriteTokens: 30,
    });
    expect(toUsage(usage)).toMatchObject({ inputTokens: 100, cacheReadTokens: 0 });
    expect(toUsage(null)).toEqual({
      inputTokens: 0,
      outputTokens: 0,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
  });

  it("converts a completion with text, refusal and tool calls", () => {
    const completion: ChatCompletion = {
      id: "c",
      object: "chat.completion",
      created: 0,
      model: "gpt-x-2025",
      choices: [
        {
          index: 0,
          logprobs: null,
          finish_reason: "stop",
          message: {
            role: "assistant",
            content: "Sure. ",
            refusal: null,
            tool_calls: [{ id: "", type: "function", function: { name: "grep", arguments: "" } }],
          },
        },
      ],
    };
    const response = fromOpenAICompletion(completion);
    expect(response).toMatchObject({ stopReason: "tool_use", model: "gpt-x-2025" });
    expect(response.content[0]).toEqual({ type: "text", text: "Sure. " });
    expect(response.content[1]).toMatchObject({ type: "tool_use", name: "grep", input: {} });
    expect(() => fromOpenAICompletion({ ...completion, choices: [] })).toThrow(
      expect.objectContaining({ code: "provider_bad_response" }),
    );
  });

  it("parses arguments (empty is {}, malformed stays raw) and fills missing ids", () => {
    expect(parseToolArguments("")).toEqual({});
    expect(parseToolArguments('{"q":"x"}')).toEqual({ q: "x" });
    expect(parseToolArguments("{q:x}")).toBe("{q:x}");
    expect(toolCallId("call_1")).toBe("call_1");
    expect(toolCallId(undefined)).toMatch(/^call_[0-9a-f]{32}$/);
    expect(toolCallId("")).not.toBe(toolCallId(""));
  });
});
