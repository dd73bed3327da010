/**
 * The script model shared by the loopback model-API fakes: turns and faults,
 * recorded requests, the script cursor, token estimates and a prefix-cache
 * model. The HTTP side lives in model-fake-http.ts.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { estimateTokens as estimateTextTokens } from "../../src/core/token-estimate.js";

/** Why a scripted turn stops; translated to each API's own stop / finish reason. */
export type FakeStopReason = "end_turn" | "tool_use" | "max_tokens" | "stop_sequence" | "refusal";

/** Token counts to report, in Alfred's neutral terms; missing fields are estimated. */
export interface FakeUsage {
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly cacheReadTokens?: number;
  readonly cacheWriteTokens?: number;
}

/**
 * One tool call of a scripted turn. A string `input` is sent verbatim as the raw
 * JSON text. `id` defaults to a generated one; `""` omits it from the wire (OpenAI).
 */
export interface FakeToolCall {
  readonly name: string;
  readonly input: unknown;
  readonly id?: string;
}

/** One scripted assistant answer. `stopReason` defaults to `tool_use` when there are tool calls. */
export interface FakeTurn {
  readonly text?: string;
  readonly toolCalls?: readonly FakeToolCall[];
  readonly stopReason?: FakeStopReason;
  readonly usage?: FakeUsage;
}

/** A fault to inject instead of an answer. */
export type FakeFault =
  /** 429; `retry-after` / `retry-after-ms` headers only when given. */
  | { readonly fault: "rate_limit"; readonly retryAfterSeconds?: number; readonly retryAfterMs?: number }
  /** Anthropic: 529 `overloaded_error`; OpenAI: 503. */
  | { readonly fault: "overloaded" }
  /** 500. */
  | { readonly fault: "server_error" }
  /**
   * Streaming: headers and part of a message, then the socket is destroyed (or, with
   * `graceful`, the response ends cleanly without the terminal event). Non-streaming:
   * the socket is destroyed before any byte.
   */
  | { readonly fault: "cut_stream"; readonly partialText?: string; readonly graceful?: boolean }
  /** Streaming: part of a message, then an SSE error event (Anthropic `event: error`, OpenAI `data: {"error":…}`). */
  | { readonly fault: "stream_error"; readonly errorType?: string }
  /** Waits `delayMs` before the first byte, then answers with the next step of the script (same request). */
  | { readonly fault: "slow_first_byte"; readonly delayMs: number }
  /** Answers nothing: the request stays open until the client gives up or the fake closes. */
  | { readonly fault: "hold" }
  /** Any HTTP error status with the API's error body. */
  | {
      readonly fault: "http_error";
      readonly status: number;
      readonly errorType?: string;
      readonly message?: string;
    };

/** One step of a script: an answer (optionally after a delay) or a fault. */
export type FakeStep = { readonly turn: FakeTurn; readonly delayMs?: number } | FakeFault;

/** A request as the fake received it. Header names are lower-case. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The parsed JSON body (`undefined` when the body was not JSON). */
  readonly body: unknown;
  readonly stream: boolean;
}

/**
 * Steps consumed one per model request, in order, or a function choosing the
 * step for each request (`index` counts model requests from 0; return
 * `undefined` to signal exhaustion).
 */
export type FakeScript =
  readonly FakeStep[] | ((request: RecordedRequest, index: number) => FakeStep | undefined);

/** Options of both fakes. */
export interface FakeServerOptions {
  /** When set, any other key (in `x-api-key` or `Authorization: Bearer`) gets a 401. */
  readonly apiKey?: string;
  /** Port on 127.0.0.1; default 0 (a free one). */
  readonly port?: number;
  /** Pause between SSE chunks, to watch streaming by eye or to abort mid-stream. */
  readonly chunkDelayMs?: number;
}

/** A running fake. `url` is what a user puts in `ALFRED_BASE_URL`. */
export interface FakeServer {
  readonly url: string;
  /** Every request received, in order, including rejected ones. */
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

/** The answer chosen for one request once delays are applied: a turn or a terminal fault. */
export type ResolvedStep =
  | { readonly kind: "turn"; readonly turn: FakeTurn }
  | { readonly kind: "fault"; readonly fault: FakeFault }
  | { readonly kind: "exhausted" };

/** Hands out script steps; `slow_first_byte` waits and then yields the following step. */
export class ScriptCursor {
  private index = 0;
  constructor(private readonly script: FakeScript) {}

