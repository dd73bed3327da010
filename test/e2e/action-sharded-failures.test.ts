/**
 * A sharded run end to end, through the real bundle under Node 24: `job: plan`, then every shard
 * of its matrix as its own process on its own fresh depth-1 checkout (its own job backend id, as a
 * matrix job has), concurrently, then `job: merge` — against the GitHub and artifact fakes, a
 * bare origin and a scripted model.
 *
 * This file: overlapping files, a conflict, a union that fails verify, a failed shard and one that never ran.
 * The other parts: test/e2e/action-sharded-*.test.ts; what they share: test/support/sharded-scenarios.ts.
 */
import { describe, expect, it } from "vitest";
import { fileAt } from "../fakes/bare-origin.js";
import { startWorld } from "../support/action-run.js";
import { matrixOf, runJob, runShards } from "../support/sharded-run.js";
import {
  closedAfterEach,
  shardedModel,
  shardedRepo,
  verifiedMergedLedger,
} from "../support/sharded-scenarios.js";

const worlds = closedAfterEach();

describe("a sharded run of the bundled Action", () => {
  it("keeps overlapping files in one shard; reports a conflict, a union that fails verify, a failed shard and one that never ran; opens the PR with the rest", async () => {
    const features = [
      { id: "o1", description: "Add add()", files: ["src/math/**"] },
      { id: "o2", description: "Add mul()", files: ["src/math/mul.js"] },
      { id: "c1", description: "Add the greeting" },
      { id: "c2", description: "Add the other greeting" },
      { id: "m1", description: "Add mode one" },
      { id: "m2", description: "Add mode two" },
      { id: "x1", description: "Add the broken one" },
      { id: "n1", description: "Add the forgotten one" },
    ];
    const writes = {
      o1: { path: "src/math/add.js", content: "module.exports = (a, b) => a + b;\n" },
      o2: { path: "src/math/mul.js", content: "module.exports = (a, b) => a * b;\n" },
      c1: { path: "src/greeting.js", content: 'module.exports = "hello";\n' },
      c2: { path: "src/greeting.js", content: 'module.exports = "bonjour";\n' },
      m1: { path: "src/m1.js", content: "module.exports = 1;\n" },
      m2: { path: "src/m2.js", content: "module.exports = 2;\n" },
    };
    const world = await startWorld(shardedModel(writes, new Set(["x1"])), {}, shardedRepo(features));
    worlds.push(world);

    const plan = await runJob(world, "plan", { job: "plan" });
    expect(plan.code, plan.log.slice(-3000)).toBe(0);
    const matrix = matrixOf(plan);
    const shardOf = (id: string): string =>
      matrix.find((entry) => entry.features.split(",").includes(id))?.shard ?? "none";
    // Overlapping files: one shard; the rest (no files, no paths named) spread one per shard.
    expect(matrix.find((entry) => entry.shard === shardOf("o1"))?.features).toBe("o1,o2");
    expect(new Set(features.map((feature) => shardOf(feature.id))).size).toBe(7);

    // The never-run shard's job is skipped (cancelled, or its runner never came).
    const ran = matrix.filter((entry) => entry.shard !== shardOf("n1"));
    const shards = await runShards(world, ran, 6);
    const failed = shards[ran.findIndex((entry) => entry.shard === shardOf("x1"))];
    expect(failed?.code).not.toBe(0);
    expect(world.github.state.pulls).toHaveLength(0);

    const merge = await runJob(world, "merge", { job: "merge" });
    expect(merge.code, merge.log.slice(-5000)).toBe(0);
    expect(merge.outputs, `${merge.summary}\n${merge.log.slice(-3000)}`).toMatchObject({
      conclusion: "partial",
      passed: "4",
      blocked: "4",
    });
    expect(world.github.state.pulls).toHaveLength(1);
    const body = world.github.state.pulls[0]?.body ?? "";
    expect(body).toMatch(
      /\*\*c2\*\*.*pending: left out with shard \d+: its changes conflict with .*src\/greeting\.js/,
    );
    expect(body).toMatch(
      /\*\*m2\*\*.*pending: left out with shard \d+: merging it made m2's verify command \(node verify\.js\) fail on the merged tree/,
    );
    expect(body).toMatch(/\*\*x1\*\*.*pending: shard \d+ did not settle it/);
    expect(body).toMatch(/\*\*n1\*\*.*pending: shard \d+ left no ledger artifact/);

    const list = JSON.parse((await fileAt(world.origin, "alfred/42", "feature_list.json")) ?? "{}") as {
      features: { id: string; status?: string }[];
    };
    // A pending feature keeps the list's own form: no status field, as in the plan's commit.
    expect(
      Object.fromEntries(list.features.map((feature) => [feature.id, feature.status ?? "pending"])),
    ).toEqual({
      o1: "passing",
      o2: "passing",
      c1: "passing",
      c2: "pending",
      m1: "passing",
      m2: "pending",
      x1: "pending",
      n1: "pending",
    });
    expect(await fileAt(world.origin, "alfred/42", "src/greeting.js")).toBe('module.exports = "hello";\n');
    expect(await fileAt(world.origin, "alfred/42", "src/m2.js")).toBeUndefined();

    // Every planned feature has its verdict in the merged ledger, which verifies.
    const verdicts = (await verifiedMergedLedger(world)).filter((entry) => entry.kind === "feature");
    expect(verdicts.map((entry) => entry.data.featureId).sort()).toEqual(features.map((f) => f.id).sort());
  }, 900_000);
});
