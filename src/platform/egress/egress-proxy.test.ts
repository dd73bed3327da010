import { createServer } from "node:http";
import type { Server } from "node:http";
import { connect } from "node:net";
import type { AddressInfo, Socket } from "node:net";
import { resolve } from "node:path";
import { runProcess } from "../process/run-process.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startEgressProxy } from "./egress-proxy.js";
import type { EgressDecision, EgressProxy } from "./egress-proxy.js";
import { tempDir } from "../../../test/support/temp-dir.js";

let origin: Server;
let port: number;
let otherPort: number;
let originHits: string[];
let directory: string;
let proxy: EgressProxy;
let decisions: EgressDecision[];

beforeAll(async () => {
  origin = createServer((request, response) => {
    originHits.push(`${request.method ?? ""} ${request.url ?? ""} host=${request.headers.host ?? ""}`);
    response.end(`origin saw ${request.url ?? ""}`);
  });
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  port = (origin.address() as AddressInfo).port;
  otherPort = port === 65535 ? port - 1 : port + 1;
  directory = tempDir("alfred-egress-");
});
afterAll(async () => {
  origin.closeAllConnections();
  origin.close();
});

// `pinned.test` and `internal.test` exist only in this lookup: reaching them proves the proxy
// connected to the address it vetted, not to a second resolution.
const fakeDns: Readonly<Record<string, readonly string[]>> = {
  "pinned.test": ["127.0.0.1"],
  "internal.test": ["127.0.0.1"],
  "metadata.test": ["169.254.169.254"],
};

beforeEach(async () => {
  originHits = [];
  decisions = [];
  proxy = await startEgressProxy({
    egressAllow: [`127.0.0.1:${port}`, "pinned.test", "internal.test", "metadata.test"],
    directory,
    lookup: async (host) => fakeDns[host] ?? [],
    onDecision: (decision) => decisions.push(decision),
  });
});
afterEach(async () => {
  await proxy.close();
});

/** Sends raw bytes to the proxy's unix socket and returns everything it answers until it closes. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(proxy.socketPath);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("error", reject);
    socket.once("close", () => resolve(Buffer.concat(chunks).toString()));
    // No half-close: like curl, keep writing side open and let the server end the exchange.
    socket.write(raw);
  });
}

const get = (target: string, host = "x"): Promise<string> =>
  exchange(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

/** Opens a CONNECT tunnel; resolves with the socket once the proxy has answered its first line. */
function openTunnel(target: string): Promise<{ socket: Socket; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(proxy.socketPath);
    socket.once("error", reject);
    socket.once("data", (chunk: Buffer) => resolve({ socket, head: chunk.toString() }));
    socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`);
  });
}

describe("egress proxy: plain HTTP", () => {
  it("forwards a request to a listed loopback host:port", async () => {
    const answer = await get(`http://127.0.0.1:${port}/hello?q=1`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain("origin saw /hello?q=1");
    expect(proxy.stats()).toEqual({ allowed: 1, refused: 0, refusedTargets: [] });
  });

  it("connects a listed name to its vetted address, with the name as Host", async () => {
    const answer = await get(`http://pinned.test:${port}/pinned`);
    expect(answer).toContain("origin saw /pinned");
    expect(originHits).toEqual([`GET /pinned host=pinned.test:${port}`]);
  });

  // Each reason names the layer that refused: the URL policy, the address vetting, the parser.
  it.each([
    [
      "another port of the listed loopback address",
      (): string => `http://127.0.0.1:${otherPort}/`,
      /IP address 127\.0\.0\.1 \(port \d+\) is not on/,
    ],
    [
      "the listed address on the default port",
      (): string => "http://127.0.0.1/",
      /IP address 127\.0\.0\.1 \(port 80\)/,
    ],
    [
      "an unlisted name",
      (): string => `http://unlisted.test:${port}/`,
      /host unlisted\.test .*not on the egress allow-list/,
    ],
    ["localhost", (): string => `http://localhost:${port}/`, /host localhost .*not on the egress allow-list/],
    [
      "a listed name resolving to loopback on an unlisted port",
      (): string => `http://internal.test:${otherPort}/`,
      /internal\.test resolves to 127\.0\.0\.1 \(loopback\)/,
    ],
    [
      "a listed name resolving to the metadata address",
      (): string => "http://metadata.test/latest/meta-data/",
      /metadata\.test resolves to 169\.254\.169\.254 \(link-local\)/,
    ],
    [
      "the metadata address",
      (): string => "http://169.254.169.254/latest/meta-data/",
      /IP address 169\.254\.169\.254/,
    ],
    ["an unlisted private address", (): string => "http://10.0.0.2/", /IP address 10\.0\.0\.2/],
    ["loopback in decimal", (): string => `http://2130706433:${otherPort}/`, /IP address 127\.0\.0\.1/],
    ["userinfo", (): string => `http://user:secret@127.0.0.1:${port}/`, /credentials/],
    ["userinfo disguising the host", (): string => `http://127.0.0.1:${port}@evil.test/`, /credentials/],
    ["https in absolute form", (): string => `https://127.0.0.1:${port}/`, /through CONNECT/],
    ["origin form", (): string => "/", /only absolute http/],
  ] as const)("refuses %s with a 403 and counts it", async (_label, target, reason) => {
    const answer = await get(target());
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    const body = answer.split("\r\n\r\n")[1] ?? "";
    expect(body).toMatch(/^Alfred egress proxy: [^\n]+\n$/);
    expect(body).toMatch(reason);
    expect(body).not.toContain("secret");
    expect(originHits).toEqual([]);
    expect(proxy.stats()).toMatchObject({ allowed: 0, refused: 1 });
    expect(decisions).toMatchObject([{ allowed: false, reason: expect.any(String) as unknown }]);
  });

  it("remembers refused host:port targets without their credentials, paths or queries", async () => {
    await get(`http://user:secret@127.0.0.1:${otherPort}/path?token=abc`);
    await get(`http://unlisted.test/path?token=abc`);
    await get(`http://unlisted.test/again`);
    expect(proxy.stats()).toEqual({
      allowed: 0,
      refused: 3,
      refusedTargets: [`127.0.0.1:${otherPort}`, "unlisted.test:80"],
    });
  });

  it("answers 502 for a listed destination that refuses the connection", async () => {
    await proxy.close();
    proxy = await startEgressProxy({ egressAllow: [`127.0.0.1:${otherPort}`], directory });
    const answer = await get(`http://127.0.0.1:${otherPort}/`);
    expect(answer).toMatch(/^HTTP\/1\.1 502 /);
  });
});

