import * as z from "zod";
import { formatZodIssue } from "../core/zod-issues.js";
import type { Message } from "../core/messages.js";
import { textOf, toolUsesOf } from "../core/messages.js";
import type { ResponseFormat, ToolChoice } from "../providers/provider-contract.js";
import { buildTool } from "../tools/define-tool.js";
import type { AnyTool } from "../tools/tool-contract.js";
import { omitUndefined } from "../core/omit-undefined.js";
import type { QueryConfig } from "../engine/query-config.js";

/**
 * How a structured answer is obtained: a forced tool call whose input is the
 * answer (Anthropic, and the scripted provider), or OpenAI's `json_schema`
 * response format.
 */
export type StructuredStrategy = "forced_tool" | "json_schema";

/** The strategy for a provider by name. */
export function strategyFor(providerName: string): StructuredStrategy {
  return providerName === "openai" ? "json_schema" : "forced_tool";
}

/** The per-call settings that make the model answer with `schema`. */
export interface StructuredRequest {
  readonly tools: readonly AnyTool[];
  readonly toolChoice?: ToolChoice;
  readonly responseFormat?: ResponseFormat;
}

/** Builds the tools / tool choice / response format for a structured call. */
export function structuredRequest(
  strategy: StructuredStrategy,
  name: string,
  schema: z.ZodType,
): StructuredRequest {
  if (strategy === "json_schema") {
    return {
      tools: [],
      responseFormat: { name, schema: z.toJSONSchema(schema, { io: "input" }) },
    };
  }
  const tool = buildTool({
    name,
    description: "Submit your final answer. Its input must follow the schema exactly.",
    inputSchema: schema,
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    // Never run: the query stops at the forced call and the input is read from the message.
    call: async () => ({ content: "recorded" }),
  });
  return { tools: [tool], toolChoice: { type: "tool", name } };
}

/**
 * `base` made into one forced structured turn: only the request's tools offered, its tool choice or
 * response format set, and a cap of one model call.
 */
export function structuredTurn(base: QueryConfig, request: StructuredRequest): QueryConfig {
  const { tools, ...modelSettings } = request;
  return {
    ...base,
    model: { ...base.model, ...modelSettings },
    limits: { ...base.limits, maxTurns: 1 },
    toolHost: { ...base.toolHost, tools },
  };
}

/** What the model's last message held, validated against the schema. */
export type StructuredOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string; readonly toolUseId?: string };

/** Extracts and validates the structured answer from the conversation's last assistant message. */
export function readStructured<T>(
  strategy: StructuredStrategy,
  name: string,
  schema: z.ZodType<T>,
  messages: readonly Message[],
): StructuredOutcome<T> {
  const last = [...messages].reverse().find((message) => message.role === "assistant");
  if (last === undefined) return { ok: false, error: "the model gave no answer" };
  let raw: unknown;
  let toolUseId: string | undefined;
  if (strategy === "forced_tool") {
    const call = toolUsesOf(last.content).find((use) => use.name === name);
    if (call === undefined) return { ok: false, error: `the answer must be a call of the ${name} tool` };
    raw = call.input;
    toolUseId = call.id;
  } else {
    const text = textOf(last.content).trim();
    try {
      raw = JSON.parse(text.replace(/^```(?:json)?\s*|\s*```$/g, ""));
    } catch {
      return { ok: false, error: "the answer must be a single JSON object" };
    }
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.map(formatZodIssue).join("; ");
  return {
    ok: false,
    error: `the answer does not match the schema: ${issues}`,
    ...omitUndefined({ toolUseId }),
  };
}

/**
 * The conversation to continue from when re-asking after an invalid answer:
 * a forced tool call gets its tool_result (the error), so the model sees why.
 */
export function reaskHistory(
  messages: readonly Message[],
  outcome: { readonly error: string; readonly toolUseId?: string },
): readonly Message[] {
  if (outcome.toolUseId === undefined) return messages;
  return [
    ...messages,
    {
      role: "user",
      content: [{ type: "tool_result", toolUseId: outcome.toolUseId, content: outcome.error, isError: true }],
    },
  ];
}
