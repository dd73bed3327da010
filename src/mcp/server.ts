/**
 * `alfred mcp`: Alfred's read-only code intelligence served over MCP —
 * `grep`, `glob`, `file_read`, and `repo_map` / `lsp_*` when they are
 * registered. No write, shell or network tool is ever exposed.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";
import { HOST_PROFILES, hostOffersTool } from "../core/host-profiles.js";
import type { AnyTool } from "../tools/tool-contract.js";
import type { McpCallContext } from "./call-tool.js";

/** True for a tool `alfred mcp` serves: the `mcp` row's tools (read-only code intelligence) only. */
function isServedTool(tool: AnyTool): boolean {
  return hostOffersTool(HOST_PROFILES.mcp.tools, tool);
}

/** Options of {@link createMcpServer}. */
export interface McpServerOptions extends McpCallContext {
  /** Candidate tools (e.g. the registry's); only {@link isServedTool} ones are served. */
  readonly tools: readonly AnyTool[];
  readonly version: string;
}

/** An MCP server (not yet connected) serving the read-only tools. */
export function createMcpServer(options: McpServerOptions): Server {
  const tools = new Map(options.tools.filter(isServedTool).map((tool) => [tool.name, tool]));
  const server = new Server(
    { name: "alfred", version: options.version },
    { capabilities: { tools: {} }, instructions: "Read-only code search and reading of one repository." },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [...tools.values()].map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: { type: "object" as const, ...z.toJSONSchema(tool.inputSchema, { io: "input" }) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (tool === undefined) {
      return { content: [{ type: "text", text: `Unknown tool: ${request.params.name}` }], isError: true };
    }
    // Loaded on the first call: listing the tools needs no gate, boundary or redactor.
    const { callToolForMcp } = await import("./call-tool.js");
    const answer = await callToolForMcp(tool, request.params.arguments, options, extra.signal);
    return { content: [{ type: "text", text: answer.text }], isError: answer.isError };
  });
  return server;
}
