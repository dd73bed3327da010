import type { Message } from "../core/messages.js";
import { textOf } from "../core/messages.js";
import { estimateTokens } from "../core/token-estimate.js";

/** Estimated tokens of messages as JSON (core/token-estimate.ts). Used only to decide when to compact. */
export function estimateMessageTokens(messages: readonly Message[]): number {
  return estimateTokens(JSON.stringify(messages));
}

/**
 * True when the next request would come near the context window. `lastInputTokens`
 * is what the provider reported for the previous call (exact), to which the
 * estimate of the messages added since is applied.
 */
export function shouldCompact(contextTokens: number, maxContextTokens: number): boolean {
  return contextTokens >= maxContextTokens * 0.85;
}

/** Where to cut: older messages are summarised, the recent suffix is kept verbatim. */
export interface CompactionSplit {
  readonly older: readonly Message[];
  readonly recent: readonly Message[];
}

/**
 * Chooses the cut so the kept suffix starts with an assistant message: every
 * tool_use in it then has its tool_result after it, and every tool_result
 * before the cut has its tool_use before the cut too. Keeps at least
 * `keepRecent` messages; returns undefined when there is nothing worth cutting.
 */
export function splitForCompaction(
  messages: readonly Message[],
  keepRecent = 4,
): CompactionSplit | undefined {
  for (let cut = messages.length - keepRecent; cut >= 2; cut -= 1) {
    if (messages[cut]?.role === "assistant") {
      return { older: messages.slice(0, cut), recent: messages.slice(cut) };
    }
  }
  return undefined;
}

/** The instruction given to the model to summarise older turns. */
export const COMPACTION_INSTRUCTION =
  "Summarise the conversation so far for your own later use. Keep: the task, decisions made, files read or " +
  "changed (with paths), commands run and their outcomes, errors still open, and what remains to do. Be concise " +
  "and factual; do not invent anything. Reply with the summary only.";

/** The first user message's text: the task, which the summary message repeats verbatim. */
export function originalTask(messages: readonly Message[]): string {
  const first = messages.find((message) => message.role === "user");
  return first === undefined ? "" : textOf(first.content);
}

/** Rebuilds the conversation: one user message with the task and the summary, then the recent suffix. */
export function compactedMessages(
  task: string,
  summary: string,
  recent: readonly Message[],
): readonly Message[] {
  const text = `The original task:\n${task}\n\nA summary of the work so far (older turns were compacted):\n${summary}`;
  return [{ role: "user", content: [{ type: "text", text }] }, ...recent];
}
