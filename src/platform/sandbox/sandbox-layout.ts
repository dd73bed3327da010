/**
 * What one sandboxed command sees: the bwrap mount table. Nothing of the host
 * is visible unless it is listed here (issue 9: "nothing of the host to see").
 *
 * - A minimal read-only root: the system directories and toolchains that exist
 *   (`/usr`, `/etc`, `/opt`, the `/bin`, `/lib*` trees or their merged-/usr
 *   symlinks), the install prefix of the node running Alfred, and the
 *   toolchain directories on PATH (rule below). Not `/run`, `/var`, `/home`,
 *   `/root`, `/srv`, `/mnt`, `/media` or the host's `/tmp`: so no
 *   `/var/run/docker.sock` and no other user's files.
 * - A fresh `/dev`, its own `/proc` in its own PID namespace (no other
 *   process's `environ`), a private `/tmp` and a private `$HOME` (tmpfs).
 * - The workspace writable, its `.git` read-only on top (the agent reads
 *   history but cannot plant hooks, config or commits that the harness's git
 *   would later run outside), unless the command is `gitWritable`; and its
 *   `.alfred/` read-only on top too (harness-state-binds.ts: the harness's state).
 *
 * PATH rule: an absolute PATH entry outside every directory above is bound
 * read-only at the same path (e.g. `/home/linuxbrew/.linuxbrew/bin`,
 * `/snap/bin`), unless it lies inside the host's `$HOME`, the workspace,
 * `/tmp` or a hidden system area (`/proc`, `/sys`, `/dev`, `/run`, `/var`),
 * or is `/` itself. `$HOME` holds credentials (`~/.ssh`, `~/.config/gh`), so
 * it is never bound as a whole: the toolchains and caches installed there
 * (`~/.cargo`, `~/.rustup`, `~/.pyenv`, `~/go/pkg/mod`, `~/.m2/repository`, …)
 * are bound one by one from the table in `security/paths/toolchain-table.ts`, with
 * their credential files masked (`toolchain-mounts.ts`).
 */
