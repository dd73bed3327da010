/** Timing helpers for `npm run bench`: medians of repeated runs, reported as ratios to a baseline from the same run. */

/** The median of `values` (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** Median wall time in ms of `runs` executions of `fn` after `warmup` discarded ones. */
export async function medianMs(fn: () => unknown, runs = 7, warmup = 2): Promise<number> {
  for (let index = 0; index < warmup; index += 1) await fn();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const startedAt = performance.now();
    await fn();
    times.push(performance.now() - startedAt);
  }
  return median(times);
}

/** One line of the report. */
export interface BenchRow {
  readonly name: string;
  readonly value: string;
  readonly baseline: string;
  readonly ratio: string;
  readonly note?: string;
}

/** `12.34 ms`. */
export function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 3 : 1)} ms`;
}

/** Prints rows as an aligned table. */
export function printTable(rows: readonly BenchRow[]): void {
  const header = ["benchmark", "measured", "baseline", "ratio", "note"];
  const lines = rows.map((row) => [row.name, row.value, row.baseline, row.ratio, row.note ?? ""]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: readonly string[]): string =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(format(line));
}
