export const id = 130;
export const ids = [130,64,922];
export const modules = {

/***/ 37298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ createSdkProvider)
});

// EXTERNAL MODULE: ./src/core/omit-undefined.ts
var omit_undefined = __webpack_require__(93747);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/error.mjs
var error = __webpack_require__(25064);
// EXTERNAL MODULE: ./node_modules/openai/core/error.mjs
var core_error = __webpack_require__(97922);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/providers/http-errors.ts
/**
 * Failure handling shared by the Anthropic and OpenAI adapters: one mapping
 * from SDK errors to {@link ProviderError} (the engine decides on retry,
 * backoff and fallback from `code`, `retryable` and `retryAfterMs`), the
 * per-call abort/timeout scope, and API-key redaction. The SDKs' error classes
 * come from their small `core/error` modules (the same classes the SDK entry
 * points export), so this file does not load either SDK.
 */




/** ` to <url>` for a connection failure: the base URL without any userinfo; empty when none. */
function target(baseUrl) {
    if (baseUrl === undefined)
        return "";
    try {
        const url = new URL(baseUrl);
        url.username = "";
        url.password = "";
        return ` to ${url.toString()}`;
    }
    catch {
        return "";
    }
}
/**
 * The abort signal of one call: fires when the caller's signal aborts or the
 * per-call timeout elapses, and remembers which of the two it was (a timeout
 * is retryable, a user abort never is). Also binds the SDK request options
 * and the error mapping to the call.
 */
class CallScope {
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
    constructor(provider, apiKey, callerSignal, timeoutMs, baseUrl) {
        this.provider = provider;
        this.apiKey = apiKey;
        this.callerSignal = callerSignal;
        this.timeoutMs = timeoutMs;
        this.baseUrl = baseUrl;
        this.signal = this.controller.signal;
        this.onCallerAbort = () => this.controller.abort(callerSignal?.reason);
        if (callerSignal?.aborted === true)
            this.controller.abort(callerSignal.reason);
        else
            callerSignal?.addEventListener("abort", this.onCallerAbort, { once: true });
        if (timeoutMs !== undefined) {
            this.timer = setTimeout(() => {
                this.timedOutFlag = true;
                this.controller.abort(new Error(`timed out after ${timeoutMs} ms`));
            }, timeoutMs);
        }
    }
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
        return { signal: this.signal, ...(0,omit_undefined/* omitUndefined */.O)({ timeout: this.timeoutMs }) };
    }
    /** {@link toProviderError} for this call. */
    error(thrown, phase) {
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
    throwIfInterrupted() {
        if (this.timedOut)
            throw timeoutError(this.provider, this.timeoutMs);
        if (this.signal.aborted)
            throw new errors/* AbortedError */.oM(`${this.provider}: request aborted`);
    }
    /** Clears the timer and detaches from the caller's signal. */
    dispose() {
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.callerSignal?.removeEventListener("abort", this.onCallerAbort);
    }
}
/**
 * Maps anything an SDK call threw to a typed error. Never returns an error
 * whose message (or cause message) contains `context.apiKey`.
 */
