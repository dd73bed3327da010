/**
 * Writes a file so that readers see either the old content or the new one,
 * never a torn mix: the bytes go to a temporary file in the same directory
 * (same file system, so `rename` is atomic), which then replaces the target.
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir, open, rename, stat, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/** What {@link atomicWrite} did. */
export interface AtomicWriteResult {
  /** True when the file did not exist before. */
  readonly created: boolean;
  /** The file's mtime after the write. */
  readonly mtimeMs: number;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    return typeof error.code === "string" ? error.code : undefined;
  }
  return undefined;
}

/**
 * Writes `content` (UTF-8 for strings) to `path` atomically, creating parent
 * directories as needed. An existing file keeps its permission bits; a new
 * one gets `0o666` minus the umask. `path` must already be resolved and
 * checked by the caller (the path jail).
 * @throws NodeJS.ErrnoException when the directory cannot be created or the
 *   file cannot be written or renamed; the temporary file is removed first.
 */
export async function atomicWrite(path: string, content: string | Uint8Array): Promise<AtomicWriteResult> {
  const directory = dirname(path);
  await mkdir(directory, { recursive: true });
  let mode: number | undefined;
  try {
    const existing = await stat(path);
    mode = existing.mode & 0o7777;
  } catch (error: unknown) {
    if (errorCode(error) !== "ENOENT") throw error;
  }
  const temporary = join(directory, `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await open(temporary, "wx", mode ?? 0o666);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    // `open` applies the umask; restore the original bits exactly.
    if (mode !== undefined) await chmod(temporary, mode);
    await rename(temporary, path);
  } catch (error: unknown) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  const written = await stat(path);
  return { created: mode === undefined, mtimeMs: written.mtimeMs };
}
