/**
 * Real `alfred run` processes racing for one repository, and stopped by
 * signals: the repository lock, SIGTERM/SIGHUP handling and a closed stdout.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer } from "../fakes/fake-script.js";
import { type CliRun, runAlfred } from "../support/cli.js";
import { demoModel, demoStepOf } from "../support/demo-model.js";
import {
  demoRepository,
  editFeatureList,
  GIT_ENV,
  gitIn,
  PROJECT_ROOT,
  statuses,
} from "../support/demo-repo.js";
import { tempDir } from "../support/temp-dir.js";

const KEY = "lock-test-ledger-key-0123456789ab";
const LOCK = ".git/alfred-run.lock";
const HELD = "another Alfred run holds this repository";
const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const mockEnv = {
  ...GIT_ENV,
  ALFRED_PROVIDER: "mock",
  ALFRED_MOCK_SCRIPT: join(PROJECT_ROOT, "fixtures/demo-run-script.json"),
  ALFRED_LEDGER_KEY: KEY,
} as Record<string, string>;

function twoFeatureRepo(): string {
  return demoRepository((root) =>
    editFeatureList(root, (list) => void (list.features = list.features.slice(0, 2))),
  );
}

async function anthropicEnv(hang: Set<string>, hangMs?: number): Promise<Record<string, string>> {
  const fake = await startAnthropicFake(demoModel(hang, hangMs));
  servers.push(fake);
  return {
    ...GIT_ENV,
    ALFRED_PROVIDER: "anthropic",
    ALFRED_BASE_URL: fake.url,
    ANTHROPIC_API_KEY: "x",
    ALFRED_LEDGER_KEY: KEY,
  };
}

function ledgerKinds(cwd: string, runId: string): string[] {
  return readFileSync(join(cwd, ".alfred/workflows", runId, "ledger.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { kind: string }).kind);
}

function featureCommits(cwd: string, start: string): string[] {
  return gitIn(cwd, "log", "--format=%s", `${start}..HEAD`).trim().split("\n").filter(Boolean);
}

/** Sends `signal` to the child once the model server has seen a request for `step`. */
function signalAt(
  server: () => FakeServer | undefined,
  step: string,
  signals: readonly NodeJS.Signals[],
): (child: { kill: (signal: NodeJS.Signals) => boolean }) => void {
  return (child) => {
    const poll = setInterval(() => {
      if (server()?.requests.some((request) => demoStepOf(request) === step) === true) {
        clearInterval(poll);
        for (const signal of signals) child.kill(signal);
      }
    }, 20);
  };
}

