import { describe, expect, it } from "vitest";
import type { ChangedFile } from "../../github/pull-review-api.js";
import { renderReviewDiff } from "./diff-prompt.js";

const file = (path: string, patch: string | undefined, status = "modified"): ChangedFile => ({
  path,
  status,
  additions: 1,
  deletions: 1,
  ...(patch === undefined ? {} : { patch }),
});
const big = (lines: number): string =>
  `@@ -1,1 +1,${lines} @@\n${Array.from({ length: lines }, (_, index) => `+line ${index}`).join("\n")}`;

describe("renderReviewDiff", () => {
  it("shows new-file line numbers and drops deletion-only hunks", () => {
    const diff = renderReviewDiff(
      [file("src/a.ts", "@@ -1,2 +1,2 @@\n ctx\n-old\n+new\n@@ -9,2 +9,1 @@\n keep\n-gone")],
      10_000,
    );
    expect(diff.text).toContain("+     2 | new");
    expect(diff.text).toContain("      1 | ctx");
    expect(diff.text).toContain("-       | old");
    expect(diff.text).not.toContain("gone");
  });

  it("lists lock, generated, binary and deleted files by name; fits the budget by priority and names what it left out", () => {
    const diff = renderReviewDiff(
      [
        file("README.md", big(200)),
        file("package-lock.json", big(50)),
        file("logo.png", undefined),
        file("src/old.ts", "@@ -1 +0,0 @@\n-x", "removed"),
        file("src/main.ts", big(100)),
        file("test/main.test.ts", big(100)),
      ],
      1_000,
    );
    expect(diff.nameOnly.map((entry) => entry.path)).toEqual(["package-lock.json", "logo.png", "src/old.ts"]);
    expect(diff.shown).toEqual(["src/main.ts"]);
    expect(diff.omitted).toEqual(["test/main.test.ts", "README.md"]);
    expect(diff.text).toContain("- README.md");
    expect(diff.text).toContain("- package-lock.json (lock or generated file)");
  });
});
