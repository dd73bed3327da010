import { systemDeps } from "../core/deps.js";
import { AbortedError, errorMessage, ProviderError } from "../core/errors.js";
import type { BudgetKind, QueryEvent, QueryState, TerminalStatus } from "../core/events.js";
import { type Message, textOf, toolUsesOf, userText } from "../core/messages.js";
import { cachedShare, totalInputTokens } from "../core/usage.js";
import { costOf, findPrice } from "../providers/pricing.js";
import { createBoundary } from "../platform/boundary.js";
import { createPermissionGate } from "../permissions/permission-gate.js";
import { NO_HOOKS } from "../permissions/policy.js";
import { fallbackChain } from "../providers/roles.js";
import { ToolRegistry } from "../tools/registry.js";
import type { FileSnapshot, ToolContext } from "../tools/tool-contract.js";
import { EMPTY_BUDGET_STATE, exhaustedBudget, spend, type BudgetState } from "./budget.js";
import { chatWithRetry, type ChatWithRetryOptions } from "./chat-with-retry.js";
import {
  compactedMessages,
  COMPACTION_INSTRUCTION,
  estimateTokens,
  originalTask,
  shouldCompact,
  splitForCompaction,
} from "./compaction.js";
import { planBatches, prepareCalls, runBatch } from "./dispatch.js";
import { QUERY_DEFAULTS, type QueryConfig } from "./query-config.js";
import { DEFAULT_SYSTEM_PROMPT } from "./system-prompt.js";
import { toolSpecs } from "./tool-specs.js";

/** Mutable bookkeeping of one query. */
interface Loop {
  /** Replaced, never mutated: requests already sent (and recorded) keep their snapshot. */
  messages: readonly Message[];
  turns: number;
  spent: BudgetState;
  finalText: string;
  /** Input + output tokens of the last call as the provider counted them. */
  lastContextTokens: number;
  /** How many messages `lastContextTokens` covers (0: none yet). */
  countedMessages: number;
  budgetStop: { kind: BudgetKind; message: string } | undefined;
}

/**
 * The agent loop. Yields every observable step as a {@link QueryEvent} and
 * returns the {@link QueryState} when it stops: the model asked for no tools
 * (`success`), `maxTurns` model calls were made (`max_turns`, never one more),
 * the signal fired (`aborted`), a provider failed for good (`provider_error`),
 * or a token/cost/time budget ran out (`budget_exceeded`).
 */
