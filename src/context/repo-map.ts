/**
 * The repo map: walk the workspace, read each source file's tags (from the
 * cache when the file is unchanged), rank files and definitions, and render
 * the most important ones within a token budget. `renderRepoMap` is what the
 * system prompt carries; `buildRepoMap` gives the ranking itself (CLI `--json`,
 * tests, the bench).
 */
import { realpath } from "../platform/fs/fs.js";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { mentionsIn } from "./mentions.js";
import { DEFAULT_VARIANT, type RankedFile, type RankVariant } from "./rank/rank.js";
import { renderWithinBudget, type RenderedMap } from "./rank/render.js";
import { cachedRender, renderKey, saveRender } from "./rank/render-cache.js";
import {
  DEFAULT_LIMITS,
  listSourceFiles,
  type SourceLimits,
  type SourceListing,
} from "./tags/source-files.js";
import type { TagFilesOptions } from "./tags/tag-files.js";
import { rankWorkspace } from "./workspace-tags.js";

/** The default budget of a map, in estimated tokens. */
export const DEFAULT_MAP_TOKENS = 1024;

/** What to map. */
export interface RepoMapOptions {
  /** The workspace root. */
  readonly workingDir: string;
  /** Files in focus (edited, or named in the task): absolute or workspace-relative. Outside paths are ignored. */
  readonly focus?: readonly string[];
  /** Identifiers named in the task. */
  readonly mentioned?: readonly string[];
  readonly limits?: SourceLimits;
  readonly variant?: RankVariant;
  /** Read and write `.alfred/cache/` (default true). */
  readonly cache?: boolean;
  /** Worker threads for parsing: `auto` (default) when there is enough to parse; see `tag-files.ts`. */
  readonly pool?: TagFilesOptions["pool"];
}

/** A ranked workspace, ready to render. */
export interface RepoMap {
  /** Every mapped file, highest rank first, paths workspace-relative. */
  readonly files: readonly RankedFile[];
  /** Lines the rendered map ends with: which caps were hit. */
  readonly notes: readonly string[];
  /** How many files were parsed this time, and how many came from the cache. */
  readonly parsed: number;
  readonly cached: number;
  /**
   * Of the cached, how many were found by content, their mtime having changed (a fresh checkout
   * with the previous run's cache): the carried cache at work (`content-id.ts`).
   */
  readonly cachedByContent: number;
  /** The ranking was read back from the rank cache (no name or reference changed): see `rank-cache.ts`. */
  readonly rankCached: boolean;
}

/**
 * Walks, tags and ranks the workspace. Never throws for a file it cannot read
 * or parse (that file simply has no tags).
 * @throws Error when `workingDir` does not exist, or a grammar or its tag query cannot be loaded.
 */
export async function buildRepoMap(options: RepoMapOptions): Promise<RepoMap> {
  const workingDir = await realpath(options.workingDir);
  return buildFromListing(
    workingDir,
    await listSourceFiles(workingDir, options.limits ?? DEFAULT_LIMITS),
    options,
  );
}

async function buildFromListing(
  workingDir: string,
  listing: SourceListing,
  options: RepoMapOptions,
): Promise<RepoMap> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const inputs = {
    focus: focusOf(workingDir, options),
    mentioned: options.mentioned ?? [],
    variant: options.variant ?? DEFAULT_VARIANT,
  };
  const { files, parsed, byContent, rankCached } = await rankWorkspace(workingDir, listing, inputs, {
    cache: options.cache !== false,
    ...(options.pool === undefined ? {} : { pool: options.pool }),
  });
  const cached = listing.files.length - parsed;
  return { files, notes: capNotes(listing, limits), parsed, cached, cachedByContent: byContent, rankCached };
}

/** The focus files inside the workspace, workspace-relative. */
function focusOf(root: string, options: RepoMapOptions): string[] {
  return (options.focus ?? []).flatMap((path) => insideRelative(root, options.workingDir, path));
}

