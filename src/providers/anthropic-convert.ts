/**
 * Neutral ⇄ Anthropic Messages API conversion, pure and synchronous. Prompt
 * caching breakpoints are placed here, and `responseFormat` is emulated with a
 * forced tool whose answer is turned back into JSON text.
 */
import type {
  CacheControlEphemeral,
  ContentBlockParam,
  Message as WireMessage,
  MessageCreateParamsBase,
  AssistantMessageParam,
  UserMessageParam,
  StopReason as WireStopReason,
  Tool,
  ToolChoice as WireToolChoice,
} from "@anthropic-ai/sdk/resources/messages";
import type { ContentBlock, Message, StopReason } from "../core/messages.js";
import { omitUndefined } from "../core/omit-undefined.js";
import type { Usage } from "../core/usage.js";
import type { ChatRequest, ChatResponse, ResponseFormat, ToolSpec } from "./provider-contract.js";

export { parseToolInput } from "./tool-input.js";

const EPHEMERAL: CacheControlEphemeral = { type: "ephemeral" };

/** A conversation message on the wire (the system prompt travels separately). */
type MessageParam = UserMessageParam | AssistantMessageParam;

/** Wire request parameters for one neutral request (without `stream`). */
export type AnthropicParams = Omit<MessageCreateParamsBase, "stream">;

/** The token counts Anthropic reports, in either a full `Usage` or a `message_delta` usage. */
export interface AnthropicUsageLike {
  readonly input_tokens?: number | null;
  readonly output_tokens?: number | null;
  readonly cache_read_input_tokens?: number | null;
  readonly cache_creation_input_tokens?: number | null;
}

/**
 * Converts a neutral request to Messages API parameters.
 *
 * - The system prompt becomes one text block; tool results become
 *   `tool_result` blocks of a user message (placed first in it); consecutive
 *   same-role messages are merged; empty text blocks are dropped.
 * - `cache_control` breakpoints (at most 4) go on the system block, the last
 *   tool, the last block of the latest message, and the last block of the
 *   user message before it. In an agent loop that user message was the
 *   previous call's latest message, so each call reads exactly the prefix the
 *   call before wrote, however many blocks the turn in between added.
 * - `responseFormat` adds a tool named after the format and forces it (it
 *   overrides `toolChoice`); {@link fromAnthropicMessage} turns its input back
 *   into JSON text.
 */
export function toAnthropicParams(request: ChatRequest): AnthropicParams {
  const tools = request.tools.map(toWireTool);
  const format = request.responseFormat;
  if (format !== undefined && !tools.some((tool) => tool.name === format.name))
    tools.push(formatTool(format));
  const lastTool = tools.at(-1);
  if (lastTool !== undefined) tools[tools.length - 1] = { ...lastTool, cache_control: EPHEMERAL };

  const messages = markRecentMessages(mergeSameRole(request.messages.flatMap(toWireMessages)));
  const toolChoice = wireToolChoice(request, tools.length > 0);
  return {
    model: request.model,
    max_tokens: request.maxTokens,
    messages,
    ...(request.system === ""
      ? {}
      : { system: [{ type: "text", text: request.system, cache_control: EPHEMERAL }] }),
    ...(tools.length > 0 ? { tools } : {}),
    ...omitUndefined({ tool_choice: toolChoice }),
  };
}

function wireToolChoice(request: ChatRequest, hasTools: boolean): WireToolChoice | undefined {
  if (request.responseFormat !== undefined) return { type: "tool", name: request.responseFormat.name };
  if (!hasTools || request.toolChoice === undefined) return undefined;
  return request.toolChoice.type === "tool"
    ? { type: "tool", name: request.toolChoice.name }
    : { type: "auto" };
}

function toWireTool(tool: ToolSpec): Tool {
  return { name: tool.name, description: tool.description, input_schema: toInputSchema(tool.inputSchema) };
}

function formatTool(format: ResponseFormat): Tool {
  return {
    name: format.name,
    description: `Respond by calling this tool once; its input is your answer as JSON matching the schema "${format.name}".`,
    input_schema: toInputSchema(format.schema),
  };
}

/** JSON Schema as the API wants it: an object schema, without the `$schema` key. */
function toInputSchema(schema: Record<string, unknown>): Tool.InputSchema {
  const { $schema: _ignored, ...rest } = schema;
  return { ...rest, type: "object" };
}

