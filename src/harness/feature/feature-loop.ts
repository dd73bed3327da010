/**
 * Phase 2 of a run, the feature loop: one feature at a time, each through
 * start (checkpoint) → attempt (implement → verify → score, in
 * `feature-phases.ts`; the implement task message is built in one place,
 * `implementPrompt` in `prompts.ts`) → record (commit or roll back, in
 * `feature-settle.ts`), until the list is resolved or the run must stop.
 */
import { readTextIfExists } from "../../platform/fs/fs-durable.js";
import { addCost } from "../../core/usage.js";
import type { QueryBudget } from "../../engine/query-config.js";
import {
  type Feature,
  markInProgress,
  pickNext,
  setFeatureStatus,
  verifyCommandOf,
} from "../features/feature-list.js";
import { restoreCheckpoint } from "../workspace/workspace-tree.js";
import { NO_VERIFY_COMMAND } from "./feature-outcome.js";
import { tryFeature } from "./feature-phases.js";
import { settleFeature } from "./feature-settle.js";
import type { FeatureAttemptResult, FeatureContext } from "./feature-step.js";
import {
  append,
  interrupt,
  type RunContext,
  runExhausted,
  runLeft,
  saveList,
  selectable,
} from "../open/run-context.js";
import type { FeatureOutcome } from "../state/run-types.js";
import { headSha } from "../workspace/workspace-git.js";

/** The smaller of two optional limits. */
function tighter(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.min(a, b);
}

/**
 * Works through the selected features until none is left or the run must
 * stop (abort, spent budget, provider outage, two blocked in a row); sets
 * `run.status` and `run.stopReason` accordingly.
 * @throws whatever ends the run early (the caller records it).
 */
export async function featureLoop(run: RunContext): Promise<void> {
  for (;;) {
    if (run.options.signal?.aborted === true) {
      run.status = "aborted";
      return;
    }
    if (runExhausted(run)) {
      run.status = "budget_exceeded";
      run.stopReason = "the run's cost or time budget ran out";
      return;
    }
    const feature = pickNext(selectable(run));
    if (feature === undefined) return;
    if (!(await runFeature(run, feature))) return;
  }
}

/** One feature, start to record. Returns false when the run stops after it. */
async function runFeature(run: RunContext, feature: Feature): Promise<boolean> {
  run.current = feature.id;
  run.index += 1;
  const startedAt = run.deps.now();
  const verifyCommand = verifyCommandOf(run.list, feature) ?? run.options.defaultVerify;
  const checkpoint = await startFeature(run, feature);
  const attempt =
    verifyCommand === undefined
      ? undefined
      : await tryFeature(
          feature,
          verifyCommand,
          checkpoint,
          featureContext(run, feature, checkpoint, startedAt),
        );
  run.runCost = addCost(run.runCost, attempt?.costUsd ?? 0);
  if (attempt?.stopRun === "aborted" || attempt?.stopRun === "provider_error") {
    await stopForOutage(run, feature, attempt);
    return false;
  }
  if (attempt?.stopRun === "boundary") {
    await stopForBoundary(run, feature, attempt, checkpoint);
    return false;
  }
  const outcome = await recordPhase(run, feature, attempt, checkpoint, { verifyCommand, startedAt });
  return continueAfter(run, attempt, outcome);
}

/** The feature's checkpoint: recorded before its first attempt (`feature_start`), reused on resume. */
async function startFeature(run: RunContext, feature: Feature): Promise<string> {
  let checkpoint = run.checkpoints.get(feature.id);
  if (checkpoint === undefined) {
    checkpoint = await headSha(run.options.session.toolHost.workingDir);
    run.checkpoints.set(feature.id, checkpoint);
    await saveList(run, markInProgress(run.list, feature.id));
    await append(run, "feature_start", { featureId: feature.id, checkpoint });
  }
  run.options.onProgress?.({
    type: "feature_start",
    index: run.index,
    total: run.pendingCount,
    feature,
    checkpoint,
  });
  return checkpoint;
}

