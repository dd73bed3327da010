/**
 * Trying one feature, phase by phase: {@link tryFeature}'s loop runs
 * implement → verify per attempt, then score, then the verdict the caller
 * records (`feature-settle.ts` commits or rolls back). Each phase is one
 * named function below, in loop order.
 */
import { type CostUsd, addCost } from "../../core/usage.js";
import { featureDiff } from "../commit/feature-commit.js";
import { featureMap, hasRepoMap, runCommittedFiles } from "./feature-map.js";
import type { Feature } from "../features/feature-list.js";
import {
  type FeatureAttemptResult,
  type FeatureContext,
  protectedChanges,
  startAttempt,
  stepKey,
  verifyTree,
} from "./feature-step.js";
import { decideFeature, describeVerifyExit, type Rubric, rubricSchema } from "../verify/rubric-gate.js";
import { implementPrompt, rubricPrompt, rubricSystemPrompt } from "./prompts.js";
import { outputTail, verifyPassed, type VerifyResult } from "../verify/verify.js";
import { featureSnapshot } from "../workspace/workspace-tree.js";
import { boundaryExplanation } from "../verify/boundary-failure.js";
import { markHandled } from "../../core/ignored-errors.js";

/** What a feature's attempts have produced so far (each phase adds to it). */
interface Progress {
  attempt: number;
  costUsd: CostUsd;
  verify: VerifyResult | undefined;
  tree: string | undefined;
  feedback: string | undefined;
  approach: string;
  /**
   * Facts memory recalls for the feature, in every attempt's first message ("" when none):
   * asked once, while the first attempt stages the working directory and builds its map.
   */
  readonly recalled: Promise<string>;
  readonly failures: string[];
  /** Causes a plain verify failure would hide: the turn cap, denied tool calls. */
  readonly causes: string[];
}

/** The feature blocked with `reason`; with `stopRun`, the run stops too. */
function stopped(
  progress: Progress,
  reason: string,
  stopRun?: FeatureAttemptResult["stopRun"],
): FeatureAttemptResult {
  return {
    verdict: { status: "blocked", reason },
    attempts: progress.attempt,
    verify: progress.verify,
    rubric: undefined,
    costUsd: progress.costUsd,
    approach: progress.approach,
    failures: [...progress.failures, reason],
    ...(stopRun === undefined ? {} : { stopRun }),
  };
}

/**
 * Implements one feature: up to `iterationBudget` attempts of
 * {@link implementPhase} then {@link verifyPhase} (each failure fed back to
 * the next), then — only if verify passed — {@link scorePhase} (the rubric,
 * on the exact tree verify ran on), then {@link verdictOf}. Returns the
 * verdict; committing or rolling back is the caller's. A provider outage
 * stops the run with the feature's work kept, rather than blocking (and
 * rolling back) verified work.
 */
export async function tryFeature(
  feature: Feature,
  verifyCommand: string,
  checkpoint: string,
  context: FeatureContext,
): Promise<FeatureAttemptResult> {
  const recalled = recallFor(feature, context);
  // Handled here, thrown where the first attempt awaits it.
  markHandled(recalled);
  const progress: Progress = {
    attempt: 0,
    costUsd: 0,
    verify: undefined,
    tree: undefined,
    feedback: undefined,
    approach: "",
    recalled,
    failures: [],
    causes: [],
  };
  while (progress.attempt < context.options.iterationBudget) {
    progress.attempt += 1;
    const stop =
      (await implementPhase(feature, verifyCommand, progress, context)) ??
      (await verifyPhase(feature, verifyCommand, checkpoint, progress, context));
    if (stop !== undefined) return stop;
    if (progress.verify !== undefined && verifyPassed(progress.verify)) break;
  }
  const scored = await scorePhase(feature, verifyCommand, checkpoint, progress, context);
  return "stop" in scored ? scored.stop : verdictOf(progress, scored.rubric);
}

