import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { demoRepository, editFeatureList, gitIn, statuses } from "../../test/support/demo-repo.js";
import { DEMO_CODE, implementTurns } from "../../test/support/demo-turns.js";
import { alfredConfigSchema } from "../config/schema.js";
import { verifyLedger } from "../orchestrator/ledger-verify.js";
import { createMockProvider } from "../providers/mock.js";
import type { MockTurn } from "../providers/mock-script.js";
import { initShellParser } from "../platform/wasm/shell-parser.js";
import { createSession } from "../session/create-session.js";
import { autonomousRun } from "./autonomous-run.js";
import type { AutonomousRunOptions } from "./state/run-types.js";

const KEY = "faults-test-ledger-key-0123456789";

async function run(
  workingDir: string,
  turns: MockTurn[],
  overrides: Partial<AutonomousRunOptions> = {},
  maxTurns = 50,
) {
  const config = alfredConfigSchema.parse({
    provider: "mock",
    permissionMode: "bypass",
    maxTurns,
    retry: { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 },
  });
  const session = await createSession({
    config,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    workingDir,
    provider: createMockProvider({ turns }),
    disabledTools: ["git_commit"],
  });
  return autonomousRun({
    featuresFile: "feature_list.json",
    runId: "faults",
    resume: false,
    iterationBudget: 1,
    rollback: true,
    verifyTimeoutMs: 60_000,
    runBudget: {},
    featureBudget: {},
    session,
    ledgerKey: KEY,
    ...overrides,
  });
}

