/**
 * The OpenAI Chat Completions provider, on the `openai` SDK; works with any
 * OpenAI-compatible base URL (vLLM, Ollama, gateways). The wire conversion
 * only (the client, the SDK loaded on first use, the stream loop and the
 * error mapping are sdk-provider.ts's).
 */
import type { ClientOptions, OpenAI } from "openai";
import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import type { CompletionUsage } from "openai/resources/completions";
import {
  type AssembledToolCall,
  type FinishReason,
  type MaxTokensField,
  assembleResponse,
  fromOpenAICompletion,
  toOpenAIParams,
} from "./openai-convert.js";
import type { ChatResponse, Provider } from "./provider-contract.js";
import {
  type SdkProviderOptions,
  type StreamAssembly,
  type Wire,
  createSdkProvider,
} from "./sdk-provider.js";

/**
 * Options of {@link createOpenAIProvider}. `baseURL` includes the version
 * path, e.g. `http://localhost:8000/v1`.
 */
export interface OpenAIProviderOptions extends SdkProviderOptions<ClientOptions["fetch"]> {
  /** Body field for `maxTokens`; default `max_completion_tokens`. */
  readonly maxTokensField?: MaxTokensField;
}

/** The Chat Completions wire, with `maxTokens` sent as `maxTokensField`. */
function openAIWire(
  maxTokensField: MaxTokensField | undefined,
): Wire<OpenAI, ChatCompletionChunk, ClientOptions["fetch"]> {
  return {
    name: "openai",
    terminalEvent: "a finish_reason",
    loadSdk: async () => (await import("openai")).OpenAI,
    async chat(client, request, options) {
      const params = { ...toOpenAIParams(request, maxTokensField), stream: false as const };
      return fromOpenAICompletion(await client.chat.completions.create(params, options));
    },
    openStream: (client, request, options) =>
      client.chat.completions.create(
        { ...toOpenAIParams(request, maxTokensField), stream: true, stream_options: { include_usage: true } },
        options,
      ),
    assembler: () => new ChunkAssembler(),
  };
}

/**
 * Creates the OpenAI provider. `chat` is one non-streaming completion;
 * `stream` requests usage in the stream (`stream_options.include_usage`),
 * yields `text_delta` parts as they arrive and then exactly one `response`
 * part, with tool calls assembled from their deltas by index. Both honour
 * `request.signal` and `request.timeoutMs`. The SDK loads on the first call.
 *
 * @throws {ProviderError} from `chat` / `stream` on any API or network failure,
 *   including a stream that ends without a `finish_reason` (`provider_stream_cut`).
 * @throws {AbortedError} when `request.signal` aborts.
 */
export function createOpenAIProvider(options: OpenAIProviderOptions): Provider {
  return createSdkProvider(openAIWire(options.maxTokensField), options);
}

interface PartialToolCall {
  id: string | undefined;
  name: string;
  arguments: string;
}

/** Assembles streamed chunks: text (and refusal) deltas, tool calls by index, finish reason, usage. */
class ChunkAssembler implements StreamAssembly<ChatCompletionChunk> {
  private text = "";
  private refusal = "";
  private readonly calls = new Map<number, PartialToolCall>();
  private finishReason: FinishReason | null = null;
  private usage: CompletionUsage | null = null;
  private model = "";

  /** True once a `finish_reason` arrived: the answer is complete. */
  get complete(): boolean {
    return this.finishReason !== null;
  }

  /** Takes one chunk; returns the text it adds to the answer ("" for none). */
  push(chunk: ChatCompletionChunk): string {
    if (chunk.model) this.model = chunk.model;
    if (chunk.usage) this.usage = chunk.usage;
    const choice = chunk.choices[0];
    if (choice === undefined) return "";
    for (const delta of choice.delta.tool_calls ?? []) {
      // A few compatible servers omit `index`; they send each call whole, so append.
      const index = typeof delta.index === "number" ? delta.index : this.calls.size;
      const call = this.calls.get(index) ?? { id: undefined, name: "", arguments: "" };
      if (delta.id && call.id === undefined) call.id = delta.id;
      // Some servers repeat the name in every chunk: keep the first.
      if (delta.function?.name && call.name === "") call.name = delta.function.name;
      call.arguments += delta.function?.arguments ?? "";
      this.calls.set(index, call);
    }
    if (choice.finish_reason) this.finishReason = choice.finish_reason;
    const added = (choice.delta.content ?? "") + (choice.delta.refusal ?? "");
    this.text += choice.delta.content ?? "";
    this.refusal += choice.delta.refusal ?? "";
    return added;
  }

  /** The assembled response. */
  finish(): ChatResponse {
    const toolCalls: AssembledToolCall[] = [...this.calls].sort(([a], [b]) => a - b).map(([, call]) => call);
    return assembleResponse({
      text: this.text,
      refusal: this.refusal,
      toolCalls,
      finishReason: this.finishReason,
      usage: this.usage,
      model: this.model,
    });
  }
}
