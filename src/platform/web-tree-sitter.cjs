// web-tree-sitter's CommonJS build, re-exported. Its ESM build obtains `createRequire`
// through a dynamic `import("module")` that bundlers turn into a namespace without it,
// so the Action's bundle would break; the CJS build bundles cleanly.
module.exports = require("web-tree-sitter");
