/**
 * Small helpers for tests that drive a real {@link Provider} against the
 * loopback fakes: consume a stream, check its shape, and capture a failure.
 */
import { expect } from "vitest";
import type {
  ChatRequest,
  ChatResponse,
  Provider,
  StreamPart,
} from "../../src/providers/provider-contract.js";

/** `provider.stream(request)`; fails the test when the provider cannot stream. */
export function streamOf(provider: Provider, request: ChatRequest): AsyncIterable<StreamPart> {
  if (provider.stream === undefined) throw new Error(`${provider.name} cannot stream`);
  return provider.stream(request);
}

/**
 * Consumes a stream, asserting the contract: any number of `text_delta`
 * parts, then exactly one `response` part, last.
 */
export async function collect(
  parts: AsyncIterable<StreamPart>,
): Promise<{ deltas: string; response: ChatResponse }> {
  const all: StreamPart[] = [];
  for await (const part of parts) all.push(part);
  expect(all.filter((part) => part.type === "response")).toHaveLength(1);
  const last = all.at(-1);
  if (last?.type !== "response") throw new Error("the stream did not end with its response");
  const deltas = all.map((part) => (part.type === "text_delta" ? part.text : "")).join("");
  return { deltas, response: last.response };
}

/** Consumes a stream, keeping its text deltas; rethrows what the stream throws. */
export async function drain(
  parts: AsyncIterable<StreamPart>,
  onText?: (text: string) => void,
): Promise<void> {
  for await (const part of parts) {
    if (part.type === "text_delta") onText?.(part.text);
  }
}

/** The error `promise` rejects with; fails the test when it resolves or rejects with a non-Error. */
export async function failure(promise: Promise<unknown>): Promise<Error> {
  const thrown: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Error))
    throw new Error(`expected a rejection with an Error, got ${String(thrown)}`);
  return thrown;
}
