import { stat } from "../platform/fs/fs.js";
import { parseArgs } from "node:util";
import { buildRepoMap, DEFAULT_MAP_TOKENS, renderBuiltMap, renderMap } from "../context/repo-map.js";
import { workingDirOf } from "./common-flags.js";
import { ignoreAlfredState } from "./ignore-state.js";
import { type CliIo, EXIT } from "./io.js";
import { UsageError } from "./usage-error.js";

/** `alfred repomap` usage text. */
export const REPOMAP_USAGE = `Usage: alfred repomap [--tokens N] [--focus PATH]... [--json] [--cwd DIR]

Prints the repo map: the workspace's most referenced definitions, each with its
signature line, ranked by PageRank over the file reference graph (tree-sitter
tags for TypeScript, JavaScript, Python, Go, Rust, Java, C# and Ruby) and cut
to about N tokens (default ${DEFAULT_MAP_TOKENS}). --focus ranks the map around the given
files (repeatable). --json prints every ranked file instead:
{ "files": [ { "path", "rank", "symbols": [...] } ], "tokens" }.
Parsed tags are cached in .alfred/cache/, so a second run parses only what changed.`;

function tokensFlag(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MAP_TOKENS;
  const tokens = Number(value);
  if (!Number.isInteger(tokens) || tokens <= 0)
    throw new UsageError(`--tokens expects a positive integer, got "${value}"`);
  return tokens;
}

/**
 * `alfred repomap`.
 * @throws UsageError for bad flags or a --cwd that is not a directory.
 */
export async function repomapCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      tokens: { type: "string" },
      focus: { type: "string", multiple: true },
      json: { type: "boolean" },
      cwd: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    allowPositionals: false,
    strict: true,
  });
  if (values.help === true) {
    io.stdout.write(`${REPOMAP_USAGE}\n`);
    return EXIT.success;
  }
  const tokens = tokensFlag(values.tokens);
  const workingDir = workingDirOf(values, io.cwd);
  // Missing or unreadable: refused just below as a UsageError.
  const info = await stat(workingDir).catch(() => undefined);
  if (info === undefined || !info.isDirectory()) throw new UsageError(`not a directory: ${workingDir}`);
  await ignoreAlfredState(workingDir);
  const focus = values.focus ?? [];
  if (values.json !== true) {
    // The text form comes from the render cache when nothing changed: a warm run ranks nothing.
    const rendered = await renderMap({ workingDir, focus, tokens });
    io.stdout.write(rendered.text.length > 0 ? `${rendered.text}\n` : "(no source files to map)\n");
    return EXIT.success;
  }
  const map = await buildRepoMap({ workingDir, focus });
  const rendered = renderBuiltMap(map, tokens);
  const files = map.files.map((file) => ({
    path: file.path,
    rank: file.rank,
    symbols: file.symbols.map(({ name, kind, line, signature, rank }) => ({
      name,
      kind,
      line,
      signature,
      rank,
    })),
  }));
  io.stdout.write(`${JSON.stringify({ files, tokens: rendered.tokens })}\n`);
  return EXIT.success;
}
