import { systemDeps } from "../core/deps.js";
import { errorMessage } from "../core/errors.js";
import type { ToolUseBlock } from "../core/messages.js";
import { findTool } from "../tools/find-tool.js";
import { applyToolFilter } from "../tools/tool-filter.js";
import type { AnyTool, ToolContext, ToolResult } from "../tools/tool-contract.js";
import { QUERY_DEFAULTS, type ExecutedToolCall, type QueryConfig } from "./query-config.js";
import { describeInvalidInput, toModelText } from "./tool-output.js";

/** A tool call after lookup and validation, ready to authorize and run. */
export interface PreparedCall {
  readonly block: ToolUseBlock;
  readonly tool: AnyTool | undefined;
  readonly input: unknown;
  readonly label: string;
  /** Set when the call cannot run (unknown tool, filtered out, invalid input). */
  readonly rejection?: string;
  readonly needsConfirmation: boolean;
  /** True when it may run alongside its neighbours. */
  readonly parallel: boolean;
}

/** Finds the tool (with name repair), applies the filter and validates the input. Never throws. */
export function prepareCall(
  block: ToolUseBlock,
  tools: readonly AnyTool[],
  config: QueryConfig,
): PreparedCall {
  const rejected = (label: string, rejection: string): PreparedCall => ({
    block,
    tool: undefined,
    input: block.input,
    label,
    rejection,
    needsConfirmation: false,
    parallel: false,
  });
  const lookup = findTool(tools, block.name);
  if (!lookup.found) return rejected(block.name, lookup.error);
  const { tool } = lookup;
  const verdict = applyToolFilter(config.toolHost.toolFilter, tool.name);
  if (!verdict.available) return rejected(tool.name, verdict.reason);
  const parsed = tool.inputSchema.safeParse(block.input ?? {});
  if (!parsed.success) return rejected(tool.name, describeInvalidInput(tool.name, parsed.error));
  const input: unknown = parsed.data;
  let label = tool.name;
  let parallel = false;
  try {
    label = tool.describeCall(input);
    parallel = tool.isReadOnly(input) && tool.isConcurrencySafe(input);
  } catch {
    // A tool whose metadata throws runs serially under its bare name.
  }
  return { block, tool, input, label, needsConfirmation: verdict.needsConfirmation, parallel };
}

function errorResult(text: string): ToolResult<string> {
  return { content: text, isError: true };
}

async function runAuthorized(
  call: PreparedCall,
  tool: AnyTool,
  ctx: ToolContext,
  config: QueryConfig,
): Promise<ToolResult<unknown>> {
  if (call.needsConfirmation) {
    const confirmed =
      config.toolHost.confirm === undefined ? false : await config.toolHost.confirm(tool.name, call.label);
    if (!confirmed)
      return errorResult(`Permission denied: ${call.label} requires confirmation, and it was not given.`);
  }
  const authorization =
    config.toolHost.authorize === undefined
      ? { behavior: "allow" as const, input: call.input }
      : await config.toolHost.authorize(tool, call.input, ctx);
  if (authorization.behavior === "deny") return errorResult(authorization.reason);
  const result = await tool.call(authorization.input, ctx);
  if (result.isError !== true && config.toolHost.afterToolCall !== undefined) {
    await config.toolHost.afterToolCall(tool, authorization.input, result, ctx);
  }
  return result;
}

/**
 * Runs one prepared call: confirmation, authorization, the tool itself, and
 * PostToolUse. Every failure becomes an error result the model can act on;
 * this never throws. `durationMs` covers the whole call.
 */
export async function executeToolCall(
  call: PreparedCall,
  ctx: ToolContext,
  config: QueryConfig,
): Promise<ExecutedToolCall> {
  // The injected clock, so durations are what a test (or a replay) says they are.
  const clock = config.deps ?? systemDeps;
  const startedAt = clock.now();
  const { block, tool, label } = call;
  config.onToolStart?.({ id: block.id, name: tool?.name ?? block.name, label });
  let result: ToolResult<unknown>;
  if (tool === undefined || call.rejection !== undefined) {
    result = errorResult(call.rejection ?? `invalid_tool: ${block.name}`);
  } else {
    try {
      result = await runAuthorized(call, tool, ctx, config);
    } catch (thrown) {
      result = errorResult(`tool ${tool.name} failed: ${errorMessage(thrown)}`);
    }
  }
  let rendered: string;
  try {
    rendered =
      tool === undefined
        ? String(result.content)
        : tool
            .render(result)
            .map((part) => part.text)
            .join("");
  } catch (thrown) {
    rendered = `tool ${block.name} produced output that could not be rendered: ${errorMessage(thrown)}`;
  }
  const modelText = toModelText(rendered, {
    untrusted: result.untrusted === true,
    source: result.source ?? tool?.name ?? block.name,
    maxChars: config.limits.maxToolOutputChars ?? QUERY_DEFAULTS.limits.maxToolOutputChars,
    knownSecrets: config.toolHost.knownSecrets ?? [],
  });
  const durationMs = Math.round((clock.now() - startedAt) * 100) / 100;
  const isError = result.isError === true;
  config.onToolResult?.({ id: block.id, name: tool?.name ?? block.name, label, isError, durationMs });
  return { id: block.id, name: tool?.name ?? block.name, label, result, modelText, durationMs };
}
