export const id = 372;
export const ids = [372];
export const modules = {

/***/ 372:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

// web-tree-sitter's CommonJS build, re-exported. Its ESM build obtains `createRequire`
// through a dynamic `import("module")` that bundlers turn into a namespace without it,
// so the Action's bundle would break; the CJS build bundles cleanly.
// Named one by one (not `module.exports = require(...)`): Node's ESM loader then finds the
// names in this file alone instead of lexing web-tree-sitter's 160 kB (~35 ms per process).
const treeSitter = __webpack_require__(778);

module.exports.Parser = treeSitter.Parser;
module.exports.Language = treeSitter.Language;
module.exports.Query = treeSitter.Query;


/***/ })

};
