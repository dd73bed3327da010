/**
 * The Anthropic Messages API provider, on `@anthropic-ai/sdk`. The SDK never
 * retries (`maxRetries: 0`): retries, backoff and fallback are the engine's.
 */
import { Anthropic, type ClientOptions } from "@anthropic-ai/sdk";
import type { RawMessageStreamEvent } from "@anthropic-ai/sdk/resources/messages";
import type { ContentBlock } from "../core/messages.js";
import {
  type AnthropicUsageLike,
  fromAnthropicMessage,
  parseToolInput,
  toAnthropicParams,
  toStopReason,
  toUsage,
} from "./anthropic-convert.js";
import { CallScope, streamCutError } from "./http-errors.js";
import type { ChatRequest, ChatResponse, Provider, ResponseFormat, StreamPart } from "./provider-contract.js";

/** Ten minutes: the SDK's own default, set explicitly so large non-streaming calls are not refused. */
const DEFAULT_TIMEOUT_MS = 600_000;

/** Options of {@link createAnthropicProvider}. */
export interface AnthropicProviderOptions {
  readonly apiKey: string;
  /** Any Messages-API-compatible gateway; the SDK appends `/v1/messages`. */
  readonly baseURL?: string;
  readonly defaultHeaders?: Readonly<Record<string, string>>;
  /** Default per-call timeout (a request's own `timeoutMs` wins). */
  readonly timeoutMs?: number;
  /** A custom fetch (proxies, tests). */
  readonly fetch?: ClientOptions["fetch"];
}

/**
 * Creates the Anthropic provider. `chat` is one non-streaming `messages.create`;
 * `stream` yields `text_delta` parts as they arrive and then exactly one
 * `response` part. Both honour `request.signal` and `request.timeoutMs`.
 *
 * @throws {ProviderError} from `chat` / `stream` on any API or network failure
 *   (see http-errors.ts for codes and retryability).
 * @throws {AbortedError} when `request.signal` aborts.
 */
export function createAnthropicProvider(options: AnthropicProviderOptions): Provider {
  const client = new Anthropic({
    apiKey: options.apiKey,
    maxRetries: 0,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
    ...(options.defaultHeaders === undefined ? {} : { defaultHeaders: { ...options.defaultHeaders } }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const call = (request: ChatRequest): CallScope =>
    new CallScope("anthropic", options.apiKey, request.signal, request.timeoutMs ?? options.timeoutMs);

  return {
    name: "anthropic",
    async chat(request: ChatRequest): Promise<ChatResponse> {
      const scope = call(request);
      try {
        const message = await client.messages.create(toAnthropicParams(request), scope.requestOptions());
        return fromAnthropicMessage(message, request.responseFormat);
      } catch (thrown) {
        throw scope.error(thrown, "request");
      } finally {
        scope.dispose();
      }
    },
    async *stream(request: ChatRequest): AsyncGenerator<StreamPart> {
      const scope = call(request);
      try {
        let events: AsyncIterable<RawMessageStreamEvent>;
        try {
          events = await client.messages.create(
            { ...toAnthropicParams(request), stream: true },
            scope.requestOptions(),
          );
        } catch (thrown) {
          throw scope.error(thrown, "request");
        }
        const assembler = new StreamAssembler(request.responseFormat);
        try {
          for await (const event of events) {
            const text = assembler.push(event);
            if (text !== "") yield { type: "text_delta", text };
          }
        } catch (thrown) {
          throw scope.error(thrown, "stream");
        }
        // The SDK ends a stream silently when its signal aborts; say why it ended.
        scope.throwIfInterrupted();
        if (!assembler.stopped) throw streamCutError("anthropic", "message_stop");
        yield { type: "response", response: assembler.finish() };
      } finally {
        scope.dispose();
      }
    },
  };
}

type PartialBlock =
  | { kind: "text"; text: string }
  | { kind: "tool"; id: string; name: string; json: string; startInput: unknown };

/**
 * Assembles raw stream events into a {@link ChatResponse}: text and tool_use
 * blocks in index order, tool input from the `input_json_delta` pieces. With
 * a `responseFormat`, the forced format tool's JSON streams out as text.
 */
export class StreamAssembler {
  private readonly blocks = new Map<number, PartialBlock>();
  private model = "";
  private usage: AnthropicUsageLike = {};
  private stopReason: ReturnType<typeof toStopReason> = "end_turn";
  private stoppedFlag = false;

  constructor(private readonly format?: ResponseFormat) {}

  /** True once `message_stop` arrived: the message is complete. */
  get stopped(): boolean {
    return this.stoppedFlag;
  }

  /** Takes one event; returns the text it adds to the answer ("" for none). */
  push(event: RawMessageStreamEvent): string {
    switch (event.type) {
      case "message_start":
        this.model = event.message.model;
        this.usage = { ...event.message.usage };
        return "";
      case "content_block_start": {
        const block = event.content_block;
        if (block.type === "text") {
          this.blocks.set(event.index, { kind: "text", text: block.text });
          return block.text;
        }
        if (block.type === "tool_use") {
          this.blocks.set(event.index, {
            kind: "tool",
            id: block.id,
            name: block.name,
            json: "",
            startInput: block.input,
          });
        }
        return "";
      }
      case "content_block_delta": {
        const block = this.blocks.get(event.index);
        if (block?.kind === "text" && event.delta.type === "text_delta") {
          block.text += event.delta.text;
          return event.delta.text;
        }
        if (block?.kind === "tool" && event.delta.type === "input_json_delta") {
          block.json += event.delta.partial_json;
          return this.isFormat(block.name) ? event.delta.partial_json : "";
        }
        return "";
      }
      case "message_delta": {
        const { usage } = event;
        this.stopReason = toStopReason(event.delta.stop_reason);
        // message_delta counts are cumulative; fields it leaves out (null or absent) keep message_start's value.
        this.usage = {
          input_tokens: usage.input_tokens ?? this.usage.input_tokens ?? null,
          output_tokens: usage.output_tokens ?? this.usage.output_tokens ?? null,
          cache_read_input_tokens:
            usage.cache_read_input_tokens ?? this.usage.cache_read_input_tokens ?? null,
          cache_creation_input_tokens:
            usage.cache_creation_input_tokens ?? this.usage.cache_creation_input_tokens ?? null,
        };
        return "";
      }
      case "message_stop":
        this.stoppedFlag = true;
        return "";
      case "content_block_stop":
        return "";
    }
  }

  /** The assembled response. */
  finish(): ChatResponse {
    const content: ContentBlock[] = [];
    let answeredFormat = false;
    for (const [, block] of [...this.blocks].sort(([a], [b]) => a - b)) {
      if (block.kind === "text") {
        if (block.text !== "") content.push({ type: "text", text: block.text });
      } else if (this.isFormat(block.name)) {
        answeredFormat = true;
        content.push({
          type: "text",
          text: block.json === "" ? JSON.stringify(block.startInput ?? {}) : block.json,
        });
      } else {
        const input = block.json === "" ? (block.startInput ?? {}) : parseToolInput(block.json);
        content.push({ type: "tool_use", id: block.id, name: block.name, input });
      }
    }
    const stopReason = answeredFormat && this.stopReason === "tool_use" ? "end_turn" : this.stopReason;
    return { content, stopReason, usage: toUsage(this.usage), model: this.model };
  }

  private isFormat(name: string): boolean {
    return this.format !== undefined && this.format.name === name;
  }
}