function toProviderError(thrown, context) {
    if (thrown instanceof errors/* ProviderError */.mZ || thrown instanceof errors/* AbortedError */.oM)
        return thrown;
    const { provider, scope } = context;
    const cause = redactedCause(thrown, context.apiKey);
    const detail = redact(detailOf(thrown), context.apiKey);
    if (scope.timedOut)
        return timeoutError(provider, scope.timeoutMs, cause);
    if (scope.callerAborted || isUserAbort(thrown))
        return new errors/* AbortedError */.oM(`${provider}: request aborted`, { cause });
    if (thrown instanceof error/* APIConnectionTimeoutError */.qA || thrown instanceof core_error/* APIConnectionTimeoutError */.qA) {
        return new errors/* ProviderError */.mZ("provider_connection", `${provider}: request timed out: ${detail}`, {
            retryable: true,
            cause,
        });
    }
    if (thrown instanceof error/* APIConnectionError */.xX || thrown instanceof core_error/* APIConnectionError */.xX) {
        return new errors/* ProviderError */.mZ("provider_connection", `${provider}: connection failed${target(context.baseUrl)}: ${detail}`, {
            retryable: true,
            cause,
        });
    }
    if (thrown instanceof error/* APIError */.LG || thrown instanceof core_error/* APIError */.LG) {
        // `instanceof` on the generic classes yields `any` fields; read them as unknown.
        const type = thrown.type;
        const status = thrown.status;
        const headers = thrown.headers;
        if (typeof status !== "number") {
            // An SSE `error` event after the response started: the stream broke off.
            const code = type === "overloaded_error" ? "provider_overloaded" : "provider_stream_cut";
            return new errors/* ProviderError */.mZ(code, `${provider}: error event mid-stream: ${detail}`, {
                retryable: true,
                cause,
            });
        }
        const verdict = classifyStatus(status, typeof type === "string" ? type : undefined);
        const retryAfterMs = parseRetryAfter(headers instanceof Headers ? headers : undefined);
        return new errors/* ProviderError */.mZ(verdict.code, `${provider}: ${verdict.label} (HTTP ${status}): ${detail}`, {
            retryable: verdict.retryable,
            status,
            cause,
            ...(0,omit_undefined/* omitUndefined */.O)({ retryAfterMs }),
        });
    }
    if (context.phase === "stream") {
        if (thrown instanceof SyntaxError) {
            return new errors/* ProviderError */.mZ("provider_bad_response", `${provider}: malformed stream data: ${detail}`, {
                cause,
            });
        }
        return new errors/* ProviderError */.mZ("provider_stream_cut", `${provider}: stream cut: ${detail}`, {
            retryable: true,
            cause,
        });
    }
    if (isNetworkFailure(thrown)) {
        return new errors/* ProviderError */.mZ("provider_connection", `${provider}: connection failed${target(context.baseUrl)}: ${detail}`, {
            retryable: true,
            cause,
        });
    }
    if (thrown instanceof error/* AnthropicError */.pJ || thrown instanceof core_error/* OpenAIError */.vc) {
        return new errors/* ProviderError */.mZ("provider_bad_request", `${provider}: ${detail}`, { cause });
    }
    return new errors/* ProviderError */.mZ("provider_bad_response", `${provider}: unexpected failure: ${detail}`, { cause });
}
/** A stream that ended before its terminal event: retryable `provider_stream_cut`. */
function streamCutError(provider, missing) {
    return new errors/* ProviderError */.mZ("provider_stream_cut", `${provider}: stream ended without ${missing}`, {
        retryable: true,
    });
}
/** The error code and retryability of an HTTP status (and the API's error `type`, if any). */
function classifyStatus(status, type) {
    if (status === 429)
        return { code: "provider_rate_limited", retryable: true, label: "rate limited" };
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
function parseRetryAfter(headers, now = Date.now()) {
    const millis = headers?.get("retry-after-ms");
    if (millis !== null && millis !== undefined && millis.trim() !== "") {
        const value = Number(millis);
        if (Number.isFinite(value))
            return Math.max(0, value);
    }
    const after = headers?.get("retry-after");
    if (after === null || after === undefined || after.trim() === "")
        return undefined;
    const seconds = Number(after);
    if (Number.isFinite(seconds))
        return Math.max(0, seconds * 1000);
    const date = Date.parse(after);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/** Replaces every occurrence of `secret` in `text` (no-op for an empty secret). */
function redact(text, secret) {
    return secret === "" ? text : text.split(secret).join("[REDACTED]");
}
function timeoutError(provider, timeoutMs, cause) {
    const after = timeoutMs === undefined ? "" : ` after ${timeoutMs} ms`;
    return new errors/* ProviderError */.mZ("provider_connection", `${provider}: request timed out${after}`, {
        retryable: true,
        cause,
    });
}
function isUserAbort(thrown) {
    return (thrown instanceof error/* APIUserAbortError */.cH ||
        thrown instanceof core_error/* APIUserAbortError */.cH ||
        (0,errors/* isAbortError */.zf)(thrown));
}
/** The server's own words when the SDK parsed them, else the error message. */
function detailOf(thrown) {
    if (thrown instanceof error/* APIError */.LG && thrown.apiMessage !== null)
        return thrown.apiMessage;
    return (0,errors/* errorMessage */.gJ)(thrown);
}
/** The original error, unless its message leaks the key: then a stand-in with the redacted message. */
function redactedCause(thrown, apiKey) {
    if (apiKey === "")
        return thrown;
    const chain = [];
    for (let current = thrown, depth = 0; current !== undefined && depth < 5; depth += 1) {
        chain.push((0,errors/* errorMessage */.gJ)(current));
        current = current instanceof Error ? current.cause : undefined;
    }
    return chain.some((message) => message.includes(apiKey))
        ? new Error(redact((0,errors/* errorMessage */.gJ)(thrown), apiKey))
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
function isNetworkFailure(thrown) {
    for (let current = thrown, depth = 0; current instanceof Error && depth < 5; depth += 1) {
        if (current.message === "terminated" || current.message === "fetch failed")
            return true;
        const code = "code" in current ? current.code : undefined;
        if (typeof code === "string" && NETWORK_CODES.has(code))
            return true;
        current = current.cause;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/providers/sdk-provider.ts
/**
 * The skeleton shared by the SDK-backed providers (Anthropic, OpenAI): the
 * client options, the SDK loaded on the first call (importing Alfred does not
 * pay for it), the per-call scope (abort, timeout), the stream loop that turns
 * SDK chunks into {@link StreamPart}s, and the error mapping of
 * http-errors.ts. A provider supplies only its wire conversion ({@link Wire}).
 * The SDK never retries (`maxRetries: 0`): retries, backoff and fallback are
 * the engine's.
 */


/** Ten minutes: the SDKs' own default, set explicitly so large non-streaming calls are not refused. */
const DEFAULT_TIMEOUT_MS = 600_000;
/** The SDK client options for `options`: no SDK retries, the timeout, and only the fields given. */
function sdkClientOptions(options) {
    return {
        apiKey: options.apiKey,
        maxRetries: 0,
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(0,omit_undefined/* omitUndefined */.O)({
            baseURL: options.baseURL,
            defaultHeaders: options.defaultHeaders === undefined ? undefined : { ...options.defaultHeaders },
            fetch: options.fetch,
        }),
    };
}
/**
 * A {@link Provider} on `wire`. `chat` is one non-streaming call; `stream`
 * yields `text_delta` parts as they arrive and then exactly one `response`
 * part. Both honour `request.signal` and `request.timeoutMs`. The SDK is
 * imported and its client built on the first call, once.
 *
 * @throws {ProviderError} from `chat` / `stream` on any API or network failure
 *   (see http-errors.ts), including a stream that ends before its terminal
 *   event (`provider_stream_cut`) and an SDK that fails to load.
 * @throws {AbortedError} when `request.signal` aborts.
 */
function createSdkProvider(wire, options) {
    let client;
    const connected = () => (client ??= wire.loadSdk().then((Sdk) => new Sdk(sdkClientOptions(options))));
    const call = (request) => new CallScope(wire.name, options.apiKey, request.signal, request.timeoutMs ?? options.timeoutMs, options.baseURL);
    return {
        name: wire.name,
        async chat(request) {
            const scope = call(request);
            try {
                return await wire.chat(await connected(), request, scope.requestOptions());
            }
            catch (thrown) {
                throw scope.error(thrown, "request");
            }
            finally {
                scope.dispose();
            }
        },
        async *stream(request) {
            const scope = call(request);
            try {
                let chunks;
                try {
                    chunks = await wire.openStream(await connected(), request, scope.requestOptions());
                }
                catch (thrown) {
                    throw scope.error(thrown, "request");
                }
                const assembler = wire.assembler(request);
                try {
                    for await (const chunk of chunks) {
                        const text = assembler.push(chunk);
                        if (text !== "")
                            yield { type: "text_delta", text };
                    }
                }
                catch (thrown) {
                    throw scope.error(thrown, "stream");
                }
                // The SDKs end a stream silently when its signal aborts; say why it ended.
                scope.throwIfInterrupted();
                if (!assembler.complete)
                    throw streamCutError(wire.name, wire.terminalEvent);
                yield { type: "response", response: assembler.finish() };
            }
            finally {
                scope.dispose();
            }
        },
    };
}


/***/ }),

/***/ 42327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ parseToolInput)
/* harmony export */ });
/**
 * Parses the tool-input JSON a model sent (Anthropic's assembled
 * `input_json_delta` pieces, OpenAI's `function.arguments`). Empty → `{}`.
 * Text that is not valid JSON is returned as the raw string: the engine's
 * input validation then rejects it ("expected object") and tells the model,
 * instead of the adapter guessing.
 */
