/**
 * Failure handling shared by the Anthropic and OpenAI adapters: one mapping
 * from SDK errors to {@link ProviderError} (the engine decides on retry,
 * backoff and fallback from `code`, `retryable` and `retryAfterMs`), the
 * per-call abort/timeout scope, and API-key redaction. The SDKs' error classes
 * come from their small `core/error` modules (the same classes the SDK entry
 * points export), so this file does not load either SDK.
 */
import {
  APIConnectionError as AnthropicConnectionError,
  APIConnectionTimeoutError as AnthropicTimeoutError,
  APIError as AnthropicApiError,
  APIUserAbortError as AnthropicUserAbortError,
  AnthropicError,
} from "@anthropic-ai/sdk/core/error";
import {
  APIConnectionError as OpenAIConnectionError,
  APIConnectionTimeoutError as OpenAITimeoutError,
  APIError as OpenAIApiError,
  APIUserAbortError as OpenAIUserAbortError,
  OpenAIError,
} from "openai/core/error";
import {
  AbortedError,
  type AlfredError,
  type ErrorCode,
  ProviderError,
  errorMessage,
  isAbortError,
} from "../core/errors.js";
import { omitUndefined } from "../core/omit-undefined.js";

/** Where a call was when it failed: before the response started, or while reading a stream. */
export type CallPhase = "request" | "stream";

/** What {@link toProviderError} needs to know about the failed call. */
export interface ErrorContext {
  /** `anthropic` or `openai`, prefixed to every message. */
  readonly provider: string;
  /** Redacted from every message and cause. */
  readonly apiKey: string;
  readonly phase: CallPhase;
  readonly scope: CallScope;
  /** The configured base URL, named in a connection failure (what cannot be reached). */
  readonly baseUrl?: string;
}

/** ` to <url>` for a connection failure: the base URL without any userinfo; empty when none. */
function target(baseUrl: string | undefined): string {
  if (baseUrl === undefined) return "";
  try {
    const url = new URL(baseUrl);
    url.username = "";
    url.password = "";
    return ` to ${url.toString()}`;
  } catch {
    return "";
  }
}

/**
 * The abort signal of one call: fires when the caller's signal aborts or the
 * per-call timeout elapses, and remembers which of the two it was (a timeout
 * is retryable, a user abort never is). Also binds the SDK request options
 * and the error mapping to the call.
 */
export class CallScope {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly onCallerAbort: () => void;
  private timedOutFlag = false;

