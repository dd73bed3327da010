export const id = 718;
export const ids = [718];
export const modules = {

/***/ 60800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   downloadPlan: () => (/* binding */ downloadPlan)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _platform_fs_fs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77760);
/* harmony import */ var _platform_fs_read_no_follow_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69461);
/* harmony import */ var _shard_plan_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73595);
/** Reading a sharded run's plan back from this workflow run's artifacts, without trusting it. */





/**
 * The plan artifact of run `host.runId` among `artifacts` (listed when absent), downloaded and
 * verified: signed with the ledger key, of this repository and run id.
 * @throws AlfredError `artifact_download_failed` when the artifact service fails.
 */
async function downloadPlan(host, reader, artifacts) {
    const { listRunArtifacts, downloadRunArtifact } = await Promise.all(/* import() */[__webpack_require__.e(659), __webpack_require__.e(252), __webpack_require__.e(485)]).then(__webpack_require__.bind(__webpack_require__, 68866));
    const name = (0,_shard_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .planArtifactName */ .nU)(host.runId);
    const found = (artifacts ?? (await listRunArtifacts(reader))).find((artifact) => artifact.name === name);
    if (found === undefined)
        return { ok: false, why: `this workflow run has no artifact ${name}` };
    const scratch = await (0,_platform_fs_fs_js__WEBPACK_IMPORTED_MODULE_2__/* .mkdtemp */ .jV)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir)(), "alfred-plan-read-"));
    try {
        await downloadRunArtifact(found.id, scratch, reader);
        const text = await (0,_platform_fs_read_no_follow_js__WEBPACK_IMPORTED_MODULE_3__/* .readTextNoFollow */ .a)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(scratch, _shard_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .PLAN_FILE */ .VI), _shard_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_PLAN_BYTES */ .di);
        if (text === undefined)
            return { ok: false, why: `artifact ${name} holds no ${_shard_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .PLAN_FILE */ .VI}` };
        return (0,_shard_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readPlan */ .m3)(text, host.secrets.ledgerKey ?? "", {
            repository: host.context.repository,
            runId: host.runId,
        });
    }
    finally {
        await (0,_platform_fs_fs_js__WEBPACK_IMPORTED_MODULE_2__.rm)(scratch, { recursive: true, force: true });
    }
}


/***/ }),

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

/***/ 73595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VI: () => (/* binding */ PLAN_FILE),
/* harmony export */   di: () => (/* binding */ MAX_PLAN_BYTES),
/* harmony export */   m3: () => (/* binding */ readPlan),
/* harmony export */   nU: () => (/* binding */ planArtifactName),
/* harmony export */   t7: () => (/* binding */ signPlan)
/* harmony export */ });
/* harmony import */ var _signed_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2475);

/** The plan's path inside its artifact. */
const PLAN_FILE = "plan.json";
/** Largest plan file read. */
const MAX_PLAN_BYTES = 4 * 1024 * 1024;
const PLAN_KIND = { domain: "alfred-shard-plan/1\n", what: "the plan" };
/** The artifact holding run `runId`'s plan. */
function planArtifactName(runId) {
    return `alfred-plan-${runId}`;
}
/** The plan file's text: the fields and their `mac` (signed-json.ts). */
function signPlan(plan, key) {
    return (0,_signed_json_js__WEBPACK_IMPORTED_MODULE_0__/* .signJson */ .S)(PLAN_KIND, plan, key);
}
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function shardsOf(value) {
    if (!Array.isArray(value))
        return undefined;
    const shards = value.filter(isRecord).map((shard) => ({ shard: shard.shard, features: shard.features }));
    const valid = shards.every((shard) => typeof shard.shard === "string" &&
        Array.isArray(shard.features) &&
        shard.features.every((id) => typeof id === "string"));
    return valid && shards.length === value.length ? shards : undefined;
}
function fieldsOf(value) {
    if (!isRecord(value))
        return undefined;
    const { version, repository, workflowRunId, runId, base, featuresFile, placements } = value;
    const shards = shardsOf(value.shards);
    if (version !== 1 || shards === undefined || !isRecord(placements))
        return undefined;
    if (typeof repository !== "string" || typeof workflowRunId !== "number" || typeof runId !== "string")
        return undefined;
    if (typeof base !== "string" || !/^[0-9a-f]{40,64}$/.test(base) || typeof featuresFile !== "string")
        return undefined;
    const placed = Object.entries(placements);
    if (!placed.every(([, how]) => how === "files" || how === "inferred" || how === "spread"))
        return undefined;
    return {
        version,
        repository,
        workflowRunId,
        runId,
        base,
        featuresFile,
        shards,
        placements: Object.fromEntries(placed),
    };
}
/**
 * Parses `text` and checks its `mac` with `key` (in constant time), and that it is the plan of
 * `expected.repository` and `expected.runId`. Never throws.
 */
function readPlan(text, key, expected) {
    const read = (0,_signed_json_js__WEBPACK_IMPORTED_MODULE_0__/* .readSignedJson */ .x)(PLAN_KIND, text, key, fieldsOf);
    if (!read.ok)
        return read;
    const { fields: plan, mac } = read;
    if (plan.repository !== expected.repository || plan.runId !== expected.runId)
        return {
            ok: false,
            why: `the plan is of ${plan.repository} run ${plan.runId}, not ${expected.repository} run ${expected.runId}`,
        };
    return { ok: true, plan, mac };
}


/***/ }),

/***/ 36718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeJob: () => (/* binding */ mergeJob),
  planJob: () => (/* reexport */ planJob)
});

// EXTERNAL MODULE: ./src/platform/fs/fs.ts
var fs = __webpack_require__(77760);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/omit-undefined.ts
var omit_undefined = __webpack_require__(93747);
// EXTERNAL MODULE: ./src/github/client.ts + 1 modules
var client = __webpack_require__(43154);
// EXTERNAL MODULE: ./src/action/ensure-sandbox.ts + 1 modules
var ensure_sandbox = __webpack_require__(44950);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/harness/features/feature-list.ts + 2 modules
var feature_list = __webpack_require__(31339);
// EXTERNAL MODULE: ./src/security/paths/protected-paths.ts
var protected_paths = __webpack_require__(73846);
// EXTERNAL MODULE: ./src/harness/workspace/workspace-git.ts + 1 modules
var workspace_git = __webpack_require__(27066);
// EXTERNAL MODULE: ./src/platform/git/git.ts
var git = __webpack_require__(46532);
// EXTERNAL MODULE: ./src/platform/git/git-fetch.ts
var git_fetch = __webpack_require__(14025);
// EXTERNAL MODULE: ./src/security/paths/push-policy.ts
var push_policy = __webpack_require__(51040);
// EXTERNAL MODULE: ./src/action/credentials.ts
var credentials = __webpack_require__(35440);
// EXTERNAL MODULE: ./src/action/execute-run.ts + 42 modules
var execute_run = __webpack_require__(47484);
;// CONCATENATED MODULE: ./src/action/merge-git.ts
/**
 * The merge job's git, all plumbing on the harness's hardened git (no hooks, filters, merge
 * drivers or helpers): a merge is checked with `git merge-tree --write-tree` before it is made,
 * touching neither the index nor the working tree; a tree gets the rebuilt feature list through a
 * temporary index; commits are written with `commit-tree`. Nothing here resolves a conflict.
 */



/**
 * Checks merging commit `theirs` into `ours`. Conflicts in `rebuilt` (the feature list, whose
 * statuses the merge writes itself) do not count: that file is replaced in the tree afterwards.
 * @throws AlfredError `git_failed` when git fails for another reason (a missing commit).
 */
