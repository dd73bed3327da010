/**
 * The post-edit syntax check: parses the would-be content of a file before it
 * is written, so an edit cannot leave broken code on disk. Languages are
 * chosen by extension; tree-sitter grammars for code, a position-reporting
 * scanner for JSON (core/json-syntax.ts). Anything else passes through.
 */
import { basename, extname } from "node:path";
import type { Node } from "web-tree-sitter";
import { createParser, loadGrammar } from "../../../platform/wasm/tree-sitter.js";
import type { GrammarName } from "../../../platform/wasm/tree-sitter.js";
import { findJsonSyntaxError, lineColumnAt } from "../../../core/json-syntax.js";

/** The verdict of {@link checkSyntax}; `line` and `column` are 1-based. */
export type SyntaxCheckResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: string; readonly line?: number; readonly column?: number };

type Checker = GrammarName | "json" | "jsonc";

const BY_EXTENSION: Readonly<Record<string, Checker>> = {
  ".ts": "typescript",
  ".mts": "typescript",
  ".cts": "typescript",
  ".tsx": "tsx",
  ".js": "javascript",
  ".mjs": "javascript",
  ".cjs": "javascript",
  // The JavaScript grammar parses JSX.
  ".jsx": "javascript",
  ".py": "python",
  ".go": "go",
  ".rs": "rust",
  ".java": "java",
  ".json": "json",
  ".jsonc": "jsonc",
};

/** JSON files that conventionally allow comments and trailing commas. */
function isJsoncFile(path: string): boolean {
  const name = basename(path);
  return (
    /^[tj]sconfig(\..*)?\.json$/.test(name) ||
    name === "devcontainer.json" ||
    name === ".devcontainer.json" ||
    /(^|[/\\])\.vscode[/\\]/.test(path)
  );
}

function checkerFor(path: string): Checker | undefined {
  const checker = BY_EXTENSION[extname(path).toLowerCase()];
  return checker === "json" && isJsoncFile(path) ? "jsonc" : checker;
}

/** True when {@link checkSyntax} really validates files like `path` (instead of passing them through). */
export function isCheckable(path: string): boolean {
  return checkerFor(path) !== undefined;
}

function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const end = text.indexOf("\n", offset);
  return text.slice(start, end === -1 ? text.length : end).trim();
}

function excerpt(text: string): string {
  const firstLine = text.split("\n")[0] ?? "";
  const trimmed = firstLine.trim();
  return trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
}

function broken(path: string, text: string, offset: number, what: string): SyntaxCheckResult {
  const { line, column } = lineColumnAt(text, offset);
  return { ok: false, error: `${path}:${line}:${column}: ${what}`, line, column };
}

function checkJson(path: string, text: string, jsonc: boolean): SyntaxCheckResult {
  if (!jsonc) {
    try {
      JSON.parse(text);
      return { ok: true };
    } catch (error: unknown) {
      const problem = findJsonSyntaxError(text);
      if (problem !== undefined && problem.tooDeep !== true)
        return broken(path, text, problem.offset, `invalid JSON: ${problem.message}`);
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, error: `${path}: invalid JSON: ${message}` };
    }
  }
  const problem = findJsonSyntaxError(text, { jsonc: true });
  // Nesting too deep to scan is no verdict on the syntax: the write is not refused for it.
  return problem === undefined || problem.tooDeep === true
    ? { ok: true }
    : broken(path, text, problem.offset, `invalid JSON: ${problem.message}`);
}

/** The first ERROR or MISSING node, depth-first, descending only into subtrees that contain one. */
function firstProblem(node: Node): Node | undefined {
  if (node.isError || node.isMissing) return node;
  for (const child of node.children) {
    if (child !== null && (child.hasError || child.isMissing)) {
      const found = firstProblem(child);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

async function checkTree(path: string, text: string, grammar: GrammarName): Promise<SyntaxCheckResult> {
  const parser = createParser(await loadGrammar(grammar));
  try {
    const tree = parser.parse(text);
    if (tree === null) return { ok: false, error: `${path}: the ${grammar} parser gave up` };
    try {
      if (!tree.rootNode.hasError) return { ok: true };
      const problem = firstProblem(tree.rootNode);
      if (problem === undefined) return { ok: false, error: `${path}: syntax error` };
      const offset = problem.startIndex;
      if (problem.isMissing) {
        return broken(
          path,
          text,
          offset,
          `missing ${JSON.stringify(problem.type)} in ${JSON.stringify(lineAt(text, offset))}`,
        );
      }
      const near = excerpt(problem.text) || lineAt(text, offset);
      return broken(path, text, offset, `syntax error near ${JSON.stringify(near)}`);
    } finally {
      tree.delete();
    }
  } finally {
    parser.delete();
  }
}

/**
 * Parses `content` as the language `path`'s extension names and reports the
 * first syntax error (`src/a.ts:12:5: syntax error near "foo(;"`, or
 * `missing ")"`). Empty content and unknown extensions are always ok; a
 * leading byte-order mark is ignored.
 * @throws Error when a grammar's `.wasm` file cannot be loaded.
 */
export async function checkSyntax(path: string, content: string): Promise<SyntaxCheckResult> {
  const checker = checkerFor(path);
  const text = content.startsWith("\uFEFF") ? content.slice(1) : content;
  if (checker === undefined || text.trim().length === 0) return { ok: true };
  if (checker === "json" || checker === "jsonc") return checkJson(path, text, checker === "jsonc");
  return checkTree(path, text, checker);
}
