import type { FileSource } from "../config/file-source.js";
import type { AttachedMcpServers } from "../mcp/client-tools.js";
import { readMcpConfig } from "../mcp/client-config.js";
import type { Boundary } from "../platform/boundary/boundary.js";
import type { ToolRegistry } from "../tools/registry.js";

/** What a session needs to start its MCP servers. */
export interface SessionMcpOptions {
  readonly workingDir: string;
  /** Where `.alfred/mcp.json` / `.mcp.json` is read: the start commit when unattended, the base commit in a review. */
  readonly source: FileSource;
  /** The session's boundary: every server runs inside it. */
  readonly boundary: Boundary;
  readonly onNote?: (note: string) => void;
  /** Bound on each server's start-up; default 10 s. */
  readonly timeoutMs?: number;
}

/**
 * Starts the servers the repository configures (as read from `source`) and
 * adds their tools to `tools`; `undefined` when none is configured. Entries
 * that cannot run and servers that fail are noted once and skipped.
 * @throws ConfigError for a malformed config file (named, with the JSON path).
 */
export async function startMcpServers(
  tools: ToolRegistry,
  options: SessionMcpOptions,
): Promise<AttachedMcpServers | undefined> {
  const config = await readMcpConfig(options.workingDir, options.source);
  const note = options.onNote ?? (() => undefined);
  for (const { name, why } of config.skipped)
    note(`MCP server "${name}" in ${config.file ?? "?"} skipped: ${why}`);
  if (config.servers.length === 0) return undefined;
  // The MCP client SDK loads only when a server is configured: most sessions never pay for it.
  const { attachMcpServers } = await import("../mcp/client-tools.js");
  return attachMcpServers(tools, config.servers, {
    boundary: options.boundary,
    workingDir: options.workingDir,
    onNote: note,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
}
