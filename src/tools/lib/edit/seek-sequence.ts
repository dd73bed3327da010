/**
 * Locates `old_string` in a file by content, on a ladder of increasingly
 * forgiving comparators (see {@link MATCH_RUNGS}), and applies the replacement.
 *
 * `exact` searches raw substrings (with the needle's line endings adapted to the
 * file's). The other rungs compare whole lines: the needle's lines against every
 * window of file lines, after normalising both. File lines are indexed and
 * normalised once per rung, and windows are only examined where the first line
 * already matches, so a 10,000-line file costs a few milliseconds.
 */
import { closestRegion } from "./closest-region.js";
import { MATCH_RUNGS, normaliseLine } from "./normalise.js";
import type { LineRung, MatchRung } from "./normalise.js";

/** A matched region of the file, as UTF-16 offsets `[start, end)`. */
interface TextMatch {
  readonly start: number;
  readonly end: number;
}

/** Where the needle was found: the deciding rung and every non-overlapping match on it. */
export type SeekResult =
  | { readonly found: true; readonly rung: MatchRung; readonly matches: readonly TextMatch[] }
  | { readonly found: false };

/** The line terminator a text uses: CRLF when its first line ends with one, else LF. */
export function detectEol(content: string): "\r\n" | "\n" {
  const newline = content.indexOf("\n");
  return newline > 0 && content.charAt(newline - 1) === "\r" ? "\r\n" : "\n";
}

/** Rewrites every line ending of `text` to `eol`. */
function withEol(text: string, eol: "\r\n" | "\n"): string {
  return text.replace(/\r?\n/g, eol);
}

interface FileLines {
  /** Offset where each line starts. */
  readonly starts: readonly number[];
  /** Line text without `\r\n` / `\n`. */
  readonly texts: readonly string[];
  /** Offset just past each line's terminator (or the end of the content). */
  readonly nextStarts: readonly number[];
}

function indexLines(content: string): FileLines {
  const starts: number[] = [];
  const texts: string[] = [];
  const nextStarts: number[] = [];
  let start = 0;
  while (start < content.length) {
    const newline = content.indexOf("\n", start);
    const end = newline === -1 ? content.length : newline;
    const textEnd = end > start && content.charAt(end - 1) === "\r" ? end - 1 : end;
    starts.push(start);
    texts.push(content.slice(start, textEnd));
    start = newline === -1 ? content.length : newline + 1;
    nextStarts.push(start);
  }
  return { starts, texts, nextStarts };
}

/** The needle's lines; a trailing newline ends the last line rather than starting an empty one. */
function needleLines(needle: string): {
  readonly lines: readonly string[];
  readonly endsWithNewline: boolean;
} {
  const lines = needle.replace(/\r\n/g, "\n").split("\n");
  const endsWithNewline = needle.endsWith("\n") && lines.length > 1;
  if (endsWithNewline) lines.pop();
  return { lines, endsWithNewline };
}

function exactMatches(content: string, needle: string): TextMatch[] {
  const matches: TextMatch[] = [];
  let from = content.indexOf(needle);
  while (from !== -1) {
    matches.push({ start: from, end: from + needle.length });
    from = content.indexOf(needle, from + needle.length);
  }
  return matches;
}

function lineMatches(
  file: FileLines,
  needle: readonly string[],
  rung: LineRung,
  withEol: boolean,
): TextMatch[] {
  const wanted = needle.map((line) => normaliseLine(line, rung));
  const have = file.texts.map((line) => normaliseLine(line, rung));
  const first = wanted[0];
  const size = wanted.length;
  const matches: TextMatch[] = [];
  if (first === undefined) return matches;
  let index = 0;
  while (index + size <= have.length) {
    let offset = 0;
    if (have[index] === first) {
      offset = 1;
      while (offset < size && have[index + offset] === wanted[offset]) offset += 1;
    }
    if (offset === size) {
      const last = index + size - 1;
      const start = file.starts[index] ?? 0;
      const lastStart = file.starts[last] ?? 0;
      const end = withEol ? (file.nextStarts[last] ?? 0) : lastStart + (file.texts[last] ?? "").length;
      matches.push({ start, end });
      index += size;
    } else {
      index += 1;
    }
  }
  return matches;
}

/**
 * Finds `needle` in `content`: the first rung of the ladder with at least one
 * match decides, and all of that rung's non-overlapping matches are returned.
 * Line rungs match whole lines; when the needle ends with a newline the
 * matched region includes the last line's terminator.
 */
