import type { Deps } from "../core/deps.js";
import { AbortedError, errorMessage, isAbortError, ProviderError } from "../core/errors.js";
import type { QueryEvent } from "../core/events.js";
import { textOf } from "../core/messages.js";
import type { ChatRequest, ChatResponse, Provider } from "../providers/provider-contract.js";
import { backoffDelay } from "./backoff.js";
import type { RetryPolicy } from "./query-config.js";
import { omitUndefined } from "../core/omit-undefined.js";
import type { RequestRedaction } from "./request-redaction.js";

/** How `chatWithRetry` calls the provider. */
export interface ChatWithRetryOptions {
  readonly provider: Provider;
  /** Models to try in order; the head is the active one. See `fallbackChain()`. */
  readonly chain: readonly string[];
  readonly retry: RetryPolicy;
  readonly stream: boolean;
  readonly deps: Deps;
  readonly signal: AbortSignal;
  /**
   * Applied to every request before it leaves: the one redaction of what the model is sent
   * (`runQuery` always sets it, with the query's known secrets). None when absent.
   */
  readonly redactRequest?: RequestRedaction;
}

/** The answer, and the model that gave it. */
export interface ChatOutcome {
  readonly response: ChatResponse;
  readonly model: string;
}

function asProviderError(thrown: unknown): ProviderError {
  if (thrown instanceof ProviderError) return thrown;
  return new ProviderError("provider_bad_response", `provider failed: ${errorMessage(thrown)}`, {
    cause: thrown,
  });
}

async function* callOnce(
  provider: Provider,
  request: ChatRequest,
  stream: boolean,
): AsyncGenerator<QueryEvent, ChatResponse> {
  if (!stream || provider.stream === undefined) {
    const response = await provider.chat(request);
    const text = textOf(response.content);
    if (text !== "") yield { type: "text", text };
    return response;
  }
  for await (const part of provider.stream(request)) {
    if (part.type === "text_delta") yield { type: "text", text: part.text };
    else return part.response;
  }
  throw new ProviderError("provider_stream_cut", "stream ended without a final message", { retryable: true });
}

/**
 * Calls the provider, yielding `text` deltas as they arrive and a `retrying`
 * event before every retry. Retryable failures back off exponentially with
 * jitter (honouring `retry-after`); after `maxRetries` on one model the call
 * escalates to the next model of the chain.
 * @throws ProviderError when the error is not retryable or every model is exhausted.
 * @throws AbortedError when the signal fires.
 */
export async function* chatWithRetry(
  request: Omit<ChatRequest, "model" | "signal">,
  options: ChatWithRetryOptions,
): AsyncGenerator<QueryEvent, ChatOutcome> {
  const { provider, chain, retry, deps, signal } = options;
  const safe = options.redactRequest?.(request) ?? request;
  let modelIndex = 0;
  let retriesOnModel = 0;
  let attempts = 0;
  for (;;) {
    const model = chain[modelIndex] ?? chain[0] ?? "";
    if (signal.aborted) throw new AbortedError("aborted before the model call");
    try {
      const response = yield* callOnce(provider, { ...safe, model, signal }, options.stream);
      return { response, model };
    } catch (thrown) {
      if (signal.aborted || isAbortError(thrown))
        throw new AbortedError("aborted during the model call", { cause: thrown });
      const error = asProviderError(thrown);
      if (!error.retryable) throw error;
      attempts += 1;
      retriesOnModel += 1;
      let escalated = false;
      if (retriesOnModel > retry.maxRetries) {
        modelIndex += 1;
        retriesOnModel = 0;
        escalated = true;
        if (modelIndex >= chain.length) {
          throw new ProviderError(
            error.code,
            `gave up after ${attempts} attempts on ${chain.join(", ")}: ${error.message}`,
            {
              cause: error,
              ...omitUndefined({ status: error.status }),
            },
          );
        }
      }
      const nextModel = chain[modelIndex] ?? model;
      // A retry-after belongs to the model that sent it; escalating to another model need not wait for it.
      const delayMs = escalated
        ? backoffDelay(1, retry, deps.random)
        : backoffDelay(retriesOnModel, retry, deps.random, error.retryAfterMs);
      yield { type: "retrying", attempt: attempts, delayMs, model, nextModel, reason: error.message };
      try {
        await deps.sleep(delayMs, signal);
      } catch (cause) {
        throw new AbortedError("aborted while waiting to retry", { cause });
      }
    }
  }
}
