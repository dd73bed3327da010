import { z } from "zod";
import { type Deps, systemDeps } from "../core/deps.js";
import type { BudgetKind, QueryEvent, QueryState, TerminalStatus } from "../core/events.js";
import { addCost, addUsage, type CostUsd, type Usage, ZERO_USAGE } from "../core/usage.js";
import type { QueryBudget, QueryConfig, SessionQueryConfig } from "../engine/query-config.js";
import { runQuery } from "../engine/lazy-run-query.js";
import type { ModelRole } from "../providers/roles.js";
import type { ToolRegistry } from "../tools/registry.js";
import { type PermissionMode, stricterMode } from "../core/permission-mode.js";
import type { AnyTool } from "../tools/tool-contract.js";
import type { JsonObject, JsonValue } from "./canonical-json.js";
import type { Journal, JournalEntry } from "./journal.js";
import { recordingProvider } from "./recording-provider.js";
import { createSemaphore } from "./semaphore.js";
import { readStructured, reaskHistory, strategyFor, structuredRequest } from "./structured.js";

/** One tool call as the journal remembers it. */
export interface ToolCallRecord {
  readonly name: string;
  readonly label: string;
  readonly isError: boolean;
}

/** How one `agent()` call ended. */
export interface AgentResult<T = unknown> {
  readonly key: string;
  readonly status: TerminalStatus;
  readonly finalText: string;
  /** The validated structured answer, when a schema was given and the model produced one. */
  readonly result: T | undefined;
  /** Why there is no `result` although a schema was given. */
  readonly invalidOutput?: string;
  readonly turns: number;
  readonly usage: Usage;
  readonly costUsd: CostUsd;
  readonly error?: { readonly code: string; readonly message: string };
  readonly budget?: BudgetKind;
  /** True when the answer came from the journal (resume) instead of the model. */
  readonly fromJournal: boolean;
}

/** Options of one `agent()` call. `key` must be deterministic: it is how resume finds the call. */
export interface AgentCallOptions<T> {
  readonly key: string;
  readonly role?: ModelRole;
  readonly schema?: z.ZodType<T>;
  /** Name of the structured answer (the forced tool, or the json_schema name). */
  readonly schemaName?: string;
  readonly maxTurns?: number;
  readonly budget?: QueryBudget;
  readonly tools?: readonly AnyTool[] | ToolRegistry;
  readonly systemPrompt?: string;
  /** Tightens the session's mode for this call; a looser mode than the session's is ignored. */
  readonly permissionMode?: PermissionMode;
}

/** What the runtime is built from. */
export interface RuntimeOptions {
  /** The session: provider, tools, gate, limits. Each agent call may override parts. */
  readonly query: SessionQueryConfig;
  /** Completed calls are recorded here, and on resume served from here. */
  readonly journal?: Journal;
  readonly deps?: Deps;
  readonly signal?: AbortSignal;
  /** How many `parallel()` thunks run at once (default 4). */
  readonly concurrency?: number;
  readonly onEvent?: (key: string, event: QueryEvent) => void;
  readonly onLog?: (message: string) => void;
}

/** The four primitives of the spec: control flow is code; the model fills the boxes. */
export interface Runtime {
  agent<T = unknown>(prompt: string, options: AgentCallOptions<T>): Promise<AgentResult<T>>;
  parallel<T>(thunks: readonly (() => Promise<T>)[]): Promise<T[]>;
  pipeline<T>(items: readonly T[], ...stages: readonly ((value: T) => Promise<T>)[]): Promise<T[]>;
  log(message: string): void;
  /** Usage and cost of every model call this runtime made (journal hits cost nothing). */
  spent(): { readonly usage: Usage; readonly costUsd: CostUsd };
}

async function drain(
  query: AsyncGenerator<QueryEvent, QueryState>,
  onEvent: (event: QueryEvent) => void,
): Promise<QueryState> {
  for (;;) {
    const step = await query.next();
    if (step.done === true) return step.value;
    onEvent(step.value);
  }
}

function fromEntry<T>(entry: JournalEntry, schema: z.ZodType<T> | undefined): AgentResult<T> {
  const { output } = entry;
  const parsed =
    schema === undefined || output.result === undefined ? undefined : schema.safeParse(output.result);
  return {
    key: entry.key,
    status: output.status,
    finalText: output.finalText,
    result: parsed?.success === true ? parsed.data : undefined,
    turns: output.turns,
    usage: output.usage,
    costUsd: output.costUsd,
    ...(output.error === undefined ? {} : { error: output.error }),
    ...(output.budget === undefined ? {} : { budget: output.budget }),
    fromJournal: true,
  };
}

