/**
 * Line-based unified diffs for the edit and write tools, so the model (and the
 * log) sees exactly what changed. Myers' O(ND) algorithm after trimming the
 * common prefix and suffix; when the difference is too large to compute
 * cheaply the changed middle is shown as one removal and one addition.
 */

/** Options of {@link unifiedDiff}. */
export interface DiffOptions {
  /** Unchanged lines shown around each change. Default 3. */
  readonly context?: number;
  /** Output lines kept before a truncation note. Default 400. */
  readonly maxLines?: number;
}

type Op = " " | "-" | "+";

interface DiffLine {
  readonly op: Op;
  readonly text: string;
  readonly noEol: boolean;
}

interface Line {
  readonly text: string;
  readonly noEol: boolean;
  readonly key: string;
}

/** Past this many (edit distance × lines) Myers' trace gets expensive; fall back to replace-all. */
const MYERS_BUDGET = 4_000_000;

function splitLines(text: string): Line[] {
  if (text === "") return [];
  const parts = text.split("\n");
  const endsWithNewline = parts[parts.length - 1] === "";
  if (endsWithNewline) parts.pop();
  return parts.map((part, index) => {
    const noEol = !endsWithNewline && index === parts.length - 1;
    const display = part.endsWith("\r") ? part.slice(0, -1) : part;
    return { text: display, noEol, key: noEol ? `${part}\n\\` : part };
  });
}

/** Myers' shortest edit script between `a` and `b` (as ids), or undefined when over budget. */
function myers(a: readonly number[], b: readonly number[]): Op[] | undefined {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  const maxD = Math.min(max, Math.floor(MYERS_BUDGET / (max + 1)));
  for (let d = 0; d <= maxD; d += 1) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0));
      let x = down ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, n, m);
    }
  }
  return undefined;
}

function backtrack(trace: readonly Int32Array[], n: number, m: number): Op[] {
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const snapshot = trace[d] ?? new Int32Array(0);
    const at = (k: number): number => snapshot[k + d + 1] ?? 0;
    const k = x - y;
    if (d === 0) break;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push(" ");
      x -= 1;
      y -= 1;
    }
    ops.push(down ? "+" : "-");
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) {
    ops.push(" ");
    x -= 1;
    y -= 1;
  }
  return ops.reverse();
}

function diffLines(before: readonly Line[], after: readonly Line[]): DiffLine[] {
  let head = 0;
  while (head < before.length && head < after.length && before[head]?.key === after[head]?.key) head += 1;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail]?.key === after[after.length - 1 - tail]?.key
  ) {
    tail += 1;
  }
  const oldMiddle = before.slice(head, before.length - tail);
  const newMiddle = after.slice(head, after.length - tail);
  const ids = new Map<string, number>();
  const idOf = (line: Line): number => {
    let id = ids.get(line.key);
    if (id === undefined) {
      id = ids.size;
      ids.set(line.key, id);
    }
    return id;
  };
  const ops = myers(oldMiddle.map(idOf), newMiddle.map(idOf)) ?? [
    ...oldMiddle.map((): Op => "-"),
    ...newMiddle.map((): Op => "+"),
  ];
  const out: DiffLine[] = before.slice(0, head).map((line) => ({ op: " ", ...line }));
  let x = 0;
  let y = 0;
  for (const op of ops) {
    const line = op === "+" ? newMiddle[y] : oldMiddle[x];
    if (line !== undefined) out.push({ op, text: line.text, noEol: line.noEol });
    if (op !== "+") x += 1;
    if (op !== "-") y += 1;
  }
  for (const line of before.slice(before.length - tail)) out.push({ op: " ", ...line });
  return out;
}

function hunkHeader(lines: readonly DiffLine[], oldBefore: number, newBefore: number): string {
  const oldCount = lines.filter((line) => line.op !== "+").length;
  const newCount = lines.filter((line) => line.op !== "-").length;
  const oldStart = oldCount === 0 ? oldBefore : oldBefore + 1;
  const newStart = newCount === 0 ? newBefore : newBefore + 1;
  return `@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`;
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
  const lines = diffLines(splitLines(before), splitLines(after));
  const out = [
    before === "" ? "--- /dev/null" : `--- a/${path}`,
    after === "" ? "+++ /dev/null" : `+++ b/${path}`,
  ];
  let index = 0;
  let oldLine = 0;
  let newLine = 0;
  while (index < lines.length) {
    const change = lines.findIndex((line, at) => at >= index && line.op !== " ");
    if (change === -1) break;
    const start = Math.max(index, change - context);
    oldLine += start - index;
    newLine += start - index;
    let end = change;
    let lastChange = change;
    while (end < lines.length && end - lastChange <= 2 * context) {
      if (lines[end]?.op !== " ") lastChange = end;
      end += 1;
    }
    end = Math.min(lines.length, lastChange + context + 1);
    const hunk = lines.slice(start, end);
    out.push(hunkHeader(hunk, oldLine, newLine));
    for (const line of hunk) {
      out.push(`${line.op}${line.text}`);
      if (line.noEol) out.push("\\ No newline at end of file");
      if (line.op !== "+") oldLine += 1;
      if (line.op !== "-") newLine += 1;
    }
    index = end;
  }
  if (out.length <= maxLines) return out.join("\n");
  return `${out.slice(0, maxLines).join("\n")}\n… diff truncated: ${out.length - maxLines} more lines`;
}
