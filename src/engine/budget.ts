import type { BudgetKind } from "../core/events.js";
import { addCost, addUsage, type CostUsd, type Usage, ZERO_USAGE } from "../core/usage.js";
import type { QueryBudget } from "./query-config.js";

/** Running totals of one query, checked against its budget. */
export interface BudgetState {
  readonly usage: Usage;
  readonly costUsd: CostUsd;
}

/** Nothing spent yet. */
export const EMPTY_BUDGET_STATE: BudgetState = { usage: ZERO_USAGE, costUsd: 0 };

/** Adds one call's usage and cost. */
export function spend(state: BudgetState, usage: Usage, costUsd: CostUsd): BudgetState {
  return { usage: addUsage(state.usage, usage), costUsd: addCost(state.costUsd, costUsd) };
}

/** Which budget is exhausted, with a sentence for people, or undefined while there is room. */
export function exhaustedBudget(
  budget: QueryBudget | undefined,
  state: BudgetState,
  elapsedMs: number,
): { readonly kind: BudgetKind; readonly message: string } | undefined {
  if (budget === undefined) return undefined;
  const tokens =
    state.usage.inputTokens +
    state.usage.outputTokens +
    state.usage.cacheReadTokens +
    state.usage.cacheWriteTokens;
  if (budget.maxTokens !== undefined && tokens >= budget.maxTokens) {
    return {
      kind: "tokens",
      message: `token budget exhausted: ${tokens} of ${budget.maxTokens} tokens used`,
    };
  }
  if (budget.maxCostUsd !== undefined) {
    if (state.costUsd === null) {
      return {
        kind: "cost",
        message: "cost budget cannot be enforced: a model's price is unknown (add it to `prices`)",
      };
    }
    if (state.costUsd >= budget.maxCostUsd) {
      return {
        kind: "cost",
        message: `cost budget exhausted: $${state.costUsd.toFixed(4)} of $${budget.maxCostUsd.toFixed(2)} spent`,
      };
    }
  }
  if (budget.maxWallClockMs !== undefined && elapsedMs >= budget.maxWallClockMs) {
    return {
      kind: "wall_clock",
      message: `time budget exhausted: ${Math.round(elapsedMs / 1000)} s of ${Math.round(budget.maxWallClockMs / 1000)} s`,
    };
  }
  return undefined;
}
