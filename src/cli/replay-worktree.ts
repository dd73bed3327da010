/**
 * Where `alfred replay` runs: never in the user's tree (issue 27). The recorded edits are applied
 * by real tools, so replaying onto a checkout past the run's start (or a dirty one) would rewrite
 * the user's files. Instead the journal is replayed in a temporary worktree at the commit the
 * run started from, read from the `run_start` entry of the ledger beside the journal, and the
 * worktree is removed afterwards.
 */
import { dirname, join } from "node:path";
import { tmpdir } from "node:os";
import { mkdtemp, readFile, realpath, rm } from "../platform/fs/fs.js";
import { errorMessage } from "../core/errors.js";
import { parseResumeState } from "../harness/state/run-state.js";
import { git } from "../platform/git/git.js";
import { UsageError } from "./usage-error.js";
import { ignoreCleanupError } from "../core/ignored-errors.js";

/**
 * The commit the run of `journalPath` started from: `run_start`'s head in the ledger beside it.
 * @throws UsageError when there is no readable ledger there, or it names no start.
 */
export async function replayStartCommit(journalPath: string): Promise<string> {
  const ledgerPath = join(dirname(journalPath), "ledger.jsonl");
  const text = await readFile(ledgerPath, "utf8").catch((cause: unknown) => {
    throw new UsageError(
      `cannot read ${ledgerPath} (${errorMessage(cause)}): the run's starting commit is read from the ledger beside the journal`,
    );
  });
  const head = parseResumeState(text).runStartHead;
  if (head === undefined || !/^[0-9a-f]{40,64}$/.test(head))
    throw new UsageError(`${ledgerPath}: no run_start entry naming the commit the run started from`);
  return head;
}

/**
 * Runs `work` in a temporary worktree of the repository at `cwd`, checked out (detached) at
 * `commit`, then removes the worktree. The user's worktree, index and HEAD are not touched.
 * @throws UsageError when `commit` is not in the repository; what `work` throws.
 */
export async function inReplayWorktree<T>(
  workingDir: string,
  commit: string,
  work: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), "alfred-replay-")));
  try {
    await git(["worktree", "add", "--quiet", "--detach", dir, commit], { cwd: workingDir }).catch(
      (cause: unknown) => {
        throw new UsageError(
          `cannot check out the run's starting commit ${commit.slice(0, 12)} in a temporary worktree: ${errorMessage(cause)}`,
        );
      },
    );
    return await work(dir);
  } finally {
    await ignoreCleanupError(git(["worktree", "remove", "--force", dir], { cwd: workingDir }));
    await rm(dir, { recursive: true, force: true });
    await ignoreCleanupError(git(["worktree", "prune"], { cwd: workingDir }));
  }
}
