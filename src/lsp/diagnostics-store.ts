/**
 * Pushed diagnostics, per document, and waiting for them to settle.
 *
 * Why not take the first publish after a change: typescript-language-server
 * 5.3 may first publish an *empty* list (its syntax pass) and only later the
 * semantic errors, so the first publish can say "no errors" about a file full
 * of them. A list counts as settled once no newer one arrived for a quiet
 * period — longer after an empty list than after a non-empty one. A server
 * that versions its publishes (pyright) is believed at once for the version
 * asked about.
 */
import type { Diagnostic } from "./protocol.js";

/** One publish for a document. */
export interface PublishedDiagnostics {
  readonly items: readonly Diagnostic[];
  /** Increases with every publish, over all documents. */
  readonly stamp: number;
  readonly version?: number;
  /** `performance.now()` at arrival. */
  readonly at: number;
}

/** How long to wait for a settled list. */
export interface SettleOptions {
  /** Only publishes with a greater stamp count (taken before the change was sent). */
  readonly afterStamp: number;
  /** The document version the change was sent as. */
  readonly version?: number;
  /** Quiet time after a non-empty list (default 150 ms). */
  readonly settleMs?: number;
  /** Quiet time after an empty list (default 1,000 ms). */
  readonly emptySettleMs?: number;
  readonly timeoutMs: number;
}

/** The outcome of {@link DiagnosticStore.waitSettled}. */
export type SettleResult =
  | { readonly settled: true; readonly items: readonly Diagnostic[] }
  | { readonly settled: false; readonly items?: readonly Diagnostic[] };

/** Pushed diagnostics of one server. */
export class DiagnosticStore {
  readonly #byUri = new Map<string, PublishedDiagnostics>();
  readonly #waiters = new Set<() => void>();
  #stamp = 0;

  /** The stamp of the latest publish (take it before sending a change). */
  get stamp(): number {
    return this.#stamp;
  }

  /** Records a publish and wakes the waiters. */
  publish(uri: string, items: readonly Diagnostic[], version?: number): void {
    this.#stamp += 1;
    const entry = { items, stamp: this.#stamp, at: performance.now() };
    this.#byUri.set(uri, version === undefined ? entry : { ...entry, version });
    for (const wake of [...this.#waiters]) wake();
  }

  /** The latest publish for `uri`. */
  get(uri: string): PublishedDiagnostics | undefined {
    return this.#byUri.get(uri);
  }

  /** Wakes every waiter, e.g. when the server went away (they then time out at once). */
  wakeAll(): void {
    for (const wake of [...this.#waiters]) wake();
  }

  /**
   * Resolves with the settled list for `uri` (module comment), or — when
   * `timeoutMs` passes first — with the freshest list seen, marked unsettled.
   * Never rejects.
   */
  async waitSettled(
    uri: string,
    options: SettleOptions,
    isAlive: () => boolean = () => true,
  ): Promise<SettleResult> {
    const deadline = performance.now() + options.timeoutMs;
    for (;;) {
      const latest = this.#fresh(uri, options);
      const now = performance.now();
      let wakeAt = deadline;
      if (latest !== undefined) {
        const exact = options.version !== undefined && latest.version === options.version;
        const quiet = exact
          ? 0
          : latest.items.length === 0
            ? (options.emptySettleMs ?? 1_000)
            : (options.settleMs ?? 150);
        if (now - latest.at >= quiet) return { settled: true, items: latest.items };
        wakeAt = Math.min(deadline, latest.at + quiet);
      }
      if (now >= deadline || !isAlive())
        return latest === undefined ? { settled: false } : { settled: false, items: latest.items };
      await this.#sleepUntil(wakeAt);
    }
  }

  #fresh(uri: string, options: SettleOptions): PublishedDiagnostics | undefined {
    const latest = this.#byUri.get(uri);
    if (latest === undefined || latest.stamp <= options.afterStamp) return undefined;
    if (options.version !== undefined && latest.version !== undefined && latest.version < options.version)
      return undefined;
    return latest;
  }

  #sleepUntil(at: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, at - performance.now()));
      this.#waiters.add(done);
    });
  }
}
