export const id = 818;
export const ids = [818];
export const modules = {

/***/ 74778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fQ: () => (/* binding */ streamCutError),
/* harmony export */   ro: () => (/* binding */ CallScope)
/* harmony export */ });
/* unused harmony exports toProviderError, classifyStatus, parseRetryAfter, redact */
/* harmony import */ var _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25064);
/* harmony import */ var openai__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93674);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74296);
/**
 * Failure handling shared by the Anthropic and OpenAI adapters: one mapping
 * from SDK errors to {@link ProviderError} (the engine decides on retry,
 * backoff and fallback from `code`, `retryable` and `retryAfterMs`), the
 * per-call abort/timeout scope, and API-key redaction.
 */



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
    signal;
    controller = new AbortController();
    timer;
    onCallerAbort;
    timedOutFlag = false;
    constructor(provider, apiKey, callerSignal, timeoutMs) {
        this.provider = provider;
        this.apiKey = apiKey;
        this.callerSignal = callerSignal;
        this.timeoutMs = timeoutMs;
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
        return { signal: this.signal, ...(this.timeoutMs === undefined ? {} : { timeout: this.timeoutMs }) };
    }
    /** {@link toProviderError} for this call. */
    error(thrown, phase) {
        return toProviderError(thrown, { provider: this.provider, apiKey: this.apiKey, phase, scope: this });
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AbortedError */ .oM(`${this.provider}: request aborted`);
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
    if (thrown instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ || thrown instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AbortedError */ .oM)
        return thrown;
    const { provider, scope } = context;
    const cause = redactedCause(thrown, context.apiKey);
    const detail = redact(detailOf(thrown), context.apiKey);
    if (scope.timedOut)
        return timeoutError(provider, scope.timeoutMs, cause);
    if (scope.callerAborted || isUserAbort(thrown))
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AbortedError */ .oM(`${provider}: request aborted`, { cause });
    if (thrown instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__/* .APIConnectionTimeoutError */ .qA || thrown instanceof openai__WEBPACK_IMPORTED_MODULE_0__/* .APIConnectionTimeoutError */ .qA) {
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ("provider_connection", `${provider}: request timed out: ${detail}`, {
            retryable: true,
            cause,
        });
    }
    if (thrown instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__/* .APIConnectionError */ .xX || thrown instanceof openai__WEBPACK_IMPORTED_MODULE_0__/* .APIConnectionError */ .xX) {
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ("provider_connection", `${provider}: connection failed: ${detail}`, {
            retryable: true,
            cause,
        });
    }
    if (thrown instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__/* .APIError */ .LG || thrown instanceof openai__WEBPACK_IMPORTED_MODULE_0__/* .APIError */ .LG) {
        // `instanceof` on the generic classes yields `any` fields; read them as unknown.
        const type = thrown.type;
        const status = thrown.status;
        const headers = thrown.headers;
        if (typeof status !== "number") {
            // An SSE `error` event after the response started: the stream broke off.
            const code = type === "overloaded_error" ? "provider_overloaded" : "provider_stream_cut";
            return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ(code, `${provider}: error event mid-stream: ${detail}`, {
                retryable: true,
                cause,
            });
        }
        const verdict = classifyStatus(status, typeof type === "string" ? type : undefined);
        const retryAfterMs = parseRetryAfter(headers instanceof Headers ? headers : undefined);
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ(verdict.code, `${provider}: ${verdict.label} (HTTP ${status}): ${detail}`, {
            retryable: verdict.retryable,
            status,
            cause,
            ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        });
    }
    if (context.phase === "stream") {
        if (thrown instanceof SyntaxError) {
            return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ("provider_bad_response", `${provider}: malformed stream data: ${detail}`, {
                cause,
            });
        }
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ("provider_stream_cut", `${provider}: stream cut: ${detail}`, {
            retryable: true,
            cause,
        });
    }
    if (isNetworkFailure(thrown)) {
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ("provider_connection", `${provider}: connection failed: ${detail}`, {
            retryable: true,
            cause,
        });
    }
    if (thrown instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__/* .AnthropicError */ .pJ || thrown instanceof openai__WEBPACK_IMPORTED_MODULE_0__/* .OpenAIError */ .vc) {
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ("provider_bad_request", `${provider}: ${detail}`, { cause });
    }
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ("provider_bad_response", `${provider}: unexpected failure: ${detail}`, { cause });
}
/** A stream that ended before its terminal event: retryable `provider_stream_cut`. */
function streamCutError(provider, missing) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ("provider_stream_cut", `${provider}: stream ended without ${missing}`, {
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
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ("provider_connection", `${provider}: request timed out${after}`, {
        retryable: true,
        cause,
    });
}
function isUserAbort(thrown) {
    return (thrown instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__/* .APIUserAbortError */ .cH ||
        thrown instanceof openai__WEBPACK_IMPORTED_MODULE_0__/* .APIUserAbortError */ .cH ||
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isAbortError */ .zf)(thrown));
}
/** The server's own words when the SDK parsed them, else the error message. */
function detailOf(thrown) {
    if (thrown instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__/* .APIError */ .LG && thrown.apiMessage !== null)
        return thrown.apiMessage;
    return (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(thrown);
}
/** The original error, unless its message leaks the key: then a stand-in with the redacted message. */
function redactedCause(thrown, apiKey) {
    if (apiKey === "")
        return thrown;
    const chain = [];
    for (let current = thrown, depth = 0; current !== undefined && depth < 5; depth += 1) {
        chain.push((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(current));
        current = current instanceof Error ? current.cause : undefined;
    }
    return chain.some((message) => message.includes(apiKey))
        ? new Error(redact((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(thrown), apiKey))
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


/***/ }),

/***/ 18818:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createOpenAIProvider: () => (/* binding */ createOpenAIProvider)
});

