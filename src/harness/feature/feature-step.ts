import type { CostUsd } from "../../core/usage.js";
import type { QueryBudget } from "../../engine/query-config.js";
import type { Ledger } from "../../orchestrator/ledger.js";
import { type Journal, journalKey } from "../../orchestrator/journal.js";
import type { Runtime } from "../../orchestrator/runtime.js";
import type { Feature } from "../features/feature-list.js";
import type { Rubric } from "../verify/rubric-gate.js";
import { isProtectedPath, runProtectedPaths } from "../../security/paths/protected-paths.js";
import { attemptKey, type ResumeState, verifyKey } from "../state/run-state.js";
import type { AutonomousRunOptions } from "../state/run-types.js";
import { outputTail, runVerify, type VerifyResult } from "../verify/verify.js";
import { discardVerifyWrites } from "../verify/verify-writes.js";
import {
  type BaselineFile,
  featureSnapshot,
  type FeatureSnapshot,
  restoreTree,
} from "../workspace/workspace-tree.js";

/*
 * The pieces of trying one feature that the phases in `feature-phases.ts`
 * share: journal keys, attempt start trees, verify on an exact tree, the
 * protected-path check.
 */

/** What trying one feature produced, before the harness commits or rolls back. */
export interface FeatureAttemptResult {
  readonly verdict: { readonly status: "passing" } | { readonly status: "blocked"; readonly reason: string };
  readonly attempts: number;
  readonly verify: VerifyResult | undefined;
  readonly rubric: Rubric | undefined;
  readonly costUsd: CostUsd;
  /** The implement agent's last words, for the episode. */
  readonly approach: string;
  readonly failures: readonly string[];
  /** The feature tree verify passed on (and the rubric scored): what a commit may hold. */
  readonly tree?: string;
  /**
   * Set when the run itself must stop: abort, run budget, or a provider
   * outage (the feature's work is then kept, and a resume goes on from it),
   * or a verify failure the boundary explains (`boundary-failure.ts`: the
   * feature goes back to `pending`).
   */
  readonly stopRun?: "aborted" | "budget_exceeded" | "provider_error" | "boundary";
}

/** What one feature's work needs from the run. */
export interface FeatureContext {
  readonly options: AutonomousRunOptions;
  readonly runtime: Runtime;
  readonly ledger: Ledger;
  readonly resume: ResumeState;
  /** The run's journal: a call that ended in a provider outage is asked again under a fresh key. */
  readonly journal: Journal;
  /** What was uncommitted when the run started (never the feature's work). */
  readonly baseline: readonly BaselineFile[];
  /** How often the feature was started over after a rollback; its agent calls get fresh keys. */
  readonly retries: number;
  /** The feature's checkpoint. */
  readonly checkpoint: string;
  /** The tree each attempt started from (`attemptKey`), from the ledger and this process. */
  readonly attemptTrees: Map<string, string>;
  /** Tool calls the permission gate denied during the agent call with this key. */
  readonly denials: (key: string) => readonly string[];
  /** The budget left for this feature's agent calls, recomputed before each call. */
  readonly budgetLeft: () => QueryBudget;
  /** False when the feature list on disk is not what the harness last wrote (an agent edited it). */
  readonly featureListIntact: () => Promise<boolean>;
  /** Whether the run's own budget (not only the feature's) is what ran out. */
  readonly runBudgetExhausted: () => boolean;
}

/**
 * The journal key of one agent step: the step's name gets the feature's
 * retry round (`implement-r1`), and a step whose recorded call ended in a
 * provider outage is asked again under `~2`, `~3`, … instead of replaying
 * the outage.
 */
export function stepKey(context: FeatureContext, feature: Feature, attempt: number, step: string): string {
  const { runId } = context.options;
  const named = context.retries === 0 ? step : `${step}-r${context.retries}`;
  let key = journalKey(runId, feature.id, attempt, named);
  for (let round = 2; context.journal.findByKey(key)?.output.status === "provider_error"; round += 1)
    key = journalKey(runId, feature.id, attempt, `${named}~${round}`);
  return key;
}