async function checkMerge(workingDir, ours, theirs, rebuilt) {
    const { stdout, exitCode } = await (0,git/* git */.$Y)(["merge-tree", "--write-tree", "--name-only", "--no-messages", "-z", ours, theirs], { cwd: workingDir, answerCodes: [1] });
    const [tree = "", ...files] = stdout.split("\0").filter((part) => part !== "");
    const conflicts = [...new Set(files)].filter((path) => path !== rebuilt);
    if (exitCode === 1 && conflicts.length > 0)
        return { ok: false, conflicts };
    return { ok: true, tree };
}
/**
 * `tree` with the file at `path` holding `text` (mode 100644), through a temporary index.
 * @throws AlfredError `git_failed`.
 */
async function withFile(workingDir, scratch, tree, path, text) {
    const indexFile = (0,external_node_path_.join)(scratch, "merge-index");
    const blob = (await (0,git/* git */.$Y)(["hash-object", "-w", "--no-filters", "--stdin"], { cwd: workingDir, input: text })).stdout.trim();
    await (0,git/* git */.$Y)(["read-tree", tree], { cwd: workingDir, indexFile });
    await (0,git/* git */.$Y)(["update-index", "--add", "--cacheinfo", `100644,${blob},${path}`], {
        cwd: workingDir,
        indexFile,
    });
    return (await (0,git/* git */.$Y)(["write-tree"], { cwd: workingDir, indexFile })).stdout.trim();
}
/**
 * A commit of `tree` with `parents` and `message` (as Alfred when the clone has no identity).
 * @throws AlfredError `git_failed`.
 */
async function commitTree(workingDir, tree, parents, message) {
    const identity = (await (0,workspace_git/* hasIdentity */.rr)(workingDir))
        ? []
        : ["-c", "user.name=Alfred", "-c", "user.email=alfred@users.noreply.github.com"];
    const args = [...identity, "commit-tree", tree, ...parents.flatMap((parent) => ["-p", parent]), "-F", "-"];
    return (await (0,git/* git */.$Y)(args, { cwd: workingDir, input: message })).stdout.trim();
}
/** The tree of commit `sha`. @throws AlfredError `git_failed`. */
async function treeOf(workingDir, sha) {
    return (await (0,git/* git */.$Y)(["rev-parse", "--verify", `${sha}^{tree}`], { cwd: workingDir })).stdout.trim();
}
/** The text of `path` at `commit`, or undefined when it has none. */
async function fileAt(workingDir, commit, path) {
    return (0,git/* git */.$Y)(["cat-file", "blob", `${commit}:${path}`], { cwd: workingDir }).then((output) => output.stdout, () => undefined);
}
/** True when `sha` is a commit `head` holds. */
async function holds(workingDir, sha, head) {
    if (!/^[0-9a-f]{40,64}$/.test(sha))
        return false;
    return (0,git/* git */.$Y)(["merge-base", "--is-ancestor", sha, head], { cwd: workingDir }).then(() => true, () => false);
}
/**
 * Points branch `branch` at `commit` and makes the index and working tree match it (the merged
 * tree the verify commands run on).
 * @throws AlfredError `git_failed`.
 */
async function checkOut(workingDir, branch, commit) {
    await (0,git/* git */.$Y)(["checkout", "--quiet", "--force", "--no-track", "-B", branch, commit], { cwd: workingDir });
}

;// CONCATENATED MODULE: ./src/action/merge-shards.ts
/**
 * Merging the shards' branches into one, one by one, in shard order: each merge is checked with
 * `git merge-tree` before it is made, and a shard whose changes conflict with those merged before
 * it is left out whole, its features reported — never resolved by guessing. feature_list.json is
 * never text-merged (every shard rewrites statuses in it): each merge commit carries the file of
 * the plan's commit with the statuses rebuilt from the shard ledgers, so every feature of the
 * plan ends with exactly one verdict.
 */



/** The feature list at the plan's commit with the verdicts' statuses (pending for the rest). */
function rebuiltFeatureList(list, verdicts) {
    let next = list;
    for (const verdict of verdicts.values()) {
        if (next.features.some((feature) => feature.id === verdict.featureId))
            next = (0,feature_list/* setFeatureStatus */.z3)(next, verdict.featureId, verdict.status);
    }
    return (0,feature_list/* serializeFeatureList */.j5)(next);
}
function mergeMessage(runId, shard, passing) {
    const ids = passing.join(", ");
    const subject = `merge(shard ${shard.shard}): ${passing.length} feature${passing.length === 1 ? "" : "s"}`;
    return `${subject}\n\n${ids}\n\nAlfred-Merge: shard-${shard.shard}\nAlfred-Run: ${runId}\n`;
}
/** The verdicts a shard gets before its merge: its blocked and unsettled features, and the passing ones if it cannot merge. */
function verdictsBefore(shard, left) {
    return shard.features.flatMap((featureId) => {
        const outcome = shard.outcomes.get(featureId);
        const base = { featureId, shard: shard.shard, ...(0,omit_undefined/* omitUndefined */.O)({ outcome }) };
        if (shard.problem !== undefined)
            return [{ ...base, status: "pending", reason: shard.problem }];
        if (outcome === undefined)
            return [
                {
                    ...base,
                    status: "pending",
                    reason: `shard ${shard.shard} did not settle it${shard.ended ? "" : " (its run stopped before the end: budget, cancellation or a provider outage)"}`,
                },
            ];
        if (outcome.status === "blocked")
            return [
                {
                    ...base,
                    status: "blocked",
                    reason: `blocked in shard ${shard.shard}: ${outcome.reason || "no reason recorded"}`,
                },
            ];
        return left === undefined ? [] : [{ ...base, status: "pending", reason: left }];
    });
}
/**
 * Merges the mergeable shards onto `base` in order and gives every planned feature a verdict.
 * @throws AlfredError `git_failed` when git fails other than by a conflict.
 */
async function mergeShards(input) {
    const verdicts = new Map();
    const merged = [];
    const commits = new Set();
    let head = input.base;
    for (const shard of input.shards) {
        const leftReason = input.left.get(shard.shard);
        const branchHead = input.heads.get(shard.shard);
        for (const verdict of verdictsBefore(shard, leftReason))
            verdicts.set(verdict.featureId, verdict);
        const passing = shard.features.filter((id) => !verdicts.has(id));
        if (passing.length === 0 || branchHead === undefined) {
            for (const featureId of passing)
                verdicts.set(featureId, {
                    featureId,
                    shard: shard.shard,
                    status: "pending",
                    reason: `shard ${shard.shard}'s branch was not fetched`,
                });
            continue;
        }
        const check = await checkMerge(input.workingDir, head, branchHead, input.featuresFile);
        const passed = passing.map((featureId) => ({
            featureId,
            shard: shard.shard,
            status: check.ok ? "passing" : "pending",
            ...(0,omit_undefined/* omitUndefined */.O)({ outcome: shard.outcomes.get(featureId) }),
            ...(check.ok
                ? {}
                : {
                    reason: `left out with shard ${shard.shard}: its changes conflict with shard${merged.length === 1 ? "" : "s"} ${merged.join(", ")} merged before it in ${check.conflicts.slice(0, 5).join(", ")}${check.conflicts.length > 5 ? ", …" : ""}`,
                }),
        }));
        for (const verdict of passed)
            verdicts.set(verdict.featureId, verdict);
        if (!check.ok)
            continue;
        const tree = await withFile(input.workingDir, input.scratch, check.tree, input.featuresFile, rebuiltFeatureList(input.baseList, verdicts));
        head = await commitTree(input.workingDir, tree, [head, branchHead], mergeMessage(input.runId, shard, passing));
        commits.add(head);
        merged.push(shard.shard);
    }
    return { head, merged, commits, verdicts };
}

