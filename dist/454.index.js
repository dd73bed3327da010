export const id = 454;
export const ids = [454];
export const modules = {

/***/ 71454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readShardInputs: () => (/* binding */ readShardInputs),
/* harmony export */   shardRunId: () => (/* binding */ shardRunId)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _harness_features_feature_id_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15156);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81729);
/** The inputs of `job: shard` (the matrix's values) and the ids and names a shard derives from them. */



/** A shard number as the plan writes it: 1 to 256, no leading zero. */
const SHARD = /^(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-6])$/;
/**
 * The `shard` and `features` inputs.
 * @throws ConfigError naming the input when one is missing or malformed.
 */
function readShardInputs(env) {
    const shard = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readInput */ .R5)(env, "shard");
    if (shard === undefined || !SHARD.test(shard))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL("input shard", `expected the shard's number from the plan's matrix (1 to 256, as \${{ matrix.shard }}), got ${JSON.stringify(shard ?? "")}`);
    const text = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readInput */ .R5)(env, "features") ?? "";
    const features = text.split(",").map((id) => id.trim());
    const bad = features.find((id) => (0,_harness_features_feature_id_js__WEBPACK_IMPORTED_MODULE_2__/* .featureIdProblem */ .f0)(id) !== undefined);
    if (text === "" || bad !== undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL("input features", `expected the shard's comma-separated feature ids from the plan's matrix (\${{ matrix.features }})${bad === undefined ? "" : `: ${(0,_harness_features_feature_id_js__WEBPACK_IMPORTED_MODULE_2__/* .featureIdProblem */ .f0)(bad) ?? ""}`}`);
    return { shard, features: [...new Set(features)] };
}
/** Shard `shard`'s own run id: its ledger, branch (`alfred/<run id>-shard-<k>`) and artifact carry it. */
function shardRunId(runId, shard) {
    return `${runId}-shard-${shard}`;
}


/***/ }),

/***/ 15156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f0: () => (/* binding */ featureIdProblem),
/* harmony export */   g1: () => (/* binding */ assignFeatureIds)
/* harmony export */ });
/* unused harmony exports FEATURE_ID_PATTERN, MAX_FEATURE_ID_LENGTH, MAX_SLUG_LENGTH, slugFromDescription */
/**
 * Stable feature ids. A feature may name its id; otherwise the id is derived
 * from its description, so the same file always yields the same ids (journal
 * keys and branch names depend on it). Give features explicit ids if you
 * reorder or reword them: a derived id follows the description and, on a
 * collision, the position.
 */
/** What an explicit id may look like: safe in journal keys, file names and branch names. */
const FEATURE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * Longest explicit id. Ids become file names (episodes), journal keys and
 * branch names; 100 leaves room under the usual 255-byte name limit.
 */
const MAX_FEATURE_ID_LENGTH = 100;
/**
 * What is wrong with an explicit id, as a message naming the value (shortened)
 * and the fix; `undefined` when it is fine.
 */
function featureIdProblem(id) {
    const shown = JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}…` : id);
    if (id.length > MAX_FEATURE_ID_LENGTH)
        return `id ${shown} is ${id.length} characters long; ids are at most ${MAX_FEATURE_ID_LENGTH}: shorten it`;
    if (!FEATURE_ID_PATTERN.test(id))
        return `expected an id of letters, digits, '.', '_' and '-', starting with a letter or digit (e.g. "login-form"), got ${shown}`;
    return undefined;
}
/** Longest slug derived from a description (a collision suffix `-N` may follow). */
const MAX_SLUG_LENGTH = 48;
const SLUG_WORDS = 6;
/**
 * Slug of the first six words of `description`: lowercase `a-z0-9` words
 * joined by `-`, accents folded (`é` → `e`), at most {@link MAX_SLUG_LENGTH}
 * characters, cut at a word boundary where possible. `feature` when nothing is
 * left (a description without Latin letters or digits).
 */
function slugFromDescription(description) {
    const words = description
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word !== "")
        .slice(0, SLUG_WORDS);
    let slug = "";
    for (const word of words) {
        const longer = slug === "" ? word : `${slug}-${word}`;
        if (longer.length > MAX_SLUG_LENGTH)
            break;
        slug = longer;
    }
    if (slug === "")
        slug = (words[0] ?? "feature").slice(0, MAX_SLUG_LENGTH);
    return slug;
}
/**
 * The id of every feature, in order. Explicit ids are kept as they are and
 * reserved first, so a derived id never takes one. Derived ids that collide
 * get `-2`, `-3`, … in position order. Duplicate explicit ids are the caller's
 * to reject beforehand.
 */
function assignFeatureIds(features) {
    const taken = new Set();
    for (const feature of features)
        if (feature.explicitId !== undefined)
            taken.add(feature.explicitId);
    return features.map((feature) => {
        if (feature.explicitId !== undefined)
            return feature.explicitId;
        const base = slugFromDescription(feature.description);
        let candidate = base;
        for (let suffix = 2; taken.has(candidate); suffix += 1)
            candidate = `${base}-${suffix}`;
        taken.add(candidate);
        return candidate;
    });
}


/***/ })

};
