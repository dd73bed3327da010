import { describe, expect, it } from "vitest";
import { unifiedDiff } from "./unified-diff.js";

/** Applies a unified diff produced by unifiedDiff to `before` (test oracle). */
function applyPatch(before: string, patch: string): string {
  const source = before === "" ? [] : before.replace(/\n$/, "").split("\n");
  const result: string[] = [];
  let cursor = 0;
  const lines = patch.split("\n").slice(2);
  for (const line of lines) {
    const header = /^@@ -(\d+),(\d+) \+\d+,\d+ @@$/.exec(line);
    if (header !== null) {
      const start = Number(header[1]) - (Number(header[2]) === 0 ? 0 : 1);
      result.push(...source.slice(cursor, start));
      cursor = start;
    } else if (line.startsWith(" ") || line.startsWith("-")) {
      if (line.startsWith(" ")) result.push(line.slice(1));
      cursor += 1;
    } else if (line.startsWith("+")) {
      result.push(line.slice(1));
    }
  }
  result.push(...source.slice(cursor));
  return result.length === 0 ? "" : `${result.join("\n")}\n`;
}

describe("unifiedDiff", () => {
  it("shows a one-line change with three lines of context", () => {
    const before = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";
    const after = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n";
    expect(unifiedDiff(before, after, "src/a.ts")).toBe(
      [
        "--- a/src/a.ts",
        "+++ b/src/a.ts",
        "@@ -2,7 +2,7 @@",
        " 2",
        " 3",
        " 4",
        "-5",
        "+five",
        " 6",
        " 7",
        " 8",
      ].join("\n"),
    );
  });

  it("is empty for equal texts", () => {
    expect(unifiedDiff("a\n", "a\n", "x")).toBe("");
  });

  it("shows a created file as additions from /dev/null", () => {
    expect(unifiedDiff("", "a\nb\n", "new.txt")).toBe(
      "--- /dev/null\n+++ b/new.txt\n@@ -0,0 +1,2 @@\n+a\n+b",
    );
  });

  it("marks a missing final newline", () => {
    expect(unifiedDiff("a\n", "a", "f")).toBe(
      "--- a/f\n+++ b/f\n@@ -1,1 +1,1 @@\n-a\n+a\n\\ No newline at end of file",
    );
  });

  it("hides CR of CRLF lines", () => {
    expect(unifiedDiff("a\r\nb\r\n", "a\r\nc\r\n", "f")).toBe(
      "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n+c",
    );
  });

  it("splits distant changes into separate hunks", () => {
    const before = Array.from({ length: 30 }, (_, index) => `line ${index + 1}`).join("\n") + "\n";
    const after = before.replace("line 2\n", "line two\n").replace("line 28\n", "line twenty-eight\n");
    const diff = unifiedDiff(before, after, "f");
    expect(diff.match(/^@@/gm)).toHaveLength(2);
    expect(diff).toContain("@@ -1,5 +1,5 @@");
    expect(diff).toContain("@@ -25,6 +25,6 @@");
  });

  it("truncates long diffs with a note", () => {
    const after = Array.from({ length: 1000 }, (_, index) => `${index}`).join("\n") + "\n";
    const diff = unifiedDiff("", after, "big", { maxLines: 50 });
    expect(diff.split("\n")).toHaveLength(51);
    expect(diff).toMatch(/… diff truncated: 953 more lines$/);
  });

  it("round-trips random edits through a patch oracle", () => {
    let seed = 7;
    const random = (limit: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % limit;
    };
    for (let round = 0; round < 200; round += 1) {
      const before = Array.from({ length: random(40) }, () => `l${random(8)}`);
      const after = before.flatMap((line) => {
        const roll = random(10);
        if (roll === 0) return [];
        if (roll === 1) return [line, `n${random(8)}`];
        if (roll === 2) return [`c${random(8)}`];
        return [line];
      });
      const a = before.length === 0 ? "" : `${before.join("\n")}\n`;
      const b = after.length === 0 ? "" : `${after.join("\n")}\n`;
      const diff = unifiedDiff(a, b, "f", { maxLines: 10_000 });
      expect(diff === "" ? a : applyPatch(a, diff)).toBe(b);
    }
  });

  it("diffs a 10,000-line file with a small change quickly", () => {
    const lines = Array.from({ length: 10_000 }, (_, index) => `row ${index}`);
    const before = `${lines.join("\n")}\n`;
    lines[5_000] = "changed";
    const started = performance.now();
    const diff = unifiedDiff(before, `${lines.join("\n")}\n`, "f");
    expect(performance.now() - started).toBeLessThan(500);
    expect(diff).toContain("-row 5000\n+changed");
  });
});

describe("unifiedDiff past the edit-length bound", () => {
  it("shows the changed middle as one removal and one addition, still a valid patch", () => {
    const before = `keep\n${Array.from({ length: 3_000 }, (_, index) => `old ${index}`).join("\n")}\ntail\n`;
    const after = `keep\n${Array.from({ length: 3_000 }, (_, index) => `new ${index}`).join("\n")}\ntail\n`;
    const started = performance.now();
    const diff = unifiedDiff(before, after, "f", { maxLines: 10_000 });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(diff.split("\n")[2]).toBe("@@ -1,3002 +1,3002 @@");
    expect(applyPatch(before, diff)).toBe(after);
  });
});
