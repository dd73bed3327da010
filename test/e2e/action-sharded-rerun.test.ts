/**
 * A sharded run end to end, through the real bundle under Node 24: `job: plan`, then every shard
 * of its matrix as its own process on its own fresh depth-1 checkout (its own job backend id, as a
 * matrix job has), concurrently, then `job: merge` — against the GitHub and artifact fakes, a
 * bare origin and a scripted model.
 *
 * This file: a re-run attempt of a failed shard, and the merge taking its latest ledger.
 * The other parts: test/e2e/action-sharded-*.test.ts; what they share: test/support/sharded-scenarios.ts.
 */
import { describe, expect, it } from "vitest";
import { startWorld, stepOf } from "../support/action-run.js";
import { matrixOf, runJob, runShards } from "../support/sharded-run.js";
import {
  closedAfterEach,
  shardedModel,
  shardedRepo,
  verifiedMergedLedger,
} from "../support/sharded-scenarios.js";

const worlds = closedAfterEach();

describe("a sharded run of the bundled Action", () => {
  it("a re-run attempt of a failed shard continues that shard's run, and the merge takes its latest ledger", async () => {
    const features = [
      { id: "s1", description: "Add one", files: ["src/one.js", "src/two.js"] },
      { id: "s2", description: "Add two", files: ["src/two.js"] },
    ];
    const writes = {
      s1: { path: "src/one.js", content: "module.exports = 1;\n" },
      s2: { path: "src/two.js", content: "module.exports = 2;\n" },
    };
    const down = new Set(["s2"]);
    const world = await startWorld(shardedModel(writes, down), {}, shardedRepo(features));
    worlds.push(world);
    const plan = await runJob(world, "plan", { job: "plan" });
    expect(matrixOf(plan)).toEqual([{ shard: "1", features: "s1,s2" }]);

    const first = await runShards(world, matrixOf(plan), 1);
    // The provider went down during s2: s1 passed and was pushed, s2 is unsettled.
    expect(first[0]?.outputs.passing, first[0]?.log.slice(-3000)).toBe("1");
    down.clear();
    const asked = world.model.requests.length;
    const again = await runShards(world, matrixOf(plan), 1, {}, { GITHUB_RUN_ATTEMPT: "2" });
    expect(again[0]?.log).toContain("continuing run 42-shard-1");
    expect(again[0]?.code, again[0]?.log.slice(-3000)).toBe(0);
    expect(world.model.requests.slice(asked).map((request) => stepOf(request).feature)).not.toContain("s1");

    const merge = await runJob(world, "merge", { job: "merge" }, { GITHUB_RUN_ATTEMPT: "2" });
    expect(merge.outputs, merge.summary).toMatchObject({ passed: "2", blocked: "0" });
    const shard = (await verifiedMergedLedger(world, 2)).find((entry) => entry.kind === "shard");
    expect(shard?.data.artifact).toBe("alfred-ledger-42-shard-1-attempt-2");
  }, 900_000);
});
