import type { Boundary } from "../platform/boundary/boundary.js";
import type { PermissionMode } from "../core/permission-mode.js";
import type { AnyTool } from "../tools/tool-contract.js";
import { matchesGlob } from "./glob-match.js";
import { runHook } from "./run-hook.js";
import { DEFAULT_HOOK_TIMEOUT_MS, type HookSpec, type HooksConfig } from "./policy.js";
import { omitUndefined } from "../core/omit-undefined.js";

/**
 * The hooks whose matcher names `toolName`, in file order. A matcher is a glob,
 * `|` separates alternatives, and case is ignored (so a `Bash` matcher copied from
 * a Claude Code config still guards `bash`: a guard should rather run too often).
 */
export function hooksFor(hooks: readonly HookSpec[], toolName: string): HookSpec[] {
  return hooks.filter((hook) =>
    hook.matcher
      .split("|")
      .map((alternative) => alternative.trim())
      .some((alternative) => matchesGlob(toolName, alternative, { flavor: "text", caseInsensitive: true })),
  );
}

/** One successful call, as PostToolUse hooks see it. */
export interface CompletedCall {
  readonly tool: AnyTool;
  readonly input: unknown;
  /** The result content, sent to hooks as `tool_response`. */
  readonly response: unknown;
  readonly workingDir: string;
  readonly permissionMode: PermissionMode;
}

/** How PostToolUse hooks run. */
export interface PostHookOptions {
  readonly boundary: Boundary;
  /** Default for hooks without their own `timeoutMs`; 30 s when absent. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

/**
 * Runs the PostToolUse hooks matching the call, one after another, after the call
 * succeeded. Returns notes for everything worth reporting (failures, exit-2
 * messages); nothing is thrown and nothing is undone.
 */
export async function runPostToolUseHooks(
  hooks: HooksConfig,
  call: CompletedCall,
  options: PostHookOptions,
): Promise<string[]> {
  const notes: string[] = [];
  for (const hook of hooksFor(hooks.PostToolUse, call.tool.name)) {
    const outcome = await runHook(
      hook,
      {
        hook_event_name: "PostToolUse",
        tool_name: call.tool.name,
        tool_input: call.input,
        cwd: call.workingDir,
        permission_mode: call.permissionMode,
        tool_response: call.response,
      },
      {
        workingDir: call.workingDir,
        boundary: options.boundary,
        timeoutMs: hook.timeoutMs ?? options.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS,
        ...omitUndefined({ signal: options.signal }),
      },
    );
    switch (outcome.kind) {
      case "pass":
      case "rewrite":
        break;
      case "block":
        notes.push(`PostToolUse hook \`${hook.command}\` reported: ${outcome.reason}`);
        break;
      case "failed":
        notes.push(`PostToolUse ${outcome.reason}`);
        break;
    }
  }
  return notes;
}
