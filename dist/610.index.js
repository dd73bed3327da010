export const id = 610;
export const ids = [610];
export const modules = {

/***/ 83372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  toolkitCommands: () => (/* binding */ toolkitCommands),
  toolkitInputs: () => (/* binding */ toolkitInputs)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/omit-undefined.ts
var omit_undefined = __webpack_require__(93747);
;// CONCATENATED MODULE: ./src/action/workflow-commands.ts

const ZWSP = "\u200b";
/**
 * Text for a plain log line, every line of it inert: the runner reads a line that starts with
 * `::` (`::set-output`, `::stop-commands::`, `::add-mask::`) or `##[` as a command, so such a
 * line gets a zero-width space before its marker. Commands Alfred means are written by the
 * toolkit (escaped, one line each), never through a log line.
 */
function inertLogText(text) {
    return text.replace(/^(\s*)(::|##\[)/gm, `$1${ZWSP}$2`);
}
/** The channel: `sink` behind `redact` (the entry point's `Redactor.text`). */
function redactingCommands(sink, redact) {
    // Redacted before the toolkit escapes, so a secret is matched as written, not `%0A`-escaped.
    const where = (properties) => (0,omit_undefined/* omitUndefined */.O)({
        ...properties,
        title: properties.title === undefined ? undefined : redact(properties.title),
        file: properties.file === undefined ? undefined : redact(properties.file),
    });
    return {
        info: (message) => sink.info(inertLogText(redact(message))),
        debug: (message) => sink.debug(redact(message)),
        notice: (message, properties = {}) => sink.notice(redact(message), where(properties)),
        warning: (message, properties = {}) => sink.warning(redact(message), where(properties)),
        error: (message, properties = {}) => sink.error(redact(message), where(properties)),
        setSecret: (value) => sink.setSecret(value),
        setOutput: (name, value) => sink.setOutput(name, redact(value)),
        exportVariable: (name, value) => sink.exportVariable(name, redact(value)),
        saveState: (name, value) => sink.saveState(name, redact(value)),
        group: async (name, work) => {
            sink.startGroup(inertLogText(redact(name)).replace(/\r?\n/g, " "));
            try {
                return await work();
            }
            finally {
                sink.endGroup();
            }
        },
        appendSummary: async (markdown) => {
            await sink.summary.addRaw(redact(markdown), true).write();
        },
        setFailed: (message) => sink.setFailed(redact(message)),
    };
}

;// CONCATENATED MODULE: ./src/action/toolkit-channel.ts
/**
 * The production side of the channel: `@actions/core` behind the entry point's redactor, and the
 * inputs as the toolkit reads them. `@actions/core` loads an HTTP client (undici) with it, so
 * main.ts imports this module with `import()`: a chunk of its own, outside the Action's entry
 * chunk and never loaded by the CLI or the library (test/e2e/action-start-up.test.ts).
 */



/** `@actions/core`, except that a job summary without `GITHUB_STEP_SUMMARY` is dropped, not thrown. */
const toolkitSink = {
    info: core/* info */.pq,
    debug: core/* debug */.Yz,
    notice: core/* notice */.lm,
    warning: core/* warning */.$e,
    error: core/* error */.z3,
    setSecret: core/* setSecret */.Pq,
    setOutput: core/* setOutput */.uH,
    exportVariable: core/* exportVariable */.dN,
    saveState: core/* saveState */.LZ,
    startGroup: core/* startGroup */.Oh,
    endGroup: core/* endGroup */.N4,
    setFailed: core/* setFailed */.C1,
    summary: {
        addRaw: (text, addEOL) => (process.env.GITHUB_STEP_SUMMARY ?? "") === ""
            ? { write: () => Promise.resolve() }
            : core/* summary */.z.addRaw(text, addEOL),
    },
};
/** The workflow commands of one Action run: `@actions/core`, every string redacted by `redact` first. */
function toolkitCommands(redact) {
    return redactingCommands(toolkitSink, redact);
}
/** The inputs through `core.getInput` and `core.getBooleanInput` (a bad boolean names its input). */
const toolkitInputs = {
    text: (name) => {
        const value = core/* getInput */.V4(name);
        return value === "" ? undefined : value;
    },
    boolean: (name) => {
        if (core/* getInput */.V4(name) === "")
            return undefined;
        try {
            return core/* getBooleanInput */.Vt(name);
        }
        catch {
            throw new errors/* ConfigError */.xL(`input ${name}`, "expected true or false");
        }
    },
};


/***/ })

};