/** One neutral message becomes one wire message, or two when an assistant message carries tool results. */
function toWireMessages(message: Message): MessageParam[] {
  const own: ContentBlockParam[] = [];
  const results: ContentBlockParam[] = [];
  for (const block of message.content) {
    switch (block.type) {
      case "text":
        if (block.text !== "") own.push({ type: "text", text: block.text });
        break;
      case "tool_use":
        own.push({ type: "tool_use", id: block.id, name: block.name, input: wireToolInput(block.input) });
        break;
      case "tool_result":
        results.push({
          type: "tool_result",
          tool_use_id: block.toolUseId,
          content: block.content,
          is_error: block.isError,
        });
        break;
    }
  }
  if (message.role === "user") return [{ role: "user", content: [...results, ...own] }];
  const out: MessageParam[] = [{ role: "assistant", content: own }];
  if (results.length > 0) out.push({ role: "user", content: results });
  return out;
}

/** The API only accepts an object as tool input; anything else (e.g. raw text from another provider) is wrapped. */
function wireToolInput(input: unknown): Record<string, unknown> {
  return isRecord(input) ? input : { raw_input: input };
}

function mergeSameRole(messages: readonly MessageParam[]): MessageParam[] {
  const merged: MessageParam[] = [];
  for (const message of messages) {
    const blocks = blocksOf(message);
    if (blocks.length === 0) continue;
    const previous = merged.at(-1);
    if (previous !== undefined && previous.role === message.role) {
      const combined = [...blocksOf(previous), ...blocks];
      // tool_result blocks must open a user message.
      const ordered =
        message.role === "user"
          ? [...combined.filter(isToolResult), ...combined.filter((b) => !isToolResult(b))]
          : combined;
      merged[merged.length - 1] = { role: message.role, content: ordered };
    } else {
      merged.push({ role: message.role, content: blocks });
    }
  }
  return merged;
}

function blocksOf(message: MessageParam): ContentBlockParam[] {
  return typeof message.content === "string"
    ? [{ type: "text", text: message.content }]
    : [...message.content];
}

function isToolResult(block: ContentBlockParam): boolean {
  return block.type === "tool_result";
}

/** Breakpoints on the last block of the latest message and of the user message before it. */
function markRecentMessages(messages: MessageParam[]): MessageParam[] {
  const latest = messages.length - 1;
  const previousUser = messages.findLastIndex((message, index) => index < latest && message.role === "user");
  for (const index of [latest, previousUser]) {
    const message = messages[index];
    if (message === undefined) continue;
    const blocks = blocksOf(message);
    const last = blocks.at(-1);
    const marked = last === undefined ? undefined : withBreakpoint(last);
    if (marked === undefined) continue;
    blocks[blocks.length - 1] = marked;
    messages[index] = { role: message.role, content: blocks };
  }
  return messages;
}

/** The block with a cache breakpoint, for the block types this adapter sends. */
function withBreakpoint(block: ContentBlockParam): ContentBlockParam | undefined {
  if (block.type === "text" || block.type === "tool_use" || block.type === "tool_result") {
    return { ...block, cache_control: EPHEMERAL };
  }
  return undefined;
}

/**
 * Converts a complete wire message to the neutral response. With a
 * `responseFormat`, the forced format tool's input becomes a JSON text block
 * and the stop reason `end_turn`, so callers see the same shape as OpenAI's
 * `json_schema` answers.
 */
export function fromAnthropicMessage(message: WireMessage, format?: ResponseFormat): ChatResponse {
  const content: ContentBlock[] = [];
  let answeredFormat = false;
  for (const block of message.content) {
    if (block.type === "text") {
      if (block.text !== "") content.push({ type: "text", text: block.text });
    } else if (block.type === "tool_use") {
      const input: unknown = block.input ?? {};
      if (format !== undefined && block.name === format.name) {
        answeredFormat = true;
        content.push({ type: "text", text: JSON.stringify(input) });
      } else {
        content.push({ type: "tool_use", id: block.id, name: block.name, input });
      }
    }
  }
  const stopReason =
    answeredFormat && message.stop_reason === "tool_use" ? "end_turn" : toStopReason(message.stop_reason);
  return { content, stopReason, usage: toUsage(message.usage), model: message.model };
}

/** Maps the wire stop reason; `pause_turn` (a server tool paused the turn) counts as `end_turn`. */
export function toStopReason(reason: WireStopReason | null | undefined): StopReason {
  switch (reason) {
    case "tool_use":
      return "tool_use";
    case "max_tokens":
    case "model_context_window_exceeded":
      return "max_tokens";
    case "stop_sequence":
      return "stop_sequence";
    case "refusal":
      return "refusal";
    case "end_turn":
    case "pause_turn":
    case null:
    case undefined:
      return "end_turn";
  }
}

/** Maps Anthropic usage (where `input_tokens` already excludes cache reads and writes); missing fields are 0. */
export function toUsage(usage: AnthropicUsageLike | null | undefined): Usage {
  return {
    inputTokens: usage?.input_tokens ?? 0,
    outputTokens: usage?.output_tokens ?? 0,
    cacheReadTokens: usage?.cache_read_input_tokens ?? 0,
    cacheWriteTokens: usage?.cache_creation_input_tokens ?? 0,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
