import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  NO_HOOKS,
  ToolRegistry,
  ZERO_USAGE,
  addCost,
  addUsage,
  askPrompt,
  cachedShare,
  createPermissionGate,
  estimateTokens,
  fence,
  systemDeps,
  textOf,
  toolUsesOf,
  totalInputTokens,
  userText
} from "./chunk-2XKG2MCG.js";
import {
  createBoundary
} from "./chunk-OYGW7ROU.js";
import {
  editDistance
} from "./chunk-QT3ZL4KA.js";
import {
  HOST_PROFILES,
  createRedactor,
  formatZodIssue,
  redact
} from "./chunk-KZGOVMV3.js";
import {
  toJSONSchema
} from "./chunk-DLGEH2NF.js";
import {
  AbortedError,
  ProviderError,
  errorMessage,
  isAbortError
} from "./chunk-ZVFRXTU7.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";

// src/providers/pricing.ts
var DEFAULT_PRICES = {
  "claude-fable-5-2": { input: 8, output: 40 },
  "claude-fable-5-1": { input: 10, output: 50, cacheRead: 0.25 },
  "claude-fable-5": { input: 10, output: 50 },
  "claude-opus-5-5": { input: 4, output: 20, cacheRead: 0.2 },
  "claude-opus-5": { input: 5, output: 25 },
  "claude-opus-4-8": { input: 5, output: 25 },
  "claude-opus-4-7": { input: 5, output: 25 },
  "claude-opus-4-6": { input: 5, output: 25 },
  "claude-opus-4-5": { input: 5, output: 25 },
  "claude-opus-4-1": { input: 15, output: 75 },
  "claude-opus-4": { input: 15, output: 75 },
  "claude-sonnet-5-5": { input: 2, output: 10, cacheRead: 0.1 },
  "claude-sonnet-5": { input: 2, output: 10 },
  "claude-sonnet-4-6": { input: 3, output: 15 },
  "claude-sonnet-4-5": { input: 3, output: 15 },
  "claude-sonnet-4": { input: 3, output: 15 },
  "claude-3-7-sonnet": { input: 3, output: 15 },
  // Haiku 5.5 costs 5× more per token on prompts over 100k tokens; that band is listed, so a budget never under-counts.
  "claude-haiku-5-5": { input: 0.5, output: 2.5, cacheRead: 0.05 },
  "claude-haiku-4-5": { input: 1, output: 5 },
  "claude-3-5-haiku": { input: 0.8, output: 4 },
  "gpt-5": { input: 1.25, output: 10, cacheRead: 0.125 },
  "gpt-5-mini": { input: 0.25, output: 2, cacheRead: 0.025 },
  "gpt-5-nano": { input: 0.05, output: 0.4, cacheRead: 5e-3 },
  "gpt-4.1": { input: 2, output: 8, cacheRead: 0.5 },
  "gpt-4.1-mini": { input: 0.4, output: 1.6, cacheRead: 0.1 },
  "gpt-4.1-nano": { input: 0.1, output: 0.4, cacheRead: 0.025 },
  "gpt-4o": { input: 2.5, output: 10, cacheRead: 1.25 },
  "gpt-4o-mini": { input: 0.15, output: 0.6, cacheRead: 0.075 },
  o3: { input: 2, output: 8, cacheRead: 0.5 },
  "o4-mini": { input: 1.1, output: 4.4, cacheRead: 0.275 },
  // The scripted provider costs nothing, and says so explicitly.
  mock: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }
};
function findPrice(model, overrides = {}) {
  for (const table of [overrides, DEFAULT_PRICES]) {
    const exact = table[model];
    if (exact !== void 0) return exact;
    const prefix = Object.keys(table).filter((key) => model.startsWith(`${key}-`)).sort((a, b) => b.length - a.length)[0];
    if (prefix !== void 0) return table[prefix];
  }
  return void 0;
}
function costOf(model, usage, overrides = {}) {
  const price = findPrice(model, overrides);
  if (price === void 0) return null;
  const cacheRead = price.cacheRead ?? price.input * 0.1;
  const cacheWrite = price.cacheWrite ?? price.input * 1.25;
  const micro = usage.inputTokens * price.input + usage.outputTokens * price.output + usage.cacheReadTokens * cacheRead + usage.cacheWriteTokens * cacheWrite;
  return micro / 1e6;
}

