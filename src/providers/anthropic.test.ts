import { afterEach, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../../test/fakes/anthropic-server.js";
import type { FakeScript, FakeServer, FakeServerOptions } from "../../test/fakes/fake-script.js";
import { type Message, textOf, toolUsesOf, userText } from "../core/messages.js";
import { collect, streamOf } from "../../test/fakes/provider-harness.js";
import { createAnthropicProvider } from "./anthropic.js";
import type { ChatRequest, ChatResponse, Provider, ToolSpec } from "./provider-contract.js";

const KEY = "sk-ant-test-SECRET-0123456789";

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

async function setup(script: FakeScript, options: FakeServerOptions = {}): Promise<[Provider, FakeServer]> {
  fake = await startAnthropicFake(script, options);
  return [createAnthropicProvider({ apiKey: KEY, baseURL: fake.url }), fake];
}

function request(messages: readonly Message[], extra: Partial<ChatRequest> = {}): ChatRequest {
  return {
    model: "claude-test",
    system: "You are Alfred.",
    messages,
    tools: [READ_FILE],
    maxTokens: 1024,
    ...extra,
  };
}

describe("createAnthropicProvider", () => {
  it("names the base URL it cannot reach, without its userinfo", async () => {
    const gone = await startAnthropicFake([]);
    const { host } = new URL(gone.url);
    await gone.close();
    const provider = createAnthropicProvider({ apiKey: KEY, baseURL: `http://user:pw@${host}` });
    const failure = await provider.chat(request([userText("hi")])).catch((thrown: unknown) => String(thrown));
    expect(failure).toContain(`connection failed to http://${host}/`);
    expect(failure).not.toContain("pw@");
  });

  it.each([true, false])("runs a multi-turn tool conversation (streaming: %s)", async (streaming) => {
    const [provider, server] = await setup([
      { turn: { text: "I'll read it.", toolCalls: [{ name: "read_file", input: { path: "src/a.ts" } }] } },
      { turn: { text: "It exports a." } },
    ]);
    const ask = async (messages: readonly Message[]): Promise<ChatResponse> =>
      streaming
        ? (await collect(streamOf(provider, request(messages)))).response
        : provider.chat(request(messages));

    const messages: Message[] = [userText("What does src/a.ts export?")];
    const first = await ask(messages);
    expect(first.stopReason).toBe("tool_use");
    expect(textOf(first.content)).toBe("I'll read it.");
    const [call] = toolUsesOf(first.content);
    expect(call).toMatchObject({ name: "read_file", input: { path: "src/a.ts" } });
    if (call === undefined) return;
    messages.push({ role: "assistant", content: first.content });
    messages.push({
      role: "user",
      content: [{ type: "tool_result", toolUseId: call.id, content: "oops", isError: true }],
    });
    const second = await ask(messages);
    expect(second).toMatchObject({ stopReason: "end_turn", model: "claude-test" });
    expect(textOf(second.content)).toBe("It exports a.");

    const wire = server.requests[1]?.body;
    expect(wire).toMatchObject({
      model: "claude-test",
      max_tokens: 1024,
      system: [{ type: "text", text: "You are Alfred." }],
      tools: [{ name: "read_file", input_schema: { type: "object", required: ["path"] } }],
      messages: [
        { role: "user", content: [{ type: "text", text: "What does src/a.ts export?" }] },
        {
          role: "assistant",
          content: [
            { type: "text", text: "I'll read it." },
            { type: "tool_use", id: call.id, name: "read_file", input: { path: "src/a.ts" } },
          ],
        },
        {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: call.id, content: "oops", is_error: true }],
        },
      ],
    });
    expect(JSON.stringify(wire)).not.toContain("$schema");
    expect(server.requests.map((r) => r.stream)).toEqual([streaming, streaming]);
  });

  it("streams text as it arrives and assembles tool input from chunked JSON", async () => {
    const input = { path: "src/deeply/nested/file.ts", options: { lines: [1, 20], encoding: "utf8" } };
    const [provider] = await setup([
      {
        turn: {
          text: "Reading two files.",
          toolCalls: [
            { name: "read_file", input },
            { name: "read_file", input: "" },
          ],
        },
      },
    ]);
    const { deltas, response } = await collect(streamOf(provider, request([userText("go")])));
    expect(deltas).toBe("Reading two files.");
    const calls = toolUsesOf(response.content);
    expect(calls.map((c) => c.input)).toEqual([input, {}]);
    expect(new Set(calls.map((c) => c.id)).size).toBe(2);
    expect(response.content.map((b) => b.type)).toEqual(["text", "tool_use", "tool_use"]);
  });

  it.each([true, false])("maps usage including cache tokens (streaming: %s)", async (streaming) => {
    const usage = { inputTokens: 12, outputTokens: 34, cacheReadTokens: 560, cacheWriteTokens: 78 };
    const [provider] = await setup([{ turn: { text: "hi", usage } }]);
    const response = streaming
      ? (await collect(streamOf(provider, request([userText("hi")])))).response
      : await provider.chat(request([userText("hi")]));
    expect(response.usage).toEqual(usage);
  });

  it("marks cache breakpoints so an agent loop re-reads a growing cached prefix", async () => {
    const turn = { toolCalls: [{ name: "read_file", input: { path: "a.ts" } }] };
    const [provider, server] = await setup([{ turn }, { turn }, { turn: { text: "done" } }]);
    const messages: Message[] = [userText("Read a.ts three times.")];
    const reads: number[] = [];
    for (let call = 0; call < 3; call += 1) {
      const { response } = await collect(
        streamOf(provider, request(messages, { system: "Rules. ".repeat(200) })),
      );
      reads.push(response.usage.cacheReadTokens);
      const [use] = toolUsesOf(response.content);
      if (use === undefined) break;
      messages.push({ role: "assistant", content: response.content });
      messages.push({
        role: "user",
        content: [{ type: "tool_result", toolUseId: use.id, content: "x", isError: false }],
      });
    }
    expect(reads[0]).toBe(0);
    expect(reads[1]).toBeGreaterThan(300);
    expect(reads[2]).toBeGreaterThan(reads[1] ?? 0);

    const body = JSON.stringify(server.requests[2]?.body);
    expect(body.split('"cache_control"').length - 1).toBe(4);
    const wire = server.requests[2]?.body as { messages: { content: Record<string, unknown>[] }[] };
    const marked = wire.messages.map((m) => m.content.map((b) => b["cache_control"] !== undefined));
    expect(marked).toEqual([[false], [false], [true], [false], [true]]);
  });

  it("sends a forced tool choice", async () => {
    const [provider, server] = await setup([
      { turn: { toolCalls: [{ name: "read_file", input: { path: "x" } }] } },
    ]);
    await provider.chat(request([userText("read x")], { toolChoice: { type: "tool", name: "read_file" } }));
    expect(server.requests[0]?.body).toMatchObject({ tool_choice: { type: "tool", name: "read_file" } });
  });

  it.each([true, false])(
    "emulates responseFormat with a forced tool and answers JSON text (streaming: %s)",
    async (streaming) => {
      const schema = {
        type: "object",
        properties: { verification: { type: "integer" } },
        required: ["verification"],
      };
      const answer = { verification: 2 };
      const [provider, server] = await setup([{ turn: { toolCalls: [{ name: "rubric", input: answer }] } }]);
      const chatRequest = request([userText("score it")], { responseFormat: { name: "rubric", schema } });
      const response = streaming
        ? (await collect(streamOf(provider, chatRequest))).response
        : await provider.chat(chatRequest);
      expect(response.stopReason).toBe("end_turn");
      expect(JSON.parse(textOf(response.content))).toEqual(answer);
      expect(toolUsesOf(response.content)).toEqual([]);
      expect(server.requests[0]?.body).toMatchObject({
        tool_choice: { type: "tool", name: "rubric" },
        tools: [{ name: "read_file" }, { name: "rubric", input_schema: schema }],
      });
    },
  );

  it("sends the API key as an auth header", async () => {
    const [provider, server] = await setup([{ turn: { text: "ok" } }], { apiKey: KEY });
    await provider.chat(request([userText("hi")]));
    const headers = server.requests[0]?.headers ?? {};
    expect(headers["x-api-key"] ?? headers["authorization"]?.replace(/^Bearer /, "")).toBe(KEY);
  });
});
