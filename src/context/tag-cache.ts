/**
 * The repo map's per-file tag cache, `.alfred/cache/repomap-tags.tsv`: one
 * line per source file keyed by its path, mtime, size and the grammar's
 * fingerprint, so a second run parses only what changed. Each line holds tab-separated
 * fields (JSON never contains a raw tab or newline):
 *
 *     "path" ⇥ mtimeMs ⇥ size ⇥ grammar ⇥ digest ⇥ [[name,kind,line,signature],…] ⇥ {"ref":count,…}
 *
 * A run reads the keys of every line but parses a line's definitions and
 * references only when it needs them (the references only when it ranks),
 * and writes unchanged lines back as they were read: with one file changed,
 * a 2 MB cache costs a read and a write, not a parse and a serialisation.
 * `digest` hashes what ranking reads from the file (`rankDigest`), so a
 * ranking can be reused when no file's digest changed (`rank-cache.ts`). A
 * line that cannot be read is ignored (its file is parsed again); a cache
 * that cannot be written is skipped.
 */
import { createHash } from "node:crypto";
import type { FileTags, SymbolDef } from "./extract-tags.js";
import { readCacheFile, writeCacheFile } from "./cache-file.js";

/** Where the cache lives, relative to the workspace root. */
export const CACHE_FILE = ".alfred/cache/repomap-tags.tsv";

const HEADER = "alfred repomap tags 2";

/** What an entry is keyed on. */
export interface EntryKey {
  readonly mtimeMs: number;
  readonly size: number;
  readonly grammar: string;
}

/** One cached file: its key, the digest of its ranking inputs, and its tags still as JSON. */
export interface CacheEntry extends EntryKey {
  readonly digest: string;
  readonly defsJson: string;
  readonly refsJson: string;
  /** The line it was read from, written back as is. */
  readonly line?: string;
}

/** The cache in memory: entries by workspace-relative path. */
export type TagCache = Map<string, CacheEntry>;

/** A cache with no entries. */
export function emptyCache(): TagCache {
  return new Map<string, CacheEntry>();
}

/**
 * What ranking reads from a file's tags, hashed: its definitions' names in
 * order and its references (name and count) in order. Lines, kinds and
 * signatures are left out: they only show in the rendered map.
 */
export function rankDigest(defNames: readonly string[], refsJson: string): string {
  return createHash("sha1").update(defNames.join("\n")).update("\0").update(refsJson).digest("base64");
}

/** A fresh entry for tags just extracted. */
export function newEntry(key: EntryKey, tags: FileTags): CacheEntry {
  const refsJson = JSON.stringify(tags.refs);
  const defsJson = JSON.stringify(tags.defs.map((def) => [def.name, def.kind, def.line, def.signature]));
  const digest = rankDigest(
    tags.defs.map((def) => def.name),
    refsJson,
  );
  return { mtimeMs: key.mtimeMs, size: key.size, grammar: key.grammar, digest, defsJson, refsJson };
}

function parseLine(line: string): [string, CacheEntry] | undefined {
  const fields = line.split("\t");
  if (fields.length !== 7) return undefined;
  const [path, mtime, size, grammar, digest, defsJson, refsJson] = fields;
  if (path?.startsWith('"') !== true || grammar === undefined || digest === undefined) return undefined;
  if (defsJson === undefined || refsJson === undefined) return undefined;
  try {
    // Most paths need no unescaping: sliced, not parsed.
    if (!path.endsWith('"')) return undefined;
    const rel: unknown = path.includes("\\") ? JSON.parse(path) : path.slice(1, -1);
    if (typeof rel !== "string") return undefined;
    const entry = { mtimeMs: Number(mtime), size: Number(size), grammar, digest, defsJson, refsJson, line };
    return Number.isFinite(entry.mtimeMs) && Number.isFinite(entry.size) ? [rel, entry] : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the cache of `workingDir`; empty when absent, unreadable, or of another format. */
export async function loadTagCache(workingDir: string): Promise<TagCache> {
  const cache = emptyCache();
  const text = await readCacheFile(workingDir, CACHE_FILE);
  if (text === undefined) return cache;
  const lines = text.split("\n");
  if (lines[0] !== HEADER) return cache;
  for (let index = 1; index < lines.length; index += 1) {
    const parsed = parseLine(lines[index] ?? "");
    if (parsed !== undefined) cache.set(parsed[0], parsed[1]);
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

function isCounts(value: unknown): value is Record<string, number> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  for (const count of Object.values(value)) if (typeof count !== "number") return false;
  return true;
}

/** An entry's reference counts; undefined when the stored JSON is not an object of counts. */
export function entryRefs(entry: CacheEntry): Record<string, number> | undefined {
  const parsed = parseJson(entry.refsJson);
  return isCounts(parsed) ? parsed : undefined;
}

/** Writes the cache (temporary file, then rename). Failures are swallowed. */
export async function saveTagCache(workingDir: string, cache: TagCache): Promise<void> {
  const lines = [HEADER];
  for (const [path, entry] of cache) {
    const { mtimeMs, size, grammar, digest, defsJson, refsJson, line } = entry;
    lines.push(line ?? [JSON.stringify(path), mtimeMs, size, grammar, digest, defsJson, refsJson].join("\t"));
  }
  await writeCacheFile(workingDir, CACHE_FILE, `${lines.join("\n")}\n`);
}
