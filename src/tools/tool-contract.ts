import type * as z from "zod";
import type { TextBlock } from "../core/messages.js";
import type { PermissionMode } from "../core/permission-mode.js";
import type { Boundary } from "../platform/boundary/boundary.js";

/** What a tool or the evaluator decides about one call. */
export type PermissionResult =
  /**
   * The tool vouches that the call writes only its own store (memory): no
   * asking in any mode, but plan mode, deny rules and the hard layers (path
   * jail, kill-list, protected paths) still apply. Not a bypass: see decide.ts.
   */
  | { readonly behavior: "passthrough"; readonly reason: string }
  | { readonly behavior: "allow" }
  | { readonly behavior: "ask"; readonly reason: string }
  | { readonly behavior: "deny"; readonly reason: string };

/** What a tool may consult when deciding its own permission: the call's workspace root and mode. */
export type ToolPermissionContext = Pick<ToolContext, "workingDir" | "permissionMode">;

/** A file's content and mtime as last read or written this session. */
export interface FileSnapshot {
  readonly content: string;
  readonly mtimeMs: number;
}

/** What the host lets tools use beyond the workspace: the process boundary, egress, a human. */
export interface ToolRuntime {
  /**
   * The only way a tool starts a process (scrubbed environment, sandbox, no survivors), and the
   * session's egress list (`boundary.egressAllow`: the hosts `web_fetch` may reach).
   */
  readonly boundary: Boundary;
  /** Present only when a human can answer (interactive CLI). */
  readonly askUser?: (question: string, options: readonly string[]) => Promise<string>;
}

/** Everything a tool's `call` receives besides its input. */
export interface ToolContext {
  readonly workingDir: string;
  readonly signal: AbortSignal;
  /** Path → last-read snapshot; enables read-before-write and mtime freshness checks. */
  readonly readFileState: Map<string, FileSnapshot>;
  /** The session's permission mode (an orchestrator call may have tightened it); the gate decides in it. */
  readonly permissionMode: PermissionMode;
  readonly runtime: ToolRuntime;
}

/** What a tool returns. `untrusted` makes the engine fence the content before the model sees it. */
export interface ToolResult<T = unknown> {
  readonly content: T;
  readonly isError?: boolean;
  readonly untrusted?: boolean;
  /** Where untrusted content came from, for the fence label (`web`, `mcp:github`, …). */
  readonly source?: string;
}

/**
 * What one call touches, declared by the tool so the permission evaluator can
 * enforce the path jail, the kill-list and the egress list centrally.
 * - `read`: only reads `paths`; `edit`: writes `paths`; `execute`: runs `command`
 *   (in `paths[0]` as cwd when given); `network`: fetches `url`; `other`: none of these.
 */
export interface PermissionTarget {
  readonly kind: "read" | "edit" | "execute" | "network" | "other";
  readonly paths?: readonly string[];
  readonly command?: string;
  readonly url?: string;
}

/**
 * The tool contract of the spec. Tools declare what they need (read-only,
 * concurrency-safe, permission) and the engine checks it; tools never ask.
 */
export interface Tool<In extends z.ZodType = z.ZodType, Out = unknown> {
  readonly name: string;
  readonly description: string;
  /** A strict zod schema: unknown fields are rejected before `call` runs. */
  readonly inputSchema: In;
  call(input: z.output<In>, ctx: ToolContext): Promise<ToolResult<Out>>;
  isEnabled(): boolean;
  /** True → eligible for parallel execution (with `isConcurrencySafe`). */
  isReadOnly(input: z.output<In>): boolean;
  isConcurrencySafe(input: z.output<In>): boolean;
  checkPermissions(input: z.output<In>, ctx: ToolPermissionContext): Promise<PermissionResult>;
  /** Short label for logs, e.g. `bash(npm test)`. */
  describeCall(input: z.output<In>): string;
  render(result: ToolResult<Out>): readonly TextBlock[];
  /** Alfred's addition to the spec's contract: what this call touches. Defaults to `{ kind: "other" }`. */
  permissionTarget(input: z.output<In>): PermissionTarget;
}

/** A tool of any input and output type, as registries hold them (methods are bivariant). */
export type AnyTool = Tool<z.ZodType, unknown>;

/**
 * The engine's verdict on one call after every permission layer: the input may
 * have been rewritten by a hook. A deny's `reason` is shown to the model as is.
 */
export type Authorization =
  | { readonly behavior: "allow"; readonly input: unknown }
  | { readonly behavior: "deny"; readonly reason: string };

/**
 * Decides whether a validated call may run (path jail, kill-list, hooks, mode,
 * rules, asking a human). Supplied by the host; see `src/permissions/`.
 */
export type AuthorizeToolCall = (tool: AnyTool, input: unknown, ctx: ToolContext) => Promise<Authorization>;

/** Runs after a call succeeded (PostToolUse hooks). Failures are reported, never thrown. */
export type AfterToolCall = (
  tool: AnyTool,
  input: unknown,
  result: ToolResult<unknown>,
  ctx: ToolContext,
) => Promise<void>;
