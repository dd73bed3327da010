/** How durations and costs read in every human-facing channel (CLI, job summary, comments). */

/** `2.1s`, `340ms`. */
export function formatDuration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)}s` : `${Math.round(ms)}ms`;
}

/** `$0.0123`, or `cost unknown` for a model without a price. */
export function formatCost(costUsd: number | null): string {
  return costUsd === null ? "cost unknown" : `$${costUsd.toFixed(4)}`;
}
