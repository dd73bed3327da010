/**
 * One tool call from an MCP client, made the way the engine makes it: input
 * validated against the tool's strict schema, authorised by the permission
 * gate in the `mcp` host's mode (`plan`: path jail with symlinks resolved, read-only only),
 * run, rendered to text, redacted, and — for content that comes from the
 * repository (`ToolResult.untrusted`) — fenced as data, as the engine fences it
 * for its own model. Never throws: failures are error results.
 */
import { errorMessage } from "../core/errors.js";
import { permissionModeFor } from "../core/host-profiles.js";
import { formatZodIssue } from "../core/zod-issues.js";
import { createPermissionGate } from "../permissions/permission-gate.js";
import { NO_HOOKS } from "../permissions/policy.js";
import { createBoundary } from "../platform/boundary/boundary.js";
import { redact } from "../security/secrets/redact.js";
import { fence } from "../security/text/taint.js";
import type { AnyTool, FileSnapshot, ToolContext } from "../tools/tool-contract.js";

/** What a call answers: text, and whether it is an error. */
export interface McpToolAnswer {
  readonly text: string;
  readonly isError: boolean;
}

/** The per-server state calls share. */
export interface McpCallContext {
  /** The workspace root, symlinks resolved. */
  readonly workingDir: string;
  readonly knownSecrets: readonly string[];
}

/**
 * A tool context for one call: the `mcp` host's mode (no client chooses another), no sandboxed
 * processes beyond the tools' own searches, no network (an empty egress list).
 */
function toolContext(workingDir: string, signal: AbortSignal): ToolContext {
  return {
    workingDir,
    signal,
    readFileState: new Map<string, FileSnapshot>(),
    permissionMode: permissionModeFor("mcp", undefined),
    runtime: { boundary: createBoundary({ workingDir, sandbox: "off", env: {} }) },
  };
}

/** Calls `tool` with `args` (see the module comment). */
export async function callToolForMcp(
  tool: AnyTool,
  args: unknown,
  context: McpCallContext,
  signal: AbortSignal,
): Promise<McpToolAnswer> {
  const clean = (text: string): string => redact(text, { knownSecrets: context.knownSecrets });
  const parsed = tool.inputSchema.safeParse(args ?? {});
  if (!parsed.success) {
    return { text: `Invalid input: ${parsed.error.issues.map(formatZodIssue).join("; ")}`, isError: true };
  }
  const ctx = toolContext(context.workingDir, signal);
  const gate = createPermissionGate({
    rules: [],
    hooks: NO_HOOKS,
    boundary: ctx.runtime.boundary,
  });
  try {
    const verdict = await gate.authorize(tool, parsed.data, ctx);
    if (verdict.behavior === "deny") return { text: clean(verdict.reason), isError: true };
    const result = await tool.call(verdict.input, ctx);
    const text = tool
      .render(result)
      .map((block) => block.text)
      .join("\n");
    const safe = clean(text);
    return {
      // Redacted before fencing, so the fence's own markup is never rewritten (as `toModelText`).
      text: result.untrusted === true ? fence(safe, result.source ?? tool.name) : safe,
      isError: result.isError === true,
    };
  } catch (thrown) {
    return { text: clean(`${tool.name} failed: ${errorMessage(thrown)}`), isError: true };
  }
}
