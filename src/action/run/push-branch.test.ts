/**
 * What is pushed is what was allowed (issue 9, item 5), against a bare
 * origin on disk: a workflow the agent committed itself with `git commit` in
 * bash never reaches it, nor does any commit the harness did not make, and
 * the push goes to the URL recorded at run start whatever the workspace's
 * config says afterwards.
 */
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type BareOrigin,
  branchesOf,
  cloneWorkspace,
  createBareOrigin,
  fileAt,
  git,
  isolatedGitEnv,
  shaOf,
} from "../../../test/fakes/bare-origin.js";
import { demoFiles } from "../../../test/support/action-run.js";
import { PROJECT_ROOT } from "../../../test/support/demo-repo.js";
import { alfredConfigSchema } from "../../config/schema.js";
import { autonomousRun } from "../../harness/autonomous-run.js";
import { isProtectedPath, runProtectedPaths } from "../../security/paths/protected-paths.js";
import { snapshotForPush } from "../../platform/git/git-push.js";
import { createMockProvider } from "../../providers/mock.js";
import { parseMockScript } from "../../providers/mock-script.js";
import { initShellParser } from "../../platform/wasm/shell-parser.js";
import { createSession } from "../../session/create-session.js";
import { pushCheckedBranch } from "./push-branch.js";

const KEY = "test-ledger-key-0123456789abcdef";
const FIXTURES = join(PROJECT_ROOT, "test", "fixtures", "git-payloads");
const protect = (path: string): boolean => isProtectedPath(path, runProtectedPaths([".github/workflows/**"]));

let origins: BareOrigin[] = [];
beforeAll(() => initShellParser());
afterEach(async () => {
  await Promise.all(origins.map((origin) => origin.cleanup()));
  origins = [];
});

async function world(files: Record<string, string>) {
  const origin = await createBareOrigin(files);
  origins.push(origin);
  const workingDir = await cloneWorkspace(origin);
  const env = isolatedGitEnv(origin.root);
  await git(origin.root, workingDir, ["checkout", "--quiet", "-B", "alfred/test"]);
  const snapshot = await snapshotForPush(workingDir);
  const run = (args: readonly string[]) => git(origin.root, workingDir, args);
  const head = async () => (await run(["rev-parse", "HEAD"])).trim();
  const commit = async (path: string, content: string, message: string) => {
    await writeFile(join(workingDir, path), content);
    await run(["add", "-A"]);
    await run(["commit", "--quiet", "-m", message]);
    return head();
  };
  return { origin, workingDir, env, snapshot, run, head, commit };
}

const alfredMessage = (id: string) =>
  `feat(${id}): x\n\nAlfred-Feature: ${id}\nAlfred-Ledger-Seq: 3\nAlfred-Run: test\n`;

