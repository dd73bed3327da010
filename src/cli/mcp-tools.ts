/**
 * The tools `alfred mcp` serves: `file_read`, `grep`, `glob`, `repo_map`, and
 * the four LSP tools whenever a language server is configured
 * (`.alfred/lsp.json`) or discovered for the workspace — the same code
 * intelligence the agent has. The servers start lazily, on the first LSP call,
 * inside the boundary (sandbox `auto` unless the config or `ALFRED_SANDBOX`
 * says otherwise; scrubbed environment): listing the tools loads neither the
 * LSP client nor the boundary and starts nothing, so the first `tools/list`
 * costs no language server's start-up (measured in `bench/mcp.ts`).
 * {@link McpTools.close} shuts every started server down.
 */
import { WORKTREE } from "../config/file-source.js";
import { HOST_PROFILES } from "../core/host-profiles.js";
import { loadConfig } from "../config/load.js";
import type { LspServerSpec } from "../lsp/config.js";
import { resolveLspServers } from "../lsp/discover.js";
import type { LspManager } from "../lsp/manager.js";
import { createLspTools, type LspQueries } from "../lsp/tools.js";
import { repoMapTool } from "../context/repo-map-tool.js";
import type { SandboxMode } from "../platform/sandbox/sandbox.js";
import { scrubEnvironment } from "../security/secrets/scrub-env.js";
import { fileReadTool } from "../tools/file-read.js";
import { globTool } from "../tools/glob.js";
import { grepTool } from "../tools/grep.js";
import type { AnyTool } from "../tools/tool-contract.js";
import { ignoreCleanupError } from "../core/ignored-errors.js";

/** What {@link mcpTools} gives: the served tools and how to stop what they started. */
export interface McpTools {
  readonly tools: readonly AnyTool[];
  /** The language servers found (configured or discovered), by name; empty: no `lsp_*` tools. */
  readonly lspServers: readonly string[];
  /** Shuts the started language servers down and releases the boundary. Never throws. */
  close(): Promise<void>;
}

/** How the servers start: in a boundary over `workingDir` with this sandbox mode and environment. */
interface LspStart {
  readonly workingDir: string;
  readonly servers: readonly LspServerSpec[];
  readonly sandbox: SandboxMode;
  readonly env: Record<string, string>;
  readonly onNote: (note: string) => void;
}

/** An {@link LspQueries} that builds the boundary and the manager on the first question. */
function lazyManager(start: LspStart): { queries: LspQueries; close: () => Promise<void> } {
  let made: Promise<{ manager: LspManager; close: () => Promise<void> }> | undefined;
  let closed = false;
  const make = async () => {
    const [{ createBoundary }, { LspManager }] = await Promise.all([
      import("../platform/boundary/boundary.js"),
      import("../lsp/manager.js"),
    ]);
    const boundary = createBoundary({ workingDir: start.workingDir, sandbox: start.sandbox, env: start.env });
    const { workingDir, servers, onNote } = start;
    const manager = new LspManager({ workingDir, servers, onNote, boundary });
    return {
      manager,
      close: async () => {
        await manager.close();
        await ignoreCleanupError(boundary.close());
      },
    };
  };
  const get = async (): Promise<LspManager> => {
    if (closed) {
      const { LspUnavailableError } = await import("../lsp/errors.js");
      throw new LspUnavailableError("the MCP server is shutting down");
    }
    made ??= make();
    return (await made).manager;
  };
  return {
    queries: {
      locations: async (...args) => (await get()).locations(...args),
      hover: async (...args) => (await get()).hover(...args),
      diagnostics: async (...args) => (await get()).diagnostics(...args),
    },
    close: async () => {
      closed = true;
      // A manager that failed to start has nothing to close; its caller received that failure.
      await (await made?.catch(() => undefined))?.close();
    },
  };
}

/**
 * The served tools for `workingDir` (symlinks resolved). Notes (a server's crash, a config
 * file that could not be read) go to `onNote`.
 * @throws ConfigError for a malformed `.alfred/lsp.json` (named, with the JSON path).
 */
export async function mcpTools(
  workingDir: string,
  env: Readonly<Record<string, string | undefined>>,
  onNote: (note: string) => void,
): Promise<McpTools> {
  // The candidates; createMcpServer serves those the `mcp` row of HOST_PROFILES offers.
  const base: AnyTool[] = [fileReadTool, grepTool, globTool, repoMapTool];
  const settings = await loadConfig({ workingDir, env, host: "mcp" }).catch((thrown: unknown) => {
    onNote(
      `alfred mcp: configuration not read (${thrown instanceof Error ? thrown.message : String(thrown)})`,
    );
    return { sandbox: HOST_PROFILES.mcp.sandbox, envAllow: [] as readonly string[] };
  });
  const scrubbed = scrubEnvironment(env, { allow: settings.envAllow });
  const { servers } = await resolveLspServers(workingDir, WORKTREE, scrubbed["PATH"] ?? "");
  if (servers.length === 0) return { tools: base, lspServers: [], close: async () => undefined };
  const lsp = lazyManager({ workingDir, servers, sandbox: settings.sandbox, env: scrubbed, onNote });
  return {
    tools: [...base, ...createLspTools(lsp.queries)],
    lspServers: servers.map((server) => server.name),
    close: lsp.close,
  };
}
