/** How durations, costs and notes read in every human-facing channel (CLI, job log, job summary, comments). */

/** `2.1s`, `340ms`. */
export function formatDuration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)}s` : `${Math.round(ms)}ms`;
}

/** `$0.0123`, or `cost unknown` for a model without a price. */
export function formatCost(costUsd: number | null): string {
  return costUsd === null ? "cost unknown" : `$${costUsd.toFixed(4)}`;
}

/**
 * The line naming the files a verify command wrote, which the harness discarded
 * (harness/verify/verify-writes.ts): the commit holds only what verify ran on.
 */
export function verifyWritesNote(paths: readonly string[]): string {
  const shown = paths.slice(0, 5).join(", ") + (paths.length > 5 ? `, … (${paths.length} files)` : "");
  return (
    `verify wrote ${shown}; discarded (the commit holds only what verify ran on): ` +
    "commit these files in the repository, or add them to .gitignore"
  );
}
