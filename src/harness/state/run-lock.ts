/**
 * One run per repository at a time.
 *
 * Two runs on one repository fork the ledger, `git reset --hard` each other's
 * work and commit each other's files (issue 10, item 2), so a run holds a lock
 * from before it reads anything until it returns. The lock is per repository,
 * which here means per git common directory: worktrees and the main checkout of
 * one clone share refs and objects, so they share the lock too.
 *
 * - **Atomic.** The holder record is written in full to a private file, then
 *   hard-linked to `<git-common-dir>/alfred-run.lock`; `link` fails when the
 *   name exists, so exactly one of any number of simultaneous starts wins and
 *   nobody ever reads a half-written record.
 * - **Stale locks** (the holder died: same host and its pid gone, or the pid now
 *   belongs to a process with another start time) are taken over. Removing one
 *   happens under a second lock (`…lock.break`) and only if the file still holds
 *   the very record judged stale, so two processes that both saw it stale cannot
 *   both win: the second finds the first one's fresh lock and waits or refuses.
 * - **Released** on every way out: `release()` in a `finally`, and a synchronous
 *   handler on process `exit` for `process.exit()` after a second signal. Only a
 *   `SIGKILL` leaves it behind, and then it is stale.
 * - **Git locks a killed run left behind** (issue 27): a run SIGKILLed while its git held
 *   `.git/index.lock` leaves the file, and every later git write refuses with "remove the file
 *   manually to continue", which on a runner nobody can. When this run took the run lock over
 *   from a dead holder, and no live process holds a lock or runs git in the repository
 *   (`git-locks.ts`), the locks are that run's and are removed ({@link clearStaleGitLocks}); the
 *   ledger records it. A lock a live process may hold is never touched.
 */
import { randomBytes } from "node:crypto";
import { link, readFile, readFileSync, unlink, unlinkSync, writeFile } from "../../platform/fs/fs.js";
import { join } from "node:path";
import { type Deps, systemDeps } from "../../core/deps.js";
import { AlfredError, errorMessage } from "../../core/errors.js";
import { ioMessage } from "../../platform/fs/fs-durable.js";
import { gitLayout } from "../../platform/git/git-layout.js";
import { findGitLocks, gitLocksInUse, removeGitLocks } from "../../platform/git/git-locks.js";
import { currentProcess, livenessOf, type ProcessIdentity } from "../../platform/process/process-identity.js";
import { ignoreCleanupError } from "../../core/ignored-errors.js";

/** The lock file's name inside the git common directory. */
export const RUN_LOCK_FILE = "alfred-run.lock";

/** What the lock file records about the run holding it. */
interface RunLockHolder extends ProcessIdentity {
  readonly runId: string;
  /** ISO time the lock was taken. */
  readonly startedAt: string;
  /** The command line that took it, for the person reading the refusal. */
  readonly command: string;
}

/** How long to queue behind a running holder instead of refusing at once. */
export interface RunLockWait {
  readonly timeoutMs: number;
  /** Poll interval (default 250 ms). */
  readonly pollMs?: number;
  /** Called once, when the first attempt finds the lock held. */
  readonly onWaiting?: (holder: RunLockHolder, lockPath: string) => void;
}

/** Options of {@link acquireRunLock}. */
export interface RunLockOptions {
  /** Any directory inside the repository. */
  readonly workingDir: string;
  readonly runId: string;
  /** Shown to a second run; default: this process's command line. */
  readonly command?: string;
  /** Queue behind a live holder for at most `timeoutMs`; absent → refuse at once. */
  readonly wait?: RunLockWait;
  readonly signal?: AbortSignal;
  readonly deps?: Deps;
}

/** A held lock. */
export interface RunLock {
  readonly path: string;
  readonly holder: RunLockHolder;
  /** The dead run whose lock this one took over, if it did: it may have left git's locks behind. */
  readonly tookOverFrom?: RunLockHolder;
  /** Removes the lock if it is still this run's. Idempotent; never throws. */
  readonly release: () => Promise<void>;
}

/**
 * The lock file of the repository containing `cwd`.
 * @throws AlfredError `git_failed` when `cwd` is not inside a git repository.
 */
export async function runLockPath(workingDir: string): Promise<string> {
  return join((await gitLayout(workingDir)).commonDir, RUN_LOCK_FILE);
}

/**
 * Takes the repository's run lock for `runId`, taking over a stale one.
 * @throws AlfredError `run_locked` naming the holder and the lock file when a
 *   live run holds it (after `wait.timeoutMs` when waiting); `git_failed` when
 *   `cwd` is not in a git repository; `io_failed` when the lock cannot be written;
 *   `aborted` when `signal` fires while waiting.
 */
