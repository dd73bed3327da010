/**
 * The MCP servers a repository configures, from `.alfred/mcp.json` or
 * `.mcp.json`: `{ "mcpServers": { name: { command, args?, env? } } }`. Read
 * from a {@link FileSource} (the base commit in unattended runs).
 */
import { z } from "zod";
import { type FileSource, readSourceFile } from "../config/file-source.js";
import { formatZodIssue } from "../core/zod-issues.js";
import { ConfigError } from "../core/errors.js";
import { parseJsonText } from "../core/json-text.js";

/** Where servers are configured, first found wins. */
export const MCP_CONFIG_FILES = [".alfred/mcp.json", ".mcp.json"] as const;

const serverSchema = z.object({
  command: z.string().min(1),
  args: z.array(z.string()).optional(),
  env: z.record(z.string(), z.string()).optional(),
});

const configSchema = z.object({
  mcpServers: z.record(
    z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "server names are letters, digits, _ and -"),
    serverSchema,
  ),
});

/** One configured server. */
export interface McpServerConfig {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
}

/**
 * Parses a config file's text.
 * @throws ConfigError naming the file and JSON path.
 */
export function parseMcpConfig(text: string, file: string): McpServerConfig[] {
  const json = parseJsonText(text, file);
  if (!json.ok) throw new ConfigError(file, json.error.message);
  const parsed = configSchema.safeParse(json.value);
  if (!parsed.success) throw new ConfigError(file, parsed.error.issues.map(formatZodIssue).join("; "));
  return Object.entries(parsed.data.mcpServers).map(([name, server]) => ({
    name,
    command: server.command,
    args: server.args ?? [],
    env: server.env ?? {},
  }));
}

/**
 * The servers configured in `cwd` as seen through `source`; none when no file exists.
 * @throws ConfigError for a malformed file.
 */
export async function readMcpConfig(cwd: string, source: FileSource): Promise<McpServerConfig[]> {
  for (const file of MCP_CONFIG_FILES) {
    const text = await readSourceFile(cwd, file, source);
    if (text !== undefined) return parseMcpConfig(text, file);
  }
  return [];
}
