import type * as z from "zod";
import type { TextBlock } from "../core/messages.js";
import type {
  PermissionResult,
  PermissionTarget,
  Tool,
  ToolContext,
  ToolPermissionContext,
  ToolResult,
} from "./tool-contract.js";

/** What a tool author must say; everything else gets a conservative default. */
export interface ToolDefinition<In extends z.ZodType, Out> {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: In;
  call(input: z.output<In>, ctx: ToolContext): Promise<ToolResult<Out>>;
  isEnabled?(): boolean;
  isReadOnly?(input: z.output<In>): boolean;
  isConcurrencySafe?(input: z.output<In>): boolean;
  checkPermissions?(input: z.output<In>, ctx: ToolPermissionContext): Promise<PermissionResult>;
  describeCall?(input: z.output<In>): string;
  render?(result: ToolResult<Out>): readonly TextBlock[];
  permissionTarget?(input: z.output<In>): PermissionTarget;
}

/** Serialises tool content as one text block: strings as they are, anything else as JSON. */
function renderAsText(result: ToolResult<unknown>): readonly TextBlock[] {
  const { content } = result;
  const text = typeof content === "string" ? content : (JSON.stringify(content, null, 2) ?? "");
  return [{ type: "text", text }];
}

/**
 * Builds a {@link Tool} with the spec's conservative defaults: enabled, not
 * read-only, not concurrency-safe (so it runs serially), permission `allow`,
 * labelled by its name, rendered as text, touching nothing the jail checks.
 */
export function buildTool<In extends z.ZodType, Out>(definition: ToolDefinition<In, Out>): Tool<In, Out> {
  return {
    name: definition.name,
    description: definition.description,
    inputSchema: definition.inputSchema,
    call: (input, ctx) => definition.call(input, ctx),
    isEnabled: () => definition.isEnabled?.() ?? true,
    isReadOnly: (input) => definition.isReadOnly?.(input) ?? false,
    isConcurrencySafe: (input) => definition.isConcurrencySafe?.(input) ?? false,
    checkPermissions: (input, ctx) =>
      definition.checkPermissions?.(input, ctx) ?? Promise.resolve({ behavior: "allow" }),
    describeCall: (input) => definition.describeCall?.(input) ?? definition.name,
    render: (result) => definition.render?.(result) ?? renderAsText(result),
    permissionTarget: (input) => definition.permissionTarget?.(input) ?? { kind: "other" },
  };
}
