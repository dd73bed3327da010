import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  demoRepository,
  editFeatureList,
  gitIn,
  PROJECT_ROOT,
  readJson,
  statuses,
} from "../../test/support/demo-repo.js";
import { DEMO_CODE, implementTurns } from "../../test/support/demo-turns.js";
import type { AlfredConfig } from "../config/schema.js";
import { alfredConfigSchema } from "../config/schema.js";
import { verifyLedger } from "../orchestrator/ledger-verify.js";
import { createMockProvider } from "../providers/mock.js";
import { parseMockScript, type MockTurn } from "../providers/mock-script.js";
import { initShellParser } from "../platform/wasm/shell-parser.js";
import { createSession } from "../session/create-session.js";
import { autonomousRun } from "./autonomous-run.js";
import type { AutonomousRunOptions, HarnessEvent } from "./state/run-types.js";

const KEY = "test-ledger-key-0123456789abcdef";
const demoTurns = (): MockTurn[] =>
  parseMockScript(
    readFileSync(join(PROJECT_ROOT, "fixtures", "demo-run-script.json"), "utf8"),
    "demo-run-script.json",
  ).turns;

async function run(
  workingDir: string,
  turns: MockTurn[],
  overrides: Partial<AutonomousRunOptions> = {},
  config: Partial<AlfredConfig> = {},
) {
  const provider = createMockProvider({ turns });
  const parsed = alfredConfigSchema.parse({ provider: "mock", permissionMode: "bypass", ...config });
  const session = await createSession({
    config: parsed,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    workingDir,
    provider,
    disabledTools: ["git_commit"],
  });
  const events: HarnessEvent[] = [];
  const summary = await autonomousRun({
    featuresFile: "feature_list.json",
    runId: "test",
    resume: false,
    iterationBudget: 2,
    rollback: true,
    verifyTimeoutMs: 60_000,
    runBudget: {},
    featureBudget: {},
    session,
    ledgerKey: KEY,
    onProgress: (event) => events.push(event),
    ...overrides,
  });
  return { summary, events, provider };
}

const ledgerText = (workingDir: string): string =>
  readFileSync(join(workingDir, ".alfred/workflows/test/ledger.jsonl"), "utf8");
const rubricTurn = (verification: 0 | 1 | 2): MockTurn => ({
  toolCalls: [{ name: "submit_rubric", input: { verification, reasoning: `scored ${verification}` } }],
});
const appendSlugify = implementTurns(DEMO_CODE.slugify);
const onlySlugify = (root: string): void =>
  editFeatureList(root, (list) => void (list.features = list.features.slice(0, 1)));

beforeAll(() => initShellParser());

