import { type Deps, systemDeps } from "../core/deps.js";
import { AbortedError, errorMessage, ProviderError } from "../core/errors.js";
import type { BudgetKind, QueryEvent, QueryState, TerminalStatus } from "../core/events.js";
import { HOST_PROFILES } from "../core/host-profiles.js";
import { type Message, userText } from "../core/messages.js";
import { omitUndefined } from "../core/omit-undefined.js";
import { createPermissionGate } from "../permissions/permission-gate.js";
import { NO_HOOKS } from "../permissions/policy.js";
import { createBoundary } from "../platform/boundary/boundary.js";
import { fallbackChain } from "../providers/roles.js";
import { ToolRegistry } from "../tools/registry.js";
import type { FileSnapshot, ToolContext } from "../tools/tool-contract.js";
import { EMPTY_BUDGET_STATE, exhaustedBudget, type BudgetState } from "./budget.js";
import type { ChatWithRetryOptions } from "./chat-with-retry.js";
import { QUERY_DEFAULTS, type QueryConfig } from "./query-config.js";
import { createRequestRedaction } from "./request-redaction.js";

/** The bookkeeping of one query that its phases update. */
interface Loop {
  /** Replaced, never mutated: requests already sent (and recorded) keep their snapshot. */
  messages: readonly Message[];
  turns: number;
  spent: BudgetState;
  finalText: string;
  /** Input + output tokens of the last call as the provider counted them. */
  lastContextTokens: number;
  /** How many messages `lastContextTokens` covers (0: none yet). */
  countedMessages: number;
  budgetStop: { kind: BudgetKind; message: string } | undefined;
}

/** One running query: what was resolved from its config once, and the {@link Loop} its phases update. */
export interface QueryRun {
  /** The caller's config, with the default permission gate as `authorize` when it brought none. */
  readonly config: QueryConfig;
  readonly deps: Deps;
  readonly startedAt: number;
  readonly registry: ToolRegistry;
  /** The models to try in order (the role's model, then its fallbacks). */
  readonly chain: readonly string[];
  /** Fires on the caller's signal and on the wall-clock budget: either stops in-flight work. */
  readonly controller: AbortController;
  /** What every tool call of this query runs with. */
  readonly ctx: ToolContext;
  readonly chatOptions: ChatWithRetryOptions;
  readonly maxOutputTokens: number;
  readonly requestTimeoutMs: number;
  readonly maxContextTokens: number;
  readonly loop: Loop;
  /** Stops the wall-clock timer and lets go of the caller's signal (once the query has stopped). */
  readonly release: () => void;
}

/**
 * Sets a query up: the conversation so far, one abort controller for the caller's signal and the
 * wall-clock budget, the tools' context, and the permission gate when the host supplied none.
 */
export function openQueryRun(userMessage: string, config: QueryConfig): QueryRun {
  const deps = config.deps ?? systemDeps;
  const startedAt = deps.now();
  const { model, limits, toolHost } = config;
  const tools = toolHost.tools;
  const registry = tools instanceof ToolRegistry ? tools : new ToolRegistry(tools);
  const chain = fallbackChain(model.name, model.roleModels ?? {}, model.role);
  const loop: Loop = {
    messages: [...(config.history ?? []), userText(userMessage)],
    turns: 0,
    spent: EMPTY_BUDGET_STATE,
    finalText: "",
    lastContextTokens: 0,
    countedMessages: 0,
    budgetStop: undefined,
  };
  const controller = new AbortController();
  const release = followSignalAndClock(config, loop, controller);
  const ctx = toolContextOf(config, controller.signal);
  return {
    config: withDefaultGate(config, ctx),
    deps,
    startedAt,
    registry,
    chain,
    controller,
    ctx,
    chatOptions: {
      provider: model.provider,
      chain,
      retry: model.retry ?? QUERY_DEFAULTS.model.retry,
      stream: model.stream ?? true,
      deps,
      signal: controller.signal,
      redactRequest: createRequestRedaction(toolHost.knownSecrets ?? []),
    },
    maxOutputTokens: limits.maxOutputTokens ?? QUERY_DEFAULTS.limits.maxOutputTokens,
    requestTimeoutMs: model.requestTimeoutMs ?? QUERY_DEFAULTS.model.requestTimeoutMs,
    maxContextTokens: limits.maxContextTokens ?? QUERY_DEFAULTS.limits.maxContextTokens,
    loop,
    release,
  };
}

