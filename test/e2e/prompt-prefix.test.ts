/**
 * The prompt cache holds only if every turn of a run starts with the same
 * bytes: the system prompt and the tool specs, as sent on the wire by the
 * real SDKs to the loopback fakes. A per-turn value (a clock, a counter, a
 * reordered tool list) in either would break it, on every turn.
 */
import { describe, expect, it } from "vitest";
import { cacheableShare, cacheOrder, runPrefixScript, sentPrefix } from "../support/prefix-run.js";

describe("the prefix sent to the model", () => {
  it.each([
    ["anthropic", "implementer"],
    ["anthropic", "ask"],
    ["openai", "implementer"],
  ] as const)(
    "is byte-identical on every turn of a scripted run (%s, %s)",
    async (wire, role) => {
      const run = await runPrefixScript(wire, role, 8);
      expect(run.status).toBe("success");
      expect(run.requests).toHaveLength(8);
      const prefixes = run.requests.map((request) => sentPrefix(request, wire));
      expect(prefixes[0]).toContain("You are Alfred");
      expect(prefixes[0]).toContain('"name":"file_edit"');
      for (const prefix of prefixes) expect(prefix).toBe(prefixes[0]);
      // And the history only grows: each request starts with the whole of the one before.
      for (let index = 1; index < run.requests.length; index += 1) {
        const before = cacheOrder(run.requests[index - 1]!, wire);
        const after = cacheOrder(run.requests[index]!, wire);
        expect(after.startsWith(before.slice(0, -2)), `request ${index + 1}`).toBe(true);
      }
      expect(cacheableShare(run.requests, wire)).toBeGreaterThan(0.8);
    },
    60_000,
  );

  it("is read from the cache after the first turn (Anthropic breakpoints)", async () => {
    const run = await runPrefixScript("anthropic", "implementer", 4);
    const systemAndTools = sentPrefix(run.requests[0]!, "anthropic").length / 4;
    // The fake reports cache reads from the breakpoints it saw before (tokens ≈ characters / 4).
    expect(run.status).toBe("success");
    expect(systemAndTools).toBeGreaterThan(1_000);
    expect(run.usage[0]?.cacheRead).toBe(0);
    for (const turn of run.usage.slice(1))
      expect(turn.cacheRead).toBeGreaterThanOrEqual(systemAndTools * 0.95);
  }, 60_000);
});
