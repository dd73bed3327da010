/**
 * The two reasons Alfred ignores a rejected promise on purpose, named so that each place says
 * which one applies (every other `.catch(() => undefined)` carries its own comment).
 */

/**
 * Awaits a best-effort cleanup — removing a temporary file, a lock or socket Alfred created, a
 * replay worktree, closing a client that is being shut down — and ignores its failure: by then the
 * operation's outcome is decided (its own error, if any, is already on its way), and a leftover is
 * harmless (temporary names are random, stale locks and sockets are detected and cleared by the
 * next run, `git worktree prune` sweeps worktrees). Never rejects.
 */
export async function ignoreCleanupError(cleanup: Promise<unknown>): Promise<void> {
  try {
    await cleanup;
  } catch {
    // Best effort by contract (see above).
  }
}

/**
 * Marks a promise that is started early and awaited later — or never, when its value turns out not
 * to be needed — as handled, so that a rejection in the meantime is not an unhandled rejection
 * (which ends the process). It changes nothing for the code that awaits `promise`: that code still
 * receives the rejection and reports it. Accepts `undefined` for a promise that was not started.
 */
export function markHandled(promise: Promise<unknown> | undefined): void {
  promise?.catch(() => undefined);
}