/**
 * Aborts `controller` when the caller's signal fires or the wall-clock budget runs out (recording
 * which budget stopped the loop). Returns the function that undoes both.
 */
function followSignalAndClock(config: QueryConfig, loop: Loop, controller: AbortController): () => void {
  const onAbort = (): void => controller.abort(config.signal?.reason);
  config.signal?.addEventListener("abort", onAbort, { once: true });
  if (config.signal?.aborted === true) controller.abort(config.signal.reason);
  const wallClock = config.limits.budget?.maxWallClockMs;
  const timer =
    wallClock === undefined
      ? undefined
      : setTimeout(() => {
          loop.budgetStop = exhaustedBudget(config.limits.budget, loop.spent, wallClock) ?? {
            kind: "wall_clock",
            message: "time budget exhausted",
          };
          controller.abort(new AbortedError(loop.budgetStop.message));
        }, wallClock);
  return () => {
    clearTimeout(timer);
    config.signal?.removeEventListener("abort", onAbort);
  };
}

function toolContextOf({ toolHost }: QueryConfig, signal: AbortSignal): ToolContext {
  return {
    workingDir: toolHost.workingDir,
    signal,
    readFileState: toolHost.readFileState ?? new Map<string, FileSnapshot>(),
    permissionMode: toolHost.permissionMode ?? HOST_PROFILES.library.permissionMode,
    // Without a host runtime: the boundary with no sandbox and an empty environment, as before it existed.
    runtime: toolHost.runtime ?? {
      boundary: createBoundary({ workingDir: toolHost.workingDir, sandbox: "off", env: {} }),
    },
  };
}

/** Without a host-supplied gate, the real one applies in the configured mode: the jail and kill-list hold, asks are denied. */
function withDefaultGate(config: QueryConfig, ctx: ToolContext): QueryConfig {
  if (config.toolHost.authorize !== undefined) return config;
  const gate = createPermissionGate({
    rules: [],
    hooks: NO_HOOKS,
    boundary: ctx.runtime.boundary,
  });
  return { ...config, toolHost: { ...config.toolHost, authorize: gate.authorize } };
}

/** A terminal failure as the query reports it. */
export interface QueryFailure {
  readonly code: string;
  readonly message: string;
}

/** Ends the query: an `error` event when it failed, then `done` with the final state. */
export function* stopQuery(
  run: QueryRun,
  status: TerminalStatus,
  error?: QueryFailure,
): Generator<QueryEvent, QueryState> {
  if (error !== undefined) yield { type: "error", code: error.code, message: error.message };
  run.release();
  const { loop } = run;
  const state: QueryState = {
    status,
    turns: loop.turns,
    messages: loop.messages,
    finalText: loop.finalText,
    usage: loop.spent.usage,
    costUsd: loop.spent.costUsd,
    ...omitUndefined({
      error,
      budget: status === "budget_exceeded" ? loop.budgetStop?.kind : undefined,
    }),
  };
  yield { type: "done", state };
  return state;
}

/** Ends the query on a thrown error (or a stop found between turns), with the status it means. */
export function* failQuery(run: QueryRun, thrown: unknown): Generator<QueryEvent, QueryState> {
  const { budgetStop } = run.loop;
  if (budgetStop !== undefined)
    return yield* stopQuery(run, "budget_exceeded", { code: "budget_exceeded", message: budgetStop.message });
  if (thrown instanceof AbortedError || run.controller.signal.aborted)
    return yield* stopQuery(run, "aborted");
  const code = thrown instanceof ProviderError ? thrown.code : "provider_bad_response";
  return yield* stopQuery(run, "provider_error", { code, message: errorMessage(thrown) });
}
