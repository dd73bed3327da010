import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ToolContext } from "./tool-contract.js";
import { bodyKind, createWebFetchTool, webFetchTool } from "./web-fetch.js";
import { createBoundary } from "../platform/boundary/boundary.js";

let server: Server;
let base: string;

const PAGE = `<!doctype html><html><head><title>Release notes</title><script>track()</script></head>
<body><h1>v2.0</h1><p>Breaking: the <a href="/config">config</a> moved.</p><ul><li>Faster</li><li>Smaller</li></ul></body></html>`;

beforeAll(async () => {
  server = createServer((request, response) => {
    switch (request.url ?? "") {
      case "/page":
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
        return;
      case "/data":
        response.writeHead(200, { "content-type": "application/json" }).end('{"version":"2.0"}');
        return;
      case "/image":
        response.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(2_048, 1));
        return;
      case "/big":
        response.writeHead(200, { "content-type": "text/plain" }).end("y".repeat(10_000));
        return;
      case "/secret":
        response
          .writeHead(200, { "content-type": "text/plain" })
          .end(`key=ghp_${"a1B2c3D4e5".repeat(3)}abcdef`);
        return;
      default:
        response.writeHead(404, { "content-type": "text/plain" }).end("no such page");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

function context(egressAllow: readonly string[] = ["127.0.0.1"]): ToolContext {
  return {
    workingDir: "/tmp",
    signal: new AbortController().signal,
    readFileState: new Map(),
    permissionMode: "acceptEdits",
    runtime: { boundary: createBoundary({ workingDir: "/", sandbox: "off", env: {}, egressAllow }) },
  };
}

describe("web_fetch contract", () => {
  it("is a network call the user always approves, never read-only", async () => {
    const input = { url: "https://example.com/a" };
    expect(webFetchTool.permissionTarget(input)).toEqual({ kind: "network", url: "https://example.com/a" });
    expect(
      await webFetchTool.checkPermissions(input, { permissionMode: "acceptEdits", workingDir: "/tmp" }),
    ).toEqual({
      behavior: "ask",
      reason: "fetch https://example.com/a",
    });
    expect(webFetchTool.isReadOnly(input)).toBe(false);
    expect(webFetchTool.describeCall(input)).toBe("web_fetch(https://example.com/a)");
  });

  it("accepts only url and a bounded maxBytes", () => {
    expect(webFetchTool.inputSchema.safeParse({ url: "https://x.test", maxBytes: 10 }).success).toBe(true);
    expect(webFetchTool.inputSchema.safeParse({ url: "https://x.test", headers: {} }).success).toBe(false);
    expect(webFetchTool.inputSchema.safeParse({ url: "https://x.test", maxBytes: 0 }).success).toBe(false);
  });
});

describe("web_fetch call", () => {
  it("turns HTML into readable text, fenced as untrusted web content", async () => {
    const result = await webFetchTool.call({ url: `${base}/page` }, context());
    expect(result.untrusted).toBe(true);
    expect(result.source).toBe("web");
    expect(result.isError).toBeUndefined();
    expect(result.content).toBe(
      `URL: ${base}/page\nStatus: 200\nContent-Type: text/html; charset=utf-8\n\n` +
        `# Release notes\n\n# v2.0\n\nBreaking: the config (${base}/config) moved.\n\n- Faster\n- Smaller`,
    );
  });

  it("returns JSON as is", async () => {
    const result = await webFetchTool.call({ url: `${base}/data` }, context());
    expect(result.content).toMatch(/\n\n\{"version":"2\.0"\}$/);
  });

  it("describes binary content instead of dumping it", async () => {
    const result = await webFetchTool.call({ url: `${base}/image` }, context());
    expect(result.content).toMatch(/\[image\/png content, 2048 bytes read; not shown as text\]$/);
  });

  it("caps the body and says so", async () => {
    const result = await webFetchTool.call({ url: `${base}/big`, maxBytes: 100 }, context());
    expect(result.content).toContain(
      `\n\n${"y".repeat(100)}\n\n[truncated: only the first 100 bytes were read]`,
    );
  });

  it("marks HTTP errors", async () => {
    const result = await webFetchTool.call({ url: `${base}/missing` }, context());
    expect(result.isError).toBe(true);
    expect(result.content).toContain("Status: 404");
  });

  it("refuses hosts off the allow-list without connecting", async () => {
    const result = await webFetchTool.call({ url: `${base}/page` }, context([]));
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/^Fetch refused or failed: .*not on the egress allow-list/);
  });

  it("refuses an allowed name that resolves to a private address", async () => {
    const tool = createWebFetchTool({ lookup: async () => [{ address: "10.0.0.1", family: 4 }] });
    const result = await tool.call({ url: "http://intranet.test/" }, context(["intranet.test"]));
    expect(result.content).toMatch(/intranet\.test resolves to 10\.0\.0\.1 \(private\)/);
  });

  it("redacts secrets in the body", async () => {
    const result = await webFetchTool.call({ url: `${base}/secret` }, context());
    expect(result.content).not.toContain("ghp_a1B2c3D4e5");
  });
});

describe("bodyKind", () => {
  it.each([
    ["text/html; charset=utf-8", "", "html"],
    ["application/xhtml+xml", "", "html"],
    ["application/json", "{}", "text"],
    ["application/vnd.api+json", "{}", "text"],
    ["text/markdown", "# x", "text"],
    ["image/png", "", "binary"],
    ["application/pdf", "%PDF", "binary"],
    ["", "<!DOCTYPE html><p>x</p>", "html"],
    ["", "plain words", "text"],
    ["application/octet-stream", "a\u0000b", "binary"],
  ])("%s %j → %s", (type, body, kind) => {
    expect(bodyKind(type, Buffer.from(body))).toBe(kind);
  });
});
