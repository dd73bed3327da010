// The esbuild options every ES module bundle of Alfred shares: the Action's dist/ (bundle.js), the
// package entry (bundle-library.js), the bench's cold-start floor, and the bundle tests' fixtures.
// One ES module graph for Node 20+, split into chunks at dynamic imports.

/** Options for esbuild's `build()`: spread them and add the entry points and the output. */
export const ESM_BUNDLE_OPTIONS = Object.freeze({
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  logLevel: "warning",
  // CommonJS packages inside an ES module bundle still call `require` for Node's builtins.
  banner: {
    js: 'import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);',
  },
});
