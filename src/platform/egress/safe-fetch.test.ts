import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeFetch } from "./safe-fetch.js";
import type { ResolvedAddress } from "./safe-fetch.js";

let server: Server;
let base: string;
let port: number;
const seenHosts: string[] = [];

function handle(request: IncomingMessage, response: ServerResponse): void {
  seenHosts.push(request.headers.host ?? "");
  const path = request.url ?? "/";
  if (path === "/hello") response.end("hello");
  else if (path === "/host") response.end(`host=${request.headers.host ?? ""}`);
  else if (path === "/relative") response.writeHead(302, { location: "/hello" }).end();
  else if (path === "/to-evil") response.writeHead(302, { location: "http://evil.test/steal?data=x" }).end();
  else if (path === "/to-metadata")
    response.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" }).end();
  else if (path === "/to-file") response.writeHead(302, { location: "file:///etc/passwd" }).end();
  else if (path === "/loop") response.writeHead(302, { location: "/loop" }).end();
  else if (path === "/big") response.end("x".repeat(50_000));
  else if (path === "/gzip")
    response.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync("compressed body"));
  else if (path === "/hang") response.writeHead(200).write("partial");
  else response.writeHead(404).end("not found");
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const loopbackAllowed = { egressAllow: ["127.0.0.1"], maxBytes: 100_000 };
const resolvesTo =
  (...addresses: string[]) =>
  async (): Promise<readonly ResolvedAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("safeFetch", () => {
  it("fetches from an allowed address", async () => {
    const result = await safeFetch(`${base}/hello`, loopbackAllowed);
    expect(result).toMatchObject({ ok: true, status: 200, truncated: false, redirects: [] });
    if (result.ok) expect(result.body.toString()).toBe("hello");
  });

  it("refuses hosts that are not on the allow-list", async () => {
    const result = await safeFetch(`${base}/hello`, { egressAllow: ["example.com"], maxBytes: 1_000 });
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringContaining("not on the egress allow-list") as string,
    });
  });

  it.each(["file:///etc/passwd", "ftp://127.0.0.1/x", "gopher://127.0.0.1/", "not a url"])(
    "refuses %s",
    async (url) => {
      const result = await safeFetch(url, loopbackAllowed);
      expect(result.ok).toBe(false);
    },
  );

  it("refuses credentials in the URL", async () => {
    const result = await safeFetch(`http://user:pw@127.0.0.1:${port}/hello`, loopbackAllowed);
    expect(result.ok).toBe(false);
  });

  it("follows a relative redirect on an allowed host", async () => {
    const result = await safeFetch(`${base}/relative`, loopbackAllowed);
    expect(result).toMatchObject({ ok: true, url: `${base}/hello`, redirects: [`${base}/hello`] });
  });

  it("refuses a redirect to a host off the list, naming the hop", async () => {
    const result = await safeFetch(`${base}/to-evil`, loopbackAllowed);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.reason).toMatch(
        /^redirect 1 to http:\/\/evil\.test\/steal\?data=x: evil\.test is not on the egress allow-list/,
      );
  });

  it("refuses a redirect to the metadata endpoint or another scheme", async () => {
    for (const path of ["/to-metadata", "/to-file"]) {
      const result = await safeFetch(`${base}${path}`, loopbackAllowed);
      expect(result.ok, path).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(/^redirect 1 to /);
    }
  });

  it("stops after five redirects", async () => {
    const result = await safeFetch(`${base}/loop`, loopbackAllowed);
    expect(result).toEqual({ ok: false, reason: "too many redirects (more than 5)" });
  });

  it("refuses an allowed name that resolves to a loopback or private address", async () => {
    for (const address of ["127.0.0.1", "10.0.0.1", "169.254.169.254", "::1", "fd00::1"]) {
      const result = await safeFetch(`http://internal.test:${port}/hello`, {
        egressAllow: ["internal.test"],
        maxBytes: 1_000,
        lookup: resolvesTo(address),
      });
      expect(result.ok, address).toBe(false);
      if (!result.ok) expect(result.reason).toContain(`internal.test resolves to ${address}`);
    }
  });

  it("refuses when any of the answers is private", async () => {
    // The first answer alone would be allowed (listed literal) and reachable.
    const result = await safeFetch(`http://mixed.test:${port}/hello`, {
      egressAllow: ["mixed.test", "127.0.0.1"],
      maxBytes: 1_000,
      lookup: resolvesTo("127.0.0.1", "10.1.2.3"),
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain("resolves to 10.1.2.3 (private)");
  });

  it("refuses a name resolving to a listed loopback literal on a port the entry does not name (issue 9)", async () => {
    const otherPort = port === 65535 ? port - 1 : port + 1;
    for (const egressAllow of [
      ["internal.test", `127.0.0.1:${otherPort}`],
      ["internal.test", `[::ffff:127.0.0.1]:${otherPort}`],
    ]) {
      const result = await safeFetch(`http://internal.test:${port}/hello`, {
        egressAllow,
        maxBytes: 1_000,
        lookup: resolvesTo("127.0.0.1"),
      });
      expect(result.ok, egressAllow.join(",")).toBe(false);
      if (!result.ok) expect(result.reason).toContain("internal.test resolves to 127.0.0.1 (loopback)");
    }
    const listedPort = await safeFetch(`http://internal.test:${port}/hello`, {
      egressAllow: ["internal.test", `127.0.0.1:${port}`],
      maxBytes: 1_000,
      lookup: resolvesTo("127.0.0.1"),
    });
    expect(listedPort.ok).toBe(true);
  });

  it("refuses another port of a listed loopback literal (issue 9)", async () => {
    const otherPort = port === 65535 ? port - 1 : port + 1;
    const result = await safeFetch(`${base}/hello`, {
      egressAllow: [`127.0.0.1:${otherPort}`],
      maxBytes: 1_000,
    });
    expect(result.ok).toBe(false);
    const listed = await safeFetch(`${base}/hello`, { egressAllow: [`127.0.0.1:${port}`], maxBytes: 1_000 });
    expect(listed.ok).toBe(true);
  });

  it("refuses localhost through the real resolver even when the name is listed", async () => {
    const result = await safeFetch(`http://localhost:${port}/hello`, {
      egressAllow: ["localhost"],
      maxBytes: 1_000,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/loopback/);
  });

  it("connects to the vetted address with the real Host header (pinned, no second lookup)", async () => {
    // `pinned.test` does not exist in real DNS: success proves the socket used the vetted address.
    const result = await safeFetch(`http://pinned.test:${port}/host`, {
      egressAllow: ["pinned.test", "127.0.0.1"],
      maxBytes: 1_000,
      lookup: resolvesTo("127.0.0.1"),
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.body.toString()).toBe(`host=pinned.test:${port}`);
  });

  it("stops reading at maxBytes", async () => {
    const result = await safeFetch(`${base}/big`, { ...loopbackAllowed, maxBytes: 1_000 });
    expect(result).toMatchObject({ ok: true, truncated: true });
    if (result.ok) expect(result.body).toHaveLength(1_000);
  });

  it("decodes a gzip body", async () => {
    const result = await safeFetch(`${base}/gzip`, loopbackAllowed);
    if (!result.ok) throw new Error(result.reason);
    expect(result.body.toString()).toBe("compressed body");
  });

  it("times out a server that never finishes", async () => {
    const result = await safeFetch(`${base}/hang`, { ...loopbackAllowed, timeoutMs: 300 });
    expect(result).toEqual({ ok: false, reason: "timed out after 0.3 s" });
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const result = await safeFetch(`${base}/hang`, { ...loopbackAllowed, signal: controller.signal });
    expect(result).toEqual({ ok: false, reason: "aborted" });
  });
});
