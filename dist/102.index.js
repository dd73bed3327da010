export const id = 102;
export const ids = [102,721];
export const modules = {

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   artifactUrl: () => (/* binding */ artifactUrl),
/* harmony export */   uploadLedgerArtifact: () => (/* binding */ uploadLedgerArtifact)
/* harmony export */ });
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91252);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74296);
/* harmony import */ var _core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93747);
/**
 * Uploading the signed ledger (and journal) as a workflow artifact, through
 * `@actions/artifact`. The toolkit reads `ACTIONS_RUNTIME_TOKEN`,
 * `ACTIONS_RESULTS_URL` and `GITHUB_SERVER_URL` from `process.env` itself;
 * this wrapper checks them first so a run outside Actions gets a plain
 * message, bounds the whole upload with a timeout, and names the phase that
 * failed.
 */



/** An artifact upload failed; `phase` says where. */
class ArtifactUploadError extends _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AlfredError */ .XT {
    phase;
    constructor(phase, message, options = {}) {
        super("artifact_upload_failed", `upload the ledger artifact (${phase}): ${message}`, options);
        this.name = "ArtifactUploadError";
        this.phase = phase;
    }
}
/**
 * Zips `files` and uploads them as artifact `name`.
 * @throws ArtifactUploadError with `phase`: `environment` (not inside Actions,
 *   or on GHES), `validate` (bad name, missing files), `create`, `upload`
 *   (blob storage, or the timeout) or `finalize`.
 */
async function uploadLedgerArtifact(input) {
    // The toolkit reads these from process.env itself; checking first gives a plain message.
    for (const name of ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL"]) {
        if ((process.env[name] ?? "") === "") {
            throw new ArtifactUploadError("environment", `${name} is not set: artifacts can only be uploaded inside GitHub Actions`);
        }
    }
    const timeoutMs = input.timeoutMs ?? 300_000;
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new ArtifactUploadError("upload", `did not finish within ${timeoutMs} ms`, { retryable: true })), timeoutMs);
    });
    try {
        const upload = new _actions_artifact__WEBPACK_IMPORTED_MODULE_0__/* .DefaultArtifactClient */ .t9().uploadArtifact(input.name, [...input.files], input.rootDirectory, {
            ...(0,_core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_2__/* .omitUndefined */ .O)({ retentionDays: input.retentionDays }),
        });
        const result = await Promise.race([upload, timeout]);
        if (result.id === undefined)
            throw new ArtifactUploadError("finalize", "the service returned no artifact id");
        return { id: result.id, size: result.size ?? 0 };
    }
    catch (thrown) {
        if (thrown instanceof ArtifactUploadError)
            throw thrown;
        throw new ArtifactUploadError(phaseOf(thrown), (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(thrown), { cause: thrown });
    }
    finally {
        clearTimeout(timer);
    }
}
/** The artifact's page: `${serverUrl}/${repository}/actions/runs/${runId}/artifacts/${artifactId}`. */
function artifactUrl(serverUrl, repository, runId, artifactId) {
    return `${serverUrl.replace(/\/+$/, "")}/${repository}/actions/runs/${runId}/artifacts/${artifactId}`;
}
/** Reads the phase off the toolkit's errors, which name the Twirp method or their class. */
function phaseOf(thrown) {
    const name = thrown instanceof Error ? thrown.name : "";
    const message = (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(thrown);
    if (name === "GHESNotSupportedError" || /ACTIONS_|JWT|backend IDs/i.test(message))
        return "environment";
    if (name === "FilesNotFoundError" ||
        /does not exist|rootDirectory|artifact name|is not valid|during validation/i.test(message)) {
        return "validate";
    }
    if (/CreateArtifact/.test(message))
        return "create";
    if (/FinalizeArtifact/.test(message))
        return "finalize";
    return "upload";
}


/***/ })

};
