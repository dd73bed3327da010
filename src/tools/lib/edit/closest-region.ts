/**
 * A hint for an edit whose `old_string` was not found: the window of file
 * lines sharing the most tokens with it, so the model can see what the file
 * really says there.
 */

/** The best-overlapping window of lines, 1-based and inclusive, with its text numbered like file_read. */
export interface ClosestRegion {
  readonly firstLine: number;
  readonly lastLine: number;
  readonly text: string;
}

const TOKEN = /[\p{L}\p{N}_$]+|[^\s\p{L}\p{N}_$]/gu;
/** Above this many line comparisons only the needle's first non-blank line is compared. */
const WINDOW_BUDGET = 300_000;
const MAX_HINT_LINES = 12;

function tokenCounts(line: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of line.match(TOKEN) ?? []) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

function overlap(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  for (const [token, count] of a) shared += Math.min(count, b.get(token) ?? 0);
  return shared;
}

/**
 * The region of `content` most like `needle`, or undefined when nothing
 * shares a single token with it. Ties go to the earliest region.
 */
export function closestRegion(content: string, needle: string): ClosestRegion | undefined {
  const fileLines = content.replace(/\r\n/g, "\n").split("\n");
  if (content.endsWith("\n")) fileLines.pop();
  let wanted = needle.replace(/\r\n/g, "\n").split("\n").map(tokenCounts);
  let leading = wanted.findIndex((counts) => counts.size > 0);
  if (leading === -1) return undefined;
  if (fileLines.length * wanted.length > WINDOW_BUDGET) {
    wanted = wanted.slice(leading, leading + 1);
    leading = 0;
  }
  const have = fileLines.map(tokenCounts);
  let best = { score: 0, start: 0 };
  for (let start = -leading; start < have.length; start += 1) {
    let score = 0;
    for (let offset = 0; offset < wanted.length; offset += 1) {
      const line = have[start + offset];
      const counts = wanted[offset];
      if (line !== undefined && counts !== undefined) score += overlap(counts, line);
    }
    if (score > best.score) best = { score, start };
  }
  if (best.score === 0) return undefined;
  const first = Math.max(0, best.start);
  const last = Math.min(have.length, best.start + wanted.length, first + MAX_HINT_LINES) - 1;
  const text = fileLines
    .slice(first, last + 1)
    .map((line, offset) => `${first + offset + 1}\t${line}`)
    .join("\n");
  return { firstLine: first + 1, lastLine: last + 1, text };
}
