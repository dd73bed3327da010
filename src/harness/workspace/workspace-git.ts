import { git } from "../../platform/git/git.js";

export { excludeHarnessFiles, HARNESS_PATHS } from "../../platform/git/git-exclude.js";

/** The commit HEAD points at (read from git's files when it can: `platform/git/git-head.ts`). */
export { headSha } from "../../platform/git/git-head.js";

/**
 * Every path with uncommitted changes, tracked or untracked (ignored files left out); a rename
 * is its two paths. Read once as a run opens: for the dirty check and for the baseline.
 */
export async function uncommittedPaths(workingDir: string): Promise<readonly string[]> {
  const { stdout } = await git(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames"], {
    cwd: workingDir,
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

/** True when git has a committer identity configured for `cwd`. */
export async function hasIdentity(workingDir: string): Promise<boolean> {
  try {
    const name = (await git(["config", "user.name"], { cwd: workingDir })).stdout.trim();
    const email = (await git(["config", "user.email"], { cwd: workingDir })).stdout.trim();
    return name !== "" && email !== "";
  } catch {
    return false;
  }
}