// EXTERNAL MODULE: ./src/harness/verify/verify.ts
var verify = __webpack_require__(43035);
// EXTERNAL MODULE: ./src/platform/boundary/boundary.ts + 6 modules
var boundary = __webpack_require__(75411);
// EXTERNAL MODULE: ./src/security/secrets/scrub-env.ts
var scrub_env = __webpack_require__(68929);
;// CONCATENATED MODULE: ./src/action/merge-verify.ts





/** The boundary the merge's verify commands run in: the one a session of `config` would have. */
function mergeBoundary(config, env, workingDir) {
    return (0,boundary/* createBoundary */.N)({
        workingDir,
        sandbox: config.sandbox,
        env: (0,scrub_env/* scrubEnvironment */.v)(env, { allow: config.envAllow }),
        egressAllow: config.egressAllow,
    });
}
/**
 * Runs the verify command of each of `featureIds` (its own, else the list's, else `fallback`)
 * once per distinct command in `workspace`, and returns the features whose command failed. A
 * feature with no command at all keeps its shard's verdict.
 */
async function verifyMerged(options) {
    const byCommand = new Map();
    for (const featureId of options.featureIds) {
        const feature = (0,feature_list/* findFeature */.Su)(options.list, featureId);
        const command = (feature === undefined ? undefined : (0,feature_list/* verifyCommandOf */.mM)(options.list, feature)) ?? options.fallback;
        if (command !== undefined)
            byCommand.set(command, [...(byCommand.get(command) ?? []), featureId]);
    }
    const failures = [];
    for (const [command, features] of byCommand) {
        const result = await (0,verify/* runVerify */.R9)(command, {
            boundary: options.boundary,
            workingDir: options.workingDir,
            timeoutMs: options.timeoutMs,
            ...(0,omit_undefined/* omitUndefined */.O)({ signal: options.signal }),
        });
        if ((0,verify/* verifyPassed */._C)(result))
            continue;
        const why = result.timedOut
            ? "timed out"
            : result.exitCode === null
                ? "did not run"
                : `exit ${result.exitCode}`;
        for (const featureId of features)
            failures.push({ featureId, command, why });
    }
    return failures;
}

// EXTERNAL MODULE: ./src/action/push-branch.ts
var push_branch = __webpack_require__(49033);
;// CONCATENATED MODULE: ./src/action/merge-job.ts
/**
 * `job: merge`: the end of a sharded run. Reads the plan and every shard's ledger artifact of
 * the workflow run and verifies them (shard-ledgers.ts), fetches the shard branches and checks
 * their commits as a push would, merges them one by one into `alfred/<run id>` (merge-shards.ts),
 * re-runs the merged features' verify commands on the merged tree inside the boundary and leaves
 * out a shard whose merge makes one fail, then pushes the branch, uploads one merged ledger and
 * opens one pull request. Every planned feature ends passing or reported with its reason.
 */
















/** The plan (verified) and the run's artifacts. @throws AlfredError when there is no valid plan. */
async function readPlanAndArtifacts(host) {
    const { listRunArtifacts } = await Promise.all(/* import() */[__webpack_require__.e(659), __webpack_require__.e(252), __webpack_require__.e(485)]).then(__webpack_require__.bind(__webpack_require__, 68866));
    const { downloadPlan } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 60800));
    const artifacts = await listRunArtifacts();
    const verdict = await downloadPlan(host, undefined, artifacts);
    if (!verdict.ok)
        throw new errors/* AlfredError */.XT("config_invalid", `no plan to merge: ${verdict.why} (run job: plan first, in this workflow run)`);
    const head = await (0,workspace_git/* headSha */.xF)(host.workingDir);
    if (head !== verdict.plan.base)
        throw new errors/* AlfredError */.XT("config_invalid", `the merge job checked out ${head.slice(0, 12)}, but the plan is of ${verdict.plan.base.slice(0, 12)}: check out the same commit in every job of the run`);
    return { plan: verdict.plan, mac: verdict.mac, artifacts };
}
/** Why shard `shard`'s fetched branch cannot be merged, or undefined when it can. */
async function branchProblem(host, shard, base, head) {
    const passing = [...shard.outcomes.values()].filter((outcome) => outcome.status === "passing");
    for (const outcome of passing) {
        if (!(await holds(host.workingDir, outcome.gitSha, head)))
            return `shard ${shard.shard}'s branch does not hold commit ${outcome.gitSha.slice(0, 12)} its ledger records for ${outcome.featureId}`;
    }
    const protectedPaths = (0,execute_run/* protectedPathsFor */.q)(host.config);
    const verdict = (0,push_policy/* checkPushedCommits */.qk)(await (0,push_branch/* commitsToPush */.i)({ git: (args) => (0,git/* git */.$Y)(args, { cwd: host.workingDir }) }, base, head), {
        runId: shard.runId,
        expectedCommits: new Set(passing.map((outcome) => outcome.gitSha)),
        isProtected: (path) => (0,protected_paths/* isProtectedPath */.WF)(path, (0,protected_paths/* runProtectedPaths */.yY)(protectedPaths)),
    });
    return verdict.ok ? undefined : `shard ${shard.shard}'s branch is refused: ${verdict.reason}`;
}
/** Fetches each shard branch that has something to merge; the heads, and why the others are left out. */
async function fetchShardBranches(host, shards, base) {
    const heads = new Map();
    const left = new Map();
    const url = (await (0,git/* git */.$Y)(["remote", "get-url", "origin"], { cwd: host.workingDir })).stdout.trim();
    for (const shard of shards) {
        const passing = [...shard.outcomes.values()].some((outcome) => outcome.status === "passing");
        if (shard.problem !== undefined || !passing)
            continue;
        const branch = `${host.config.github.branchPrefix}${shard.runId}`;
        const fetched = await (0,git_fetch/* fetchBranch */.D)({
            workingDir: host.workingDir,
            url,
            branch,
            credentials: (0,credentials/* pushAuthConfig */.J)(host.secrets.githubToken),
            env: host.env,
            signal: host.signal,
        });
        const problem = "sha" in fetched
            ? await branchProblem(host, shard, base, fetched.sha)
            : `shard ${shard.shard}'s branch ${branch} could not be fetched (${fetched.missing})`;
        if (problem === undefined && "sha" in fetched)
            heads.set(shard.shard, fetched.sha);
        else
            left.set(shard.shard, problem ?? "");
    }
    return { heads, left };
}
/** The feature list at the plan's commit. @throws AlfredError `feature_list_invalid`. */
async function baseFeatureList(host, plan) {
    const text = await fileAt(host.workingDir, plan.base, plan.featuresFile);
    const parsed = (0,feature_list/* parseFeatureList */.gY)(text ?? "", `${plan.featuresFile} at ${plan.base.slice(0, 12)}`);
    if (!parsed.ok)
        throw new errors/* AlfredError */.XT("feature_list_invalid", parsed.error);
    return parsed.value;
}
/**
 * Merges and verifies: first every mergeable shard at once; when a verify command then fails,
 * shard by shard (each merge verified before the next), leaving out each shard whose merge makes
 * a merged feature's command fail. The credentials are hidden while the commands run.
 */
