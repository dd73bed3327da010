/**
 * The Core tier (always in the system prompt) and the first turn's prefetch.
 * Returned as text: the system prompt's owner decides where it goes.
 */
import { join } from "node:path";
import { charsForTokens } from "../core/token-estimate.js";
import { isLinkRefused, writeWorkspaceFile } from "../platform/fs/workspace-fs.js";
import type { MemoryIndex } from "./fts-index.js";
import { type MemoryLayout, MEMORY_DIR } from "./layout.js";
import { readOptional } from "./store.js";

/** The Core tier's default budget (spec: ≤ 1,500 tokens). */
export const CORE_BUDGET_TOKENS = 1_500;

/** Where index lines that did not fit the budget are summarised. */
const OVERFLOW_FILE = "archive/MEMORY-overflow.md";

/** The Core tier as text, and how many index lines went to the archive. */
export interface CoreMemory {
  /** Empty when there is no USER.md and no fact. */
  readonly text: string;
  readonly overflow: number;
}

/** A memory file's text; empty when absent, and a note instead when a link stood there (never followed). */
async function readMemoryFile(layout: MemoryLayout, path: string, notes: string[]): Promise<string> {
  try {
    return (await readOptional(layout.workingDir, path)) ?? "";
  } catch (thrown) {
    if (!isLinkRefused(thrown)) throw thrown;
    notes.push(`(${thrown.path} was left out: ${thrown.message})`);
    return "";
  }
}

function fitLines(lines: readonly string[], budgetChars: number): number {
  let used = 0;
  for (let count = 0; count < lines.length; count++) {
    used += (lines[count]?.length ?? 0) + 1;
    if (used > budgetChars) return count;
  }
  return lines.length;
}

/**
 * USER.md in full (cut at the budget if it alone is over), then the newest
 * lines of MEMORY.md that still fit in `budgetTokens`. When lines do not fit,
 * the older ones are summarised into `archive/MEMORY-overflow.md` (rewritten
 * each time, so it always lists exactly what the prompt leaves out) and the
 * text says so; those facts stay searchable.
 * @throws Error when the files cannot be read or the overflow written.
 */
export async function coreMemory(
  layout: MemoryLayout,
  budgetTokens = CORE_BUDGET_TOKENS,
): Promise<CoreMemory> {
  const budgetChars = charsForTokens(budgetTokens);
  const notes: string[] = [];
  const user = (await readMemoryFile(layout, layout.user, notes)).trim();
  const lines = (await readMemoryFile(layout, layout.index, notes))
    .split("\n")
    .filter((line) => line.startsWith("- "));
  const userPart =
    user.length > budgetChars ? `${user.slice(0, budgetChars - 20)}\n… (USER.md truncated)` : user;
  // Headings and the overflow note take room too; keep 200 characters for them.
  const room = Math.max(0, budgetChars - userPart.length - 200);
  const kept = fitLines(lines, room);
  const dropped = lines.slice(kept);
  if (dropped.length > 0) {
    await writeWorkspaceFile(
      layout.workingDir,
      join(layout.root, OVERFLOW_FILE),
      `# Older memory index entries\n\nThese facts did not fit the prompt's memory budget; they are still in facts/ and found by memory_search.\n\n${dropped.join("\n")}\n`,
    );
  }
  const sections: string[] = [];
  if (userPart !== "") sections.push(`## User preferences (${MEMORY_DIR}/USER.md)\n${userPart}`);
  if (kept > 0 || dropped.length > 0) {
    const note =
      dropped.length === 0
        ? ""
        : `\n… ${dropped.length} older facts are listed in ${MEMORY_DIR}/${OVERFLOW_FILE}; find them with memory_search.`;
    sections.push(
      `## Remembered facts (${MEMORY_DIR}/MEMORY.md, newest first)\n${lines.slice(0, kept).join("\n")}${note}`,
    );
  }
  if (notes.length > 0) sections.push(notes.join("\n"));
  return { text: sections.join("\n\n"), overflow: dropped.length };
}

/** What the current piece of work is about, for the prefetch. */
export interface PrefetchFocus {
  /** The feature's description and steps (or the user's prompt). */
  readonly description: string;
  /** Workspace-relative files the work is expected to touch; paths the description names when absent. */
  readonly files?: readonly string[];
}

/** How much the prefetch may add to the first turn. */
export interface PrefetchBudget {
  /** Most facts (default 5). */
  readonly k?: number;
  /** Most characters of fact lines (default 1,200: about 300 tokens). */
  readonly chars?: number;
}

/**
 * Words a task description is full of and every fact contains: left out of
 * the prefetch's query, so facts match on what the task is about. (The model
 * writes its own memory_search queries; those are taken as they are.)
 */
const STOP_WORDS = new Set(
  (
    "a about after all also an and any are as at be been but by can could do does each for from has have how " +
    "if in into is it its may more must no not of on or other should so some such than that the their them " +
    "then there these they this to too use used uses using was we were what when where which while who will " +
    "with would you your add make new fix update change ensure"
  ).split(" "),
);

/** Workspace paths a text names: `src/text.js`, `docs/guide.md`, `lib/` (no URLs, no absolute paths). */
export function namedPaths(text: string): string[] {
  const found =
    text.match(/(?<![\w:/.-])(?:[\w.-]+\/)+[\w.-]*|(?<![\w:/.-])[\w-]+\.[A-Za-z][\w]{0,5}\b/g) ?? [];
  return [...new Set(found.filter((path) => !path.startsWith(".") || path.startsWith(".github/")))];
}

/**
 * The facts most relevant to `focus` on an open index: a search on its
 * description (common words left out) and its files (named in the
 * description when not given; a fact scoped to one of them ranks high,
 * since its scope is in the indexed title), as one line each — slug, type,
 * timestamp, snippet — within the budget. Only facts: episodes and
 * transcripts are left to memory_search. Empty when nothing matches.
 */
export function prefetchFacts(
  index: MemoryIndex,
  focus: PrefetchFocus,
  budget: PrefetchBudget = {},
): string[] {
  const k = budget.k ?? 5;
  const room = budget.chars ?? 1_200;
  const files = focus.files ?? namedPaths(focus.description);
  const words = [focus.description, ...files]
    .join(" ")
    .split(/\s+/)
    .filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  const hits = index
    .search(words.join(" "), k * 4)
    .filter((hit) => hit.kind === "fact")
    .slice(0, k);
  const lines: string[] = [];
  let used = 0;
  for (const hit of hits) {
    const line = `- ${hit.slug} (${hit.type}, ${hit.ts.slice(0, 10)}; ${hit.path}): ${hit.snippet}`;
    if (used + line.length > room) break;
    lines.push(line);
    used += line.length + 1;
  }
  return lines;
}
