/**
 * Stateless Streamable HTTP for an MCP server, bound to loopback only: every
 * POST to `/mcp` gets a fresh server and transport (no sessions to leak or
 * hijack); a Host other than loopback is refused (DNS rebinding).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";

/** A listening MCP endpoint. */
export interface McpHttpEndpoint {
  /** `http://127.0.0.1:PORT/mcp`. */
  readonly url: string;
  close(): Promise<void>;
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res
    .writeHead(status, { "content-type": "application/json" })
    .end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }));
}

async function handle(req: IncomingMessage, res: ServerResponse, makeServer: () => Server, port: number) {
  const host = (req.headers.host ?? "").toLowerCase();
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return refuse(res, 403, "forbidden host");
  if (new URL(req.url ?? "/", "http://127.0.0.1").pathname !== "/mcp") return refuse(res, 404, "not found");
  if (req.method !== "POST") return refuse(res, 405, "stateless server: POST only");
  const server = makeServer();
  const transport = new StreamableHTTPServerTransport({}); // no session id generator: stateless
  res.on("close", () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
}

/**
 * Listens on 127.0.0.1:`port` (0: a free port).
 * @throws Error when the port cannot be bound.
 */
export async function serveMcpOverHttp(makeServer: () => Server, port: number): Promise<McpHttpEndpoint> {
  let bound = port;
  const http = createServer((req, res) => {
    handle(req, res, makeServer, bound).catch((thrown: unknown) => {
      if (!res.headersSent) refuse(res, 500, thrown instanceof Error ? thrown.message : "internal error");
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(port, "127.0.0.1", () => resolve());
  });
  const address = http.address();
  if (address !== null && typeof address !== "string") bound = address.port;
  return {
    url: `http://127.0.0.1:${bound}/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
