import { describe, expect, it } from "vitest";
import { CHARS_PER_TOKEN, charsForTokens, estimateTokens } from "./token-estimate.js";

describe("estimateTokens", () => {
  it.each([
    ["", 0],
    ["a", 1],
    ["abcd", 1],
    ["abcde", 2],
    ["x".repeat(398), 100],
    ["x".repeat(400), 100],
  ])("estimates %j as %i tokens (four characters a token, rounded up)", (text, tokens) => {
    expect(estimateTokens(text)).toBe(tokens);
  });

  it("counts UTF-16 code units, so an emoji weighs two characters", () => {
    expect(estimateTokens("😀😀")).toBe(1);
    expect(estimateTokens("😀😀😀")).toBe(2);
  });

  it("charsForTokens is its inverse: that many characters estimate to that many tokens", () => {
    expect(CHARS_PER_TOKEN).toBe(4);
    for (const tokens of [0, 1, 7, 1_500]) {
      expect(charsForTokens(tokens)).toBe(tokens * 4);
      expect(estimateTokens("x".repeat(charsForTokens(tokens)))).toBe(tokens);
      expect(estimateTokens("x".repeat(charsForTokens(tokens) + 1))).toBe(tokens + 1);
    }
  });
});
