/**
 * `alfred mcp [--cwd DIR] [--http PORT]`: serves the read-only tools over MCP,
 * on stdio (only protocol messages on stdout; logs on stderr; exits 0 when
 * the client closes stdin) or on stateless Streamable HTTP bound to loopback
 * (until SIGINT / SIGTERM).
 */
import { ignoreAlfredState } from "./ignore-state.js";
import { realpath } from "../platform/fs.js";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { drainingTransport } from "../mcp/draining-transport.js";
import { createMcpServer } from "../mcp/server.js";
import { knownSecretValues } from "../session/known-secrets.js";
import { repoMapTool } from "../context/repo-map-tool.js";
import { fileReadTool } from "../tools/file-read.js";
import { globTool } from "../tools/glob.js";
import { grepTool } from "../tools/grep.js";
import { type CliIo, EXIT } from "./io.js";
import { packageVersion } from "./package-version.js";
import { UsageError } from "./usage-error.js";

const HELP = `Usage: alfred mcp [--cwd DIR] [--http PORT]

Serves grep, glob and file_read (and repo_map, lsp_* when available) over MCP, read-only,
every path inside DIR (default: the current directory). stdio by default; --http PORT serves
stateless Streamable HTTP on http://127.0.0.1:PORT/mcp.`;

/** Resolves when `stream` ends or closes. */
function ended(stream: NodeJS.ReadableStream): Promise<void> {
  return new Promise((done) => {
    stream.once("end", () => done());
    stream.once("close", () => done());
  });
}

/** Resolves on the first SIGINT or SIGTERM. */
function terminated(): Promise<void> {
  return new Promise((done) => {
    process.once("SIGINT", () => done());
    process.once("SIGTERM", () => done());
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
  const options = {
    workingDir,
    knownSecrets: knownSecretValues(io.env),
    // The served tools only (not the whole built-in set): start-up loads nothing it will not serve.
    tools: [fileReadTool, grepTool, globTool, repoMapTool],
    version: await packageVersion(),
  };
  if (port !== undefined) {
    const { serveMcpOverHttp } = await import("../platform/mcp-http.js");
    const endpoint = await serveMcpOverHttp(() => createMcpServer(options), port);
    io.stderr.write(`alfred mcp: serving ${workingDir} on ${endpoint.url}\n`);
    await terminated();
    await endpoint.close();
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
  return EXIT.success;
}
