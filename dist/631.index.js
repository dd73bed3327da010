export const id = 631;
export const ids = [631];
export const modules = {

/***/ 84631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createAnthropicProvider: () => (/* binding */ createAnthropicProvider)
});

// UNUSED EXPORTS: StreamAssembler

// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/client.mjs + 226 modules
var sdk_client = __webpack_require__(7766);
;// CONCATENATED MODULE: ./src/providers/anthropic-convert.ts
const EPHEMERAL = { type: "ephemeral" };
/**
 * Converts a neutral request to Messages API parameters.
 *
 * - The system prompt becomes one text block; tool results become
 *   `tool_result` blocks of a user message (placed first in it); consecutive
 *   same-role messages are merged; empty text blocks are dropped.
 * - `cache_control` breakpoints (at most 4) go on the system block, the last
 *   tool, the last block of the latest message, and the last block of the
 *   user message before it. In an agent loop that user message was the
 *   previous call's latest message, so each call reads exactly the prefix the
 *   call before wrote, however many blocks the turn in between added.
 * - `responseFormat` adds a tool named after the format and forces it (it
 *   overrides `toolChoice`); {@link fromAnthropicMessage} turns its input back
 *   into JSON text.
 */
function toAnthropicParams(request) {
    const tools = request.tools.map(toWireTool);
    const format = request.responseFormat;
    if (format !== undefined && !tools.some((tool) => tool.name === format.name))
        tools.push(formatTool(format));
    const lastTool = tools.at(-1);
    if (lastTool !== undefined)
        tools[tools.length - 1] = { ...lastTool, cache_control: EPHEMERAL };
    const messages = markRecentMessages(mergeSameRole(request.messages.flatMap(toWireMessages)));
    const toolChoice = wireToolChoice(request, tools.length > 0);
    return {
        model: request.model,
        max_tokens: request.maxTokens,
        messages,
        ...(request.system === ""
            ? {}
            : { system: [{ type: "text", text: request.system, cache_control: EPHEMERAL }] }),
        ...(tools.length > 0 ? { tools } : {}),
        ...(toolChoice === undefined ? {} : { tool_choice: toolChoice }),
    };
}
function wireToolChoice(request, hasTools) {
    if (request.responseFormat !== undefined)
        return { type: "tool", name: request.responseFormat.name };
    if (!hasTools || request.toolChoice === undefined)
        return undefined;
    return request.toolChoice.type === "tool"
        ? { type: "tool", name: request.toolChoice.name }
        : { type: "auto" };
}
function toWireTool(tool) {
    return { name: tool.name, description: tool.description, input_schema: toInputSchema(tool.inputSchema) };
}
function formatTool(format) {
    return {
        name: format.name,
        description: `Respond by calling this tool once; its input is your answer as JSON matching the schema "${format.name}".`,
        input_schema: toInputSchema(format.schema),
    };
}
/** JSON Schema as the API wants it: an object schema, without the `$schema` key. */
function toInputSchema(schema) {
    const { $schema: _ignored, ...rest } = schema;
    return { ...rest, type: "object" };
}
/** One neutral message becomes one wire message, or two when an assistant message carries tool results. */
function toWireMessages(message) {
    const own = [];
    const results = [];
    for (const block of message.content) {
        switch (block.type) {
            case "text":
                if (block.text !== "")
                    own.push({ type: "text", text: block.text });
                break;
            case "tool_use":
                own.push({ type: "tool_use", id: block.id, name: block.name, input: wireToolInput(block.input) });
                break;
            case "tool_result":
                results.push({
                    type: "tool_result",
                    tool_use_id: block.toolUseId,
                    content: block.content,
                    is_error: block.isError,
                });
                break;
        }
    }
    if (message.role === "user")
        return [{ role: "user", content: [...results, ...own] }];
    const out = [{ role: "assistant", content: own }];
    if (results.length > 0)
        out.push({ role: "user", content: results });
    return out;
}
/** The API only accepts an object as tool input; anything else (e.g. raw text from another provider) is wrapped. */
function wireToolInput(input) {
    return isRecord(input) ? input : { raw_input: input };
}
function mergeSameRole(messages) {
    const merged = [];
    for (const message of messages) {
        const blocks = blocksOf(message);
        if (blocks.length === 0)
            continue;
        const previous = merged.at(-1);
        if (previous !== undefined && previous.role === message.role) {
            const combined = [...blocksOf(previous), ...blocks];
            // tool_result blocks must open a user message.
            const ordered = message.role === "user"
                ? [...combined.filter(isToolResult), ...combined.filter((b) => !isToolResult(b))]
                : combined;
            merged[merged.length - 1] = { role: message.role, content: ordered };
        }
        else {
            merged.push({ role: message.role, content: blocks });
        }
    }
    return merged;
}
function blocksOf(message) {
    return typeof message.content === "string"
        ? [{ type: "text", text: message.content }]
        : [...message.content];
}
function isToolResult(block) {
    return block.type === "tool_result";
}
/** Breakpoints on the last block of the latest message and of the user message before it. */
function markRecentMessages(messages) {
    const latest = messages.length - 1;
    const previousUser = messages.findLastIndex((message, index) => index < latest && message.role === "user");
    for (const index of [latest, previousUser]) {
        const message = messages[index];
        if (message === undefined)
            continue;
        const blocks = blocksOf(message);
        const last = blocks.at(-1);
        const marked = last === undefined ? undefined : withBreakpoint(last);
        if (marked === undefined)
            continue;
        blocks[blocks.length - 1] = marked;
        messages[index] = { role: message.role, content: blocks };
    }
    return messages;
}
/** The block with a cache breakpoint, for the block types this adapter sends. */
function withBreakpoint(block) {
    if (block.type === "text" || block.type === "tool_use" || block.type === "tool_result") {
        return { ...block, cache_control: EPHEMERAL };
    }
    return undefined;
}
/**
 * Converts a complete wire message to the neutral response. With a
 * `responseFormat`, the forced format tool's input becomes a JSON text block
 * and the stop reason `end_turn`, so callers see the same shape as OpenAI's
 * `json_schema` answers.
 */
