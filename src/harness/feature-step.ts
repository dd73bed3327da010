import { type CostUsd, addCost } from "../core/usage.js";
import type { QueryBudget } from "../engine/query-config.js";
import type { Ledger } from "../orchestrator/ledger.js";
import { type Journal, journalKey } from "../orchestrator/journal.js";
import type { Runtime } from "../orchestrator/runtime.js";
import { featureDiff } from "./feature-commit.js";
import type { Feature } from "./feature-list.js";
import { decideFeature, describeVerifyExit, type Rubric, rubricSchema } from "./rubric-gate.js";
import { matchesProtected } from "./protected-paths.js";
import { implementPrompt, rubricPrompt, rubricSystemPrompt } from "./prompts.js";
import { attemptKey, type ResumeState, verifyKey } from "./run-state.js";
import type { AutonomousRunOptions } from "./run-types.js";
import { outputTail, verifyPassed, runVerify, type VerifyResult } from "./verify.js";
import { type BaselineFile, changedSince, featureTree, restoreTree } from "./workspace-tree.js";

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
   * outage (the feature's work is then kept, and a resume goes on from it).
   */
  readonly stopRun?: "aborted" | "budget_exceeded" | "provider_error";
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
function stepKey(context: FeatureContext, feature: Feature, attempt: number, step: string): string {
  const { runId } = context.options;
  const named = context.retries === 0 ? step : `${step}-r${context.retries}`;
  let key = journalKey(runId, feature.id, attempt, named);
  for (let round = 2; context.journal.findByKey(key)?.output.status === "provider_error"; round += 1)
    key = journalKey(runId, feature.id, attempt, `${named}~${round}`);
  return key;
}

/** Runs verify on the current tree, or reuses the ledger's record for exactly this tree. */
async function verifyTree(
  feature: Feature,
  verifyCommand: string,
  attempt: number,
  tree: string,
  context: FeatureContext,
): Promise<{ readonly verify: VerifyResult; readonly recorded: boolean }> {
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
    cwd: options.session.workingDir,
    boundary: options.session.runtime?.boundary,
    // The run's wall-clock budget bounds verify too: no command outlives the budget.
    timeoutMs: Math.max(
      1,
      Math.min(options.verifyTimeoutMs, context.budgetLeft().maxWallClockMs ?? Number.POSITIVE_INFINITY),
    ),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
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
      outputTail: outputTail(verify, 4_000, options.session.knownSecrets ?? []).slice(-2_000),
    });
  }
  return { verify, recorded: false };
}

/**
 * Before an implement call that will really run (not served from the
 * journal): the first time, records the tree the attempt starts from; when
 * that is already recorded (a resume re-asking a call that crashed or met a
 * provider outage), puts the working directory back to it, so the call is
 * asked again from where its first try started and never applies its edits twice.
 */
async function startAttempt(
  feature: Feature,
  attempt: number,
  key: string,
  context: FeatureContext,
): Promise<void> {
  if (context.journal.findByKey(key) !== undefined) return;
  const { options } = context;
  const slot = attemptKey(feature.id, context.retries, attempt);
  const now = await featureTree(
    options.session.workingDir,
    context.checkpoint,
    context.baseline,
    options.featuresFile,
  );
  const start = context.attemptTrees.get(slot);
  if (start === undefined) {
    context.attemptTrees.set(slot, now);
    await context.ledger.append("attempt_start", {
      featureId: feature.id,
      round: context.retries,
      attempt,
      tree: now,
    });
  } else if (start !== now) {
    await restoreTree(options.session.workingDir, start, context.baseline, options.featuresFile);
  }
}

/** The protected paths the feature changed (content compared with its checkpoint), feature list included. */
async function protectedChanges(checkpoint: string, context: FeatureContext): Promise<string[]> {
  const { options } = context;
  const changed = await changedSince(
    options.session.workingDir,
    checkpoint,
    context.baseline,
    options.featuresFile,
  );
  const touched = changed.filter((path) => matchesProtected(path, options.protectedPaths ?? []));
  if (!(await context.featureListIntact())) touched.unshift(options.featuresFile);
  return touched;
}

/**
 * Implements one feature: up to `iterationBudget` implement + verify attempts
 * (each failure fed back to the next), then — only if verify passed — the
 * rubric, on the exact tree verify ran on. Returns the verdict; committing or
 * rolling back is the caller's. A provider outage stops the run with the
 * feature's work kept, rather than blocking (and rolling back) verified work.
 */
