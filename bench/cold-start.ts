import { execFileSync } from "node:child_process";
import type { FakeStep, RecordedRequest } from "../test/fakes/fake-script.js";
import { runAction, startWorld } from "../test/support/action-run.js";
import { bundleRuntimes } from "../test/support/node-runtimes.js";
import { PROJECT_ROOT } from "../test/support/demo-repo.js";
import { coldStartFloorMs, PROCESSES_BEFORE_FIRST_REQUEST } from "./cold-start-floor.js";
import { type BenchRow, median, medianMs, ms } from "./measure.js";

/**
 * The bundle's cold start: from spawning `node dist/index.js` (a scheduled run,
 * as a runner starts it) until the first request reaches the model server,
 * next to `node -e 0` measured in the same run, under each runtime (the Action
 * runs on Node 24 in GitHub). Each sample gets a fresh world. Beside it, in alternate rounds,
 * the floor: the same measure of a bundle that only loads what a run cannot do without (Node's fetch, the Anthropic
 * SDK, the Actions toolkit, Octokit), starts as many git and sandboxed processes and sends the
 * request (`cold-start-floor.ts`).
 * The guard (the 400 ms goal is retired, docs/decisions/): on Node 24 the cold start stays within
 * {@link GUARD_RATIO}× that floor, both measured in the same run: the median of each round's cold
 * start over the floor measured right after it.
 */
/** The cold-start guard: cold start ÷ floor, measured in the same run, at most this on Node 24. */
const GUARD_RATIO = 2.5;

/** Samples of each, the cold start and the floor alternated round by round. */
const ROUNDS = 7;

export async function coldStartBenchmark(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const runtime of bundleRuntimes()) {
    // Alternated round by round, so that a change of load on a shared machine moves both alike.
    const samples: number[] = [];
    const floors: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      samples.push(await firstRequestMs(runtime.path));
      floors.push(await coldStartFloorMs(runtime.path, PROJECT_ROOT));
    }
    const coldStart = median(samples);
    const floor = median(floors);
    const bare = await medianMs(() => execFileSync(runtime.path, ["-e", "0"]), 7, 1);
    rows.push({
      name: `Action cold start: node dist/index.js → first model request (${runtime.name})`,
      value: ms(coldStart),
      baseline: `${ms(bare)} node -e 0`,
      ratio: `${(coldStart / bare).toFixed(2)}x`,
      note: guardNote(
        runtime.name,
        samples.map((sample, round) => sample / (floors[round] ?? sample)),
        coldStart / floor,
      ),
    });
    rows.push({
      name: `  its floor: fetch, SDK, toolkit, ${PROCESSES_BEFORE_FIRST_REQUEST.git} git + ${PROCESSES_BEFORE_FIRST_REQUEST.sandboxed} sandboxed processes → request (${runtime.name})`,
      value: ms(floor),
      baseline: `${ms(bare)} node -e 0`,
      ratio: `${(floor / bare).toFixed(2)}x`,
      note: `${Math.round((100 * floor) / coldStart)}% of the cold start`,
    });
  }
  return rows;
}

/**
 * The guard holds on Node 24 (GitHub's runtime); other runtimes report the ratio alone. The ratio
 * is paired: each round's cold start over the floor measured right after it, under the same load,
 * and the median of those. The ratio of the two medians takes its numerator and denominator from
 * different rounds, so a change of load between rounds moves it (2026-12-02: 2.53× beside paired
 * ratios of 2.05–2.39); it is shown beside, with the middle half of the paired ratios.
 */
function guardNote(runtime: string, perRound: readonly number[], ofMedians: number): string {
  const sorted = [...perRound].sort((a, b) => a - b);
  const at = (share: number): number => sorted[Math.floor(share * (sorted.length - 1))] ?? ofMedians;
  const ratio = median(perRound);
  const measured =
    `${ratio.toFixed(2)}× its floor (rounds ${at(0.25).toFixed(2)}–${at(0.75).toFixed(2)}; ` +
    `medians ${ofMedians.toFixed(2)}×)`;
  if (!runtime.includes("24")) return measured;
  return `${measured}: guard ≤ ${GUARD_RATIO}× ${ratio <= GUARD_RATIO ? "holds" : "BROKEN"}`;
}

/** One scheduled run in a fresh world under `node`: milliseconds until its first model request. */
async function firstRequestMs(node: string): Promise<number> {
  let firstRequestAt: number | undefined;
  const model = (_request: RecordedRequest): FakeStep => {
    firstRequestAt ??= performance.now();
    return { turn: { text: "done" } };
  };
  const world = await startWorld(model);
  const startedAt = performance.now();
  await runAction(world, { name: "schedule", payload: { schedule: "0 3 * * *" } }, {}, {}, 120_000, node);
  await world.close();
  if (firstRequestAt === undefined) throw new Error("the bundle never reached the model server");
  return firstRequestAt - startedAt;
}
