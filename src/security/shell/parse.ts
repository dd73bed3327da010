/**
 * The one bash parser behind the shell policy. The policy functions are synchronous (they sit on
 * the permission path of every `bash` call), but loading a tree-sitter grammar is not, so
 * platform/wasm/shell-parser.ts (`initShellParser()`) loads it on first use and installs the parser
 * here; this module stays pure (no I/O).
 */
import type { Node, Parser } from "web-tree-sitter";

let parser: Parser | undefined;

/** Keeps `loaded` as the shared parser (the first one installed wins). */
export function installShellParser(loaded: Parser): void {
  parser ??= loaded;
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
