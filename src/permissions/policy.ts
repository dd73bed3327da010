import type { Boundary } from "../platform/boundary/boundary.js";
import type { PermissionMode } from "../core/permission-mode.js";
import type { AnyTool, PermissionTarget } from "../tools/tool-contract.js";

/** What a permission rule or a mode says about one call. */
export type PermissionBehavior = "allow" | "ask" | "deny";

/**
 * One rule from `.alfred/config.json`. `tool` is a tool name or a wildcard
 * (`mcp__*`, `*`); `pattern` is a glob on the call's subject: the workspace-relative
 * path(s) for `read`/`edit` targets, the command for `execute`, the URL for `network`.
 * A rule with a pattern never matches a call that has no subject.
 */
export interface PermissionRule {
  readonly tool: string;
  readonly behavior: PermissionBehavior;
  readonly pattern?: string;
}

/** One hook command, run through `/bin/sh -c` for the tools its `matcher` names. */
export interface HookSpec {
  /** A tool-name glob (`bash`, `file_*`, `*`); `|` separates alternatives. Case-insensitive. */
  readonly matcher: string;
  readonly command: string;
  readonly timeoutMs?: number;
}

/** The hooks of `.alfred/hooks.json`, normalised from either accepted shape. */
export interface HooksConfig {
  readonly PreToolUse: readonly HookSpec[];
  readonly PostToolUse: readonly HookSpec[];
}

/** A configuration with no hooks. */
export const NO_HOOKS: HooksConfig = { PreToolUse: [], PostToolUse: [] };

/** Which layer refused a call: the first hard stop wins, so there is exactly one. */
export type DenyLayer =
  | "path_jail"
  | "kill_list"
  | "protected_path"
  | "egress"
  | "hook"
  | "rule"
  | "mode"
  | "tool"
  | "user"
  | "no_approver";

/** The evaluator's verdict. `input` is what the tool must run with (a hook may have rewritten it). */
export type PermissionDecision =
  | { readonly behavior: "allow"; readonly input: unknown; readonly notes?: readonly string[] }
  | {
      readonly behavior: "deny";
      readonly reason: string;
      readonly layer: DenyLayer;
      readonly notes?: readonly string[];
    };

/** What a human (or `--yes`) is asked to approve. */
export interface AskRequest {
  readonly toolName: string;
  /** `describeCall` of the call, e.g. `bash(npm publish)`. */
  readonly label: string;
  /** Why approval is needed (the tool's own reason, or the mode's). */
  readonly reason: string;
  readonly input: unknown;
  readonly target: PermissionTarget;
}

/** One call to evaluate. `input` has already been validated by the tool's schema. */
export interface PermissionRequest {
  readonly tool: AnyTool;
  readonly input: unknown;
  readonly workingDir: string;
  /** The mode the call is decided in: the session's, as `ToolContext.permissionMode` carries it. */
  readonly permissionMode: PermissionMode;
  /** Aborts running hooks. */
  readonly signal?: AbortSignal;
}

/** Everything the evaluator needs besides the call; the host builds it from config. */
export interface PermissionPolicy {
  readonly rules: readonly PermissionRule[];
  readonly hooks: HooksConfig;
  /** Workspace-relative globs refused for edits, e.g. `.github/workflows/**` in Action runs. */
  readonly protectedPaths?: readonly string[];
  /**
   * Where hooks run: the session's boundary (scrubbed environment, sandbox when configured). Its
   * `egressAllow` is the list network calls are checked against.
   */
  readonly boundary: Boundary;
  /** Default hook timeout; a hook's own `timeoutMs` wins. 30 s when absent. */
  readonly hookTimeoutMs?: number;
  /** Resolves `ask`. Absent: nobody to ask, so `ask` becomes a deny with a clear message. */
  readonly ask?: (question: AskRequest) => Promise<boolean>;
}

/** Default hook timeout in milliseconds. */
export const DEFAULT_HOOK_TIMEOUT_MS = 30_000;
