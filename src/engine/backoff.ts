import type { RetryPolicy } from "./query-config.js";

/**
 * Delay before retry number `attempt` (1-based): exponential backoff with
 * full jitter, capped at `maxDelayMs`, and never shorter than what the server
 * asked for in `retry-after`.
 */
export function backoffDelay(
  attempt: number,
  policy: RetryPolicy,
  random: () => number,
  retryAfterMs?: number,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(ceiling / 2 + random() * (ceiling / 2));
  return Math.max(jittered, retryAfterMs ?? 0);
}
