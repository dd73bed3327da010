import { CRASH_POINTS, type CrashPoint } from "../../src/harness/crash-points.js";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer } from "../fakes/fake-script.js";
import { runAlfred } from "../support/cli.js";
import {
  ANCHOR,
  crashEnv,
  crashModel,
  crashRepository,
  type EndState,
  endState,
  killedAt,
} from "../support/crash-run.js";
import { gitIn, statuses } from "../support/demo-repo.js";

/** slugify passes, word-count is blocked: both paths of settling a feature. */
const FEATURES = ["slugify", "word-count"];
const RUN = ["run", "--run-id", "r1", "--budget", "2"];
const RESUME = [...RUN, "--resume"];
const HELD = /another Alfred run holds this repository/;
/** The steps of committing a passing feature a crash can fall between (issue 10, item 1). */
const COMMIT_WINDOW: readonly CrashPoint[] = ["before_commit", "after_commit", "after_outcome", "after_list"];

const ledgerKinds = (cwd: string): string[] =>
  readFileSync(join(cwd, ".alfred/workflows/r1/ledger.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { kind: string }).kind);

/** Runs `alfred run` in a new crash repository holding `features`, SIGKILLed at `point`; returns the repository and its start. */
async function crashedAt(
  features: readonly string[],
  point: CrashPoint,
): Promise<{ cwd: string; start: string }> {
  const cwd = crashRepository(features);
  const start = gitIn(cwd, "rev-parse", "HEAD").trim();
  await killedAt(cwd, RUN, fake.url, point);
  return { cwd, start };
}

/** The end state after {@link crashedAt} and one `--resume` (which must exit 0). */
async function crashedAndResumed(features: readonly string[], point: CrashPoint): Promise<EndState> {
  const { cwd, start } = await crashedAt(features, point);
  const resumed = await runAlfred(RESUME, { cwd, env: crashEnv(fake.url), timeoutMs: 120_000 });
  expect(resumed.code, resumed.stderr).toBe(0);
  return endState(cwd, start, "r1");
}

/** The end state of an uninterrupted run over `features`. */
async function uninterrupted(features: readonly string[]): Promise<EndState> {
  const cwd = crashRepository(features);
  const start = gitIn(cwd, "rev-parse", "HEAD").trim();
  const run = await runAlfred(RUN, { cwd, env: crashEnv(fake.url), timeoutMs: 120_000 });
  expect(run.code, run.stderr).toBe(0);
  return endState(cwd, start, "r1");
}

let fake: FakeServer;
let reference: EndState;
beforeAll(async () => {
  fake = await startAnthropicFake(crashModel());
  reference = await uninterrupted(FEATURES);
}, 150_000);
afterAll(async () => {
  await fake.close();
});

describe("the uninterrupted reference run", () => {
  it("commits the passing feature once, blocks the other, keeps the untracked file, and closes the ledger", () => {
    expect(reference).toMatchObject({
      statuses: { slugify: "passing", "word-count": "blocked" },
      commits: [expect.stringMatching(/^feat\(slugify\)/)],
      emptyCommits: 0,
      ledger: "intact",
      outcomes: { slugify: 1, "word-count": 1 },
      trailersPointAtOutcomes: true,
      untrackedFileKept: true,
    });
    expect(reference.gitStatus).toBe(" M feature_list.json\n?? .alfred/hooks.json\n");
  });
});

describe("alfred run SIGKILLed at each step of settling a feature, then resumed", () => {
  // Every named point, so a point added to the harness is crash-tested without editing this list.
  it.each(CRASH_POINTS)(
    "%s: the resume reaches the reference end state",
    async (point) => {
      expect(await crashedAndResumed(FEATURES, point)).toEqual(reference);
    },
    240_000,
  );
});

describe("a blocked feature before the passing one, SIGKILLed in the passing one's commit window", () => {
  // The blocked feature's rollback must never take the later feature's work with it (issue 10, item 1).
  const ORDER = ["word-count", "slugify"];
  let blockedFirst: EndState;
  beforeAll(async () => {
    blockedFirst = await uninterrupted(ORDER);
    expect(blockedFirst).toMatchObject({
      statuses: { "word-count": "blocked", slugify: "passing" },
      commits: [expect.stringMatching(/^feat\(slugify\)/)],
      emptyCommits: 0,
      ledger: "intact",
      outcomes: { "word-count": 1, slugify: 1 },
      trailersPointAtOutcomes: true,
      untrackedFileKept: true,
    });
  }, 150_000);

  it.each(COMMIT_WINDOW)(
    "%s: the resume reaches the uninterrupted end state",
    async (point) => {
      expect(await crashedAndResumed(ORDER, point)).toEqual(blockedFirst);
    },
    240_000,
  );
});

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

  it("of four simultaneous runs (four run ids) exactly one works, and the end state is the reference", async () => {
    const cwd = crashRepository(FEATURES);
    const start = gitIn(cwd, "rev-parse", "HEAD").trim();
    const ids = ["r1", "r2", "r3", "r4"];
    const runs = await Promise.all(
      ids.map((id) =>
        runAlfred(["run", "--run-id", id, "--budget", "2"], {
          cwd,
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
    expect(endState(cwd, start, ids[winner] ?? "")).toEqual(reference);
  }, 240_000);

  it("three simultaneous resumes after a SIGKILL in the commit window reach the reference", async () => {
    const { cwd, start } = await crashedAt(FEATURES, "after_commit");
    const resumes = await Promise.all(
      Array.from({ length: 3 }, () =>
        runAlfred(RESUME, { cwd, env: crashEnv(slow.url), timeoutMs: 180_000 }),
      ),
    );
    expect(resumes.filter((run) => run.code === 0)).toHaveLength(1);
    for (const run of resumes.filter((candidate) => candidate.code !== 0)) {
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(HELD);
    }
    expect(endState(cwd, start, "r1")).toEqual(reference);
  }, 240_000);
});

describe("a provider outage during the rubric (issue 10, item 8)", () => {
  it("stops the run (exit 1) naming the outage, keeps the verified work, and the resume commits it", async () => {
    let down = true;
    const flaky = await startAnthropicFake(
      crashModel((step) => (down && step === "slugify/rubric" ? { fault: "overloaded" } : undefined)),
    );
    try {
      const cwd = crashRepository(FEATURES);
      const start = gitIn(cwd, "rev-parse", "HEAD").trim();
      const stopped = await runAlfred(RUN, { cwd, env: crashEnv(flaky.url), timeoutMs: 120_000 });
      expect(stopped.code, stopped.stderr).toBe(1);
      expect(stopped.stderr).toContain(
        "the model provider failed during the rubric (verify passed; the work is kept)",
      );
      expect(stopped.stderr).toContain("resume with: alfred run --run-id r1 --resume");
      expect(gitIn(cwd, "rev-list", `${start}..HEAD`).trim()).toBe("");
      expect(readFileSync(join(cwd, "src/text.js"), "utf8")).toContain("export const slugify");
      expect(ledgerKinds(cwd).at(-1)).toBe("run_interrupted");

      down = false;
      const resumed = await runAlfred(RESUME, { cwd, env: crashEnv(flaky.url), timeoutMs: 120_000 });
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(endState(cwd, start, "r1")).toEqual(reference);
    } finally {
      await flaky.close();
    }
  }, 240_000);
});

describe("resume trusts nothing it cannot prove", () => {
  it("never reuses a recorded verify pass for another tree: a lost implement entry cannot commit broken code", async () => {
    // Asked a second time, the model writes broken code.
    let asked = 0;
    const broken = await startAnthropicFake(
      crashModel((step) =>
        step === "slugify/implement#1" && (asked += 1) > 1
          ? {
              turn: {
                toolCalls: [
                  {
                    name: "file_edit",
                    input: {
                      path: "src/text.js",
                      old_string: ANCHOR,
                      new_string: `${ANCHOR}\nexport const slugify = (text) => text.toLowerCase(;`,
                    },
                  },
                ],
              },
            }
          : undefined,
      ),
    );
    try {
      const cwd = crashRepository(["slugify"]);
      const start = gitIn(cwd, "rev-parse", "HEAD").trim();
      await killedAt(cwd, RUN, broken.url, "after_verify");
      // The implement call's journal entry is lost: the resume asks the model again.
      writeFileSync(join(cwd, ".alfred/workflows/r1/journal.jsonl"), "");
      const resumed = await runAlfred(RESUME, { cwd, env: crashEnv(broken.url), timeoutMs: 120_000 });
      expect(resumed.code, resumed.stderr).toBe(1);
      expect(statuses(cwd)).toEqual({ slugify: "blocked" });
      expect(gitIn(cwd, "rev-list", `${start}..HEAD`).trim()).toBe("");
      const verifies = readFileSync(join(cwd, ".alfred/workflows/r1/ledger.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map(
          (line) =>
            JSON.parse(line) as {
              kind: string;
              data: { attempt?: number; tree?: string; exitCode?: number };
            },
        )
        .filter((entry) => entry.kind === "verify" && entry.data.attempt === 1);
      expect(verifies.map((entry) => entry.data.exitCode)).toEqual([0, 1]);
      expect(verifies[0]?.data.tree).not.toBe(verifies[1]?.data.tree);
    } finally {
      await broken.close();
    }
  }, 240_000);

  it("refuses to resume a ledger whose last line was dropped, naming the ledger and its anchor", async () => {
    const cwd = crashRepository(["slugify"]);
    await killedAt(cwd, RUN, fake.url, "after_commit");
    const ledger = join(cwd, ".alfred/workflows/r1/ledger.jsonl");
    const lines = readFileSync(ledger, "utf8").trim().split("\n");
    writeFileSync(ledger, `${lines.slice(0, -1).join("\n")}\n`);
    const head = gitIn(cwd, "rev-parse", "HEAD").trim();

    const resumed = await runAlfred(RESUME, { cwd, env: crashEnv(fake.url), timeoutMs: 120_000 });
    expect(resumed.code).toBe(1);
    expect(resumed.stderr).toMatch(
      /ledger\.jsonl ends at entry \d+ but .*ledger\.head\.json records entry \d+/,
    );
    expect(gitIn(cwd, "rev-parse", "HEAD").trim()).toBe(head);
    expect(readFileSync(ledger, "utf8").trim().split("\n")).toHaveLength(lines.length - 1);

    const verify = await runAlfred(["ledger", "verify", ledger], {
      cwd,
      env: { ALFRED_LEDGER_KEY: "crash-test-ledger-key-0123456789" },
    });
    expect(verify.code).toBe(1);
    expect(verify.stdout).toMatch(/lost its last lines/);
  }, 240_000);

  it("alfred ledger verify calls a ledger without run_end incomplete (exit 1); --allow-open accepts it", async () => {
    const cwd = crashRepository(["slugify"]);
    await killedAt(cwd, RUN, fake.url, "after_outcome");
    const ledger = join(cwd, ".alfred/workflows/r1/ledger.jsonl");
    const env = { ALFRED_LEDGER_KEY: "crash-test-ledger-key-0123456789" };
    const closed = await runAlfred(["ledger", "verify", ledger], { cwd, env });
    expect(closed.code).toBe(1);
    expect(closed.stdout).toMatch(/incomplete: \d+ entries and no "run_end"/);
    const open = await runAlfred(["ledger", "verify", "--allow-open", ledger], { cwd, env });
    expect(open.code).toBe(0);
    expect(open.stdout).toMatch(/intact/);
  }, 240_000);
});
