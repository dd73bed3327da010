/**
 * The commit a run reads its configuration from, and making sure a commit is in a shallow
 * checkout. Every job reads its configuration before it knows which job it is (main.ts), so this
 * sits outside review/ even though pull requests are what need the fetch.
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
