import type { AfterToolCall, AnyTool, AuthorizeToolCall, ToolRuntime } from "../tools/tool-contract.js";
import { evaluatePermission } from "./evaluate.js";
import { runPostToolUseHooks } from "./tool-hooks.js";
import type { AskRequest, PermissionDecision, PermissionPolicy } from "./policy.js";
import { omitUndefined } from "../core/omit-undefined.js";

/** The two callbacks the engine takes from the host. */
export interface PermissionGate {
  readonly authorize: AuthorizeToolCall;
  readonly afterToolCall: AfterToolCall;
}

/** Where the gate reports what the engine's types have no room for. Callbacks must not throw (if they do, it is ignored). */
export interface PermissionGateOptions {
  /** Every decision, for the journal and the ledger. */
  readonly onDecision?: (tool: AnyTool, decision: PermissionDecision) => void;
  /** Hook trouble that did not block (crash, timeout, bad output, PostToolUse exit 2). */
  readonly onNote?: (note: string) => void;
}

/** Adapts the runtime's free-form question (interactive CLI) to a yes/no approval. */
function askThroughRuntime(
  askUser: NonNullable<ToolRuntime["askUser"]>,
): (question: AskRequest) => Promise<boolean> {
  return async (question) => {
    const answer = await askUser(`Allow ${question.label}? ${question.reason}`, ["allow", "deny"]);
    return ["allow", "y", "yes"].includes(answer.trim().toLowerCase());
  };
}

function safely(report: () => void): void {
  try {
    report();
  } catch {
    // A broken reporter must not change a permission decision.
  }
}

/**
 * Builds the engine's `authorize` and `afterToolCall` from a policy. `authorize`
 * evaluates the call in `ctx.workingDir` in `ctx.permissionMode` (the mode's one
 * carrier from the host), asks through `policy.ask` or else `ctx.runtime.askUser`,
 * and turns a deny into a reason the model reads (`Permission denied (path_jail): …`).
 * `afterToolCall` runs PostToolUse hooks after successful calls. Neither throws.
 */
export function createPermissionGate(
  policy: PermissionPolicy,
  options: PermissionGateOptions = {},
): PermissionGate {
  const report = (notes: readonly string[] | undefined): void => {
    for (const note of notes ?? []) safely(() => options.onNote?.(note));
  };

  const authorize: AuthorizeToolCall = async (tool, input, ctx) => {
    const askUser = ctx.runtime.askUser;
    const ask = policy.ask ?? (askUser === undefined ? undefined : askThroughRuntime(askUser));
    const { ask: _ignored, ...rest } = policy;
    const effective: PermissionPolicy = { ...rest, ...omitUndefined({ ask }) };
    const decision = await evaluatePermission(
      { tool, input, workingDir: ctx.workingDir, permissionMode: ctx.permissionMode, signal: ctx.signal },
      effective,
    );
    report(decision.notes);
    safely(() => options.onDecision?.(tool, decision));
    return decision.behavior === "allow"
      ? { behavior: "allow", input: decision.input }
      : { behavior: "deny", reason: `Permission denied (${decision.layer}): ${decision.reason}` };
  };

  const afterToolCall: AfterToolCall = async (tool, input, result, ctx) => {
    if (result.isError === true) return;
    try {
      const notes = await runPostToolUseHooks(
        policy.hooks,
        {
          tool,
          input,
          response: result.content,
          workingDir: ctx.workingDir,
          permissionMode: ctx.permissionMode,
        },
        {
          boundary: policy.boundary,
          ...omitUndefined({ timeoutMs: policy.hookTimeoutMs }),
          signal: ctx.signal,
        },
      );
      report(notes);
    } catch (error: unknown) {
      report([`PostToolUse hooks failed: ${error instanceof Error ? error.message : String(error)}`]);
    }
  };

  return { authorize, afterToolCall };
}
