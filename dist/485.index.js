export const id = 485;
export const ids = [485,866];
export const modules = {

/***/ 68866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   downloadRunArtifact: () => (/* binding */ downloadRunArtifact),
/* harmony export */   listRunArtifacts: () => (/* binding */ listRunArtifacts)
/* harmony export */ });
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91252);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74296);
/**
 * Reading back this workflow run's artifacts through `@actions/artifact`
 * (Twirp `ListArtifacts`, `GetSignedArtifactURL`, then a blob GET): what a
 * re-run attempt needs to continue the previous attempt's ledger. Artifacts
 * belong to the workflow run, not to one attempt, so a re-run lists those its
 * earlier attempts uploaded.
 */


/** The toolkit's client, reading `ACTIONS_RUNTIME_TOKEN` and `ACTIONS_RESULTS_URL` from `process.env`. */
function defaultArtifactReader() {
    const client = new _actions_artifact__WEBPACK_IMPORTED_MODULE_0__/* .DefaultArtifactClient */ .t9();
    return {
        list: async () => (await client.listArtifacts()).artifacts.map((artifact) => ({ id: artifact.id, name: artifact.name })),
        download: async (id, directory) => {
            const result = await client.downloadArtifact(id, { path: directory });
            if (result.digestMismatch === true)
                throw new Error(`artifact ${id} does not match the digest it was uploaded with`);
        },
    };
}
/** Rejects after `timeoutMs` with an `artifact_download_failed` error naming `what`. */
async function bounded(work, what, timeoutMs) {
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AlfredError */ .XT("artifact_download_failed", `${what} did not finish within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
        return await Promise.race([work, timeout]);
    }
    catch (thrown) {
        if (thrown instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AlfredError */ .XT)
            throw thrown;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AlfredError */ .XT("artifact_download_failed", `${what}: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(thrown)}`, { cause: thrown });
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * The current workflow run's artifacts.
 * @throws AlfredError `artifact_download_failed` when not inside Actions, or the service fails or times out.
 */
async function listRunArtifacts(reader = defaultArtifactReader(), timeoutMs = 60_000) {
    for (const name of ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL"]) {
        if ((process.env[name] ?? "") === "")
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AlfredError */ .XT("artifact_download_failed", `${name} is not set: artifacts can only be read inside GitHub Actions`);
    }
    return bounded(reader.list(), "listing the run's artifacts", timeoutMs);
}
/**
 * Downloads artifact `id` and unzips it into `directory`.
 * @throws AlfredError `artifact_download_failed`.
 */
async function downloadRunArtifact(id, directory, reader = defaultArtifactReader(), timeoutMs = 120_000) {
    await bounded(reader.download(id, directory), `downloading artifact ${id}`, timeoutMs);
}


/***/ })

};
