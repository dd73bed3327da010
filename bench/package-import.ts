import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type BenchRow, median, ms } from "./measure.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The built package entry, as `import("alfred-ci")` resolves it (`npm run bench` builds first): the bundle. */
const ENTRY = fileURLToPath(new URL("../build/bundle/index.js", import.meta.url));
/** tsc's unbundled entry, which the bundle is built from: what bundling saves. */
const UNBUNDLED = fileURLToPath(new URL("../build/index.js", import.meta.url));
const CLI = fileURLToPath(new URL("../bin/alfred.js", import.meta.url));

/**
 * Median wall times of fresh `node ARGS` processes in the project root, run in interleaved
 * rounds (one of each per round, after one warm-up round) so a change in load hits all alike.
 */
function interleavedMedians(commands: readonly (readonly string[])[], rounds = 9): number[] {
  const samples = commands.map((): number[] => []);
  for (let round = -1; round < rounds; round += 1) {
    commands.forEach((args, index) => {
      const startedAt = performance.now();
      execFileSync(process.execPath, args, { cwd: ROOT });
      if (round >= 0) samples[index]?.push(performance.now() - startedAt);
    });
  }
  return samples.map(median);
}

/** `+123.4 ms (2.10x)`: the cost over the bare process, and the ratio. */
function over(measured: number, bare: number): string {
  return `+${ms(measured - bare)} (${(measured / bare).toFixed(2)}x)`;
}

/**
 * Start-up of the package and the CLI, each a fresh `node` next to `node -e 0` measured in the
 * same run (the goals are costs over that baseline, so they hold under load):
 * - `import("alfred-ci")` of the built entry: the module graph of what the API hands out
 *   synchronously (provider SDKs, the engine loop, sessions and the harness load on first use);
 * - the same entry unbundled (tsc's output, which scripts/bundle-library.js bundles): what one
 *   file instead of ~270 module resolutions and reads saves;
 * - `import("zod")` alone from node_modules (95 files): the part no deferral removes, since the API
 *   exports zod schemas (`alfredConfigSchema`, `rubricSchema`, every tool's `inputSchema`);
 * - `alfred --version`: the CLI dispatcher and its redaction, no command loaded.
 */
export async function packageImportBenchmark(): Promise<BenchRow[]> {
  const importOf = (specifier: string): string[] => [
    "--input-type=module",
    "-e",
    "await import(process.argv[1])",
    specifier,
  ];
  const [
    bare = Number.NaN,
    imported = Number.NaN,
    unbundled = Number.NaN,
    zod = Number.NaN,
    version = Number.NaN,
  ] = interleavedMedians([
    ["-e", "0"],
    importOf(ENTRY),
    importOf(UNBUNDLED),
    importOf("zod"),
    [CLI, "--version"],
  ]);
  const baseline = `${ms(bare)} node -e 0`;
  return [
    {
      name: 'import("alfred-ci") in a fresh node (the bundle, build/bundle/index.js)',
      value: ms(imported),
      baseline,
      ratio: over(imported, bare),
      note: `goal ≤ +150 ms: ${imported - bare <= 150 ? "met" : "NOT met"}`,
    },
    {
      name: "the same entry unbundled (tsc's build/index.js, ~270 modules)",
      value: ms(unbundled),
      baseline,
      ratio: over(unbundled, bare),
    },
    {
      name: 'import("zod") alone, from node_modules',
      value: ms(zod),
      baseline,
      ratio: over(zod, bare),
    },
    {
      name: "alfred --version (CLI start, no command loaded)",
      value: ms(version),
      baseline,
      ratio: over(version, bare),
    },
  ];
}
