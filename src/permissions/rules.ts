import * as z from "zod";
import type { Result } from "../core/result.js";
import { describeIssues } from "./format-issues.js";
import { matchesGlob } from "./glob-match.js";
import type { PermissionBehavior, PermissionRule } from "./policy.js";

const ruleSchema = z.strictObject({
  tool: z.string().min(1),
  behavior: z.enum(["allow", "ask", "deny"]),
  pattern: z.string().min(1).optional(),
});

const rulesSchema = z.array(ruleSchema);

/**
 * Validates the `rules` array of a config file. `source` names the file and the
 * array's JSON path and prefixes every error, e.g. `.alfred/config.json: permissions.rules`
 * gives `.alfred/config.json: permissions.rules[2].behavior: expected one of "allow", "ask", "deny"`.
 * Never throws.
 */
export function parseRules(value: unknown, source: string): Result<readonly PermissionRule[]> {
  const parsed = rulesSchema.safeParse(value);
  if (!parsed.success) {
    const lines = describeIssues(parsed.error.issues, value).map(({ path, problem }) =>
      path === ""
        ? `${source}: ${problem}`
        : `${source}${path.startsWith("[") ? "" : "."}${path}: ${problem}`,
    );
    return { ok: false, error: lines.join("\n") };
  }
  return {
    ok: true,
    value: parsed.data.map(({ tool, behavior, pattern }) =>
      pattern === undefined ? { tool, behavior } : { tool, behavior, pattern },
    ),
  };
}

/**
 * What a rule's `pattern` is matched against for one call, already normalised by
 * the evaluator: workspace-relative POSIX paths (both as written and as resolved),
 * the command, or the URL. `none` for calls with no subject (`other` targets).
 */
export type RuleSubject =
  | { readonly kind: "paths"; readonly values: readonly string[] }
  | { readonly kind: "command"; readonly value: string }
  | { readonly kind: "url"; readonly value: string }
  | { readonly kind: "none" };

/**
 * Rough split of a shell command into its simple commands, so a deny rule
 * `git push*` also catches `npm test && git push`. Only ever used to match more.
 */
function commandSegments(command: string): string[] {
  return command
    .split(/\|\||&&|\$\(|[;|&\n`()]/)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== "");
}

function patternMatches(pattern: string, behavior: PermissionBehavior, subject: RuleSubject): boolean {
  // Allow rules must match exactly and completely; deny and ask rules err on matching more.
  const widen = behavior !== "allow";
  switch (subject.kind) {
    case "none":
      return false;
    case "paths": {
      if (subject.values.length === 0) return false;
      const test = (path: string): boolean =>
        matchesGlob(path, pattern, { flavor: "path", caseInsensitive: widen });
      return widen ? subject.values.some(test) : subject.values.every(test);
    }
    case "command": {
      if (!widen) return matchesGlob(subject.value, pattern, { flavor: "command" });
      return [subject.value, ...commandSegments(subject.value)].some((part) =>
        matchesGlob(part, pattern, { flavor: "text" }),
      );
    }
    case "url":
      return matchesGlob(subject.value, pattern, { flavor: "text", caseInsensitive: widen });
  }
}

/**
 * True when `rule` applies to a call of `toolName` whose subject is `subject`. Pure.
 * Allow rules match exactly: case-sensitive, every path must match, and a command
 * wildcard never spans a shell control character. Deny and ask rules err on
 * matching more: case-insensitive, any path, any segment of a compound command.
 */
export function ruleMatches(rule: PermissionRule, toolName: string, subject: RuleSubject): boolean {
  const widen = rule.behavior !== "allow";
  if (!matchesGlob(toolName, rule.tool, { flavor: "text", caseInsensitive: widen })) return false;
  return rule.pattern === undefined || patternMatches(rule.pattern, rule.behavior, subject);
}

/** The last rule that applies to the call (later rules override earlier ones), or undefined. Pure. */
export function findLastMatchingRule(
  rules: readonly PermissionRule[],
  toolName: string,
  subject: RuleSubject,
): PermissionRule | undefined {
  for (let index = rules.length - 1; index >= 0; index -= 1) {
    const rule = rules[index];
    if (rule !== undefined && ruleMatches(rule, toolName, subject)) return rule;
  }
  return undefined;
}