async function mergeAndVerify(host, input) {
    const branch = `${host.config.github.branchPrefix}${host.runId}`;
    const scratch = await (0,fs/* mkdtemp */.jV)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "alfred-merge-"));
    const hidden = await (0,credentials/* hideGitCredentials */.n)(host.workingDir);
    const boundary = mergeBoundary(host.config, host.env, host.workingDir);
    const left = new Map(input.left);
    const merge = (shards) => mergeShards({
        workingDir: host.workingDir,
        scratch,
        runId: host.runId,
        base: input.plan.base,
        featuresFile: input.plan.featuresFile,
        baseList: input.list,
        shards,
        heads: input.heads,
        left,
    });
    try {
        let result = await merge(input.shards);
        if ((await failuresOn(host, boundary, input.list, branch, result)).length > 0) {
            for (let count = 1; count <= input.shards.length; count += 1) {
                const prefix = input.shards.slice(0, count);
                const shard = prefix[prefix.length - 1];
                const partial = await merge(prefix);
                if (shard === undefined || !partial.merged.includes(shard.shard))
                    continue;
                const failed = await failuresOn(host, boundary, input.list, branch, partial);
                // One command often verifies many features: name one of the shard just merged when it can.
                const first = failed.find((failure) => shard.features.includes(failure.featureId)) ?? failed[0];
                if (first !== undefined)
                    left.set(shard.shard, `left out with shard ${shard.shard}: merging it made ${first.featureId}'s verify command (${first.command}) fail on the merged tree (${first.why})`);
            }
            result = await merge(input.shards);
        }
        await checkOut(host.workingDir, branch, result.head);
        return { ...input, left, result, branch };
    }
    finally {
        await boundary.close();
        await hidden.restore();
        await (0,fs.rm)(scratch, { recursive: true, force: true });
    }
}
/** The merged passing features whose verify command fails on `result`'s tree (checked out as `branch`). */
async function failuresOn(host, boundary, list, branch, result) {
    await checkOut(host.workingDir, branch, result.head);
    const passing = [...result.verdicts.values()].filter((verdict) => verdict.status === "passing");
    host.log(`verifying ${passing.length} merged feature(s) of shard(s) ${result.merged.join(", ") || "none"} on the merged tree`);
    return verifyMerged({
        boundary,
        workingDir: host.workingDir,
        list,
        fallback: host.config.verify,
        featureIds: passing.map((verdict) => verdict.featureId),
        timeoutMs: host.config.verifyTimeoutMs,
        signal: host.signal,
    });
}
/** Pushes `branch` at `head`, checking every commit since the plan's commit. */
async function pushMerged(host, work, head, ownCommits) {
    const { pushCheckedBranch } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 49033));
    const { snapshotForPush } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 93845));
    const snapshot = { ...(await snapshotForPush(host.workingDir)), base: work.plan.base };
    const protectedPaths = (0,execute_run/* protectedPathsFor */.q)(host.config);
    await pushCheckedBranch({
        workingDir: host.workingDir,
        snapshot,
        head,
        branch: work.branch,
        policy: {
            runId: host.runId,
            expectedCommits: ownCommits,
            isProtected: (path) => (0,protected_paths/* isProtectedPath */.WF)(path, (0,protected_paths/* runProtectedPaths */.yY)(protectedPaths)),
            shards: work.shards.map((shard) => ({
                runId: shard.runId,
                expectedCommits: new Set([...shard.outcomes.values()].filter((o) => o.status === "passing").map((o) => o.gitSha)),
            })),
        },
        credentials: (0,credentials/* pushAuthConfig */.J)(host.secrets.githubToken),
        env: host.env,
        signal: host.signal,
    });
}

// EXTERNAL MODULE: ./src/github/pull-body.ts
var pull_body = __webpack_require__(73177);
// EXTERNAL MODULE: ./src/github/pulls.ts
var pulls = __webpack_require__(74487);
// EXTERNAL MODULE: ./src/action/run-pull-request.ts
var run_pull_request = __webpack_require__(32767);
;// CONCATENATED MODULE: ./src/action/merge-pull-request.ts



/** The description of the sharded run's pull request. */
function mergedPullRequestBody(verdicts, list, links) {
    const description = (id) => list.features.find((feature) => feature.id === id)?.description ?? "";
    return (0,pull_body/* renderPullRequestBody */.X)({
        passing: verdicts
            .filter((verdict) => verdict.status === "passing")
            .map((verdict) => ({
            id: verdict.featureId,
            description: description(verdict.featureId),
            attempts: verdict.outcome?.attempts ?? 0,
            rubricReasoning: `shard ${verdict.shard}: ${verdict.outcome?.rubricReasoning ?? ""}`,
            costUsd: verdict.outcome?.costUsd ?? null,
        })),
        blocked: verdicts
            .filter((verdict) => verdict.status !== "passing")
            .map((verdict) => ({
            id: verdict.featureId,
            description: description(verdict.featureId),
            reason: `${verdict.status}: ${verdict.reason ?? "no reason recorded"}`,
        })),
        ledgerArtifactUrl: links.ledgerArtifactUrl,
        runUrl: links.runUrl,
    });
}
/** Opens (or updates) the pull request from `branch`. */
async function openMergedPullRequest(host, branch, body, passing) {
    const { context } = host;
    const pull = await (0,pulls/* openPullRequest */.H)(host.octokit, {
        owner: context.owner,
        repo: context.repo,
        head: branch,
        base: await (0,run_pull_request/* baseBranchOf */.v)(host),
        title: `Alfred: ${passing} feature${passing === 1 ? "" : "s"} (sharded run ${branch})`.slice(0, 200),
        body,
        draft: host.config.github.draft,
    });
    return { number: pull.number, url: pull.url };
}

// EXTERNAL MODULE: ./src/core/deps.ts
var deps = __webpack_require__(50385);
// EXTERNAL MODULE: ./src/orchestrator/ledger-anchor.ts
var ledger_anchor = __webpack_require__(36069);
// EXTERNAL MODULE: ./src/orchestrator/ledger.ts
var orchestrator_ledger = __webpack_require__(47283);
;// CONCATENATED MODULE: ./src/action/merged-ledger.ts
/**
 * The merged ledger of a sharded run: one signed chain (the ledger format, same key) that
 * references each shard ledger by the signature of its last entry and gives every planned
 * feature its verdict, uploaded as `alfred-ledger-<run id>-merged-attempt-<n>`. `alfred ledger
 * verify` checks it like any other ledger; each shard's own ledger stays in its artifact.
 */






