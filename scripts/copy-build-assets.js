// Files tsc does not emit but the build needs: the CommonJS shims for web-tree-sitter and ignore, and the
// egress proxy's bridge, which runs as its own script inside the sandbox; and in build/assets/ the
// .wasm files and tag queries the installed package loads instead of the grammar packages.
import { copyFileSync } from "node:fs";
import { copyShippedAssets } from "./shipped-assets.js";

copyFileSync("src/platform/wasm/web-tree-sitter.cjs", "build/platform/wasm/web-tree-sitter.cjs");
copyFileSync("src/platform/fs/ignore.cjs", "build/platform/fs/ignore.cjs");
copyFileSync("src/platform/egress/proxy-bridge.cjs", "build/platform/egress/proxy-bridge.cjs");
copyShippedAssets("build/assets");
