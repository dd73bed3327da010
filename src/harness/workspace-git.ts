import { appendFile, mkdir, readFile } from "../platform/fs.js";
import { join } from "node:path";
import { git } from "../platform/git.js";
import { gitLayout } from "../platform/git-layout.js";

/** Harness-owned paths: never part of a feature's commit, never counted as a dirty worktree. */
export const HARNESS_PATHS = [".alfred/workflows/", ".alfred/memory/", ".alfred/cache/"] as const;

/** Pathspecs that leave the harness's own files (and `extra` paths) out of git add / diff. */
export function excludeSpecs(extra: readonly string[] = []): readonly string[] {
  return [".", ...[...HARNESS_PATHS, ...extra].map((path) => `:(exclude)${path}`)];
}

/** The commit HEAD points at (read from git's files when it can: `platform/git-head.ts`). */
export { headSha } from "../platform/git-head.js";

/**
 * Every path with uncommitted changes, tracked or untracked (ignored files left out); a rename
 * is its two paths. Read once as a run opens: for the dirty check and for the baseline.
 */
export async function uncommittedPaths(cwd: string): Promise<readonly string[]> {
  const { stdout } = await git(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames"], {
    cwd,
  });
  return stdout
    .split("\0")
    .filter((entry) => entry.length > 3)
    .map((entry) => entry.slice(3));
}

/** `paths` minus those starting with an `ignored` prefix. */
export function pathsOutside(paths: readonly string[], ignored: readonly string[]): readonly string[] {
  return paths.filter((path) => !ignored.some((prefix) => path === prefix || path.startsWith(prefix)));
}

/**
 * Keeps the harness's journal, ledger and memory out of git for this clone
 * (`.git/info/exclude`, never committed), so rollbacks keep them and feature
 * commits never include them.
 */
export async function excludeHarnessFiles(cwd: string): Promise<void> {
  const { gitDir } = await gitLayout(cwd);
  const file = join(gitDir, "info", "exclude");
  let current = "";
  try {
    current = await readFile(file, "utf8");
  } catch {
    await mkdir(join(gitDir, "info"), { recursive: true });
  }
  const missing = HARNESS_PATHS.filter((path) => !current.split("\n").includes(path));
  if (missing.length === 0) return;
  const prefix = current === "" || current.endsWith("\n") ? "" : "\n";
  await appendFile(file, `${prefix}# Alfred's run files\n${missing.join("\n")}\n`);
}

/** True when git has a committer identity configured for `cwd`. */
export async function hasIdentity(cwd: string): Promise<boolean> {
  try {
    const name = (await git(["config", "user.name"], { cwd })).stdout.trim();
    const email = (await git(["config", "user.email"], { cwd })).stdout.trim();
    return name !== "" && email !== "";
  } catch {
    return false;
  }
}
