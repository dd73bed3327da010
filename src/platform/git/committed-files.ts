/**
 * Files of a commit, read byte for byte as committed (no filters, no textconv): any number of
 * paths in one `git ls-tree` and one `git cat-file --batch`, and remembered. A commit's files
 * never change, so what was read of a commit named by its object id is read once per process:
 * the Action reads its configuration, hooks, language and MCP servers' settings and the
 * repository's instructions from the same commit, which took eight git processes and takes two.
 */
import { git } from "./git.js";
import { readBlobs } from "./git-bytes.js";

/** A full object id (SHA-1 or SHA-256): a name that cannot move, unlike `HEAD` or a branch. */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** Reads remembered per repository, commit and path; a failed read is forgotten, so it is retried. */
const remembered = new Map<string, Promise<string | undefined>>();
const REMEMBERED_MAX = 512;

/**
 * The content of each of `paths` in commit `sha`, in order, `undefined` for a path the commit
 * does not have as a file. Paths not yet read are read together.
 * @throws AlfredError `git_failed` when `sha` is not a commit of the repository.
 */
export function readCommittedFiles(
  cwd: string,
  sha: string,
  paths: readonly string[],
): Promise<(string | undefined)[]> {
  const keyOf = (path: string): string => `${cwd}\0${sha}\0${path}`;
  const immutable = OBJECT_ID.test(sha);
  const unread = [...new Set(paths)].filter((path) => !immutable || !remembered.has(keyOf(path)));
  const fresh = new Map<string, Promise<string | undefined>>();
  if (unread.length > 0) {
    const read = readFromCommit(cwd, sha, unread);
    for (const path of unread)
      fresh.set(
        path,
        read.then((found) => found.get(path)),
      );
  }
  // Every path is fresh or remembered (an unread one was read above).
  const texts = paths.map(
    (path) => fresh.get(path) ?? remembered.get(keyOf(path)) ?? Promise.resolve(undefined),
  );
  if (immutable) {
    if (remembered.size + fresh.size > REMEMBERED_MAX) remembered.clear();
    for (const [path, text] of fresh) {
      const key = keyOf(path);
      remembered.set(key, text);
      text.catch(() => remembered.delete(key));
    }
  }
  return Promise.all(texts);
}

/**
 * The content of `path` in commit `sha`, or `undefined` when the commit has no such file.
 * @throws AlfredError `git_failed` when `sha` is not a commit of the repository.
 */
export async function readCommittedFile(cwd: string, sha: string, path: string): Promise<string | undefined> {
  const [text] = await readCommittedFiles(cwd, sha, [path]);
  return text;
}

/** One `ls-tree` for every path, one `cat-file --batch` for the files found. */
async function readFromCommit(
  cwd: string,
  sha: string,
  paths: readonly string[],
): Promise<Map<string, string | undefined>> {
  const listed = await git(["ls-tree", "-z", "--full-tree", sha, "--", ...paths], { cwd });
  const wanted = new Set(paths);
  const blobs = new Map<string, string>();
  for (const entry of listed.stdout.split("\0")) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.*)$/s.exec(entry);
    if (match?.[1] !== undefined && match[2] !== undefined && wanted.has(match[2]))
      blobs.set(match[2], match[1]);
  }
  const contents = blobs.size === 0 ? [] : await readBlobs(cwd, [...blobs.values()]);
  const texts = new Map<string, string | undefined>(paths.map((path) => [path, undefined]));
  [...blobs.keys()].forEach((path, index) => texts.set(path, contents[index]?.toString("utf8")));
  return texts;
}
