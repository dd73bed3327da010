import type { PromptContext } from "./types.js";

/** The tools assumed when a context names none: the built-ins an unattended session gets. */
const ASSUMED_TOOLS: readonly string[] = [
  "file_read",
  "file_write",
  "file_edit",
  "bash",
  "glob",
  "grep",
  "web_fetch",
];

/** True when the model is offered `name` (or, for a name ending in `*`, any tool with that prefix). */
export function hasTool(context: PromptContext, name: string): boolean {
  const names = context.toolNames ?? ASSUMED_TOOLS;
  if (name.endsWith("*")) return names.some((tool) => tool.startsWith(name.slice(0, -1)));
  return names.includes(name);
}

/** The names among `candidates` the model is offered, as a `a, b and c` list of code spans; "" when none. */
export function listTools(context: PromptContext, candidates: readonly string[]): string {
  const present = candidates.filter((name) => hasTool(context, name)).map((name) => `\`${name}\``);
  if (present.length <= 1) return present.join("");
  return `${present.slice(0, -1).join(", ")} and ${present.at(-1) ?? ""}`;
}

/** Joins lines, dropping the `undefined` and `false` ones (conditional lines). */
export function lines(...parts: readonly (string | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === "string").join("\n");
}