function parseToolInput(json) {
    if (json.trim() === "")
        return {};
    try {
        return JSON.parse(json);
    }
    catch {
        return json;
    }
}


/***/ }),

/***/ 25064:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ RequestTimeoutError),
/* harmony export */   EH: () => (/* binding */ NotImplementedError),
/* harmony export */   Ed: () => (/* binding */ OverloadedError),
/* harmony export */   Ee: () => (/* binding */ GatewayTimeoutError),
/* harmony export */   Is: () => (/* binding */ UnprocessableEntityError),
/* harmony export */   LG: () => (/* binding */ APIError),
/* harmony export */   Ll: () => (/* binding */ PermissionDeniedError),
/* harmony export */   OE: () => (/* binding */ RateLimitError),
/* harmony export */   PO: () => (/* binding */ InternalServerError),
/* harmony export */   Xo: () => (/* binding */ ClientClosedRequestError),
/* harmony export */   cH: () => (/* binding */ APIUserAbortError),
/* harmony export */   dw: () => (/* binding */ RetryableError),
/* harmony export */   fK: () => (/* binding */ ConflictError),
/* harmony export */   k9: () => (/* binding */ PreconditionFailedError),
/* harmony export */   m_: () => (/* binding */ NotFoundError),
/* harmony export */   pJ: () => (/* binding */ AnthropicError),
/* harmony export */   qA: () => (/* binding */ APIConnectionTimeoutError),
/* harmony export */   us: () => (/* binding */ ServiceUnavailableError),
/* harmony export */   v3: () => (/* binding */ AuthenticationError),
/* harmony export */   v7: () => (/* binding */ BadRequestError),
/* harmony export */   xD: () => (/* binding */ ContentTooLargeError),
/* harmony export */   xL: () => (/* binding */ RequestHeaderFieldsTooLargeError),
/* harmony export */   xX: () => (/* binding */ APIConnectionError),
/* harmony export */   yP: () => (/* binding */ PaymentRequiredError)
/* harmony export */ });
/* harmony import */ var _internal_errors_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62533);

