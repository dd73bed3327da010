import { execFile } from "node:child_process";
import { AlfredError } from "../core/errors.js";
import {
  discoveredOverrides,
  FIXED_OVERRIDES,
  type GitOverride,
  gitEnvironment,
  subcommandFlags,
} from "./git-hardening.js";

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
}

/** What a git call printed. */
export interface GitOutput {
  readonly stdout: string;
  readonly stderr: string;
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
        ...(options.signal === undefined ? {} : { signal: options.signal }),
      },
      (error, stdout, stderr) => {
        if (error === null) {
          resolve({ stdout, stderr });
          return;
        }
        const detail = stderr.trim() === "" ? error.message : stderr.trim();
        const name = args[subcommandIndex(args)] ?? "";
        reject(new AlfredError("git_failed", `git ${name} failed: ${detail}`, { cause: error }));
      },
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
    else child.stdin?.end();
  });
}

/**
 * Every override for a call in `cwd`: the fixed ones, plus one per driver,
 * remote and configured hook the configuration names right now (read with
 * `git config --list`, which runs nothing). A directory that is not a
 * repository still gets the fixed overrides.
 */
export async function hardeningFor(
  cwd: string,
  host: Readonly<Record<string, string | undefined>>,
): Promise<readonly GitOverride[]> {
  let listed = "";
  try {
    listed = (
      await runGit(["--no-pager", "config", "--list", "--null"], gitEnvironment(host, FIXED_OVERRIDES), {
        cwd,
        timeoutMs: 30_000,
      })
    ).stdout;
  } catch {
    // Unreadable configuration: the call itself will fail and say why.
  }
  return [...FIXED_OVERRIDES, ...discoveredOverrides(listed)];
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
  return runGit(hardenedArgs(args), gitEnvironment(host, overrides), options);
}

/**
 * The content of `path` in commit `sha`, byte for byte as committed (no
 * filters, no textconv), or `undefined` when the commit has no such file.
 * @throws AlfredError `git_failed` when `sha` is not a commit of the repository.
 */
export async function readCommittedFile(cwd: string, sha: string, path: string): Promise<string | undefined> {
  const listed = await git(["ls-tree", "-z", "--full-tree", sha, "--", path], { cwd });
  const entry = listed.stdout.split("\0").find((line) => line.endsWith(`\t${path}`));
  if (entry === undefined || !/^\d+ blob /.test(entry)) return undefined;
  return (await git(["cat-file", "blob", `${sha}:${path}`], { cwd })).stdout;
}

/**
 * The commit HEAD points at in `cwd`.
 * @throws AlfredError `git_failed` outside a repository or before the first commit.
 */
export async function headCommit(cwd: string): Promise<string> {
  return (await git(["rev-parse", "--verify", "HEAD^{commit}"], { cwd })).stdout.trim();
}
