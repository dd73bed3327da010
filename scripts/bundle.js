#!/usr/bin/env node
// Builds the Action's bundle: dist/index.js (ncc) with the tree-sitter .wasm files and
// proxy-bridge.cjs beside it. `npm run bundle` must reproduce the committed dist/ byte for byte.
import { execFileSync } from "node:child_process";
import { copyFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const require = createRequire(import.meta.url);

rmSync(dist, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [require.resolve("@vercel/ncc/dist/ncc/cli.js"), "build", "src/action/index.ts", "-o", "dist", "--quiet"],
  {
    cwd: root,
    stdio: "inherit",
  },
);

// ncc emits declaration files for the whole project (tsconfig has `declaration`); the Action needs none.
for (const entry of readdirSync(dist)) {
  const path = join(dist, entry);
  if (statSync(path).isDirectory() || entry.endsWith(".d.ts")) rmSync(path, { recursive: true, force: true });
}

// The repo map's worker thread (src/context/tag-worker.ts) is its own bundle, in a folder of its own
// so that its chunks cannot clash with index.js's: dist/tag-worker/index.js (platform/worker-pool.ts).
const workerDir = join(dist, "tag-worker");
execFileSync(
  process.execPath,
  [
    require.resolve("@vercel/ncc/dist/ncc/cli.js"),
    "build",
    "src/context/tag-worker.ts",
    "-o",
    workerDir,
    "--quiet",
  ],
  { cwd: root, stdio: "inherit" },
);
for (const entry of readdirSync(workerDir)) {
  const path = join(workerDir, entry);
  if (statSync(path).isDirectory() || entry.endsWith(".d.ts")) rmSync(path, { recursive: true, force: true });
}

const wasm = [
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
for (const [pkg, file] of wasm) copyFileSync(require.resolve(`${pkg}/${file}`), join(dist, file));
// The repo map's tag queries, flat beside the grammars (platform/tree-sitter.ts grammarAssetPath).
const tagQueries = [
  "tree-sitter-typescript",
  "tree-sitter-javascript",
  "tree-sitter-python",
  "tree-sitter-go",
  "tree-sitter-rust",
  "tree-sitter-java",
  "tree-sitter-c-sharp",
  "tree-sitter-ruby",
];
for (const pkg of tagQueries)
  copyFileSync(require.resolve(`${pkg}/queries/tags.scm`), join(dist, `${pkg}.tags.scm`));
// sql.js crashes when webpack bundles it: src/platform/sql-js.ts loads these two from dist/ at run time.
// sql-wasm.js becomes .cjs: dist/ is "type": "module", and Node would load a .js there as an ES module.
copyFileSync(require.resolve("sql.js/dist/sql-wasm.js"), join(dist, "sql-wasm.cjs"));
copyFileSync(require.resolve("sql.js/dist/sql-wasm.wasm"), join(dist, "sql-wasm.wasm"));
// The egress proxy's bridge runs as its own script inside the sandbox; it sits beside index.js.
copyFileSync(join(root, "src/platform/proxy-bridge.cjs"), join(dist, "proxy-bridge.cjs"));
writeFileSync(join(dist, "package.json"), '{\n  "type": "module"\n}\n');
console.log(`dist/: ${readdirSync(dist).join(", ")}`);
