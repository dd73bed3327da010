import type { ExecutedRun } from "./execute-run.js";
import type { Conclusion } from "./report.js";

/** How one Action invocation ended: its conclusion, the run (when there was one), and a sentence why. */
export interface ActionOutcome {
  readonly conclusion: Conclusion;
  readonly run?: ExecutedRun;
  readonly message?: string;
}
