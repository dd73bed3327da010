export const id = 818;
export const ids = [818];
export const modules = {

/***/ 18818:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createOpenAIProvider: () => (/* binding */ createOpenAIProvider)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/omit-undefined.ts
var omit_undefined = __webpack_require__(93747);
// EXTERNAL MODULE: ./src/providers/tool-input.ts
var tool_input = __webpack_require__(42327);
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
        ...(0,omit_undefined/* omitUndefined */.O)({ tool_choice: toolChoice }),
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
            input: (0,tool_input/* parseToolInput */.S)(call.arguments),
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

// EXTERNAL MODULE: ./src/providers/sdk-provider.ts + 1 modules
var sdk_provider = __webpack_require__(37298);
;// CONCATENATED MODULE: ./src/providers/openai.ts


/** The Chat Completions wire, with `maxTokens` sent as `maxTokensField`. */
function openAIWire(maxTokensField) {
    return {
        name: "openai",
        terminalEvent: "a finish_reason",
        loadSdk: async () => (await __webpack_require__.e(/* import() */ 17).then(__webpack_require__.bind(__webpack_require__, 89017))).OpenAI,
        async chat(client, request, options) {
            const params = { ...toOpenAIParams(request, maxTokensField), stream: false };
            return fromOpenAICompletion(await client.chat.completions.create(params, options));
        },
        openStream: (client, request, options) => client.chat.completions.create({ ...toOpenAIParams(request, maxTokensField), stream: true, stream_options: { include_usage: true } }, options),
        assembler: () => new ChunkAssembler(),
    };
}
/**
 * Creates the OpenAI provider. `chat` is one non-streaming completion;
 * `stream` requests usage in the stream (`stream_options.include_usage`),
 * yields `text_delta` parts as they arrive and then exactly one `response`
 * part, with tool calls assembled from their deltas by index. Both honour
 * `request.signal` and `request.timeoutMs`. The SDK loads on the first call.
 *
 * @throws {ProviderError} from `chat` / `stream` on any API or network failure,
 *   including a stream that ends without a `finish_reason` (`provider_stream_cut`).
 * @throws {AbortedError} when `request.signal` aborts.
 */
function createOpenAIProvider(options) {
    return (0,sdk_provider/* createSdkProvider */.m)(openAIWire(options.maxTokensField), options);
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
    get complete() {
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
