/**
 * The names of one Action run: its run id when none is configured, and its ledger artifact's. Read
 * by the entry before it knows the job (main.ts), and by every job that uploads a ledger.
 */
import type { ActionsContext } from "../../github/event.js";

/** The run id of an attempt when no `run-id` is configured: `<workflow run id>-<attempt>`. */
export function defaultRunId(context: Pick<ActionsContext, "runId" | "runAttempt">): string {
  return `${context.runId}-${context.runAttempt}`;
}

/**
 * The name of an attempt's ledger artifact. Names are unique per workflow
 * run and every attempt uploads its own, so each name carries the attempt:
 * the default run id already does (`alfred-ledger-42-2`); a fixed one gets
 * `-attempt-<n>` (`alfred-ledger-nightly-attempt-2`).
 */
export function ledgerArtifactName(
  runId: string,
  context: Pick<ActionsContext, "runId" | "runAttempt">,
): string {
  return runId === defaultRunId(context)
    ? `alfred-ledger-${runId}`
    : `alfred-ledger-${runId}-attempt-${context.runAttempt}`;
}
