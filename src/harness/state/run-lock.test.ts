import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { processStartTime } from "../../platform/process/process-identity.js";
import { acquireRunLock, RUN_LOCK_FILE, runLockPath } from "./run-lock.js";
import { tempDir } from "../../../test/support/temp-dir.js";

let repo = "";
let lockFile = "";

beforeEach(() => {
  repo = tempDir("alfred-lock-");
  execFileSync("git", ["init", "--quiet", repo]);
  lockFile = join(repo, ".git", RUN_LOCK_FILE);
});

function holderRecord(fields: Record<string, unknown>): string {
  return `${JSON.stringify({ hostname: hostname(), runId: "old", startedAt: "2026-01-01T00:00:00.000Z", command: "alfred run", processStart: null, ...fields })}\n`;
}

/** A pid that surely belongs to no live process: a child that has already exited. */
function deadPid(): number {
  const pid = spawnSync("true").pid;
  if (pid === undefined) throw new Error("could not spawn true");
  return pid;
}

describe("acquireRunLock", () => {
  it("lives in the git common directory, shared by every worktree of the repository", async () => {
    execFileSync("git", ["-C", repo, "commit", "--quiet", "--allow-empty", "-m", "x"], {
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "t",
        GIT_AUTHOR_EMAIL: "t@e",
        GIT_COMMITTER_NAME: "t",
        GIT_COMMITTER_EMAIL: "t@e",
      },
    });
    const worktree = join(tempDir("alfred-wt-"), "wt");
    execFileSync("git", ["-C", repo, "worktree", "add", "--quiet", worktree]);
    mkdirSync(join(repo, "sub"));
    expect(await runLockPath(worktree)).toBe(lockFile);
    expect(await runLockPath(join(repo, "sub"))).toBe(lockFile);
  });

  it("lets exactly one of 15 simultaneous takers win, and the others name the holder", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, (_, index) => acquireRunLock({ workingDir: repo, runId: `run-${index}` })),
    );
    const won = results.filter((result) => result.status === "fulfilled");
    expect(won).toHaveLength(1);
    const refusals = results.flatMap((result) =>
      result.status === "rejected" ? [String(result.reason)] : [],
    );
    expect(refusals).toHaveLength(14);
    const winner = won[0]?.status === "fulfilled" ? won[0].value : undefined;
    for (const refusal of refusals) {
      expect(refusal).toContain(`run "${winner?.holder.runId}"`);
      expect(refusal).toContain(`pid ${process.pid}`);
      expect(refusal).toContain(lockFile);
    }
    await winner?.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("records the holder: pid, host, run id, start time and command", async () => {
    const lock = await acquireRunLock({ workingDir: repo, runId: "r1", command: "alfred run --run-id r1" });
    const recorded: unknown = JSON.parse(readFileSync(lockFile, "utf8"));
    expect(recorded).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
      runId: "r1",
      command: "alfred run --run-id r1",
      processStart: processStartTime(process.pid),
    });
    await lock.release();
  });

  it("takes over a lock whose holder died", async () => {
    writeFileSync(lockFile, holderRecord({ pid: deadPid() }));
    const lock = await acquireRunLock({ workingDir: repo, runId: "new" });
    expect(readFileSync(lockFile, "utf8")).toContain('"runId":"new"');
    await lock.release();
  });

  it("takes over a lock whose pid now belongs to another process (pid reuse)", async () => {
    writeFileSync(lockFile, holderRecord({ pid: process.pid, processStart: "1" }));
    const lock = await acquireRunLock({ workingDir: repo, runId: "new" });
    expect(lock.holder.runId).toBe("new");
    await lock.release();
  });

  it("takes over an unreadable lock record", async () => {
    writeFileSync(lockFile, "{torn");
    const lock = await acquireRunLock({ workingDir: repo, runId: "new" });
    await lock.release();
  });

  it("refuses a holder on another host, which it cannot check", async () => {
    writeFileSync(lockFile, holderRecord({ pid: 1, hostname: "elsewhere.example" }));
    await expect(acquireRunLock({ workingDir: repo, runId: "new" })).rejects.toThrow(
      /pid 1 on host elsewhere.example/,
    );
  });

  it("waits for a live holder with --wait, then runs", async () => {
    const first = await acquireRunLock({ workingDir: repo, runId: "first" });
    let waiting: (runId: string) => void = () => undefined;
    const waitedFor = new Promise<string>((resolve) => (waiting = resolve));
    const second = acquireRunLock({
      workingDir: repo,
      runId: "second",
      wait: { timeoutMs: 10_000, pollMs: 20, onWaiting: (holder) => waiting(holder.runId) },
    });
    // Released only once the second run says whom it waits for (no fixed sleep: a loaded machine is slow).
    expect(await waitedFor).toBe("first");
    await first.release();
    const lock = await second;
    expect(lock.holder.runId).toBe("second");
    await lock.release();
  });

  it("gives up waiting after the timeout, naming the holder", async () => {
    const first = await acquireRunLock({ workingDir: repo, runId: "first" });
    await expect(
      acquireRunLock({ workingDir: repo, runId: "second", wait: { timeoutMs: 100, pollMs: 20 } }),
    ).rejects.toThrow(/waited 0s\): run "first"/);
    // It already waited: the advice is a longer wait, not the --wait it was given.
    const refusal = await acquireRunLock({
      workingDir: repo,
      runId: "second",
      wait: { timeoutMs: 50, pollMs: 20 },
    }).catch((thrown: unknown) => String(thrown));
    expect(refusal).toMatch(/Wait for that run to end, or pass a longer --wait-timeout/);
    expect(refusal).not.toMatch(/pass --wait to queue/);
    await first.release();
  });

  it("never releases a lock that is no longer its own", async () => {
    const lock = await acquireRunLock({ workingDir: repo, runId: "mine" });
    writeFileSync(lockFile, holderRecord({ pid: process.pid, runId: "someone-else" }));
    await lock.release();
    expect(readFileSync(lockFile, "utf8")).toContain("someone-else");
  });
});
