import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  createSdkProvider,
  parseToolInput
} from "./chunk-PLP2K675.js";
import "./chunk-Y7CFSKXT.js";
import "./chunk-Z4FD6RTV.js";
import {
  ProviderError
} from "./chunk-ZVFRXTU7.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";
import "./chunk-FQEV5D4S.js";

// src/providers/openai-convert.ts
import { randomUUID } from "node:crypto";
function toOpenAIParams(request, maxTokensField = "max_completion_tokens") {
  const messages = [];
  if (request.system !== "") messages.push({ role: "system", content: request.system });
  for (const message of request.messages) messages.push(...toWireMessages(message));
  const tools = request.tools.map((tool) => ({
    type: "function",
    function: {
      name: tool.name,
      description: tool.description,
      parameters: withoutSchemaKey(tool.inputSchema)
    }
  }));
  const toolChoice = tools.length > 0 ? wireToolChoice(request) : void 0;
  const format = request.responseFormat;
  return {
    model: request.model,
    messages,
    ...maxTokensField === "max_tokens" ? { max_tokens: request.maxTokens } : { max_completion_tokens: request.maxTokens },
    ...tools.length > 0 ? { tools } : {},
    ...omitUndefined({ tool_choice: toolChoice }),
    ...format === void 0 ? {} : {
      response_format: {
        type: "json_schema",
        json_schema: { name: format.name, schema: withoutSchemaKey(format.schema), strict: true }
      }
    }
  };
}
function wireToolChoice(request) {
  const choice = request.toolChoice;
  if (choice === void 0) return void 0;
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
          function: { name: block.name, arguments: argumentsText(block.input) }
        });
        break;
      case "tool_result":
        results.push({
          role: "tool",
          tool_call_id: block.toolUseId,
          content: resultText(block.content, block.isError)
        });
        break;
    }
  }
  const text = texts.join("");
  if (message.role === "user") return text === "" ? results : [...results, { role: "user", content: text }];
  if (text === "" && calls.length === 0) return results;
  const assistant = {
    role: "assistant",
    content: text === "" ? null : text,
    ...calls.length > 0 ? { tool_calls: calls } : {}
  };
  return [assistant, ...results];
}
function argumentsText(input) {
  return typeof input === "string" ? input : JSON.stringify(input ?? {});
}
function resultText(content, isError) {
  return isError && !/^error\b/i.test(content) ? `Error: ${content}` : content;
}
function toolCallId(id) {
  return id !== void 0 && id !== null && id !== "" ? id : `call_${randomUUID().replaceAll("-", "")}`;
}
function toStopReason(reason, hasToolCalls, refused) {
  if (reason === "length") return "max_tokens";
  if (reason === "content_filter" || refused) return "refusal";
  if (reason === "tool_calls" || reason === "function_call" || hasToolCalls) return "tool_use";
  return "end_turn";
}
function toUsage(usage) {
  const cached = usage?.prompt_tokens_details?.cached_tokens ?? 0;
  const written = usage?.prompt_tokens_details?.cache_write_tokens ?? 0;
  return {
    inputTokens: Math.max(0, (usage?.prompt_tokens ?? 0) - cached - written),
    outputTokens: usage?.completion_tokens ?? 0,
    cacheReadTokens: cached,
    cacheWriteTokens: written
  };
}
function assembleResponse(parts) {
  const content = [];
  const text = parts.text + parts.refusal;
  if (text !== "") content.push({ type: "text", text });
  for (const call of parts.toolCalls) {
    content.push({
      type: "tool_use",
      id: toolCallId(call.id),
      name: call.name,
      input: parseToolInput(call.arguments)
    });
  }
  const stopReason = toStopReason(parts.finishReason, parts.toolCalls.length > 0, parts.refusal !== "");
  return { content, stopReason, usage: toUsage(parts.usage), model: parts.model };
}
function fromOpenAICompletion(completion) {
  const choice = completion.choices[0];
  if (choice === void 0)
    throw new ProviderError("provider_bad_response", "openai: completion has no choices");
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
    model: completion.model
  });
}

// src/providers/openai.ts
function openAIWire(maxTokensField) {
  return {
    name: "openai",
    terminalEvent: "a finish_reason",
    loadSdk: async () => (await import("./openai-RHNDX5T4.js")).OpenAI,
    async chat(client, request, options) {
      const params = { ...toOpenAIParams(request, maxTokensField), stream: false };
      return fromOpenAICompletion(await client.chat.completions.create(params, options));
    },
    openStream: (client, request, options) => client.chat.completions.create(
      { ...toOpenAIParams(request, maxTokensField), stream: true, stream_options: { include_usage: true } },
      options
    ),
    assembler: () => new ChunkAssembler()
  };
}
function createOpenAIProvider(options) {
  return createSdkProvider(openAIWire(options.maxTokensField), options);
}
var ChunkAssembler = class {
  text = "";
  refusal = "";
  calls = /* @__PURE__ */ new Map();
  finishReason = null;
  usage = null;
  model = "";
  /** True once a `finish_reason` arrived: the answer is complete. */
  get complete() {
    return this.finishReason !== null;
  }
  /** Takes one chunk; returns the text it adds to the answer ("" for none). */
  push(chunk) {
    if (chunk.model) this.model = chunk.model;
    if (chunk.usage) this.usage = chunk.usage;
    const choice = chunk.choices[0];
    if (choice === void 0) return "";
    for (const delta of choice.delta.tool_calls ?? []) {
      const index = typeof delta.index === "number" ? delta.index : this.calls.size;
      const call = this.calls.get(index) ?? { id: void 0, name: "", arguments: "" };
      if (delta.id && call.id === void 0) call.id = delta.id;
      if (delta.function?.name && call.name === "") call.name = delta.function.name;
      call.arguments += delta.function?.arguments ?? "";
      this.calls.set(index, call);
    }
    if (choice.finish_reason) this.finishReason = choice.finish_reason;
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
      model: this.model
    });
  }
};
export {
  createOpenAIProvider
};
