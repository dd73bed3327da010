/**
 * A bare git repository on disk standing in for GitHub's `origin`, and
 * working clones of it, for tests that push branches the way the Action does.
 *
 * Every git command here runs with the global and system configuration
 * switched off (`GIT_CONFIG_GLOBAL=/dev/null`, `GIT_CONFIG_NOSYSTEM=1`) and
 * `HOME` pointed into the temp directory, so the developer's or runner's
 * settings (signing, hooks, templates, credential helpers) neither leak in nor
 * get touched. Clones get their identity in their own `.git/config`.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** A bare repository in a temp directory. */
export interface BareOrigin {
  /** The bare repository (`git clone <path>` works). */
  readonly path: string;
  /** The temp directory holding it and the clones made by {@link cloneWorkspace}. */
  readonly root: string;
  /** Removes the origin and every clone. */
  cleanup(): Promise<void>;
}

/** One commit, newest first in {@link logOf}. */
export interface CommitInfo {
  readonly sha: string;
  readonly subject: string;
  readonly body: string;
  readonly authorName: string;
  readonly authorEmail: string;
}

/** The identity clones commit as. */
export const TEST_IDENTITY = { name: "Alfred Test", email: "alfred-test@example.invalid" } as const;

const SEED_DATE = "2024-01-01T00:00:00Z";

/** The environment of every git command: no global or system config, no prompts, a private HOME. */
export function isolatedGitEnv(root: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env["PATH"] ?? "/usr/bin:/bin",
    HOME: root,
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_TERMINAL_PROMPT: "0",
    LANG: "C",
  };
}

/**
 * Runs git in `cwd` with {@link isolatedGitEnv}; resolves to stdout.
 * @throws Error with git's stderr when it exits non-zero.
 */
export function git(
  root: string,
  cwd: string,
  args: readonly string[],
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      [...args],
      { cwd, env: { ...isolatedGitEnv(root), ...extraEnv }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error !== null)
          reject(new Error(`git ${args.join(" ")} failed: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/**
 * Creates a bare repository whose `main` holds one commit with `files`
 * (path → content; nested paths create directories). The seed commit has a
 * fixed author and date, so its sha is the same on every run.
 */
export async function createBareOrigin(files: Readonly<Record<string, string>>): Promise<BareOrigin> {
  const root = await mkdtemp(join(tmpdir(), "alfred-origin-"));
  const path = join(root, "origin.git");
  const seed = join(root, "seed");
  await git(root, root, ["init", "--quiet", "--bare", "--initial-branch=main", path]);
  await git(root, root, ["init", "--quiet", "--initial-branch=main", seed]);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(dirname(join(seed, file)), { recursive: true });
    await writeFile(join(seed, file), content);
  }
  const identity = {
    GIT_AUTHOR_NAME: TEST_IDENTITY.name,
    GIT_AUTHOR_EMAIL: TEST_IDENTITY.email,
    GIT_COMMITTER_NAME: TEST_IDENTITY.name,
    GIT_COMMITTER_EMAIL: TEST_IDENTITY.email,
    GIT_AUTHOR_DATE: SEED_DATE,
    GIT_COMMITTER_DATE: SEED_DATE,
  };
  await git(root, seed, ["add", "--all"]);
  await git(
    root,
    seed,
    ["commit", "--quiet", "--allow-empty", "--no-verify", "-m", "Initial commit"],
    identity,
  );
  await git(root, seed, ["push", "--quiet", path, "main"]);
  await rm(seed, { recursive: true, force: true });
  return { path, root, cleanup: () => rm(root, { recursive: true, force: true }) };
}

let clones = 0;

/**
 * Clones `origin` into a new directory under `origin.root` and sets
 * {@link TEST_IDENTITY} in the clone's own config. Resolves to the clone's path.
 */
export async function cloneWorkspace(origin: BareOrigin): Promise<string> {
  clones += 1;
  const workingDir = join(origin.root, `workspace-${clones}`);
  await git(origin.root, origin.root, ["clone", "--quiet", origin.path, workingDir]);
  await git(origin.root, workingDir, ["config", "user.name", TEST_IDENTITY.name]);
  await git(origin.root, workingDir, ["config", "user.email", TEST_IDENTITY.email]);
  await git(origin.root, workingDir, ["config", "commit.gpgsign", "false"]);
  return workingDir;
}

/** The branches of `origin`, sorted. */
export async function branchesOf(origin: BareOrigin): Promise<string[]> {
  const out = await git(origin.root, origin.path, [
    "for-each-ref",
    "--format=%(refname:short)",
    "refs/heads/",
  ]);
  return out
    .split("\n")
    .filter((line) => line !== "")
    .sort();
}

/** The head commit of `branch`, or `undefined` when it does not exist (fits `startGitHubFake`'s `resolveBranch`). */
export async function shaOf(origin: BareOrigin, branch: string): Promise<string | undefined> {
  try {
    const out = await git(origin.root, origin.path, [
      "rev-parse",
      "--verify",
      "--quiet",
      `refs/heads/${branch}^{commit}`,
    ]);
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The commits of `branch`, newest first.
 * @throws Error when the branch does not exist.
 */
export async function logOf(origin: BareOrigin, branch: string): Promise<CommitInfo[]> {
  const out = await git(origin.root, origin.path, [
    "log",
    "--format=%H%x00%an%x00%ae%x00%s%x00%b%x1e",
    `refs/heads/${branch}`,
  ]);
  return out
    .split("\x1e")
    .map((record) => record.replace(/^\n/, ""))
    .filter((record) => record !== "")
    .map((record) => {
      const [sha = "", authorName = "", authorEmail = "", subject = "", body = ""] = record.split("\0");
      return { sha, subject, body: body.trimEnd(), authorName, authorEmail };
    });
}

/** The content of `path` on `branch`, or `undefined` when the branch or the file does not exist. */
export async function fileAt(origin: BareOrigin, branch: string, path: string): Promise<string | undefined> {
  try {
    return await git(origin.root, origin.path, ["show", `refs/heads/${branch}:${path}`]);
  } catch {
    return undefined;
  }
}
