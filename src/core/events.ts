import type { Message } from "./messages.js";
import type { CostUsd, Usage } from "./usage.js";

/**
 * Why a query stopped. A union, not a string, so callers branch on it.
 * - `success`: the model finished without asking for tools.
 * - `max_turns`: the turn cap was reached (a hard cap: never one model call more).
 * - `provider_error`: a non-retryable error, or retries and fallbacks ran out.
 * - `aborted`: the AbortSignal fired.
 * - `budget_exceeded`: a token, cost or wall-clock budget ran out.
 */
export type TerminalStatus = "success" | "max_turns" | "provider_error" | "aborted" | "budget_exceeded";

/** Which budget stopped the query. */
export type BudgetKind = "tokens" | "cost" | "wall_clock";

/** What a query returns when it stops. */
export interface QueryState {
  readonly status: TerminalStatus;
  /** Model calls made (each counts as one turn). */
  readonly turns: number;
  /** The whole conversation, including tool results, after compaction. */
  readonly messages: readonly Message[];
  /** Text of the model's last answer. */
  readonly finalText: string;
  readonly usage: Usage;
  readonly costUsd: CostUsd;
  /** Present when status is `provider_error` or `budget_exceeded`. */
  readonly error?: { readonly code: string; readonly message: string };
  readonly budget?: BudgetKind;
}

/** Every observable step of a query. */
export type QueryEvent =
  | { readonly type: "text"; readonly text: string }
  | {
      readonly type: "tool_use";
      readonly id: string;
      readonly name: string;
      readonly input: unknown;
      /** Short label such as `bash(npm test)`. */
      readonly label: string;
    }
  | {
      readonly type: "tool_result";
      readonly id: string;
      readonly name: string;
      readonly label: string;
      readonly content: string;
      readonly isError: boolean;
      readonly durationMs: number;
    }
  | {
      readonly type: "retrying";
      readonly attempt: number;
      readonly delayMs: number;
      readonly model: string;
      /** Model of the next attempt; differs from `model` when escalating along the fallback chain. */
      readonly nextModel: string;
      readonly reason: string;
    }
  | { readonly type: "error"; readonly code: string; readonly message: string }
  | { readonly type: "compacted"; readonly messagesBefore: number; readonly messagesAfter: number }
  | {
      readonly type: "usage";
      readonly turn: number;
      readonly model: string;
      readonly usage: Usage;
      readonly costUsd: CostUsd;
      /** Share of this call's input tokens read from the prompt cache. */
      readonly cachedShare: number;
    }
  | { readonly type: "done"; readonly state: QueryState };

/** The `type` names of {@link QueryEvent}. */
export type QueryEventType = QueryEvent["type"];
