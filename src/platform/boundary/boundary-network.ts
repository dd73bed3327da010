/**
 * The boundary's one way out: the egress proxy outside the sandbox and the
 * bridge inside it (issue 9, "the egress allow-list holds for commands too").
 *
 * With an empty allow-list there is nothing to start: sandboxed commands have
 * no network at all, and pay no bridge start-up. Otherwise the proxy starts on
 * the first sandboxed command, once per boundary, in a private directory
 * outside the workspace; its socket directory and `proxy-bridge.cjs` are bound
 * read-only into every sandbox, and the bridge runs first, exposing the socket
 * on the sandbox's own 127.0.0.1 as `HTTP_PROXY`/`HTTPS_PROXY`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EGRESS_SOCKET_NAME, startEgressProxy } from "../egress/egress-proxy.js";
import type { EgressProxy, EgressStats } from "../egress/egress-proxy.js";
import { bridgeInvocation, proxyBridgeScript } from "../egress/proxy-bridge.js";
import type { SandboxExtras } from "../sandbox/sandbox-layout.js";

/** Where the proxy's socket directory and the bridge script appear inside the sandbox. */
const SOCKET_DIR_INSIDE = "/run/alfred-egress";
const BRIDGE_INSIDE = "/run/alfred-egress-bridge.cjs";

/** Nothing allowed, nothing refused: the counts of a boundary that never started its proxy. */
const NO_EGRESS: EgressStats = { allowed: 0, refused: 0, refusedTargets: [] };

/** The network of one boundary. */
export interface BoundaryNetwork {
  /** What to add to a sandboxed command; `undefined` when the allow-list is empty (no network). */
  extras(): Promise<SandboxExtras | undefined>;
  /** Connections allowed and refused so far, for the ledger. */
  stats(): EgressStats;
  /** Stops the proxy (ending open tunnels) and removes its directory. */
  close(): Promise<void>;
}

/**
 * A lazily started egress proxy for `egressAllow` (the boundary's list, which `web_fetch` obeys too).
 * @throws AlfredError `io_failed` from `extras()` when the proxy or bridge cannot be set up.
 */
export function createBoundaryNetwork(egressAllow: readonly string[]): BoundaryNetwork {
  let started: Promise<{ proxy: EgressProxy; directory: string; extras: SandboxExtras }> | undefined;
  let proxy: EgressProxy | undefined;

  const start = async (): Promise<{ proxy: EgressProxy; directory: string; extras: SandboxExtras }> => {
    const directory = await mkdtemp(join(tmpdir(), "alfred-egress-"));
    const script = proxyBridgeScript();
    proxy = await startEgressProxy({ egressAllow, directory });
    const prefix = bridgeInvocation(
      {
        nodePath: process.execPath,
        socketInside: `${SOCKET_DIR_INSIDE}/${EGRESS_SOCKET_NAME}`,
        scriptInside: BRIDGE_INSIDE,
      },
      ["--"],
    ).slice(0, -1);
    return {
      proxy,
      directory,
      extras: {
        extraReadOnlyBinds: [
          { source: directory, dest: SOCKET_DIR_INSIDE },
          { source: script, dest: BRIDGE_INSIDE },
        ],
        argvPrefix: prefix,
      },
    };
  };

  return {
    extras: async () => {
      if (egressAllow.length === 0) return undefined;
      started ??= start();
      return (await started).extras;
    },
    stats: () => proxy?.stats() ?? NO_EGRESS,
    close: async () => {
      if (started === undefined) return;
      const { proxy: running, directory } = await started.catch(() => ({ proxy: undefined, directory: "" }));
      started = undefined;
      await running?.close();
      if (directory !== "") await rm(directory, { recursive: true, force: true });
    },
  };
}
