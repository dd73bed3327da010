export const id = 631;
export const ids = [631];
export const modules = {

/***/ 84631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createAnthropicProvider: () => (/* binding */ createAnthropicProvider)
});

// EXTERNAL MODULE: ./src/core/omit-undefined.ts
var omit_undefined = __webpack_require__(93747);
// EXTERNAL MODULE: ./src/providers/tool-input.ts
var tool_input = __webpack_require__(42327);
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
        ...(0,omit_undefined/* omitUndefined */.O)({ tool_choice: toolChoice }),
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
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

// EXTERNAL MODULE: ./src/providers/sdk-provider.ts + 1 modules
var sdk_provider = __webpack_require__(37298);
;// CONCATENATED MODULE: ./src/providers/anthropic.ts


const ANTHROPIC_WIRE = {
    name: "anthropic",
    terminalEvent: "message_stop",
    loadSdk: async () => (await __webpack_require__.e(/* import() */ 947).then(__webpack_require__.bind(__webpack_require__, 91947))).Anthropic,
    async chat(client, request, options) {
        return fromAnthropicMessage(await client.messages.create(toAnthropicParams(request), options), request.responseFormat);
    },
    openStream: (client, request, options) => client.messages.create({ ...toAnthropicParams(request), stream: true }, options),
    assembler: (request) => new StreamAssembler(request.responseFormat),
};
/**
 * Creates the Anthropic provider. `chat` is one non-streaming `messages.create`;
 * `stream` yields `text_delta` parts as they arrive and then exactly one
 * `response` part. Both honour `request.signal` and `request.timeoutMs`. The
 * SDK loads on the first call.
 *
 * @throws {ProviderError} from `chat` / `stream` on any API or network failure
 *   (see http-errors.ts for codes and retryability).
 * @throws {AbortedError} when `request.signal` aborts.
 */
function createAnthropicProvider(options) {
    return (0,sdk_provider/* createSdkProvider */.m)(ANTHROPIC_WIRE, options);
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
    get complete() {
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
                const input = block.json === "" ? (block.startInput ?? {}) : (0,tool_input/* parseToolInput */.S)(block.json);
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


/***/ })

};
