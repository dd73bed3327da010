import { describe, expect, it } from "vitest";
import type { PermissionMode } from "../core/permission-mode.js";
import { decideByModeAndRules } from "./decide.js";
import type { PermissionBehavior } from "./policy.js";

type Rule = PermissionBehavior | "-";
type Expected = "allow" | "ask" | "deny:rule" | "deny:mode";

/**
 * A tool's `passthrough` verdict (memory writes: confined to the tool's own
 * store) allows without asking in every mode but plan, and never beats a rule.
 */
const table: readonly [PermissionMode, Rule, Expected][] = [
  ["default", "-", "allow"],
  ["acceptEdits", "-", "allow"],
  ["bypass", "-", "allow"],
  ["plan", "-", "deny:mode"],
  ["plan", "allow", "deny:mode"],
  ["default", "deny", "deny:rule"],
  ["bypass", "deny", "deny:rule"],
  ["default", "ask", "ask"],
  ["default", "allow", "allow"],
];

describe("decideByModeAndRules: a tool's passthrough verdict", () => {
  it.each(table)("%s | rule %s → %s", (mode, rule, expected) => {
    const verdict = decideByModeAndRules({
      permissionMode: mode,
      ...(rule === "-" ? {} : { rule: { tool: "memory_upsert", behavior: rule } }),
      tool: { behavior: "passthrough", reason: "writes only .alfred/memory/" },
      readOnly: false,
      editInsideWorkspace: true,
      label: "memory_upsert(x)",
    });
    expect(verdict.behavior === "deny" ? `deny:${verdict.layer}` : verdict.behavior).toBe(expected);
  });

  it("is not an allow: a tool that only says allow is still asked about an edit in default mode", () => {
    const verdict = decideByModeAndRules({
      permissionMode: "default",
      tool: { behavior: "allow" },
      readOnly: false,
      editInsideWorkspace: true,
      label: "file_write(x)",
    });
    expect(verdict.behavior).toBe("ask");
  });
});