// src/engine/budget.ts
var EMPTY_BUDGET_STATE = { usage: ZERO_USAGE, costUsd: 0 };
function spend(state, usage, costUsd) {
  return { usage: addUsage(state.usage, usage), costUsd: addCost(state.costUsd, costUsd) };
}
function exhaustedBudget(budget, state, elapsedMs) {
  if (budget === void 0) return void 0;
  const tokens = state.usage.inputTokens + state.usage.outputTokens + state.usage.cacheReadTokens + state.usage.cacheWriteTokens;
  if (budget.maxTokens !== void 0 && tokens >= budget.maxTokens) {
    return {
      kind: "tokens",
      message: `token budget exhausted: ${tokens} of ${budget.maxTokens} tokens used`
    };
  }
  if (budget.maxCostUsd !== void 0) {
    if (state.costUsd === null) {
      return {
        kind: "cost",
        message: "cost budget cannot be enforced: a model's price is unknown (add it to `prices`)"
      };
    }
    if (state.costUsd >= budget.maxCostUsd) {
      return {
        kind: "cost",
        message: `cost budget exhausted: $${state.costUsd.toFixed(4)} of $${budget.maxCostUsd.toFixed(2)} spent`
      };
    }
  }
  if (budget.maxWallClockMs !== void 0 && elapsedMs >= budget.maxWallClockMs) {
    return {
      kind: "wall_clock",
      message: `time budget exhausted: ${Math.round(elapsedMs / 1e3)} s of ${Math.round(budget.maxWallClockMs / 1e3)} s`
    };
  }
  return void 0;
}

// src/engine/backoff.ts
function backoffDelay(attempt, policy, random, retryAfterMs) {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(ceiling / 2 + random() * (ceiling / 2));
  return Math.max(jittered, retryAfterMs ?? 0);
}

// src/engine/chat-with-retry.ts
function asProviderError(thrown) {
  if (thrown instanceof ProviderError) return thrown;
  return new ProviderError("provider_bad_response", `provider failed: ${errorMessage(thrown)}`, {
    cause: thrown
  });
}
async function* callOnce(provider, request, stream) {
  if (!stream || provider.stream === void 0) {
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
async function* chatWithRetry(request, options) {
  const { provider, chain, retry, deps, signal } = options;
  const safe = options.redactRequest?.(request) ?? request;
  let modelIndex = 0;
  let retriesOnModel = 0;
  let attempts = 0;
  for (; ; ) {
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
              ...omitUndefined({ status: error.status })
            }
          );
        }
      }
      const nextModel = chain[modelIndex] ?? model;
      const delayMs = escalated ? backoffDelay(1, retry, deps.random) : backoffDelay(retriesOnModel, retry, deps.random, error.retryAfterMs);
      yield { type: "retrying", attempt: attempts, delayMs, model, nextModel, reason: error.message };
      try {
        await deps.sleep(delayMs, signal);
      } catch (cause) {
        throw new AbortedError("aborted while waiting to retry", { cause });
      }
    }
  }
}

// src/engine/compaction.ts
function estimateMessageTokens(messages) {
  return estimateTokens(JSON.stringify(messages));
}
function shouldCompact(contextTokens, maxContextTokens) {
  return contextTokens >= maxContextTokens * 0.85;
}
function splitForCompaction(messages, keepRecent = 4) {
  for (let cut = messages.length - keepRecent; cut >= 2; cut -= 1) {
    if (messages[cut]?.role === "assistant") {
      return { older: messages.slice(0, cut), recent: messages.slice(cut) };
    }
  }
  return void 0;
}
var COMPACTION_INSTRUCTION = "Summarise the conversation so far for your own later use. Keep: the task, decisions made, files read or changed (with paths), commands run and their outcomes, errors still open, and what remains to do. Be concise and factual; do not invent anything. Reply with the summary only.";
function originalTask(messages) {
  const first = messages.find((message) => message.role === "user");
  return first === void 0 ? "" : textOf(first.content);
}
function compactedMessages(task, summary, recent) {
  const text = `The original task:
${task}

A summary of the work so far (older turns were compacted):
${summary}`;
  return [{ role: "user", content: [{ type: "text", text }] }, ...recent];
}

