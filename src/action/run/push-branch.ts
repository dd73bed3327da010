import { AlfredError } from "../../core/errors.js";
import { openPushRepository, type PushRepository, type PushSnapshot } from "../../platform/git/git-push.js";
import {
  checkPushedCommits,
  parseNameStatus,
  type PushedCommit,
  type PushPolicy,
  type PushVerdict,
} from "../../security/paths/push-policy.js";
import type { GitOverride } from "../../platform/git/git-hardening.js";
import { omitUndefined } from "../../core/omit-undefined.js";

/** What {@link pushCheckedBranch} needs. */
export interface PushCheckedBranchOptions {
  readonly workingDir: string;
  /** Remote URL, base commit and shallow boundary recorded at run start. */
  readonly snapshot: PushSnapshot;
  /** The commit to push. */
  readonly head: string;
  readonly branch: string;
  readonly policy: PushPolicy;
  /** The push's credential (`http.extraheader`), for the push process only. */
  readonly credentials: readonly Pick<GitOverride, "key" | "value">[];
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly signal?: AbortSignal;
}

/** The commit message with nothing git would run: `cat-file` prints the object as stored. */
async function messageOf(repo: Pick<PushRepository, "git">, sha: string): Promise<string> {
  const raw = (await repo.git(["cat-file", "commit", sha])).stdout;
  const split = raw.indexOf("\n\n");
  return split === -1 ? "" : raw.slice(split + 2);
}

/**
 * Every commit in `base..head`, oldest first, with its message and changed
 * paths (renames split into both sides, merges against every parent, a root
 * commit against the empty tree).
 */
export async function commitsToPush(
  repo: Pick<PushRepository, "git">,
  base: string,
  head: string,
): Promise<PushedCommit[]> {
  const listed = (await repo.git(["rev-list", "--reverse", `${base}..${head}`])).stdout;
  const commits: PushedCommit[] = [];
  for (const sha of listed.split("\n").filter((line) => line !== "")) {
    const changes = (
      await repo.git([
        "diff-tree",
        "--no-commit-id",
        "--name-status",
        "-r",
        "-m",
        "--root",
        "-z",
        "--no-renames",
        sha,
      ])
    ).stdout;
    commits.push({ sha, message: await messageOf(repo, sha), changes: parseNameStatus(changes) });
  }
  return commits;
}

/**
 * Checks every commit between the run's base and `head` against the policy,
 * and pushes `head` as `refs/heads/<branch>` only when all pass. The check
 * and the push use the same throw-away repository (see `git-push.ts`), so
 * what was checked is what is pushed. Returns the verdict when it refused.
 * @throws AlfredError `push_refused` naming the commit and path, or `git_failed`.
 */
export async function pushCheckedBranch(options: PushCheckedBranchOptions): Promise<void> {
  const repo = await openPushRepository({
    workingDir: options.workingDir,
    snapshot: options.snapshot,
    head: options.head,
    branch: options.branch,
    ...omitUndefined({ env: options.env, signal: options.signal }),
  });
  try {
    const verdict: PushVerdict = checkPushedCommits(
      await commitsToPush(repo, options.snapshot.base, options.head),
      options.policy,
    );
    if (!verdict.ok)
      throw new AlfredError("push_refused", `refusing to push ${options.branch}: ${verdict.reason}`);
    await repo.push(options.credentials);
  } finally {
    await repo.close();
  }
}
