/**
 * What both grep back ends (ripgrep and the pure-JS fallback) produce, and the
 * one formatter that turns it into text, so the two give identical output:
 * per-file hits in walk order, counted against the caps, formatted like rg
 * (`path:line:text` for matches, `path-line-text` for context, `--` between
 * groups that are not adjacent).
 */

/** What grep prints. */
export type GrepOutputMode = "content" | "files_with_matches" | "count";

/** One line of a file's hits; `line` is 1-based. `text` has no line terminator. */
export interface HitLine {
  readonly line: number;
  readonly text: string;
  readonly match: boolean;
}

/** A file with at least one matching line, and the context lines around them. */
export interface FileHits {
  /** Workspace-relative, `/`-separated. */
  readonly rel: string;
  readonly lines: readonly HitLine[];
}

/** The default and largest number of matches (or files) shown. */
export const GREP_RESULT_LIMIT = 200;
/** Matched lines (or files) counted before the search stops; the total is then shown as "≥N". */
const GREP_COUNT_CEILING = 1000;
/** Characters kept of each line. */
const GREP_LINE_CHARS = 300;
/** Output stops early, with a note, past this many characters. */
const GREP_OUTPUT_CHARS = 100_000;

function capLine(text: string): string {
  return text.length > GREP_LINE_CHARS ? `${text.slice(0, GREP_LINE_CHARS)}…` : text;
}

/**
 * Accumulates files from a back end and formats them. `add` answers whether
 * the back end should go on (false once the count ceiling is reached).
 */
export class GrepCollector {
  readonly #mode: GrepOutputMode;
  readonly #limit: number;
  readonly #context: number;
  readonly #shownFiles: FileHits[] = [];
  #matches = 0;
  #files = 0;
  #shownMatches = 0;
  #stopped = false;

  constructor(mode: GrepOutputMode, limit: number, context: number) {
    this.#mode = mode;
    this.#limit = limit;
    this.#context = mode === "content" ? context : 0;
  }

  /** Records one file's hits (files without a match are ignored). */
  add(file: FileHits): boolean {
    const matches = file.lines.filter((line) => line.match).length;
    if (matches === 0) return !this.#stopped;
    this.#files += 1;
    this.#matches += matches;
    if (this.#mode === "content") {
      if (this.#shownMatches < this.#limit) this.#shownFiles.push(file);
      this.#shownMatches += matches;
      this.#stopped = this.#matches >= GREP_COUNT_CEILING;
    } else {
      if (this.#files <= this.#limit) this.#shownFiles.push(file);
      this.#stopped = this.#files >= GREP_COUNT_CEILING;
    }
    return !this.#stopped;
  }

  /** True once nothing matched. */
  get empty(): boolean {
    return this.#files === 0;
  }

  /** The formatted result; `partial` marks totals as lower bounds (ceiling, timeout). */
  format(partial: boolean): string {
    const out = this.#mode === "content" ? this.#content() : this.#perFile();
    const exact = !partial && !this.#stopped;
    const total = this.#mode === "content" ? this.#matches : this.#files;
    const unit = this.#mode === "content" ? "matches" : "files";
    const shown = Math.min(total, this.#limit);
    let text = out.lines.join("\n");
    if (out.cut) text += `\n… output cut at ${GREP_OUTPUT_CHARS} characters; narrow the pattern or path`;
    if (total > shown || !exact)
      text += `\n… showing ${shown} of ${exact ? "" : "≥"}${total} ${unit}; narrow the pattern or path`;
    return text;
  }

  #perFile(): { lines: string[]; cut: boolean } {
    const lines = this.#shownFiles.map((file) =>
      this.#mode === "count" ? `${file.rel}:${file.lines.filter((line) => line.match).length}` : file.rel,
    );
    return { lines, cut: false };
  }

  #content(): { lines: string[]; cut: boolean } {
    const lines: string[] = [];
    let size = 0;
    let shown = 0;
    for (const file of this.#shownFiles) {
      let previous: number | undefined;
      let lastMatch = -Infinity;
      for (const hit of file.lines) {
        if (hit.match && shown >= this.#limit) break;
        if (!hit.match && shown >= this.#limit && hit.line > lastMatch + this.#context) break;
        if (this.#context > 0 && lines.length > 0 && (previous === undefined || hit.line !== previous + 1)) {
          lines.push("--");
        }
        const entry = `${file.rel}${hit.match ? ":" : "-"}${hit.line}${hit.match ? ":" : "-"}${capLine(hit.text)}`;
        size += entry.length + 1;
        if (size > GREP_OUTPUT_CHARS) return { lines, cut: true };
        lines.push(entry);
        previous = hit.line;
        if (hit.match) {
          shown += 1;
          lastMatch = hit.line;
        }
      }
      if (shown >= this.#limit) break;
    }
    return { lines, cut: false };
  }
}

/** Selects the lines to report from a file's lines: matches and `context` lines around them. */
export function hitsFromLines(
  lines: readonly string[],
  isMatch: (line: string) => boolean,
  context: number,
): HitLine[] {
  const matched: number[] = [];
  lines.forEach((line, index) => {
    if (isMatch(line)) matched.push(index);
  });
  const hits: HitLine[] = [];
  let next = 0;
  const matchSet = new Set(matched);
  for (const index of matched) {
    const from = Math.max(next, index - context);
    const to = Math.min(lines.length - 1, index + context);
    for (let at = from; at <= to; at += 1) {
      const text = lines[at] ?? "";
      hits.push({
        line: at + 1,
        text: text.endsWith("\r") ? text.slice(0, -1) : text,
        match: matchSet.has(at),
      });
    }
    next = Math.max(next, to + 1);
  }
  return hits;
}
