/**
 * The merge job's git, all plumbing on the harness's hardened git (no hooks, filters, merge
 * drivers or helpers): a merge is checked with `git merge-tree --write-tree` before it is made,
 * touching neither the index nor the working tree; a tree gets the rebuilt feature list through a
 * temporary index; commits are written with `commit-tree`. Nothing here resolves a conflict.
 */
import { join } from "node:path";
import { git } from "../../platform/git/git.js";
import { hasIdentity } from "../../harness/workspace/workspace-git.js";

/** Whether `theirs` merges into `ours`, and the merged tree when it does. */
export type MergeCheck =
  | { readonly ok: true; readonly tree: string }
  | { readonly ok: false; readonly conflicts: readonly string[] };

/**
 * Checks merging commit `theirs` into `ours`. Conflicts in `rebuilt` (the feature list, whose
 * statuses the merge writes itself) do not count: that file is replaced in the tree afterwards.
 * @throws AlfredError `git_failed` when git fails for another reason (a missing commit).
 */
export async function checkMerge(
  workingDir: string,
  ours: string,
  theirs: string,
  rebuilt: string,
): Promise<MergeCheck> {
  const { stdout, exitCode } = await git(
    ["merge-tree", "--write-tree", "--name-only", "--no-messages", "-z", ours, theirs],
    { cwd: workingDir, answerCodes: [1] },
  );
  const [tree = "", ...files] = stdout.split("\0").filter((part) => part !== "");
  const conflicts = [...new Set(files)].filter((path) => path !== rebuilt);
  if (exitCode === 1 && conflicts.length > 0) return { ok: false, conflicts };
  return { ok: true, tree };
}

/**
 * `tree` with the file at `path` holding `text` (mode 100644), through a temporary index.
 * @throws AlfredError `git_failed`.
 */
export async function withFile(
  workingDir: string,
  scratch: string,
  tree: string,
  path: string,
  text: string,
): Promise<string> {
  const indexFile = join(scratch, "merge-index");
  const blob = (
    await git(["hash-object", "-w", "--no-filters", "--stdin"], { cwd: workingDir, input: text })
  ).stdout.trim();
  await git(["read-tree", tree], { cwd: workingDir, indexFile });
  await git(["update-index", "--add", "--cacheinfo", `100644,${blob},${path}`], {
    cwd: workingDir,
    indexFile,
  });
  return (await git(["write-tree"], { cwd: workingDir, indexFile })).stdout.trim();
}

/**
 * A commit of `tree` with `parents` and `message` (as Alfred when the clone has no identity).
 * @throws AlfredError `git_failed`.
 */
export async function commitTree(
  workingDir: string,
  tree: string,
  parents: readonly string[],
  message: string,
): Promise<string> {
  const identity = (await hasIdentity(workingDir))
    ? []
    : ["-c", "user.name=Alfred", "-c", "user.email=alfred@users.noreply.github.com"];
  const args = [...identity, "commit-tree", tree, ...parents.flatMap((parent) => ["-p", parent]), "-F", "-"];
  return (await git(args, { cwd: workingDir, input: message })).stdout.trim();
}

/** The tree of commit `sha`. @throws AlfredError `git_failed`. */
export async function treeOf(workingDir: string, sha: string): Promise<string> {
  return (await git(["rev-parse", "--verify", `${sha}^{tree}`], { cwd: workingDir })).stdout.trim();
}

/** The text of `path` at `commit`, or undefined when it has none. */
export async function fileAt(workingDir: string, commit: string, path: string): Promise<string | undefined> {
  return git(["cat-file", "blob", `${commit}:${path}`], { cwd: workingDir }).then(
    (output) => output.stdout,
    () => undefined,
  );
}

/** True when `sha` is a commit `head` holds. */
export async function holds(workingDir: string, sha: string, head: string): Promise<boolean> {
  if (!/^[0-9a-f]{40,64}$/.test(sha)) return false;
  return git(["merge-base", "--is-ancestor", sha, head], { cwd: workingDir }).then(
    () => true,
    () => false,
  );
}

/**
 * Points branch `branch` at `commit` and makes the index and working tree match it (the merged
 * tree the verify commands run on).
 * @throws AlfredError `git_failed`.
 */
export async function checkOut(workingDir: string, branch: string, commit: string): Promise<void> {
  await git(["checkout", "--quiet", "--force", "--no-track", "-B", branch, commit], { cwd: workingDir });
}
