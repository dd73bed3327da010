import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { readCommittedFile } from "../platform/git.js";

/**
 * Where Alfred reads its own files (`.alfred/config.json`, `.alfred/hooks.json`):
 * from a commit — the one the run started from — or from the worktree.
 * Unattended hosts (the Action, `alfred run`) read the commit, so nothing the
 * agent writes into the worktree (an untracked `.alfred/hooks.json`, an edited
 * config) is ever read as configuration; `alfred ask`, with a developer at the
 * terminal, reads the worktree.
 */
export type FileSource = { readonly kind: "commit"; readonly sha: string } | { readonly kind: "worktree" };

/** The worktree: what `alfred ask` and library callers read by default. */
export const WORKTREE: FileSource = { kind: "worktree" };

/**
 * The text of `path` (workspace-relative) from `source`, or `undefined` when it does not exist there.
 * @throws Error (`EACCES`, `EISDIR`, …) when a worktree file exists but cannot be read.
 * @throws AlfredError `git_failed` when the commit cannot be read.
 */
export async function readSourceFile(
  cwd: string,
  path: string,
  source: FileSource,
): Promise<string | undefined> {
  if (source.kind === "commit") return readCommittedFile(cwd, source.sha, path);
  try {
    return await readFile(join(cwd, path), "utf8");
  } catch (thrown) {
    if ((thrown as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw thrown;
  }
}
