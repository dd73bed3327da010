/** Types of `web-tree-sitter.cjs`: the parts of web-tree-sitter it re-exports. */
export { Language, Parser, Query } from "web-tree-sitter";
