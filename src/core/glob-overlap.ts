/**
 * Whether two glob patterns (the syntax of `glob-pattern.ts`) can match one
 * same path: how a sharded run decides that two features' declared `files`
 * touch the same ground. Conservative: two segments that both hold
 * wildcards are taken to overlap unless their literal heads or tails differ,
 * so an answer of "no overlap" is always right and an answer of "overlap" may
 * put two features in one shard that did not need it (slower, never a
 * conflict). Pure; never throws.
 */
import { compileGlob, expandBraces, hasGlobMagic } from "./glob-pattern.js";

/**
 * A pattern's segments. A literal last segment without a `.` (`src/math`) may name a directory, so
 * it also covers what is under it.
 */
function segmentsOf(pattern: string): string[] {
  const segments = pattern
    .replace(/^(?:\.\/)+/, "")
    .split("/")
    .filter((segment) => segment !== "");
  const last = segments[segments.length - 1];
  return last === undefined || hasGlobMagic(last) || last.includes(".") ? segments : [...segments, "**"];
}

/** The literal characters before the first wildcard, and after the last one. */
function literalEnds(segment: string): { readonly head: string; readonly tail: string } {
  const first = segment.search(/[*?[\\]/);
  let last = -1;
  for (let index = segment.length - 1; index >= 0; index -= 1) {
    if ("*?]\\".includes(segment.charAt(index))) {
      last = index;
      break;
    }
  }
  return { head: segment.slice(0, Math.max(first, 0)), tail: segment.slice(last + 1) };
}

function segmentsOverlap(left: string, right: string): boolean {
  const leftMagic = hasGlobMagic(left);
  const rightMagic = hasGlobMagic(right);
  if (!leftMagic && !rightMagic) return left === right;
  if (!leftMagic) return compileGlob(right, { dot: true, braces: false }).test(left);
  if (!rightMagic) return compileGlob(left, { dot: true, braces: false }).test(right);
  const a = literalEnds(left);
  const b = literalEnds(right);
  const heads = a.head.startsWith(b.head) || b.head.startsWith(a.head);
  const tails = a.tail.endsWith(b.tail) || b.tail.endsWith(a.tail);
  return heads && tails;
}

function alternativesOverlap(left: readonly string[], right: readonly string[]): boolean {
  const memo = new Map<number, boolean>();
  const visit = (i: number, j: number): boolean => {
    const key = i * (right.length + 1) + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    memo.set(key, false);
    let result: boolean;
    if (i === left.length && j === right.length) result = true;
    else if (i < left.length && left[i] === "**")
      result = visit(i + 1, j) || (j < right.length && visit(i, j + 1));
    else if (j < right.length && right[j] === "**")
      result = visit(i, j + 1) || (i < left.length && visit(i + 1, j));
    else if (i === left.length || j === right.length) result = false;
    else result = segmentsOverlap(left[i] ?? "", right[j] ?? "") && visit(i + 1, j + 1);
    memo.set(key, result);
    return result;
  };
  return visit(0, 0);
}

/** True when some path could match both `left` and `right` (see the module comment). */
export function globsOverlap(left: string, right: string): boolean {
  const lefts = expandBraces(left).map(segmentsOf);
  const rights = expandBraces(right).map(segmentsOf);
  return lefts.some((a) => rights.some((b) => alternativesOverlap(a, b)));
}
