/**
 * Reading a file someone else wrote (a downloaded artifact's) without following a symbolic link
 * at its last component (`O_NOFOLLOW`) and only when it is a regular file within a size limit: a
 * link planted in an artifact must not make the host read one of its own files.
 */
import { constants } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { AlfredError } from "../../core/errors.js";

/**
 * The bytes of the regular file at `path` as UTF-8 text, or undefined when there is none.
 * @throws AlfredError `io_failed` when it is a link, not a regular file, larger than `maxBytes`, or unreadable.
 */
export async function readTextNoFollow(path: string, maxBytes: number): Promise<string | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (thrown) {
    const code: unknown =
      typeof thrown === "object" && thrown !== null ? Reflect.get(thrown, "code") : undefined;
    if (code === "ENOENT") return undefined;
    const why = code === "ELOOP" ? "is a symbolic link" : `cannot be opened (${String(code)})`;
    throw new AlfredError("io_failed", `${path} ${why}: refusing to read it`, { cause: thrown });
  }
  try {
    const info = await handle.stat();
    if (!info.isFile())
      throw new AlfredError("io_failed", `${path} is not a regular file: refusing to read it`);
    if (info.size > maxBytes)
      throw new AlfredError("io_failed", `${path} has ${info.size} bytes, more than the ${maxBytes} allowed`);
    return (await handle.readFile()).toString("utf8");
  } finally {
    await handle.close();
  }
}
