/**
 * Where a repository keeps its files, asked of git once: the harness, the run lock, the
 * credentials' hiding and the push snapshot each needed one of these paths, and each asked
 * with a `git rev-parse` of its own (six processes on the Action's cold start, one now).
 */
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { omitUndefined } from "../../core/omit-undefined.js";
import { git } from "./git.js";

/** A repository's paths, each absolute. */
export interface GitLayout {
  /** The root of the worktree (`--show-toplevel`). */
  readonly root: string;
  /** This worktree's git directory (`--absolute-git-dir`). */
  readonly gitDir: string;
  /** The directory shared by all worktrees: refs, objects, the run lock (`--git-common-dir`). */
  readonly commonDir: string;
  /** The shallow-boundary file (`--git-path shallow`), present only in a shallow clone. */
  readonly shallowFile: string;
}

/** A layout, valid while `.git` at the root is the same file or directory. */
interface KnownLayout {
  readonly layout: GitLayout;
  readonly identity: string;
}

const known = new Map<string, KnownLayout>();

/** Identity of the root's `.git` (a directory, or a worktree's `gitdir:` file); "" when absent. */
async function dotGitIdentity(root: string): Promise<string> {
  // Absent or unreadable: "", the identity of no `.git`.
  const info = await stat(join(root, ".git"), { bigint: true }).catch(() => undefined);
  if (info === undefined) return "";
  // A directory keeps its inode while git works inside it; a `gitdir:` file is rewritten to move.
  return info.isDirectory() ? `d:${info.dev}:${info.ino}` : `f:${info.dev}:${info.ino}:${info.mtimeNs}`;
}

/**
 * The layout of the repository containing `cwd`. Remembered for a repository's root while its
 * `.git` is the same (a repository re-created at the same path is asked again); a subdirectory
 * is asked every time, since a repository could be created inside it. `env`: the host environment
 * git's own is picked from (see {@link git}).
 * @throws AlfredError `git_failed` when `cwd` is not inside a repository's worktree.
 */
export async function gitLayout(
  cwd: string,
  env?: Readonly<Record<string, string | undefined>>,
): Promise<GitLayout> {
  const identity = await dotGitIdentity(cwd);
  const remembered = known.get(cwd);
  if (remembered !== undefined && identity === remembered.identity) return remembered.layout;
  const args = ["--show-toplevel", "--absolute-git-dir", "--git-common-dir", "--git-path", "shallow"];
  const { stdout } = await git(["rev-parse", "--path-format=absolute", ...args], {
    cwd,
    ...omitUndefined({ env }),
  });
  const [root = "", gitDir = "", commonDir = "", shallowFile = ""] = stdout.split("\n");
  const layout: GitLayout = { root, gitDir, commonDir, shallowFile };
  // Only a directory with its own `.git` is a root that no repository can be created inside.
  if (identity !== "") known.set(cwd, { layout, identity });
  else known.delete(cwd);
  return layout;
}
