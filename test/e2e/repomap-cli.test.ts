/**
 * `alfred repomap` from the built CLI, as a user runs it: text, JSON, focus,
 * budgets, and usage errors.
 */
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeWorkspace, runAlfred } from "../support/cli.js";
import { LANGUAGE_FIXTURES } from "../fixtures/repomap/languages.js";

let workingDir = "";
const files: Record<string, string> = {};
for (const fixture of LANGUAGE_FIXTURES) {
  for (const [path, content] of Object.entries(fixture.files)) files[`${fixture.language}/${path}`] = content;
}

beforeAll(async () => {
  workingDir = await makeWorkspace(files);
});
afterAll(async () => {
  await rm(workingDir, { recursive: true, force: true });
});

interface MapJson {
  readonly files: readonly {
    readonly path: string;
    readonly rank: number;
    readonly symbols: readonly { name: string }[];
  }[];
  readonly tokens: number;
}

describe("alfred repomap", () => {
  it("prints the map of a tree in nine languages, each definition with its signature line", async () => {
    const run = await runAlfred(["repomap", "--cwd", workingDir, "--tokens", "2000"], {
      cwd: workingDir,
      timeoutMs: 60_000,
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    for (const fixture of LANGUAGE_FIXTURES)
      expect(run.stdout).toContain(`${fixture.language}/${fixture.central}:`);
    expect(run.stdout).toMatch(/\d│func LoadConfiguration\(path string\) \*ConfigStore/);
    expect(run.stdout).toMatch(/\d│public class ConfigStore \{/);
  });

  it("--json lists every ranked file, highest first, workspace-relative, with the map's tokens", async () => {
    const run = await runAlfred(["repomap", "--json", "--tokens", "300"], {
      cwd: workingDir,
      timeoutMs: 60_000,
    });
    expect(run.code).toBe(0);
    const map = JSON.parse(run.stdout) as MapJson;
    expect(map.files.map((file) => file.path).sort()).toEqual(Object.keys(files).sort());
    const ranks = map.files.map((file) => file.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(map.tokens).toBeGreaterThan(0);
    expect(map.tokens).toBeLessThanOrEqual(300);
  });

  it("--focus moves the focused file to the top", async () => {
    const run = await runAlfred(["repomap", "--json", "--focus", "ruby/lib/lonely.rb"], {
      cwd: workingDir,
      timeoutMs: 60_000,
    });
    const map = JSON.parse(run.stdout) as MapJson;
    expect(map.files[0]?.path).toBe("ruby/lib/lonely.rb");
  });

  it.each([
    [["--tokens", "lots"], "--tokens expects a positive integer"],
    [["stray"], "stray"],
    [["--cwd", "/nonexistent-alfred-dir"], "not a directory"],
  ])("exits 2 on a usage error: %j", async (args, message) => {
    const run = await runAlfred(["repomap", ...args], { cwd: workingDir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});