const ledgerEntries = (workingDir: string) =>
  readFileSync(join(workingDir, ".alfred/workflows/faults/ledger.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { kind: string; data: Record<string, unknown> });
const rubric = (verification: 0 | 1 | 2): MockTurn => ({
  toolCalls: [{ name: "submit_rubric", input: { verification, reasoning: `scored ${verification}` } }],
});
const slugify = implementTurns(DEMO_CODE.slugify);
const CONFIG = '{ "maxTurns": 40 }\n';
/** Only slugify, and an untracked .alfred/config.json that no rollback may touch. */
const repository = (): string => {
  const workingDir = demoRepository((root) =>
    editFeatureList(root, (list) => void (list.features = list.features.slice(0, 1))),
  );
  mkdirSync(join(workingDir, ".alfred"), { recursive: true });
  writeFileSync(join(workingDir, ".alfred/config.json"), CONFIG);
  return workingDir;
};

beforeAll(() => initShellParser());

describe("untracked files present at the start of the run", () => {
  it("do not count as the feature's change and are never committed", async () => {
    const workingDir = repository();
    const summary = await run(workingDir, [...slugify, rubric(2)]);
    expect(summary.features[0]?.reason).toBeUndefined();
    expect(gitIn(workingDir, "show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "feature_list.json",
      "src/text.js",
    ]);
    expect(readFileSync(join(workingDir, ".alfred/config.json"), "utf8")).toBe(CONFIG);
  });

  it("survive a blocked feature's rollback byte for byte, while the feature's own new files go", async () => {
    const workingDir = repository();
    const withNewFile: MockTurn[] = [
      {
        toolCalls: [
          { name: "file_write", input: { path: "src/extra.js", content: "export const x = 1;\n" } },
        ],
      },
      ...slugify,
    ];
    const summary = await run(workingDir, [...withNewFile, rubric(1)]);
    expect(summary.features[0]).toMatchObject({ status: "blocked" });
    expect(readFileSync(join(workingDir, ".alfred/config.json"), "utf8")).toBe(CONFIG);
    expect(gitIn(workingDir, "status", "--porcelain", "--untracked-files=all")).toBe(
      " M feature_list.json\n?? .alfred/config.json\n",
    );
  });

  it("a feature that edits one is blocked for changing a protected path, and gets it back", async () => {
    const workingDir = repository();
    const meddling: MockTurn[] = [
      { toolCalls: [{ name: "bash", input: { command: "echo '{}' > .alfred/config.json" } }] },
      { text: "done" },
    ];
    const summary = await run(workingDir, meddling);
    expect(summary.features[0]?.reason).toContain("changed protected paths: .alfred/config.json");
    expect(readFileSync(join(workingDir, ".alfred/config.json"), "utf8")).toBe(CONFIG);
  });
  it("binary files, untracked at the start or tracked, come back byte for byte after a rollback", async () => {
    // Every byte value, and sequences that are not UTF-8: a text path would turn them into U+FFFD.
    const bytes = Buffer.from([...Array.from({ length: 256 }, (_, index) => index), 0xc3, 0x28, 0xff, 0xfe]);
    const workingDir = demoRepository((root) => {
      editFeatureList(root, (list) => void (list.features = list.features.slice(0, 1)));
      mkdirSync(join(root, "assets"));
      writeFileSync(join(root, "assets/logo.bin"), bytes);
    });
    mkdirSync(join(workingDir, ".alfred"), { recursive: true });
    writeFileSync(join(workingDir, ".alfred/cache.bin"), bytes);
    const clobber: MockTurn[] = [
      {
        toolCalls: [
          { name: "bash", input: { command: "printf x > .alfred/cache.bin; printf y > assets/logo.bin" } },
        ],
      },
      ...slugify,
    ];
    const summary = await run(workingDir, [...clobber, rubric(1)]);
    expect(summary.features[0]).toMatchObject({ status: "blocked" });
    expect(readFileSync(join(workingDir, ".alfred/cache.bin")).equals(bytes)).toBe(true);
    expect(readFileSync(join(workingDir, "assets/logo.bin")).equals(bytes)).toBe(true);
  });
});

describe("naming the real cause", () => {
  it("a provider outage during the rubric stops the run with the verified work kept; the resume commits it", async () => {
    const workingDir = repository();
    const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
    const outage: MockTurn = { fail: { status: 500, message: "upstream is down" } };
    const first = await run(workingDir, [...slugify, outage, outage, outage]);
    expect(first.features[0]?.reason).toBeUndefined();
    expect(first).toMatchObject({ status: "provider_error", exitCode: 1 });
    expect(first.stopReason).toMatch(/provider failed during the rubric .*work is kept/);
    expect(statuses(workingDir)).toEqual({ slugify: "in_progress" });
    expect(readFileSync(join(workingDir, "src/text.js"), "utf8")).toContain("slugify");
    const entries = ledgerEntries(workingDir);
    expect(entries.at(-1)).toMatchObject({ kind: "run_interrupted", data: { featureId: "slugify" } });
    expect(entries.map((entry) => entry.kind)).not.toContain("feature");

    const second = await run(workingDir, [rubric(2)], { resume: true });
    expect(second).toMatchObject({ status: "all_resolved", exitCode: 0 });
    expect(statuses(workingDir)).toEqual({ slugify: "passing" });
    expect(gitIn(workingDir, "rev-list", "--count", `${start}..HEAD`).trim()).toBe("1");
    const text = readFileSync(join(workingDir, ".alfred/workflows/faults/ledger.jsonl"), "utf8");
    expect(verifyLedger(text, KEY, { requireEnd: true })).toMatchObject({ ok: true });
  });

  it("a model stopped by the turn cap is named in the outcome and the ledger, not only verify's exit", async () => {
    const workingDir = repository();
    const summary = await run(
      workingDir,
      [{ toolCalls: [{ name: "file_read", input: { path: "src/text.js" } }] }],
      {},
      1,
    );
    expect(summary.features[0]?.reason).toMatch(
      /^verify exited with 1 \(attempt 1: the model hit the turn cap/,
    );
    const outcome = ledgerEntries(workingDir).find((entry) => entry.kind === "feature");
    expect(outcome?.data.reason).toMatch(/turn cap/);
  });

  it("a verify killed by a signal says which", async () => {
    const workingDir = repository();
    editFeatureList(workingDir, (list) => void (list.features[0]!.verify = "kill -KILL $$"));
    gitIn(workingDir, "commit", "-qam", "verify kills itself");
    const summary = await run(workingDir, [...slugify]);
    expect(summary.features[0]?.reason).toBe("verify was killed by SIGKILL");
  });

  it("an I/O error that ends the run early is recorded as run_interrupted, then rethrown", async () => {
    const workingDir = repository();
    const failing = run(workingDir, [...slugify, rubric(2)], {
      onProgress: (event) => {
        // The list can no longer be replaced: saving the feature's status fails.
        if (event.type === "rubric") {
          rmSync(join(workingDir, "feature_list.json"));
          mkdirSync(join(workingDir, "feature_list.json", "blocker"), { recursive: true });
        }
      },
    });
    await expect(failing).rejects.toThrow(/feature_list\.json/);
    const last = ledgerEntries(workingDir).at(-1);
    expect(last).toMatchObject({ kind: "run_interrupted", data: { featureId: "slugify" } });
    expect(String(last?.data.reason)).toMatch(/^the run failed: .*feature_list\.json/);
  });
});
