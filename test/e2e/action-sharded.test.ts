/**
 * A sharded run end to end, through the real bundle under Node 24: `job: plan`, then every shard
 * of its matrix as its own process on its own fresh depth-1 checkout (its own job backend id, as a
 * matrix job has), concurrently, then `job: merge` — against the GitHub and artifact fakes, a
 * bare origin and a scripted model. Prints the speed-up (wall time against the sum of the shard
 * jobs' times) and the merge's cost per shard.
 */
import { afterEach, describe, expect, it } from "vitest";
import { fileAt, shaOf } from "../fakes/bare-origin.js";
import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { type ActionWorld, SECRETS, startWorld, stepOf } from "../support/action-run.js";
import { runAlfred } from "../support/cli.js";
import { passingRubricTurn } from "../support/demo-turns.js";
import { matrixOf, runJob, runShards } from "../support/sharded-run.js";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { tempDir } from "../support/temp-dir.js";

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

/** Requires every src/*.js (a syntax error fails it); src/m1.js and src/m2.js together fail it. */
const VERIFY_JS = `const { existsSync, readdirSync } = require("node:fs");
for (const file of readdirSync("src").filter((name) => name.endsWith(".js"))) require("./src/" + file);
if (existsSync("src/m1.js") && existsSync("src/m2.js")) { console.error("m1 and m2 clash"); process.exit(1); }
`;

/** Each feature writes one file; features in `down` meet a provider outage. */
function model(
  writes: Readonly<Record<string, { path: string; content: string }>>,
  down: ReadonlySet<string> = new Set(),
) {
  return (request: RecordedRequest): FakeStep => {
    const { feature, kind } = stepOf(request);
    if (down.has(feature)) return { fault: "server_error" };
    if (kind === "rubric") return passingRubricTurn(`${feature} works.`);
    const write = writes[feature];
    if (kind === "implement#0" && write !== undefined)
      return { turn: { toolCalls: [{ name: "file_write", input: write }] } };
    return { turn: { text: `Implemented ${feature}.` } };
  };
}

function repo(features: readonly Record<string, unknown>[]): Record<string, string> {
  return {
    "package.json": `${JSON.stringify({ name: "sharded", private: true })}\n`,
    "verify.js": VERIFY_JS,
    "src/.keep.js": "module.exports = 0;\n",
    "feature_list.json": `${JSON.stringify({ verify: "node verify.js", features }, null, 2)}\n`,
    ".alfred/config.json": JSON.stringify({ retry: { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 } }),
  };
}

const lastSig = (ledger: string): string =>
  (JSON.parse(ledger.trim().split("\n").at(-1) ?? "{}") as { sig: string }).sig;

async function verifyWithCli(ledger: string, anchor: string): Promise<number | null> {
  const directory = tempDir("alfred-merged-ledger-");
  await writeFile(join(directory, "ledger.jsonl"), ledger);
  await writeFile(join(directory, "ledger.head.json"), anchor);
  const run = await runAlfred(["ledger", "verify", join(directory, "ledger.jsonl")], {
    cwd: directory,
    env: { ALFRED_LEDGER_KEY: SECRETS.ledgerKey },
  });
  return run.code;
}

/** The merged ledger's entries, after `alfred ledger verify` accepted it (with its anchor). */
async function verifiedMergedLedger(
  world: ActionWorld,
  attempt = 1,
): Promise<{ kind: string; data: Record<string, unknown> }[]> {
  const name = `alfred-ledger-42-merged-attempt-${attempt}`;
  const ledger = world.artifacts.readText(name, "ledger.jsonl");
  expect(await verifyWithCli(ledger, world.artifacts.readText(name, "ledger.head.json"))).toBe(0);
  return ledger
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { kind: string; data: Record<string, unknown> });
}

describe("a sharded run of the bundled Action", () => {
  it("plans 100 features into 10 shards, runs them concurrently, merges them into one pull request and one ledger", async () => {
    const ids = Array.from({ length: 100 }, (_, index) => `f${String(index + 1).padStart(3, "0")}`);
    const features = ids.map((id) => ({ id, description: `Create src/${id}.js exporting ${id}` }));
    const writes = Object.fromEntries(
      ids.map((id, index) => [id, { path: `src/${id}.js`, content: `module.exports = ${index + 1};\n` }]),
    );
    const world = await startWorld(model(writes), {}, repo(features));
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
    const world = await startWorld(model(writes, new Set(["x1"])), {}, repo(features));
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
    const world = await startWorld(model(writes, down), {}, repo(features));
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
