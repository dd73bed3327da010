import { execFile } from "node:child_process";
import { statSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { AlfredError } from "../../core/errors.js";
import {
  discoveredOverrides,
  FIXED_OVERRIDES,
  type GitOverride,
  gitEnvironment,
  subcommandFlags,
} from "./git-hardening.js";
import { omitUndefined } from "../../core/omit-undefined.js";

/** Options of every git call. */
export interface GitOptions {
  readonly cwd: string;
  /**
   * The host environment git's own environment is picked from (allow-listed
   * names only: see `gitEnvironment`); `process.env` when absent. Never passed whole.
   */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /** Text fed to stdin. */
  readonly input?: string;
  /**
   * A temporary index to work in (`GIT_INDEX_FILE`), so the real index is left alone. Set here,
   * never taken from the host environment (whose `GIT_*` variables are not passed on).
   */
  readonly indexFile?: string;
  /**
   * Non-zero exit codes that are answers, not failures (`git merge-tree --write-tree` exits 1 on a
   * conflict): the call resolves with its output and {@link GitOutput.exitCode}.
   */
  readonly answerCodes?: readonly number[];
}

/** What a git call printed. */
export interface GitOutput {
  readonly stdout: string;
  readonly stderr: string;
  /** Set when git exited with one of the call's `answerCodes`. */
  readonly exitCode?: number;
}

/** Options that take a value in the next argument, before the subcommand. */
const GLOBAL_WITH_VALUE = new Set(["-c", "-C", "--git-dir", "--work-tree", "--namespace", "--config-env"]);

/** Where the subcommand sits in `args` (after global options such as `-c k=v`). */
function subcommandIndex(args: readonly string[]): number {
  let index = 0;
  while (index < args.length && (args[index] ?? "").startsWith("-"))
    index += GLOBAL_WITH_VALUE.has(args[index] ?? "") ? 2 : 1;
  return index;
}

/** `args` with the diff-driver switches inserted right after the subcommand. */
export function hardenedArgs(args: readonly string[]): string[] {
  const at = subcommandIndex(args);
  const subcommand = args[at];
  if (subcommand === undefined) return ["--no-pager", ...args];
  return ["--no-pager", ...args.slice(0, at + 1), ...subcommandFlags(subcommand), ...args.slice(at + 1)];
}

/** Runs git once with exactly `env`; rejects with `git_failed` naming the subcommand. */
export function runGit(
  args: readonly string[],
  env: Readonly<Record<string, string>>,
  options: Omit<GitOptions, "env">,
): Promise<GitOutput> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "git",
      [...args],
      {
        cwd: options.cwd,
        env,
        maxBuffer: 64 * 1024 * 1024,
        timeout: options.timeoutMs ?? 120_000,
        ...omitUndefined({ signal: options.signal }),
      },
      (error, stdout, stderr) => {
        if (error === null) {
          resolve({ stdout, stderr });
          return;
        }
        if (typeof error.code === "number" && options.answerCodes?.includes(error.code) === true) {
          resolve({ stdout, stderr, exitCode: error.code });
          return;
        }
        const detail = stderr.trim() === "" ? error.message : stderr.trim();
        const name = args[subcommandIndex(args)] ?? "";
        reject(new AlfredError("git_failed", `git ${name} failed: ${detail}`, { cause: error }));
      },
    );
    // A git that exits before reading its input reports through its exit status, not an EPIPE.
    child.stdin?.on("error", () => undefined);
    if (options.input !== undefined) child.stdin?.end(options.input);
    else child.stdin?.end();
  });
}

/** A discovery result, valid while none of the files it was read from changes. */
interface CachedHardening {
  readonly overrides: readonly GitOverride[];
  readonly files: readonly string[];
  readonly signature: string;
}

const hardeningCache = new Map<string, CachedHardening>();

/**
 * Identity of each file's current version (inode, size, mtime, ctime in ns; ctime cannot be set
 * back by a user). Taken before every git call, so synchronously: six `stat`s of local files take
 * microseconds, and as promises they cost the main thread a thread-pool round trip each.
 */
