/**
 * The repo map's per-file tag cache, `.alfred/cache/repomap-tags.json`: one
 * entry per source file keyed by its path, mtime, size and the grammar's
 * fingerprint, so a second run parses only what changed. One JSON file rather
 * than one per source file: a warm run reads it in one go. A cache that
 * cannot be read is ignored; one that cannot be written is skipped (a
 * read-only checkout still gets a map).
 */
import { mkdir, readFile, rename, writeFile } from "../platform/fs.js";
import { dirname, join } from "node:path";
import type { FileTags } from "./extract-tags.js";

/** Where the cache lives, relative to the workspace root. */
export const CACHE_FILE = ".alfred/cache/repomap-tags.json";

const FORMAT = 1;

/** One cached file. */
export interface CacheEntry {
  readonly mtimeMs: number;
  readonly size: number;
  readonly grammar: string;
  readonly tags: FileTags;
}

/** The cache in memory: entries by workspace-relative path. */
export type TagCache = Map<string, CacheEntry>;

/** A cache with no entries. */
export function emptyCache(): TagCache {
  return new Map<string, CacheEntry>();
}

function isEntry(value: unknown): value is CacheEntry {
  if (typeof value !== "object" || value === null) return false;
  if (!("mtimeMs" in value) || typeof value.mtimeMs !== "number") return false;
  if (!("size" in value) || typeof value.size !== "number") return false;
  if (!("grammar" in value) || typeof value.grammar !== "string") return false;
  if (!("tags" in value) || typeof value.tags !== "object" || value.tags === null) return false;
  const tags = value.tags;
  return (
    "defs" in tags &&
    Array.isArray(tags.defs) &&
    "refs" in tags &&
    typeof tags.refs === "object" &&
    tags.refs !== null
  );
}

/** Reads the cache of `workingDir`; empty when absent, unreadable, or of another format. */
export async function loadTagCache(workingDir: string): Promise<TagCache> {
  const cache = emptyCache();
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(workingDir, CACHE_FILE), "utf8"));
  } catch {
    return cache;
  }
  if (typeof parsed !== "object" || parsed === null || !("format" in parsed) || parsed.format !== FORMAT)
    return cache;
  const files = "files" in parsed ? parsed.files : undefined;
  if (typeof files !== "object" || files === null) return cache;
  for (const [path, entry] of Object.entries(files)) if (isEntry(entry)) cache.set(path, entry);
  return cache;
}

/** The cached tags of a file when its key still matches; otherwise undefined. */
export function cachedTags(
  cache: TagCache,
  path: string,
  key: { readonly mtimeMs: number; readonly size: number; readonly grammar: string },
): FileTags | undefined {
  const entry = cache.get(path);
  if (entry === undefined) return undefined;
  return entry.mtimeMs === key.mtimeMs && entry.size === key.size && entry.grammar === key.grammar
    ? entry.tags
    : undefined;
}

/** Writes the cache (temp file, then rename, so a reader never sees half of it). Failures are swallowed. */
export async function saveTagCache(workingDir: string, cache: TagCache): Promise<void> {
  const target = join(workingDir, CACHE_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    await mkdir(dirname(target), { recursive: true });
    await writeFile(temporary, JSON.stringify({ format: FORMAT, files: Object.fromEntries(cache) }));
    await rename(temporary, target);
  } catch {
    // A read-only workspace: the map still works, the next run parses again.
  }
}
