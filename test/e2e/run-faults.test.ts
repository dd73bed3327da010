/**
 * `alfred run` met by faults outside the model (issue 10, items 5, 7 and 8),
 * as real processes on real repositories with the loopback model: a signal
 * while verify runs, odd inputs at the door, a damaged or unwritable run
 * directory, a git error, the turn cap. Each message must name the file, the
 * value and the fix, with the README's exit codes (1 failure, 2 usage or
 * configuration, 143 SIGTERM), and leave what was written intact.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probeSandbox } from "../../src/platform/sandbox/sandbox.js";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer } from "../fakes/fake-script.js";
import { runAlfred } from "../support/cli.js";
import { crashEnv, crashModel, crashRepository, GREP_VERIFY, killedAt } from "../support/crash-run.js";
import { gitIn, statuses } from "../support/demo-repo.js";

const RUN = ["run", "--run-id", "r1", "--budget", "1"];
const sandboxWorks = (await probeSandbox()).ok;

let fake: FakeServer;
beforeAll(async () => {
  fake = await startAnthropicFake(crashModel());
});
afterAll(async () => {
  await fake.close();
});

const ledgerEntries = (workingDir: string): { kind: string; data: { reason?: string } }[] =>
  readFileSync(join(workingDir, ".alfred/workflows/r1/ledger.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { kind: string; data: { reason?: string } });

/** How many host processes have `needle` in their command line. */
function processesWith(needle: string): number {
  let count = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(needle)) count += 1;
    } catch {
      // Gone meanwhile.
    }
  }
  return count;
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

describe("SIGTERM while verify runs (item 5)", () => {
  it.each([
    ["on", sandboxWorks],
    ["off", true],
  ])(
    "sandbox %s: exit 143, run_interrupted, and nothing verify started survives (its group, a setsid child)",
    async (sandbox, runnable) => {
      if (!runnable) return;
      // Unique sleep lengths mark verify's processes: the foreground one, a background one, a setsid one.
      const tag = `${process.pid}${sandbox === "on" ? 1 : 2}`;
      const [front, group, escaped] = [`7101.${tag}`, `7102.${tag}`, `7103.${tag}`];
      const verify = `setsid sleep ${escaped} </dev/null >/dev/null 2>&1 & sleep ${group} </dev/null >/dev/null 2>&1 & sleep ${front}`;
      const workingDir = crashRepository(["slugify"], { slugify: verify });
      const run = runAlfred(RUN, {
        cwd: workingDir,
        env: crashEnv(fake.url, { ALFRED_SANDBOX: sandbox }),
        timeoutMs: 120_000,
        onSpawn: (child) =>
          void until(() => processesWith(`sleep\0${front}`) > 0, 90_000).then(() => child.kill("SIGTERM")),
      });
      const stopped = await run;
      expect(stopped.code, stopped.stderr).toBe(143);
      expect(stopped.stderr).toContain("resume with: alfred run --run-id r1 --resume");
      expect(ledgerEntries(workingDir).at(-1)?.kind).toBe("run_interrupted");
      const gone = () => [front, group, escaped].every((marker) => processesWith(`sleep\0${marker}`) === 0);
      expect(await until(gone, 5_000)).toBe(true);
    },
    150_000,
  );
});

describe("odd inputs at the door (item 7): exit 2, the file left byte for byte", () => {
  it("a feature list that is not UTF-8: names the file, the byte offset and the fix", async () => {
    const workingDir = crashRepository(["slugify"], GREP_VERIFY);
    const bytes = Buffer.concat([
      Buffer.from('{"features":[{"id":"a","description":"caf'),
      Buffer.from([0xe9]),
      Buffer.from('","verify":"true"}]}\n'),
    ]);
    writeFileSync(join(workingDir, "feature_list.json"), bytes);
    const run = await runAlfred(RUN, { cwd: workingDir, env: crashEnv(fake.url), timeoutMs: 60_000 });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/feature_list\.json: not valid UTF-8 at byte 41: save the file as UTF-8/);
    expect(readFileSync(join(workingDir, "feature_list.json")).equals(bytes)).toBe(true);
  }, 90_000);

  it("a 5 MB description: names the file, the feature, its length and the limit, without printing it", async () => {
    const workingDir = crashRepository(["slugify"], GREP_VERIFY);
    const text = `${JSON.stringify({ features: [{ id: "a", description: "x".repeat(5_000_000), verify: "true" }] })}\n`;
    writeFileSync(join(workingDir, "feature_list.json"), text);
    const run = await runAlfred(RUN, { cwd: workingDir, env: crashEnv(fake.url), timeoutMs: 60_000 });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /feature_list\.json: features\[0\]\.description: this description is 5000000 characters long; the limit is 100000: shorten it/,
    );
    expect(run.stderr.length).toBeLessThan(2_000);
    expect(readFileSync(join(workingDir, "feature_list.json"), "utf8")).toBe(text);
  }, 90_000);
});

