import { afterEach, describe, expect, it } from "vitest";
import { startAnthropicFake } from "./anthropic-server.js";
import type { FakeScript, FakeServer } from "./fake-script.js";

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(script: FakeScript, options: { apiKey?: string } = {}): Promise<FakeServer> {
  fake = await startAnthropicFake(script, options);
  return fake;
}

const BODY = { model: "claude-test", max_tokens: 100, messages: [{ role: "user", content: "hi" }] };

function post(url: string, body: unknown, headers: Record<string, string> = { "x-api-key": "k" }) {
  return fetch(`${url}/v1/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** Parses an SSE body into its events; asserts every data line has an `event:` line. */
function parseSse(text: string): { event: string; data: Record<string, unknown> }[] {
  return text
    .split("\n\n")
    .filter((frame) => frame.trim() !== "")
    .map((frame) => {
      const match = /^event: (\S+)\ndata: (.*)$/s.exec(frame);
      expect(match, frame).not.toBeNull();
      return { event: match?.[1] ?? "", data: JSON.parse(match?.[2] ?? "{}") as Record<string, unknown> };
    });
}

describe("startAnthropicFake", () => {
  it("rejects a request without an API key with 401 and consumes no step", async () => {
    const server = await start([{ turn: { text: "ok" } }]);
    const denied = await post(server.url, BODY, {});
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ type: "error", error: { type: "authentication_error" } });
    const allowed = await post(server.url, BODY, { authorization: "Bearer k" });
    expect(allowed.status).toBe(200);
    expect(server.requests).toHaveLength(2);
  });

  it("rejects a wrong key when one is configured", async () => {
    const server = await start([{ turn: { text: "ok" } }], { apiKey: "right" });
    expect((await post(server.url, BODY, { "x-api-key": "wrong" })).status).toBe(401);
    expect((await post(server.url, BODY, { "x-api-key": "right" })).status).toBe(200);
  });

  it("streams event: lines from message_start to message_stop, tool input in several pieces", async () => {
    const input = { path: "src/index.ts", lines: [1, 2, 3] };
    const server = await start([
      { turn: { text: "Reading the file now", toolCalls: [{ name: "read", input }] } },
    ]);
    const response = await post(server.url, { ...BODY, stream: true });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const events = parseSse(await response.text());
    const names = events.map((e) => e.event);
    expect(names[0]).toBe("message_start");
    expect(names.slice(-2)).toEqual(["message_delta", "message_stop"]);
    const deltas = events.filter((e) => e.event === "content_block_delta").map((e) => e.data["delta"]);
    const text = deltas.filter((d): d is { type: string; text: string } => isDelta(d, "text_delta"));
    expect(text.length).toBeGreaterThan(1);
    expect(text.map((d) => d.text).join("")).toBe("Reading the file now");
    const json = deltas.filter((d): d is { type: string; partial_json: string } =>
      isDelta(d, "input_json_delta"),
    );
    expect(json.length).toBeGreaterThanOrEqual(3);
    expect(JSON.parse(json.map((d) => d.partial_json).join(""))).toEqual(input);
    expect(events.at(-2)?.data).toMatchObject({ delta: { stop_reason: "tool_use" } });
    expect(server.requests[0]).toMatchObject({
      path: "/v1/messages",
      stream: true,
      body: { model: "claude-test" },
    });
  });

  it("answers non-streaming requests with a whole message", async () => {
    const server = await start([{ turn: { text: "done", usage: { inputTokens: 7, outputTokens: 3 } } }]);
    const message = (await (await post(server.url, BODY)).json()) as Record<string, unknown>;
    expect(message).toMatchObject({
      type: "message",
      role: "assistant",
      model: "claude-test",
      content: [{ type: "text", text: "done" }],
      stop_reason: "end_turn",
      usage: { input_tokens: 7, output_tokens: 3, cache_read_input_tokens: 0 },
    });
  });

  it("answers 500 'fake script exhausted' when the script runs out, and records the request", async () => {
    const server = await start([]);
    const response = await post(server.url, BODY);
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).toContain("fake script exhausted");
    expect(server.requests).toHaveLength(1);
  });

  it("injects rate limits with retry-after and 529 overloaded errors", async () => {
    const server = await start([{ fault: "rate_limit", retryAfterSeconds: 3 }, { fault: "overloaded" }]);
    const limited = await post(server.url, BODY);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3");
    const overloaded = await post(server.url, BODY);
    expect(overloaded.status).toBe(529);
    expect(await overloaded.json()).toMatchObject({ error: { type: "overloaded_error" } });
  });

  it("answers 404 outside /v1/messages", async () => {
    const server = await start([{ turn: { text: "unused" } }]);
    const response = await fetch(`${server.url}/v1/complete`, {
      method: "POST",
      headers: { "x-api-key": "k" },
    });
    expect(response.status).toBe(404);
  });

  it("reports a cache read when a cache_control prefix repeats", async () => {
    const server = await start([{ turn: { text: "a" } }, { turn: { text: "b" } }, { turn: { text: "c" } }]);
    const system = [
      { type: "text", text: "You are a careful engineer. ".repeat(20), cache_control: { type: "ephemeral" } },
    ];
    const usageOf = async (body: unknown) =>
      ((await (await post(server.url, body)).json()) as { usage: Record<string, number> }).usage;
    const first = await usageOf({ ...BODY, system });
    expect(first["cache_read_input_tokens"]).toBe(0);
    expect(first["cache_creation_input_tokens"]).toBeGreaterThan(100);
    const second = await usageOf({ ...BODY, system });
    expect(second["cache_read_input_tokens"]).toBe(first["cache_creation_input_tokens"]);
    expect(second["cache_creation_input_tokens"]).toBe(0);
    const uncached = await usageOf({ ...BODY, system: "plain" });
    expect(uncached["cache_read_input_tokens"]).toBe(0);
  });
});

function isDelta(value: unknown, type: string): boolean {
  return typeof value === "object" && value !== null && "type" in value && value.type === type;
}