function fromAnthropicMessage(message, format) {
    const content = [];
    let answeredFormat = false;
    for (const block of message.content) {
        if (block.type === "text") {
            if (block.text !== "")
                content.push({ type: "text", text: block.text });
        }
        else if (block.type === "tool_use") {
            const input = block.input ?? {};
            if (format !== undefined && block.name === format.name) {
                answeredFormat = true;
                content.push({ type: "text", text: JSON.stringify(input) });
            }
            else {
                content.push({ type: "tool_use", id: block.id, name: block.name, input });
            }
        }
    }
    const stopReason = answeredFormat && message.stop_reason === "tool_use" ? "end_turn" : toStopReason(message.stop_reason);
    return { content, stopReason, usage: toUsage(message.usage), model: message.model };
}
/** Maps the wire stop reason; `pause_turn` (a server tool paused the turn) counts as `end_turn`. */
function toStopReason(reason) {
    switch (reason) {
        case "tool_use":
            return "tool_use";
        case "max_tokens":
        case "model_context_window_exceeded":
            return "max_tokens";
        case "stop_sequence":
            return "stop_sequence";
        case "refusal":
            return "refusal";
        case "end_turn":
        case "pause_turn":
        case null:
        case undefined:
            return "end_turn";
    }
}
/** Maps Anthropic usage (where `input_tokens` already excludes cache reads and writes); missing fields are 0. */
function toUsage(usage) {
    return {
        inputTokens: usage?.input_tokens ?? 0,
        outputTokens: usage?.output_tokens ?? 0,
        cacheReadTokens: usage?.cache_read_input_tokens ?? 0,
        cacheWriteTokens: usage?.cache_creation_input_tokens ?? 0,
    };
}
/** Parses assembled tool-input JSON: empty → `{}`; malformed → the raw text (the engine's validation rejects it). */
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
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

// EXTERNAL MODULE: ./src/providers/http-errors.ts
var http_errors = __webpack_require__(74778);
;// CONCATENATED MODULE: ./src/providers/anthropic.ts
/**
 * The Anthropic Messages API provider, on `@anthropic-ai/sdk`. The SDK never
 * retries (`maxRetries: 0`): retries, backoff and fallback are the engine's.
 */



/** Ten minutes: the SDK's own default, set explicitly so large non-streaming calls are not refused. */
const DEFAULT_TIMEOUT_MS = 600_000;
/**
 * Creates the Anthropic provider. `chat` is one non-streaming `messages.create`;
 * `stream` yields `text_delta` parts as they arrive and then exactly one
 * `response` part. Both honour `request.signal` and `request.timeoutMs`.
 *
 * @throws {ProviderError} from `chat` / `stream` on any API or network failure
 *   (see http-errors.ts for codes and retryability).
 * @throws {AbortedError} when `request.signal` aborts.
 */
