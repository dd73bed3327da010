import type { ExecutedRun } from "./run/execute-run.js";
import type { Conclusion } from "./runner/report.js";
import type { ReviewOutcome } from "./review/review-run.js";

/** How one Action invocation ended: its conclusion, the run (when there was one), and a sentence why. */
export interface ActionOutcome {
  readonly conclusion: Conclusion;
  readonly run?: ExecutedRun;
  /** Set by review mode: its outputs and summary replace the run's. */
  readonly review?: ReviewOutcome;
  readonly message?: string;
  /** Set by a sharded run's plan and merge jobs: their outputs and job summary, beside `conclusion`. */
  readonly sharded?: { readonly outputs: Readonly<Record<string, string>>; readonly summary: string };
}