/** The name of this attempt's merged ledger artifact. */
function mergedArtifactName(runId, context) {
    return `alfred-ledger-${runId}-merged-attempt-${context.runAttempt}`;
}
/** Writes the merged ledger (and its anchor and summary.json) into `directory`; the files written. */
async function writeMergedLedger(directory, record, key, redactor) {
    const path = (0,external_node_path_.join)(directory, "ledger.jsonl");
    const ledger = await (0,orchestrator_ledger/* openLedger */.au)(path, key, deps/* systemDeps */.I, { anchorPath: (0,ledger_anchor/* anchorPathOf */.Sb)(path) });
    await ledger.append("merge_start", {
        runId: record.runId,
        base: record.base,
        planMac: record.planMac,
        featuresFile: record.featuresFile,
        shards: record.shards.length,
    });
    for (const shard of record.shards) {
        await ledger.append("shard", {
            shard: shard.shard,
            runId: shard.runId,
            artifact: shard.artifact ?? null,
            ledgerHeadSig: shard.headSig ?? null,
            ended: shard.ended,
            merged: record.merged.includes(shard.shard),
            problem: shard.problem ?? record.left.get(shard.shard) ?? null,
        });
    }
    const sigs = new Map(record.shards.map((shard) => [shard.shard, shard.headSig ?? null]));
    for (const verdict of record.verdicts) {
        await ledger.append("feature", {
            featureId: verdict.featureId,
            shard: verdict.shard,
            status: verdict.status,
            reason: verdict.reason ?? null,
            gitSha: verdict.outcome?.status === "passing" ? verdict.outcome.gitSha : null,
            shardLedgerSig: sigs.get(verdict.shard) ?? null,
        });
    }
    const count = (status) => record.verdicts.filter((verdict) => verdict.status === status).length;
    await ledger.append("run_end", {
        runId: record.runId,
        branch: record.branch,
        head: record.head,
        passing: count("passing"),
        blocked: count("blocked"),
        pending: count("pending"),
    });
    const summaryPath = (0,external_node_path_.join)(directory, "summary.json");
    const summary = redactor.value({
        runId: record.runId,
        base: record.base,
        branch: record.branch,
        merged: record.merged,
        features: record.verdicts.map((verdict) => ({
            featureId: verdict.featureId,
            shard: verdict.shard,
            status: verdict.status,
            ...(0,omit_undefined/* omitUndefined */.O)({ reason: verdict.reason }),
        })),
    });
    await (0,fs/* writeFile */._h)(summaryPath, `${JSON.stringify(summary, null, 2)}\n`);
    return [path, (0,ledger_anchor/* anchorPathOf */.Sb)(path), summaryPath];
}

// EXTERNAL MODULE: ./src/orchestrator/ledger-verify.ts
var ledger_verify = __webpack_require__(1973);
// EXTERNAL MODULE: ./src/platform/fs/read-no-follow.ts
var read_no_follow = __webpack_require__(69461);
// EXTERNAL MODULE: ./src/action/shard-inputs.ts
var shard_inputs = __webpack_require__(71454);
;// CONCATENATED MODULE: ./src/action/shard-ledgers.ts
/**
 * The merge job's view of each shard: the latest attempt's ledger artifact of the workflow run
 * (`alfred-ledger-<run id>-shard-<k>-attempt-<n>`), downloaded and read without following links,
 * verified (signed with the ledger key, of the shard's run id, started from the plan's commit,
 * settling only features the plan gave that shard), and the outcome it records per feature. A
 * shard whose artifact is missing or fails a check is a {@link ShardLedger} with a `problem`:
 * reported, never trusted, never silently skipped.
 */







/** Largest shard ledger read. */
const MAX_LEDGER_BYTES = 32 * 1024 * 1024;
/** The latest attempt's ledger artifact of shard `shard`. */
function latestShardArtifact(artifacts, runId) {
    const prefix = `alfred-ledger-${runId}-attempt-`;
    let best;
    for (const artifact of artifacts) {
        if (!artifact.name.startsWith(prefix))
            continue;
        const attempt = Number(artifact.name.slice(prefix.length));
        if (Number.isInteger(attempt) && attempt >= 1 && (best === undefined || attempt > best.attempt))
            best = { artifact, attempt };
    }
    return best;
}
const shard_ledgers_text = (value) => (typeof value === "string" ? value : "");
/** The outcomes of a verified ledger's `feature` entries (the last one per feature wins). */
function outcomesOf(ledger) {
    const outcomes = new Map();
    let runId = "";
    let head = "";
    let ended = false;
    let headSig = "";
    for (const line of ledger.split("\n")) {
        const entry = (0,ledger_verify/* parseLedgerLine */.Du)(line);
        if (entry === undefined)
            continue;
        headSig = entry.sig;
        const data = entry.data;
        if (entry.kind === "run_start" && runId === "")
            [runId, head] = [shard_ledgers_text(data.runId), shard_ledgers_text(data.head)];
        if (entry.kind === "run_end")
            ended = true;
        if (entry.kind !== "feature" || shard_ledgers_text(data.featureId) === "")
            continue;
        const rubric = data.rubric;
        outcomes.set(shard_ledgers_text(data.featureId), {
            featureId: shard_ledgers_text(data.featureId),
            status: data.status === "passing" ? "passing" : "blocked",
            reason: shard_ledgers_text(data.reason),
            gitSha: shard_ledgers_text(data.gitSha),
            attempts: typeof data.attempts === "number" ? data.attempts : 0,
            costUsd: typeof data.costUsd === "number" ? data.costUsd : null,
            rubricReasoning: typeof rubric === "object" && rubric !== null ? shard_ledgers_text(Reflect.get(rubric, "reasoning")) : "",
        });
    }
    return { outcomes, runId, head, ended, headSig };
}
/** Checks one downloaded ledger against the plan; the shard it describes. */
function checkShardLedger(planned, runId, base, found) {
    const none = { shard: planned.shard, runId, features: planned.features, artifact: found.name };
    const empty = { ...none, ended: false, outcomes: new Map() };
    if (found.ledger === undefined)
        return { ...empty, problem: `artifact ${found.name} holds no ledger.jsonl` };
    const verified = (0,ledger_verify/* verifyLedger */.xy)(found.ledger, found.key);
    if (!verified.ok)
        return {
            ...empty,
            problem: `the ledger of ${found.name} does not verify (line ${verified.line}: ${verified.reason})`,
        };
    const read = outcomesOf(found.ledger);
    if (read.runId !== runId)
        return { ...empty, problem: `the ledger of ${found.name} is of run "${read.runId}", not "${runId}"` };
    if (read.head !== base)
        return {
            ...empty,
            problem: `the ledger of ${found.name} started from commit ${read.head.slice(0, 12)}, not the plan's ${base.slice(0, 12)}`,
        };
    const stray = [...read.outcomes.keys()].find((id) => !planned.features.includes(id));
    if (stray !== undefined)
        return {
            ...empty,
            problem: `the ledger of ${found.name} settles feature ${stray}, which the plan did not give shard ${planned.shard}`,
        };
    return { ...none, headSig: read.headSig, ended: read.ended, outcomes: read.outcomes };
}
/**
 * Every planned shard's ledger, checked against the plan's run id and commit.
 * @throws AlfredError `artifact_download_failed` when the run's artifacts cannot be listed.
 */
