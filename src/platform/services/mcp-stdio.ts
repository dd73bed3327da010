/**
 * Starts a configured MCP server inside the boundary and connects the SDK's
 * client to it over stdio. The server is a service of `service-process.ts`:
 * sandboxed with the workspace read-only when the boundary sandboxes, its
 * environment the boundary's allow-listed one plus the server's own `env`
 * (never the host's), and a network only through the egress proxy when the
 * allow-list names hosts. Start-up is bounded by a timeout; a server that
 * crashes or does not answer is stopped and reported.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ReadBuffer, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { Readable, Writable } from "node:stream";
import { AlfredError } from "../../core/errors.js";
import type { Boundary } from "../boundary/boundary.js";
import { startService } from "./service-process.js";
import { ignoreCleanupError } from "../../core/ignored-errors.js";

/** How to start one server. */
export interface McpLaunch {
  readonly command: string;
  readonly args: readonly string[];
  /** The server's own variables, added to the boundary's scrubbed environment. */
  readonly env: Readonly<Record<string, string>>;
  /** The server's working directory: the workspace. */
  readonly cwd: string;
  /** Bound on start-up (initialize); default 10 s. */
  readonly timeoutMs?: number;
}

/** A connected server. */
export interface McpConnection {
  readonly client: Client;
  /**
   * Nothing the server does can outlast a call: it runs sandboxed, sees the workspace read-only
   * and has no network. Only then are its calls read-only, whatever the server claims.
   */
  readonly contained: boolean;
  /** Closes the connection and stops the server. Never rejects. */
  close(): Promise<void>;
}

/**
 * An MCP transport over a child's stdio: newline-delimited JSON-RPC, the
 * SDK's own framing. `stop` ends the child; `ended` resolves when it is gone.
 */
function streamTransport(
  stdout: Readable,
  stdin: Writable,
  lifecycle: { readonly stop: () => Promise<void>; readonly ended: Promise<unknown> },
): Transport {
  const buffer = new ReadBuffer();
  let closed = false;
  const transport: Transport = {
    start: async () => {
      stdout.on("data", (chunk: Buffer) => {
        try {
          buffer.append(chunk);
        } catch (thrown) {
          // Over the SDK's 10 MiB without a line end: a server this broken is stopped, not waited for.
          transport.onerror?.(thrown instanceof Error ? thrown : new Error(String(thrown)));
          void lifecycle.stop();
          return;
        }
        for (;;) {
          let message: JSONRPCMessage | null;
          try {
            message = buffer.readMessage();
          } catch (thrown) {
            // A line that is not JSON-RPC (a stray log line) is reported and skipped.
            transport.onerror?.(thrown instanceof Error ? thrown : new Error(String(thrown)));
            continue;
          }
          if (message === null) break;
          transport.onmessage?.(message);
        }
      });
      void lifecycle.ended.then(() => end());
    },
    send: (message) =>
      new Promise<void>((resolve, reject) => {
        if (closed) return reject(new Error("the MCP server has exited"));
        stdin.write(serializeMessage(message), (error) => (error ? reject(error) : resolve()));
      }),
    close: async () => {
      await lifecycle.stop();
      end();
    },
  };
  const end = (): void => {
    if (closed) return;
    closed = true;
    buffer.clear();
    transport.onclose?.();
  };
  return transport;
}

/**
 * Starts the server inside `boundary` and initialises the client.
 * @throws AlfredError `tool_failed` when it cannot start, crashes or does not answer in time (the server is stopped).
 */
export async function connectMcpServer(boundary: Boundary, launch: McpLaunch): Promise<McpConnection> {
  const started = await startService(boundary, {
    argv: [launch.command, ...launch.args],
    cwd: launch.cwd,
    env: launch.env,
    network: true,
  });
  if (!started.ok)
    throw new AlfredError("tool_failed", `MCP server ${launch.command} did not start: ${started.error}`);
  const { service } = started;
  const transport = streamTransport(service.stdout, service.stdin, {
    stop: () => service.stop(500),
    ended: service.exited,
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
  } catch (thrown) {
    await service.stop(500);
    const tail = service.stderrTail().trim().split("\n").slice(-3).join(" | ");
    const why = thrown instanceof Error ? thrown.message : String(thrown);
    throw new AlfredError(
      "tool_failed",
      `MCP server ${launch.command} did not start: ${why}${tail === "" ? "" : ` (stderr: ${tail.slice(-300)})`}`,
      { cause: thrown },
    );
  } finally {
    clearTimeout(timer);
  }
  return {
    client,
    contained: service.sandboxed && !service.egress,
    close: async () => {
      await ignoreCleanupError(client.close());
      await service.stop(500);
    },
  };
}