function createAnthropicProvider(options) {
    const client = new sdk_client/* Anthropic */.N({
        apiKey: options.apiKey,
        maxRetries: 0,
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
        ...(options.defaultHeaders === undefined ? {} : { defaultHeaders: { ...options.defaultHeaders } }),
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    });
    const call = (request) => new http_errors/* CallScope */.ro("anthropic", options.apiKey, request.signal, request.timeoutMs ?? options.timeoutMs);
    return {
        name: "anthropic",
        async chat(request) {
            const scope = call(request);
            try {
                const message = await client.messages.create(toAnthropicParams(request), scope.requestOptions());
                return fromAnthropicMessage(message, request.responseFormat);
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
                let events;
                try {
                    events = await client.messages.create({ ...toAnthropicParams(request), stream: true }, scope.requestOptions());
                }
                catch (thrown) {
                    throw scope.error(thrown, "request");
                }
                const assembler = new StreamAssembler(request.responseFormat);
                try {
                    for await (const event of events) {
                        const text = assembler.push(event);
                        if (text !== "")
                            yield { type: "text_delta", text };
                    }
                }
                catch (thrown) {
                    throw scope.error(thrown, "stream");
                }
                // The SDK ends a stream silently when its signal aborts; say why it ended.
                scope.throwIfInterrupted();
                if (!assembler.stopped)
                    throw (0,http_errors/* streamCutError */.fQ)("anthropic", "message_stop");
                yield { type: "response", response: assembler.finish() };
            }
            finally {
                scope.dispose();
            }
        },
    };
}
/**
 * Assembles raw stream events into a {@link ChatResponse}: text and tool_use
 * blocks in index order, tool input from the `input_json_delta` pieces. With
 * a `responseFormat`, the forced format tool's JSON streams out as text.
 */
class StreamAssembler {
    format;
    blocks = new Map();
    model = "";
    usage = {};
    stopReason = "end_turn";
    stoppedFlag = false;
    constructor(format) {
        this.format = format;
    }
    /** True once `message_stop` arrived: the message is complete. */
    get stopped() {
        return this.stoppedFlag;
    }
    /** Takes one event; returns the text it adds to the answer ("" for none). */
    push(event) {
        switch (event.type) {
            case "message_start":
                this.model = event.message.model;
                this.usage = { ...event.message.usage };
                return "";
            case "content_block_start": {
                const block = event.content_block;
                if (block.type === "text") {
                    this.blocks.set(event.index, { kind: "text", text: block.text });
                    return block.text;
                }
                if (block.type === "tool_use") {
                    this.blocks.set(event.index, {
                        kind: "tool",
                        id: block.id,
                        name: block.name,
                        json: "",
                        startInput: block.input,
                    });
                }
                return "";
            }
            case "content_block_delta": {
                const block = this.blocks.get(event.index);
                if (block?.kind === "text" && event.delta.type === "text_delta") {
                    block.text += event.delta.text;
                    return event.delta.text;
                }
                if (block?.kind === "tool" && event.delta.type === "input_json_delta") {
                    block.json += event.delta.partial_json;
                    return this.isFormat(block.name) ? event.delta.partial_json : "";
                }
                return "";
            }
            case "message_delta": {
                const { usage } = event;
                this.stopReason = toStopReason(event.delta.stop_reason);
                // message_delta counts are cumulative; fields it leaves out (null or absent) keep message_start's value.
                this.usage = {
                    input_tokens: usage.input_tokens ?? this.usage.input_tokens ?? null,
                    output_tokens: usage.output_tokens ?? this.usage.output_tokens ?? null,
                    cache_read_input_tokens: usage.cache_read_input_tokens ?? this.usage.cache_read_input_tokens ?? null,
                    cache_creation_input_tokens: usage.cache_creation_input_tokens ?? this.usage.cache_creation_input_tokens ?? null,
                };
                return "";
            }
            case "message_stop":
                this.stoppedFlag = true;
                return "";
            case "content_block_stop":
                return "";
        }
    }
    /** The assembled response. */
    finish() {
        const content = [];
        let answeredFormat = false;
        for (const [, block] of [...this.blocks].sort(([a], [b]) => a - b)) {
            if (block.kind === "text") {
                if (block.text !== "")
                    content.push({ type: "text", text: block.text });
            }
            else if (this.isFormat(block.name)) {
                answeredFormat = true;
                content.push({
                    type: "text",
                    text: block.json === "" ? JSON.stringify(block.startInput ?? {}) : block.json,
                });
            }
            else {
                const input = block.json === "" ? (block.startInput ?? {}) : parseToolInput(block.json);
                content.push({ type: "tool_use", id: block.id, name: block.name, input });
            }
        }
        const stopReason = answeredFormat && this.stopReason === "tool_use" ? "end_turn" : this.stopReason;
        return { content, stopReason, usage: toUsage(this.usage), model: this.model };
    }
    isFormat(name) {
        return this.format !== undefined && this.format.name === name;
    }
}


/***/ }),

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


/***/ })

};