describe("pushCheckedBranch", () => {
  it("refuses a workflow the agent committed itself with git commit in bash: it never reaches the origin", async () => {
    const w = await world(demoFiles());
    const list = JSON.parse(readFileSync(join(w.workingDir, "feature_list.json"), "utf8")) as {
      features: unknown[];
    };
    list.features = list.features.slice(0, 1);
    await w.commit("feature_list.json", `${JSON.stringify(list, null, 2)}\n`, "only slugify");
    const snapshot = await snapshotForPush(w.workingDir);
    const script = readFileSync(join(FIXTURES, "agent-commits-workflow.json"), "utf8");
    const config = alfredConfigSchema.parse({ provider: "mock", permissionMode: "bypass", sandbox: "off" });
    const session = await createSession({
      config,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      workingDir: w.workingDir,
      provider: createMockProvider({ turns: parseMockScript(script, "agent-commits-workflow.json").turns }),
      disabledTools: ["git_commit"],
      protectedPaths: [".github/workflows/**"],
    });
    const summary = await autonomousRun({
      featuresFile: "feature_list.json",
      runId: "test",
      resume: false,
      iterationBudget: 1,
      rollback: true,
      verifyTimeoutMs: 60_000,
      runBudget: {},
      featureBudget: {},
      session,
      ledgerKey: KEY,
      protectedPaths: [".github/workflows/**"],
    });
    // The harness compares the checkpoint's tree with what the feature left, commits included:
    // the agent's own commit is caught there, the feature blocked and rolled back.
    const [outcome] = summary.features;
    expect(outcome).toMatchObject({ featureId: "slugify", status: "blocked" });
    expect(outcome?.reason).toMatch(/\.github\/workflows\/pwn\.yml/);
    expect(await w.head()).toBe(snapshot.base);

    // Second line of defence: had such a commit survived (with Alfred's own trailers even), the push
    // check of every commit between the base and the head still refuses it.
    const smuggled = await w.commit(".github/workflows/pwn.yml", "on: push\n", alfredMessage("slugify"));
    const push = pushCheckedBranch({
      workingDir: w.workingDir,
      snapshot,
      head: await w.head(),
      branch: "alfred/test",
      policy: { runId: "test", expectedCommits: new Set([smuggled]), isProtected: protect },
      credentials: [],
      env: w.env,
    });
    await expect(push).rejects.toThrow(
      /commit [0-9a-f]{12} changes the protected path \.github\/workflows\/pwn\.yml/,
    );
    expect(await branchesOf(w.origin)).toEqual(["main"]);
  });

  it("pushes the harness's own commits, to the URL recorded at run start", async () => {
    const w = await world({ "a.txt": "one\n" });
    const first = await w.commit("a.txt", "two\n", alfredMessage("first"));
    const second = await w.commit("b.txt", "three\n", alfredMessage("second"));
    // Afterwards the agent rewrites where "origin" points, and adds a URL rewrite and a pre-push hook.
    const elsewhere = await createBareOrigin({ "a.txt": "decoy\n" });
    origins.push(elsewhere);
    await w.run(["remote", "set-url", "origin", elsewhere.path]);
    await w.run(["config", `url.${elsewhere.path}.pushInsteadOf`, w.origin.path]);
    await pushCheckedBranch({
      workingDir: w.workingDir,
      snapshot: w.snapshot,
      head: second,
      branch: "alfred/test",
      policy: { runId: "test", expectedCommits: new Set([first, second]), isProtected: protect },
      credentials: [],
      env: w.env,
    });
    expect(await shaOf(w.origin, "alfred/test")).toBe(second);
    expect(await fileAt(w.origin, "alfred/test", "b.txt")).toBe("three\n");
    expect(await branchesOf(elsewhere)).toEqual(["main"]);
  });

  it.each([
    {
      name: "an agent commit with forged trailers",
      make: async (w: Awaited<ReturnType<typeof world>>) => ({
        head: await w.commit("a.txt", "two\n", alfredMessage("forged")),
        expected: new Set<string>(),
        refusal: /was not made by Alfred's harness/,
      }),
    },
    {
      name: "an agent commit without trailers under a harness commit",
      make: async (w: Awaited<ReturnType<typeof world>>) => {
        await w.commit("a.txt", "two\n", "sneaky");
        const head = await w.commit("b.txt", "x\n", alfredMessage("f"));
        return { head, expected: new Set([head]), refusal: /\("sneaky"\) was not made by Alfred/ };
      },
    },
    {
      name: ".alfred/hooks.json in a harness-looking commit, then deleted again",
      make: async (w: Awaited<ReturnType<typeof world>>) => {
        await mkdir(join(w.workingDir, ".alfred"));
        const one = await w.commit(".alfred/hooks.json", "{}", alfredMessage("a"));
        await w.run(["rm", "--quiet", ".alfred/hooks.json"]);
        await w.run(["commit", "--quiet", "-m", alfredMessage("b")]);
        const head = await w.head();
        return { head, expected: new Set([one, head]), refusal: /protected path \.alfred\/hooks\.json/ };
      },
    },
  ])("refuses $name", async ({ make }) => {
    const w = await world({ "a.txt": "one\n" });
    const { head, expected, refusal } = await make(w);
    const push = pushCheckedBranch({
      workingDir: w.workingDir,
      snapshot: w.snapshot,
      head,
      branch: "alfred/test",
      policy: { runId: "test", expectedCommits: expected, isProtected: protect },
      credentials: [],
      env: w.env,
    });
    await expect(push).rejects.toThrow(refusal);
    expect(await branchesOf(w.origin)).toEqual(["main"]);
  });
});
