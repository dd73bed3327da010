/**
 * GitHub's unified-diff `patch` text (as `GET /pulls/{n}/files` returns it per
 * file), parsed into hunks with new-file (RIGHT side) line numbers. Pure.
 *
 * GitHub accepts a review comment only on a line inside one of the file's hunks
 * (context or added lines on the RIGHT side); anything else is a 422 that
 * rejects the whole review. {@link rightSideRanges} is that rule.
 */

/** One line of a hunk. `newLine` is set for context and added lines; `oldLine` for context and deleted. */
interface DiffLine {
  readonly kind: "context" | "added" | "deleted";
  readonly text: string;
  readonly newLine?: number;
  readonly oldLine?: number;
}

/** One `@@ -a,b +c,d @@` hunk. */
export interface DiffHunk {
  readonly header: string;
  readonly newStart: number;
  readonly newCount: number;
  readonly lines: readonly DiffLine[];
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** Parses a file's patch; text before the first hunk header (and `\ No newline` notes) is skipped. */
export function parsePatch(patch: string): DiffHunk[] {
  const hunks: { header: string; newStart: number; newCount: number; lines: DiffLine[] }[] = [];
  let oldLine = 0;
  let newLine = 0;
  // Lines the current hunk still owns on each side: a trailing empty line is not part of it.
  let oldLeft = 0;
  let newLeft = 0;
  for (const raw of patch.split(/\r?\n/)) {
    const header = HUNK_HEADER.exec(raw);
    if (header !== null) {
      oldLine = Number(header[1]);
      newLine = Number(header[3]);
      oldLeft = Number(header[2] ?? "1");
      newLeft = Number(header[4] ?? "1");
      hunks.push({ header: raw, newStart: newLine, newCount: newLeft, lines: [] });
      continue;
    }
    const hunk = hunks.at(-1);
    if (hunk === undefined || raw.startsWith("\\")) continue;
    const marker = raw === "" ? " " : raw[0];
    const text = raw.slice(1);
    if (marker === "+" && newLeft > 0) {
      hunk.lines.push({ kind: "added", text, newLine });
      newLine += 1;
      newLeft -= 1;
    } else if (marker === "-" && oldLeft > 0) {
      hunk.lines.push({ kind: "deleted", text, oldLine });
      oldLine += 1;
      oldLeft -= 1;
    } else if (marker === " " && newLeft > 0 && oldLeft > 0) {
      hunk.lines.push({ kind: "context", text, newLine, oldLine });
      newLine += 1;
      oldLine += 1;
      newLeft -= 1;
      oldLeft -= 1;
    }
  }
  return hunks;
}

/** The inclusive new-file line ranges GitHub accepts comments on, one per hunk with RIGHT-side lines. */
export function rightSideRanges(hunks: readonly DiffHunk[]): { start: number; end: number }[] {
  return hunks
    .filter((hunk) => hunk.newCount > 0)
    .map((hunk) => ({ start: hunk.newStart, end: hunk.newStart + hunk.newCount - 1 }));
}

/**
 * True when a comment on `line` (and `startLine`, when given) sits on RIGHT-side
 * lines of one hunk: both ends in the same hunk, `startLine` before `line`.
 */
export function isCommentable(
  ranges: readonly { start: number; end: number }[],
  line: number,
  startLine?: number,
): boolean {
  const first = startLine ?? line;
  if (first > line) return false;
  return ranges.some((range) => range.start <= first && line <= range.end);
}

/** True when the hunk adds or changes nothing on the RIGHT side (a deletion-only hunk). */
export function isDeletionOnly(hunk: DiffHunk): boolean {
  return !hunk.lines.some((line) => line.kind === "added");
}
