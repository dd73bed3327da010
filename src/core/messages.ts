/**
 * The neutral conversation format used everywhere inside the engine. Providers
 * convert it to and from their wire formats at the edge; nothing else knows
 * what Anthropic or OpenAI messages look like.
 */

/** Plain text from the user or the model. */
export interface TextBlock {
  readonly type: "text";
  readonly text: string;
}

/** The model asks for a tool to be called. `input` is the raw, unvalidated JSON the model sent. */
export interface ToolUseBlock {
  readonly type: "tool_use";
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
}

/** The answer to one {@link ToolUseBlock}, paired by `toolUseId`. */
export interface ToolResultBlock {
  readonly type: "tool_result";
  readonly toolUseId: string;
  readonly content: string;
  readonly isError: boolean;
}

/** Any block of a message. */
export type ContentBlock = TextBlock | ToolUseBlock | ToolResultBlock;

/** Who said it. System instructions travel separately, in the request. */
export type Role = "user" | "assistant";

/** One conversation message. */
export interface Message {
  readonly role: Role;
  readonly content: readonly ContentBlock[];
}

/** Why the model stopped producing output. */
export type StopReason = "end_turn" | "tool_use" | "max_tokens" | "stop_sequence" | "refusal";

/** Joins the text blocks of a message (tool blocks are skipped). */
export function textOf(blocks: readonly ContentBlock[]): string {
  return blocks
    .filter((block): block is TextBlock => block.type === "text")
    .map((block) => block.text)
    .join("");
}

/** The tool calls of a message, in the order the model made them. */
export function toolUsesOf(blocks: readonly ContentBlock[]): readonly ToolUseBlock[] {
  return blocks.filter((block): block is ToolUseBlock => block.type === "tool_use");
}

/** A user message holding one text block. */
export function userText(text: string): Message {
  return { role: "user", content: [{ type: "text", text }] };
}