// UNUSED EXPORTS: ChunkAssembler

// EXTERNAL MODULE: ./node_modules/openai/index.mjs + 152 modules
var openai = __webpack_require__(93674);
// EXTERNAL MODULE: ./src/providers/http-errors.ts
var http_errors = __webpack_require__(74778);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/providers/openai-convert.ts
/**
 * Neutral ⇄ OpenAI Chat Completions conversion, pure and synchronous. Works
 * for any OpenAI-compatible server (vLLM, Ollama, gateways).
 */


/**
 * Converts a neutral request: the system prompt as the first message;
 * assistant tool calls with JSON-string arguments; tool results as `tool`
 * messages (before any user text of the same neutral message, so they follow
 * the assistant's calls); tool schemas as `function.parameters` without
 * `$schema`; a forced tool as a named `tool_choice`; `responseFormat` as a
 * strict `json_schema` response format.
 */
function toOpenAIParams(request, maxTokensField = "max_completion_tokens") {
    const messages = [];
    if (request.system !== "")
        messages.push({ role: "system", content: request.system });
    for (const message of request.messages)
        messages.push(...toWireMessages(message));
    const tools = request.tools.map((tool) => ({
        type: "function",
        function: {
            name: tool.name,
            description: tool.description,
            parameters: withoutSchemaKey(tool.inputSchema),
        },
    }));
    const toolChoice = tools.length > 0 ? wireToolChoice(request) : undefined;
    const format = request.responseFormat;
    return {
        model: request.model,
        messages,
        ...(maxTokensField === "max_tokens"
            ? { max_tokens: request.maxTokens }
            : { max_completion_tokens: request.maxTokens }),
        ...(tools.length > 0 ? { tools } : {}),
        ...(toolChoice === undefined ? {} : { tool_choice: toolChoice }),
        ...(format === undefined
            ? {}
            : {
                response_format: {
                    type: "json_schema",
                    json_schema: { name: format.name, schema: withoutSchemaKey(format.schema), strict: true },
                },
            }),
    };
}
function wireToolChoice(request) {
    const choice = request.toolChoice;
    if (choice === undefined)
        return undefined;
    return choice.type === "tool" ? { type: "function", function: { name: choice.name } } : "auto";
}
function withoutSchemaKey(schema) {
    const { $schema: _ignored, ...rest } = schema;
    return rest;
}
function toWireMessages(message) {
    const texts = [];
    const calls = [];
    const results = [];
    for (const block of message.content) {
        switch (block.type) {
            case "text":
                texts.push(block.text);
                break;
            case "tool_use":
                calls.push({
                    id: block.id,
                    type: "function",
                    function: { name: block.name, arguments: argumentsText(block.input) },
                });
                break;
            case "tool_result":
                results.push({
                    role: "tool",
                    tool_call_id: block.toolUseId,
                    content: resultText(block.content, block.isError),
                });
                break;
        }
    }
    const text = texts.join("");
    if (message.role === "user")
        return text === "" ? results : [...results, { role: "user", content: text }];
    if (text === "" && calls.length === 0)
        return results;
    const assistant = {
        role: "assistant",
        content: text === "" ? null : text,
        ...(calls.length > 0 ? { tool_calls: calls } : {}),
    };
    return [assistant, ...results];
}
/** Input the model sent as unparseable text (see {@link parseToolArguments}) goes back verbatim. */
function argumentsText(input) {
    return typeof input === "string" ? input : JSON.stringify(input ?? {});
}
/** Chat Completions has no error flag on tool messages, so the content says it. */
function resultText(content, isError) {
    return isError && !/^error\b/i.test(content) ? `Error: ${content}` : content;
}
/**
 * Parses tool-call arguments. Empty → `{}`. Text that is not valid JSON is
 * returned as the raw string: the engine's input validation then rejects it
 * ("expected object") and tells the model, instead of the adapter guessing.
 */
