/**
 * file_edit: replaces a snippet of an existing file, found by content on the
 * fuzzy ladder of {@link applyEdit}. Four invariants hold before anything is
 * written: the file was read this session, it has not changed on disk since,
 * the snippet matches exactly one place (or `replace_all`), and the result
 * still parses. A refused edit leaves the file byte-identical.
 */
import * as z from "zod";
import { buildTool } from "./define-tool.js";
import { atomicWrite } from "./lib/edit/atomic-write.js";
import type { AtomicWriteResult } from "./lib/edit/atomic-write.js";
import { checkReadBeforeWrite } from "./lib/files/read-guard.js";
import { applyEdit } from "./lib/edit/seek-sequence.js";
import { syntaxGate } from "./lib/check/syntax-gate.js";
import { readTextFile } from "./lib/files/text-file.js";
import { resolveWritablePath } from "./lib/files/tool-path.js";

const inputSchema = z.strictObject({
  path: z.string().min(1).describe("File to edit, workspace-relative or absolute inside the workspace"),
  old_string: z
    .string()
    .describe(
      "The text to replace, copied from file_read output without the line-number prefix; include enough surrounding lines to make it unique",
    ),
  new_string: z.string().describe("The replacement text (must differ from old_string)"),
  replace_all: z
    .boolean()
    .optional()
    .describe("Replace every match instead of requiring exactly one (default false)"),
});

type EditInput = z.output<typeof inputSchema>;

/** The file_edit tool: mutating, serial. */
export const fileEditTool = buildTool({
  name: "file_edit",
  description: [
    "Replace a snippet of an existing file with new text; returns a unified diff of the change.",
    "Use it for every change to part of a file. To create a file or rewrite one completely, use file_write.",
    "Rules: the file must have been read with file_read in this session and not changed on disk since; old_string must match",
    "exactly one place unless replace_all is true (add surrounding lines to make it unique). Matching tries the exact text first,",
    "then forgives trailing whitespace, indentation, internal whitespace and typographic quotes/dashes; line endings are kept.",
    "An edit that would leave a syntax error in a .ts/.tsx/.js/.jsx/.py/.go/.rs/.java/.json file is refused, and a refused edit",
    "changes nothing. Paths outside the workspace and protected paths are refused.",
    'Example: {"path": "src/slug.ts", "old_string": "export const SEPARATOR = \\"_\\";", "new_string": "export const SEPARATOR = \\"-\\";"}',
  ].join(" "),
  inputSchema,
  describeCall: (input: EditInput) => `file_edit(${input.path})`,
  permissionTarget: (input: EditInput) => ({ kind: "edit", paths: [input.path] }),
  async call(input, ctx) {
    const resolved = await resolveWritablePath(ctx.workingDir, input.path);
    if (!resolved.ok) return { content: resolved.error, isError: true };
    const { abs, rel } = resolved;
    const file = await readTextFile(abs, rel);
    if (!file.ok) {
      const hint = file.problem === "missing" ? "; to create it, use file_write" : "";
      return { content: `${file.message}${hint}`, isError: true };
    }
    const stale = checkReadBeforeWrite(rel, ctx.readFileState.get(abs), file);
    if (stale !== undefined) return { content: stale, isError: true };
    const edit = applyEdit(file.content, input.old_string, input.new_string, input.replace_all ?? false);
    if (!edit.ok) return { content: `Edit refused for ${rel}: ${edit.error}`, isError: true };
    const gate = await syntaxGate(rel, file.content, edit.content);
    if (!gate.ok) return { content: gate.error, isError: true };
    let written: AtomicWriteResult;
    try {
      written = await atomicWrite(abs, edit.content);
    } catch (error: unknown) {
      return {
        content: `Could not write ${rel}: ${error instanceof Error ? error.message : String(error)}`,
        isError: true,
      };
    }
    ctx.readFileState.set(abs, { content: edit.content, mtimeMs: written.mtimeMs });
    const via = edit.rung === "exact" ? "" : ` (matched via ${edit.rung})`;
    const summary = `Edited ${rel} — ${edit.count} replacement${edit.count === 1 ? "" : "s"}${via}`;
    // The diff library loads on the first edit, not when the tools are defined.
    const { unifiedDiff } = await import("./lib/edit/unified-diff.js");
    const parts = [summary, unifiedDiff(file.content, edit.content, rel)];
    if (gate.warning !== undefined) parts.push(gate.warning);
    return { content: parts.join("\n") };
  },
});
