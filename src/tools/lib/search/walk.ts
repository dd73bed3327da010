/**
 * The directory walk shared by glob and grep's fallback: depth-first, entries
 * sorted by name (the order `rg --sort path` uses), skipping the usual
 * non-source directories, hidden entries, symbolic links and whatever the
 * ignore files exclude: `.gitignore`, `.ignore` and `.rgignore` of the root,
 * of the directories between the root and the start, and nested ones found
 * on the way — the files ripgrep honours, so both grep paths agree.
 */
import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { IGNORE_FILES, isIgnored, parseGitignore } from "./gitignore.js";
import type { IgnoreLayer } from "./gitignore.js";

/** Directories never walked, at any depth. */
export const SKIPPED_DIRECTORIES: readonly string[] = ["node_modules", ".git", "dist"];

/** Options of {@link walkFiles}. */
export interface WalkOptions {
  /** The workspace root (a real path); ignore files are read from here down. */
  readonly root: string;
  /** The directory to walk (a real path inside `root`). Default: `root`. */
  readonly start?: string;
  /** Include entries whose name starts with `.` (`.git` stays skipped). Default false. */
  readonly hidden?: boolean;
  /** Stops the walk between directories. */
  readonly signal?: AbortSignal;
  /** Prunes the walk: called with each directory's root-relative path before entering it. */
  readonly shouldDescend?: (relDir: string) => boolean;
}

/** A regular file found by the walk. */
export interface WalkEntry {
  /** Absolute path. */
  readonly path: string;
  /** Path relative to the root, `/`-separated. */
  readonly rel: string;
}

function toPosix(path: string): string {
  return sep === "/" ? path : path.split(sep).join("/");
}

function byName(a: Dirent, b: Dirent): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Reads the ignore files of `directory` (only those in `present`, when given). */
async function loadLayers(
  directory: string,
  base: string,
  present?: ReadonlySet<string>,
): Promise<IgnoreLayer[]> {
  const layers: IgnoreLayer[] = [];
  for (const [priority, name] of IGNORE_FILES.entries()) {
    if (present !== undefined && !present.has(name)) continue;
    try {
      const text = await readFile(join(directory, name), "utf8");
      layers.push({ base, rules: parseGitignore(text), priority });
    } catch {
      // Absent or unreadable: no rules, as with git.
    }
  }
  return layers;
}

async function listDirectory(directory: string): Promise<Dirent[]> {
  try {
    return (await readdir(directory, { withFileTypes: true })).sort(byName);
  } catch {
    // Unreadable directories are skipped, as rg does (it reports them on stderr).
    return [];
  }
}

function ancestorsOf(startRel: string): string[] {
  if (startRel === "") return [];
  const parts = startRel.split("/");
  return parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join("/"));
}

/**
 * Yields the regular files under `start`, depth-first with entries sorted by
 * name (UTF-16 code-unit order). `start` itself is never tested against the
 * ignore rules; everything below it is.
 */
export async function* walkFiles(options: WalkOptions): AsyncGenerator<WalkEntry> {
  const { root } = options;
  const start = options.start ?? root;
  const startRel = toPosix(relative(root, start));
  const layers: IgnoreLayer[] = [];
  for (const base of startRel === "" ? [] : ["", ...ancestorsOf(startRel)]) {
    layers.push(...(await loadLayers(join(root, base), base)));
  }
  yield* walkDirectory(options, start, startRel, layers);
}

async function* walkDirectory(
  options: WalkOptions,
  directory: string,
  rel: string,
  inherited: readonly IgnoreLayer[],
): AsyncGenerator<WalkEntry> {
  if (options.signal?.aborted === true) return;
  const entries = await listDirectory(directory);
  const present = new Set(
    entries.filter((entry) => IGNORE_FILES.includes(entry.name)).map((entry) => entry.name),
  );
  const own = present.size === 0 ? [] : await loadLayers(directory, rel, present);
  const layers = own.length === 0 ? inherited : [...inherited, ...own];
  for (const entry of entries) {
    const name = entry.name;
    if (name.startsWith(".") && (options.hidden !== true || name === ".git")) continue;
    const childRel = rel === "" ? name : `${rel}/${name}`;
    if (entry.isDirectory()) {
      if (SKIPPED_DIRECTORIES.includes(name) || isIgnored(layers, childRel, true)) continue;
      if (options.shouldDescend !== undefined && !options.shouldDescend(childRel)) continue;
      yield* walkDirectory(options, join(directory, name), childRel, layers);
    } else if (entry.isFile() && !isIgnored(layers, childRel, false)) {
      yield { path: join(directory, name), rel: childRel };
    }
  }
}
