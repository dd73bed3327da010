/**
 * The source files a repo map reads: every file in a language the map knows,
 * minus what `.gitignore` (root and nested) excludes, hidden directories, and
 * the usual build, dependency and cache directories. Both caps (file count and
 * file size) are reported so the map can say what it left out.
 *
 * The walk is synchronous: on a warm run (nothing to parse) it is most of the
 * work, and a thousand `stat` promises cost three to four times the CPU of
 * the same calls made synchronously (~20 ms per thousand files).
 */
import type { Dirent } from "../../platform/fs/fs.js";
import { readdirSync, readFileSync, statSync } from "../../platform/fs/fs.js";
import { join, resolve, sep } from "node:path";
import type { Ignore } from "ignore";
import { createIgnore } from "../../platform/fs/ignore.cjs";
import { languageOf } from "./languages.js";

/** Directories never walked, at any depth. */
const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set([
  "node_modules",
  "dist",
  "build",
  "out",
  "coverage",
  "vendor",
  "target",
]);

/** Limits of one walk. */
export interface SourceLimits {
  /** At most this many files are read (the first ones in path order). */
  readonly maxFiles: number;
  /** Larger files are left out: generated or minified code, not structure. */
  readonly maxFileBytes: number;
}

/** Defaults: enough for a large service, small enough to map in seconds. */
export const DEFAULT_LIMITS: SourceLimits = { maxFiles: 5000, maxFileBytes: 256 * 1024 };

/** A source file found by the walk, with what the cache keys on. */
export interface SourceFile {
  /** Workspace-relative, `/`-separated. */
  readonly rel: string;
  readonly abs: string;
  readonly mtimeMs: number;
  readonly size: number;
}

/** The walk's result: the files kept, and how many each cap left out. */
export interface SourceListing {
  readonly files: readonly SourceFile[];
  readonly overCount: number;
  readonly overSize: readonly string[];
}

interface Layer {
  readonly base: string;
  readonly rules: Ignore;
}

function ignored(layers: readonly Layer[], rel: string, directory: boolean): boolean {
  for (let index = layers.length - 1; index >= 0; index -= 1) {
    const layer = layers[index];
    if (layer === undefined) continue;
    const local = layer.base === "" ? rel : rel.slice(layer.base.length + 1);
    const verdict = layer.rules.test(directory ? `${local}/` : local);
    if (verdict.ignored) return true;
    if (verdict.unignored) return false;
  }
  return false;
}

function gitignoreLayer(directory: string, base: string): Layer | undefined {
  try {
    return { base, rules: createIgnore().add(readFileSync(join(directory, ".gitignore"), "utf8")) };
  } catch {
    return undefined;
  }
}

function listDirectory(directory: string): Dirent[] {
  try {
    return readdirSync(directory, { withFileTypes: true });
  } catch {
    return [];
  }
}

/**
 * Lists the source files under `root` in path order, with their mtime and
 * size, applying {@link SourceLimits}. Unreadable directories are skipped.
 */
export async function listSourceFiles(
  root: string,
  limits: SourceLimits = DEFAULT_LIMITS,
): Promise<SourceListing> {
  const candidates: { readonly rel: string; readonly abs: string }[] = [];
  walk(resolve(root), "", [], candidates);
  candidates.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  const kept = candidates.slice(0, limits.maxFiles);
  const stats = kept.map((file) => {
    try {
      return statSync(file.abs, { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
  });
  const files: SourceFile[] = [];
  const overSize: string[] = [];
  kept.forEach((file, index) => {
    const info = stats[index];
    if (info === undefined || !info.isFile()) return;
    if (info.size > limits.maxFileBytes) overSize.push(file.rel);
    else files.push({ ...file, mtimeMs: info.mtimeMs, size: info.size });
  });
  return { files, overCount: candidates.length - kept.length, overSize };
}

function walk(
  directory: string,
  rel: string,
  inherited: readonly Layer[],
  out: { rel: string; abs: string }[],
): void {
  const entries = listDirectory(directory);
  const own = entries.some((entry) => entry.name === ".gitignore")
    ? gitignoreLayer(directory, rel)
    : undefined;
  const layers = own === undefined ? inherited : [...inherited, own];
  for (const entry of entries) {
    const name = entry.name;
    const childRel = rel === "" ? name : `${rel}/${name}`;
    if (entry.isDirectory()) {
      // Hidden directories hold tooling (.git, .alfred, .github), not the program.
      if (name.startsWith(".") || SKIPPED_DIRECTORIES.has(name) || ignored(layers, childRel, true)) continue;
      // Concatenated, not `join`ed: the root is resolved once and names have no separators,
      // and normalising every path again costs a tenth of a warm run's walk.
      walk(`${directory}${sep}${name}`, childRel, layers, out);
    } else if (entry.isFile() && languageOf(name) !== undefined && !ignored(layers, childRel, false)) {
      out.push({ rel: childRel, abs: `${directory}${sep}${name}` });
    }
  }
}
