/**
 * Path jail: decides whether a path the model names stays inside the workspace.
 *
 * Why not `path.resolve` + `startsWith`: a lexical check is defeated by symlinks. A repository
 * (or a PR) can commit `docs -> /etc` or `notes.md -> ~/.ssh/id_rsa`; a lexical check sees
 * `workspace/docs/passwd` and says "inside". So the target is resolved the way the kernel
 * would walk it: component by component, following every symlink (with `readlink`, so a
 * *dangling* link to a file that does not exist yet is followed too — otherwise
 * `file_write("out.txt")` through `out.txt -> /home/runner/.bashrc` would create the file
 * outside), applying `..` to the *physical* directory reached so far, and re-appending the
 * tail that does not exist yet. The root is resolved the same way, then the two are compared
 * with `root + sep`, so `/repo-evil` is not inside `/repo`.
 *
 * Nothing is expanded or decoded: `~`, `$HOME` and `%2e%2e` are ordinary file names, because
 * the file tools hand the path to the file system, not to a shell or a URL parser.
 *
 * Limits (documented, not solved here): the answer is true at the moment of the check; a
 * process racing the caller could swap a directory for a link afterwards (TOCTOU), and hard
 * links cannot be told apart from ordinary files. Callers must use the returned real path,
 * never the path they were given.
 */
import { lstat, readlink, realpath, stat } from "node:fs/promises";
import { isAbsolute, parse, resolve, sep } from "node:path";

/** The verdict of {@link resolveInside}. */
export type PathJailVerdict = { ok: true; path: string } | { ok: false; reason: string };

/** Linux gives up after 40 links (`ELOOP`); so do we, so a link cycle cannot hang the agent. */
const MAX_SYMLINK_HOPS = 40;

class JailError extends Error {}

function errorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    return typeof error.code === "string" ? error.code : undefined;
  }
  return undefined;
}

function splitComponents(path: string): string[] {
  return path.split(/[\\/]+/).filter((part) => part !== "" && part !== ".");
}

/**
 * Resolves an absolute path physically, like the kernel: every existing symlink on the way is
 * replaced by its target (followed even when the target does not exist), `..` pops the
 * physical directory reached so far, and components that do not exist are kept as they are.
 */
async function resolvePhysically(absolute: string): Promise<string> {
  const { root } = parse(absolute);
  let current = root;
  const pending = splitComponents(absolute.slice(root.length));
  let hops = 0;
  while (pending.length > 0) {
    const component = pending.shift();
    if (component === undefined) break;
    if (component === "..") {
      current = resolve(current, "..");
      continue;
    }
    const next = resolve(current, component);
    let isLink = false;
    try {
      isLink = (await lstat(next)).isSymbolicLink();
    } catch (error: unknown) {
      const code = errorCode(error);
      // Missing (or under a non-directory): the rest is a tail that does not exist yet.
      if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
    }
    if (!isLink) {
      current = next;
      continue;
    }
    hops += 1;
    if (hops > MAX_SYMLINK_HOPS) throw new JailError("too many levels of symbolic links");
    const target = await readlink(next);
    if (target.includes("\0")) throw new JailError("a symbolic link on the way has an invalid target");
    if (isAbsolute(target)) current = parse(target).root;
    pending.unshift(
      ...splitComponents(isAbsolute(target) ? target.slice(parse(target).root.length) : target),
    );
  }
  return current;
}

function isWithin(root: string, candidate: string): boolean {
  if (candidate === root) return true;
  const prefix = root.endsWith(sep) ? root : root + sep;
  return candidate.startsWith(prefix);
}

/**
 * Resolves `path` (workspace-relative or absolute) against the workspace `root` and says
 * whether the file it designates — after following every symlink, including dangling ones and
 * links in parent directories — lies inside the root. The root itself counts as inside.
 *
 * This is the one security function that touches the disk (`lstat`, `readlink`, `realpath`);
 * it never writes.
 *
 * @param root - the workspace root; must exist and be a directory (it may itself be a link).
 * @param path - the path the model asked for; `~`, `$HOME`, `%2e%2e` are literal names.
 * @returns `{ ok: true, path }` with the resolved real path to use for the I/O, or
 *   `{ ok: false, reason }` with a human-readable reason.
 * @throws never: I/O failures become `{ ok: false, reason }`.
 */
export async function resolveInside(root: string, path: string): Promise<PathJailVerdict> {
  if (root === "" || path === "") return { ok: false, reason: "empty path" };
  // A NUL byte truncates the path in C APIs; Node rejects it, but refuse it explicitly.
  if (root.includes("\0") || path.includes("\0")) return { ok: false, reason: "path contains a NUL byte" };
  let realRoot: string;
  try {
    realRoot = await realpath(resolve(root));
    if (!(await stat(realRoot)).isDirectory()) {
      return { ok: false, reason: `workspace root is not a directory: ${root}` };
    }
  } catch (error: unknown) {
    return {
      ok: false,
      reason: `workspace root cannot be resolved: ${root} (${errorCode(error) ?? "error"})`,
    };
  }
  try {
    // Relative paths hang off the *unresolved* root so that `..` is applied physically by the
    // walk below (a `..` after a symlinked directory leaves that directory's real parent).
    // Plain concatenation, never `resolve`, which would collapse `..` lexically first.
    const requested = isAbsolute(path) ? path : resolve(root) + sep + path;
    const resolved = await resolvePhysically(requested);
    if (!isWithin(realRoot, resolved)) {
      // The path as the model wrote it, never where it led: a host path or PID (`/proc/45/environ`) is not news for it.
      return { ok: false, reason: `path resolves outside the workspace: ${path}` };
    }
    return { ok: true, path: resolved };
  } catch (error: unknown) {
    if (error instanceof JailError) return { ok: false, reason: error.message };
    return { ok: false, reason: `path cannot be resolved: ${path} (${errorCode(error) ?? "error"})` };
  }
}
