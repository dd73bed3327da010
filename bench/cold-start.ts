import { execFileSync } from "node:child_process";
import type { FakeStep, RecordedRequest } from "../test/fakes/fake-script.js";
import { runAction, startWorld } from "../test/support/action-run.js";
import { type BenchRow, medianMs, ms } from "./measure.js";

/**
 * The bundle's cold start: from spawning `node dist/index.js` (a scheduled run,
 * as a runner starts it) until the first request reaches the model server,
 * next to `node -e 0` measured in the same run. Each sample gets a fresh world.
 */
export async function coldStartBenchmark(): Promise<BenchRow> {
  const samples: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    let firstRequestAt: number | undefined;
    const model = (_request: RecordedRequest): FakeStep => {
      firstRequestAt ??= performance.now();
      return { turn: { text: "done" } };
    };
    const world = await startWorld(model);
    const startedAt = performance.now();
    await runAction(world, { name: "schedule", payload: { schedule: "0 3 * * *" } });
    await world.close();
    if (firstRequestAt === undefined) throw new Error("the bundle never reached the model server");
    samples.push(firstRequestAt - startedAt);
  }
  samples.sort((a, b) => a - b);
  const coldStart = samples[Math.floor(samples.length / 2)] ?? Number.NaN;
  const bare = await medianMs(() => execFileSync(process.execPath, ["-e", "0"]), 7, 1);
  return {
    name: "Action cold start: node dist/index.js → first model request",
    value: ms(coldStart),
    baseline: `${ms(bare)} node -e 0`,
    ratio: `${(coldStart / bare).toFixed(2)}x`,
    note: coldStart < 400 ? "goal < 400 ms: met" : "goal < 400 ms: NOT met",
  };
}
