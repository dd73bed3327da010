/**
 * What may be pushed (issue 9, item 5). The per-feature check looks at the
 * worktree, so a change the agent *committed* itself (`git commit` in bash)
 * never shows there. Before pushing, every commit between the run's base and
 * the pushed head is checked here: it must be one the harness made for this
 * run, and none of its changes — on either side of a rename, against any
 * parent of a merge — may touch a protected path. Pure: the caller reads the
 * commits; this decides.
 */

/** One changed path of a commit, as `git diff-tree --name-status` reports it. */
export interface CommitChange {
  /** `A`, `M`, `D`, `T`, `R100`, `C075`, … */
  readonly status: string;
  /** One path, or two (source, destination) for a rename or copy. */
  readonly paths: readonly string[];
}

/** A commit about to be pushed. */
export interface PushedCommit {
  readonly sha: string;
  /** The full commit message (trailers included). */
  readonly message: string;
  readonly changes: readonly CommitChange[];
}

/** The rules one push is held to. */
export interface PushPolicy {
  /** The run's id: the harness's commits carry `Alfred-Run: <runId>`. */
  readonly runId: string;
  /** The commits the harness reports it made; when given, any other commit is refused. */
  readonly expectedCommits?: ReadonlySet<string>;
  /** True for a workspace-relative path no pushed commit may change. */
  readonly isProtected: (path: string) => boolean;
  /**
   * With `commit-memory: true`: the harness's memory commit, the one commit that may change
   * memory files, and which paths it may change (it may change nothing else). Without it, memory
   * paths are as protected as the rest of `.alfred/`.
   */
  readonly memory?: { readonly sha: string; readonly allows: (path: string) => boolean };
  /**
   * A sharded run's merge: the shards' runs, each with the commits its verified ledger records.
   * A commit of one of them may be pushed too; the merge's own commits carry `Alfred-Merge` and
   * `Alfred-Run: <runId>` and must be among `expectedCommits`.
   */
  readonly shards?: readonly { readonly runId: string; readonly expectedCommits: ReadonlySet<string> }[];
}

/** The verdict: push, or refuse naming the commit (and path) that failed. */
export type PushVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly sha: string; readonly path?: string; readonly reason: string };

/** `Key: value` lines of the message's last paragraph (its trailer block). */
function trailers(message: string): ReadonlyMap<string, string> {
  const paragraphs = message.trimEnd().split(/\n\s*\n/);
  const last = paragraphs.length > 1 ? (paragraphs[paragraphs.length - 1] ?? "") : "";
  const found = new Map<string, string>();
  for (const line of last.split("\n")) {
    const match = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(line.trim());
    if (match?.[1] !== undefined) found.set(match[1].toLowerCase(), (match[2] ?? "").trim());
  }
  return found;
}

/** True when `message` carries the memory commit's trailers for run `runId`. */
function hasMemoryTrailers(message: string, runId: string): boolean {
  const found = trailers(message);
  return (found.get("alfred-memory") ?? "") !== "" && found.get("alfred-run") === runId;
}

/** True when `message` carries the harness's trailers for run `runId`. */
export function hasAlfredTrailers(message: string, runId: string): boolean {
  const found = trailers(message);
  return (found.get("alfred-feature") ?? "") !== "" && found.get("alfred-run") === runId;
}

/** True when `message` carries the trailers of a sharded run's merge commit for run `runId`. */
function hasMergeTrailers(message: string, runId: string): boolean {
  const found = trailers(message);
  return (found.get("alfred-merge") ?? "") !== "" && found.get("alfred-run") === runId;
}

/** Made by the harness for this push: by the run itself, by its merge, or by one of its shards. */
function madeByHarness(commit: PushedCommit, policy: PushPolicy): boolean {
  const expected = policy.expectedCommits;
  if (hasAlfredTrailers(commit.message, policy.runId))
    return expected === undefined || expected.has(commit.sha);
  if (policy.shards === undefined) return false;
  if (hasMergeTrailers(commit.message, policy.runId)) return expected?.has(commit.sha) === true;
  return policy.shards.some(
    (shard) => hasAlfredTrailers(commit.message, shard.runId) && shard.expectedCommits.has(commit.sha),
  );
}

const short = (sha: string): string => sha.slice(0, 12);

/**
 * Checks every commit (oldest first) against `policy`. The first failure
 * wins; a refusal names the commit and, for a protected path, the path.
 * Never throws.
 */
export function checkPushedCommits(commits: readonly PushedCommit[], policy: PushPolicy): PushVerdict {
  for (const commit of commits) {
    if (policy.memory !== undefined && commit.sha === policy.memory.sha) {
      const verdict = checkMemoryCommit(commit, policy.runId, policy.memory.allows);
      if (!verdict.ok) return verdict;
      continue;
    }
    for (const change of commit.changes) {
      const path = change.paths.find((candidate) => policy.isProtected(candidate));
      if (path !== undefined) {
        return {
          ok: false,
          sha: commit.sha,
          path,
          reason: `commit ${short(commit.sha)} changes the protected path ${path}`,
        };
      }
    }
    if (!madeByHarness(commit, policy)) {
      const subject = commit.message.split("\n", 1)[0] ?? "";
      return {
        ok: false,
        sha: commit.sha,
        reason: `commit ${short(commit.sha)} ("${subject.slice(0, 60)}") was not made by Alfred's harness in run ${policy.runId}: the agent committed it itself`,
      };
    }
  }
  return { ok: true };
}

/** The memory commit changes only memory paths and carries the memory trailers of this run. */
function checkMemoryCommit(
  commit: PushedCommit,
  runId: string,
  allows: (path: string) => boolean,
): PushVerdict {
  const path = commit.changes.flatMap((change) => change.paths).find((candidate) => !allows(candidate));
  if (path !== undefined)
    return {
      ok: false,
      sha: commit.sha,
      path,
      reason: `the memory commit ${short(commit.sha)} changes ${path}, which is not a committable memory file`,
    };
  if (!hasMemoryTrailers(commit.message, runId))
    return {
      ok: false,
      sha: commit.sha,
      reason: `the memory commit ${short(commit.sha)} lacks the Alfred-Memory and Alfred-Run: ${runId} trailers`,
    };
  return { ok: true };
}

/**
 * Parses `git diff-tree -z --name-status` output (`STATUS\0path\0`, or
 * `R100\0from\0to\0` for renames and copies) into changes.
 */
export function parseNameStatus(output: string): CommitChange[] {
  const tokens = output.split("\0");
  const changes: CommitChange[] = [];
  let index = 0;
  while (index < tokens.length) {
    const status = tokens[index] ?? "";
    if (status === "") {
      index += 1;
      continue;
    }
    const width = /^[RC]/.test(status) ? 2 : 1;
    const paths = tokens.slice(index + 1, index + 1 + width).filter((path) => path !== "");
    changes.push({ status, paths });
    index += 1 + width;
  }
  return changes;
}
