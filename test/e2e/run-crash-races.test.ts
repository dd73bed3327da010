/**
 * Runs racing for one repository, and a provider outage during the rubric: each reaches the reference end state.
 * Shared scenarios: test/support/crash-scenarios.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer } from "../fakes/fake-script.js";
import { runAlfred } from "../support/cli.js";
import { crashEnv, crashModel, crashRepository, endState } from "../support/crash-run.js";
import { gitIn } from "../support/demo-repo.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  crashedAt,
  FEATURES,
  HELD,
  ledgerKinds,
  RESUME,
  RUN,
  RUN_TIMEOUT_MS,
  SCENARIO_TIMEOUT_MS,
  useCrashWorld,
} from "../support/crash-scenarios.js";

const world = useCrashWorld();

describe("runs racing for one repository (issue 10, item 2)", () => {
  // Every answer comes late, so the racing processes overlap for seconds whatever the machine's load.
  let slow: FakeServer;
  beforeAll(async () => {
    const model = crashModel();
    slow = await startAnthropicFake((request, index) => {
      const step = model(request, index);
      return "turn" in step ? { ...step, delayMs: 700 } : step;
    });
  });
  afterAll(async () => {
    await slow.close();
  });

  it(
    "of four simultaneous runs (four run ids) exactly one works, and the end state is the reference",
    async () => {
      const workingDir = crashRepository(FEATURES);
      const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
      const ids = ["r1", "r2", "r3", "r4"];
      const runs = await Promise.all(
        ids.map((id) =>
          runAlfred(["run", "--run-id", id, "--budget", "2"], {
            cwd: workingDir,
            env: crashEnv(slow.url),
            timeoutMs: 180_000,
          }),
        ),
      );
      const winner = runs.findIndex((run) => run.code === 0);
      expect(runs.filter((run) => run.code === 0)).toHaveLength(1);
      for (const run of runs.filter((candidate) => candidate.code !== 0)) {
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(HELD);
      }
      expect(endState(workingDir, start, ids[winner] ?? "")).toEqual(world.reference);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "three simultaneous resumes after a SIGKILL in the commit window reach the reference",
    async () => {
      const { cwd: workingDir, start } = await crashedAt(world.fake.url, FEATURES, "after_commit");
      const resumes = await Promise.all(
        Array.from({ length: 3 }, () =>
          runAlfred(RESUME, { cwd: workingDir, env: crashEnv(slow.url), timeoutMs: 180_000 }),
        ),
      );
      expect(resumes.filter((run) => run.code === 0)).toHaveLength(1);
      for (const run of resumes.filter((candidate) => candidate.code !== 0)) {
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(HELD);
      }
      expect(endState(workingDir, start, "r1")).toEqual(world.reference);
    },
    SCENARIO_TIMEOUT_MS,
  );
});

describe("a provider outage during the rubric (issue 10, item 8)", () => {
  it(
    "stops the run (exit 1) naming the outage, keeps the verified work, and the resume commits it",
    async () => {
      let down = true;
      const flaky = await startAnthropicFake(
        crashModel((step) => (down && step === "slugify/rubric" ? { fault: "overloaded" } : undefined)),
      );
      try {
        const workingDir = crashRepository(FEATURES);
        const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
        const stopped = await runAlfred(RUN, {
          cwd: workingDir,
          env: crashEnv(flaky.url),
          timeoutMs: RUN_TIMEOUT_MS,
        });
        expect(stopped.code, stopped.stderr).toBe(1);
        expect(stopped.stderr).toContain(
          "the model provider failed during the rubric (verify passed; the work is kept)",
        );
        expect(stopped.stderr).toContain("resume with: alfred run --run-id r1 --resume");
        expect(gitIn(workingDir, "rev-list", `${start}..HEAD`).trim()).toBe("");
        expect(readFileSync(join(workingDir, "src/text.js"), "utf8")).toContain("export const slugify");
        expect(ledgerKinds(workingDir).at(-1)).toBe("run_interrupted");

        down = false;
        const resumed = await runAlfred(RESUME, {
          cwd: workingDir,
          env: crashEnv(flaky.url),
          timeoutMs: RUN_TIMEOUT_MS,
        });
        expect(resumed.code, resumed.stderr).toBe(0);
        expect(endState(workingDir, start, "r1")).toEqual(world.reference);
      } finally {
        await flaky.close();
      }
    },
    SCENARIO_TIMEOUT_MS,
  );
});
