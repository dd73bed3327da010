import { describe, expect, it } from "vitest";
import { estimateTokens } from "../../core/token-estimate.js";
import type { RankedFile } from "./rank.js";
import { renderWithinBudget } from "./render.js";

function files(count: number, symbolsEach: number): RankedFile[] {
  return Array.from({ length: count }, (_, file) => ({
    path: `src/module-${file}.ts`,
    rank: 1 / (file + 1),
    symbols: Array.from({ length: symbolsEach }, (_, symbol) => ({
      name: `function${symbol}`,
      kind: "function",
      line: symbol * 10 + 1,
      signature: `export function function${symbol}(input: string, options: Options): Result {`,
      rank: 1 / (file + 1) / (symbol + 1),
    })),
  }));
}

describe("renderWithinBudget", () => {
  it.each([64, 200, 1000, 5000])("fills a %i-token budget to within 15%% without exceeding it", (budget) => {
    const rendered = renderWithinBudget(files(60, 12), budget);
    expect(rendered.tokens).toBeLessThanOrEqual(budget);
    expect(rendered.tokens).toBeGreaterThanOrEqual(budget * 0.85);
    expect(estimateTokens(rendered.text)).toBe(rendered.tokens);
  });

  it("groups definitions under their file in rank order, by line, with line numbers and signatures", () => {
    const text = renderWithinBudget(files(2, 2), 10_000).text;
    expect(text).toBe(
      [
        "src/module-0.ts:",
        " 1│export function function0(input: string, options: Options): Result {",
        "11│export function function1(input: string, options: Options): Result {",
        "src/module-1.ts:",
        " 1│export function function0(input: string, options: Options): Result {",
        "11│export function function1(input: string, options: Options): Result {",
      ].join("\n"),
    );
  });

  it("takes the highest-ranked definitions first", () => {
    const text = renderWithinBudget(files(40, 5), 120).text;
    expect(text.startsWith("src/module-0.ts:")).toBe(true);
    expect(text).not.toContain("src/module-39.ts");
  });

  it("lists files without ranked definitions by name, after the rest, and ends with the notes", () => {
    const bare: RankedFile = { path: "scripts/tool.ts", rank: 0.5, symbols: [] };
    const text = renderWithinBudget([...files(1, 1), bare], 10_000, ["(note)"]).text;
    expect(text.split("\n")).toEqual([
      "src/module-0.ts:",
      "1│export function function0(input: string, options: Options): Result {",
      "scripts/tool.ts",
      "(note)",
    ]);
  });
});
