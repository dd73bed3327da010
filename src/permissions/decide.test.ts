import { describe, expect, it } from "vitest";
import type { PermissionMode } from "../core/permission-mode.js";
import type { PermissionResult } from "../tools/tool-contract.js";
import { decideByModeAndRules } from "./decide.js";
import type { PermissionBehavior } from "./policy.js";

type Rule = PermissionBehavior | "-";
type ToolSays = "allow" | "ask" | "deny";
/** `ro`: read-only call; `edit`: an edit inside the workspace; `exec`: anything else that mutates. */
type Call = "ro" | "edit" | "exec";
type Expected = "allow" | "ask" | "deny:rule" | "deny:mode" | "deny:tool";

/**
 * The precedence table: mode × last matching rule × the tool's own verdict × kind of call.
 * Rows are grouped by mode; every row is one pinned decision.
 */
const table: readonly [PermissionMode, Rule, ToolSays, Call, Expected][] = [
  // default: read-only allows, anything else asks; rules override the defaults.
  ["default", "-", "allow", "ro", "allow"],
  ["default", "-", "allow", "edit", "ask"],
  ["default", "-", "allow", "exec", "ask"],
  ["default", "-", "ask", "ro", "ask"], // web_fetch is read-only and still asks
  ["default", "-", "deny", "ro", "deny:tool"],
  ["default", "allow", "allow", "exec", "allow"],
  ["default", "allow", "ask", "exec", "allow"],
  ["default", "allow", "deny", "exec", "deny:tool"], // a tool's own deny is never lifted
  ["default", "ask", "allow", "ro", "ask"],
  ["default", "deny", "allow", "ro", "deny:rule"],
  ["default", "deny", "deny", "ro", "deny:rule"],
  // acceptEdits: edits inside the workspace allow, the rest as default.
  ["acceptEdits", "-", "allow", "edit", "allow"],
  ["acceptEdits", "-", "allow", "exec", "ask"],
  ["acceptEdits", "-", "allow", "ro", "allow"],
  ["acceptEdits", "-", "ask", "edit", "ask"],
  ["acceptEdits", "-", "ask", "ro", "ask"],
  ["acceptEdits", "-", "deny", "edit", "deny:tool"],
  ["acceptEdits", "ask", "allow", "edit", "ask"],
  ["acceptEdits", "deny", "allow", "edit", "deny:rule"],
  ["acceptEdits", "allow", "ask", "exec", "allow"],
  // plan: read-only whatever the rules say; a deny rule still denies reads.
  ["plan", "-", "allow", "ro", "allow"],
  ["plan", "-", "allow", "edit", "deny:mode"],
  ["plan", "-", "allow", "exec", "deny:mode"],
  ["plan", "allow", "allow", "edit", "deny:mode"],
  ["plan", "allow", "allow", "exec", "deny:mode"],
  ["plan", "ask", "allow", "exec", "deny:mode"],
  ["plan", "deny", "allow", "ro", "deny:rule"],
  ["plan", "ask", "allow", "ro", "ask"],
  ["plan", "-", "ask", "ro", "ask"],
  ["plan", "-", "deny", "ro", "deny:tool"],
  ["plan", "allow", "ask", "ro", "allow"],
  // bypass: everything that is not hard-denied, except explicit deny/ask rules and a tool's own deny.
  ["bypass", "-", "allow", "exec", "allow"],
  ["bypass", "-", "allow", "edit", "allow"],
  ["bypass", "-", "ask", "exec", "allow"],
  ["bypass", "-", "ask", "ro", "allow"],
  ["bypass", "-", "deny", "exec", "deny:tool"],
  ["bypass", "allow", "deny", "exec", "deny:tool"],
  ["bypass", "ask", "allow", "exec", "ask"], // an explicit ask rule still asks (deny when unattended)
  ["bypass", "deny", "allow", "ro", "deny:rule"],
  ["bypass", "allow", "allow", "exec", "allow"],
];

function toolResult(says: ToolSays): PermissionResult {
  return says === "allow" ? { behavior: "allow" } : { behavior: says, reason: `the tool says ${says}` };
}

describe("decideByModeAndRules: the precedence table", () => {
  it.each(table)("%s | rule %s | tool %s | %s call → %s", (mode, rule, says, call, expected) => {
    const verdict = decideByModeAndRules({
      permissionMode: mode,
      ...(rule === "-" ? {} : { rule: { tool: "t", behavior: rule } }),
      tool: toolResult(says),
      readOnly: call === "ro",
      editInsideWorkspace: call === "edit",
      label: "t(x)",
    });
    const actual = verdict.behavior === "deny" ? `deny:${verdict.layer}` : verdict.behavior;
    expect(actual).toBe(expected);
  });

  it("explains itself", () => {
    const base = { tool: toolResult("allow"), editInsideWorkspace: false, label: "bash(npm publish)" };
    expect(decideByModeAndRules({ ...base, permissionMode: "plan", readOnly: false })).toMatchObject({
      reason: "bash(npm publish) would change the workspace, and plan mode is read-only",
    });
    expect(
      decideByModeAndRules({
        ...base,
        permissionMode: "default",
        readOnly: true,
        rule: { tool: "bash", behavior: "deny", pattern: "npm publish*" },
      }),
    ).toMatchObject({ reason: "bash(npm publish) is refused by the rule `deny bash(npm publish*)`" });
    expect(
      decideByModeAndRules({ ...base, permissionMode: "default", readOnly: false, tool: toolResult("ask") }),
    ).toEqual({
      behavior: "ask",
      reason: "the tool says ask",
    });
  });
});