describe("the repository lock", () => {
  it("lets exactly one of 15 simultaneous `alfred run`s work; the others refuse naming the holder", async () => {
    const cwd = demoRepository();
    const start = gitIn(cwd, "rev-parse", "HEAD").trim();
    const runs = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        runAlfred(["run", "--run-id", `race-${index}`, "--budget", "2"], {
          cwd,
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
    expect(featureCommits(cwd, start)).toHaveLength(2);
    expect(statuses(cwd)).toEqual({ slugify: "passing", truncate: "passing", "word-count": "blocked" });
    expect(existsSync(join(cwd, LOCK))).toBe(false);
  }, 180_000);

  it("stops on SIGTERM recording run_interrupted (exit 143); of two concurrent --resume one refuses", async () => {
    const cwd = twoFeatureRepo();
    const start = gitIn(cwd, "rev-parse", "HEAD").trim();
    const env = await anthropicEnv(new Set(["truncate/implement#1"]));
    const first = await runAlfred(["run", "--run-id", "r1"], {
      cwd,
      env,
      onSpawn: signalAt(() => servers[0], "truncate/implement#1", ["SIGTERM"]),
    });
    expect(first.stderr).toContain("resume with: alfred run --run-id r1 --resume");
    expect(first.code).toBe(143);
    expect(ledgerKinds(cwd, "r1")).toContain("run_interrupted");
    expect(existsSync(join(cwd, LOCK))).toBe(false);

    const resumes = await Promise.all([
      runAlfred(["run", "--run-id", "r1", "--resume"], { cwd, env }),
      runAlfred(["run", "--run-id", "r1", "--resume"], { cwd, env }),
    ]);
    const refused = resumes.filter((run) => run.stderr.includes(HELD));
    const resumed = resumes.filter((run) => run.stderr.includes("(resumed)"));
    expect(refused).toHaveLength(1);
    expect(refused[0]?.code).toBe(1);
    expect(refused[0]?.stderr).toContain('run "r1"');
    expect(resumed).toHaveLength(1);
    expect(resumed[0]?.code).toBe(0);
    expect(statuses(cwd)).toEqual({ slugify: "passing", truncate: "passing" });
    expect(featureCommits(cwd, start)).toHaveLength(2);
    const verify = await runAlfred(["ledger", "verify", join(cwd, ".alfred/workflows/r1/ledger.jsonl")], {
      cwd,
      env: { ALFRED_LEDGER_KEY: KEY },
    });
    expect(verify.code).toBe(0);
  }, 90_000);

  it("takes over the lock of a run that was SIGKILLed", async () => {
    const cwd = twoFeatureRepo();
    const env = await anthropicEnv(new Set(["slugify/implement#0"]));
    const killed = await runAlfred(["run", "--run-id", "k1"], {
      cwd,
      env,
      onSpawn: signalAt(() => servers[0], "slugify/implement#0", ["SIGKILL"]),
    });
    expect(killed.signal).toBe("SIGKILL");
    expect(existsSync(join(cwd, LOCK))).toBe(true);
    const next = await runAlfred(["run", "--run-id", "k1", "--resume"], { cwd, env });
    expect(next.stderr).not.toContain(HELD);
    expect(next.code).toBe(0);
    expect(existsSync(join(cwd, LOCK))).toBe(false);
  }, 60_000);

  it("with --wait, queues behind the running holder and then runs", async () => {
    const cwd = twoFeatureRepo();
    const env = await anthropicEnv(new Set(["slugify/implement#0"]), 3_000);
    let second: Promise<CliRun> | undefined;
    const first = await runAlfred(["run", "--run-id", "w1"], {
      cwd,
      env,
      onSpawn: () => {
        const poll = setInterval(() => {
          if ((servers[0]?.requests.length ?? 0) > 0) {
            clearInterval(poll);
            second = runAlfred(["run", "--run-id", "w2", "--wait", "--wait-timeout", "60"], { cwd, env });
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

function nothingToDo(run: CliRun): boolean {
  return run.code === 0 && run.stderr.includes("0 of 3 features to do");
}

describe("signals and a closed stdout", () => {
  it("treats SIGHUP like Ctrl-C: run_interrupted in the ledger, exit 129", async () => {
    const cwd = twoFeatureRepo();
    const env = await anthropicEnv(new Set(["slugify/implement#0"]));
    const run = await runAlfred(["run", "--run-id", "h1"], {
      cwd,
      env,
      onSpawn: signalAt(() => servers[0], "slugify/implement#0", ["SIGHUP"]),
    });
    expect(run.code).toBe(129);
    expect(ledgerKinds(cwd, "h1")).toContain("run_interrupted");
  }, 60_000);

  it("exits at once on a second signal, still releasing the lock", async () => {
    // A verify that ignores SIGTERM makes the clean stop last its 2 s kill grace: long enough to see a second signal cut it short.
    const marker = join(tempDir("alfred-verify-"), "started");
    const cwd = demoRepository((root) =>
      editFeatureList(root, (list) => {
        list.features = list.features.slice(0, 1);
        list.features[0]!.verify = `touch ${marker}; trap '' TERM; sleep 20`;
      }),
    );
    // The marker is written to the host's /tmp, so this verify runs outside the sandbox (whose /tmp is private).
    const run = await runAlfred(["run", "--run-id", "t2", "--sandbox", "off"], {
      cwd,
      env: mockEnv,
      onSpawn: (child) => {
        const poll = setInterval(() => {
          if (!existsSync(marker)) return;
          clearInterval(poll);
          // Back to back, and two different signals (the kernel merges a repeated pending one).
          child.kill("SIGTERM");
          child.kill("SIGINT");
        }, 20);
      },
    });
    expect(run.stderr).not.toContain("resume with:");
    // The second signal's code: the two arrive together, in whichever order the kernel hands them over.
    expect(run.signal).toBeNull();
    expect([130, 143]).toContain(run.code);
    expect(existsSync(join(cwd, LOCK))).toBe(false);
  }, 60_000);

  it("alfred ask treats SIGTERM like Ctrl-C: aborted cleanly, exit 143", async () => {
    const server = await startAnthropicFake([{ fault: "slow_first_byte", delayMs: 30_000 }]);
    servers.push(server);
    const run = await runAlfred(["ask", "wait"], {
      cwd: twoFeatureRepo(),
      env: { ALFRED_PROVIDER: "anthropic", ALFRED_BASE_URL: server.url, ANTHROPIC_API_KEY: "x" },
      onSpawn: (child) => {
        const poll = setInterval(() => {
          if (server.requests.length > 0) {
            clearInterval(poll);
            child.kill("SIGTERM");
          }
        }, 20);
      },
    });
    expect(run.stderr).toContain("done: aborted");
    expect(run.code).toBe(143);
  }, 30_000);

  it("keeps working when stdout's reader goes away (alfred run --json | head -1)", async () => {
    const cwd = twoFeatureRepo();
    const env = await anthropicEnv(new Set());
    const run = await runAlfred(["run", "--run-id", "p1", "--json"], {
      cwd,
      env,
      onSpawn: (child) => {
        child.stdout?.once("data", () => child.stdout?.destroy());
      },
    });
    expect(run.stderr).toMatch(/stdout was closed \(EPIPE\); carrying on/);
    expect(run.code).toBe(0);
    expect(statuses(cwd)).toEqual({ slugify: "passing", truncate: "passing" });
    expect(ledgerKinds(cwd, "p1").at(-1)).toBe("run_end");
  }, 60_000);
});
