/**
 * Temporary directories that remove themselves. Call `tempDir()` wherever a test needs a scratch
 * directory; there is no `afterEach` to write:
 *
 * - inside a test, or a `beforeEach`, the directory is removed when that test finishes;
 * - anywhere else (the top of a file, a `describe` body, a `beforeAll`) it is removed when the
 *   test file finishes.
 *
 * Only for vitest files: it registers cleanup with vitest's hooks (benchmarks and the soak run
 * keep their own directories).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, onTestFinished, TestRunner } from "vitest";

/** Directories made outside a test, removed when the file's suite ends. */
const fileScoped: string[] = [];

// Imported while vitest collects the test file, so this hook belongs to the file's root suite.
afterAll(() => {
  for (const dir of fileScoped.splice(0)) removeDir(dir);
});

function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A fresh directory under `parent` (the system temp directory unless given: `/var/tmp` for one
 * outside the sandbox's private `/tmp`), its real path (symlinks resolved, as macOS's `/tmp` is
 * one), removed with the test or file that made it (see the module comment).
 */
export function tempDir(prefix = "alfred-test-", parent: string = tmpdir()): string {
  const dir = realpathSync(mkdtempSync(join(parent, prefix)));
  if (TestRunner.getCurrentTest() === undefined) fileScoped.push(dir);
  else onTestFinished(() => removeDir(dir));
  return dir;
}

/** What a test repository starts with. */
export interface TempRepoOptions {
  /** The directory name's prefix under the temp directory. */
  readonly prefix?: string;
  /** Files (path → text or bytes) written, and committed when `commit` is set. */
  readonly files?: Readonly<Record<string, string | Uint8Array>>;
  /** Commit the files as the first commit (on `main`), with message `initial`. */
  readonly commit?: boolean;
}

/** A temporary git repository, and git run inside it. */
export interface TempRepo {
  readonly dir: string;
  /** Runs git in the repository with a fixed identity (never the user's config); returns stdout trimmed. */
  readonly git: (...args: string[]) => string;
}

/** Git's environment for test repositories: a fixed identity, no global or system config. */
export const TEST_GIT_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "Test",
  GIT_AUTHOR_EMAIL: "test@example.com",
  GIT_COMMITTER_NAME: "Test",
  GIT_COMMITTER_EMAIL: "test@example.com",
};

/** A `git init`ed temporary directory (branch `main`) that removes itself like `tempDir`. */
export function tempRepo(options: TempRepoOptions = {}): TempRepo {
  const dir = tempDir(options.prefix ?? "alfred-repo-");
  const git = (...args: string[]): string =>
    execFileSync("git", args, { cwd: dir, env: TEST_GIT_ENV, encoding: "utf8" }).trim();
  git("init", "--quiet", "--initial-branch=main");
  for (const [path, content] of Object.entries(options.files ?? {})) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  if (options.commit === true) {
    git("add", "-A");
    git("commit", "--quiet", "--allow-empty", "-m", "initial");
  }
  return { dir, git };
}

/** A temporary directory holding files, as the file tools' tests build them. */
export interface TempTreeDir {
  readonly dir: string;
}

/**
 * A {@link tempDir} holding `files` (path → text or bytes, parent directories made), removed like
 * `tempDir`. The vitest form of `makeTree` (test/fakes/file-tools-context.ts, which benchmarks use).
 */
export async function tempTree(
  files: Readonly<Record<string, string | Uint8Array>> = {},
  prefix = "alfred-files-",
): Promise<TempTreeDir> {
  const dir = tempDir(prefix);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir };
}
