/**
 * The host's file access where the agent can write (issue 26: "the host never follows the
 * agent's links"). Every file the host process reads, writes, appends, renames, lists or
 * deletes under the workspace — harness state (`.alfred/workflows/<run-id>/`), memory, caches,
 * skills, instruction files, configuration, the feature list — goes through here.
 *
 * Why: sandboxed bash can plant `summary.json -> /home/runner/work/_actions/…/index.js` or
 * `.alfred/memory/USER.md -> /proc/self/environ`, links whose targets it cannot see itself;
 * a host that followed them would overwrite another step's script with the agent's code, or
 * put its own environment (the job's token) into the artifact and the prompt.
 *
 * How: no component below the workspace root may be a symbolic link. Each directory on the way
 * is `lstat`ed (a link is refused, a missing one is created with a plain `mkdir`, which makes a
 * directory and never follows anything); the file itself is opened with `O_NOFOLLOW` (a link
 * fails with `ELOOP`, atomically) and `fstat`ed (a FIFO or device is refused, opened
 * non-blocking so a FIFO cannot hang the host). Writes go to a temporary file created with
 * `O_CREAT | O_EXCL` (never through a link) and renamed over the target, which replaces a link
 * instead of following it. The root itself and what lies above it are the user's, not the
 * agent's, and are not checked (`/tmp` is a link on macOS).
 *
 * Limits: Node has no `openat`, so a directory swapped for a link between its `lstat` and the
 * open is not seen. The agent cannot race the host there: `.alfred/` is read-only inside the
 * sandbox (sandbox-layout.ts), and for files at the workspace root the only component is the
 * file itself, which `O_NOFOLLOW` checks atomically. Hard links to files outside the workspace
 * cannot be made from the sandbox (other file systems, or not mounted at all).
 *
 * Every refusal names the path relative to the workspace, never what a link points at.
 */
import { randomBytes } from "node:crypto";
import {
  constants,
  type FileHandle,
  lstat,
  mkdir,
  open,
  readdir,
  readlink,
  rename,
  symlink,
  unlink,
} from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { AlfredError } from "../../core/errors.js";
import { fsyncDirectory, ioMessage } from "./fs-durable.js";
import { ignoreCleanupError } from "../../core/ignored-errors.js";

/** A symbolic link (or a non-regular file) stood where the host expected a file or a directory. */
export class LinkRefusedError extends AlfredError {
  /** Workspace-relative, `/`-separated: the component that was refused. */
  readonly path: string;

  constructor(path: string, what: "link" | "not-file" | "not-directory" | "outside") {
    super("link_refused", refusalText(path, what));
    this.name = "LinkRefusedError";
    this.path = path;
  }
}

function refusalText(path: string, what: "link" | "not-file" | "not-directory" | "outside"): string {
  if (what === "outside") return `refused ${path}: not inside the workspace`;
  if (what === "not-directory")
    return `refused ${path}: a file stands where a directory of this path should be: move that file away`;
  if (what === "not-file")
    return `refused ${path}: not a regular file (Alfred reads and writes only plain files here)`;
  return `refused ${path}: it is a symbolic link, and Alfred never follows links under the workspace: remove the link (rm ${path})`;
}

/** True for the refusal {@link LinkRefusedError}. */
export function isLinkRefused(thrown: unknown): thrown is LinkRefusedError {
  return thrown instanceof LinkRefusedError;
}

function codeOf(thrown: unknown): unknown {
  return typeof thrown === "object" && thrown !== null && "code" in thrown ? thrown.code : undefined;
}

/** `path` (absolute, or relative to `root`) as an absolute path and its workspace-relative parts. */
function locate(root: string, path: string): { absolute: string; parts: string[] } {
  const base = resolve(root);
  const absolute = isAbsolute(path) ? resolve(path) : resolve(base, path);
  const rel = relative(base, absolute);
  if (rel.startsWith("..") || isAbsolute(rel)) throw new LinkRefusedError(path, "outside");
  return { absolute, parts: rel === "" ? [] : rel.split(sep) };
}

function shown(parts: readonly string[], count: number): string {
  return parts.slice(0, count).join("/");
}

/**
 * Checks the directories below `root` on the way to `path` (not `path` itself): none may be
 * a link. With `create`, missing ones are made. Returns false when one is missing (and not made).
 */
