/**
 * The repo map's per-file tag cache, `.alfred/cache/repomap-tags.tsv`: one
 * line per source file keyed by its path, mtime, size and the grammar's
 * fingerprint, so a second run parses only what changed — and, when the mtime
 * changed (a fresh checkout, a copy, a CI job with the previous run's cache),
 * by its content: the file's git blob id (`content-id.ts`), its tags used
 * only when they agree with its text. The second line is
 * the name table (a JSON list of identifiers, `name-ids.ts`); each file's line
 * holds tab-separated fields (JSON never contains a raw tab or newline):
 *
 *     "path" ⇥ mtimeMs ⇥ size ⇥ grammar ⇥ blob ⇥ digest ⇥ [[name,kind,line,signature],…] ⇥ ids
 *
 * the last field being the file's definitions and references as ids into the
 * table (`encodeIds`: base64 of 32-bit integers). A run
 * reads the keys of every line but parses a line's definitions and references
 * only when it needs them (the references only when it ranks, as numbers),
 * and writes unchanged lines back as they were read: with one file changed,
 * a 2 MB cache costs a read and a write, not a parse and a serialisation.
 * The table only grows (ids stay valid for the lines written with it) until it
 * holds twice the names it had when last compacted; then every line's ids are
 * renumbered. `digest` hashes what ranking reads from the file (`rankDigest`), so a
 * ranking can be reused when no file's digest changed (`rank-cache.ts`). A
 * line that cannot be read is ignored (its file is parsed again); a cache
 * that cannot be written is skipped.
 */
import { createHash } from "node:crypto";
import type { FileTags, SymbolDef } from "./extract-tags.js";
import { readCacheFile, writeCacheFile } from "./cache-file.js";
import { decodeIds, encodeIds, idOf, nameTable, tagIds, type NameTable, type TagIds } from "./name-ids.js";

/** Where the cache lives, relative to the workspace root. */
export const CACHE_FILE = ".alfred/cache/repomap-tags.tsv";

const HEADER = "alfred repomap tags 5";

/** A cache file larger than this is not read (a map of 5,000 files writes a few MB). */
export const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** Names in the table, at most (a tree of 5,000 files names fewer than 200,000). */
const MAX_NAMES = 2_000_000;

const BLOB = /^[0-9a-f]{40}$/;

/** The table is compacted once it holds this many names more than twice its size when last compacted. */
const COMPACT_SLACK = 4096;

/** What an entry is keyed on. */
export interface EntryKey {
  readonly mtimeMs: number;
  readonly size: number;
  readonly grammar: string;
}

/** One cached file: its key, the digest of its ranking inputs, and its tags still as text. */
export interface CacheEntry extends EntryKey {
  /** The git blob id of the content the tags were read from (`content-id.ts`); "" when unknown. */
  readonly blob: string;
  readonly digest: string;
  readonly defsJson: string;
  /** Definitions and references as ids into the cache's name table (`encodeIds`). */
  readonly idsText: string;
  /** The line it was read from, written back as is. */
  readonly line?: string;
}

/** The cache in memory: entries by workspace-relative path. */
export type TagCache = Map<string, CacheEntry>;

/**
 * A cache as read: its entries, the name table their references point into, and its size when
 * last compacted (undefined for a table started afresh: holding only names in use, it is compact).
 */
export interface LoadedCache {
  readonly entries: TagCache;
  readonly names: NameTable;
  readonly compacted: number | undefined;
}

/** A cache with no entries. */
export function emptyCache(): TagCache {
  return new Map<string, CacheEntry>();
}

/**
 * What ranking reads from a file's tags, hashed: its definitions' names in
 * order and its references (name and count) in order. Lines, kinds and
 * signatures are left out: they only show in the rendered map.
 */
function rankDigest(defNames: readonly string[], refsJson: string): string {
  return createHash("sha1").update(defNames.join("\n")).update("\0").update(refsJson).digest("base64");
}

/** A fresh entry for tags just extracted from content `blob`, its references written as ids into `names` (which grows). */
export function newEntry(key: EntryKey, tags: FileTags, blob: string, names: NameTable): CacheEntry {
  const defsJson = JSON.stringify(tags.defs.map((def) => [def.name, def.kind, def.line, def.signature]));
  const digest = rankDigest(
    tags.defs.map((def) => def.name),
    JSON.stringify(tags.refs),
  );
  const idsText = encodeIds(tagIds(names, tags));
  return { mtimeMs: key.mtimeMs, size: key.size, grammar: key.grammar, blob, digest, defsJson, idsText };
}

