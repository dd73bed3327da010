/**
 * The harness's state, read-only inside the sandbox (issue 26): `.alfred/` of the workspace —
 * run directories (`workflows/<run-id>/`: ledger, journal, summary.json, carried memory),
 * the memory store, caches, and the committed configuration, hooks and skills — is bound
 * read-only over the writable workspace, as `.git` is. So sandboxed commands (bash, verify,
 * hooks, MCP and LSP servers) can read it but cannot plant a file or a link there for the host
 * to follow, and cannot race the host's own writes. Memory changes only through the memory
 * tools, which run on the host, behind the path jail and workspace-fs.ts.
 *
 * Why all of `.alfred/` rather than moving run state out of the workspace: a developer's run
 * directory, memory and caches stay where `alfred ledger`, `--resume` and the docs say they are;
 * nothing a feature may change lives there (the harness refuses any change under `.alfred/`),
 * and the committed files in it are read from the run's start commit anyway.
 */
import { lstat, mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { SandboxBind } from "./sandbox-layout.js";

/** The workspace-relative directory the sandbox sees read-only. */
const HARNESS_STATE_DIR = ".alfred";

/**
 * The read-only binds for `workspace` (a real path): `.alfred/`, created first when missing so
 * the agent cannot create it itself. None when `.alfred` is a link or not a directory: the host
 * refuses to use it then (workspace-fs.ts), and binding over a link would mount elsewhere.
 */
export async function harnessStateBinds(workingDir: string): Promise<SandboxBind[]> {
  const dir = join(workingDir, HARNESS_STATE_DIR);
  try {
    await mkdir(dir);
  } catch {
    // It exists (or cannot be made: a read-only checkout, where the agent cannot write it either).
  }
  try {
    const stats = await lstat(dir);
    return stats.isDirectory() && !stats.isSymbolicLink() ? [{ source: dir, dest: dir }] : [];
  } catch {
    return [];
  }
}
