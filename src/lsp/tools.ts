/**
 * The LSP tools: `lsp_definition`, `lsp_references`, `lsp_hover` and
 * `lsp_diagnostics`. Read-only and concurrency-safe; every path goes through
 * the path jail (declared as a `read` target for the permission gate, and
 * resolved again here), so nothing outside the workspace is sent to a server.
 * Positions in are 0-based (the LSP's); locations out are 1-based `line:col`,
 * as compilers and editors print them.
 */
import { readFile } from "../platform/fs/fs.js";
import { fileURLToPath } from "node:url";
import * as z from "zod";
import { buildTool } from "../tools/define-tool.js";
import { resolveToolPath } from "../tools/lib/files/tool-path.js";
import type { AnyTool, ToolResult } from "../tools/tool-contract.js";
import { LspRequestError, LspUnavailableError } from "./errors.js";
import { formatDiagnostic, formatLocation } from "./format.js";
import type { LspManager } from "./manager.js";
import type { Location } from "./protocol.js";

/** What the tools ask of a session's servers: an {@link LspManager}, or one that makes it on first use. */
export type LspQueries = Pick<LspManager, "locations" | "hover" | "diagnostics">;

/** Locations listed in full; the rest are counted. */
const MAX_LOCATIONS = 100;
/** How long `lsp_diagnostics` waits for a settled list. */
const DIAGNOSTICS_WAIT_MS = 5_000;

const positionSchema = z.strictObject({
  path: z.string().min(1).describe("File, workspace-relative or absolute inside the workspace"),
  line: z.number().int().min(0).describe("0-based line number (file_read's line number minus 1)"),
  character: z.number().int().min(0).describe("0-based column (UTF-16 code units) of the symbol"),
});
type PositionInput = z.output<typeof positionSchema>;

const pathSchema = z.strictObject({
  path: z.string().min(1).describe("File, workspace-relative or absolute inside the workspace"),
});

function failure(error: unknown): ToolResult<string> {
  if (error instanceof LspUnavailableError || error instanceof LspRequestError)
    return { content: `Language server unavailable: ${error.message}`, isError: true };
  throw error;
}

async function sourceLine(
  uri: string,
  line: number,
  cache: Map<string, string[] | undefined>,
): Promise<string> {
  if (!cache.has(uri)) {
    // Only a preview line for the model: an unreadable file shows none, the location is still given.
    const text = await readFile(fileURLToPath(uri), "utf8").catch(() => undefined);
    cache.set(uri, text?.split("\n"));
  }
  return (cache.get(uri)?.[line] ?? "").trim().slice(0, 200);
}

async function listLocations(root: string, locations: readonly Location[], what: string): Promise<string> {
  if (locations.length === 0) return `(no ${what} found)`;
  const cache = new Map<string, string[] | undefined>();
  const shown = locations.slice(0, MAX_LOCATIONS);
  const lines = await Promise.all(
    shown.map(async (location) => {
      const text = await sourceLine(location.uri, location.range.start.line, cache);
      return `${formatLocation(root, location)}${text === "" ? "" : `: ${text}`}`;
    }),
  );
  if (locations.length > shown.length) lines.push(`… and ${locations.length - shown.length} more`);
  return lines.join("\n");
}

function positionTool(
  name: string,
  description: string,
  answer: (abs: string, root: string, input: PositionInput) => Promise<string>,
): AnyTool {
  return buildTool({
    name,
    description,
    inputSchema: positionSchema,
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    describeCall: (input: PositionInput) => `${name}(${input.path}:${input.line + 1}:${input.character + 1})`,
    permissionTarget: (input: PositionInput) => ({ kind: "read", paths: [input.path] }),
    async call(input, ctx) {
      const resolved = await resolveToolPath(ctx.workingDir, input.path);
      if (!resolved.ok) return { content: resolved.error, isError: true };
      try {
        const content = await answer(resolved.abs, resolved.root, input);
        // Names, types and doc comments come from the repository: data, never instructions.
        return { content, untrusted: true, source: name };
      } catch (error) {
        return failure(error);
      }
    },
  });
}

/** The four LSP tools, answering through `manager`. */
export function createLspTools(manager: LspQueries): readonly AnyTool[] {
  const position = (input: PositionInput) => ({ line: input.line, character: input.character });
  const definition = positionTool(
    "lsp_definition",
    'Go to the definition of the symbol at a position, using the project\'s language server (TypeScript/JavaScript, Python, Go, Rust, C/C++, or what .alfred/lsp.json configures). Input line and character are 0-based; results are `path:line:col` (1-based) with the source line. Use it to jump from a call to the code it runs; not for text search (use grep). Limits: workspace paths only; the first query waits for the project to load (up to 30 s). Example: {"path": "src/a.ts", "line": 4, "character": 12}',
    async (abs, root, input) =>
      listLocations(root, await manager.locations(abs, "definition", position(input)), "definition"),
  );
  const references = positionTool(
    "lsp_references",
    'Find every reference to the symbol at a position (declaration included), using the language server. Input line and character are 0-based; results are `path:line:col` (1-based) with the source line, at most 100. Use it before changing a function\'s signature, to see every caller; not for strings in comments or docs (use grep). Example: {"path": "src/a.ts", "line": 4, "character": 12}',
    async (abs, root, input) =>
      listLocations(root, await manager.locations(abs, "references", position(input)), "references"),
  );
  const hover = positionTool(
    "lsp_hover",
    'Show the type and documentation of the symbol at a position, using the language server. Input line and character are 0-based. Use it to learn a value\'s type without reading its definition; not for reading code (use file_read). Example: {"path": "src/a.ts", "line": 4, "character": 12}',
    async (abs, _root, input) => {
      const text = await manager.hover(abs, position(input));
      return text === "" ? "(no hover information)" : text;
    },
  );
  const diagnostics = buildTool({
    name: "lsp_diagnostics",
    description:
      'List the language server\'s diagnostics (errors, warnings, hints) for one file as `path:line:col severity CODE: message` (1-based). Use it on files you changed, or on a pull request\'s changed files, before claiming they compile; not a replacement for the verify command. Edits already append their errors. Example: {"path": "src/a.ts"}',
    inputSchema: pathSchema,
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    describeCall: (input: z.output<typeof pathSchema>) => `lsp_diagnostics(${input.path})`,
    permissionTarget: (input: z.output<typeof pathSchema>) => ({ kind: "read", paths: [input.path] }),
    async call(input, ctx) {
      const resolved = await resolveToolPath(ctx.workingDir, input.path);
      if (!resolved.ok) return { content: resolved.error, isError: true };
      try {
        const result = await manager.diagnostics(resolved.abs, DIAGNOSTICS_WAIT_MS);
        const lines = result.items.map((item) => formatDiagnostic(resolved.rel, item));
        const body = lines.length === 0 ? `(no diagnostics for ${resolved.rel})` : lines.join("\n");
        const note = result.settled
          ? ""
          : `\n(the server had not settled after ${DIAGNOSTICS_WAIT_MS / 1000} s)`;
        return { content: body + note, untrusted: true, source: "lsp_diagnostics" };
      } catch (error) {
        return failure(error);
      }
    },
  });
  return [definition, references, hover, diagnostics];
}
