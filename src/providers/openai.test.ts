import { afterEach, describe, expect, it } from "vitest";
import type { FakeScript, FakeServer } from "../../test/fakes/fake-script.js";
import { startOpenAIFake } from "../../test/fakes/openai-server.js";
import { collect, streamOf } from "../../test/fakes/provider-harness.js";
import { type Message, textOf, toolUsesOf, userText } from "../core/messages.js";
import { createOpenAIProvider } from "./openai.js";
import type { ChatRequest, ChatResponse, Provider, ToolSpec } from "./provider-contract.js";

const KEY = "sk-openai-test-SECRET-42";

const READ_FILE: ToolSpec = {
  name: "read_file",
  description: "Read a file",
  inputSchema: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: { path: { type: "string" } },
    required: ["path"],
    additionalProperties: false,
  },
};

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup(script: FakeScript): Promise<[Provider, FakeServer]> {
  fake = await startOpenAIFake(script);
  return [createOpenAIProvider({ apiKey: KEY, baseURL: fake.url }), fake];
}

function request(messages: readonly Message[], extra: Partial<ChatRequest> = {}): ChatRequest {
  return {
    model: "gpt-test",
    system: "You are Alfred.",
    messages,
    tools: [READ_FILE],
    maxTokens: 1024,
    ...extra,
  };
}

async function ask(provider: Provider, chatRequest: ChatRequest, streaming: boolean): Promise<ChatResponse> {
  return streaming ? (await collect(streamOf(provider, chatRequest))).response : provider.chat(chatRequest);
}

