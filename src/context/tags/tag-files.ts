/**
 * Reads and tags the files a repo map must parse: in this thread when there
 * are few, otherwise on a pool of worker threads (one per idle core, each
 * loading the grammars it meets once), in batches the workers pull as they finish.
 * Parsing is what bounds a cold map (tree-sitter's WebAssembly parser, then
 * the tag query), and files parse independently, so the pool divides the
 * wall time by the cores. A batch a worker fails is tagged in this thread.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readFileSync } from "../../platform/fs/fs.js";
import { wasmDirectoryInUse } from "../../platform/wasm/tree-sitter.js";
import { availableCores, createWorkerPool, idleCores } from "../../platform/process/worker-pool.js";
import { blobId } from "./content-id.js";
import { extractTags, type FileTags } from "./extract-tags.js";
import { languageById, type MapLanguage } from "./languages.js";
import { tagQuery } from "./tag-query.js";
import { markHandled } from "../../core/ignored-errors.js";

/** One file to tag: absolute path and language id. */
export interface TagJob {
  readonly abs: string;
  readonly language: string;
}

/** A worker's task: a batch of files. */
export interface TagTask {
  readonly jobs: readonly TagJob[];
}

/** What the worker threads are told: where the grammars are, in the bundle. */
interface TagWorkerData {
  readonly wasmDirectory?: string;
}

/** Below this many bytes to parse, a pool costs more (threads, grammars loaded again) than it saves. */
const POOL_MIN_BYTES = 1024 * 1024;

/** Bytes of source per batch: small enough to balance the workers, large enough that messages cost nothing. */
const BATCH_BYTES = 128 * 1024;

/** A file's tags and the content id (`content-id.ts`) of the bytes they were read from; "" when unread. */
export interface TaggedFile extends FileTags {
  readonly blob: string;
}

const NO_TAGS: TaggedFile = { defs: [], refs: {}, blob: "" };

/**
 * The tags of one file; none when it vanished, is not text, or its language is unknown.
 * @throws Error when the language's grammar or query cannot be loaded (every file of it would fail).
 */
async function tagFile(abs: string, language: MapLanguage | undefined): Promise<TaggedFile> {
  if (language === undefined) return NO_TAGS;
  let bytes: Buffer;
  try {
    // Synchronous: one read instead of open/stat/read/close promises, and the parse that follows blocks anyway.
    bytes = readFileSync(abs);
  } catch {
    // Vanished between walk and read: nothing to map.
    return NO_TAGS;
  }
  return { ...(await extractTags(language, bytes.toString("utf8"))), blob: blobId(bytes) };
}

/** Tags a batch in this thread (what a worker runs). */
export async function runTagTask(task: TagTask): Promise<TaggedFile[]> {
  const out: TaggedFile[] = [];
  for (const job of task.jobs) out.push(await tagFile(job.abs, languageById(job.language)));
  return out;
}

function isFileTagsList(value: unknown): value is TaggedFile[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        typeof entry === "object" &&
        entry !== null &&
        "defs" in entry &&
        Array.isArray(entry.defs) &&
        "refs" in entry &&
        typeof entry.refs === "object" &&
        "blob" in entry &&
        typeof entry.blob === "string",
    )
  );
}

function batches(jobs: readonly (TagJob & { readonly size: number })[]): TagTask[] {
  const tasks: TagTask[] = [];
  let current: TagJob[] = [];
  let bytes = 0;
  for (const { abs, language, size } of jobs) {
    current.push({ abs, language });
    bytes += size;
    if (bytes >= BATCH_BYTES) {
      tasks.push({ jobs: current });
      current = [];
      bytes = 0;
    }
  }
  if (current.length > 0) tasks.push({ jobs: current });
  return tasks;
}

/** How to tag. */
export interface TagFilesOptions {
  /**
   * `auto` (default): workers when there is enough to parse and more than one
   * core is idle, one per idle core; `off`: this thread only; `on`: workers always.
   */
  readonly pool?: "auto" | "off" | "on";
  /** At most this many workers (default: the idle cores with `auto`, every core with `on`). */
  readonly poolSize?: number;
  /** Another worker script, without extension (tests). */
  readonly workerScript?: string;
  /** Told of each batch a worker failed (it was then tagged in this thread). */
  readonly onWorkerError?: (error: Error) => void;
}

/** How many workers {@link tagFiles} would start for `jobs`: 0 when it tags them in this thread. */
function workersFor(
  jobs: readonly (TagJob & { readonly size: number })[],
  options: TagFilesOptions = {},
): number {
  const mode = options.pool ?? "auto";
  if (mode === "off" || jobs.length === 0) return 0;
  const bytes = jobs.reduce((sum, job) => sum + job.size, 0);
  const cores = options.poolSize ?? (mode === "on" ? availableCores() : idleCores());
  const size = Math.min(cores, Math.ceil(bytes / BATCH_BYTES));
  if (mode === "auto" && (bytes < POOL_MIN_BYTES || size < 2)) return 0;
  return Math.max(1, size);
}

/**
 * Starts loading the grammar and compiling the tag query of every language of
 * `jobs`, when {@link tagFiles} will tag them in this thread: the WebAssembly
 * compiles off this thread while the caller does other work. Failures are left
 * for {@link tagFiles} to report.
 */
export function preloadTagQueries(
  jobs: readonly (TagJob & { readonly size: number })[],
  options: TagFilesOptions = {},
): void {
  if (workersFor(jobs, options) > 0) return;
  for (const id of new Set(jobs.map((job) => job.language))) {
    const language = languageById(id);
    if (language !== undefined) markHandled(tagQuery(language));
  }
}

/**
 * Tags every job, results in job order. Uses worker threads when there is
 * enough to parse ({@link POOL_MIN_BYTES}) and more than one idle core, unless told otherwise.
 */
export async function tagFiles(
  jobs: readonly (TagJob & { readonly size: number })[],
  options: TagFilesOptions = {},
): Promise<TaggedFile[]> {
  const size = workersFor(jobs, options);
  if (size === 0) return runTagTask({ jobs });
  const data: TagWorkerData = { ...optionalWasmDirectory() };
  const pool = createWorkerPool<TagTask, TaggedFile[]>({
    script: options.workerScript ?? join(dirname(fileURLToPath(import.meta.url)), "tag-worker"),
    size,
    data,
    isResult: isFileTagsList,
  });
  try {
    const results = await Promise.all(
      batches(jobs).map((task) =>
        pool.run(task).catch((error: unknown) => {
          options.onWorkerError?.(error instanceof Error ? error : new Error(String(error)));
          return runTagTask(task);
        }),
      ),
    );
    return results.flat();
  } finally {
    await pool.close();
  }
}

function optionalWasmDirectory(): TagWorkerData {
  const directory = wasmDirectoryInUse();
  return directory === undefined ? {} : { wasmDirectory: directory };
}
