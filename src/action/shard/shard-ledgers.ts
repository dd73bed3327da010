/**
 * The merge job's view of each shard: the latest attempt's ledger artifact of the workflow run
 * (`alfred-ledger-<run id>-shard-<k>-attempt-<n>`), downloaded and read without following links,
 * verified (signed with the ledger key, of the shard's run id, started from the plan's commit,
 * settling only features the plan gave that shard), and the outcome it records per feature. A
 * shard whose artifact is missing or fails a check is a {@link ShardLedger} with a `problem`:
 * reported, never trusted, never silently skipped.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { errorMessage } from "../../core/errors.js";
import type { ArtifactReader, RunArtifact } from "../../github/artifact-download.js";
import { parseLedgerLine, verifyLedger } from "../../orchestrator/ledger-verify.js";
import { mkdtemp, rm } from "../../platform/fs/fs.js";
import { readTextNoFollow } from "../../platform/fs/read-no-follow.js";
import type { PlannedShard } from "../../harness/features/shard-plan.js";
import { shardRunId } from "./shard-inputs.js";

/** Largest shard ledger read. */
const MAX_LEDGER_BYTES = 32 * 1024 * 1024;

/** What a shard's ledger says about one of its features. */
export interface ShardFeatureOutcome {
  readonly featureId: string;
  readonly status: "passing" | "blocked";
  readonly reason: string;
  readonly gitSha: string;
  readonly attempts: number;
  readonly costUsd: number | null;
  readonly rubricReasoning: string;
}

/** One shard as the merge found it. */
export interface ShardLedger {
  readonly shard: string;
  readonly runId: string;
  readonly features: readonly string[];
  /** The artifact read, when there was one. */
  readonly artifact?: string;
  /** `sig` of the ledger's last entry: the merged ledger references it. */
  readonly headSig?: string;
  /** True when the shard's run closed its ledger (`run_end`). */
  readonly ended: boolean;
  readonly outcomes: ReadonlyMap<string, ShardFeatureOutcome>;
  /** Why the shard cannot be merged at all. */
  readonly problem?: string;
}

/** The latest attempt's ledger artifact of shard `shard`. */
function latestShardArtifact(
  artifacts: readonly RunArtifact[],
  runId: string,
): { readonly artifact: RunArtifact; readonly attempt: number } | undefined {
  const prefix = `alfred-ledger-${runId}-attempt-`;
  let best: { artifact: RunArtifact; attempt: number } | undefined;
  for (const artifact of artifacts) {
    if (!artifact.name.startsWith(prefix)) continue;
    const attempt = Number(artifact.name.slice(prefix.length));
    if (Number.isInteger(attempt) && attempt >= 1 && (best === undefined || attempt > best.attempt))
      best = { artifact, attempt };
  }
  return best;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The outcomes of a verified ledger's `feature` entries (the last one per feature wins). */
function outcomesOf(ledger: string): {
  readonly outcomes: Map<string, ShardFeatureOutcome>;
  readonly runId: string;
  readonly head: string;
  readonly ended: boolean;
  readonly headSig: string;
} {
  const outcomes = new Map<string, ShardFeatureOutcome>();
  let runId = "";
  let head = "";
  let ended = false;
  let headSig = "";
  for (const line of ledger.split("\n")) {
    const entry = parseLedgerLine(line);
    if (entry === undefined) continue;
    headSig = entry.sig;
    const data = entry.data;
    if (entry.kind === "run_start" && runId === "") [runId, head] = [text(data.runId), text(data.head)];
    if (entry.kind === "run_end") ended = true;
    if (entry.kind !== "feature" || text(data.featureId) === "") continue;
    const rubric = data.rubric;
    outcomes.set(text(data.featureId), {
      featureId: text(data.featureId),
      status: data.status === "passing" ? "passing" : "blocked",
      reason: text(data.reason),
      gitSha: text(data.gitSha),
      attempts: typeof data.attempts === "number" ? data.attempts : 0,
      costUsd: typeof data.costUsd === "number" ? data.costUsd : null,
      rubricReasoning:
        typeof rubric === "object" && rubric !== null ? text(Reflect.get(rubric, "reasoning")) : "",
    });
  }
  return { outcomes, runId, head, ended, headSig };
}

/** Checks one downloaded ledger against the plan; the shard it describes. */
function checkShardLedger(
  planned: PlannedShard,
  runId: string,
  base: string,
  found: { readonly name: string; readonly ledger: string | undefined; readonly key: string },
): ShardLedger {
  const none = { shard: planned.shard, runId, features: planned.features, artifact: found.name };
  const empty = { ...none, ended: false, outcomes: new Map<string, ShardFeatureOutcome>() };
  if (found.ledger === undefined)
    return { ...empty, problem: `artifact ${found.name} holds no ledger.jsonl` };
  const verified = verifyLedger(found.ledger, found.key);
  if (!verified.ok)
    return {
      ...empty,
      problem: `the ledger of ${found.name} does not verify (line ${verified.line}: ${verified.reason})`,
    };
  const read = outcomesOf(found.ledger);
  if (read.runId !== runId)
    return { ...empty, problem: `the ledger of ${found.name} is of run "${read.runId}", not "${runId}"` };
  if (read.head !== base)
    return {
      ...empty,
      problem: `the ledger of ${found.name} started from commit ${read.head.slice(0, 12)}, not the plan's ${base.slice(0, 12)}`,
    };
  const stray = [...read.outcomes.keys()].find((id) => !planned.features.includes(id));
  if (stray !== undefined)
    return {
      ...empty,
      problem: `the ledger of ${found.name} settles feature ${stray}, which the plan did not give shard ${planned.shard}`,
    };
  return { ...none, headSig: read.headSig, ended: read.ended, outcomes: read.outcomes };
}

/**
 * Every planned shard's ledger, checked against the plan's run id and commit.
 * @throws AlfredError `artifact_download_failed` when the run's artifacts cannot be listed.
 */
export async function readShardLedgers(options: {
  readonly shards: readonly PlannedShard[];
  readonly runId: string;
  readonly base: string;
  readonly ledgerKey: string;
  readonly artifacts: readonly RunArtifact[];
  readonly reader?: ArtifactReader;
}): Promise<ShardLedger[]> {
  const { downloadRunArtifact } = await import("../../github/artifact-download.js");
  const scratch = await mkdtemp(join(tmpdir(), "alfred-shards-"));
  try {
    const read: ShardLedger[] = [];
    for (const planned of options.shards) {
      const runId = shardRunId(options.runId, planned.shard);
      const latest = latestShardArtifact(options.artifacts, runId);
      const missing = {
        shard: planned.shard,
        runId,
        features: planned.features,
        ended: false,
        outcomes: new Map(),
      };
      if (latest === undefined) {
        read.push({
          ...missing,
          problem: `shard ${planned.shard} left no ledger artifact (its job failed before uploading, was cancelled, or never ran)`,
        });
        continue;
      }
      const directory = join(scratch, `shard-${planned.shard}`);
      try {
        await downloadRunArtifact(latest.artifact.id, directory, options.reader);
        const ledger = await readTextNoFollow(join(directory, "ledger.jsonl"), MAX_LEDGER_BYTES);
        read.push(
          checkShardLedger(planned, runId, options.base, {
            name: latest.artifact.name,
            ledger,
            key: options.ledgerKey,
          }),
        );
      } catch (thrown) {
        read.push({
          ...missing,
          artifact: latest.artifact.name,
          problem: `artifact ${latest.artifact.name} could not be read (${errorMessage(thrown)})`,
        });
      }
    }
    return read;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
