import type { AnyTool, PermissionResult } from "../tools/tool-contract.js";
import { decideByModeAndRules } from "./decide.js";
import { formatIssues } from "./format-issues.js";
import { checkHardDenies, type CheckedTarget } from "./hard-denies.js";
import { findLastMatchingRule } from "./rules.js";
import { runHook } from "./run-hook.js";
import { hooksFor } from "./tool-hooks.js";
import {
  DEFAULT_HOOK_TIMEOUT_MS,
  type AskRequest,
  type DenyLayer,
  type PermissionDecision,
  type PermissionPolicy,
  type PermissionRequest,
} from "./policy.js";
import { omitUndefined } from "../core/omit-undefined.js";

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `describeCall`, or the bare tool name if the tool's own label throws. */
function describe(tool: AnyTool, input: unknown): string {
  try {
    return tool.describeCall(input);
  } catch {
    return tool.name;
  }
}

function deny(layer: DenyLayer, reason: string, notes: readonly string[]): PermissionDecision {
  return notes.length === 0
    ? { behavior: "deny", layer, reason }
    : { behavior: "deny", layer, reason, notes };
}

function allow(input: unknown, notes: readonly string[]): PermissionDecision {
  return notes.length === 0 ? { behavior: "allow", input } : { behavior: "allow", input, notes };
}

type HookStep =
  | { readonly ok: true; readonly input: unknown; readonly checked: CheckedTarget }
  | { readonly ok: false; readonly decision: PermissionDecision };

/**
 * Step 2: PreToolUse hooks, in file order. Exit 2 blocks; JSON on stdout replaces
 * the input, which must pass the tool's schema and then step 1 again (a hook must
 * not smuggle a path out of the jail); anything else that goes wrong is a note.
 */
async function runPreToolUseHooks(
  request: PermissionRequest,
  policy: PermissionPolicy,
  first: CheckedTarget,
  notes: string[],
): Promise<HookStep> {
  const { tool, workingDir, signal } = request;
  let input = request.input;
  let checked = first;
  for (const hook of hooksFor(policy.hooks.PreToolUse, tool.name)) {
    const name = `PreToolUse hook \`${hook.command}\``;
    const outcome = await runHook(
      hook,
      {
        hook_event_name: "PreToolUse",
        tool_name: tool.name,
        tool_input: input,
        cwd: workingDir,
        permission_mode: request.permissionMode,
      },
      {
        workingDir,
        boundary: policy.boundary,
        timeoutMs: hook.timeoutMs ?? policy.hookTimeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS,
        ...omitUndefined({ signal }),
      },
    );
    switch (outcome.kind) {
      case "pass":
        break;
      case "failed":
        notes.push(`PreToolUse ${outcome.reason}`);
        break;
      case "block":
        return { ok: false, decision: deny("hook", outcome.reason, notes) };
      case "rewrite": {
        const parsed = tool.inputSchema.safeParse(outcome.input);
        if (!parsed.success) {
          const issues = formatIssues(parsed.error.issues, outcome.input).join("; ");
          return {
            ok: false,
            decision: deny(
              "hook",
              `${name} rewrote the ${tool.name} input into an invalid one: ${issues}`,
              notes,
            ),
          };
        }
        input = parsed.data;
        const label = describe(tool, input);
        const again = await checkHardDenies(tool, input, workingDir, policy, label);
        if (!again.ok)
          return {
            ok: false,
            decision: deny(again.layer, `${again.reason} (after ${name} rewrote it)`, notes),
          };
        checked = again.value;
        notes.push(`${name} rewrote the input: ${label}`);
        break;
      }
    }
  }
  if (signal?.aborted === true) {
    // A guard that was cut short by the abort did not clear the call.
    return {
      ok: false,
      decision: deny("hook", "the call was aborted while its PreToolUse hooks ran", notes),
    };
  }
  return { ok: true, input, checked };
}

async function toolVerdict(
  request: PermissionRequest,
  policy: PermissionPolicy,
  input: unknown,
): Promise<PermissionResult> {
  try {
    return await request.tool.checkPermissions(input, {
      permissionMode: request.permissionMode,
      workingDir: request.workingDir,
    });
  } catch (error: unknown) {
    return { behavior: "deny", reason: `its permission check failed (${message(error)})` };
  }
}

function isReadOnly(tool: AnyTool, input: unknown): boolean {
  try {
    return tool.isReadOnly(input);
  } catch {
    return false;
  }
}

async function resolveAsk(
  question: AskRequest,
  policy: PermissionPolicy,
  notes: string[],
): Promise<PermissionDecision> {
  if (policy.ask === undefined) {
    return deny(
      "no_approver",
      `${question.label} needs approval (${question.reason}), and there is no terminal to ask: ` +
        "run with --yes or add a rule in .alfred/config.json",
      notes,
    );
  }
  try {
    const approved = await policy.ask(question);
    return approved
      ? allow(question.input, notes)
      : deny("user", `${question.label} was declined by the user`, notes);
  } catch (error: unknown) {
    return deny(
      "no_approver",
      `${question.label} needs approval, and asking failed: ${message(error)}`,
      notes,
    );
  }
}

async function evaluate(request: PermissionRequest, policy: PermissionPolicy): Promise<PermissionDecision> {
  const { tool, workingDir } = request;
  const notes: string[] = [];
  const first = await checkHardDenies(tool, request.input, workingDir, policy, describe(tool, request.input));
  if (!first.ok) return deny(first.layer, first.reason, notes);

  const hooked = await runPreToolUseHooks(request, policy, first.value, notes);
  if (!hooked.ok) return hooked.decision;
  const { input, checked } = hooked;
  const label = describe(tool, input);

  const rule = findLastMatchingRule(policy.rules, tool.name, checked.subject);
  const verdict = decideByModeAndRules({
    permissionMode: request.permissionMode,
    ...omitUndefined({ rule }),
    tool: await toolVerdict(request, policy, input),
    readOnly: isReadOnly(tool, input),
    editInsideWorkspace: checked.editInsideWorkspace,
    label,
  });
  switch (verdict.behavior) {
    case "allow":
      return allow(input, notes);
    case "deny":
      return deny(verdict.layer, verdict.reason, notes);
    case "ask":
      return resolveAsk(
        { toolName: tool.name, label, reason: verdict.reason, input, target: checked.target },
        policy,
        notes,
      );
  }
}

/**
 * Decides whether one validated call may run, in the order of DESIGN.md
 * ("first hard stop wins"): (1) path jail, kill-list, protected paths, egress —
 * even in `bypass`; (2) PreToolUse hooks, which may block or rewrite the input
 * (a rewrite is re-validated and re-checked by step 1); (3) mode, rules (last match
 * wins) and the tool's own verdict, see {@link decideByModeAndRules}; (4) `ask`
 * goes to `policy.ask`, or is denied when nobody can answer. An allow carries the
 * input to run with; hook trouble that did not block is in `notes`.
 * Never throws: an unexpected failure is a deny.
 */
export async function evaluatePermission(
  request: PermissionRequest,
  policy: PermissionPolicy,
): Promise<PermissionDecision> {
  try {
    return await evaluate(request, policy);
  } catch (error: unknown) {
    return { behavior: "deny", layer: "tool", reason: `the permission check failed: ${message(error)}` };
  }
}
