/**
 * The Action's entry: point tree-sitter at the grammars shipped beside the
 * bundle, then run. Everything else lives in main.ts.
 */
import { existsSync } from "../platform/fs/fs.js";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { setWasmDirectory } from "../platform/wasm/tree-sitter.js";
import { run } from "./main.js";

const here = dirname(fileURLToPath(import.meta.url));
if (existsSync(join(here, "tree-sitter.wasm"))) {
  setWasmDirectory(here);
  // web-tree-sitter's CommonJS build reads the free variable __dirname, which an ES module bundle lacks.
  (globalThis as { __dirname?: string }).__dirname ??= here;
}
await run();
