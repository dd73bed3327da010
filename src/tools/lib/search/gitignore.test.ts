import { describe, expect, it } from "vitest";
import { isIgnored, parseGitignore } from "./gitignore.js";
import type { IgnoreLayer } from "./gitignore.js";

function root(text: string): IgnoreLayer[] {
  return [{ base: "", rules: parseGitignore(text) }];
}

const cases: readonly (readonly [string, string, string, boolean, boolean])[] = [
  // [description, .gitignore, path, isDir, ignored]
  ["name at any depth", "*.log", "a/b/x.log", false, true],
  ["name at the root", "*.log", "x.log", false, true],
  ["no match", "*.log", "x.txt", false, false],
  ["comment and blank lines", "# *.txt\n\n", "x.txt", false, false],
  ["escaped hash", "\\#notes", "#notes", false, true],
  ["negation re-includes", "*.log\n!keep.log", "keep.log", false, false],
  ["last rule wins", "!keep.log\n*.log", "keep.log", false, true],
  ["dir-only skips files", "build/", "build", false, false],
  ["dir-only matches dirs", "build/", "build", true, true],
  ["dir-only at depth", "build/", "pkg/build", true, true],
  ["anchored leading slash", "/out", "out", true, true],
  ["anchored leading slash not deeper", "/out", "pkg/out", true, false],
  ["inner slash anchors", "docs/gen", "docs/gen", true, true],
  ["inner slash anchors, not deeper", "docs/gen", "x/docs/gen", true, false],
  ["leading **", "**/tmp", "a/b/tmp", true, true],
  ["trailing /**", "vendor/**", "vendor/a/b.c", false, true],
  ["middle /**/", "a/**/z", "a/b/c/z", false, true],
  ["star does not cross slash when anchored", "src/*.js", "src/a/b.js", false, false],
  ["dot files match *", "*", ".env", false, true],
  ["trailing spaces trimmed", "x.txt   ", "x.txt", false, true],
  ["CRLF file", "x.txt\r\n", "x.txt", false, true],
  ["character class", "file[0-9].txt", "file3.txt", false, true],
];

describe("gitignore rules", () => {
  it.each(cases)("%s", (_, text, path, isDir, expected) => {
    expect(isIgnored(root(text), path, isDir)).toBe(expected);
  });

  it("lets a nested .gitignore override its parent", () => {
    const layers: IgnoreLayer[] = [
      { base: "", rules: parseGitignore("*.gen.ts") },
      { base: "pkg", rules: parseGitignore("!keep.gen.ts") },
    ];
    expect(isIgnored(layers, "pkg/keep.gen.ts", false)).toBe(false);
    expect(isIgnored(layers, "pkg/other.gen.ts", false)).toBe(true);
    expect(isIgnored(layers, "keep.gen.ts", false)).toBe(true);
  });

  it("matches nested patterns relative to their own directory", () => {
    const layers: IgnoreLayer[] = [{ base: "pkg", rules: parseGitignore("/local") }];
    expect(isIgnored(layers, "pkg/local", true)).toBe(true);
    expect(isIgnored(layers, "local", true)).toBe(false);
  });
});

describe("ignore-file priority", () => {
  it("consults .rgignore, then .ignore, then .gitignore, whatever their depth", () => {
    const layers: IgnoreLayer[] = [
      { base: "", rules: parseGitignore("!x.txt"), priority: 0 },
      { base: "pkg", rules: parseGitignore("x.txt"), priority: 2 },
    ];
    expect(isIgnored(layers, "pkg/x.txt", false)).toBe(false);
  });
});
