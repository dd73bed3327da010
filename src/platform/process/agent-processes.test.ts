import { describe, expect, it, vi } from "vitest";
import { tempTree } from "../../../test/support/temp-dir.js";

/** Fresh copies of the clock and of the two ways into the boundary (the clock is module state). */
async function freshModules() {
  vi.resetModules();
  return {
    clock: await import("./agent-processes.js"),
    boundary: await import("../boundary/boundary.js"),
    service: await import("../services/service-process.js"),
  };
}

describe("the first agent-influenced process", () => {
  it("is noted when the boundary runs a command, before it starts", async () => {
    const { clock, boundary } = await freshModules();
    const tree = await tempTree();
    const before = Date.now();
    expect(clock.firstAgentProcessAt()).toBeUndefined();

    const result = await boundary
      .createBoundary({ workingDir: tree.dir, sandbox: "off", env: { PATH: "/usr/bin:/bin" } })
      .run({ argv: ["true"], cwd: tree.dir, timeoutMs: 10_000 });

    expect(result.exitCode).toBe(0);
    expect(clock.firstAgentProcessAt()).toBeGreaterThanOrEqual(before);
    expect(clock.firstAgentProcessAt()).toBeLessThanOrEqual(Date.now());
  });

  it("is noted when a service (language or MCP server) starts, and keeps the first time", async () => {
    const { clock, boundary, service } = await freshModules();
    const tree = await tempTree();
    const inside = boundary.createBoundary({
      workingDir: tree.dir,
      sandbox: "off",
      env: { PATH: "/usr/bin:/bin" },
    });

    const started = await service.startService(inside, { argv: ["true"], cwd: tree.dir });
    if (!started.ok) throw new Error(started.error);
    const first = clock.firstAgentProcessAt();
    expect(first).toBeDefined();
    await started.service.exited;
    // A minute later by the clock (only Date is faked: the process still runs for real).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime((first ?? 0) + 60_000);
    await inside.run({ argv: ["true"], cwd: tree.dir, timeoutMs: 10_000 });
    vi.useRealTimers();

    expect(clock.firstAgentProcessAt()).toBe(first);
  });
});
