import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { demoRepository, gitIn } from "../../../test/support/demo-repo.js";
import type { JsonObject } from "../../orchestrator/canonical-json.js";
import { readFeatureList } from "../features/feature-list.js";
import { reconcileRun } from "./reconcile.js";
import { EMPTY_RESUME_STATE, type FeatureRecord } from "../state/run-state.js";

/** A repository whose HEAD is slugify's commit (made by "the run" before it crashed), and its parent. */
function crashedAfterCommit(seq: number) {
  const workingDir = demoRepository();
  const base = gitIn(workingDir, "rev-parse", "HEAD").trim();
  writeFileSync(join(workingDir, "src", "slug.js"), "export const slug = 1;\n");
  gitIn(workingDir, "add", "src/slug.js");
  const message = `feat(slugify): Add slugify\n\nAlfred-Feature: slugify\nAlfred-Ledger-Seq: ${seq}\nAlfred-Run: r1\n`;
  gitIn(workingDir, "commit", "--quiet", "-m", message);
  const sha = gitIn(workingDir, "rev-parse", "HEAD").trim();
  const commitTree = gitIn(workingDir, "rev-parse", "HEAD^{tree}").trim();
  return { cwd: workingDir, base, sha, commitTree };
}

async function reconcile(workingDir: string, base: string, record: FeatureRecord) {
  const appended: { kind: string; data: JsonObject }[] = [];
  const result = await reconcileRun({
    workingDir,
    runId: "r1",
    featuresFile: "feature_list.json",
    ledgerPath: ".alfred/workflows/r1/ledger.jsonl",
    rollback: true,
    list: await readFeatureList(join(workingDir, "feature_list.json")),
    resume: { ...EMPTY_RESUME_STATE, runStartHead: base, features: new Map([["slugify", record]]) },
    append: async (kind, data) => {
      appended.push({ kind, data });
      return appended.length;
    },
  });
  return { result, appended };
}

const OUTCOME: JsonObject = { featureId: "slugify", status: "passing", attempts: 1 };

describe("reconcileRun: a commit found without its outcome (crash between commit and ledger)", () => {
  it("records the outcome once, with the found commit's sha, and marks the feature passing", async () => {
    const { cwd: workingDir, base, sha, commitTree } = crashedAfterCommit(8);
    const intent = { seq: 7, tree: commitTree, commitTree, parent: base, outcome: OUTCOME };
    const { result, appended } = await reconcile(workingDir, base, { checkpoint: base, retries: 0, intent });
    expect(appended).toEqual([{ kind: "feature", data: { ...OUTCOME, gitSha: sha } }]);
    expect(result.list.features.find((feature) => feature.id === "slugify")?.status).toBe("passing");
    expect(result.checkpoints.size).toBe(0);
    // The commit is kept as it is: no second commit, nothing rolled back.
    expect(gitIn(workingDir, "rev-parse", "HEAD").trim()).toBe(sha);
  });

  it("refuses a commit whose tree no recorded intent names, and records nothing", async () => {
    const { cwd: workingDir, base, commitTree } = crashedAfterCommit(8);
    const other = gitIn(workingDir, "rev-parse", `${base}^{tree}`).trim();
    const intent = { seq: 7, tree: commitTree, commitTree: other, parent: base, outcome: OUTCOME };
    const appended: unknown[] = [];
    await expect(
      reconcile(workingDir, base, { checkpoint: base, retries: 0, intent }).then((done) =>
        appended.push(done),
      ),
    ).rejects.toMatchObject({ code: "resume_inconsistent" });
    expect(appended).toEqual([]);
  });

  it("refuses a commit whose Alfred-Ledger-Seq does not follow its intent", async () => {
    const { cwd: workingDir, base, commitTree } = crashedAfterCommit(12);
    const intent = { seq: 7, tree: commitTree, commitTree, parent: base, outcome: OUTCOME };
    await expect(reconcile(workingDir, base, { checkpoint: base, retries: 0, intent })).rejects.toMatchObject(
      {
        code: "resume_inconsistent",
      },
    );
  });
});
