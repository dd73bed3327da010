import { afterEach, describe, expect, it } from "vitest";
import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { FAKE_GITHUB_TOKEN, leakedSecrets } from "../fixtures/fake-secrets.js";
import { type ActionWorld, runAction, SECRETS, startWorld, stepOf } from "../support/action-run.js";
import { DEMO_CODE, demoEdit } from "../support/demo-turns.js";

// Issue 9, item 7: the raw GitHub token appeared in the PR body, in summary.json of the ledger
// artifact (from the rubric's reasoning) and in the job log. Here a scripted model puts a
// token-shaped value and the Action's real secret inputs — plain and in disguise — into its
// text, its tool inputs and its rubric reasoning; none may leave through any channel.
const SECRET_VALUES = [FAKE_GITHUB_TOKEN, SECRETS.githubToken, SECRETS.anthropicKey, SECRETS.ledgerKey];
const reversed = (text: string): string => [...text].reverse().join("");
const spaced = (text: string): string => [...text].join(" ");
const NOISE = `token ${FAKE_GITHUB_TOKEN}, github ${SECRETS.githubToken}, key ${reversed(SECRETS.anthropicKey)}, ledger ${spaced(SECRETS.ledgerKey)}`;

const IMPLEMENTATION: Readonly<Record<string, string>> = {
  slugify: DEMO_CODE.slugify,
  truncate: DEMO_CODE.truncate,
};

function model(request: RecordedRequest): FakeStep {
  const { feature, kind } = stepOf(request);
  if (kind === "rubric") {
    const reasoning = `${feature} works. ${NOISE}`;
    return { turn: { toolCalls: [{ name: "submit_rubric", input: { verification: 2, reasoning } }] } };
  }
  if (kind === "implement#0") {
    return {
      turn: {
        text: `Looking around. ${NOISE}`,
        toolCalls: [{ name: "web_fetch", input: { url: `https://127.0.0.1:9/?t=${FAKE_GITHUB_TOKEN}` } }],
      },
    };
  }
  if (kind === "implement#1") {
    return { turn: { toolCalls: [{ name: "file_read", input: { path: "src/text.js" } }] } };
  }
  const code = IMPLEMENTATION[feature];
  if (kind === "implement#2" && code !== undefined) {
    return { turn: { text: `Editing. ${NOISE}`, toolCalls: [{ name: "file_edit", input: demoEdit(code) }] } };
  }
  return { turn: { text: `Implemented ${feature}. ${NOISE}` } };
}

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

describe("the bundled Action lets no secret out", () => {
  it("not in the job log, summary, outputs, PR, GitHub request bodies or summary.json", async () => {
    const world = await startWorld(model);
    worlds.push(world);
    const result = await runAction(world, { name: "schedule", payload: { schedule: "0 3 * * *" } });
    expect(world.github.state.pulls).toHaveLength(1);
    const pull = world.github.state.pulls[0]!;
    const summaryJson = world.artifacts.readText(
      `alfred-ledger-${result.outputs["run-id"] ?? ""}`,
      "summary.json",
    );

    // The log carries `::add-mask::<secret>` by design: the runner needs the value to mask it.
    const log = result.log.replace(/^::add-mask::.*$/gm, "");
    const channels: Record<string, string> = {
      log,
      summary: result.summary,
      outputs: JSON.stringify(result.outputs),
      "PR title": pull.title,
      "PR body": pull.body,
      "GitHub request bodies": JSON.stringify(world.github.requests.map((request) => request.body)),
      "summary.json": summaryJson,
    };
    const leaks = Object.entries(channels)
      .map(([channel, text]) => [channel, leakedSecrets(text, SECRET_VALUES)] as const)
      .filter(([, leaked]) => leaked.length > 0);
    expect(Object.fromEntries(leaks)).toEqual({});
    // The model's reasoning really reached the PR and summary.json, with the secrets cut out.
    expect(pull.body).toContain("[REDACTED:");
    expect(summaryJson).toContain("[REDACTED:");
  }, 180_000);
});