async function readShardLedgers(options) {
    const { downloadRunArtifact } = await Promise.all(/* import() */[__webpack_require__.e(659), __webpack_require__.e(252), __webpack_require__.e(485)]).then(__webpack_require__.bind(__webpack_require__, 68866));
    const scratch = await (0,fs/* mkdtemp */.jV)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "alfred-shards-"));
    try {
        const read = [];
        for (const planned of options.shards) {
            const runId = (0,shard_inputs.shardRunId)(options.runId, planned.shard);
            const latest = latestShardArtifact(options.artifacts, runId);
            const missing = {
                shard: planned.shard,
                runId,
                features: planned.features,
                ended: false,
                outcomes: new Map(),
            };
            if (latest === undefined) {
                read.push({
                    ...missing,
                    problem: `shard ${planned.shard} left no ledger artifact (its job failed before uploading, was cancelled, or never ran)`,
                });
                continue;
            }
            const directory = (0,external_node_path_.join)(scratch, `shard-${planned.shard}`);
            try {
                await downloadRunArtifact(latest.artifact.id, directory, options.reader);
                const ledger = await (0,read_no_follow/* readTextNoFollow */.a)((0,external_node_path_.join)(directory, "ledger.jsonl"), MAX_LEDGER_BYTES);
                read.push(checkShardLedger(planned, runId, options.base, {
                    name: latest.artifact.name,
                    ledger,
                    key: options.ledgerKey,
                }));
            }
            catch (thrown) {
                read.push({
                    ...missing,
                    artifact: latest.artifact.name,
                    problem: `artifact ${latest.artifact.name} could not be read (${(0,errors/* errorMessage */.gJ)(thrown)})`,
                });
            }
        }
        return read;
    }
    finally {
        await (0,fs.rm)(scratch, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./src/github/markdown.ts
var markdown = __webpack_require__(65566);
// EXTERNAL MODULE: ./src/core/glob-pattern.ts
var glob_pattern = __webpack_require__(76874);
;// CONCATENATED MODULE: ./src/core/glob-overlap.ts
/**
 * Whether two glob patterns (the syntax of `glob-pattern.ts`) can match one
 * same path: how a sharded run decides that two features' declared `files`
 * touch the same ground. Conservative: two segments that both hold
 * wildcards are taken to overlap unless their literal heads or tails differ,
 * so an answer of "no overlap" is always right and an answer of "overlap" may
 * put two features in one shard that did not need it (slower, never a
 * conflict). Pure; never throws.
 */

/**
 * A pattern's segments. A literal last segment without a `.` (`src/math`) may name a directory, so
 * it also covers what is under it.
 */
function segmentsOf(pattern) {
    const segments = pattern
        .replace(/^(?:\.\/)+/, "")
        .split("/")
        .filter((segment) => segment !== "");
    const last = segments[segments.length - 1];
    return last === undefined || (0,glob_pattern/* hasGlobMagic */.sF)(last) || last.includes(".") ? segments : [...segments, "**"];
}
/** The literal characters before the first wildcard, and after the last one. */
function literalEnds(segment) {
    const first = segment.search(/[*?[\\]/);
    let last = -1;
    for (let index = segment.length - 1; index >= 0; index -= 1) {
        if ("*?]\\".includes(segment.charAt(index))) {
            last = index;
            break;
        }
    }
    return { head: segment.slice(0, Math.max(first, 0)), tail: segment.slice(last + 1) };
}
function segmentsOverlap(left, right) {
    const leftMagic = (0,glob_pattern/* hasGlobMagic */.sF)(left);
    const rightMagic = (0,glob_pattern/* hasGlobMagic */.sF)(right);
    if (!leftMagic && !rightMagic)
        return left === right;
    if (!leftMagic)
        return (0,glob_pattern/* compileGlob */.SO)(right, { dot: true, braces: false }).test(left);
    if (!rightMagic)
        return (0,glob_pattern/* compileGlob */.SO)(left, { dot: true, braces: false }).test(right);
    const a = literalEnds(left);
    const b = literalEnds(right);
    const heads = a.head.startsWith(b.head) || b.head.startsWith(a.head);
    const tails = a.tail.endsWith(b.tail) || b.tail.endsWith(a.tail);
    return heads && tails;
}
function alternativesOverlap(left, right) {
    const memo = new Map();
    const visit = (i, j) => {
        const key = i * (right.length + 1) + j;
        const known = memo.get(key);
        if (known !== undefined)
            return known;
        memo.set(key, false);
        let result;
        if (i === left.length && j === right.length)
            result = true;
        else if (i < left.length && left[i] === "**")
            result = visit(i + 1, j) || (j < right.length && visit(i, j + 1));
        else if (j < right.length && right[j] === "**")
            result = visit(i, j + 1) || (i < left.length && visit(i + 1, j));
        else if (i === left.length || j === right.length)
            result = false;
        else
            result = segmentsOverlap(left[i] ?? "", right[j] ?? "") && visit(i + 1, j + 1);
        memo.set(key, result);
        return result;
    };
    return visit(0, 0);
}
/** True when some path could match both `left` and `right` (see the module comment). */
function globsOverlap(left, right) {
    const lefts = (0,glob_pattern/* expandBraces */.PH)(left).map(segmentsOf);
    const rights = (0,glob_pattern/* expandBraces */.PH)(right).map(segmentsOf);
    return lefts.some((a) => rights.some((b) => alternativesOverlap(a, b)));
}

;// CONCATENATED MODULE: ./src/harness/features/shard-plan.ts
/**
 * Planning a sharded run (`job: plan`): which pending features go to which
 * shard of a GitHub Actions matrix. Features whose file scopes overlap go
 * into one shard (union-find over `globsOverlap`), so two shards never edit
 * the same declared ground and their branches merge without conflict.
 *
 * A feature's scope is its `files` patterns when it declares them;
 * otherwise the file paths its description and steps name (`src/math.js`,
 * `lib/util/`), taken as literal paths; otherwise it has none and is placed
 * alone. The groups are then dealt out largest first, each to the shard
 * holding the fewest features so far, which spreads unscoped features
 * evenly. Pure.
 */

/** Most shards a plan may have: GitHub's limit of jobs per matrix. */
const MAX_SHARDS = 256;
const CODE_EXTENSIONS = "js|mjs|cjs|jsx|ts|mts|cts|tsx|py|go|rs|java|kt|rb|cs|c|h|cc|cpp|hpp|swift|php|md|json|ya?ml|toml|css|scss|html|sh|sql";
/** A path-like word: with a `/`, or a file name with a code extension. */
const PATH_WORD = new RegExp(`(?:^|[\\s\`'"(\\[])((?:[\\w.-]+/)+[\\w.-]*|[\\w-][\\w.-]*\\.(?:${CODE_EXTENSIONS}))(?=$|[\\s\`'"),:;!?\\]]|\\.(?:\\s|$))`, "g");
/** The file paths a feature's description and steps name (`./` and trailing `/` dropped). */
function namedPaths(feature) {
    const found = new Set();
    for (const text of [feature.description, ...feature.steps]) {
        for (const match of text.matchAll(PATH_WORD)) {
            const path = (match[1] ?? "").replace(/^(?:\.\/)+/, "").replace(/\/+$/, "");
            if (path !== "" && !path.startsWith("/") && !path.split("/").includes("..") && !/^https?:/.test(path))
                found.add(path);
        }
    }
    return [...found];
}
function scopeOf(feature) {
    if (feature.files !== undefined && feature.files.length > 0)
        return { placement: "files", patterns: feature.files };
    const named = namedPaths(feature);
    return named.length > 0
        ? { placement: "inferred", patterns: named }
        : { placement: "spread", patterns: [] };
}
function unionFind(size) {
    const parent = Array.from({ length: size }, (_, index) => index);
    const find = (index) => {
        let root = index;
        while (parent[root] !== root)
            root = parent[root] ?? root;
        let node = index;
        while (parent[node] !== root) {
            const next = parent[node] ?? root;
            parent[node] = root;
            node = next;
        }
        return root;
    };
    return {
        find,
        union: (a, b) => {
            const [left, right] = [find(a), find(b)];
            if (left !== right)
                parent[Math.max(left, right)] = Math.min(left, right);
        },
    };
}
/** The features that must share a shard, each group in file order, groups by their first feature. */
function overlapGroups(scopes) {
    const sets = unionFind(scopes.length);
    for (let a = 0; a < scopes.length; a += 1) {
        for (let b = a + 1; b < scopes.length; b += 1) {
            if (sets.find(a) === sets.find(b))
                continue;
            const left = scopes[a] ?? [];
            const right = scopes[b] ?? [];
            if (left.some((x) => right.some((y) => globsOverlap(x, y))))
                sets.union(a, b);
        }
    }
    const groups = new Map();
    scopes.forEach((_, index) => {
        const root = sets.find(index);
        groups.set(root, [...(groups.get(root) ?? []), index]);
    });
    return [...groups.values()];
}
/**
 * Plans the shards of the features still to do (`pending` or `in_progress`), at most `maxShards`
 * of them (fewer when there are fewer groups). Every such feature is in exactly one shard; a list
 * with nothing to do has no shards.
 * @throws RangeError when `maxShards` is not an integer from 1 to {@link MAX_SHARDS}.
 */
function planShards(features, maxShards) {
    if (!Number.isInteger(maxShards) || maxShards < 1 || maxShards > MAX_SHARDS)
        throw new RangeError(`max-shards must be an integer from 1 to ${MAX_SHARDS}, got ${maxShards}`);
    const todo = features.filter((feature) => feature.status === "pending" || feature.status === "in_progress");
    const scopes = todo.map(scopeOf);
    const groups = overlapGroups(scopes.map((scope) => scope.patterns));
    const count = Math.min(maxShards, groups.length);
    const shards = Array.from({ length: count }, () => []);
    const bySize = [...groups].sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0));
    for (const group of bySize) {
        let target = 0;
        shards.forEach((shard, index) => {
            if (shard.length < (shards[target] ?? []).length)
                target = index;
        });
        shards[target]?.push(...group);
    }
    return {
        shards: shards.map((members, index) => ({
            shard: String(index + 1),
            features: [...members].sort((a, b) => a - b).map((member) => todo[member]?.id ?? ""),
        })),
        placements: Object.fromEntries(todo.map((feature, index) => [feature.id, scopes[index]?.placement ?? "spread"])),
    };
}
/** The matrix a workflow's `strategy.matrix` takes: `{"include":[{"shard":"1","features":"a,b"}, …]}`. */
function matrixOf(plan) {
    return JSON.stringify({
        include: plan.shards.map((shard) => ({ shard: shard.shard, features: shard.features.join(",") })),
    });
}

// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
// EXTERNAL MODULE: ./src/action/plan-download.ts
var plan_download = __webpack_require__(60800);
// EXTERNAL MODULE: ./src/action/shard-plan-file.ts
var shard_plan_file = __webpack_require__(73595);
;// CONCATENATED MODULE: ./src/action/plan-job.ts
/**
 * `job: plan`: the matrix of a sharded run. Reads the feature list at the commit checked out,
 * deals its pending features into at most `max-shards` shards (shard-plan.ts), uploads the plan
 * signed with the ledger key as artifact `alfred-plan-<run id>`, and outputs `matrix` and
 * `shard-count`. A re-run attempt whose workflow run already holds a valid plan of this commit
 * keeps it, so every shard's resume and the merge see the plan the first attempt made.
 */











/**
 * The `max-shards` input (default 10).
 * @throws ConfigError naming the input when it is not an integer from 1 to 256.
 */
function readMaxShards(env) {
    const text = (0,inputs/* readInput */.R5)(env, "max-shards") ?? "10";
    const value = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
    if (!(value >= 1 && value <= MAX_SHARDS))
        throw new errors/* ConfigError */.xL("input max-shards", `expected an integer from 1 to ${MAX_SHARDS}, got "${text}"`);
    return value;
}
async function makePlan(host, base) {
    const list = await (0,feature_list/* readFeatureList */.jZ)((0,external_node_path_.join)(host.workingDir, host.config.features));
    const planned = planShards(list.features, readMaxShards(host.env));
    return {
        version: 1,
        repository: host.context.repository,
        workflowRunId: host.context.runId,
        runId: host.runId,
        base,
        featuresFile: host.config.features,
        shards: planned.shards,
        placements: planned.placements,
    };
}
/** An earlier attempt's plan of this commit, when this is a re-run and one verifies. */
async function earlierPlan(host, base) {
    if (host.context.runAttempt <= 1)
        return undefined;
    try {
        const found = await (0,plan_download.downloadPlan)(host);
        if (found.ok && found.plan.base === base)
            return found.plan;
        host.log(`The earlier attempt's plan is not used: ${found.ok ? "it is of another commit" : found.why}.`);
    }
    catch (thrown) {
        host.log(`The earlier attempt's plan could not be read: ${(0,errors/* errorMessage */.gJ)(thrown)}.`);
    }
    return undefined;
}
/** Uploads `plan` as artifact `alfred-plan-<run id>`. */
async function uploadPlan(host, plan) {
    const scratch = await (0,fs/* mkdtemp */.jV)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "alfred-plan-"));
    try {
        const path = (0,external_node_path_.join)(scratch, shard_plan_file/* PLAN_FILE */.VI);
        await (0,fs/* writeFile */._h)(path, (0,shard_plan_file/* signPlan */.t7)(plan, host.secrets.ledgerKey ?? ""));
        const { uploadLedgerArtifact } = await Promise.all(/* import() */[__webpack_require__.e(659), __webpack_require__.e(252), __webpack_require__.e(721)]).then(__webpack_require__.bind(__webpack_require__, 49721));
        const uploaded = await uploadLedgerArtifact({
            name: (0,shard_plan_file/* planArtifactName */.nU)(host.runId),
            files: [path],
            rootDirectory: scratch,
            ...(0,omit_undefined/* omitUndefined */.O)({ retentionDays: host.config.github.artifactRetentionDays }),
        });
        return uploaded.id;
    }
    finally {
        await (0,fs.rm)(scratch, { recursive: true, force: true });
    }
}
function planSummary(plan) {
    const placed = Object.values(plan.placements);
    const count = (how) => placed.filter((value) => value === how).length;
    const rows = plan.shards.map((shard) => `| ${shard.shard} | ${shard.features.length} | ${shard.features.join(", ")} |`);
    return [
        `## Alfred: plan of run ${plan.runId}`,
        "",
        `${placed.length} pending feature(s) in ${plan.shards.length} shard(s), from commit ${plan.base.slice(0, 12)}: ${count("files")} placed by their \`files\`, ${count("inferred")} by the paths their text names, ${count("spread")} spread evenly.`,
        "",
        "| Shard | Features | Ids |",
        "| ---: | ---: | --- |",
        ...rows,
        "",
    ].join("\n");
}
/** Plans the shards, uploads the plan, and outputs the matrix. */
async function planJob(host) {
    host.phase("planning the shards");
    const base = await (0,workspace_git/* headSha */.xF)(host.workingDir);
    const reused = await earlierPlan(host, base);
    const plan = reused ?? (await makePlan(host, base));
    host.phase("uploading the plan");
    const artifactId = reused === undefined ? await uploadPlan(host, plan) : undefined;
    const matrix = matrixOf(plan);
    host.log(`${reused === undefined ? "Planned" : "Kept the earlier attempt's plan:"} ${plan.shards.length} shard(s): ${matrix}`);
    const nothing = plan.shards.length === 0;
    return {
        conclusion: nothing ? "skipped" : "success",
        ...(nothing ? { message: "no pending feature to plan" } : {}),
        sharded: {
            outputs: {
                matrix,
                "shard-count": String(plan.shards.length),
                ...(artifactId === undefined ? {} : { "plan-artifact-id": String(artifactId) }),
            },
            summary: planSummary(plan),
        },
    };
}

