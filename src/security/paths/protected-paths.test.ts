import { describe, expect, it } from "vitest";
import { checkPushedCommits, type PushPolicy } from "./push-policy.js";
import {
  isProtectedPath,
  normaliseWorkspacePath,
  protectingGlob,
  runProtectedPaths,
} from "./protected-paths.js";

// Issue 26: one protected-path rule for the commit check, the push check and the permission
// gate. The table pins every spelling of a protected path we know of to the same verdict.
const ACTION_GLOBS = runProtectedPaths([".github/workflows/**"]);

const PROTECTED: readonly (readonly [string, string])[] = [
  [".alfred/config.json", ".alfred/**"],
  [".alfred", ".alfred/**"],
  [".alfred/", ".alfred/**"],
  [".ALFRED/hooks.json", ".alfred/**"],
  [".Alfred/memory/facts/x.md", ".alfred/**"],
  ["./.alfred/hooks.json", ".alfred/**"],
  [".//.alfred//hooks.json", ".alfred/**"],
  ["src/../.alfred/hooks.json", ".alfred/**"],
  ["./src/./../.alfred/config.json", ".alfred/**"],
  [".alfred./hooks.json", ".alfred/**"],
  [".alfred /hooks.json", ".alfred/**"],
  [".al\u200cfred/hooks.json", ".alfred/**"],
  ["\ufeff.alfred/hooks.json", ".alfred/**"],
  [".github/workflows/ci.yml", ".github/workflows/**"],
  [".GitHub/Workflows/ci.yml", ".github/workflows/**"],
  [".GITHUB/WORKFLOWS/CI.YML", ".github/workflows/**"],
  [".github/workflows", ".github/workflows/**"],
  [".github/workflows/", ".github/workflows/**"],
  [".github/workflows/nested/deep.yml", ".github/workflows/**"],
  ["docs/../.github/workflows/x.yml", ".github/workflows/**"],
  [".github/workflows\u200d/x.yml", ".github/workflows/**"],
];

const FREE: readonly string[] = [
  "src/index.ts",
  ".alfredrc",
  ".alfred-notes/x.md",
  "alfred/.alfred.json",
  "docs/.alfred/example.json",
  ".github/dependabot.yml",
  ".github/workflows-old/ci.yml",
  "..",
  "../.alfred/config.json",
  "src/../../.alfred/config.json",
  ".",
  "",
  "\uff0ealfred/config.json",
];

describe("one protected-path rule", () => {
  it.each(PROTECTED)("%s is protected by %s", (path, glob) => {
    expect(protectingGlob(path, ACTION_GLOBS)).toBe(glob);
  });

  it.each(FREE)("%s is not protected", (path) => {
    expect(isProtectedPath(path, ACTION_GLOBS)).toBe(false);
  });

  it("normalises to one spelling, or none outside the workspace", () => {
    expect(normaliseWorkspacePath("./A/./b//C/")).toBe("a/b/c");
    expect(normaliseWorkspacePath("a/../..")).toBeUndefined();
    expect(normaliseWorkspacePath("./")).toBeUndefined();
  });

  it("accepts globs written with ./ and a trailing slash", () => {
    expect(isProtectedPath("infra/prod/main.tf", ["./infra/prod/"])).toBe(true);
    expect(isProtectedPath("infra/staging/main.tf", ["./infra/prod/"])).toBe(false);
  });

  it("is the rule the push check applies", () => {
    const policy: PushPolicy = { runId: "r1", isProtected: (path) => isProtectedPath(path, ACTION_GLOBS) };
    const commit = (path: string) => ({
      sha: "a".repeat(40),
      message: "feat(x): y\n\nAlfred-Feature: x\nAlfred-Run: r1\n",
      changes: [{ status: "R100", paths: ["src/ok.ts", path] }],
    });
    expect(checkPushedCommits([commit(".GitHub/Workflows/ci.yml")], policy)).toMatchObject({
      ok: false,
      path: ".GitHub/Workflows/ci.yml",
    });
    expect(checkPushedCommits([commit("src/fine.ts")], policy)).toEqual({ ok: true });
  });
});
