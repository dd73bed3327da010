import { existsSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tempDir, tempRepo } from "./temp-dir.js";

const atTop = tempDir("alfred-temp-top-");
let inBeforeAll = "";
let inBeforeEach = "";
const madeInTests: string[] = [];

beforeAll(() => {
  inBeforeAll = tempDir("alfred-temp-all-");
});

afterAll(() => {
  // The file's own afterAll runs before the helper's (registered first, run in stack order).
  expect(existsSync(atTop)).toBe(true);
});

describe("tempDir", () => {
  beforeEach(() => {
    inBeforeEach = tempDir("alfred-temp-each-");
  });

  it("makes a directory in a test, removed when the test finishes", () => {
    const dir = tempDir();
    madeInTests.push(dir, inBeforeEach);
    expect(existsSync(dir)).toBe(true);
    expect(existsSync(inBeforeEach)).toBe(true);
  });

  it("has removed the previous test's directories, kept the file's", () => {
    expect(madeInTests).toHaveLength(2);
    for (const dir of madeInTests) expect(existsSync(dir)).toBe(false);
    expect(existsSync(atTop)).toBe(true);
    expect(existsSync(inBeforeAll)).toBe(true);
  });
});

describe("tempRepo", () => {
  it("is a git repository on main, with the files committed when asked", () => {
    const { dir, git } = tempRepo({ files: { "a.txt": "a\n" }, commit: true });
    expect(git("rev-parse", "--abbrev-ref", "HEAD")).toBe("main");
    expect(git("ls-files")).toBe("a.txt");
    expect(existsSync(dir)).toBe(true);
  });
});
