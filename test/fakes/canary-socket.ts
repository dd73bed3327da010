/**
 * A unix-socket server in a host directory, standing in for
 * `/var/run/docker.sock`: it counts connections and records what was sent,
 * and answers like a tiny HTTP server so `curl --unix-socket` returns at once.
 */
import { rm } from "node:fs/promises";
import { createServer, type Socket } from "node:net";

/** A running unix-socket canary. */
export interface CanarySocketServer {
  /** The socket's path. */
  readonly path: string;
  /** Connections accepted so far. */
  connections(): number;
  /** Everything received, concatenated. */
  received(): string;
  close(): Promise<void>;
}

/** Listens on `path` (which must not exist yet). */
export async function startCanarySocket(path: string): Promise<CanarySocketServer> {
  let connections = 0;
  let received = "";
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("utf8");
      socket.end("HTTP/1.1 200 OK\r\ncontent-length: 15\r\nconnection: close\r\n\r\nsocket reached\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(path, resolve));
  return {
    path,
    connections: () => connections,
    received: () => received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(path, { force: true });
    },
  };
}
