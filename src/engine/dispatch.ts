import type { ToolUseBlock } from "../core/messages.js";
import type { AnyTool, ToolContext } from "../tools/tool-contract.js";
import { executeToolCall, prepareCall, type PreparedCall } from "./execute-tool-call.js";
import type { ExecutedToolCall, QueryConfig } from "./query-config.js";

/**
 * Splits calls into consecutive batches: a run of parallel-safe calls forms one
 * batch; every other call is a batch of its own. Order is preserved, so a write
 * never overtakes a read the model asked for before it.
 */
export function planBatches(calls: readonly PreparedCall[]): readonly (readonly PreparedCall[])[] {
  const batches: PreparedCall[][] = [];
  for (const call of calls) {
    const last = batches[batches.length - 1];
    if (call.parallel && last !== undefined && last.every((each) => each.parallel)) last.push(call);
    else batches.push([call]);
  }
  return batches;
}

/**
 * Prepares the model's tool calls; see {@link runBatch} to execute them.
 * Results are reported in the order the model asked, whatever order they finish in.
 */
export function prepareCalls(
  blocks: readonly ToolUseBlock[],
  tools: readonly AnyTool[],
  config: QueryConfig,
): readonly PreparedCall[] {
  return blocks.map((block) => prepareCall(block, tools, config));
}

/** Runs one batch: all at once when it is parallel-safe, otherwise its single call. */
export function runBatch(
  batch: readonly PreparedCall[],
  ctx: ToolContext,
  config: QueryConfig,
): Promise<readonly ExecutedToolCall[]> {
  return Promise.all(batch.map((call) => executeToolCall(call, ctx, config)));
}
