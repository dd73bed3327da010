/**
 * `sandbox.readPaths` (issue 25): extra host paths a sandboxed command may read, for what the
 * toolchain table does not know. Set in `.alfred/config.json` as `"sandbox": { "mode": "on",
 * "readPaths": ["/opt/sdk"] }` (the plain `"sandbox": "on"` still works), the Action input
 * `sandbox-read-paths`, `ALFRED_SANDBOX_READ_PATHS` or `--sandbox-read-path` (repeatable).
 * Inside the configuration it is the key `sandboxReadPaths`.
 *
 * Each path must be absolute and exist, and, resolved, must not be `/`, `$HOME` or a parent of
 * it, nor be, lie inside or contain a credential path (`security/paths/toolchain-table.ts`): a bad
 * value is a configuration error naming the setting and the value, never silently dropped.
 */
import { isAbsolute } from "node:path";
import { ConfigError } from "../core/errors.js";
import { realpath } from "../platform/fs/fs.js";
import { credentialPathVerdict } from "../security/paths/toolchain-table.js";
import type { AlfredConfig } from "./schema.js";
import type { ConfigLayer } from "./sources.js";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The file's `"sandbox": { "mode", "readPaths" }` as the flat keys `sandbox` and
 * `sandboxReadPaths`; other values unchanged.
 * @throws ConfigError naming `file` and the JSON path of an unknown key inside `sandbox`.
 */
export function flattenSandboxSetting(
  values: Record<string, unknown>,
  file: string,
): Record<string, unknown> {
  const sandbox = values["sandbox"];
  if (!isPlainObject(sandbox)) return values;
  const unknown = Object.keys(sandbox).find((key) => key !== "mode" && key !== "readPaths");
  if (unknown !== undefined)
    throw new ConfigError(
      `${file}: $.sandbox.${unknown}`,
      'unknown setting (expected "mode" or "readPaths")',
    );
  const { sandbox: _nested, ...rest } = values;
  return {
    ...rest,
    ...(sandbox["mode"] === undefined ? {} : { sandbox: sandbox["mode"] }),
    ...(sandbox["readPaths"] === undefined ? {} : { sandboxReadPaths: sandbox["readPaths"] }),
  };
}

/** The name of the setting that gave `sandboxReadPaths`, with the entry's index. */
function settingName(layers: readonly ConfigLayer[], index: number): string {
  for (const layer of layers) {
    if (!("sandboxReadPaths" in layer.values)) continue;
    const file = layer.sources.get("");
    if (file !== undefined) return `${file}: $.sandbox.readPaths[${index}]`;
    return layer.sources.get("sandboxReadPaths") ?? "sandbox.readPaths";
  }
  return `sandbox.readPaths[${index}]`;
}

/**
 * Checks each of `config.sandboxReadPaths` (module comment) and returns the config with them
 * resolved to real paths.
 * @throws ConfigError naming the setting (file and JSON path, input, variable or flag) and the value.
 */
export async function resolveReadPaths(
  config: AlfredConfig,
  layers: readonly ConfigLayer[],
  hostHome: string | undefined,
): Promise<AlfredConfig> {
  if (config.sandboxReadPaths.length === 0) return config;
  const home = hostHome === undefined ? undefined : await realpath(hostHome).catch(() => hostHome);
  const resolved: string[] = [];
  for (const [index, path] of config.sandboxReadPaths.entries()) {
    const bad = (why: string): ConfigError =>
      new ConfigError(settingName(layers, index), `"${path}": ${why}`);
    if (!isAbsolute(path)) throw bad("expected an absolute path");
    // Missing, a dangling link or unreadable: refused just below as a ConfigError naming the setting.
    const real = await realpath(path).catch(() => undefined);
    if (real === undefined) throw bad("no such file or directory");
    const refused = credentialPathVerdict(real, home);
    if (refused !== undefined) throw bad(`cannot be shown to sandboxed commands: ${refused}`);
    if (!resolved.includes(real)) resolved.push(real);
  }
  return { ...config, sandboxReadPaths: resolved };
}