function parseToolArguments(raw) {
    if (raw.trim() === "")
        return {};
    try {
        return JSON.parse(raw);
    }
    catch {
        return raw;
    }
}
/** The server's tool-call id, or a fresh one when a compatible server sent none. */
function toolCallId(id) {
    return id !== undefined && id !== null && id !== "" ? id : `call_${(0,external_node_crypto_.randomUUID)().replaceAll("-", "")}`;
}
/**
 * Maps `finish_reason`. Some compatible servers say `stop` while returning
 * tool calls, so tool calls present make it `tool_use` (unless cut by length).
 */
function toStopReason(reason, hasToolCalls, refused) {
    if (reason === "length")
        return "max_tokens";
    if (reason === "content_filter" || refused)
        return "refusal";
    if (reason === "tool_calls" || reason === "function_call" || hasToolCalls)
        return "tool_use";
    return "end_turn";
}
/**
 * Maps usage. `prompt_tokens` includes cached tokens, so
 * inputTokens = prompt − cached − written; cacheRead = `cached_tokens`;
 * cacheWrite = `cache_write_tokens` where a gateway reports it (OpenAI itself
 * does not, so 0). Missing usage is all zeros.
 */
function toUsage(usage) {
    const cached = usage?.prompt_tokens_details?.cached_tokens ?? 0;
    const written = usage?.prompt_tokens_details?.cache_write_tokens ?? 0;
    return {
        inputTokens: Math.max(0, (usage?.prompt_tokens ?? 0) - cached - written),
        outputTokens: usage?.completion_tokens ?? 0,
        cacheReadTokens: cached,
        cacheWriteTokens: written,
    };
}
/** Builds the neutral response from the parts both `chat` and `stream` collect. */
function assembleResponse(parts) {
    const content = [];
    const text = parts.text + parts.refusal;
    if (text !== "")
        content.push({ type: "text", text });
    for (const call of parts.toolCalls) {
        content.push({
            type: "tool_use",
            id: toolCallId(call.id),
            name: call.name,
            input: parseToolArguments(call.arguments),
        });
    }
    const stopReason = toStopReason(parts.finishReason, parts.toolCalls.length > 0, parts.refusal !== "");
    return { content, stopReason, usage: toUsage(parts.usage), model: parts.model };
}
/**
 * Converts a non-streaming completion (first choice).
 * @throws {ProviderError} `provider_bad_response` when there is no choice.
 */
function fromOpenAICompletion(completion) {
    const choice = completion.choices[0];
    if (choice === undefined)
        throw new errors/* ProviderError */.mZ("provider_bad_response", "openai: completion has no choices");
    const toolCalls = [];
    for (const call of choice.message.tool_calls ?? []) {
        if (call.type === "function")
            toolCalls.push({ id: call.id, name: call.function.name, arguments: call.function.arguments });
    }
    return assembleResponse({
        text: choice.message.content ?? "",
        refusal: choice.message.refusal ?? "",
        toolCalls,
        finishReason: choice.finish_reason,
        usage: completion.usage,
        model: completion.model,
    });
}

