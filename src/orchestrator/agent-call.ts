/**
 * One `agent()` call of the orchestrator runtime, phase by phase: the journal (resume), the call's
 * query config, the model's answer (plain, or structured with one re-ask), the result, the journal
 * record.
 */
import * as z from "zod";
import type { Deps } from "../core/deps.js";
import type { BudgetKind, QueryEvent, QueryState, TerminalStatus } from "../core/events.js";
import { omitUndefined } from "../core/omit-undefined.js";
import { HOST_PROFILES } from "../core/host-profiles.js";
import { type PermissionMode, stricterMode } from "../core/permission-mode.js";
import type { CostUsd, Usage } from "../core/usage.js";
import type { QueryBudget, QueryConfig, SessionQueryConfig } from "../engine/query-config.js";
import { drainQuery } from "../engine/drain-query.js";
// The engine loop loads on the first model call: building a runtime does not pay for it.
import { runQuery } from "../engine/lazy-run-query.js";
import type { ChatResponse, Provider } from "../providers/provider-contract.js";
import type { ModelRole } from "../providers/roles.js";
import type { ToolRegistry } from "../tools/registry.js";
import type { AnyTool } from "../tools/tool-contract.js";
import { askStructured } from "./ask-structured.js";
import type { JsonObject, JsonValue } from "./canonical-json.js";
import type { Journal, JournalEntry, NewJournalEntry } from "./journal.js";
import { recordingProvider } from "./recording-provider.js";
import { strategyFor } from "./structured.js";

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

/** What one call needs from the runtime that makes it. */
export interface AgentCallHost {
  /** The session: provider, tools, gate, limits. The call may override parts. */
  readonly query: SessionQueryConfig;
  /** Completed calls are recorded here, and on resume served from here. */
  readonly journal: Journal | undefined;
  readonly deps: Deps;
  readonly signal: AbortSignal | undefined;
  readonly onEvent: (key: string, event: QueryEvent) => void;
  /** Adds the usage and cost of a call the model answered to the runtime's total. */
  readonly addSpent: (usage: Usage, costUsd: CostUsd) => void;
}

/**
 * One `agent()` call: served from the journal on resume; otherwise the model answers (in the
 * structured form when a schema is given), the host adds up its cost, and the journal records it.
 */
export async function callAgent<T>(
  host: AgentCallHost,
  prompt: string,
  call: AgentCallOptions<T>,
): Promise<AgentResult<T>> {
  const recorded = host.journal?.findByKey(call.key);
  if (recorded !== undefined) return fromEntry(recorded, call.schema);

  const provider = recordingProvider(host.query.model.provider);
  const toolCalls: ToolCallRecord[] = [];
  const config = callConfig(host, call, provider, toolCalls);
  const onEvent = (event: QueryEvent): void => host.onEvent(call.key, event);
  const answer =
    call.schema === undefined
      ? {
          state: await drainQuery(runQuery(prompt, config), onEvent),
          result: undefined,
          invalidOutput: undefined,
        }
      : await structuredAnswer(prompt, config, call.schema, schemaNameOf(call), onEvent);

  host.addSpent(answer.state.usage, answer.state.costUsd);
  const result = agentResultOf(call.key, answer);
  // An interrupted call is not journalled: resume must run it again.
  if (host.journal !== undefined && result.status !== "aborted")
    await host.journal.append(journalEntryOf(prompt, call, config, toolCalls, result, provider.responses));
  return result;
}

/** The forced tool's (or json_schema's) name of a structured call. */
function schemaNameOf(call: AgentCallOptions<unknown>): string {
  return call.schemaName ?? "submit_result";
}

/** The session's query with what this call overrides, recording each tool call it makes. */
function callConfig(
  host: AgentCallHost,
  call: AgentCallOptions<unknown>,
  provider: Provider,
  toolCalls: ToolCallRecord[],
): QueryConfig {
  const session = host.query;
  return {
    ...session,
    model: { ...session.model, provider, ...omitUndefined({ role: call.role }) },
    limits: { ...session.limits, ...omitUndefined({ maxTurns: call.maxTurns, budget: call.budget }) },
    toolHost: {
      ...session.toolHost,
      ...omitUndefined({
        tools: call.tools,
        // A call may tighten the session's mode (a review in `plan`), never loosen it.
        permissionMode:
          call.permissionMode === undefined
            ? undefined
            : stricterMode(
                session.toolHost.permissionMode ?? HOST_PROFILES.library.permissionMode,
                call.permissionMode,
              ),
      }),
    },
    deps: host.deps,
    ...omitUndefined({ signal: host.signal, systemPrompt: call.systemPrompt }),
    onToolResult: (done) => {
      toolCalls.push({ name: done.name, label: done.label, isError: done.isError });
      session.onToolResult?.(done);
    },
  };
}

/** How the model answered one call. */
interface Answer<T> {
  readonly state: QueryState;
  readonly result: T | undefined;
  /** Why there is no `result` although a schema was given. */
  readonly invalidOutput: string | undefined;
}

/** A structured answer (see ask-structured.ts) in the shape of {@link Answer}. */
async function structuredAnswer<T>(
  prompt: string,
  base: QueryConfig,
  schema: z.ZodType<T>,
  name: string,
  onEvent: (event: QueryEvent) => void,
): Promise<Answer<T>> {
  const { state, outcome } = await askStructured(prompt, base, schema, name, onEvent);
  return outcome.ok
    ? { state, result: outcome.value, invalidOutput: undefined }
    : { state, result: undefined, invalidOutput: outcome.error };
}

function agentResultOf<T>(key: string, { state, result, invalidOutput }: Answer<T>): AgentResult<T> {
  return {
    key,
    status: state.status,
    finalText: state.finalText,
    result,
    ...omitUndefined({ invalidOutput }),
    turns: state.turns,
    usage: state.usage,
    costUsd: state.costUsd,
    ...omitUndefined({ error: state.error, budget: state.budget }),
    fromJournal: false,
  };
}

/** The journal's record of one completed call: a summary of its options, its outcome, the replay tape. */
function journalEntryOf(
  prompt: string,
  call: AgentCallOptions<unknown>,
  config: QueryConfig,
  toolCalls: readonly ToolCallRecord[],
  result: AgentResult<unknown>,
  responses: readonly ChatResponse[],
): NewJournalEntry {
  const summary: JsonObject = {
    model: config.model.name,
    maxTurns: config.limits.maxTurns,
    ...omitUndefined({ role: call.role, mode: config.toolHost.permissionMode }),
    ...(call.schema === undefined
      ? {}
      : {
          schemaName: schemaNameOf(call),
          strategy: strategyFor(config.model.provider.name),
          schema: z.toJSONSchema(call.schema) as JsonObject,
        }),
    tools: toolCalls.map((each) => ({ name: each.name, label: each.label, isError: each.isError })),
  };
  return {
    key: call.key,
    input: { prompt, options: summary },
    output: {
      status: result.status,
      turns: result.turns,
      finalText: result.finalText,
      ...omitUndefined({ result: result.result as JsonValue | undefined }),
      usage: result.usage,
      costUsd: result.costUsd,
      ...omitUndefined({ error: result.error, budget: result.budget }),
      responses,
    },
  };
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
    ...omitUndefined({ error: output.error, budget: output.budget }),
    fromJournal: true,
  };
}
