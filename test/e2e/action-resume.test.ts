import { afterEach, describe, expect, it } from "vitest";
import { actionsRuntimeEnv } from "../fakes/artifact-server.js";
import { branchesOf, logOf, shaOf } from "../fakes/bare-origin.js";
import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import {
  type ActionWorld,
  demoFiles,
  runAction,
  SECRETS,
  startWorld,
  stepOf,
  checkoutWorkspace,
} from "../support/action-run.js";
import { addCodeTurn, DEMO_CODE, passingRubricTurn, READ_TEXT_TURN } from "../support/demo-turns.js";
import { verifyLedger } from "../../src/orchestrator/ledger-verify.js";

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

const CODE: Readonly<Record<string, string>> = DEMO_CODE;

/** Implements each feature (read, then one edit) (word-count badly); `down` features meet a provider outage. */
function model(down: Set<string>) {
  return (request: RecordedRequest): FakeStep => {
    const { feature, kind } = stepOf(request);
    if (down.has(feature)) return { fault: "server_error" };
    if (kind === "rubric") return passingRubricTurn(`${feature} works.`);
    if (kind === "implement#0") return READ_TEXT_TURN;
    if (kind === "implement#1") return addCodeTurn(CODE[feature] ?? "");
    return { turn: { text: `Implemented ${feature}.` } };
  };
}

const schedule = { name: "schedule", payload: { schedule: "0 3 * * *" } };
/** No provider retries: an outage stops the run at once. */
const FILES = {
  ...demoFiles(),
  ".alfred/config.json": JSON.stringify({ retry: { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 } }),
};

/** A re-run attempt: a new runner (fresh clone, its own job backend id), same workflow run. */
async function rerun(world: ActionWorld, attempt: number, inputs: Record<string, string> = {}) {
  const workingDir = await checkoutWorkspace(world.origin);
  return runAction({ ...world, workingDir }, schedule, inputs, {
    GITHUB_RUN_ATTEMPT: String(attempt),
    ...actionsRuntimeEnv(world.artifacts, "run-backend-1", `job-backend-${attempt}`),
  });
}

/** The system prompt a model request carried. */
const systemOf = (request: RecordedRequest | undefined): string =>
  JSON.stringify((request?.body as { system?: unknown } | undefined)?.system ?? "");
/** How the repo map shows the definition attempt 1 commits. */
const SLUGIFY_DEFINITION = "export const slugify = (text)";

const kinds = (ledger: string): string[] =>
  ledger
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { kind: string }).kind);