export async function* runQuery(
  userMessage: string,
  config: QueryConfig,
): AsyncGenerator<QueryEvent, QueryState> {
  const deps = config.deps ?? systemDeps;
  const startedAt = deps.now();
  const registry = config.tools instanceof ToolRegistry ? config.tools : new ToolRegistry(config.tools);
  const chain = fallbackChain(config.model, config.roleModels ?? {}, config.role);
  const loop: Loop = {
    messages: [...(config.history ?? []), userText(userMessage)],
    turns: 0,
    spent: EMPTY_BUDGET_STATE,
    finalText: "",
    lastContextTokens: 0,
    countedMessages: 0,
    budgetStop: undefined,
  };

  // One controller for the caller's signal and the wall-clock budget, so both stop in-flight work.
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(config.signal?.reason);
  config.signal?.addEventListener("abort", onAbort, { once: true });
  if (config.signal?.aborted === true) controller.abort(config.signal.reason);
  const wallClock = config.budget?.maxWallClockMs;
  const timer =
    wallClock === undefined
      ? undefined
      : setTimeout(() => {
          loop.budgetStop = exhaustedBudget(config.budget, loop.spent, wallClock) ?? {
            kind: "wall_clock",
            message: "time budget exhausted",
          };
          controller.abort(new AbortedError(loop.budgetStop.message));
        }, wallClock);

  const ctx: ToolContext = {
    workingDir: config.workingDir,
    signal: controller.signal,
    readFileState: config.readFileState ?? new Map<string, FileSnapshot>(),
    permissionMode: config.permissionMode ?? "default",
    // Without a host runtime: the boundary with no sandbox and an empty environment, as before it existed.
    runtime: config.runtime ?? {
      boundary: createBoundary({ workingDir: config.workingDir, sandbox: "off", env: {} }),
      egressAllow: [],
    },
  };
  // Without a host-supplied gate, the real one applies in the configured mode: the jail and kill-list hold, asks are denied.
  const effectiveConfig: QueryConfig =
    config.authorize === undefined
      ? {
          ...config,
          authorize: createPermissionGate({
            rules: [],
            hooks: NO_HOOKS,
            egressAllow: ctx.runtime.egressAllow,
            boundary: ctx.runtime.boundary,
          }).authorize,
        }
      : config;
  const chatOptions: ChatWithRetryOptions = {
    provider: config.provider,
    chain,
    retry: config.retry ?? QUERY_DEFAULTS.retry,
    stream: config.stream ?? true,
    deps,
    signal: controller.signal,
  };
  const maxOutputTokens = config.maxOutputTokens ?? QUERY_DEFAULTS.maxOutputTokens;
  const requestTimeoutMs = config.requestTimeoutMs ?? QUERY_DEFAULTS.requestTimeoutMs;

  function finish(status: TerminalStatus, error?: { code: string; message: string }): QueryState {
    clearTimeout(timer);
    config.signal?.removeEventListener("abort", onAbort);
    return {
      status,
      turns: loop.turns,
      messages: loop.messages,
      finalText: loop.finalText,
      usage: loop.spent.usage,
      costUsd: loop.spent.costUsd,
      ...(error === undefined ? {} : { error }),
      ...(status === "budget_exceeded" && loop.budgetStop !== undefined
        ? { budget: loop.budgetStop.kind }
        : {}),
    };
  }

  function* stop(
    status: TerminalStatus,
    error?: { code: string; message: string },
  ): Generator<QueryEvent, QueryState> {
    if (error !== undefined) yield { type: "error", code: error.code, message: error.message };
    const state = finish(status, error);
    yield { type: "done", state };
    return state;
  }

  /** Maps a thrown error to the terminal status it means. */
  function* fail(thrown: unknown): Generator<QueryEvent, QueryState> {
    if (loop.budgetStop !== undefined)
      return yield* stop("budget_exceeded", { code: "budget_exceeded", message: loop.budgetStop.message });
    if (thrown instanceof AbortedError || controller.signal.aborted) return yield* stop("aborted");
    const code = thrown instanceof ProviderError ? thrown.code : "provider_bad_response";
    return yield* stop("provider_error", { code, message: errorMessage(thrown) });
  }

  if (config.budget?.maxCostUsd !== undefined) {
    const unpriced = chain.filter((model) => findPrice(model, config.prices) === undefined);
    if (unpriced.length > 0) {
      loop.budgetStop = {
        kind: "cost",
        message: `cost budget cannot be enforced: no price for ${unpriced.join(", ")} (add it to \`prices\`)`,
      };
      return yield* stop("budget_exceeded", { code: "budget_exceeded", message: loop.budgetStop.message });
    }
  }

  const maxContext = config.maxContextTokens ?? QUERY_DEFAULTS.maxContextTokens;
  for (;;) {
    if (controller.signal.aborted) return yield* fail(undefined);
    loop.budgetStop ??= exhaustedBudget(config.budget, loop.spent, deps.now() - startedAt);
    if (loop.budgetStop !== undefined) return yield* fail(undefined);
    if (loop.turns >= config.maxTurns) return yield* stop("max_turns");

    try {
      // Exact count from the last call plus an estimate of what was added since: no re-serialising the whole history.
      const contextTokens =
        loop.countedMessages === 0
          ? estimateTokens(loop.messages)
          : loop.lastContextTokens + estimateTokens(loop.messages.slice(loop.countedMessages));
      const split = shouldCompact(contextTokens, maxContext) ? splitForCompaction(loop.messages) : undefined;
      if (split !== undefined) {
        const summaryRequest = {
          system: COMPACTION_INSTRUCTION,
          messages: [...split.older, userText(COMPACTION_INSTRUCTION)],
          tools: [],
          maxTokens: maxOutputTokens,
          timeoutMs: requestTimeoutMs,
        };
        const summary = yield* silent(chatWithRetry(summaryRequest, { ...chatOptions, stream: false }));
        loop.spent = spend(
          loop.spent,
          summary.response.usage,
          costOf(summary.model, summary.response.usage, config.prices),
        );
        const before = loop.messages.length;
        loop.messages = [
          ...compactedMessages(originalTask(loop.messages), textOf(summary.response.content), split.recent),
        ];
        loop.lastContextTokens = 0;
        loop.countedMessages = 0;
        yield { type: "compacted", messagesBefore: before, messagesAfter: loop.messages.length };
      }

      loop.turns += 1;
      const tools = registry.list();
      const { response, model } = yield* chatWithRetry(
        {
          system: config.systemPrompt ?? DEFAULT_SYSTEM_PROMPT,
          messages: loop.messages,
          tools: toolSpecs(tools, config.toolFilter),
          maxTokens: maxOutputTokens,
          timeoutMs: requestTimeoutMs,
          ...(config.toolChoice === undefined ? {} : { toolChoice: config.toolChoice }),
          ...(config.responseFormat === undefined ? {} : { responseFormat: config.responseFormat }),
        },
        chatOptions,
      );
      const cost = costOf(model, response.usage, config.prices);
      loop.spent = spend(loop.spent, response.usage, cost);
      loop.lastContextTokens = totalInputTokens(response.usage) + response.usage.outputTokens;
      yield {
        type: "usage",
        turn: loop.turns,
        model,
        usage: response.usage,
        costUsd: cost,
        cachedShare: cachedShare(response.usage),
      };
      loop.messages = [...loop.messages, { role: "assistant", content: response.content }];
      loop.countedMessages = loop.messages.length;
      loop.finalText = textOf(response.content);

      const uses = toolUsesOf(response.content);
      if (uses.length === 0) return yield* stop("success");
      // The cap is hard: tools requested on the last allowed turn are not run, since no call may follow to read them.
      if (loop.turns >= config.maxTurns) return yield* stop("max_turns");

      const results: Message["content"][number][] = [];
      for (const batch of planBatches(prepareCalls(uses, tools, effectiveConfig))) {
        for (const call of batch)
          yield {
            type: "tool_use",
            id: call.block.id,
            name: call.tool?.name ?? call.block.name,
            input: call.input,
            label: call.label,
          };
        for (const done of await runBatch(batch, ctx, effectiveConfig)) {
          yield {
            type: "tool_result",
            id: done.id,
            name: done.name,
            label: done.label,
            content: done.modelText,
            isError: done.result.isError === true,
            durationMs: done.durationMs,
          };
          results.push({
            type: "tool_result",
            toolUseId: done.id,
            content: done.modelText,
            isError: done.result.isError === true,
          });
        }
      }
      loop.messages = [...loop.messages, { role: "user", content: results }];
    } catch (thrown) {
      return yield* fail(thrown);
    }
  }
}

/** Runs a sub-generator, passing its retry events on but not its text (a compaction summary is not the answer). */
async function* silent<T>(inner: AsyncGenerator<QueryEvent, T>): AsyncGenerator<QueryEvent, T> {
  for (;;) {
    const step = await inner.next();
    if (step.done === true) return step.value;
    if (step.value.type !== "text") yield step.value;
  }
}
