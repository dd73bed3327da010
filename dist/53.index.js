export const id = 53;
export const ids = [53];
export const modules = {

/***/ 12053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubClient: () => (/* reexport safe */ _github_client_js__WEBPACK_IMPORTED_MODULE_1__.L),
/* harmony export */   ensureSandbox: () => (/* reexport safe */ _ensure_sandbox_js__WEBPACK_IMPORTED_MODULE_0__.Q),
/* harmony export */   executeRun: () => (/* reexport safe */ _execute_run_js__WEBPACK_IMPORTED_MODULE_2__.l)
/* harmony export */ });
/* harmony import */ var _ensure_sandbox_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44950);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43154);
/* harmony import */ var _execute_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47484);
/**
 * What a feature job needs beyond reading the request, in one module so that ncc emits one
 * chunk for it (separate imports gave separate chunks that repeated shared modules, each
 * compiled again). Loaded by job-modules.ts.
 */





/***/ })

};
