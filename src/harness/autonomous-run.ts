import { readFile } from "../platform/fs.js";
import { type Deps, systemDeps } from "../core/deps.js";
import { errorMessage } from "../core/errors.js";
import { type CostUsd, addCost } from "../core/usage.js";
import type { QueryEvent } from "../core/events.js";
import type { QueryBudget } from "../engine/query-config.js";
import type { JsonObject } from "../orchestrator/canonical-json.js";
import { createRuntime } from "../orchestrator/runtime.js";
import {
  type Feature,
  type FeatureList,
  markInProgress,
  pickNext,
  serializeFeatureList,
  verifyCommandOf,
  writeFeatureList,
} from "./feature-list.js";
import { settleFeature } from "./feature-settle.js";
import { tryFeature } from "./feature-phases.js";
import { boundaryEntryData, egressData } from "./boundary-record.js";
import { NO_VERIFY_COMMAND } from "./feature-outcome.js";
import { acquireRunLock } from "./run-lock.js";
import { checkRunPreconditions } from "./run-preconditions.js";
import { baselineData, openRun } from "./run-open.js";
import type { AutonomousRunOptions, FeatureOutcome, RunStatus, RunSummary } from "./run-types.js";
import { headSha } from "./workspace-git.js";

/** The smaller of two optional limits. */
function tighter(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.min(a, b);
}

/** Collects the tool calls the permission gate denied, per agent call key, from the query events. */
function denialCollector(forward: ((key: string, event: QueryEvent) => void) | undefined) {
  const denied = new Map<string, string[]>();
  return {
    onEvent: (key: string, event: QueryEvent): void => {
      if (event.type === "tool_result" && event.isError && event.content.startsWith("Permission denied"))
        denied.set(key, [...(denied.get(key) ?? []), `${event.label}: ${event.content.slice(0, 200)}`]);
      forward?.(key, event);
    },
    of: (key: string): readonly string[] => denied.get(key) ?? [],
  };
}

/**
 * The autonomy harness: works through the feature list one feature at a time
 * (checkpoint → implement/verify attempts → rubric → commit or roll back),
 * signing every outcome into the ledger, journalling every agent call so an
 * interrupted run resumes where it stopped. Holds the repository's run lock
 * (see `run-lock.ts`) from before it reads anything until it returns. The
 * order of writes and how a resume reconciles them are in `feature-commit.ts`
 * and `reconcile.ts`.
 *
 * Every way the loop can end early — abort, provider outage, an I/O, git or
 * ledger error — appends `run_interrupted` with the reason (a thrown error is
 * rethrown after), except while a commit awaits its outcome entry: the ledger
 * then ends with the commit intent, which the resume completes.
 * @throws ConfigError before any work when `cwd` is not a repository's root,
 *   the feature list is missing or outside it, or the session's permission mode
 *   would block every feature; AlfredError `run_locked` when another run holds
 *   the repository; AlfredError before any work when the run cannot start (dirty
 *   worktree, unknown run id on resume, a ledger that lost its tail, an
 *   inconsistent resume, malformed feature list, bad ledger key); any error
 *   that ends the run early, after recording it.
 */
