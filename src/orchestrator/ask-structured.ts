/**
 * The one "ask for a structured answer, and again once when it is malformed" loop, for every
 * caller that needs the model's answer in a schema's shape: an orchestrator `agent()` call with a
 * schema (the rubric, the planner) and the reviewer's forced `submit_review` turn.
 */
import type * as z from "zod";
import type { QueryEvent, QueryState } from "../core/events.js";
import { addCost, addUsage } from "../core/usage.js";
import { drainQuery } from "../engine/drain-query.js";
// The engine loop loads on the first model call: building a runtime does not pay for it.
import { runQuery } from "../engine/lazy-run-query.js";
import type { QueryConfig } from "../engine/query-config.js";
import {
  readStructured,
  reaskHistory,
  strategyFor,
  structuredRequest,
  structuredTurn,
  type StructuredOutcome,
} from "./structured.js";

/** The structured answer and the query state of both attempts together. */
export interface StructuredAnswer<T> {
  /** Turns, usage and cost of both attempts; status, messages and error of the last. */
  readonly state: QueryState;
  /** The validated answer, or why the last answer was rejected. */
  readonly outcome: StructuredOutcome<T>;
}

/**
 * Asks for an answer in `schema`'s shape: one turn on which only the answer is offered (the
 * forced `name` tool, or a json_schema response format, by the provider), read against the
 * schema; when it does not fit and the turn did not fail, asks once more with the rejection
 * shown to the model (as the forced tool's error result). `base` carries the conversation so far
 * (`history`); its tools are not offered on these turns. A valid answer ends a query at its
 * one-turn cap, so its `max_turns` status is reported as `success`.
 */
export async function askStructured<T>(
  prompt: string,
  base: QueryConfig,
  schema: z.ZodType<T>,
  name: string,
  onEvent: (event: QueryEvent) => void,
): Promise<StructuredAnswer<T>> {
  const strategy = strategyFor(base.model.provider.name);
  const forced = structuredTurn(base, structuredRequest(strategy, name, schema));
  let state = await drainQuery(runQuery(prompt, forced), onEvent);
  let outcome = readStructured(strategy, name, schema, state.messages);
  if (!outcome.ok && state.error === undefined) {
    const first = state;
    const again = await drainQuery(
      runQuery(`Your answer was rejected: ${outcome.error}. Answer again, following the schema exactly.`, {
        ...forced,
        history: reaskHistory(first.messages, outcome),
      }),
      onEvent,
    );
    state = {
      ...again,
      turns: first.turns + again.turns,
      usage: addUsage(first.usage, again.usage),
      costUsd: addCost(first.costUsd, again.costUsd),
    };
    outcome = readStructured(strategy, name, schema, state.messages);
  }
  if (outcome.ok && state.status === "max_turns") state = { ...state, status: "success" };
  return { state, outcome };
}
