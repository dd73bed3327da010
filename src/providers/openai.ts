/**
 * The OpenAI Chat Completions provider, on the `openai` SDK; works with any
 * OpenAI-compatible base URL (vLLM, Ollama, gateways). The SDK never retries
 * (`maxRetries: 0`): retries, backoff and fallback are the engine's.
 */
import { OpenAI, type ClientOptions } from "openai";
import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import type { CompletionUsage } from "openai/resources/completions";
import { CallScope, streamCutError } from "./http-errors.js";
import {
  type AssembledToolCall,
  type FinishReason,
  type MaxTokensField,
  assembleResponse,
  fromOpenAICompletion,
  toOpenAIParams,
} from "./openai-convert.js";
import type { ChatRequest, ChatResponse, Provider, StreamPart } from "./provider-contract.js";

const DEFAULT_TIMEOUT_MS = 600_000;

/** Options of {@link createOpenAIProvider}. */
export interface OpenAIProviderOptions {
  readonly apiKey: string;
  /** Base URL including the version path, e.g. `http://localhost:8000/v1`. */
  readonly baseURL?: string;
  readonly defaultHeaders?: Readonly<Record<string, string>>;
  /** Default per-call timeout (a request's own `timeoutMs` wins). */
  readonly timeoutMs?: number;
  /** A custom fetch (proxies, tests). */
  readonly fetch?: ClientOptions["fetch"];
  /** Body field for `maxTokens`; default `max_completion_tokens`. */
  readonly maxTokensField?: MaxTokensField;
}

/**
 * Creates the OpenAI provider. `chat` is one non-streaming completion;
 * `stream` requests usage in the stream (`stream_options.include_usage`),
 * yields `text_delta` parts as they arrive and then exactly one `response`
 * part, with tool calls assembled from their deltas by index. Both honour
 * `request.signal` and `request.timeoutMs`.
 *
 * @throws {ProviderError} from `chat` / `stream` on any API or network failure,
 *   including a stream that ends without a `finish_reason` (`provider_stream_cut`).
 * @throws {AbortedError} when `request.signal` aborts.
 */
export function createOpenAIProvider(options: OpenAIProviderOptions): Provider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    maxRetries: 0,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
    ...(options.defaultHeaders === undefined ? {} : { defaultHeaders: { ...options.defaultHeaders } }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const call = (request: ChatRequest): CallScope =>
    new CallScope("openai", options.apiKey, request.signal, request.timeoutMs ?? options.timeoutMs);
  const params = (request: ChatRequest) => toOpenAIParams(request, options.maxTokensField);

  return {
    name: "openai",
    async chat(request: ChatRequest): Promise<ChatResponse> {
      const scope = call(request);
      try {
        const completion = await client.chat.completions.create(
          { ...params(request), stream: false },
          scope.requestOptions(),
        );
        return fromOpenAICompletion(completion);
      } catch (thrown) {
        throw scope.error(thrown, "request");
      } finally {
        scope.dispose();
      }
    },
    async *stream(request: ChatRequest): AsyncGenerator<StreamPart> {
      const scope = call(request);
      try {
        let chunks: AsyncIterable<ChatCompletionChunk>;
        try {
          chunks = await client.chat.completions.create(
            { ...params(request), stream: true, stream_options: { include_usage: true } },
            scope.requestOptions(),
          );
        } catch (thrown) {
          throw scope.error(thrown, "request");
        }
        const assembler = new ChunkAssembler();
        try {
          for await (const chunk of chunks) {
            const text = assembler.push(chunk);
            if (text !== "") yield { type: "text_delta", text };
          }
        } catch (thrown) {
          throw scope.error(thrown, "stream");
        }
        // The SDK ends a stream silently when its signal aborts; say why it ended.
        scope.throwIfInterrupted();
        if (!assembler.finished) throw streamCutError("openai", "a finish_reason");
        yield { type: "response", response: assembler.finish() };
      } finally {
        scope.dispose();
      }
    },
  };
}

interface PartialToolCall {
  id: string | undefined;
  name: string;
  arguments: string;
}

/** Assembles streamed chunks: text (and refusal) deltas, tool calls by index, finish reason, usage. */
export class ChunkAssembler {
  private text = "";
  private refusal = "";
  private readonly calls = new Map<number, PartialToolCall>();
  private finishReason: FinishReason | null = null;
  private usage: CompletionUsage | null = null;
  private model = "";

  /** True once a `finish_reason` arrived: the answer is complete. */
  get finished(): boolean {
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
