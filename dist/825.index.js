export const id = 825;
export const ids = [825];
export const modules = {

/***/ 86825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runQuery: () => (/* binding */ runQuery)
});

// EXTERNAL MODULE: ./src/core/messages.ts
var core_messages = __webpack_require__(67507);
// EXTERNAL MODULE: ./src/core/omit-undefined.ts
var omit_undefined = __webpack_require__(93747);
// EXTERNAL MODULE: ./src/core/usage.ts
var core_usage = __webpack_require__(14528);
;// CONCATENATED MODULE: ./src/providers/pricing.ts
/**
 * List prices (USD per million tokens) of common models, checked against the
 * providers' price pages in November 2026. Override or extend with the
 * `prices` config key; a model found in neither is priced as unknown (and
 * still runs), never as free. Anthropic's cache writes default to 1.25× input
 * (the 5-minute rate); cache reads are listed where they differ from 0.1×.
 */
const DEFAULT_PRICES = {
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
    "gpt-5-nano": { input: 0.05, output: 0.4, cacheRead: 0.005 },
    "gpt-4.1": { input: 2, output: 8, cacheRead: 0.5 },
    "gpt-4.1-mini": { input: 0.4, output: 1.6, cacheRead: 0.1 },
    "gpt-4.1-nano": { input: 0.1, output: 0.4, cacheRead: 0.025 },
    "gpt-4o": { input: 2.5, output: 10, cacheRead: 1.25 },
    "gpt-4o-mini": { input: 0.15, output: 0.6, cacheRead: 0.075 },
    o3: { input: 2, output: 8, cacheRead: 0.5 },
    "o4-mini": { input: 1.1, output: 4.4, cacheRead: 0.275 },
    // The scripted provider costs nothing, and says so explicitly.
    mock: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
};
/**
 * Finds the price of `model`: an exact entry first, then the longest entry that
 * is a prefix followed by `-` (dated ids such as `claude-sonnet-4-5-20250929`).
 * `overrides` beat the defaults.
 */
function findPrice(model, overrides = {}) {
    for (const table of [overrides, DEFAULT_PRICES]) {
        const exact = table[model];
        if (exact !== undefined)
            return exact;
        const prefix = Object.keys(table)
            .filter((key) => model.startsWith(`${key}-`))
            .sort((a, b) => b.length - a.length)[0];
        if (prefix !== undefined)
            return table[prefix];
    }
    return undefined;
}
/** Cost of one call's usage in USD; `null` when the model's price is unknown. */
function costOf(model, usage, overrides = {}) {
    const price = findPrice(model, overrides);
    if (price === undefined)
        return null;
    const cacheRead = price.cacheRead ?? price.input * 0.1;
    const cacheWrite = price.cacheWrite ?? price.input * 1.25;
    const micro = usage.inputTokens * price.input +
        usage.outputTokens * price.output +
        usage.cacheReadTokens * cacheRead +
        usage.cacheWriteTokens * cacheWrite;
    return micro / 1_000_000;
}

;// CONCATENATED MODULE: ./src/engine/budget.ts

