import { describe, expect, it } from "vitest";
import { readPlan, type SignedPlan, signPlan } from "./shard-plan-file.js";

const KEY = "k".repeat(32);
const PLAN: SignedPlan = {
  version: 1,
  repository: "acme/widgets",
  workflowRunId: 42,
  runId: "42",
  base: "a".repeat(40),
  featuresFile: "feature_list.json",
  shards: [
    { shard: "1", features: ["add", "mul"] },
    { shard: "2", features: ["slug"] },
  ],
  placements: { add: "files", mul: "files", slug: "spread" },
};
const expected = { repository: "acme/widgets", runId: "42" };

describe("the signed plan", () => {
  it("reads back what was signed", () => {
    expect(readPlan(signPlan(PLAN, KEY), KEY, expected)).toMatchObject({ ok: true, plan: PLAN });
  });

  it.each([
    ["another key", (text: string) => text, "k".repeat(31) + "x", /not signed with this ledger key/],
    [
      "a feature moved between shards",
      (text: string) => text.replace('"slug"\n', '"slug", "add"\n'),
      KEY,
      /./,
    ],
    ["another base", (text: string) => text.replace("a".repeat(40), "b".repeat(40)), KEY, /not signed/],
    ["not JSON", () => "{", KEY, /not JSON/],
    ["a field missing", (text: string) => text.replace(/"base": "a+",\n/, ""), KEY, /lacks a field/],
  ])("refuses %s", (_name, edit, key, why) => {
    const verdict = readPlan(edit(signPlan(PLAN, KEY)), key, expected);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.why).toMatch(why);
  });

  it("refuses a valid plan of another run or repository", () => {
    const text = signPlan(PLAN, KEY);
    const other = readPlan(text, KEY, { ...expected, runId: "43" });
    expect(other.ok ? "" : other.why).toMatch(/run 42, not acme\/widgets run 43/);
    expect(readPlan(text, KEY, { ...expected, repository: "evil/widgets" }).ok).toBe(false);
  });
});
