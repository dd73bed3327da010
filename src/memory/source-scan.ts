/**
 * Which files the index covers, with their size and mtime, without stat-ing
 * 10,000 facts on every search. A directory's listing (and its files' stats)
 * is reused while the directory's own mtime is unchanged — adding, removing
 * or atomically replacing a file (what the memory tools, `sed -i` and most
 * editors do) changes it — with two guards:
 *
 * - **Racy timestamps.** A change in the same timestamp tick as the listing
 *   leaves the mtime equal. A listing is trusted only when the directory's
 *   mtime is older than the moment it was taken by more than the file
 *   system's granularity (2 s when the mtime is a whole second, as on FAT or
 *   HFS+; 50 ms otherwise).
 * - **In-place edits.** Writing into an existing file (`>>`, some editors)
 *   changes the file's mtime, not the directory's. So every file is
 *   re-stat-ed at least every `restatMs` (2 s), and on the first scan.
 *
 * Run journals are appended in place all the time; they are few, and stat-ed
 * on every scan.
 */
import { join, relative } from "node:path";
import { lstat } from "../platform/fs/fs.js";
import { listWorkspaceDirectory } from "../platform/fs/workspace-fs.js";
import type { DocumentKind, SourceFile } from "./documents.js";
import { type MemoryLayout, slugProblem } from "./layout.js";

/** When a file system's timestamps look like whole seconds, how long a listing stays suspect. */
const COARSE_RACY_MS = 2_000;
/** Otherwise (nanosecond mtimes on a kernel clock that ticks every few ms). */
const FINE_RACY_MS = 50;

/** Options of {@link SourceScanner}. */
export interface SourceScanOptions {
  /** Wall clock in ms (the tests' clock). */
  readonly now?: () => number;
  /** Longest time a file's stat is reused without looking again (default 2 s). */
  readonly restatMs?: number;
}

interface FileStat {
  readonly mtimeMs: number;
  readonly size: number;
}

interface Listing {
  readonly mtimeMs: number;
  /** `now()` just before the directory was stat-ed and read. */
  readonly listedAt: number;
  readonly files: ReadonlyMap<string, FileStat>;
}

/** What one directory contributes: its file names filtered and mapped to sources. */
interface DirectorySpec {
  readonly path: string;
  readonly kind: DocumentKind;
  /** The slug of a listed name, or undefined when the name is not a source. */
  readonly slugOf: (name: string) => string | undefined;
}

function codeOf(thrown: unknown): string | undefined {
  return typeof thrown === "object" && thrown !== null && "code" in thrown && typeof thrown.code === "string"
    ? thrown.code
    : undefined;
}

async function statOrUndefined(path: string): Promise<FileStat | undefined> {
  try {
    // lstat: a link planted among the sources is not a file to index (never followed).
    const info = await lstat(path);
    return info.isFile() ? { mtimeMs: info.mtimeMs, size: info.size } : undefined;
  } catch {
    // Deleted between the listing and the stat: it is simply not there.
    return undefined;
  }
}

/** Stats `names` in `directory`, 128 at a time (the thread pool works on several at once). */
async function statAll(directory: string, names: readonly string[]): Promise<Map<string, FileStat>> {
  const files = new Map<string, FileStat>();
  for (let start = 0; start < names.length; start += 128) {
    const batch = names.slice(start, start + 128);
    const stats = await Promise.all(batch.map((name) => statOrUndefined(join(directory, name))));
    for (const [index, name] of batch.entries()) {
      const info = stats[index];
      if (info !== undefined) files.set(name, info);
    }
  }
  return files;
}

/** What {@link SourceScanner.scan} found. */
export interface SourceScan {
  readonly sources: readonly SourceFile[];
  /** True when nothing was re-listed and no journal changed: the same sources as the previous scan. */
  readonly reused: boolean;
}

/** Lists the index's source files, reusing what cannot have changed. One per open index. */
export class SourceScanner {
  readonly #layout: MemoryLayout;
  readonly #now: () => number;
  readonly #restatMs: number;
  readonly #listings = new Map<string, Listing>();
  readonly #statedAt = new Map<string, number>();
  /** The sources built from each directory's current listing. */
  readonly #sources = new Map<
    string,
    { readonly listing: Listing; readonly sources: readonly SourceFile[] }
  >();
  readonly #journalStats = new Map<string, FileStat>();
  #reused = false;

  constructor(layout: MemoryLayout, options: SourceScanOptions = {}) {
    this.#layout = layout;
    this.#now = options.now ?? Date.now;
    this.#restatMs = options.restatMs ?? 2_000;
  }

