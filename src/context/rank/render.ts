/**
 * Renders ranked files as a map that fits a token budget: the top K
 * (file, definition) pairs, grouped by file in rank order, each definition
 * shown with its line number and signature line. K is found by binary search
 * for the largest map within the budget.
 */
import { estimateTokens } from "../../core/token-estimate.js";
import type { RankedFile, RankedSymbol } from "./rank.js";

/** A rendered map and the number of (file, definition) pairs in it. */
export interface RenderedMap {
  readonly text: string;
  readonly tokens: number;
  readonly pairs: number;
}

type Item =
  | { readonly kind: "symbol"; readonly file: number; readonly symbol: RankedSymbol }
  | { readonly kind: "file"; readonly file: number };

function itemsOf(files: readonly RankedFile[]): Item[] {
  const symbols: Item[] = [];
  const bare: Item[] = [];
  files.forEach((file, position) => {
    const ranked = file.symbols.filter((symbol) => symbol.rank > 0);
    for (const symbol of ranked) symbols.push({ kind: "symbol", file: position, symbol });
    if (ranked.length === 0) bare.push({ kind: "file", file: position });
  });
  symbols.sort((a, b) =>
    a.kind === "symbol" && b.kind === "symbol" ? b.symbol.rank - a.symbol.rank || a.file - b.file : 0,
  );
  return [...symbols, ...bare];
}

function renderItems(files: readonly RankedFile[], items: readonly Item[], notes: readonly string[]): string {
  const byFile = new Map<number, RankedSymbol[]>();
  for (const item of items) {
    const list = byFile.get(item.file) ?? [];
    if (item.kind === "symbol") list.push(item.symbol);
    byFile.set(item.file, list);
  }
  const lines: string[] = [];
  for (const position of [...byFile.keys()].sort((a, b) => a - b)) {
    const file = files[position];
    if (file === undefined) continue;
    const symbols = byFile.get(position) ?? [];
    lines.push(symbols.length === 0 ? file.path : `${file.path}:`);
    const width = String(Math.max(0, ...symbols.map((symbol) => symbol.line))).length;
    for (const symbol of [...symbols].sort((a, b) => a.line - b.line)) {
      lines.push(`${String(symbol.line).padStart(width)}│${symbol.signature}`);
    }
  }
  return [...lines, ...notes].join("\n");
}

/**
 * The largest map of `files` (ranked, highest first) whose estimated tokens
 * do not exceed `budget`; `notes` (e.g. caps hit) always end the map. When
 * even the notes alone exceed the budget, the notes alone are returned.
 */
export function renderWithinBudget(
  files: readonly RankedFile[],
  budget: number,
  notes: readonly string[] = [],
): RenderedMap {
  const items = itemsOf(files);
  const render = (count: number): RenderedMap => {
    const text = renderItems(files, items.slice(0, count), notes);
    const pairs = items.slice(0, count).filter((item) => item.kind === "symbol").length;
    return { text, tokens: estimateTokens(text), pairs };
  };
  // Gallop up from a small map, then binary-search between the last fit and the first miss: each
  // render costs its own size, so this renders a few times the answer instead of half the tree.
  let low = 0;
  let high = Math.min(items.length, 32);
  let best = render(0);
  while (high < items.length) {
    const candidate = render(high);
    if (candidate.tokens > budget) break;
    best = candidate;
    low = high + 1;
    high = Math.min(items.length, high * 2);
  }
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const candidate = render(middle);
    if (candidate.tokens <= budget) {
      best = candidate;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return best;
}
