/**
 * Reading raw settings from each source into a partial config object, while
 * remembering where every value came from so a validation error can name it.
 */

import { readBoolean, readList, readNumber, readSandbox, readString } from "./setting-text.js";

/** A raw (unvalidated) config layer and the source label of each top-level or nested key path. */
export interface ConfigLayer {
  readonly values: Record<string, unknown>;
  /** Dotted key path (`budget.maxCostUsd`) → `ALFRED_MAX_COST_USD`, `--max-turns`, `.alfred/config.json`. */
  readonly sources: ReadonlyMap<string, string>;
}

/** Environment variable → config key path and how to read its text. */
interface EnvBinding {
  readonly path: string;
  readonly read: (text: string) => unknown;
}

const ENV_BINDINGS: Readonly<Record<string, EnvBinding>> = {
  ALFRED_PROVIDER: { path: "provider", read: readString },
  ALFRED_MODEL: { path: "model", read: readString },
  ALFRED_MODEL_ARCHITECT: { path: "models.architect", read: readString },
  ALFRED_MODEL_EDITOR: { path: "models.editor", read: readString },
  ALFRED_MODEL_SUBAGENT: { path: "models.subagent", read: readString },
  ALFRED_BASE_URL: { path: "baseUrl", read: readString },
  ALFRED_MOCK_SCRIPT: { path: "mockScript", read: readString },
  ALFRED_EGRESS_ALLOW: { path: "egressAllow", read: readList },
  ALFRED_SANDBOX: { path: "sandbox", read: readSandbox },
  ALFRED_SANDBOX_READ_PATHS: { path: "sandboxReadPaths", read: readList },
  ALFRED_MODE: { path: "permissionMode", read: readString },
  ALFRED_STREAM: { path: "stream", read: readBoolean },
  ALFRED_MAX_TURNS: { path: "maxTurns", read: readNumber },
  ALFRED_MAX_COST_USD: { path: "budget.maxCostUsd", read: readNumber },
  ALFRED_ENV_ALLOW: { path: "envAllow", read: readList },
};

/** Sets `value` at a dotted `path` inside `target`, creating objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const child = node[key];
    if (typeof child === "object" && child !== null && !Array.isArray(child)) {
      node = child as Record<string, unknown>;
    } else {
      const created: Record<string, unknown> = {};
      node[key] = created;
      node = created;
    }
  }
  node[keys[keys.length - 1] ?? path] = value;
}

/** The settings found in `env` (empty variables count as unset). */
export function envLayer(env: Readonly<Record<string, string | undefined>>): ConfigLayer {
  const values: Record<string, unknown> = {};
  const sources = new Map<string, string>();
  for (const [name, binding] of Object.entries(ENV_BINDINGS)) {
    const text = env[name];
    if (text === undefined || text === "") continue;
    setPath(values, binding.path, binding.read(text));
    sources.set(binding.path, `environment variable ${name}`);
  }
  return { values, sources };
}

/** A layer from flags given as key paths: `{ maxTurns: ["--max-turns", 5] }`. */
export function flagLayer(
  flags: Readonly<Record<string, readonly [flag: string, value: unknown]>>,
): ConfigLayer {
  const values: Record<string, unknown> = {};
  const sources = new Map<string, string>();
  for (const [path, [flag, value]] of Object.entries(flags)) {
    if (value === undefined) continue;
    setPath(values, path, value);
    sources.set(path, `flag ${flag}`);
  }
  return { values, sources };
}

/** A layer holding a whole parsed config file; every key is attributed to `file`. */
export function fileLayer(values: Record<string, unknown>, file: string): ConfigLayer {
  return { values, sources: new Map([["", file]]) };
}
