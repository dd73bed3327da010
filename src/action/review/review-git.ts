/**
 * The checkout a review reads: the base commit (configuration, hooks,
 * instructions) and the head commit (the files the reviewer reads) must be
 * in the repository (`../config-commit.ts`); the head is checked out detached. Git runs
 * hardened (no hooks, filters or helpers), so checking out untrusted files runs nothing.
 */
import { git } from "../../platform/git/git.js";
import { ensureCommit } from "../runner/config-commit.js";

/**
 * Checks `sha` out detached (fetching it first when missing), unless HEAD is already there.
 * @throws AlfredError `git_failed` (e.g. local changes in the way).
 */
export async function checkoutCommit(workingDir: string, sha: string): Promise<void> {
  const head =
    // No HEAD (or git cannot tell) is not at `sha`: the fetch and checkout below report a real problem.
    (
      await git(["rev-parse", "--verify", "HEAD^{commit}"], { cwd: workingDir }).catch(() => undefined)
    )?.stdout.trim();
  if (head === sha) return;
  await ensureCommit(workingDir, sha);
  await git(["checkout", "--quiet", "--detach", sha], { cwd: workingDir });
}