;// CONCATENATED MODULE: ./src/action/sharded-jobs.ts
/**
 * A sharded run's plan and merge jobs (README "Sharded runs"), in one module so that ncc emits
 * one chunk for them, loaded only when `job` asks for one. The shard job itself is a feature run
 * (execute-run.ts) on its own branch without a pull request.
 */














/** The planned features' verdicts in the feature list's order. */
function orderedVerdicts(work) {
    const verdicts = work.result.verdicts;
    return work.list.features.flatMap((feature) => {
        const verdict = verdicts.get(feature.id);
        return verdict === undefined ? [] : [verdict];
    });
}
/** The commit that gives the branch's feature list every verdict's status, when the last merge left one out. */
async function statusCommit(host, work) {
    const own = new Set(work.result.commits);
    const { head } = work.result;
    const text = rebuiltFeatureList(work.list, work.result.verdicts);
    if (work.result.merged.length === 0 ||
        (await fileAt(host.workingDir, head, work.plan.featuresFile)) === text)
        return { head, own };
    const scratch = await (0,fs/* mkdtemp */.jV)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "alfred-status-"));
    try {
        const tree = await withFile(host.workingDir, scratch, await treeOf(host.workingDir, head), work.plan.featuresFile, text);
        const message = `chore(alfred): feature statuses of sharded run ${host.runId}\n\nAlfred-Merge: statuses\nAlfred-Run: ${host.runId}\n`;
        const commit = await commitTree(host.workingDir, tree, [head], message);
        await checkOut(host.workingDir, work.branch, commit);
        own.add(commit);
        return { head: commit, own };
    }
    finally {
        await (0,fs.rm)(scratch, { recursive: true, force: true });
    }
}
async function uploadMerged(host, work, head, verdicts) {
    const directory = await (0,fs/* mkdtemp */.jV)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "alfred-merged-"));
    try {
        const files = await writeMergedLedger(directory, {
            ...work,
            runId: host.runId,
            base: work.plan.base,
            featuresFile: work.plan.featuresFile,
            merged: work.result.merged,
            verdicts,
            head,
        }, host.secrets.ledgerKey ?? "", host.redactor);
        const { artifactUrl, uploadLedgerArtifact } = await Promise.all(/* import() */[__webpack_require__.e(659), __webpack_require__.e(252), __webpack_require__.e(721)]).then(__webpack_require__.bind(__webpack_require__, 49721));
        const uploaded = await uploadLedgerArtifact({
            name: mergedArtifactName(host.runId, host.context),
            files,
            rootDirectory: directory,
            ...(0,omit_undefined/* omitUndefined */.O)({ retentionDays: host.config.github.artifactRetentionDays }),
        });
        const { context } = host;
        return {
            id: uploaded.id,
            url: artifactUrl(context.serverUrl, context.repository, context.runId, uploaded.id),
        };
    }
    finally {
        await (0,fs.rm)(directory, { recursive: true, force: true });
    }
}
async function mergeWork(host) {
    host.phase("reading the plan and the shard ledgers");
    const { plan, mac, artifacts } = await readPlanAndArtifacts(host);
    const list = await baseFeatureList(host, plan);
    const shards = await readShardLedgers({
        shards: plan.shards,
        runId: host.runId,
        base: plan.base,
        ledgerKey: host.secrets.ledgerKey ?? "",
        artifacts,
    });
    host.phase("fetching the shard branches");
    const { heads, left } = await fetchShardBranches(host, shards, plan.base);
    host.phase("setting up the sandbox");
    await (0,ensure_sandbox/* ensureSandbox */.Q)(host.config, host.core, host.env);
    host.phase("merging the shards");
    return mergeAndVerify(host, { plan, planMac: mac, list, shards, left, heads });
}
/** Merges the shards, pushes the branch, uploads the merged ledger and opens the pull request. */
async function mergeJob(host) {
    const work = await mergeWork(host);
    const { head, own } = await statusCommit(host, work);
    const verdicts = orderedVerdicts(work);
    const passing = verdicts.filter((verdict) => verdict.status === "passing");
    for (const shard of work.shards) {
        const why = shard.problem ?? work.left.get(shard.shard);
        host.log(`shard ${shard.shard}: ${work.result.merged.includes(shard.shard) ? "merged" : `not merged${why === undefined ? "" : `: ${why}`}`}`);
    }
    if (passing.length > 0) {
        host.phase("pushing the branch");
        await pushMerged(host, work, head, own);
    }
    host.phase("uploading the merged ledger");
    const artifact = await uploadMerged(host, work, head, verdicts);
    let pullRequest;
    if (passing.length > 0) {
        host.phase("opening the pull request");
        const octokit = (0,client/* createGitHubClient */.L)({
            token: host.secrets.githubToken ?? "",
            baseUrl: host.context.apiUrl,
            redact: host.redactor.value,
        });
        const body = mergedPullRequestBody(verdicts, work.list, {
            ledgerArtifactUrl: artifact.url,
            runUrl: host.context.runUrl,
        });
        pullRequest = await openMergedPullRequest({ ...host, octokit }, work.branch, body, passing.length);
    }
    const left = verdicts.filter((verdict) => verdict.status !== "passing");
    const conclusion = passing.length === 0 ? "failure" : left.length === 0 ? "success" : "partial";
    return {
        conclusion,
        ...(passing.length === 0 ? { message: "no feature of the sharded run passed on the merged tree" } : {}),
        sharded: {
            outputs: {
                passed: String(passing.length),
                blocked: String(left.length),
                branch: work.branch,
                "merged-ledger-artifact-id": String(artifact.id),
                ...(pullRequest === undefined
                    ? {}
                    : { "pull-request-url": pullRequest.url, "pr-url": pullRequest.url }),
            },
            summary: mergeSummary(host.runId, verdicts, pullRequest?.url),
        },
    };
}
function mergeSummary(runId, verdicts, url) {
    const rows = verdicts.map((verdict) => `| ${verdict.featureId} | ${verdict.shard} | ${verdict.status} | ${(0,markdown/* tableCell */.xR)(verdict.reason ?? "", 300)} |`);
    return [
        `## Alfred: merge of sharded run ${runId}`,
        "",
        `${verdicts.filter((verdict) => verdict.status === "passing").length} of ${verdicts.length} feature(s) passing on the merged tree${url === undefined ? "" : `: ${url}`}.`,
        "",
        "| Feature | Shard | Status | Reason |",
        "| --- | ---: | --- | --- |",
        ...rows,
        "",
    ].join("\n");
}


