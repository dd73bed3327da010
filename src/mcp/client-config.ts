/**
 * The MCP servers a repository configures, from `.alfred/mcp.json` or
 * `.mcp.json`: `{ "mcpServers": { name: { command, args?, env? } } }` (the
 * shape Claude Code reads too). Read from a {@link FileSource}: the start
 * commit in unattended runs, the base commit in reviews.
 *
 * Only local (stdio) servers run: an entry with `type: "http"` / `"sse"` or a
 * `url` is skipped with a note, since a remote server is outside the
 * boundary. `env` values are taken literally — `${VAR}` is not expanded, so no
 * variable of Alfred's own environment (a key, a token) reaches a server.
 */
import * as z from "zod";
import { type FileSource, readSourceFile } from "../config/file-source.js";
import { formatZodIssue } from "../core/zod-issues.js";
import { ConfigError } from "../core/errors.js";
import { parseJsonText } from "../core/json-text.js";

/** Where servers are configured, first found wins. */
export const MCP_CONFIG_FILES = [".alfred/mcp.json", ".mcp.json"] as const;

const serverSchema = z.object({
  type: z.literal("stdio").optional(),
  command: z.string().min(1),
  args: z.array(z.string()).optional(),
  env: z.record(z.string(), z.string()).optional(),
});

const configSchema = z.object({ mcpServers: z.record(z.string(), z.unknown()) });

/** Server names become part of tool names (`mcp__<server>__<tool>`), which providers restrict. */
const SERVER_NAME = /^[A-Za-z0-9_-]{1,40}$/;

/** One configured server. */
export interface McpServerConfig {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
}

/** A file's servers, and the entries that will not run (with why). */
export interface McpConfig {
  readonly servers: readonly McpServerConfig[];
  readonly skipped: readonly { readonly name: string; readonly why: string }[];
}

/** No file, no servers. */
const NO_MCP_SERVERS: McpConfig = { servers: [], skipped: [] };

function isRemote(entry: unknown): boolean {
  if (typeof entry !== "object" || entry === null) return false;
  const { type, url } = entry as { type?: unknown; url?: unknown };
  return type === "http" || type === "sse" || (url !== undefined && !("command" in entry));
}

/**
 * Parses a config file's text.
 * @throws ConfigError naming the file and JSON path of a malformed entry.
 */
export function parseMcpConfig(text: string, file: string): McpConfig {
  const json = parseJsonText(text, file);
  if (!json.ok) throw new ConfigError(json.error.location, json.error.message);
  const parsed = configSchema.safeParse(json.value);
  if (!parsed.success) throw new ConfigError(file, parsed.error.issues.map(formatZodIssue).join("; "));
  const servers: McpServerConfig[] = [];
  const skipped: { name: string; why: string }[] = [];
  for (const [name, entry] of Object.entries(parsed.data.mcpServers)) {
    if (!SERVER_NAME.test(name))
      throw new ConfigError(
        file,
        `mcpServers.${JSON.stringify(name)}: a server name is 1-40 letters, digits, _ and -`,
      );
    if (isRemote(entry)) {
      skipped.push({
        name,
        why: "remote (http/sse) servers are not supported; only local stdio servers run",
      });
      continue;
    }
    const server = serverSchema.safeParse(entry);
    if (!server.success) {
      const issues = server.error.issues.map((issue) =>
        formatZodIssue({ ...issue, path: ["mcpServers", name, ...issue.path] }),
      );
      throw new ConfigError(file, issues.join("; "));
    }
    servers.push({
      name,
      command: server.data.command,
      args: server.data.args ?? [],
      env: server.data.env ?? {},
    });
  }
  return { servers, skipped };
}

/**
 * The servers configured in `cwd` as seen through `source`; none when no file exists.
 * @throws ConfigError for a malformed file.
 */
export async function readMcpConfig(
  workingDir: string,
  source: FileSource,
): Promise<McpConfig & { file?: string }> {
  for (const file of MCP_CONFIG_FILES) {
    const text = await readSourceFile(workingDir, file, source);
    if (text !== undefined) return { ...parseMcpConfig(text, file), file };
  }
  return NO_MCP_SERVERS;
}
