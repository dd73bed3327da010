/**
 * glob: lists workspace files whose paths match a glob pattern, sorted
 * alphabetically (Alfred's spec; the Alan Code reference sorts newest-first,
 * but a stable order makes runs reproducible), capped at 500.
 */
import * as z from "zod";
import { buildTool } from "./define-tool.js";
import { compileGlob, literalPrefix } from "../core/glob-pattern.js";
import { resolveToolPath, statOrUndefined } from "./lib/files/tool-path.js";
import { walkFiles } from "./lib/search/walk.js";

/** The most paths one call returns. */
const GLOB_RESULT_LIMIT = 500;

const inputSchema = z.strictObject({
  pattern: z
    .string()
    .min(1)
    .describe(
      "Glob matched against file paths relative to `path`: `*` and `?` stay within one directory, `**` spans directories, `[abc]`, `{ts,tsx}`. E.g. `src/**/*.ts`, `**/*.{json,yml}`. `*.ts` matches only the top level.",
    ),
  path: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Directory to search in, workspace-relative or absolute inside the workspace (default: the workspace root)",
    ),
});

type GlobInput = z.output<typeof inputSchema>;

/** Prunes directories that cannot lead to a match: outside the literal prefix, or deeper than a `**`-free pattern reaches. */
function descendFilter(pattern: string, startRel: string): (relDir: string) => boolean {
  const prefix = literalPrefix(pattern);
  const segments = pattern.replace(/^(?:\.\/)+/, "").split("/");
  const bounded = !pattern.includes("**") && !pattern.includes("{");
  return (relDir) => {
    const local = (startRel === "." ? relDir : relDir.slice(startRel.length + 1)).split("/");
    if (bounded && local.length >= segments.length) return false;
    return local.every((segment, index) => index >= prefix.length || prefix[index] === segment);
  };
}

/** The glob tool: read-only and concurrency-safe. */
export const globTool = buildTool({
  name: "glob",
  description: [
    "Find files by name with a glob pattern. Returns workspace-relative paths, sorted alphabetically.",
    "Use it to list a directory or find files by name or extension. To search file contents, use grep.",
    "Limits: at most 500 paths (narrow the pattern for more); skips node_modules, .git, dist, hidden files and directories",
    "(unless the pattern names one, e.g. `.github/**/*.yml`) and whatever .gitignore excludes; `*` stays within one directory.",
    'Example: {"pattern": "src/**/*.test.ts"}',
  ].join(" "),
  inputSchema,
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  describeCall: (input: GlobInput) =>
    input.path === undefined ? `glob(${input.pattern})` : `glob(${input.pattern} in ${input.path})`,
  permissionTarget: (input: GlobInput) => ({ kind: "read", paths: [input.path ?? "."] }),
  async call(input, ctx) {
    const pattern = input.pattern.replace(/^(?:\.\/)+/, "");
    if (pattern.startsWith("/") || pattern.split("/").includes("..")) {
      return {
        content: "The pattern must be relative (no leading `/`, no `..`); put the directory in `path`.",
        isError: true,
      };
    }
    const resolved = await resolveToolPath(ctx.workingDir, input.path ?? ".");
    if (!resolved.ok) return { content: resolved.error, isError: true };
    const info = await statOrUndefined(resolved.abs);
    if (info === undefined || !info.isDirectory()) {
      return { content: `Not a directory: ${input.path ?? "."}`, isError: true };
    }
    const matcher = compileGlob(pattern);
    const hidden = pattern.split("/").some((segment) => segment.startsWith(".") && segment !== ".");
    const base = resolved.rel === "." ? "" : `${resolved.rel}/`;
    const found: string[] = [];
    for await (const entry of walkFiles({
      root: resolved.root,
      start: resolved.abs,
      hidden,
      signal: ctx.signal,
      shouldDescend: descendFilter(pattern, resolved.rel),
    })) {
      if (matcher.test(entry.rel.slice(base.length))) found.push(entry.rel);
    }
    if (ctx.signal.aborted) return { content: "glob was cancelled", isError: true };
    if (found.length === 0) return { content: `No files match ${input.pattern} in ${resolved.rel}` };
    found.sort();
    const shown = found.slice(0, GLOB_RESULT_LIMIT);
    const note =
      found.length > GLOB_RESULT_LIMIT
        ? `\n… showing ${GLOB_RESULT_LIMIT} of ${found.length} matches; narrow the pattern`
        : "";
    // File names are chosen by whoever wrote the repository: fenced as data.
    return { content: shown.join("\n") + note, untrusted: true, source: "glob" };
  },
});
