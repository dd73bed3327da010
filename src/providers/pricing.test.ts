import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_MODELS } from "../config/schema.js";
import { costOf, findPrice } from "./pricing.js";

const usage = { inputTokens: 1_000_000, outputTokens: 1_000_000, cacheReadTokens: 0, cacheWriteTokens: 0 };

describe("the price table", () => {
  it("prices every default model", () => {
    for (const model of Object.values(DEFAULT_MODELS)) expect(findPrice(model), model).toBeDefined();
  });

  it.each([
    ["claude-sonnet-5", 12],
    ["claude-sonnet-5-5", 12],
    ["claude-sonnet-5-5-20261001", 12],
    ["claude-opus-5-5", 24],
    ["claude-opus-4-8", 30],
    ["claude-opus-4-1-20250805", 90],
    ["claude-sonnet-4-6", 18],
  ])(
    "prices %s at $%d for a million tokens in and out (dated ids by prefix, newest entry first)",
    (model, usd) => {
      expect(costOf(model, usage)).toBeCloseTo(usd);
    },
  );

  it("prices an unknown model as unknown, never as free", () => {
    expect(costOf("claude-nova-9", usage)).toBeNull();
    expect(costOf("claude-nova-9", usage, { "claude-nova-9": { input: 1, output: 1 } })).toBe(2);
  });
});

describe("the default Anthropic model", () => {
  it("is not one the SDK calls deprecated (it warns on every call with one)", () => {
    // The SDK's own list (internal/data/deprecated-models.js), found beside its entry point.
    const entry = createRequire(import.meta.url).resolve("@anthropic-ai/sdk");
    const deprecated = readFileSync(join(dirname(entry), "internal/data/deprecated-models.js"), "utf8");
    expect(deprecated).toContain("'claude-sonnet-4-5'");
    expect(deprecated).not.toContain(`'${DEFAULT_MODELS.anthropic}'`);
  });
});
