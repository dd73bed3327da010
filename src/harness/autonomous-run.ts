import { access, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Deps, systemDeps } from "../core/deps.js";
import { AlfredError } from "../core/errors.js";
import { type CostUsd, addCost } from "../core/usage.js";
import type { QueryBudget } from "../engine/query-config.js";
import { openJournal } from "../orchestrator/journal.js";
import { openLedger } from "../orchestrator/ledger.js";
import { createRuntime } from "../orchestrator/runtime.js";
import { redact } from "../security/redact.js";
import { writeEpisode } from "./episodes.js";
import {
  type Feature,
  type FeatureList,
  markBlocked,
  markInProgress,
  markPassing,
  pickNext,
  readFeatureList,
  serializeFeatureList,
  verifyCommandOf,
  writeFeatureList,
} from "./feature-list.js";
import { commitFeature } from "./feature-commit.js";
import { tryFeature } from "./feature-step.js";
import { episodeOf, featureOutcome, NO_VERIFY_COMMAND, outcomeLedgerData } from "./outcome.js";
import { acquireRunLock } from "./run-lock.js";
import { checkRunPreconditions } from "./run-preconditions.js";
import { readResumeState, runDirectory } from "./run-state.js";
import type { AutonomousRunOptions, FeatureOutcome, RunStatus, RunSummary } from "./types.js";
import { dirtyPaths, excludeHarnessFiles, headSha, rollbackTo } from "./workspace-git.js";

/** The smaller of two optional limits. */
function tighter(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.min(a, b);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * The autonomy harness: works through the feature list one feature at a time
 * (checkpoint → implement/verify attempts → rubric → commit or roll back),
 * signing every outcome into the ledger, journalling every agent call so an
 * interrupted run resumes where it stopped. Holds the repository's run lock
 * (see `run-lock.ts`) from before it reads anything until it returns.
 * @throws ConfigError before any work when `cwd` is not a repository's root,
 *   the feature list is missing or outside it, or the session's permission mode
 *   would block every feature; AlfredError `run_locked` when another run holds
 *   the repository; AlfredError before any work when the run cannot start (dirty
 *   worktree, unknown run id on resume, malformed feature list, bad ledger key).
 */
export async function autonomousRun(options: AutonomousRunOptions): Promise<RunSummary> {
  const { featuresFile } = await checkRunPreconditions(options);
  const lock = await acquireRunLock({
    cwd: options.cwd,
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
  const { cwd, runId, featuresFile } = options;
  const runDir = join(cwd, runDirectory(runId));
  const ledgerPath = join(runDir, "ledger.jsonl");
  const journalPath = join(runDir, "journal.jsonl");
  const listPath = join(cwd, featuresFile);

  const started = await exists(ledgerPath);
  if (started && !options.resume) {
    throw new AlfredError(
      "run_exists",
      `run "${runId}" already exists in ${runDirectory(runId)}: pass --resume to continue it, or choose another --run-id`,
    );
  }
  if (!started && options.resume)
    throw new AlfredError(
      "run_not_found",
      `cannot resume run "${runId}": ${runDirectory(runId)}/ledger.jsonl does not exist`,
    );

  let list = await readFeatureList(listPath);
  const resume = await readResumeState(ledgerPath);
  const dirty = await dirtyPaths(cwd, [featuresFile, ".alfred/"]);
  if (dirty.length > 0 && !(options.resume && resume.checkpoints.size > 0)) {
    throw new AlfredError(
      "worktree_dirty",
      `the worktree has uncommitted changes (${dirty.slice(0, 5).join(", ")}${dirty.length > 5 ? ", …" : ""}): commit or stash them first, so a rollback cannot lose your work`,
    );
  }
  await excludeHarnessFiles(cwd);
  const secrets = [...(options.knownSecrets ?? []), options.ledgerKey];
  const ledger = await openLedger(ledgerPath, options.ledgerKey, deps, {
    redact: (text, extra) => redact(text, { knownSecrets: [...secrets, ...(extra?.knownSecrets ?? [])] }),
  });
  const journal = await openJournal(journalPath, deps, { knownSecrets: secrets });
  const runtime = createRuntime({
    query: options.session,
    journal,
    deps,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onQueryEvent === undefined ? {} : { onEvent: options.onQueryEvent }),
  });

  let nextSeq = resume.nextSeq;
  const append = async (kind: string, data: Parameters<typeof ledger.append>[1]): Promise<number> => {
    const entry = await ledger.append(kind, data);
    nextSeq = entry.seq + 1;
    return entry.seq;
  };
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
  });

  const outcomes: FeatureOutcome[] = [];
  let runCost: CostUsd = 0;
  let consecutiveBlocked = 0;
  let status: RunStatus = "all_resolved";
  let stopReason: string | undefined;
  let index = 0;

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
    index += 1;
    const featureStarted = deps.now();
    const verifyCommand = verifyCommandOf(list, feature) ?? options.defaultVerify;
    const checkpoint = resume.checkpoints.get(feature.id) ?? (await headSha(cwd));
    if (!resume.checkpoints.has(feature.id)) {
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
            budgetLeft: featureBudget,
            runBudgetExhausted: runExhausted,
            featureListIntact: async () => (await readFile(listPath, "utf8").catch(() => "")) === lastWritten,
          });
    if (attempt?.stopRun === "aborted") {
      status = "aborted";
      await append("run_interrupted", {
        featureId: feature.id,
        reason: "interrupted; resume with the same run id",
      });
      break;
    }
    runCost = addCost(runCost, attempt?.costUsd ?? 0);

    const verdict = attempt?.verdict ?? NO_VERIFY_COMMAND;
    const seq = nextSeq;
    let gitSha = checkpoint;
    if (verdict.status === "passing") {
      gitSha = await commitFeature(cwd, featuresFile, list, feature, { seq, runId });
      await saveList(markPassing(list, feature.id));
    } else {
      if (options.rollback) await rollbackTo(cwd, checkpoint);
      await saveList(markBlocked(list, feature.id));
    }
    const outcome = featureOutcome(feature, attempt, verdict, {
      gitSha,
      ledgerSeq: seq,
      durationMs: deps.now() - featureStarted,
    });
    await append("feature", outcomeLedgerData(outcome));
    outcomes.push(outcome);
    options.onProgress?.({ type: "feature_end", outcome });
    await writeEpisode(cwd, episodeOf(outcome, attempt, { verifyCommand, runId, ts: deps.now() }));

    if (attempt?.stopRun === "budget_exceeded") {
      status = "budget_exceeded";
      stopReason = verdict.status === "blocked" ? verdict.reason : "the run budget ran out";
      break;
    }
    consecutiveBlocked = verdict.status === "blocked" ? consecutiveBlocked + 1 : 0;
    if (consecutiveBlocked >= 2) {
      status = "too_many_blocked";
      stopReason = "two features in a row were blocked";
      break;
    }
  }

  const passing = list.features.filter((feature) => wanted(feature) && feature.status === "passing").length;
  const blocked = list.features.filter((feature) => wanted(feature) && feature.status === "blocked").length;
  const pending = list.features.filter(
    (feature) => wanted(feature) && (feature.status === "pending" || feature.status === "in_progress"),
  ).length;
  const passedNow = outcomes.some((outcome) => outcome.status === "passing");
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
  if (status !== "aborted") {
    await append("run_end", {
      status,
      passing,
      blocked,
      pending,
      costUsd: runCost,
      durationMs: summary.durationMs,
      exitCode,
    });
  }
  options.onProgress?.({ type: "run_end", summary });
  return summary;
}
