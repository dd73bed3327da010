import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer } from "../fakes/fake-script.js";
import { runAlfred } from "../support/cli.js";
import { demoModel, demoStepOf } from "../support/demo-model.js";
import { demoRepository, editFeatureList, GIT_ENV, gitIn, statuses } from "../support/demo-repo.js";

const KEY = "resume-test-ledger-key-0123456789";
const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe("alfred run killed with SIGKILL mid-feature and resumed", () => {
  it("does not re-send completed agent calls, does not redo finished features, and keeps one verifiable ledger", async () => {
    const workingDir = demoRepository((root) =>
      editFeatureList(root, (list) => void (list.features = list.features.slice(0, 2))),
    );
    const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
    const fake = await startAnthropicFake(demoModel(new Set(["truncate/rubric"])));
    servers.push(fake);
    const env = {
      ...GIT_ENV,
      ALFRED_PROVIDER: "anthropic",
      ALFRED_BASE_URL: fake.url,
      ANTHROPIC_API_KEY: "x",
      ALFRED_LEDGER_KEY: KEY,
    } as Record<string, string>;

    const first = await runAlfred(["run", "--run-id", "r1"], {
      cwd: workingDir,
      env,
      onSpawn: (child) => {
        const poll = setInterval(() => {
          if (fake.requests.some((request) => demoStepOf(request) === "truncate/rubric")) {
            clearInterval(poll);
            child.kill("SIGKILL");
          }
        }, 20);
      },
    });
    expect(first.signal).toBe("SIGKILL");
    expect(statuses(workingDir)).toMatchObject({ slugify: "passing", truncate: "in_progress" });
    const sentBefore = fake.requests.map(demoStepOf);

    const second = await runAlfred(["run", "--run-id", "r1", "--resume"], { cwd: workingDir, env });
    expect(second.stderr).toContain("(resumed)");
    expect(second.code).toBe(0);
    const sentAfter = fake.requests.map(demoStepOf).slice(sentBefore.length);

    // Only the call that was in flight is sent again; every completed agent call came from the journal.
    expect(sentAfter).toEqual(["truncate/rubric"]);
    const count = (step: string): number =>
      fake.requests.filter((request) => demoStepOf(request) === step).length;
    for (const step of [
      "slugify/implement#0",
      "slugify/implement#1",
      "slugify/implement#2",
      "slugify/rubric",
      "truncate/implement#0",
      "truncate/implement#1",
      "truncate/implement#2",
    ]) {
      expect(count(step), step).toBe(1);
    }
    expect(statuses(workingDir)).toEqual({ slugify: "passing", truncate: "passing" });
    expect(gitIn(workingDir, "log", "--format=%s", `${start}..HEAD`).trim().split("\n")).toEqual([
      expect.stringMatching(/^feat\(truncate\)/),
      expect.stringMatching(/^feat\(slugify\)/),
    ]);

    const ledger = join(workingDir, ".alfred/workflows/r1/ledger.jsonl");
    const kinds = readFileSync(ledger, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { kind: string; data: { featureId?: string } });
    expect(
      kinds.filter((entry) => entry.kind === "verify" && entry.data.featureId === "truncate"),
    ).toHaveLength(1);
    expect(kinds.map((entry) => entry.kind)).toContain("run_resume");
    const verify = await runAlfred(["ledger", "verify", ledger], {
      cwd: workingDir,
      env: { ALFRED_LEDGER_KEY: KEY },
    });
    expect(verify.stdout).toMatch(/intact, \d+ entries/);
    expect(verify.code).toBe(0);
  }, 60_000);
});
