/**
 * The sandbox's cost per command (issue 9: aim ≤ 30 ms): the median wall time
 * of `boundary.run(["true"])` with the sandbox on, against the same boundary
 * with it off, in the same run. Both include the boundary's own work (the
 * /proc sweep for escapees); the difference is what bwrap and the layout add.
 */
import { mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBoundary, type Boundary } from "../src/platform/boundary.js";
import { probeSandbox } from "../src/platform/sandbox.js";
import { type BenchRow, medianMs, ms } from "./measure.js";

const RUNS = 21;

async function timeTrue(boundary: Boundary, cwd: string): Promise<number> {
  return medianMs(
    async () => {
      const result = await boundary.run({ argv: ["true"], cwd, timeoutMs: 10_000 });
      if (result.exitCode !== 0) throw new Error(`true failed: ${result.output}`);
    },
    RUNS,
    3,
  );
}

/** One row: sandboxed vs unsandboxed `true`, as a difference in ms and a ratio. */
export async function sandboxCostBenchmark(): Promise<BenchRow> {
  const probe = await probeSandbox();
  if (!probe.ok) {
    return {
      name: "sandbox cost per command",
      value: "n/a",
      baseline: "n/a",
      ratio: "n/a",
      note: probe.reason,
    };
  }
  const workspace = await realpath(await mkdtemp(join(tmpdir(), "alfred-bench-sandbox-")));
  try {
    const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin" };
    const off = await timeTrue(createBoundary({ workingDir: workspace, sandbox: "off", env }), workspace);
    const on = await timeTrue(createBoundary({ workingDir: workspace, sandbox: "on", env }), workspace);
    return {
      name: "sandbox cost per command (true)",
      value: ms(on),
      baseline: ms(off),
      ratio: `${(on / off).toFixed(2)}x`,
      note: `+${ms(on - off)} per command (aim ≤ 30 ms)`,
    };
  } finally {
    await rm(workspace, { recursive: true, force: true });
  }
}
