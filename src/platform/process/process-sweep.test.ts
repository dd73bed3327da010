import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BOUNDARY_TAG, sweepTaggedProcesses, uptimeSeconds } from "./process-sweep.js";

function start(tag: string): ChildProcess {
  return spawn("sleep", ["60"], {
    env: { PATH: "/usr/bin:/bin", [BOUNDARY_TAG]: tag },
    detached: true,
    stdio: "ignore",
  });
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode);
    else child.once("exit", (_code, signal) => resolve(signal));
  });
}

describe("sweepTaggedProcesses", () => {
  it("kills every process carrying the tag, and only those", async () => {
    const id = randomUUID();
    const since = uptimeSeconds();
    const tagged = [start(id), start(id)];
    const other = start(`${id}-longer`);
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await sweepTaggedProcesses(id, since)).toBe(2);
      expect(await Promise.all(tagged.map(exited))).toEqual(["SIGKILL", "SIGKILL"]);
      expect(other.exitCode === null && other.signalCode === null).toBe(true);
    } finally {
      other.kill("SIGKILL");
      for (const child of tagged) child.kill("SIGKILL");
    }
  });

  it("looks only at processes started since the command began", async () => {
    const id = randomUUID();
    const old = start(id);
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await sweepTaggedProcesses(id, uptimeSeconds() + 1)).toBe(0);
      expect(await sweepTaggedProcesses(id, 0)).toBe(1);
      expect(await exited(old)).toBe("SIGKILL");
    } finally {
      old.kill("SIGKILL");
    }
  });

  it("finds nothing when nothing carries the tag", async () => {
    expect(await sweepTaggedProcesses(randomUUID())).toBe(0);
  });
});
