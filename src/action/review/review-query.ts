/**
 * The reviewer's conversation: an exploration with read-only tools in `plan`
 * mode, then one forced structured output (`submit_review`), re-asked once
 * when invalid (orchestrator/ask-structured.ts). Read-only by construction,
 * twice over: the registry holds only read-only tools, and the permission
 * mode denies any call that is not read-only (an MCP tool registered later
 * included).
 */
import type { QueryEvent } from "../../core/events.js";
import { HOST_PROFILES, hostOffersTool, permissionModeFor } from "../../core/host-profiles.js";
import { toolUsesOf, type Message } from "../../core/messages.js";
import { addCost, type CostUsd } from "../../core/usage.js";
import { drainQuery as drain } from "../../engine/drain-query.js";
import { runQuery } from "../../engine/run-query.js";
import type { QueryConfig } from "../../engine/query-config.js";
import { askStructured } from "../../orchestrator/ask-structured.js";
import { ToolRegistry } from "../../tools/registry.js";
import type { AnyTool } from "../../tools/tool-contract.js";
import { type ReviewOutput, reviewOutputSchema, SUBMIT_REVIEW } from "./placement.js";
import { SUBMIT_NOW } from "./reviewer-prompt.js";

/**
 * True for a tool the reviewer may have: the `actionReview` row's tools — the read-only
 * built-ins, `repo_map`, `lsp_*` (when registered), and `mcp__*` tools of contained servers
 * (read-only because the boundary makes them so: sandboxed, workspace read-only, no network).
 */
function isReviewTool(tool: AnyTool): boolean {
  return hostOffersTool(HOST_PROFILES.actionReview.tools, tool);
}

/** The reviewer's registry: the read-only tools of `tools`, nothing else. */
export function reviewRegistry(tools: readonly AnyTool[]): ToolRegistry {
  return new ToolRegistry(tools.filter(isReviewTool));
}

/** How the review conversation ended. */
export type ReviewAnswer =
  | { readonly ok: true; readonly output: ReviewOutput; readonly costUsd: CostUsd; readonly turns: number }
  | { readonly ok: false; readonly error: string; readonly costUsd: CostUsd; readonly turns: number };

/** The conversation without a trailing assistant turn whose tool calls never got results. */
function closedHistory(messages: readonly Message[]): readonly Message[] {
  const last = messages.at(-1);
  if (last?.role === "assistant" && toolUsesOf(last.content).length > 0) return messages.slice(0, -1);
  return messages;
}

/**
 * Runs the review conversation. `config.toolHost.tools` must already be the
 * reviewer's registry ({@link reviewRegistry}); the mode is the `actionReview` host's
 * (`plan`), whatever `config` carries: the review is read-only even if a caller passed another.
 */
export async function runReviewQuery(
  userMessage: string,
  config: QueryConfig,
  onEvent: (event: QueryEvent) => void,
): Promise<ReviewAnswer> {
  const readOnly: QueryConfig = {
    ...config,
    toolHost: { ...config.toolHost, permissionMode: permissionModeFor("actionReview", undefined) },
  };
  const explored = await drain(runQuery(userMessage, readOnly), onEvent);
  if (explored.status === "aborted" || explored.status === "provider_error") {
    const error = explored.error?.message ?? explored.status;
    return { ok: false, error, costUsd: explored.costUsd, turns: explored.turns };
  }
  // The exploration is over: only the answer is offered on the forced turns.
  const { state, outcome } = await askStructured(
    SUBMIT_NOW,
    { ...readOnly, history: closedHistory(explored.messages) },
    reviewOutputSchema,
    SUBMIT_REVIEW,
    onEvent,
  );
  const costUsd = addCost(explored.costUsd, state.costUsd);
  const turns = explored.turns + state.turns;
  if (outcome.ok) return { ok: true, output: outcome.value, costUsd, turns };
  return { ok: false, error: state.error?.message ?? outcome.error, costUsd, turns };
}
