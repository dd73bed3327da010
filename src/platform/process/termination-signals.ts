/**
 * The signals that ask a process to stop: SIGINT (Ctrl-C; GitHub's first step
 * when a job is cancelled), SIGTERM (what runners, Docker and Kubernetes send;
 * GitHub's second step) and SIGHUP (the terminal went away). All three mean
 * "stop cleanly": abort the work, record the interruption, release the lock.
 */

/** Signals handled as a request to stop. */
const TERMINATION_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/** One of {@link TERMINATION_SIGNALS}. */
export type TerminationSignal = (typeof TERMINATION_SIGNALS)[number];

/** The shell convention, 128 + the signal's number: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP. */
export const SIGNAL_EXIT_CODES = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const satisfies Record<
  TerminationSignal,
  number
>;

/** What to do on the first stop signal, and on every later one. */
export interface TerminationHandlers {
  readonly onFirst: (signal: TerminationSignal) => void;
  /** Default: nothing (the process keeps finishing its clean stop). */
  readonly onRepeat?: (signal: TerminationSignal) => void;
}

/**
 * Subscribes to SIGINT, SIGTERM and SIGHUP for as long as the returned
 * function is not called. While subscribed, none of them kills the process by
 * default; the first calls `onFirst`, later ones `onRepeat`.
 */
export function onTerminationSignals(handlers: TerminationHandlers): () => void {
  let seen = false;
  const listener = (signal: NodeJS.Signals): void => {
    const which = TERMINATION_SIGNALS.find((name) => name === signal) ?? "SIGTERM";
    if (seen) {
      handlers.onRepeat?.(which);
      return;
    }
    seen = true;
    handlers.onFirst(which);
  };
  for (const signal of TERMINATION_SIGNALS) process.on(signal, listener);
  return () => {
    for (const signal of TERMINATION_SIGNALS) process.off(signal, listener);
  };
}
