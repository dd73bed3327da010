/**
 * Who a process is, well enough to tell whether the holder of a lock is still
 * alive: its pid, the host it runs on, and its start time (from
 * `/proc/<pid>/stat` where Linux provides it), since a pid alone can be reused
 * by an unrelated process after the holder died.
 */
import { readFileSync } from "node:fs";
import { hostname } from "node:os";

/** A process as a lock records it. */
export interface ProcessIdentity {
  readonly pid: number;
  readonly hostname: string;
  /** Start time in clock ticks since boot (`/proc/<pid>/stat` field 22); `null` where unavailable. */
  readonly processStart: string | null;
}

/** Whether a recorded process still runs: yes, no, or cannot tell (another host). */
export type Liveness = "alive" | "gone" | "unknown";

/**
 * The start time of `pid` from `/proc/<pid>/stat`, or `null` when the process
 * does not exist or the platform has no `/proc`. The command name (field 2) may
 * hold spaces and parentheses, so fields are counted after its last `)`.
 */
export function processStartTime(pid: number): string | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After the name, field 3 (state) is index 0, so field 22 (starttime) is index 19.
  return fields[19] ?? null;
}

/** This process. */
export function currentProcess(): ProcessIdentity {
  return { pid: process.pid, hostname: hostname(), processStart: processStartTime(process.pid) };
}

/** Whether a process with `pid` exists on this host (signal 0 probes without sending anything). */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (thrown) {
    // EPERM: it exists but belongs to another user.
    return typeof thrown === "object" && thrown !== null && "code" in thrown && thrown.code === "EPERM";
  }
}

/**
 * Whether the process `recorded` describes still runs. On another host nothing
 * can be known (`unknown`). On this host a missing pid is `gone`, and so is a
 * pid whose start time differs from the recorded one (the pid was reused).
 */
export function livenessOf(recorded: ProcessIdentity): Liveness {
  if (recorded.hostname !== hostname()) return "unknown";
  if (!Number.isSafeInteger(recorded.pid) || recorded.pid <= 0 || !pidExists(recorded.pid)) return "gone";
  if (recorded.processStart === null) return "alive";
  const now = processStartTime(recorded.pid);
  return now === null || now === recorded.processStart ? "alive" : "gone";
}
