// Files tsc does not emit but the build needs: the CommonJS shim for web-tree-sitter.
import { copyFileSync } from "node:fs";

copyFileSync("src/platform/web-tree-sitter.cjs", "build/platform/web-tree-sitter.cjs");
