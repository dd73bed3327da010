/**
 * file_write: creates a file or replaces one completely. An existing file is
 * only overwritten after it was read this session and if it has not changed
 * on disk since (the same rule as file_edit); a write that would leave a
 * syntax error in a checkable file that was not already broken is refused.
 */
import * as z from "zod";
import { buildTool } from "./define-tool.js";
import { atomicWrite } from "./lib/edit/atomic-write.js";
import type { AtomicWriteResult } from "./lib/edit/atomic-write.js";
import { checkReadBeforeWrite } from "./lib/files/read-guard.js";
import { syntaxGate } from "./lib/check/syntax-gate.js";
import { readTextFile } from "./lib/files/text-file.js";
import { resolveWritablePath } from "./lib/files/tool-path.js";

/** Diff lines shown for a write (a new file shows its content as additions). */
const WRITE_DIFF_LINES = 200;

const inputSchema = z.strictObject({
  path: z
    .string()
    .min(1)
    .describe("File to create or overwrite, workspace-relative or absolute inside the workspace"),
  content: z.string().describe("The complete new content of the file"),
});

type WriteInput = z.output<typeof inputSchema>;

/** The file_write tool: mutating, serial. */
export const fileWriteTool = buildTool({
  name: "file_write",
  description: [
    "Create a file (parent directories are created) or replace an existing one with the complete content given; returns a diff.",
    "Use it for new files and complete rewrites. For changing part of a file use file_edit: it is cheaper and safer.",
    "Rules: overwriting needs the file read with file_read in this session and unchanged on disk since; creating needs no read.",
    "The write is atomic and keeps the file's permissions. Content that would leave a syntax error in a",
    ".ts/.tsx/.js/.jsx/.py/.go/.rs/.java/.json file is refused (unless the file already had one). Paths outside the workspace",
    "and protected paths are refused.",
    'Example: {"path": "src/slug.test.ts", "content": "import { slugify } from \\"./slug.js\\";\\n…"}',
  ].join(" "),
  inputSchema,
  describeCall: (input: WriteInput) => `file_write(${input.path})`,
  permissionTarget: (input: WriteInput) => ({ kind: "edit", paths: [input.path] }),
  async call(input, ctx) {
    const resolved = await resolveWritablePath(ctx.workingDir, input.path);
    if (!resolved.ok) return { content: resolved.error, isError: true };
    const { abs, rel } = resolved;
    const existing = await readTextFile(abs, rel);
    let before: string | undefined;
    if (existing.ok) {
      const stale = checkReadBeforeWrite(rel, ctx.readFileState.get(abs), existing);
      if (stale !== undefined) return { content: stale, isError: true };
      before = existing.content;
    } else if (existing.problem !== "missing") {
      return { content: `Cannot overwrite: ${existing.message}`, isError: true };
    }
    if (before === input.content) return { content: `${rel} already has this content; nothing written` };
    const gate = await syntaxGate(rel, before, input.content);
    if (!gate.ok) return { content: gate.error, isError: true };
    let written: AtomicWriteResult;
    try {
      written = await atomicWrite(abs, input.content);
    } catch (error: unknown) {
      return {
        content: `Could not write ${rel}: ${error instanceof Error ? error.message : String(error)}`,
        isError: true,
      };
    }
    ctx.readFileState.set(abs, { content: input.content, mtimeMs: written.mtimeMs });
    const bytes = Buffer.byteLength(input.content, "utf8");
    const summary = `${before === undefined ? "Created" : "Overwrote"} ${rel} (${bytes} bytes)`;
    // The diff library loads on the first write, not when the tools are defined.
    const { unifiedDiff } = await import("./lib/edit/unified-diff.js");
    const parts = [summary, unifiedDiff(before ?? "", input.content, rel, { maxLines: WRITE_DIFF_LINES })];
    if (gate.warning !== undefined) parts.push(gate.warning);
    return { content: parts.filter((part) => part !== "").join("\n") };
  },
});
