#!/usr/bin/env node
// Bundles the package entry (what `import "alfred-ci"` resolves to) from tsc's build/ into
// build/bundle/: one ES module graph of a few files instead of ~270 (zod alone is 95), so a
// consumer's import costs a parse, not hundreds of module resolutions and file reads. Dynamic
// imports (provider SDKs, the engine loop, sessions, the harness) stay separate chunks, loaded
// on first use; the package's types stay tsc's (build/index.d.ts). build/bundle/chunks.json names the modules inside every chunk
// (test/e2e/start-up.test.ts reads it). esbuild, as dist/ (scripts/bundle.js), with the same shared options.
import { build } from "esbuild";
import { copyFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESM_BUNDLE_OPTIONS } from "./esm-bundle.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "build", "bundle");

rmSync(out, { recursive: true, force: true });
const result = await build({
  ...ESM_BUNDLE_OPTIONS,
  absWorkingDir: root,
  entryPoints: [
    { in: "build/index.js", out: "index" },
    // The repo map's worker thread: platform/process/worker-pool.ts looks for `tag-worker.js` beside the chunk.
    { in: "build/context/tags/tag-worker.js", out: "tag-worker" },
  ],
  outdir: out,
  splitting: true,
  metafile: true,
  // Less to compile on import (~30 ms of zod's 0.75 MB); names kept for errors and stack traces,
  // which the linked source maps turn back into build/ paths under `node --enable-source-maps`.
  minify: true,
  keepNames: true,
  sourcemap: "linked",
  sourcesContent: false,
  legalComments: "linked",
  // Loaded at run time from node_modules, by path: tree-sitter's CommonJS shim (copied below) and
  // sql.js, whose .wasm files are found beside their packages.
  external: ["./web-tree-sitter.cjs", "web-tree-sitter", "sql.js"],
});
// Scripts the bundle finds beside itself: the tree-sitter shim and the egress proxy's bridge.
copyFileSync(join(root, "build/platform/wasm/web-tree-sitter.cjs"), join(out, "web-tree-sitter.cjs"));
copyFileSync(join(root, "build/platform/egress/proxy-bridge.cjs"), join(out, "proxy-bridge.cjs"));
const chunks = Object.fromEntries(
  Object.entries(result.metafile.outputs).map(([file, output]) => [file, Object.keys(output.inputs).sort()]),
);
writeFileSync(join(out, "chunks.json"), `${JSON.stringify(chunks, null, 1)}\n`);
