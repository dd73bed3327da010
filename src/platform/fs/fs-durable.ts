/**
 * Durable file writes for the ledger, the journal and feature_list.json.
 *
 * "Durable" means the bytes are on disk when the promise resolves: appends are
 * fsync'ed before resolving, and whole-file rewrites go to a temporary file in
 * the same directory which is fsync'ed, renamed over the target and followed by
 * an fsync of the directory, so a crash leaves either the old or the new file,
 * never a half-written one.
 *
 * None of them follows a symbolic link at the file itself (`O_NOFOLLOW`; a rename replaces a
 * link rather than writing through it): these files live in the workspace, where the agent could
 * have planted one (issue 26). The directories on the way are checked by workspace-fs.ts, which
 * callers under the workspace use to create them.
 */
import { randomBytes } from "node:crypto";
import { constants, type FileHandle, lstat, mkdir, open, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { AlfredError, errorMessage } from "../../core/errors.js";
import { fsErrorCode } from "./fs-errors.js";
import { ignoreCleanupError } from "../../core/ignored-errors.js";

/**
 * Appends `text` to `path` (creating the file when missing) and fsyncs it
 * before resolving. A newly created file also gets its directory fsync'ed, so
 * the file's existence survives a crash too.
 * @throws AlfredError `io_failed` when the file cannot be opened, written or synced.
 */
export async function appendDurable(path: string, text: string): Promise<void> {
  await wrapIo(`cannot append to ${path}`, async () => {
    let created = true;
    let handle: FileHandle;
    try {
      handle = await open(
        path,
        constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      );
    } catch (thrown) {
      if (codeOf(thrown) !== "EEXIST") throw thrown;
      created = false;
      handle = await openNoFollow(path, constants.O_WRONLY | constants.O_APPEND);
    }
    try {
      await handle.appendFile(text, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (created) await fsyncDirectory(dirname(path));
  });
}

/**
 * Replaces the content of `path` atomically: writes a temporary file beside it,
 * fsyncs it, renames it over `path`, then fsyncs the directory. An existing
 * file's permission bits are kept. On failure the temporary file is removed
 * and `path` is left as it was.
 * @throws AlfredError `io_failed` when any step fails.
 */
export async function writeFileAtomic(path: string, text: string | Uint8Array): Promise<void> {
  const directory = dirname(path);
  const temporary = join(
    directory,
    `.${basename(path)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`,
  );
  await wrapIo(`cannot write ${path}`, async () => {
    const mode = await existingMode(path);
    try {
      const handle = await open(temporary, "wx", mode ?? 0o666);
      try {
        await handle.writeFile(text);
        // `open`'s mode is filtered by the umask; chmod restores the original bits exactly.
        if (mode !== undefined) await handle.chmod(mode);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, path);
    } catch (thrown) {
      await ignoreCleanupError(unlink(temporary));
      throw thrown;
    }
    await fsyncDirectory(directory);
  });
}

/**
 * Cuts `path` to `length` bytes and fsyncs it. Used to drop a torn final line
 * that a crash left behind, before the next append.
 * @throws AlfredError `io_failed` when the file cannot be opened, truncated or synced.
 */
export async function truncateDurable(path: string, length: number): Promise<void> {
  await wrapIo(`cannot truncate ${path}`, async () => {
    const handle = await openNoFollow(path, constants.O_RDWR);
    try {
      await handle.truncate(length);
      await handle.sync();
    } finally {
      await handle.close();
    }
  });
}

/**
 * Reads `path` as UTF-8, or returns `undefined` when it does not exist.
 * @throws AlfredError `io_failed` on any other read error.
 */
export async function readTextIfExists(path: string): Promise<string | undefined> {
  try {
    const handle = await openNoFollow(path, constants.O_RDONLY);
    try {
      return await handle.readFile("utf8");
    } finally {
      await handle.close();
    }
  } catch (thrown) {
    if (codeOf(thrown) === "ENOENT") return undefined;
    if (thrown instanceof AlfredError) throw thrown;
    throw new AlfredError("io_failed", ioMessage(`cannot read ${path}`, thrown), { cause: thrown });
  }
}

/**
 * The bytes of `path` without following a link at it, or `undefined` when it does not exist;
 * a file larger than `maxBytes` is not read: its size is returned instead.
 * @throws AlfredError `link_refused` for a link or a non-regular file; Error (`EACCES`, …) otherwise.
 */
export async function readBytesIfExists(
  path: string,
  maxBytes: number,
): Promise<{ readonly bytes: Buffer } | { readonly tooLarge: number } | undefined> {
  let handle: FileHandle;
  try {
    handle = await openNoFollow(path, constants.O_RDONLY);
  } catch (thrown) {
    if (codeOf(thrown) === "ENOENT") return undefined;
    throw thrown;
  }
  try {
    const { size } = await handle.stat();
    return size > maxBytes ? { tooLarge: size } : { bytes: await handle.readFile() };
  } finally {
    await handle.close();
  }
}

/**
 * Creates `directory` and its missing parents (nothing happens when it exists).
 * @throws AlfredError `io_failed` when it cannot be created.
 */
export async function ensureDirectory(directory: string): Promise<void> {
  await wrapIo(`cannot create directory ${directory}`, async () => {
    await mkdir(directory, { recursive: true });
  });
}

/**
 * Fsyncs a directory so that entries created or renamed in it survive a crash.
 * Platforms that cannot open or sync a directory (Windows) are tolerated: there
 * the rename itself is the best guarantee available.
 * @throws AlfredError `io_failed` on any other error.
 */
export async function fsyncDirectory(directory: string): Promise<void> {
  await wrapIo(`cannot sync directory ${directory}`, () => syncDirectory(directory));
}

async function syncDirectory(directory: string): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(directory, "r");
  } catch (thrown) {
    if (isUnsupportedDirectorySync(thrown)) return;
    throw thrown;
  }
  try {
    await handle.sync();
  } catch (thrown) {
    if (!isUnsupportedDirectorySync(thrown)) throw thrown;
  } finally {
    await handle.close();
  }
}

function isUnsupportedDirectorySync(thrown: unknown): boolean {
  const code = codeOf(thrown);
  return code === "EISDIR" || code === "EPERM" || code === "EINVAL" || code === "EBADF" || code === "EACCES";
}

async function existingMode(path: string): Promise<number | undefined> {
  try {
    const stats = await lstat(path);
    // A link is replaced by the rename, not kept: its target's bits are not the file's.
    return stats.isSymbolicLink() ? undefined : stats.mode & 0o7777;
  } catch (thrown) {
    if (codeOf(thrown) === "ENOENT") return undefined;
    throw thrown;
  }
}

/**
 * Opens a regular file without following a link at it (`ELOOP` becomes a clear refusal) and
 * without blocking on a FIFO; anything but a regular file is refused.
 */
async function openNoFollow(path: string, flags: number): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await open(path, flags | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (thrown) {
    if (codeOf(thrown) !== "ELOOP") throw thrown;
    throw new AlfredError(
      "link_refused",
      `refused ${basename(path)}: it is a symbolic link, and Alfred never follows links under the workspace`,
      { cause: thrown },
    );
  }
  if (!(await handle.stat()).isFile()) {
    await handle.close();
    throw new AlfredError("link_refused", `refused ${basename(path)}: not a regular file`);
  }
  return handle;
}

async function wrapIo(what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (thrown) {
    if (thrown instanceof AlfredError) throw thrown;
    throw new AlfredError("io_failed", ioMessage(what, thrown), { cause: thrown });
  }
}

/** The fix for a file-system error, by its code; empty when there is no general one. */
const IO_FIXES: Readonly<Record<string, string>> = {
  EACCES: "make it (and its directory) writable by the user Alfred runs as",
  EPERM: "make it (and its directory) writable by the user Alfred runs as",
  EROFS: "the file system is read-only: work in a writable checkout",
  ENOSPC: "free some disk space, then resume the run",
  EDQUOT: "free some disk space (the quota is reached), then resume the run",
  ENOTDIR: "a file stands where a directory of this path should be: move that file away",
  EISDIR: "a directory stands where this file should be: move it away",
  EMFILE: "too many open files: raise the limit (ulimit -n)",
  ENFILE: "too many open files: raise the limit (ulimit -n)",
};

/** `what: <the error>: <the fix>`, e.g. `cannot append to …/ledger.jsonl: ENOSPC: no space left on device: free some disk space, then resume the run`. */
export function ioMessage(what: string, thrown: unknown): string {
  const code = fsErrorCode(thrown);
  const fix = typeof code === "string" ? IO_FIXES[code] : undefined;
  const said =
    code === "EROFS" && codeOf(thrown) !== "EROFS" ? "EROFS (Node reported ENOENT)" : errorMessage(thrown);
  return `${what}: ${said}${fix === undefined ? "" : `: ${fix}`}`;
}

function codeOf(thrown: unknown): unknown {
  return typeof thrown === "object" && thrown !== null && "code" in thrown ? thrown.code : undefined;
}
