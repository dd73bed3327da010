/**
 * A loopback HTTP server that records every request it gets: the canary an
 * exfiltration attempt would reach (`curl`, `web_fetch`, agent code run by
 * verify). Each request is answered 200 with a line naming the server and the
 * path, so a test can also see in a tool's output that a request got through.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/** One request as the canary saw it. */
export interface CanaryHit {
  readonly method: string;
  /** The request target as sent: a path, or an absolute URL when it came through a proxy. */
  readonly url: string;
  readonly host: string;
  readonly body: string;
}

/** A running canary server. */
export interface CanaryHttpServer {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  readonly url: string;
  readonly port: number;
  /** Every request received, in order. */
  readonly hits: CanaryHit[];
  /** The requests whose target contains `path`. */
  hitsTo(path: string): CanaryHit[];
  /** The text every response starts with: `canary <label> reached`. */
  readonly marker: string;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => resolve(body));
    request.on("error", () => resolve(body));
  });
}

/** Starts a canary on 127.0.0.1 at a free port; `label` names it in its answers. */
export async function startCanaryHttp(label: string): Promise<CanaryHttpServer> {
  const hits: CanaryHit[] = [];
  const marker = `canary ${label} reached`;
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      hits.push({
        method: request.method ?? "",
        url: request.url ?? "",
        host: request.headers.host ?? "",
        body,
      });
      response.writeHead(200, { "content-type": "text/plain" });
      response.end(`${marker}: ${request.url ?? ""}\n`);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the canary has no TCP port");
  const { port } = address;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    marker,
    hitsTo: (path) => hits.filter((hit) => hit.url.includes(path)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
