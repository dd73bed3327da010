import type { CostUsd, Usage } from "../core/usage.js";

/** USD per million tokens. Cache prices default to the provider's usual multipliers of `input`. */
export interface ModelPrice {
  readonly input: number;
  readonly output: number;
  readonly cacheRead?: number | undefined;
  readonly cacheWrite?: number | undefined;
}

/** Model id (or id prefix) → price. */
export type PriceTable = Readonly<Record<string, ModelPrice>>;

/**
 * List prices (USD per million tokens) of common models, checked against the
 * providers' price pages in November 2026. Override or extend with the
 * `prices` config key; a model found in neither is priced as unknown (and
 * still runs), never as free. Anthropic's cache writes default to 1.25× input
 * (the 5-minute rate); cache reads are listed where they differ from 0.1×.
 */
export const DEFAULT_PRICES: PriceTable = {
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
export function findPrice(model: string, overrides: PriceTable = {}): ModelPrice | undefined {
  for (const table of [overrides, DEFAULT_PRICES]) {
    const exact = table[model];
    if (exact !== undefined) return exact;
    const prefix = Object.keys(table)
      .filter((key) => model.startsWith(`${key}-`))
      .sort((a, b) => b.length - a.length)[0];
    if (prefix !== undefined) return table[prefix];
  }
  return undefined;
}

/** Cost of one call's usage in USD; `null` when the model's price is unknown. */
export function costOf(model: string, usage: Usage, overrides: PriceTable = {}): CostUsd {
  const price = findPrice(model, overrides);
  if (price === undefined) return null;
  const cacheRead = price.cacheRead ?? price.input * 0.1;
  const cacheWrite = price.cacheWrite ?? price.input * 1.25;
  const micro =
    usage.inputTokens * price.input +
    usage.outputTokens * price.output +
    usage.cacheReadTokens * cacheRead +
    usage.cacheWriteTokens * cacheWrite;
  return micro / 1_000_000;
}
