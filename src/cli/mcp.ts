/**
 * `alfred mcp [--cwd DIR] [--http PORT]`: serves the read-only tools over MCP,
 * on stdio (only protocol messages on stdout; logs on stderr; exits 0 when
 * the client closes stdin) or on stateless Streamable HTTP bound to loopback
 * (until SIGINT / SIGTERM).
 */
import { ignoreAlfredState } from "./ignore-state.js";
import { realpath } from "../platform/fs/fs.js";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { drainingTransport } from "../mcp/draining-transport.js";
import { createMcpServer } from "../mcp/server.js";
import { knownSecretValues } from "../security/secrets/known-secrets.js";
import { type CliIo, EXIT } from "./io.js";
import { mcpTools } from "./mcp-tools.js";
import { packageVersion } from "./package-version.js";
import { UsageError } from "./usage-error.js";

const HELP = `Usage: alfred mcp [--cwd DIR] [--http PORT]

Serves grep, glob, file_read and repo_map over MCP, read-only, every path inside DIR (default:
the current directory), and lsp_definition, lsp_references, lsp_hover and lsp_diagnostics when a
language server is configured (.alfred/lsp.json) or found (see alfred doctor); servers start on
the first LSP call, inside the boundary, and stop when the client goes. stdio by default;
--http PORT serves stateless Streamable HTTP on http://127.0.0.1:PORT/mcp.`;

/** Resolves when `stream` ends or closes. */
function ended(stream: NodeJS.ReadableStream): Promise<void> {
  return new Promise((done) => {
    stream.once("end", () => done());
    stream.once("close", () => done());
  });
}

/**
 * Resolves on the first SIGINT or SIGTERM. The listeners stay: while they are there, the
 * language servers' exit hook (`service-process.ts`) leaves the signal to this clean stop.
 */
function terminated(): Promise<void> {
  return new Promise((done) => {
    process.on("SIGINT", () => done());
    process.on("SIGTERM", () => done());
  });
}

/**
 * The `mcp` command.
 * @throws UsageError for a bad flag or port; Error when the directory does not exist.
 */
export async function mcpCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: { cwd: { type: "string" }, http: { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: false,
  });
  if (values.help === true) {
    io.stdout.write(`${HELP}\n`);
    return EXIT.success;
  }
  const port = values.http === undefined ? undefined : Number(values.http);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65_535)) {
    throw new UsageError(`--http: expected a port number, got "${values.http ?? ""}"`);
  }
  const workingDir = await realpath(resolve(values.cwd ?? process.cwd()));
  await ignoreAlfredState(workingDir);
  // The served tools only (not the whole built-in set): start-up loads nothing it will not serve.
  const served = await mcpTools(workingDir, io.env, (note) => io.stderr.write(`${note}\n`));
  const options = {
    workingDir,
    knownSecrets: knownSecretValues(io.env),
    tools: served.tools,
    version: await packageVersion(),
  };
  if (served.lspServers.length > 0)
    io.stderr.write(`alfred mcp: language servers ${served.lspServers.join(", ")} (started on first use)\n`);
  if (port !== undefined) {
    const { serveMcpOverHttp } = await import("../platform/services/mcp-http.js");
    const endpoint = await serveMcpOverHttp(() => createMcpServer(options), port);
    io.stderr.write(`alfred mcp: serving ${workingDir} on ${endpoint.url}\n`);
    await terminated();
    await endpoint.close();
    await served.close();
    return EXIT.success;
  }
  const server = createMcpServer(options);
  // Straight to the process's own streams: stdout carries protocol messages only.
  const stdin = process.stdin;
  const stdio = drainingTransport(new StdioServerTransport(stdin, process.stdout));
  await server.connect(stdio.transport);
  io.stderr.write(`alfred mcp: serving ${workingDir} on stdio\n`);
  await ended(stdin);
  // Every request read before the end is answered before the server closes.
  await stdio.drained();
  await server.close();
  await served.close();
  return EXIT.success;
}
