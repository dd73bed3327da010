/**
 * file_read: shows a UTF-8 file with line numbers and records what was read,
 * so file_edit and file_write can enforce read-before-write and freshness.
 */
import * as z from "zod";
import { buildTool } from "./define-tool.js";
import { readTextFile } from "./lib/files/text-file.js";
import { resolveToolPath } from "./lib/files/tool-path.js";

/** Lines returned when `limit` is not given. */
const DEFAULT_READ_LIMIT = 2000;
/** Longer lines are cut to this many characters. */
const MAX_LINE_CHARS = 2000;
/** Output stops early, with a note, past this many characters. */
const MAX_READ_OUTPUT_CHARS = 250_000;

const inputSchema = z.strictObject({
  path: z.string().min(1).describe("File to read, workspace-relative or absolute inside the workspace"),
  offset: z.number().int().min(1).optional().describe("1-based line number to start from (default 1)"),
  limit: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(`Maximum number of lines to return (default ${DEFAULT_READ_LIMIT})`),
});

type ReadInput = z.output<typeof inputSchema>;

function splitLines(content: string): string[] {
  const body = content.startsWith("\uFEFF") ? content.slice(1) : content;
  if (body === "") return [];
  const lines = body.split("\n");
  if (body.endsWith("\n")) lines.pop();
  return lines.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
}

function formatLine(number: number, line: string): string {
  const text =
    line.length > MAX_LINE_CHARS
      ? `${line.slice(0, MAX_LINE_CHARS)}… [line truncated: ${line.length} characters]`
      : line;
  return `${String(number).padStart(6)}\t${text}`;
}

/** The file_read tool: read-only and concurrency-safe. */
export const fileReadTool = buildTool({
  name: "file_read",
  description: [
    "Read a UTF-8 text file of the workspace. Returns `<line number>\\t<line>` lines (like `cat -n`).",
    "Use it before changing a file (file_edit and file_write refuse files not read in this session) and to study code",
    "you located with grep or glob; read several files in one turn, the calls run in parallel.",
    "Not for directories (use glob) or searching (use grep).",
    `Limits: ${DEFAULT_READ_LIMIT} lines from \`offset\` by default; lines over ${MAX_LINE_CHARS} characters are cut; output over`,
    "50,000 characters is cut in the middle, so read long files in ranges; binary files, invalid UTF-8 and files over 10 MB are",
    "refused; paths outside the workspace are refused.",
    'Example: {"path": "src/parser.ts", "offset": 120, "limit": 80}',
  ].join(" "),
  inputSchema,
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  describeCall: (input: ReadInput) => `file_read(${input.path})`,
  permissionTarget: (input: ReadInput) => ({ kind: "read", paths: [input.path] }),
  async call(input, ctx) {
    const resolved = await resolveToolPath(ctx.workingDir, input.path);
    if (!resolved.ok) return { content: resolved.error, isError: true };
    const file = await readTextFile(resolved.abs, resolved.rel);
    if (!file.ok) return { content: file.message, isError: true };
    ctx.readFileState.set(resolved.abs, { content: file.content, mtimeMs: file.mtimeMs });
    const lines = splitLines(file.content);
    if (lines.length === 0) return { content: `(${resolved.rel} is empty)` };
    const offset = input.offset ?? 1;
    if (offset > lines.length) {
      return {
        content: `offset ${offset} is past the end of ${resolved.rel} (${lines.length} lines)`,
        isError: true,
      };
    }
    const end = Math.min(lines.length, offset - 1 + (input.limit ?? DEFAULT_READ_LIMIT));
    const out: string[] = [];
    let size = 0;
    let next = offset;
    while (next <= end) {
      const formatted = formatLine(next, lines[next - 1] ?? "");
      if (out.length > 0 && size + formatted.length > MAX_READ_OUTPUT_CHARS) break;
      out.push(formatted);
      size += formatted.length + 1;
      next += 1;
    }
    if (next <= lines.length) {
      out.push(`… ${lines.length - next + 1} more lines; use offset=${next} to continue`);
    }
    // A file's text is data, never instructions (in CI the repository is untrusted): fenced.
    return { content: out.join("\n"), untrusted: true, source: `file_read:${resolved.rel}` };
  },
});