function parseLine(line: string): [string, CacheEntry] | undefined {
  const fields = line.split("\t");
  if (fields.length !== 8) return undefined;
  const [path, mtime, size, grammar, blob, digest, defsJson, idsText] = fields;
  if (path?.startsWith('"') !== true || grammar === undefined || digest === undefined) return undefined;
  if (blob === undefined || (blob !== "" && !BLOB.test(blob))) return undefined;
  if (defsJson === undefined || idsText === undefined) return undefined;
  try {
    // Most paths need no unescaping: sliced, not parsed.
    if (!path.endsWith('"')) return undefined;
    const rel: unknown = path.includes("\\") ? JSON.parse(path) : path.slice(1, -1);
    if (typeof rel !== "string") return undefined;
    const entry = {
      mtimeMs: Number(mtime),
      size: Number(size),
      grammar,
      blob,
      digest,
      defsJson,
      idsText,
      line,
    };
    return Number.isFinite(entry.mtimeMs) && Number.isFinite(entry.size) ? [rel, entry] : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the cache of `workingDir`; empty when absent, unreadable, or of another format. */
export async function loadTagCache(workingDir: string): Promise<LoadedCache> {
  const empty: LoadedCache = { entries: emptyCache(), names: nameTable(), compacted: undefined };
  const text = await readCacheFile(workingDir, CACHE_FILE, MAX_CACHE_BYTES);
  if (text === undefined) return empty;
  const lines = text.split("\n");
  const [format, compacted] = (lines[0] ?? "").split("\t");
  const names = parseJson(lines[1] ?? "");
  if (format !== HEADER || !Array.isArray(names) || names.length > MAX_NAMES) return empty;
  if (!names.every((name) => typeof name === "string" && name.length > 0 && name.length <= 100)) return empty;
  const table = nameTable(names);
  // A table naming one identifier twice was not written by us: its ids cannot be trusted.
  if (table.ids.size !== table.names.length) return empty;
  const cache: LoadedCache = { entries: emptyCache(), names: table, compacted: Number(compacted) || 0 };
  for (let index = 2; index < lines.length; index += 1) {
    const parsed = parseLine(lines[index] ?? "");
    if (parsed !== undefined) cache.entries.set(parsed[0], parsed[1]);
  }
  return cache;
}

/** The cached entry of a file when its key still matches; otherwise undefined. */
export function cachedEntry(cache: TagCache, path: string, key: EntryKey): CacheEntry | undefined {
  const entry = cache.get(path);
  if (entry === undefined) return undefined;
  return entry.mtimeMs === key.mtimeMs && entry.size === key.size && entry.grammar === key.grammar
    ? entry
    : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An entry's definitions; undefined when the stored JSON is not a list of definitions. */
export function entryDefs(entry: CacheEntry): SymbolDef[] | undefined {
  const parsed = parseJson(entry.defsJson);
  if (!Array.isArray(parsed)) return undefined;
  const defs: SymbolDef[] = [];
  for (const item of parsed as unknown[]) {
    if (!Array.isArray(item) || item.length !== 4) return undefined;
    const fields: unknown[] = item;
    const [name, kind, line, signature] = fields;
    if (typeof name !== "string" || typeof kind !== "string" || typeof signature !== "string")
      return undefined;
    if (typeof line !== "number") return undefined;
    defs.push({ name, kind, line, signature });
  }
  return defs;
}

/**
 * An entry's tags as ids into `names` (its definitions in the order of {@link entryDefs});
 * undefined when the stored ids are not ids of this table or do not match `defCount`.
 */
export function entryIds(entry: CacheEntry, defCount: number, names: NameTable): TagIds | undefined {
  const ids = decodeIds(entry.idsText, names.names.length);
  return ids?.defs.length === defCount ? ids : undefined;
}

/** Every entry's ids renumbered into a table of the names still used (entries whose ids cannot be read are dropped). */
function compact(cache: TagCache, names: NameTable): { entries: TagCache; names: NameTable } {
  const fresh = nameTable();
  const entries = emptyCache();
  const renumber = (id: number): number => idOf(fresh, names.names[id] ?? "");
  for (const [path, entry] of cache) {
    const ids = decodeIds(entry.idsText, names.names.length);
    if (ids === undefined) continue;
    const { mtimeMs, size, grammar, blob, digest, defsJson } = entry;
    const idsText = encodeIds({
      defs: ids.defs.map(renumber),
      refs: ids.refs.map(renumber),
      counts: ids.counts,
    });
    entries.set(path, { mtimeMs, size, grammar, blob, digest, defsJson, idsText });
  }
  return { entries, names: fresh };
}

/**
 * Writes the cache (temporary file, then rename), compacting the name table when it has grown
 * to twice its size when last compacted (`compacted`; undefined for a table started afresh, which
 * is compact as it is). Failures are swallowed.
 */
export async function saveTagCache(
  workingDir: string,
  cache: TagCache,
  names: NameTable,
  compacted: number | undefined,
): Promise<void> {
  const due = compacted !== undefined && names.names.length > 2 * compacted + COMPACT_SLACK;
  const written = due ? compact(cache, names) : { entries: cache, names };
  const base = due || compacted === undefined ? written.names.names.length : compacted;
  const lines = [`${HEADER}\t${base}`, JSON.stringify(written.names.names)];
  for (const [path, entry] of written.entries) {
    const { mtimeMs, size, grammar, blob, digest, defsJson, idsText, line } = entry;
    lines.push(
      line ?? [JSON.stringify(path), mtimeMs, size, grammar, blob, digest, defsJson, idsText].join("\t"),
    );
  }
  await writeCacheFile(workingDir, CACHE_FILE, `${lines.join("\n")}\n`);
}
