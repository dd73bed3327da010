import { afterEach, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer, FakeStep } from "../fakes/fake-script.js";
import { startOpenAIFake } from "../fakes/openai-server.js";
import { makeWorkspace, runAlfred } from "../support/cli.js";

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const FILES = {
  "src/greet.ts": 'export function greet(name: string): string {\n  return "Hello, " + name;\n}\n',
  "README.md": "# demo\n",
  // Fast retries, so the fault tests take milliseconds rather than seconds.
  ".alfred/config.json": JSON.stringify({ retry: { maxRetries: 4, baseDelayMs: 5, maxDelayMs: 50 } }),
};

const toolConversation: FakeStep[] = [
  { turn: { text: "Let me look.", toolCalls: [{ name: "file_read", input: { path: "src/greet.ts" } }] } },
  { turn: { toolCalls: [{ name: "grep", input: { pattern: "Hello", path: "src" } }] } },
  { turn: { text: "greet() builds the greeting in src/greet.ts." } },
];

type Flavour = {
  name: "anthropic" | "openai";
  start: (steps: FakeStep[]) => Promise<FakeServer>;
  keyVar: string;
};
const flavours: Flavour[] = [
  { name: "anthropic", start: (steps) => startAnthropicFake(steps), keyVar: "ANTHROPIC_API_KEY" },
  { name: "openai", start: (steps) => startOpenAIFake(steps), keyVar: "OPENAI_API_KEY" },
];

function toolResultsIn(body: unknown): string {
  return JSON.stringify(body);
}

describe.each(flavours)("alfred ask against a loopback $name API", (flavour) => {
  it.each([
    ["streaming", "1"],
    ["non-streaming", "0"],
  ])("holds a multi-turn tool conversation (%s)", async (_label, stream) => {
    const server = await flavour.start(toolConversation);
    servers.push(server);
    const workingDir = await makeWorkspace(FILES);
    const run = await runAlfred(["ask", "Where is the greeting built?"], {
      cwd: workingDir,
      env: {
        ALFRED_PROVIDER: flavour.name,
        ALFRED_BASE_URL: server.url,
        [flavour.keyVar]: "x",
        ALFRED_STREAM: stream,
      },
    });
    expect(run.stderr).toContain("file_read(src/greet.ts) ✓");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("greet() builds the greeting in src/greet.ts.");
    expect(run.stderr).toMatch(/done: success · 3 turns/);
    expect(server.requests).toHaveLength(3);
    expect(server.requests.every((request) => request.stream === (stream === "1"))).toBe(true);
    if (flavour.name === "openai") {
      // A compatible server at a custom URL gets the classic parameter every such server knows.
      expect(server.requests[0]?.body).toHaveProperty("max_tokens");
      expect(server.requests[0]?.body).not.toHaveProperty("max_completion_tokens");
    }
    // The second request carries the file's content back to the model as a tool result.
    expect(toolResultsIn(server.requests[1]?.body)).toContain("Hello, ");
    expect(toolResultsIn(server.requests[2]?.body)).toContain("src/greet.ts:2:");
  });

  it("completes a 10-turn conversation when 30% of requests fail, with a retrying event for each", async () => {
    const turns: FakeStep[] = Array.from({ length: 9 }, (_, index) => ({
      turn: { text: `step ${index} `, toolCalls: [{ name: "glob", input: { pattern: "**/*.ts" } }] },
    }));
    turns.push({ turn: { text: "all ten turns done" } });
    const faults: FakeStep[] = [
      { fault: "rate_limit", retryAfterMs: 20 },
      { fault: "overloaded" },
      { fault: "server_error" },
      { fault: "cut_stream", partialText: "half a sen" },
    ];
    // 10 answers and 4 faults interleaved: 4 of 14 requests (29%) fail, plus one more below.
    const steps: FakeStep[] = [];
    turns.forEach((turn, index) => {
      if (index % 2 === 1 && faults.length > 0) steps.push(faults.shift() as FakeStep);
      steps.push(turn);
    });
    steps.splice(3, 0, { fault: "rate_limit", retryAfterSeconds: 0 });
    const server = await flavour.start(steps);
    servers.push(server);
    const workingDir = await makeWorkspace(FILES);
    const run = await runAlfred(["ask", "work for ten turns", "--json", "--max-turns", "12"], {
      cwd: workingDir,
      env: { ALFRED_PROVIDER: flavour.name, ALFRED_BASE_URL: server.url, [flavour.keyVar]: "x" },
    });
    const events = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string; state?: { status: string; turns: number } });
    const done = events.find((event) => event.type === "done");
    expect(done?.state).toMatchObject({ status: "success", turns: 10 });
    expect(events.filter((event) => event.type === "retrying")).toHaveLength(5);
    expect(server.requests).toHaveLength(15);
    expect(run.code).toBe(0);
  });

  it.each([1, 3])("sends at most maxTurns = %i requests, whatever the model asks", async (maxTurns) => {
    const forever: FakeStep[] = Array.from({ length: 20 }, () => ({
      turn: { toolCalls: [{ name: "glob", input: { pattern: "*.md" } }] },
    }));
    const server = await flavour.start(forever);
    servers.push(server);
    const workingDir = await makeWorkspace(FILES);
    const run = await runAlfred(["ask", "never stop", "--max-turns", String(maxTurns)], {
      cwd: workingDir,
      env: { ALFRED_PROVIDER: flavour.name, ALFRED_BASE_URL: server.url, [flavour.keyVar]: "x" },
    });
    expect(server.requests).toHaveLength(maxTurns);
    expect(run.stderr).toContain("done: max_turns");
    expect(run.code).toBe(1);
  });
});

