import { editDistance } from "../core/edit-distance.js";
import type { AnyTool } from "./tool-contract.js";

/** How a requested tool name was resolved. */
export type ToolLookup =
  | {
      readonly found: true;
      readonly tool: AnyTool;
      readonly repairedFrom?: string;
      readonly rung: "exact" | "case_insensitive" | "snake_case";
    }
  | { readonly found: false; readonly error: string; readonly closest: readonly string[] };

/** `WebSearch`, `webSearch`, `web-search`, `Web Search` → `web_search`. */
function toSnakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .replace(/[\s-]+/g, "_")
    .toLowerCase();
}

/** Up to `limit` tool names nearest to `name` by edit distance of their snake_case forms. */
function closestToolNames(name: string, tools: readonly AnyTool[], limit = 3): readonly string[] {
  const wanted = toSnakeCase(name);
  return tools
    .map((tool) => ({ name: tool.name, distance: editDistance(wanted, tool.name.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((entry) => entry.name);
}

/**
 * Looks a tool up with the auto-repair ladder: exact → case-insensitive →
 * snake_case → not found, with an error naming the closest tools so the
 * model can correct itself.
 */
export function findTool(tools: readonly AnyTool[], name: string): ToolLookup {
  const exact = tools.find((tool) => tool.name === name);
  if (exact !== undefined) return { found: true, tool: exact, rung: "exact" };
  const lower = name.toLowerCase();
  const caseInsensitive = tools.find((tool) => tool.name.toLowerCase() === lower);
  if (caseInsensitive !== undefined) {
    return { found: true, tool: caseInsensitive, repairedFrom: name, rung: "case_insensitive" };
  }
  const snake = toSnakeCase(name);
  const snakeMatch = tools.find((tool) => tool.name.toLowerCase() === snake);
  if (snakeMatch !== undefined)
    return { found: true, tool: snakeMatch, repairedFrom: name, rung: "snake_case" };
  const closest = closestToolNames(name, tools);
  const hint = closest.length > 0 ? ` Did you mean ${closest.map((each) => `"${each}"`).join(", ")}?` : "";
  return { found: false, error: `invalid_tool: there is no tool named "${name}".${hint}`, closest };
}