async function walkParents(root: string, parts: readonly string[], create: boolean): Promise<boolean> {
  let current = resolve(root);
  for (let index = 0; index < parts.length - 1; index++) {
    current = join(current, parts[index] ?? "");
    let stats;
    try {
      stats = await lstat(current);
    } catch (thrown) {
      if (codeOf(thrown) !== "ENOENT") throw thrown;
      if (!create) return false;
      // The root itself (the user's, not the agent's) may not exist yet: made as mkdir -p would.
      if (index === 0) await mkdir(resolve(root), { recursive: true });
      // mkdir makes a directory or fails (EEXIST when something appeared meanwhile): it never follows.
      await mkdir(current).catch((error: unknown) => {
        if (codeOf(error) !== "EEXIST") throw error;
      });
      stats = await lstat(current);
    }
    if (stats.isSymbolicLink()) throw new LinkRefusedError(shown(parts, index + 1), "link");
    if (!stats.isDirectory()) throw new LinkRefusedError(shown(parts, index + 1), "not-directory");
  }
  return true;
}

/** Opens the regular file `path` without following a link; undefined when it does not exist. */
async function openFile(root: string, path: string, flags: number): Promise<FileHandle | undefined> {
  const { absolute, parts } = locate(root, path);
  if (!(await walkParents(root, parts, false))) return undefined;
  let handle: FileHandle;
  try {
    handle = await open(absolute, flags | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (thrown) {
    const code = codeOf(thrown);
    if (code === "ENOENT") return undefined;
    if (code === "ELOOP") throw new LinkRefusedError(shown(parts, parts.length), "link");
    throw thrown;
  }
  if (!(await handle.stat()).isFile()) {
    await handle.close();
    throw new LinkRefusedError(shown(parts, parts.length), "not-file");
  }
  return handle;
}

/**
 * The bytes of `path` (absolute inside `root`, or relative to it); undefined when it does not
 * exist. Nothing on the way is followed.
 * @throws LinkRefusedError when a component is a link or the file is not a regular file.
 * @throws Error (`EACCES`, …) for other read failures.
 */
export async function readWorkspaceBytes(root: string, path: string): Promise<Buffer | undefined> {
  const handle = await openFile(root, path, constants.O_RDONLY);
  if (handle === undefined) return undefined;
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/**
 * The UTF-8 text of `path`; undefined when it does not exist (see {@link readWorkspaceBytes}).
 * @throws LinkRefusedError when a component is a link or the file is not a regular file.
 */
export async function readWorkspaceText(root: string, path: string): Promise<string | undefined> {
  return (await readWorkspaceBytes(root, path))?.toString("utf8");
}

/** Size and modification time of the regular file `path`, by `lstat`; undefined when absent. */
export async function statWorkspaceFile(
  root: string,
  path: string,
): Promise<{ readonly size: number; readonly mtimeMs: number; readonly mtime: Date } | undefined> {
  const { absolute, parts } = locate(root, path);
  if (!(await walkParents(root, parts, false))) return undefined;
  try {
    const stats = await lstat(absolute);
    if (stats.isSymbolicLink()) throw new LinkRefusedError(shown(parts, parts.length), "link");
    if (!stats.isFile()) throw new LinkRefusedError(shown(parts, parts.length), "not-file");
    return { size: stats.size, mtimeMs: stats.mtimeMs, mtime: stats.mtime };
  } catch (thrown) {
    if (codeOf(thrown) === "ENOENT") return undefined;
    throw thrown;
  }
}

/**
 * Creates the directory `path` and its missing parents below `root`, none of them through a
 * link. @throws LinkRefusedError when one is a link or not a directory.
 */
export async function ensureWorkspaceDirectory(root: string, path: string): Promise<void> {
  const { parts } = locate(root, path);
  await walkParents(root, [...parts, ""], true);
}

/**
 * The names in the directory `path` (none when it does not exist); the directory and its
 * parents must not be links. Entries are names only: each is opened through this module.
 * @throws LinkRefusedError when a component is a link.
 */
export async function listWorkspaceDirectory(root: string, path: string): Promise<string[]> {
  const { absolute, parts } = locate(root, path);
  if (!(await walkParents(root, [...parts, ""], false))) return [];
  try {
    return await readdir(absolute);
  } catch (thrown) {
    if (codeOf(thrown) === "ENOENT") return [];
    throw thrown;
  }
}

/** What stands at a path, by `lstat` (a link is `link`, never what it points at). */
export type WorkspaceEntryKind = "file" | "directory" | "link" | "other";

/**
 * What stands at `path` (undefined when nothing); its parents must not be links.
 * @throws LinkRefusedError when a parent is a link.
 */
export async function workspaceEntryKind(
  root: string,
  path: string,
): Promise<WorkspaceEntryKind | undefined> {
  const { absolute, parts } = locate(root, path);
  if (!(await walkParents(root, parts, false))) return undefined;
  try {
    const stats = await lstat(absolute);
    if (stats.isSymbolicLink()) return "link";
    return stats.isFile() ? "file" : stats.isDirectory() ? "directory" : "other";
  } catch (thrown) {
    if (codeOf(thrown) === "ENOENT") return undefined;
    throw thrown;
  }
}

/**
 * The target text of the link at `path` (what `readlink` says, never followed); undefined when
 * `path` is not a link. For recording a person's own link as it is, e.g. a rollback baseline.
 * @throws LinkRefusedError when a parent is a link.
 */
export async function readWorkspaceLink(root: string, path: string): Promise<string | undefined> {
  if ((await workspaceEntryKind(root, path)) !== "link") return undefined;
  return readlink(locate(root, path).absolute);
}

/**
 * Puts a link to `target` at `path` (replacing what is there, atomically by rename), parents
 * not followed. Only to restore a link that was there before (a rollback): the host never opens it.
 * @throws LinkRefusedError when a parent is a link.
 */
export async function placeWorkspaceLink(root: string, path: string, target: string): Promise<void> {
  const { absolute, parts } = locate(root, path);
  await walkParents(root, parts, true);
  const temporary = join(dirname(absolute), `.${basename(absolute)}.${randomBytes(6).toString("hex")}.link`);
  await symlink(target, temporary);
  await rename(temporary, absolute).catch(async (thrown: unknown) => {
    await ignoreCleanupError(unlink(temporary));
    throw thrown;
  });
}

/** Options of {@link writeWorkspaceFile}. */
export interface WorkspaceWriteOptions {
  /** fsync the file and its directory (the default); false for caches, which are computed again. */
  readonly durable?: boolean;
}

/**
 * Replaces `path` with `data` atomically: a temporary file beside it (created exclusively,
 * never through a link), renamed over the target — which replaces a link there instead of
 * writing through it. Missing parents are created, none through a link.
 * @throws LinkRefusedError when a parent is a link.
 * @throws AlfredError `io_failed` when the write fails.
 */
export async function writeWorkspaceFile(
  root: string,
  path: string,
  data: string | Uint8Array,
  options: WorkspaceWriteOptions = {},
): Promise<void> {
  const { absolute, parts } = locate(root, path);
  await walkParents(root, parts, true);
  const directory = dirname(absolute);
  const temporary = join(
    directory,
    `.${basename(absolute)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`,
  );
  try {
    const handle = await open(
      temporary,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      0o644,
    );
    try {
      await handle.writeFile(data);
      if (options.durable !== false) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, absolute);
  } catch (thrown) {
    await ignoreCleanupError(unlink(temporary));
    throw new AlfredError("io_failed", ioMessage(`cannot write ${shown(parts, parts.length)}`, thrown), {
      cause: thrown,
    });
  }
  if (options.durable !== false) await fsyncDirectory(directory);
}

/**
 * Appends `text` to `path` (created when missing), fsync'ed, never through a link.
 * @throws LinkRefusedError when a component is a link or the file is not a regular file.
 */
export async function appendWorkspaceFile(root: string, path: string, text: string): Promise<void> {
  const { parts } = locate(root, path);
  await walkParents(root, parts, true);
  const handle = await openFile(root, path, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT);
  if (handle === undefined)
    throw new AlfredError("io_failed", `cannot append to ${shown(parts, parts.length)}`);
  try {
    await handle.appendFile(text, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Moves the file `from` to `to` (both inside `root`), neither through a link; a link at `from`
 * is refused rather than moved.
 * @throws LinkRefusedError when a component is a link.
 */
export async function renameWorkspaceFile(root: string, from: string, to: string): Promise<void> {
  const source = locate(root, from);
  const target = locate(root, to);
  if ((await statWorkspaceFile(root, from)) === undefined)
    throw new AlfredError(
      "io_failed",
      `cannot move ${shown(source.parts, source.parts.length)}: it does not exist`,
    );
  await walkParents(root, target.parts, true);
  await rename(source.absolute, target.absolute);
}

/**
 * Deletes `path` when it exists. A link there is removed itself (unlink never follows); its
 * parents must not be links. @throws LinkRefusedError when a parent is a link.
 */
export async function removeWorkspaceFile(root: string, path: string): Promise<void> {
  const { absolute, parts } = locate(root, path);
  if (!(await walkParents(root, parts, false))) return;
  await unlink(absolute).catch((thrown: unknown) => {
    if (codeOf(thrown) !== "ENOENT") throw thrown;
  });
}
