/**
 * Resume reconciliation: before a resumed run appends anything, the ledger,
 * the git history and feature_list.json are checked against each other, and
 * whichever step of `feature-commit.ts`'s order a crash interrupted is either
 * completed or undone. Nothing one of them says alone is trusted:
 *
 * - a commit of this run (found by its `Alfred-Run`/`Alfred-Feature`
 *   trailers since the run's start) without a `feature` outcome gets its
 *   outcome recorded, once, and only when a `feature_commit` intent for that
 *   feature names exactly the commit's tree;
 * - an intent without a commit is carried out when the feature's tree in the
 *   working directory is still the verified tree; otherwise the work is
 *   rolled back to the checkpoint and the feature starts over
 *   (`feature_retry`, which also gives its agent calls fresh journal keys);
 * - on a fresh checkout (an Action re-run attempt), a feature under way
 *   without an intent starts over the same way: its work was never pushed;
 * - a `blocked` outcome whose rollback may not have happened is rolled back
 *   again (idempotent);
 * - an outcome that git contradicts (a passing commit missing from HEAD's
 *   history, two commits for one feature, a commit no intent names) stops the
 *   resume with a message naming what disagrees;
 * - the list is rewritten from that truth: `passing`/`blocked` from the
 *   outcomes, `in_progress` for a feature still under way.
 */
import { AlfredError } from "../../core/errors.js";
import type { JsonObject } from "../../orchestrator/canonical-json.js";
import { git } from "../../platform/git/git.js";
import { commitFeature } from "./feature-commit.js";
import { type Feature, type FeatureList, setFeatureStatus } from "../features/feature-list.js";
import type { FeatureRecord, ResumeState } from "../state/run-state.js";
import { featureTree, restoreCheckpoint } from "../workspace/workspace-tree.js";

/** A commit made by this run. */
interface RunCommit {
  readonly sha: string;
  readonly tree: string;
  readonly featureId: string;
  readonly seq: number | undefined;
}

const trailer = (body: string, name: string): string | undefined =>
  new RegExp(`^${name}: (.+)$`, "m").exec(body)?.[1]?.trim();

/** Commits on HEAD's first-parent line since `since` that carry this run's trailers. */
async function runCommits(
  workingDir: string,
  runId: string,
  since: string | undefined,
): Promise<RunCommit[]> {
  const range = since === undefined ? ["HEAD"] : [`${since}..HEAD`];
  const { stdout } = await git(["log", "--first-parent", "--format=%H%x1f%T%x1f%B%x1e", ...range], {
    cwd: workingDir,
  });
  return stdout.split("\x1e").flatMap((record) => {
    const [sha = "", tree = "", body = ""] = record.trim().split("\x1f");
    const featureId = trailer(body, "Alfred-Feature");
    if (sha === "" || featureId === undefined || trailer(body, "Alfred-Run") !== runId) return [];
    const seq = Number(trailer(body, "Alfred-Ledger-Seq"));
    return [{ sha, tree, featureId, seq: Number.isSafeInteger(seq) ? seq : undefined }];
  });
}

/** What reconciliation needs from the run. */
export interface ReconcileContext {
  readonly workingDir: string;
  readonly runId: string;
  readonly featuresFile: string;
  readonly ledgerPath: string;
  readonly rollback: boolean;
  readonly list: FeatureList;
  readonly resume: ResumeState;
  readonly append: (kind: string, data: JsonObject) => Promise<number>;
  /**
   * The working directory is a new checkout of the run's pushed commits (an
   * Action re-run attempt), not the one the run left: uncommitted work of a
   * feature under way is gone, so such a feature starts over.
   */
  readonly freshCheckout?: boolean;
}

/** The list as the ledger and git say it is, and the features whose work goes on. */
export interface Reconciled {
  readonly list: FeatureList;
  /** Checkpoints of the features still under way (started, no outcome). */
  readonly checkpoints: ReadonlyMap<string, string>;
  /** Retries per feature after this reconciliation. */
  readonly retries: ReadonlyMap<string, number>;
}

function inconsistent(context: ReconcileContext, what: string): AlfredError {
  return new AlfredError(
    "resume_inconsistent",
    `cannot resume run "${context.runId}": ${what} (${context.ledgerPath} against git history and ${context.featuresFile}); start a new run with another --run-id`,
  );
}