/** Runs verify on the current tree, or reuses the ledger's record for exactly this tree. */
export async function verifyTree(
  feature: Feature,
  verifyCommand: string,
  attempt: number,
  tree: string,
  context: FeatureContext,
): Promise<{
  readonly verify: VerifyResult;
  readonly recorded: boolean;
  /** Files verify itself wrote, discarded (`verify-writes.ts`). */
  readonly discardedWrites?: readonly string[];
}> {
  const { options } = context;
  const recorded = context.resume.verifies.get(verifyKey(feature.id, attempt, tree));
  if (recorded !== undefined) {
    return {
      recorded: true,
      verify: {
        command: verifyCommand,
        exitCode: recorded.exitCode,
        timedOut: recorded.timedOut,
        output: recorded.outputTail,
        durationMs: recorded.durationMs,
      },
    };
  }
  const verify = await runVerify(verifyCommand, {
    workingDir: options.session.toolHost.workingDir,
    boundary: options.session.toolHost.runtime?.boundary,
    // The run's wall-clock budget bounds verify too: no command outlives the budget.
    timeoutMs: Math.max(
      1,
      Math.min(options.verifyTimeoutMs, context.budgetLeft().maxWallClockMs ?? Number.POSITIVE_INFINITY),
    ),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  const written =
    options.signal?.aborted === true
      ? []
      : await discardVerifyWrites(
          options.session.toolHost.workingDir,
          context.checkpoint,
          tree,
          context.baseline,
          options.featuresFile,
        );
  if (options.signal?.aborted !== true) {
    await context.ledger.append("verify", {
      featureId: feature.id,
      attempt,
      command: verifyCommand,
      tree,
      exitCode: verify.exitCode,
      ...(verify.signal === undefined ? {} : { signal: verify.signal }),
      timedOut: verify.timedOut,
      durationMs: Math.round(verify.durationMs),
      outputTail: outputTail(verify, 4_000, options.session.toolHost.knownSecrets ?? []).slice(-2_000),
      ...(written.length > 0 ? { discardedWrites: written.slice(0, 50) } : {}),
    });
  }
  return { verify, recorded: false, discardedWrites: written };
}

/**
 * Before an implement call that will really run (not served from the
 * journal): the first time, records the tree the attempt starts from; when
 * that is already recorded (a resume re-asking a call that crashed or met a
 * provider outage), puts the working directory back to it, so the call is
 * asked again from where its first try started and never applies its edits twice.
 * Returns the working directory's {@link FeatureSnapshot} as the attempt
 * starts (what the focused map builds on), or undefined when the call is
 * served from the journal or the directory was put back.
 */
export async function startAttempt(
  feature: Feature,
  attempt: number,
  key: string,
  context: FeatureContext,
): Promise<FeatureSnapshot | undefined> {
  if (context.journal.findByKey(key) !== undefined) return undefined;
  const { options } = context;
  const slot = attemptKey(feature.id, context.retries, attempt);
  const now = await featureSnapshot(
    options.session.toolHost.workingDir,
    context.checkpoint,
    context.baseline,
    options.featuresFile,
  );
  const start = context.attemptTrees.get(slot);
  if (start === undefined) {
    context.attemptTrees.set(slot, now.tree);
    await context.ledger.append("attempt_start", {
      featureId: feature.id,
      round: context.retries,
      attempt,
      tree: now.tree,
    });
    return now;
  }
  if (start === now.tree) return now;
  await restoreTree(options.session.toolHost.workingDir, start, context.baseline, options.featuresFile);
  return undefined;
}

/** The protected paths among the feature's `changed` paths (see `featureSnapshot`), the feature list included when an agent edited it. */
export async function protectedChanges(
  changed: readonly string[],
  context: FeatureContext,
): Promise<string[]> {
  const { options } = context;
  const globs = runProtectedPaths(options.protectedPaths ?? []);
  const touched = changed.filter((path) => isProtectedPath(path, globs));
  if (!(await context.featureListIntact())) touched.unshift(options.featuresFile);
  return touched;
}