describe("autonomousRun on the demo repository", () => {
  it("commits each passing feature, rolls back the failed one, and signs every outcome", async () => {
    const workingDir = demoRepository();
    const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
    const { summary, provider } = await run(workingDir, demoTurns());
    expect(summary.status).toBe("all_resolved");
    expect(summary.exitCode).toBe(0);
    expect(provider.remaining()).toBe(0);
    expect(statuses(workingDir)).toEqual({
      slugify: "passing",
      truncate: "passing",
      "word-count": "blocked",
    });
    const log = gitIn(workingDir, "log", "--format=%s%n%b", `${start}..HEAD`);
    expect(log.match(/^feat\(/gm)).toHaveLength(2);
    expect(log).toContain("Alfred-Feature: slugify");
    expect(log).toMatch(/Alfred-Ledger-Seq: \d+/);
    expect(gitIn(workingDir, "log", "--name-only", "--format=", `${start}..HEAD`)).not.toContain(".alfred");
    expect(gitIn(workingDir, "status", "--porcelain")).toBe(" M feature_list.json\n");
    expect(readFileSync(join(workingDir, "src/text.js"), "utf8")).not.toContain("wordCount");
    expect(verifyLedger(ledgerText(workingDir), KEY, { requireEnd: true })).toMatchObject({ ok: true });
    expect(verifyLedger(ledgerText(workingDir), "another-key-0123456789", {})).toMatchObject({
      ok: false,
      problem: "bad signature",
    });
    const features = ledgerText(workingDir)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { kind: string; data: Record<string, unknown> })
      .filter((entry) => entry.kind === "feature");
    expect(features.map((entry) => [entry.data.featureId, entry.data.status, entry.data.verifyExit])).toEqual(
      [
        ["slugify", "passing", 0],
        ["truncate", "passing", 0],
        ["word-count", "blocked", 1],
      ],
    );
    expect(readJson(join(workingDir, ".alfred/memory/episodes/word-count.json"))).toMatchObject({
      goal: expect.stringContaining("wordCount") as unknown,
      verifyExit: 1,
      gitSha: null,
    });
  });

  it("records whether the boundary was on, and the egress counts, in the ledger", async () => {
    const workingDir = demoRepository();
    await run(workingDir, demoTurns());
    const entries = ledgerText(workingDir)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { kind: string; data: Record<string, unknown> });
    expect(entries.map((entry) => entry.kind).slice(0, 2)).toEqual(["run_start", "boundary"]);
    // These tests run with the schema's default, sandbox: off — which must be on the record.
    expect(entries[1]?.data).toMatchObject({ boundary: "off", mode: "off", egressAllow: [] });
    expect(entries.at(-1)).toMatchObject({
      kind: "run_end",
      data: { egress: { allowed: 0, refused: 0, refusedTargets: [] } },
    });
  });

  it("refuses to start on a dirty worktree and touches nothing", async () => {
    const workingDir = demoRepository();
    writeFileSync(join(workingDir, "src/text.js"), "// local work in progress\n");
    await expect(run(workingDir, [])).rejects.toThrow(/uncommitted changes \(src\/text\.js\)/);
    expect(readFileSync(join(workingDir, "src/text.js"), "utf8")).toBe("// local work in progress\n");
  });

  it("blocks and rolls back a feature whose verify passes but whose rubric gives less than 2", async () => {
    const workingDir = demoRepository(onlySlugify);
    const before = readFileSync(join(workingDir, "src/text.js"), "utf8");
    const { summary } = await run(workingDir, [...appendSlugify, rubricTurn(1)]);
    expect(summary.features[0]).toMatchObject({
      status: "blocked",
      verifyExit: 0,
      rubric: { verification: 1 },
    });
    expect(readFileSync(join(workingDir, "src/text.js"), "utf8")).toBe(before);
    expect(summary.exitCode).toBe(1);
  });

  it("blocks a feature whose verify times out, even if the rubric would pass it", async () => {
    const workingDir = demoRepository((root) => {
      onlySlugify(root);
      editFeatureList(root, (list) => void (list.features[0]!.verify = "sleep 30"));
    });
    const { summary } = await run(workingDir, [...appendSlugify], {
      iterationBudget: 1,
      verifyTimeoutMs: 300,
    });
    expect(summary.features[0]).toMatchObject({ status: "blocked", verifyTimedOut: true, rubric: null });
  });

  it("stops with too_many_blocked after two blocked features in a row", async () => {
    const workingDir = demoRepository();
    const nothing: MockTurn = { text: "I could not do it." };
    const { summary } = await run(workingDir, [nothing, nothing, nothing, nothing], { iterationBudget: 2 });
    expect(summary.status).toBe("too_many_blocked");
    expect(summary.features).toHaveLength(2);
    expect(statuses(workingDir)).toMatchObject({
      slugify: "blocked",
      truncate: "blocked",
      "word-count": "pending",
    });
    expect(verifyLedger(ledgerText(workingDir), KEY, { requireEnd: true }).ok).toBe(true);
  });

  it("blocks a feature that changed a protected path, whatever tool did it", async () => {
    const workingDir = demoRepository(onlySlugify);
    const sneaky: MockTurn[] = [
      {
        toolCalls: [
          {
            name: "bash",
            input: { command: "mkdir -p .github/workflows && echo x > .github/workflows/evil.yml" },
          },
        ],
      },
      { text: "done" },
    ];
    const { summary } = await run(workingDir, sneaky, {
      iterationBudget: 1,
      protectedPaths: [".github/workflows/**"],
    });
    expect(summary.features[0]?.reason).toContain("changed protected paths: .github/workflows/evil.yml");
    expect(gitIn(workingDir, "status", "--porcelain", "--untracked-files=all")).not.toContain(".github");
  });

  it("bounds a verify command by the run's remaining wall-clock budget", async () => {
    const workingDir = demoRepository((root) => {
      onlySlugify(root);
      editFeatureList(root, (list) => void (list.features[0]!.verify = "sleep 30"));
    });
    const { summary } = await run(workingDir, [...appendSlugify], {
      iterationBudget: 1,
      verifyTimeoutMs: 600_000,
      runBudget: { maxWallClockMs: 1_500 },
    });
    expect(summary.features[0]).toMatchObject({ status: "blocked", verifyTimedOut: true });
  });

  it("stops at the run's cost budget and records it in the ledger", async () => {
    const workingDir = demoRepository();
    const { summary } = await run(
      workingDir,
      demoTurns(),
      { runBudget: { maxCostUsd: 0.01 } },
      { prices: { mock: { input: 1000, output: 1000 } } },
    );
    expect(summary.status).toBe("budget_exceeded");
    expect(summary.exitCode).toBe(1);
    const end = ledgerText(workingDir)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { kind: string; data: { status?: string } })
      .at(-1);
    expect(end).toMatchObject({ kind: "run_end", data: { status: "budget_exceeded" } });
  });
});
