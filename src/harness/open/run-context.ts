/**
 * The open phase of a run, and the state its later phases share. `openPhase`
 * opens (and on resume reconciles) the run, starts the runtime the agents
 * run in, and records `run_start`/`run_resume` and `boundary`; the feature
 * loop (`feature-loop.ts`) and the close (`autonomous-run.ts`) then work on
 * the {@link RunContext} it returns.
 */
import { type Deps, systemDeps } from "../../core/deps.js";
import type { QueryEvent } from "../../core/events.js";
import type { CostUsd } from "../../core/usage.js";
import type { QueryBudget } from "../../engine/query-config.js";
import type { JsonObject } from "../../orchestrator/canonical-json.js";
import { createRuntime, type Runtime } from "../../orchestrator/runtime.js";
import { boundaryEntryData, egressData } from "./boundary-record.js";
import {
  type Feature,
  type FeatureList,
  serializeFeatureList,
  writeFeatureList,
} from "../features/feature-list.js";
import { baselineData, type OpenedRun, openRun } from "./run-open.js";
import type { AutonomousRunOptions, FeatureOutcome, RunStatus } from "../state/run-types.js";
import type { StaleGitLocks } from "../state/run-lock.js";
import { headSha } from "../workspace/workspace-git.js";

/** The tool calls the permission gate denied, per agent call key, gathered from the query events. */
interface DenialCollector {
  readonly onEvent: (key: string, event: QueryEvent) => void;
  readonly of: (key: string) => readonly string[];
}

/** Collects the denied tool calls, then hands every event on to `forward`. */
function denialCollector(forward: ((key: string, event: QueryEvent) => void) | undefined): DenialCollector {
  const denied = new Map<string, string[]>();
  return {
    onEvent: (key, event) => {
      if (event.type === "tool_result" && event.isError && event.content.startsWith("Permission denied"))
        denied.set(key, [...(denied.get(key) ?? []), `${event.label}: ${event.content.slice(0, 200)}`]);
      forward?.(key, event);
    },
    of: (key) => denied.get(key) ?? [],
  };
}

/** One run under its lock: what it opened, and what its phases have done so far. */
export interface RunContext {
  readonly options: AutonomousRunOptions;
  readonly deps: Deps;
  readonly startedAt: number;
  readonly opened: OpenedRun;
  readonly runtime: Runtime;
  readonly denials: DenialCollector;
  /** Features under way: their checkpoints. */
  readonly checkpoints: Map<string, string>;
  /** The tree each attempt started from (`attemptKey`). */
  readonly attemptTrees: Map<string, string>;
  /** Selected features pending or in progress when the run (or resume) began. */
  readonly pendingCount: number;
  /** Outcomes of this invocation, in order. */
  readonly outcomes: FeatureOutcome[];
  /** The feature list as the harness last wrote it. */
  list: FeatureList;
  lastWritten: string;
  runCost: CostUsd;
  consecutiveBlocked: number;
  status: RunStatus;
  stopReason: string | undefined;
  /** How many features this invocation has started. */
  index: number;
  /** The feature under way, named by a `run_interrupted` written for a thrown error. */
  current: string | undefined;
  interruptRecorded: boolean;
  /** A commit may exist whose `feature` outcome is not in the ledger yet. */
  commitInFlight: boolean;
}

/** Appends a ledger entry; returns its seq. */
export async function append(run: RunContext, kind: string, data: JsonObject): Promise<number> {
  return (await run.opened.ledger.append(kind, data)).seq;
}

/** Writes `next` as the feature list, and remembers it as what the harness last wrote. */
export async function saveList(run: RunContext, next: FeatureList): Promise<void> {
  run.list = next;
  await writeFeatureList(run.opened.listPath, next);
  run.lastWritten = serializeFeatureList(next);
}

/** Records `run_interrupted` with `reason` (and the feature under way). */
export async function interrupt(run: RunContext, reason: string, featureId?: string): Promise<void> {
  run.interruptRecorded = true;
  await append(run, "run_interrupted", {
    ...(featureId === undefined ? {} : { featureId }),
    reason,
    ...egressData(run.options.session.toolHost.runtime?.boundary),
  });
}