/** Nothing spent yet. */
const EMPTY_BUDGET_STATE = { usage: core_usage/* ZERO_USAGE */.fI, costUsd: 0 };
/** Adds one call's usage and cost. */
function spend(state, usage, costUsd) {
    return { usage: (0,core_usage/* addUsage */.vk)(state.usage, usage), costUsd: (0,core_usage/* addCost */.nv)(state.costUsd, costUsd) };
}
/** Which budget is exhausted, with a sentence for people, or undefined while there is room. */
function exhaustedBudget(budget, state, elapsedMs) {
    if (budget === undefined)
        return undefined;
    const tokens = state.usage.inputTokens +
        state.usage.outputTokens +
        state.usage.cacheReadTokens +
        state.usage.cacheWriteTokens;
    if (budget.maxTokens !== undefined && tokens >= budget.maxTokens) {
        return {
            kind: "tokens",
            message: `token budget exhausted: ${tokens} of ${budget.maxTokens} tokens used`,
        };
    }
    if (budget.maxCostUsd !== undefined) {
        if (state.costUsd === null) {
            return {
                kind: "cost",
                message: "cost budget cannot be enforced: a model's price is unknown (add it to `prices`)",
            };
        }
        if (state.costUsd >= budget.maxCostUsd) {
            return {
                kind: "cost",
                message: `cost budget exhausted: $${state.costUsd.toFixed(4)} of $${budget.maxCostUsd.toFixed(2)} spent`,
            };
        }
    }
    if (budget.maxWallClockMs !== undefined && elapsedMs >= budget.maxWallClockMs) {
        return {
            kind: "wall_clock",
            message: `time budget exhausted: ${Math.round(elapsedMs / 1000)} s of ${Math.round(budget.maxWallClockMs / 1000)} s`,
        };
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/engine/backoff.ts
/**
 * Delay before retry number `attempt` (1-based): exponential backoff with
 * full jitter, capped at `maxDelayMs`, and never shorter than what the server
 * asked for in `retry-after`.
 */
function backoffDelay(attempt, policy, random, retryAfterMs) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
    const jittered = Math.round(ceiling / 2 + random() * (ceiling / 2));
    return Math.max(jittered, retryAfterMs ?? 0);
}

;// CONCATENATED MODULE: ./src/engine/chat-with-retry.ts




function asProviderError(thrown) {
    if (thrown instanceof errors/* ProviderError */.mZ)
        return thrown;
    return new errors/* ProviderError */.mZ("provider_bad_response", `provider failed: ${(0,errors/* errorMessage */.gJ)(thrown)}`, {
        cause: thrown,
    });
}
async function* callOnce(provider, request, stream) {
    if (!stream || provider.stream === undefined) {
        const response = await provider.chat(request);
        const text = (0,core_messages/* textOf */.b6)(response.content);
        if (text !== "")
            yield { type: "text", text };
        return response;
    }
    for await (const part of provider.stream(request)) {
        if (part.type === "text_delta")
            yield { type: "text", text: part.text };
        else
            return part.response;
    }
    throw new errors/* ProviderError */.mZ("provider_stream_cut", "stream ended without a final message", { retryable: true });
}
/**
 * Calls the provider, yielding `text` deltas as they arrive and a `retrying`
 * event before every retry. Retryable failures back off exponentially with
 * jitter (honouring `retry-after`); after `maxRetries` on one model the call
 * escalates to the next model of the chain.
 * @throws ProviderError when the error is not retryable or every model is exhausted.
 * @throws AbortedError when the signal fires.
 */
async function* chatWithRetry(request, options) {
    const { provider, chain, retry, deps, signal } = options;
    const safe = options.redactRequest?.(request) ?? request;
    let modelIndex = 0;
    let retriesOnModel = 0;
    let attempts = 0;
    for (;;) {
        const model = chain[modelIndex] ?? chain[0] ?? "";
        if (signal.aborted)
            throw new errors/* AbortedError */.oM("aborted before the model call");
        try {
            const response = yield* callOnce(provider, { ...safe, model, signal }, options.stream);
            return { response, model };
        }
        catch (thrown) {
            if (signal.aborted || (0,errors/* isAbortError */.zf)(thrown))
                throw new errors/* AbortedError */.oM("aborted during the model call", { cause: thrown });
            const error = asProviderError(thrown);
            if (!error.retryable)
                throw error;
            attempts += 1;
            retriesOnModel += 1;
            let escalated = false;
            if (retriesOnModel > retry.maxRetries) {
                modelIndex += 1;
                retriesOnModel = 0;
                escalated = true;
                if (modelIndex >= chain.length) {
                    throw new errors/* ProviderError */.mZ(error.code, `gave up after ${attempts} attempts on ${chain.join(", ")}: ${error.message}`, {
                        cause: error,
                        ...(0,omit_undefined/* omitUndefined */.O)({ status: error.status }),
                    });
                }
            }
            const nextModel = chain[modelIndex] ?? model;
            // A retry-after belongs to the model that sent it; escalating to another model need not wait for it.
            const delayMs = escalated
                ? backoffDelay(1, retry, deps.random)
                : backoffDelay(retriesOnModel, retry, deps.random, error.retryAfterMs);
            yield { type: "retrying", attempt: attempts, delayMs, model, nextModel, reason: error.message };
            try {
                await deps.sleep(delayMs, signal);
            }
            catch (cause) {
                throw new errors/* AbortedError */.oM("aborted while waiting to retry", { cause });
            }
        }
    }
}

// EXTERNAL MODULE: ./src/core/token-estimate.ts
var token_estimate = __webpack_require__(19965);
;// CONCATENATED MODULE: ./src/engine/compaction.ts


/** Estimated tokens of messages as JSON (core/token-estimate.ts). Used only to decide when to compact. */
function estimateMessageTokens(messages) {
    return (0,token_estimate/* estimateTokens */.bP)(JSON.stringify(messages));
}
/**
 * True when the next request would come near the context window. `lastInputTokens`
 * is what the provider reported for the previous call (exact), to which the
 * estimate of the messages added since is applied.
 */
function shouldCompact(contextTokens, maxContextTokens) {
    return contextTokens >= maxContextTokens * 0.85;
}
/**
 * Chooses the cut so the kept suffix starts with an assistant message: every
 * tool_use in it then has its tool_result after it, and every tool_result
 * before the cut has its tool_use before the cut too. Keeps at least
 * `keepRecent` messages; returns undefined when there is nothing worth cutting.
 */
function splitForCompaction(messages, keepRecent = 4) {
    for (let cut = messages.length - keepRecent; cut >= 2; cut -= 1) {
        if (messages[cut]?.role === "assistant") {
            return { older: messages.slice(0, cut), recent: messages.slice(cut) };
        }
    }
    return undefined;
}
/** The instruction given to the model to summarise older turns. */
const COMPACTION_INSTRUCTION = "Summarise the conversation so far for your own later use. Keep: the task, decisions made, files read or " +
    "changed (with paths), commands run and their outcomes, errors still open, and what remains to do. Be concise " +
    "and factual; do not invent anything. Reply with the summary only.";
/** The first user message's text: the task, which the summary message repeats verbatim. */
function originalTask(messages) {
    const first = messages.find((message) => message.role === "user");
    return first === undefined ? "" : (0,core_messages/* textOf */.b6)(first.content);
}
/** Rebuilds the conversation: one user message with the task and the summary, then the recent suffix. */
function compactedMessages(task, summary, recent) {
    const text = `The original task:\n${task}\n\nA summary of the work so far (older turns were compacted):\n${summary}`;
    return [{ role: "user", content: [{ type: "text", text }] }, ...recent];
}

// EXTERNAL MODULE: ./src/core/deps.ts
var core_deps = __webpack_require__(50385);
// EXTERNAL MODULE: ./src/core/edit-distance.ts
var edit_distance = __webpack_require__(52227);
;// CONCATENATED MODULE: ./src/tools/find-tool.ts

/** `WebSearch`, `webSearch`, `web-search`, `Web Search` → `web_search`. */
function toSnakeCase(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
        .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
        .replace(/[\s-]+/g, "_")
        .toLowerCase();
}
/** Up to `limit` tool names nearest to `name` by edit distance of their snake_case forms. */
function closestToolNames(name, tools, limit = 3) {
    const wanted = toSnakeCase(name);
    return tools
        .map((tool) => ({ name: tool.name, distance: (0,edit_distance/* editDistance */.Y)(wanted, tool.name.toLowerCase()) }))
        .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
        .slice(0, limit)
        .map((entry) => entry.name);
}
/**
 * Looks a tool up with the auto-repair ladder: exact → case-insensitive →
 * snake_case → not found, with an error naming the closest tools so the
 * model can correct itself.
 */
function findTool(tools, name) {
    const exact = tools.find((tool) => tool.name === name);
    if (exact !== undefined)
        return { found: true, tool: exact, rung: "exact" };
    const lower = name.toLowerCase();
    const caseInsensitive = tools.find((tool) => tool.name.toLowerCase() === lower);
    if (caseInsensitive !== undefined) {
        return { found: true, tool: caseInsensitive, repairedFrom: name, rung: "case_insensitive" };
    }
    const snake = toSnakeCase(name);
    const snakeMatch = tools.find((tool) => tool.name.toLowerCase() === snake);
    if (snakeMatch !== undefined)
        return { found: true, tool: snakeMatch, repairedFrom: name, rung: "snake_case" };
    const closest = closestToolNames(name, tools);
    const hint = closest.length > 0 ? ` Did you mean ${closest.map((each) => `"${each}"`).join(", ")}?` : "";
    return { found: false, error: `invalid_tool: there is no tool named "${name}".${hint}`, closest };
}

;// CONCATENATED MODULE: ./src/tools/tool-filter.ts
/** True when `name` matches `pattern`: exact, or `prefix*` matching any name with that prefix. */
function matchesToolPattern(pattern, name) {
    if (pattern === "*")
        return true;
    if (pattern.endsWith("*"))
        return name.startsWith(pattern.slice(0, -1));
    return pattern === name;
}
/** Decides whether the tool `name` may be offered and called under `filter`. */
function applyToolFilter(filter, name) {
    if (filter === undefined)
        return { available: true, needsConfirmation: false };
    if ((filter.blocked ?? []).some((pattern) => matchesToolPattern(pattern, name))) {
        return { available: false, reason: `tool "${name}" is blocked in this run` };
    }
    if (filter.allowed !== undefined && !filter.allowed.some((pattern) => matchesToolPattern(pattern, name))) {
        return { available: false, reason: `tool "${name}" is not in this run's allowed tools` };
    }
    const needsConfirmation = (filter.requireConfirmation ?? []).some((pattern) => matchesToolPattern(pattern, name));
    return { available: true, needsConfirmation };
}

;// CONCATENATED MODULE: ./src/engine/query-config.ts
/** Defaults applied when a field of a part is absent. */
const QUERY_DEFAULTS = {
    model: {
        requestTimeoutMs: 300_000,
        retry: { maxRetries: 4, baseDelayMs: 500, maxDelayMs: 30_000 },
    },
    limits: {
        maxContextTokens: 200_000,
        maxOutputTokens: 8_192,
        maxToolOutputChars: 50_000,
    },
};

// EXTERNAL MODULE: ./src/core/zod-issues.ts
var zod_issues = __webpack_require__(96331);
// EXTERNAL MODULE: ./src/security/secrets/redact.ts + 10 modules
var redact = __webpack_require__(18867);
// EXTERNAL MODULE: ./src/security/text/taint.ts + 1 modules
var text_taint = __webpack_require__(60223);
;// CONCATENATED MODULE: ./src/engine/tool-output.ts



/** Keeps the head and the tail of `text` within `maxChars`, noting how much was cut from the middle. */
function capText(text, maxChars) {
    if (text.length <= maxChars)
        return text;
    const keep = Math.max(0, maxChars - 80);
    const head = text.slice(0, Math.ceil(keep * 0.6));
    const tail = text.slice(text.length - Math.floor(keep * 0.4));
    return `${head}\n… [${text.length - head.length - tail.length} characters cut] …\n${tail}`;
}
/**
 * What the model reads for one tool result: secrets redacted, capped, and
 * wrapped in the taint fence when the content is untrusted. Redaction runs
 * before fencing so the fence's own markup is never rewritten.
 */
function toModelText(text, options) {
    const safe = capText((0,redact/* redact */.E)(text, { knownSecrets: options.knownSecrets }), options.maxChars);
    return options.untrusted ? (0,text_taint/* fence */.EU)(safe, options.source) : safe;
}
/** A validation failure phrased so the model can fix its call. */
function describeInvalidInput(toolName, error) {
    const lines = error.issues.slice(0, 10).map((issue) => `- ${(0,zod_issues/* formatZodIssue */.q)(issue)}`);
    return `invalid input for tool "${toolName}":\n${lines.join("\n")}\nFix the arguments and call the tool again.`;
}

;// CONCATENATED MODULE: ./src/engine/execute-tool-call.ts






/** Finds the tool (with name repair), applies the filter and validates the input. Never throws. */
function prepareCall(block, tools, config) {
    const rejected = (label, rejection) => ({
        block,
        tool: undefined,
        input: block.input,
        label,
        rejection,
        needsConfirmation: false,
        parallel: false,
    });
    const lookup = findTool(tools, block.name);
    if (!lookup.found)
        return rejected(block.name, lookup.error);
    const { tool } = lookup;
    const verdict = applyToolFilter(config.toolHost.toolFilter, tool.name);
    if (!verdict.available)
        return rejected(tool.name, verdict.reason);
    const parsed = tool.inputSchema.safeParse(block.input ?? {});
    if (!parsed.success)
        return rejected(tool.name, describeInvalidInput(tool.name, parsed.error));
    const input = parsed.data;
    let label = tool.name;
    let parallel = false;
    try {
        label = tool.describeCall(input);
        parallel = tool.isReadOnly(input) && tool.isConcurrencySafe(input);
    }
    catch {
        // A tool whose metadata throws runs serially under its bare name.
    }
    return { block, tool, input, label, needsConfirmation: verdict.needsConfirmation, parallel };
}
function errorResult(text) {
    return { content: text, isError: true };
}
async function runAuthorized(call, tool, ctx, config) {
    if (call.needsConfirmation) {
        const confirmed = config.toolHost.confirm === undefined ? false : await config.toolHost.confirm(tool.name, call.label);
        if (!confirmed)
            return errorResult(`Permission denied: ${call.label} requires confirmation, and it was not given.`);
    }
    const authorization = config.toolHost.authorize === undefined
        ? { behavior: "allow", input: call.input }
        : await config.toolHost.authorize(tool, call.input, ctx);
    if (authorization.behavior === "deny")
        return errorResult(authorization.reason);
    const result = await tool.call(authorization.input, ctx);
    if (result.isError !== true && config.toolHost.afterToolCall !== undefined) {
        await config.toolHost.afterToolCall(tool, authorization.input, result, ctx);
    }
    return result;
}
/**
 * Runs one prepared call: confirmation, authorization, the tool itself, and
 * PostToolUse. Every failure becomes an error result the model can act on;
 * this never throws. `durationMs` covers the whole call.
 */
async function executeToolCall(call, ctx, config) {
    // The injected clock, so durations are what a test (or a replay) says they are.
    const clock = config.deps ?? core_deps/* systemDeps */.I;
    const startedAt = clock.now();
    const { block, tool, label } = call;
    config.onToolStart?.({ id: block.id, name: tool?.name ?? block.name, label });
    let result;
    if (tool === undefined || call.rejection !== undefined) {
        result = errorResult(call.rejection ?? `invalid_tool: ${block.name}`);
    }
    else {
        try {
            result = await runAuthorized(call, tool, ctx, config);
        }
        catch (thrown) {
            result = errorResult(`tool ${tool.name} failed: ${(0,errors/* errorMessage */.gJ)(thrown)}`);
        }
    }
    let rendered;
    try {
        rendered =
            tool === undefined
                ? String(result.content)
                : tool
                    .render(result)
                    .map((part) => part.text)
                    .join("");
    }
    catch (thrown) {
        rendered = `tool ${block.name} produced output that could not be rendered: ${(0,errors/* errorMessage */.gJ)(thrown)}`;
    }
    const modelText = toModelText(rendered, {
        untrusted: result.untrusted === true,
        source: result.source ?? tool?.name ?? block.name,
        maxChars: config.limits.maxToolOutputChars ?? QUERY_DEFAULTS.limits.maxToolOutputChars,
        knownSecrets: config.toolHost.knownSecrets ?? [],
    });
    const durationMs = Math.round((clock.now() - startedAt) * 100) / 100;
    const isError = result.isError === true;
    config.onToolResult?.({ id: block.id, name: tool?.name ?? block.name, label, isError, durationMs });
    return { id: block.id, name: tool?.name ?? block.name, label, result, modelText, durationMs };
}

;// CONCATENATED MODULE: ./src/engine/dispatch.ts

/**
 * Splits calls into consecutive batches: a run of parallel-safe calls forms one
 * batch; every other call is a batch of its own. Order is preserved, so a write
 * never overtakes a read the model asked for before it.
 */
function planBatches(calls) {
    const batches = [];
    for (const call of calls) {
        const last = batches[batches.length - 1];
        if (call.parallel && last !== undefined && last.every((each) => each.parallel))
            last.push(call);
        else
            batches.push([call]);
    }
    return batches;
}
/**
 * Prepares the model's tool calls; see {@link runBatch} to execute them.
 * Results are reported in the order the model asked, whatever order they finish in.
 */
function prepareCalls(blocks, tools, config) {
    return blocks.map((block) => prepareCall(block, tools, config));
}
/** Runs one batch: all at once when it is parallel-safe, otherwise its single call. */
function runBatch(batch, ctx, config) {
    return Promise.all(batch.map((call) => executeToolCall(call, ctx, config)));
}

// EXTERNAL MODULE: ./src/core/host-profiles.ts
var host_profiles = __webpack_require__(59872);
// EXTERNAL MODULE: ./src/permissions/permission-gate.ts + 7 modules
var permission_gate = __webpack_require__(61128);
// EXTERNAL MODULE: ./src/permissions/policy.ts
var policy = __webpack_require__(55344);
// EXTERNAL MODULE: ./src/platform/boundary/boundary.ts + 6 modules
var boundary = __webpack_require__(75411);
;// CONCATENATED MODULE: ./src/providers/roles.ts
/** The order roles are tried in when escalating. */
const MODEL_ROLES = ["architect", "editor", "subagent"];
/**
 * The models to try, in order, when a call keeps failing with retryable errors.
 * Head: the active role's model (or `primary` when the role is unmapped or
 * absent); then every other distinct mapped model, in architect → editor →
 * subagent order. So a rate-limited architect retries on the editor model
 * before giving up.
 */
function fallbackChain(primary, map, role) {
    const head = (role === undefined ? undefined : map[role]) ?? primary;
    const chain = [head];
    for (const each of MODEL_ROLES) {
        const model = map[each];
        if (model !== undefined && !chain.includes(model))
            chain.push(model);
    }
    return chain;
}
/**
 * Resolves the role map from `ALFRED_MODEL_<ROLE>` values with `ALFRED_MODEL`
 * (`defaultModel`) as the fallback for every role not set explicitly.
 */
function resolveRoleModels(defaultModel, explicit) {
    return {
        architect: explicit.architect ?? defaultModel,
        editor: explicit.editor ?? defaultModel,
        subagent: explicit.subagent ?? defaultModel,
    };
}

// EXTERNAL MODULE: ./src/tools/registry.ts
var tools_registry = __webpack_require__(64988);
// EXTERNAL MODULE: ./src/security/secrets/redactor.ts
var secrets_redactor = __webpack_require__(35526);
;// CONCATENATED MODULE: ./src/engine/request-redaction.ts

/**
 * Creates the redaction of one query's requests.
 * @param knownSecrets - the runtime secret values to replace wherever and however they appear.
 * @throws never.
 */
function createRequestRedaction(knownSecrets) {
    const redactor = (0,secrets_redactor/* createRedactor */.l)(knownSecrets);
    const done = new WeakMap();
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
        if (known !== undefined)
            return known;
        const redacted = { ...item, content: item.content.map(block) };
        done.set(item, redacted);
        return redacted;
    };
    const system = (text) => {
        if (lastSystem?.input !== text)
            lastSystem = { input: text, output: redactor.text(text) };
        return lastSystem.output;
    };
    return (request) => ({
        ...request,
        system: system(request.system),
        messages: request.messages.map(message),
    });
}

