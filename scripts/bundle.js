#!/usr/bin/env node
// Builds the Action's bundle, dist/: esbuild, one ES module graph split into chunks at dynamic
// imports (each job kind loads its own: src/action/job-modules.ts), with the repo map's worker
// thread as a second entry, dist/tag-worker.js (platform/process/worker-pool.ts finds it beside
// the chunk that starts it), and beside them the files loaded at run time by path: tree-sitter's
// and sql.js's (shipped-assets.js) and the egress proxy's bridge. Not minified: a stack trace in a
// job log names real functions, and `// src/…` lines mark every module (test/e2e/action-start-up.test.ts
// reads them). `npm run bundle` must reproduce the committed dist/ byte for byte.
import { build } from "esbuild";
import { copyFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESM_BUNDLE_OPTIONS } from "./esm-bundle.js";
import { copyShippedAssets } from "./shipped-assets.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");

rmSync(dist, { recursive: true, force: true });
await build({
  ...ESM_BUNDLE_OPTIONS,
  absWorkingDir: root,
  entryPoints: [
    { in: "src/action/index.ts", out: "index" },
    { in: "src/context/tags/tag-worker.ts", out: "tag-worker" },
  ],
  outdir: dist,
  splitting: true,
});
copyShippedAssets(dist);
copyFileSync(join(root, "src/platform/egress/proxy-bridge.cjs"), join(dist, "proxy-bridge.cjs"));
writeFileSync(join(dist, "package.json"), '{\n  "type": "module"\n}\n');
console.log(`dist/: ${readdirSync(dist).length} files`);
