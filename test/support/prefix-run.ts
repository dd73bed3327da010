/**
 * A scripted agent run through the real session, engine, provider SDK and a
 * loopback model fake, recording what went over the wire. Used by the prefix
 * stability test and by `bench/prompts.ts` (the cacheable share).
 */
import { alfredConfigSchema } from "../../src/config/schema.js";
import { runQuery } from "../../src/engine/run-query.js";
import type { PromptRole } from "../../src/prompts/types.js";
import { createSession } from "../../src/session/create-session.js";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { startOpenAIFake } from "../fakes/openai-server.js";
import { demoRepository } from "./demo-repo.js";
import { collect, ofType } from "./query.js";

/** Which wire the run speaks. */
export type PrefixWire = "anthropic" | "openai";

/** What a scripted run sent, and the status it ended with. */
export interface PrefixRun {
  readonly requests: readonly RecordedRequest[];
  readonly status: string;
  readonly turns: number;
  /** Per turn, the input tokens the provider reported as read from its cache, and all input tokens. */
  readonly usage: readonly { readonly cacheRead: number; readonly input: number }[];
}

const CYCLE: readonly FakeStep[] = [
  { turn: { toolCalls: [{ name: "file_read", input: { path: "src/text.js" } }] } },
  { turn: { toolCalls: [{ name: "grep", input: { pattern: "capitalize" } }] } },
  { turn: { toolCalls: [{ name: "glob", input: { pattern: "test/**/*.js" } }] } },
  { turn: { toolCalls: [{ name: "bash", input: { command: "git status --short" } }] } },
];

/** `turns` model turns: parallel reads, an edit, then a cycle of reads, searches and a command; the last turn answers. */
export function prefixScript(turns: number): FakeStep[] {
  const steps: FakeStep[] = [
    {
      turn: {
        text: "Reading the code.",
        toolCalls: [
          { name: "file_read", input: { path: "src/text.js" } },
          { name: "grep", input: { pattern: "SEPARATOR" } },
        ],
      },
    },
    {
      turn: {
        toolCalls: [
          {
            name: "file_edit",
            input: {
              path: "src/text.js",
              old_string: 'export const SEPARATOR = "-";',
              new_string:
                'export const SEPARATOR = "-";\nexport const slugify = (text) => text.toLowerCase().split(/\\s+/).join(SEPARATOR);',
            },
          },
        ],
      },
    },
  ];
  for (let index = 0; steps.length < turns - 1; index += 1) {
    const step = CYCLE[index % CYCLE.length];
    if (step !== undefined) steps.push(step);
  }
  steps.push({ turn: { text: "Done: slugify added at src/text.js:3." } });
  return steps.slice(0, turns);
}

/**
 * Runs `turns` turns of the given role's session against a loopback fake of
 * `wire`, in a fresh copy of the demo repository.
 * @throws Error when the fake cannot start.
 */
export async function runPrefixScript(wire: PrefixWire, role: PromptRole, turns: number): Promise<PrefixRun> {
  const workingDir = demoRepository();
  const fake = await (wire === "anthropic" ? startAnthropicFake : startOpenAIFake)(prefixScript(turns));
  try {
    const config = alfredConfigSchema.parse({
      provider: wire,
      model: wire === "anthropic" ? "claude-test" : "gpt-test",
      baseUrl: fake.url,
      permissionMode: "bypass",
      sandbox: "off",
      maxTurns: turns,
      verify: "npm test",
    });
    const session = await createSession({
      config,
      env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin" },
      workingDir,
      secrets: wire === "anthropic" ? { anthropicApiKey: "sk-ant-test" } : { openaiApiKey: "sk-test" },
      disabledTools: role === "implementer" ? ["git_commit"] : [],
      promptRole: role,
      now: new Date("2026-11-25T06:00:00Z"),
    });
    const { events, state } = await collect(runQuery("Implement slugify in src/text.js.", session));
    const usage = ofType(events, "usage").map(({ usage: used }) => ({
      cacheRead: used.cacheReadTokens,
      input: used.inputTokens + used.cacheReadTokens + used.cacheWriteTokens,
    }));
    return { requests: [...fake.requests], status: state.status, turns: state.turns, usage };
  } finally {
    await fake.close();
  }
}

function withoutCacheControl(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCacheControl);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "cache_control")
      .map(([key, inner]) => [key, withoutCacheControl(inner)]),
  );
}

function field(request: RecordedRequest, name: string): unknown {
  const body = request.body;
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * The fixed prefix as sent: Anthropic's `system` and `tools`; OpenAI's
 * leading system message and `tools` (cache markers included: they are bytes
 * on the wire too).
 */
export function sentPrefix(request: RecordedRequest, wire: PrefixWire): string {
  const messages: unknown = field(request, "messages");
  const system: unknown =
    wire === "anthropic"
      ? field(request, "system")
      : Array.isArray(messages)
        ? (messages as readonly unknown[])[0]
        : undefined;
  return JSON.stringify({ system, tools: field(request, "tools") });
}

/**
 * The request in the order a prompt cache reads it (tools, system,
 * messages), cache markers removed: a later request can reuse exactly the
 * leading bytes it shares with an earlier one.
 */
export function cacheOrder(request: RecordedRequest, wire: PrefixWire): string {
  const parts =
    wire === "anthropic"
      ? [field(request, "tools"), field(request, "system"), field(request, "messages")]
      : [field(request, "tools"), field(request, "messages")];
  return JSON.stringify(withoutCacheControl(parts));
}

function commonPrefixLength(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let index = 0;
  while (index < limit && a.charCodeAt(index) === b.charCodeAt(index)) index += 1;
  return index;
}

/**
 * The cacheable share of a run's input: over all requests, the characters
 * each one shares as a leading prefix with the request before it, divided by
 * all characters sent (the first request counts as sent, not cacheable).
 */
export function cacheableShare(requests: readonly RecordedRequest[], wire: PrefixWire): number {
  let shared = 0;
  let total = 0;
  let previous: string | undefined;
  for (const request of requests) {
    const text = cacheOrder(request, wire);
    total += text.length;
    if (previous !== undefined) shared += commonPrefixLength(previous, text);
    previous = text;
  }
  return total === 0 ? 0 : shared / total;
}