;// CONCATENATED MODULE: ./src/engine/query-run.ts













/**
 * Sets a query up: the conversation so far, one abort controller for the caller's signal and the
 * wall-clock budget, the tools' context, and the permission gate when the host supplied none.
 */
function openQueryRun(userMessage, config) {
    const deps = config.deps ?? core_deps/* systemDeps */.I;
    const startedAt = deps.now();
    const { model, limits, toolHost } = config;
    const tools = toolHost.tools;
    const registry = tools instanceof tools_registry/* ToolRegistry */.m ? tools : new tools_registry/* ToolRegistry */.m(tools);
    const chain = fallbackChain(model.name, model.roleModels ?? {}, model.role);
    const loop = {
        messages: [...(config.history ?? []), (0,core_messages/* userText */.fz)(userMessage)],
        turns: 0,
        spent: EMPTY_BUDGET_STATE,
        finalText: "",
        lastContextTokens: 0,
        countedMessages: 0,
        budgetStop: undefined,
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
            redactRequest: createRequestRedaction(toolHost.knownSecrets ?? []),
        },
        maxOutputTokens: limits.maxOutputTokens ?? QUERY_DEFAULTS.limits.maxOutputTokens,
        requestTimeoutMs: model.requestTimeoutMs ?? QUERY_DEFAULTS.model.requestTimeoutMs,
        maxContextTokens: limits.maxContextTokens ?? QUERY_DEFAULTS.limits.maxContextTokens,
        loop,
        release,
    };
}
/**
 * Aborts `controller` when the caller's signal fires or the wall-clock budget runs out (recording
 * which budget stopped the loop). Returns the function that undoes both.
 */
