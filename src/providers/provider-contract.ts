import type { ContentBlock, Message, StopReason } from "../core/messages.js";
import type { Usage } from "../core/usage.js";

/** A tool as the model sees it: name, description and JSON Schema of its input. */
export interface ToolSpec {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Record<string, unknown>;
}

/** How the model may use tools this call. `tool` forces one named tool (structured output). */
export type ToolChoice = { readonly type: "auto" } | { readonly type: "tool"; readonly name: string };

/** Ask for JSON matching a schema (OpenAI `json_schema`); providers without it may use a forced tool. */
export interface ResponseFormat {
  readonly name: string;
  readonly schema: Record<string, unknown>;
}

/** One model call in the neutral format. */
export interface ChatRequest {
  readonly model: string;
  readonly system: string;
  readonly messages: readonly Message[];
  readonly tools: readonly ToolSpec[];
  readonly maxTokens: number;
  readonly toolChoice?: ToolChoice;
  readonly responseFormat?: ResponseFormat;
  readonly signal?: AbortSignal;
  /** Per-call timeout in ms; a call that takes longer fails retryably. */
  readonly timeoutMs?: number;
}

/** The model's whole answer to one {@link ChatRequest}. */
export interface ChatResponse {
  /** Text and tool_use blocks, in the order the model produced them. */
  readonly content: readonly ContentBlock[];
  readonly stopReason: StopReason;
  readonly usage: Usage;
  /** The model that answered (may be more specific than the one requested). */
  readonly model: string;
}

/** What `stream()` yields: text as it arrives, then exactly one final response. */
export type StreamPart =
  | { readonly type: "text_delta"; readonly text: string }
  | { readonly type: "response"; readonly response: ChatResponse };

/**
 * A model backend. Implementations convert the neutral format at the edge and
 * throw {@link ProviderError} (with `retryable` set correctly) on failure.
 */
export interface Provider {
  /** `anthropic`, `openai`, `mock`, … */
  readonly name: string;
  /** One non-streaming call. */
  chat(request: ChatRequest): Promise<ChatResponse>;
  /** Streaming, where the backend supports it; the engine falls back to `chat` otherwise. */
  stream?(request: ChatRequest): AsyncIterable<StreamPart>;
}

/** The provider kinds Alfred ships. */
export type ProviderName = "anthropic" | "openai" | "mock";
