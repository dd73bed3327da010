/**
 * The shutdown of a cancelled Action run. GitHub cancels a job with SIGINT, sends SIGTERM 7.5 s
 * later and SIGKILL 2.5 s after that. The first signal aborts the run's work (the harness records
 * `run_interrupted`); what was committed must still reach the origin and the ledger the artifact
 * service, or the re-run attempt pays for the same features again. Those steps cannot run under
 * the aborted signal, so each gets its own time limit, together well inside the 7.5 s.
 */

/** Each shutdown step's limit, in ms: the ledger's upload, then the branch's push. */
export const SHUTDOWN_STEP_MS = { upload: 3_000, push: 3_000 } as const;

/**
 * The signal a step after the run runs under: the run's own while it is live; once it is
 * aborted (the job was cancelled), a fresh one that aborts after `limitMs`.
 */
export function shutdownStepSignal(run: AbortSignal | undefined, limitMs: number): AbortSignal | undefined {
  return run?.aborted === true ? AbortSignal.timeout(limitMs) : run;
}
