import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { demoRepository } from "../../../test/support/demo-repo.js";
import { ConfigError } from "../../core/errors.js";
import { createMockProvider } from "../../providers/mock.js";
import type { PermissionMode } from "../../core/permission-mode.js";
import { autonomousRun } from "../autonomous-run.js";
import { checkRunPreconditions, pathInRepository } from "./run-preconditions.js";
import type { AutonomousRunOptions } from "../state/run-types.js";
import { tempDir } from "../../../test/support/temp-dir.js";

function options(workingDir: string, overrides: Partial<AutonomousRunOptions> = {}, mode?: PermissionMode) {
  return {
    featuresFile: "feature_list.json",
    runId: "pre",
    resume: false,
    iterationBudget: 1,
    rollback: true,
    verifyTimeoutMs: 10_000,
    runBudget: {},
    featureBudget: {},
    session: {
      model: { provider: createMockProvider({ turns: [] }), name: "mock" },
      limits: { maxTurns: 1 },
      toolHost: { tools: [], workingDir, ...(mode === undefined ? {} : { permissionMode: mode }) },
    },
    ledgerKey: "test-ledger-key-0123456789abcdef",
    ...overrides,
  } satisfies AutonomousRunOptions;
}

describe("checkRunPreconditions", () => {
  it("fails fast naming no_approver when the library's session is in the default mode", async () => {
    const workingDir = demoRepository();
    const run = autonomousRun(options(workingDir));
    await expect(run).rejects.toThrow(ConfigError);
    await expect(run).rejects.toThrow(/"default" asks a person.*no_approver.*"bypass"/);
    await expect(checkRunPreconditions(options(workingDir, {}, "plan"))).rejects.toThrow(/no_approver/);
  });

  it("accepts bypass and acceptEdits at a repository's root", async () => {
    const workingDir = demoRepository();
    await expect(checkRunPreconditions(options(workingDir, {}, "bypass"))).resolves.toEqual({
      featuresFile: "feature_list.json",
    });
    await expect(checkRunPreconditions(options(workingDir, {}, "acceptEdits"))).resolves.toBeDefined();
  });

  it("refuses a subdirectory of a repository, naming the root", async () => {
    const workingDir = demoRepository();
    const sub = join(workingDir, "src");
    await expect(
      checkRunPreconditions(options(sub, { featuresFile: "../feature_list.json" }, "bypass")),
    ).rejects.toThrow(`is not the root of its repository (${workingDir})`);
  });

  it("refuses a directory that is not a git repository", async () => {
    const workingDir = tempDir("alfred-nogit-");
    writeFileSync(join(workingDir, "feature_list.json"), '{"features":[]}');
    await expect(checkRunPreconditions(options(workingDir, {}, "bypass"))).rejects.toThrow(
      /not a git repository/,
    );
  });

  it("refuses a missing feature list with the fix", async () => {
    const workingDir = demoRepository();
    await expect(
      checkRunPreconditions(options(workingDir, { featuresFile: "backlog.json" }, "bypass")),
    ).rejects.toThrow(/backlog.json: no such file: create it/);
  });

  it("takes an absolute feature list path once, not joined onto the root again", async () => {
    const workingDir = demoRepository();
    mkdirSync(join(workingDir, "plans"));
    writeFileSync(join(workingDir, "plans", "list.json"), '{"features":[]}');
    await expect(
      checkRunPreconditions(
        options(workingDir, { featuresFile: join(workingDir, "plans", "list.json") }, "bypass"),
      ),
    ).resolves.toEqual({ featuresFile: "plans/list.json" });
  });
});

describe("pathInRepository", () => {
  it.each([
    ["/repo", "/repo/sub", "../list.json", "list.json"],
    ["/repo", "/repo/sub", "list.json", "sub/list.json"],
    ["/repo", "/elsewhere", "/repo/a/b.json", "a/b.json"],
  ])("root %s, from %s: %s → %s", (root, base, file, expected) => {
    expect(pathInRepository(root, base, file)).toBe(expected);
  });

  it.each([
    ["/repo", "/repo", "../list.json"],
    ["/repo", "/repo", "/repo-evil/list.json"],
    ["/repo", "/repo", "/tmp/list.json"],
    ["/repo", "/repo", "."],
  ])("root %s, from %s: refuses %s", (root, base, file) => {
    expect(() => pathInRepository(root, base, file)).toThrow(/outside the repository/);
  });
});
