/**
 * Path handling shared by the file tools: every path the model names goes
 * through the path jail, and results are shown relative to the workspace.
 */
import { realpath, stat } from "node:fs/promises";
import type { Stats } from "node:fs";
import { relative, sep } from "node:path";
import { resolveInside } from "../../../platform/fs/path-jail.js";

/** A path the jail accepted: the real absolute path, the real workspace root and the path relative to it. */
interface ToolPath {
  readonly abs: string;
  readonly root: string;
  /** `/`-separated, relative to `root`; `.` for the root itself. */
  readonly rel: string;
}

/** The verdict of {@link resolveToolPath}. */
export type ToolPathResult =
  ({ readonly ok: true } & ToolPath) | { readonly ok: false; readonly error: string };

/** `abs` relative to `root`, `/`-separated, `.` for the root itself. */
export function relativePath(root: string, abs: string): string {
  const rel = relative(root, abs);
  if (rel === "") return ".";
  return sep === "/" ? rel : rel.split(sep).join("/");
}

/**
 * Resolves `path` (workspace-relative or absolute) inside `workingDir` with
 * {@link resolveInside}; a refusal becomes an error message for the model.
 */
export async function resolveToolPath(workingDir: string, path: string): Promise<ToolPathResult> {
  const verdict = await resolveInside(workingDir, path);
  if (!verdict.ok) return { ok: false, error: `Refused: ${verdict.reason}` };
  let root: string;
  try {
    root = await realpath(workingDir);
  } catch {
    return { ok: false, error: `Refused: workspace root cannot be resolved: ${workingDir}` };
  }
  return { ok: true, abs: verdict.path, root, rel: relativePath(root, verdict.path) };
}

/**
 * The harness's own state under `.alfred/`: run directories, the memory store, caches. The file
 * tools never write there (memory changes only through the memory tools); checked on the
 * resolved path, so a link elsewhere in the workspace does not lead in either.
 */
const HARNESS_STATE = [".alfred/workflows", ".alfred/memory", ".alfred/cache"] as const;

/** Why the file tools may not write `rel` (workspace-relative, resolved), or undefined. */
function harnessStateRefusal(rel: string): string | undefined {
  const lower = rel.toLowerCase();
  const hit = HARNESS_STATE.find((dir) => lower === dir || lower.startsWith(`${dir}/`));
  if (hit === undefined) return undefined;
  return `Refused: ${rel} is the harness's own state (${hit}/); memory changes only through memory_upsert and memory_forget`;
}

/** {@link resolveToolPath} for a write: also refuses the harness's state ({@link harnessStateRefusal}). */
export async function resolveWritablePath(workingDir: string, path: string): Promise<ToolPathResult> {
  const resolved = await resolveToolPath(workingDir, path);
  if (!resolved.ok) return resolved;
  const refused = harnessStateRefusal(resolved.rel);
  return refused === undefined ? resolved : { ok: false, error: refused };
}

/** `stat` that answers undefined for a missing path (ENOENT, ENOTDIR) instead of throwing. */
export async function statOrUndefined(path: string): Promise<Stats | undefined> {
  try {
    return await stat(path);
  } catch (error: unknown) {
    const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw error;
  }
}