/** Creates the orchestrator runtime. */
export function createRuntime(options: RuntimeOptions): Runtime {
  const deps = options.deps ?? systemDeps;
  const limit = createSemaphore(options.concurrency ?? 4);
  let usage: Usage = ZERO_USAGE;
  let costUsd: CostUsd = 0;

  async function agent<T>(prompt: string, call: AgentCallOptions<T>): Promise<AgentResult<T>> {
    const recorded = options.journal?.findByKey(call.key);
    if (recorded !== undefined) return fromEntry(recorded, call.schema);

    const provider = recordingProvider(options.query.provider);
    const toolCalls: ToolCallRecord[] = [];
    const base: QueryConfig = {
      ...options.query,
      provider,
      deps,
      ...(options.signal === undefined ? {} : { signal: options.signal }),
      ...(call.role === undefined ? {} : { role: call.role }),
      ...(call.maxTurns === undefined ? {} : { maxTurns: call.maxTurns }),
      ...(call.budget === undefined ? {} : { budget: call.budget }),
      ...(call.tools === undefined ? {} : { tools: call.tools }),
      ...(call.systemPrompt === undefined ? {} : { systemPrompt: call.systemPrompt }),
      // A call may tighten the session's mode (a review in `plan`), never loosen it.
      ...(call.permissionMode === undefined
        ? {}
        : { permissionMode: stricterMode(options.query.permissionMode ?? "default", call.permissionMode) }),
      onToolResult: (done) => {
        toolCalls.push({ name: done.name, label: done.label, isError: done.isError });
        options.query.onToolResult?.(done);
      },
    };
    const onEvent = (event: QueryEvent): void => options.onEvent?.(call.key, event);

    let state: QueryState;
    let result: T | undefined;
    let invalidOutput: string | undefined;
    const name = call.schemaName ?? "submit_result";
    if (call.schema === undefined) {
      state = await drain(runQuery(prompt, base), onEvent);
    } else {
      const strategy = strategyFor(provider.name);
      const request = structuredRequest(strategy, name, call.schema);
      const structured: QueryConfig = { ...base, ...request, maxTurns: 1 };
      state = await drain(runQuery(prompt, structured), onEvent);
      let outcome = readStructured(strategy, name, call.schema, state.messages);
      if (!outcome.ok && state.error === undefined) {
        // One re-ask: the model sees why its answer was rejected.
        const first = state;
        const history = reaskHistory(first.messages, outcome);
        state = await drain(
          runQuery(
            `Your answer was rejected: ${outcome.error}. Answer again, following the schema exactly.`,
            { ...structured, history },
          ),
          onEvent,
        );
        state = {
          ...state,
          turns: first.turns + state.turns,
          usage: addUsage(first.usage, state.usage),
          costUsd: addCost(first.costUsd, state.costUsd),
        };
        outcome = readStructured(strategy, name, call.schema, state.messages);
      }
      if (outcome.ok) {
        result = outcome.value;
        // A forced call ends the (one-turn) query at its cap; with a valid answer that is success.
        if (state.status === "max_turns") state = { ...state, status: "success" };
      } else {
        invalidOutput = outcome.error;
      }
    }

    usage = addUsage(usage, state.usage);
    costUsd = addCost(costUsd, state.costUsd);
    const agentResult: AgentResult<T> = {
      key: call.key,
      status: state.status,
      finalText: state.finalText,
      result,
      ...(invalidOutput === undefined ? {} : { invalidOutput }),
      turns: state.turns,
      usage: state.usage,
      costUsd: state.costUsd,
      ...(state.error === undefined ? {} : { error: state.error }),
      ...(state.budget === undefined ? {} : { budget: state.budget }),
      fromJournal: false,
    };
    // An interrupted call is not journalled: resume must run it again.
    if (options.journal !== undefined && state.status !== "aborted") {
      const summary: JsonObject = {
        model: base.model,
        maxTurns: base.maxTurns,
        ...(call.role === undefined ? {} : { role: call.role }),
        ...(base.permissionMode === undefined ? {} : { mode: base.permissionMode }),
        ...(call.schema === undefined
          ? {}
          : {
              schemaName: name,
              strategy: strategyFor(provider.name),
              schema: z.toJSONSchema(call.schema) as JsonObject,
            }),
        tools: toolCalls.map((each) => ({ name: each.name, label: each.label, isError: each.isError })),
      };
      await options.journal.append({
        key: call.key,
        input: { prompt, options: summary },
        output: {
          status: agentResult.status,
          turns: agentResult.turns,
          finalText: agentResult.finalText,
          ...(result === undefined ? {} : { result: result as JsonValue }),
          usage: agentResult.usage,
          costUsd: agentResult.costUsd,
          ...(agentResult.error === undefined ? {} : { error: agentResult.error }),
          ...(agentResult.budget === undefined ? {} : { budget: agentResult.budget }),
          responses: provider.responses,
        },
      });
    }
    return agentResult;
  }

  return {
    agent,
    parallel: (thunks) => Promise.all(thunks.map((thunk) => limit(thunk))),
    pipeline: (items, ...stages) =>
      Promise.all(
        items.map((item) =>
          limit(async () => {
            let value = item;
            for (const stage of stages) value = await stage(value);
            return value;
          }),
        ),
      ),
    log: (message) => options.onLog?.(message),
    spent: () => ({ usage, costUsd }),
  };
}
