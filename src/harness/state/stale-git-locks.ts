/**
 * Git locks a killed run left behind (issue 27): a run SIGKILLed while its git held
 * `.git/index.lock` leaves the file, and every later git write refuses with "remove the file
 * manually to continue" — which on a runner nobody can. When this run took the run lock over
 * from a dead holder, and no live process holds a lock or runs git in the repository
 * (`git-locks.ts`), the locks are that run's and are removed; the ledger records it. A lock a
 * live process may hold is never touched.
 */
import { gitLayout } from "../../platform/git/git-layout.js";
import { findGitLocks, gitLocksInUse, removeGitLocks } from "../../platform/git/git-locks.js";
import type { RunLock } from "./run-lock.js";

/** What was found and done, for the ledger's `git_locks_removed` entry. */
export interface StaleGitLocks {
  /** Repository-relative paths removed. */
  readonly removed: readonly string[];
  /** The dead run they were left by. */
  readonly leftBy: { readonly runId: string; readonly pid: number };
}

/**
 * Removes the git locks a dead run left, when `lock` was taken over from it and nothing alive
 * may be using them. Undefined when there was nothing to remove (or it was not safe to).
 * @throws AlfredError `io_failed` when a stale lock cannot be removed; `git_failed`.
 */
export async function clearStaleGitLocks(
  workingDir: string,
  lock: RunLock,
): Promise<StaleGitLocks | undefined> {
  const dead = lock.tookOverFrom;
  if (dead === undefined) return undefined;
  const layout = await gitLayout(workingDir);
  const locks = await findGitLocks(layout);
  if (locks.length === 0 || (await gitLocksInUse(layout, locks)) !== undefined) return undefined;
  const removed = await removeGitLocks(locks);
  if (removed.length === 0) return undefined;
  return { removed: removed.map((found) => found.path), leftBy: { runId: dead.runId, pid: dead.pid } };
}
