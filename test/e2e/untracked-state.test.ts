/**
 * Nothing Alfred writes shows up as untracked (issue 27): caches, memory's index and run state
 * are excluded from git by every command that writes them, as a run excludes them.
 */
import { describe, expect, it } from "vitest";
import { runAlfred } from "../support/cli.js";
import { demoRepository, GIT_ENV, gitIn } from "../support/demo-repo.js";

const env = GIT_ENV as Record<string, string>;
const untracked = (workingDir: string): string =>
  gitIn(workingDir, "status", "--porcelain", "--untracked-files=all");

describe("what Alfred writes stays out of git status", () => {
  it.each([
    ["alfred repomap", ["repomap"]],
    ["alfred memory add", ["memory", "add", "prefer-pnpm", "--type", "user", "Install with pnpm."]],
    ["alfred memory search", ["memory", "search", "pnpm"]],
  ])("%s", async (_name, args) => {
    const workingDir = demoRepository();
    const run = await runAlfred(args, { cwd: workingDir, env, timeoutMs: 60_000 });
    expect(run.code, run.stderr).toBe(0);
    expect(untracked(workingDir)).toBe("");
  });

  it("alfred run stopped by a configuration error", async () => {
    const workingDir = demoRepository();
    const run = await runAlfred(["run", "--features", "missing.json"], {
      cwd: workingDir,
      env: {
        ...env,
        ALFRED_PROVIDER: "anthropic",
        ANTHROPIC_API_KEY: "x",
        ALFRED_LEDGER_KEY: "untracked-state-ledger-key-0123456789",
      },
      timeoutMs: 60_000,
    });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/missing\.json/);
    expect(untracked(workingDir)).toBe("");
  });
});
