import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { demoRepository, editFeatureList, gitIn, statuses } from "../../../test/support/demo-repo.js";
import { DEMO_CODE, implementTurns } from "../../../test/support/demo-turns.js";
import { alfredConfigSchema } from "../../config/schema.js";
import { createMockProvider } from "../../providers/mock.js";
import type { MockTurn } from "../../providers/mock-script.js";
import { initShellParser } from "../../platform/wasm/shell-parser.js";
import { createSession } from "../../session/create-session.js";
import { autonomousRun } from "../autonomous-run.js";
import type { HarnessEvent } from "../state/run-types.js";

const slugify: MockTurn[] = [
  ...implementTurns(DEMO_CODE.slugify),
  { toolCalls: [{ name: "submit_rubric", input: { verification: 2, reasoning: "done" } }] },
];

beforeAll(() => initShellParser());

describe("a verify command that writes files git does not ignore", () => {
  it("passes the feature, commits only what verify ran on, and names the discarded files", async () => {
    // Like `cargo test` creating Cargo.lock: the verify writes a lockfile and updates a tracked file.
    const workingDir = demoRepository((root) => {
      editFeatureList(root, (list) => {
        list.features = list.features.slice(0, 1);
        list.features[0]!.verify =
          "node --test test/slugify.test.js && echo lock > verify.lock && echo more >> AGENTS.md";
      });
    });
    const readme = readFileSync(join(workingDir, "AGENTS.md"), "utf8");
    const session = await createSession({
      config: alfredConfigSchema.parse({ provider: "mock", permissionMode: "bypass", sandbox: "off" }),
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      workingDir,
      provider: createMockProvider({ turns: slugify }),
      disabledTools: ["git_commit"],
    });
    const events: HarnessEvent[] = [];
    const summary = await autonomousRun({
      featuresFile: "feature_list.json",
      runId: "writes",
      resume: false,
      iterationBudget: 1,
      rollback: true,
      verifyTimeoutMs: 60_000,
      runBudget: {},
      featureBudget: {},
      session,
      ledgerKey: "test-ledger-key-0123456789abcdef",
      onProgress: (event) => events.push(event),
    });
    expect(summary.features.map((outcome) => [outcome.status, outcome.reason])).toEqual([
      ["passing", undefined],
    ]);
    expect(Object.values(statuses(workingDir))).toEqual(["passing"]);
    expect(gitIn(workingDir, "show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "feature_list.json",
      "src/text.js",
    ]);
    expect(existsSync(join(workingDir, "verify.lock"))).toBe(false);
    expect(readFileSync(join(workingDir, "AGENTS.md"), "utf8")).toBe(readme);
    const verify = events.find((event) => event.type === "verify");
    expect(verify).toMatchObject({ exitCode: 0, discardedWrites: ["AGENTS.md", "verify.lock"] });
    const ledger = readFileSync(join(workingDir, ".alfred/workflows/writes/ledger.jsonl"), "utf8");
    expect(ledger).toContain('"discardedWrites":["AGENTS.md","verify.lock"]');
    writeFileSync(join(workingDir, "verify.lock"), "");
  });
});
