/**
 * Which host does what: one row per way Alfred runs, naming its permission mode (and whether
 * the user may choose another), its sandbox default, which paths its changes may not touch and
 * which tools it offers. Every host reads its row; nothing else decides these (issue 30).
 *
 * The table is pure data under `core/` so every layer can read it: `config/` (the sandbox
 * default below every other source), `session/` (mode, tools, servers, prompt), `mcp/` (the
 * mode of a served call and the served tools), `orchestrator/` and `engine/` (the library's
 * mode when a caller names none), and the entry points in `action/` and `cli/`.
 */
import type { PermissionMode } from "./permission-mode.js";

/** A sandbox setting (`off`, `on`, `auto`), as `AlfredConfig["sandbox"]` spells it. */
type HostSandbox = "off" | "on" | "auto";

/**
 * What a host's changes may not touch, besides what the gate always refuses (the jail, `.git`):
 * - `none`: nothing more (an interactive session, or a host with no write tool);
 * - `harness`: the harness's own state (`.alfred/**`, `HARNESS_PROTECTED_PATHS`) in every commit;
 * - `harness+workflows`: also `.github/workflows/**`, at the gate and at the push, unless the
 *   run's `github.allowWorkflowChanges` is set.
 */
export type HostProtectedPaths = "none" | "harness" | "harness+workflows";

/**
 * Which tools a host offers:
 * - `all-except`: every built-in, the repo map, memory and skills, minus `except`; plus the
 *   language-server and MCP tools of the servers the row starts;
 * - `only`: the tools named in `names`, the ones whose name starts with one of `prefixes`, and
 *   (when `readOnlyMcp`) `mcp__*` tools that declare themselves read-only.
 * `ask_user` is offered only where a person can answer (an interactive `alfred ask`).
 */
export type HostToolSet =
  | { readonly offer: "all-except"; readonly except: readonly string[] }
  | {
      readonly offer: "only";
      readonly names: readonly string[];
      readonly prefixes: readonly string[];
      readonly readOnlyMcp: boolean;
    };

/** Which servers a host starts for its session (`SessionOptions.lsp` / `.mcp`). */
interface HostServers {
  /** Language servers: `configured` only those `.alfred/lsp.json` names; `true` also discovered ones. */
  readonly lsp: boolean | "configured";
  /** MCP servers of `.alfred/mcp.json` / `.mcp.json`, inside the boundary. */
  readonly mcp: boolean;
}

/** One host's row. */
export interface HostProfile {
  /** Who this is, for documentation and error messages. */
  readonly label: string;
  /** The permission mode the host works in when the user names none. */
  readonly permissionMode: PermissionMode;
  /**
   * Whether the user's mode (`permissionMode` in `.alfred/config.json`, `ALFRED_MODE`, `--mode`)
   * replaces {@link permissionMode}. When false the row's mode holds; a host that takes a
   * `--mode` flag refuses any other value rather than ignore it.
   */
  readonly userMayChooseMode: boolean;
  /** The sandbox setting when no flag, variable, input or file sets one. */
  readonly sandbox: HostSandbox;
  readonly protectedPaths: HostProtectedPaths;
  readonly tools: HostToolSet;
  readonly servers: HostServers;
  /** The system prompt its agent gets (`prompts/roles.ts`); `none` for a host with no agent of its own. */
  readonly promptRole: "implementer" | "ask" | "reviewer" | "none";
}

/** Read-only code intelligence: what review explores with and what `alfred mcp` serves. */
const READ_ONLY_TOOLS = ["file_read", "grep", "glob", "repo_map"] as const;

/** The harness commits each passing feature itself: its agents get no `git_commit`. */
const UNATTENDED_TOOLS = { offer: "all-except", except: ["git_commit"] } as const;

/**
 * Every host, one row each. `actionRun` covers the Action's `run` and `implement` jobs and each
 * shard of a sharded run (`job: shard`); the merge job runs no agent (it verifies and pushes,
 * holding commits to `actionRun`'s protected paths). `library` is a program calling `runQuery`
 * or `createSession` itself.
 */
