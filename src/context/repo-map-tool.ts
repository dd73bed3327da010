/**
 * repo_map: the workspace's most referenced definitions, ranked around the
 * files the model names, within a token budget. The same map the system
 * prompt carries, but focused on demand.
 */
import * as z from "zod";
import { DEFAULT_MAP_TOKENS, renderMap } from "./repo-map.js";
import { buildTool } from "../tools/define-tool.js";
import { resolveToolPath } from "../tools/lib/files/tool-path.js";

/** The largest budget one call may ask for: a map bigger than this belongs in file reads. */
const REPO_MAP_MAX_TOKENS = 8192;

const inputSchema = z.strictObject({
  tokens: z
    .number()
    .int()
    .min(64)
    .max(REPO_MAP_MAX_TOKENS)
    .optional()
    .describe(`Budget of the map in tokens (default ${DEFAULT_MAP_TOKENS}, at most ${REPO_MAP_MAX_TOKENS})`),
  focus: z
    .array(z.string().min(1))
    .max(50)
    .optional()
    .describe(
      "Files to rank the map around (workspace-relative or absolute inside the workspace): what depends on them and what they use comes first",
    ),
});

type RepoMapInput = z.output<typeof inputSchema>;

/** The repo_map tool: read-only and concurrency-safe. */
export const repoMapTool = buildTool({
  name: "repo_map",
  description: [
    "Show a map of the repository: the most important files and their definitions (functions, classes, types), each with its line number and signature line,",
    "ranked by how much the rest of the code references them. Give `focus` files to see what they use and what uses them.",
    "Parses TypeScript, JavaScript, Python, Go, Rust, Java, C# and Ruby; skips ignored, vendored and build directories.",
    "Use it to find where to start in unfamiliar code, or what surrounds the files you are changing.",
    "Not for reading code (use file_read) or finding a known string (use grep).",
    "Limits: 64–8192 tokens (default 1024); focus paths must be inside the workspace; at most 5,000 files of 256 KB each are parsed.",
    'Example: {"focus": ["src/cart.ts"], "tokens": 2048}',
  ].join(" "),
  inputSchema,
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  describeCall: (input: RepoMapInput) =>
    input.focus === undefined || input.focus.length === 0
      ? "repo_map()"
      : `repo_map(${input.focus.join(", ")})`,
  permissionTarget: (input: RepoMapInput) => ({ kind: "read", paths: [".", ...(input.focus ?? [])] }),
  async call(input, ctx) {
    const focus: string[] = [];
    for (const path of input.focus ?? []) {
      const resolved = await resolveToolPath(ctx.workingDir, path);
      if (!resolved.ok) return { content: resolved.error, isError: true };
      focus.push(resolved.rel);
    }
    const rendered = await renderMap({
      workingDir: ctx.workingDir,
      focus,
      tokens: input.tokens ?? DEFAULT_MAP_TOKENS,
    });
    if (ctx.signal.aborted) return { content: "repo_map was cancelled", isError: true };
    if (rendered.text.length === 0) return { content: "No source files to map in this workspace." };
    // Signatures are text written by whoever wrote the repository: fenced as data.
    return { content: rendered.text, untrusted: true, source: "repo_map" };
  },
});