// src/tools/find-tool.ts
function toSnakeCase(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2").replace(/[\s-]+/g, "_").toLowerCase();
}
function closestToolNames(name, tools, limit = 3) {
  const wanted = toSnakeCase(name);
  return tools.map((tool) => ({ name: tool.name, distance: editDistance(wanted, tool.name.toLowerCase()) })).sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name)).slice(0, limit).map((entry) => entry.name);
}
function findTool(tools, name) {
  const exact = tools.find((tool) => tool.name === name);
  if (exact !== void 0) return { found: true, tool: exact, rung: "exact" };
  const lower = name.toLowerCase();
  const caseInsensitive = tools.find((tool) => tool.name.toLowerCase() === lower);
  if (caseInsensitive !== void 0) {
    return { found: true, tool: caseInsensitive, repairedFrom: name, rung: "case_insensitive" };
  }
  const snake = toSnakeCase(name);
  const snakeMatch = tools.find((tool) => tool.name.toLowerCase() === snake);
  if (snakeMatch !== void 0)
    return { found: true, tool: snakeMatch, repairedFrom: name, rung: "snake_case" };
  const closest = closestToolNames(name, tools);
  const hint = closest.length > 0 ? ` Did you mean ${closest.map((each) => `"${each}"`).join(", ")}?` : "";
  return { found: false, error: `invalid_tool: there is no tool named "${name}".${hint}`, closest };
}

// src/tools/tool-filter.ts
function matchesToolPattern(pattern, name) {
  if (pattern === "*") return true;
  if (pattern.endsWith("*")) return name.startsWith(pattern.slice(0, -1));
  return pattern === name;
}
function applyToolFilter(filter, name) {
  if (filter === void 0) return { available: true, needsConfirmation: false };
  if ((filter.blocked ?? []).some((pattern) => matchesToolPattern(pattern, name))) {
    return { available: false, reason: `tool "${name}" is blocked in this run` };
  }
  if (filter.allowed !== void 0 && !filter.allowed.some((pattern) => matchesToolPattern(pattern, name))) {
    return { available: false, reason: `tool "${name}" is not in this run's allowed tools` };
  }
  const needsConfirmation = (filter.requireConfirmation ?? []).some(
    (pattern) => matchesToolPattern(pattern, name)
  );
  return { available: true, needsConfirmation };
}

// src/engine/query-config.ts
var QUERY_DEFAULTS = {
  model: {
    requestTimeoutMs: 3e5,
    retry: { maxRetries: 4, baseDelayMs: 500, maxDelayMs: 3e4 }
  },
  limits: {
    maxContextTokens: 2e5,
    maxOutputTokens: 8192,
    maxToolOutputChars: 5e4
  }
};

// src/engine/tool-output.ts
function capText(text, maxChars) {
  if (text.length <= maxChars) return text;
  const keep = Math.max(0, maxChars - 80);
  const head = text.slice(0, Math.ceil(keep * 0.6));
  const tail = text.slice(text.length - Math.floor(keep * 0.4));
  return `${head}
\u2026 [${text.length - head.length - tail.length} characters cut] \u2026
${tail}`;
}
function toModelText(text, options) {
  const safe = capText(redact(text, { knownSecrets: options.knownSecrets }), options.maxChars);
  return options.untrusted ? fence(safe, options.source) : safe;
}
function describeInvalidInput(toolName, error) {
  const lines = error.issues.slice(0, 10).map((issue) => `- ${formatZodIssue(issue)}`);
  return `invalid input for tool "${toolName}":
${lines.join("\n")}
Fix the arguments and call the tool again.`;
}

