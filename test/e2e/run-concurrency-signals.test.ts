/**
 * Real `alfred run` and `alfred ask` processes stopped by signals, and a closed stdout.
 * The other part: test/e2e/run-concurrency-*.test.ts; what they share: test/support/concurrency-run.ts.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import { runAlfred } from "../support/cli.js";
import { demoRepository, editFeatureList, statuses } from "../support/demo-repo.js";
import { tempDir } from "../support/temp-dir.js";
import {
  ledgerKinds,
  LOCK,
  mockEnv,
  modelServers,
  signalAt,
  twoFeatureRepo,
} from "../support/concurrency-run.js";

const { servers, anthropicEnv } = modelServers();

describe("signals and a closed stdout", () => {
  it("treats SIGHUP like Ctrl-C: run_interrupted in the ledger, exit 129", async () => {
    const workingDir = twoFeatureRepo();
    const env = await anthropicEnv(new Set(["slugify/implement#0"]));
    const run = await runAlfred(["run", "--run-id", "h1"], {
      cwd: workingDir,
      env,
      onSpawn: signalAt(() => servers[0], "slugify/implement#0", ["SIGHUP"]),
      // Beside the 15 racing runs of run-concurrency-lock, a start can take far longer than alone.
      timeoutMs: 55_000,
    });
    expect(run.code).toBe(129);
    expect(ledgerKinds(workingDir, "h1")).toContain("run_interrupted");
  }, 60_000);

  it("exits at once on a second signal, still releasing the lock", async () => {
    // A verify that ignores SIGTERM makes the clean stop last its 2 s kill grace: long enough to see a second signal cut it short.
    const marker = join(tempDir("alfred-verify-"), "started");
    const workingDir = demoRepository((root) =>
      editFeatureList(root, (list) => {
        list.features = list.features.slice(0, 1);
        list.features[0]!.verify = `touch ${marker}; trap '' TERM; sleep 20`;
      }),
    );
    // The marker is written to the host's /tmp, so this verify runs outside the sandbox (whose /tmp is private).
    const run = await runAlfred(["run", "--run-id", "t2", "--sandbox", "off"], {
      cwd: workingDir,
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
    expect(existsSync(join(workingDir, LOCK))).toBe(false);
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
    const workingDir = twoFeatureRepo();
    const env = await anthropicEnv(new Set());
    const run = await runAlfred(["run", "--run-id", "p1", "--json"], {
      cwd: workingDir,
      env,
      onSpawn: (child) => {
        child.stdout?.once("data", () => child.stdout?.destroy());
      },
    });
    expect(run.stderr).toMatch(/stdout was closed \(EPIPE\); carrying on/);
    expect(run.code).toBe(0);
    expect(statuses(workingDir)).toEqual({ slugify: "passing", truncate: "passing" });
    expect(ledgerKinds(workingDir, "p1").at(-1)).toBe("run_end");
  }, 60_000);
});
