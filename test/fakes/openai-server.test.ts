import { afterEach, describe, expect, it } from "vitest";
import type { FakeScript, FakeServer } from "./fake-script.js";
import { startOpenAIFake } from "./openai-server.js";

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(script: FakeScript): Promise<FakeServer> {
  fake = await startOpenAIFake(script);
  return fake;
}

const BODY = { model: "gpt-test", messages: [{ role: "user", content: "hi" }] };

function post(url: string, body: unknown, headers: Record<string, string> = { authorization: "Bearer k" }) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

interface Chunk {
  choices: { delta: Record<string, unknown>; finish_reason: string | null }[];
  usage?: Record<string, unknown> | null;
}

/** Parses an SSE body of `data:` lines; returns the JSON chunks and whether it ended with [DONE]. */
function parseSse(text: string): { chunks: Chunk[]; done: boolean } {
  const frames = text.split("\n\n").filter((frame) => frame.trim() !== "");
  for (const frame of frames) expect(frame.startsWith("data: ")).toBe(true);
  const done = frames.at(-1) === "data: [DONE]";
  const chunks = frames.filter((f) => f !== "data: [DONE]").map((f) => JSON.parse(f.slice(6)) as Chunk);
  return { chunks, done };
}

describe("startOpenAIFake", () => {
  it("serves /v1/chat/completions and /chat/completions; url ends in /v1", async () => {
    const server = await start([{ turn: { text: "one" } }, { turn: { text: "two" } }]);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect((await post(`${server.url}/chat/completions`, BODY)).status).toBe(200);
    const root = server.url.replace(/\/v1$/, "");
    expect((await post(`${root}/chat/completions`, BODY)).status).toBe(200);
    expect(server.requests.map((r) => r.path)).toEqual(["/v1/chat/completions", "/chat/completions"]);
  });

  it("rejects a request without an API key with 401", async () => {
    const server = await start([{ turn: { text: "unused" } }]);
    const response = await post(`${server.url}/chat/completions`, BODY, {});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_api_key" } });
  });

  it("streams role first, tool-call deltas by index, a finish_reason, usage when asked, then [DONE]", async () => {
    const calls = [
      { name: "read", input: { path: "a.ts" } },
      { name: "grep", input: { pattern: "TODO", glob: "**/*.ts" } },
    ];
    const server = await start([{ turn: { text: "Let me look", toolCalls: calls } }]);
    const body = { ...BODY, stream: true, stream_options: { include_usage: true } };
    const { chunks, done } = parseSse(await (await post(`${server.url}/chat/completions`, body)).text());
    expect(done).toBe(true);
    expect(chunks[0]?.choices[0]?.delta).toMatchObject({ role: "assistant" });
    const text = chunks.map((c) => c.choices[0]?.delta["content"]).filter((t) => typeof t === "string");
    expect(text.join("")).toBe("Let me look");
    const toolDeltas = chunks.flatMap(
      (c) => (c.choices[0]?.delta["tool_calls"] ?? []) as Record<string, unknown>[],
    );
    const openings = toolDeltas.filter((d) => d["id"] !== undefined);
    expect(openings.map((d) => d["index"])).toEqual([0, 1]);
    expect(toolDeltas.length).toBeGreaterThan(4);
    const finish = chunks.find((c) => c.choices[0]?.finish_reason !== null && c.choices[0] !== undefined);
    expect(finish?.choices[0]?.finish_reason).toBe("tool_calls");
    const last = chunks.at(-1);
    expect(last?.choices).toEqual([]);
    expect(last?.usage).toMatchObject({ prompt_tokens: expect.any(Number) as number });
  });

  it("sends no usage chunk without include_usage, and no id for id: ''", async () => {
    const server = await start([{ turn: { toolCalls: [{ name: "read", input: {}, id: "" }] } }]);
    const { chunks } = parseSse(
      await (await post(`${server.url}/chat/completions`, { ...BODY, stream: true })).text(),
    );
    expect(chunks.every((c) => c.usage === undefined)).toBe(true);
    const toolDeltas = chunks.flatMap(
      (c) => (c.choices[0]?.delta["tool_calls"] ?? []) as Record<string, unknown>[],
    );
    expect(toolDeltas.every((d) => d["id"] === undefined)).toBe(true);
  });

  it("answers non-streaming requests with a completion and cached tokens in the usage", async () => {
    const server = await start([{ turn: { text: "ok", usage: { inputTokens: 10, cacheReadTokens: 90 } } }]);
    const completion = (await (await post(`${server.url}/chat/completions`, BODY)).json()) as Record<
      string,
      unknown
    >;
    expect(completion).toMatchObject({
      object: "chat.completion",
      choices: [{ message: { role: "assistant", content: "ok" }, finish_reason: "stop" }],
      usage: { prompt_tokens: 100, prompt_tokens_details: { cached_tokens: 90 } },
    });
  });

  it("answers 503 for overloaded and 500 when the script is exhausted", async () => {
    const server = await start([{ fault: "overloaded" }]);
    expect((await post(`${server.url}/chat/completions`, BODY)).status).toBe(503);
    const exhausted = await post(`${server.url}/chat/completions`, BODY);
    expect(exhausted.status).toBe(500);
    expect(JSON.stringify(await exhausted.json())).toContain("fake script exhausted");
  });
});
