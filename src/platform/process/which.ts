/**
 * Finds an executable on a PATH the way a shell does: the first directory
 * whose entry is executable wins.
 */
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/**
 * The first executable `name` on `path` (a PATH value), or undefined. Each directory is checked
 * synchronously (an `access` takes microseconds; as a promise each waited for a busy main thread).
 */
export async function which(name: string, path: string): Promise<string | undefined> {
  for (const dir of path.split(delimiter).filter((entry) => entry !== "")) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here; try the next directory.
    }
  }
  return undefined;
}
