/**
 * A loopback fake of the OpenAI Chat Completions API, driven by a
 * {@link FakeScript}. Streams SSE `data:` chunks like the real API (first delta
 * with `role`, text and tool-call deltas, a `finish_reason`, a usage chunk when
 * `stream_options.include_usage`, `[DONE]`), answers non-streaming requests
 * with JSON, injects faults, and models automatic prefix caching.
 */
import { pathToFileURL } from "node:url";
import {
  type FakeScript,
  type FakeServer,
  type FakeServerOptions,
  type FakeStopReason,
  type FakeTurn,
  PrefixCache,
  arrayOf,
  estimateOutputTokens,
  estimateTokens,
  runFakeFromCommandLine,
  splitInto,
  stopReasonOf,
} from "./fake-script.js";
import { type EncodedAnswer, type WireFormat, startScriptedServer } from "./model-fake-http.js";

interface WireUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details: { cached_tokens: number; cache_write_tokens?: number };
}

const FINISH_REASONS: Readonly<Record<FakeStopReason, string>> = {
  end_turn: "stop",
  stop_sequence: "stop",
  tool_use: "tool_calls",
  max_tokens: "length",
  refusal: "content_filter",
};

const ERROR_CODES: Readonly<Record<number, string>> = { 401: "invalid_api_key", 429: "rate_limit_exceeded" };

/**
 * Starts the fake on 127.0.0.1 (a free port unless `options.port`). `url` ends
 * in `/v1`, as users write OpenAI base URLs; both `/v1/chat/completions` and
 * `/chat/completions` are served. Requests without an API key get a 401 and
 * consume no step; running out of script answers 500 "fake script exhausted";
 * `overloaded` is a 503. Usage: prompt tokens ≈ JSON length / 4; a message
 * prefix the fake saw before counts as `cached_tokens`; `turn.usage` (neutral
 * terms) overrides: prompt_tokens = input + cache read + cache write.
 * A tool call with `id: ""` is sent without an id.
 */
export function startOpenAIFake(script: FakeScript, options: FakeServerOptions = {}): Promise<FakeServer> {
  const cache = new PrefixCache();
  const wire: WireFormat = {
    routes: ["/v1/chat/completions", "/chat/completions"],
    urlPath: "/v1",
    overloadedStatus: 503,
    errorBody: (status, type, message) => ({
      error: {
        message,
        type: type ?? (status >= 500 ? "server_error" : "invalid_request_error"),
        param: null,
        code: ERROR_CODES[status] ?? null,
      },
    }),
    answer: (turn, body, count) => encode(turn, body, count, cache),
    partial: (text) => {
      const chunk = chunkMaker("chatcmpl-fake-partial", "gpt-fake", false);
      return chunk({ role: "assistant", content: "" }) + chunk({ content: text });
    },
    streamError: (type) =>
      data({
        error: { message: "fake mid-stream error", type: type ?? "server_error", param: null, code: null },
      }),
  };
  return startScriptedServer(wire, script, options);
}

interface FakeCompletion {
  readonly id: string;
  readonly model: string;
  readonly turn: FakeTurn;
  readonly usage: WireUsage;
  readonly toolIds: readonly string[];
}

function encode(
  turn: FakeTurn,
  body: Record<string, unknown>,
  count: number,
  cache: PrefixCache,
): EncodedAnswer {
  const model = typeof body["model"] === "string" ? body["model"] : "gpt-fake";
  const completion: FakeCompletion = {
    id: `chatcmpl-fake-${count}`,
    model,
    turn,
    usage: usageFor(cache, model, body, turn),
    toolIds: (turn.toolCalls ?? []).map((call, index) => call.id ?? `call_fake_${count}_${index}`),
  };
  return {
    json: completionJson(completion),
    events: (includeUsage) => streamChunks(completion, includeUsage),
  };
}

function finishReasonOf(turn: FakeTurn): string {
  return FINISH_REASONS[stopReasonOf(turn)];
}

/** `{ id }`, or nothing for `id: ""` (servers that send no ids). */
function idField(completion: FakeCompletion, index: number): { id?: string } {
  const id = completion.toolIds[index] ?? "";
  return id === "" ? {} : { id };
}

function argumentsOf(input: unknown): string {
  return typeof input === "string" ? input : JSON.stringify(input);
}

function completionJson(completion: FakeCompletion): Record<string, unknown> {
  const calls = (completion.turn.toolCalls ?? []).map((call, index) => ({
    ...idField(completion, index),
    type: "function",
    function: { name: call.name, arguments: argumentsOf(call.input) },
  }));
  const message = {
    role: "assistant",
    content: completion.turn.text ?? null,
    refusal: null,
    ...(calls.length > 0 ? { tool_calls: calls } : {}),
  };
  return {
    id: completion.id,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: completion.model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: finishReasonOf(completion.turn) }],
    usage: completion.usage,
  };
}

function data(value: unknown): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}

function chunkMaker(id: string, model: string, includeUsage: boolean) {
  const created = Math.floor(Date.now() / 1000);
  const base = { id, object: "chat.completion.chunk", created, model, system_fingerprint: "fp_fake" };
  return (delta: Record<string, unknown>, finishReason: string | null = null): string =>
    data({
      ...base,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      ...(includeUsage ? { usage: null } : {}),
    });
}

function streamChunks(completion: FakeCompletion, includeUsage: boolean): string[] {
  const chunk = chunkMaker(completion.id, completion.model, includeUsage);
  const chunks = [chunk({ role: "assistant", content: "" })];
  for (const piece of splitInto(completion.turn.text ?? "", 3)) chunks.push(chunk({ content: piece }));
  (completion.turn.toolCalls ?? []).forEach((call, index) => {
    const opening = { name: call.name, arguments: "" };
    chunks.push(
      chunk({ tool_calls: [{ index, ...idField(completion, index), type: "function", function: opening }] }),
    );
    for (const piece of splitInto(argumentsOf(call.input), 3)) {
      chunks.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  });
  chunks.push(chunk({}, finishReasonOf(completion.turn)));
  if (includeUsage) {
    const created = Math.floor(Date.now() / 1000);
    const usageChunk = {
      id: completion.id,
      object: "chat.completion.chunk",
      created,
      model: completion.model,
    };
    chunks.push(data({ ...usageChunk, choices: [], usage: completion.usage }));
  }
  chunks.push("data: [DONE]\n\n");
  return chunks;
}

/** Every message boundary (after the tools) is an automatic cache breakpoint. */
function usageFor(
  cache: PrefixCache,
  model: string,
  body: Record<string, unknown>,
  turn: FakeTurn,
): WireUsage {
  const messages = arrayOf(body["messages"]);
  const segments: unknown[] = [arrayOf(body["tools"]), ...messages];
  const breakpoints = messages.map((_, index) => index + 1);
  const read = turn.usage?.cacheReadTokens ?? cache.measure(model, segments, breakpoints).read;
  const write = turn.usage?.cacheWriteTokens ?? 0;
  const inputTokens = turn.usage?.inputTokens;
  const promptTokens =
    inputTokens === undefined ? Math.max(estimateTokens(body), read + write) : inputTokens + read + write;
  const completionTokens = turn.usage?.outputTokens ?? estimateOutputTokens(turn);
  const written = turn.usage?.cacheWriteTokens === undefined ? {} : { cache_write_tokens: write };
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
    prompt_tokens_details: { cached_tokens: read, ...written },
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runFakeFromCommandLine(startOpenAIFake, process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(2);
  });
}
