/** The options a session is created with (`createSession`). */
import type { FileSource } from "../config/file-source.js";
import type { AlfredConfig } from "../config/schema.js";
import type { HostName } from "../core/host-profiles.js";
import type { AskRequest } from "../permissions/policy.js";
import type { ProviderSecrets } from "../providers/create-provider.js";
import type { Provider } from "../providers/provider-contract.js";
import type { PromptContext, PromptRole } from "../prompts/types.js";
import type { ToolRuntime } from "../tools/tool-contract.js";

/** How the host runs: who answers questions, which paths are off limits. */
export interface SessionOptions {
  /**
   * Which host this session serves: its row of `HOST_PROFILES` decides the permission mode (and
   * whether `config.permissionMode` may replace it), the tools, the servers and the prompt, and
   * the protected paths when {@link protectedPaths} is absent. `library` when absent.
   */
  readonly host?: HostName;
  readonly config: AlfredConfig;
  /** The host's full environment; agent commands only ever see the scrubbed copy. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The workspace root: tools, hooks and the boundary work inside it. */
  readonly workingDir: string;
  /** Values to redact from every tool result and outward channel; read from `env` when absent. */
  readonly knownSecrets?: readonly string[];
  /** Answers `ask` decisions (interactive CLI prompt, or `--yes`); absent → asks are denied. */
  readonly approve?: (request: AskRequest) => Promise<boolean>;
  /** A person can answer `ask_user`. */
  readonly askUser?: ToolRuntime["askUser"];
  /** Workspace-relative globs that edits may not touch; the host row's (`hostProtectedPaths`) when absent. */
  readonly protectedPaths?: readonly string[];
  readonly onNote?: (note: string) => void;
  /** Tools to leave out besides those the host's row leaves out (a test's or a library's own choice). */
  readonly disabledTools?: readonly string[];
  /** Provider keys; read from `env` (ANTHROPIC_API_KEY, OPENAI_API_KEY) when absent. */
  readonly secrets?: ProviderSecrets;
  /** Use this provider instead of creating one from the config (tests, replay). */
  readonly provider?: Provider;
  /** Where `.alfred/hooks.json` is read from, once: the run's start commit when unattended; the worktree when absent. */
  readonly source?: FileSource;
  /**
   * Language servers (`.alfred/lsp.json`, else discovered): the `lsp_*` tools, and errors appended to
   * file_edit / file_write results. Servers start on first use; `close()` stops them. `configured`:
   * only servers `.alfred/lsp.json` names. The host row's when absent.
   */
  readonly lsp?: boolean | "configured";
  /**
   * MCP servers from `.alfred/mcp.json` / `.mcp.json` (read from `source`): started inside the
   * boundary at session start, their tools added as `mcp__<server>__<tool>`; `close()` stops them.
   * The host row's when absent.
   */
  readonly mcp?: boolean;
  /** Which system prompt the session's agent gets; the host row's when absent. */
  readonly promptRole?: PromptRole;
  /** Context text other parts of Alfred render once per session (repo map, memory core, skills index). */
  readonly promptSlots?: Pick<PromptContext, "repoMap" | "memoryCore" | "skillsIndex">;
  /** The session's start time (the prompt's date); now when absent. */
  readonly now?: Date;
  /**
   * The implementer's whole-repository map (`systemPromptMap`) when the host rendered it before
   * the session, on the same files (an Action run's first attempt renders it while the branch is
   * prepared); rendered by the session when absent. `""` leaves the map out.
   */
  readonly repoMap?: string;
}