import { lstatSync, readFileSync, readlinkSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";
import { realDir, toolchainArgs, type ToolchainMounts } from "./toolchain-mounts.js";

/** A path bound into the sandbox: `source` on the host appears at `dest`. */
export interface SandboxBind {
  readonly source: string;
  readonly dest: string;
}

/**
 * Additions for the network seam (the egress proxy wires these): a unix socket
 * or bridge script bound read-only, the proxy variables, and the bridge
 * command that starts first and then runs the real command. The network stays
 * unshared whatever is added: with no extras there is no network at all.
 */
export interface SandboxExtras {
  readonly extraReadOnlyBinds?: readonly SandboxBind[];
  readonly extraEnv?: Readonly<Record<string, string>>;
  /** Put before the command's argv inside the sandbox (the bridge invocation). */
  readonly argvPrefix?: readonly string[];
}

/** The host side of the root: resolved once, it does not change while Alfred runs. */
export interface HostRoot {
  /** System directories bound read-only at the same path. */
  readonly systemDirs: readonly string[];
  /** Merged-/usr symlinks recreated inside (`/bin → usr/bin`). */
  readonly symlinks: readonly { readonly target: string; readonly path: string }[];
  /** Node's install prefix and PATH toolchains, bound read-only after the private `/tmp`. */
  readonly toolchainDirs: readonly string[];
}

/** The repository metadata of the workspace, bound read-only over the writable workspace. */
export interface GitLayout {
  /** A `.git` *file* (worktree, submodule): the pointer itself, so it cannot be redirected. */
  readonly pointerFile?: string;
  /** The git directory, and for a worktree its common directory (`commondir`). */
  readonly dirs: readonly string[];
}

/** Everything {@link buildSandboxArgs} needs; real paths only (bwrap mounts by real path). */
export interface SandboxLayout {
  /** Bound writable at the same path. */
  readonly workingDir: string;
  /** Working directory inside the sandbox; inside the workspace. */
  readonly cwd: string;
  readonly root: HostRoot;
  readonly git: GitLayout;
  /** Leave the git directory writable (only `git_commit`, whose hooks must be able to commit). */
  readonly gitWritable?: boolean;
  /** The harness's state (`.alfred/`), bound read-only over the workspace (harness-state-binds.ts). */
  readonly harnessState?: readonly SandboxBind[];
  /** The private home (tmpfs); default {@link SANDBOX_HOME}. */
  readonly home?: string;
  readonly extras?: SandboxExtras;
  /** Toolchains and caches under the host's `$HOME`, credentials masked (`toolchain-mounts.ts`). */
  readonly toolchains?: ToolchainMounts;
}

/** `$HOME` inside the sandbox: an empty tmpfs per command. */
export const SANDBOX_HOME = "/home/alfred";

const SYSTEM_DIRS = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt"] as const;
const HIDDEN_AREAS = ["/proc", "/sys", "/dev", "/run", "/var", "/tmp"] as const;

function isWithin(path: string, root: string): boolean {
  return path === root || path.startsWith(root === sep ? root : root + sep);
}

/**
 * The bwrap arguments (without the bwrap path) that run `command` in the
 * layout. Order matters: the tmpfs mounts (`/tmp`, `$HOME`) come before the
 * binds, so a workspace under `/tmp` stays visible; `.git` comes after the
 * workspace, so it lies read-only on top of the writable tree. Pure.
 *
 * The environment is not passed with `--setenv`: the caller spawns bwrap with
 * the command's environment as its whole environment, which bwrap hands on,
 * so values stay out of argv (readable by any local process).
 */
export function buildSandboxArgs(layout: SandboxLayout, command: readonly string[]): string[] {
  const args: string[] = [];
  for (const dir of layout.root.systemDirs) args.push("--ro-bind", dir, dir);
  for (const link of layout.root.symlinks) args.push("--symlink", link.target, link.path);
  args.push("--dev", "/dev", "--proc", "/proc");
  args.push("--tmpfs", "/tmp", "--tmpfs", layout.home ?? SANDBOX_HOME);
  for (const dir of layout.root.toolchainDirs) args.push("--ro-bind", dir, dir);
  if (layout.toolchains !== undefined) args.push(...toolchainArgs(layout.toolchains));
  args.push("--bind", layout.workingDir, layout.workingDir);
  if (layout.git.pointerFile !== undefined)
    args.push("--ro-bind", layout.git.pointerFile, layout.git.pointerFile);
  const gitBind = layout.gitWritable === true ? "--bind" : "--ro-bind";
  for (const dir of layout.git.dirs) args.push(gitBind, dir, dir);
  for (const bind of layout.harnessState ?? []) args.push("--ro-bind", bind.source, bind.dest);
  for (const bind of layout.extras?.extraReadOnlyBinds ?? []) args.push("--ro-bind", bind.source, bind.dest);
  // prettier-ignore
  args.push(
    // The sandbox's own root tmpfs: no new top-level files.
    "--remount-ro", "/",
    "--unshare-net",
    "--unshare-pid",
    "--unshare-ipc",
    "--unshare-uts",
    "--unshare-cgroup-try",
    "--die-with-parent",
    "--new-session",
    // As root, bwrap would otherwise keep CAP_SYS_ADMIN and the command could remount / read-write.
    "--cap-drop", "ALL",
    "--chdir", layout.cwd,
    "--",
    ...(layout.extras?.argvPrefix ?? []),
    ...command,
  );
  return args;
}

/** Where to look for toolchains when resolving the root. */
export interface HostRootOptions {
  /** The PATH commands run with. */
  readonly path?: string;
  /** The host's `$HOME`: never exposed, even when PATH points into it. */
  readonly hostHome?: string;
  readonly workingDir: string;
  /** The node running Alfred (default `process.execPath`). */
  readonly execPath?: string;
}

// The host's layout is read with synchronous calls: a few dozen `lstat`/`realpath`s of local
// directories take well under a millisecond together, while as promises each waited its turn on a
// main thread that the cold start keeps busy (the sandbox probe started ~250 ms late).
function kind(path: string): "dir" | "symlink" | "other" | "missing" {
  try {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return "symlink";
    return stats.isDirectory() ? "dir" : "other";
  } catch {
    return "missing";
  }
}

function realFile(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/**
 * Looks at the host once: which system directories exist (and which are
 * merged-/usr symlinks), where node is installed, and which PATH entries
 * qualify as toolchains (module comment). Never throws.
 */
export async function resolveHostRoot(options: HostRootOptions): Promise<HostRoot> {
  const systemDirs: string[] = [];
  const symlinks: { target: string; path: string }[] = [];
  for (const dir of SYSTEM_DIRS) {
    const found = kind(dir);
    if (found === "dir") systemDirs.push(dir);
    else if (found === "symlink") symlinks.push({ target: readlinkSync(dir), path: dir });
  }
  const covered = (path: string): boolean => systemDirs.some((dir) => isWithin(path, dir));
  const home = options.hostHome === undefined ? undefined : realDir(options.hostHome);
  const refused = (path: string): boolean =>
    path === sep ||
    HIDDEN_AREAS.some((area) => isWithin(path, area)) ||
    (home !== undefined && (isWithin(path, home) || isWithin(home, path))) ||
    isWithin(path, options.workingDir) ||
    isWithin(options.workingDir, path);

  const toolchainDirs: string[] = [];
  const add = (dir: string | undefined, allowTmp: boolean): void => {
    if (dir === undefined || covered(dir) || toolchainDirs.some((known) => isWithin(dir, known))) return;
    if (isWithin(dir, options.workingDir)) return;
    if (!(allowTmp && isWithin(dir, "/tmp")) && refused(dir)) return;
    toolchainDirs.push(dir);
  };
  // Node's own prefix (…/bin/node → …): a registry-installed node keeps its lib/ beside bin/. It may live
  // under /tmp (a test's node) — bound after the private /tmp, so it stays visible.
  const execPath = realFile(options.execPath ?? process.execPath);
  if (execPath !== undefined) add(realDir(dirname(dirname(execPath))), true);
  for (const entry of (options.path ?? "").split(":")) {
    if (!isAbsolute(entry)) continue;
    add(realDir(entry), false);
  }
  return { systemDirs, symlinks, toolchainDirs };
}

function readGitPointer(file: string): string | undefined {
  try {
    const match = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(file, "utf8"));
    return match?.[1] === undefined ? undefined : resolve(dirname(file), match[1]);
  } catch {
    return undefined;
  }
}

/** A linked worktree's shared git directory (its `commondir` file), real; undefined when it has none. */
function commonDirOf(gitDir: string): string | undefined {
  try {
    return realDir(resolve(gitDir, readFileSync(join(gitDir, "commondir"), "utf8").trim()));
  } catch {
    return undefined;
  }
}

/**
 * Finds the workspace's git metadata: a `.git` directory, or a `.git` file
 * (worktree or submodule) with the directory it points to and that
 * directory's `commondir` (where a worktree's objects, refs, hooks and config
 * live). Real paths; missing pieces are left out. Never throws.
 */
export async function resolveGitLayout(workingDir: string): Promise<GitLayout> {
  const dotGit = join(workingDir, ".git");
  const found = kind(dotGit);
  if (found === "dir") return { dirs: [dotGit] };
  if (found !== "other") return { dirs: [] };
  const pointed = readGitPointer(dotGit);
  const gitDir = pointed === undefined ? undefined : realDir(pointed);
  if (gitDir === undefined) return { pointerFile: dotGit, dirs: [] };
  const common = commonDirOf(gitDir);
  const dirs = common === undefined ? [gitDir] : isWithin(gitDir, common) ? [common] : [common, gitDir];
  return { pointerFile: dotGit, dirs };
}
