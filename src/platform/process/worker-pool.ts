/**
 * A pool of worker threads for CPU-bound work that splits into independent
 * tasks (the repo map parses files with it). Generic: the caller names a
 * worker script that calls {@link serveTasks}, and posts tasks; each worker
 * runs one task at a time, so a slow task never holds up the queue behind a
 * busy worker. Workers start on demand up to the pool's size, are `unref`ed
 * (a pool never keeps Alfred alive) and end with `close()`.
 *
 * A worker that crashes or exits fails only its own task, with an error the
 * caller can act on (e.g. do that task in-process); a replacement starts for
 * the queue, at most `size` times over, so a script that cannot start fails
 * every task quickly instead of respawning forever.
 *
 * The script is `<base>.js` (the build, and the bundles' worker entries beside
 * their chunks) or, when only `<base>.ts` exists (tests running the sources),
 * that file under tsx (a dev dependency).
 */
import { createRequire } from "node:module";
import { availableParallelism, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

/** A pool of workers running one script. */
export interface WorkerPool<Task, Result> {
  /** How many workers it may run at once. */
  readonly size: number;
  /**
   * Runs `task` on the next free worker.
   * @throws Error when the worker failed, crashed or exited before answering, or the pool is closed.
   */
  run(task: Task): Promise<Result>;
  /** Ends every worker; queued and running tasks fail. Idempotent. */
  close(): Promise<void>;
  /** How many workers were started so far (replacements included). */
  workersStarted(): number;
}

/** What {@link createWorkerPool} needs. */
interface WorkerPoolOptions {
  /** The worker script without its extension (`…/context/tag-worker`): `.js`, else `.ts` under tsx. */
  readonly script: string;
  /** Most workers at once (default: the cores available to this process). */
  readonly size?: number;
  /** Passed to every worker; {@link workerInput} returns it there. */
  readonly data?: unknown;
}

/** A pool's options with the check its results must pass (they come from another thread). */
export interface TypedWorkerPoolOptions<Result> extends WorkerPoolOptions {
  readonly isResult: (value: unknown) => value is Result;
}

interface Pending<Task, Result> {
  readonly task: Task;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  busy: { readonly id: number; readonly reject: (error: Error) => void } | undefined;
}

/** The cores this process may use: the default pool size. */
export function availableCores(): number {
  return Math.max(1, availableParallelism());
}

/**
 * The cores not already busy, by the one-minute load average (at least 1): on a
 * machine whose cores are all taken, more threads only add their own start-up
 * to a share of CPU they cannot enlarge.
 */
export function idleCores(): number {
  const busy = loadavg()[0] ?? 0;
  return Math.max(1, Math.min(availableCores(), Math.floor(availableCores() - busy + 0.5)));
}

/**
 * The worker's entry: the `.js` file, or a module that registers tsx in the new
 * thread and then imports the `.ts` file (`--import tsx` in a worker's
 * `execArgv` is not honoured by Node 20).
 */
function scriptOf(base: string): URL {
  if (existsSync(`${base}.js`)) return pathToFileURL(`${base}.js`);
  // tsx's ESM API beside its loader (the package entry): `register()` hooks this thread's imports.
  const loader = createRequire(import.meta.url).resolve(["tsx"].join(""));
  const api = pathToFileURL(join(dirname(loader), "esm", "api", "index.mjs")).href;
  const script = pathToFileURL(`${base}.ts`).href;
  const entry = `const { register } = await import(${JSON.stringify(api)}); register(); await import(${JSON.stringify(script)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(entry)}`);
}

type Answer =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | {
      readonly id: number;
      readonly ok: false;
      readonly error: string;
    };

function isAnswer(value: unknown): value is Answer {
  return typeof value === "object" && value !== null && "id" in value && "ok" in value;
}

/**
 * Starts a pool (no worker runs until the first task). The script must answer
 * with {@link serveTasks}; results must be structured-cloneable.
 */
export function createWorkerPool<Task, Result>(
  options: TypedWorkerPoolOptions<Result>,
): WorkerPool<Task, Result> {
  const size = Math.max(1, options.size ?? availableCores());
  const script = scriptOf(options.script);
  const queue: Pending<Task, Result>[] = [];
  const slots: Slot[] = [];
  const waiting = new Map<number, Pending<Task, Result>>();
  let nextId = 0;
  let spawnsLeft = 2 * size;
  let closed = false;

  const fail = (slot: Slot, error: Error): void => {
    slots.splice(slots.indexOf(slot), 1);
    slot.busy?.reject(error);
    slot.busy = undefined;
    void slot.worker.terminate();
    dispatch();
  };
  const spawn = (): Slot => {
    spawnsLeft -= 1;
    const worker = new Worker(script, { workerData: options.data });
    worker.unref();
    const slot: Slot = { worker, busy: undefined };
    worker.on("message", (message: unknown) => {
      if (!isAnswer(message) || slot.busy?.id !== message.id) return;
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      slot.busy = undefined;
      if (!message.ok) pending?.reject(new Error(message.error));
      else if (options.isResult(message.value)) pending?.resolve(message.value);
      else pending?.reject(new Error("worker pool: the worker answered with an unexpected value"));
      dispatch();
    });
    worker.on("error", (error) => fail(slot, error));
    worker.on("exit", (code) => {
      if (slots.includes(slot)) fail(slot, new Error(`worker exited with code ${code} before answering`));
    });
    slots.push(slot);
    return slot;
  };
  const dispatch = (): void => {
    while (!closed && queue.length > 0) {
      let slot = slots.find((candidate) => candidate.busy === undefined);
      if (slot === undefined && slots.length < size && spawnsLeft > 0) slot = spawn();
      if (slot === undefined) break;
      const pending = queue.shift();
      if (pending === undefined) break;
      const id = (nextId += 1);
      waiting.set(id, pending);
      slot.busy = { id, reject: pending.reject };
      slot.worker.postMessage({ id, task: pending.task });
    }
    if (!closed && slots.length === 0 && spawnsLeft <= 0) {
      for (const pending of queue.splice(0)) pending.reject(new Error("worker pool: every worker failed"));
    }
  };
  return {
    size,
    workersStarted: () => 2 * size - spawnsLeft,
    run: (task) =>
      new Promise<Result>((resolve, reject) => {
        if (closed) return reject(new Error("worker pool is closed"));
        queue.push({ task, resolve, reject });
        dispatch();
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error("worker pool is closed"));
      const running = slots.splice(0);
      for (const slot of running) slot.busy?.reject(new Error("worker pool is closed"));
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}

/** Inside a pool's worker: the pool's `data`. */
export function workerInput(): unknown {
  return isMainThread ? undefined : workerData;
}

/**
 * Inside a pool's worker: answers every task with `handler`'s result (or its
 * error's message). Does nothing on the main thread.
 */
export function serveTasks(handler: (task: unknown) => Promise<unknown>): void {
  const port = parentPort;
  if (isMainThread || port === null) return;
  port.on("message", (message: unknown) => {
    if (typeof message !== "object" || message === null || !("id" in message) || !("task" in message)) return;
    const { id, task } = message;
    handler(task).then(
      (value) => port.postMessage({ id, ok: true, value }),
      (error: unknown) =>
        port.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