/** The facts the session's memory recalls for `feature` (its description and steps). */
async function recallFor(feature: Feature, context: FeatureContext): Promise<string> {
  const recall = context.options.session.recall;
  return recall === undefined
    ? ""
    : recall({ description: [feature.description, ...feature.steps].join("\n") });
}

/**
 * Phase 1 of an attempt: the implement agent call (served from the journal
 * when it already ran). Returns a result only when the feature (or the run)
 * stops here: abort, budget, provider outage.
 */
async function implementPhase(
  feature: Feature,
  verifyCommand: string,
  progress: Progress,
  context: FeatureContext,
): Promise<FeatureAttemptResult | undefined> {
  const { options, runtime } = context;
  const { attempt } = progress;
  const key = stepKey(context, feature, attempt, "implement");
  // A call the journal already answered is never asked again: its map need not be built. The
  // run's earlier commits (for the map) are read while the attempt stages the working directory.
  const asking = context.journal.findByKey(key) === undefined;
  const committed =
    asking && hasRepoMap(context)
      ? runCommittedFiles(options.session.toolHost.workingDir, options.runId)
      : undefined;
  markHandled(committed);
  const snapshot = await startAttempt(feature, attempt, key, context);
  const focusedMap = asking
    ? await featureMap(feature, context, { changed: snapshot?.changed, committed })
    : undefined;
  const prompt = implementPrompt(feature, verifyCommand, attempt, {
    feedback: progress.feedback,
    recalled: await progress.recalled,
    focusedMap,
  });
  const implement = await runtime.agent(prompt, { key, role: "editor", budget: context.budgetLeft() });
  progress.costUsd = addCost(progress.costUsd, implement.costUsd);
  progress.approach = implement.finalText;
  options.onProgress?.({
    type: "attempt",
    featureId: feature.id,
    attempt,
    of: options.iterationBudget,
    fromJournal: implement.fromJournal,
  });
  if (implement.status === "aborted") return stopped(progress, "interrupted", "aborted");
  if (implement.status === "budget_exceeded") {
    const which = context.runBudgetExhausted() ? "run" : "feature";
    return stopped(
      progress,
      `the ${which} budget ran out: ${implement.error?.message ?? implement.budget ?? ""}`,
      which === "run" ? "budget_exceeded" : undefined,
    );
  }
  if (implement.status === "provider_error")
    return stopped(
      progress,
      `the model provider failed during attempt ${attempt}: ${implement.error?.message ?? "unknown error"}`,
      "provider_error",
    );
  if (implement.status === "max_turns")
    progress.causes.push(`attempt ${attempt}: the model hit the turn cap after ${implement.turns} turns`);
  const denied = context.denials(key);
  if (denied.length > 0)
    progress.causes.push(
      `attempt ${attempt}: ${denied.length} tool call(s) denied: ${denied.slice(0, 3).join("; ")}`,
    );
  options.crashPoint?.("before_verify");
  return undefined;
}

/**
 * Phase 2 of an attempt: refuse changes to protected paths, then verify the
 * feature's exact tree (a result recorded for that tree is reused). A failure
 * becomes the next attempt's feedback. Returns a result only when the feature
 * stops here.
 */
async function verifyPhase(
  feature: Feature,
  verifyCommand: string,
  checkpoint: string,
  progress: Progress,
  context: FeatureContext,
): Promise<FeatureAttemptResult | undefined> {
  const { options } = context;
  const { attempt } = progress;
  const { tree, changed } = await featureSnapshot(
    options.session.toolHost.workingDir,
    checkpoint,
    context.baseline,
    options.featuresFile,
  );
  const touched = await protectedChanges(changed, context);
  if (touched.length > 0)
    return stopped(progress, `changed protected paths: ${touched.slice(0, 5).join(", ")}`);
  progress.tree = tree;
  const ran = await verifyTree(feature, verifyCommand, attempt, tree, context);
  const verify = ran.verify;
  progress.verify = verify;
  if (options.signal?.aborted === true) return stopped(progress, "interrupted", "aborted");
  options.crashPoint?.("after_verify");
  options.onProgress?.({
    type: "verify",
    featureId: feature.id,
    attempt,
    exitCode: verify.exitCode,
    timedOut: verify.timedOut,
    durationMs: verify.durationMs,
    recorded: ran.recorded,
    ...(ran.discardedWrites === undefined || ran.discardedWrites.length === 0
      ? {}
      : { discardedWrites: ran.discardedWrites }),
  });
  if (verifyPassed(verify)) return undefined;
  // The model cannot change the environment: a failure the boundary explains ends the run here.
  const boundary = await boundaryExplanation(
    verify,
    options.session.toolHost.runtime?.boundary,
    options.session.toolHost.workingDir,
  );
  if (boundary !== undefined) return stopped(progress, boundary, "boundary");
  const why = verify.timedOut
    ? `verify timed out after ${Math.round(verify.durationMs / 1000)} s`
    : describeVerifyExit(verify);
  progress.failures.push(`attempt ${attempt}: ${why}`);
  progress.feedback = `${why}\n${outputTail(verify, 4_000, options.session.toolHost.knownSecrets ?? [])}`;
  return undefined;
}