describe("a damaged or unwritable run directory (item 8): exit 1, nothing changed", () => {
  it("an emptied ledger on --resume: names the ledger, its anchor's entry and the fix", async () => {
    const workingDir = crashRepository(["slugify"], GREP_VERIFY);
    await killedAt(workingDir, RUN, fake.url, "after_verify");
    writeFileSync(join(workingDir, ".alfred/workflows/r1/ledger.jsonl"), "");
    const head = gitIn(workingDir, "rev-parse", "HEAD");
    const resumed = await runAlfred([...RUN, "--resume"], {
      cwd: workingDir,
      env: crashEnv(fake.url),
      timeoutMs: 60_000,
    });
    expect(resumed.code).toBe(1);
    expect(resumed.stderr).toMatch(
      /\.alfred\/workflows\/r1\/ledger\.jsonl is empty but \.alfred\/workflows\/r1\/ledger\.head\.json records entry \d+ .*Restore the ledger from a copy, or start a new run with another --run-id/,
    );
    expect(gitIn(workingDir, "rev-parse", "HEAD")).toBe(head);
    expect(readFileSync(join(workingDir, ".alfred/workflows/r1/ledger.jsonl"), "utf8")).toBe("");
  }, 120_000);

  it("a run directory that cannot be created: names the path, the error and the fix", async () => {
    const workingDir = crashRepository(["slugify"], GREP_VERIFY);
    writeFileSync(join(workingDir, ".alfred/workflows"), "a file, not a directory\n");
    const list = readFileSync(join(workingDir, "feature_list.json"), "utf8");
    const run = await runAlfred(RUN, { cwd: workingDir, env: crashEnv(fake.url), timeoutMs: 60_000 });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      // workspace-fs refuses it before mkdir would fail: the path, workspace-relative, and the fix.
      /refused \.alfred\/workflows: a file stands where a directory of this path should be: move that file away/,
    );
    expect(readFileSync(join(workingDir, "feature_list.json"), "utf8")).toBe(list);
    expect(gitIn(workingDir, "diff", "HEAD", "--name-only")).toBe("");
  }, 90_000);
});

describe("causes named, never hidden (item 8)", () => {
  it("a git error mid-run ends it with run_interrupted naming git's message (exit 1); the resume finishes", async () => {
    // Verify leaves git's index lock behind (no sandbox keeps .git read-only here): the rollback's git fails.
    const verify = { ...GREP_VERIFY, "word-count": "touch .git/index.lock; exit 1" };
    const workingDir = crashRepository(["slugify", "word-count"], verify);
    const env = crashEnv(fake.url, { ALFRED_SANDBOX: "off" });
    const run = await runAlfred(RUN, { cwd: workingDir, env, timeoutMs: 90_000 });
    expect(run.code, run.stderr).toBe(1);
    const last = ledgerEntries(workingDir).at(-1);
    expect(last?.kind).toBe("run_interrupted");
    expect(last?.data.reason).toMatch(/^the run failed: git reset failed: .*index\.lock.*remove the file/s);

    rmSync(join(workingDir, ".git/index.lock"));
    const resumed = await runAlfred([...RUN, "--resume"], { cwd: workingDir, env, timeoutMs: 90_000 });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(statuses(workingDir)).toEqual({ slugify: "passing", "word-count": "blocked" });
    expect(ledgerEntries(workingDir).at(-1)?.kind).toBe("run_end");
  }, 180_000);

  it("the turn cap is named in the CLI line and the ledger, not only verify's exit", async () => {
    const looping = await startAnthropicFake(() => ({
      turn: { toolCalls: [{ name: "file_read", input: { path: "src/text.js" } }] },
    }));
    try {
      const workingDir = crashRepository(["slugify"], GREP_VERIFY);
      const run = await runAlfred([...RUN, "--max-turns", "2"], {
        cwd: workingDir,
        env: crashEnv(looping.url),
        timeoutMs: 90_000,
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/blocked: .*the model hit the turn cap after 2 turns/);
      const outcome = ledgerEntries(workingDir).find((entry) => entry.kind === "feature");
      expect(outcome?.data.reason).toMatch(/the model hit the turn cap after 2 turns/);
    } finally {
      await looping.close();
    }
  }, 120_000);
});
