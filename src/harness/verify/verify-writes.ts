/**
 * Verify's own writes (issue 25): a verify command that creates or updates files git does not
 * ignore — `cargo test` writing `Cargo.lock`, `go test` adding to `go.sum`, a snapshot runner
 * writing `__snapshots__/` — changes the working directory after the tree it was run on was
 * recorded. They are **discarded**: the directory is put back to exactly the tree verify ran on.
 *
 * Why not commit them with the feature: the commit must be the tree verify passed on and the
 * rubric scored (`feature-commit.ts`), and a file written by the check itself was seen by
 * neither (an updated snapshot is the check rewriting its own expectation). Why not stop: the
 * feature's work is good, and the fix — commit the lockfile, or add the path to `.gitignore` —
 * is the project's, not the model's. The paths are named in the ledger's `verify` entry and on
 * the console, with that fix.
 */
import { git } from "../../platform/git/git.js";
import { type BaselineFile, featureSnapshot, restoreTree } from "../workspace/workspace-tree.js";

/**
 * Puts the working directory back to `tree` when verify changed it; returns the paths verify
 * wrote (empty when none). The feature list and baseline paths are left alone.
 * @throws AlfredError `git_failed`.
 */
export async function discardVerifyWrites(
  workingDir: string,
  checkpoint: string,
  tree: string,
  baseline: readonly BaselineFile[],
  featuresFile: string,
): Promise<readonly string[]> {
  const after = await featureSnapshot(workingDir, checkpoint, baseline, featuresFile);
  if (after.tree === tree) return [];
  const { stdout } = await git(["diff-tree", "-r", "--name-only", "-z", "--no-renames", tree, after.tree], {
    cwd: workingDir,
  });
  await restoreTree(workingDir, tree, baseline, featuresFile);
  return stdout.split("\0").filter((path) => path !== "");
}
