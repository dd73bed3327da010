/**
 * grep: searches file contents with a regular expression. Uses ripgrep when
 * `rg` is on PATH and a pure-JS fallback otherwise; both walk the same files
 * in the same order and print through one formatter, so the output does not
 * depend on which ran (see `lib/ripgrep.ts` for the regex-dialect caveat).
 *
 * The default output mode is `content` (`path:line:text`), as Alfred's spec
 * describes grep; the Alan Code reference defaults to `files_with_matches`.
 */
import * as z from "zod";
import { buildTool } from "./define-tool.js";
import { GREP_RESULT_LIMIT, GrepCollector } from "./lib/search/grep-results.js";
import { fileFilter, GREP_TIMEOUT_MS, searchWithJs } from "./lib/search/grep-search.js";
import type { GrepSearch, SearchOutcome } from "./lib/search/grep-search.js";
import { findRipgrep, searchWithRipgrep } from "./lib/search/ripgrep.js";
import { resolveToolPath, statOrUndefined } from "./lib/files/tool-path.js";
import type { Tool } from "./tool-contract.js";

const inputSchema = z.strictObject({
  pattern: z
    .string()
    .min(1)
    .describe(
      "Regular expression to search for, matched line by line (e.g. `function\\s+\\w+`, `TODO|FIXME`)",
    ),
  path: z
    .string()
    .min(1)
    .optional()
    .describe(
      "File or directory to search, workspace-relative or absolute inside the workspace (default: the workspace root)",
    ),
  glob: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Only search files matching this glob: without `/` it matches file names (`*.ts`, `*.{ts,tsx}`), with `/` paths relative to `path` (`src/**/*.ts`)",
    ),
  ignoreCase: z.boolean().optional().describe("Case-insensitive search (default false)"),
  output_mode: z
    .enum(["content", "files_with_matches", "count"])
    .optional()
    .describe(
      "`content` (default): `path:line:text` lines; `files_with_matches`: paths only; `count`: `path:N` per file",
    ),
  context: z
    .number()
    .int()
    .min(0)
    .max(20)
    .optional()
    .describe(
      "Lines of context before and after each match, printed as `path-line-text` (content mode only)",
    ),
  head_limit: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      `Show at most this many matches (content) or files (other modes); at most ${GREP_RESULT_LIMIT}`,
    ),
});

type GrepInput = z.output<typeof inputSchema>;

/** How grep chooses its back end: `auto` uses rg when it is on PATH. */
export interface GrepOptions {
  readonly useRipgrep?: boolean | "auto";
  /** PATH to look for `rg` in (default: the host's PATH). */
  readonly searchPath?: string;
  readonly timeoutMs?: number;
}

/** The back end that ran: the rg executable, or undefined for the JS fallback. */
async function chooseRipgrep(options: GrepOptions): Promise<string | undefined> {
  const use = options.useRipgrep ?? "auto";
  if (use === false) return undefined;
  const found = await findRipgrep(options.searchPath);
  if (found === undefined && use === true) throw new Error("rg was requested but is not on PATH");
  return found;
}

/**
 * Builds the grep tool with an explicit back-end choice (tests force the
 * fallback with `{ useRipgrep: false }`).
 * @throws Error from `call` when `useRipgrep` is true and rg is missing.
 */
export function createGrepTool(options: GrepOptions = {}): Tool<typeof inputSchema, string> {
  let ripgrep: Promise<string | undefined> | undefined;
  return buildTool({
    name: "grep",
    description: [
      "Search file contents with a regular expression, line by line. Output: `path:line:text` per match, sorted by path;",
      "output_mode `files_with_matches` lists paths only, `count` gives matches per file.",
      "Use it to find definitions, callers, strings and error messages before reading files. To find files by name, use glob.",
      "Limits: at most 200 matches (head_limit lowers it); lines cut at 300 characters; skips node_modules, .git, dist, hidden",
      "and .gitignore'd files, binary files and files over 1 MB; a search stops after 30 s.",
      'Example: {"pattern": "function slugify\\\\b", "glob": "*.ts", "context": 2}',
    ].join(" "),
    inputSchema,
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    describeCall: (input: GrepInput) =>
      input.path === undefined ? `grep(${input.pattern})` : `grep(${input.pattern} in ${input.path})`,
    permissionTarget: (input: GrepInput) => ({ kind: "read", paths: [input.path ?? "."] }),
    async call(input, ctx) {
      const resolved = await resolveToolPath(ctx.workingDir, input.path ?? ".");
      if (!resolved.ok) return { content: resolved.error, isError: true };
      const info = await statOrUndefined(resolved.abs);
      if (info === undefined) return { content: `Path not found: ${input.path ?? "."}`, isError: true };
      const mode = input.output_mode ?? "content";
      const context = mode === "content" ? (input.context ?? 0) : 0;
      const limit = Math.min(input.head_limit ?? GREP_RESULT_LIMIT, GREP_RESULT_LIMIT);
      const search: GrepSearch = {
        root: resolved.root,
        start: resolved.abs,
        startIsFile: info.isFile(),
        pattern: input.pattern,
        ignoreCase: input.ignoreCase ?? false,
        context,
        keep: fileFilter(input.glob, info.isFile() ? "." : resolved.rel),
        signal: ctx.signal,
        timeoutMs: options.timeoutMs ?? GREP_TIMEOUT_MS,
      };
      const collector = new GrepCollector(mode, limit, context);
      ripgrep ??= chooseRipgrep(options);
      const rgPath = await ripgrep;
      const outcome: SearchOutcome =
        rgPath === undefined
          ? await searchWithJs(search, collector)
          : await searchWithRipgrep(rgPath, search, collector);
      if (!outcome.ok) return { content: outcome.error, isError: true };
      const note = outcome.note === undefined ? "" : `\n… ${outcome.note}`;
      if (collector.empty) return { content: `No matches for ${input.pattern} in ${resolved.rel}${note}` };
      // Matched lines are file content: fenced as data, like file_read.
      return { content: collector.format(outcome.partial) + note, untrusted: true, source: "grep" };
    },
  });
}

/** The grep tool: read-only and concurrency-safe; ripgrep when available, else the JS fallback. */
export const grepTool = createGrepTool();
