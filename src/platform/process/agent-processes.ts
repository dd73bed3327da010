/**
 * When this process first started an agent-influenced process (a command,
 * hook, verify or service inside the boundary). Until then nothing the agent
 * controls can have written a file, so file stat data recorded before then
 * (the real git index) cannot hide an agent's edit: `harness/workspace/temporary-index.ts`.
 * Noted before each start, so the time errs early, never late.
 */
let firstStartedAt: number | undefined;

/** Notes that an agent-influenced process is about to start (`Date.now()` by default). */
export function noteAgentProcessStart(now: number = Date.now()): void {
  firstStartedAt ??= now;
}

/** When the first agent-influenced process of this process started (`Date.now()` ms); undefined before any. */
export function firstAgentProcessAt(): number | undefined {
  return firstStartedAt;
}
