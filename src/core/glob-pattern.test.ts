import { describe, expect, it } from "vitest";
import { compileGlob, expandBraces, literalPrefix } from "./glob-pattern.js";

const cases: readonly (readonly [string, string, boolean])[] = [
  ["*.ts", "a.ts", true],
  ["*.ts", "src/a.ts", false],
  ["*.ts", ".hidden.ts", false],
  ["**/*.ts", "a.ts", true],
  ["**/*.ts", "src/deep/a.ts", true],
  ["**/*.ts", "src/.cache/a.ts", false],
  ["src/**", "src/a/b.txt", true],
  ["src/**", "src", false],
  ["src/**/*.ts", "src/a.ts", true],
  ["src/**/*.ts", "src/x/y/a.ts", true],
  ["src/**/*.ts", "lib/a.ts", false],
  ["a/**/b", "a/b", true],
  ["a/**/b", "a/x/y/b", true],
  ["?.md", "a.md", true],
  ["?.md", "ab.md", false],
  ["?", "/", false],
  ["[abc].txt", "b.txt", true],
  ["[abc].txt", "d.txt", false],
  ["[a-c].txt", "c.txt", true],
  ["[!a-c].txt", "d.txt", true],
  ["[^a-c].txt", "a.txt", false],
  ["*.{ts,tsx}", "a.tsx", true],
  ["*.{ts,tsx}", "a.js", false],
  ["{src,test}/**/*.ts", "test/x.ts", true],
  ["{src,test/{unit,e2e}}/*.ts", "test/e2e/x.ts", true],
  ["a\\*b", "a*b", true],
  ["a\\*b", "axb", false],
  ["foo[", "foo[", true],
  ["./src/*.ts", "src/a.ts", true],
  [".github/**/*.yml", ".github/workflows/ci.yml", true],
  ["file.(ts)", "file.(ts)", true],
];

describe("compileGlob", () => {
  it.each(cases)("%s ~ %s → %s", (pattern, path, expected) => {
    expect(compileGlob(pattern).test(path)).toBe(expected);
  });

  it("matches dot files when dot is set", () => {
    expect(compileGlob("*", { dot: true }).test(".env")).toBe(true);
  });

  it("can ignore case", () => {
    expect(compileGlob("*.MD", { caseInsensitive: true }).test("readme.md")).toBe(true);
  });
});

describe("expandBraces", () => {
  it.each([
    ["a{b,c}d", ["abd", "acd"]],
    ["{a,b}{1,2}", ["a1", "a2", "b1", "b2"]],
    ["{a,{b,c}}", ["a", "b", "c"]],
    ["{single}", ["{single}"]],
    ["{open", ["{open"]],
  ] as const)("%s", (pattern, expected) => {
    expect(expandBraces(pattern)).toEqual(expected);
  });

  it("caps the number of alternatives", () => {
    expect(expandBraces("{a,b,c,d,e,f,g,h,i,j}".repeat(4)).length).toBe(1000);
  });
});

describe("literalPrefix", () => {
  it.each([
    ["src/lib/**/*.ts", ["src", "lib"]],
    ["**/*.ts", []],
    ["src/*.ts", ["src"]],
    ["*.ts", []],
    ["{a,b}/x.ts", []],
  ] as const)("%s", (pattern, expected) => {
    expect(literalPrefix(pattern)).toEqual(expected);
  });
});
