/**
 * Injected effects: the clock, sleeping, randomness and ids. Passing them in
 * keeps journals, ledgers and tests deterministic; there are no singletons.
 */
export interface Deps {
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  /** Resolves after `ms`, or rejects when `signal` aborts. */
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Uniform in [0, 1). */
  readonly random: () => number;
}

/** The real clock, timers and Math.random. */
export const systemDeps: Deps = {
  now: () => Date.now(),
  sleep: abortableSleep,
  random: () => Math.random(),
};

/** Sleeps `ms`; rejects with the signal's reason when it aborts first. */
function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error) return reason;
  const error = new Error(typeof reason === "string" ? reason : "aborted");
  error.name = "AbortError";
  return error;
}