export function seekSequence(content: string, needle: string): SeekResult {
  if (needle.length === 0) return { found: false };
  const eol = detectEol(content);
  const exact = exactMatches(content, withEol(needle, eol));
  if (exact.length > 0) return { found: true, rung: "exact", matches: exact };
  const file = indexLines(content);
  const { lines, endsWithNewline } = needleLines(needle);
  for (const rung of MATCH_RUNGS) {
    if (rung === "exact") continue;
    const matches = lineMatches(file, lines, rung, endsWithNewline);
    if (matches.length > 0) return { found: true, rung, matches };
  }
  return { found: false };
}

function indentOf(line: string): string {
  return /^[ \t]*/.exec(line)?.[0] ?? "";
}

/**
 * When a fuzzy match differs from the needle only by a constant extra
 * indentation (the model dropped the outer indent), gives the replacement the
 * same extra indentation, so the edited lines stay aligned with their block.
 */
function reindent(region: string, needle: string, replacement: string): string {
  const found = region.split("\n");
  const wanted = needle.replace(/\r\n/g, "\n").split("\n");
  let extra: string | undefined;
  for (let index = 0; index < wanted.length; index += 1) {
    const want = wanted[index] ?? "";
    const have = found[index] ?? "";
    if (want.trim() === "" || have.trim() === "") continue;
    const wantIndent = indentOf(want);
    const haveIndent = indentOf(have);
    if (!haveIndent.endsWith(wantIndent)) return replacement;
    const prefix = haveIndent.slice(0, haveIndent.length - wantIndent.length);
    if (extra !== undefined && extra !== prefix) return replacement;
    extra = prefix;
  }
  if (extra === undefined || extra === "") return replacement;
  const pad = extra;
  return replacement
    .split("\n")
    .map((line) => (line.trim() === "" ? line : pad + line))
    .join("\n");
}

/** The result of {@link applyEdit}: the new content, or a message the model can act on. */
export type EditOutcome =
  | { readonly ok: true; readonly content: string; readonly rung: MatchRung; readonly count: number }
  | { readonly ok: false; readonly error: string };

/**
 * Replaces `oldString` with `newString` in `content`. Refuses an empty or
 * unchanged `oldString`, a needle that is not found (with a hint naming the
 * closest region) and, unless `replaceAll`, a needle matching more than once.
 * The replacement takes the file's line endings; a match that ends at a final
 * line without a newline keeps the file without one.
 */
export function applyEdit(
  content: string,
  oldString: string,
  newString: string,
  replaceAll: boolean,
): EditOutcome {
  if (oldString.length === 0) {
    return { ok: false, error: "old_string is empty; to create or rewrite a whole file use file_write" };
  }
  if (oldString === newString)
    return { ok: false, error: "old_string and new_string are identical; nothing to do" };
  const seek = seekSequence(content, oldString);
  if (!seek.found) {
    const hint = closestRegion(content, oldString);
    const near =
      hint === undefined ? "" : `\nClosest region (lines ${hint.firstLine}-${hint.lastLine}):\n${hint.text}`;
    return {
      ok: false,
      error: `old_string was not found in the file (tried exact, rstrip, trim, collapse, punctuation). Re-read the file and copy the text exactly.${near}`,
    };
  }
  const via = seek.rung === "exact" ? "" : ` (matched via ${seek.rung})`;
  if (seek.matches.length > 1 && !replaceAll) {
    return {
      ok: false,
      error: `old_string matches ${seek.matches.length} places${via}; add surrounding lines to make it unique, or set replace_all to change every one`,
    };
  }
  const eol = detectEol(content);
  const replacement = withEol(newString, eol);
  const needleEndsWithNewline = oldString.endsWith("\n");
  let next = "";
  let cursor = 0;
  for (const match of seek.matches) {
    const region = content.slice(match.start, match.end);
    const keepNoEol = needleEndsWithNewline && !region.endsWith("\n");
    const indented = seek.rung === "exact" ? replacement : reindent(region, oldString, replacement);
    next += content.slice(cursor, match.start) + (keepNoEol ? indented.replace(/\r?\n$/, "") : indented);
    cursor = match.end;
  }
  next += content.slice(cursor);
  if (next === content) return { ok: false, error: "the edit would leave the file unchanged" };
  return { ok: true, content: next, rung: seek.rung, count: seek.matches.length };
}
