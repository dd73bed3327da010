import type { QueryEvent, QueryState } from "../core/events.js";

/** Runs a query to its end, handing each event to `onEvent`; resolves to the final state. */
export async function drainQuery(
  query: AsyncGenerator<QueryEvent, QueryState>,
  onEvent: (event: QueryEvent) => void,
): Promise<QueryState> {
  for (;;) {
    const step = await query.next();
    if (step.done === true) return step.value;
    onEvent(step.value);
  }
}