describe("alfred ask process behaviour", () => {
  it("aborts cleanly on Ctrl-C with exit 130", async () => {
    const server = await startAnthropicFake([
      { fault: "slow_first_byte", delayMs: 20_000 },
      { turn: { text: "late" } },
    ]);
    servers.push(server);
    const workingDir = await makeWorkspace(FILES);
    const run = await runAlfred(["ask", "wait"], {
      cwd: workingDir,
      env: { ALFRED_PROVIDER: "anthropic", ALFRED_BASE_URL: server.url, ANTHROPIC_API_KEY: "x" },
      onSpawn: (child) => {
        const poll = setInterval(() => {
          if (server.requests.length > 0) {
            clearInterval(poll);
            child.kill("SIGINT");
          }
        }, 20);
      },
    });
    expect(run.code).toBe(130);
    expect(run.stderr).toContain("done: aborted");
  });

  it.each([
    [{ ALFRED_MAX_TURNS: "many" }, [], "environment variable ALFRED_MAX_TURNS"],
    [{ ALFRED_PROVIDER: "gemini" }, [], "environment variable ALFRED_PROVIDER"],
    [{}, ["--max-turns", "0"], "flag --max-turns"],
    [{}, ["--mode", "yolo"], "flag --mode"],
    [{ ALFRED_PROVIDER: "anthropic" }, [], "ANTHROPIC_API_KEY"],
  ])("rejects bad configuration %j %j with exit 2 naming the source", async (env, flags, source) => {
    const workingDir = await makeWorkspace(FILES);
    const run = await runAlfred(["ask", "hi", ...flags], {
      cwd: workingDir,
      env: { ALFRED_PROVIDER: "mock", ...env },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(source);
  });

  it("names the file and JSON path of a bad .alfred/config.json", async () => {
    const workingDir = await makeWorkspace({
      ".alfred/config.json": JSON.stringify({ budget: { maxCostUsd: "ten" } }),
    });
    const run = await runAlfred(["ask", "hi"], { cwd: workingDir, env: { ALFRED_PROVIDER: "mock" } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(".alfred/config.json: budget.maxCostUsd");
  });

  it("reads the prompt from stdin and never leaks the API key in errors", async () => {
    const server = await startAnthropicFake([{ fault: "http_error", status: 401, message: "bad key" }], {
      apiKey: "right",
    });
    servers.push(server);
    const workingDir = await makeWorkspace(FILES);
    const key = "sk-ant-api03-" + "Zq9".repeat(20);
    const run = await runAlfred(["ask"], {
      cwd: workingDir,
      stdin: "hello from stdin",
      env: { ALFRED_PROVIDER: "anthropic", ALFRED_BASE_URL: server.url, ANTHROPIC_API_KEY: key },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("done: provider_error");
    expect(run.stderr + run.stdout).not.toContain(key);
    expect(JSON.stringify(server.requests[0]?.body)).toContain("hello from stdin");
  });
});
