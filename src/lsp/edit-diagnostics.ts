/**
 * After `file_edit` and `file_write`, the tool result ends with the edited
 * file's errors as the language server sees them, so the model learns about a
 * type error from the edit that caused it rather than from a failing verify
 * run later. A wrapper at registry level: the file tools stay unaware of LSP.
 *
 * Bounded: at most `waitMs` (default 5 s) in all, a cold server's project
 * load included (it goes on loading, so the next edit is answered). A file no
 * server serves costs nothing.
 */
import { resolveToolPath } from "../tools/lib/files/tool-path.js";
import type { AnyTool, ToolResult } from "../tools/tool-contract.js";
import { LspRequestError } from "./client.js";
import { formatErrors } from "./format.js";
import type { LspManager } from "./manager.js";
import { LspUnavailableError } from "./server.js";

/** The tools whose results get the edited file's errors. */
export const EDIT_TOOLS = ["file_edit", "file_write"] as const;

/** Default bound on waiting for a settled list after an edit (opencode waits up to ~5 s too). */
const EDIT_DIAGNOSTICS_WAIT_MS = 5_000;

function pathOf(input: unknown): string | undefined {
  if (typeof input !== "object" || input === null || !("path" in input)) return undefined;
  return typeof input.path === "string" ? input.path : undefined;
}

/**
 * The text to append for the file at `path` after an edit, or `undefined` for nothing (no server
 * for it, or a failure already reported once this session).
 */
async function editNote(
  manager: LspManager,
  workingDir: string,
  path: string,
  waitMs: number,
  reported: Set<string>,
): Promise<string | undefined> {
  const resolved = await resolveToolPath(workingDir, path);
  if (!resolved.ok) return undefined;
  const server = manager.serverFor(resolved.abs);
  if (server === undefined) return undefined;
  try {
    const result = await manager.diagnostics(resolved.abs, waitMs);
    const errors = formatErrors(resolved.rel, result.items);
    if (errors.length > 0)
      return [`Errors reported by ${server.spec.name} after this change:`, ...errors].join("\n");
    if (!result.settled)
      return `(${server.spec.name} reported nothing for ${resolved.rel} within ${waitMs / 1000} s)`;
    return `${server.spec.name}: no errors in ${resolved.rel}.`;
  } catch (error) {
    if (!(error instanceof LspUnavailableError || error instanceof LspRequestError)) throw error;
    if (reported.has(server.spec.name)) return undefined;
    reported.add(server.spec.name);
    return `(no diagnostics: ${error.message})`;
  }
}

/**
 * `tool` with the edited file's errors appended to its successful, textual results.
 * A failing language server never fails the edit: the note says so, once.
 */
export function withEditDiagnostics(
  tool: AnyTool,
  manager: LspManager,
  waitMs = EDIT_DIAGNOSTICS_WAIT_MS,
): AnyTool {
  const reported = new Set<string>();
  return {
    ...tool,
    async call(input, ctx): Promise<ToolResult<unknown>> {
      const result = await tool.call(input, ctx);
      const path = pathOf(input);
      if (result.isError === true || typeof result.content !== "string" || path === undefined) return result;
      // One bound for everything, a cold server's project load included: the edit never waits longer.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<string>((resolve) => {
        timer = setTimeout(
          () =>
            resolve(
              `(no diagnostics within ${waitMs / 1000} s: the language server is still loading; try lsp_diagnostics later)`,
            ),
          waitMs,
        );
      });
      const note = await Promise.race([
        // The note is extra to an edit that already succeeded: a language-server failure only leaves it out.
        editNote(manager, ctx.workingDir, path, waitMs, reported).catch(() => undefined),
        late,
      ]);
      clearTimeout(timer);
      return note === undefined ? result : { ...result, content: `${result.content}\n\n${note}` };
    },
  };
}
