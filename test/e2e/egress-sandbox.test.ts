// Commands in a network-less bwrap sandbox reach the outside only through proxy-bridge.cjs and
// the egress proxy, and only where the allow-list says (issue 9: "the egress allow-list holds
// for commands too"). Real bwrap, real curl, loopback origins on the host.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startEgressProxy } from "../../src/platform/egress/egress-proxy.js";
import type { EgressProxy } from "../../src/platform/egress/egress-proxy.js";
import { bridgeInvocation, proxyBridgeScript } from "../../src/platform/egress/proxy-bridge.js";
import { PROJECT_ROOT } from "../support/demo-repo.js";
import { probeSandbox } from "../../src/platform/sandbox/sandbox.js";
import { runProcess } from "../../src/platform/process/run-process.js";
import { tempDir } from "../support/temp-dir.js";

const CURL = "/usr/bin/curl";
const canRun = (await probeSandbox()).ok && existsSync(CURL);
const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: "/tmp" };

interface Origin {
  readonly server: Server;
  readonly port: number;
  readonly hits: string[];
}

async function startOrigin(name: string): Promise<Origin> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? "");
    response.end(`${name} saw ${request.url ?? ""}`);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

let allowed: Origin;
let unlisted: Origin;
let directory: string;
let proxy: EgressProxy;

beforeAll(async () => {
  allowed = await startOrigin("allowed");
  unlisted = await startOrigin("unlisted");
  // Under /tmp on the host; bound after the sandbox's own tmpfs /tmp, so it stays visible.
  directory = tempDir("alfred-egress-e2e-");
});
afterAll(async () => {
  for (const { server } of [allowed, unlisted]) {
    server.closeAllConnections();
    server.close();
  }
});
beforeEach(async () => {
  allowed.hits.length = 0;
  unlisted.hits.length = 0;
  proxy = await startEgressProxy({ egressAllow: [`127.0.0.1:${allowed.port}`], directory });
});
afterEach(async () => {
  await proxy.close();
});

/** bwrap without network; the proxy's directory read-only inside; then `command`. */
function sandboxed(command: readonly string[]) {
  // prettier-ignore
  const args = [
    "--ro-bind", "/", "/",
    "--dev", "/dev",
    "--proc", "/proc",
    "--tmpfs", "/tmp",
    // The project (bridge script, fixtures) may itself live under /tmp, e.g. in a CI clone.
    "--ro-bind", PROJECT_ROOT, PROJECT_ROOT,
    "--ro-bind", directory, directory,
    "--unshare-net",
    "--unshare-pid",
    "--die-with-parent",
    "--",
    ...command,
  ];
  return runProcess({ file: "/usr/bin/bwrap", args, cwd: "/", env, timeoutMs: 20_000 });
}

const behindBridge = (argv: readonly string[]) =>
  sandboxed(
    bridgeInvocation(
      { nodePath: process.execPath, socketInside: proxy.socketPath, scriptInside: proxyBridgeScript() },
      argv,
    ),
  );

describe.skipIf(!canRun)("egress from a sandboxed command", () => {
  it("reaches the listed host:port through the bridge", async () => {
    const result = await behindBridge([CURL, "-sS", "-f", `http://127.0.0.1:${allowed.port}/from-curl`]);
    expect(result).toMatchObject({ exitCode: 0, output: "allowed saw /from-curl" });
    expect(allowed.hits).toEqual(["/from-curl"]);
    expect(proxy.stats()).toEqual({ allowed: 1, refused: 0, refusedTargets: [] });
  });

  it("tunnels with CONNECT to the listed host:port", async () => {
    const url = `http://127.0.0.1:${allowed.port}/tunnelled`;
    const result = await behindBridge([CURL, "-sS", "-f", "--proxytunnel", url]);
    expect(result).toMatchObject({ exitCode: 0, output: "allowed saw /tunnelled" });
  });

  it("reaches it from a node script too (absolute-form request through $HTTP_PROXY)", async () => {
    const script = resolve("test/fixtures/egress/get-through-proxy.cjs");
    const result = await behindBridge([
      process.execPath,
      script,
      `http://127.0.0.1:${allowed.port}/from-node`,
    ]);
    expect(result).toMatchObject({ exitCode: 0, output: "200 allowed saw /from-node" });
  });

  it.each([
    ["plain request", [] as string[]],
    ["CONNECT", ["--proxytunnel"]],
  ])("refuses another loopback port (%s) with 403 and counts it", async (_label, flags) => {
    const url = `http://127.0.0.1:${unlisted.port}/steal`;
    const result = await behindBridge([CURL, "-sS", "-f", ...flags, url]);
    expect(result.exitCode).not.toBe(0);
    expect(result.output).toMatch(/403/);
    expect(unlisted.hits).toEqual([]);
    expect(proxy.stats()).toEqual({ allowed: 0, refused: 1, refusedTargets: [`127.0.0.1:${unlisted.port}`] });
  });

  it("refuses a name and the metadata address", async () => {
    for (const url of [`http://localhost:${allowed.port}/`, "http://169.254.169.254/latest/meta-data/"]) {
      const result = await behindBridge([CURL, "-sS", "-f", "--max-time", "10", url]);
      expect(result.output, url).toMatch(/403/);
    }
    expect(allowed.hits).toEqual([]);
    expect(proxy.stats()).toMatchObject({ allowed: 0, refused: 2 });
  });

  it("has no direct route, even behind the bridge", async () => {
    const url = `http://127.0.0.1:${allowed.port}/direct`;
    const result = await behindBridge([CURL, "-sS", "--noproxy", "*", "--max-time", "10", url]);
    expect(result.exitCode).toBe(7); // couldn't connect
    expect(allowed.hits).toEqual([]);
  });

  it("reaches nothing without the bridge", async () => {
    const result = await sandboxed([CURL, "-sS", "--max-time", "10", `http://127.0.0.1:${allowed.port}/`]);
    expect(result.exitCode).toBe(7);
    expect(allowed.hits).toEqual([]);
    expect(proxy.stats()).toEqual({ allowed: 0, refused: 0, refusedTargets: [] });
  });
});
