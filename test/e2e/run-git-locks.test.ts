/**
 * A run killed while its git held `.git/index.lock` (issue 27): the resume recognises the lock
 * as the dead run's, removes it, records that in the ledger and reaches the reference end state;
 * a lock a live process holds is left alone.
 */
import { chmod, copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer } from "../fakes/fake-script.js";
import { runAlfred } from "../support/cli.js";
import { crashEnv, crashModel, crashRepository, type EndState, endState } from "../support/crash-run.js";
import { gitIn, PROJECT_ROOT } from "../support/demo-repo.js";
import { which } from "../../src/platform/process/which.js";
import { tempDir } from "../support/temp-dir.js";

const FEATURES = ["slugify", "word-count"];
const RUN = ["run", "--run-id", "r1", "--budget", "2"];
const RESUME = [...RUN, "--resume"];
const WRAPPER = join(PROJECT_ROOT, "test", "fixtures", "git-wrappers", "lock-holding-git.sh");

/** A `git` that takes `.git/index.lock` and waits on the call matching `holdOn` (test/fixtures/git-wrappers). */
async function lockHoldingGit(holdOn: string): Promise<{ bin: string; env: Record<string, string> }> {
  const bin = join(tempDir("alfred-lock-git-"), "bin");
  await mkdir(bin);
  await copyFile(WRAPPER, join(bin, "git"));
  await chmod(join(bin, "git"), 0o755);
  await writeFile(join(bin, "real-git"), (await which("git", process.env.PATH ?? "")) ?? "/usr/bin/git");
  await writeFile(join(bin, "hold-on"), holdOn);
  return { bin, env: { PATH: `${bin}:${process.env.PATH ?? "/usr/bin:/bin"}` } };
}

/** Resolves with the holder's pid once the wrapper holds the lock. */
async function heldBy(bin: string): Promise<number> {
  for (;;) {
    const text = await readFile(join(bin, "held"), "utf8").catch(() => "");
    if (text.trim() !== "") return Number(text.trim());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * `alfred run` whose feature commit's `git reset` (the index follows the new HEAD) holds
 * index.lock when the run is SIGKILLed; the lock's holder is killed too unless `keepHolder`.
 */
async function killedHoldingIndexLock(keepHolder: boolean) {
  const workingDir = crashRepository(FEATURES);
  const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
  const git = await lockHoldingGit("reset --quiet");
  let holder = 0;
  const run = await runAlfred(RUN, {
    cwd: workingDir,
    env: crashEnv(fake.url, git.env),
    timeoutMs: 120_000,
    onSpawn: (child) => {
      void heldBy(git.bin).then((pid) => {
        holder = pid;
        child.kill("SIGKILL");
        if (!keepHolder) process.kill(pid, "SIGKILL");
      });
    },
  });
  expect(run.signal, run.stderr).toBe("SIGKILL");
  expect(existsSync(join(workingDir, ".git", "index.lock"))).toBe(true);
  await writeFile(join(git.bin, "hold-on"), "");
  return { cwd: workingDir, start, git, holder };
}

const ledgerOf = (workingDir: string): { kind: string; data: Record<string, unknown> }[] =>
  readFileSync(join(workingDir, ".alfred/workflows/r1/ledger.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { kind: string; data: Record<string, unknown> });

let fake: FakeServer;
let reference: EndState;
beforeAll(async () => {
  fake = await startAnthropicFake(crashModel());
  const workingDir = crashRepository(FEATURES);
  const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
  const run = await runAlfred(RUN, { cwd: workingDir, env: crashEnv(fake.url), timeoutMs: 120_000 });
  expect(run.code, run.stderr).toBe(0);
  reference = endState(workingDir, start, "r1");
}, 150_000);
afterAll(async () => {
  await fake.close();
});

describe("a run SIGKILLed while git holds index.lock in a feature's commit", () => {
  it("--resume removes the dead run's lock, records it, and reaches the reference end state", async () => {
    const { cwd: workingDir, start, git } = await killedHoldingIndexLock(false);
    const resumed = await runAlfred(RESUME, {
      cwd: workingDir,
      env: crashEnv(fake.url, git.env),
      timeoutMs: 120_000,
    });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(endState(workingDir, start, "r1")).toEqual(reference);
    const removal = ledgerOf(workingDir).filter((entry) => entry.kind === "git_locks_removed");
    expect(removal.map((entry) => entry.data.paths)).toEqual([[".git/index.lock"]]);
    expect(removal[0]?.data.leftBy).toMatchObject({ runId: "r1" });
  }, 240_000);

  it("a lock a live process still holds is left alone", async () => {
    const { cwd: workingDir, git, holder } = await killedHoldingIndexLock(true);
    try {
      const resumed = await runAlfred(RESUME, {
        cwd: workingDir,
        env: crashEnv(fake.url, git.env),
        timeoutMs: 120_000,
      });
      expect(resumed.code).not.toBe(0);
      expect(resumed.stderr).toMatch(/index\.lock/);
      expect(existsSync(join(workingDir, ".git", "index.lock"))).toBe(true);
      expect(ledgerOf(workingDir).map((entry) => entry.kind)).not.toContain("git_locks_removed");
    } finally {
      process.kill(holder, "SIGKILL");
    }
  }, 240_000);
});
