import { type Deps, systemDeps } from "../core/deps.js";
import type { QueryEvent } from "../core/events.js";
import { addCost, addUsage, type CostUsd, type Usage, ZERO_USAGE } from "../core/usage.js";
import type { SessionQueryConfig } from "../engine/query-config.js";
import { type AgentCallHost, type AgentCallOptions, type AgentResult, callAgent } from "./agent-call.js";
import type { Journal } from "./journal.js";
import { createSemaphore } from "./semaphore.js";

export type { AgentCallOptions, AgentResult, ToolCallRecord } from "./agent-call.js";

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

/** Creates the orchestrator runtime. */
export function createRuntime(options: RuntimeOptions): Runtime {
  const limit = createSemaphore(options.concurrency ?? 4);
  let spent: { readonly usage: Usage; readonly costUsd: CostUsd } = { usage: ZERO_USAGE, costUsd: 0 };
  const host: AgentCallHost = {
    query: options.query,
    journal: options.journal,
    deps: options.deps ?? systemDeps,
    signal: options.signal,
    onEvent: (key, event) => options.onEvent?.(key, event),
    addSpent: (usage, costUsd) => {
      spent = { usage: addUsage(spent.usage, usage), costUsd: addCost(spent.costUsd, costUsd) };
    },
  };
  return {
    agent: (prompt, call) => callAgent(host, prompt, call),
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
    spent: () => ({ ...spent }),
  };
}
