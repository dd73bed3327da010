/**
 * Which tools a run may use. `allowed` (absent = all) supports `prefix_*`
 * wildcards; `blocked` wins over `allowed`; `requireConfirmation` tools need a
 * human's yes on every call.
 */
export interface ToolFilter {
  readonly allowed?: readonly string[];
  readonly blocked?: readonly string[];
  readonly requireConfirmation?: readonly string[];
}

/** True when `name` matches `pattern`: exact, or `prefix*` matching any name with that prefix. */
export function matchesToolPattern(pattern: string, name: string): boolean {
  if (pattern === "*") return true;
  if (pattern.endsWith("*")) return name.startsWith(pattern.slice(0, -1));
  return pattern === name;
}

/** The filter's verdict on one tool name. */
export type ToolFilterVerdict =
  | { readonly available: true; readonly needsConfirmation: boolean }
  | { readonly available: false; readonly reason: string };

/** Decides whether the tool `name` may be offered and called under `filter`. */
export function applyToolFilter(filter: ToolFilter | undefined, name: string): ToolFilterVerdict {
  if (filter === undefined) return { available: true, needsConfirmation: false };
  if ((filter.blocked ?? []).some((pattern) => matchesToolPattern(pattern, name))) {
    return { available: false, reason: `tool "${name}" is blocked in this run` };
  }
  if (filter.allowed !== undefined && !filter.allowed.some((pattern) => matchesToolPattern(pattern, name))) {
    return { available: false, reason: `tool "${name}" is not in this run's allowed tools` };
  }
  const needsConfirmation = (filter.requireConfirmation ?? []).some((pattern) =>
    matchesToolPattern(pattern, name),
  );
  return { available: true, needsConfirmation };
}
