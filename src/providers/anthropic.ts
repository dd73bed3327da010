/**
 * The Anthropic Messages API provider, on `@anthropic-ai/sdk`: the wire
 * conversion only (the client, the SDK loaded on first use, the stream loop
 * and the error mapping are sdk-provider.ts's).
 */
import type { Anthropic, ClientOptions } from "@anthropic-ai/sdk";
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
import type { ChatResponse, Provider, ResponseFormat } from "./provider-contract.js";
import {
  type SdkProviderOptions,
  type StreamAssembly,
  type Wire,
  createSdkProvider,
} from "./sdk-provider.js";

/**
 * Options of {@link createAnthropicProvider}. `baseURL`: any
 * Messages-API-compatible gateway; the SDK appends `/v1/messages`.
 */
export type AnthropicProviderOptions = SdkProviderOptions<ClientOptions["fetch"]>;

const ANTHROPIC_WIRE: Wire<Anthropic, RawMessageStreamEvent, ClientOptions["fetch"]> = {
  name: "anthropic",
  terminalEvent: "message_stop",
  loadSdk: async () => (await import("@anthropic-ai/sdk")).Anthropic,
  async chat(client, request, options) {
    return fromAnthropicMessage(
      await client.messages.create(toAnthropicParams(request), options),
      request.responseFormat,
    );
  },
  openStream: (client, request, options) =>
    client.messages.create({ ...toAnthropicParams(request), stream: true }, options),
  assembler: (request) => new StreamAssembler(request.responseFormat),
};

/**
 * Creates the Anthropic provider. `chat` is one non-streaming `messages.create`;
 * `stream` yields `text_delta` parts as they arrive and then exactly one
 * `response` part. Both honour `request.signal` and `request.timeoutMs`. The
 * SDK loads on the first call.
 *
 * @throws {ProviderError} from `chat` / `stream` on any API or network failure
 *   (see http-errors.ts for codes and retryability).
 * @throws {AbortedError} when `request.signal` aborts.
 */
export function createAnthropicProvider(options: AnthropicProviderOptions): Provider {
  return createSdkProvider(ANTHROPIC_WIRE, options);
}

type PartialBlock =
  | { kind: "text"; text: string }
  | { kind: "tool"; id: string; name: string; json: string; startInput: unknown };

/**
 * Assembles raw stream events into a {@link ChatResponse}: text and tool_use
 * blocks in index order, tool input from the `input_json_delta` pieces. With
 * a `responseFormat`, the forced format tool's JSON streams out as text.
 */
class StreamAssembler implements StreamAssembly<RawMessageStreamEvent> {
  private readonly blocks = new Map<number, PartialBlock>();
  private model = "";
  private usage: AnthropicUsageLike = {};
  private stopReason: ReturnType<typeof toStopReason> = "end_turn";
  private stoppedFlag = false;

  constructor(private readonly format?: ResponseFormat) {}

  /** True once `message_stop` arrived: the message is complete. */
  get complete(): boolean {
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
