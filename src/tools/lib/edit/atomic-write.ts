/**
 * The file tools' write: atomic (readers see the old content or the new, never
 * a torn mix), durable, and reporting whether the file was created.
 */
import { mkdir, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { writeFileAtomic } from "../../../platform/fs/fs-durable.js";

/** What {@link atomicWrite} did. */
export interface AtomicWriteResult {
  /** True when the file did not exist before. */
  readonly created: boolean;
  /** The file's mtime after the write. */
  readonly mtimeMs: number;
}

/**
 * Writes `content` (UTF-8 for strings) to `path` atomically, creating parent
 * directories as needed; an existing file keeps its permission bits. `path`
 * must already be resolved and checked by the caller (the path jail).
 * @throws Error when the directory cannot be created or the file cannot be written.
 */
export async function atomicWrite(path: string, content: string | Uint8Array): Promise<AtomicWriteResult> {
  await mkdir(dirname(path), { recursive: true });
  const created = await stat(path).then(
    () => false,
    () => true,
  );
  await writeFileAtomic(path, content);
  return { created, mtimeMs: (await stat(path)).mtimeMs };
}
