/**
 * Fetching one branch from the remote with a token, the mirror of
 * `git-push.ts`: the credential (an `http.extraheader`) reaches this one git
 * process through `GIT_CONFIG_*` variables, never the disk or argv. Called
 * before the agent runs (an Action re-run attempt fetching the branch its
 * previous attempt pushed), on the checkout's own configuration, hardened as
 * every harness git call is.
 */
import { errorMessage } from "../../core/errors.js";
import type { GitOverride } from "./git-hardening.js";
import { gitEnvironment } from "./git-hardening.js";
import { hardenedArgs, hardeningFor, runGit } from "./git.js";
import { omitUndefined } from "../../core/omit-undefined.js";

/** Options of {@link fetchBranch}. */
export interface FetchBranchOptions {
  readonly workingDir: string;
  /** The remote's URL (`git remote get-url origin`). */
  readonly url: string;
  readonly branch: string;
  readonly credentials: readonly Pick<GitOverride, "key" | "value">[];
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

/** The fetched branch's commit, or why there is none. */
export type FetchedBranch = { readonly sha: string } | { readonly missing: string };

/**
 * Fetches `refs/heads/<branch>` into `refs/remotes/origin/<branch>`.
 * Never throws: a branch the remote does not have, or a failed fetch, is
 * `{ missing }` with git's message.
 */
export async function fetchBranch(options: FetchBranchOptions): Promise<FetchedBranch> {
  const host = options.env ?? process.env;
  const local = `refs/remotes/origin/${options.branch}`;
  const run = async (args: readonly string[], credentials: FetchBranchOptions["credentials"] = []) =>
    runGit(
      hardenedArgs(args),
      gitEnvironment(host, [...(await hardeningFor(options.workingDir, host)), ...credentials], {
        push: credentials.length > 0,
      }),
      {
        cwd: options.workingDir,
        timeoutMs: options.timeoutMs ?? 120_000,
        ...omitUndefined({ signal: options.signal }),
      },
    );
  try {
    await run(
      ["fetch", "--quiet", "--no-tags", options.url, `+refs/heads/${options.branch}:${local}`],
      options.credentials,
    );
    return { sha: (await run(["rev-parse", "--verify", `${local}^{commit}`])).stdout.trim() };
  } catch (thrown) {
    return { missing: errorMessage(thrown).split("\n")[0] ?? "git fetch failed" };
  }
}
