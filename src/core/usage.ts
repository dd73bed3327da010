/** Token counts of one model call, or a sum of calls. */
export interface Usage {
  /** Input tokens billed at the full rate (not read from or written to the cache). */
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly cacheReadTokens: number;
  readonly cacheWriteTokens: number;
}

/** Usage of nothing. */
export const ZERO_USAGE: Usage = { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };

/** Adds two usages field by field. */
export function addUsage(a: Usage, b: Usage): Usage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cacheReadTokens: a.cacheReadTokens + b.cacheReadTokens,
    cacheWriteTokens: a.cacheWriteTokens + b.cacheWriteTokens,
  };
}

/** Every input token the model saw: uncached + cache read + cache write. */
export function totalInputTokens(usage: Usage): number {
  return usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens;
}

/** Share of input tokens served from the prompt cache, 0..1 (0 when there was no input). */
export function cachedShare(usage: Usage): number {
  const total = totalInputTokens(usage);
  return total === 0 ? 0 : usage.cacheReadTokens / total;
}

/**
 * Cost in USD, or `null` when it is unknown (a model missing from the price
 * table). Unknown is sticky: unknown + anything = unknown. Never silently 0.
 */
export type CostUsd = number | null;

/** Adds two costs; unknown stays unknown. */
export function addCost(a: CostUsd, b: CostUsd): CostUsd {
  return a === null || b === null ? null : a + b;
}
