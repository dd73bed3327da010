/**
 * The memory indexes a session keeps open: one per workspace, opened on the
 * first use, synced with the files before every use (cheap when nothing
 * changed, `source-scan.ts`), saved only when something changed, and closed
 * with the session. Uses of one index run one at a time, so parallel tool
 * calls never interleave a sync.
 */
import { MemoryIndex } from "./fts-index.js";
import type { MemoryLayout } from "./layout.js";
import type { SourceScanOptions } from "./source-scan.js";

interface OpenIndex {
  readonly index: Promise<MemoryIndex>;
  /** The last use queued: the next one starts when it settles. */
  tail: Promise<unknown>;
}

/** Open indexes by memory root. Create one per session; {@link close} it when the session ends. */
export class MemoryIndexPool {
  readonly #open = new Map<string, OpenIndex>();
  readonly #scan: SourceScanOptions;
  #closed = false;

  /** @param scan how the indexes re-check the files (tests inject a clock). */
  constructor(scan: SourceScanOptions = {}) {
    this.#scan = scan;
  }

  /**
   * Runs `use` on the open index of `layout` (opening it on first use) after
   * syncing it with the files, then saves it if anything changed.
   * @throws Error when the pool is closed, or the index cannot be loaded, synced or saved.
   */
  use<T>(layout: MemoryLayout, use: (index: MemoryIndex) => T | Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error("the memory index pool is closed"));
    let entry = this.#open.get(layout.root);
    if (entry === undefined) {
      const opening = MemoryIndex.open(layout, this.#scan);
      entry = { index: opening, tail: Promise.resolve() };
      this.#open.set(layout.root, entry);
      // A failed open is not kept: the next use tries again.
      opening.catch(() => {
        if (this.#open.get(layout.root) === entry) this.#open.delete(layout.root);
      });
    }
    const { index } = entry;
    const run = entry.tail.then(async () => {
      const open = await index;
      await open.sync();
      const result = await use(open);
      await open.save();
      return result;
    });
    // The queue goes on after a failed use: this call's caller receives the failure through `run`.
    entry.tail = run.catch(() => undefined);
    return run;
  }

  /** Waits for the uses in flight, then closes every index (each was saved after its last change). */
  async close(): Promise<void> {
    this.#closed = true;
    const entries = [...this.#open.values()];
    this.#open.clear();
    for (const entry of entries) {
      await entry.tail;
      // An index that failed to open has nothing to close; its opener received that failure.
      const index = await entry.index.catch(() => undefined);
      index?.close();
    }
  }
}