describe("the bundled Action, re-run after a failed attempt", () => {
  it("attempt 2 continues attempt 1's ledger and branch: one chain, nothing redone, no duplicate commits", async () => {
    const down = new Set(["truncate"]);
    const world = await startWorld(model(down), {}, FILES);
    worlds.push(world);

    const first = await runAction(world, schedule);
    expect(await branchesOf(world.origin), first.log.replace(/^::debug.*\n/gm, "").slice(-5000)).toContain(
      "alfred/42-1",
    );
    const firstLedger = world.artifacts.readText("alfred-ledger-42-1", "ledger.jsonl");
    expect(kinds(firstLedger)).toContain("run_interrupted");
    const firstHead = await shaOf(world.origin, "alfred/42-1");
    expect((await logOf(world.origin, "alfred/42-1")).map((commit) => commit.subject)[0]).toMatch(
      /^feat\(slugify\)/,
    );

    down.clear();
    const asked = world.model.requests.length;
    const second = await rerun(world, 2);
    expect(second.log).toContain("continuing run 42-1");
    expect(second.outputs.branch, second.log.slice(-3000)).toBe("alfred/42-1");
    // The system prompt's map is of the branch attempt 2 continues (slugify was committed there), not
    // of the commit its runner checked out, as attempt 1's was.
    expect(systemOf(world.model.requests[0])).not.toContain(SLUGIFY_DEFINITION);
    expect(systemOf(world.model.requests[asked])).toContain(SLUGIFY_DEFINITION);

    // Nothing settled in attempt 1 was asked again.
    const again = world.model.requests.slice(asked).map((request) => stepOf(request).feature);
    expect(again).not.toContain("slugify");
    expect(again).toContain("truncate");

    // The branch continues: attempt 1's head is still there, one commit per passing feature.
    const log = await logOf(world.origin, "alfred/42-1");
    const subjects = log.map((commit) => commit.subject);
    expect(subjects.filter((subject) => subject.startsWith("feat("))).toEqual([
      expect.stringMatching(/^feat\(truncate\)/),
      expect.stringMatching(/^feat\(slugify\)/),
    ]);
    expect(log.map((commit) => commit.sha)).toContain(firstHead);

    // One chain: attempt 2's ledger extends attempt 1's, verifies whole and ends.
    const ledger = world.artifacts.readText("alfred-ledger-42-2", "ledger.jsonl");
    expect(ledger.startsWith(firstLedger)).toBe(true);
    expect(verifyLedger(ledger, SECRETS.ledgerKey, { requireEnd: true })).toMatchObject({ ok: true });
    expect(kinds(ledger).filter((kind) => kind === "run_start")).toHaveLength(1);
    expect(kinds(ledger)).toContain("run_resume");
    expect(world.github.state.pulls).toHaveLength(1);
    expect(world.github.state.pulls[0]?.body).toMatch(/truncate/);
  }, 300_000);

  it("with a fixed run-id input, each attempt uploads its own artifact and attempt 2 continues attempt 1's run", async () => {
    const down = new Set(["truncate"]);
    const world = await startWorld(model(down), {}, FILES);
    worlds.push(world);
    const fixed = { "run-id": "nightly" };

    const first = await runAction(world, schedule, fixed);
    expect(first.outputs["run-id"], first.log.slice(-3000)).toBe("nightly");
    const firstLedger = world.artifacts.readText("alfred-ledger-nightly-attempt-1", "ledger.jsonl");
    expect(kinds(firstLedger)).toContain("run_interrupted");
    const firstHead = await shaOf(world.origin, "alfred/nightly");

    down.clear();
    const second = await rerun(world, 2, fixed);
    expect(second.log).toContain("continuing run nightly");
    expect(second.outputs.branch, second.log.slice(-3000)).toBe("alfred/nightly");
    expect(second.outputs.conclusion).toBe("partial");

    // Two artifacts of one workflow run, one per attempt; the second holds the whole chain.
    expect([...world.artifacts.artifacts.keys()].sort()).toEqual([
      "alfred-ledger-nightly-attempt-1",
      "alfred-ledger-nightly-attempt-2",
    ]);
    expect(world.artifacts.requests.filter((request) => request.status === 409)).toEqual([]);
    const ledger = world.artifacts.readText("alfred-ledger-nightly-attempt-2", "ledger.jsonl");
    expect(ledger.startsWith(firstLedger)).toBe(true);
    expect(verifyLedger(ledger, SECRETS.ledgerKey, { requireEnd: true })).toMatchObject({ ok: true });
    expect(kinds(ledger).filter((kind) => kind === "run_start")).toHaveLength(1);

    const log = await logOf(world.origin, "alfred/nightly");
    expect(log.map((commit) => commit.sha)).toContain(firstHead);
    expect(log.map((commit) => commit.subject).filter((subject) => subject.startsWith("feat("))).toEqual([
      expect.stringMatching(/^feat\(truncate\)/),
      expect.stringMatching(/^feat\(slugify\)/),
    ]);
    expect(world.github.state.pulls).toHaveLength(1);
  }, 300_000);

  it("with no artifact from an earlier attempt (killed before uploading), starts afresh and says so", async () => {
    const world = await startWorld(model(new Set(["slugify", "truncate", "word-count"])), {}, FILES);
    worlds.push(world);
    const result = await rerun(world, 2);
    expect(result.log).toMatch(
      /Re-run attempt 2: starting the run afresh, because no earlier attempt left a ledger artifact/,
    );
    const ledger = world.artifacts.readText("alfred-ledger-42-2", "ledger.jsonl");
    expect(kinds(ledger)[0]).toBe("run_start");
    expect(world.artifacts.requests.map((request) => request.kind)).toContain("ListArtifacts");
  }, 120_000);
});
