/**
 * Finds language servers when `.alfred/lsp.json` names none (`known-servers.ts`
 * says which, and for which workspaces): each from the workspace's
 * `node_modules/.bin` first, then from PATH (the scrubbed PATH agent commands
 * see, so a server found here also starts inside the boundary). A rustup
 * proxy (`~/.cargo/bin/rust-analyzer` links to `rustup`) counts only when a
 * toolchain has the component: without it the proxy only prints an error.
 */
import { access, constants, readdir, realpath, stat } from "../platform/fs/fs.js";
import { basename, delimiter, dirname, isAbsolute, join, sep } from "node:path";
import type { FileSource } from "../config/file-source.js";
import type { LspServerSpec } from "./config.js";
import { readLspConfig } from "./config.js";
import { KNOWN_SERVERS, markedFor } from "./known-servers.js";

async function isExecutableFile(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The absolute path of `command` in `workingDir/node_modules/.bin` or on `path`, or `undefined`.
 * Never throws.
 */
export async function findExecutable(
  command: string,
  workingDir: string,
  path: string,
): Promise<string | undefined> {
  const dirs = [join(workingDir, "node_modules", ".bin"), ...path.split(delimiter).filter(isAbsolute)];
  for (const dir of dirs) {
    const candidate = join(dir, command);
    if (await isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The known servers installed for this workspace (see module comment).
 * @param path - the PATH agent commands run with (the scrubbed environment's).
 * @param rustupHome - where rustup keeps its toolchains (default: `~/.rustup` beside a proxy's `~/.cargo`).
 */
export async function discoverServers(
  workingDir: string,
  path: string,
  rustupHome?: string,
): Promise<LspServerSpec[]> {
  const found: LspServerSpec[] = [];
  const names = await readdir(workingDir).catch((): string[] => []);
  for (const known of KNOWN_SERVERS) {
    if (!markedFor(known, names)) continue;
    const command = await findExecutable(known.command, workingDir, path);
    if (command === undefined || !(await proxiedComponentExists(command, rustupHome))) continue;
    found.push({
      name: known.command,
      command,
      args: known.args,
      languages: known.languages,
      origin: "discovered",
    });
  }
  return found;
}

/**
 * False when `command` is a rustup proxy (a link to `rustup`) and no toolchain under `rustupHome`
 * (default: `rustup` beside the proxy's `.cargo`, i.e. `~/.rustup`) has the binary. Never throws.
 */
async function proxiedComponentExists(command: string, rustupHome?: string): Promise<boolean> {
  const real = await realpath(command).catch(() => command);
  if (basename(real) !== "rustup") return true;
  const home = rustupHome ?? join(dirname(dirname(dirname(command))), ".rustup");
  const toolchains = await readdir(join(home, "toolchains")).catch((): string[] => []);
  for (const toolchain of toolchains) {
    if (await isExecutableFile(join(home, "toolchains", toolchain, "bin", basename(command)))) return true;
  }
  return false;
}

/**
 * The directory a server is installed in, to be made visible (read-only) inside the sandbox: for an
 * executable under a `node_modules` directory (npm's `.bin` links point into the package), that whole
 * `node_modules`, since the server loads its dependencies from it; otherwise the executable's own
 * directory. `undefined` when `command` is not an absolute path that exists. Never throws.
 */
export async function installDirectory(command: string): Promise<string | undefined> {
  if (!isAbsolute(command)) return undefined;
  // An unresolvable command has no install directory: undefined, as for a relative one.
  const real = await realpath(command).catch(() => undefined);
  if (real === undefined) return undefined;
  const marker = `${sep}node_modules${sep}`;
  const at = real.indexOf(marker);
  return at < 0 ? dirname(real) : real.slice(0, at + marker.length - 1);
}

/**
 * The servers for a workspace: those of `.alfred/lsp.json` (read from `source`) when the file
 * exists — an empty list there turns LSP off — otherwise the discovered ones.
 * @param path - the PATH agent commands run with (the boundary's scrubbed environment).
 * @throws ConfigError for a malformed `.alfred/lsp.json`.
 */
export async function resolveLspServers(
  workingDir: string,
  source: FileSource,
  path: string,
): Promise<{ servers: LspServerSpec[]; from: "config" | "discovery" }> {
  const configured = await readLspConfig(workingDir, source);
  if (configured !== undefined) return { servers: configured, from: "config" };
  return { servers: await discoverServers(workingDir, path), from: "discovery" };
}
