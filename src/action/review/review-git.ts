/**
 * The checkout a review reads: the base commit (configuration, hooks,
 * instructions) and the head commit (the files the reviewer reads) must be
 * in the repository; the head is checked out detached. Git runs hardened (no
 * hooks, filters or helpers), so checking out untrusted files runs nothing.
 */
import { AlfredError } from "../../core/errors.js";
import type { ActionsContext } from "../../github/event.js";
import { git } from "../../platform/git/git.js";

async function hasCommit(workingDir: string, sha: string): Promise<boolean> {
  try {
    await git(["cat-file", "-e", `${sha}^{commit}`], { cwd: workingDir });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure commit `sha` is in the workspace's repository, fetching it from
 * `origin` when a shallow checkout lacks it.
 * @throws AlfredError `git_failed` saying how to fix the checkout.
 */
export async function ensureCommit(workingDir: string, sha: string): Promise<void> {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
    throw new AlfredError("git_failed", `not a commit id: ${sha}`);
  if (await hasCommit(workingDir, sha)) return;
  try {
    await git(["fetch", "--quiet", "--no-tags", "--depth=1", "origin", sha], { cwd: workingDir });
  } catch (thrown) {
    throw new AlfredError(
      "git_failed",
      `commit ${sha.slice(0, 10)} is not in the checkout and could not be fetched; check out with actions/checkout and fetch-depth: 0`,
      { cause: thrown },
    );
  }
}

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

/**
 * The commit whose `.alfred/config.json` an event's run reads: a pull
 * request's base (fetched when the checkout lacks it), else HEAD.
 * @throws AlfredError `git_failed` when the base commit cannot be fetched.
 */
export async function configCommitFor(
  context: ActionsContext,
  workingDir: string,
  head: () => Promise<string>,
): Promise<string> {
  if (context.event.kind !== "pull_request") return head();
  await ensureCommit(workingDir, context.event.base.sha);
  return context.event.base.sha;
}
