import { ConfigError } from "../core/errors.js";
import { decodeUtf8 } from "../core/utf8.js";
import { readCommittedFile } from "../platform/git/committed-files.js";
import { readWorkspaceBytes } from "../platform/fs/workspace-fs.js";

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
 * A worktree file is read without following a link on the way (workspace-fs.ts).
 * @throws LinkRefusedError when a worktree path is (under) a link or not a regular file.
 * @throws Error (`EACCES`, …) when a worktree file exists but cannot be read.
 * @throws ConfigError when a worktree file is not valid UTF-8 (never decoded lossily).
 * @throws AlfredError `git_failed` when the commit cannot be read.
 */
export async function readSourceFile(
  workingDir: string,
  path: string,
  source: FileSource,
): Promise<string | undefined> {
  if (source.kind === "commit") return readCommittedFile(workingDir, source.sha, path);
  const bytes = await readWorkspaceBytes(workingDir, path);
  if (bytes === undefined) return undefined;
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok)
    throw new ConfigError(path, `not valid UTF-8 at byte ${decoded.error.offset}: save it as UTF-8`);
  return decoded.value;
}