export async function autonomousRun(options: AutonomousRunOptions): Promise<RunSummary> {
  const { featuresFile } = await checkRunPreconditions(options);
  const lock = await acquireRunLock({
    cwd: options.session.workingDir,
    runId: options.runId,
    ...options.lock,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  try {
    return await runLocked({ ...options, featuresFile });
  } finally {
    await lock.release();
  }
}

async function runLocked(options: AutonomousRunOptions): Promise<RunSummary> {
  const deps: Deps = options.deps ?? systemDeps;
  const startedAt = deps.now();
  const { runId, featuresFile } = options;
  const cwd = options.session.workingDir;
  const opened = await openRun(options, deps);
  const { ledger, journal, ledgerPath, journalPath, listPath, baseline, resume } = opened;
  const denials = denialCollector(options.onQueryEvent);
  const runtime = createRuntime({
    query: options.session,
    journal,
    deps,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    onEvent: denials.onEvent,
  });

  let list = opened.list;
  const checkpoints = new Map(opened.checkpoints);
  const attemptTrees = new Map(resume.attemptTrees);
  const append = async (kind: string, data: JsonObject): Promise<number> =>
    (await ledger.append(kind, data)).seq;
  let lastWritten = serializeFeatureList(list);
  const saveList = async (next: FeatureList): Promise<void> => {
    list = next;
    await writeFeatureList(listPath, list);
    lastWritten = serializeFeatureList(list);
  };

  const wanted = (feature: Feature): boolean =>
    options.only === undefined || options.only.includes(feature.id);
  const selectable = (): FeatureList => ({ ...list, features: list.features.filter(wanted) });
  const pendingCount = selectable().features.filter(
    (feature) => feature.status === "pending" || feature.status === "in_progress",
  ).length;
  options.onProgress?.({
    type: "run_start",
    runId,
    total: selectable().features.length,
    pending: pendingCount,
    resumed: options.resume,
  });
  await append(options.resume ? "run_resume" : "run_start", {
    runId,
    featuresFile,
    pending: pendingCount,
    head: await headSha(cwd),
    ...(options.resume ? {} : baselineData(baseline)),
  });
  const boundary = options.session.runtime?.boundary;
  await append("boundary", await boundaryEntryData(boundary));

  const outcomes: FeatureOutcome[] = [];
  let runCost: CostUsd = 0;
  let consecutiveBlocked = 0;
  let status: RunStatus = "all_resolved";
  let stopReason: string | undefined;
  let index = 0;
  let interruptRecorded = false;
  let commitInFlight = false;
  const interrupt = async (reason: string, featureId?: string): Promise<void> => {
    interruptRecorded = true;
    await append("run_interrupted", {
      ...(featureId === undefined ? {} : { featureId }),
      reason,
      ...egressData(boundary),
    });
  };

  const runLeft = (): QueryBudget => ({
    maxCostUsd:
      options.runBudget.maxCostUsd === undefined || runCost === null
        ? options.runBudget.maxCostUsd
        : Math.max(0, options.runBudget.maxCostUsd - runCost),
    maxWallClockMs:
      options.runBudget.maxWallClockMs === undefined
        ? undefined
        : Math.max(0, options.runBudget.maxWallClockMs - (deps.now() - startedAt)),
  });
  const runExhausted = (): boolean => {
    const left = runLeft();
    return (
      left.maxCostUsd === 0 ||
      left.maxWallClockMs === 0 ||
      (options.runBudget.maxCostUsd !== undefined && runCost === null)
    );
  };

  let current: string | undefined;
  try {
    for (;;) {
      if (options.signal?.aborted === true) {
        status = "aborted";
        break;
      }
      if (runExhausted()) {
        status = "budget_exceeded";
        stopReason = "the run's cost or time budget ran out";
        break;
      }
      const feature = pickNext(selectable());
      if (feature === undefined) break;
      current = feature.id;
      index += 1;
      const featureStarted = deps.now();
      const verifyCommand = verifyCommandOf(list, feature) ?? options.defaultVerify;
      let checkpoint = checkpoints.get(feature.id);
      if (checkpoint === undefined) {
        checkpoint = await headSha(cwd);
        checkpoints.set(feature.id, checkpoint);
        await saveList(markInProgress(list, feature.id));
        await append("feature_start", { featureId: feature.id, checkpoint });
      }
      options.onProgress?.({ type: "feature_start", index, total: pendingCount, feature, checkpoint });

      const featureBudget = (): QueryBudget => {
        const spentHere = deps.now() - featureStarted;
        const run = runLeft();
        return {
          maxCostUsd: tighter(run.maxCostUsd, options.featureBudget.maxCostUsd),
          maxWallClockMs: tighter(
            run.maxWallClockMs,
            options.featureBudget.maxWallClockMs === undefined
              ? undefined
              : Math.max(0, options.featureBudget.maxWallClockMs - spentHere),
          ),
        };
      };
      const attempt =
        verifyCommand === undefined
          ? undefined
          : await tryFeature(feature, verifyCommand, checkpoint, {
              options,
              runtime,
              ledger,
              resume,
              journal,
              baseline,
              retries: opened.retries.get(feature.id) ?? 0,
              checkpoint,
              attemptTrees,
              denials: denials.of,
              budgetLeft: featureBudget,
              runBudgetExhausted: runExhausted,
              featureListIntact: async () =>
                (await readFile(listPath, "utf8").catch(() => "")) === lastWritten,
            });
      runCost = addCost(runCost, attempt?.costUsd ?? 0);
      if (attempt?.stopRun === "aborted" || attempt?.stopRun === "provider_error") {
        status = attempt.stopRun;
        const reason =
          attempt.stopRun === "aborted"
            ? "interrupted; resume with the same run id"
            : `${attempt.verdict.status === "blocked" ? attempt.verdict.reason : "the model provider failed"}; resume with the same run id`;
        if (attempt.stopRun === "provider_error") stopReason = reason;
        await interrupt(reason, feature.id);
        break;
      }

      const verdict = attempt?.verdict ?? NO_VERIFY_COMMAND;
      const outcome = await settleFeature(feature, attempt, verdict, checkpoint, {
        options,
        baseline,
        list: () => list,
        saveList,
        append,
        commitInFlight: (inFlight) => (commitInFlight = inFlight),
        now: deps.now,
        verifyCommand,
        startedAt: featureStarted,
      });
      checkpoints.delete(feature.id);
      current = undefined;
      outcomes.push(outcome);
      options.onProgress?.({ type: "feature_end", outcome });

      if (attempt?.stopRun === "budget_exceeded") {
        status = "budget_exceeded";
        stopReason = outcome.reason ?? "the run budget ran out";
        break;
      }
      consecutiveBlocked = outcome.status === "blocked" ? consecutiveBlocked + 1 : 0;
      if (consecutiveBlocked >= 2) {
        status = "too_many_blocked";
        stopReason = "two features in a row were blocked";
        break;
      }
    }
  } catch (thrown: unknown) {
    // Record why the run ended, unless a commit awaits its outcome: the resume completes that.
    if (!interruptRecorded && !commitInFlight)
      await interrupt(`the run failed: ${errorMessage(thrown)}`, current).catch(() => undefined);
    throw thrown;
  }
  if (status === "aborted" && !interruptRecorded) await interrupt("interrupted; resume with the same run id");

  const passing = list.features.filter((feature) => wanted(feature) && feature.status === "passing").length;
  const blocked = list.features.filter((feature) => wanted(feature) && feature.status === "blocked").length;
  const pending = list.features.filter(
    (feature) => wanted(feature) && (feature.status === "pending" || feature.status === "in_progress"),
  ).length;
  // A resumed run counts what passed before the interruption too: it is one run.
  const passedNow =
    outcomes.some((outcome) => outcome.status === "passing") ||
    list.features.some((feature) => resume.features.has(feature.id) && feature.status === "passing");
  // Nothing green that did nothing: resolving a list by blocking every feature is a failure.
  const exitCode =
    status === "aborted" ? 130 : status === "all_resolved" && (passedNow || outcomes.length === 0) ? 0 : 1;
  const summary: RunSummary = {
    runId,
    status,
    features: outcomes,
    passing,
    blocked,
    pending,
    costUsd: runCost,
    durationMs: deps.now() - startedAt,
    ledgerPath,
    journalPath,
    ...(stopReason === undefined ? {} : { stopReason }),
    exitCode,
  };
  // An interrupted run stays open so it can be resumed; every other end closes the ledger.
  if (status !== "aborted" && status !== "provider_error") {
    await append("run_end", {
      status,
      passing,
      blocked,
      pending,
      costUsd: runCost,
      durationMs: summary.durationMs,
      exitCode,
      ...egressData(boundary),
    });
  }
  options.onProgress?.({ type: "run_end", summary });
  return summary;
}
