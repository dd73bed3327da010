import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { runProcess } from "./run-process.js";

const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin" };

function bash(
  command: string,
  extra: { timeoutMs?: number; signal?: AbortSignal; maxOutputChars?: number } = {},
) {
  return runProcess({
    file: "/bin/bash",
    args: ["-c", command],
    cwd: "/tmp",
    env,
    timeoutMs: 10_000,
    killGraceMs: 300,
    ...extra,
  });
}

/** True while a process whose command line contains `marker` is alive. */
function running(marker: string): boolean {
  const out = execFileSync("ps", ["-eo", "args"], { encoding: "utf8" });
  return out.split("\n").some((line) => line.includes(marker) && !line.includes("ps -eo"));
}

describe("runProcess", () => {
  it("merges stdout and stderr in arrival order and reports the exit code", async () => {
    const result = await bash("echo one; sleep 0.05; echo two >&2; sleep 0.05; echo three; exit 3");
    expect(result.outcome).toBe("exited");
    expect(result.exitCode).toBe(3);
    expect(result.output).toBe("one\ntwo\nthree\n");
  });

  it("uses only the given environment", async () => {
    process.env["ALFRED_TEST_SECRET"] = "leak";
    try {
      const result = await bash('echo "[$ALFRED_TEST_SECRET][$ONLY]"', {});
      expect(result.output).toBe("[][]\n");
      const withVar = await runProcess({
        file: "/bin/bash",
        args: ["-c", "echo $ONLY"],
        cwd: "/tmp",
        env: { ...env, ONLY: "yes" },
        timeoutMs: 5_000,
      });
      expect(withVar.output).toBe("yes\n");
    } finally {
      delete process.env["ALFRED_TEST_SECRET"];
    }
  });

  it("closes stdin so a command waiting for input ends at once", async () => {
    const result = await bash("cat; echo done");
    expect(result.output).toBe("done\n");
  });

  it("caps the output", async () => {
    const result = await bash("head -c 100000 /dev/zero | tr '\\0' x", { maxOutputChars: 1_000 });
    expect(result.output).toContain("[99000 characters cut]");
  });

  it("kills the whole process group on timeout", async () => {
    const marker = "sleep 91.7";
    const result = await bash(`(${marker}) & ${marker}`, { timeoutMs: 300 });
    expect(result.outcome).toBe("timeout");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(running(marker)).toBe(false);
  });

  it("escalates to SIGKILL when the command ignores SIGTERM", async () => {
    const result = await bash("trap '' TERM; echo armed; while :; do sleep 0.05; done", { timeoutMs: 300 });
    expect(result.outcome).toBe("timeout");
    expect(result.output).toContain("armed");
    expect(result.durationMs).toBeLessThan(5_000);
  });

  it("stops on abort", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const result = await bash("sleep 30", { signal: controller.signal });
    expect(result.outcome).toBe("aborted");
    expect(result.durationMs).toBeLessThan(5_000);
  });

  it("does not start when already aborted", async () => {
    const result = await bash("echo should-not-run", { signal: AbortSignal.abort() });
    expect(result.outcome).toBe("aborted");
    expect(result.output).toBe("");
  });

  it("returns when the command exits even if a background grandchild holds the pipes, and kills it", async () => {
    const marker = "sleep 92.3";
    const result = await bash(`${marker} & echo started`);
    expect(result.outcome).toBe("exited");
    expect(result.exitCode).toBe(0);
    expect(result.output).toBe("started\n");
    expect(result.durationMs).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(running(marker)).toBe(false);
  });

  it("waits for a child that closed its pipes but keeps running, until it exits", async () => {
    const result = await bash("exec >&- 2>&-; sleep 0.5; exit 4");
    expect(result.outcome).toBe("exited");
    expect(result.exitCode).toBe(4);
    expect(result.durationMs).toBeGreaterThanOrEqual(450);
  });

  it("times out a child that closed its pipes and hangs", async () => {
    const result = await bash("exec >&- 2>&-; sleep 30", { timeoutMs: 300 });
    expect(result.outcome).toBe("timeout");
  });

  it("reports a missing executable as a spawn failure", async () => {
    const result = await runProcess({
      file: "/nonexistent/tool",
      args: [],
      cwd: "/tmp",
      env,
      timeoutMs: 1_000,
    });
    expect(result.outcome).toBe("spawn_failed");
    expect(result.spawnError?.code).toBe("ENOENT");
  });
});