describe("egress proxy: CONNECT", () => {
  it("tunnels bytes both ways to a listed host:port", async () => {
    const { socket, head } = await openTunnel(`127.0.0.1:${port}`);
    expect(head).toBe("HTTP/1.1 200 Connection Established\r\n\r\n");
    const answer = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.once("close", () => resolve(Buffer.concat(chunks).toString()));
      socket.write("GET /through-the-tunnel HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n");
    });
    expect(answer).toContain("origin saw /through-the-tunnel");
    expect(proxy.stats()).toEqual({ allowed: 1, refused: 0, refusedTargets: [] });
  });

  it("tunnels a listed name to its vetted address, not to a second resolution", async () => {
    const { socket, head } = await openTunnel(`pinned.test:${port}`);
    socket.destroy();
    expect(head).toBe("HTTP/1.1 200 Connection Established\r\n\r\n");
  });

  it.each([
    ["another loopback port", () => `127.0.0.1:${otherPort}`],
    ["the metadata address", () => "169.254.169.254:80"],
    ["an unlisted name", () => "unlisted.test:443"],
    ["a listed name resolving to loopback, unlisted port", () => `internal.test:${otherPort}`],
    ["a target without a port", () => "127.0.0.1"],
    ["a target with userinfo", () => `user@127.0.0.1:${port}`],
    ["a target with a path", () => `127.0.0.1:${port}/x`],
  ])("refuses %s with a 403 before tunnelling", async (_label, target) => {
    const answer = await exchange(`CONNECT ${target()} HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/);
    expect(answer).toMatch(/\r\n\r\nAlfred egress proxy: [^\n]+\n$/);
    expect(originHits).toEqual([]);
    expect(proxy.stats()).toMatchObject({ allowed: 0, refused: 1 });
  });

  it("close() ends open tunnels and removes the socket", async () => {
    const { socket } = await openTunnel(`127.0.0.1:${port}`);
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await proxy.close();
    await closed;
    await expect(exchange("GET / HTTP/1.1\r\n\r\n")).rejects.toThrow(/ENOENT|ECONNREFUSED/);
  });

  it("closes a tunnel that stays idle", async () => {
    await proxy.close();
    proxy = await startEgressProxy({ egressAllow: [`127.0.0.1:${port}`], directory, idleTimeoutMs: 200 });
    // The origin would keep its side open for a minute: only the proxy's idle timer closes the tunnel.
    origin.keepAliveTimeout = 60_000;
    const { socket } = await openTunnel(`127.0.0.1:${port}`);
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    // Open until idle: a request through it is answered first.
    const answer = new Promise<string>((resolve) =>
      socket.once("data", (chunk: Buffer) => resolve(chunk.toString())),
    );
    socket.write("GET /before-idle HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await answer).toContain("origin saw /before-idle");
    await closed;
  });
});

describe("egress proxy: lifetime", () => {
  it("does not keep the process alive", async () => {
    const fixture = resolve("test/fixtures/egress/start-proxy-and-return.ts");
    const result = await runProcess({
      file: process.execPath,
      args: ["--import", "tsx", fixture, tempDir("alfred-egress-life-")],
      cwd: process.cwd(),
      env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin" },
      timeoutMs: 15_000,
    });
    expect(result).toMatchObject({ outcome: "exited", exitCode: 0 });
    expect(result.output).toMatch(/^listening on .*egress-proxy\.sock\n$/);
  });
});

describe("egress proxy: empty allow-list", () => {
  it("refuses everything", async () => {
    await proxy.close();
    proxy = await startEgressProxy({ egressAllow: [], directory });
    expect(await get(`http://127.0.0.1:${port}/`)).toMatch(/^HTTP\/1\.1 403 [^]*allow-list is empty/);
  });
});
