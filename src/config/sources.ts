/**
 * Reading raw settings from each source into a partial config object, while
 * remembering where every value came from so a validation error can name it.
 */

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

const asString = (text: string): unknown => text;
const asList = (text: string): unknown =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
/** Numbers stay strings when malformed, so the schema reports "expected number" against the variable. */
const asNumber = (text: string): unknown =>
  text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text;
const asBoolean = (text: string): unknown => {
  const value = text.trim().toLowerCase();
  if (["1", "true", "on", "yes"].includes(value)) return true;
  if (["0", "false", "off", "no"].includes(value)) return false;
  return text;
};
const asSandbox = (text: string): unknown => {
  const value = text.trim().toLowerCase();
  if (value === "1" || value === "true" || value === "on") return "on";
  if (value === "0" || value === "false" || value === "off" || value === "") return "off";
  return value;
};

const ENV_BINDINGS: Readonly<Record<string, EnvBinding>> = {
  ALFRED_PROVIDER: { path: "provider", read: asString },
  ALFRED_MODEL: { path: "model", read: asString },
  ALFRED_MODEL_ARCHITECT: { path: "models.architect", read: asString },
  ALFRED_MODEL_EDITOR: { path: "models.editor", read: asString },
  ALFRED_MODEL_SUBAGENT: { path: "models.subagent", read: asString },
  ALFRED_BASE_URL: { path: "baseUrl", read: asString },
  ALFRED_MOCK_SCRIPT: { path: "mockScript", read: asString },
  ALFRED_EGRESS_ALLOW: { path: "egressAllow", read: asList },
  ALFRED_SANDBOX: { path: "sandbox", read: asSandbox },
  ALFRED_MODE: { path: "mode", read: asString },
  ALFRED_STREAM: { path: "stream", read: asBoolean },
  ALFRED_MAX_TURNS: { path: "maxTurns", read: asNumber },
  ALFRED_MAX_COST_USD: { path: "budget.maxCostUsd", read: asNumber },
  ALFRED_ENV_ALLOW: { path: "envAllow", read: asList },
};

/** The environment variables Alfred reads as settings (secrets are read separately). */
export const CONFIG_ENV_VARS: readonly string[] = Object.keys(ENV_BINDINGS);

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
