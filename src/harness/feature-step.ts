import { type CostUsd, addCost } from "../core/usage.js";
import type { QueryBudget } from "../engine/query-config.js";
import type { Ledger } from "../orchestrator/ledger.js";
import { journalKey } from "../orchestrator/journal.js";
import type { Runtime } from "../orchestrator/runtime.js";
import type { Feature } from "./feature-list.js";
import { decideFeature, type Rubric, rubricSchema } from "./gate.js";
import { matchesProtected } from "./protected-paths.js";
import { implementPrompt, rubricPrompt } from "./prompts.js";
import { type ResumeState, verifyKey } from "./run-state.js";
import type { AutonomousRunOptions } from "./types.js";
import { outputTail, passed, runVerify, type VerifyResult } from "./verify.js";
import { diffSince, dirtyPaths } from "./workspace-git.js";

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
  /** Set when the run itself must stop (abort, run budget). */
  readonly stopRun?: "aborted" | "budget_exceeded";
}

/** What one feature's work needs from the run. */
export interface FeatureContext {
  readonly options: AutonomousRunOptions;
  readonly runtime: Runtime;
  readonly ledger: Ledger;
  readonly resume: ResumeState;
  /** The budget left for this feature's agent calls, recomputed before each call. */
  readonly budgetLeft: () => QueryBudget;
  /** False when the feature list on disk is not what the harness last wrote (an agent edited it). */
  readonly featureListIntact: () => Promise<boolean>;
  /** Whether the run's own budget (not only the feature's) is what ran out. */
  readonly runBudgetExhausted: () => boolean;
}

/**
 * Implements one feature: up to `iterationBudget` implement + verify attempts
 * (each failure fed back to the next), then — only if verify passed — the
 * rubric. Returns the verdict; committing or rolling back is the caller's.
 */
export async function tryFeature(
  feature: Feature,
  verifyCommand: string,
  checkpoint: string,
  context: FeatureContext,
): Promise<FeatureAttemptResult> {
  const { options, runtime, ledger, resume } = context;
  const secrets = options.knownSecrets ?? [];
  let costUsd: CostUsd = 0;
  let verify: VerifyResult | undefined;
  let feedback: string | undefined;
  let approach = "";
  const failures: string[] = [];
  let attempt = 0;

  const blocked = (reason: string, stopRun?: "aborted" | "budget_exceeded"): FeatureAttemptResult => ({
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
    const implement = await runtime.agent(implementPrompt(feature, verifyCommand, attempt, feedback), {
      key: journalKey(options.runId, feature.id, attempt, "implement"),
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
    if (implement.status === "aborted") return blocked("interrupted", "aborted");
    if (implement.status === "budget_exceeded") {
      const which = context.runBudgetExhausted() ? "run" : "feature";
      return blocked(
        `the ${which} budget ran out: ${implement.error?.message ?? implement.budget ?? ""}`,
        which === "run" ? "budget_exceeded" : undefined,
      );
    }
    if (implement.status === "provider_error")
      failures.push(`attempt ${attempt}: the model failed: ${implement.error?.message ?? "unknown error"}`);

    const touched = (await dirtyPaths(options.cwd, [options.featuresFile])).filter((path) =>
      matchesProtected(path, options.protectedPaths ?? []),
    );
    if (!(await context.featureListIntact())) touched.unshift(options.featuresFile);
    if (touched.length > 0) return blocked(`changed protected paths: ${touched.slice(0, 5).join(", ")}`);

    const recorded = resume.verifies.get(verifyKey(feature.id, attempt));
    verify =
      recorded === undefined
        ? await runVerify(verifyCommand, {
            cwd: options.cwd,
            boundary: options.session.runtime?.boundary,
            // The run's wall-clock budget bounds verify too: no command outlives the budget.
            timeoutMs: Math.max(
              1,
              Math.min(
                options.verifyTimeoutMs,
                context.budgetLeft().maxWallClockMs ?? Number.POSITIVE_INFINITY,
              ),
            ),
            ...(options.signal === undefined ? {} : { signal: options.signal }),
          })
        : {
            command: verifyCommand,
            exitCode: recorded.exitCode,
            timedOut: recorded.timedOut,
            output: recorded.outputTail,
            durationMs: recorded.durationMs,
          };
    if (options.signal?.aborted === true) return blocked("interrupted", "aborted");
    const tail = outputTail(verify, 4_000, secrets);
    if (recorded === undefined) {
      await ledger.append("verify", {
        featureId: feature.id,
        attempt,
        command: verifyCommand,
        exitCode: verify.exitCode,
        timedOut: verify.timedOut,
        durationMs: Math.round(verify.durationMs),
        outputTail: tail.slice(-2_000),
      });
    }
    options.onProgress?.({
      type: "verify",
      featureId: feature.id,
      attempt,
      exitCode: verify.exitCode,
      timedOut: verify.timedOut,
      durationMs: verify.durationMs,
      recorded: recorded !== undefined,
    });
    if (passed(verify)) break;
    const why = verify.timedOut
      ? `verify timed out after ${Math.round(verify.durationMs / 1000)} s`
      : `verify exited ${verify.exitCode ?? "without an exit code"}`;
    failures.push(`attempt ${attempt}: ${why}`);
    feedback = `${why}\n${tail}`;
  }

  let rubric: Rubric | undefined;
  if (verify !== undefined && passed(verify)) {
    const diff = await diffSince(options.cwd, checkpoint, [options.featuresFile]);
    const scored = await runtime.agent(
      rubricPrompt(feature, diff, verifyCommand, outputTail(verify, 4_000, secrets)),
      {
        key: journalKey(options.runId, feature.id, attempt, "rubric"),
        role: "architect",
        schema: rubricSchema,
        schemaName: "submit_rubric",
        tools: [],
        budget: context.budgetLeft(),
      },
    );
    costUsd = addCost(costUsd, scored.costUsd);
    if (scored.status === "aborted") return blocked("interrupted", "aborted");
    rubric = scored.result;
    options.onProgress?.({
      type: "rubric",
      featureId: feature.id,
      rubric: rubric ?? null,
      ...(scored.invalidOutput === undefined ? {} : { note: scored.invalidOutput }),
    });
    if (scored.status === "budget_exceeded" && context.runBudgetExhausted()) {
      return { ...blocked("the run budget ran out during the rubric", "budget_exceeded"), rubric };
    }
  } else {
    options.onProgress?.({
      type: "rubric",
      featureId: feature.id,
      rubric: null,
      note: "skipped: verify did not pass",
    });
  }

  const verdict = decideFeature(verify, rubric);
  return {
    verdict,
    attempts: attempt,
    verify,
    rubric,
    costUsd,
    approach,
    failures: verdict.status === "blocked" ? [...failures, verdict.reason] : failures,
  };
}
