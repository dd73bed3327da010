/**
 * HEAD read from the files git keeps it in, without starting git: a run asks
 * for it five or six times before its first model request, and each
 * `git rev-parse` is a process (a fork of this one, ~5 ms of its thread).
 *
 * Only the plain cases are read: `HEAD` holding an object id (detached), or
 * `ref: refs/heads/<name>` whose ref is a loose file holding an object id, or
 * a line of `packed-refs` when there is no loose file. Anything else — a
 * symbolic ref pointing at another, a name git would refuse (`..`, a part
 * starting with `.`: the reftable backend's `refs/heads/.invalid`), a
 * symlink, an unborn branch, a large `packed-refs` — is left to git, which
 * answers (or fails) as it always did. Nothing is remembered between calls.
 */
import { lstat, readFile } from "node:fs/promises";
import { join } from "node:path";
import { git } from "./git.js";
import { gitLayout } from "./git-layout.js";

/** What HEAD points at. */
export interface Head {
  /** The object id of the commit. */
  readonly sha: string;
  /** The branch checked out (`main`, `alfred/42-1`); undefined when detached. */
  readonly branch: string | undefined;
}

const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** Beyond this, `packed-refs` (a repository with many tags) is left to git. */
const MAX_PACKED_REFS_BYTES = 1 << 20;

/** A branch name read from HEAD that git itself would accept (and that stays under `refs/heads/`). */
function plainBranchRef(ref: string): boolean {
  const parts = ref.split("/");
  return (
    ref.startsWith("refs/heads/") &&
    parts.length > 2 &&
    parts.every((part) => part !== "" && !part.startsWith(".") && !part.endsWith(".lock")) &&
    ![...ref].some((char) => char <= " " || char === "\x7f" || "~^:?*[\\".includes(char)) &&
    !ref.includes("..") &&
    !ref.includes("@{")
  );
}

/** The text of a regular file of at most `maxBytes`; undefined otherwise (missing, a symlink, too large). */
async function smallFile(path: string, maxBytes: number): Promise<string | undefined> {
  // Unreadable counts as missing: the caller then asks git, which reports a real problem itself.
  const found = await lstat(path).catch(() => undefined);
  if (found === undefined || !found.isFile() || found.size > maxBytes) return undefined;
  // Unreadable counts as missing: the caller then asks git, which reports a real problem itself.
  return readFile(path, "utf8").catch(() => undefined);
}

/** `ref`'s object id in a `packed-refs` text (peeled `^` lines and comments skipped). */
function packedRef(text: string, ref: string): string | undefined {
  for (const line of text.split("\n")) {
    const space = line.indexOf(" ");
    if (space > 0 && line.slice(space + 1) === ref) return line.slice(0, space);
  }
  return undefined;
}

/** HEAD from the files, or undefined when git must be asked (module comment). */
export async function headFromFiles(cwd: string): Promise<Head | undefined> {
  // Reading the files is a shortcut only: when it fails, git is asked and reports any real problem.
  const layout = await gitLayout(cwd).catch(() => undefined);
  if (layout === undefined) return undefined;
  const head = (await smallFile(join(layout.gitDir, "HEAD"), 4096))?.trim();
  if (head === undefined) return undefined;
  if (OBJECT_ID.test(head)) return { sha: head, branch: undefined };
  const ref = head.startsWith("ref: ") ? head.slice(5) : "";
  if (!plainBranchRef(ref)) return undefined;
  const branch = ref.slice("refs/heads/".length);
  const loose = await smallFile(join(layout.commonDir, ref), 4096);
  if (loose !== undefined) return OBJECT_ID.test(loose.trim()) ? { sha: loose.trim(), branch } : undefined;
  const packed = await smallFile(join(layout.commonDir, "packed-refs"), MAX_PACKED_REFS_BYTES);
  const sha = packed === undefined ? undefined : packedRef(packed, ref);
  return sha !== undefined && OBJECT_ID.test(sha) ? { sha, branch } : undefined;
}

/**
 * The commit HEAD points at in `cwd` (`git rev-parse HEAD`).
 * @throws AlfredError `git_failed` outside a repository or before the first commit.
 */
export async function headSha(cwd: string): Promise<string> {
  return (await headFromFiles(cwd))?.sha ?? (await git(["rev-parse", "HEAD"], { cwd })).stdout.trim();
}
