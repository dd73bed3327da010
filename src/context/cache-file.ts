/**
 * The repo map's cache files under `.alfred/cache/`: read whole (absent or
 * unreadable: nothing), written to a temporary file and renamed so a reader
 * never sees half of one (no fsync: a cache lost in a crash is computed again,
 * and this is on the repo map's hot path; durable files use `writeFileAtomic`).
 * A cache that cannot be written is skipped (a
 * read-only checkout still gets a map, the next run computes again).
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "../platform/fs.js";
import { dirname, join } from "node:path";

/** The text of `workingDir/relative`; undefined when it is absent or unreadable. */
export async function readCacheFile(workingDir: string, relative: string): Promise<string | undefined> {
  try {
    return await readFile(join(workingDir, relative), "utf8");
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
