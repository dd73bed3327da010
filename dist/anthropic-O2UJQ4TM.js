import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  createSdkProvider,
  parseToolInput
} from "./chunk-PLP2K675.js";
import "./chunk-Y7CFSKXT.js";
import "./chunk-Z4FD6RTV.js";
import "./chunk-ZVFRXTU7.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";
import "./chunk-FQEV5D4S.js";

// src/providers/anthropic-convert.ts
var EPHEMERAL = { type: "ephemeral" };
function toAnthropicParams(request) {
  const tools = request.tools.map(toWireTool);
  const format = request.responseFormat;
  if (format !== void 0 && !tools.some((tool) => tool.name === format.name))
    tools.push(formatTool(format));
  const lastTool = tools.at(-1);
  if (lastTool !== void 0) tools[tools.length - 1] = { ...lastTool, cache_control: EPHEMERAL };
  const messages = markRecentMessages(mergeSameRole(request.messages.flatMap(toWireMessages)));
  const toolChoice = wireToolChoice(request, tools.length > 0);
  return {
    model: request.model,
    max_tokens: request.maxTokens,
    messages,
    ...request.system === "" ? {} : { system: [{ type: "text", text: request.system, cache_control: EPHEMERAL }] },
    ...tools.length > 0 ? { tools } : {},
    ...omitUndefined({ tool_choice: toolChoice })
  };
}
function wireToolChoice(request, hasTools) {
  if (request.responseFormat !== void 0) return { type: "tool", name: request.responseFormat.name };
  if (!hasTools || request.toolChoice === void 0) return void 0;
  return request.toolChoice.type === "tool" ? { type: "tool", name: request.toolChoice.name } : { type: "auto" };
}
function toWireTool(tool) {
  return { name: tool.name, description: tool.description, input_schema: toInputSchema(tool.inputSchema) };
}
function formatTool(format) {
  return {
    name: format.name,
    description: `Respond by calling this tool once; its input is your answer as JSON matching the schema "${format.name}".`,
    input_schema: toInputSchema(format.schema)
  };
}
function toInputSchema(schema) {
  const { $schema: _ignored, ...rest } = schema;
  return { ...rest, type: "object" };
}
function toWireMessages(message) {
  const own = [];
  const results = [];
  for (const block of message.content) {
    switch (block.type) {
      case "text":
        if (block.text !== "") own.push({ type: "text", text: block.text });
        break;
      case "tool_use":
        own.push({ type: "tool_use", id: block.id, name: block.name, input: wireToolInput(block.input) });
        break;
      case "tool_result":
        results.push({
          type: "tool_result",
          tool_use_id: block.toolUseId,
          content: block.content,
          is_error: block.isError
        });
        break;
    }
  }
  if (message.role === "user") return [{ role: "user", content: [...results, ...own] }];
  const out = [{ role: "assistant", content: own }];
  if (results.length > 0) out.push({ role: "user", content: results });
  return out;
}
function wireToolInput(input) {
  return isRecord(input) ? input : { raw_input: input };
}
function mergeSameRole(messages) {
  const merged = [];
  for (const message of messages) {
    const blocks = blocksOf(message);
    if (blocks.length === 0) continue;
    const previous = merged.at(-1);
    if (previous !== void 0 && previous.role === message.role) {
      const combined = [...blocksOf(previous), ...blocks];
      const ordered = message.role === "user" ? [...combined.filter(isToolResult), ...combined.filter((b) => !isToolResult(b))] : combined;
      merged[merged.length - 1] = { role: message.role, content: ordered };
    } else {
      merged.push({ role: message.role, content: blocks });
    }
  }
  return merged;
}
function blocksOf(message) {
  return typeof message.content === "string" ? [{ type: "text", text: message.content }] : [...message.content];
}
function isToolResult(block) {
  return block.type === "tool_result";
}
function markRecentMessages(messages) {
  const latest = messages.length - 1;
  const previousUser = messages.findLastIndex((message, index) => index < latest && message.role === "user");
  for (const index of [latest, previousUser]) {
    const message = messages[index];
    if (message === void 0) continue;
    const blocks = blocksOf(message);
    const last = blocks.at(-1);
    const marked = last === void 0 ? void 0 : withBreakpoint(last);
    if (marked === void 0) continue;
    blocks[blocks.length - 1] = marked;
    messages[index] = { role: message.role, content: blocks };
  }
  return messages;
}
function withBreakpoint(block) {
  if (block.type === "text" || block.type === "tool_use" || block.type === "tool_result") {
    return { ...block, cache_control: EPHEMERAL };
  }
  return void 0;
}
function fromAnthropicMessage(message, format) {
  const content = [];
  let answeredFormat = false;
  for (const block of message.content) {
    if (block.type === "text") {
      if (block.text !== "") content.push({ type: "text", text: block.text });
    } else if (block.type === "tool_use") {
      const input = block.input ?? {};
      if (format !== void 0 && block.name === format.name) {
        answeredFormat = true;
        content.push({ type: "text", text: JSON.stringify(input) });
      } else {
        content.push({ type: "tool_use", id: block.id, name: block.name, input });
      }
    }
  }
  const stopReason = answeredFormat && message.stop_reason === "tool_use" ? "end_turn" : toStopReason(message.stop_reason);
  return { content, stopReason, usage: toUsage(message.usage), model: message.model };
}
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
    case void 0:
      return "end_turn";
  }
}
function toUsage(usage) {
  return {
    inputTokens: usage?.input_tokens ?? 0,
    outputTokens: usage?.output_tokens ?? 0,
    cacheReadTokens: usage?.cache_read_input_tokens ?? 0,
    cacheWriteTokens: usage?.cache_creation_input_tokens ?? 0
  };
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/providers/anthropic.ts
var ANTHROPIC_WIRE = {
  name: "anthropic",
  terminalEvent: "message_stop",
  loadSdk: async () => (await import("./sdk-IBUOZLTH.js")).Anthropic,
  async chat(client, request, options) {
    return fromAnthropicMessage(
      await client.messages.create(toAnthropicParams(request), options),
      request.responseFormat
    );
  },
  openStream: (client, request, options) => client.messages.create({ ...toAnthropicParams(request), stream: true }, options),
  assembler: (request) => new StreamAssembler(request.responseFormat)
};
function createAnthropicProvider(options) {
  return createSdkProvider(ANTHROPIC_WIRE, options);
}
var StreamAssembler = class {
  constructor(format) {
    this.format = format;
  }
  format;
  blocks = /* @__PURE__ */ new Map();
  model = "";
  usage = {};
  stopReason = "end_turn";
  stoppedFlag = false;
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
            startInput: block.input
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
        this.usage = {
          input_tokens: usage.input_tokens ?? this.usage.input_tokens ?? null,
          output_tokens: usage.output_tokens ?? this.usage.output_tokens ?? null,
          cache_read_input_tokens: usage.cache_read_input_tokens ?? this.usage.cache_read_input_tokens ?? null,
          cache_creation_input_tokens: usage.cache_creation_input_tokens ?? this.usage.cache_creation_input_tokens ?? null
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
        if (block.text !== "") content.push({ type: "text", text: block.text });
      } else if (this.isFormat(block.name)) {
        answeredFormat = true;
        content.push({
          type: "text",
          text: block.json === "" ? JSON.stringify(block.startInput ?? {}) : block.json
        });
      } else {
        const input = block.json === "" ? block.startInput ?? {} : parseToolInput(block.json);
        content.push({ type: "tool_use", id: block.id, name: block.name, input });
      }
    }
    const stopReason = answeredFormat && this.stopReason === "tool_use" ? "end_turn" : this.stopReason;
    return { content, stopReason, usage: toUsage(this.usage), model: this.model };
  }
  isFormat(name) {
    return this.format !== void 0 && this.format.name === name;
  }
};
export {
  createAnthropicProvider
};