export async function acquireRunLock(options: RunLockOptions): Promise<RunLock> {
  const deps = options.deps ?? systemDeps;
  const path = await runLockPath(options.workingDir);
  const holder: RunLockHolder = {
    ...currentProcess(),
    runId: options.runId,
    startedAt: new Date(deps.now()).toISOString(),
    command: (options.command ?? process.argv.slice(1).join(" ")).slice(0, 300),
  };
  const text = `${JSON.stringify(holder)}\n`;
  const started = deps.now();
  let announced = false;
  let tookOverFrom: RunLockHolder | undefined;
  for (;;) {
    if (await createExclusive(path, text)) return heldLock(path, holder, text, tookOverFrom);
    const current = await readIfExists(path);
    if (current === undefined) continue;
    const recorded = parseHolder(current);
    if (recorded === undefined || livenessOf(recorded) === "gone") {
      if ((await removeStale(path, current, text)) && recorded !== undefined) tookOverFrom = recorded;
      continue;
    }
    const waited = deps.now() - started;
    if (options.wait === undefined || waited >= options.wait.timeoutMs)
      throw new AlfredError(
        "run_locked",
        refusal(recorded, path, options.wait === undefined ? undefined : waited),
      );
    if (!announced) options.wait.onWaiting?.(recorded, path);
    announced = true;
    try {
      await deps.sleep(Math.min(options.wait.pollMs ?? 250, options.wait.timeoutMs - waited), options.signal);
    } catch (thrown) {
      throw new AlfredError("aborted", `stopped waiting for the repository lock: ${errorMessage(thrown)}`, {
        cause: thrown,
      });
    }
  }
}

/** The refusal a second run prints: who holds the lock, where it is, and what to do. */
function refusal(holder: RunLockHolder, path: string, waitedMs: number | undefined): string {
  const where =
    holder.hostname === currentProcess().hostname
      ? `pid ${holder.pid}`
      : `pid ${holder.pid} on host ${holder.hostname}`;
  const waited = waitedMs === undefined ? "" : ` (waited ${Math.round(waitedMs / 1000)}s)`;
  return (
    `another Alfred run holds this repository${waited}: run "${holder.runId}", ${where}, ` +
    `started ${holder.startedAt}, command "${holder.command}". Lock file: ${path}. ` +
    `Wait for that run to end, or pass ${waitedMs === undefined ? "--wait to queue behind it" : "a longer --wait-timeout"}; if that run is gone ` +
    "(e.g. on another host), delete the lock file."
  );
}

function heldLock(
  path: string,
  holder: RunLockHolder,
  text: string,
  tookOverFrom: RunLockHolder | undefined,
): RunLock {
  let released = false;
  const onExit = (): void => {
    try {
      if (readFileSync(path, "utf8") === text) unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on("exit", onExit);
  return {
    path,
    holder,
    ...(tookOverFrom === undefined ? {} : { tookOverFrom }),
    release: async () => {
      if (released) return;
      released = true;
      process.off("exit", onExit);
      // Unreadable is not known to be ours: the lock is left for the next run's liveness check.
      if ((await readIfExists(path).catch(() => undefined)) === text) await ignoreCleanupError(unlink(path));
    },
  };
}

/**
 * Creates `path` holding `text` only if it does not exist: written to a private
 * file first, then hard-linked into place, so the name appears complete or not
 * at all. Returns false when `path` exists.
 */
async function createExclusive(path: string, text: string): Promise<boolean> {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, text, { flag: "wx" });
    await link(temporary, path);
    return true;
  } catch (thrown) {
    if (codeOf(thrown) === "EEXIST") return false;
    throw new AlfredError("io_failed", ioMessage(`cannot take the repository lock ${path}`, thrown), {
      cause: thrown,
    });
  } finally {
    await ignoreCleanupError(unlink(temporary));
  }
}

/**
 * Removes the lock at `path` if it still holds `staleText`, under the
 * `…break` guard so the check and the removal cannot interleave with another
 * process doing the same (which could otherwise delete a fresh lock). True when this call removed it.
 */
async function removeStale(path: string, staleText: string, guardText: string): Promise<boolean> {
  const guard = `${path}.break`;
  if (!(await createExclusive(guard, guardText))) {
    // Someone else is taking it over; clear their guard only if they died holding it.
    const other = await readIfExists(guard);
    const recorded = other === undefined ? undefined : parseHolder(other);
    if (other !== undefined && (recorded === undefined || livenessOf(recorded) === "gone")) {
      if ((await readIfExists(guard)) === other) await ignoreCleanupError(unlink(guard));
    } else {
      await systemDeps.sleep(10);
    }
    return false;
  }
  try {
    if ((await readIfExists(path)) !== staleText) return false;
    return await unlink(path).then(
      () => true,
      () => false,
    );
  } finally {
    await ignoreCleanupError(unlink(guard));
  }
}

function parseHolder(text: string): RunLockHolder | undefined {
  try {
    const record: unknown = JSON.parse(text);
    if (!isRecord(record)) return undefined;
    if (typeof record.pid !== "number" || typeof record.hostname !== "string") return undefined;
    return {
      pid: record.pid,
      hostname: record.hostname,
      processStart: typeof record.processStart === "string" ? record.processStart : null,
      runId: typeof record.runId === "string" ? record.runId : "?",
      startedAt: typeof record.startedAt === "string" ? record.startedAt : "?",
      command: typeof record.command === "string" ? record.command : "?",
    };
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch (thrown) {
    if (codeOf(thrown) === "ENOENT") return undefined;
    throw new AlfredError("io_failed", ioMessage(`cannot read the repository lock ${path}`, thrown), {
      cause: thrown,
    });
  }
}

function codeOf(thrown: unknown): unknown {
  return typeof thrown === "object" && thrown !== null && "code" in thrown ? thrown.code : undefined;
}

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
