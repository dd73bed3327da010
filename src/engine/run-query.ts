import type { QueryEvent, QueryState } from "../core/events.js";
import { type Message, textOf, type ToolUseBlock, toolUsesOf, userText } from "../core/messages.js";
import { omitUndefined } from "../core/omit-undefined.js";
import { cachedShare, totalInputTokens } from "../core/usage.js";
import { costOf, findPrice } from "../providers/pricing.js";
import type { AnyTool } from "../tools/tool-contract.js";
import { exhaustedBudget, spend } from "./budget.js";
import { chatWithRetry } from "./chat-with-retry.js";
import {
  compactedMessages,
  COMPACTION_INSTRUCTION,
  estimateMessageTokens,
  originalTask,
  shouldCompact,
  splitForCompaction,
} from "./compaction.js";
import { planBatches, prepareCalls, runBatch } from "./dispatch.js";
import type { QueryConfig } from "./query-config.js";
import { failQuery, openQueryRun, type QueryRun, stopQuery } from "./query-run.js";
import { DEFAULT_SYSTEM_PROMPT } from "./system-prompt.js";
import { toolSpecs } from "./tool-specs.js";

/**
 * The agent loop. Yields every observable step as a {@link QueryEvent} and
 * returns the {@link QueryState} when it stops: the model asked for no tools
 * (`success`), `maxTurns` model calls were made (`max_turns`, never one more),
 * the signal fired (`aborted`), a provider failed for good (`provider_error`),
 * or a token/cost/time budget ran out (`budget_exceeded`).
 *
 * Each turn is three phases: {@link compactIfNeeded} → {@link modelTurn} → {@link toolRound}.
 */
export async function* runQuery(
  userMessage: string,
  config: QueryConfig,
): AsyncGenerator<QueryEvent, QueryState> {
  const run = openQueryRun(userMessage, config);
  const refused = yield* refuseUnpricedCostBudget(run);
  if (refused !== undefined) return refused;
  for (;;) {
    const stopped = yield* stopBeforeTurn(run);
    if (stopped !== undefined) return stopped;
    try {
      yield* compactIfNeeded(run);
      const turn = yield* modelTurn(run);
      if (turn.uses.length === 0) return yield* stopQuery(run, "success");
      // The cap is hard: tools requested on the last allowed turn are not run, since no call may follow to read them.
      if (run.loop.turns >= run.config.limits.maxTurns) return yield* stopQuery(run, "max_turns");
      yield* toolRound(run, turn);
    } catch (thrown) {
      return yield* failQuery(run, thrown);
    }
  }
}

/** A cost budget needs every model's price: without one the query refuses to start. */
function* refuseUnpricedCostBudget(run: QueryRun): Generator<QueryEvent, QueryState | undefined> {
  const { config } = run;
  if (config.limits.budget?.maxCostUsd === undefined) return undefined;
  const unpriced = run.chain.filter((model) => findPrice(model, config.model.prices) === undefined);
  if (unpriced.length === 0) return undefined;
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
function* stopBeforeTurn(run: QueryRun): Generator<QueryEvent, QueryState | undefined> {
  const { loop, config } = run;
  if (run.controller.signal.aborted) return yield* failQuery(run, undefined);
  loop.budgetStop ??= exhaustedBudget(config.limits.budget, loop.spent, run.deps.now() - run.startedAt);
  if (loop.budgetStop !== undefined) return yield* failQuery(run, undefined);
  if (loop.turns >= config.limits.maxTurns) return yield* stopQuery(run, "max_turns");
  return undefined;
}

/** Phase 1: near the context limit, older messages are replaced by a model-written summary. */
async function* compactIfNeeded(run: QueryRun): AsyncGenerator<QueryEvent, void> {
  const { loop } = run;
  // Exact count from the last call plus an estimate of what was added since: no re-serialising the whole history.
  const contextTokens =
    loop.countedMessages === 0
      ? estimateMessageTokens(loop.messages)
      : loop.lastContextTokens + estimateMessageTokens(loop.messages.slice(loop.countedMessages));
  if (!shouldCompact(contextTokens, run.maxContextTokens)) return;
  const split = splitForCompaction(loop.messages);
  if (split === undefined) return;
  const summaryRequest = {
    system: COMPACTION_INSTRUCTION,
    messages: [...split.older, userText(COMPACTION_INSTRUCTION)],
    tools: [],
    maxTokens: run.maxOutputTokens,
    timeoutMs: run.requestTimeoutMs,
  };
  const summary = yield* silent(chatWithRetry(summaryRequest, { ...run.chatOptions, stream: false }));
  loop.spent = spend(
    loop.spent,
    summary.response.usage,
    costOf(summary.model, summary.response.usage, run.config.model.prices),
  );
  const before = loop.messages.length;
  loop.messages = [
    ...compactedMessages(originalTask(loop.messages), textOf(summary.response.content), split.recent),
  ];
  loop.lastContextTokens = 0;
  loop.countedMessages = 0;
  yield { type: "compacted", messagesBefore: before, messagesAfter: loop.messages.length };
}

/** What the model asked for in one turn, and the tools it was offered. */
interface Turn {
  readonly uses: readonly ToolUseBlock[];
  readonly tools: readonly AnyTool[];
}

/** Phase 2: one model call on the conversation; its answer and its cost join the loop. */
async function* modelTurn(run: QueryRun): AsyncGenerator<QueryEvent, Turn> {
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
      ...omitUndefined({ toolChoice: config.model.toolChoice, responseFormat: config.model.responseFormat }),
    },
    run.chatOptions,
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
    cachedShare: cachedShare(response.usage),
  };
  loop.messages = [...loop.messages, { role: "assistant", content: response.content }];
  loop.countedMessages = loop.messages.length;
  loop.finalText = textOf(response.content);
  return { uses: toolUsesOf(response.content), tools };
}

/** Phase 3: runs the calls the model asked for, in batches, and hands it their results. */
async function* toolRound(run: QueryRun, turn: Turn): AsyncGenerator<QueryEvent, void> {
  const results: Message["content"][number][] = [];
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
async function* silent<T>(inner: AsyncGenerator<QueryEvent, T>): AsyncGenerator<QueryEvent, T> {
  for (;;) {
    const step = await inner.next();
    if (step.done === true) return step.value;
    if (step.value.type !== "text") yield step.value;
  }
}
