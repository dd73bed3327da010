/**
 * Merging the shards' branches into one, one by one, in shard order: each merge is checked with
 * `git merge-tree` before it is made, and a shard whose changes conflict with those merged before
 * it is left out whole, its features reported — never resolved by guessing. feature_list.json is
 * never text-merged (every shard rewrites statuses in it): each merge commit carries the file of
 * the plan's commit with the statuses rebuilt from the shard ledgers, so every feature of the
 * plan ends with exactly one verdict.
 */
import { omitUndefined } from "../../core/omit-undefined.js";
import {
  type FeatureList,
  type FeatureStatus,
  serializeFeatureList,
  setFeatureStatus,
} from "../../harness/features/feature-list.js";
import type { ShardFeatureOutcome, ShardLedger } from "./shard-ledgers.js";
import { checkMerge, commitTree, withFile } from "./merge-git.js";

/** Where one planned feature ended. */
export interface FeatureVerdict {
  readonly featureId: string;
  readonly shard: string;
  /** `passing`: merged and in the pull request; otherwise left out with `reason`. */
  readonly status: Extract<FeatureStatus, "passing" | "blocked" | "pending">;
  readonly reason?: string;
  readonly outcome?: ShardFeatureOutcome;
}

/** What the merge needs. */
export interface MergeShardsInput {
  readonly workingDir: string;
  /** A directory for the temporary index. */
  readonly scratch: string;
  readonly runId: string;
  readonly base: string;
  readonly featuresFile: string;
  /** The feature list at the plan's commit. */
  readonly baseList: FeatureList;
  readonly shards: readonly ShardLedger[];
  /** Each mergeable shard's fetched branch head; a shard without one is left out with `left`'s reason. */
  readonly heads: ReadonlyMap<string, string>;
  /** Shards left out before merging (branch missing, commits refused, verify failed), with the reason. */
  readonly left: ReadonlyMap<string, string>;
}

/** The merged branch's head and every planned feature's verdict. */
export interface MergeShardsResult {
  readonly head: string;
  /** The shards merged, in order. */
  readonly merged: readonly string[];
  /** The commits the merge made (for the push check). */
  readonly commits: ReadonlySet<string>;
  readonly verdicts: ReadonlyMap<string, FeatureVerdict>;
}

/** The feature list at the plan's commit with the verdicts' statuses (pending for the rest). */
export function rebuiltFeatureList(list: FeatureList, verdicts: ReadonlyMap<string, FeatureVerdict>): string {
  let next = list;
  for (const verdict of verdicts.values()) {
    if (next.features.some((feature) => feature.id === verdict.featureId))
      next = setFeatureStatus(next, verdict.featureId, verdict.status);
  }
  return serializeFeatureList(next);
}

function mergeMessage(runId: string, shard: ShardLedger, passing: readonly string[]): string {
  const ids = passing.join(", ");
  const subject = `merge(shard ${shard.shard}): ${passing.length} feature${passing.length === 1 ? "" : "s"}`;
  return `${subject}\n\n${ids}\n\nAlfred-Merge: shard-${shard.shard}\nAlfred-Run: ${runId}\n`;
}

/** The verdicts a shard gets before its merge: its blocked and unsettled features, and the passing ones if it cannot merge. */
function verdictsBefore(shard: ShardLedger, left: string | undefined): FeatureVerdict[] {
  return shard.features.flatMap((featureId): FeatureVerdict[] => {
    const outcome = shard.outcomes.get(featureId);
    const base = { featureId, shard: shard.shard, ...omitUndefined({ outcome }) };
    if (shard.problem !== undefined) return [{ ...base, status: "pending", reason: shard.problem }];
    if (outcome === undefined)
      return [
        {
          ...base,
          status: "pending",
          reason: `shard ${shard.shard} did not settle it${shard.ended ? "" : " (its run stopped before the end: budget, cancellation or a provider outage)"}`,
        },
      ];
    if (outcome.status === "blocked")
      return [
        {
          ...base,
          status: "blocked",
          reason: `blocked in shard ${shard.shard}: ${outcome.reason || "no reason recorded"}`,
        },
      ];
    return left === undefined ? [] : [{ ...base, status: "pending", reason: left }];
  });
}

/**
 * Merges the mergeable shards onto `base` in order and gives every planned feature a verdict.
 * @throws AlfredError `git_failed` when git fails other than by a conflict.
 */
export async function mergeShards(input: MergeShardsInput): Promise<MergeShardsResult> {
  const verdicts = new Map<string, FeatureVerdict>();
  const merged: string[] = [];
  const commits = new Set<string>();
  let head = input.base;
  for (const shard of input.shards) {
    const leftReason = input.left.get(shard.shard);
    const branchHead = input.heads.get(shard.shard);
    for (const verdict of verdictsBefore(shard, leftReason)) verdicts.set(verdict.featureId, verdict);
    const passing = shard.features.filter((id) => !verdicts.has(id));
    if (passing.length === 0 || branchHead === undefined) {
      for (const featureId of passing)
        verdicts.set(featureId, {
          featureId,
          shard: shard.shard,
          status: "pending",
          reason: `shard ${shard.shard}'s branch was not fetched`,
        });
      continue;
    }
    const check = await checkMerge(input.workingDir, head, branchHead, input.featuresFile);
    const passed = passing.map((featureId): FeatureVerdict => ({
      featureId,
      shard: shard.shard,
      status: check.ok ? "passing" : "pending",
      ...omitUndefined({ outcome: shard.outcomes.get(featureId) }),
      ...(check.ok
        ? {}
        : {
            reason: `left out with shard ${shard.shard}: its changes conflict with shard${merged.length === 1 ? "" : "s"} ${merged.join(", ")} merged before it in ${check.conflicts.slice(0, 5).join(", ")}${check.conflicts.length > 5 ? ", …" : ""}`,
          }),
    }));
    for (const verdict of passed) verdicts.set(verdict.featureId, verdict);
    if (!check.ok) continue;
    const tree = await withFile(
      input.workingDir,
      input.scratch,
      check.tree,
      input.featuresFile,
      rebuiltFeatureList(input.baseList, verdicts),
    );
    head = await commitTree(
      input.workingDir,
      tree,
      [head, branchHead],
      mergeMessage(input.runId, shard, passing),
    );
    commits.add(head);
    merged.push(shard.shard);
  }
  return { head, merged, commits, verdicts };
}
