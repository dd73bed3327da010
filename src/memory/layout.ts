/**
 * Where memory lives (`.alfred/memory/`, spec: core concepts, Memory) and the
 * names that are valid in it. Pure.
 */
import { join } from "node:path";

/** The memory directory, relative to the workspace root. */
export const MEMORY_DIR = ".alfred/memory";

/** The fact categories of the spec's `memory_upsert`. */
export const FACT_TYPES = ["user", "feedback", "project", "reference"] as const;

/** One fact category. */
export type FactType = (typeof FACT_TYPES)[number];

/** Lowercase letters and digits in hyphen-separated runs: `prefer-pnpm`, `api-v2`. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Longest accepted slug; it is a file name and an index line. */
const MAX_SLUG_LENGTH = 64;

/** Absolute paths of everything under `.alfred/memory/` of `workingDir`. */
export interface MemoryLayout {
  /** The workspace root: nothing below it is followed when memory is read or written (workspace-fs.ts). */
  readonly workingDir: string;
  readonly root: string;
  /** Stable preferences and conventions, written by people. */
  readonly user: string;
  /** One line per fact, generated from `facts/`. */
  readonly index: string;
  readonly facts: string;
  readonly episodes: string;
  readonly archive: string;
  /** The full-text index: a cache, rebuilt from the files. */
  readonly database: string;
  /** Where run journals (session transcripts) live: `.alfred/workflows/<runId>/journal.jsonl`. */
  readonly workflows: string;
}

/** The memory layout of a workspace. */
export function memoryLayout(workingDir: string): MemoryLayout {
  const root = join(workingDir, MEMORY_DIR);
  return {
    workingDir,
    root,
    user: join(root, "USER.md"),
    index: join(root, "MEMORY.md"),
    facts: join(root, "facts"),
    episodes: join(root, "episodes"),
    archive: join(root, "archive"),
    database: join(root, "index.db"),
    workflows: join(workingDir, ".alfred", "workflows"),
  };
}

/**
 * Why `slug` is not a valid fact name, or undefined when it is. A slug becomes
 * a file name, so only `[a-z0-9-]` is accepted: no dots, slashes or
 * separators that could leave `facts/`.
 */
export function slugProblem(slug: string): string | undefined {
  if (slug.length === 0) return "the slug is empty";
  if (slug.length > MAX_SLUG_LENGTH) return `the slug is longer than ${MAX_SLUG_LENGTH} characters`;
  if (!SLUG.test(slug))
    return `"${slug}" is not a slug: use lowercase letters, digits and single hyphens (e.g. "prefer-pnpm")`;
  return undefined;
}

/**
 * True for the memory files that may be committed with `commit-memory: true`:
 * `.alfred/memory/facts/<slug>.md`, `MEMORY.md` and `USER.md` — never
 * `index.db`, episodes, the archive or anything else under `.alfred/`.
 */
export function isCommittableMemoryPath(path: string): boolean {
  if (path === `${MEMORY_DIR}/MEMORY.md` || path === `${MEMORY_DIR}/USER.md`) return true;
  const fact = /^\.alfred\/memory\/facts\/([^/]+)\.md$/.exec(path);
  return fact?.[1] !== undefined && slugProblem(fact[1]) === undefined;
}

/** The workspace-relative path of a fact's file. */
export function factPath(slug: string): string {
  return `${MEMORY_DIR}/facts/${slug}.md`;
}
