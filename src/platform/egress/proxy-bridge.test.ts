import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { Server } from "node:http";
import { createServer as createTcpServer } from "node:net";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runProcess } from "../process/run-process.js";
import { startEgressProxy } from "./egress-proxy.js";
import type { EgressProxy } from "./egress-proxy.js";
import { BRIDGE_PORT, bridgeInvocation, proxyBridgeScript } from "./proxy-bridge.js";
import { tempDir } from "../../../test/support/temp-dir.js";

const fixtures = resolve("test/fixtures/egress");
const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", NO_PROXY: "*", no_proxy: "*" };
let origin: Server;
let originPort: number;
let directory: string;
let proxy: EgressProxy;

/** A port free on the host's loopback right now (the bridge needs a fixed one). */
async function freePort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

async function bridged(argv: readonly string[], port?: number) {
  const [file = "", ...args] = bridgeInvocation(
    {
      nodePath: process.execPath,
      socketInside: proxy.socketPath,
      scriptInside: proxyBridgeScript(),
      port: port ?? (await freePort()),
    },
    argv,
  );
  return runProcess({ file, args, cwd: directory, env, timeoutMs: 20_000 });
}

beforeAll(async () => {
  origin = createServer((request, response) => response.end(`origin saw ${request.url ?? ""}`));
  await new Promise<void>((done) => origin.listen(0, "127.0.0.1", done));
  originPort = (origin.address() as AddressInfo).port;
  directory = tempDir("alfred-bridge-");
  proxy = await startEgressProxy({ egressAllow: [`127.0.0.1:${originPort}`], directory });
});
afterAll(async () => {
  await proxy.close();
  origin.closeAllConnections();
  origin.close();
});

describe("bridgeInvocation", () => {
  it("puts node, the script, the socket and the port before the command", () => {
    const options = { nodePath: "/usr/bin/node", socketInside: "/run/p.sock", scriptInside: "/opt/b.cjs" };
    expect(bridgeInvocation(options, ["curl", "-sS", "http://x/"])).toEqual([
      "/usr/bin/node",
      "/opt/b.cjs",
      "--socket",
      "/run/p.sock",
      "--port",
      String(BRIDGE_PORT),
      "--",
      "curl",
      "-sS",
      "http://x/",
    ]);
    expect(bridgeInvocation({ ...options, port: 8080 }, ["true"])).toContain("8080");
  });

  it("refuses an empty command or a bad port", () => {
    const options = { nodePath: "node", socketInside: "/s", scriptInside: "/b.cjs" };
    expect(() => bridgeInvocation(options, [])).toThrow(RangeError);
    expect(() => bridgeInvocation({ ...options, port: 0 }, ["true"])).toThrow(RangeError);
    expect(() => bridgeInvocation({ ...options, port: 70000 }, ["true"])).toThrow(RangeError);
  });

  it("locates the script beside this module", () => {
    expect(proxyBridgeScript()).toBe(resolve("src/platform/egress/proxy-bridge.cjs"));
  });
});

describe("proxy-bridge.cjs", () => {
  it("relays the command's proxy requests to the egress proxy", async () => {
    const url = `http://127.0.0.1:${originPort}/via-bridge`;
    const result = await bridged([process.execPath, join(fixtures, "get-through-proxy.cjs"), url]);
    expect(result).toMatchObject({ exitCode: 0, output: "200 origin saw /via-bridge" });
  });

  it("sets every proxy variable to its loopback port and removes NO_PROXY", async () => {
    const port = await freePort();
    const result = await bridged([process.execPath, join(fixtures, "print-proxy-env.cjs")], port);
    const proxyUrl = `http://127.0.0.1:${port}`;
    expect(JSON.parse(result.output)).toEqual({
      HTTP_PROXY: proxyUrl,
      HTTPS_PROXY: proxyUrl,
      ALL_PROXY: proxyUrl,
      http_proxy: proxyUrl,
      https_proxy: proxyUrl,
      all_proxy: proxyUrl,
      NO_PROXY: null,
      no_proxy: null,
    });
  });

  it("exits with the command's exit code", async () => {
    expect(await bridged(["/bin/sh", "-c", "exit 3"])).toMatchObject({ exitCode: 3, exitSignal: null });
  });

  it("re-raises the signal that ended the command", async () => {
    expect(await bridged(["/bin/sh", "-c", "kill -TERM $$"])).toMatchObject({ exitSignal: "SIGTERM" });
  });

  it("forwards SIGTERM to the command and ends with it", async () => {
    const [file = "", ...args] = bridgeInvocation(
      {
        nodePath: process.execPath,
        socketInside: proxy.socketPath,
        scriptInside: proxyBridgeScript(),
        port: await freePort(),
      },
      ["/bin/sleep", "30"],
    );
    const child = spawn(file, args, { env, stdio: "ignore" });
    const ended = new Promise<NodeJS.Signals | null>((done) =>
      child.once("exit", (_code, signal) => done(signal)),
    );
    await new Promise((done) => setTimeout(done, 500));
    // Ended by the signal itself (a bridge that ignored it would keep `sleep 30` and time the test out).
    child.kill("SIGTERM");
    expect(await ended).toBe("SIGTERM");
  });

  it("fails with 127 when the command does not exist, 125 on bad arguments", async () => {
    expect(await bridged(["/nonexistent/command"])).toMatchObject({ exitCode: 127 });
    const script = proxyBridgeScript();
    const noSocket = await runProcess({
      file: process.execPath,
      args: [script, "--", "true"],
      cwd: directory,
      env,
      timeoutMs: 10_000,
    });
    expect(noSocket).toMatchObject({ exitCode: 125, output: expect.stringContaining("--socket") as unknown });
  });
});
