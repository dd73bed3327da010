/**
 * Rendered maps, `.alfred/cache/repomap-render.json`: the last few maps
 * rendered, each under a key that hashes everything the text depends on —
 * every source file's path, mtime, size and grammar fingerprint, the caps
 * hit, the focus, mentioned names, variant and budget, and the code that
 * ranks and renders (its files' size and mtime). A run where nothing changed
 * then reads one small file instead of the tag cache, and ranks nothing: the
 * warm `alfred repomap` is a walk and a lookup. A cache that cannot be read
 * is ignored; one that cannot be written is skipped.
 */
import { createHash } from "node:crypto";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { statSync } from "../../platform/fs/fs.js";
import { readCacheFile, writeCacheFile } from "../tags/cache-file.js";
import { languageOf } from "../tags/languages.js";
import type { RankVariant } from "./rank.js";
import type { RenderedMap } from "./render.js";
import type { SourceListing, SourceLimits } from "../tags/source-files.js";
import { grammarFingerprint } from "../tags/tag-query.js";

/** Where the rendered maps live, relative to the workspace root. */
export const RENDER_CACHE_FILE = ".alfred/cache/repomap-render.json";

const FORMAT = 1;

/** How many rendered maps are kept (the prompt's, the CLI's, a few focused ones). */
const KEPT = 8;

/** The modules whose code decides the text: a rebuilt or upgraded Alfred misses the cache. */
const CODE = ["render-cache", "rank", "ident-graph", "pagerank", "render"];

/**
 * Size and mtime of the modules `names` (siblings of this one): part of a cache key, so
 * that a rebuilt or upgraded Alfred misses caches whose content its code decides.
 */
export function codeStamp(names: readonly string[]): string {
  const here = fileURLToPath(import.meta.url);
  const extension = extname(here);
  const stamp = (path: string): string | undefined => {
    const info = statSync(path, { throwIfNoEntry: false });
    return info === undefined ? undefined : `${info.size}:${info.mtimeMs}`;
  };
  const stamps = names.map((name) => stamp(join(dirname(here), `${name}${extension}`)));
  // In the bundle only the bundle itself exists: its own stamp stands for all.
  if (stamps.every((value) => value === undefined)) return stamp(here) ?? "-";
  return stamps.map((value) => value ?? "-").join(",");
}

/** What a rendered map depends on besides the files. */
export interface RenderInputs {
  readonly limits: SourceLimits;
  /** Workspace-relative, as ranked. */
  readonly focus: readonly string[];
  readonly mentioned: readonly string[];
  readonly variant: RankVariant;
  readonly tokens: number;
}

/** The cache key of a map of `listing` rendered with `inputs`. */
export function renderKey(listing: SourceListing, inputs: RenderInputs): string {
  const hash = createHash("sha1");
  hash.update(`${FORMAT}\0${codeStamp(CODE)}\0`);
  hash.update(
    JSON.stringify({ ...inputs, focus: [...inputs.focus].sort(), mentioned: [...inputs.mentioned].sort() }),
  );
  hash.update(`\0${listing.overCount}\0${listing.overSize.join("\n")}\0`);
  // One string, one update: a thousand small updates cost more than the hashing itself.
  const lines = listing.files.map((file) => {
    const language = languageOf(file.rel);
    const grammar = language === undefined ? "" : grammarFingerprint(language);
    return `${file.rel}\0${file.mtimeMs}\0${file.size}\0${grammar}\n`;
  });
  return hash.update(lines.join("")).digest("hex");
}

interface Entry extends RenderedMap {
  readonly key: string;
}

function isEntry(value: unknown): value is Entry {
  return (
    typeof value === "object" &&
    value !== null &&
    "key" in value &&
    typeof value.key === "string" &&
    "text" in value &&
    typeof value.text === "string" &&
    "tokens" in value &&
    typeof value.tokens === "number" &&
    "pairs" in value &&
    typeof value.pairs === "number"
  );
}

async function readEntries(workingDir: string): Promise<Entry[]> {
  try {
    const parsed: unknown = JSON.parse((await readCacheFile(workingDir, RENDER_CACHE_FILE)) ?? "");
    if (typeof parsed !== "object" || parsed === null || !("format" in parsed) || parsed.format !== FORMAT)
      return [];
    const entries = "entries" in parsed ? parsed.entries : undefined;
    return Array.isArray(entries) ? entries.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** The map rendered under `key`, if cached. */
export async function cachedRender(workingDir: string, key: string): Promise<RenderedMap | undefined> {
  const entry = (await readEntries(workingDir)).find((candidate) => candidate.key === key);
  return entry === undefined ? undefined : { text: entry.text, tokens: entry.tokens, pairs: entry.pairs };
}

/** Keeps `map` under `key` (newest first, {@link KEPT} at most). Failures are swallowed. */
export async function saveRender(workingDir: string, key: string, map: RenderedMap): Promise<void> {
  const kept = (await readEntries(workingDir)).filter((entry) => entry.key !== key).slice(0, KEPT - 1);
  const entries = [{ key, text: map.text, tokens: map.tokens, pairs: map.pairs }, ...kept];
  await writeCacheFile(workingDir, RENDER_CACHE_FILE, JSON.stringify({ format: FORMAT, entries }));
}