function signatureOf(files: readonly string[]): string {
  return files
    .map((file) => {
      try {
        const info = statSync(file, { bigint: true });
        return `${file}:${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
      } catch {
        return `${file}:-`; // absent, or under a `.git` that is a file (a linked worktree)
      }
    })
    .join("\n");
}

/**
 * Config files that may appear or change without being listed yet: the repository's and the
 * operator's. `.git/HEAD` is not one: a branch switch changes the configuration only through an
 * `includeIf "onbranch:"` entry, and a configuration with any include is never cached.
 */
function candidateFiles(cwd: string, host: Readonly<Record<string, string | undefined>>): string[] {
  const home = host.HOME;
  return [
    join(cwd, ".git", "config"),
    join(cwd, ".git", "config.worktree"),
    "/etc/gitconfig",
    ...(home === undefined ? [] : [join(home, ".gitconfig"), join(home, ".config", "git", "config")]),
    ...(host.XDG_CONFIG_HOME === undefined ? [] : [join(host.XDG_CONFIG_HOME, "git", "config")]),
    ...(host.GIT_CONFIG_GLOBAL === undefined ? [] : [resolve(cwd, host.GIT_CONFIG_GLOBAL)]),
  ];
}

/** Reads `git config --list --show-origin --null`: the entries (as `--list --null` prints them) and their files. */
async function discover(
  cwd: string,
  host: Readonly<Record<string, string | undefined>>,
): Promise<{ readonly listed: string; readonly origins: readonly string[] }> {
  let output = "";
  try {
    output = (
      await runGit(
        ["--no-pager", "config", "--list", "--show-origin", "--null"],
        gitEnvironment(host, FIXED_OVERRIDES),
        { cwd, timeoutMs: 30_000 },
      )
    ).stdout;
  } catch {
    // Unreadable configuration: the call itself will fail and say why.
  }
  const fields = output.split("\0");
  const entries: string[] = [];
  const origins = new Set<string>();
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const origin = fields[index] ?? "";
    entries.push(fields[index + 1] ?? "");
    if (origin.startsWith("file:")) origins.add(resolve(cwd, origin.slice("file:".length)));
  }
  return { listed: entries.join("\0"), origins: [...origins] };
}

/**
 * Every override for a call in `cwd`: the fixed ones, plus one per driver,
 * remote and configured hook the configuration names right now (read with
 * `git config --list`, which runs nothing). The discovery is reused while
 * every file it came from — and every file that could add to it — is
 * unchanged, so a call costs one git process, not two. A directory that is
 * not a repository still gets the fixed overrides.
 */
export async function hardeningFor(
  cwd: string,
  host: Readonly<Record<string, string | undefined>>,
): Promise<readonly GitOverride[]> {
  const key = `${cwd}\0${host.HOME ?? ""}\0${host.GIT_CONFIG_GLOBAL ?? ""}\0${host.GIT_CONFIG_NOSYSTEM ?? ""}`;
  const cached = await unchangedHardening(key);
  if (cached !== undefined) return cached;
  // Calls made while a discovery is under way wait for it rather than each starting their own;
  // each then checks the files itself, so a change made while that discovery ran is never missed.
  const pending = discoveries.get(key);
  if (pending !== undefined) {
    // That discovery's own caller receives its failure; this call only waits for it to end, then looks itself.
    await pending.catch(() => undefined);
    const discovered = await unchangedHardening(key);
    if (discovered !== undefined) return discovered;
  }
  const discovery = discoverHardening(cwd, host, key);
  discoveries.set(key, discovery);
  try {
    return await discovery;
  } finally {
    if (discoveries.get(key) === discovery) discoveries.delete(key);
  }
}

/** Discoveries under way, per cache key. */
const discoveries = new Map<string, Promise<readonly GitOverride[]>>();

/** The cached overrides of `key` while every file they came from is unchanged; otherwise undefined. */
async function unchangedHardening(key: string): Promise<readonly GitOverride[] | undefined> {
  const cached = hardeningCache.get(key);
  if (cached !== undefined && signatureOf(cached.files) === cached.signature) return cached.overrides;
  return undefined;
}

/** Reads the configuration with {@link discover} and caches the overrides when that is safe. */
async function discoverHardening(
  cwd: string,
  host: Readonly<Record<string, string | undefined>>,
  key: string,
): Promise<readonly GitOverride[]> {
  const candidates = [...new Set(candidateFiles(cwd, host))];
  const before = signatureOf(candidates);
  const { listed, origins } = await discover(cwd, host);
  const overrides = [...FIXED_OVERRIDES, ...discoveredOverrides(listed)];
  const files = [...new Set([...candidates, ...origins])];
  const signature = signatureOf(files);
  // No readable `.git` directory here only makes the result uncacheable (below).
  const gitDir = await stat(join(cwd, ".git")).catch(() => undefined);
  // Cached only for a plain repository root (elsewhere not every config file is known here), without
  // includes (an included file with no entries yet is not listed, so its growth would go unseen), and
  // when nothing changed while git read the files.
  const cacheable =
    gitDir?.isDirectory() === true &&
    !/(^|\0)include(if\..*)?\.path\n/i.test(listed) &&
    signature.startsWith(before);
  if (cacheable) hardeningCache.set(key, { overrides, files, signature });
  else hardeningCache.delete(key);
  return overrides;
}

/**
 * Runs `git ARGS` the way the harness must: with every program that the
 * repository's configuration could name switched off (hooks, fsmonitor,
 * filters, diff drivers, editors, credential helpers, signing programs; see
 * `git-hardening.ts`), and an environment built from an allow-list. It never
 * carries a credential: only {@link import("./git-push.js").pushFromIsolatedRepository} does.
 * @throws AlfredError `git_failed` naming the subcommand, with git's stderr, when it exits non-zero or times out.
 */
export async function git(args: readonly string[], options: GitOptions): Promise<GitOutput> {
  const host = options.env ?? process.env;
  const overrides = await hardeningFor(options.cwd, host);
  const env = gitEnvironment(host, overrides);
  if (options.indexFile !== undefined) env.GIT_INDEX_FILE = options.indexFile;
  return runGit(hardenedArgs(args), env, options);
}

/**
 * The commit HEAD points at in `cwd`.
 * @throws AlfredError `git_failed` outside a repository or before the first commit.
 */
export async function headCommit(cwd: string): Promise<string> {
  return (await git(["rev-parse", "--verify", "HEAD^{commit}"], { cwd })).stdout.trim();
}
