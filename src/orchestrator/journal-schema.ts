/**
 * The shape of one `journal.jsonl` line, as TypeScript types and the zod
 * schema that checks them on the way in and out. One entry records one
 * completed `agent()` call: what was asked, how it ended, and every response
 * the model gave, so a replay can serve those responses back in order.
 */
import * as z from "zod";
import type { ContentBlock } from "../core/messages.js";
import type { Usage } from "../core/usage.js";
import type { BudgetKind, TerminalStatus } from "../core/events.js";
import type { ChatResponse } from "../providers/provider-contract.js";
import type { JsonObject, JsonValue } from "./canonical-json.js";

/** What the agent was asked. */
interface JournalInput {
  readonly prompt: string;
  readonly system?: string;
  /** A summary of the call's options (model, role, maxTurns, tool names, schema name, …). */
  readonly options?: JsonObject;
}

/** How the agent call ended. */
interface JournalOutput {
  readonly status: TerminalStatus;
  /** Model calls made. */
  readonly turns: number;
  /** Text of the model's last answer. */
  readonly finalText: string;
  /** The structured result, when the call asked for a schema. */
  readonly result?: JsonValue;
  readonly usage: Usage;
  /** `null` when the price is unknown. */
  readonly costUsd: number | null;
  readonly error?: { readonly code: string; readonly message: string };
  readonly budget?: BudgetKind;
  /** The model's responses, one per turn, in order: the replay tape. */
  readonly responses: readonly ChatResponse[];
}

/** One journal line. */
export interface JournalEntry {
  /** Deterministic, see `journalKey`; unique within a journal. */
  readonly key: string;
  /** Milliseconds since the epoch when the entry was written (injected clock). */
  readonly ts: number;
  readonly kind: "agent";
  readonly input?: JournalInput;
  readonly output: JournalOutput;
}

/** What a caller hands to `append`: the journal fills in `ts` and `kind`. */
export type NewJournalEntry = Omit<JournalEntry, "ts" | "kind">;

const count = z.number().int().nonnegative();

const usageSchema: z.ZodType<Usage> = z.strictObject({
  inputTokens: count,
  outputTokens: count,
  cacheReadTokens: count,
  cacheWriteTokens: count,
});

const contentBlockSchema: z.ZodType<ContentBlock> = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("text"), text: z.string() }),
  z.strictObject({ type: z.literal("tool_use"), id: z.string(), name: z.string(), input: z.unknown() }),
  z.strictObject({
    type: z.literal("tool_result"),
    toolUseId: z.string(),
    content: z.string(),
    isError: z.boolean(),
  }),
]);

const chatResponseSchema: z.ZodType<ChatResponse> = z.strictObject({
  content: z.array(contentBlockSchema),
  stopReason: z.enum(["end_turn", "tool_use", "max_tokens", "stop_sequence", "refusal"]),
  usage: usageSchema,
  model: z.string(),
});

const jsonObjectSchema: z.ZodType<JsonObject> = z.record(z.string(), z.json());

const inputSchema: z.ZodType<JournalInput> = z.strictObject({
  prompt: z.string(),
  system: z.string().exactOptional(),
  options: jsonObjectSchema.exactOptional(),
});

const outputSchema: z.ZodType<JournalOutput> = z.strictObject({
  status: z.enum(["success", "max_turns", "provider_error", "aborted", "budget_exceeded"]),
  turns: count,
  finalText: z.string(),
  result: z.json().exactOptional(),
  usage: usageSchema,
  costUsd: z.number().nonnegative().nullable(),
  error: z.strictObject({ code: z.string(), message: z.string() }).exactOptional(),
  budget: z.enum(["tokens", "cost", "wall_clock"]).exactOptional(),
  responses: z.array(chatResponseSchema),
});

/** Validates one journal entry (strict: unknown fields are refused). */
export const journalEntrySchema: z.ZodType<JournalEntry> = z.strictObject({
  key: z.string().min(1),
  ts: z.number(),
  kind: z.literal("agent"),
  input: inputSchema.exactOptional(),
  output: outputSchema,
});

/** Renders a zod error as `path: message; path: message`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length === 0 ? "(entry)" : issue.path.join(".")}: ${issue.message}`)
    .join("; ");
}
