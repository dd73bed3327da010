import type * as z from "zod";

type PathKey = PropertyKey;

/** Renders a JSON path the way people write it: `PreToolUse[0].command`, `["odd key"]`. */
function formatJsonPath(path: readonly PathKey[]): string {
  let text = "";
  for (const key of path) {
    if (typeof key === "number") text += `[${key}]`;
    else if (typeof key === "string" && /^[A-Za-z_$][\w$]*$/.test(key)) text += text === "" ? key : `.${key}`;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text;
}

function valueAt(root: unknown, path: readonly PathKey[]): { found: boolean; value: unknown } {
  let current: unknown = root;
  for (const key of path) {
    if (typeof current !== "object" || current === null || typeof key === "symbol") {
      return { found: false, value: undefined };
    }
    if (!Object.prototype.hasOwnProperty.call(current, key)) return { found: false, value: undefined };
    current = (current as Record<string | number, unknown>)[key];
  }
  return { found: true, value: current };
}

function describeType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return article(typeof value);
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === "invalid_type") {
    const at = valueAt(input, issue.path);
    const expected = article(issue.expected);
    return at.found ? `expected ${expected}, got ${describeType(at.value)}` : `missing; expected ${expected}`;
  }
  if (issue.code === "invalid_value") {
    return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
  }
  return issue.message;
}

/** One zod issue, as the JSON path it concerns (`""` for the root) and what is wrong there. */
export interface IssueLine {
  readonly path: string;
  readonly problem: string;
}

/**
 * Turns zod issues into problems a person (or the model) can act on, each with the
 * JSON path and what was expected (`PreToolUse[0].command` / `expected a string, got a number`).
 * Unknown fields are named at their own path. `input` is the value that was parsed.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], input: unknown): IssueLine[] {
  const lines: IssueLine[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        lines.push({ path: formatJsonPath([...issue.path, key]), problem: "unknown field" });
      continue;
    }
    lines.push({ path: formatJsonPath(issue.path), problem: describeIssue(issue, input) });
  }
  return lines;
}

/** {@link describeIssues} as `path: problem` lines (just `problem` at the root). */
export function formatIssues(issues: readonly z.core.$ZodIssue[], input: unknown): string[] {
  return describeIssues(issues, input).map(({ path, problem }) =>
    path === "" ? problem : `${path}: ${problem}`,
  );
}