describe("createOpenAIProvider", () => {
  it.each([true, false])("runs a multi-turn tool conversation (streaming: %s)", async (streaming) => {
    const [provider, server] = await setup([
      { turn: { text: "Reading.", toolCalls: [{ name: "read_file", input: { path: "src/a.ts" } }] } },
      { turn: { text: "It exports a." } },
    ]);
    const messages: Message[] = [userText("What does src/a.ts export?")];
    const first = await ask(provider, request(messages), streaming);
    expect(first.stopReason).toBe("tool_use");
    const [call] = toolUsesOf(first.content);
    expect(call).toMatchObject({ name: "read_file", input: { path: "src/a.ts" } });
    if (call === undefined) return;
    messages.push({ role: "assistant", content: first.content });
    messages.push({
      role: "user",
      content: [
        { type: "tool_result", toolUseId: call.id, content: "no such file", isError: true },
        { type: "text", text: "Keep going." },
      ],
    });
    const second = await ask(provider, request(messages), streaming);
    expect(second).toMatchObject({ stopReason: "end_turn", model: "gpt-test" });
    expect(textOf(second.content)).toBe("It exports a.");

    expect(server.requests[1]?.body).toMatchObject({
      model: "gpt-test",
      max_completion_tokens: 1024,
      messages: [
        { role: "system", content: "You are Alfred." },
        { role: "user", content: "What does src/a.ts export?" },
        {
          role: "assistant",
          content: "Reading.",
          tool_calls: [
            {
              id: call.id,
              type: "function",
              function: { name: "read_file", arguments: '{"path":"src/a.ts"}' },
            },
          ],
        },
        { role: "tool", tool_call_id: call.id, content: "Error: no such file" },
        { role: "user", content: "Keep going." },
      ],
      tools: [
        {
          type: "function",
          function: { name: "read_file", parameters: { type: "object", required: ["path"] } },
        },
      ],
    });
    expect(JSON.stringify(server.requests[1]?.body)).not.toContain("$schema");
  });

  it("asks for usage in the stream and maps cached tokens out of prompt_tokens", async () => {
    const usage = { inputTokens: 10, outputTokens: 5, cacheReadTokens: 90 };
    const [provider, server] = await setup([
      { turn: { text: "hi", usage } },
      { turn: { text: "hi", usage } },
    ]);
    const streamed = await collect(streamOf(provider, request([userText("hi")])));
    expect(streamed.response.usage).toEqual({ ...usage, cacheWriteTokens: 0 });
    expect(server.requests[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    const chat = await provider.chat(request([userText("hi")]));
    expect(chat.usage).toEqual({ ...usage, cacheWriteTokens: 0 });
  });

  it("reports automatic prefix caching on a repeated conversation", async () => {
    const [provider] = await setup([{ turn: { text: "a" } }, { turn: { text: "b" } }]);
    const messages = [userText("Explain the build. ".repeat(50))];
    const first = await provider.chat(request(messages));
    const second = await provider.chat(request(messages));
    expect(first.usage.cacheReadTokens).toBe(0);
    expect(second.usage.cacheReadTokens).toBeGreaterThan(200);
    expect(second.usage.inputTokens).toBeLessThan(first.usage.inputTokens);
  });

  it("assembles several streamed tool calls by index, with generated ids when the server sends none", async () => {
    const calls = [
      { name: "read_file", input: { path: "a.ts" }, id: "" },
      { name: "read_file", input: { path: "b/c/d.ts" }, id: "" },
    ];
    const [provider] = await setup([{ turn: { text: "Two reads.", toolCalls: calls } }]);
    const { deltas, response } = await collect(streamOf(provider, request([userText("go")])));
    expect(deltas).toBe("Two reads.");
    const uses = toolUsesOf(response.content);
    expect(uses.map((u) => u.input)).toEqual([{ path: "a.ts" }, { path: "b/c/d.ts" }]);
    expect(uses.every((u) => u.id.startsWith("call_"))).toBe(true);
    expect(new Set(uses.map((u) => u.id)).size).toBe(2);
  });

  it.each([true, false])(
    "passes malformed tool arguments through as the raw text (streaming: %s)",
    async (streaming) => {
      const [provider] = await setup([
        { turn: { toolCalls: [{ name: "read_file", input: '{"path": "a.ts"' }] } },
      ]);
      const response = await ask(provider, request([userText("go")]), streaming);
      expect(toolUsesOf(response.content)[0]?.input).toBe('{"path": "a.ts"');
    },
  );

  it.each([
    ["max_tokens", "max_tokens"],
    ["refusal", "refusal"],
    ["stop_sequence", "end_turn"],
  ] as const)("maps the %s finish to %s", async (stopReason, expected) => {
    const [provider] = await setup([
      { turn: { text: "x", stopReason } },
      { turn: { text: "x", stopReason } },
    ]);
    expect((await provider.chat(request([userText("hi")]))).stopReason).toBe(expected);
    expect((await collect(streamOf(provider, request([userText("hi")])))).response.stopReason).toBe(expected);
  });

  it("sends a forced tool choice and a strict json_schema response format", async () => {
    const schema = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { verification: { type: "integer" } },
      required: ["verification"],
      additionalProperties: false,
    };
    const [provider, server] = await setup([
      { turn: { text: '{"verification":2}' } },
      { turn: { text: "x" } },
    ]);
    const rubric = await provider.chat(
      request([userText("score")], { responseFormat: { name: "rubric", schema } }),
    );
    expect(JSON.parse(textOf(rubric.content))).toEqual({ verification: 2 });
    const { $schema: _dropped, ...bare } = schema;
    expect(server.requests[0]?.body).toMatchObject({
      response_format: { type: "json_schema", json_schema: { name: "rubric", schema: bare, strict: true } },
    });
    expect(JSON.stringify(server.requests[0]?.body)).not.toContain("$schema");
    await provider.chat(request([userText("read")], { toolChoice: { type: "tool", name: "read_file" } }));
    expect(server.requests[1]?.body).toMatchObject({
      tool_choice: { type: "function", function: { name: "read_file" } },
    });
  });

  it("sends the API key as a bearer token", async () => {
    const [provider, server] = await setup([{ turn: { text: "ok" } }]);
    await provider.chat(request([userText("hi")]));
    expect(server.requests[0]?.headers["authorization"]).toBe(`Bearer ${KEY}`);
  });
});