/**
 * Reconciles as the module comment says, appending what is missing to the
 * ledger and making commits or rollbacks where a step was cut short.
 * @throws AlfredError `resume_inconsistent` when the three disagree beyond a
 *   crash; `git_failed`, `io_failed`.
 */
export async function reconcileRun(context: ReconcileContext): Promise<Reconciled> {
  const commits = await runCommits(context.workingDir, context.runId, context.resume.runStartHead);
  let list = context.list;
  const checkpoints = new Map<string, string>();
  const retries = new Map<string, number>();
  for (const [featureId, record] of context.resume.features) {
    const feature = list.features.find((candidate) => candidate.id === featureId);
    if (feature === undefined)
      throw inconsistent(context, `feature "${featureId}" is in the ledger but not in the list`);
    const mine = commits.filter((commit) => commit.featureId === featureId);
    if (mine.length > 1) throw inconsistent(context, `feature "${featureId}" has ${mine.length} commits`);
    const status = await settle(context, feature, record, mine[0], list);
    retries.set(featureId, record.retries + (status === "retry" ? 1 : 0));
    if (status === "in_progress" || status === "retry") checkpoints.set(featureId, record.checkpoint);
    list = setFeatureStatus(list, featureId, status === "retry" ? "in_progress" : status);
  }
  return { list, checkpoints, retries };
}

type Settled = "passing" | "blocked" | "in_progress" | "retry";

async function settle(
  context: ReconcileContext,
  feature: Feature,
  record: FeatureRecord,
  commit: RunCommit | undefined,
  list: FeatureList,
): Promise<Settled> {
  const { workingDir, featuresFile } = context;
  const { outcome, intent } = record;
  if (outcome !== undefined) {
    if (outcome.status === "blocked") {
      if (commit !== undefined)
        throw inconsistent(context, `blocked feature "${feature.id}" has commit ${commit.sha}`);
      // The rollback may not have happened before the crash; it is idempotent.
      if (context.rollback && feature.status !== "blocked")
        await restoreCheckpoint(workingDir, record.checkpoint, context.resume.baseline, featuresFile);
      return "blocked";
    }
    const committed = commit?.sha ?? record.checkpoint;
    if (committed !== outcome.gitSha)
      throw inconsistent(
        context,
        `the ledger records "${feature.id}" as ${outcome.gitSha}, git has ${committed}`,
      );
    return "passing";
  }
  if (commit !== undefined) {
    if (intent === undefined || intent.commitTree !== commit.tree || commit.seq !== intent.seq + 1)
      throw inconsistent(
        context,
        `commit ${commit.sha} of "${feature.id}" matches no recorded commit intent`,
      );
    await context.append("feature", { ...intent.outcome, gitSha: commit.sha });
    await git(["reset", "--quiet"], { cwd: workingDir });
    return "passing";
  }
  if (intent === undefined) {
    if (context.freshCheckout !== true) return "in_progress";
    return startOver(context, feature, record, "its uncommitted work stayed with the previous checkout");
  }
  const now = await featureTree(workingDir, record.checkpoint, context.resume.baseline, featuresFile);
  if (now === intent.tree) {
    await commitFeature({
      workingDir,
      featuresFile,
      runId: context.runId,
      feature,
      live: list,
      checkpoint: record.checkpoint,
      verifiedTree: intent.tree,
      baseline: context.resume.baseline,
      outcome: intent.outcome,
      append: context.append,
    });
    return "passing";
  }
  return startOver(
    context,
    feature,
    record,
    `the working tree no longer matches the verified tree ${intent.tree.slice(0, 12)}`,
  );
}

/** Rolls a feature under way back to its checkpoint and records that it starts over (fresh journal keys). */
async function startOver(
  context: ReconcileContext,
  feature: Feature,
  record: FeatureRecord,
  why: string,
): Promise<Settled> {
  await restoreCheckpoint(
    context.workingDir,
    record.checkpoint,
    context.resume.baseline,
    context.featuresFile,
  );
  await context.append("feature_retry", {
    featureId: feature.id,
    reason: `${why}; rolled back to ${record.checkpoint}`,
  });
  return "retry";
}
