import { APIConnectionError, APIError, APIUserAbortError } from "@anthropic-ai/sdk";
import { APIError as OpenAIAPIError } from "openai";
import { afterEach, describe, expect, it } from "vitest";
import { startAnthropicFake } from "../../test/fakes/anthropic-server.js";
import type { FakeScript, FakeServer, FakeServerOptions, FakeStep } from "../../test/fakes/fake-script.js";
import { startOpenAIFake } from "../../test/fakes/openai-server.js";
import { drain, failure, streamOf } from "../../test/fakes/provider-harness.js";
import { userText } from "../core/messages.js";
import { createAnthropicProvider } from "./anthropic.js";
import { CallScope, classifyStatus, parseRetryAfter, redact, toProviderError } from "./http-errors.js";
import { createOpenAIProvider } from "./openai.js";
import type { ChatRequest, Provider } from "./provider-contract.js";

const KEY = "sk-test-SECRET-0123456789";

describe("parseRetryAfter", () => {
  const now = Date.parse("2025-01-01T00:00:00Z");
  it.each([
    [{ "retry-after-ms": "1500" }, 1500],
    [{ "retry-after-ms": "1500", "retry-after": "9" }, 1500],
    [{ "retry-after": "7" }, 7000],
    [{ "retry-after": "0.5" }, 500],
    [{ "retry-after": "Wed, 01 Jan 2025 00:00:30 GMT" }, 30_000],
    [{ "retry-after": "Tue, 31 Dec 2024 23:59:00 GMT" }, 0],
    [{ "retry-after": "-3" }, 0],
    [{ "retry-after": "soon" }, undefined],
    [{ "retry-after-ms": "x", "retry-after": "2" }, 2000],
    [{}, undefined],
  ])("%j → %s ms", (headers, expected) => {
    expect(parseRetryAfter(new Headers(headers), now)).toBe(expected);
  });
});

describe("classifyStatus", () => {
  it.each([
    [429, undefined, "provider_rate_limited", true],
    [529, undefined, "provider_overloaded", true],
    [500, "overloaded_error", "provider_overloaded", true],
    [500, undefined, "provider_http", true],
    [502, undefined, "provider_http", true],
    [503, undefined, "provider_http", true],
    [504, undefined, "provider_http", true],
    [501, undefined, "provider_bad_request", false],
    [408, undefined, "provider_http", true],
    [409, undefined, "provider_http", true],
    [401, undefined, "provider_auth", false],
    [403, undefined, "provider_auth", false],
    [400, undefined, "provider_bad_request", false],
    [404, undefined, "provider_bad_request", false],
    [422, undefined, "provider_bad_request", false],
  ] as const)("%i %s → %s (retryable %s)", (status, type, code, retryable) => {
    expect(classifyStatus(status, type)).toMatchObject({ code, retryable });
  });
});

describe("toProviderError", () => {
  const context = () => ({
    provider: "test",
    apiKey: KEY,
    phase: "request" as const,
    scope: new CallScope("test", KEY, undefined, undefined),
  });

  it("redacts the key from the message and replaces a leaking cause", () => {
    const error = toProviderError(new Error(`refused key ${KEY}`), context());
    expect(error.message).toBe("test: unexpected failure: refused key [REDACTED]");
    expect(String(error.cause)).not.toContain(KEY);
    expect(redact("a-b-a", "a")).toBe("[REDACTED]-b-[REDACTED]");
    expect(redact("text", "")).toBe("text");
  });

  it("maps an SDK user abort to AbortedError and connection errors to retryable provider_connection", () => {
    expect(toProviderError(new APIUserAbortError(), context())).toMatchObject({ name: "AbortedError" });
    expect(toProviderError(new APIConnectionError({ message: "reset" }), context())).toMatchObject({
      code: "provider_connection",
      retryable: true,
    });
  });

  it("maps a status-less API error (an SSE error event) by its type", () => {
    const overloaded = new APIError(
      undefined,
      { type: "error", error: { type: "overloaded_error" } },
      undefined,
      undefined,
    );
    expect(toProviderError(overloaded, context())).toMatchObject({
      code: "provider_overloaded",
      retryable: true,
    });
    const other = new OpenAIAPIError(
      undefined,
      { message: "boom", type: "server_error" },
      undefined,
      undefined,
    );
    expect(toProviderError(other, context())).toMatchObject({ code: "provider_stream_cut", retryable: true });
  });

  it("maps undici's 'terminated' to provider_connection before a stream and to provider_stream_cut during one", () => {
    const terminated = new TypeError("terminated");
    expect(toProviderError(terminated, context())).toMatchObject({
      code: "provider_connection",
      retryable: true,
    });
    expect(toProviderError(terminated, { ...context(), phase: "stream" })).toMatchObject({
      code: "provider_stream_cut",
    });
  });
});

