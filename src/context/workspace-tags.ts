/**
 * The tags of a workspace's source files, and their ranking, with both caches:
 * tags of unchanged files come from the tag cache (their definitions parsed
 * from it; their references only when ranking must run), changed files are
 * parsed; the ranking is read back from the rank cache when no file's rank
 * digest changed, and computed (and kept) otherwise. Either way the result is
 * what ranking the whole tree afresh gives.
 */
import { readFileSync } from "../platform/fs/fs.js";
import { blobId, defsMatchText, refsMatchText } from "./tags/content-id.js";
import type { SymbolDef } from "./tags/extract-tags.js";
import { languageOf } from "./tags/languages.js";
import { cachedScores, loadRankCache, rankKey, saveScores, type RankInputs } from "./rank/rank-cache.js";
import { nameTable, tagIds, type NameTable, type TagIds } from "./tags/name-ids.js";
import { rankedFiles, rankIdScores, type RankedFile } from "./rank/rank.js";
import type { SourceListing } from "./tags/source-files.js";
import {
  cachedEntry,
  emptyCache,
  entryDefs,
  entryIds,
  loadTagCache,
  newEntry,
  saveTagCache,
  type CacheEntry,
  type EntryKey,
  type TagCache,
} from "./tags/tag-cache.js";
import { preloadTagQueries, tagFiles, type TagFilesOptions, type TagJob } from "./tags/tag-files.js";
import { grammarFingerprint } from "./tags/tag-query.js";

/** How to read and rank. */
export interface WorkspaceOptions {
  /** Read and write `.alfred/cache/` (default true). */
  readonly cache: boolean;
  readonly pool?: TagFilesOptions["pool"];
}

type Job = TagJob & EntryKey & { readonly rel: string };

/** A workspace's tags as read: cache entries (old and new), definitions, and what was parsed. */
interface WorkspaceTags {
  /** By path, in listing order. */
  readonly entries: TagCache;
  /** The name table the entries' references point into (grows with the files parsed now). */
  readonly names: NameTable;
  /** The table's size when last compacted (`tag-cache.ts`); undefined for a table started afresh. */
  readonly compacted: number | undefined;
  readonly defs: Map<string, readonly SymbolDef[]>;
  /** Tags as ids: of the files parsed this time, then of every file when ranking. */
  readonly ids: Map<string, TagIds>;
  readonly jobs: Map<string, Job>;
  /** Entries found by content, under this run's key (mtime). */
  readonly rekeyed: Map<string, CacheEntry>;
  parsed: number;
  /** Files whose tags came from the cache by their content (the mtime had changed): `content-id.ts`. */
  byContent: number;
  /** The tag cache must be written back. */
  dirty: boolean;
}

/** Parses `jobs` and records their tags (and new cache entries) in `tags`. */
async function parseInto(
  tags: WorkspaceTags,
  jobs: readonly Job[],
  options: WorkspaceOptions,
): Promise<void> {
  if (jobs.length === 0) return;
  const parsed = await tagFiles(jobs, poolOption(options));
  jobs.forEach((job, index) => {
    const fileTags = parsed[index] ?? { defs: [], refs: {}, blob: "" };
    tags.entries.set(job.rel, newEntry(job, fileTags, fileTags.blob, tags.names));
    tags.defs.set(job.rel, fileTags.defs);
    tags.ids.set(job.rel, tagIds(tags.names, fileTags));
  });
  tags.parsed += jobs.length;
  tags.dirty = true;
}

/** Files per slice of the cached definitions read between two event-loop turns. */
const SLICE = 128;

async function readTags(
  workingDir: string,
  listing: SourceListing,
  options: WorkspaceOptions,
): Promise<WorkspaceTags> {
  const loaded = options.cache
    ? await loadTagCache(workingDir)
    : { entries: emptyCache(), names: nameTable(), compacted: undefined };
  const previous = loaded.entries;
  const tags: WorkspaceTags = {
    entries: emptyCache(),
    names: loaded.names,
    compacted: loaded.compacted,
    defs: new Map(),
    ids: new Map(),
    jobs: new Map(),
    rekeyed: new Map(),
    parsed: 0,
    byContent: 0,
    dirty: false,
  };
  const toParse: Job[] = [];
  const hits: (readonly [Job, CacheEntry])[] = [];
  for (const file of listing.files) {
    const language = languageOf(file.rel);
    if (language === undefined) continue;
    const job: Job = { ...file, language: language.id, grammar: grammarFingerprint(language) };
    tags.jobs.set(file.rel, job);
    const entry = cachedEntry(previous, file.rel, job);
    if (entry !== undefined) hits.push([job, entry]);
    else if (!contentHit(tags, job, previous.get(file.rel))) toParse.push(job);
  }
  // Tree-sitter starts now (its WebAssembly compiles off this thread) while the cached definitions
  // are read, a slice per event-loop turn so that its loading moves on in between.
  preloadTagQueries(toParse, poolOption(options));
  for (let start = 0; start < hits.length; start += SLICE) {
    if (start > 0 && toParse.length > 0) await nextTurn();
    for (const [job, entry] of hits.slice(start, start + SLICE)) {
      const defs = entryDefs(entry);
      if (defs === undefined) toParse.push(job);
      else tags.defs.set(job.rel, defs);
    }
  }
  // In listing order, as without a cache.
  for (const job of tags.jobs.values()) {
    const entry = tags.rekeyed.get(job.rel) ?? previous.get(job.rel);
    if (entry !== undefined && tags.defs.has(job.rel)) tags.entries.set(job.rel, entry);
  }
  await parseInto(tags, toParse, options);
  if (tags.entries.size !== previous.size) tags.dirty = true;
  return tags;
}