var AnthropicError = /* @__PURE__ */ (() => {
    class AnthropicError extends Error {
        /** @internal */
        constructor(message, options) {
            super(message, options);
            Object.defineProperty(this, 'name', { value: new.target._errorName, writable: true, configurable: true });
        }
    }
    /** @internal */
    AnthropicError._errorName = 'AnthropicError';
    return AnthropicError;
})();
var APIError = /* @__PURE__ */ (() => {
    class APIError extends AnthropicError {
        constructor(status, error, message, headers, type) {
            super(`${APIError.makeMessage(status, error, message)}`);
            this.status = status;
            this.headers = headers;
            this.requestID = headers?.get('request-id');
            this.workspaceID = headers?.get('anthropic-workspace-id');
            this.error = error;
            const body = (error ?? {});
            this.apiMessage = body.error?.message ?? null;
            this.type = type ?? body.error?.type ?? null;
            const errorCode = body.error?.details?.error_code;
            this.errorCode = typeof errorCode === 'string' ? errorCode : null;
            this.details = body.error?.details ?? null;
        }
        static makeMessage(status, error, message) {
            const msg = error?.message ?
                typeof error.message === 'string' ?
                    error.message
                    : JSON.stringify(error.message)
                : error ? JSON.stringify(error)
                    : message;
            if (status && msg) {
                return `${status} ${msg}`;
            }
            if (status) {
                return `${status} status code (no body)`;
            }
            if (msg) {
                return msg;
            }
            return '(no status code or body)';
        }
        static generate(status, errorResponse, message, headers) {
            if (!status || !headers) {
                return new APIConnectionError({ message, cause: (0,_internal_errors_mjs__WEBPACK_IMPORTED_MODULE_0__/* .castToError */ .r)(errorResponse) });
            }
            const error = errorResponse;
            const errorClass = STATUS_ERROR_CLASSES.get(status);
            if (errorClass) {
                return new errorClass(status, error, message, headers);
            }
            if (status >= 500) {
                return new InternalServerError(status, error, message, headers);
            }
            return new APIError(status, error, message, headers);
        }
    }
    /** @internal */
    APIError._errorName = 'APIError';
    return APIError;
})();
var APIUserAbortError = /* @__PURE__ */ (() => {
    class APIUserAbortError extends APIError {
        constructor({ message } = {}) {
            super(undefined, undefined, message || 'Request was aborted.', undefined);
        }
    }
    /** @internal */
    APIUserAbortError._errorName = 'APIUserAbortError';
    return APIUserAbortError;
})();
var APIConnectionError = /* @__PURE__ */ (() => {
    class APIConnectionError extends APIError {
        constructor({ message, cause }) {
            super(undefined, undefined, message || 'Connection error.', undefined);
            // in some environments the 'cause' property is already declared
            // @ts-ignore
            if (cause)
                this.cause = cause;
        }
    }
    /** @internal */
    APIConnectionError._errorName = 'APIConnectionError';
    return APIConnectionError;
})();
var APIConnectionTimeoutError = /* @__PURE__ */ (() => {
    class APIConnectionTimeoutError extends APIConnectionError {
        constructor({ message } = {}) {
            super({ message: message ?? 'Request timed out.' });
        }
    }
    /** @internal */
    APIConnectionTimeoutError._errorName = 'APIConnectionTimeoutError';
    return APIConnectionTimeoutError;
})();
/**
 * An error that opts into the SDK's retry policy: throw it (e.g. from
 * middleware) to have the attempt retried.
 *
 * Note that the request will only be retried when `maxRetries` has not been exhausted.
 */
