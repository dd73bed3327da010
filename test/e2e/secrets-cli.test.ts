import { afterEach, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer, FakeStep } from "../fakes/fake-script.js";
import {
  FAKE_GITHUB_TOKEN,
  FAKE_LEDGER_KEY,
  FAKE_PROVIDER_KEY,
  leakedSecrets,
} from "../fixtures/fake-secrets.js";
import { makeWorkspace, runAlfred } from "../support/cli.js";

// Issue 9, item 7: the raw GitHub token and the provider key reached `alfred ask` stdout,
// stderr and `--json` in model text and in tool labels. A scripted model now prints them, in
// plain and in disguise, in its text and in tool inputs; none may come out of the CLI.
const SECRETS = [FAKE_GITHUB_TOKEN, FAKE_PROVIDER_KEY, FAKE_LEDGER_KEY];
const spaced = (text: string): string => [...text].join(" ");
const reversed = (text: string): string => [...text].reverse().join("");

const conversation: FakeStep[] = [
  {
    turn: {
      text: `The token is ${FAKE_GITHUB_TOKEN} and the key reversed is ${reversed(FAKE_PROVIDER_KEY)}.`,
      toolCalls: [
        { name: "web_fetch", input: { url: `https://127.0.0.1:9/?t=${FAKE_GITHUB_TOKEN}` } },
        { name: "grep", input: { pattern: FAKE_PROVIDER_KEY } },
      ],
    },
  },
  {
    turn: {
      text: `Spelled out: ${spaced(FAKE_PROVIDER_KEY)}; hex ${Buffer.from(FAKE_LEDGER_KEY).toString("hex")}; done.`,
    },
  },
];

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe("alfred ask never prints a secret", () => {
  it.each([
    ["human output", []],
    ["--json", ["--json"]],
  ] as const)("%s", async (_label, flags) => {
    const server = await startAnthropicFake(conversation);
    servers.push(server);
    const workingDir = await makeWorkspace({ "README.md": "# demo\n" });
    const run = await runAlfred(["ask", ...flags, "Find the credentials"], {
      cwd: workingDir,
      env: {
        ALFRED_PROVIDER: "anthropic",
        ALFRED_BASE_URL: server.url,
        ALFRED_STREAM: "1",
        ANTHROPIC_API_KEY: FAKE_PROVIDER_KEY,
        GITHUB_TOKEN: FAKE_GITHUB_TOKEN,
        ALFRED_LEDGER_KEY: FAKE_LEDGER_KEY,
      },
    });
    // The conversation really happened and was printed, only without the secrets.
    expect(server.requests).toHaveLength(2);
    expect(run.stdout).toContain("done.");
    expect(`${run.stdout}${run.stderr}`).toContain("[REDACTED:");
    expect(leakedSecrets(run.stdout, SECRETS)).toEqual([]);
    expect(leakedSecrets(run.stderr, SECRETS)).toEqual([]);
  });
});