// src/engine/execute-tool-call.ts
function prepareCall(block, tools, config) {
  const rejected = (label2, rejection) => ({
    block,
    tool: void 0,
    input: block.input,
    label: label2,
    rejection,
    needsConfirmation: false,
    parallel: false
  });
  const lookup = findTool(tools, block.name);
  if (!lookup.found) return rejected(block.name, lookup.error);
  const { tool } = lookup;
  const verdict = applyToolFilter(config.toolHost.toolFilter, tool.name);
  if (!verdict.available) return rejected(tool.name, verdict.reason);
  const parsed = tool.inputSchema.safeParse(block.input ?? {});
  if (!parsed.success) return rejected(tool.name, describeInvalidInput(tool.name, parsed.error));
  const input = parsed.data;
  let label = tool.name;
  let parallel = false;
  try {
    label = tool.describeCall(input);
    parallel = tool.isReadOnly(input) && tool.isConcurrencySafe(input);
  } catch {
  }
  return { block, tool, input, label, needsConfirmation: verdict.needsConfirmation, parallel };
}
function errorResult(text) {
  return { content: text, isError: true };
}
async function runAuthorized(call, tool, ctx, config) {
  if (call.needsConfirmation) {
    const confirmed = config.toolHost.confirm === void 0 ? false : await config.toolHost.confirm(tool.name, call.label);
    if (!confirmed)
      return errorResult(`Permission denied: ${call.label} requires confirmation, and it was not given.`);
  }
  const authorization = config.toolHost.authorize === void 0 ? { behavior: "allow", input: call.input } : await config.toolHost.authorize(tool, call.input, ctx);
  if (authorization.behavior === "deny") return errorResult(authorization.reason);
  const result = await tool.call(authorization.input, ctx);
  if (result.isError !== true && config.toolHost.afterToolCall !== void 0) {
    await config.toolHost.afterToolCall(tool, authorization.input, result, ctx);
  }
  return result;
}
async function executeToolCall(call, ctx, config) {
  const clock = config.deps ?? systemDeps;
  const startedAt = clock.now();
  const { block, tool, label } = call;
  config.onToolStart?.({ id: block.id, name: tool?.name ?? block.name, label });
  let result;
  if (tool === void 0 || call.rejection !== void 0) {
    result = errorResult(call.rejection ?? `invalid_tool: ${block.name}`);
  } else {
    try {
      result = await runAuthorized(call, tool, ctx, config);
    } catch (thrown) {
      result = errorResult(`tool ${tool.name} failed: ${errorMessage(thrown)}`);
    }
  }
  let rendered;
  try {
    rendered = tool === void 0 ? String(result.content) : tool.render(result).map((part) => part.text).join("");
  } catch (thrown) {
    rendered = `tool ${block.name} produced output that could not be rendered: ${errorMessage(thrown)}`;
  }
  const modelText = toModelText(rendered, {
    untrusted: result.untrusted === true,
    source: result.source ?? tool?.name ?? block.name,
    maxChars: config.limits.maxToolOutputChars ?? QUERY_DEFAULTS.limits.maxToolOutputChars,
    knownSecrets: config.toolHost.knownSecrets ?? []
  });
  const durationMs = Math.round((clock.now() - startedAt) * 100) / 100;
  const isError = result.isError === true;
  config.onToolResult?.({ id: block.id, name: tool?.name ?? block.name, label, isError, durationMs });
  return { id: block.id, name: tool?.name ?? block.name, label, result, modelText, durationMs };
}

// src/engine/dispatch.ts
function planBatches(calls) {
  const batches = [];
  for (const call of calls) {
    const last = batches[batches.length - 1];
    if (call.parallel && last !== void 0 && last.every((each) => each.parallel)) last.push(call);
    else batches.push([call]);
  }
  return batches;
}
function prepareCalls(blocks, tools, config) {
  return blocks.map((block) => prepareCall(block, tools, config));
}
function runBatch(batch, ctx, config) {
  return Promise.all(batch.map((call) => executeToolCall(call, ctx, config)));
}

