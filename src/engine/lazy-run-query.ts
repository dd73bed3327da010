import type { runQuery as runQueryNow } from "./run-query.js";

/**
 * The agent loop of run-query.ts, with the engine's modules (dispatch, the
 * boundary, the permission gate) imported on the first call instead of when
 * this module loads: importing the package or building a runtime does not pay
 * for them. Same arguments, events, return value and cancellation.
 */
export const runQuery: typeof runQueryNow = async function* runQuery(userMessage, config) {
  const engine = await import("./run-query.js");
  return yield* engine.runQuery(userMessage, config);
};
