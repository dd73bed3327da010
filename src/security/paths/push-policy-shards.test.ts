import { describe, expect, it } from "vitest";
import { checkPushedCommits, type PushedCommit, type PushPolicy } from "./push-policy.js";

const feature = (id: string, run: string) => `feat(${id}): x\n\nAlfred-Feature: ${id}\nAlfred-Run: ${run}\n`;
const merge = (run: string) => `merge(shard 1): 1 feature\n\nAlfred-Merge: shard-1\nAlfred-Run: ${run}\n`;
const commit = (sha: string, message: string, path = "src/x.js"): PushedCommit => ({
  sha,
  message,
  changes: [{ status: "M", paths: [path] }],
});

/** The merge of run r: shards r-shard-1 (commit s1) and r-shard-2 (commit s2); its own commit m1. */
const policy: PushPolicy = {
  runId: "r",
  expectedCommits: new Set(["m1"]),
  isProtected: (path) => path.startsWith(".github/workflows/"),
  shards: [
    { runId: "r-shard-1", expectedCommits: new Set(["s1"]) },
    { runId: "r-shard-2", expectedCommits: new Set(["s2"]) },
  ],
};

describe("checkPushedCommits for a sharded run's merge", () => {
  it.each([
    {
      name: "each shard's recorded commits and the merge's own",
      commits: [
        commit("s1", feature("a", "r-shard-1")),
        commit("s2", feature("b", "r-shard-2")),
        commit("m1", merge("r")),
      ],
      ok: true,
    },
    {
      name: "a shard commit its ledger does not record",
      commits: [commit("s9", feature("a", "r-shard-1"))],
      ok: false,
    },
    {
      name: "a recorded sha under another shard's run",
      commits: [commit("s1", feature("a", "r-shard-2"))],
      ok: false,
    },
    { name: "a merge commit the merge did not make", commits: [commit("m9", merge("r"))], ok: false },
    { name: "a merge commit of another run", commits: [commit("m1", merge("q"))], ok: false },
    {
      name: "a shard commit touching a protected path",
      commits: [commit("s1", feature("a", "r-shard-1"), ".github/workflows/ci.yml")],
      ok: false,
    },
  ])("$name", ({ commits, ok }) => {
    expect(checkPushedCommits(commits, policy).ok).toBe(ok);
  });

  it("accepts no merge trailers in a run that is not a merge", () => {
    const { shards: _shards, ...plain } = policy;
    expect(checkPushedCommits([commit("m1", merge("r"))], plain).ok).toBe(false);
  });
});
