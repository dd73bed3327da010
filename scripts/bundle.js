#!/usr/bin/env node
// Builds the Action's bundle: dist/index.js (ncc) with the tree-sitter .wasm files and
// proxy-bridge.cjs beside it. `npm run bundle` must reproduce the committed dist/ byte for byte.
import { execFileSync } from "node:child_process";
import { copyFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { copyShippedAssets } from "./shipped-assets.js";

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
// so that its chunks cannot clash with index.js's: dist/tag-worker/index.js (platform/process/worker-pool.ts).
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

// tree-sitter's and sql.js's files (sql.js crashes when webpack bundles it; src/platform/wasm/sql-js.ts
// loads its script from dist/ at run time).
copyShippedAssets(dist);
// The egress proxy's bridge runs as its own script inside the sandbox; it sits beside index.js.
copyFileSync(join(root, "src/platform/egress/proxy-bridge.cjs"), join(dist, "proxy-bridge.cjs"));
writeFileSync(join(dist, "package.json"), '{\n  "type": "module"\n}\n');
console.log(`dist/: ${readdirSync(dist).join(", ")}`);
