import { describe, expect, it } from "vitest";
import { parseFeatureList } from "./feature-list.js";
import { matrixOf, namedPaths, planShards } from "./shard-plan.js";

function features(list: readonly Record<string, unknown>[]) {
  const parsed = parseFeatureList(JSON.stringify({ features: list }), "feature_list.json");
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value.features;
}

const shardsOf = (plan: ReturnType<typeof planShards>) => plan.shards.map((shard) => shard.features);

describe("planShards", () => {
  it("puts features whose files overlap in one shard, and the others apart", () => {
    const plan = planShards(
      features([
        { id: "add", description: "add()", files: ["src/math/**"] },
        { id: "text", description: "slug()", files: ["src/text.js"] },
        { id: "mul", description: "mul()", files: ["src/math/mul.js"] },
        { id: "div", description: "div()", files: ["src/**/*.js"] },
      ]),
      10,
    );
    // div's pattern covers both add's and text's: one group of four.
    expect(shardsOf(plan)).toEqual([["add", "text", "mul", "div"]]);
    expect(
      planShards(
        features([
          { id: "a", description: "a", files: ["src/a/**"] },
          { id: "b", description: "b", files: ["src/b/**"] },
        ]),
        10,
      ).shards,
    ).toEqual([
      { shard: "1", features: ["a"] },
      { shard: "2", features: ["b"] },
    ]);
  });

  it("infers a scope from the paths a description names, else spreads evenly, and says which", () => {
    const plan = planShards(
      features([
        { id: "one", description: "Edit src/util.js to add pad()" },
        { id: "two", description: "Add trim()", steps: ["change `src/util.js`"] },
        { id: "three", description: "Make it faster" },
        { id: "four", description: "Make it nicer" },
      ]),
      10,
    );
    expect(shardsOf(plan)).toEqual([["one", "two"], ["three"], ["four"]]);
    expect(plan.placements).toEqual({ one: "inferred", two: "inferred", three: "spread", four: "spread" });
  });

  it("caps the shards, balances them, leaves out what is done, and keeps every pending feature once", () => {
    const list = features(
      Array.from({ length: 23 }, (_, index) => ({
        id: `f${index}`,
        description: `feature ${index}`,
        status: index === 5 ? "passing" : index === 6 ? "blocked" : index === 7 ? "in_progress" : "pending",
      })),
    );
    const plan = planShards(list, 10);
    expect(plan.shards.map((shard) => shard.shard)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
    ]);
    const all = plan.shards.flatMap((shard) => shard.features);
    expect(all.sort()).toEqual(
      list
        .filter((f) => !["f5", "f6"].includes(f.id))
        .map((f) => f.id)
        .sort(),
    );
    expect(
      Math.max(...plan.shards.map((s) => s.features.length)) -
        Math.min(...plan.shards.map((s) => s.features.length)),
    ).toBeLessThanOrEqual(1);
    expect(planShards(list, 1).shards).toHaveLength(1);
    expect(planShards(features([{ id: "x", description: "x", status: "passing" }]), 10).shards).toEqual([]);
  });

  it("refuses a shard cap outside 1 to 256", () => {
    for (const bad of [0, -1, 1.5, 257, Number.NaN]) expect(() => planShards([], bad)).toThrow(/max-shards/);
  });

  it("renders the matrix GitHub's strategy.matrix takes", () => {
    const plan = planShards(
      features([
        { id: "a", description: "a" },
        { id: "b", description: "b" },
      ]),
      1,
    );
    expect(JSON.parse(matrixOf(plan))).toEqual({ include: [{ shard: "1", features: "a,b" }] });
  });
});

describe("namedPaths", () => {
  it.each([
    ["Edit src/math.js and lib/util/", ["src/math.js", "lib/util"]],
    ["Update README.md.", ["README.md"]],
    ["See https://example.com/x and ../etc/passwd", []],
    ["e.g. make it work", []],
  ])("%s", (description, expected) => {
    expect(namedPaths({ description, steps: [] })).toEqual(expected);
  });
});