/** What the attempt phases need from the run, for one feature. */
function featureContext(
  run: RunContext,
  feature: Feature,
  checkpoint: string,
  startedAt: number,
): FeatureContext {
  const { options, opened } = run;
  const budgetLeft = (): QueryBudget => {
    const spentHere = run.deps.now() - startedAt;
    const left = runLeft(run);
    const { maxCostUsd, maxWallClockMs } = options.featureBudget;
    return {
      maxCostUsd: tighter(left.maxCostUsd, maxCostUsd),
      maxWallClockMs: tighter(
        left.maxWallClockMs,
        maxWallClockMs === undefined ? undefined : Math.max(0, maxWallClockMs - spentHere),
      ),
    };
  };
  return {
    options,
    runtime: run.runtime,
    ledger: opened.ledger,
    resume: opened.resume,
    journal: opened.journal,
    baseline: opened.baseline,
    retries: opened.retries.get(feature.id) ?? 0,
    checkpoint,
    attemptTrees: run.attemptTrees,
    denials: run.denials.of,
    budgetLeft,
    runBudgetExhausted: () => runExhausted(run),
    featureListIntact: async () =>
      // Unreadable is not intact: the run then stops rather than write over what it cannot read.
      ((await readTextIfExists(opened.listPath).catch(() => undefined)) ?? "") === run.lastWritten,
  };
}

/** An abort or a provider outage: the run stops with the feature's work in place, to be resumed. */
async function stopForOutage(
  run: RunContext,
  feature: Feature,
  attempt: FeatureAttemptResult,
): Promise<void> {
  const stop = attempt.stopRun === "aborted" ? "aborted" : "provider_error";
  run.status = stop;
  const reason =
    stop === "aborted"
      ? "interrupted; resume with the same run id"
      : `${attempt.verdict.status === "blocked" ? attempt.verdict.reason : "the model provider failed"}; resume with the same run id`;
  if (stop === "provider_error") run.stopReason = reason;
  await interrupt(run, reason, feature.id);
}

/**
 * A verify failure the boundary explains: the feature's work is rolled back, the feature is
 * `pending` again (a rerun after the fix does it), the reason is in the ledger
 * (`feature_deferred`) and the run stops instead of spending the next features.
 */
async function stopForBoundary(
  run: RunContext,
  feature: Feature,
  attempt: FeatureAttemptResult,
  checkpoint: string,
): Promise<void> {
  const reason = attempt.verdict.status === "blocked" ? attempt.verdict.reason : "the boundary";
  await append(run, "feature_deferred", { featureId: feature.id, attempts: attempt.attempts, reason });
  if (run.options.rollback)
    await restoreCheckpoint(
      run.options.session.toolHost.workingDir,
      checkpoint,
      run.opened.baseline,
      run.options.featuresFile,
    );
  await saveList(run, setFeatureStatus(run.list, feature.id, "pending"));
  run.checkpoints.delete(feature.id);
  run.current = undefined;
  run.status = "boundary_stopped";
  run.stopReason = reason;
}

/** Records the verdict: commit (passing) or roll back (blocked), in the order `feature-commit.ts` proves safe. */
async function recordPhase(
  run: RunContext,
  feature: Feature,
  attempt: FeatureAttemptResult | undefined,
  checkpoint: string,
  at: { readonly verifyCommand: string | undefined; readonly startedAt: number },
): Promise<FeatureOutcome> {
  const outcome = await settleFeature(feature, attempt, attempt?.verdict ?? NO_VERIFY_COMMAND, checkpoint, {
    options: run.options,
    baseline: run.opened.baseline,
    list: () => run.list,
    saveList: (next) => saveList(run, next),
    append: (kind, data) => append(run, kind, data),
    commitInFlight: (inFlight) => (run.commitInFlight = inFlight),
    now: run.deps.now,
    verifyCommand: at.verifyCommand,
    startedAt: at.startedAt,
  });
  run.checkpoints.delete(feature.id);
  run.current = undefined;
  run.outcomes.push(outcome);
  run.options.onProgress?.({ type: "feature_end", outcome });
  return outcome;
}

/** False (with the status set) when the run budget ran out during the feature, or two features in a row were blocked. */
function continueAfter(
  run: RunContext,
  attempt: FeatureAttemptResult | undefined,
  outcome: FeatureOutcome,
): boolean {
  if (attempt?.stopRun === "budget_exceeded") {
    run.status = "budget_exceeded";
    run.stopReason = outcome.reason ?? "the run budget ran out";
    return false;
  }
  run.consecutiveBlocked = outcome.status === "blocked" ? run.consecutiveBlocked + 1 : 0;
  if (run.consecutiveBlocked >= 2) {
    run.status = "too_many_blocked";
    run.stopReason = "two features in a row were blocked";
    return false;
  }
  return true;
}
