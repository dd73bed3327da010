/**
 * An MCP client transport over a child process's stdio that the test spawned
 * itself (so it keeps the exit code), recording every byte the child wrote to
 * stdout: the official SDK client talks through it.
 */
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { ReadBuffer, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/** The client side of `child`'s stdio; `stdout` collects what it wrote; `close` ends its stdin. */
export function childTransport(child: ChildProcessWithoutNullStreams, stdout: string[]): Transport {
  const buffer = new ReadBuffer();
  const transport: Transport = {
    start: async () => {
      child.stdout.on("data", (chunk: Buffer) => {
        stdout.push(chunk.toString());
        buffer.append(chunk);
        for (let message = buffer.readMessage(); message !== null; message = buffer.readMessage()) {
          transport.onmessage?.(message);
        }
      });
    },
    send: async (message: JSONRPCMessage) => void child.stdin.write(serializeMessage(message)),
    close: async () => void child.stdin.end(),
  };
  return transport;
}
