import type * as z from "zod";

/** A JSON path such as `features[3].description` from a zod issue path. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out === "" ? "(root)" : out;
}

/** `path: message` for one zod issue, e.g. `maxTurns: expected a positive integer`. */
export function formatZodIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") {
    return `${jsonPath(issue.path)}: unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}`;
  }
  return `${jsonPath(issue.path)}: ${issue.message}`;
}
