/**
 * Unified diffs for the edit and write tools, so the model (and the log) sees exactly what
 * changed. The hunks are the `diff` package's (Myers' O(ND), bounded by `maxEditLength`); the
 * headers, the CR handling and the truncation are ours. When the difference is too large to
 * compute cheaply the changed middle is shown as one removal and one addition.
 */
import { structuredPatch } from "diff";

/** Options of {@link unifiedDiff}. */
export interface DiffOptions {
  /** Unchanged lines shown around each change. Default 3. */
  readonly context?: number;
  /** Output lines kept before a truncation note. Default 400. */
  readonly maxLines?: number;
}

/** Past this edit distance Myers' search gets expensive; fall back to replace-all. */
const MAX_EDIT_LENGTH = 2_000;
const NO_EOL = "\\ No newline at end of file";

/** Lines of `text` with their end marker, CR before LF dropped (it is not shown). */
function linesOf(text: string): string[] {
  if (text === "") return [];
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const last = lines.pop();
  return last === "" ? lines.map((line) => `${line}\n`) : [...lines.map((line) => `${line}\n`), last ?? ""];
}

/** One hunk replacing everything between the common prefix and suffix (the cheap fallback). */
function replaceAll(before: readonly string[], after: readonly string[], context: number): string[] {
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head += 1;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  )
    tail += 1;
  const start = Math.max(0, head - context);
  const oldEnd = Math.min(before.length, before.length - tail + context);
  const newEnd = Math.min(after.length, after.length - tail + context);
  const show = (op: string, line: string): string[] =>
    line.endsWith("\n") ? [`${op}${line.slice(0, -1)}`] : [`${op}${line}`, NO_EOL];
  const oldCount = oldEnd - start;
  const newCount = newEnd - start;
  return [
    `@@ -${oldCount === 0 ? start : start + 1},${oldCount} +${newCount === 0 ? start : start + 1},${newCount} @@`,
    ...before.slice(start, head).flatMap((line) => show(" ", line)),
    ...before.slice(head, before.length - tail).flatMap((line) => show("-", line)),
    ...after.slice(head, after.length - tail).flatMap((line) => show("+", line)),
    ...before.slice(before.length - tail, oldEnd).flatMap((line) => show(" ", line)),
  ];
}

/**
 * A unified diff of `before` → `after` with `--- a/<path>` / `+++ b/<path>`
 * headers (`/dev/null` for an empty side), or `""` when the texts are equal.
 * CR before LF is not shown; a last line without a newline gets git's
 * `\ No newline at end of file` marker. Long diffs end in a truncation note.
 */
export function unifiedDiff(before: string, after: string, path: string, options: DiffOptions = {}): string {
  if (before === after) return "";
  const context = options.context ?? 3;
  const maxLines = options.maxLines ?? 400;
  const oldText = before.replace(/\r\n/g, "\n");
  const newText = after.replace(/\r\n/g, "\n");
  const out = [
    before === "" ? "--- /dev/null" : `--- a/${path}`,
    after === "" ? "+++ /dev/null" : `+++ b/${path}`,
  ];
  if (oldText !== newText) {
    const patch = structuredPatch("a", "b", oldText, newText, "", "", {
      context,
      maxEditLength: MAX_EDIT_LENGTH,
    });
    if (patch === undefined) out.push(...replaceAll(linesOf(oldText), linesOf(newText), context));
    else {
      for (const { oldStart, oldLines, newStart, newLines, lines } of patch.hunks) {
        // An empty side starts at the line before, as `diff -u` and git print it.
        const oldAt = oldLines === 0 ? oldStart - 1 : oldStart;
        const newAt = newLines === 0 ? newStart - 1 : newStart;
        out.push(`@@ -${oldAt},${oldLines} +${newAt},${newLines} @@`, ...lines);
      }
    }
  }
  if (out.length <= maxLines) return out.join("\n");
  return `${out.slice(0, maxLines).join("\n")}\n… diff truncated: ${out.length - maxLines} more lines`;
}