function followSignalAndClock(config, loop, controller) {
    const onAbort = () => controller.abort(config.signal?.reason);
    config.signal?.addEventListener("abort", onAbort, { once: true });
    if (config.signal?.aborted === true)
        controller.abort(config.signal.reason);
    const wallClock = config.limits.budget?.maxWallClockMs;
    const timer = wallClock === undefined
        ? undefined
        : setTimeout(() => {
            loop.budgetStop = exhaustedBudget(config.limits.budget, loop.spent, wallClock) ?? {
                kind: "wall_clock",
                message: "time budget exhausted",
            };
            controller.abort(new errors/* AbortedError */.oM(loop.budgetStop.message));
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
        readFileState: toolHost.readFileState ?? new Map(),
        permissionMode: toolHost.permissionMode ?? host_profiles/* HOST_PROFILES */.Ue.library.permissionMode,
        // Without a host runtime: the boundary with no sandbox and an empty environment, as before it existed.
        runtime: toolHost.runtime ?? {
            boundary: (0,boundary/* createBoundary */.N)({ workingDir: toolHost.workingDir, sandbox: "off", env: {} }),
        },
    };
}
/** Without a host-supplied gate, the real one applies in the configured mode: the jail and kill-list hold, asks are denied. */
function withDefaultGate(config, ctx) {
    if (config.toolHost.authorize !== undefined)
        return config;
    const gate = (0,permission_gate/* createPermissionGate */.V)({
        rules: [],
        hooks: policy/* NO_HOOKS */.Z,
        boundary: ctx.runtime.boundary,
    });
    return { ...config, toolHost: { ...config.toolHost, authorize: gate.authorize } };
}
/** Ends the query: an `error` event when it failed, then `done` with the final state. */
function* stopQuery(run, status, error) {
    if (error !== undefined)
        yield { type: "error", code: error.code, message: error.message };
    run.release();
    const { loop } = run;
    const state = {
        status,
        turns: loop.turns,
        messages: loop.messages,
        finalText: loop.finalText,
        usage: loop.spent.usage,
        costUsd: loop.spent.costUsd,
        ...(0,omit_undefined/* omitUndefined */.O)({
            error,
            budget: status === "budget_exceeded" ? loop.budgetStop?.kind : undefined,
        }),
    };
    yield { type: "done", state };
    return state;
}
/** Ends the query on a thrown error (or a stop found between turns), with the status it means. */
function* failQuery(run, thrown) {
    const { budgetStop } = run.loop;
    if (budgetStop !== undefined)
        return yield* stopQuery(run, "budget_exceeded", { code: "budget_exceeded", message: budgetStop.message });
    if (thrown instanceof errors/* AbortedError */.oM || run.controller.signal.aborted)
        return yield* stopQuery(run, "aborted");
    const code = thrown instanceof errors/* ProviderError */.mZ ? thrown.code : "provider_bad_response";
    return yield* stopQuery(run, "provider_error", { code, message: (0,errors/* errorMessage */.gJ)(thrown) });
}

// EXTERNAL MODULE: ./src/prompts/roles.ts + 11 modules
var roles = __webpack_require__(83472);
;// CONCATENATED MODULE: ./src/engine/system-prompt.ts

/**
 * The instructions a query starts from when the caller gives none (library
 * use without a session): the interactive assistant's prompt without any
 * repository context. Sessions build their role's prompt with context
 * (`session/instructions.ts`).
 */
const DEFAULT_SYSTEM_PROMPT = (0,roles/* askPrompt */.eY)({});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(98439);
;// CONCATENATED MODULE: ./src/engine/tool-specs.ts


const specCache = new WeakMap();
/** Drops keys providers reject in tool schemas (`$schema`, zod's ±2^53 integer bounds). */
function cleanSchema(node) {
    if (Array.isArray(node))
        return node.map(cleanSchema);
    if (typeof node !== "object" || node === null)
        return node;
    const out = {};
    for (const [key, value] of Object.entries(node)) {
        if (key === "$schema")
            continue;
        if ((key === "minimum" || key === "maximum") &&
            typeof value === "number" &&
            Math.abs(value) >= Number.MAX_SAFE_INTEGER)
            continue;
        out[key] = cleanSchema(value);
    }
    return out;
}
/** The model-facing description of one tool: JSON Schema from its zod input schema (cached per tool). */
function toolSpec(tool) {
    const cached = specCache.get(tool);
    if (cached !== undefined)
        return cached;
    const schema = cleanSchema(json_schema_processors/* toJSONSchema */.bl(tool.inputSchema, { io: "input", unrepresentable: "any" }));
    const spec = {
        name: tool.name,
        description: tool.description,
        inputSchema: typeof schema === "object" && schema !== null
            ? schema
            : { type: "object" },
    };
    specCache.set(tool, spec);
    return spec;
}
/** Specs of the tools the filter lets the model see. */
function toolSpecs(tools, filter) {
    return tools.filter((tool) => applyToolFilter(filter, tool.name).available).map(toolSpec);
}

;// CONCATENATED MODULE: ./src/engine/run-query.ts











/**
 * The agent loop. Yields every observable step as a {@link QueryEvent} and
 * returns the {@link QueryState} when it stops: the model asked for no tools
 * (`success`), `maxTurns` model calls were made (`max_turns`, never one more),
 * the signal fired (`aborted`), a provider failed for good (`provider_error`),
 * or a token/cost/time budget ran out (`budget_exceeded`).
 *
 * Each turn is three phases: {@link compactIfNeeded} → {@link modelTurn} → {@link toolRound}.
 */
async function* runQuery(userMessage, config) {
    const run = openQueryRun(userMessage, config);
    const refused = yield* refuseUnpricedCostBudget(run);
    if (refused !== undefined)
        return refused;
    for (;;) {
        const stopped = yield* stopBeforeTurn(run);
        if (stopped !== undefined)
            return stopped;
        try {
            yield* compactIfNeeded(run);
            const turn = yield* modelTurn(run);
            if (turn.uses.length === 0)
                return yield* stopQuery(run, "success");
            // The cap is hard: tools requested on the last allowed turn are not run, since no call may follow to read them.
            if (run.loop.turns >= run.config.limits.maxTurns)
                return yield* stopQuery(run, "max_turns");
            yield* toolRound(run, turn);
        }
        catch (thrown) {
            return yield* failQuery(run, thrown);
        }
    }
}
/** A cost budget needs every model's price: without one the query refuses to start. */
function* refuseUnpricedCostBudget(run) {
    const { config } = run;
    if (config.limits.budget?.maxCostUsd === undefined)
        return undefined;
    const unpriced = run.chain.filter((model) => findPrice(model, config.model.prices) === undefined);
    if (unpriced.length === 0)
        return undefined;
    run.loop.budgetStop = {
        kind: "cost",
        message: `cost budget cannot be enforced: no price for ${unpriced.join(", ")} (add it to \`prices\`)`,
    };
    return yield* stopQuery(run, "budget_exceeded", {
        code: "budget_exceeded",
        message: run.loop.budgetStop.message,
    });
}
/** Between turns: stops on the signal, a spent budget, or the turn cap; undefined to go on. */
function* stopBeforeTurn(run) {
    const { loop, config } = run;
    if (run.controller.signal.aborted)
        return yield* failQuery(run, undefined);
    loop.budgetStop ??= exhaustedBudget(config.limits.budget, loop.spent, run.deps.now() - run.startedAt);
    if (loop.budgetStop !== undefined)
        return yield* failQuery(run, undefined);
    if (loop.turns >= config.limits.maxTurns)
        return yield* stopQuery(run, "max_turns");
    return undefined;
}
/** Phase 1: near the context limit, older messages are replaced by a model-written summary. */
async function* compactIfNeeded(run) {
    const { loop } = run;
    // Exact count from the last call plus an estimate of what was added since: no re-serialising the whole history.
    const contextTokens = loop.countedMessages === 0
        ? estimateMessageTokens(loop.messages)
        : loop.lastContextTokens + estimateMessageTokens(loop.messages.slice(loop.countedMessages));
    if (!shouldCompact(contextTokens, run.maxContextTokens))
        return;
    const split = splitForCompaction(loop.messages);
    if (split === undefined)
        return;
    const summaryRequest = {
        system: COMPACTION_INSTRUCTION,
        messages: [...split.older, (0,core_messages/* userText */.fz)(COMPACTION_INSTRUCTION)],
        tools: [],
        maxTokens: run.maxOutputTokens,
        timeoutMs: run.requestTimeoutMs,
    };
    const summary = yield* silent(chatWithRetry(summaryRequest, { ...run.chatOptions, stream: false }));
    loop.spent = spend(loop.spent, summary.response.usage, costOf(summary.model, summary.response.usage, run.config.model.prices));
    const before = loop.messages.length;
    loop.messages = [
        ...compactedMessages(originalTask(loop.messages), (0,core_messages/* textOf */.b6)(summary.response.content), split.recent),
    ];
    loop.lastContextTokens = 0;
    loop.countedMessages = 0;
    yield { type: "compacted", messagesBefore: before, messagesAfter: loop.messages.length };
}
/** Phase 2: one model call on the conversation; its answer and its cost join the loop. */
async function* modelTurn(run) {
    const { loop, config } = run;
    loop.turns += 1;
    const tools = run.registry.list();
    const { response, model } = yield* chatWithRetry({
        system: config.systemPrompt ?? DEFAULT_SYSTEM_PROMPT,
        messages: loop.messages,
        tools: toolSpecs(tools, config.toolHost.toolFilter),
        maxTokens: run.maxOutputTokens,
        timeoutMs: run.requestTimeoutMs,
        ...(0,omit_undefined/* omitUndefined */.O)({ toolChoice: config.model.toolChoice, responseFormat: config.model.responseFormat }),
    }, run.chatOptions);
    const cost = costOf(model, response.usage, config.model.prices);
    loop.spent = spend(loop.spent, response.usage, cost);
    loop.lastContextTokens = (0,core_usage/* totalInputTokens */.FQ)(response.usage) + response.usage.outputTokens;
    yield {
        type: "usage",
        turn: loop.turns,
        model,
        usage: response.usage,
        costUsd: cost,
        cachedShare: (0,core_usage/* cachedShare */.yX)(response.usage),
    };
    loop.messages = [...loop.messages, { role: "assistant", content: response.content }];
    loop.countedMessages = loop.messages.length;
    loop.finalText = (0,core_messages/* textOf */.b6)(response.content);
    return { uses: (0,core_messages/* toolUsesOf */.Wf)(response.content), tools };
}
/** Phase 3: runs the calls the model asked for, in batches, and hands it their results. */
async function* toolRound(run, turn) {
    const results = [];
    for (const batch of planBatches(prepareCalls(turn.uses, turn.tools, run.config))) {
        for (const call of batch)
            yield {
                type: "tool_use",
                id: call.block.id,
                name: call.tool?.name ?? call.block.name,
                input: call.input,
                label: call.label,
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
                durationMs: done.durationMs,
            };
            results.push({ type: "tool_result", toolUseId: done.id, content: done.modelText, isError });
        }
    }
    run.loop.messages = [...run.loop.messages, { role: "user", content: results }];
}
/** Runs a sub-generator, passing its retry events on but not its text (a compaction summary is not the answer). */
async function* silent(inner) {
    for (;;) {
        const step = await inner.next();
        if (step.done === true)
            return step.value;
        if (step.value.type !== "text")
            yield step.value;
    }
}


/***/ })

};
