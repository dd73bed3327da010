/**
 * The read-before-write and freshness invariants of file_edit and file_write:
 * a file that exists may only be changed after it was read this session, and
 * only if nobody changed it on disk since.
 */
import type { FileSnapshot } from "../../tool-contract.js";

/**
 * Refuses a change to an existing file unless `snapshot` (what the session
 * last read or wrote) exists and still matches the disk: same mtime and same
 * content (the content check catches a change within the mtime's resolution).
 * Returns the refusal message, or undefined when the change may proceed.
 */
export function checkReadBeforeWrite(
  rel: string,
  snapshot: FileSnapshot | undefined,
  disk: { readonly content: string; readonly mtimeMs: number },
): string | undefined {
  if (snapshot === undefined) {
    return `${rel} has not been read in this session; use file_read on it first, then retry`;
  }
  if (snapshot.mtimeMs !== disk.mtimeMs || snapshot.content !== disk.content) {
    return `${rel} has changed on disk since it was last read; use file_read on it again, then retry`;
  }
  return undefined;
}
