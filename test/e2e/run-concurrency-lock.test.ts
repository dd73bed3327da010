/**
 * Real `alfred run` processes racing for one repository: the repository lock.
 * The other part: test/e2e/run-concurrency-*.test.ts; what they share: test/support/concurrency-run.ts.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type CliRun, runAlfred } from "../support/cli.js";
import { demoRepository, gitIn, statuses } from "../support/demo-repo.js";
import {
  featureCommits,
  HELD,
  KEY,
  ledgerKinds,
  LOCK,
  mockEnv,
  modelServers,
  nothingToDo,
  signalAt,
  twoFeatureRepo,
} from "../support/concurrency-run.js";

const { servers, anthropicEnv } = modelServers();

describe("the repository lock", () => {
  it("lets exactly one of 15 simultaneous `alfred run`s work; the others refuse naming the holder", async () => {
    const workingDir = demoRepository();
    const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
    const runs = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        runAlfred(["run", "--run-id", `race-${index}`, "--budget", "2"], {
          cwd: workingDir,
          env: mockEnv,
          timeoutMs: 150_000,
        }),
      ),
    );
    const refused = runs.filter((run) => run.stderr.includes(HELD));
    const worked = runs.filter((run) => run.stderr.includes("all_resolved: 2 passing, 1 blocked"));
    expect(worked).toHaveLength(1);
    // A start after the winner finished finds nothing to do; none may overlap with it.
    expect(refused.length + worked.length + runs.filter(nothingToDo).length).toBe(15);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    for (const run of refused) {
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/run "race-\d+", pid \d+, started .*command "alfred run --run-id race-\d+/);
      expect(run.stderr).toContain(LOCK);
    }
    expect(featureCommits(workingDir, start)).toHaveLength(2);
    expect(statuses(workingDir)).toEqual({
      slugify: "passing",
      truncate: "passing",
      "word-count": "blocked",
    });
    expect(existsSync(join(workingDir, LOCK))).toBe(false);
  }, 180_000);

  it("stops on SIGTERM recording run_interrupted (exit 143); of two concurrent --resume one refuses", async () => {
    const workingDir = twoFeatureRepo();
    const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
    const env = await anthropicEnv(new Set(["truncate/implement#1"]));
    const first = await runAlfred(["run", "--run-id", "r1"], {
      cwd: workingDir,
      env,
      onSpawn: signalAt(() => servers[0], "truncate/implement#1", ["SIGTERM"]),
    });
    expect(first.stderr).toContain("resume with: alfred run --run-id r1 --resume");
    expect(first.code).toBe(143);
    expect(ledgerKinds(workingDir, "r1")).toContain("run_interrupted");
    expect(existsSync(join(workingDir, LOCK))).toBe(false);

    const resumes = await Promise.all([
      runAlfred(["run", "--run-id", "r1", "--resume"], { cwd: workingDir, env }),
      runAlfred(["run", "--run-id", "r1", "--resume"], { cwd: workingDir, env }),
    ]);
    const refused = resumes.filter((run) => run.stderr.includes(HELD));
    const resumed = resumes.filter((run) => run.stderr.includes("(resumed)"));
    expect(refused).toHaveLength(1);
    expect(refused[0]?.code).toBe(1);
    expect(refused[0]?.stderr).toContain('run "r1"');
    expect(resumed).toHaveLength(1);
    expect(resumed[0]?.code).toBe(0);
    expect(statuses(workingDir)).toEqual({ slugify: "passing", truncate: "passing" });
    expect(featureCommits(workingDir, start)).toHaveLength(2);
    const verify = await runAlfred(
      ["ledger", "verify", join(workingDir, ".alfred/workflows/r1/ledger.jsonl")],
      {
        cwd: workingDir,
        env: { ALFRED_LEDGER_KEY: KEY },
      },
    );
    expect(verify.code).toBe(0);
  }, 90_000);

  it("takes over the lock of a run that was SIGKILLed", async () => {
    const workingDir = twoFeatureRepo();
    const env = await anthropicEnv(new Set(["slugify/implement#0"]));
    const killed = await runAlfred(["run", "--run-id", "k1"], {
      cwd: workingDir,
      env,
      onSpawn: signalAt(() => servers[0], "slugify/implement#0", ["SIGKILL"]),
    });
    expect(killed.signal).toBe("SIGKILL");
    expect(existsSync(join(workingDir, LOCK))).toBe(true);
    const next = await runAlfred(["run", "--run-id", "k1", "--resume"], { cwd: workingDir, env });
    expect(next.stderr).not.toContain(HELD);
    expect(next.code).toBe(0);
    expect(existsSync(join(workingDir, LOCK))).toBe(false);
  }, 60_000);

  it("with --wait, queues behind the running holder and then runs", async () => {
    const workingDir = twoFeatureRepo();
    const env = await anthropicEnv(new Set(["slugify/implement#0"]), 3_000);
    let second: Promise<CliRun> | undefined;
    const first = await runAlfred(["run", "--run-id", "w1"], {
      cwd: workingDir,
      env,
      onSpawn: () => {
        const poll = setInterval(() => {
          if ((servers[0]?.requests.length ?? 0) > 0) {
            clearInterval(poll);
            second = runAlfred(["run", "--run-id", "w2", "--wait", "--wait-timeout", "60"], {
              cwd: workingDir,
              env,
            });
          }
        }, 20);
      },
    });
    expect(first.code).toBe(0);
    const waited = await second;
    expect(waited?.stderr).toMatch(/waiting up to 60s for run "w1" \(pid \d+\)/);
    expect(waited?.stderr).toContain("0 of 2 features to do");
    expect(waited?.code).toBe(0);
  }, 60_000);
});