describe("CallScope", () => {
  it("aborts on timeout and reports it as retryable", async () => {
    const scope = new CallScope("test", KEY, undefined, 20);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(scope.signal.aborted).toBe(true);
    expect(() => scope.throwIfInterrupted()).toThrow(
      expect.objectContaining({ code: "provider_connection", retryable: true }),
    );
    scope.dispose();
  });

  it("follows the caller's signal and reports an abort", () => {
    const controller = new AbortController();
    const scope = new CallScope("test", KEY, controller.signal, 10_000);
    expect(scope.signal.aborted).toBe(false);
    controller.abort();
    expect(() => scope.throwIfInterrupted()).toThrow(expect.objectContaining({ name: "AbortedError" }));
    scope.dispose();
  });
});

/** Both adapters through their real SDKs and fakes: each fault must map to the same contract. */
const PROVIDERS = [
  {
    name: "anthropic",
    start: startAnthropicFake,
    create: (url: string) => createAnthropicProvider({ apiKey: KEY, baseURL: url }),
    overloaded: { code: "provider_overloaded", status: 529 },
    streamError: "provider_overloaded",
  },
  {
    name: "openai",
    start: startOpenAIFake,
    create: (url: string) => createOpenAIProvider({ apiKey: KEY, baseURL: url }),
    overloaded: { code: "provider_http", status: 503 },
    streamError: "provider_stream_cut",
  },
] as const;

