import { compileGlob } from "../core/glob-pattern.js";

/**
 * True when a feature's change to `path` (workspace-relative) is not allowed:
 * anything under `.alfred/` (configuration, hooks, the run's own files), and
 * the `extra` globs an Action run adds (`.github/workflows/**`). This catches
 * changes made by any tool, bash included, which the per-call permission
 * check cannot see. (The feature list is checked by content: the harness
 * itself writes its statuses.)
 */
export function matchesProtected(path: string, extra: readonly string[]): boolean {
  if (path === ".alfred" || path.startsWith(".alfred/")) return true;
  return extra.some(
    (pattern) =>
      compileGlob(pattern, { dot: true }).test(path) || path.startsWith(`${pattern.replace(/\/\*\*$/, "")}/`),
  );
}