var RetryableError = /* @__PURE__ */ (() => {
    /**
     * An error that opts into the SDK's retry policy: throw it (e.g. from
     * middleware) to have the attempt retried.
     *
     * Note that the request will only be retried when `maxRetries` has not been exhausted.
     */
    class RetryableError extends AnthropicError {
        constructor(message, { cause } = {}) {
            super(message ?? 'Retryable error.');
            // in some environments the 'cause' property is already declared
            // @ts-ignore
            if (cause !== undefined)
                this.cause = cause;
        }
    }
    /** @internal */
    RetryableError._errorName = 'RetryableError';
    return RetryableError;
})();
var BadRequestError = /* @__PURE__ */ (() => {
    class BadRequestError extends APIError {
    }
    /** @internal */
    BadRequestError._errorName = 'BadRequestError';
    return BadRequestError;
})();
var AuthenticationError = /* @__PURE__ */ (() => {
    class AuthenticationError extends APIError {
    }
    /** @internal */
    AuthenticationError._errorName = 'AuthenticationError';
    return AuthenticationError;
})();
var PaymentRequiredError = /* @__PURE__ */ (() => {
    class PaymentRequiredError extends APIError {
    }
    /** @internal */
    PaymentRequiredError._errorName = 'PaymentRequiredError';
    return PaymentRequiredError;
})();
var PermissionDeniedError = /* @__PURE__ */ (() => {
    class PermissionDeniedError extends APIError {
    }
    /** @internal */
    PermissionDeniedError._errorName = 'PermissionDeniedError';
    return PermissionDeniedError;
})();
var NotFoundError = /* @__PURE__ */ (() => {
    class NotFoundError extends APIError {
    }
    /** @internal */
    NotFoundError._errorName = 'NotFoundError';
    return NotFoundError;
})();
var RequestTimeoutError = /* @__PURE__ */ (() => {
    class RequestTimeoutError extends APIError {
    }
    /** @internal */
    RequestTimeoutError._errorName = 'RequestTimeoutError';
    return RequestTimeoutError;
})();
var ConflictError = /* @__PURE__ */ (() => {
    class ConflictError extends APIError {
    }
    /** @internal */
    ConflictError._errorName = 'ConflictError';
    return ConflictError;
})();
var PreconditionFailedError = /* @__PURE__ */ (() => {
    class PreconditionFailedError extends APIError {
    }
    /** @internal */
    PreconditionFailedError._errorName = 'PreconditionFailedError';
    return PreconditionFailedError;
})();
var ContentTooLargeError = /* @__PURE__ */ (() => {
    class ContentTooLargeError extends APIError {
    }
    /** @internal */
    ContentTooLargeError._errorName = 'ContentTooLargeError';
    return ContentTooLargeError;
})();
var UnprocessableEntityError = /* @__PURE__ */ (() => {
    class UnprocessableEntityError extends APIError {
    }
    /** @internal */
    UnprocessableEntityError._errorName = 'UnprocessableEntityError';
    return UnprocessableEntityError;
})();
var RateLimitError = /* @__PURE__ */ (() => {
    class RateLimitError extends APIError {
    }
    /** @internal */
    RateLimitError._errorName = 'RateLimitError';
    return RateLimitError;
})();
var RequestHeaderFieldsTooLargeError = /* @__PURE__ */ (() => {
    class RequestHeaderFieldsTooLargeError extends APIError {
    }
    /** @internal */
    RequestHeaderFieldsTooLargeError._errorName = 'RequestHeaderFieldsTooLargeError';
    return RequestHeaderFieldsTooLargeError;
})();
var ClientClosedRequestError = /* @__PURE__ */ (() => {
    class ClientClosedRequestError extends APIError {
    }
    /** @internal */
    ClientClosedRequestError._errorName = 'ClientClosedRequestError';
    return ClientClosedRequestError;
})();
var InternalServerError = /* @__PURE__ */ (() => {
    class InternalServerError extends APIError {
    }
    /** @internal */
    InternalServerError._errorName = 'InternalServerError';
    return InternalServerError;
})();
var NotImplementedError = /* @__PURE__ */ (() => {
    class NotImplementedError extends InternalServerError {
    }
    /** @internal */
    NotImplementedError._errorName = 'NotImplementedError';
    return NotImplementedError;
})();
var ServiceUnavailableError = /* @__PURE__ */ (() => {
    class ServiceUnavailableError extends InternalServerError {
    }
    /** @internal */
    ServiceUnavailableError._errorName = 'ServiceUnavailableError';
    return ServiceUnavailableError;
})();
var GatewayTimeoutError = /* @__PURE__ */ (() => {
    class GatewayTimeoutError extends InternalServerError {
    }
    /** @internal */
    GatewayTimeoutError._errorName = 'GatewayTimeoutError';
    return GatewayTimeoutError;
})();
var OverloadedError = /* @__PURE__ */ (() => {
    class OverloadedError extends InternalServerError {
    }
    /** @internal */
    OverloadedError._errorName = 'OverloadedError';
    return OverloadedError;
})();
const STATUS_ERROR_CLASSES = /* @__PURE__ */ new Map([
    [400, BadRequestError],
    [401, AuthenticationError],
    [402, PaymentRequiredError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [408, RequestTimeoutError],
    [409, ConflictError],
    [412, PreconditionFailedError],
    [413, ContentTooLargeError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [431, RequestHeaderFieldsTooLargeError],
    [499, ClientClosedRequestError],
    [501, NotImplementedError],
    [503, ServiceUnavailableError],
    [504, GatewayTimeoutError],
    [529, OverloadedError],
]);
//# sourceMappingURL=error.mjs.map

/***/ }),

