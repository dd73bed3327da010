/**
 * Tools of configured MCP servers, added to a run's registry at run time as
 * `mcp__<server>__<tool>`. Their results are untrusted (the engine fences
 * them). Their read-only hints are not trusted: every call is treated as one
 * that may write, and the string arguments that look like paths or commands
 * are declared to the permission evaluator, so the jail and the kill-list
 * hold in every mode, `bypass` included. A server that fails to start or
 * times out is reported once and skipped.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { z } from "zod";
import { errorMessage } from "../core/errors.js";
import { connectMcpServer } from "../platform/mcp-stdio.js";
import { buildTool } from "../tools/define-tool.js";
import type { ToolRegistry } from "../tools/registry.js";
import type { AnyTool, PermissionTarget } from "../tools/tool-contract.js";
import type { McpServerConfig } from "./client-config.js";

const PATH_KEY = /(path|file|dir|directory|cwd|root)s?$/i;
const COMMAND_KEY = /^(command|cmd|script|shell)$/i;

/** What a call of a remote tool touches, as far as its arguments tell. */
export function mcpPermissionTarget(input: unknown): PermissionTarget {
  const paths: string[] = [];
  let command: string | undefined;
  const visit = (value: unknown, key: string): void => {
    if (typeof value === "string") {
      if (COMMAND_KEY.test(key)) command ??= value;
      else if (PATH_KEY.test(key)) paths.push(value);
    } else if (Array.isArray(value)) for (const item of value) visit(item, key);
    else if (typeof value === "object" && value !== null) {
      for (const [child, inner] of Object.entries(value)) visit(inner, child);
    }
  };
  visit(input, "");
  if (command !== undefined) return { kind: "execute", command, ...(paths.length > 0 ? { paths } : {}) };
  return paths.length > 0 ? { kind: "edit", paths } : { kind: "other" };
}

function schemaOf(jsonSchema: unknown): z.ZodType {
  try {
    return z.fromJSONSchema(jsonSchema as Parameters<typeof z.fromJSONSchema>[0]);
  } catch {
    return z.looseObject({});
  }
}

/** The registry tools for one connected server. */
export async function mcpToolsOf(server: string, client: Client, timeoutMs = 10_000): Promise<AnyTool[]> {
  const { tools } = await client.listTools(undefined, { timeout: timeoutMs });
  return tools.map((remote) =>
    buildTool({
      name: `mcp__${server}__${remote.name}`,
      description: `${remote.description ?? remote.name} (MCP server "${server}")`,
      inputSchema: schemaOf(remote.inputSchema),
      // A server's readOnlyHint is its own claim: never trusted.
      isReadOnly: () => false,
      isConcurrencySafe: () => false,
      permissionTarget: mcpPermissionTarget,
      describeCall: () => `mcp__${server}__${remote.name}`,
      call: async (input) => {
        const args =
          typeof input === "object" && input !== null && !Array.isArray(input)
            ? Object.fromEntries(Object.entries(input))
            : {};
        const result = await client.callTool({ name: remote.name, arguments: args });
        const content = Array.isArray(result.content) ? result.content : [];
        const text = content
          .map((block: { type?: unknown; text?: unknown }) =>
            block.type === "text" && typeof block.text === "string" ? block.text : `[${String(block.type)}]`,
          )
          .join("\n");
        return { content: text, isError: result.isError === true, untrusted: true, source: `mcp:${server}` };
      },
    }),
  );
}

/** Servers attached to a registry. */
export interface AttachedMcpServers {
  /** Names of the servers whose tools were added. */
  readonly started: readonly string[];
  /** Removes their tools and stops them. */
  close(): Promise<void>;
}

/**
 * Starts every server, adds its tools to `registry`; a server that fails is
 * reported once through `onNote` and skipped.
 */
export async function attachMcpServers(
  registry: ToolRegistry,
  servers: readonly McpServerConfig[],
  options: {
    readonly cwd: string;
    /** The scrubbed environment the boundary gives commands. */
    readonly env: Readonly<Record<string, string>>;
    readonly timeoutMs?: number;
    readonly onNote: (note: string) => void;
  },
): Promise<AttachedMcpServers> {
  const clients: Client[] = [];
  const added: string[] = [];
  const started: string[] = [];
  for (const server of servers) {
    try {
      const client = await connectMcpServer({
        command: server.command,
        args: server.args,
        env: { ...options.env, ...server.env },
        cwd: options.cwd,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      });
      clients.push(client);
      for (const tool of await mcpToolsOf(server.name, client, options.timeoutMs)) {
        registry.replace(tool);
        added.push(tool.name);
      }
      started.push(server.name);
    } catch (thrown) {
      options.onNote(`MCP server "${server.name}" skipped: ${errorMessage(thrown)}`);
    }
  }
  return {
    started,
    close: async () => {
      for (const name of added) registry.remove(name);
      await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
    },
  };
}
