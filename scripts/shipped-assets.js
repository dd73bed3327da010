// The files the Action's bundle (dist/) and the installed package (build/assets/) carry instead of
// the packages they come from: tree-sitter's runtime and grammar .wasm files, the repo map's tag
// queries (flat, as `<package>.tags.scm`), and sql.js's script (as .cjs: both folders are
// "type": "module") and WebAssembly. src/platform/wasm/tree-sitter.ts and sql-js.ts find them there.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(import.meta.url);

const WASM = [
  ["web-tree-sitter", "tree-sitter.wasm"],
  ["tree-sitter-bash", "tree-sitter-bash.wasm"],
  ["tree-sitter-typescript", "tree-sitter-typescript.wasm"],
  ["tree-sitter-typescript", "tree-sitter-tsx.wasm"],
  ["tree-sitter-javascript", "tree-sitter-javascript.wasm"],
  ["tree-sitter-python", "tree-sitter-python.wasm"],
  ["tree-sitter-go", "tree-sitter-go.wasm"],
  ["tree-sitter-rust", "tree-sitter-rust.wasm"],
  ["tree-sitter-java", "tree-sitter-java.wasm"],
  ["tree-sitter-c-sharp", "tree-sitter-c_sharp.wasm"],
  ["tree-sitter-ruby", "tree-sitter-ruby.wasm"],
];

const TAG_QUERIES = [
  "tree-sitter-typescript",
  "tree-sitter-javascript",
  "tree-sitter-python",
  "tree-sitter-go",
  "tree-sitter-rust",
  "tree-sitter-java",
  "tree-sitter-c-sharp",
  "tree-sitter-ruby",
];

/** Copies every shipped asset into `directory` (created if missing). */
export function copyShippedAssets(directory) {
  mkdirSync(directory, { recursive: true });
  for (const [pkg, file] of WASM) copyFileSync(require.resolve(`${pkg}/${file}`), join(directory, file));
  for (const pkg of TAG_QUERIES)
    copyFileSync(require.resolve(`${pkg}/queries/tags.scm`), join(directory, `${pkg}.tags.scm`));
  copyFileSync(require.resolve("sql.js/dist/sql-wasm.js"), join(directory, "sql-wasm.cjs"));
  copyFileSync(require.resolve("sql.js/dist/sql-wasm.wasm"), join(directory, "sql-wasm.wasm"));
}
