/** Types of `web-tree-sitter.cjs`: web-tree-sitter itself. */
import TreeSitter = require("web-tree-sitter");

export = TreeSitter;
