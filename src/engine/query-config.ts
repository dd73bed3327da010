import type { Deps } from "../core/deps.js";
import type { Message } from "../core/messages.js";
import type { PriceTable } from "../providers/pricing.js";
import type { ModelRole, RoleModelMap } from "../providers/roles.js";
import type { Provider, ResponseFormat, ToolChoice } from "../providers/provider-contract.js";
import type { ToolRegistry } from "../tools/registry.js";
import type { ToolFilter } from "../tools/tool-filter.js";
import type { PermissionMode } from "../core/permission-mode.js";
import type {
  AfterToolCall,
  AnyTool,
  AuthorizeToolCall,
  FileSnapshot,
  ToolResult,
  ToolRuntime,
} from "../tools/tool-contract.js";

/** Hard limits of one query. Each one, when hit, ends the query with `budget_exceeded`. */
export interface QueryBudget {
  /** Input + output tokens over all calls. */
  readonly maxTokens?: number | undefined;
  /** USD over all calls. A model with an unknown price cannot be held to it, so the query refuses to start. */
  readonly maxCostUsd?: number | undefined;
  /** Wall-clock time of the whole query, including tools. */
  readonly maxWallClockMs?: number | undefined;
}

/** Backoff between retries of one call. */
export interface RetryPolicy {
  /** Retries on the same model before escalating along the fallback chain. */
  readonly maxRetries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/** Progress callbacks fired as tools start and finish (in real time, even for parallel calls). */
interface ToolProgress {
  readonly onToolStart?: (call: {
    readonly id: string;
    readonly name: string;
    readonly label: string;
  }) => void;
  readonly onToolResult?: (call: {
    readonly id: string;
    readonly name: string;
    readonly label: string;
    readonly isError: boolean;
    readonly durationMs: number;
  }) => void;
}

/**
 * Which model answers and how each call to it is made: the provider, the model (and the model per
 * role), streaming, the tool choice and response format, prices, retries and the per-call timeout.
 */
export interface QueryModel {
  readonly provider: Provider;
  /** The default model; the role's model wins when `roleModels[role]` is set. */
  readonly name: string;
  readonly roleModels?: RoleModelMap;
  readonly role?: ModelRole;
  /** Stream text as it arrives (default true); falls back to `chat` when the provider cannot stream. */
  readonly stream?: boolean;
  readonly toolChoice?: ToolChoice;
  readonly responseFormat?: ResponseFormat;
  /** Prices per model, for cost and for `budget.maxCostUsd` (default: the built-in table). */
  readonly prices?: PriceTable;
  /** Backoff between retries of one call (default {@link QUERY_DEFAULTS}`.model.retry`). */
  readonly retry?: RetryPolicy;
  /** One model call's time limit (default {@link QUERY_DEFAULTS}`.model.requestTimeoutMs`). */
  readonly requestTimeoutMs?: number;
}

/**
 * How far one query may go: model calls, the context and output windows, the budget of tokens,
 * cost and time, and the size of a tool result the model reads. Absent fields take
 * {@link QUERY_DEFAULTS}`.limits`.
 */
export interface QueryLimits {
  /** Hard cap on model calls: never one more. */
  readonly maxTurns: number;
  /** The context window; the conversation is compacted before it would overflow. */
  readonly maxContextTokens?: number;
  readonly maxOutputTokens?: number;
  readonly budget?: QueryBudget;
  /** Tool output beyond this many characters is cut (head and tail kept). */
  readonly maxToolOutputChars?: number;
}

/**
 * Where and how the model's tool calls run: the tools, the workspace root they work in, the
 * permission mode and the gate that decides every call, the runtime (boundary, services) and the
 * secrets redacted from what the model reads.
 */
export interface ToolHost {
  readonly tools: ToolRegistry | readonly AnyTool[];
  readonly toolFilter?: ToolFilter;
  /** The workspace root: file tools are jailed to it and commands run in it. */
  readonly workingDir: string;
  readonly permissionMode?: PermissionMode;
  readonly runtime?: ToolRuntime;
  readonly readFileState?: Map<string, FileSnapshot>;
  /** Decides every call (path jail, kill-list, hooks, mode, rules, asking). Default: the permission gate in `permissionMode`. */
  readonly authorize?: AuthorizeToolCall;
  readonly afterToolCall?: AfterToolCall;
  /** Asks a human about a tool the filter marks `requireConfirmation`; absent → such calls are denied. */
  readonly confirm?: (toolName: string, label: string) => Promise<boolean>;
  /** Runtime values of secrets (API keys, tokens): redacted from every tool result and request. */
  readonly knownSecrets?: readonly string[];
}

/**
 * Everything `runQuery` needs, in three parts — the {@link QueryModel | model}, the
 * {@link QueryLimits | limits} and the {@link ToolHost | tool host} — beside the conversation
 * (`systemPrompt`, `history`), the signal, the progress callbacks and the injected clock.
 * Required: `model.provider`, `model.name`, `limits.maxTurns`, `toolHost.tools` and `toolHost.workingDir`.
 */
export interface QueryConfig extends ToolProgress {
  readonly model: QueryModel;
  readonly limits: QueryLimits;
  readonly toolHost: ToolHost;
  readonly systemPrompt?: string;
  /** Earlier conversation to continue from. */
  readonly history?: readonly Message[];
  readonly signal?: AbortSignal;
  readonly deps?: Deps;
}

/** What a task is about, for recalling facts from memory: its description and the files it names. */
export interface RecallFocus {
  readonly description: string;
  readonly files?: readonly string[];
}

/**
 * A session's query settings: everything `runQuery` needs except the signal, which each run brings;
 * `close`, which the host calls when the session ends (it stops the language servers it started and
 * closes the memory index); and `recall`, the facts from memory that bear on a task, as a fenced
 * block for the task's first message ("" when none do; it never throws).
 */
export type SessionQueryConfig = Omit<QueryConfig, "signal"> & {
  readonly close?: () => Promise<void>;
  readonly recall?: (focus: RecallFocus) => Promise<string>;
};

/** Defaults applied when a field of a part is absent. */
export const QUERY_DEFAULTS = {
  model: {
    requestTimeoutMs: 300_000,
    retry: { maxRetries: 4, baseDelayMs: 500, maxDelayMs: 30_000 },
  },
  limits: {
    maxContextTokens: 200_000,
    maxOutputTokens: 8_192,
    maxToolOutputChars: 50_000,
  },
} as const satisfies { readonly model: Partial<QueryModel>; readonly limits: Partial<QueryLimits> };

/** A finished tool call as the engine reports it. */
export interface ExecutedToolCall {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly result: ToolResult<unknown>;
  /** What the model will read: rendered, redacted, truncated and (if untrusted) fenced. */
  readonly modelText: string;
  readonly durationMs: number;
}