/***/ }),

/***/ 69461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ readTextNoFollow)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74296);
/**
 * Reading a file someone else wrote (a downloaded artifact's) without following a symbolic link
 * at its last component (`O_NOFOLLOW`) and only when it is a regular file within a size limit: a
 * link planted in an artifact must not make the host read one of its own files.
 */



/**
 * The bytes of the regular file at `path` as UTF-8 text, or undefined when there is none.
 * @throws AlfredError `io_failed` when it is a link, not a regular file, larger than `maxBytes`, or unreadable.
 */
async function readTextNoFollow(path, maxBytes) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW);
    }
    catch (thrown) {
        const code = typeof thrown === "object" && thrown !== null ? Reflect.get(thrown, "code") : undefined;
        if (code === "ENOENT")
            return undefined;
        const why = code === "ELOOP" ? "is a symbolic link" : `cannot be opened (${String(code)})`;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AlfredError */ .XT("io_failed", `${path} ${why}: refusing to read it`, { cause: thrown });
    }
    try {
        const info = await handle.stat();
        if (!info.isFile())
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AlfredError */ .XT("io_failed", `${path} is not a regular file: refusing to read it`);
        if (info.size > maxBytes)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AlfredError */ .XT("io_failed", `${path} has ${info.size} bytes, more than the ${maxBytes} allowed`);
        return (await handle.readFile()).toString("utf8");
    }
    finally {
        await handle.close();
    }
}


/***/ })

};