// src/providers/roles.ts
var MODEL_ROLES = ["architect", "editor", "subagent"];
function fallbackChain(primary, map, role) {
  const head = (role === void 0 ? void 0 : map[role]) ?? primary;
  const chain = [head];
  for (const each of MODEL_ROLES) {
    const model = map[each];
    if (model !== void 0 && !chain.includes(model)) chain.push(model);
  }
  return chain;
}

// src/engine/request-redaction.ts
function createRequestRedaction(knownSecrets) {
  const redactor = createRedactor(knownSecrets);
  const done = /* @__PURE__ */ new WeakMap();
  let lastSystem;
  const block = (item) => {
    switch (item.type) {
      case "text":
        return { ...item, text: redactor.text(item.text) };
      case "tool_result":
        return { ...item, content: redactor.text(item.content) };
      case "tool_use":
        return { ...item, input: redactor.value(item.input) };
    }
  };
  const message = (item) => {
    const known = done.get(item);
    if (known !== void 0) return known;
    const redacted = { ...item, content: item.content.map(block) };
    done.set(item, redacted);
    return redacted;
  };
  const system = (text) => {
    if (lastSystem?.input !== text) lastSystem = { input: text, output: redactor.text(text) };
    return lastSystem.output;
  };
  return (request) => ({
    ...request,
    system: system(request.system),
    messages: request.messages.map(message)
  });
}

// src/engine/query-run.ts
function openQueryRun(userMessage, config) {
  const deps = config.deps ?? systemDeps;
  const startedAt = deps.now();
  const { model, limits, toolHost } = config;
  const tools = toolHost.tools;
  const registry = tools instanceof ToolRegistry ? tools : new ToolRegistry(tools);
  const chain = fallbackChain(model.name, model.roleModels ?? {}, model.role);
  const loop = {
    messages: [...config.history ?? [], userText(userMessage)],
    turns: 0,
    spent: EMPTY_BUDGET_STATE,
    finalText: "",
    lastContextTokens: 0,
    countedMessages: 0,
    budgetStop: void 0
  };
  const controller = new AbortController();
  const release = followSignalAndClock(config, loop, controller);
  const ctx = toolContextOf(config, controller.signal);
  return {
    config: withDefaultGate(config, ctx),
    deps,
    startedAt,
    registry,
    chain,
    controller,
    ctx,
    chatOptions: {
      provider: model.provider,
      chain,
      retry: model.retry ?? QUERY_DEFAULTS.model.retry,
      stream: model.stream ?? true,
      deps,
      signal: controller.signal,
      redactRequest: createRequestRedaction(toolHost.knownSecrets ?? [])
    },
    maxOutputTokens: limits.maxOutputTokens ?? QUERY_DEFAULTS.limits.maxOutputTokens,
    requestTimeoutMs: model.requestTimeoutMs ?? QUERY_DEFAULTS.model.requestTimeoutMs,
    maxContextTokens: limits.maxContextTokens ?? QUERY_DEFAULTS.limits.maxContextTokens,
    loop,
    release
  };
}
function followSignalAndClock(config, loop, controller) {
  const onAbort = () => controller.abort(config.signal?.reason);
  config.signal?.addEventListener("abort", onAbort, { once: true });
  if (config.signal?.aborted === true) controller.abort(config.signal.reason);
  const wallClock = config.limits.budget?.maxWallClockMs;
  const timer = wallClock === void 0 ? void 0 : setTimeout(() => {
    loop.budgetStop = exhaustedBudget(config.limits.budget, loop.spent, wallClock) ?? {
      kind: "wall_clock",
      message: "time budget exhausted"
    };
    controller.abort(new AbortedError(loop.budgetStop.message));
  }, wallClock);
  return () => {
    clearTimeout(timer);
    config.signal?.removeEventListener("abort", onAbort);
  };
}
function toolContextOf({ toolHost }, signal) {
  return {
    workingDir: toolHost.workingDir,
    signal,
    readFileState: toolHost.readFileState ?? /* @__PURE__ */ new Map(),
    permissionMode: toolHost.permissionMode ?? HOST_PROFILES.library.permissionMode,
    // Without a host runtime: the boundary with no sandbox and an empty environment, as before it existed.
    runtime: toolHost.runtime ?? {
      boundary: createBoundary({ workingDir: toolHost.workingDir, sandbox: "off", env: {} })
    }
  };
}
function withDefaultGate(config, ctx) {
  if (config.toolHost.authorize !== void 0) return config;
  const gate = createPermissionGate({
    rules: [],
    hooks: NO_HOOKS,
    boundary: ctx.runtime.boundary
  });
  return { ...config, toolHost: { ...config.toolHost, authorize: gate.authorize } };
}
function* stopQuery(run, status, error) {
  if (error !== void 0) yield { type: "error", code: error.code, message: error.message };
  run.release();
  const { loop } = run;
  const state = {
    status,
    turns: loop.turns,
    messages: loop.messages,
    finalText: loop.finalText,
    usage: loop.spent.usage,
    costUsd: loop.spent.costUsd,
    ...omitUndefined({
      error,
      budget: status === "budget_exceeded" ? loop.budgetStop?.kind : void 0
    })
  };
  yield { type: "done", state };
  return state;
}
function* failQuery(run, thrown) {
  const { budgetStop } = run.loop;
  if (budgetStop !== void 0)
    return yield* stopQuery(run, "budget_exceeded", { code: "budget_exceeded", message: budgetStop.message });
  if (thrown instanceof AbortedError || run.controller.signal.aborted)
    return yield* stopQuery(run, "aborted");
  const code = thrown instanceof ProviderError ? thrown.code : "provider_bad_response";
  return yield* stopQuery(run, "provider_error", { code, message: errorMessage(thrown) });
}

