import { describe, expect, it } from "vitest";
import { globsOverlap } from "./glob-overlap.js";

describe("globsOverlap", () => {
  it.each([
    ["src/math/**", "src/math/add.ts", true],
    ["src/math/**", "src/**/*.ts", true],
    ["src/math/**", "src/text/**", false],
    ["src/*.ts", "src/math/add.ts", false],
    ["src/*.ts", "src/index.ts", true],
    ["src/*.ts", "src/*.js", false],
    ["src/a*.ts", "src/*b.ts", true],
    ["src/a*", "src/b*", false],
    ["**", "anything/at/all", true],
    ["**/*.md", "docs/guide/intro.md", true],
    ["**/*.md", "src/index.ts", false],
    ["src/math", "src/math/add.ts", true],
    ["src/math", "src/mathematics.ts", false],
    ["src/{math,text}/**", "src/text/x.ts", true],
    ["src/{math,text}/**", "src/time/x.ts", false],
    ["./src/a.ts", "src/a.ts", true],
    ["src/[ab].ts", "src/c.ts", false],
    ["src/[ab].ts", "src/b.ts", true],
  ])("%s and %s: %s", (left, right, expected) => {
    expect(globsOverlap(left, right)).toBe(expected);
    expect(globsOverlap(right, left)).toBe(expected);
  });
});
