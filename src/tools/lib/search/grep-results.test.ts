import { describe, expect, it } from "vitest";
import { GrepCollector, hitsFromLines } from "./grep-results.js";
import { compilePattern, fileFilter } from "./grep-search.js";

describe("hitsFromLines", () => {
  const lines = ["a", "match 1", "b", "c", "d", "match 2", "match 3", "e"];
  const isMatch = (line: string): boolean => line.startsWith("match");

  it("returns only matches without context", () => {
    expect(hitsFromLines(lines, isMatch, 0).map((hit) => hit.line)).toEqual([2, 6, 7]);
  });

  it("merges overlapping context windows", () => {
    expect(hitsFromLines(lines, isMatch, 2).map((hit) => `${hit.line}${hit.match ? "*" : ""}`)).toEqual([
      "1",
      "2*",
      "3",
      "4",
      "5",
      "6*",
      "7*",
      "8",
    ]);
  });

  it("strips a trailing CR", () => {
    expect(hitsFromLines(["match\r"], isMatch, 0)).toEqual([{ line: 1, text: "match", match: true }]);
  });
});

describe("GrepCollector", () => {
  const file = (
    rel: string,
    ...lines: number[]
  ): { rel: string; lines: { line: number; text: string; match: boolean }[] } => ({
    rel,
    lines: lines.map((line) => ({ line, text: `t${line}`, match: true })),
  });

  it("keeps files in the order given and separates context groups", () => {
    const collector = new GrepCollector("content", 200, 1);
    collector.add({
      rel: "a",
      lines: [
        { line: 1, text: "x", match: true },
        { line: 2, text: "y", match: false },
        { line: 9, text: "z", match: true },
      ],
    });
    collector.add(file("b", 3));
    expect(collector.format(false)).toBe("a:1:x\na-2-y\n--\na:9:z\n--\nb:3:t3");
  });

  it("ignores files without a match", () => {
    const collector = new GrepCollector("files_with_matches", 200, 0);
    collector.add({ rel: "a", lines: [{ line: 1, text: "", match: false }] });
    expect(collector.empty).toBe(true);
  });

  it("caps files in files_with_matches and count modes", () => {
    const collector = new GrepCollector("count", 2, 0);
    for (const name of ["a", "b", "c"]) collector.add(file(name, 1, 2));
    expect(collector.format(false)).toBe("a:2\nb:2\n… showing 2 of 3 files; narrow the pattern or path");
  });

  it("marks the total as a lower bound when the search stopped early", () => {
    const collector = new GrepCollector("content", 1, 0);
    collector.add(file("a", 1, 2));
    expect(collector.format(true)).toBe("a:1:t1\n… showing 1 of ≥2 matches; narrow the pattern or path");
  });

  it("asks the back end to stop at the count ceiling", () => {
    const collector = new GrepCollector("content", 200, 0);
    const big = file("a", ...Array.from({ length: 999 }, (_, index) => index + 1));
    expect(collector.add(big)).toBe(true);
    expect(collector.add(file("b", 1))).toBe(false);
  });

  it("cuts lines at 300 characters", () => {
    const collector = new GrepCollector("content", 200, 0);
    collector.add({ rel: "a", lines: [{ line: 1, text: "x".repeat(301), match: true }] });
    expect(collector.format(false)).toBe(`a:1:${"x".repeat(300)}…`);
  });
});

describe("fileFilter", () => {
  it.each([
    [undefined, ".", "src/a.ts", true],
    ["*.ts", ".", "src/deep/a.ts", true],
    ["*.ts", ".", "src/a.js", false],
    ["*.{ts,tsx}", ".", "b.tsx", true],
    ["src/*.ts", ".", "src/a.ts", true],
    ["src/*.ts", ".", "src/x/a.ts", false],
    ["lib/*.ts", "src", "src/lib/a.ts", true],
    ["*.env", ".", "config/.env", true],
  ] as const)("%s from %s keeps %s → %s", (glob, startRel, rel, expected) => {
    expect(fileFilter(glob, startRel)(rel)).toBe(expected);
  });
});

describe("compilePattern", () => {
  it("turns a leading (?i) into ignore-case", () => {
    const regex = compilePattern("(?i)todo", false);
    expect(typeof regex !== "string" && regex.test("TODO")).toBe(true);
  });

  it("falls back to non-Unicode mode for patterns Unicode mode rejects", () => {
    const regex = compilePattern("a\\-b", false);
    expect(typeof regex !== "string" && regex.test("a-b")).toBe(true);
  });

  it("reports an invalid pattern", () => {
    expect(compilePattern("(", false)).toMatch(/^Invalid regular expression/);
  });
});