/***/ 62533:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ castToError),
/* harmony export */   z: () => (/* binding */ isAbortError)
/* harmony export */ });
function isAbortError(err) {
    return (typeof err === 'object' &&
        err !== null &&
        // Spec-compliant fetch implementations
        (('name' in err && err.name === 'AbortError') ||
            // Expo fetch
            ('message' in err && String(err.message).includes('FetchRequestCanceledException'))));
}
const castToError = (err) => {
    if (err instanceof Error)
        return err;
    if (typeof err === 'object' && err !== null) {
        try {
            const tag = Object.prototype.toString.call(err);
            // cross-realm errors (e.g. undici's abort `DOMException` under jest) fail `instanceof Error`
            if (tag === '[object Error]' || tag === '[object DOMException]') {
                // @ts-ignore - not all envs have native support for cause yet
                const error = new Error(err.message, err.cause ? { cause: err.cause } : {});
                if (err.stack)
                    error.stack = err.stack;
                // @ts-ignore - not all envs have native support for cause yet
                if (err.cause && !error.cause)
                    error.cause = err.cause;
                if (err.name)
                    error.name = err.name;
                return error;
            }
        }
        catch { }
        try {
            return new Error(JSON.stringify(err));
        }
        catch { }
    }
    return new Error(err);
};
//# sourceMappingURL=errors.mjs.map

