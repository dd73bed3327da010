/**
 * A loopback fake of the Anthropic Messages API (`POST /v1/messages`), driven
 * by a {@link FakeScript}. Streams SSE with `event:` lines like the real API
 * (message_start, content blocks with text / input_json deltas, message_delta,
 * message_stop), answers non-streaming requests with JSON, injects faults, and
 * models prompt caching from `cache_control` breakpoints.
 */
import { pathToFileURL } from "node:url";
import {
  type FakeScript,
  type FakeServer,
  type FakeServerOptions,
  type FakeTurn,
  PrefixCache,
  arrayOf,
  estimateOutputTokens,
  estimateTokens,
  isRecord,
  runFakeFromCommandLine,
  splitInto,
  stopReasonOf,
} from "./fake-script.js";
import { type EncodedAnswer, type WireFormat, startScriptedServer } from "./model-fake-http.js";

interface WireUsage {
  input_tokens: number;
  output_tokens: number;
  cache_read_input_tokens: number;
  cache_creation_input_tokens: number;
}

const ERROR_TYPES: Readonly<Record<number, string>> = {
  400: "invalid_request_error",
  401: "authentication_error",
  403: "permission_error",
  404: "not_found_error",
  413: "request_too_large",
  429: "rate_limit_error",
  529: "overloaded_error",
};

/**
 * Starts the fake on 127.0.0.1 (a free port unless `options.port`). `url` has
 * no path: the SDK appends `/v1/messages`. Requests without an API key
 * (`x-api-key` or `Authorization: Bearer`) get a 401 and consume no step;
 * running out of script answers 500 "fake script exhausted". Usage: input
 * tokens ≈ JSON length / 4; a prefix up to a `cache_control` breakpoint that
 * the fake saw before counts as `cache_read_input_tokens`, a new one as
 * `cache_creation_input_tokens`; `turn.usage` overrides any field.
 */
export function startAnthropicFake(script: FakeScript, options: FakeServerOptions = {}): Promise<FakeServer> {
  const cache = new PrefixCache();
  const wire: WireFormat = {
    routes: ["/v1/messages"],
    urlPath: "",
    overloadedStatus: 529,
    errorBody: (status, type, message) => ({
      type: "error",
      error: { type: type ?? ERROR_TYPES[status] ?? "api_error", message },
    }),
    answer: (turn, body, count) => encode(turn, body, count, cache),
    partial: (text) => partialEvents(text),
    streamError: (type) =>
      sse("error", { error: { type: type ?? "overloaded_error", message: "fake mid-stream error" } }),
  };
  return startScriptedServer(wire, script, options);
}

interface FakeMessage {
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
  const model = typeof body["model"] === "string" ? body["model"] : "claude-fake";
  const message: FakeMessage = {
    id: `msg_fake_${count}`,
    model,
    turn,
    usage: usageFor(cache, model, body, turn),
    toolIds: (turn.toolCalls ?? []).map((call, index) => call.id ?? `toolu_fake_${count}_${index}`),
  };
  return { json: messageJson(message), events: () => streamEvents(message) };
}

function messageJson(message: FakeMessage): Record<string, unknown> {
  const content: unknown[] = [];
  const text = message.turn.text ?? "";
  if (text !== "") content.push({ type: "text", text, citations: null });
  (message.turn.toolCalls ?? []).forEach((call, index) => {
    content.push({
      type: "tool_use",
      id: message.toolIds[index],
      name: call.name,
      input: objectInput(call.input),
    });
  });
  return {
    id: message.id,
    type: "message",
    role: "assistant",
    model: message.model,
    content,
    stop_reason: stopReasonOf(message.turn),
    stop_sequence: null,
    usage: message.usage,
  };
}

/** A raw-string input is parsed when it can be; otherwise sent as is (to test malformed input). */
function objectInput(input: unknown): unknown {
  if (typeof input !== "string") return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return input;
  }
}

function sse(event: string, data: Record<string, unknown>): string {
  return `event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`;
}

function messageStart(message: Pick<FakeMessage, "id" | "model" | "usage">): string {
  const usage = { ...message.usage, output_tokens: 1 };
  const start = { id: message.id, type: "message", role: "assistant", model: message.model, content: [] };
  return sse("message_start", { message: { ...start, stop_reason: null, stop_sequence: null, usage } });
}

