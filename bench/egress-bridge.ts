import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEgressProxy } from "../src/platform/egress/egress-proxy.js";
import { bridgeInvocation, proxyBridgeScript } from "../src/platform/egress/proxy-bridge.js";
import { DEFAULT_BWRAP, probeSandbox } from "../src/platform/sandbox/sandbox.js";
import { type BenchRow, medianMs, ms } from "./measure.js";

/**
 * What the egress bridge adds to every sandboxed command: `bwrap … -- node proxy-bridge.cjs
 * --socket … -- true` next to `bwrap … -- true`, same layout, same run, median of 20 each.
 * (The command does no request: this is the bridge's start-up, i.e. one node start and a
 * listen on the sandbox's loopback.)
 */
export async function egressBridgeBenchmark(): Promise<BenchRow> {
  const name = "egress bridge start-up per sandboxed command";
  if (!(await probeSandbox()).ok)
    return { name, value: "-", baseline: "-", ratio: "-", note: "bwrap unavailable" };
  const directory = await mkdtemp(join(tmpdir(), "alfred-bench-egress-"));
  const proxy = await startEgressProxy({ egressAllow: [], directory });
  // prettier-ignore
  const layout = [
    "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
    "--ro-bind", directory, directory, "--unshare-net", "--unshare-pid", "--die-with-parent", "--",
  ];
  const bridged = bridgeInvocation(
    { nodePath: process.execPath, socketInside: proxy.socketPath, scriptInside: proxyBridgeScript() },
    ["true"],
  );
  try {
    const bare = await medianMs(() => execFileSync(DEFAULT_BWRAP, [...layout, "true"]), 20, 2);
    const withBridge = await medianMs(() => execFileSync(DEFAULT_BWRAP, [...layout, ...bridged]), 20, 2);
    return {
      name,
      value: `${ms(withBridge)} bwrap+bridge+true`,
      baseline: `${ms(bare)} bwrap+true`,
      ratio: `${(withBridge / bare).toFixed(2)}x`,
      note: `the bridge adds ${ms(withBridge - bare)}`,
    };
  } finally {
    await proxy.close();
    await rm(directory, { recursive: true, force: true });
  }
}
