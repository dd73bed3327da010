/**
 * The processes below one process, read from `/proc` (parent pids): what an
 * end-to-end test records while a command runs, to check afterwards that
 * every one of them is gone. Sandboxed processes have their own PID namespace
 * but the host's `/proc` still shows them, with host pids and parents.
 */
import { readdirSync, readFileSync } from "node:fs";

interface Entry {
  readonly pid: number;
  readonly ppid: number;
  readonly state: string;
}

function entries(): Entry[] {
  const out: Entry[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.push({ pid: Number(name), state: fields[0] ?? "", ppid: Number(fields[1]) });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return out;
}

/** Every live descendant of `pid` with its command line. */
export function descendants(pid: number): { pid: number; command: string }[] {
  const all = entries();
  const found: { pid: number; command: string }[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const entry of all) {
      if (entry.ppid !== parent) continue;
      queue.push(entry.pid);
      let command = "";
      try {
        command = readFileSync(`/proc/${entry.pid}/cmdline`, "utf8").split("\0").join(" ").trim();
      } catch {
        // Gone.
      }
      found.push({ pid: entry.pid, command });
    }
  }
  return found;
}

/** The pids of `pids` still alive (a zombie counts as gone: it runs nothing). */
export function stillAlive(pids: readonly number[]): number[] {
  const live = new Map(entries().map((entry) => [entry.pid, entry.state]));
  return pids.filter((pid) => live.has(pid) && live.get(pid) !== "Z");
}
