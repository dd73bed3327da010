/**
 * A server transport that knows which requests are still unanswered, so `alfred mcp` can wait
 * for them when stdin closes (issue 27): a client that pipes five requests and closes its end at
 * once must get five answers, not the two that happened to be done when the end arrived.
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/** {@link drainingTransport}'s result: the transport to connect, and its drain. */
export interface DrainingTransport {
  readonly transport: Transport;
  /** Resolves once every request received so far has been answered. */
  readonly drained: () => Promise<void>;
}

type RequestId = string | number;

/** The id of a request (a message with a method and an id); undefined for the rest. */
function requestId(message: JSONRPCMessage): RequestId | undefined {
  return "method" in message && "id" in message ? message.id : undefined;
}

/** The id a response (a result or an error) answers; undefined for the rest. */
function responseId(message: JSONRPCMessage): RequestId | undefined {
  return !("method" in message) && "id" in message && ("result" in message || "error" in message)
    ? message.id
    : undefined;
}

/**
 * Wraps `inner`: every message passes through unchanged, and requests are counted from their
 * arrival to the send of their answer.
 */
export function drainingTransport(inner: Transport): DrainingTransport {
  const pending = new Set<RequestId>();
  let waiters: (() => void)[] = [];
  const settle = (): void => {
    if (pending.size > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };
  const transport: Transport = {
    start: () => inner.start(),
    close: () => inner.close(),
    send: async (message, options) => {
      try {
        await inner.send(message, options);
      } finally {
        const id = responseId(message);
        if (id !== undefined && pending.delete(id)) settle();
      }
    },
  };
  inner.onmessage = (message, extra) => {
    const id = requestId(message);
    if (id !== undefined) pending.add(id);
    transport.onmessage?.(message, extra);
  };
  inner.onerror = (error) => transport.onerror?.(error);
  inner.onclose = () => transport.onclose?.();
  return {
    transport,
    drained: () =>
      pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
  };
}
