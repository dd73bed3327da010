/**
 * The only way out of the sandbox: an HTTP/1.1 forward proxy on a unix socket, outside the
 * sandbox, that forwards plain HTTP (absolute form) and HTTPS (`CONNECT`) only to destinations
 * the egress allow-list allows — the same `checkEgress` policy as `web_fetch`, ports included,
 * then every resolved address vetted (private, loopback, link-local, CGNAT and metadata
 * addresses only when that IP literal is listed, port included) and the connection pinned to
 * the vetted address.
 *
 * Commands run with `--unshare-net`; the socket is bind-mounted into the sandbox and
 * `proxy-bridge.cjs` exposes it there on 127.0.0.1 as `HTTP_PROXY`/`HTTPS_PROXY`. A unix socket
 * rather than a TCP port: the sandbox has no network to reach a port with, and a file can be
 * mounted into exactly the sandboxes that should see it.
 *
 * Every decision is counted for the ledger. The server never keeps the process alive
 * (`unref`), and `close()` ends every connection and tunnel.
 */
import { chmod, lstat, unlink } from "node:fs/promises";
import { createServer } from "node:http";
import type { Socket } from "node:net";
import { join } from "node:path";
import { AlfredError } from "../../core/errors.js";
import { handleConnect, handleForward } from "./egress-proxy-handlers.js";
import type { ProxyContext } from "./egress-proxy-handlers.js";
import { systemLookup } from "./egress-vet.js";
import type { HostLookup } from "./egress-vet.js";
import { omitUndefined } from "../../core/omit-undefined.js";
import { ignoreCleanupError } from "../../core/ignored-errors.js";

/** Counts for the ledger: connections allowed and refused, and the first refused `host:port`s. */
export interface EgressStats {
  readonly allowed: number;
  readonly refused: number;
  /** The first {@link MAX_REFUSED_TARGETS} distinct refused `host:port` (never paths or userinfo). */
  readonly refusedTargets: readonly string[];
}

/** A running proxy. */
export interface EgressProxy {
  /** The unix socket to bind-mount into the sandbox. */
  readonly socketPath: string;
  /** A snapshot of the counts so far. */
  stats(): EgressStats;
  /** Stops listening, ends every open connection and tunnel, removes the socket. Idempotent. */
  close(): Promise<void>;
}

/** One decision, as reported to `onDecision`. */
export interface EgressDecision {
  /** `host:port`, or `(unparseable target)`. */
  readonly target: string;
  readonly allowed: boolean;
  readonly reason?: string;
}

/** Options of {@link startEgressProxy}. */
export interface EgressProxyOptions {
  /** The session's egress list (`Boundary.egressAllow`); empty means every request is refused. */
  readonly egressAllow: readonly string[];
  /** A directory outside the workspace, owned by Alfred; the socket is created in it. */
  readonly directory: string;
  /** DNS resolution (default: the system resolver); tests make names resolve anywhere. */
  readonly lookup?: HostLookup;
  /** Called once per decision, e.g. to log refusals as they happen. */
  readonly onDecision?: (decision: EgressDecision) => void;
  /** A connection or tunnel idle this long is closed (default 120 s). */
  readonly idleTimeoutMs?: number;
}

/** The socket's file name inside `directory`. */
export const EGRESS_SOCKET_NAME = "egress-proxy.sock";
/** How many distinct refused targets the stats remember. */
const MAX_REFUSED_TARGETS = 20;
const DEFAULT_IDLE_MS = 120_000;
/** `sun_path` holds 108 bytes on Linux, 104 on macOS, including the terminating NUL. */
const MAX_SOCKET_PATH_BYTES = 103;

function createCounter(onDecision: EgressProxyOptions["onDecision"]) {
  let allowed = 0;
  let refused = 0;
  const refusedTargets: string[] = [];
  return {
    record: (target: string, isAllowed: boolean, reason?: string): void => {
      if (isAllowed) allowed += 1;
      else {
        refused += 1;
        if (refusedTargets.length < MAX_REFUSED_TARGETS && !refusedTargets.includes(target))
          refusedTargets.push(target);
      }
      onDecision?.({ target, allowed: isAllowed, ...omitUndefined({ reason }) });
    },
    snapshot: (): EgressStats => ({ allowed, refused, refusedTargets: [...refusedTargets] }),
  };
}

/** A leftover socket from a crashed run is removed; any other file there is an error. */
async function clearSocketPath(socketPath: string): Promise<void> {
  // Nothing there (or nothing to see): nothing to clear; binding to an unusable path then fails loudly.
  const existing = await lstat(socketPath).catch(() => undefined);
  if (existing === undefined) return;
  if (!existing.isSocket())
    throw new AlfredError("io_failed", `${socketPath} exists and is not a socket; refusing to replace it`);
  await unlink(socketPath);
}

/**
 * Starts the proxy on `<directory>/egress-proxy.sock` (mode 0600).
 *
 * @throws AlfredError `io_failed` when the socket path is too long, is taken by another file,
 *   or cannot be listened on.
 */
export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const socketPath = join(options.directory, EGRESS_SOCKET_NAME);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES)
    throw new AlfredError(
      "io_failed",
      `the egress proxy socket path is too long for a unix socket: ${socketPath}`,
    );
  await clearSocketPath(socketPath);

  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.unref();
    socket.once("close", () => sockets.delete(socket));
  };
  let closed = false;
  const counter = createCounter(options.onDecision);
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_MS;
  const ctx: ProxyContext = {
    egressAllow: options.egressAllow,
    lookup: options.lookup ?? systemLookup,
    idleTimeoutMs,
    record: counter.record,
    track,
    isClosed: () => closed,
  };

  const server = createServer({ requestTimeout: idleTimeoutMs }, (request, response) =>
    handleForward(ctx, request, response),
  );
  server.on("connect", (request, client, head) => handleConnect(ctx, request, client, head));
  server.on("connection", track);
  server.timeout = idleTimeoutMs;
  await new Promise<void>((resolve, reject) => {
    server.once("error", (cause) =>
      reject(new AlfredError("io_failed", `the egress proxy cannot listen on ${socketPath}`, { cause })),
    );
    server.listen(socketPath, resolve);
  });
  server.unref();
  await chmod(socketPath, 0o600);

  return {
    socketPath,
    stats: counter.snapshot,
    close: async () => {
      if (closed) return;
      closed = true;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await stopped;
      await ignoreCleanupError(unlink(socketPath));
    },
  };
}
