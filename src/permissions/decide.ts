import type { PermissionMode } from "../core/permission-mode.js";
import type { PermissionResult } from "../tools/tool-contract.js";
import type { PermissionRule } from "./policy.js";

/** Everything step 3 (mode and rules) looks at, already computed. */
export interface ModeInputs {
  readonly permissionMode: PermissionMode;
  /** The last matching rule, if any. */
  readonly rule?: PermissionRule;
  /** The tool's own `checkPermissions` verdict. */
  readonly tool: PermissionResult;
  readonly readOnly: boolean;
  /** An edit whose every path is inside the workspace (`acceptEdits` allows those). */
  readonly editInsideWorkspace: boolean;
  /** `describeCall`, for reasons. */
  readonly label: string;
}

/** Step 3's verdict: `ask` still has to be resolved by the host. */
export type ModeVerdict =
  | { readonly behavior: "allow" }
  | { readonly behavior: "ask"; readonly reason: string }
  | { readonly behavior: "deny"; readonly layer: "rule" | "mode" | "tool"; readonly reason: string };

/** `deny bash(git push*)`: how a rule is named in reasons. */
function describeRule(rule: PermissionRule): string {
  return `${rule.behavior} ${rule.tool}${rule.pattern === undefined ? "" : `(${rule.pattern})`}`;
}

/**
 * Combines the mode, the last matching rule and the tool's own verdict. Pure.
 * First line that applies wins:
 *
 * | # | condition                              | verdict      |
 * |---|----------------------------------------|--------------|
 * | 1 | a deny rule matches                    | deny (rule)  |
 * | 2 | plan mode and the call is not read-only | deny (mode)  |
 * | 3 | the tool says deny                     | deny (tool)  |
 * | 4 | an allow rule matches                  | allow        |
 * | 5 | an ask rule matches                    | ask          |
 * | 5b | the tool says passthrough             | allow        |
 * | 6 | bypass mode                            | allow        |
 * | 7 | the tool says ask                      | ask          |
 * | 8 | the call is read-only                  | allow        |
 * | 9 | acceptEdits and an edit in the workspace | allow      |
 * | 10 | otherwise (default, acceptEdits)      | ask          |
 *
 * So plan mode is read-only whatever the rules say; explicit rules beat the
 * mode's defaults (an `ask` rule asks even in `bypass`, which in an unattended
 * run means deny); a tool's own `deny` is never lifted; a tool's `passthrough`
 * (writes confined to its own store) skips asking but not plan mode or a rule.
 */
export function decideByModeAndRules(inputs: ModeInputs): ModeVerdict {
  const { permissionMode: mode, rule, tool, label } = inputs;
  if (rule?.behavior === "deny") {
    return {
      behavior: "deny",
      layer: "rule",
      reason: `${label} is refused by the rule \`${describeRule(rule)}\``,
    };
  }
  if (mode === "plan" && !inputs.readOnly) {
    return {
      behavior: "deny",
      layer: "mode",
      reason: `${label} would change the workspace, and plan mode is read-only`,
    };
  }
  if (tool.behavior === "deny")
    return { behavior: "deny", layer: "tool", reason: `${label}: ${tool.reason}` };
  if (rule?.behavior === "allow") return { behavior: "allow" };
  if (rule?.behavior === "ask") {
    return { behavior: "ask", reason: `the rule \`${describeRule(rule)}\` asks for approval` };
  }
  // A tool's own store (memory) needs no approval, but only after plan mode and the rules had their say.
  if (tool.behavior === "passthrough") return { behavior: "allow" };
  if (mode === "bypass") return { behavior: "allow" };
  if (tool.behavior === "ask") return { behavior: "ask", reason: tool.reason };
  if (inputs.readOnly) return { behavior: "allow" };
  if (mode === "acceptEdits" && inputs.editInsideWorkspace) return { behavior: "allow" };
  return { behavior: "ask", reason: `${label} is not read-only` };
}