  constructor(
    readonly provider: string,
    private readonly apiKey: string,
    private readonly callerSignal: AbortSignal | undefined,
    readonly timeoutMs: number | undefined,
    private readonly baseUrl?: string,
  ) {
    this.signal = this.controller.signal;
    this.onCallerAbort = () => this.controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted === true) this.controller.abort(callerSignal.reason);
    else callerSignal?.addEventListener("abort", this.onCallerAbort, { once: true });
    if (timeoutMs !== undefined) {
      this.timer = setTimeout(() => {
        this.timedOutFlag = true;
        this.controller.abort(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
    }
  }

  /** True when the per-call timeout fired. */
  get timedOut(): boolean {
    return this.timedOutFlag;
  }

  /** True when the caller aborted (not the timeout). */
  get callerAborted(): boolean {
    return this.callerSignal?.aborted === true;
  }

  /** Per-request SDK options: this scope's signal, and the timeout so the client default does not cut in first. */
  requestOptions(): { signal: AbortSignal; timeout?: number } {
    return { signal: this.signal, ...omitUndefined({ timeout: this.timeoutMs }) };
  }

  /** {@link toProviderError} for this call. */
  error(thrown: unknown, phase: CallPhase): AlfredError {
    return toProviderError(thrown, {
      provider: this.provider,
      apiKey: this.apiKey,
      phase,
      scope: this,
      ...(this.baseUrl === undefined ? {} : { baseUrl: this.baseUrl }),
    });
  }

  /**
   * Throws when the call was interrupted, for SDK streams that end silently on abort.
   * @throws {ProviderError} `provider_connection` (retryable) on timeout.
   * @throws {AbortedError} when the caller aborted.
   */
  throwIfInterrupted(): void {
    if (this.timedOut) throw timeoutError(this.provider, this.timeoutMs);
    if (this.signal.aborted) throw new AbortedError(`${this.provider}: request aborted`);
  }

  /** Clears the timer and detaches from the caller's signal. */
  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.callerSignal?.removeEventListener("abort", this.onCallerAbort);
  }
}

/**
 * Maps anything an SDK call threw to a typed error. Never returns an error
 * whose message (or cause message) contains `context.apiKey`.
 */
export function toProviderError(thrown: unknown, context: ErrorContext): AlfredError {
  if (thrown instanceof ProviderError || thrown instanceof AbortedError) return thrown;
  const { provider, scope } = context;
  const cause = redactedCause(thrown, context.apiKey);
  const detail = redact(detailOf(thrown), context.apiKey);
  if (scope.timedOut) return timeoutError(provider, scope.timeoutMs, cause);
  if (scope.callerAborted || isUserAbort(thrown))
    return new AbortedError(`${provider}: request aborted`, { cause });
  if (thrown instanceof AnthropicTimeoutError || thrown instanceof OpenAITimeoutError) {
    return new ProviderError("provider_connection", `${provider}: request timed out: ${detail}`, {
      retryable: true,
      cause,
    });
  }
  if (thrown instanceof AnthropicConnectionError || thrown instanceof OpenAIConnectionError) {
    return new ProviderError(
      "provider_connection",
      `${provider}: connection failed${target(context.baseUrl)}: ${detail}`,
      {
        retryable: true,
        cause,
      },
    );
  }
  if (thrown instanceof AnthropicApiError || thrown instanceof OpenAIApiError) {
    // `instanceof` on the generic classes yields `any` fields; read them as unknown.
    const type: unknown = thrown.type;
    const status: unknown = thrown.status;
    const headers: unknown = thrown.headers;
    if (typeof status !== "number") {
      // An SSE `error` event after the response started: the stream broke off.
      const code: ErrorCode = type === "overloaded_error" ? "provider_overloaded" : "provider_stream_cut";
      return new ProviderError(code, `${provider}: error event mid-stream: ${detail}`, {
        retryable: true,
        cause,
      });
    }
    const verdict = classifyStatus(status, typeof type === "string" ? type : undefined);
    const retryAfterMs = parseRetryAfter(headers instanceof Headers ? headers : undefined);
    return new ProviderError(verdict.code, `${provider}: ${verdict.label} (HTTP ${status}): ${detail}`, {
      retryable: verdict.retryable,
      status,
      cause,
      ...omitUndefined({ retryAfterMs }),
    });
  }
  if (context.phase === "stream") {
    if (thrown instanceof SyntaxError) {
      return new ProviderError("provider_bad_response", `${provider}: malformed stream data: ${detail}`, {
        cause,
      });
    }
    return new ProviderError("provider_stream_cut", `${provider}: stream cut: ${detail}`, {
      retryable: true,
      cause,
    });
  }
  if (isNetworkFailure(thrown)) {
    return new ProviderError(
      "provider_connection",
      `${provider}: connection failed${target(context.baseUrl)}: ${detail}`,
      {
        retryable: true,
        cause,
      },
    );
  }
  if (thrown instanceof AnthropicError || thrown instanceof OpenAIError) {
    return new ProviderError("provider_bad_request", `${provider}: ${detail}`, { cause });
  }
  return new ProviderError("provider_bad_response", `${provider}: unexpected failure: ${detail}`, { cause });
}

/** A stream that ended before its terminal event: retryable `provider_stream_cut`. */
export function streamCutError(provider: string, missing: string): ProviderError {
  return new ProviderError("provider_stream_cut", `${provider}: stream ended without ${missing}`, {
    retryable: true,
  });
}

interface StatusVerdict {
  readonly code: ErrorCode;
  readonly retryable: boolean;
  readonly label: string;
}

/** The error code and retryability of an HTTP status (and the API's error `type`, if any). */
export function classifyStatus(status: number, type?: string): StatusVerdict {
  if (status === 429) return { code: "provider_rate_limited", retryable: true, label: "rate limited" };
  if (status === 529 || type === "overloaded_error")
    return { code: "provider_overloaded", retryable: true, label: "overloaded" };
  if (status === 401 || status === 403)
    return { code: "provider_auth", retryable: false, label: "authentication failed" };
  if (status === 408 || status === 409)
    return { code: "provider_http", retryable: true, label: "request timeout or conflict" };
  if (status >= 500 && status !== 501)
    return { code: "provider_http", retryable: true, label: "server error" };
  return { code: "provider_bad_request", retryable: false, label: "request rejected" };
}

/**
 * The wait the server asked for, in ms: `retry-after-ms`, else `retry-after`
 * in seconds or as an HTTP date (relative to `now`). `undefined` when absent
 * or unreadable; never negative.
 */
export function parseRetryAfter(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  const millis = headers?.get("retry-after-ms");
  if (millis !== null && millis !== undefined && millis.trim() !== "") {
    const value = Number(millis);
    if (Number.isFinite(value)) return Math.max(0, value);
  }
  const after = headers?.get("retry-after");
  if (after === null || after === undefined || after.trim() === "") return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(after);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Replaces every occurrence of `secret` in `text` (no-op for an empty secret). */
export function redact(text: string, secret: string): string {
  return secret === "" ? text : text.split(secret).join("[REDACTED]");
}

function timeoutError(provider: string, timeoutMs: number | undefined, cause?: unknown): ProviderError {
  const after = timeoutMs === undefined ? "" : ` after ${timeoutMs} ms`;
  return new ProviderError("provider_connection", `${provider}: request timed out${after}`, {
    retryable: true,
    cause,
  });
}

function isUserAbort(thrown: unknown): boolean {
  return (
    thrown instanceof AnthropicUserAbortError ||
    thrown instanceof OpenAIUserAbortError ||
    isAbortError(thrown)
  );
}

/** The server's own words when the SDK parsed them, else the error message. */
function detailOf(thrown: unknown): string {
  if (thrown instanceof AnthropicApiError && thrown.apiMessage !== null) return thrown.apiMessage;
  return errorMessage(thrown);
}

/** The original error, unless its message leaks the key: then a stand-in with the redacted message. */
function redactedCause(thrown: unknown, apiKey: string): unknown {
  if (apiKey === "") return thrown;
  const chain: string[] = [];
  for (let current: unknown = thrown, depth = 0; current !== undefined && depth < 5; depth += 1) {
    chain.push(errorMessage(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain.some((message) => message.includes(apiKey))
    ? new Error(redact(errorMessage(thrown), apiKey))
    : thrown;
}

const NETWORK_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_SOCKET",
]);

/** undici's "terminated" / "fetch failed", or a socket error code anywhere in the cause chain. */
function isNetworkFailure(thrown: unknown): boolean {
  for (let current: unknown = thrown, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.message === "terminated" || current.message === "fetch failed") return true;
    const code: unknown = "code" in current ? current.code : undefined;
    if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
    current = current.cause;
  }
  return false;
}
