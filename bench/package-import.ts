import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type BenchRow, medianMs, ms } from "./measure.js";

/** The built package entry, as `import("alfred")` resolves it (`npm run bench` builds first). */
const ENTRY = fileURLToPath(new URL("../build/index.js", import.meta.url));

/**
 * `import("alfred")`: a fresh `node` that imports the built entry and exits, next to `node -e 0`
 * measured in the same run. The bash grammar is not loaded on import (it loads on first use),
 * so this is the price of the module graph alone.
 */
export async function packageImportBenchmark(): Promise<BenchRow> {
  const importEntry = ["--input-type=module", "-e", "await import(process.argv[1])", ENTRY];
  const imported = await medianMs(() => execFileSync(process.execPath, importEntry), 7, 1);
  const bare = await medianMs(() => execFileSync(process.execPath, ["-e", "0"]), 7, 1);
  return {
    name: 'import("alfred") of build/index.js in a fresh node',
    value: ms(imported),
    baseline: `${ms(bare)} node -e 0`,
    ratio: `${(imported / bare).toFixed(2)}x`,
    note: imported <= 150 ? "goal ≤ 150 ms: met" : "goal ≤ 150 ms: NOT met",
  };
}
