/**
 * Neutral ⇄ OpenAI Chat Completions conversion, pure and synchronous. Works
 * for any OpenAI-compatible server (vLLM, Ollama, gateways).
 */
import { randomUUID } from "node:crypto";
import type {
  ChatCompletion,
  ChatCompletionCreateParamsBase,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
  ChatCompletionTool,
  ChatCompletionToolChoiceOption,
} from "openai/resources/chat/completions";
import type { CompletionUsage } from "openai/resources/completions";
import { ProviderError } from "../core/errors.js";
import { omitUndefined } from "../core/omit-undefined.js";
import type { ContentBlock, Message, StopReason } from "../core/messages.js";
import type { Usage } from "../core/usage.js";
import type { ChatRequest, ChatResponse } from "./provider-contract.js";
import { parseToolInput as parseToolArguments } from "./tool-input.js";

export { parseToolArguments };

/** Wire parameters for one neutral request (without the streaming switches). */
export type OpenAIParams = Omit<ChatCompletionCreateParamsBase, "stream" | "stream_options">;

/**
 * Which body field carries `maxTokens`. OpenAI's own models want
 * `max_completion_tokens` (reasoning models reject `max_tokens`); some older
 * compatible servers only know `max_tokens`.
 */
export type MaxTokensField = "max_completion_tokens" | "max_tokens";

/** The finish reasons of Chat Completions. */
export type FinishReason = ChatCompletion.Choice["finish_reason"];

/**
 * Converts a neutral request: the system prompt as the first message;
 * assistant tool calls with JSON-string arguments; tool results as `tool`
 * messages (before any user text of the same neutral message, so they follow
 * the assistant's calls); tool schemas as `function.parameters` without
 * `$schema`; a forced tool as a named `tool_choice`; `responseFormat` as a
 * strict `json_schema` response format.
 */
export function toOpenAIParams(
  request: ChatRequest,
  maxTokensField: MaxTokensField = "max_completion_tokens",
): OpenAIParams {
  const messages: ChatCompletionMessageParam[] = [];
  if (request.system !== "") messages.push({ role: "system", content: request.system });
  for (const message of request.messages) messages.push(...toWireMessages(message));
  const tools: ChatCompletionTool[] = request.tools.map((tool) => ({
    type: "function",
    function: {
      name: tool.name,
      description: tool.description,
      parameters: withoutSchemaKey(tool.inputSchema),
    },
  }));
  const toolChoice = tools.length > 0 ? wireToolChoice(request) : undefined;
  const format = request.responseFormat;
  return {
    model: request.model,
    messages,
    ...(maxTokensField === "max_tokens"
      ? { max_tokens: request.maxTokens }
      : { max_completion_tokens: request.maxTokens }),
    ...(tools.length > 0 ? { tools } : {}),
    ...omitUndefined({ tool_choice: toolChoice }),
    ...(format === undefined
      ? {}
      : {
          response_format: {
            type: "json_schema",
            json_schema: { name: format.name, schema: withoutSchemaKey(format.schema), strict: true },
          },
        }),
  };
}

function wireToolChoice(request: ChatRequest): ChatCompletionToolChoiceOption | undefined {
  const choice = request.toolChoice;
  if (choice === undefined) return undefined;
  return choice.type === "tool" ? { type: "function", function: { name: choice.name } } : "auto";
}

function withoutSchemaKey(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}

function toWireMessages(message: Message): ChatCompletionMessageParam[] {
  const texts: string[] = [];
  const calls: ChatCompletionMessageFunctionToolCall[] = [];
  const results: ChatCompletionMessageParam[] = [];
  for (const block of message.content) {
    switch (block.type) {
      case "text":
        texts.push(block.text);
        break;
      case "tool_use":
        calls.push({
          id: block.id,
          type: "function",
          function: { name: block.name, arguments: argumentsText(block.input) },
        });
        break;
      case "tool_result":
        results.push({
          role: "tool",
          tool_call_id: block.toolUseId,
          content: resultText(block.content, block.isError),
        });
        break;
    }
  }
  const text = texts.join("");
  if (message.role === "user") return text === "" ? results : [...results, { role: "user", content: text }];
  if (text === "" && calls.length === 0) return results;
  const assistant: ChatCompletionMessageParam = {
    role: "assistant",
    content: text === "" ? null : text,
    ...(calls.length > 0 ? { tool_calls: calls } : {}),
  };
  return [assistant, ...results];
}