/***/ }),

/***/ 97922:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ UnprocessableEntityError),
/* harmony export */   JA: () => (/* binding */ SubjectTokenProviderError),
/* harmony export */   LG: () => (/* binding */ APIError),
/* harmony export */   Ll: () => (/* binding */ PermissionDeniedError),
/* harmony export */   OE: () => (/* binding */ RateLimitError),
/* harmony export */   PO: () => (/* binding */ InternalServerError),
/* harmony export */   RA: () => (/* binding */ InvalidWebhookSignatureError),
/* harmony export */   W5: () => (/* binding */ OAuthError),
/* harmony export */   cH: () => (/* binding */ APIUserAbortError),
/* harmony export */   fK: () => (/* binding */ ConflictError),
/* harmony export */   k5: () => (/* binding */ LengthFinishReasonError),
/* harmony export */   m_: () => (/* binding */ NotFoundError),
/* harmony export */   pf: () => (/* binding */ ContentFilterFinishReasonError),
/* harmony export */   qA: () => (/* binding */ APIConnectionTimeoutError),
/* harmony export */   v3: () => (/* binding */ AuthenticationError),
/* harmony export */   v7: () => (/* binding */ BadRequestError),
/* harmony export */   vc: () => (/* binding */ OpenAIError),
/* harmony export */   xX: () => (/* binding */ APIConnectionError)
/* harmony export */ });
/* harmony import */ var _internal_errors_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37367);
// File generated from our OpenAPI spec by Stainless. See CONTRIBUTING.md for details.