export const HOST_PROFILES = {
  actionRun: {
    label: "the Action's run, implement and shard jobs",
    permissionMode: "bypass",
    userMayChooseMode: false,
    sandbox: "on",
    protectedPaths: "harness+workflows",
    tools: UNATTENDED_TOOLS,
    servers: { lsp: "configured", mcp: true },
    promptRole: "implementer",
  },
  actionReview: {
    label: "the Action's review job",
    permissionMode: "plan",
    userMayChooseMode: false,
    sandbox: "on",
    protectedPaths: "none",
    tools: { offer: "only", names: [...READ_ONLY_TOOLS, "web_fetch"], prefixes: ["lsp_"], readOnlyMcp: true },
    servers: { lsp: "configured", mcp: true },
    promptRole: "reviewer",
  },
  cliRun: {
    label: "alfred run",
    permissionMode: "bypass",
    userMayChooseMode: false,
    sandbox: "on",
    protectedPaths: "harness",
    tools: UNATTENDED_TOOLS,
    servers: { lsp: "configured", mcp: true },
    promptRole: "implementer",
  },
  cliAsk: {
    label: "alfred ask",
    permissionMode: "default",
    userMayChooseMode: true,
    sandbox: "auto",
    protectedPaths: "none",
    tools: { offer: "all-except", except: [] },
    servers: { lsp: true, mcp: true },
    promptRole: "ask",
  },
  mcp: {
    label: "alfred mcp",
    permissionMode: "plan",
    userMayChooseMode: false,
    sandbox: "auto",
    protectedPaths: "none",
    tools: { offer: "only", names: READ_ONLY_TOOLS, prefixes: ["lsp_"], readOnlyMcp: false },
    servers: { lsp: true, mcp: false },
    promptRole: "none",
  },
  replay: {
    label: "alfred replay",
    permissionMode: "bypass",
    userMayChooseMode: false,
    // The tape's bash commands run for real, as the agent wrote them: sandboxed where bubblewrap is.
    sandbox: "auto",
    protectedPaths: "none",
    tools: UNATTENDED_TOOLS,
    servers: { lsp: false, mcp: false },
    promptRole: "implementer",
  },
  library: {
    label: "a program using Alfred as a library",
    permissionMode: "default",
    userMayChooseMode: true,
    sandbox: "off",
    protectedPaths: "none",
    tools: { offer: "all-except", except: [] },
    servers: { lsp: false, mcp: false },
    promptRole: "ask",
  },
} as const satisfies Record<string, HostProfile>;

/** The name of a host: a key of {@link HOST_PROFILES}. */
export type HostName = keyof typeof HOST_PROFILES;

/**
 * The permission mode a host works in: the user's choice where the row lets the user choose
 * and the user made one, else the row's. The one place a session's mode is decided. Pure.
 */
export function permissionModeFor(host: HostName, chosen: PermissionMode | undefined): PermissionMode {
  const profile: HostProfile = HOST_PROFILES[host];
  return profile.userMayChooseMode && chosen !== undefined ? chosen : profile.permissionMode;
}

/** What {@link hostOffersTool} needs to know of a tool (a `Tool` of `tools/` is one). */
export interface OfferedTool {
  readonly name: string;
  /** Whether the tool is read-only for `input`; asked with `{}` (any input) for `mcp__*` tools only. */
  isReadOnly(input: Record<string, never>): boolean;
}

/**
 * True when `tools` (a row's {@link HostToolSet}) offers `tool`. `ask_user` is decided by the
 * host (a person at a terminal), not here. Pure.
 */
export function hostOffersTool(tools: HostToolSet, tool: OfferedTool): boolean {
  if (tools.offer === "all-except") return !tools.except.includes(tool.name);
  if (tool.name.startsWith("mcp__")) return tools.readOnlyMcp && tool.isReadOnly({});
  return tools.names.includes(tool.name) || tools.prefixes.some((prefix) => tool.name.startsWith(prefix));
}
