import { afterEach, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer, FakeStep } from "../fakes/fake-script.js";
import {
  disguisesOf,
  FAKE_GITHUB_TOKEN,
  FAKE_LEDGER_KEY,
  FAKE_PROVIDER_KEY,
  leakedSecrets,
} from "../fixtures/fake-secrets.js";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeWorkspace, runAlfred } from "../support/cli.js";
import { crashEnv, crashModel, GREP_VERIFY } from "../support/crash-run.js";
import { demoRepository, editFeatureList } from "../support/demo-repo.js";

// Issue 26, item 2: the system prompt (instructions, memory core, skills index) is built from
// files the agent can write, and a planted link or a careless commit put the job's secrets there;
// only tool results were redacted. Now every request passes the redactor in one place
// (engine/request-redaction.ts). The known secrets are planted in every file the prompt reads, in
// plain and in disguise, and in the user's task; the model echoes one back, so the second
// request's assistant history carries it too. No recorded request body may hold any of them.
const SECRETS = [FAKE_GITHUB_TOKEN, FAKE_PROVIDER_KEY, FAKE_LEDGER_KEY];
// disguisesOf: [plain, reversed, hex, base64, spaced].
const [, reversedKey, , base64Key, spacedKey] = disguisesOf(FAKE_PROVIDER_KEY);
const tokenHex = disguisesOf(FAKE_GITHUB_TOKEN)[2];

const PLANTED = {
  "AGENTS.md": `# Instructions\nDeploy with ${FAKE_GITHUB_TOKEN}; the key reversed is ${reversedKey}.\n`,
  ".alfred/memory/USER.md": `The user's ledger key: ${FAKE_LEDGER_KEY} (hex ${tokenHex}).\n`,
  ".alfred/memory/MEMORY.md": `- [deploy](facts/deploy.md) — deploy token ${base64Key}\n`,
  ".alfred/memory/facts/deploy.md": `---\nname: deploy\ntype: project\n---\nToken: ${FAKE_GITHUB_TOKEN}\n`,
  ".alfred/skills/release/SKILL.md": `---\nname: release\ndescription: Release with token ${spacedKey}\n---\nRun the release.\n`,
  "README.md": "# demo\n",
};

const conversation: FakeStep[] = [
  {
    turn: { text: `Noted: ${FAKE_GITHUB_TOKEN}.`, toolCalls: [{ name: "glob", input: { pattern: "*.md" } }] },
  },
  { turn: { text: "done." } },
];

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe("nothing sent to the model holds a known secret", () => {
  it("alfred ask: system prompt, task, history and tool results", async () => {
    const server = await startAnthropicFake(conversation);
    servers.push(server);
    const workingDir = await makeWorkspace(PLANTED);
    const run = await runAlfred(["ask", `Use ${FAKE_LEDGER_KEY} to deploy`], {
      cwd: workingDir,
      env: {
        ALFRED_PROVIDER: "anthropic",
        ALFRED_BASE_URL: server.url,
        ANTHROPIC_API_KEY: FAKE_PROVIDER_KEY,
        GITHUB_TOKEN: FAKE_GITHUB_TOKEN,
        ALFRED_LEDGER_KEY: FAKE_LEDGER_KEY,
      },
    });
    expect(run.stderr).not.toMatch(/error/i);
    expect(server.requests).toHaveLength(2);
    const bodies = server.requests.map((request) => JSON.stringify(request.body));
    // The files were read into the prompt (their other words arrived), only without the secrets.
    const all = bodies.join("\n");
    for (const word of [
      "Deploy with",
      "The user's ledger key",
      "deploy token",
      "Release with token",
      "Noted:",
    ])
      expect(all).toContain(word);
    expect(all).toContain("[REDACTED:");
    for (const [index, body] of bodies.entries())
      expect([index, leakedSecrets(body, SECRETS)]).toEqual([index, []]);
  });

  it("alfred run: the repo map and the instructions of an unattended run", async () => {
    const server = await startAnthropicFake(crashModel());
    servers.push(server);
    const workingDir = demoRepository((root) => {
      editFeatureList(root, (list) => {
        list.features = list.features.filter((feature) => String(feature.id) === "slugify");
        for (const feature of list.features) feature.verify = GREP_VERIFY.slugify;
      });
      // A symbol the repo map lists, named like the job's token, and instructions holding it.
      writeFileSync(
        join(root, "src", "deploy.js"),
        `export function ${FAKE_GITHUB_TOKEN}() {\n  return 1;\n}\n`,
      );
      writeFileSync(join(root, "AGENTS.md"), `Push with ${FAKE_GITHUB_TOKEN}.\n`);
    });
    const run = await runAlfred(["run", "--run-id", "r1", "--budget", "1"], {
      cwd: workingDir,
      env: crashEnv(server.url, { GITHUB_TOKEN: FAKE_GITHUB_TOKEN }),
      timeoutMs: 120_000,
    });
    expect(run.stderr).toContain("slugify");
    expect(server.requests.length).toBeGreaterThan(0);
    const bodies = server.requests.map((request) => JSON.stringify(request.body));
    // The map was in the prompt (the file and its symbol arrived), only without the token.
    expect(bodies[0]).toContain("src/deploy.js:\\n1│export function [REDACTED:secret]() {");
    expect(bodies[0]).toContain("Push with [REDACTED:");
    for (const [index, body] of bodies.entries())
      expect([index, leakedSecrets(body, [FAKE_GITHUB_TOKEN])]).toEqual([index, []]);
  }, 150_000);
});
