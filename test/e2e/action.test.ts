import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { branchesOf, fileAt, git, logOf } from "../fakes/bare-origin.js";
import { type ActionWorld, runAction, SECRETS, startWorld, stepOf } from "../support/action-run.js";
import { addCodeTurn, DEMO_CODE, passingRubricTurn, READ_TEXT_TURN } from "../support/demo-turns.js";
import { verifyLedger } from "../../src/orchestrator/ledger-verify.js";

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

const CODE: Record<string, string> = {
  ...DEMO_CODE,
  "issue-7": 'export const shout = (text) => text.toUpperCase() + "!";',
};

/** A model that implements each feature (badly for word-count), and first tries to read every secret it can. */
function model(request: RecordedRequest): FakeStep {
  const { feature, kind } = stepOf(request);
  if (kind === "rubric") return passingRubricTurn(`${feature} is implemented; the tests cover it.`);
  if (kind === "implement#0") {
    // Everything the agent's command can read goes into a file that is committed and pushed with the
    // feature: redacting what the model sees cannot hide a leak there.
    const probe = feature === "slugify" || feature === "issue-7" ? "probe.txt" : "/dev/null";
    const command = `{ env; cat .git/config; git config --list --show-origin; cat "$RUNNER_TEMP"/*; ls -la; } > ${probe} 2>&1; echo probed`;
    return { turn: { toolCalls: [{ name: "bash", input: { command } }] } };
  }
  if (kind === "implement#1") return READ_TEXT_TURN;
  if (kind === "implement#2") return addCodeTurn(CODE[feature] ?? "");
  return { turn: { text: `Implemented ${feature}.` } };
}

const schedule = { name: "schedule", payload: { schedule: "0 3 * * *" } };

const SECRET_FORMS = [
  ...Object.values(SECRETS),
  Buffer.from(`x-access-token:${SECRETS.githubToken}`).toString("base64"),
];

/** Neither the model nor the agent's commands saw a secret: not in env, .git/config, or the runner's temp files. */
async function expectNoSecretsSeen(world: ActionWorld, branch: string): Promise<void> {
  const probe = (await fileAt(world.origin, branch, "probe.txt")) ?? "";
  // The probe really ran: the environment and .git/config were dumped into the committed file.
  expect(probe).toContain("PATH=");
  expect(probe).toContain("[core]");
  expect(probe).toContain("GITHUB_REPOSITORY=acme/widgets");
  const sent = JSON.stringify(world.model.requests.map((request) => request.body));
  for (const secret of SECRET_FORMS) {
    expect(probe).not.toContain(secret);
    expect(sent).not.toContain(secret);
  }
}