/**
 * Phase 3: the rubric, asked only when verify passed, on the diff of the
 * exact tree verify ran on (its journal key names that tree, so a score for
 * other code is never reused). `{ stop }` when the feature or run stops here.
 */
async function scorePhase(
  feature: Feature,
  verifyCommand: string,
  checkpoint: string,
  progress: Progress,
  context: FeatureContext,
): Promise<{ readonly rubric: Rubric | undefined } | { readonly stop: FeatureAttemptResult }> {
  const { options, runtime } = context;
  const { verify, tree } = progress;
  if (verify === undefined || tree === undefined || !verifyPassed(verify)) {
    options.onProgress?.({
      type: "rubric",
      featureId: feature.id,
      rubric: null,
      note: "skipped: verify did not pass",
    });
    return { rubric: undefined };
  }
  const secrets = options.session.toolHost.knownSecrets ?? [];
  const diff = await featureDiff(options.session.toolHost.workingDir, checkpoint, tree, options.featuresFile);
  const scored = await runtime.agent(
    rubricPrompt(feature, diff, verifyCommand, outputTail(verify, 4_000, secrets)),
    {
      key: stepKey(context, feature, progress.attempt, `rubric-${tree.slice(0, 12)}`),
      role: "architect",
      schema: rubricSchema,
      schemaName: "submit_rubric",
      systemPrompt: rubricSystemPrompt(),
      tools: [],
      budget: context.budgetLeft(),
    },
  );
  progress.costUsd = addCost(progress.costUsd, scored.costUsd);
  if (scored.status === "aborted") return { stop: stopped(progress, "interrupted", "aborted") };
  if (scored.status === "provider_error")
    return {
      stop: stopped(
        progress,
        `the model provider failed during the rubric (verify passed; the work is kept): ${scored.error?.message ?? "unknown error"}`,
        "provider_error",
      ),
    };
  const rubric = scored.result;
  options.crashPoint?.("after_rubric");
  options.onProgress?.({
    type: "rubric",
    featureId: feature.id,
    rubric: rubric ?? null,
    ...(scored.invalidOutput === undefined ? {} : { note: scored.invalidOutput }),
  });
  if (scored.status === "budget_exceeded" && context.runBudgetExhausted())
    return {
      stop: { ...stopped(progress, "the run budget ran out during the rubric", "budget_exceeded"), rubric },
    };
  return { rubric };
}

/** Phase 4: the verdict from verify, the rubric and the hidden causes, as the caller records it. */
function verdictOf(progress: Progress, rubric: Rubric | undefined): FeatureAttemptResult {
  const verdict = decideFeature(progress.verify, rubric, progress.causes);
  return {
    verdict,
    attempts: progress.attempt,
    verify: progress.verify,
    rubric,
    costUsd: progress.costUsd,
    approach: progress.approach,
    failures: verdict.status === "blocked" ? [...progress.failures, verdict.reason] : progress.failures,
    ...(verdict.status === "passing" && progress.tree !== undefined ? { tree: progress.tree } : {}),
  };
}