/** `path` relative to `root` when it lies inside (given absolute, or relative to the workspace); else nothing. */
function insideRelative(root: string, workingDir: string, path: string): string[] {
  const absolute = isAbsolute(path) ? path : resolve(workingDir, path);
  for (const base of [root, resolve(workingDir)]) {
    const rel = relative(base, absolute);
    if (rel !== "" && !rel.startsWith("..") && !isAbsolute(rel))
      return [sep === "/" ? rel : rel.split(sep).join("/")];
  }
  return [];
}

function capNotes(
  listing: { readonly overCount: number; readonly overSize: readonly string[] },
  limits: SourceLimits,
): string[] {
  const notes: string[] = [];
  if (listing.overCount > 0) {
    notes.push(
      `(map incomplete: ${listing.overCount} more source files past the ${limits.maxFiles}-file cap were not read)`,
    );
  }
  if (listing.overSize.length > 0) {
    const kb = Math.round(limits.maxFileBytes / 1024);
    const named = listing.overSize.slice(0, 3).join(", ");
    const more = listing.overSize.length > 3 ? ` and ${listing.overSize.length - 3} more` : "";
    notes.push(
      `(map incomplete: ${listing.overSize.length} files over ${kb} KB were not read: ${named}${more})`,
    );
  }
  return notes;
}

/** Renders a built map within `tokens` (estimated). */
export function renderBuiltMap(map: RepoMap, tokens: number = DEFAULT_MAP_TOKENS): RenderedMap {
  return renderWithinBudget(map.files, tokens, map.notes);
}

/** Options of {@link renderMap} and {@link renderRepoMap}. */
export interface RenderRepoMapOptions extends RepoMapOptions {
  /** Budget in estimated tokens (default {@link DEFAULT_MAP_TOKENS}). */
  readonly tokens?: number;
  /**
   * The task's text (feature description and steps, issue body): the identifiers
   * it names are weighted up, and the workspace files it names join the focus.
   */
  readonly task?: string;
  /**
   * Told how the map was built when it was (not when the render cache had it): how many files
   * were parsed, taken from the cache, and found there by content (`RepoMap.cachedByContent`).
   */
  readonly onBuilt?: (built: Pick<RepoMap, "parsed" | "cached" | "cachedByContent">) => void;
}

/**
 * The map rendered within `tokens`: from `.alfred/cache/repomap-render.json`
 * when nothing it depends on changed (`render-cache.ts`), else built (tags
 * from the cache where unchanged), rendered and kept there.
 * @throws Error when `workingDir` does not exist, or a grammar or its tag query cannot be loaded.
 */
export async function renderMap(options: RenderRepoMapOptions): Promise<RenderedMap> {
  const workingDir = await realpath(options.workingDir);
  const limits = options.limits ?? DEFAULT_LIMITS;
  const listing = await listSourceFiles(workingDir, limits);
  const named =
    options.task === undefined || options.task.length === 0
      ? { files: [], identifiers: [] }
      : mentionsIn(
          options.task,
          listing.files.map((file) => file.rel),
        );
  const full: RepoMapOptions = {
    ...options,
    focus: [...(options.focus ?? []), ...named.files],
    mentioned: [...(options.mentioned ?? []), ...named.identifiers],
  };
  const tokens = options.tokens ?? DEFAULT_MAP_TOKENS;
  const render = async (): Promise<RenderedMap> => {
    const built = await buildFromListing(workingDir, listing, full);
    options.onBuilt?.(built);
    return renderBuiltMap(built, tokens);
  };
  if (options.cache === false) return render();
  const key = renderKey(listing, {
    limits,
    focus: focusOf(workingDir, full),
    mentioned: full.mentioned ?? [],
    variant: options.variant ?? DEFAULT_VARIANT,
    tokens,
  });
  const cached = await cachedRender(workingDir, key);
  if (cached !== undefined) return cached;
  const rendered = await render();
  await saveRender(workingDir, key, rendered);
  return rendered;
}

/**
 * The repo map as text for the system prompt or a task message: the most
 * important definitions of the workspace, each with its signature line, within
 * `tokens` ({@link renderMap}). Empty when the workspace has no source files.
 * @throws Error when `workingDir` does not exist, or a grammar or its tag query cannot be loaded.
 */
export async function renderRepoMap(options: RenderRepoMapOptions): Promise<string> {
  return (await renderMap(options)).text;
}
