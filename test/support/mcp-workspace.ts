/**
 * A workspace that carries its own MCP server, the way a repository does after
 * `npm ci`: the server script under `tools/` and the official SDK (with what it
 * loads) under `node_modules/`, so the server runs with nothing but the
 * workspace visible — inside the sandbox, that is all it can see.
 */
import { cp, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PROJECT_ROOT } from "./demo-repo.js";

/** The packages an SDK stdio server loads (its ESM graph plus ajv's CommonJS requires). */
const SERVER_PACKAGES = [
  "@modelcontextprotocol/sdk",
  "zod",
  "zod-to-json-schema",
  "ajv-formats",
  "fast-deep-equal",
  "fast-uri",
  "require-from-string",
] as const;

/** Where {@link installMcpServer} puts a server script, workspace-relative. */
export const SERVER_DIR = "tools";

/** Copies the SDK's packages into `<workspace>/node_modules` (what `npm ci` would leave there). */
export async function installServerPackages(workingDir: string): Promise<void> {
  for (const name of SERVER_PACKAGES) {
    await cp(join(PROJECT_ROOT, "node_modules", name), join(workingDir, "node_modules", name), {
      recursive: true,
    });
  }
}

/**
 * Copies `test/fakes/<fake>` to `<workspace>/tools/<fake>` and the SDK's packages into
 * `<workspace>/node_modules`. Resolves to the script's workspace-relative path.
 */
export async function installMcpServer(workingDir: string, fake: string): Promise<string> {
  await mkdir(join(workingDir, SERVER_DIR), { recursive: true });
  await cp(join(PROJECT_ROOT, "test", "fakes", fake), join(workingDir, SERVER_DIR, fake));
  await installServerPackages(workingDir);
  return `${SERVER_DIR}/${fake}`;
}