// src/engine/system-prompt.ts
var DEFAULT_SYSTEM_PROMPT = askPrompt({});

// src/engine/tool-specs.ts
var specCache = /* @__PURE__ */ new WeakMap();
function cleanSchema(node) {
  if (Array.isArray(node)) return node.map(cleanSchema);
  if (typeof node !== "object" || node === null) return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$schema") continue;
    if ((key === "minimum" || key === "maximum") && typeof value === "number" && Math.abs(value) >= Number.MAX_SAFE_INTEGER)
      continue;
    out[key] = cleanSchema(value);
  }
  return out;
}
function toolSpec(tool) {
  const cached = specCache.get(tool);
  if (cached !== void 0) return cached;
  const schema = cleanSchema(toJSONSchema(tool.inputSchema, { io: "input", unrepresentable: "any" }));
  const spec = {
    name: tool.name,
    description: tool.description,
    inputSchema: typeof schema === "object" && schema !== null ? schema : { type: "object" }
  };
  specCache.set(tool, spec);
  return spec;
}
function toolSpecs(tools, filter) {
  return tools.filter((tool) => applyToolFilter(filter, tool.name).available).map(toolSpec);
}

// src/engine/run-query.ts
async function* runQuery(userMessage, config) {
  const run = openQueryRun(userMessage, config);
  const refused = yield* refuseUnpricedCostBudget(run);
  if (refused !== void 0) return refused;
  for (; ; ) {
    const stopped = yield* stopBeforeTurn(run);
    if (stopped !== void 0) return stopped;
    try {
      yield* compactIfNeeded(run);
      const turn = yield* modelTurn(run);
      if (turn.uses.length === 0) return yield* stopQuery(run, "success");
      if (run.loop.turns >= run.config.limits.maxTurns) return yield* stopQuery(run, "max_turns");
      yield* toolRound(run, turn);
    } catch (thrown) {
      return yield* failQuery(run, thrown);
    }
  }
}
function* refuseUnpricedCostBudget(run) {
  const { config } = run;
  if (config.limits.budget?.maxCostUsd === void 0) return void 0;
  const unpriced = run.chain.filter((model) => findPrice(model, config.model.prices) === void 0);
  if (unpriced.length === 0) return void 0;
  run.loop.budgetStop = {
    kind: "cost",
    message: `cost budget cannot be enforced: no price for ${unpriced.join(", ")} (add it to \`prices\`)`
  };
  return yield* stopQuery(run, "budget_exceeded", {
    code: "budget_exceeded",
    message: run.loop.budgetStop.message
  });
}
function* stopBeforeTurn(run) {
  const { loop, config } = run;
  if (run.controller.signal.aborted) return yield* failQuery(run, void 0);
  loop.budgetStop ??= exhaustedBudget(config.limits.budget, loop.spent, run.deps.now() - run.startedAt);
  if (loop.budgetStop !== void 0) return yield* failQuery(run, void 0);
  if (loop.turns >= config.limits.maxTurns) return yield* stopQuery(run, "max_turns");
  return void 0;
}
async function* compactIfNeeded(run) {
  const { loop } = run;
  const contextTokens = loop.countedMessages === 0 ? estimateMessageTokens(loop.messages) : loop.lastContextTokens + estimateMessageTokens(loop.messages.slice(loop.countedMessages));
  if (!shouldCompact(contextTokens, run.maxContextTokens)) return;
  const split = splitForCompaction(loop.messages);
  if (split === void 0) return;
  const summaryRequest = {
    system: COMPACTION_INSTRUCTION,
    messages: [...split.older, userText(COMPACTION_INSTRUCTION)],
    tools: [],
    maxTokens: run.maxOutputTokens,
    timeoutMs: run.requestTimeoutMs
  };
  const summary = yield* silent(chatWithRetry(summaryRequest, { ...run.chatOptions, stream: false }));
  loop.spent = spend(
    loop.spent,
    summary.response.usage,
    costOf(summary.model, summary.response.usage, run.config.model.prices)
  );
  const before = loop.messages.length;
  loop.messages = [
    ...compactedMessages(originalTask(loop.messages), textOf(summary.response.content), split.recent)
  ];
  loop.lastContextTokens = 0;
  loop.countedMessages = 0;
  yield { type: "compacted", messagesBefore: before, messagesAfter: loop.messages.length };
}
async function* modelTurn(run) {
  const { loop, config } = run;
  loop.turns += 1;
  const tools = run.registry.list();
  const { response, model } = yield* chatWithRetry(
    {
      system: config.systemPrompt ?? DEFAULT_SYSTEM_PROMPT,
      messages: loop.messages,
      tools: toolSpecs(tools, config.toolHost.toolFilter),
      maxTokens: run.maxOutputTokens,
      timeoutMs: run.requestTimeoutMs,
      ...omitUndefined({ toolChoice: config.model.toolChoice, responseFormat: config.model.responseFormat })
    },
    run.chatOptions
  );
  const cost = costOf(model, response.usage, config.model.prices);
  loop.spent = spend(loop.spent, response.usage, cost);
  loop.lastContextTokens = totalInputTokens(response.usage) + response.usage.outputTokens;
  yield {
    type: "usage",
    turn: loop.turns,
    model,
    usage: response.usage,
    costUsd: cost,
    cachedShare: cachedShare(response.usage)
  };
  loop.messages = [...loop.messages, { role: "assistant", content: response.content }];
  loop.countedMessages = loop.messages.length;
  loop.finalText = textOf(response.content);
  return { uses: toolUsesOf(response.content), tools };
}
async function* toolRound(run, turn) {
  const results = [];
  for (const batch of planBatches(prepareCalls(turn.uses, turn.tools, run.config))) {
    for (const call of batch)
      yield {
        type: "tool_use",
        id: call.block.id,
        name: call.tool?.name ?? call.block.name,
        input: call.input,
        label: call.label
      };
    for (const done of await runBatch(batch, run.ctx, run.config)) {
      const isError = done.result.isError === true;
      yield {
        type: "tool_result",
        id: done.id,
        name: done.name,
        label: done.label,
        content: done.modelText,
        isError,
        durationMs: done.durationMs
      };
      results.push({ type: "tool_result", toolUseId: done.id, content: done.modelText, isError });
    }
  }
  run.loop.messages = [...run.loop.messages, { role: "user", content: results }];
}
async function* silent(inner) {
  for (; ; ) {
    const step = await inner.next();
    if (step.done === true) return step.value;
    if (step.value.type !== "text") yield step.value;
  }
}

export {
  runQuery
};
