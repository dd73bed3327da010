import { coldStartBenchmark } from "./cold-start.js";
import { egressBridgeBenchmark } from "./egress-bridge.js";
import { engineOverhead } from "./engine-overhead.js";
import { type BenchRow, printTable } from "./measure.js";
import { packageImportBenchmark } from "./package-import.js";
import { sandboxCostBenchmark } from "./sandbox.js";
import { fuzzyEditBenchmark, globBenchmark, grepBenchmarks } from "./tools.js";

const benchmarks: readonly (() => Promise<BenchRow | BenchRow[]>)[] = [
  engineOverhead,
  grepBenchmarks,
  globBenchmark,
  fuzzyEditBenchmark,
  coldStartBenchmark,
  packageImportBenchmark,
  sandboxCostBenchmark,
  egressBridgeBenchmark,
];

const rows: BenchRow[] = [];
for (const benchmark of benchmarks) rows.push(...[await benchmark()].flat());
printTable(rows);
