/**
 * File-system errors as the user should read them. Node's recursive `mkdir` reports a read-only
 * file system as ENOENT ("no such file or directory, mkdir '…/.alfred/memory'"), which sends
 * people looking for a missing directory; asking the nearest existing directory whether it is
 * writable tells EROFS apart (issue 27).
 */
import { accessSync, constants } from "node:fs";
import { dirname } from "node:path";

function field(thrown: unknown, name: "code" | "syscall" | "path"): string | undefined {
  if (typeof thrown !== "object" || thrown === null || !(name in thrown)) return undefined;
  const value: unknown = Reflect.get(thrown, name);
  return typeof value === "string" ? value : undefined;
}

/** The error's code, with a `mkdir` ENOENT on a read-only file system read as the EROFS it is. */
export function fsErrorCode(thrown: unknown): string | undefined {
  const code = field(thrown, "code");
  const path = field(thrown, "path");
  if (code !== "ENOENT" || field(thrown, "syscall") !== "mkdir" || path === undefined) return code;
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    try {
      accessSync(dir, constants.W_OK);
      return code;
    } catch (probe) {
      const found = field(probe, "code");
      if (found === "EROFS") return "EROFS";
      if (found !== "ENOENT" || dirname(dir) === dir) return code;
    }
  }
}

/**
 * A raw Node file-system error's message, corrected when {@link fsErrorCode} finds it was a
 * read-only file system; undefined for anything that is not such an error.
 */
export function fsErrorMessage(thrown: unknown): string | undefined {
  const code = fsErrorCode(thrown);
  const syscall = field(thrown, "syscall");
  if (code === undefined || syscall === undefined || !(thrown instanceof Error)) return undefined;
  if (code !== "EROFS" || field(thrown, "code") === "EROFS") return thrown.message;
  return `EROFS: read-only file system, ${syscall} '${field(thrown, "path") ?? "?"}' (Node reports it as ENOENT): work in a writable checkout`;
}