;// CONCATENATED MODULE: ./src/providers/openai.ts
/**
 * The OpenAI Chat Completions provider, on the `openai` SDK; works with any
 * OpenAI-compatible base URL (vLLM, Ollama, gateways). The SDK never retries
 * (`maxRetries: 0`): retries, backoff and fallback are the engine's.
 */



const DEFAULT_TIMEOUT_MS = 600_000;
/**
 * Creates the OpenAI provider. `chat` is one non-streaming completion;
 * `stream` requests usage in the stream (`stream_options.include_usage`),
 * yields `text_delta` parts as they arrive and then exactly one `response`
 * part, with tool calls assembled from their deltas by index. Both honour
 * `request.signal` and `request.timeoutMs`.
 *
 * @throws {ProviderError} from `chat` / `stream` on any API or network failure,
 *   including a stream that ends without a `finish_reason` (`provider_stream_cut`).
 * @throws {AbortedError} when `request.signal` aborts.
 */
function createOpenAIProvider(options) {
    const client = new openai/* OpenAI */.z4({
        apiKey: options.apiKey,
        maxRetries: 0,
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
        ...(options.defaultHeaders === undefined ? {} : { defaultHeaders: { ...options.defaultHeaders } }),
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    });
    const call = (request) => new http_errors/* CallScope */.ro("openai", options.apiKey, request.signal, request.timeoutMs ?? options.timeoutMs);
    const params = (request) => toOpenAIParams(request, options.maxTokensField);
    return {
        name: "openai",
        async chat(request) {
            const scope = call(request);
            try {
                const completion = await client.chat.completions.create({ ...params(request), stream: false }, scope.requestOptions());
                return fromOpenAICompletion(completion);
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
                    chunks = await client.chat.completions.create({ ...params(request), stream: true, stream_options: { include_usage: true } }, scope.requestOptions());
                }
                catch (thrown) {
                    throw scope.error(thrown, "request");
                }
                const assembler = new ChunkAssembler();
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
                // The SDK ends a stream silently when its signal aborts; say why it ended.
                scope.throwIfInterrupted();
                if (!assembler.finished)
                    throw (0,http_errors/* streamCutError */.fQ)("openai", "a finish_reason");
                yield { type: "response", response: assembler.finish() };
            }
            finally {
                scope.dispose();
            }
        },
    };
}
/** Assembles streamed chunks: text (and refusal) deltas, tool calls by index, finish reason, usage. */
class ChunkAssembler {
    text = "";
    refusal = "";
    calls = new Map();
    finishReason = null;
    usage = null;
    model = "";
    /** True once a `finish_reason` arrived: the answer is complete. */
    get finished() {
        return this.finishReason !== null;
    }
    /** Takes one chunk; returns the text it adds to the answer ("" for none). */
    push(chunk) {
        if (chunk.model)
            this.model = chunk.model;
        if (chunk.usage)
            this.usage = chunk.usage;
        const choice = chunk.choices[0];
        if (choice === undefined)
            return "";
        for (const delta of choice.delta.tool_calls ?? []) {
            // A few compatible servers omit `index`; they send each call whole, so append.
            const index = typeof delta.index === "number" ? delta.index : this.calls.size;
            const call = this.calls.get(index) ?? { id: undefined, name: "", arguments: "" };
            if (delta.id && call.id === undefined)
                call.id = delta.id;
            // Some servers repeat the name in every chunk: keep the first.
            if (delta.function?.name && call.name === "")
                call.name = delta.function.name;
            call.arguments += delta.function?.arguments ?? "";
            this.calls.set(index, call);
        }
        if (choice.finish_reason)
            this.finishReason = choice.finish_reason;
        const added = (choice.delta.content ?? "") + (choice.delta.refusal ?? "");
        this.text += choice.delta.content ?? "";
        this.refusal += choice.delta.refusal ?? "";
        return added;
    }
    /** The assembled response. */
    finish() {
        const toolCalls = [...this.calls].sort(([a], [b]) => a - b).map(([, call]) => call);
        return assembleResponse({
            text: this.text,
            refusal: this.refusal,
            toolCalls,
            finishReason: this.finishReason,
            usage: this.usage,
            model: this.model,
        });
    }
}


/***/ })

};
