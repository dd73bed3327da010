import { engineOverhead } from "./engine-overhead.js";
import { type BenchRow, printTable } from "./measure.js";

const benchmarks: readonly (() => Promise<BenchRow>)[] = [engineOverhead];

const rows: BenchRow[] = [];
for (const benchmark of benchmarks) rows.push(await benchmark());
printTable(rows);
