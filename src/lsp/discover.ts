/**
 * Finds language servers when `.alfred/lsp.json` names none:
 * `typescript-language-server` for TypeScript/JavaScript and
 * `pyright-langserver` for Python, each from the workspace's
 * `node_modules/.bin` first, then from PATH (the scrubbed PATH agent
 * commands see, so a server found here also starts inside the boundary).
 */
import { access, constants, realpath, stat } from "../platform/fs.js";
import { delimiter, dirname, isAbsolute, join, sep } from "node:path";
import type { LspServerSpec } from "./config.js";
import { PYTHON_LANGUAGES, TYPESCRIPT_LANGUAGES } from "./language.js";

/** The servers auto-discovery looks for, in order. */
export const KNOWN_SERVERS: readonly {
  readonly command: string;
  readonly args: readonly string[];
  readonly languages: readonly string[];
}[] = [
  { command: "typescript-language-server", args: ["--stdio"], languages: TYPESCRIPT_LANGUAGES },
  { command: "pyright-langserver", args: ["--stdio"], languages: PYTHON_LANGUAGES },
];

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
 */
export async function discoverServers(workingDir: string, path: string): Promise<LspServerSpec[]> {
  const found: LspServerSpec[] = [];
  for (const known of KNOWN_SERVERS) {
    const command = await findExecutable(known.command, workingDir, path);
    if (command === undefined) continue;
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
 * The directory a server is installed in, to be made visible (read-only) inside the sandbox: for an
 * executable under a `node_modules` directory (npm's `.bin` links point into the package), that whole
 * `node_modules`, since the server loads its dependencies from it; otherwise the executable's own
 * directory. `undefined` when `command` is not an absolute path that exists. Never throws.
 */
export async function installDirectory(command: string): Promise<string | undefined> {
  if (!isAbsolute(command)) return undefined;
  const real = await realpath(command).catch(() => undefined);
  if (real === undefined) return undefined;
  const marker = `${sep}node_modules${sep}`;
  const at = real.indexOf(marker);
  return at < 0 ? dirname(real) : real.slice(0, at + marker.length - 1);
}