describe("the bundled Action, run as a runner runs it", () => {
  it("scheduled: commits passing features to a branch, opens one PR with exactly them, uploads a ledger that verifies", async () => {
    const world = await startWorld(model);
    worlds.push(world);
    // A repository that sets up tracking for every new branch: the run's branch must not write
    // .git/config, which is being rewritten (its credentials hidden) while the branch is created.
    await git(world.origin.root, world.workingDir, ["config", "branch.autoSetupMerge", "always"]);
    const result = await runAction(world, schedule);
    expect(readFileSync(join(world.workingDir, ".git", "config"), "utf8")).not.toContain('[branch "alfred/');
    expect(result.outputs).toMatchObject({
      conclusion: "partial",
      passing: "2",
      blocked: "1",
      branch: "alfred/42-1",
      "run-id": "42-1",
    });
    expect(result.code).toBe(0);

    expect(await branchesOf(world.origin)).toContain("alfred/42-1");
    const log = await logOf(world.origin, "alfred/42-1");
    expect(log.slice(0, 2).map((commit) => commit.subject)).toEqual([
      expect.stringMatching(/^feat\(truncate\)/),
      expect.stringMatching(/^feat\(slugify\)/),
    ]);
    const text = (await fileAt(world.origin, "alfred/42-1", "src/text.js")) ?? "";
    expect(text).toContain("slugify");
    expect(text).not.toContain("wordCount");

    expect(world.github.state.pulls).toHaveLength(1);
    const pull = world.github.state.pulls[0]!;
    expect(pull).toMatchObject({ head: "alfred/42-1", base: "main", draft: true });
    expect(pull.body).toMatch(/slugify/);
    expect(pull.body).toMatch(/truncate/);
    expect(pull.body.split("blocked")[0]).not.toMatch(/word-count/);
    expect(result.outputs["pr-number"]).toBe(String(pull.number));
    expect(world.github.violations).toEqual([]);

    const ledger = world.artifacts.readText("alfred-ledger-42-1", "ledger.jsonl");
    expect(verifyLedger(ledger, SECRETS.ledgerKey, { requireEnd: true })).toMatchObject({ ok: true });
    expect(JSON.parse(world.artifacts.readText("alfred-ledger-42-1", "summary.json"))).toMatchObject({
      passing: 2,
      blocked: 1,
    });
    expect(result.outputs["ledger-artifact-id"]).toMatch(/^\d+$/);

    expect(result.summary).toMatch(/\| slugify \| ✅ passing \| 1 \| 0 \| 2\/2 \|/);
    expect(result.log).toMatch(/bash\(\{ env; cat \.git\/config.*\) ✓ \d/);
    expect(result.log).not.toContain("::add-mask::/dev/null");
    expect(result.log).toContain("::warning title=Alfred blocked word-count");
    await expectNoSecretsSeen(world, result.outputs.branch ?? "");
    // The checkout's persisted credentials are back for later workflow steps.
    expect(readFileSync(join(world.workingDir, ".git", "config"), "utf8")).toContain("extraheader");
  }, 180_000);

  it("scheduled: a run where nothing passed fails the step and says why in the summary", async () => {
    const never = (request: RecordedRequest): FakeStep =>
      stepOf(request).kind === "rubric" ? model(request) : { turn: { text: "I cannot do this." } };
    const world = await startWorld(never);
    worlds.push(world);
    const result = await runAction(world, schedule);
    expect(result.code).toBe(1);
    expect(result.outputs.conclusion).toBe("failure");
    expect(result.summary).toMatch(/\*\*Why:\*\*/);
    expect(world.github.state.pulls).toHaveLength(0);
    expect(await branchesOf(world.origin)).toEqual(["main"]);
  }, 180_000);

  it("scheduled: when the branch cannot be created, the step fails there and the checkout's credentials are back", async () => {
    const world = await startWorld(model);
    worlds.push(world);
    // A file where the branch's ref directory must go: `git checkout -B alfred/<run>` fails. The
    // credentials are hidden while the branch is checked out, so they must be put back.
    writeFileSync(join(world.workingDir, ".git", "refs", "heads", "alfred"), "not a directory\n");
    const result = await runAction(world, schedule);
    expect(result.code).toBe(1);
    expect(result.log).toMatch(/Alfred failed while preparing the branch: git checkout failed/);
    expect(world.model.requests).toHaveLength(0);
    expect(readFileSync(join(world.workingDir, ".git", "config"), "utf8")).toContain("extraheader");
  }, 180_000);
});

describe("/alfred implement", () => {
  const comment = (author: string, body: string) => ({
    name: "issue_comment",
    payload: {
      action: "created",
      issue: {
        number: 7,
        title: "Add shout()",
        body: "shout(text) upper-cases and adds an exclamation mark",
      },
      comment: { id: 0, body, user: { login: author, type: "User" } },
    },
  });

  it("by a write collaborator: reacts, keeps one progress comment, opens a PR that closes the issue, replies with the link", async () => {
    const world = await startWorld(model, { maintainer: "write" });
    worlds.push(world);
    world.github.addIssue({
      number: 7,
      title: "Add shout()",
      body: "shout(text) upper-cases and adds an exclamation mark",
    });
    const trigger = world.github.addComment({
      issueNumber: 7,
      body: "/alfred implement",
      author: "maintainer",
    });
    const event = comment("maintainer", "/alfred implement");
    (event.payload.comment as { id: number }).id = trigger.id;
    const result = await runAction(world, event, {
      "verify-command":
        "node -e \"import('./src/text.js').then(m => process.exit(m.shout('hi') === 'HI!' ? 0 : 1))\"",
    });
    expect(result.outputs.conclusion, result.log.slice(-3000)).toBe("success");
    expect(world.github.state.reactions.map((reaction) => reaction.content)).toEqual(["eyes"]);
    const posted = world.github.requests.filter(
      (request) => request.route === "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
    );
    const progress = world.github.state.comments.filter(
      (each) => each.user.login !== "maintainer" && /progress|passing|issue-7/i.test(each.body),
    );
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(
      world.github.requests.filter(
        (request) => request.route === "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}",
      ).length,
    ).toBeGreaterThan(0);
    expect(posted).toHaveLength(2); // the progress comment, created once, and the reply with the link
    expect(world.github.state.pulls[0]?.body).toContain("Closes #7");
    expect(world.github.state.comments.at(-1)?.body).toContain(
      world.github.state.pulls[0]?.number ? `/pull/${world.github.state.pulls[0].number}` : "pull",
    );
    expect(world.github.violations).toEqual([]);
    await expectNoSecretsSeen(world, result.outputs.branch ?? "");
  }, 180_000);

  it("by a read-only user: a polite refusal, no branch, conclusion skipped", async () => {
    const world = await startWorld(model, { reader: "read" });
    worlds.push(world);
    world.github.addIssue({ number: 7, title: "Add shout()", body: "…" });
    const trigger = world.github.addComment({ issueNumber: 7, body: "/alfred implement", author: "reader" });
    const event = comment("reader", "/alfred implement");
    (event.payload.comment as { id: number }).id = trigger.id;
    const result = await runAction(world, event);
    expect(result.outputs.conclusion).toBe("skipped");
    expect(result.code).toBe(0);
    expect(world.github.state.comments.at(-1)?.body).toMatch(/@reader/);
    expect(await branchesOf(world.origin)).toEqual(["main"]);
    expect(world.model.requests).toHaveLength(0);
  }, 60_000);
});
