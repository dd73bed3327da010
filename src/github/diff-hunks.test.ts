import { describe, expect, it } from "vitest";
import { isCommentable, isDeletionOnly, parsePatch, rightSideRanges } from "./diff-hunks.js";

const PATCH = [
  "@@ -1,4 +1,5 @@",
  " line one",
  "-old two",
  "+new two",
  "+added three",
  " line four",
  " line five",
  "@@ -20,3 +21,2 @@ function tail() {",
  " keep",
  "-gone",
  " keep too",
  "\\ No newline at end of file",
].join("\n");

describe("parsePatch", () => {
  it("numbers context and added lines in the new file, deleted lines in the old", () => {
    const [first, second] = parsePatch(PATCH);
    expect(first?.lines.map((line) => [line.kind, line.newLine ?? null])).toEqual([
      ["context", 1],
      ["deleted", null],
      ["added", 2],
      ["added", 3],
      ["context", 4],
      ["context", 5],
    ]);
    expect(second?.lines.map((line) => line.newLine ?? null)).toEqual([21, null, 22]);
    expect(second && isDeletionOnly(second)).toBe(true);
  });

  it("ignores a trailing empty line that is not part of the hunk", () => {
    const [hunk] = parsePatch("@@ -1 +1 @@\n-a\n+b\n");
    expect(hunk?.lines).toHaveLength(2);
  });
});

describe("isCommentable (GitHub's rule: RIGHT-side lines of one hunk)", () => {
  const ranges = rightSideRanges(parsePatch(PATCH));
  it.each([
    [1, undefined, true],
    [5, undefined, true],
    [6, undefined, false], // between hunks
    [21, undefined, true],
    [22, undefined, true],
    [23, undefined, false],
    [5, 2, true],
    [21, 5, false], // a range across two hunks
    [2, 3, false], // start after end
  ])("line %s (start %s) → %s", (line, start, expected) => {
    expect(isCommentable(ranges, line, start)).toBe(expected);
  });
});