/**
 * For a file whose mtime no longer matches its entry (a fresh checkout): reads it and, when its
 * content is the entry's and the cached tags agree with its text (`content-id.ts`), takes them
 * (under the new mtime). False when the file must be parsed. Never throws.
 */
function contentHit(tags: WorkspaceTags, job: Job, entry: CacheEntry | undefined): boolean {
  if (entry === undefined || entry.blob === "" || entry.size !== job.size || entry.grammar !== job.grammar)
    return false;
  let bytes: Buffer;
  try {
    bytes = readFileSync(job.abs);
  } catch {
    return false;
  }
  if (blobId(bytes) !== entry.blob) return false;
  const defs = entryDefs(entry);
  const ids = defs === undefined ? undefined : entryIds(entry, defs.length, tags.names);
  if (defs === undefined || ids === undefined) return false;
  const text = bytes.toString("utf8");
  const refNames = Array.from(ids.refs, (id) => tags.names.names[id] ?? "");
  if (!defsMatchText(defs, text.split("\n")) || !refsMatchText(refNames, ids.counts, text)) return false;
  const { line: _line, ...fields } = entry;
  tags.rekeyed.set(job.rel, { ...fields, mtimeMs: job.mtimeMs });
  tags.defs.set(job.rel, defs);
  tags.ids.set(job.rel, ids);
  tags.byContent += 1;
  tags.dirty = true;
  return true;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function poolOption(options: WorkspaceOptions): TagFilesOptions {
  return options.pool === undefined ? {} : { pool: options.pool };
}

/** Every file's tags as ids: cached references decoded now; a file whose stored references cannot be read is parsed again. */
async function allIds(tags: WorkspaceTags, options: WorkspaceOptions): Promise<void> {
  const unreadable: Job[] = [];
  for (const [path, entry] of tags.entries) {
    if (tags.ids.has(path)) continue;
    const ids = entryIds(entry, tags.defs.get(path)?.length ?? 0, tags.names);
    const job = tags.jobs.get(path);
    if (ids !== undefined) tags.ids.set(path, ids);
    else if (job !== undefined) unreadable.push(job);
  }
  await parseInto(tags, unreadable, options);
}

function keyOf(tags: WorkspaceTags, paths: readonly string[], inputs: RankInputs): string {
  return rankKey(
    paths.map((path) => [path, tags.entries.get(path)?.digest ?? ""] as const),
    inputs,
  );
}

/** What {@link rankWorkspace} gives: the ranking and how many files were parsed. */
export interface RankedWorkspace {
  readonly files: RankedFile[];
  readonly parsed: number;
  /** Files whose tags came from the cache by content (their mtime had changed). */
  readonly byContent: number;
  /** The scores came from the rank cache (no file's rank digest changed). */
  readonly rankCached: boolean;
}

/**
 * Tags (from the cache where unchanged) and ranks the files of `listing`.
 * @throws Error when a grammar or its tag query cannot be loaded.
 */
export async function rankWorkspace(
  workingDir: string,
  listing: SourceListing,
  inputs: RankInputs,
  options: WorkspaceOptions,
): Promise<RankedWorkspace> {
  // Read while the tags are: a read in flight also keeps the event loop from running dry.
  const rankingsRead = options.cache ? loadRankCache(workingDir) : Promise.resolve([]);
  const tags = await readTags(workingDir, listing, options);
  const defsOf = (path: string): readonly SymbolDef[] | undefined => tags.defs.get(path);
  const paths = [...tags.entries.keys()].sort();
  const rankings = await rankingsRead;
  const defCounts = paths.map((path) => tags.defs.get(path)?.length ?? 0);
  const cached =
    rankings.length === 0 ? undefined : cachedScores(rankings, keyOf(tags, paths, inputs), paths, defCounts);
  let files: RankedFile[];
  if (cached !== undefined) files = rankedFiles(cached, defsOf);
  else {
    await allIds(tags, options);
    const scores = rankIdScores({
      paths,
      files: paths.map((path) => tags.ids.get(path)),
      names: tags.names.names,
      focus: new Set(inputs.focus),
      mentioned: new Set(inputs.mentioned),
      variant: inputs.variant,
    });
    if (options.cache) await saveScores(workingDir, rankings, keyOf(tags, paths, inputs), scores);
    files = rankedFiles(scores, defsOf);
  }
  const rankCached = cached !== undefined;
  if (options.cache && tags.dirty) await saveTagCache(workingDir, tags.entries, tags.names, tags.compacted);
  return { files, parsed: tags.parsed, byContent: tags.byContent, rankCached };
}
