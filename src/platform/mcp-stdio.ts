/**
 * Starts a configured MCP server as a child process and connects the SDK's
 * client to it over stdio. The environment follows the boundary's rule: the
 * caller's allow-listed (scrubbed) environment plus the server's own `env`,
 * never the host's environment. Start-up is bounded by a timeout.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { AlfredError } from "../core/errors.js";

/** How to start one server. */
export interface McpLaunch {
  readonly command: string;
  readonly args: readonly string[];
  /** The scrubbed environment plus the server's own variables. */
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
  /** Bound on start-up (initialize); default 10 s. */
  readonly timeoutMs?: number;
}

/**
 * Spawns and initialises the server.
 * @throws AlfredError `tool_failed` when it cannot start, crashes or does not answer in time (the child is killed).
 */
export async function connectMcpServer(launch: McpLaunch): Promise<Client> {
  const transport = new StdioClientTransport({
    command: launch.command,
    args: [...launch.args],
    env: { ...launch.env },
    cwd: launch.cwd,
    stderr: "ignore",
  });
  const client = new Client({ name: "alfred", version: "1" });
  const timeoutMs = launch.timeoutMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(transport, { timeout: timeoutMs }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return client;
  } catch (thrown) {
    await transport.close().catch(() => undefined);
    throw new AlfredError(
      "tool_failed",
      `MCP server ${launch.command} did not start: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
      { cause: thrown },
    );
  } finally {
    clearTimeout(timer);
  }
}
