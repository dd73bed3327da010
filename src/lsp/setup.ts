/**
 * Wiring LSP into a session: which servers (`.alfred/lsp.json`, else the ones
 * discovered), the four tools, and the edit tools wrapped to report errors.
 * Nothing starts here: a server starts on the first question about one of its files.
 */
import type { FileSource } from "../config/file-source.js";
import type { Boundary } from "../platform/boundary/boundary.js";
import type { ToolRegistry } from "../tools/registry.js";
import { readLspConfig } from "./config.js";
import { resolveLspServers } from "./discover.js";
import { EDIT_TOOLS, withEditDiagnostics } from "./edit-diagnostics.js";
import { LspManager } from "./manager.js";
import type { LspTimeouts } from "./server.js";
import { createLspTools } from "./tools.js";

export { resolveLspServers } from "./discover.js";

/** What {@link attachLsp} needs. */
export interface AttachLspOptions {
  readonly workingDir: string;
  readonly boundary: Boundary;
  readonly source: FileSource;
  readonly timeouts?: LspTimeouts;
  readonly onNote?: (note: string) => void;
  /** Bound on the wait for an edit's diagnostics (default 5 s). */
  readonly editWaitMs?: number;
  /** Look for servers when `.alfred/lsp.json` is absent (default true); false: only configured ones. */
  readonly discover?: boolean;
}

/**
 * Adds the LSP tools to `registry` and wraps `file_edit` / `file_write` there (when present) so their
 * results end with the file's errors. With no server configured or found, adds nothing.
 * Returns the manager: the host must `close()` it when the session ends.
 * @throws ConfigError for a malformed `.alfred/lsp.json`.
 */
export async function attachLsp(registry: ToolRegistry, options: AttachLspOptions): Promise<LspManager> {
  const servers =
    options.discover === false
      ? ((await readLspConfig(options.workingDir, options.source)) ?? [])
      : (
          await resolveLspServers(
            options.workingDir,
            options.source,
            options.boundary.policy.env["PATH"] ?? "",
          )
        ).servers;
  const manager = new LspManager({
    workingDir: options.workingDir,
    boundary: options.boundary,
    servers,
    ...(options.timeouts === undefined ? {} : { timeouts: options.timeouts }),
    ...(options.onNote === undefined ? {} : { onNote: options.onNote }),
  });
  if (servers.length === 0) return manager;
  for (const tool of createLspTools(manager)) registry.replace(tool);
  for (const tool of registry.list()) {
    if (EDIT_TOOLS.some((name) => name === tool.name))
      registry.replace(withEditDiagnostics(tool, manager, options.editWaitMs));
  }
  return manager;
}
