/**
 * The one bash parser behind the shell policy. The policy functions are synchronous (they sit on
 * the permission path of every `bash` call), but loading a tree-sitter grammar is not, so the
 * grammar is loaded once up front by `initShellParser()` and this module keeps the parser.
 */
import type { Node, Parser } from "web-tree-sitter";
import { createParser, loadGrammar, loadedGrammar } from "../../platform/tree-sitter.js";

let parser: Parser | undefined;

/**
 * Loads the bash grammar and creates the shared parser; calling it again is a no-op.
 * @throws Error when the grammar cannot be loaded (the policy then stays fail-closed).
 */
export async function loadShellParser(): Promise<void> {
  if (parser !== undefined) return;
  const language = loadedGrammar("bash") ?? (await loadGrammar("bash"));
  parser ??= createParser(language);
}

/** True once `loadShellParser()` has finished. */
export function shellParserReady(): boolean {
  return parser !== undefined;
}

/**
 * Parses `source` and hands the root node to `use`, freeing the tree afterwards (trees live in
 * wasm memory, which the garbage collector does not see).
 * Returns undefined when the parser is not loaded or tree-sitter gives up.
 * @throws whatever `use` throws.
 */
export function withShellTree<T>(source: string, use: (root: Node) => T): T | undefined {
  if (parser === undefined) return undefined;
  const tree = parser.parse(source);
  if (tree === null) return undefined;
  try {
    return use(tree.rootNode);
  } finally {
    tree.delete();
  }
}
