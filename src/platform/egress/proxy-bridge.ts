/**
 * Where `proxy-bridge.cjs` lives and how to put it in front of a command.
 *
 * The bridge runs inside the sandbox (see the script's header): it exposes the egress proxy's
 * unix socket on the sandbox's own 127.0.0.1 and runs the command with `HTTP_PROXY` and
 * friends pointing there. The script sits beside this module in every layout Alfred runs
 * from — `src/platform/` (tests through tsx), `build/platform/` (copied by
 * `scripts/copy-build-assets.js`) and `dist/` (copied beside the bundle's chunks by
 * `scripts/bundle.js`, whose `import.meta.url` is in `dist/`).
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { AlfredError } from "../../core/errors.js";

/** The port the bridge listens on inside the sandbox (Squid's, so tools that guess it are right). */
export const BRIDGE_PORT = 3128;
/** The bridge script's file name in every layout. */
const BRIDGE_SCRIPT_NAME = "proxy-bridge.cjs";

/**
 * The absolute path of `proxy-bridge.cjs` on the host, to be bind-mounted (read-only) into the
 * sandbox.
 *
 * @throws AlfredError `io_failed` when the script is missing (a packaging mistake: the build or
 *   bundle step did not copy it).
 */
export function proxyBridgeScript(): string {
  const path = join(dirname(fileURLToPath(import.meta.url)), BRIDGE_SCRIPT_NAME);
  if (!existsSync(path))
    throw new AlfredError(
      "io_failed",
      `${BRIDGE_SCRIPT_NAME} is missing beside ${fileURLToPath(import.meta.url)}`,
    );
  return path;
}

/** Paths as the command inside the sandbox sees them. */
export interface BridgeInvocationOptions {
  /** The `node` binary, as visible inside the sandbox. */
  readonly nodePath: string;
  /** The egress proxy's socket, as mounted inside the sandbox. */
  readonly socketInside: string;
  /** `proxy-bridge.cjs`, as mounted inside the sandbox. */
  readonly scriptInside: string;
  /** The loopback port inside the sandbox (default {@link BRIDGE_PORT}). */
  readonly port?: number;
}

/**
 * The argv that runs `argv` behind the bridge: `node proxy-bridge.cjs --socket … --port … --
 * argv…`. Pure; the caller puts it after bwrap's `--`.
 *
 * @throws RangeError when `port` is not an integer in 1–65535 or `argv` is empty.
 */
export function bridgeInvocation(
  options: BridgeInvocationOptions,
  argv: readonly string[],
): readonly string[] {
  const port = options.port ?? BRIDGE_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new RangeError(`bridge port ${port} is not 1-65535`);
  if (argv.length === 0) throw new RangeError("the bridge needs a command to run");
  return [
    options.nodePath,
    options.scriptInside,
    "--socket",
    options.socketInside,
    "--port",
    String(port),
    "--",
    ...argv,
  ];
}
