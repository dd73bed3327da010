/**
 * `alfred doctor`'s server checks: the language servers and the MCP servers,
 * each started the way a session starts it (inside `boundary`), asked one
 * question, and stopped again.
 */
import { WORKTREE } from "../config/file-source.js";
import { errorMessage } from "../core/errors.js";
import { KNOWN_SERVERS } from "../lsp/known-servers.js";
import { LspServer } from "../lsp/server.js";
import { resolveLspServers } from "../lsp/setup.js";
import { readMcpConfig } from "../mcp/client-config.js";
import type { Boundary } from "../platform/boundary/boundary.js";
import { ToolRegistry } from "../tools/registry.js";

/** One check's verdict. */
export interface DoctorCheck {
  readonly check: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** The servers discovery knows, with the root files a project needs for each (`known-servers.ts`). */
function lookedFor(): string {
  return KNOWN_SERVERS.map((known) =>
    known.markers === undefined
      ? known.command
      : `${known.command} (with ${known.markers.slice(0, 2).join(" or ")}${known.markers.length > 2 ? " …" : ""})`,
  ).join(", ");
}

/** How long a language server may take to answer `initialize` here. */
const SERVER_ANSWER_MS = 30_000;

/**
 * The language servers (configured, else discovered on `PATH`): one check per
 * server, ok when it answers `initialize`.
 */
export async function checkLspServers(workingDir: string, boundary: Boundary): Promise<DoctorCheck[]> {
  const path = boundary.policy.env["PATH"] ?? "";
  const { servers, from } = await resolveLspServers(workingDir, WORKTREE, path);
  if (servers.length === 0)
    return [
      {
        check: "lsp",
        ok: true,
        detail:
          from === "config"
            ? ".alfred/lsp.json lists no servers (LSP off)"
            : `no server configured or found (looked for ${lookedFor()} in node_modules/.bin and on PATH; or write .alfred/lsp.json)`,
      },
    ];
  return Promise.all(
    servers.map(async (spec): Promise<DoctorCheck> => {
      const server = new LspServer({
        spec,
        boundary,
        workingDir,
        timeouts: { initializeMs: SERVER_ANSWER_MS },
      });
      const label = `${spec.command} (${spec.origin}; ${spec.languages?.join(", ") ?? "all files"})`;
      const startedAt = performance.now();
      try {
        await server.use(async () => undefined);
        const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
        return { check: `lsp ${spec.name}`, ok: true, detail: `${label}: answers (initialize ${seconds} s)` };
      } catch (error) {
        return { check: `lsp ${spec.name}`, ok: false, detail: `${label}: ${errorMessage(error)}` };
      } finally {
        await server.close();
      }
    }),
  );
}

/** How many tool names a check line shows before "…". */
const TOOLS_SHOWN = 8;

/**
 * The MCP servers `.alfred/mcp.json` (or `.mcp.json`) configures: one check per
 * entry, ok when the server starts inside the boundary and lists its tools; an
 * entry that cannot run (a remote server, a bad name) fails with why.
 * @throws ConfigError for a malformed config file (named, with the JSON path).
 */
export async function checkMcpServers(workingDir: string, boundary: Boundary): Promise<DoctorCheck[]> {
  const config = await readMcpConfig(workingDir, WORKTREE);
  const file = config.file ?? "the MCP config";
  const skipped = config.skipped.map(({ name, why }): DoctorCheck => ({
    check: `mcp ${name}`,
    ok: false,
    detail: `${file}: skipped: ${why}`,
  }));
  if (config.servers.length === 0 && skipped.length === 0)
    return [{ check: "mcp", ok: true, detail: "no MCP servers configured (.alfred/mcp.json or .mcp.json)" }];
  // The MCP client SDK loads only when a server is configured.
  const { attachMcpServers } = await import("../mcp/client-tools.js");
  const started = await Promise.all(
    config.servers.map(async (server): Promise<DoctorCheck> => {
      const registry = new ToolRegistry();
      const notes: string[] = [];
      const label = `${[server.command, ...server.args].join(" ")} (${file})`;
      const attached = await attachMcpServers(registry, [server], {
        boundary,
        workingDir,
        onNote: (note) => notes.push(note),
      });
      const tools = registry.list().map((tool) => tool.name);
      await attached.close();
      if (attached.started.length === 0)
        return { check: `mcp ${server.name}`, ok: false, detail: `${label}: ${notes.join("; ")}` };
      const shown = tools.slice(0, TOOLS_SHOWN).join(", ") + (tools.length > TOOLS_SHOWN ? ", …" : "");
      return {
        check: `mcp ${server.name}`,
        ok: true,
        detail: `${label}: answers, ${tools.length} tool${tools.length === 1 ? "" : "s"} (${shown})`,
      };
    }),
  );
  return [...started, ...skipped];
}
