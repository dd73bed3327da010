import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AnthropicError
} from "./chunk-Y7CFSKXT.js";
import {
  APIConnectionError as APIConnectionError2,
  APIConnectionTimeoutError as APIConnectionTimeoutError2,
  APIError as APIError2,
  APIUserAbortError as APIUserAbortError2,
  OpenAIError
} from "./chunk-Z4FD6RTV.js";
import {
  AbortedError,
  ProviderError,
  errorMessage,
  isAbortError
} from "./chunk-ZVFRXTU7.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";

// src/providers/tool-input.ts
function parseToolInput(json) {
  if (json.trim() === "") return {};
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

// src/providers/http-errors.ts
function target(baseUrl) {
  if (baseUrl === void 0) return "";
  try {
    const url = new URL(baseUrl);
    url.username = "";
    url.password = "";
    return ` to ${url.toString()}`;
  } catch {
    return "";
  }
}
var CallScope = class {
  constructor(provider, apiKey, callerSignal, timeoutMs, baseUrl) {
    this.provider = provider;
    this.apiKey = apiKey;
    this.callerSignal = callerSignal;
    this.timeoutMs = timeoutMs;
    this.baseUrl = baseUrl;
    this.signal = this.controller.signal;
    this.onCallerAbort = () => this.controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted === true) this.controller.abort(callerSignal.reason);
    else callerSignal?.addEventListener("abort", this.onCallerAbort, { once: true });
    if (timeoutMs !== void 0) {
      this.timer = setTimeout(() => {
        this.timedOutFlag = true;
        this.controller.abort(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
    }
  }
  provider;
  apiKey;
  callerSignal;
  timeoutMs;
  baseUrl;
  signal;
  controller = new AbortController();
  timer;
  onCallerAbort;
  timedOutFlag = false;
  /** True when the per-call timeout fired. */
  get timedOut() {
    return this.timedOutFlag;
  }
  /** True when the caller aborted (not the timeout). */
  get callerAborted() {
    return this.callerSignal?.aborted === true;
  }
  /** Per-request SDK options: this scope's signal, and the timeout so the client default does not cut in first. */
  requestOptions() {
    return { signal: this.signal, ...omitUndefined({ timeout: this.timeoutMs }) };
  }
  /** {@link toProviderError} for this call. */
  error(thrown, phase) {
    return toProviderError(thrown, {
      provider: this.provider,
      apiKey: this.apiKey,
      phase,
      scope: this,
      ...this.baseUrl === void 0 ? {} : { baseUrl: this.baseUrl }
    });
  }
  /**
   * Throws when the call was interrupted, for SDK streams that end silently on abort.
   * @throws {ProviderError} `provider_connection` (retryable) on timeout.
   * @throws {AbortedError} when the caller aborted.
   */
  throwIfInterrupted() {
    if (this.timedOut) throw timeoutError(this.provider, this.timeoutMs);
    if (this.signal.aborted) throw new AbortedError(`${this.provider}: request aborted`);
  }
  /** Clears the timer and detaches from the caller's signal. */
  dispose() {
    if (this.timer !== void 0) clearTimeout(this.timer);
    this.callerSignal?.removeEventListener("abort", this.onCallerAbort);
  }
};
function toProviderError(thrown, context) {
  if (thrown instanceof ProviderError || thrown instanceof AbortedError) return thrown;
  const { provider, scope } = context;
  const cause = redactedCause(thrown, context.apiKey);
  const detail = redact(detailOf(thrown), context.apiKey);
  if (scope.timedOut) return timeoutError(provider, scope.timeoutMs, cause);
  if (scope.callerAborted || isUserAbort(thrown))
    return new AbortedError(`${provider}: request aborted`, { cause });
  if (thrown instanceof APIConnectionTimeoutError || thrown instanceof APIConnectionTimeoutError2) {
    return new ProviderError("provider_connection", `${provider}: request timed out: ${detail}`, {
      retryable: true,
      cause
    });
  }
  if (thrown instanceof APIConnectionError || thrown instanceof APIConnectionError2) {
    return new ProviderError(
      "provider_connection",
      `${provider}: connection failed${target(context.baseUrl)}: ${detail}`,
      {
        retryable: true,
        cause
      }
    );
  }
  if (thrown instanceof APIError || thrown instanceof APIError2) {
    const type = thrown.type;
    const status = thrown.status;
    const headers = thrown.headers;
    if (typeof status !== "number") {
      const code = type === "overloaded_error" ? "provider_overloaded" : "provider_stream_cut";
      return new ProviderError(code, `${provider}: error event mid-stream: ${detail}`, {
        retryable: true,
        cause
      });
    }
    const verdict = classifyStatus(status, typeof type === "string" ? type : void 0);
    const retryAfterMs = parseRetryAfter(headers instanceof Headers ? headers : void 0);
    return new ProviderError(verdict.code, `${provider}: ${verdict.label} (HTTP ${status}): ${detail}`, {
      retryable: verdict.retryable,
      status,
      cause,
      ...omitUndefined({ retryAfterMs })
    });
  }
  if (context.phase === "stream") {
    if (thrown instanceof SyntaxError) {
      return new ProviderError("provider_bad_response", `${provider}: malformed stream data: ${detail}`, {
        cause
      });
    }
    return new ProviderError("provider_stream_cut", `${provider}: stream cut: ${detail}`, {
      retryable: true,
      cause
    });
  }
  if (isNetworkFailure(thrown)) {
    return new ProviderError(
      "provider_connection",
      `${provider}: connection failed${target(context.baseUrl)}: ${detail}`,
      {
        retryable: true,
        cause
      }
    );
  }
  if (thrown instanceof AnthropicError || thrown instanceof OpenAIError) {
    return new ProviderError("provider_bad_request", `${provider}: ${detail}`, { cause });
  }
  return new ProviderError("provider_bad_response", `${provider}: unexpected failure: ${detail}`, { cause });
}
function streamCutError(provider, missing) {
  return new ProviderError("provider_stream_cut", `${provider}: stream ended without ${missing}`, {
    retryable: true
  });
}
function classifyStatus(status, type) {
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
function parseRetryAfter(headers, now = Date.now()) {
  const millis = headers?.get("retry-after-ms");
  if (millis !== null && millis !== void 0 && millis.trim() !== "") {
    const value = Number(millis);
    if (Number.isFinite(value)) return Math.max(0, value);
  }
  const after = headers?.get("retry-after");
  if (after === null || after === void 0 || after.trim() === "") return void 0;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1e3);
  const date = Date.parse(after);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - now);
}
function redact(text, secret) {
  return secret === "" ? text : text.split(secret).join("[REDACTED]");
}
function timeoutError(provider, timeoutMs, cause) {
  const after = timeoutMs === void 0 ? "" : ` after ${timeoutMs} ms`;
  return new ProviderError("provider_connection", `${provider}: request timed out${after}`, {
    retryable: true,
    cause
  });
}
function isUserAbort(thrown) {
  return thrown instanceof APIUserAbortError || thrown instanceof APIUserAbortError2 || isAbortError(thrown);
}
function detailOf(thrown) {
  if (thrown instanceof APIError && thrown.apiMessage !== null) return thrown.apiMessage;
  return errorMessage(thrown);
}
function redactedCause(thrown, apiKey) {
  if (apiKey === "") return thrown;
  const chain = [];
  for (let current = thrown, depth = 0; current !== void 0 && depth < 5; depth += 1) {
    chain.push(errorMessage(current));
    current = current instanceof Error ? current.cause : void 0;
  }
  return chain.some((message) => message.includes(apiKey)) ? new Error(redact(errorMessage(thrown), apiKey)) : thrown;
}
var NETWORK_CODES = /* @__PURE__ */ new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_SOCKET"
]);
function isNetworkFailure(thrown) {
  for (let current = thrown, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.message === "terminated" || current.message === "fetch failed") return true;
    const code = "code" in current ? current.code : void 0;
    if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
    current = current.cause;
  }
  return false;
}

