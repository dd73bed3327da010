import { AlfredError } from "../../core/errors.js";
import type { JsonObject } from "../../orchestrator/canonical-json.js";
import { isLinkRefused } from "../../platform/fs/workspace-fs.js";
import { writeEpisode } from "./episodes.js";
import { commitFeature } from "../commit/feature-commit.js";
import { type Feature, type FeatureList, markBlocked, markPassing } from "../features/feature-list.js";
import type { FeatureAttemptResult } from "./feature-step.js";
import type { FeatureVerdict } from "../verify/rubric-gate.js";
import { episodeOf, featureOutcome, outcomeLedgerData } from "./feature-outcome.js";
import type { AutonomousRunOptions, FeatureOutcome } from "../state/run-types.js";
import { type BaselineFile, restoreCheckpoint } from "../workspace/workspace-tree.js";

/** What settling one feature needs from the run. */
export interface SettleContext {
  readonly options: AutonomousRunOptions;
  readonly baseline: readonly BaselineFile[];
  readonly list: () => FeatureList;
  readonly saveList: (next: FeatureList) => Promise<void>;
  readonly append: (kind: string, data: JsonObject) => Promise<number>;
  /** Set while a commit may exist whose `feature` outcome is not yet in the ledger. */
  readonly commitInFlight: (inFlight: boolean) => void;
  readonly now: () => number;
}

/** The outcome's ledger data without the sha, which only the commit decides. */
function withoutSha(data: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== "gitSha"));
}

/**
 * Records a feature's verdict in the order `feature-commit.ts` proves safe:
 * passing → intent, commit, outcome, list; blocked → outcome, rollback, list.
 * A passing feature whose tree changed after verify is blocked instead. The
 * episode is written last and best effort (memory, not record).
 * @throws AlfredError `git_failed`, `io_failed`, `ledger_*`.
 */
export async function settleFeature(
  feature: Feature,
  attempt: FeatureAttemptResult | undefined,
  verdict: FeatureVerdict,
  checkpoint: string,
  context: SettleContext & { readonly verifyCommand: string | undefined; readonly startedAt: number },
): Promise<FeatureOutcome> {
  const { options } = context;
  const settled = (gitSha: string, ledgerSeq: number, final: FeatureVerdict): FeatureOutcome =>
    featureOutcome(feature, attempt, final, {
      gitSha,
      ledgerSeq,
      durationMs: context.now() - context.startedAt,
    });
  let outcome: FeatureOutcome | undefined;
  let final = verdict;
  if (verdict.status === "passing" && attempt?.tree !== undefined) {
    const draft = settled(checkpoint, -1, verdict);
    context.commitInFlight(true);
    try {
      const done = await commitFeature({
        workingDir: options.session.toolHost.workingDir,
        featuresFile: options.featuresFile,
        runId: options.runId,
        feature,
        live: context.list(),
        checkpoint,
        verifiedTree: attempt.tree,
        baseline: context.baseline,
        outcome: withoutSha(outcomeLedgerData(draft)),
        append: context.append,
        crashPoint: options.crashPoint,
      });
      outcome = { ...draft, gitSha: done.gitSha, ledgerSeq: done.ledgerSeq };
    } catch (thrown) {
      if (!(thrown instanceof AlfredError && thrown.code === "tree_changed")) throw thrown;
      final = { status: "blocked", reason: thrown.message };
    } finally {
      context.commitInFlight(false);
    }
    if (outcome !== undefined) await context.saveList(markPassing(context.list(), feature.id));
  } else if (verdict.status === "passing") {
    final = { status: "blocked", reason: "verify passed on no recorded tree" };
  }
  if (outcome === undefined) {
    const draft = settled(checkpoint, -1, final);
    const ledgerSeq = await context.append("feature", outcomeLedgerData(draft));
    outcome = { ...draft, ledgerSeq };
    options.crashPoint?.("blocked_after_outcome");
    if (options.rollback)
      await restoreCheckpoint(
        options.session.toolHost.workingDir,
        checkpoint,
        context.baseline,
        options.featuresFile,
      );
    options.crashPoint?.("blocked_after_rollback");
    await context.saveList(markBlocked(context.list(), feature.id));
  }
  options.crashPoint?.("after_list");
  await writeEpisode(
    options.session.toolHost.workingDir,
    episodeOf(outcome, attempt, {
      verifyCommand: context.verifyCommand,
      runId: options.runId,
      ts: context.now(),
    }),
  ).catch(async (thrown: unknown) => {
    // A link where the episode goes is refused, never followed, and the ledger says so.
    if (isLinkRefused(thrown))
      await context.append("link_refused", { path: thrown.path, reason: thrown.message });
  });
  return outcome;
}