  /** The step for `request`, after waiting out any scripted delay. */
  async next(request: RecordedRequest): Promise<ResolvedStep> {
    for (;;) {
      const step = this.take(request);
      if (step === undefined) return { kind: "exhausted" };
      if ("turn" in step) {
        if (step.delayMs !== undefined) await delay(step.delayMs);
        return { kind: "turn", turn: step.turn };
      }
      if (step.fault !== "slow_first_byte") return { kind: "fault", fault: step };
      await delay(step.delayMs);
    }
  }

  private take(request: RecordedRequest): FakeStep | undefined {
    const index = this.index++;
    return typeof this.script === "function" ? this.script(request, index) : this.script[index];
  }
}

/** Tokens of any JSON value by Alfred's one estimate (`core/token-estimate.ts`) of its serialization, at least 1. */
export function estimateTokens(value: unknown): number {
  return Math.max(1, estimateTextTokens(JSON.stringify(value) ?? ""));
}

/** Output tokens of a turn: text plus tool inputs, estimated. */
export function estimateOutputTokens(turn: FakeTurn): number {
  const tools = (turn.toolCalls ?? []).map((call) => call.input);
  return estimateTokens([turn.text ?? "", tools]);
}

/** Splits `text` into `pieces` roughly equal parts (fewer when it is shorter). */
export function splitInto(text: string, pieces: number): string[] {
  if (text.length === 0) return [];
  const size = Math.max(1, Math.ceil(text.length / pieces));
  const parts: string[] = [];
  for (let at = 0; at < text.length; at += size) parts.push(text.slice(at, at + size));
  return parts;
}

/**
 * A toy prompt cache: a request's prefix (a list of segments up to a
 * breakpoint) counts as cached when the same model saw it before.
 */
export class PrefixCache {
  private readonly seen = new Set<string>();

  /** Cache read and write tokens for a request with breakpoints after the given segment indices. */
  measure(
    model: string,
    segments: readonly unknown[],
    breakpoints: readonly number[],
  ): { read: number; write: number } {
    let read = 0;
    let longest = 0;
    let longestSeen = true;
    for (const at of breakpoints) {
      const prefix = JSON.stringify(segments.slice(0, at + 1));
      const key = createHash("sha256").update(`${model}\n${prefix}`).digest("hex");
      const tokens = Math.max(1, estimateTextTokens(prefix));
      const hit = this.seen.has(key);
      if (hit) read = Math.max(read, tokens);
      if (tokens >= longest) {
        longest = tokens;
        longestSeen = hit;
      }
      this.seen.add(key);
    }
    return { read, write: longestSeen ? 0 : Math.max(0, longest - read) };
  }
}

/** Resolves after `ms`. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The stop reason of a turn: as scripted, else `tool_use` when it calls tools, else `end_turn`. */
export function stopReasonOf(turn: FakeTurn): FakeStopReason {
  return turn.stopReason ?? ((turn.toolCalls ?? []).length > 0 ? "tool_use" : "end_turn");
}

/** The value when it is an array, else an empty one. */
export function arrayOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? (value as readonly unknown[]) : [];
}

/** True for a plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Runs a fake from the command line for manual tries:
 * `npx tsx test/fakes/anthropic-server.ts script.json [port]`, where the file holds
 * `{ "steps": [...] }` or a bare array of steps. Prints the URL for `ALFRED_BASE_URL`
 * and logs each request to stderr until interrupted.
 */
export async function runFakeFromCommandLine(
  start: (script: FakeScript, options: FakeServerOptions) => Promise<FakeServer>,
  argv: readonly string[],
): Promise<void> {
  const [file, port] = argv;
  if (file === undefined) throw new Error("usage: <fake-server.ts> SCRIPT.json [PORT]");
  const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
  const steps: unknown = isRecord(parsed) ? parsed["steps"] : parsed;
  if (!Array.isArray(steps)) throw new Error(`${file}: expected { "steps": [...] } or an array of steps`);
  const script: FakeScript = (request, index) => {
    process.stderr.write(`#${index} ${request.method} ${request.path}${request.stream ? " (stream)" : ""}\n`);
    return isStep(steps[index]) ? steps[index] : undefined;
  };
  const fake = await start(script, port === undefined ? {} : { port: Number(port) });
  process.stdout.write(`ALFRED_BASE_URL=${fake.url}\n`);
  process.once("SIGINT", () => void fake.close().then(() => process.exit(130)));
}

function isStep(value: unknown): value is FakeStep {
  return isRecord(value) && (isRecord(value["turn"]) || typeof value["fault"] === "string");
}