export async function tryFeature(
  feature: Feature,
  verifyCommand: string,
  checkpoint: string,
  context: FeatureContext,
): Promise<FeatureAttemptResult> {
  const { options, runtime } = context;
  const secrets = options.session.knownSecrets ?? [];
  let costUsd: CostUsd = 0;
  let verify: VerifyResult | undefined;
  let tree: string | undefined;
  let feedback: string | undefined;
  let approach = "";
  const failures: string[] = [];
  const causes: string[] = [];
  let attempt = 0;

  const stopped = (reason: string, stopRun?: FeatureAttemptResult["stopRun"]): FeatureAttemptResult => ({
    verdict: { status: "blocked", reason },
    attempts: attempt,
    verify,
    rubric: undefined,
    costUsd,
    approach,
    failures: [...failures, reason],
    ...(stopRun === undefined ? {} : { stopRun }),
  });

  while (attempt < options.iterationBudget) {
    attempt += 1;
    const key = stepKey(context, feature, attempt, "implement");
    await startAttempt(feature, attempt, key, context);
    const implement = await runtime.agent(implementPrompt(feature, verifyCommand, attempt, feedback), {
      key,
      role: "editor",
      budget: context.budgetLeft(),
    });
    costUsd = addCost(costUsd, implement.costUsd);
    approach = implement.finalText;
    options.onProgress?.({
      type: "attempt",
      featureId: feature.id,
      attempt,
      of: options.iterationBudget,
      fromJournal: implement.fromJournal,
    });
    if (implement.status === "aborted") return stopped("interrupted", "aborted");
    if (implement.status === "budget_exceeded") {
      const which = context.runBudgetExhausted() ? "run" : "feature";
      return stopped(
        `the ${which} budget ran out: ${implement.error?.message ?? implement.budget ?? ""}`,
        which === "run" ? "budget_exceeded" : undefined,
      );
    }
    if (implement.status === "provider_error")
      return stopped(
        `the model provider failed during attempt ${attempt}: ${implement.error?.message ?? "unknown error"}`,
        "provider_error",
      );
    if (implement.status === "max_turns")
      causes.push(`attempt ${attempt}: the model hit the turn cap after ${implement.turns} turns`);
    const denied = context.denials(key);
    if (denied.length > 0)
      causes.push(
        `attempt ${attempt}: ${denied.length} tool call(s) denied: ${denied.slice(0, 3).join("; ")}`,
      );
    options.crashPoint?.("before_verify");

    const touched = await protectedChanges(checkpoint, context);
    if (touched.length > 0) return stopped(`changed protected paths: ${touched.slice(0, 5).join(", ")}`);

    tree = await featureTree(options.session.workingDir, checkpoint, context.baseline, options.featuresFile);
    const ran = await verifyTree(feature, verifyCommand, attempt, tree, context);
    verify = ran.verify;
    if (options.signal?.aborted === true) return stopped("interrupted", "aborted");
    options.crashPoint?.("after_verify");
    options.onProgress?.({
      type: "verify",
      featureId: feature.id,
      attempt,
      exitCode: verify.exitCode,
      timedOut: verify.timedOut,
      durationMs: verify.durationMs,
      recorded: ran.recorded,
    });
    if (verifyPassed(verify)) break;
    const why = verify.timedOut
      ? `verify timed out after ${Math.round(verify.durationMs / 1000)} s`
      : describeVerifyExit(verify);
    failures.push(`attempt ${attempt}: ${why}`);
    feedback = `${why}\n${outputTail(verify, 4_000, secrets)}`;
  }

  let rubric: Rubric | undefined;
  if (verify !== undefined && tree !== undefined && verifyPassed(verify)) {
    const scored = await runtime.agent(
      rubricPrompt(
        feature,
        await featureDiff(options.session.workingDir, checkpoint, tree, options.featuresFile),
        verifyCommand,
        outputTail(verify, 4_000, secrets),
      ),
      {
        // Bound to the tree: a score for other code is never reused.
        key: stepKey(context, feature, attempt, `rubric-${tree.slice(0, 12)}`),
        role: "architect",
        schema: rubricSchema,
        schemaName: "submit_rubric",
        systemPrompt: rubricSystemPrompt(),
        tools: [],
        budget: context.budgetLeft(),
      },
    );
    costUsd = addCost(costUsd, scored.costUsd);
    if (scored.status === "aborted") return stopped("interrupted", "aborted");
    if (scored.status === "provider_error")
      return stopped(
        `the model provider failed during the rubric (verify passed; the work is kept): ${scored.error?.message ?? "unknown error"}`,
        "provider_error",
      );
    rubric = scored.result;
    options.crashPoint?.("after_rubric");
    options.onProgress?.({
      type: "rubric",
      featureId: feature.id,
      rubric: rubric ?? null,
      ...(scored.invalidOutput === undefined ? {} : { note: scored.invalidOutput }),
    });
    if (scored.status === "budget_exceeded" && context.runBudgetExhausted()) {
      return { ...stopped("the run budget ran out during the rubric", "budget_exceeded"), rubric };
    }
  } else {
    options.onProgress?.({
      type: "rubric",
      featureId: feature.id,
      rubric: null,
      note: "skipped: verify did not pass",
    });
  }

  const verdict = decideFeature(verify, rubric, causes);
  return {
    verdict,
    attempts: attempt,
    verify,
    rubric,
    costUsd,
    approach,
    failures: verdict.status === "blocked" ? [...failures, verdict.reason] : failures,
    ...(verdict.status === "passing" && tree !== undefined ? { tree } : {}),
  };
}
