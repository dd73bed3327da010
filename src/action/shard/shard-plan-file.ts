/**
 * The plan of a sharded run as a file (`plan.json` in artifact `alfred-plan-<run id>`), signed
 * with the ledger key the way the memory manifest is (`HMAC-SHA256(key, "alfred-shard-plan/1\n" +
 * canonical JSON)`, a message no ledger entry or manifest can have). Anyone who can run a workflow
 * in the repository can upload an artifact of that name, so the merge trusts only a plan this key
 * signed, for this repository, run id and commit. Pure.
 */
import type { Placement, PlannedShard } from "../../harness/features/shard-plan.js";
import { readSignedJson, type SignedJsonKind, signJson } from "../runner/signed-json.js";

/** The plan's path inside its artifact. */
export const PLAN_FILE = "plan.json";

/** Largest plan file read. */
export const MAX_PLAN_BYTES = 4 * 1024 * 1024;

const PLAN_KIND: SignedJsonKind = { domain: "alfred-shard-plan/1\n", what: "the plan" };

/** The signed fields. */
export interface SignedPlan {
  readonly version: 1;
  /** `owner/repo`. */
  readonly repository: string;
  /** The GitHub workflow run that planned it. */
  readonly workflowRunId: number;
  /** The sharded run's id (`run-id`, default the workflow run's id). */
  readonly runId: string;
  /** The commit every shard starts from. */
  readonly base: string;
  /** The feature list the plan was made of, relative to the workspace. */
  readonly featuresFile: string;
  readonly shards: readonly PlannedShard[];
  readonly placements: Readonly<Record<string, Placement>>;
}

/** The artifact holding run `runId`'s plan. */
export function planArtifactName(runId: string): string {
  return `alfred-plan-${runId}`;
}

/** The plan file's text: the fields and their `mac` (signed-json.ts). */
export function signPlan(plan: SignedPlan, key: string): string {
  return signJson(PLAN_KIND, plan, key);
}

/** A verified plan, or why it is not one. */
export type PlanVerdict =
  | { readonly ok: true; readonly plan: SignedPlan; readonly mac: string }
  | { readonly ok: false; readonly why: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function shardsOf(value: unknown): PlannedShard[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const shards = value.filter(isRecord).map((shard) => ({ shard: shard.shard, features: shard.features }));
  const valid = shards.every(
    (shard) =>
      typeof shard.shard === "string" &&
      Array.isArray(shard.features) &&
      shard.features.every((id) => typeof id === "string"),
  );
  return valid && shards.length === value.length ? (shards as PlannedShard[]) : undefined;
}

function fieldsOf(value: unknown): SignedPlan | undefined {
  if (!isRecord(value)) return undefined;
  const { version, repository, workflowRunId, runId, base, featuresFile, placements } = value;
  const shards = shardsOf(value.shards);
  if (version !== 1 || shards === undefined || !isRecord(placements)) return undefined;
  if (typeof repository !== "string" || typeof workflowRunId !== "number" || typeof runId !== "string")
    return undefined;
  if (typeof base !== "string" || !/^[0-9a-f]{40,64}$/.test(base) || typeof featuresFile !== "string")
    return undefined;
  const placed = Object.entries(placements);
  if (!placed.every(([, how]) => how === "files" || how === "inferred" || how === "spread")) return undefined;
  return {
    version,
    repository,
    workflowRunId,
    runId,
    base,
    featuresFile,
    shards,
    placements: Object.fromEntries(placed) as Record<string, Placement>,
  };
}

/**
 * Parses `text` and checks its `mac` with `key` (in constant time), and that it is the plan of
 * `expected.repository` and `expected.runId`. Never throws.
 */
export function readPlan(
  text: string,
  key: string,
  expected: { readonly repository: string; readonly runId: string },
): PlanVerdict {
  const read = readSignedJson(PLAN_KIND, text, key, fieldsOf);
  if (!read.ok) return read;
  const { fields: plan, mac } = read;
  if (plan.repository !== expected.repository || plan.runId !== expected.runId)
    return {
      ok: false,
      why: `the plan is of ${plan.repository} run ${plan.runId}, not ${expected.repository} run ${expected.runId}`,
    };
  return { ok: true, plan, mac };
}
