import * as z from "zod";
import type { Result } from "../core/result.js";
import { formatIssues } from "./format-issues.js";
import { parseJsonText } from "../core/json-text.js";
import type { HookSpec, HooksConfig } from "./policy.js";

const alfredHookSchema = z.strictObject({
  matcher: z.string().optional(),
  command: z.string().min(1),
  timeoutMs: z.number().int().positive().optional(),
});

/** Alfred's own shape: `{ "PreToolUse": [ { matcher, command, timeoutMs? } ], "PostToolUse": [ … ] }`. */
const alfredShapeSchema = z.strictObject({
  $schema: z.string().optional(),
  PreToolUse: z.array(alfredHookSchema).optional(),
  PostToolUse: z.array(alfredHookSchema).optional(),
});

const claudeGroupSchema = z.strictObject({
  matcher: z.string().optional(),
  hooks: z.array(
    z.strictObject({
      type: z.literal("command"),
      command: z.string().min(1),
      /** Seconds, as in Claude Code's settings. */
      timeout: z.number().positive().optional(),
    }),
  ),
});

/** The Claude-Code-like shape: `{ "hooks": { "PreToolUse": [ { matcher, hooks: [ { type, command, timeout } ] } ] } }`. */
const claudeShapeSchema = z.strictObject({
  $schema: z.string().optional(),
  hooks: z.strictObject({
    PreToolUse: z.array(claudeGroupSchema).optional(),
    PostToolUse: z.array(claudeGroupSchema).optional(),
  }),
});

/**
 * Claude Code matchers are regular expressions (`Edit|Write`, `mcp__.*`); ours are
 * `|`-separated globs. The common cases translate directly; empty means every tool.
 */
function normaliseMatcher(matcher: string | undefined): string {
  const trimmed = (matcher ?? "").trim();
  return trimmed === "" ? "*" : trimmed.replaceAll(".*", "*");
}

function hookSpec(matcher: string | undefined, command: string, timeoutMs: number | undefined): HookSpec {
  const base = { matcher: normaliseMatcher(matcher), command };
  return timeoutMs === undefined ? base : { ...base, timeoutMs };
}

function fromClaudeGroups(groups: z.output<typeof claudeGroupSchema>[] | undefined): HookSpec[] {
  return (groups ?? []).flatMap((group) =>
    group.hooks.map((hook) =>
      hookSpec(
        group.matcher,
        hook.command,
        hook.timeout === undefined ? undefined : Math.round(hook.timeout * 1000),
      ),
    ),
  );
}

/**
 * Parses the text of `.alfred/hooks.json` (Alfred's shape or the Claude-Code-like
 * `{ "hooks": { … } }` shape). Errors name the file and where the problem is:
 * `.alfred/hooks.json: PreToolUse[0].command: expected a string, got a number`, or
 * `.alfred/hooks.json:3:5: not valid JSON: …`. Never throws.
 */
export function loadHooksConfig(text: string, file: string): Result<HooksConfig> {
  const json = parseJsonText(text, file);
  if (!json.ok) return { ok: false, error: `${json.error.location}: ${json.error.message}` };
  const value = json.value;
  const fail = (issues: readonly z.core.$ZodIssue[]): Result<HooksConfig> => ({
    ok: false,
    error: formatIssues(issues, value)
      .map((line) => `${file}: ${line}`)
      .join("\n"),
  });
  if (typeof value === "object" && value !== null && !Array.isArray(value) && "hooks" in value) {
    const parsed = claudeShapeSchema.safeParse(value);
    if (!parsed.success) return fail(parsed.error.issues);
    return {
      ok: true,
      value: {
        PreToolUse: fromClaudeGroups(parsed.data.hooks.PreToolUse),
        PostToolUse: fromClaudeGroups(parsed.data.hooks.PostToolUse),
      },
    };
  }
  const parsed = alfredShapeSchema.safeParse(value);
  if (!parsed.success) return fail(parsed.error.issues);
  const convert = (hooks: z.output<typeof alfredHookSchema>[] | undefined): HookSpec[] =>
    (hooks ?? []).map((hook) => hookSpec(hook.matcher, hook.command, hook.timeoutMs));
  return {
    ok: true,
    value: { PreToolUse: convert(parsed.data.PreToolUse), PostToolUse: convert(parsed.data.PostToolUse) },
  };
}