// src/providers/sdk-provider.ts
var DEFAULT_TIMEOUT_MS = 6e5;
function sdkClientOptions(options) {
  return {
    apiKey: options.apiKey,
    maxRetries: 0,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...omitUndefined({
      baseURL: options.baseURL,
      defaultHeaders: options.defaultHeaders === void 0 ? void 0 : { ...options.defaultHeaders },
      fetch: options.fetch
    })
  };
}
function createSdkProvider(wire, options) {
  let client;
  const connected = () => client ??= wire.loadSdk().then((Sdk) => new Sdk(sdkClientOptions(options)));
  const call = (request) => new CallScope(
    wire.name,
    options.apiKey,
    request.signal,
    request.timeoutMs ?? options.timeoutMs,
    options.baseURL
  );
  return {
    name: wire.name,
    async chat(request) {
      const scope = call(request);
      try {
        return await wire.chat(await connected(), request, scope.requestOptions());
      } catch (thrown) {
        throw scope.error(thrown, "request");
      } finally {
        scope.dispose();
      }
    },
    async *stream(request) {
      const scope = call(request);
      try {
        let chunks;
        try {
          chunks = await wire.openStream(await connected(), request, scope.requestOptions());
        } catch (thrown) {
          throw scope.error(thrown, "request");
        }
        const assembler = wire.assembler(request);
        try {
          for await (const chunk of chunks) {
            const text = assembler.push(chunk);
            if (text !== "") yield { type: "text_delta", text };
          }
        } catch (thrown) {
          throw scope.error(thrown, "stream");
        }
        scope.throwIfInterrupted();
        if (!assembler.complete) throw streamCutError(wire.name, wire.terminalEvent);
        yield { type: "response", response: assembler.finish() };
      } finally {
        scope.dispose();
      }
    }
  };
}

export {
  parseToolInput,
  createSdkProvider
};
