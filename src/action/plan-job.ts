/**
 * `job: plan`: the matrix of a sharded run. Reads the feature list at the commit checked out,
 * deals its pending features into at most `max-shards` shards (shard-plan.ts), uploads the plan
 * signed with the ledger key as artifact `alfred-plan-<run id>`, and outputs `matrix` and
 * `shard-count`. A re-run attempt whose workflow run already holds a valid plan of this commit
 * keeps it, so every shard's resume and the merge see the plan the first attempt made.
 */
import { join } from "node:path";
import { ConfigError, errorMessage } from "../core/errors.js";
import { omitUndefined } from "../core/omit-undefined.js";
import { readFeatureList } from "../harness/features/feature-list.js";
import { matrixOf, MAX_SHARDS, planShards } from "../harness/features/shard-plan.js";
import { headSha } from "../harness/workspace/workspace-git.js";
import { mkdtemp, rm, writeFile } from "../platform/fs/fs.js";
import { tmpdir } from "node:os";
import type { ActionOutcome } from "./action-outcome.js";
import { readInput } from "./runner/inputs.js";
import { downloadPlan } from "./shard/plan-download.js";
import type { ShardedJobHost } from "./shard/sharded-host.js";
import { PLAN_FILE, planArtifactName, type SignedPlan, signPlan } from "./shard/shard-plan-file.js";

/**
 * The `max-shards` input (default 10).
 * @throws ConfigError naming the input when it is not an integer from 1 to 256.
 */
export function readMaxShards(env: Readonly<Record<string, string | undefined>>): number {
  const text = readInput(env, "max-shards") ?? "10";
  const value = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1 && value <= MAX_SHARDS))
    throw new ConfigError("input max-shards", `expected an integer from 1 to ${MAX_SHARDS}, got "${text}"`);
  return value;
}

async function makePlan(host: ShardedJobHost, base: string): Promise<SignedPlan> {
  const list = await readFeatureList(join(host.workingDir, host.config.features));
  const planned = planShards(list.features, readMaxShards(host.env));
  return {
    version: 1,
    repository: host.context.repository,
    workflowRunId: host.context.runId,
    runId: host.runId,
    base,
    featuresFile: host.config.features,
    shards: planned.shards,
    placements: planned.placements,
  };
}

/** An earlier attempt's plan of this commit, when this is a re-run and one verifies. */
async function earlierPlan(host: ShardedJobHost, base: string): Promise<SignedPlan | undefined> {
  if (host.context.runAttempt <= 1) return undefined;
  try {
    const found = await downloadPlan(host);
    if (found.ok && found.plan.base === base) return found.plan;
    host.log(`The earlier attempt's plan is not used: ${found.ok ? "it is of another commit" : found.why}.`);
  } catch (thrown) {
    host.log(`The earlier attempt's plan could not be read: ${errorMessage(thrown)}.`);
  }
  return undefined;
}

/** Uploads `plan` as artifact `alfred-plan-<run id>`. */
async function uploadPlan(host: ShardedJobHost, plan: SignedPlan): Promise<number> {
  const scratch = await mkdtemp(join(tmpdir(), "alfred-plan-"));
  try {
    const path = join(scratch, PLAN_FILE);
    await writeFile(path, signPlan(plan, host.secrets.ledgerKey ?? ""));
    const { uploadLedgerArtifact } = await import("../github/artifact.js");
    const uploaded = await uploadLedgerArtifact({
      name: planArtifactName(host.runId),
      files: [path],
      rootDirectory: scratch,
      ...omitUndefined({ retentionDays: host.config.github.artifactRetentionDays }),
    });
    return uploaded.id;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function planSummary(plan: SignedPlan): string {
  const placed = Object.values(plan.placements);
  const count = (how: string): number => placed.filter((value) => value === how).length;
  const rows = plan.shards.map(
    (shard) => `| ${shard.shard} | ${shard.features.length} | ${shard.features.join(", ")} |`,
  );
  return [
    `## Alfred: plan of run ${plan.runId}`,
    "",
    `${placed.length} pending feature(s) in ${plan.shards.length} shard(s), from commit ${plan.base.slice(0, 12)}: ${count("files")} placed by their \`files\`, ${count("inferred")} by the paths their text names, ${count("spread")} spread evenly.`,
    "",
    "| Shard | Features | Ids |",
    "| ---: | ---: | --- |",
    ...rows,
    "",
  ].join("\n");
}

/** Plans the shards, uploads the plan, and outputs the matrix. */
export async function planJob(host: ShardedJobHost): Promise<ActionOutcome> {
  host.phase("planning the shards");
  const base = await headSha(host.workingDir);
  const reused = await earlierPlan(host, base);
  const plan = reused ?? (await makePlan(host, base));
  host.phase("uploading the plan");
  const artifactId = reused === undefined ? await uploadPlan(host, plan) : undefined;
  const matrix = matrixOf(plan);
  host.log(
    `${reused === undefined ? "Planned" : "Kept the earlier attempt's plan:"} ${plan.shards.length} shard(s): ${matrix}`,
  );
  const nothing = plan.shards.length === 0;
  return {
    conclusion: nothing ? "skipped" : "success",
    ...(nothing ? { message: "no pending feature to plan" } : {}),
    sharded: {
      outputs: {
        matrix,
        "shard-count": String(plan.shards.length),
        ...(artifactId === undefined ? {} : { "plan-artifact-id": String(artifactId) }),
      },
      summary: planSummary(plan),
    },
  };
}
