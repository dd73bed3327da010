/**
 * The repo map's cache files under `.alfred/cache/`: read whole (absent or
 * unreadable: nothing), written to a temporary file and renamed so a reader
 * never sees half of one (no fsync: a cache lost in a crash is computed again,
 * and this is on the repo map's hot path; durable files use `writeFileAtomic`).
 * Nothing on the way is followed (workspace-fs.ts: the agent could have planted a link).
 * A cache that cannot be written is skipped (a
 * read-only checkout still gets a map, the next run computes again).
 *
 * A cache may have come from elsewhere (restored from an earlier run's
 * artifact, committed into a checkout): it is read without following a
 * symbolic link — neither the file nor a directory on the way under the
 * workspace — and only up to a size, and every reader validates what it reads.
 * Every cache read and write of the repo map goes through this file.
 */
import { readWorkspaceText, statWorkspaceFile, writeWorkspaceFile } from "../../platform/fs/workspace-fs.js";

/** What a cache read reads at most unless told otherwise. */
const DEFAULT_MAX_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The text of `workingDir/relative` (a `/`-separated path); undefined when it is absent,
 * unreadable, reached through a symbolic link (never followed), not a regular file, or over `maxBytes`.
 */
export async function readCacheFile(
  workingDir: string,
  relative: string,
  maxBytes = DEFAULT_MAX_CACHE_BYTES,
): Promise<string | undefined> {
  try {
    const info = await statWorkspaceFile(workingDir, relative);
    if (info === undefined || info.size > maxBytes) return undefined;
    const text = await readWorkspaceText(workingDir, relative);
    return text !== undefined && Buffer.byteLength(text) <= maxBytes ? text : undefined;
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
