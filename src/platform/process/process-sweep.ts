/**
 * Finds and kills every process that carries a marker in its environment.
 *
 * Why: killing a command's process group is not enough. `setsid`, `nohup … &`
 * with a new session, or a double fork put a process outside the group, and a
 * survivor can race later file tools or keep reading the workspace (issue 9,
 * item 10). Inside the sandbox the PID namespace ends them all when the
 * command ends; outside it, the boundary tags each command's environment with
 * a unique `ALFRED_BOUNDARY=<id>` and sweeps `/proc/<pid>/environ` after the
 * command. Environments are inherited, so every descendant carries the tag.
 *
 * Limit (documented in the README): a process that clears or rewrites its own
 * environment (`env -i`, `execve` with a fresh envp) is not found this way.
 * Only the sandbox's PID namespace closes that gap.
 */
import { readdirSync, readFileSync } from "node:fs";

/** The environment variable that tags every process one boundary command started. */
export const BOUNDARY_TAG = "ALFRED_BOUNDARY";

/** How many rounds to look again for processes forked while the previous round was stopping them. */
const MAX_ROUNDS = 8;

// Synchronous on purpose: a few hundred tiny reads of /proc cost far less than a round trip through
// libuv's thread pool each (measured: ~60 ms async vs a few ms sync under load).
function processIds(procRoot: string): number[] {
  try {
    const entries = readdirSync(procRoot);
    return entries.filter((name) => /^\d+$/.test(name)).map(Number);
  } catch {
    return [];
  }
}

const PF_KTHREAD = 0x00200000;
/** Linux reports process start times in USER_HZ ticks, 100 per second on every mainstream architecture. */
const TICKS_PER_SECOND = 100;
/** Retries for a process caught in the middle of `execve`, and the pause between them. */
const EXEC_RETRIES = 3;
const EXEC_RETRY_MS = 2;

/** What `/proc/<pid>/stat` says about a process; undefined when it is gone. */
interface ProcessStat {
  /** Seconds since boot. */
  readonly startedAt: number;
  /** A zombie or a kernel thread: its `environ` is empty for good. */
  readonly noEnvironment: boolean;
}

function readStat(procRoot: string, pid: number): ProcessStat | undefined {
  let stat: string;
  try {
    stat = readFileSync(`${procRoot}/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // Fields after the command name (which may hold spaces and parentheses): state is the first, flags
  // the seventh, start time the twentieth.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return {
    startedAt: Number(fields[19] ?? 0) / TICKS_PER_SECOND,
    noEnvironment: fields[0] === "Z" || (Number(fields[6] ?? 0) & PF_KTHREAD) !== 0,
  };
}

/** Seconds since boot, the clock of {@link ProcessStat.startedAt}. */
export function uptimeSeconds(procRoot = "/proc"): number {
  try {
    return Number(readFileSync(`${procRoot}/uptime`, "utf8").split(" ")[0]);
  } catch {
    return 0;
  }
}

async function carriesTag(procRoot: string, pid: number, needle: Buffer): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    let environ: Buffer;
    try {
      environ = readFileSync(`${procRoot}/${pid}/environ`);
    } catch {
      // Gone already, or not ours to read (another user's process cannot carry our tag anyway).
      return false;
    }
    // Entries are NUL-separated; match a whole entry, never a prefix of a longer value.
    if (environ.length > 0) {
      return environ.subarray(0, needle.length - 1).equals(needle.subarray(1)) || environ.includes(needle);
    }
    // Empty: a process between the new memory map and the new stack of an `execve` reads as empty for a
    // moment (seen as missed `setsid` escapees). Look again unless it is a zombie or a kernel thread.
    if (attempt >= EXEC_RETRIES || readStat(procRoot, pid)?.noEnvironment !== false) return false;
    await new Promise((resolve) => setTimeout(resolve, EXEC_RETRY_MS));
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // ESRCH: it exited on its own.
  }
}

/**
 * Kills every process whose environment holds `ALFRED_BOUNDARY=<id>`. Each
 * found process is first stopped (SIGSTOP, so it cannot fork a replacement),
 * the search is repeated until it finds nothing new, then all are SIGKILLed.
 * Never throws; resolves with the number of processes killed.
 *
 * Only processes started since `since` are read (their `stat` is far cheaper
 * to read than their `environ`): whatever the command started, started after it.
 *
 * @param id the random id given to one command; must be unique per command.
 * @param since {@link uptimeSeconds} taken before the command was started (default: look at all).
 * @param procRoot the proc filesystem (tests may point elsewhere).
 */
export async function sweepTaggedProcesses(id: string, since = 0, procRoot = "/proc"): Promise<number> {
  // One tick of slack: start times are rounded down to whole ticks.
  const oldest = since - 1 / TICKS_PER_SECOND;
  const needle = Buffer.from(`\0${BOUNDARY_TAG}=${id}\0`);
  const stopped = new Set<number>();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const candidates = processIds(procRoot).filter((pid) => {
      if (pid === process.pid || stopped.has(pid)) return false;
      const stat = readStat(procRoot, pid);
      return stat !== undefined && !stat.noEnvironment && stat.startedAt >= oldest;
    });
    const tagged = await Promise.all(candidates.map((pid) => carriesTag(procRoot, pid, needle)));
    const found = candidates.filter((_, index) => tagged[index] === true);
    if (found.length === 0) break;
    for (const pid of found) {
      signal(pid, "SIGSTOP");
      stopped.add(pid);
    }
  }
  for (const pid of stopped) signal(pid, "SIGKILL");
  return stopped.size;
}
