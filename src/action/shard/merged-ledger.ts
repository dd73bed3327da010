/**
 * The merged ledger of a sharded run: one signed chain (the ledger format, same key) that
 * references each shard ledger by the signature of its last entry and gives every planned
 * feature its verdict, uploaded as `alfred-ledger-<run id>-merged-attempt-<n>`. `alfred ledger
 * verify` checks it like any other ledger; each shard's own ledger stays in its artifact.
 */
import { join } from "node:path";
import { systemDeps } from "../../core/deps.js";
import { omitUndefined } from "../../core/omit-undefined.js";
import type { ActionsContext } from "../../github/event.js";
import { anchorPathOf } from "../../orchestrator/ledger-anchor.js";
import { openLedger } from "../../orchestrator/ledger.js";
import { writeFile } from "../../platform/fs/fs.js";
import type { Redactor } from "../../security/secrets/redactor.js";
import type { FeatureVerdict } from "./merge-shards.js";
import type { ShardLedger } from "./shard-ledgers.js";

/** What the merged ledger records. */
export interface MergedRecord {
  readonly runId: string;
  readonly base: string;
  /** The plan's signature: the ledger belongs to that plan. */
  readonly planMac: string;
  readonly featuresFile: string;
  readonly shards: readonly ShardLedger[];
  readonly merged: readonly string[];
  /** Why a shard was left out, by shard. */
  readonly left: ReadonlyMap<string, string>;
  readonly verdicts: readonly FeatureVerdict[];
  readonly branch: string;
  readonly head: string;
}

/** The name of this attempt's merged ledger artifact. */
export function mergedArtifactName(runId: string, context: Pick<ActionsContext, "runAttempt">): string {
  return `alfred-ledger-${runId}-merged-attempt-${context.runAttempt}`;
}

/** Writes the merged ledger (and its anchor and summary.json) into `directory`; the files written. */
export async function writeMergedLedger(
  directory: string,
  record: MergedRecord,
  key: string,
  redactor: Redactor,
): Promise<readonly string[]> {
  const path = join(directory, "ledger.jsonl");
  const ledger = await openLedger(path, key, systemDeps, { anchorPath: anchorPathOf(path) });
  await ledger.append("merge_start", {
    runId: record.runId,
    base: record.base,
    planMac: record.planMac,
    featuresFile: record.featuresFile,
    shards: record.shards.length,
  });
  for (const shard of record.shards) {
    await ledger.append("shard", {
      shard: shard.shard,
      runId: shard.runId,
      artifact: shard.artifact ?? null,
      ledgerHeadSig: shard.headSig ?? null,
      ended: shard.ended,
      merged: record.merged.includes(shard.shard),
      problem: shard.problem ?? record.left.get(shard.shard) ?? null,
    });
  }
  const sigs = new Map(record.shards.map((shard) => [shard.shard, shard.headSig ?? null]));
  for (const verdict of record.verdicts) {
    await ledger.append("feature", {
      featureId: verdict.featureId,
      shard: verdict.shard,
      status: verdict.status,
      reason: verdict.reason ?? null,
      gitSha: verdict.outcome?.status === "passing" ? verdict.outcome.gitSha : null,
      shardLedgerSig: sigs.get(verdict.shard) ?? null,
    });
  }
  const count = (status: string): number =>
    record.verdicts.filter((verdict) => verdict.status === status).length;
  await ledger.append("run_end", {
    runId: record.runId,
    branch: record.branch,
    head: record.head,
    passing: count("passing"),
    blocked: count("blocked"),
    pending: count("pending"),
  });
  const summaryPath = join(directory, "summary.json");
  const summary = redactor.value({
    runId: record.runId,
    base: record.base,
    branch: record.branch,
    merged: record.merged,
    features: record.verdicts.map((verdict) => ({
      featureId: verdict.featureId,
      shard: verdict.shard,
      status: verdict.status,
      ...omitUndefined({ reason: verdict.reason }),
    })),
  });
  await writeFile(summaryPath, `${JSON.stringify(summary, null, 2)}\n`);
  return [path, anchorPathOf(path), summaryPath];
}
