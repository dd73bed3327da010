import type * as z from "zod";
import { ConfigError } from "../core/errors.js";
import { parseJsonText } from "../core/json-text.js";
import { alfredConfigSchema, type AlfredConfig } from "./schema.js";
import { type FileSource, readSourceFile, WORKTREE } from "./file-source.js";
import { envLayer, fileLayer, type ConfigLayer } from "./sources.js";
import { jsonPath } from "../core/zod-issues.js";
import { flattenSandboxSetting, resolveReadPaths } from "./read-paths.js";
import { unknownSettingMessage } from "./unknown-setting.js";
import { HOST_PROFILES, type HostName } from "../core/host-profiles.js";

/** Where the optional config file lives, relative to the workspace. */
const CONFIG_FILE = ".alfred/config.json";

/** Where each setting came from, for loading. */
export interface ConfigSources {
  /** The workspace whose `.alfred/config.json` is read. */
  readonly workingDir: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Highest precedence: flags (see `flagLayer`). */
  readonly flags?: ConfigLayer;
  /** Where `.alfred/config.json` is read from; the worktree when absent. */
  readonly source?: FileSource;
  /** Which host runs: its row's sandbox default sits below every other source (see {@link hostDefaults}). */
  readonly host?: HostName;
}

/**
 * The host's defaults as a layer below every other source: the sandbox setting of its row in
 * `HOST_PROFILES` (unattended hosts `on`: a command is refused rather than run unsandboxed;
 * `alfred ask` and `alfred mcp` `auto`). An explicit value anywhere wins.
 */
export function hostDefaults(host: HostName): ConfigLayer {
  const { label, sandbox } = HOST_PROFILES[host];
  return { values: { sandbox }, sources: new Map([["sandbox", `the default of ${label}`]]) };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Deep-merges `over` onto `base`: objects merge key by key; arrays and scalars replace. */
function mergeLayers(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const previous = merged[key];
    merged[key] = isPlainObject(previous) && isPlainObject(value) ? mergeLayers(previous, value) : value;
  }
  return merged;
}

function hasPath(values: Record<string, unknown>, path: readonly PropertyKey[]): boolean {
  let node: unknown = values;
  for (const key of path) {
    if (!isPlainObject(node) || !(String(key) in node)) return false;
    node = node[String(key)];
  }
  return true;
}

/** Names the source of the value at `path`: the highest-precedence layer that set it (or a parent of it). */
function sourceOf(layers: readonly ConfigLayer[], path: readonly PropertyKey[]): string {
  for (const layer of layers) {
    for (let length = path.length; length >= 0; length -= 1) {
      const prefix = path.slice(0, length);
      const label = layer.sources.get(prefix.map(String).join("."));
      if (label !== undefined && hasPath(layer.values, prefix)) {
        return layer.sources.has("") ? `${label}: ${jsonPath(path)}` : label;
      }
    }
    const fileLabel = layer.sources.get("");
    if (fileLabel !== undefined && hasPath(layer.values, path.slice(0, 1)))
      return `${fileLabel}: ${jsonPath(path)}`;
  }
  return `config: ${jsonPath(path)}`;
}

/** The path and message of a schema issue (an unknown key's path ends with the key). */
function describeIssue(issue: z.core.$ZodIssue): { path: PropertyKey[]; message: string } {
  if (issue.code !== "unrecognized_keys") return { path: [...issue.path], message: issue.message };
  return {
    path: [...issue.path, issue.keys[0] ?? ""],
    message: unknownSettingMessage(issue.keys[0] ?? "", issue.path),
  };
}

const mergeAll = (layers: readonly ConfigLayer[]): Record<string, unknown> =>
  [...layers].reverse().reduce((acc, layer) => mergeLayers(acc, layer.values), {});

/**
 * A file's bad value is an error even when a flag or variable overrides it (issue 27): the file
 * is checked with only the layers below it, and an issue at a path the file sets is its own.
 */
function checkFileLayers(layers: readonly ConfigLayer[]): void {
  layers.forEach((layer, index) => {
    if (!layer.sources.has("") || index === 0) return;
    const parsed = alfredConfigSchema.safeParse(mergeAll(layers.slice(index)));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const { path, message } = describeIssue(issue);
      if (hasPath(layer.values, path)) throw new ConfigError(sourceOf([layer], path), message);
    }
  });
}

/**
 * Validates merged layers (highest precedence first) into an {@link AlfredConfig}. A file's
 * bad value is an error even when a higher layer overrides it.
 * @throws ConfigError naming the flag, variable or file + JSON path of the first bad value and what was expected.
 */
export function resolveConfig(layers: readonly ConfigLayer[]): AlfredConfig {
  const parsed = alfredConfigSchema.safeParse(mergeAll(layers));
  if (parsed.success) {
    checkFileLayers(layers);
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  if (issue === undefined) throw new ConfigError("config", "invalid configuration");
  const { path, message } = describeIssue(issue);
  throw new ConfigError(sourceOf(layers, path), message);
}

/** Largest `.alfred/config.json` read, in bytes. */
export const MAX_CONFIG_FILE_BYTES = 256 * 1024;

/**
/**
 * Reads `.alfred/config.json` (if present) as a layer, from `source`.
 * @throws ConfigError for an unreadable, oversized (> {@link MAX_CONFIG_FILE_BYTES})
 *   or non-UTF-8 file, or malformed JSON, naming the file and line:column.
 */
export async function readConfigFile(
  workingDir: string,
  source: FileSource = WORKTREE,
): Promise<ConfigLayer | undefined> {
  let text: string | undefined;
  try {
    text = await readSourceFile(workingDir, CONFIG_FILE, source);
  } catch (thrown) {
    if (thrown instanceof ConfigError) throw thrown;
    throw new ConfigError(CONFIG_FILE, "cannot be read", { cause: thrown });
  }
  if (text === undefined) return undefined;
  const size = Buffer.byteLength(text);
  if (size > MAX_CONFIG_FILE_BYTES) {
    throw new ConfigError(
      CONFIG_FILE,
      `${size} bytes; a config file may have at most ${MAX_CONFIG_FILE_BYTES} bytes (256 KiB): keep settings there, and long texts in files`,
    );
  }
  const parsed = parseJsonText(text, CONFIG_FILE);
  if (!parsed.ok) throw new ConfigError(parsed.error.location, parsed.error.message);
  if (!isPlainObject(parsed.value))
    throw new ConfigError(CONFIG_FILE, "expected a JSON object at the top level");
  return fileLayer(flattenSandboxSetting(parsed.value, CONFIG_FILE), CONFIG_FILE);
}

/**
 * Loads the configuration: flags > environment > `.alfred/config.json` > host defaults > defaults.
 * @throws ConfigError naming the source of the first bad value.
 */
export async function loadConfig(sources: ConfigSources): Promise<AlfredConfig> {
  const file = await readConfigFile(sources.workingDir, sources.source);
  const host = sources.host === undefined ? undefined : hostDefaults(sources.host);
  const layers = [sources.flags, envLayer(sources.env), file, host].filter((layer) => layer !== undefined);
  return resolveReadPaths(resolveConfig(layers), layers, sources.env["HOME"]);
}
