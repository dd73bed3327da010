import { join } from "node:path";
import { errorMessage } from "../core/errors.js";
import { featureLoop } from "./feature/feature-loop.js";
import { egressData } from "./open/boundary-record.js";
import { acquireRunLock, clearStaleGitLocks, type StaleGitLocks } from "./state/run-lock.js";
import { checkRunPreconditions } from "./open/run-preconditions.js";
import { readFeatureList } from "./features/feature-list.js";
import { requireVerifyPreflight } from "./verify/verify-preflight.js";
import { append, interrupt, openPhase, type RunContext, wanted } from "./open/run-context.js";
import type { AutonomousRunOptions, RunSummary } from "./state/run-types.js";

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
 *   the feature list is missing or outside it, the session's permission mode
 *   would block every feature, or a verify command cannot start inside the
 *   boundary (`verify-preflight.ts`: before any model call, nothing written); AlfredError `run_locked` when another run holds
 *   the repository; AlfredError before any work when the run cannot start (dirty
 *   worktree, unknown run id on resume, a ledger that lost its tail, an
 *   inconsistent resume, malformed feature list, bad ledger key); any error
 *   that ends the run early, after recording it.
 */
export async function autonomousRun(options: AutonomousRunOptions): Promise<RunSummary> {
  const { featuresFile } = await checkRunPreconditions(options);
  await preflight(options, featuresFile);
  const lock = await acquireRunLock({
    workingDir: options.session.toolHost.workingDir,
    runId: options.runId,
    ...options.lock,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  try {
    const staleLocks = await clearStaleGitLocks(options.session.toolHost.workingDir, lock);
    return await runLocked({ ...options, featuresFile }, staleLocks);
  } finally {
    await lock.release();
  }
}

/**
 * Before the lock and any write: every verify command the run needs can start inside the
 * boundary (`verify-preflight.ts`). A session without a boundary is not checked (its verify
 * fails closed).
 * @throws ConfigError `verify preflight`.
 */
async function preflight(options: AutonomousRunOptions, featuresFile: string): Promise<void> {
  const boundary = options.session.toolHost.runtime?.boundary;
  if (boundary === undefined) return;
  const listPath = join(options.session.toolHost.workingDir, featuresFile);
  await requireVerifyPreflight({
    list: await readFeatureList(listPath),
    listPath: featuresFile,
    boundary,
    workingDir: options.session.toolHost.workingDir,
    defaultVerify: options.defaultVerify,
    only: options.only,
  });
}

/**
 * The run under its lock, phase by phase: open (and on resume reconcile,
 * `run-context.ts`) → the feature loop (start → implement → verify → score →
 * record, `feature-loop.ts`) → close.
 */
async function runLocked(
  options: AutonomousRunOptions,
  staleLocks: StaleGitLocks | undefined,
): Promise<RunSummary> {
  const run = await openPhase(options, staleLocks);
  try {
    await featureLoop(run);
  } catch (thrown: unknown) {
    // Record why the run ended, unless a commit awaits its outcome: the resume completes that.
    if (!run.interruptRecorded && !run.commitInFlight)
      // Best effort while failing: `thrown` is what the caller must see, not a failure to record it.
      await interrupt(run, `the run failed: ${errorMessage(thrown)}`, run.current).catch(() => undefined);
    throw thrown;
  }
  return closePhase(run);
}

/**
 * Phase 3, close: the summary of the run, and `run_end` in the ledger —
 * except for an interrupted run (abort, provider outage), which stays open
 * to be resumed and ends with `run_interrupted` instead.
 */
async function closePhase(run: RunContext): Promise<RunSummary> {
  const { options, status, outcomes } = run;
  if (status === "aborted" && !run.interruptRecorded)
    await interrupt(run, "interrupted; resume with the same run id");
  const count = (...statuses: readonly string[]): number =>
    run.list.features.filter((feature) => wanted(options, feature) && statuses.includes(feature.status))
      .length;
  const passing = count("passing");
  const blocked = count("blocked");
  const pending = count("pending", "in_progress");
  // A resumed run counts what passed before the interruption too: it is one run.
  const passedNow =
    outcomes.some((outcome) => outcome.status === "passing") ||
    run.list.features.some(
      (feature) => run.opened.resume.features.has(feature.id) && feature.status === "passing",
    );
  // Nothing green that did nothing: resolving a list by blocking every feature is a failure.
  const exitCode =
    status === "aborted" ? 130 : status === "all_resolved" && (passedNow || outcomes.length === 0) ? 0 : 1;
  const summary: RunSummary = {
    runId: options.runId,
    status,
    features: outcomes,
    passing,
    blocked,
    pending,
    costUsd: run.runCost,
    durationMs: run.deps.now() - run.startedAt,
    ledgerPath: run.opened.ledgerPath,
    journalPath: run.opened.journalPath,
    ...(run.stopReason === undefined ? {} : { stopReason: run.stopReason }),
    exitCode,
  };
  if (status !== "aborted" && status !== "provider_error") {
    await append(run, "run_end", {
      status,
      passing,
      blocked,
      pending,
      costUsd: run.runCost,
      durationMs: summary.durationMs,
      exitCode,
      ...egressData(options.session.toolHost.runtime?.boundary),
    });
  }
  options.onProgress?.({ type: "run_end", summary });
  return summary;
}
