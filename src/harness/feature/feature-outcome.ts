import type { JsonObject } from "../../orchestrator/canonical-json.js";
import type { Episode } from "./episodes.js";
import type { Feature } from "../features/feature-list.js";
import type { FeatureAttemptResult } from "./feature-step.js";
import type { FeatureVerdict } from "../verify/rubric-gate.js";
import type { FeatureOutcome } from "../state/run-types.js";

/** The verdict when a feature could not even be tried. */
export const NO_VERIFY_COMMAND: FeatureVerdict = {
  status: "blocked",
  reason: `no verify command: give the feature a "verify", the list a default, or pass --verify`,
};

/** What happened to one feature, from its attempt and how it was settled. */
export function featureOutcome(
  feature: Feature,
  attempt: FeatureAttemptResult | undefined,
  verdict: FeatureVerdict,
  settled: { readonly gitSha: string; readonly ledgerSeq: number; readonly durationMs: number },
): FeatureOutcome {
  return {
    featureId: feature.id,
    description: feature.description,
    status: verdict.status,
    ...(verdict.status === "blocked" ? { reason: verdict.reason } : {}),
    attempts: attempt?.attempts ?? 0,
    verifyExit: attempt?.verify?.exitCode ?? null,
    verifyTimedOut: attempt?.verify?.timedOut ?? false,
    rubric: attempt?.rubric ?? null,
    costUsd: attempt?.costUsd ?? 0,
    ...settled,
  };
}

/** The `data` of the ledger's `feature` entry. */
export function outcomeLedgerData(outcome: FeatureOutcome): JsonObject {
  return {
    featureId: outcome.featureId,
    status: outcome.status,
    reason: outcome.reason ?? null,
    verifyExit: outcome.verifyExit,
    verifyTimedOut: outcome.verifyTimedOut,
    rubric:
      outcome.rubric === null
        ? null
        : { verification: outcome.rubric.verification, reasoning: outcome.rubric.reasoning },
    gitSha: outcome.gitSha,
    attempts: outcome.attempts,
    costUsd: outcome.costUsd,
    durationMs: outcome.durationMs,
  };
}

/** The episodic memory of the feature: goal, approach, what worked and what failed. */
export function episodeOf(
  outcome: FeatureOutcome,
  attempt: FeatureAttemptResult | undefined,
  context: { readonly verifyCommand: string | undefined; readonly runId: string; readonly ts: number },
): Episode {
  const passing = outcome.status === "passing";
  return {
    id: outcome.featureId,
    goal: outcome.description,
    approach: (attempt?.approach ?? "").slice(0, 2_000),
    worked: passing
      ? [
          `verify \`${context.verifyCommand ?? ""}\` exited 0`,
          `rubric ${outcome.rubric?.verification ?? "-"}/2`,
        ]
      : [],
    failed: attempt?.failures ?? (outcome.reason === undefined ? [] : [outcome.reason]),
    verifyExit: outcome.verifyExit,
    gitSha: passing ? outcome.gitSha : null,
    runId: context.runId,
    ts: context.ts,
  };
}