/** Input the model sent as unparseable text (see {@link parseToolArguments}) goes back verbatim. */
function argumentsText(input: unknown): string {
  return typeof input === "string" ? input : JSON.stringify(input ?? {});
}

/** Chat Completions has no error flag on tool messages, so the content says it. */
function resultText(content: string, isError: boolean): string {
  return isError && !/^error\b/i.test(content) ? `Error: ${content}` : content;
}

/** The server's tool-call id, or a fresh one when a compatible server sent none. */
export function toolCallId(id: string | undefined | null): string {
  return id !== undefined && id !== null && id !== "" ? id : `call_${randomUUID().replaceAll("-", "")}`;
}

/**
 * Maps `finish_reason`. Some compatible servers say `stop` while returning
 * tool calls, so tool calls present make it `tool_use` (unless cut by length).
 */
export function toStopReason(
  reason: FinishReason | null | undefined,
  hasToolCalls: boolean,
  refused: boolean,
): StopReason {
  if (reason === "length") return "max_tokens";
  if (reason === "content_filter" || refused) return "refusal";
  if (reason === "tool_calls" || reason === "function_call" || hasToolCalls) return "tool_use";
  return "end_turn";
}

/**
 * Maps usage. `prompt_tokens` includes cached tokens, so
 * inputTokens = prompt − cached − written; cacheRead = `cached_tokens`;
 * cacheWrite = `cache_write_tokens` where a gateway reports it (OpenAI itself
 * does not, so 0). Missing usage is all zeros.
 */
export function toUsage(usage: CompletionUsage | null | undefined): Usage {
  const cached = usage?.prompt_tokens_details?.cached_tokens ?? 0;
  const written = usage?.prompt_tokens_details?.cache_write_tokens ?? 0;
  return {
    inputTokens: Math.max(0, (usage?.prompt_tokens ?? 0) - cached - written),
    outputTokens: usage?.completion_tokens ?? 0,
    cacheReadTokens: cached,
    cacheWriteTokens: written,
  };
}

/** One assembled tool call, as streamed or as returned whole. */
export interface AssembledToolCall {
  readonly id: string | undefined;
  readonly name: string;
  readonly arguments: string;
}

/** Builds the neutral response from the parts both `chat` and `stream` collect. */
export function assembleResponse(parts: {
  readonly text: string;
  readonly refusal: string;
  readonly toolCalls: readonly AssembledToolCall[];
  readonly finishReason: FinishReason | null;
  readonly usage: CompletionUsage | null | undefined;
  readonly model: string;
}): ChatResponse {
  const content: ContentBlock[] = [];
  const text = parts.text + parts.refusal;
  if (text !== "") content.push({ type: "text", text });
  for (const call of parts.toolCalls) {
    content.push({
      type: "tool_use",
      id: toolCallId(call.id),
      name: call.name,
      input: parseToolArguments(call.arguments),
    });
  }
  const stopReason = toStopReason(parts.finishReason, parts.toolCalls.length > 0, parts.refusal !== "");
  return { content, stopReason, usage: toUsage(parts.usage), model: parts.model };
}

/**
 * Converts a non-streaming completion (first choice).
 * @throws {ProviderError} `provider_bad_response` when there is no choice.
 */
export function fromOpenAICompletion(completion: ChatCompletion): ChatResponse {
  const choice = completion.choices[0];
  if (choice === undefined)
    throw new ProviderError("provider_bad_response", "openai: completion has no choices");
  const toolCalls: AssembledToolCall[] = [];
  for (const call of choice.message.tool_calls ?? []) {
    if (call.type === "function")
      toolCalls.push({ id: call.id, name: call.function.name, arguments: call.function.arguments });
  }
  return assembleResponse({
    text: choice.message.content ?? "",
    refusal: choice.message.refusal ?? "",
    toolCalls,
    finishReason: choice.finish_reason,
    usage: completion.usage,
    model: completion.model,
  });
}
