import { realpath, stat } from "../platform/fs/fs.js";
import { resolve } from "node:path";
import type { ParseArgsConfig } from "node:util";
import { flagLayer, type ConfigLayer } from "../config/sources.js";
import { ConfigError } from "../core/errors.js";
import { UsageError } from "./usage-error.js";

/** Flags every command that runs the engine accepts. */
export const ENGINE_FLAGS = {
  provider: { type: "string" },
  model: { type: "string" },
  "max-turns": { type: "string" },
  "max-cost-usd": { type: "string" },
  mode: { type: "string" },
  cwd: { type: "string" },
  json: { type: "boolean" },
  yes: { type: "boolean", short: "y" },
  sandbox: { type: "string" },
  "sandbox-read-path": { type: "string", multiple: true },
  help: { type: "boolean", short: "h" },
} as const satisfies ParseArgsConfig["options"];

/** Parsed values of {@link ENGINE_FLAGS}. */
export interface EngineFlagValues {
  readonly provider?: string | undefined;
  readonly model?: string | undefined;
  readonly "max-turns"?: string | undefined;
  readonly "max-cost-usd"?: string | undefined;
  readonly mode?: string | undefined;
  readonly cwd?: string | undefined;
  readonly sandbox?: string | undefined;
  readonly "sandbox-read-path"?: readonly string[] | undefined;
}

/**
 * A number flag's value; the schema reports range errors against the flag.
 * @throws ConfigError naming the flag when the text is not a number.
 */
export function numberFlag(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value))
    throw new ConfigError(`flag ${flag}`, `expected a number, got "${text}"`);
  return value;
}

/** The config layer of the engine flags (highest precedence). */
export function engineFlagLayer(values: EngineFlagValues): ConfigLayer {
  return flagLayer({
    provider: ["--provider", values.provider],
    model: ["--model", values.model],
    maxTurns: ["--max-turns", numberFlag("--max-turns", values["max-turns"])],
    "budget.maxCostUsd": ["--max-cost-usd", numberFlag("--max-cost-usd", values["max-cost-usd"])],
    permissionMode: ["--mode", values.mode],
    sandbox: ["--sandbox", values.sandbox],
    sandboxReadPaths: ["--sandbox-read-path", values["sandbox-read-path"]],
  });
}

/**
 * `directory` when it exists and is a directory, with symlinks resolved.
 * @throws UsageError naming `--cwd` (when given) and the path otherwise.
 */
export async function existingDirectory(directory: string, flag: string | undefined): Promise<string> {
  // Missing or unreadable: refused just below as a UsageError naming the flag.
  const found = await stat(directory).catch(() => undefined);
  if (found === undefined || !found.isDirectory()) {
    const what = flag === undefined ? `the current directory ${directory}` : `--cwd ${flag}`;
    throw new UsageError(`${what}: ${found === undefined ? "no such directory" : "not a directory"}`);
  }
  return realpath(directory);
}

/** The workspace: `--cwd` resolved against the process's directory. */
export function workingDirOf(values: EngineFlagValues, processCwd: string): string {
  return resolve(processCwd, values.cwd ?? ".");
}
