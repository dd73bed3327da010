import { afterEach, describe, expect, it, vi } from "vitest";
import { type RecordedRequest, PrefixCache, ScriptCursor, estimateTokens, splitInto } from "./fake-script.js";

const request: RecordedRequest = {
  method: "POST",
  path: "/v1/messages",
  headers: {},
  body: {},
  stream: false,
};

/** A promise and whether it has settled yet, for stepping vitest's fake clock. */
function watched<T>(promise: Promise<T>): { readonly promise: Promise<T>; settled: boolean } {
  const state = { promise, settled: false };
  void promise.finally(() => (state.settled = true));
  return state;
}

describe("ScriptCursor", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hands out steps in order, then reports exhaustion", async () => {
    const cursor = new ScriptCursor([{ turn: { text: "one" } }, { fault: "server_error" }]);
    expect(await cursor.next(request)).toEqual({ kind: "turn", turn: { text: "one" } });
    expect(await cursor.next(request)).toEqual({ kind: "fault", fault: { fault: "server_error" } });
    expect(await cursor.next(request)).toEqual({ kind: "exhausted" });
  });

  it("waits out slow_first_byte and answers with the following step in the same request", async () => {
    vi.useFakeTimers();
    const cursor = new ScriptCursor([{ fault: "slow_first_byte", delayMs: 40 }, { turn: { text: "late" } }]);
    const next = watched(cursor.next(request));
    await vi.advanceTimersByTimeAsync(39);
    expect(next.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await next.promise).toEqual({ kind: "turn", turn: { text: "late" } });
    expect(await cursor.next(request)).toEqual({ kind: "exhausted" });
  });

  it("delays an embedded { turn, delayMs }", async () => {
    vi.useFakeTimers();
    const cursor = new ScriptCursor([{ turn: { text: "x" }, delayMs: 30 }]);
    const next = watched(cursor.next(request));
    await vi.advanceTimersByTimeAsync(29);
    expect(next.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await next.promise).toEqual({ kind: "turn", turn: { text: "x" } });
  });

  it("asks a script function for each request with a running index", async () => {
    const seen: number[] = [];
    const cursor = new ScriptCursor((_request, index) => {
      seen.push(index);
      return index < 2 ? { turn: { text: `#${index}` } } : undefined;
    });
    expect(await cursor.next(request)).toEqual({ kind: "turn", turn: { text: "#0" } });
    expect(await cursor.next(request)).toEqual({ kind: "turn", turn: { text: "#1" } });
    expect(await cursor.next(request)).toEqual({ kind: "exhausted" });
    expect(seen).toEqual([0, 1, 2]);
  });
});

describe("PrefixCache", () => {
  const segments = ["tools", "system", "first user message", "assistant answer", "tool result"];

  it("writes a new prefix, then reads it on the next request", () => {
    const cache = new PrefixCache();
    const first = cache.measure("m", segments.slice(0, 3), [1, 2]);
    expect(first.read).toBe(0);
    expect(first.write).toBeGreaterThan(0);
    const second = cache.measure("m", segments.slice(0, 3), [1, 2]);
    expect(second).toEqual({ read: first.write, write: 0 });
  });

  it("reads the longest seen prefix and writes only the new tail", () => {
    const cache = new PrefixCache();
    const first = cache.measure("m", segments.slice(0, 3), [2]);
    const longer = cache.measure("m", segments, [2, 4]);
    expect(longer.read).toBe(first.write);
    expect(longer.write).toBeGreaterThan(0);
    expect(longer.read + longer.write).toBe(estimateTokens(segments));
  });

  it("keeps models apart", () => {
    const cache = new PrefixCache();
    cache.measure("a", segments, [4]);
    expect(cache.measure("b", segments, [4]).read).toBe(0);
  });
});

describe("helpers", () => {
  it("splitInto splits into pieces that join back", () => {
    const pieces = splitInto('{"path":"src/index.ts"}', 3);
    expect(pieces).toHaveLength(3);
    expect(pieces.join("")).toBe('{"path":"src/index.ts"}');
    expect(splitInto("", 3)).toEqual([]);
    expect(splitInto("ab", 3)).toEqual(["a", "b"]);
  });

  it("estimateTokens is about a quarter of the JSON length, at least 1", () => {
    expect(estimateTokens("x".repeat(398))).toBe(100);
    expect(estimateTokens("")).toBe(1);
  });
});
