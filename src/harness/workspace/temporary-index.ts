/**
 * The temporary indexes the harness builds trees in (`GIT_INDEX_FILE`), so the
 * real index is never written: a fresh one ({@link withTemporaryIndex}), or one
 * holding a commit's tree for staging the working directory ({@link withIndexAt}).
 *
 * A staging index starts, when it safely can, from a copy of the real index's
 * stat data. An index filled by `read-tree` alone has none, so `git add -A`
 * reads and hashes every file of the working directory: 190–330 ms on 3,400
 * files (50 MB) here, every snapshot, where stat data leaves only the changed
 * files to hash (10–14 ms; `npm run bench -- snapshot`). `read-tree -m` keeps
 * the stat data of each entry whose content is the commit's.
 *
 * Why a remembered stat cannot hide a change:
 * - git compares ctime, inode and size as well as mtime, whatever the
 *   repository's configuration says ({@link STAGING_CONFIG}): a process can set
 *   a file's mtime back, not its ctime;
 * - git compares ctime to the second, so an edit in the same second as the
 *   stat was taken could pass: the real index is used only when its last write
 *   ended a whole second before this process started anything the agent
 *   influences (`platform/process/agent-processes.ts`), whose edits are then all later;
 * - the copy is dated a second before the real index, so every entry git could
 *   not tell from a racy write (modified in the second the index was written)
 *   is compared by content;
 * - every entry must be plain (`git ls-files -v` tags it `H`): an
 *   assume-unchanged or skip-worktree entry is never looked at by `git add`.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { omitUndefined } from "../../core/omit-undefined.js";
import { firstAgentProcessAt } from "../../platform/process/agent-processes.js";
import { copyFile, stat, unlink, utimes } from "../../platform/fs/fs.js";
import { git } from "../../platform/git/git.js";
import { gitLayout } from "../../platform/git/git-layout.js";
import { ignoreCleanupError } from "../../core/ignored-errors.js";

/**
 * Below this size (a few hundred entries) hashing every file costs less than
 * the `git ls-files -v` that vets the real index.
 */
export const MIN_SEED_INDEX_BYTES = 32 * 1024;

/**
 * Global options for every git call on a staging index: the strictest stat
 * comparison, no assume-unchanged marks, and no side files (untracked cache,
 * shared index) next to a temporary index.
 */
const STAGING_CONFIG: readonly string[] = [
  "-c",
  "core.trustctime=true",
  "-c",
  "core.checkStat=default",
  "-c",
  "core.ignoreStat=false",
  "-c",
  "core.untrackedCache=false",
  "-c",
  "core.splitIndex=false",
];

/** A git call on a temporary index: its trimmed stdout. */
export type IndexRun = (args: readonly string[], input?: string) => Promise<string>;

/** A fresh temporary index's path in `gitDir`. */
function temporaryIndexPath(gitDir: string): string {
  return join(gitDir, `alfred-index-${process.pid}-${randomBytes(4).toString("hex")}`);
}

/** Git calls on `index`, each after the global options `before`. */
function indexRunner(workingDir: string, index: string, before: readonly string[] = []): IndexRun {
  return async (args, input) =>
    (
      await git([...before, ...args], { cwd: workingDir, indexFile: index, ...omitUndefined({ input }) })
    ).stdout.trim();
}

/** Runs `work` with a fresh temporary index file, removed afterwards. */
export async function withTemporaryIndex<T>(
  workingDir: string,
  work: (run: IndexRun) => Promise<T>,
): Promise<T> {
  const index = temporaryIndexPath((await gitLayout(workingDir)).gitDir);
  const run = indexRunner(workingDir, index);
  try {
    return await work(run);
  } finally {
    await ignoreCleanupError(unlink(index));
  }
}

/**
 * Runs `work` on a temporary index holding `base` (a commit or tree), with the
 * real index's stat data for the entries whose content is `base`'s when
 * {@link seedStagingIndex} can use it; every call runs under {@link STAGING_CONFIG}.
 * @throws AlfredError `git_failed`.
 */
export async function withIndexAt<T>(
  workingDir: string,
  base: string,
  work: (run: IndexRun) => Promise<T>,
): Promise<T> {
  const { gitDir } = await gitLayout(workingDir);
  const index = temporaryIndexPath(gitDir);
  const run = indexRunner(workingDir, index, STAGING_CONFIG);
  try {
    // `-m` keeps the stat data of the entries that match `base`; a seed it cannot read is dropped.
    const seeded = await seedStagingIndex(workingDir, gitDir, index);
    const merged =
      seeded &&
      (await run(["read-tree", "-m", base]).then(
        () => true,
        () => false,
      ));
    if (!merged) {
      await ignoreCleanupError(unlink(index));
      await run(["read-tree", base]);
    }
    return await work(run);
  } finally {
    await ignoreCleanupError(unlink(index));
  }
}

/**
 * Copies `source` to `target` and dates the copy a second before `source`
 * (taken before copying: a source replaced meanwhile is newer, so the date
 * only errs earlier). Returns false, leaving no `target`, when it cannot.
 */
export async function copyBackdated(source: string, target: string): Promise<boolean> {
  try {
    const { mtimeMs } = await stat(source);
    await copyFile(source, target);
    const date = new Date(mtimeMs - 1_000);
    await utimes(target, date, date);
    return true;
  } catch {
    await ignoreCleanupError(unlink(target));
    return false;
  }
}

/**
 * How far a file's timestamp may trail the clock: the kernel stamps files from a
 * coarse clock (a few ms behind), so an edit just after a second began may be
 * stamped in the one before.
 */
const FILE_CLOCK_SLACK_MS = 250;

/**
 * True when stat data written at `writtenAtMs` lies in an earlier second than
 * any edit by the first agent-influenced process (`firstAgentAtMs`; none yet:
 * undefined), so that no such edit can share a ctime second with it.
 */
export function predatesAgents(writtenAtMs: number, firstAgentAtMs: number | undefined): boolean {
  if (firstAgentAtMs === undefined) return true;
  return Math.floor(writtenAtMs / 1_000) < Math.floor((firstAgentAtMs - FILE_CLOCK_SLACK_MS) / 1_000);
}

/** True when every entry of `index` is plain: not assume-unchanged, skip-worktree or unmerged. */
async function onlyPlainEntries(workingDir: string, index: string): Promise<boolean> {
  const { stdout } = await git(["ls-files", "-v", "-z"], { cwd: workingDir, indexFile: index });
  return stdout.split("\0").every((record) => record === "" || record.startsWith("H "));
}

/**
 * Fills `index` (which must not exist) with the real index's stat data when
 * it is large, written before anything the agent influences started, and
 * plain (module comment). Returns whether it did; false leaves no `index`.
 */
async function seedStagingIndex(workingDir: string, gitDir: string, index: string): Promise<boolean> {
  const real = join(gitDir, "index");
  // No readable index to seed from: the staging index is built from scratch instead (false).
  const found = await stat(real).catch(() => undefined);
  if (found === undefined || found.size < MIN_SEED_INDEX_BYTES) return false;
  if (!predatesAgents(found.mtimeMs, firstAgentProcessAt())) return false;
  if (!(await copyBackdated(real, index))) return false;
  if (await onlyPlainEntries(workingDir, index).catch(() => false)) return true;
  await ignoreCleanupError(unlink(index));
  return false;
}
