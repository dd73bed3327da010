/**
 * A cancelled Action run keeps its work (issue 27): the bundle, run by Node 24 as GitHub runs
 * `node24` actions, gets SIGTERM after its first feature's commit while the model's next answer
 * is held back. The shutdown still pushes the branch and uploads the ledger; the re-run attempt
 * continues from them and asks nothing about the finished feature.
 */
import { dirname } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { actionsRuntimeEnv } from "../fakes/artifact-server.js";
import { branchesOf, logOf } from "../fakes/bare-origin.js";
import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import {
  type ActionWorld,
  checkoutWorkspace,
  demoFiles,
  runAction,
  startAction,
  startWorld,
  stepOf,
} from "../support/action-run.js";
import {
  addCodeTurn,
  DEMO_CODE,
  passingRubricTurn,
  READ_TEXT_TURN,
  WORD_COUNT_FIXED,
} from "../support/demo-turns.js";
import { NODE_24 } from "../support/node-runtimes.js";

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

const schedule = { name: "schedule", payload: { schedule: "0 3 * * *" } };
/** Node 24 first on PATH, as on a runner. */
const NODE_24_PATH = { PATH: `${dirname(NODE_24)}:${process.env.PATH ?? "/usr/bin:/bin"}` };
const CODE: Readonly<Record<string, string>> = { ...DEMO_CODE, "word-count": WORD_COUNT_FIXED };

/** Implements every feature (read, then one edit); `held` answers nothing for the step it names, once. */
function model(held: { step: string | undefined; onHeld: () => void }) {
  return (request: RecordedRequest): FakeStep => {
    const { feature, kind } = stepOf(request);
    if (held.step === `${feature}/${kind}`) {
      held.step = undefined;
      held.onHeld();
      return { fault: "hold" };
    }
    if (kind === "rubric") return passingRubricTurn(`${feature} works.`);
    if (kind === "implement#0") return READ_TEXT_TURN;
    if (kind === "implement#1") return addCodeTurn(CODE[feature] ?? "");
    return { turn: { text: `Implemented ${feature}.` } };
  };
}

const kinds = (ledger: string): string[] =>
  ledger
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { kind: string }).kind);

describe("the bundled Action, cancelled after its first feature's commit (Node 24)", () => {
  it("pushes the committed feature and uploads the ledger; attempt 2 continues without redoing it", async () => {
    let sigterm: () => void = () => undefined;
    const held = { step: "truncate/implement#0" as string | undefined, onHeld: () => sigterm() };
    const world = await startWorld(model(held), {}, demoFiles());
    worlds.push(world);

    const first = startAction(world, schedule, {}, NODE_24_PATH, 120_000, NODE_24);
    sigterm = () => first.child.kill("SIGTERM");
    const cancelled = await first.result;
    const tail = cancelled.log.replace(/^::debug.*\n/gm, "").slice(-4000);
    expect(held.step, tail).toBeUndefined();
    expect(cancelled.log).not.toMatch(/operation was aborted/);
    // The origin has the branch with the committed feature; no pull request for a cancelled job.
    expect(await branchesOf(world.origin), tail).toContain("alfred/42-1");
    const subjects = (await logOf(world.origin, "alfred/42-1")).map((commit) => commit.subject);
    expect(subjects.filter((subject) => subject.startsWith("feat("))).toEqual([
      expect.stringMatching(/^feat\(slugify\)/),
    ]);
    expect(world.github.state.pulls).toHaveLength(0);
    expect(cancelled.log).toContain(
      "The job was cancelled: branch alfred/42-1 was pushed with 1 committed feature(s)",
    );
    // The artifact has the ledger, ending with the interruption.
    const firstLedger = world.artifacts.readText("alfred-ledger-42-1", "ledger.jsonl");
    expect(kinds(firstLedger).at(-1)).toBe("run_interrupted");

    const asked = world.model.requests.length;
    const workingDir = await checkoutWorkspace(world.origin);
    const second = await runAction(
      { ...world, workingDir },
      schedule,
      {},
      {
        ...NODE_24_PATH,
        GITHUB_RUN_ATTEMPT: "2",
        ...actionsRuntimeEnv(world.artifacts, "run-backend-1", "job-backend-2"),
      },
      120_000,
      NODE_24,
    );
    expect(second.log, second.log.slice(-3000)).toContain("continuing run 42-1");
    // Nothing about the finished feature was asked again.
    const again = world.model.requests.slice(asked).map((request) => stepOf(request).feature);
    expect(again).not.toContain("slugify");
    expect(again).toContain("truncate");
    expect(second.outputs.conclusion, second.log.slice(-3000)).toBe("success");
    // One pull request, its branch holding every feature once.
    expect(world.github.state.pulls).toHaveLength(1);
    const log = await logOf(world.origin, "alfred/42-1");
    expect(
      log
        .map((commit) => commit.subject)
        .filter((subject) => subject.startsWith("feat("))
        .reverse(),
    ).toEqual([
      expect.stringMatching(/^feat\(slugify\)/),
      expect.stringMatching(/^feat\(truncate\)/),
      expect.stringMatching(/^feat\(word-count\)/),
    ]);
  }, 300_000);
});
