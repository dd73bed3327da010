/**
 * A sharded run end to end, through the real bundle under Node 24: `job: plan`, then every shard
 * of its matrix as its own process on its own fresh depth-1 checkout (its own job backend id, as a
 * matrix job has), concurrently, then `job: merge` — against the GitHub and artifact fakes, a
 * bare origin and a scripted model. Prints the speed-up (wall time against the sum of the shard
 * jobs' times) and the merge's cost per shard.
 *
 * This file: 100 features over 10 shards, merged into one pull request and one ledger (prints the speed-up).
 * The other parts: test/e2e/action-sharded-*.test.ts; what they share: test/support/sharded-scenarios.ts.
 */
import { describe, expect, it } from "vitest";
import { fileAt, shaOf } from "../fakes/bare-origin.js";
import { startWorld } from "../support/action-run.js";
import { matrixOf, runJob, runShards } from "../support/sharded-run.js";
import {
  closedAfterEach,
  lastSig,
  shardedModel,
  shardedRepo,
  verifiedMergedLedger,
} from "../support/sharded-scenarios.js";

const worlds = closedAfterEach();

describe("a sharded run of the bundled Action", () => {
  it("plans 100 features into 10 shards, runs them concurrently, merges them into one pull request and one ledger", async () => {
    const ids = Array.from({ length: 100 }, (_, index) => `f${String(index + 1).padStart(3, "0")}`);
    const features = ids.map((id) => ({ id, description: `Create src/${id}.js exporting ${id}` }));
    const writes = Object.fromEntries(
      ids.map((id, index) => [id, { path: `src/${id}.js`, content: `module.exports = ${index + 1};\n` }]),
    );
    const world = await startWorld(shardedModel(writes), {}, shardedRepo(features));
    worlds.push(world);

    const started = performance.now();
    const plan = await runJob(world, "plan", { job: "plan" });
    expect(plan.code, plan.log.slice(-3000)).toBe(0);
    expect(plan.outputs["shard-count"]).toBe("10");
    const matrix = matrixOf(plan);
    expect(matrix.map((entry) => entry.shard)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(matrix.flatMap((entry) => entry.features.split(",")).sort()).toEqual(ids);

    const shards = await runShards(world, matrix, 10);
    for (const shard of shards) expect(shard.code, shard.log.slice(-3000)).toBe(0);
    // No shard opened a pull request; each pushed its branch and uploaded its ledger.
    expect(world.github.state.pulls).toHaveLength(0);
    for (const entry of matrix) {
      expect(world.artifacts.artifacts.has(`alfred-ledger-42-shard-${entry.shard}-attempt-1`)).toBe(true);
      expect(await shaOf(world.origin, `alfred/42-shard-${entry.shard}`)).toBeDefined();
    }

    const mergeStarted = performance.now();
    const merge = await runJob(world, "merge", { job: "merge" });
    const mergeMs = performance.now() - mergeStarted;
    const wallMs = performance.now() - started;
    expect(merge.code, merge.log.slice(-5000)).toBe(0);
    expect(merge.outputs).toMatchObject({ passed: "100", blocked: "0", branch: "alfred/42" });
    expect(world.github.state.pulls).toHaveLength(1);
    expect(merge.outputs["pull-request-url"]).toMatch(/\/pull\/1$/);
    const list = JSON.parse((await fileAt(world.origin, "alfred/42", "feature_list.json")) ?? "{}") as {
      features: { id: string; status: string }[];
    };
    expect(list.features.every((feature) => feature.status === "passing")).toBe(true);
    for (const id of ["f001", "f050", "f100"])
      expect(await fileAt(world.origin, "alfred/42", `src/${id}.js`)).toBeDefined();

    const entries = await verifiedMergedLedger(world);
    for (const entry of matrix) {
      const shardLedger = world.artifacts.readText(
        `alfred-ledger-42-shard-${entry.shard}-attempt-1`,
        "ledger.jsonl",
      );
      expect(
        entries.find((e) => e.kind === "shard" && e.data.shard === entry.shard)?.data.ledgerHeadSig,
      ).toBe(lastSig(shardLedger));
    }
    expect(entries.filter((e) => e.kind === "feature" && e.data.status === "passing")).toHaveLength(100);

    const shardSum = shards.reduce((sum, shard) => sum + shard.ms, 0);
    console.log(
      `sharded run, 100 features over 10 shards: wall ${(wallMs / 1000).toFixed(1)} s (plan ${(plan.ms / 1000).toFixed(1)} s, merge ${(mergeMs / 1000).toFixed(1)} s = ${(mergeMs / 10 / 1000).toFixed(2)} s per shard); sum of shard jobs ${(shardSum / 1000).toFixed(1)} s; speed-up ${(shardSum / wallMs).toFixed(2)}×`,
    );
  }, 900_000);
});
