/**
 * Git's lock files (`index.lock`, `HEAD.lock`, `refs/…/*.lock`, `packed-refs.lock`, …) left
 * behind by a git killed mid-write. Git refuses every later write while one exists ("remove the
 * file manually to continue"), which on a runner nobody can do. A lock is safe to remove only
 * when nothing alive can be using it: no process has it open (git keeps a lock's file open until
 * it commits or rolls it back) and no git process works in the repository. The caller adds the
 * third condition, that the run lock was taken over from a dead holder (`run-lock.ts`).
 */
import { readdir, readlink, realpath, unlink } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { AlfredError } from "../../core/errors.js";
import { ioMessage } from "../fs/fs-durable.js";
import type { GitLayout } from "./git-layout.js";

/** A lock file found, relative to the repository's root (`.git/index.lock`), and its absolute path. */
export interface GitLockFile {
  readonly path: string;
  readonly absolute: string;
}

/** Alfred's own lock files in the common directory (run-lock.ts), which are not git's. */
const OWN_LOCK = /^alfred-run\.lock/;

async function namesIn(dir: string): Promise<{ name: string; dir: boolean }[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.map((entry) => ({ name: entry.name, dir: entry.isDirectory() }));
}

async function locksUnder(dir: string, found: string[], depth: number): Promise<void> {
  for (const entry of await namesIn(dir)) {
    const path = join(dir, entry.name);
    if (entry.dir && depth > 0) await locksUnder(path, found, depth - 1);
    else if (!entry.dir && entry.name.endsWith(".lock")) found.push(path);
  }
}

/** Every git lock file of the repository: in its git directory, common directory and refs. */
export async function findGitLocks(layout: GitLayout): Promise<GitLockFile[]> {
  const found: string[] = [];
  for (const dir of new Set([layout.gitDir, layout.commonDir]))
    for (const entry of await namesIn(dir))
      if (!entry.dir && entry.name.endsWith(".lock") && !OWN_LOCK.test(entry.name))
        found.push(join(dir, entry.name));
  await locksUnder(join(layout.commonDir, "refs"), found, 8);
  return [...new Set(found)].map((absolute) => ({ path: relative(layout.root, absolute), absolute }));
}

/** Every process's id, from `/proc`; undefined where there is none (not Linux). */
async function processIds(): Promise<string[] | undefined> {
  // No readable /proc: undefined, as documented (no process can be shown to hold a lock).
  const entries = await readdir("/proc").catch(() => undefined);
  return entries?.filter((name) => /^\d+$/.test(name));
}

async function openFiles(pid: string): Promise<string[]> {
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => "")));
  return targets.filter((target) => target !== "");
}

async function isGitIn(pid: string, roots: readonly string[]): Promise<boolean> {
  const exe = await readlink(`/proc/${pid}/exe`).catch(() => "");
  if (!/(^|\/)git(-[a-z-]+)?$/.test(exe)) return false;
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => "");
  return roots.some((root) => cwd === root || cwd.startsWith(root + sep));
}

/**
 * Why the repository's lock files may be in use, or undefined when nothing alive can be using
 * them: a process holds one open, or a git process runs in the worktree or its git directories.
 * Without `/proc` nothing can be known, which counts as in use.
 */
export async function gitLocksInUse(
  layout: GitLayout,
  locks: readonly GitLockFile[],
): Promise<string | undefined> {
  const pids = await processIds();
  if (pids === undefined) return "this platform cannot tell which processes hold them";
  const roots = await Promise.all(
    [layout.root, layout.gitDir, layout.commonDir].map((dir) => realpath(dir).catch(() => dir)),
  );
  const wanted = new Set(locks.map((lock) => lock.absolute));
  for (const pid of pids) {
    if (pid === String(process.pid)) continue;
    const held = (await openFiles(pid)).find((target) => wanted.has(target));
    if (held !== undefined) return `process ${pid} has ${relative(layout.root, held)} open`;
    if (await isGitIn(pid, roots)) return `git process ${pid} is running in the repository`;
  }
  return undefined;
}

/**
 * Removes the lock files; the ones already gone are skipped. Returns those removed.
 * @throws AlfredError `io_failed` when one cannot be removed.
 */
export async function removeGitLocks(locks: readonly GitLockFile[]): Promise<GitLockFile[]> {
  const removed: GitLockFile[] = [];
  for (const lock of locks) {
    try {
      await unlink(lock.absolute);
      removed.push(lock);
    } catch (thrown) {
      if (typeof thrown === "object" && thrown !== null && "code" in thrown && thrown.code === "ENOENT")
        continue;
      throw new AlfredError("io_failed", ioMessage(`cannot remove the stale git lock ${lock.path}`, thrown), {
        cause: thrown,
      });
    }
  }
  return removed;
}