  /**
   * Every file the index should hold now: facts with a valid slug, episodes,
   * and run journals.
   * @throws Error when a memory directory exists but cannot be read.
   */
  async scan(): Promise<SourceScan> {
    this.#reused = true;
    const facts = await this.#directory({
      path: this.#layout.facts,
      kind: "fact",
      slugOf: (name) => {
        const slug = name.endsWith(".md") ? name.slice(0, -3) : undefined;
        return slug !== undefined && slugProblem(slug) === undefined ? slug : undefined;
      },
    });
    const episodes = await this.#directory({
      path: this.#layout.episodes,
      kind: "episode",
      slugOf: (name) => (name.endsWith(".json") && !name.startsWith(".") ? name.slice(0, -5) : undefined),
    });
    const journals = await this.#journals();
    return { sources: [...facts, ...episodes, ...journals], reused: this.#reused };
  }

  async #directory(spec: DirectorySpec): Promise<readonly SourceFile[]> {
    const listing = await this.#listingOf(spec.path, (name) => spec.slugOf(name) !== undefined);
    const built = this.#sources.get(spec.path);
    if (built?.listing === listing) return built.sources;
    const prefix = `${this.#keyOf(spec.path)}/`;
    const sources: SourceFile[] = [];
    for (const [name, info] of listing.files) {
      const slug = spec.slugOf(name);
      if (slug === undefined) continue;
      sources.push({ key: `${prefix}${name}`, path: join(spec.path, name), kind: spec.kind, slug, ...info });
    }
    this.#sources.set(spec.path, { listing, sources });
    this.#reused = false;
    return sources;
  }

  async #journals(): Promise<SourceFile[]> {
    const runs = [...(await this.#listingOf(this.#layout.workflows, () => true, false)).files.keys()];
    const paths = runs.map((run) => join(this.#layout.workflows, run, "journal.jsonl"));
    const stats = await Promise.all(paths.map(statOrUndefined));
    const prefix = `${this.#keyOf(this.#layout.workflows)}/`;
    const sources: SourceFile[] = [];
    const seen = new Map<string, FileStat>();
    for (const [index, run] of runs.entries()) {
      const info = stats[index];
      const path = paths[index];
      if (info === undefined || path === undefined) continue;
      seen.set(path, info);
      const before = this.#journalStats.get(path);
      if (before?.mtimeMs !== info.mtimeMs || before.size !== info.size) this.#reused = false;
      sources.push({ key: `${prefix}${run}/journal.jsonl`, path, kind: "transcript", slug: run, ...info });
    }
    if (seen.size !== this.#journalStats.size) this.#reused = false;
    this.#journalStats.clear();
    for (const [path, info] of seen) this.#journalStats.set(path, info);
    return sources;
  }

  /**
   * The wanted names of `directory` with their stats (`statFiles`), from the
   * cache when it cannot be stale.
   */
  async #listingOf(directory: string, wanted: (name: string) => boolean, statFiles = true): Promise<Listing> {
    const startedAt = this.#now();
    let mtimeMs: number;
    try {
      const info = await lstat(directory);
      // A linked directory is listed as empty: what it points at is not the workspace's memory.
      if (!info.isDirectory()) throw Object.assign(new Error("not a directory"), { code: "ENOENT" });
      mtimeMs = info.mtimeMs;
    } catch (thrown) {
      if (codeOf(thrown) !== "ENOENT") throw thrown;
      const listing = this.#listings.get(directory);
      if (listing?.files.size !== 0) this.#reused = false;
      const empty =
        listing?.files.size === 0 ? listing : { mtimeMs: 0, listedAt: startedAt, files: new Map() };
      this.#listings.set(directory, empty);
      return empty;
    }
    const cached = this.#listings.get(directory);
    const racy = mtimeMs % 1_000 === 0 ? COARSE_RACY_MS : FINE_RACY_MS;
    const restatDue = statFiles && startedAt - (this.#statedAt.get(directory) ?? -Infinity) >= this.#restatMs;
    if (cached !== undefined && cached.mtimeMs === mtimeMs && mtimeMs < cached.listedAt - racy && !restatDue)
      return cached;
    const names = (await listWorkspaceDirectory(directory, ".")).filter(
      (name) => !name.startsWith(".") && wanted(name),
    );
    const files = statFiles
      ? await statAll(directory, names)
      : new Map(names.map((name) => [name, { mtimeMs: 0, size: 0 }]));
    const listing = { mtimeMs, listedAt: startedAt, files };
    this.#listings.set(directory, listing);
    if (statFiles) this.#statedAt.set(directory, startedAt);
    this.#reused = false;
    return listing;
  }

  #keyOf(path: string): string {
    return relative(this.#layout.root, path).split("\\").join("/");
  }
}
