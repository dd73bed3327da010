import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer, FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { runAlfred } from "../support/cli.js";
import { demoRepository, editFeatureList, GIT_ENV, gitIn, statuses } from "../support/demo-repo.js";

const KEY = "resume-test-ledger-key-0123456789";
const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

interface WireMessage {
  readonly role: string;
  readonly content: unknown;
}
interface WireBody {
  readonly messages: readonly WireMessage[];
  readonly tool_choice?: { readonly name?: string };
}

/** Which feature and which step a request belongs to: `slugify/implement#1`, `truncate/rubric`. */
function stepOf(request: RecordedRequest): string {
  const body = request.body as WireBody;
  const text = JSON.stringify(body.messages[0]?.content ?? "");
  const feature = /\(id: ([a-z-]+)\)|Feature \(([a-z-]+)\)/.exec(text);
  const id = feature?.[1] ?? feature?.[2] ?? "unknown";
  if (body.tool_choice?.name === "submit_rubric") return `${id}/rubric`;
  return `${id}/implement#${body.messages.filter((message) => message.role === "assistant").length}`;
}

const EDITS: Record<string, { old_string: string; new_string: string }> = {
  slugify: {
    old_string: 'export const SEPARATOR = "-";',
    new_string:
      'export const SEPARATOR = "-";\nexport const slugify = (text) => text.normalize("NFKD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");',
  },
  truncate: {
    old_string: 'export const SEPARATOR = "-";',
    new_string:
      'export const SEPARATOR = "-";\nexport const truncate = (text, max) => (text.length <= max ? text : text.slice(0, max - 1) + "…");',
  },
};

/** Answers by looking at the request, so a restarted process gets the right answer whatever it re-sends. */
function modelFor(hangOn: Set<string>): (request: RecordedRequest) => FakeStep {
  return (request) => {
    const step = stepOf(request);
    const [feature = "", kind = ""] = step.split("/");
    if (hangOn.delete(step)) return { fault: "slow_first_byte", delayMs: 60_000 };
    if (kind === "rubric")
      return {
        turn: {
          toolCalls: [
            {
              name: "submit_rubric",
              input: { verification: 2, reasoning: `${feature} is implemented and tested.` },
            },
          ],
        },
      };
    if (kind === "implement#0")
      return { turn: { toolCalls: [{ name: "file_read", input: { path: "src/text.js" } }] } };
    if (kind === "implement#1")
      return {
        turn: { toolCalls: [{ name: "file_edit", input: { path: "src/text.js", ...EDITS[feature] } }] },
      };
    return { turn: { text: `Implemented ${feature}.` } };
  };
}

describe("alfred run killed with SIGKILL mid-feature and resumed", () => {
  it("does not re-send completed agent calls, does not redo finished features, and keeps one verifiable ledger", async () => {
    const workingDir = demoRepository((root) =>
      editFeatureList(root, (list) => void (list.features = list.features.slice(0, 2))),
    );
    const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
    const fake = await startAnthropicFake(modelFor(new Set(["truncate/rubric"])));
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
          if (fake.requests.some((request) => stepOf(request) === "truncate/rubric")) {
            clearInterval(poll);
            child.kill("SIGKILL");
          }
        }, 20);
      },
    });
    expect(first.signal).toBe("SIGKILL");
    expect(statuses(workingDir)).toMatchObject({ slugify: "passing", truncate: "in_progress" });
    const sentBefore = fake.requests.map(stepOf);

    const second = await runAlfred(["run", "--run-id", "r1", "--resume"], { cwd: workingDir, env });
    expect(second.stderr).toContain("(resumed)");
    expect(second.code).toBe(0);
    const sentAfter = fake.requests.map(stepOf).slice(sentBefore.length);

    // Only the call that was in flight is sent again; every completed agent call came from the journal.
    expect(sentAfter).toEqual(["truncate/rubric"]);
    const count = (step: string): number =>
      fake.requests.filter((request) => stepOf(request) === step).length;
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
