/**
 * `.alfred/lsp.json`: the language servers a repository asks for.
 *
 * ```json
 * { "servers": [ { "command": "node_modules/.bin/typescript-language-server", "args": ["--stdio"],
 *                  "languages": ["typescript", "javascript"] } ] }
 * ```
 *
 * A relative `command` containing a `/` is resolved against the workspace; a bare name is looked
 * up on the (scrubbed) PATH. `languages` are LSP language ids; absent, the server gets every file.
 */
import { isAbsolute, resolve } from "node:path";
import * as z from "zod";
import type { FileSource } from "../config/file-source.js";
import { readSourceFile } from "../config/file-source.js";
import { formatZodIssue } from "../core/zod-issues.js";
import { ConfigError } from "../core/errors.js";
import { parseJsonText } from "../core/json-text.js";

/** Where the language servers are configured, relative to the workspace. */
export const LSP_CONFIG_FILE = ".alfred/lsp.json";

const serverSchema = z.strictObject({
  command: z.string().min(1, "expected the server executable"),
  args: z.array(z.string()).optional(),
  languages: z.array(z.string().min(1)).min(1, "expected at least one language id").optional(),
  rootUri: z
    .string()
    .regex(/^file:\/\//, "expected a file:// URI")
    .optional(),
});

const fileSchema = z.strictObject({ servers: z.array(serverSchema) });

/** One language server to run. */
export interface LspServerSpec {
  /** A short name for messages (`typescript-language-server`). */
  readonly name: string;
  /** The executable: absolute, or a bare name looked up on PATH. */
  readonly command: string;
  readonly args: readonly string[];
  /** LSP language ids it serves; `undefined`: every file. */
  readonly languages?: readonly string[];
  readonly rootUri?: string;
  /** Where it came from: the config file or auto-discovery. */
  readonly origin: "config" | "discovered";
}

function nameOf(command: string): string {
  return command.split("/").pop() ?? command;
}

/**
 * Parses the text of `.alfred/lsp.json`.
 * @throws ConfigError naming the file and the JSON path of the first problem.
 */
export function parseLspConfig(text: string, workingDir: string): LspServerSpec[] {
  const json = parseJsonText(text, LSP_CONFIG_FILE);
  if (!json.ok) throw new ConfigError(json.error.location, json.error.message);
  const parsed = fileSchema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(LSP_CONFIG_FILE, issue === undefined ? "invalid" : formatZodIssue(issue));
  }
  return parsed.data.servers.map((server) => ({
    name: nameOf(server.command),
    command:
      server.command.includes("/") && !isAbsolute(server.command)
        ? resolve(workingDir, server.command)
        : server.command,
    args: server.args ?? [],
    ...(server.languages === undefined ? {} : { languages: server.languages }),
    ...(server.rootUri === undefined ? {} : { rootUri: server.rootUri }),
    origin: "config" as const,
  }));
}

/**
 * The servers `.alfred/lsp.json` names, or `undefined` when there is no such file in `source`.
 * @throws ConfigError for a malformed file (or one that cannot be read).
 */
export async function readLspConfig(
  workingDir: string,
  source: FileSource,
): Promise<LspServerSpec[] | undefined> {
  let text: string | undefined;
  try {
    text = await readSourceFile(workingDir, LSP_CONFIG_FILE, source);
  } catch (thrown) {
    if (thrown instanceof ConfigError) throw thrown;
    throw new ConfigError(LSP_CONFIG_FILE, "cannot be read", { cause: thrown });
  }
  return text === undefined ? undefined : parseLspConfig(text, workingDir);
}
