import * as z from "zod";
import type { ToolSpec } from "../providers/provider-contract.js";
import { applyToolFilter, type ToolFilter } from "../tools/tool-filter.js";
import type { AnyTool } from "../tools/tool-contract.js";

const specCache = new WeakMap<AnyTool, ToolSpec>();

/** Drops keys providers reject in tool schemas (`$schema`, zod's ±2^53 integer bounds). */
function cleanSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(cleanSchema);
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$schema") continue;
    if (
      (key === "minimum" || key === "maximum") &&
      typeof value === "number" &&
      Math.abs(value) >= Number.MAX_SAFE_INTEGER
    )
      continue;
    out[key] = cleanSchema(value);
  }
  return out;
}

/** The model-facing description of one tool: JSON Schema from its zod input schema (cached per tool). */
export function toolSpec(tool: AnyTool): ToolSpec {
  const cached = specCache.get(tool);
  if (cached !== undefined) return cached;
  const schema = cleanSchema(z.toJSONSchema(tool.inputSchema, { io: "input", unrepresentable: "any" }));
  const spec: ToolSpec = {
    name: tool.name,
    description: tool.description,
    inputSchema:
      typeof schema === "object" && schema !== null
        ? (schema as Record<string, unknown>)
        : { type: "object" },
  };
  specCache.set(tool, spec);
  return spec;
}

/** Specs of the tools the filter lets the model see. */
export function toolSpecs(tools: readonly AnyTool[], filter: ToolFilter | undefined): readonly ToolSpec[] {
  return tools.filter((tool) => applyToolFilter(filter, tool.name).available).map(toolSpec);
}