/** True for a feature this run works on (`options.only`, or every one). */
export function wanted(options: AutonomousRunOptions, feature: Feature): boolean {
  return options.only === undefined || options.only.includes(feature.id);
}

/** The list restricted to the features this run works on. */
export function selectable(run: RunContext): FeatureList {
  return { ...run.list, features: run.list.features.filter((feature) => wanted(run.options, feature)) };
}

/** What is left of the run's own budget (cost, wall clock). */
export function runLeft(run: RunContext): QueryBudget {
  const { runBudget } = run.options;
  return {
    maxCostUsd:
      runBudget.maxCostUsd === undefined || run.runCost === null
        ? runBudget.maxCostUsd
        : Math.max(0, runBudget.maxCostUsd - run.runCost),
    maxWallClockMs:
      runBudget.maxWallClockMs === undefined
        ? undefined
        : Math.max(0, runBudget.maxWallClockMs - (run.deps.now() - run.startedAt)),
  };
}

/** True when the run's cost or time budget is spent (an unknown cost spends a cost budget). */
export function runExhausted(run: RunContext): boolean {
  const left = runLeft(run);
  return (
    left.maxCostUsd === 0 ||
    left.maxWallClockMs === 0 ||
    (run.options.runBudget.maxCostUsd !== undefined && run.runCost === null)
  );
}

/**
 * Phase 1, open: opens the ledger and journal (a resume reconciles the
 * ledger, git and the list first, see `run-open.ts`), starts the agents'
 * runtime, and records `run_start` (or `run_resume`) and `boundary`.
 * `staleLocks`, git locks a dead run left and this one removed before opening, are recorded too.
 * @throws what `openRun` throws, and ledger or git errors (nothing recorded then).
 */
export async function openPhase(
  options: AutonomousRunOptions,
  staleLocks?: StaleGitLocks,
): Promise<RunContext> {
  const deps = options.deps ?? systemDeps;
  const startedAt = deps.now();
  const opened = await openRun(options, deps);
  const denials = denialCollector(options.onQueryEvent);
  const runtime = createRuntime({
    query: options.session,
    journal: opened.journal,
    deps,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    onEvent: denials.onEvent,
  });
  const selected = opened.list.features.filter((feature) => wanted(options, feature));
  const run: RunContext = {
    options,
    deps,
    startedAt,
    opened,
    runtime,
    denials,
    checkpoints: new Map(opened.checkpoints),
    attemptTrees: new Map(opened.resume.attemptTrees),
    pendingCount: selected.filter(
      (feature) => feature.status === "pending" || feature.status === "in_progress",
    ).length,
    outcomes: [],
    list: opened.list,
    lastWritten: serializeFeatureList(opened.list),
    runCost: 0,
    consecutiveBlocked: 0,
    status: "all_resolved",
    stopReason: undefined,
    index: 0,
    current: undefined,
    interruptRecorded: false,
    commitInFlight: false,
  };
  await recordStart(run, selected.length);
  if (staleLocks !== undefined)
    await append(run, "git_locks_removed", {
      paths: [...staleLocks.removed],
      leftBy: { ...staleLocks.leftBy },
      why: "left by a run that died holding them; no live process held them",
    });
  return run;
}

/** The `run_start` progress event, then the `run_start`/`run_resume` and `boundary` ledger entries. */
async function recordStart(run: RunContext, total: number): Promise<void> {
  const { options, pendingCount } = run;
  const workingDir = options.session.toolHost.workingDir;
  options.onProgress?.({
    type: "run_start",
    runId: options.runId,
    total,
    pending: pendingCount,
    resumed: options.resume,
  });
  await append(run, options.resume ? "run_resume" : "run_start", {
    runId: options.runId,
    featuresFile: options.featuresFile,
    pending: pendingCount,
    head: await headSha(workingDir),
    ...(options.resume ? {} : baselineData(run.opened.baseline)),
  });
  await append(run, "boundary", await boundaryEntryData(options.session.toolHost.runtime?.boundary));
}
