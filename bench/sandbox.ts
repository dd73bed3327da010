/**
 * The sandbox's cost per command (issue 9: aim ≤ 30 ms): the median wall time
 * of `boundary.run(["true"])` with the sandbox on, against the same boundary
 * with it off, in the same run. Both include the boundary's own work (the
 * /proc sweep for escapees); the difference is what bwrap and the layout add,
 * the toolchain mounts of this machine's `$HOME` included (issue 25).
 *
 * And the verify preflight's cost on the demo (issue 25): `verifyPreflight` on
 * `fixtures/demo-repo`'s feature list with the sandbox on, against one bare
 * sandboxed `true` measured the same way.
 */
import { mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readFeatureList } from "../src/harness/features/feature-list.js";
import { verifyPreflight } from "../src/harness/verify/verify-preflight.js";
import { boundaryToolchains, createBoundary, type Boundary } from "../src/platform/boundary/boundary.js";
import { probeSandbox, SANDBOX_HOME } from "../src/platform/sandbox/sandbox.js";
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
export async function sandboxCostBenchmark(): Promise<BenchRow | BenchRow[]> {
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
  const workingDir = await realpath(await mkdtemp(join(tmpdir(), "alfred-bench-sandbox-")));
  try {
    const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: process.env["HOME"] ?? "/root" };
    const policy = { workingDir, env };
    const mounts = boundaryToolchains({ ...policy, sandbox: "on" }, workingDir, env.HOME);
    const off = await timeTrue(createBoundary({ ...policy, sandbox: "off" }), workingDir);
    const on = await timeTrue(createBoundary({ ...policy, sandbox: "on" }), workingDir);
    // The same with a $HOME holding no toolchain: what the mounts themselves cost.
    const bare = await timeTrue(
      createBoundary({ ...policy, env: { ...env, HOME: workingDir }, sandbox: "on" }),
      workingDir,
    );
    const binds =
      mounts.dirs.length + mounts.binds.length + mounts.maskedFiles.length + mounts.maskedDirs.length;
    return [
      {
        name: "sandbox cost per command (true)",
        value: ms(on),
        baseline: ms(off),
        ratio: `${(on / off).toFixed(2)}x`,
        note: `+${ms(on - off)} per command (aim ≤ 30 ms), of which ${binds} toolchain mounts from ${env.HOME} ${ms(on - bare)} (private $HOME ${SANDBOX_HOME})`,
      },
      await preflightRow(on),
    ];
  } finally {
    await rm(workingDir, { recursive: true, force: true });
  }
}

/** The preflight on the demo's feature list, against one sandboxed `true` (`sandboxedTrue`, ms). */
async function preflightRow(sandboxedTrue: number): Promise<BenchRow> {
  const demo = fileURLToPath(new URL("../fixtures/demo-repo", import.meta.url));
  const list = await readFeatureList(join(demo, "feature_list.json"));
  const boundary = createBoundary({
    workingDir: demo,
    sandbox: "on",
    env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: process.env["HOME"] ?? "/root" },
  });
  let commands = 0;
  const preflight = await medianMs(
    async () => {
      const report = await verifyPreflight({
        list,
        listPath: "feature_list.json",
        boundary,
        workingDir: demo,
      });
      if (report.problems.length > 0) throw new Error(report.problems.join("; "));
      commands = report.commands.length;
    },
    RUNS,
    3,
  );
  return {
    name: "verify preflight on the demo",
    value: ms(preflight),
    baseline: ms(sandboxedTrue),
    ratio: `${(preflight / sandboxedTrue).toFixed(2)}x`,
    note: `${commands} distinct verify commands, checked in one sandboxed command before any model call (baseline: one sandboxed true)`,
  };
}
