import type { AlfredConfig } from "../../config/schema.js";
import type { Deps } from "../../core/deps.js";
import type { QueryEvent } from "../../core/events.js";
import type { CostUsd } from "../../core/usage.js";
import type { QueryBudget, SessionQueryConfig } from "../../engine/query-config.js";
import type { CrashPoint } from "../workspace/crash-points.js";
import type { Feature } from "../features/feature-list.js";
import type { Rubric } from "../verify/rubric-gate.js";
import type { RunLockWait } from "./run-lock.js";

/** How a run ended. */
export type RunStatus =
  /** Every feature is passing or blocked (none left pending). */
  | "all_resolved"
  /** Two features in a row were blocked: something is wrong beyond one feature. */
  | "too_many_blocked"
  /** The run's cost or time budget ran out. */
  | "budget_exceeded"
  /** Interrupted (Ctrl-C, cancelled job); resumable with the same run id. */
  | "aborted"
  /** The model provider failed past its retries; the feature's work is kept, resumable with the same run id. */
  | "provider_error"
  /** A verify failed because of the boundary (a hidden toolchain, the network): the feature is pending again. */
  | "boundary_stopped";

/** What happened to one feature. */
export interface FeatureOutcome {
  readonly featureId: string;
  readonly description: string;
  readonly status: "passing" | "blocked";
  /** Why it was blocked. */
  readonly reason?: string;
  readonly attempts: number;
  readonly verifyExit: number | null;
  readonly verifyTimedOut: boolean;
  readonly rubric: Rubric | null;
  /** The feature's commit when passing; the checkpoint it was rolled back to when blocked. */
  readonly gitSha: string;
  readonly costUsd: CostUsd;
  readonly durationMs: number;
  /** Seq of the ledger entry that records this outcome. */
  readonly ledgerSeq: number;
}

/** The end of a run, for the CLI, the Action and the job summary. */
export interface RunSummary {
  readonly runId: string;
  readonly status: RunStatus;
  /** Outcomes of this invocation (a resumed run also lists features finished before, from the ledger, as not here). */
  readonly features: readonly FeatureOutcome[];
  readonly passing: number;
  readonly blocked: number;
  readonly pending: number;
  readonly costUsd: CostUsd;
  readonly durationMs: number;
  readonly ledgerPath: string;
  readonly journalPath: string;
  /** Why the run stopped early, when it did. */
  readonly stopReason?: string;
  /** 0 when resolved with at least one passing feature (or nothing to do); 1 otherwise (provider_error included); 130 aborted. */
  readonly exitCode: number;
}

/** Progress as it happens. */
export type HarnessEvent =
  | {
      readonly type: "run_start";
      readonly runId: string;
      readonly total: number;
      readonly pending: number;
      readonly resumed: boolean;
    }
  | {
      readonly type: "feature_start";
      readonly index: number;
      readonly total: number;
      readonly feature: Feature;
      readonly checkpoint: string;
    }
  | {
      readonly type: "attempt";
      readonly featureId: string;
      readonly attempt: number;
      readonly of: number;
      readonly fromJournal: boolean;
    }
  | {
      readonly type: "verify";
      readonly featureId: string;
      readonly attempt: number;
      readonly exitCode: number | null;
      readonly timedOut: boolean;
      readonly durationMs: number;
      readonly recorded: boolean;
      /** Files verify itself wrote, discarded so the commit is what verify ran on (`verify-writes.ts`). */
      readonly discardedWrites?: readonly string[];
    }
  | {
      readonly type: "rubric";
      readonly featureId: string;
      readonly rubric: Rubric | null;
      readonly note?: string;
    }
  | { readonly type: "feature_end"; readonly outcome: FeatureOutcome }
  | { readonly type: "run_end"; readonly summary: RunSummary };

/** Everything `autonomousRun` needs. */
export interface AutonomousRunOptions {
  /** The feature list, relative to the session's `workingDir` (a git repository). */
  readonly featuresFile: string;
  readonly runId: string;
  /** Continue the run with this id (its journal and ledger must exist). */
  readonly resume: boolean;
  /**
   * With `resume`: the working directory is a new checkout of the run's
   * commits (an Action re-run attempt), so features under way start over
   * instead of continuing from uncommitted work that is not there.
   */
  readonly freshCheckout?: boolean;
  /** Verify command for features (and lists) that name none. */
  readonly defaultVerify?: string | undefined;
  /** Implement + verify attempts per feature. */
  readonly iterationBudget: number;
  /** Roll blocked features back to their checkpoint (default true). */
  readonly rollback: boolean;
  readonly verifyTimeoutMs: number;
  /** Limits of the whole run, and of each feature (cost, wall clock). */
  readonly runBudget: QueryBudget;
  readonly featureBudget: QueryBudget;
  /**
   * The session the agents run in: provider, tools, permission gate (bypass + jail),
   * scrubbed environment. Its `workingDir` is the run's workspace and its
   * `knownSecrets` are redacted from the ledger, journal and verify output.
   */
  readonly session: SessionQueryConfig;
  /** The HMAC key of the ledger. Never logged or written. */
  readonly ledgerKey: string;
  /** Only these feature ids (in list order); all pending ones when absent. */
  readonly only?: readonly string[];
  /** Workspace-relative paths a feature may not change (besides the feature list and `.alfred/`). */
  readonly protectedPaths?: readonly string[];
  /** The repository's run lock: queue behind a running holder (`wait`), and the command line shown to others. */
  readonly lock?: { readonly wait?: RunLockWait; readonly command?: string };
  readonly deps?: Deps;
  readonly signal?: AbortSignal;
  readonly onProgress?: (event: HarnessEvent) => void;
  readonly onQueryEvent?: (key: string, event: QueryEvent) => void;
  /** Fault injection for tests: called at each {@link CrashPoint}; only the CLI wires it (ALFRED_TEST_CRASH_AT). */
  readonly crashPoint?: ((point: CrashPoint) => void) | undefined;
}

/** The parts of {@link AutonomousRunOptions} that come straight from the configuration. */
export type HarnessSettings = Pick<
  AutonomousRunOptions,
  "defaultVerify" | "iterationBudget" | "rollback" | "verifyTimeoutMs" | "runBudget" | "featureBudget"
>;

/**
 * The harness settings of `config`, the same for `alfred run` and the Action:
 * verify command, attempts, rollback, verify timeout, run and feature budgets. Pure.
 */
export function harnessOptionsFrom(config: AlfredConfig): HarnessSettings {
  return {
    defaultVerify: config.verify,
    iterationBudget: config.iterationBudget,
    rollback: config.rollback,
    verifyTimeoutMs: config.verifyTimeoutMs,
    runBudget: { maxCostUsd: config.budget.maxCostUsd, maxWallClockMs: config.budget.maxWallClockMs },
    featureBudget: config.featureBudget,
  };
}