function textBlockStart(index: number): string {
  return sse("content_block_start", { index, content_block: { type: "text", text: "", citations: null } });
}

function streamEvents(message: FakeMessage): string[] {
  const events = [messageStart(message), sse("ping", {})];
  let index = 0;
  const text = message.turn.text ?? "";
  if (text !== "") {
    events.push(textBlockStart(index));
    for (const piece of splitInto(text, 3)) {
      events.push(sse("content_block_delta", { index, delta: { type: "text_delta", text: piece } }));
    }
    events.push(sse("content_block_stop", { index }));
    index += 1;
  }
  (message.turn.toolCalls ?? []).forEach((call, callIndex) => {
    const block = { type: "tool_use", id: message.toolIds[callIndex], name: call.name, input: {} };
    events.push(sse("content_block_start", { index, content_block: block }));
    const json = typeof call.input === "string" ? call.input : JSON.stringify(call.input);
    // Like the real API: an empty first piece, then the JSON in several pieces.
    for (const piece of ["", ...splitInto(json, 3)]) {
      const delta = { type: "input_json_delta", partial_json: piece };
      events.push(sse("content_block_delta", { index, delta }));
    }
    events.push(sse("content_block_stop", { index }));
    index += 1;
  });
  const delta = { stop_reason: stopReasonOf(message.turn), stop_sequence: null };
  events.push(sse("message_delta", { delta, usage: { output_tokens: message.usage.output_tokens } }));
  events.push(sse("message_stop", {}));
  return events;
}

function partialEvents(text: string): string {
  const usage = {
    input_tokens: 1,
    output_tokens: 1,
    cache_read_input_tokens: 0,
    cache_creation_input_tokens: 0,
  };
  const delta = { type: "text_delta", text };
  return (
    messageStart({ id: "msg_fake_partial", model: "claude-fake", usage }) +
    textBlockStart(0) +
    sse("content_block_delta", { index: 0, delta })
  );
}

/** Cache prefix segments in the API's order (tools → system → messages), and the breakpoint positions. */
function cacheLayout(body: Record<string, unknown>): { segments: unknown[]; breakpoints: number[] } {
  const segments: unknown[] = [];
  const breakpoints: number[] = [];
  const add = (block: unknown, role?: string): void => {
    if (isRecord(block) && block["cache_control"] !== undefined && block["cache_control"] !== null) {
      breakpoints.push(segments.length);
    }
    const bare = isRecord(block)
      ? Object.fromEntries(Object.entries(block).filter(([name]) => name !== "cache_control"))
      : block;
    segments.push(role === undefined ? bare : { role, block: bare });
  };
  for (const tool of arrayOf(body["tools"])) add(tool);
  const system = body["system"];
  if (typeof system === "string") add(system);
  for (const block of arrayOf(system)) add(block);
  for (const message of arrayOf(body["messages"])) {
    if (!isRecord(message)) continue;
    const role = typeof message["role"] === "string" ? message["role"] : "user";
    const content = message["content"];
    if (typeof content === "string") add(content, role);
    for (const block of arrayOf(content)) add(block, role);
  }
  return { segments, breakpoints };
}

function usageFor(
  cache: PrefixCache,
  model: string,
  body: Record<string, unknown>,
  turn: FakeTurn,
): WireUsage {
  const { segments, breakpoints } = cacheLayout(body);
  const cached = breakpoints.length > 0 ? cache.measure(model, segments, breakpoints) : { read: 0, write: 0 };
  const total = Math.max(estimateTokens(body), cached.read + cached.write);
  return {
    input_tokens: turn.usage?.inputTokens ?? total - cached.read - cached.write,
    output_tokens: turn.usage?.outputTokens ?? estimateOutputTokens(turn),
    cache_read_input_tokens: turn.usage?.cacheReadTokens ?? cached.read,
    cache_creation_input_tokens: turn.usage?.cacheWriteTokens ?? cached.write,
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runFakeFromCommandLine(startAnthropicFake, process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(2);
  });
}
