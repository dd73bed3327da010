/**
 * The repo map's cache files under `.alfred/cache/`: read whole (absent or
 * unreadable: nothing), written to a temporary file and renamed so a reader
 * never sees half of one (no fsync: a cache lost in a crash is computed again,
 * and this is on the repo map's hot path; durable files use `writeFileAtomic`).
 * Nothing on the way is followed (workspace-fs.ts: the agent could have planted a link).
 * A cache that cannot be written is skipped (a
 * read-only checkout still gets a map, the next run computes again).
 */
import { readWorkspaceText, writeWorkspaceFile } from "../platform/workspace-fs.js";

/** The text of `workingDir/relative`; undefined when it is absent, unreadable or a link (never followed). */
export async function readCacheFile(workingDir: string, relative: string): Promise<string | undefined> {
  try {
    return await readWorkspaceText(workingDir, relative);
  } catch {
    return undefined;
  }
}

/**
 * Replaces `workingDir/relative` with `text` (temporary file, then rename; never through a
 * link on the way). Failures are swallowed.
 */
export async function writeCacheFile(workingDir: string, relative: string, text: string): Promise<void> {
  try {
    await writeWorkspaceFile(workingDir, relative, text, { durable: false });
  } catch {
    // A read-only workspace, or a link planted on the way: the map still works, the next run computes again.
  }
}
