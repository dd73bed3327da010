import type { FileSource } from "../config/file-source.js";
import type { AlfredConfig } from "../config/schema.js";
import type { SessionOptions } from "./session-options.js";

/**
 * The mode of every unattended run (`alfred run`, the Action): nobody is there to
 * answer an ask, and the path jail, kill-list, protected paths and egress list
 * hold underneath it whatever the mode.
 */
export const UNATTENDED_MODE = "bypass";

/**
 * The session settings every unattended run shares: {@link UNATTENDED_MODE}, the implementer's prompt, no
 * `git_commit` tool (the harness commits each passing feature itself), and hooks,
 * language servers and MCP servers configured in `source` (the commit the run
 * starts from, never the worktree an agent can write). Pure.
 */
export function unattendedSessionOptions(
  config: AlfredConfig,
  source: FileSource,
): Pick<SessionOptions, "config" | "disabledTools" | "source" | "promptRole" | "lsp" | "mcp"> {
  return {
    config: { ...config, mode: UNATTENDED_MODE },
    disabledTools: ["git_commit"],
    source,
    promptRole: "implementer",
    // Language servers only when the repository configures them (.alfred/lsp.json, read from `source`).
    lsp: "configured",
    // MCP servers the repository configures (.alfred/mcp.json or .mcp.json, read from `source`), inside the boundary.
    mcp: true,
  };
}
