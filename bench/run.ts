import { coldStartBenchmark } from "./cold-start.js";
import { egressBridgeBenchmark } from "./egress-bridge.js";
import { engineOverhead } from "./engine-overhead.js";
import { lspBenchmark } from "./lsp.js";
import { type BenchRow, printTable } from "./measure.js";
import { repoMapBenchmarks } from "./repomap.js";
import { memoryBenchmark } from "./memory.js";
import { promptBenchmarks } from "./prompts.js";
import { mcpBenchmarks } from "./mcp.js";
import { packageImportBenchmark } from "./package-import.js";
import { redactBenchmarks } from "./redact.js";
import { sandboxCostBenchmark } from "./sandbox.js";
import { snapshotBenchmark } from "./snapshot.js";
import { fuzzyEditBenchmark, globBenchmark, grepBenchmarks } from "./tools.js";
import { workspaceFsBenchmark } from "./workspace-fs.js";

// The snapshot first: it uses the real index only before any agent-influenced process has started.
const benchmarks: readonly (() => Promise<BenchRow | BenchRow[]>)[] = [
  snapshotBenchmark,
  engineOverhead,
  grepBenchmarks,
  globBenchmark,
  fuzzyEditBenchmark,
  coldStartBenchmark,
  packageImportBenchmark,
  sandboxCostBenchmark,
  egressBridgeBenchmark,
  repoMapBenchmarks,
  lspBenchmark,
  memoryBenchmark,
  promptBenchmarks,
  mcpBenchmarks,
  redactBenchmarks,
  workspaceFsBenchmark,
];

// `npm run bench -- mcp package` runs only the benchmarks whose function name contains a given word.
const only = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = benchmarks.filter(
  (benchmark) => only.length === 0 || only.some((word) => benchmark.name.toLowerCase().includes(word)),
);
const rows: BenchRow[] = [];
for (const benchmark of chosen) rows.push(...[await benchmark()].flat());
printTable(rows);