describe.each(PROVIDERS)("$name adapter failures", (kind) => {
  let fake: FakeServer | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  async function setup(script: FakeScript, options: FakeServerOptions = {}): Promise<Provider> {
    await fake?.close();
    fake = await kind.start(script, options);
    return kind.create(fake.url);
  }

  const request = (extra: Partial<ChatRequest> = {}): ChatRequest => ({
    model: "test-model",
    system: "sys",
    messages: [userText("hi")],
    tools: [],
    maxTokens: 100,
    ...extra,
  });

  it.each<[FakeStep, string, boolean, number | undefined, number | undefined]>([
    [{ fault: "rate_limit", retryAfterSeconds: 7 }, "provider_rate_limited", true, 429, 7000],
    [{ fault: "rate_limit", retryAfterMs: 1500 }, "provider_rate_limited", true, 429, 1500],
    [{ fault: "rate_limit" }, "provider_rate_limited", true, 429, undefined],
    [{ fault: "server_error" }, "provider_http", true, 500, undefined],
    [{ fault: "http_error", status: 502 }, "provider_http", true, 502, undefined],
    [{ fault: "http_error", status: 504 }, "provider_http", true, 504, undefined],
    [{ fault: "http_error", status: 408 }, "provider_http", true, 408, undefined],
    [{ fault: "http_error", status: 409 }, "provider_http", true, 409, undefined],
    [{ fault: "http_error", status: 401 }, "provider_auth", false, 401, undefined],
    [{ fault: "http_error", status: 403 }, "provider_auth", false, 403, undefined],
    [{ fault: "http_error", status: 400 }, "provider_bad_request", false, 400, undefined],
    [{ fault: "http_error", status: 404 }, "provider_bad_request", false, 404, undefined],
    [{ fault: "http_error", status: 422 }, "provider_bad_request", false, 422, undefined],
    [{ fault: "cut_stream" }, "provider_connection", true, undefined, undefined],
  ])("chat maps %j to %s", async (step, code, retryable, status, retryAfterMs) => {
    const provider = await setup([step]);
    const error = await failure(provider.chat(request()));
    expect(error).toMatchObject({ name: "ProviderError", code, retryable, status, retryAfterMs });
  });

  it("maps the overloaded fault", async () => {
    const provider = await setup([{ fault: "overloaded" }]);
    const error = await failure(provider.chat(request()));
    expect(error).toMatchObject({ ...kind.overloaded, retryable: true });
  });

  it.each<[FakeStep, string]>([
    [{ fault: "rate_limit", retryAfterSeconds: 2 }, "provider_rate_limited"],
    [{ fault: "cut_stream" }, "provider_stream_cut"],
    [{ fault: "cut_stream", graceful: true }, "provider_stream_cut"],
    [{ fault: "stream_error", errorType: "api_error" }, "provider_stream_cut"],
    [{ fault: "stream_error" }, kind.streamError],
  ])("stream maps %j to retryable %s", async (step, code) => {
    const provider = await setup([step]);
    const error = await failure(drain(streamOf(provider, request())));
    expect(error).toMatchObject({ code, retryable: true });
  });

  it("yields the text before a cut, then throws provider_stream_cut", async () => {
    const provider = await setup([{ fault: "cut_stream", partialText: "Half an ans" }]);
    const seen: string[] = [];
    const error = await failure(drain(streamOf(provider, request()), (text) => seen.push(text)));
    expect(seen.join("")).toBe("Half an ans");
    expect(error).toMatchObject({ code: "provider_stream_cut", retryable: true });
  });

  it("throws AbortedError when the signal aborts mid-stream", async () => {
    const provider = await setup([{ turn: { text: "a long answer that streams slowly" } }], {
      chunkDelayMs: 40,
    });
    const controller = new AbortController();
    const seen: string[] = [];
    const parts = streamOf(provider, request({ signal: controller.signal }));
    const error = await failure(
      drain(parts, (text) => {
        seen.push(text);
        controller.abort();
      }),
    );
    expect(seen.length).toBeLessThanOrEqual(2);
    expect(error).toMatchObject({ name: "AbortedError", code: "aborted", retryable: false });
  });

  it("throws AbortedError for an already aborted signal", async () => {
    const provider = await setup([{ turn: { text: "unused" } }]);
    const error = await failure(provider.chat(request({ signal: AbortSignal.abort() })));
    expect(error).toMatchObject({ name: "AbortedError", retryable: false });
  });

  it.each([true, false])(
    "fails retryably when the per-call timeout elapses (streaming: %s)",
    async (streaming) => {
      const provider = await setup([{ fault: "slow_first_byte", delayMs: 2000 }, { turn: { text: "late" } }]);
      // Without the timeout the call would succeed: the fake answers "late" after its 2 s delay.
      const call = streaming
        ? drain(streamOf(provider, request({ timeoutMs: 100 })))
        : provider.chat(request({ timeoutMs: 100 }));
      const error = await failure(call);
      expect(error).toMatchObject({ code: "provider_connection", retryable: true });
    },
  );

  it("times out a stream that stalls after its first bytes", async () => {
    const provider = await setup([{ turn: { text: "slow stream" } }], { chunkDelayMs: 100 });
    const error = await failure(drain(streamOf(provider, request({ timeoutMs: 250 }))));
    expect(error).toMatchObject({ code: "provider_connection", retryable: true });
  });

  it("never puts the API key in an error message", async () => {
    const leaky = await setup([{ fault: "http_error", status: 400, message: `bad key ${KEY} in header` }]);
    const error = await failure(leaky.chat(request()));
    expect(error.message).toContain("[REDACTED]");
    expect(`${error.message} ${String(error.cause)}`).not.toContain(KEY);
    const denied = await setup([], { apiKey: "another-key" });
    const auth = await failure(denied.chat(request()));
    expect(auth).toMatchObject({ code: "provider_auth", retryable: false });
    expect(`${auth.message} ${String(auth.cause)}`).not.toContain(KEY);
  });
});