class OpenAIError extends Error {
}
class APIError extends OpenAIError {
    constructor(status, error, message, headers) {
        super(`${APIError.makeMessage(status, error, message)}`);
        this.status = status;
        this.headers = headers;
        this.requestID = headers?.get('x-request-id');
        this.error = error;
        const data = error;
        this.code = data?.['code'];
        this.param = data?.['param'];
        this.type = data?.['type'];
    }
    static makeMessage(status, error, message) {
        const msg = error?.message ?
            typeof error.message === 'string' ?
                error.message
                : JSON.stringify(error.message)
            : error ? JSON.stringify(error)
                : message;
        if (status && msg) {
            return `${status} ${msg}`;
        }
        if (status) {
            return `${status} status code (no body)`;
        }
        if (msg) {
            return msg;
        }
        return '(no status code or body)';
    }
    static generate(status, errorResponse, message, headers) {
        if (!status || !headers) {
            return new APIConnectionError({ message, cause: (0,_internal_errors_mjs__WEBPACK_IMPORTED_MODULE_0__/* .castToError */ .r)(errorResponse) });
        }
        const error = errorResponse?.['error'];
        if (status === 400) {
            return new BadRequestError(status, error, message, headers);
        }
        if (status === 401) {
            return new AuthenticationError(status, error, message, headers);
        }
        if (status === 403) {
            return new PermissionDeniedError(status, error, message, headers);
        }
        if (status === 404) {
            return new NotFoundError(status, error, message, headers);
        }
        if (status === 409) {
            return new ConflictError(status, error, message, headers);
        }
        if (status === 422) {
            return new UnprocessableEntityError(status, error, message, headers);
        }
        if (status === 429) {
            return new RateLimitError(status, error, message, headers);
        }
        if (status >= 500) {
            return new InternalServerError(status, error, message, headers);
        }
        return new APIError(status, error, message, headers);
    }
}
class APIUserAbortError extends APIError {
    constructor({ message } = {}) {
        super(undefined, undefined, message || 'Request was aborted.', undefined);
    }
}
class APIConnectionError extends APIError {
    constructor({ message, cause }) {
        super(undefined, undefined, message || 'Connection error.', undefined);
        // in some environments the 'cause' property is already declared
        // @ts-ignore
        if (cause)
            this.cause = cause;
    }
}
class APIConnectionTimeoutError extends APIConnectionError {
    constructor({ message } = {}) {
        super({ message: message ?? 'Request timed out.' });
    }
}
class BadRequestError extends APIError {
}
class AuthenticationError extends APIError {
}
class PermissionDeniedError extends APIError {
}
class NotFoundError extends APIError {
}
class ConflictError extends APIError {
}
class UnprocessableEntityError extends APIError {
}
class RateLimitError extends APIError {
}
class InternalServerError extends APIError {
}
class LengthFinishReasonError extends OpenAIError {
    constructor() {
        super(`Could not parse response content as the length limit was reached`);
    }
}
class ContentFilterFinishReasonError extends OpenAIError {
    constructor() {
        super(`Could not parse response content as the request was rejected by the content filter`);
    }
}
class InvalidWebhookSignatureError extends Error {
    constructor(message) {
        super(message);
    }
}
/**
 * Error thrown by the API server during OAuth token exchange.
 * Can have status codes 400, 401, or 403.
 * Other status codes from OAuth endpoints are raised as normal APIError types.
 */
class OAuthError extends APIError {
    constructor(status, error, headers) {
        let finalMessage = 'OAuth2 authentication error';
        let error_code = undefined;
        if (error && typeof error === 'object') {
            const errorData = error;
            error_code = errorData['error'];
            const description = errorData['error_description'];
            if (description && typeof description === 'string') {
                finalMessage = description;
            }
            else if (error_code) {
                finalMessage = error_code;
            }
        }
        super(status, error, finalMessage, headers);
        this.error_code = error_code;
    }
}
class SubjectTokenProviderError extends OpenAIError {
    constructor(message, provider, cause) {
        super(message);
        this.provider = provider;
        this.cause = cause;
    }
}
//# sourceMappingURL=error.mjs.map

/***/ }),

/***/ 37367:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ castToError),
/* harmony export */   z: () => (/* binding */ isAbortError)
/* harmony export */ });
// File generated from our OpenAPI spec by Stainless. See CONTRIBUTING.md for details.
function isAbortError(err) {
    return (typeof err === 'object' &&
        err !== null &&
        // Spec-compliant fetch implementations
        (('name' in err && err.name === 'AbortError') ||
            // Expo fetch
            ('message' in err && String(err.message).includes('FetchRequestCanceledException'))));
}
const castToError = (err) => {
    if (err instanceof Error)
        return err;
    if (typeof err === 'object' && err !== null) {
        try {
            if (Object.prototype.toString.call(err) === '[object Error]') {
                // @ts-ignore - not all envs have native support for cause yet
                const error = new Error(err.message, err.cause ? { cause: err.cause } : {});
                if (err.stack)
                    error.stack = err.stack;
                // @ts-ignore - not all envs have native support for cause yet
                if (err.cause && !error.cause)
                    error.cause = err.cause;
                if (err.name)
                    error.name = err.name;
                return error;
            }
        }
        catch { }
        try {
            return new Error(JSON.stringify(err));
        }
        catch { }
    }
    return new Error(err);
};
//# sourceMappingURL=errors.mjs.map

/***/ })

};
