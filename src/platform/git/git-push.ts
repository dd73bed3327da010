/**
 * The push, from a repository only Alfred configures. The workspace's
 * `.git/config` is writable by the agent (outside the sandbox), and much of
 * what it can say there decides where a push goes and who can read it:
 * `url.<x>.insteadOf`/`pushInsteadOf`, `remote.<r>.pushurl`,
 * `http.<url>.proxy`, `http.<url>.sslVerify`, `http.<url>.sslCAInfo` — the
 * URL-specific forms beat any command-line override. Instead of chasing each,
 * Alfred pushes from a fresh bare repository in a temp directory that borrows
 * the workspace's objects (`objects/info/alternates`: object files are data,
 * and the receiving side re-hashes them) and holds exactly one ref. Its
 * configuration is Alfred's; the remote URL is the one read at run start;
 * the shallow boundary is the one recorded at run start. The same repository
 * answers the pre-push check, so what is checked is what is pushed.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import { AlfredError } from "../../core/errors.js";
import { type GitOverride, gitEnvironment } from "./git-hardening.js";
import { git, type GitOutput, hardenedArgs, hardeningFor, runGit } from "./git.js";
import { headSha } from "./git-head.js";
import { gitLayout } from "./git-layout.js";
import { omitUndefined } from "../../core/omit-undefined.js";

/** What the workspace looked like at run start, before the agent could change `.git`. */
export interface PushSnapshot {
  /** `git remote get-url --push <remote>` at run start. */
  readonly url: string;
  /** The commit the run started from. */
  readonly base: string;
  /** `.git/shallow` at run start (empty for a full clone). */
  readonly shallow: string;
}

/**
 * Records the remote URL, HEAD and shallow boundary. Call before the agent runs.
 * @throws AlfredError `git_failed` when the remote does not exist.
 */
export async function snapshotForPush(cwd: string, remote = "origin"): Promise<PushSnapshot> {
  const output = async (args: readonly string[]): Promise<string> => (await git(args, { cwd })).stdout.trim();
  const [url, base, layout] = await Promise.all([
    output(["remote", "get-url", "--push", remote]),
    headSha(cwd),
    gitLayout(cwd),
  ]);
  const shallow = await readFile(layout.shallowFile, "utf8").catch(() => "");
  return { url, base, shallow };
}

/** A throw-away bare repository holding one branch of the workspace. */
export interface PushRepository {
  readonly path: string;
  /** A hardened git call inside the push repository (for the pre-push check). */
  git(args: readonly string[]): Promise<GitOutput>;
  /**
   * Pushes the branch to the snapshot URL. `credentials` (an `http.extraheader`)
   * reach this one git process and nothing else.
   * @throws AlfredError `git_failed` with git's stderr.
   */
  push(credentials: readonly Pick<GitOverride, "key" | "value">[]): Promise<void>;
  close(): Promise<void>;
}

/** Options of {@link openPushRepository}. */
export interface PushRepositoryOptions {
  readonly workingDir: string;
  readonly snapshot: PushSnapshot;
  /** The commit to push (the workspace's HEAD after the run). */
  readonly head: string;
  /** Branch name on the remote (`alfred/<run id>`). */
  readonly branch: string;
  /** Host environment to pick allow-listed variables from. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

/**
 * Creates the push repository: `git init --bare`, alternates pointing at the
 * workspace's object store, the run-start shallow file, `refs/heads/<branch>` = `head`.
 * @throws AlfredError `git_failed` when `head` is not a commit of the workspace.
 */
export async function openPushRepository(options: PushRepositoryOptions): Promise<PushRepository> {
  const host = options.env ?? process.env;
  const objects = (
    await git(["rev-parse", "--git-path", "objects"], { cwd: options.workingDir })
  ).stdout.trim();
  const path = await mkdtemp(join(tmpdir(), "alfred-push-"));
  const run = async (
    args: readonly string[],
    credentials: readonly Pick<GitOverride, "key" | "value">[] = [],
  ): Promise<GitOutput> => {
    const overrides = [...(await hardeningFor(path, host)), ...credentials];
    const push = args[0] === "push";
    return runGit(hardenedArgs(args), gitEnvironment(host, overrides, { push }), {
      cwd: path,
      ...omitUndefined({ timeoutMs: options.timeoutMs, signal: options.signal }),
    });
  };
  try {
    await run(["init", "--quiet", "--bare", "--template=", path]);
    const objectsDir = isAbsolute(objects) ? objects : resolve(options.workingDir, objects);
    await writeFile(join(path, "objects", "info", "alternates"), `${objectsDir}\n`);
    if (options.snapshot.shallow !== "") await writeFile(join(path, "shallow"), options.snapshot.shallow);
    await run(["update-ref", `refs/heads/${options.branch}`, options.head]);
  } catch (thrown) {
    await rm(path, { recursive: true, force: true });
    throw thrown;
  }
  return {
    path,
    git: (args) => run(args),
    push: async (credentials) => {
      const ref = `refs/heads/${options.branch}`;
      if (options.snapshot.url === "")
        throw new AlfredError("git_failed", "git push failed: no remote URL was recorded at run start");
      await run(["push", "--quiet", "--no-verify", options.snapshot.url, `${ref}:${ref}`], credentials);
    },
    close: () => rm(path, { recursive: true, force: true }),
  };
}
