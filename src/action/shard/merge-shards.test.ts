import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isolatedGitEnv } from "../../../test/fakes/bare-origin.js";
import { parseFeatureList } from "../../harness/features/feature-list.js";
import { mergeShards } from "./merge-shards.js";
import type { ShardFeatureOutcome, ShardLedger } from "./shard-ledgers.js";
import { tempDir } from "../../../test/support/temp-dir.js";

/** One feature a line, as many lists are kept: two shards' status changes touch adjacent lines, which git cannot merge. */
const LIST = (statuses: Record<string, string>) =>
  `{"features": [\n${Object.entries(statuses)
    .map(([id, status]) => JSON.stringify({ id, description: `do ${id}`, status }))
    .join(",\n")}\n]}\n`;

function repo() {
  const workingDir = tempDir("alfred-merge-shards-");
  const env = {
    ...isolatedGitEnv(workingDir),
    GIT_AUTHOR_NAME: "t",
    GIT_AUTHOR_EMAIL: "t@t",
    GIT_COMMITTER_NAME: "t",
    GIT_COMMITTER_EMAIL: "t@t",
  };
  const run = (...args: string[]): string =>
    execFileSync("git", args, { cwd: workingDir, env, encoding: "utf8" }).trim();
  run("init", "--quiet", "--initial-branch=main");
  run("config", "user.name", "t");
  run("config", "user.email", "t@t");
  const commitFiles = (files: Record<string, string>, message: string): string => {
    for (const [path, text] of Object.entries(files)) writeFileSync(join(workingDir, path), text);
    run("add", "-A");
    run("commit", "--quiet", "-m", message);
    return run("rev-parse", "HEAD");
  };
  const base = commitFiles(
    { "feature_list.json": LIST({ a: "pending", b: "pending", c: "pending" }), "shared.js": "0\n" },
    "base",
  );
  /** A shard branch from `base`: feature `id` writes `files`, and marks itself passing in the list. */
  const shard = (id: string, files: Record<string, string>): string => {
    run("checkout", "--quiet", "-B", `s-${id}`, base);
    return commitFiles(
      { ...files, "feature_list.json": LIST({ a: "pending", b: "pending", c: "pending", [id]: "passing" }) },
      `feat(${id})`,
    );
  };
  /** The feature list at the base commit. */
  const baseList = () => {
    const parsed = parseFeatureList(run("show", `${base}:feature_list.json`), "feature_list.json");
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  };
  const merge = (input: Pick<Parameters<typeof mergeShards>[0], "shards" | "heads" | "left">) =>
    mergeShards({
      workingDir,
      scratch: workingDir,
      runId: "r",
      base,
      featuresFile: "feature_list.json",
      baseList: baseList(),
      ...input,
    });
  return { run, base, shard, merge };
}

function ledger(shard: string, id: string, gitSha: string): ShardLedger {
  const outcome: ShardFeatureOutcome = {
    featureId: id,
    status: "passing",
    reason: "",
    gitSha,
    attempts: 1,
    costUsd: 0,
    rubricReasoning: "",
  };
  return {
    shard,
    runId: `r-shard-${shard}`,
    features: [id],
    ended: true,
    outcomes: new Map([[id, outcome]]),
  };
}

describe("mergeShards", () => {
  it("merges clean shards, leaves a conflicting one out with its paths, and rebuilds the statuses instead of text-merging them", async () => {
    const { run, shard, merge } = repo();
    const heads = new Map([
      ["1", shard("a", { "a.js": "a\n" })],
      ["2", shard("b", { "shared.js": "b\n" })],
      ["3", shard("c", { "shared.js": "c\n" })],
    ]);
    const result = await merge({
      shards: [
        ledger("1", "a", heads.get("1") ?? ""),
        ledger("2", "b", heads.get("2") ?? ""),
        ledger("3", "c", heads.get("3") ?? ""),
      ],
      heads,
      left: new Map(),
    });
    expect(result.merged).toEqual(["1", "2"]);
    expect(result.verdicts.get("c")).toMatchObject({
      status: "pending",
      reason: "left out with shard 3: its changes conflict with shards 1, 2 merged before it in shared.js",
    });
    const statuses = (
      JSON.parse(run("show", `${result.head}:feature_list.json`)) as {
        features: { id: string; status: string }[];
      }
    ).features;
    expect(statuses.map((feature) => feature.status)).toEqual(["passing", "passing", "pending"]);
    expect(run("show", `${result.head}:shared.js`)).toBe("b");
    // Both shards' commits are in the merged history, and the merge commits are the merge's own.
    expect(run("rev-list", "--parents", "-n", "1", result.head).split(" ")).toHaveLength(3);
    expect(run("cat-file", "commit", result.head)).toMatch(/Alfred-Merge: shard-2\nAlfred-Run: r/);
    expect(result.commits.size).toBe(2);
  });

  it("gives a shard that cannot be merged, and its unsettled features, a pending verdict with the reason", async () => {
    const { base, shard, merge } = repo();
    const head = shard("a", { "a.js": "a\n" });
    const missing: ShardLedger = {
      shard: "2",
      runId: "r-shard-2",
      features: ["b", "c"],
      ended: false,
      outcomes: new Map(),
      problem: "shard 2 left no ledger artifact",
    };
    const result = await merge({
      shards: [ledger("1", "a", head), missing],
      heads: new Map([["1", head]]),
      left: new Map([["1", "left out with shard 1: verify failed"]]),
    });
    expect(result.merged).toEqual([]);
    expect(
      [...result.verdicts.values()].map((verdict) => [verdict.featureId, verdict.status, verdict.reason]),
    ).toEqual([
      ["a", "pending", "left out with shard 1: verify failed"],
      ["b", "pending", "shard 2 left no ledger artifact"],
      ["c", "pending", "shard 2 left no ledger artifact"],
    ]);
    expect(result.head).toBe(base);
  });
});
