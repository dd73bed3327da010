export const id = 629;
export const ids = [629];
export const modules = {

/***/ 629:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

// web-tree-sitter's CommonJS build, re-exported. Its ESM build obtains `createRequire`
// through a dynamic `import("module")` that bundlers turn into a namespace without it,
// so the Action's bundle would break; the CJS build bundles cleanly.
module.exports = __webpack_require__(778);


/***/ })

};
