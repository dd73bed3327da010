import { readTextIfExists } from "../../platform/fs/fs-durable.js";
import { join } from "node:path";
import type { JsonObject } from "../../orchestrator/canonical-json.js";
import type { BaselineFile } from "../workspace/workspace-tree.js";

/** Where one run keeps its files, relative to the workspace. */
export function runDirectory(runId: string): string {
  return join(".alfred", "workflows", runId);
}

/** A verify result as signed into the ledger. */
interface RecordedVerify {
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  readonly durationMs: number;
  readonly outputTail: string;
  /** The feature tree it ran on. */
  readonly tree: string;
}

/** A `feature_commit` intent (see `feature-commit.ts`). */
interface CommitIntent {
  readonly seq: number;
  readonly tree: string;
  readonly commitTree: string;
  readonly parent: string;
  /** The `feature` entry's data to record, without `gitSha`. */
  readonly outcome: JsonObject;
}

/** A recorded `feature` outcome. */
interface RecordedOutcome {
  readonly seq: number;
  readonly status: "passing" | "blocked";
  readonly gitSha: string;
}

/** What the ledger says about one feature started in this run (its latest start). */
export interface FeatureRecord {
  readonly checkpoint: string;
  /** How many times its work was thrown away and the feature started over (`feature_retry`). */
  readonly retries: number;
  readonly intent?: CommitIntent;
  readonly outcome?: RecordedOutcome;
}

/** What an interrupted run left in its ledger, for resuming it. */
export interface ResumeState {
  /** Checkpoint sha per feature started but not finished. */
  readonly checkpoints: ReadonlyMap<string, string>;
  /** Every feature started in this run, in the order first started. */
  readonly features: ReadonlyMap<string, FeatureRecord>;
  /** Verify results per `featureId/attempt/tree`. */
  readonly verifies: ReadonlyMap<string, RecordedVerify>;
  /** The tree each attempt started from, per {@link attemptKey}. */
  readonly attemptTrees: ReadonlyMap<string, string>;
  /** HEAD when the run first started. */
  readonly runStartHead: string | undefined;
  /** What was uncommitted when the run first started. */
  readonly baseline: readonly BaselineFile[];
  /** Seq the next appended entry will get. */
  readonly nextSeq: number;
  /** Entries already in the ledger. */
  readonly entries: number;
}

/** Key of a verify result in {@link ResumeState.verifies}: valid only for that exact tree. */
export function verifyKey(featureId: string, attempt: number, tree: string): string {
  return `${featureId}/${attempt}/${tree}`;
}

/** Key of an attempt's start tree in {@link ResumeState.attemptTrees}. */
export function attemptKey(featureId: string, round: number, attempt: number): string {
  return `${featureId}/${round}/${attempt}`;
}

/** The empty state of a run not started yet. */
export const EMPTY_RESUME_STATE: ResumeState = {
  checkpoints: new Map(),
  features: new Map(),
  verifies: new Map(),
  attemptTrees: new Map(),
  runStartHead: undefined,
  baseline: [],
  nextSeq: 0,
  entries: 0,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

function baselineOf(value: unknown): BaselineFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((file) => {
    const path = text(file.path);
    const blob = file.blob === null ? null : text(file.blob);
    return path === undefined || blob === undefined
      ? []
      : [{ path, blob, mode: text(file.mode) ?? "100644" }];
  });
}

/** Folds one ledger entry into the per-feature records. */
function applyEntry(
  features: Map<string, FeatureRecord>,
  kind: string,
  seq: number,
  data: Record<string, unknown>,
  featureId: string,
): void {
  const record = features.get(featureId);
  if (kind === "feature_start" && typeof data.checkpoint === "string") {
    features.set(featureId, { checkpoint: data.checkpoint, retries: record?.retries ?? 0 });
    return;
  }
  if (record === undefined) return;
  if (kind === "feature_retry") {
    features.set(featureId, { checkpoint: record.checkpoint, retries: record.retries + 1 });
  } else if (kind === "feature_commit") {
    const tree = text(data.tree);
    const commitTree = text(data.commitTree);
    const parent = text(data.parent);
    if (tree === undefined || commitTree === undefined || parent === undefined || !isRecord(data.outcome))
      return;
    const outcome = data.outcome as JsonObject;
    features.set(featureId, { ...record, intent: { seq, tree, commitTree, parent, outcome } });
  } else if (kind === "feature") {
    const status = data.status === "passing" ? "passing" : "blocked";
    features.set(featureId, { ...record, outcome: { seq, status, gitSha: text(data.gitSha) ?? "" } });
  }
}

/**
 * Reads what a resume needs from a ledger's text (verify it first: this
 * trusts the entries it reads). A torn last line is skipped.
 */
export function parseResumeState(ledgerText: string): ResumeState {
  const features = new Map<string, FeatureRecord>();
  const verifies = new Map<string, RecordedVerify>();
  const attemptTrees = new Map<string, string>();
  let runStartHead: string | undefined;
  let baseline: BaselineFile[] = [];
  let nextSeq = 0;
  let entries = 0;
  for (const line of ledgerText.split("\n")) {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isRecord(entry) || typeof entry.seq !== "number" || !isRecord(entry.data)) continue;
    entries += 1;
    nextSeq = entry.seq + 1;
    const { data } = entry;
    const kind = text(entry.kind) ?? "";
    if (kind === "run_start" && runStartHead === undefined) {
      runStartHead = text(data.head);
      baseline = baselineOf(data.baseline);
    }
    const featureId = text(data.featureId);
    if (featureId === undefined) continue;
    applyEntry(features, kind, entry.seq, data, featureId);
    const tree = text(data.tree);
    if (
      kind === "attempt_start" &&
      typeof data.attempt === "number" &&
      typeof data.round === "number" &&
      tree !== undefined
    )
      attemptTrees.set(attemptKey(featureId, data.round, data.attempt), tree);
    if (kind === "verify" && typeof data.attempt === "number" && tree !== undefined) {
      verifies.set(verifyKey(featureId, data.attempt, tree), {
        exitCode: typeof data.exitCode === "number" ? data.exitCode : null,
        timedOut: data.timedOut === true,
        durationMs: typeof data.durationMs === "number" ? data.durationMs : 0,
        outputTail: text(data.outputTail) ?? "",
        tree,
      });
    }
  }
  const checkpoints = new Map(
    [...features]
      .filter(([, record]) => record.outcome === undefined)
      .map(([id, record]) => [id, record.checkpoint]),
  );
  return { checkpoints, features, verifies, attemptTrees, runStartHead, baseline, nextSeq, entries };
}

/** {@link parseResumeState} of the file at `ledgerPath`; a missing file is the empty state. */
export async function readResumeState(ledgerPath: string): Promise<ResumeState> {
  try {
    return parseResumeState((await readTextIfExists(ledgerPath)) ?? "");
  } catch {
    return EMPTY_RESUME_STATE;
  }
}
