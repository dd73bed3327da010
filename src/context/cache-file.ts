/**
 * The repo map's cache files under `.alfred/cache/`: read whole (absent or
 * unreadable: nothing), written to a temporary file and renamed so a reader
 * never sees half of one (no fsync: a cache lost in a crash is computed again,
 * and this is on the repo map's hot path; durable files use `writeFileAtomic`).
 * A cache that cannot be written is skipped (a
 * read-only checkout still gets a map, the next run computes again).
 *
 * A cache may have come from elsewhere (restored from an earlier run's
 * artifact, committed into a checkout): it is read without following a
 * symbolic link — neither the file nor a directory on the way under the
 * workspace — and only up to a size, and every reader validates what it reads.
 * Every cache read and write of the repo map goes through this file.
 */
import { randomBytes } from "node:crypto";
import { constants, lstat, mkdir, open, rename, unlink, writeFile } from "../platform/fs.js";
import { dirname, join } from "node:path";

/** What a cache read reads at most unless told otherwise. */
export const DEFAULT_MAX_CACHE_BYTES = 16 * 1024 * 1024;

/** True when every directory from `workingDir` down to `relative`'s parent is a real directory, not a link. */
async function realDirectories(workingDir: string, relative: string): Promise<boolean> {
  const parts = relative.split("/").slice(0, -1);
  for (let depth = 1; depth <= parts.length; depth += 1) {
    const info = await lstat(join(workingDir, ...parts.slice(0, depth))).catch(() => undefined);
    if (info === undefined || !info.isDirectory()) return false;
  }
  return true;
}

/**
 * The text of `workingDir/relative` (a `/`-separated path); undefined when it is absent,
 * unreadable, reached through a symbolic link, not a regular file, or over `maxBytes`.
 */
export async function readCacheFile(
  workingDir: string,
  relative: string,
  maxBytes = DEFAULT_MAX_CACHE_BYTES,
): Promise<string | undefined> {
  try {
    if (!(await realDirectories(workingDir, relative))) return undefined;
    const handle = await open(join(workingDir, relative), constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const info = await handle.stat();
      if (!info.isFile() || info.size > maxBytes) return undefined;
      return await handle.readFile("utf8");
    } finally {
      await handle.close();
    }
  } catch {
    return undefined;
  }
}

/** Replaces `workingDir/relative` with `text` (temporary file, then rename). Failures are swallowed. */
export async function writeCacheFile(workingDir: string, relative: string, text: string): Promise<void> {
  const target = join(workingDir, relative);
  // Unique per write: two maps rendered at once in one process never share a temporary file.
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    try {
      await writeFile(temporary, text);
    } catch {
      // The directory does not exist yet (first run): made only then, not on every write.
      await mkdir(dirname(target), { recursive: true });
      await writeFile(temporary, text);
    }
    await rename(temporary, target);
  } catch {
    // A read-only workspace: the map still works, the next run computes again.
    await unlink(temporary).catch(() => undefined);
  }
}
