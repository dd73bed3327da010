import type { QueryEvent, QueryState } from "../../src/core/events.js";

/** Drains a query: every event and the returned state. */
export async function collect(
  query: AsyncGenerator<QueryEvent, QueryState>,
): Promise<{ events: QueryEvent[]; state: QueryState }> {
  const events: QueryEvent[] = [];
  for (;;) {
    const step = await query.next();
    if (step.done === true) return { events, state: step.value };
    events.push(step.value);
  }
}

/** Events of one type, narrowed. */
export function ofType<T extends QueryEvent["type"]>(
  events: readonly QueryEvent[],
  type: T,
): Extract<QueryEvent, { type: T }>[] {
  return events.filter((event): event is Extract<QueryEvent, { type: T }> => event.type === type);
}
