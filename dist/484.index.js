export const id = 484;
export const ids = [484];
export const modules = {

/***/ 47484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ executeRun),
  q: () => (/* binding */ protectedPathsFor)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/omit-undefined.ts
var omit_undefined = __webpack_require__(93747);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/platform/fs/fs-durable.ts + 1 modules
var fs_durable = __webpack_require__(10102);
// EXTERNAL MODULE: ./src/core/usage.ts
var core_usage = __webpack_require__(14528);
// EXTERNAL MODULE: ./src/harness/features/feature-list.ts + 2 modules
var feature_list = __webpack_require__(31339);
// EXTERNAL MODULE: ./src/platform/fs/fs.ts
var fs = __webpack_require__(77760);
// EXTERNAL MODULE: ./src/platform/git/git.ts
var git = __webpack_require__(46532);
// EXTERNAL MODULE: ./src/platform/git/git-bytes.ts
var git_bytes = __webpack_require__(55666);
// EXTERNAL MODULE: ./src/platform/fs/workspace-fs.ts
var workspace_fs = __webpack_require__(95048);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/platform/process/agent-processes.ts
var agent_processes = __webpack_require__(24284);
// EXTERNAL MODULE: ./src/platform/git/git-layout.ts
var git_layout = __webpack_require__(14639);
// EXTERNAL MODULE: ./src/core/ignored-errors.ts
var ignored_errors = __webpack_require__(47305);
;// CONCATENATED MODULE: ./src/harness/workspace/temporary-index.ts
/**
 * The temporary indexes the harness builds trees in (`GIT_INDEX_FILE`), so the
 * real index is never written: a fresh one ({@link withTemporaryIndex}), or one
 * holding a commit's tree for staging the working directory ({@link withIndexAt}).
 *
 * A staging index starts, when it safely can, from a copy of the real index's
 * stat data. An index filled by `read-tree` alone has none, so `git add -A`
 * reads and hashes every file of the working directory: 190–330 ms on 3,400
 * files (50 MB) here, every snapshot, where stat data leaves only the changed
 * files to hash (10–14 ms; `npm run bench -- snapshot`). `read-tree -m` keeps
 * the stat data of each entry whose content is the commit's.
 *
 * Why a remembered stat cannot hide a change:
 * - git compares ctime, inode and size as well as mtime, whatever the
 *   repository's configuration says ({@link STAGING_CONFIG}): a process can set
 *   a file's mtime back, not its ctime;
 * - git compares ctime to the second, so an edit in the same second as the
 *   stat was taken could pass: the real index is used only when its last write
 *   ended a whole second before this process started anything the agent
 *   influences (`platform/process/agent-processes.ts`), whose edits are then all later;
 * - the copy is dated a second before the real index, so every entry git could
 *   not tell from a racy write (modified in the second the index was written)
 *   is compared by content;
 * - every entry must be plain (`git ls-files -v` tags it `H`): an
 *   assume-unchanged or skip-worktree entry is never looked at by `git add`.
 */








/**
 * Below this size (a few hundred entries) hashing every file costs less than
 * the `git ls-files -v` that vets the real index.
 */
const MIN_SEED_INDEX_BYTES = 32 * 1024;
/**
 * Global options for every git call on a staging index: the strictest stat
 * comparison, no assume-unchanged marks, and no side files (untracked cache,
 * shared index) next to a temporary index.
 */
const STAGING_CONFIG = [
    "-c",
    "core.trustctime=true",
    "-c",
    "core.checkStat=default",
    "-c",
    "core.ignoreStat=false",
    "-c",
    "core.untrackedCache=false",
    "-c",
    "core.splitIndex=false",
];
/** A fresh temporary index's path in `gitDir`. */
function temporaryIndexPath(gitDir) {
    return (0,external_node_path_.join)(gitDir, `alfred-index-${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString("hex")}`);
}
/** Git calls on `index`, each after the global options `before`. */
function indexRunner(workingDir, index, before = []) {
    return async (args, input) => (await (0,git/* git */.$Y)([...before, ...args], { cwd: workingDir, indexFile: index, ...(0,omit_undefined/* omitUndefined */.O)({ input }) })).stdout.trim();
}
/** Runs `work` with a fresh temporary index file, removed afterwards. */
async function withTemporaryIndex(workingDir, work) {
    const index = temporaryIndexPath((await (0,git_layout/* gitLayout */.H)(workingDir)).gitDir);
    const run = indexRunner(workingDir, index);
    try {
        return await work(run);
    }
    finally {
        await (0,ignored_errors/* ignoreCleanupError */.v)((0,fs/* unlink */.y1)(index));
    }
}
/**
 * Runs `work` on a temporary index holding `base` (a commit or tree), with the
 * real index's stat data for the entries whose content is `base`'s when
 * {@link seedStagingIndex} can use it; every call runs under {@link STAGING_CONFIG}.
 * @throws AlfredError `git_failed`.
 */
async function withIndexAt(workingDir, base, work) {
    const { gitDir } = await (0,git_layout/* gitLayout */.H)(workingDir);
    const index = temporaryIndexPath(gitDir);
    const run = indexRunner(workingDir, index, STAGING_CONFIG);
    try {
        // `-m` keeps the stat data of the entries that match `base`; a seed it cannot read is dropped.
        const seeded = await seedStagingIndex(workingDir, gitDir, index);
        const merged = seeded &&
            (await run(["read-tree", "-m", base]).then(() => true, () => false));
        if (!merged) {
            await (0,ignored_errors/* ignoreCleanupError */.v)((0,fs/* unlink */.y1)(index));
            await run(["read-tree", base]);
        }
        return await work(run);
    }
    finally {
        await (0,ignored_errors/* ignoreCleanupError */.v)((0,fs/* unlink */.y1)(index));
    }
}
/**
 * Copies `source` to `target` and dates the copy a second before `source`
 * (taken before copying: a source replaced meanwhile is newer, so the date
 * only errs earlier). Returns false, leaving no `target`, when it cannot.
 */
async function copyBackdated(source, target) {
    try {
        const { mtimeMs } = await (0,fs/* stat */.dJ)(source);
        await (0,fs/* copyFile */.m3)(source, target);
        const date = new Date(mtimeMs - 1_000);
        await (0,fs/* utimes */.Ek)(target, date, date);
        return true;
    }
    catch {
        await (0,ignored_errors/* ignoreCleanupError */.v)((0,fs/* unlink */.y1)(target));
        return false;
    }
}
/**
 * How far a file's timestamp may trail the clock: the kernel stamps files from a
 * coarse clock (a few ms behind), so an edit just after a second began may be
 * stamped in the one before.
 */
const FILE_CLOCK_SLACK_MS = 250;
/**
 * True when stat data written at `writtenAtMs` lies in an earlier second than
 * any edit by the first agent-influenced process (`firstAgentAtMs`; none yet:
 * undefined), so that no such edit can share a ctime second with it.
 */
function predatesAgents(writtenAtMs, firstAgentAtMs) {
    if (firstAgentAtMs === undefined)
        return true;
    return Math.floor(writtenAtMs / 1_000) < Math.floor((firstAgentAtMs - FILE_CLOCK_SLACK_MS) / 1_000);
}
/** True when every entry of `index` is plain: not assume-unchanged, skip-worktree or unmerged. */
async function onlyPlainEntries(workingDir, index) {
    const { stdout } = await (0,git/* git */.$Y)(["ls-files", "-v", "-z"], { cwd: workingDir, indexFile: index });
    return stdout.split("\0").every((record) => record === "" || record.startsWith("H "));
}
/**
 * Fills `index` (which must not exist) with the real index's stat data when
 * it is large, written before anything the agent influences started, and
 * plain (module comment). Returns whether it did; false leaves no `index`.
 */
async function seedStagingIndex(workingDir, gitDir, index) {
    const real = (0,external_node_path_.join)(gitDir, "index");
    // No readable index to seed from: the staging index is built from scratch instead (false).
    const found = await (0,fs/* stat */.dJ)(real).catch(() => undefined);
    if (found === undefined || found.size < MIN_SEED_INDEX_BYTES)
        return false;
    if (!predatesAgents(found.mtimeMs, (0,agent_processes/* firstAgentProcessAt */.q)()))
        return false;
    if (!(await copyBackdated(real, index)))
        return false;
    if (await onlyPlainEntries(workingDir, index).catch(() => false))
        return true;
    await (0,ignored_errors/* ignoreCleanupError */.v)((0,fs/* unlink */.y1)(index));
    return false;
}

// EXTERNAL MODULE: ./src/harness/workspace/workspace-git.ts + 1 modules
var workspace_git = __webpack_require__(27066);
;// CONCATENATED MODULE: ./src/harness/workspace/workspace-tree.ts
/**
 * Content-addressed views of the workspace, for proving what a verify ran on
 * and what a rollback must restore.
 *
 * - A *snapshot tree* is the git tree of the working directory as it is now
 *   (new files included, ignored files and the harness's own files left out),
 *   built in a temporary index (`GIT_INDEX_FILE`) so the real index is never
 *   touched. Two snapshots are equal exactly when the files are equal.
 * - The *baseline* is what was already uncommitted when the run started (an
 *   untracked `.alfred/config.json`, a locally edited `.alfred/hooks.json`):
 *   each such path with the blob of its content (stored with
 *   `git hash-object -w`), or `null` when it was deleted. Those paths are not
 *   the features' work: they are never committed, never counted as a
 *   feature's change, and a rollback restores them byte for byte.
 */








const harnessExcludes = () => workspace_git/* HARNESS_PATHS */.mI.map((path) => `:(exclude)${path}`);
const literalExcludes = (paths) => paths.map((path) => `:(exclude,literal)${path}`);
/**
 * The tree of the working directory on top of `base` (a commit or tree):
 * every path not excluded takes its working-directory content (new files
 * included, deletions applied); excluded paths keep `base`'s version.
 * @throws AlfredError `git_failed`.
 */
async function snapshotTree(workingDir, base, exclude) {
    return withIndexAt(workingDir, base, async (run) => {
        await stageWorkingDirectory(run, base, exclude);
        return run(["write-tree"]);
    });
}
/** Stages the working directory over an index holding `base` ({@link withIndexAt}); `exclude` and the harness paths keep `base`'s version. */
async function stageWorkingDirectory(run, base, exclude) {
    // Exclusion pathspecs on ignored paths make `git add` fail; putting them back afterwards does not.
    await run(["add", "-A", "--", "."]);
    await run([
        "reset",
        "--quiet",
        base,
        "--",
        ...workspace_git/* HARNESS_PATHS */.mI,
        ...exclude.map((path) => `:(literal)${path}`),
    ]);
}
/**
 * `base` with some paths set to given blobs (or removed, for `null`).
 * @throws AlfredError `git_failed`.
 */
async function overlayTree(workingDir, base, files) {
    return withTemporaryIndex(workingDir, async (run) => {
        await run(["read-tree", base]);
        for (const file of files) {
            if (file.blob === null)
                await run(["update-index", "--force-remove", "--", file.path]);
            else
                await run(["update-index", "--add", "--cacheinfo", `${file.mode},${file.blob},${file.path}`]);
        }
        return run(["write-tree"]);
    });
}
/** Stores `text` as a blob and returns its id. @throws AlfredError `git_failed`. */
async function storeBlob(workingDir, text) {
    return (await (0,git/* git */.$Y)(["hash-object", "-w", "--stdin"], { cwd: workingDir, input: text })).stdout.trim();
}
/** The tree a commit points at. @throws AlfredError `git_failed`. */
async function treeOf(workingDir, commit) {
    return (await (0,git/* git */.$Y)(["rev-parse", `${commit}^{tree}`], { cwd: workingDir })).stdout.trim();
}
/** git's mode of a symbolic link. */
const LINK_MODE = "120000";
/** Puts back a baseline link (its target from the blob) unless it is there; false for a file. */
async function restoredLink(workingDir, file) {
    if (file.mode !== LINK_MODE || file.blob === null)
        return false;
    const target = (await (0,git_bytes/* readBlobBytes */.R)(workingDir, file.blob)).toString("utf8");
    // Unreadable (or a link refused under a linked parent) is not the link wanted: it is placed again.
    if ((await (0,workspace_fs/* readWorkspaceLink */.SL)(workingDir, file.path).catch(() => undefined)) !== target)
        await (0,workspace_fs/* placeWorkspaceLink */.nx)(workingDir, file.path, target);
    return true;
}
async function modeOf(path) {
    return ((await (0,fs/* stat */.dJ)(path)).mode & 0o111) === 0 ? "100644" : "100755";
}
/**
 * Records every `uncommitted` path (`uncommittedPaths`; harness files and `exclude` left
 * out) with its content stored as a blob.
 * @throws AlfredError `git_failed`.
 */
async function captureBaseline(workingDir, uncommitted, exclude) {
    const paths = (0,workspace_git/* pathsOutside */.Uy)(uncommitted, workspace_git/* HARNESS_PATHS */.mI).filter((path) => !exclude.includes(path));
    const baseline = [];
    for (const path of paths) {
        // A link is recorded as the link (git's mode 120000, its target as the blob), never
        // hashed through: `hash-object` of a link to /proc/self/environ would store the host's environment.
        // Not a readable link: the path is recorded by its kind below (a file's bytes, or as absent).
        const link = await (0,workspace_fs/* readWorkspaceLink */.SL)(workingDir, path).catch(() => undefined);
        if (link !== undefined) {
            const blob = (await (0,git/* git */.$Y)(["hash-object", "-w", "--stdin"], { cwd: workingDir, input: link })).stdout.trim();
            baseline.push({ path, blob, mode: LINK_MODE });
            continue;
        }
        // Unreadable (e.g. under a linked parent) is recorded as absent: a rollback then removes it.
        const exists = (await (0,workspace_fs/* workspaceEntryKind */.GO)(workingDir, path).catch(() => undefined)) === "file";
        if (!exists) {
            baseline.push({ path, blob: null, mode: "100644" });
            continue;
        }
        const blob = (await (0,git/* git */.$Y)(["hash-object", "-w", "--", path], { cwd: workingDir })).stdout.trim();
        baseline.push({ path, blob, mode: await modeOf((0,external_node_path_.join)(workingDir, path)) });
    }
    return baseline;
}
const startTrees = new Map();
/** `checkpoint` plus the baseline: the state a feature started from (trees are immutable, so it is kept). */
async function startTree(workingDir, checkpoint, baseline) {
    const key = JSON.stringify([workingDir, checkpoint, baseline]);
    const known = startTrees.get(key);
    if (known !== undefined)
        return known;
    // Without a baseline it is the checkpoint's own tree: one process instead of a temporary index.
    const tree = baseline.length === 0
        ? await treeOf(workingDir, checkpoint)
        : await overlayTree(workingDir, checkpoint, baseline);
    startTrees.set(key, tree);
    return tree;
}
/**
 * The {@link FeatureSnapshot} of the working directory: what verify runs on
 * and what the protected-path check reads.
 * @throws AlfredError `git_failed`.
 */
async function featureSnapshot(workingDir, checkpoint, baseline, featuresFile) {
    // The start tree and the staging are independent: their git processes run side by side.
    const [before, { now, tree }] = await Promise.all([
        startTree(workingDir, checkpoint, baseline),
        withIndexAt(workingDir, checkpoint, async (run) => {
            await stageWorkingDirectory(run, checkpoint, [featuresFile]);
            const staged = await run(["write-tree"]);
            if (baseline.length === 0)
                return { now: staged, tree: staged };
            await run(["reset", "--quiet", checkpoint, "--", ...baseline.map((file) => `:(literal)${file.path}`)]);
            return { now: staged, tree: await run(["write-tree"]) };
        }),
    ]);
    if (before === now)
        return { tree, changed: [] };
    const { stdout } = await (0,git/* git */.$Y)(["diff-tree", "-r", "--name-only", "-z", "--no-renames", before, now], {
        cwd: workingDir,
    });
    return { tree, changed: stdout.split("\0").filter((path) => path !== "" && path !== featuresFile) };
}
/**
 * The tree of a feature's own work: the working directory on top of
 * `checkpoint`, without the feature list and the baseline paths. This is
 * what verify is recorded against and exactly what a commit may contain.
 * @throws AlfredError `git_failed`.
 */
function featureTree(workingDir, checkpoint, baseline, featuresFile) {
    return snapshotTree(workingDir, checkpoint, [featuresFile, ...baseline.map((file) => file.path)]);
}
/**
 * Restores the workspace to `checkpoint` plus the baseline, keeping the
 * feature list and the harness files: HEAD and the index move to
 * `checkpoint`, tracked files are restored, files created since are removed,
 * and each baseline path gets back its recorded content. Never `git clean`s
 * anything that was there at the start of the run.
 * @throws AlfredError `git_failed`, `io_failed`.
 */
async function restoreCheckpoint(workingDir, checkpoint, baseline, featuresFile) {
    const keep = [featuresFile, ...baseline.map((file) => file.path)];
    await (0,git/* git */.$Y)(["reset", "--quiet", checkpoint], { cwd: workingDir });
    await (0,git/* git */.$Y)(["checkout", "--quiet", "--", ".", ...harnessExcludes(), ...literalExcludes(keep)], {
        cwd: workingDir,
    });
    const { stdout } = await (0,git/* git */.$Y)(["ls-files", "-z", "--others", "--exclude-standard"], { cwd: workingDir });
    // The harness paths are also in .git/info/exclude (excludeHarnessFiles); not relying on it here.
    const created = stdout
        .split("\0")
        .filter((path) => path !== "" && !keep.includes(path))
        .filter((path) => !workspace_git/* HARNESS_PATHS */.mI.some((prefix) => path.startsWith(prefix)));
    for (let at = 0; at < created.length; at += 200) {
        const chunk = created.slice(at, at + 200).map((path) => `:(literal)${path}`);
        await (0,git/* git */.$Y)(["clean", "-f", "--quiet", "--", ...chunk], { cwd: workingDir });
    }
    for (const file of baseline) {
        const target = (0,external_node_path_.join)(workingDir, file.path);
        if (file.blob === null) {
            // The file was absent at the baseline: already gone is the goal. A directory made in its place is
            // left, as `git clean -f` (without -d) above leaves untracked directories.
            await (0,fs/* unlink */.y1)(target).catch(() => undefined);
            continue;
        }
        if (await restoredLink(workingDir, file))
            continue;
        // Never hashed through a link the agent put there: the file is simply written again.
        // Unreadable is treated as changed: the file is written again from the baseline.
        const kind = await (0,workspace_fs/* workspaceEntryKind */.GO)(workingDir, file.path).catch(() => undefined);
        const current = kind !== "file"
            ? undefined
            : await (0,git/* git */.$Y)(["hash-object", "--", file.path], { cwd: workingDir }).then((out) => out.stdout.trim(), () => undefined);
        if (current === file.blob)
            continue;
        // Bytes, not text: a baseline file may be binary, and a decode would change it.
        await (0,fs_durable/* writeFileAtomic */.Zf)(target, await (0,git_bytes/* readBlobBytes */.R)(workingDir, file.blob));
        await (0,fs/* chmod */.k6)(target, file.mode === "100755" ? 0o755 : 0o644);
    }
}
/**
 * Makes the working directory hold exactly `tree` (a {@link featureTree}),
 * leaving HEAD, the index, the feature list, the baseline paths and ignored
 * files alone: files of `tree` are written, files it does not hold removed.
 * A re-asked agent call starts from where its first try started.
 * @throws AlfredError `git_failed`.
 */
async function restoreTree(workingDir, tree, baseline, featuresFile) {
    const keep = [featuresFile, ...baseline.map((file) => file.path)];
    await withTemporaryIndex(workingDir, async (run) => {
        await run(["read-tree", tree]);
        await run(["update-index", "--force-remove", "--", ...keep]);
        await run(["checkout-index", "--all", "--force"]);
        const extra = (await run(["ls-files", "-z", "--others", "--exclude-standard"]))
            .split("\0")
            .filter((path) => path !== "" && !keep.includes(path));
        for (let at = 0; at < extra.length; at += 200)
            await run([
                "clean",
                "-f",
                "--quiet",
                "--",
                ...extra.slice(at, at + 200).map((path) => `:(literal)${path}`),
            ]);
    });
}

;// CONCATENATED MODULE: ./src/harness/feature/feature-outcome.ts
/** The verdict when a feature could not even be tried. */
const NO_VERIFY_COMMAND = {
    status: "blocked",
    reason: `no verify command: give the feature a "verify", the list a default, or pass --verify`,
};
/** What happened to one feature, from its attempt and how it was settled. */
function featureOutcome(feature, attempt, verdict, settled) {
    return {
        featureId: feature.id,
        description: feature.description,
        status: verdict.status,
        ...(verdict.status === "blocked" ? { reason: verdict.reason } : {}),
        attempts: attempt?.attempts ?? 0,
        verifyExit: attempt?.verify?.exitCode ?? null,
        verifyTimedOut: attempt?.verify?.timedOut ?? false,
        rubric: attempt?.rubric ?? null,
        costUsd: attempt?.costUsd ?? 0,
        ...settled,
    };
}
/** The `data` of the ledger's `feature` entry. */
function outcomeLedgerData(outcome) {
    return {
        featureId: outcome.featureId,
        status: outcome.status,
        reason: outcome.reason ?? null,
        verifyExit: outcome.verifyExit,
        verifyTimedOut: outcome.verifyTimedOut,
        rubric: outcome.rubric === null
            ? null
            : { verification: outcome.rubric.verification, reasoning: outcome.rubric.reasoning },
        gitSha: outcome.gitSha,
        attempts: outcome.attempts,
        costUsd: outcome.costUsd,
        durationMs: outcome.durationMs,
    };
}
/** The episodic memory of the feature: goal, approach, what worked and what failed. */
function episodeOf(outcome, attempt, context) {
    const passing = outcome.status === "passing";
    return {
        id: outcome.featureId,
        goal: outcome.description,
        approach: (attempt?.approach ?? "").slice(0, 2_000),
        worked: passing
            ? [
                `verify \`${context.verifyCommand ?? ""}\` exited 0`,
                `rubric ${outcome.rubric?.verification ?? "-"}/2`,
            ]
            : [],
        failed: attempt?.failures ?? (outcome.reason === undefined ? [] : [outcome.reason]),
        verifyExit: outcome.verifyExit,
        gitSha: passing ? outcome.gitSha : null,
        runId: context.runId,
        ts: context.ts,
    };
}

// EXTERNAL MODULE: ./src/security/text/model-text.ts
var model_text = __webpack_require__(16181);
;// CONCATENATED MODULE: ./src/harness/commit/feature-commit.ts
/**
 * Settling a feature: the order of writes that makes every step either fully
 * recorded or safely redone after a crash at any point.
 *
 * A passing feature (verify exited 0 on tree T, rubric 2 for T):
 *
 * 1. ledger `feature_commit` (seq N): the intent, with T, the commit's tree
 *    (T plus the feature list with this feature `passing`), the parent
 *    (the feature's checkpoint) and the outcome to record;
 * 2. git: a commit of exactly that tree (`git commit-tree`, then `update-ref`
 *    from the sha HEAD had), with the trailers `Alfred-Feature`, `Alfred-Run`
 *    and `Alfred-Ledger-Seq: N+1`; no commit at all when the tree equals the
 *    checkpoint's (never an empty commit);
 * 3. ledger `feature` (seq N+1): the outcome with the commit's sha;
 * 4. feature_list.json: the feature `passing` (then the episode, best effort).
 *
 * A blocked feature: 1. ledger `feature` (the decision), 2. roll back to the
 * checkpoint, 3. feature_list.json `blocked`. Steps 2–3 are idempotent.
 *
 * Why it holds (with one writer per repository, see the run lock): nothing
 * is appended between the intent and its outcome except by the resume's
 * reconciliation, which runs before any other append, so the trailer's seq is
 * the outcome's. After a crash, `reconcile.ts` finds which step was reached:
 * an intent without a commit is redone only if the working tree still equals
 * T; a commit (found by its trailers, checked against the intent's tree)
 * without an outcome gets its outcome recorded once; an outcome not yet in the
 * list is written to the list. The list is never the source of truth: it is
 * rewritten from the ledger and the git history.
 */






/** Kind of the ledger entry recording the intent to commit a feature. */
const COMMIT_INTENT_KIND = "feature_commit";
/** `feat(<id>): <title>` with trailers naming the feature, its ledger entry and the run. */
function commitMessage(feature, seq, runId) {
    const first = feature.description.split("\n")[0] ?? feature.id;
    const cut = first.length <= 72 ? first : `${first.slice(0, 71).replace(/\s+\S*$/, "")}…`;
    // The description is the repository's (or an issue's) text: pushed to the default branch, a
    // `Fixes #1` in a commit message closes that issue, and `@name` pings.
    const title = (0,model_text/* defuseClosingKeywords */.M)(cut).replace(/@(?=[A-Za-z0-9])/g, "@\u200b");
    return `feat(${feature.id}): ${title}\n\nAlfred-Feature: ${feature.id}\nAlfred-Ledger-Seq: ${seq}\nAlfred-Run: ${runId}\n`;
}
/** The feature list as committed at `commit`, so a feature's commit carries only its own status change. */
async function committedList(workingDir, commit, file) {
    try {
        const { stdout } = await (0,git/* git */.$Y)(["show", `${commit}:${file}`], { cwd: workingDir });
        const parsed = (0,feature_list/* parseFeatureList */.gY)(stdout, file);
        return parsed.ok ? parsed.value : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Steps 1–3 of the passing path (the module comment): intent, commit,
 * outcome. The caller writes the list.
 * @throws AlfredError `tree_changed` when the working tree is no longer the
 *   verified tree (nothing recorded); `git_failed`, `io_failed`.
 */
async function commitFeature(request) {
    const { workingDir, featuresFile, checkpoint, verifiedTree, feature } = request;
    const current = await featureTree(workingDir, checkpoint, request.baseline, featuresFile);
    if (current !== verifiedTree) {
        throw new errors/* AlfredError */.XT("tree_changed", `the working tree changed after verify passed (verified ${verifiedTree.slice(0, 12)}, now ${current.slice(0, 12)}); not committing what was not verified`);
    }
    // A list the harness keeps for itself (`/alfred implement` writes the issue's list under
    // `.alfred/workflows/`) is never part of a commit: only a list that lives in the repository is.
    const harnessOwned = workspace_git/* HARNESS_PATHS */.mI.some((prefix) => featuresFile.startsWith(prefix));
    const base = (await committedList(workingDir, checkpoint, featuresFile)) ?? request.live;
    const commitTree = harnessOwned
        ? verifiedTree
        : await overlayTree(workingDir, verifiedTree, [
            {
                path: featuresFile,
                blob: await storeBlob(workingDir, (0,feature_list/* serializeFeatureList */.j5)((0,feature_list/* markPassing */.hv)(base, feature.id))),
                mode: "100644",
            },
        ]);
    const empty = commitTree === (await treeOf(workingDir, checkpoint));
    const intentSeq = await request.append(COMMIT_INTENT_KIND, {
        featureId: feature.id,
        tree: verifiedTree,
        commitTree,
        parent: checkpoint,
        outcome: request.outcome,
    });
    request.crashPoint?.("before_commit");
    const gitSha = empty
        ? checkpoint
        : await writeCommit(workingDir, commitTree, checkpoint, commitMessage(feature, intentSeq + 1, request.runId));
    request.crashPoint?.("after_commit");
    const ledgerSeq = await request.append("feature", { ...request.outcome, gitSha });
    request.crashPoint?.("after_outcome");
    return { gitSha, ledgerSeq };
}
/**
 * Commits `tree` with `parent` and moves HEAD (or its branch) to it, from the
 * sha HEAD had; then the index follows HEAD (the working tree is untouched).
 * @throws AlfredError `git_failed`, e.g. when HEAD moved meanwhile.
 */
async function writeCommit(workingDir, tree, parent, message) {
    // A runner's clone often has no identity; Alfred then commits as itself rather than failing.
    const identity = (await (0,workspace_git/* hasIdentity */.rr)(workingDir))
        ? []
        : ["-c", "user.name=Alfred", "-c", "user.email=alfred@users.noreply.github.com"];
    const sha = (await (0,git/* git */.$Y)([...identity, "commit-tree", tree, "-p", parent, "-F", "-"], {
        cwd: workingDir,
        input: message,
    })).stdout.trim();
    const before = await (0,workspace_git/* headSha */.xF)(workingDir);
    await (0,git/* git */.$Y)(["update-ref", "-m", message.split("\n")[0] ?? "alfred", "HEAD", sha, before], {
        cwd: workingDir,
    });
    await (0,git/* git */.$Y)(["reset", "--quiet"], { cwd: workingDir });
    return sha;
}
/**
 * The diff of a feature's tree against its checkpoint, feature list left
 * out: what the rubric scores. Reads trees only; the index is untouched.
 * @throws AlfredError `git_failed`.
 */
async function featureDiff(workingDir, checkpoint, tree, featuresFile) {
    const { stdout } = await (0,git/* git */.$Y)(["diff", "--no-color", "--no-renames", checkpoint, tree, "--", ".", `:(exclude,literal)${featuresFile}`], { cwd: workingDir });
    return stdout;
}

// EXTERNAL MODULE: ./src/context/repo-map.ts + 18 modules
var repo_map = __webpack_require__(8543);
// EXTERNAL MODULE: ./src/tools/registry.ts
var registry = __webpack_require__(64988);
;// CONCATENATED MODULE: ./src/harness/feature/feature-map.ts
/**
 * The repo map each implement task carries, focused on the feature: on the
 * files its description and steps name, the files this run's earlier features
 * committed, and what this feature changed in its earlier attempts. The
 * system prompt keeps the whole-repository map rendered once per session
 * (a byte-stable prefix the provider caches); this one changes with every
 * feature and attempt, so it lives in the task message after that prefix.
 */




/** The focused map's budget, in estimated tokens: half the system prompt's whole-repository map. */
const FEATURE_MAP_TOKENS = repo_map/* DEFAULT_MAP_TOKENS */.U_ / 2;
/** How far back the run's own commits are looked for (a run commits one per passing feature). */
const RUN_COMMITS_LIMIT = 500;
/**
 * The files this run's features committed: the first-parent commits at HEAD
 * whose `Alfred-Run` trailer names `runId`, newest first, up to the first
 * commit of anyone else (the run started there).
 * @throws AlfredError `git_failed`.
 */
async function runCommittedFiles(workingDir, runId) {
    const format = "--format=%x1e%(trailers:key=Alfred-Run,valueonly,separator=%x2c)";
    const args = ["log", "--first-parent", `-n${RUN_COMMITS_LIMIT}`, format, "--name-only", "-z", "HEAD"];
    const { stdout } = await (0,git/* git */.$Y)(args, { cwd: workingDir });
    const files = [];
    // Each commit: RS, its trailer value, NUL, then its files, each ending in NUL (the first after a newline).
    for (const record of stdout.split("\x1e").slice(1)) {
        const [trailer = "", ...names] = record.split("\0");
        if (trailer.trim() !== runId)
            break;
        files.push(...names.map((name) => name.replace(/^\n/, "")).filter((name) => name !== ""));
    }
    return [...new Set(files)];
}
/** True when the session has the repo map, so an implement attempt gets a focused map. */
function hasRepoMap(context) {
    const { tools } = context.options.session.toolHost;
    const list = tools instanceof registry/* ToolRegistry */.m ? tools.list() : tools;
    return list.some((tool) => tool.name === "repo_map");
}
/**
 * The map for one implement attempt, or undefined when the session has no
 * repo map (`repo_map` disabled) or it cannot be built: it is context, not a
 * precondition, so a failure only leaves it out. `changed` is what the
 * feature changed so far when the caller already staged the working
 * directory (`startAttempt`); otherwise it is staged here. `committed` is
 * {@link runCommittedFiles} when the caller already started reading it.
 */
async function featureMap(feature, context, known = {}) {
    if (!hasRepoMap(context))
        return undefined;
    const { options } = context;
    const workingDir = options.session.toolHost.workingDir;
    const { changed } = known;
    try {
        const [earlier, current] = await Promise.all([
            known.committed ?? runCommittedFiles(workingDir, options.runId),
            changed ??
                featureSnapshot(workingDir, context.checkpoint, context.baseline, options.featuresFile).then((snapshot) => snapshot.changed),
        ]);
        const text = await (0,repo_map/* renderRepoMap */.d)({
            workingDir,
            tokens: FEATURE_MAP_TOKENS,
            focus: [...new Set([...current, ...earlier])],
            task: [feature.description, ...feature.steps].join("\n"),
        });
        return text.trim() === "" ? undefined : text;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/core/result.ts
var result = __webpack_require__(39294);
// EXTERNAL MODULE: ./src/security/secrets/redact.ts + 10 modules
var redact = __webpack_require__(18867);
// EXTERNAL MODULE: ./src/orchestrator/canonical-json.ts
var canonical_json = __webpack_require__(69061);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
;// CONCATENATED MODULE: ./src/orchestrator/journal-schema.ts
/**
 * The shape of one `journal.jsonl` line, as TypeScript types and the zod
 * schema that checks them on the way in and out. One entry records one
 * completed `agent()` call: what was asked, how it ended, and every response
 * the model gave, so a replay can serve those responses back in order.
 */

const count = schemas.number().int().nonnegative();
const usageSchema = schemas.strictObject({
    inputTokens: count,
    outputTokens: count,
    cacheReadTokens: count,
    cacheWriteTokens: count,
});
const contentBlockSchema = schemas.discriminatedUnion("type", [
    schemas.strictObject({ type: schemas.literal("text"), text: schemas.string() }),
    schemas.strictObject({ type: schemas.literal("tool_use"), id: schemas.string(), name: schemas.string(), input: schemas.unknown() }),
    schemas.strictObject({
        type: schemas.literal("tool_result"),
        toolUseId: schemas.string(),
        content: schemas.string(),
        isError: schemas.boolean(),
    }),
]);
const chatResponseSchema = schemas.strictObject({
    content: schemas.array(contentBlockSchema),
    stopReason: schemas["enum"](["end_turn", "tool_use", "max_tokens", "stop_sequence", "refusal"]),
    usage: usageSchema,
    model: schemas.string(),
});
const jsonObjectSchema = schemas.record(schemas.string(), schemas.json());
const inputSchema = schemas.strictObject({
    prompt: schemas.string(),
    system: schemas.string().exactOptional(),
    options: jsonObjectSchema.exactOptional(),
});
const outputSchema = schemas.strictObject({
    status: schemas["enum"](["success", "max_turns", "provider_error", "aborted", "budget_exceeded"]),
    turns: count,
    finalText: schemas.string(),
    result: schemas.json().exactOptional(),
    usage: usageSchema,
    costUsd: schemas.number().nonnegative().nullable(),
    error: schemas.strictObject({ code: schemas.string(), message: schemas.string() }).exactOptional(),
    budget: schemas["enum"](["tokens", "cost", "wall_clock"]).exactOptional(),
    responses: schemas.array(chatResponseSchema),
});
/** Validates one journal entry (strict: unknown fields are refused). */
const journalEntrySchema = schemas.strictObject({
    key: schemas.string().min(1),
    ts: schemas.number(),
    kind: schemas.literal("agent"),
    input: inputSchema.exactOptional(),
    output: outputSchema,
});
/** Renders a zod error as `path: message; path: message`. */
function describeIssues(error) {
    return error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.length === 0 ? "(entry)" : issue.path.join(".")}: ${issue.message}`)
        .join("; ");
}

;// CONCATENATED MODULE: ./src/orchestrator/journal.ts
/**
 * The run journal (`.alfred/workflows/<runId>/journal.jsonl`): one line per
 * completed `agent()` call, keyed deterministically, so a resumed run skips
 * the calls that already finished and `alfred replay` can serve the model's
 * recorded responses back.
 *
 * Crashes: `append` resolves after its line, newline included, is fsync'ed. A
 * final line without its newline is an append that never resolved; it is
 * ignored when reading and cut away before the next append. Any other bad line
 * is corruption and `openJournal` refuses with `journal_corrupt`.
 */







/**
 * The deterministic key of one agent step: `run-1/feature-x/attempt-2/implement`.
 * Each segment is URI-encoded so a `/` inside an id cannot impersonate another key.
 * @throws TypeError for an empty segment or an attempt that is not a positive integer.
 */
function journalKey(runId, featureId, attempt, step) {
    if (!Number.isSafeInteger(attempt) || attempt < 1) {
        throw new TypeError(`journal key attempt must be a positive integer, got ${attempt}`);
    }
    const segments = [runId, featureId, step].map((segment) => {
        if (segment === "")
            throw new TypeError("journal key segments must be non-empty");
        return encodeURIComponent(segment);
    });
    return `${segments[0]}/${segments[1]}/attempt-${attempt}/${segments[2]}`;
}
/**
 * Parses journal text (pure). A torn final line is ignored; any other line
 * that is not a valid entry, or a repeated key, is an error naming the line.
 */
function parseJournal(text, file) {
    const end = text.lastIndexOf("\n") + 1;
    const committed = text.slice(0, end);
    const lines = committed === "" ? [] : committed.slice(0, -1).split("\n");
    const entries = [];
    const seen = new Set();
    for (const [index, line] of lines.entries()) {
        const where = `${file}:${index + 1}`;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            return (0,result/* err */._)(`${where}: not JSON`);
        }
        const parsed = journalEntrySchema.safeParse(value);
        if (!parsed.success)
            return (0,result/* err */._)(`${where}: not a journal entry (${describeIssues(parsed.error)})`);
        if (seen.has(parsed.data.key))
            return (0,result/* err */._)(`${where}: duplicate key "${parsed.data.key}"`);
        seen.add(parsed.data.key);
        entries.push(parsed.data);
    }
    return (0,result.ok)({ entries, committedBytes: Buffer.byteLength(committed, "utf8"), torn: end < text.length });
}
/**
 * Opens (or starts) the journal at `path`, creating its directory, and loads
 * the completed entries.
 * @throws AlfredError `journal_corrupt` for a bad line other than a torn last
 *   one; `io_failed` when the file cannot be read.
 */
async function openJournal(path, deps, options = {}) {
    await (0,fs_durable/* ensureDirectory */.EA)((0,external_node_path_.dirname)(path));
    const redactor = options.redact ?? redact/* redact */.E;
    const secrets = options.knownSecrets ?? [];
    const redactText = (text) => secrets.length === 0 ? redactor(text) : redactor(text, { knownSecrets: secrets });
    let state = await load(path);
    let inDoubt = false;
    const pending = new Set();
    let queue = Promise.resolve();
    const write = async (entry) => {
        if (inDoubt)
            state = await load(path);
        if (state.byKey.has(entry.key))
            throw duplicate(path, entry.key);
        inDoubt = true;
        if (state.torn)
            await (0,fs_durable/* truncateDurable */.ih)(path, state.committedBytes);
        const line = `${JSON.stringify(entry)}\n`;
        await (0,fs_durable/* appendDurable */.Wo)(path, line);
        inDoubt = false;
        state.committedBytes += Buffer.byteLength(line, "utf8");
        state.byKey.set(entry.key, entry);
        state.entries.push(entry);
        state.torn = false;
    };
    return {
        path,
        async append(fresh) {
            if (pending.has(fresh.key) || state.byKey.has(fresh.key))
                throw duplicate(path, fresh.key);
            const { key, input, output } = fresh;
            const candidate = {
                key,
                ts: deps.now(),
                kind: "agent",
                ...(input === undefined ? {} : { input: (0,canonical_json/* mapStrings */.t)(input, redactText) }),
                output: (0,canonical_json/* mapStrings */.t)(output, redactText),
            };
            const parsed = journalEntrySchema.safeParse(candidate);
            if (!parsed.success)
                throw new TypeError(`journal entry "${key}": ${describeIssues(parsed.error)}`);
            pending.add(key);
            const run = queue.then(() => write(parsed.data));
            // The queue goes on after a failed write: this call's caller receives the failure through `run`.
            queue = run.catch(() => undefined);
            try {
                await run;
            }
            finally {
                pending.delete(key);
            }
            return parsed.data;
        },
        findByKey: (key) => state.byKey.get(key),
        entries: () => [...state.entries],
    };
}
async function load(path) {
    const parsed = parseJournal((await (0,fs_durable/* readTextIfExists */.TP)(path)) ?? "", path);
    if (!parsed.ok)
        throw new errors/* AlfredError */.XT("journal_corrupt", parsed.error);
    const { entries, committedBytes, torn } = parsed.value;
    return {
        entries: [...entries],
        byKey: new Map(entries.map((entry) => [entry.key, entry])),
        committedBytes,
        torn,
    };
}
function duplicate(path, key) {
    return new errors/* AlfredError */.XT("journal_duplicate_key", `${path}: an entry for "${key}" is already recorded`);
}

// EXTERNAL MODULE: ./src/security/paths/protected-paths.ts
var protected_paths = __webpack_require__(73846);
// EXTERNAL MODULE: ./src/harness/state/run-state.ts
var run_state = __webpack_require__(95487);
// EXTERNAL MODULE: ./src/harness/verify/verify.ts
var verify_verify = __webpack_require__(43035);
;// CONCATENATED MODULE: ./src/harness/verify/verify-writes.ts
/**
 * Verify's own writes (issue 25): a verify command that creates or updates files git does not
 * ignore — `cargo test` writing `Cargo.lock`, `go test` adding to `go.sum`, a snapshot runner
 * writing `__snapshots__/` — changes the working directory after the tree it was run on was
 * recorded. They are **discarded**: the directory is put back to exactly the tree verify ran on.
 *
 * Why not commit them with the feature: the commit must be the tree verify passed on and the
 * rubric scored (`feature-commit.ts`), and a file written by the check itself was seen by
 * neither (an updated snapshot is the check rewriting its own expectation). Why not stop: the
 * feature's work is good, and the fix — commit the lockfile, or add the path to `.gitignore` —
 * is the project's, not the model's. The paths are named in the ledger's `verify` entry and on
 * the console, with that fix.
 */


/**
 * Puts the working directory back to `tree` when verify changed it; returns the paths verify
 * wrote (empty when none). The feature list and baseline paths are left alone.
 * @throws AlfredError `git_failed`.
 */
async function discardVerifyWrites(workingDir, checkpoint, tree, baseline, featuresFile) {
    const after = await featureSnapshot(workingDir, checkpoint, baseline, featuresFile);
    if (after.tree === tree)
        return [];
    const { stdout } = await (0,git/* git */.$Y)(["diff-tree", "-r", "--name-only", "-z", "--no-renames", tree, after.tree], {
        cwd: workingDir,
    });
    await restoreTree(workingDir, tree, baseline, featuresFile);
    return stdout.split("\0").filter((path) => path !== "");
}

;// CONCATENATED MODULE: ./src/harness/feature/feature-step.ts






/**
 * The journal key of one agent step: the step's name gets the feature's
 * retry round (`implement-r1`), and a step whose recorded call ended in a
 * provider outage is asked again under `~2`, `~3`, … instead of replaying
 * the outage.
 */
function stepKey(context, feature, attempt, step) {
    const { runId } = context.options;
    const named = context.retries === 0 ? step : `${step}-r${context.retries}`;
    let key = journalKey(runId, feature.id, attempt, named);
    for (let round = 2; context.journal.findByKey(key)?.output.status === "provider_error"; round += 1)
        key = journalKey(runId, feature.id, attempt, `${named}~${round}`);
    return key;
}
/** Runs verify on the current tree, or reuses the ledger's record for exactly this tree. */
async function verifyTree(feature, verifyCommand, attempt, tree, context) {
    const { options } = context;
    const recorded = context.resume.verifies.get((0,run_state/* verifyKey */.rK)(feature.id, attempt, tree));
    if (recorded !== undefined) {
        return {
            recorded: true,
            verify: {
                command: verifyCommand,
                exitCode: recorded.exitCode,
                timedOut: recorded.timedOut,
                output: recorded.outputTail,
                durationMs: recorded.durationMs,
            },
        };
    }
    const verify = await (0,verify_verify/* runVerify */.R9)(verifyCommand, {
        workingDir: options.session.toolHost.workingDir,
        boundary: options.session.toolHost.runtime?.boundary,
        // The run's wall-clock budget bounds verify too: no command outlives the budget.
        timeoutMs: Math.max(1, Math.min(options.verifyTimeoutMs, context.budgetLeft().maxWallClockMs ?? Number.POSITIVE_INFINITY)),
        ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    const written = options.signal?.aborted === true
        ? []
        : await discardVerifyWrites(options.session.toolHost.workingDir, context.checkpoint, tree, context.baseline, options.featuresFile);
    if (options.signal?.aborted !== true) {
        await context.ledger.append("verify", {
            featureId: feature.id,
            attempt,
            command: verifyCommand,
            tree,
            exitCode: verify.exitCode,
            ...(verify.signal === undefined ? {} : { signal: verify.signal }),
            timedOut: verify.timedOut,
            durationMs: Math.round(verify.durationMs),
            outputTail: (0,verify_verify/* outputTail */.ci)(verify, 4_000, options.session.toolHost.knownSecrets ?? []).slice(-2_000),
            ...(written.length > 0 ? { discardedWrites: written.slice(0, 50) } : {}),
        });
    }
    return { verify, recorded: false, discardedWrites: written };
}
/**
 * Before an implement call that will really run (not served from the
 * journal): the first time, records the tree the attempt starts from; when
 * that is already recorded (a resume re-asking a call that crashed or met a
 * provider outage), puts the working directory back to it, so the call is
 * asked again from where its first try started and never applies its edits twice.
 * Returns the working directory's {@link FeatureSnapshot} as the attempt
 * starts (what the focused map builds on), or undefined when the call is
 * served from the journal or the directory was put back.
 */
async function startAttempt(feature, attempt, key, context) {
    if (context.journal.findByKey(key) !== undefined)
        return undefined;
    const { options } = context;
    const slot = (0,run_state/* attemptKey */.jX)(feature.id, context.retries, attempt);
    const now = await featureSnapshot(options.session.toolHost.workingDir, context.checkpoint, context.baseline, options.featuresFile);
    const start = context.attemptTrees.get(slot);
    if (start === undefined) {
        context.attemptTrees.set(slot, now.tree);
        await context.ledger.append("attempt_start", {
            featureId: feature.id,
            round: context.retries,
            attempt,
            tree: now.tree,
        });
        return now;
    }
    if (start === now.tree)
        return now;
    await restoreTree(options.session.toolHost.workingDir, start, context.baseline, options.featuresFile);
    return undefined;
}
/** The protected paths among the feature's `changed` paths (see `featureSnapshot`), the feature list included when an agent edited it. */
async function protectedChanges(changed, context) {
    const { options } = context;
    const globs = (0,protected_paths/* runProtectedPaths */.yY)(options.protectedPaths ?? []);
    const touched = changed.filter((path) => (0,protected_paths/* isProtectedPath */.WF)(path, globs));
    if (!(await context.featureListIntact()))
        touched.unshift(options.featuresFile);
    return touched;
}

;// CONCATENATED MODULE: ./src/harness/verify/rubric-gate.ts

/** The rubric agent's score: 2 = the feature is really implemented, 1 = partly or doubtful, 0 = not implemented or gamed. */
const rubricSchema = schemas.strictObject({
    verification: schemas.union([schemas.literal(0), schemas.literal(1), schemas.literal(2)])
        .describe("2 = fully and genuinely implemented; 1 = partly or doubtful; 0 = not implemented, or the tests were gamed"),
    reasoning: schemas.string().min(1).describe("Why, in a few sentences, citing the diff and the verify output"),
});
/**
 * A feature passes iff the verify command exited 0 (and did not time out) AND
 * the rubric scored it 2. Either gate alone is not enough: a model cannot
 * talk its way past a failing command, and a gamed test cannot pass the rubric.
 */
function decideFeature(verify, rubric, causes = []) {
    // The causes (turn cap, budget, denials) say why verify failed; without them the reason hides it.
    const why = causes.length === 0 ? "" : ` (${causes.join("; ")})`;
    if (verify === undefined)
        return { status: "blocked", reason: `the verify command never ran${why}` };
    if (verify.timedOut)
        return {
            status: "blocked",
            reason: `verify timed out after ${Math.round(verify.durationMs / 1000)} s${why}`,
        };
    if (verify.exitCode !== 0)
        return { status: "blocked", reason: `${describeVerifyExit(verify)}${why}` };
    if (rubric === undefined)
        return { status: "blocked", reason: "the rubric gave no valid score" };
    if (rubric.verification !== 2)
        return {
            status: "blocked",
            reason: `the rubric scored ${rubric.verification} of 2: ${rubric.reasoning}`,
        };
    return { status: "passing" };
}
/** `verify exited with 1`, `verify was killed by SIGKILL`, or `verify did not exit (no exit code)`. */
function describeVerifyExit(verify) {
    if (verify.exitCode !== null)
        return `verify exited with ${verify.exitCode}`;
    if (verify.signal !== undefined)
        return `verify was killed by ${verify.signal}`;
    return "verify did not exit (no exit code)";
}

// EXTERNAL MODULE: ./src/prompts/tasks.ts
var tasks = __webpack_require__(15605);
// EXTERNAL MODULE: ./src/prompts/roles.ts + 11 modules
var roles = __webpack_require__(83472);
;// CONCATENATED MODULE: ./src/harness/feature/prompts.ts
/**
 * The harness's task messages. The wording lives with the other prompts in
 * `src/prompts/`; these keep the harness's call sites and its `Feature` type.
 */


/**
 * What the implement agent is asked: the feature, the facts recalled from
 * memory for it, the map focused on it, and feedback from the previous failed attempt.
 */
function implementPrompt(feature, verifyCommand, attempt, extras = {}) {
    return (0,tasks/* implementTask */.HW)(feature, verifyCommand, attempt, extras);
}
/** What the rubric agent is asked: the feature, the diff against the checkpoint, and the verify output. */
function rubricPrompt(feature, diff, verifyCommand, verifyOutput) {
    return (0,tasks/* rubricTask */.LD)(feature, diff, verifyCommand, verifyOutput);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/platform/process/which.ts
var which = __webpack_require__(79152);
;// CONCATENATED MODULE: ./src/platform/boundary/executable-check.ts
/**
 * Whether programs can start inside the boundary, and where they are on the host when they
 * cannot (the verify preflight, issue 25). One boundary command checks every name: a name
 * resolves on the sandbox's PATH (`command -v`), a path is an executable file (a venv's
 * `bin/python` symlink resolves), and a script's `#!` interpreter — or the program
 * `#!/usr/bin/env` names — exists too. The names reach the shell as arguments, never as text.
 */



// Prints one line per argument: `ok NAME PATH`, `missing NAME` or `interpreter NAME INTERPRETER`.
const CHECK_SCRIPT = [
    "for p; do",
    'case "$p" in',
    '*/*) if [ -x "$p" ] && [ ! -d "$p" ]; then r="$p"; else r=; fi ;;',
    '*) r=$(command -v "$p" 2>/dev/null) ;;',
    "esac",
    'if [ -z "$r" ]; then printf \'missing\\t%s\\n\' "$p"; continue; fi',
    'l=$(head -c 256 "$r" 2>/dev/null | head -n 1)',
    'case "$l" in',
    "'#!'*)",
    'rest=${l#??}; rest=${rest# }; i=${rest%% *}; a=${rest#"$i"}; a=${a# }; a=${a%% *}',
    'if [ -n "$i" ] && [ ! -x "$i" ]; then printf \'interpreter\\t%s\\t%s\\n\' "$p" "$i"; continue; fi',
    'if [ "${i##*/}" = env ] && [ -n "$a" ] && ! command -v "$a" >/dev/null 2>&1; then',
    'printf \'interpreter\\t%s\\t%s\\n\' "$p" "$a"; continue',
    "fi ;;",
    "esac",
    'printf \'ok\\t%s\\t%s\\n\' "$p" "$r"',
    "done",
].join("\n");
function hostReal(path) {
    try {
        (0,external_node_fs_.lstatSync)(path);
        return external_node_fs_.realpathSync.native(path);
    }
    catch {
        return undefined;
    }
}
/** Where `name` (a program on `path`, or a path relative to `cwd`) really is on the host, if anywhere. */
async function hostExecutable(name, cwd, path) {
    if (name.includes("/"))
        return hostReal((0,external_node_path_.resolve)(cwd, name));
    const found = await (0,which/* which */.K)(name, path);
    return found === undefined ? undefined : hostReal(found);
}
/**
 * Checks `names` inside `boundary` from `cwd` (module comment); for each that cannot start,
 * looks for it (or its interpreter) on the host's PATH (`hostPath`). Returns undefined when the
 * check itself could not run (the boundary refused it; its reason is the caller's to report).
 */
async function checkExecutables(boundary, cwd, names, hostPath) {
    if (names.length === 0)
        return [];
    const result = await boundary.run({
        argv: ["/bin/sh", "-c", CHECK_SCRIPT, "sh", ...names],
        cwd,
        timeoutMs: 30_000,
        maxOutputChars: 20_000,
    });
    if (result.refused !== undefined || result.outcome !== "exited")
        return undefined;
    const statuses = [];
    for (const line of result.output.split("\n")) {
        const [status, name, detail] = line.split("\t");
        if (name === undefined || (detail === undefined && status !== "missing"))
            continue;
        if (status === "ok" && detail !== undefined)
            statuses.push({ name, status, resolved: detail });
        else if (status === "missing") {
            const host = await hostExecutable(name, cwd, hostPath);
            statuses.push({ name, status, ...(host === undefined ? {} : { onHost: host }) });
        }
        else if (status === "interpreter" && detail !== undefined) {
            const host = (0,external_node_path_.isAbsolute)(detail) ? hostReal(detail) : await hostExecutable(detail, cwd, hostPath);
            statuses.push({ name, status, interpreter: detail, ...(host === undefined ? {} : { onHost: host }) });
        }
    }
    return statuses;
}

// EXTERNAL MODULE: ./src/security/egress/egress.ts
var egress = __webpack_require__(95529);
// EXTERNAL MODULE: ./src/security/paths/toolchain-table.ts
var toolchain_table = __webpack_require__(93727);
// EXTERNAL MODULE: ./src/security/shell/expand.ts
var expand = __webpack_require__(60147);
// EXTERNAL MODULE: ./src/security/shell/fallback-lexer.ts
var fallback_lexer = __webpack_require__(9574);
// EXTERNAL MODULE: ./src/security/shell/scope.ts
var scope = __webpack_require__(72819);
;// CONCATENATED MODULE: ./src/security/commands/verify-executables.ts
/**
 * The programs a verify command starts, for the preflight (issue 25): the first word of each
 * simple command, after variable assignments and the wrappers that run their argument
 * (`env`, `exec`, `time`, `nice`, `command`), minus shell builtins and keywords. Read with the
 * kill-list's plain lexer (quotes honoured, `$NAME` unknown); a word whose value depends on an
 * expansion is left out, as is everything after a `cd` to where relative paths change. Pure.
 */



/** Shell builtins and keywords: nothing to find on PATH. */
const BUILTINS = new Set((": . [ [[ ]] alias break cd continue echo eval exit export false for do done if then else elif fi " +
    "case esac while until function getopts hash local printf pwd read readonly return set shift " +
    "source test times trap true type ulimit umask unalias unset wait ! { } ( )").split(" "));
/** Wrappers whose first plain argument is the program they run. */
const WRAPPERS = new Set(["env", "exec", "time", "nice", "command", "nohup", "timeout", "xvfb-run"]);
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
// A redirection word (`>out`, `2>`, `</dev/null`, `&>log`); with no target attached, the target is the next word.
const REDIRECTION = /^(?:\d*(?:>>?|<<?|>\|)|&>>?)/;
// `2>&1`, `>&2`, `<&-`: fd duplications, which the plain lexer would split at the `&`.
const DUPLICATION = /\d*[<>]&(?:\d+|-)/g;
function programOf(words) {
    let at = 0;
    for (;;) {
        const word = words[at];
        if (word === undefined)
            return undefined;
        const redirection = REDIRECTION.exec(word);
        if (redirection !== null)
            at += redirection[0] === word ? 2 : 1;
        else if (ASSIGNMENT.test(word) || (at > 0 && word.startsWith("-")))
            at += 1;
        else if (WRAPPERS.has(word)) {
            at += 1;
            // `timeout 60 cmd`: a duration before the program.
            if (word === "timeout" && /^[0-9.]+[smhd]?$/.test(words[at] ?? ""))
                at += 1;
        }
        else
            return word;
    }
}
/**
 * The distinct programs `command` starts (module comment), in order of appearance.
 * Never throws: text it cannot read yields what it could.
 */
function verifyExecutables(command) {
    const found = [];
    let afterCd = false;
    for (const simple of (0,fallback_lexer/* lexCommands */.S)(command.replace(DUPLICATION, " "), (0,scope/* rootScope */.Pu)())) {
        const words = [];
        for (const atoms of simple) {
            const values = (0,expand/* expandAtoms */.hW)(atoms);
            const value = values.length === 1 ? values[0] : undefined;
            if (value === undefined || value.includes(scope/* MAYBE_EMPTY */.FS) || value.includes(scope/* NON_EMPTY */.o0))
                break;
            words.push(value);
        }
        if (words[0] === "cd" || words[0] === "pushd")
            afterCd = true;
        const name = programOf(words);
        if (name === undefined || name === "" || BUILTINS.has(name))
            continue;
        if (!found.some((known) => known.name === name && known.afterCd === afterCd))
            found.push({ name, afterCd });
    }
    return found;
}

;// CONCATENATED MODULE: ./src/harness/verify/verify-preflight.ts
/**
 * The verify preflight (issue 25): before any model call, check that every verify command the
 * run will need can start inside the boundary, so a toolchain the sandbox hides is found in a
 * second, not after every feature spent its attempts on an environment the model cannot change.
 * It stops the run (a configuration error, exit 2) with the feature list and the tree untouched
 * when:
 * - the sandbox is required (`on`) and bubblewrap cannot run (the fix is the install command);
 * - no feature to do names a verify command and there is no default;
 * - a verify command's program (or a venv's or script's interpreter) does not resolve inside:
 *   the message names it, where it is on the host, why the boundary hides it, and the fix
 *   (`sandbox.readPaths`, or `sandbox: "off"`).
 */






const READ_PATHS_FIX = 'add it to sandbox.readPaths (.alfred/config.json "sandbox": { "readPaths": [...] }, ' +
    'the Action input sandbox-read-paths, or --sandbox-read-path), or set sandbox: "off"';
/** The distinct verify commands of the features still to do (pending or in progress). */
function commandsToVerify(list, defaultVerify, only) {
    const todo = list.features.filter((feature) => (only === undefined || only.includes(feature.id)) &&
        (feature.status === "pending" || feature.status === "in_progress"));
    const commands = new Set();
    for (const feature of todo) {
        const command = (0,feature_list/* verifyCommandOf */.mM)(list, feature) ?? defaultVerify;
        if (command !== undefined)
            commands.add(command);
    }
    return { commands: [...commands], todo: todo.length };
}
/** Where the toolchain a host path belongs to starts: `…/bin/cargo` → `…`. */
function toolchainDir(path) {
    const dir = (0,external_node_path_.dirname)(path);
    return (0,external_node_path_.basename)(dir) === "bin" ? (0,external_node_path_.dirname)(dir) : dir;
}
/** Why the boundary hides `hostPath` (real, on the host), and the fix. */
function hiddenBecause(hostPath, home) {
    const dir = toolchainDir(hostPath);
    const credential = (0,toolchain_table/* credentialPathVerdict */.YH)(dir, home);
    if (credential !== undefined)
        return `the sandbox never shows it (${credential}). Fix: install it outside that directory (e.g. under /opt or /usr/local), or set sandbox: "off"`;
    const where = home !== undefined && dir.startsWith(`${home}/`)
        ? `it is under $HOME (${home}), of which the sandbox shows only the toolchain directories in Alfred's table`
        : "it is outside the directories the sandbox shows (system directories, PATH toolchains, the workspace)";
    return `${where}. Fix: ${READ_PATHS_FIX.replace("add it", `add "${dir}"`)}`;
}
/** One problem line for a program that cannot start. */
function problemLine(command, status, home) {
    if (status.status === "ok")
        return undefined;
    const what = status.status === "interpreter"
        ? `\`${status.name}\` needs the interpreter \`${status.interpreter ?? "?"}\`, which cannot be found inside the boundary`
        : `\`${status.name}\` cannot be found inside the boundary`;
    const why = status.onHost === undefined
        ? `it is not on the host either (not installed, or not on PATH). Fix: install it in a workflow step before Alfred runs, or correct the verify command`
        : `on the host it is ${status.onHost}, but ${hiddenBecause(status.onHost, home)}`;
    return `verify command "${command}": ${what}: ${why}`;
}
/**
 * Checks the commands (module comment) and returns what it found; never throws for a problem.
 * A boundary that refuses to run anything (sandbox `on`, no bwrap) is one problem.
 */
async function verifyPreflight(options) {
    const { commands, todo } = commandsToVerify(options.list, options.defaultVerify, options.only);
    if (todo === 0)
        return { commands, problems: [] };
    if (commands.length === 0)
        return {
            commands,
            problems: [
                `${options.listPath}: no verify command is named anywhere: set "verify" at the top of the list or on each feature, or pass --verify (the Action's verify-command input)`,
            ],
        };
    const state = await options.boundary.state();
    if (state.mode === "on" && state.reason !== undefined)
        return { commands, problems: [state.reason] };
    const { policy } = options.boundary;
    const home = policy.hostHome ?? policy.env["HOME"];
    const hostPath = policy.env["PATH"] ?? "";
    // A relative path after a `cd` lives somewhere else: only what runs from the root is checked.
    // Only what reads as a program name or path: the lexer is simple, and a false stop costs a run.
    const namesOf = new Map(commands.map((command) => [
        command,
        verifyExecutables(command)
            .filter((found) => !found.afterCd || !found.name.includes("/"))
            .map((found) => found.name)
            .filter((name) => /^[\w./+@-]+$/.test(name) && /[A-Za-z]/.test(name)),
    ]));
    // One sandboxed check for every command's programs together.
    const all = [...new Set([...namesOf.values()].flat())];
    const statuses = (await checkExecutables(options.boundary, options.workingDir, all, hostPath)) ?? [];
    const problems = [];
    for (const [command, names] of namesOf) {
        for (const status of statuses.filter((found) => names.includes(found.name))) {
            const line = problemLine(command, status, home);
            if (line !== undefined)
                problems.push(line);
        }
    }
    return { commands, problems };
}
/**
 * {@link verifyPreflight}, as the run's gate.
 * @throws ConfigError `verify preflight` with every problem, one a line, when there is any.
 */
async function requireVerifyPreflight(options) {
    const report = await verifyPreflight(options);
    if (report.problems.length > 0)
        throw new errors/* ConfigError */.xL("verify preflight", `the run stopped before any model call, feature list untouched:\n  ${report.problems.join("\n  ")}`);
}

;// CONCATENATED MODULE: ./src/harness/verify/boundary-failure.ts
/**
 * A verify failure the boundary explains (issue 25) is said so and not retried: the model
 * cannot change the environment, so telling it to "find and fix the cause" spends every
 * attempt and writes a false lesson. Recognised, with the sandbox on:
 * - exit 126/127 for a program that exists on the host (`sh: 1: cargo: not found`);
 * - a name lookup of a host that is not on the egress list (`Could not resolve host: x`,
 *   `getaddrinfo ENOTFOUND x`, `dial tcp: lookup x`);
 * - a write refused as read-only outside the workspace (`/root/.cargo/…: Read-only file system`).
 * The reason names the boundary and the fix; the run stops and the feature stays `pending`.
 */




const NOT_FOUND = /(?:^|\n)[^\n]*?([^\s:'"]+): (?:command )?not found/g;
const NO_SUCH_FILE = /(?:^|\n)[^\n]*?([^\s:'"]*\/[^\s:'"]+): No such file or directory/g;
const LOOKUP = /Could not resolve host:? ([\w.-]+)|getaddrinfo (?:ENOTFOUND|EAI_AGAIN) ([\w.-]+)|dial tcp: lookup ([\w.-]+)/;
const READ_ONLY = /(\/[^\s:'"]+)[^\n]*?(?:Read-only file system|EROFS)|(?:Read-only file system|EROFS)[^\n]*?(\/[^\s:'"]+)/;
function within(path, root) {
    return path === root || path.startsWith(`${root}/`);
}
async function missingProgram(verify, boundary, workingDir) {
    if (verify.exitCode !== 126 && verify.exitCode !== 127)
        return undefined;
    const names = [...verify.output.matchAll(NOT_FOUND), ...verify.output.matchAll(NO_SUCH_FILE)].map((match) => match[1] ?? "");
    const { policy } = boundary;
    for (const name of names.filter((found) => found !== "" && found !== "sh")) {
        const onHost = await hostExecutable(name, workingDir, policy.env["PATH"] ?? "");
        if (onHost === undefined)
            continue;
        return (`verify could not start \`${name}\` (exit ${verify.exitCode}) because of the boundary: on the host it is ` +
            `${onHost}, but ${hiddenBecause(onHost, policy.hostHome ?? policy.env["HOME"])}`);
    }
    return undefined;
}
function unlistedHost(verify, egressAllow) {
    const match = LOOKUP.exec(verify.output);
    const host = match?.[1] ?? match?.[2] ?? match?.[3];
    if (host === undefined || (0,egress/* checkEgress */.ek)(`https://${host}/`, egressAllow).allowed)
        return undefined;
    return (`verify needed the network because of the boundary: ${host} is not on the egress list, and sandboxed ` +
        "commands reach only listed hosts. Fix: install or restore dependencies before Alfred runs and build " +
        "offline (GOFLAGS=-mod=mod GOPROXY=off, cargo --offline, mvn -o), or add the host to egress-allow");
}
function readOnlyWrite(verify, workingDir) {
    const match = READ_ONLY.exec(verify.output);
    const path = match?.[1] ?? match?.[2];
    if (path === undefined || !(0,external_node_path_.isAbsolute)(path) || within((0,external_node_path_.resolve)(path), workingDir))
        return undefined;
    if (within(path, "/tmp"))
        return undefined;
    return (`verify tried to write ${path}, outside the workspace, and the sandbox shows it read-only (the boundary). ` +
        "Fix: point the tool's cache or output into the workspace, $HOME or /tmp (both private per command), " +
        'or set sandbox: "off"');
}
/**
 * Why the boundary made `verify` fail (module comment), or undefined when it did not (or the
 * sandbox is not in use).
 */
async function boundaryExplanation(verify, boundary, workingDir) {
    if (boundary === undefined || verify.exitCode === 0 || verify.timedOut)
        return undefined;
    const state = await boundary.state();
    if (state.boundary !== "on")
        return undefined;
    return ((await missingProgram(verify, boundary, workingDir)) ??
        unlistedHost(verify, state.egressAllow) ??
        readOnlyWrite(verify, workingDir));
}

;// CONCATENATED MODULE: ./src/harness/feature/feature-phases.ts
/**
 * Trying one feature, phase by phase: {@link tryFeature}'s loop runs
 * implement → verify per attempt, then score, then the verdict the caller
 * records (`feature-settle.ts` commits or rolls back). Each phase is one
 * named function below, in loop order.
 */










/** The feature blocked with `reason`; with `stopRun`, the run stops too. */
function stopped(progress, reason, stopRun) {
    return {
        verdict: { status: "blocked", reason },
        attempts: progress.attempt,
        verify: progress.verify,
        rubric: undefined,
        costUsd: progress.costUsd,
        approach: progress.approach,
        failures: [...progress.failures, reason],
        ...(stopRun === undefined ? {} : { stopRun }),
    };
}
/**
 * Implements one feature: up to `iterationBudget` attempts of
 * {@link implementPhase} then {@link verifyPhase} (each failure fed back to
 * the next), then — only if verify passed — {@link scorePhase} (the rubric,
 * on the exact tree verify ran on), then {@link verdictOf}. Returns the
 * verdict; committing or rolling back is the caller's. A provider outage
 * stops the run with the feature's work kept, rather than blocking (and
 * rolling back) verified work.
 */
async function tryFeature(feature, verifyCommand, checkpoint, context) {
    const recalled = recallFor(feature, context);
    // Handled here, thrown where the first attempt awaits it.
    (0,ignored_errors/* markHandled */.s)(recalled);
    const progress = {
        attempt: 0,
        costUsd: 0,
        verify: undefined,
        tree: undefined,
        feedback: undefined,
        approach: "",
        recalled,
        failures: [],
        causes: [],
    };
    while (progress.attempt < context.options.iterationBudget) {
        progress.attempt += 1;
        const stop = (await implementPhase(feature, verifyCommand, progress, context)) ??
            (await verifyPhase(feature, verifyCommand, checkpoint, progress, context));
        if (stop !== undefined)
            return stop;
        if (progress.verify !== undefined && (0,verify_verify/* verifyPassed */._C)(progress.verify))
            break;
    }
    const scored = await scorePhase(feature, verifyCommand, checkpoint, progress, context);
    return "stop" in scored ? scored.stop : verdictOf(progress, scored.rubric);
}
/** The facts the session's memory recalls for `feature` (its description and steps). */
async function recallFor(feature, context) {
    const recall = context.options.session.recall;
    return recall === undefined
        ? ""
        : recall({ description: [feature.description, ...feature.steps].join("\n") });
}
/**
 * Phase 1 of an attempt: the implement agent call (served from the journal
 * when it already ran). Returns a result only when the feature (or the run)
 * stops here: abort, budget, provider outage.
 */
async function implementPhase(feature, verifyCommand, progress, context) {
    const { options, runtime } = context;
    const { attempt } = progress;
    const key = stepKey(context, feature, attempt, "implement");
    // A call the journal already answered is never asked again: its map need not be built. The
    // run's earlier commits (for the map) are read while the attempt stages the working directory.
    const asking = context.journal.findByKey(key) === undefined;
    const committed = asking && hasRepoMap(context)
        ? runCommittedFiles(options.session.toolHost.workingDir, options.runId)
        : undefined;
    (0,ignored_errors/* markHandled */.s)(committed);
    const snapshot = await startAttempt(feature, attempt, key, context);
    const focusedMap = asking
        ? await featureMap(feature, context, { changed: snapshot?.changed, committed })
        : undefined;
    const prompt = implementPrompt(feature, verifyCommand, attempt, {
        feedback: progress.feedback,
        recalled: await progress.recalled,
        focusedMap,
    });
    const implement = await runtime.agent(prompt, { key, role: "editor", budget: context.budgetLeft() });
    progress.costUsd = (0,core_usage/* addCost */.nv)(progress.costUsd, implement.costUsd);
    progress.approach = implement.finalText;
    options.onProgress?.({
        type: "attempt",
        featureId: feature.id,
        attempt,
        of: options.iterationBudget,
        fromJournal: implement.fromJournal,
    });
    if (implement.status === "aborted")
        return stopped(progress, "interrupted", "aborted");
    if (implement.status === "budget_exceeded") {
        const which = context.runBudgetExhausted() ? "run" : "feature";
        return stopped(progress, `the ${which} budget ran out: ${implement.error?.message ?? implement.budget ?? ""}`, which === "run" ? "budget_exceeded" : undefined);
    }
    if (implement.status === "provider_error")
        return stopped(progress, `the model provider failed during attempt ${attempt}: ${implement.error?.message ?? "unknown error"}`, "provider_error");
    if (implement.status === "max_turns")
        progress.causes.push(`attempt ${attempt}: the model hit the turn cap after ${implement.turns} turns`);
    const denied = context.denials(key);
    if (denied.length > 0)
        progress.causes.push(`attempt ${attempt}: ${denied.length} tool call(s) denied: ${denied.slice(0, 3).join("; ")}`);
    options.crashPoint?.("before_verify");
    return undefined;
}
/**
 * Phase 2 of an attempt: refuse changes to protected paths, then verify the
 * feature's exact tree (a result recorded for that tree is reused). A failure
 * becomes the next attempt's feedback. Returns a result only when the feature
 * stops here.
 */
async function verifyPhase(feature, verifyCommand, checkpoint, progress, context) {
    const { options } = context;
    const { attempt } = progress;
    const { tree, changed } = await featureSnapshot(options.session.toolHost.workingDir, checkpoint, context.baseline, options.featuresFile);
    const touched = await protectedChanges(changed, context);
    if (touched.length > 0)
        return stopped(progress, `changed protected paths: ${touched.slice(0, 5).join(", ")}`);
    progress.tree = tree;
    const ran = await verifyTree(feature, verifyCommand, attempt, tree, context);
    const verify = ran.verify;
    progress.verify = verify;
    if (options.signal?.aborted === true)
        return stopped(progress, "interrupted", "aborted");
    options.crashPoint?.("after_verify");
    options.onProgress?.({
        type: "verify",
        featureId: feature.id,
        attempt,
        exitCode: verify.exitCode,
        timedOut: verify.timedOut,
        durationMs: verify.durationMs,
        recorded: ran.recorded,
        ...(ran.discardedWrites === undefined || ran.discardedWrites.length === 0
            ? {}
            : { discardedWrites: ran.discardedWrites }),
    });
    if ((0,verify_verify/* verifyPassed */._C)(verify))
        return undefined;
    // The model cannot change the environment: a failure the boundary explains ends the run here.
    const boundary = await boundaryExplanation(verify, options.session.toolHost.runtime?.boundary, options.session.toolHost.workingDir);
    if (boundary !== undefined)
        return stopped(progress, boundary, "boundary");
    const why = verify.timedOut
        ? `verify timed out after ${Math.round(verify.durationMs / 1000)} s`
        : describeVerifyExit(verify);
    progress.failures.push(`attempt ${attempt}: ${why}`);
    progress.feedback = `${why}\n${(0,verify_verify/* outputTail */.ci)(verify, 4_000, options.session.toolHost.knownSecrets ?? [])}`;
    return undefined;
}
/**
 * Phase 3: the rubric, asked only when verify passed, on the diff of the
 * exact tree verify ran on (its journal key names that tree, so a score for
 * other code is never reused). `{ stop }` when the feature or run stops here.
 */
async function scorePhase(feature, verifyCommand, checkpoint, progress, context) {
    const { options, runtime } = context;
    const { verify, tree } = progress;
    if (verify === undefined || tree === undefined || !(0,verify_verify/* verifyPassed */._C)(verify)) {
        options.onProgress?.({
            type: "rubric",
            featureId: feature.id,
            rubric: null,
            note: "skipped: verify did not pass",
        });
        return { rubric: undefined };
    }
    const secrets = options.session.toolHost.knownSecrets ?? [];
    const diff = await featureDiff(options.session.toolHost.workingDir, checkpoint, tree, options.featuresFile);
    const scored = await runtime.agent(rubricPrompt(feature, diff, verifyCommand, (0,verify_verify/* outputTail */.ci)(verify, 4_000, secrets)), {
        key: stepKey(context, feature, progress.attempt, `rubric-${tree.slice(0, 12)}`),
        role: "architect",
        schema: rubricSchema,
        schemaName: "submit_rubric",
        systemPrompt: (0,roles/* rubricSystemPrompt */.Vp)(),
        tools: [],
        budget: context.budgetLeft(),
    });
    progress.costUsd = (0,core_usage/* addCost */.nv)(progress.costUsd, scored.costUsd);
    if (scored.status === "aborted")
        return { stop: stopped(progress, "interrupted", "aborted") };
    if (scored.status === "provider_error")
        return {
            stop: stopped(progress, `the model provider failed during the rubric (verify passed; the work is kept): ${scored.error?.message ?? "unknown error"}`, "provider_error"),
        };
    const rubric = scored.result;
    options.crashPoint?.("after_rubric");
    options.onProgress?.({
        type: "rubric",
        featureId: feature.id,
        rubric: rubric ?? null,
        ...(scored.invalidOutput === undefined ? {} : { note: scored.invalidOutput }),
    });
    if (scored.status === "budget_exceeded" && context.runBudgetExhausted())
        return {
            stop: { ...stopped(progress, "the run budget ran out during the rubric", "budget_exceeded"), rubric },
        };
    return { rubric };
}
/** Phase 4: the verdict from verify, the rubric and the hidden causes, as the caller records it. */
function verdictOf(progress, rubric) {
    const verdict = decideFeature(progress.verify, rubric, progress.causes);
    return {
        verdict,
        attempts: progress.attempt,
        verify: progress.verify,
        rubric,
        costUsd: progress.costUsd,
        approach: progress.approach,
        failures: verdict.status === "blocked" ? [...progress.failures, verdict.reason] : progress.failures,
        ...(verdict.status === "passing" && progress.tree !== undefined ? { tree: progress.tree } : {}),
    };
}

;// CONCATENATED MODULE: ./src/harness/feature/episodes.ts


/**
 * Writes `.alfred/memory/episodes/<id>.json` (pretty-printed; later runs overwrite it), never
 * through a link. @throws LinkRefusedError when a directory on the way is a link.
 */
async function writeEpisode(workingDir, episode) {
    const path = (0,external_node_path_.join)(workingDir, ".alfred", "memory", "episodes", `${episode.id}.json`);
    await (0,workspace_fs/* writeWorkspaceFile */.dx)(workingDir, path, `${JSON.stringify(episode, null, 2)}\n`);
    return path;
}

;// CONCATENATED MODULE: ./src/harness/feature/feature-settle.ts







/** The outcome's ledger data without the sha, which only the commit decides. */
function withoutSha(data) {
    return Object.fromEntries(Object.entries(data).filter(([key]) => key !== "gitSha"));
}
/**
 * Records a feature's verdict in the order `feature-commit.ts` proves safe:
 * passing → intent, commit, outcome, list; blocked → outcome, rollback, list.
 * A passing feature whose tree changed after verify is blocked instead. The
 * episode is written last and best effort (memory, not record).
 * @throws AlfredError `git_failed`, `io_failed`, `ledger_*`.
 */
async function settleFeature(feature, attempt, verdict, checkpoint, context) {
    const { options } = context;
    const settled = (gitSha, ledgerSeq, final) => featureOutcome(feature, attempt, final, {
        gitSha,
        ledgerSeq,
        durationMs: context.now() - context.startedAt,
    });
    let outcome;
    let final = verdict;
    if (verdict.status === "passing" && attempt?.tree !== undefined) {
        const draft = settled(checkpoint, -1, verdict);
        context.commitInFlight(true);
        try {
            const done = await commitFeature({
                workingDir: options.session.toolHost.workingDir,
                featuresFile: options.featuresFile,
                runId: options.runId,
                feature,
                live: context.list(),
                checkpoint,
                verifiedTree: attempt.tree,
                baseline: context.baseline,
                outcome: withoutSha(outcomeLedgerData(draft)),
                append: context.append,
                crashPoint: options.crashPoint,
            });
            outcome = { ...draft, gitSha: done.gitSha, ledgerSeq: done.ledgerSeq };
        }
        catch (thrown) {
            if (!(thrown instanceof errors/* AlfredError */.XT && thrown.code === "tree_changed"))
                throw thrown;
            final = { status: "blocked", reason: thrown.message };
        }
        finally {
            context.commitInFlight(false);
        }
        if (outcome !== undefined)
            await context.saveList((0,feature_list/* markPassing */.hv)(context.list(), feature.id));
    }
    else if (verdict.status === "passing") {
        final = { status: "blocked", reason: "verify passed on no recorded tree" };
    }
    if (outcome === undefined) {
        const draft = settled(checkpoint, -1, final);
        const ledgerSeq = await context.append("feature", outcomeLedgerData(draft));
        outcome = { ...draft, ledgerSeq };
        options.crashPoint?.("blocked_after_outcome");
        if (options.rollback)
            await restoreCheckpoint(options.session.toolHost.workingDir, checkpoint, context.baseline, options.featuresFile);
        options.crashPoint?.("blocked_after_rollback");
        await context.saveList((0,feature_list/* markBlocked */.wl)(context.list(), feature.id));
    }
    options.crashPoint?.("after_list");
    await writeEpisode(options.session.toolHost.workingDir, episodeOf(outcome, attempt, {
        verifyCommand: context.verifyCommand,
        runId: options.runId,
        ts: context.now(),
    })).catch(async (thrown) => {
        // A link where the episode goes is refused, never followed, and the ledger says so.
        if ((0,workspace_fs/* isLinkRefused */.DS)(thrown))
            await context.append("link_refused", { path: thrown.path, reason: thrown.message });
    });
    return outcome;
}

// EXTERNAL MODULE: ./src/core/deps.ts
var core_deps = __webpack_require__(50385);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(98439);
// EXTERNAL MODULE: ./src/core/host-profiles.ts
var host_profiles = __webpack_require__(59872);
// EXTERNAL MODULE: ./src/core/permission-mode.ts
var permission_mode = __webpack_require__(61118);
// EXTERNAL MODULE: ./src/engine/drain-query.ts
var drain_query = __webpack_require__(40857);
// EXTERNAL MODULE: ./src/engine/lazy-run-query.ts
var lazy_run_query = __webpack_require__(53987);
// EXTERNAL MODULE: ./src/orchestrator/ask-structured.ts
var ask_structured = __webpack_require__(75757);
;// CONCATENATED MODULE: ./src/orchestrator/recording-provider.ts
/** Wraps `inner`, recording each completed response (streamed or not) in order. */
function recordingProvider(inner) {
    const responses = [];
    const stream = inner.stream?.bind(inner);
    return {
        name: inner.name,
        responses,
        chat: async (request) => {
            const response = await inner.chat(request);
            responses.push(response);
            return response;
        },
        ...(stream === undefined
            ? {}
            : {
                async *stream(request) {
                    for await (const part of stream(request)) {
                        if (part.type === "response")
                            responses.push(part.response);
                        yield part;
                    }
                },
            }),
    };
}

// EXTERNAL MODULE: ./src/orchestrator/structured.ts
var structured = __webpack_require__(79517);
;// CONCATENATED MODULE: ./src/orchestrator/agent-call.ts
/**
 * One `agent()` call of the orchestrator runtime, phase by phase: the journal (resume), the call's
 * query config, the model's answer (plain, or structured with one re-ask), the result, the journal
 * record.
 */





// The engine loop loads on the first model call: building a runtime does not pay for it.




/**
 * One `agent()` call: served from the journal on resume; otherwise the model answers (in the
 * structured form when a schema is given), the host adds up its cost, and the journal records it.
 */
async function callAgent(host, prompt, call) {
    const recorded = host.journal?.findByKey(call.key);
    if (recorded !== undefined)
        return fromEntry(recorded, call.schema);
    const provider = recordingProvider(host.query.model.provider);
    const toolCalls = [];
    const config = callConfig(host, call, provider, toolCalls);
    const onEvent = (event) => host.onEvent(call.key, event);
    const answer = call.schema === undefined
        ? {
            state: await (0,drain_query/* drainQuery */.V)((0,lazy_run_query/* runQuery */.G)(prompt, config), onEvent),
            result: undefined,
            invalidOutput: undefined,
        }
        : await structuredAnswer(prompt, config, call.schema, schemaNameOf(call), onEvent);
    host.addSpent(answer.state.usage, answer.state.costUsd);
    const result = agentResultOf(call.key, answer);
    // An interrupted call is not journalled: resume must run it again.
    if (host.journal !== undefined && result.status !== "aborted")
        await host.journal.append(journalEntryOf(prompt, call, config, toolCalls, result, provider.responses));
    return result;
}
/** The forced tool's (or json_schema's) name of a structured call. */
function schemaNameOf(call) {
    return call.schemaName ?? "submit_result";
}
/** The session's query with what this call overrides, recording each tool call it makes. */
function callConfig(host, call, provider, toolCalls) {
    const session = host.query;
    return {
        ...session,
        model: { ...session.model, provider, ...(0,omit_undefined/* omitUndefined */.O)({ role: call.role }) },
        limits: { ...session.limits, ...(0,omit_undefined/* omitUndefined */.O)({ maxTurns: call.maxTurns, budget: call.budget }) },
        toolHost: {
            ...session.toolHost,
            ...(0,omit_undefined/* omitUndefined */.O)({
                tools: call.tools,
                // A call may tighten the session's mode (a review in `plan`), never loosen it.
                permissionMode: call.permissionMode === undefined
                    ? undefined
                    : (0,permission_mode/* stricterMode */.K4)(session.toolHost.permissionMode ?? host_profiles/* HOST_PROFILES */.Ue.library.permissionMode, call.permissionMode),
            }),
        },
        deps: host.deps,
        ...(0,omit_undefined/* omitUndefined */.O)({ signal: host.signal, systemPrompt: call.systemPrompt }),
        onToolResult: (done) => {
            toolCalls.push({ name: done.name, label: done.label, isError: done.isError });
            session.onToolResult?.(done);
        },
    };
}
/** A structured answer (see ask-structured.ts) in the shape of {@link Answer}. */
async function structuredAnswer(prompt, base, schema, name, onEvent) {
    const { state, outcome } = await (0,ask_structured/* askStructured */.N)(prompt, base, schema, name, onEvent);
    return outcome.ok
        ? { state, result: outcome.value, invalidOutput: undefined }
        : { state, result: undefined, invalidOutput: outcome.error };
}
function agentResultOf(key, { state, result, invalidOutput }) {
    return {
        key,
        status: state.status,
        finalText: state.finalText,
        result,
        ...(0,omit_undefined/* omitUndefined */.O)({ invalidOutput }),
        turns: state.turns,
        usage: state.usage,
        costUsd: state.costUsd,
        ...(0,omit_undefined/* omitUndefined */.O)({ error: state.error, budget: state.budget }),
        fromJournal: false,
    };
}
/** The journal's record of one completed call: a summary of its options, its outcome, the replay tape. */
function journalEntryOf(prompt, call, config, toolCalls, result, responses) {
    const summary = {
        model: config.model.name,
        maxTurns: config.limits.maxTurns,
        ...(0,omit_undefined/* omitUndefined */.O)({ role: call.role, mode: config.toolHost.permissionMode }),
        ...(call.schema === undefined
            ? {}
            : {
                schemaName: schemaNameOf(call),
                strategy: (0,structured/* strategyFor */.fY)(config.model.provider.name),
                schema: json_schema_processors/* toJSONSchema */.bl(call.schema),
            }),
        tools: toolCalls.map((each) => ({ name: each.name, label: each.label, isError: each.isError })),
    };
    return {
        key: call.key,
        input: { prompt, options: summary },
        output: {
            status: result.status,
            turns: result.turns,
            finalText: result.finalText,
            ...(0,omit_undefined/* omitUndefined */.O)({ result: result.result }),
            usage: result.usage,
            costUsd: result.costUsd,
            ...(0,omit_undefined/* omitUndefined */.O)({ error: result.error, budget: result.budget }),
            responses,
        },
    };
}
function fromEntry(entry, schema) {
    const { output } = entry;
    const parsed = schema === undefined || output.result === undefined ? undefined : schema.safeParse(output.result);
    return {
        key: entry.key,
        status: output.status,
        finalText: output.finalText,
        result: parsed?.success === true ? parsed.data : undefined,
        turns: output.turns,
        usage: output.usage,
        costUsd: output.costUsd,
        ...(0,omit_undefined/* omitUndefined */.O)({ error: output.error, budget: output.budget }),
        fromJournal: true,
    };
}

;// CONCATENATED MODULE: ./src/orchestrator/semaphore.ts
/** Runs at most `limit` tasks at once; the rest wait in arrival order. */
function createSemaphore(limit) {
    if (!Number.isInteger(limit) || limit < 1)
        throw new RangeError(`semaphore limit must be a positive integer, got ${limit}`);
    let active = 0;
    const waiting = [];
    const release = () => {
        active -= 1;
        waiting.shift()?.();
    };
    return async (task) => {
        if (active >= limit)
            await new Promise((resolve) => waiting.push(resolve));
        active += 1;
        try {
            return await task();
        }
        finally {
            release();
        }
    };
}

;// CONCATENATED MODULE: ./src/orchestrator/runtime.ts




/** Creates the orchestrator runtime. */
function createRuntime(options) {
    const limit = createSemaphore(options.concurrency ?? 4);
    let spent = { usage: core_usage/* ZERO_USAGE */.fI, costUsd: 0 };
    const host = {
        query: options.query,
        journal: options.journal,
        deps: options.deps ?? core_deps/* systemDeps */.I,
        signal: options.signal,
        onEvent: (key, event) => options.onEvent?.(key, event),
        addSpent: (usage, costUsd) => {
            spent = { usage: (0,core_usage/* addUsage */.vk)(spent.usage, usage), costUsd: (0,core_usage/* addCost */.nv)(spent.costUsd, costUsd) };
        },
    };
    return {
        agent: (prompt, call) => callAgent(host, prompt, call),
        parallel: (thunks) => Promise.all(thunks.map((thunk) => limit(thunk))),
        pipeline: (items, ...stages) => Promise.all(items.map((item) => limit(async () => {
            let value = item;
            for (const stage of stages)
                value = await stage(value);
            return value;
        }))),
        log: (message) => options.onLog?.(message),
        spent: () => ({ ...spent }),
    };
}

;// CONCATENATED MODULE: ./src/harness/open/boundary-record.ts
/** The `data` of the `boundary` entry; no boundary at all (a bare library session) is `off`. */
async function boundaryEntryData(boundary) {
    if (boundary === undefined)
        return { boundary: "off", mode: "none", egressAllow: [] };
    const state = await boundary.state();
    return {
        boundary: state.boundary,
        mode: state.mode,
        egressAllow: [...state.egressAllow],
        ...(state.readPaths.length === 0 ? {} : { readPaths: [...state.readPaths] }),
        ...(state.reason === undefined ? {} : { reason: state.reason }),
    };
}
/** Connections the egress proxy allowed and refused during the run, for `run_end`/`run_interrupted`. */
function egressData(boundary) {
    const stats = boundary?.egressStats();
    return {
        egress: {
            allowed: stats?.allowed ?? 0,
            refused: stats?.refused ?? 0,
            refusedTargets: [...(stats?.refusedTargets ?? [])],
        },
    };
}

// EXTERNAL MODULE: ./src/orchestrator/ledger-anchor.ts
var ledger_anchor = __webpack_require__(36069);
// EXTERNAL MODULE: ./src/orchestrator/ledger.ts
var orchestrator_ledger = __webpack_require__(47283);
;// CONCATENATED MODULE: ./src/harness/commit/reconcile.ts
/**
 * Resume reconciliation: before a resumed run appends anything, the ledger,
 * the git history and feature_list.json are checked against each other, and
 * whichever step of `feature-commit.ts`'s order a crash interrupted is either
 * completed or undone. Nothing one of them says alone is trusted:
 *
 * - a commit of this run (found by its `Alfred-Run`/`Alfred-Feature`
 *   trailers since the run's start) without a `feature` outcome gets its
 *   outcome recorded, once, and only when a `feature_commit` intent for that
 *   feature names exactly the commit's tree;
 * - an intent without a commit is carried out when the feature's tree in the
 *   working directory is still the verified tree; otherwise the work is
 *   rolled back to the checkpoint and the feature starts over
 *   (`feature_retry`, which also gives its agent calls fresh journal keys);
 * - on a fresh checkout (an Action re-run attempt), a feature under way
 *   without an intent starts over the same way: its work was never pushed;
 * - a `blocked` outcome whose rollback may not have happened is rolled back
 *   again (idempotent);
 * - an outcome that git contradicts (a passing commit missing from HEAD's
 *   history, two commits for one feature, a commit no intent names) stops the
 *   resume with a message naming what disagrees;
 * - the list is rewritten from that truth: `passing`/`blocked` from the
 *   outcomes, `in_progress` for a feature still under way.
 */





const trailer = (body, name) => new RegExp(`^${name}: (.+)$`, "m").exec(body)?.[1]?.trim();
/** Commits on HEAD's first-parent line since `since` that carry this run's trailers. */
async function runCommits(workingDir, runId, since) {
    const range = since === undefined ? ["HEAD"] : [`${since}..HEAD`];
    const { stdout } = await (0,git/* git */.$Y)(["log", "--first-parent", "--format=%H%x1f%T%x1f%B%x1e", ...range], {
        cwd: workingDir,
    });
    return stdout.split("\x1e").flatMap((record) => {
        const [sha = "", tree = "", body = ""] = record.trim().split("\x1f");
        const featureId = trailer(body, "Alfred-Feature");
        if (sha === "" || featureId === undefined || trailer(body, "Alfred-Run") !== runId)
            return [];
        const seq = Number(trailer(body, "Alfred-Ledger-Seq"));
        return [{ sha, tree, featureId, seq: Number.isSafeInteger(seq) ? seq : undefined }];
    });
}
function inconsistent(context, what) {
    return new errors/* AlfredError */.XT("resume_inconsistent", `cannot resume run "${context.runId}": ${what} (${context.ledgerPath} against git history and ${context.featuresFile}); start a new run with another --run-id`);
}
/**
 * Reconciles as the module comment says, appending what is missing to the
 * ledger and making commits or rollbacks where a step was cut short.
 * @throws AlfredError `resume_inconsistent` when the three disagree beyond a
 *   crash; `git_failed`, `io_failed`.
 */
async function reconcileRun(context) {
    const commits = await runCommits(context.workingDir, context.runId, context.resume.runStartHead);
    let list = context.list;
    const checkpoints = new Map();
    const retries = new Map();
    for (const [featureId, record] of context.resume.features) {
        const feature = list.features.find((candidate) => candidate.id === featureId);
        if (feature === undefined)
            throw inconsistent(context, `feature "${featureId}" is in the ledger but not in the list`);
        const mine = commits.filter((commit) => commit.featureId === featureId);
        if (mine.length > 1)
            throw inconsistent(context, `feature "${featureId}" has ${mine.length} commits`);
        const status = await settle(context, feature, record, mine[0], list);
        retries.set(featureId, record.retries + (status === "retry" ? 1 : 0));
        if (status === "in_progress" || status === "retry")
            checkpoints.set(featureId, record.checkpoint);
        list = (0,feature_list/* setFeatureStatus */.z3)(list, featureId, status === "retry" ? "in_progress" : status);
    }
    return { list, checkpoints, retries };
}
async function settle(context, feature, record, commit, list) {
    const { workingDir, featuresFile } = context;
    const { outcome, intent } = record;
    if (outcome !== undefined) {
        if (outcome.status === "blocked") {
            if (commit !== undefined)
                throw inconsistent(context, `blocked feature "${feature.id}" has commit ${commit.sha}`);
            // The rollback may not have happened before the crash; it is idempotent.
            if (context.rollback && feature.status !== "blocked")
                await restoreCheckpoint(workingDir, record.checkpoint, context.resume.baseline, featuresFile);
            return "blocked";
        }
        const committed = commit?.sha ?? record.checkpoint;
        if (committed !== outcome.gitSha)
            throw inconsistent(context, `the ledger records "${feature.id}" as ${outcome.gitSha}, git has ${committed}`);
        return "passing";
    }
    if (commit !== undefined) {
        if (intent === undefined || intent.commitTree !== commit.tree || commit.seq !== intent.seq + 1)
            throw inconsistent(context, `commit ${commit.sha} of "${feature.id}" matches no recorded commit intent`);
        await context.append("feature", { ...intent.outcome, gitSha: commit.sha });
        await (0,git/* git */.$Y)(["reset", "--quiet"], { cwd: workingDir });
        return "passing";
    }
    if (intent === undefined) {
        if (context.freshCheckout !== true)
            return "in_progress";
        return startOver(context, feature, record, "its uncommitted work stayed with the previous checkout");
    }
    const now = await featureTree(workingDir, record.checkpoint, context.resume.baseline, featuresFile);
    if (now === intent.tree) {
        await commitFeature({
            workingDir,
            featuresFile,
            runId: context.runId,
            feature,
            live: list,
            checkpoint: record.checkpoint,
            verifiedTree: intent.tree,
            baseline: context.resume.baseline,
            outcome: intent.outcome,
            append: context.append,
        });
        return "passing";
    }
    return startOver(context, feature, record, `the working tree no longer matches the verified tree ${intent.tree.slice(0, 12)}`);
}
/** Rolls a feature under way back to its checkpoint and records that it starts over (fresh journal keys). */
async function startOver(context, feature, record, why) {
    await restoreCheckpoint(context.workingDir, record.checkpoint, context.resume.baseline, context.featuresFile);
    await context.append("feature_retry", {
        featureId: feature.id,
        reason: `${why}; rolled back to ${record.checkpoint}`,
    });
    return "retry";
}

;// CONCATENATED MODULE: ./src/harness/open/run-open.ts














async function exists(path) {
    return (0,fs/* access */.T_)(path).then(() => true, () => false);
}
/** Refuses a resume whose ledger lost its last lines (the anchor disagrees). */
async function checkTail(ledgerPath, workingDir) {
    const anchorPath = (0,ledger_anchor/* anchorPathOf */.Sb)(ledgerPath);
    // Unreadable (a link, no permission) counts as absent: an empty ledger or a missing anchor beside a
    // non-empty ledger fails the check, so this can only refuse, never pass, a resume.
    const text = (await (0,fs_durable/* readTextIfExists */.TP)(ledgerPath).catch(() => undefined)) ?? "";
    const anchor = await (0,fs_durable/* readTextIfExists */.TP)(anchorPath).catch(() => undefined);
    const shown = (path) => path.slice(workingDir.length + 1);
    const check = (0,ledger_anchor/* checkLedgerAnchor */.NX)(text, anchor, { ledger: shown(ledgerPath), anchor: shown(anchorPath) });
    if (!check.ok)
        throw new errors/* AlfredError */.XT("ledger_truncated", check.reason);
}
/**
 * Opens the run's ledger and journal. A fresh run must not exist yet and
 * needs a clean worktree (uncommitted files under `.alfred/` and the feature
 * list excepted: they become the baseline). A resume checks the ledger's
 * tail against its anchor, then reconciles the ledger, git and the list
 * (`reconcile.ts`) before anything else is appended.
 * @throws AlfredError `run_exists`, `run_not_found`, `ledger_truncated`,
 *   `worktree_dirty`, `ledger_corrupt`, `resume_inconsistent`, `feature_list_invalid`, `io_failed`.
 */
async function openRun(options, deps) {
    const { runId, featuresFile } = options;
    const workingDir = options.session.toolHost.workingDir;
    const runDir = (0,external_node_path_.join)(workingDir, (0,run_state/* runDirectory */.xw)(runId));
    const ledgerPath = (0,external_node_path_.join)(runDir, "ledger.jsonl");
    const journalPath = (0,external_node_path_.join)(runDir, "journal.jsonl");
    const listPath = (0,external_node_path_.join)(workingDir, featuresFile);
    const started = (await exists(ledgerPath)) || (await exists((0,ledger_anchor/* anchorPathOf */.Sb)(ledgerPath)));
    if (started && !options.resume) {
        throw new errors/* AlfredError */.XT("run_exists", `run "${runId}" already exists in ${(0,run_state/* runDirectory */.xw)(runId)}: pass --resume to continue it, or choose another --run-id`);
    }
    if (!started && options.resume)
        throw new errors/* AlfredError */.XT("run_not_found", `cannot resume run "${runId}": ${(0,run_state/* runDirectory */.xw)(runId)}/ledger.jsonl does not exist`);
    // Made (or checked) without following a link on the way: the harness's state is never elsewhere.
    await (0,workspace_fs/* ensureWorkspaceDirectory */.vi)(workingDir, runDir);
    if (options.resume)
        await checkTail(ledgerPath, workingDir);
    const list = await (0,feature_list/* readFeatureList */.jZ)(listPath);
    const secrets = [...(options.session.toolHost.knownSecrets ?? []), options.ledgerKey];
    const ledger = await (0,orchestrator_ledger/* openLedger */.au)(ledgerPath, options.ledgerKey, deps, {
        redact: (text, extra) => (0,redact/* redact */.E)(text, { knownSecrets: [...secrets, ...(extra?.knownSecrets ?? [])] }),
        anchorPath: (0,ledger_anchor/* anchorPathOf */.Sb)(ledgerPath),
    });
    const resume = options.resume ? await (0,run_state/* readResumeState */.lB)(ledgerPath) : run_state/* EMPTY_RESUME_STATE */.sG;
    const uncommitted = await (0,workspace_git/* uncommittedPaths */.mS)(workingDir);
    const dirty = (0,workspace_git/* pathsOutside */.Uy)(uncommitted, [featuresFile, ".alfred/"]);
    if (dirty.length > 0 && resume.features.size === 0) {
        throw new errors/* AlfredError */.XT("worktree_dirty", `the worktree has uncommitted changes (${dirty.slice(0, 5).join(", ")}${dirty.length > 5 ? ", …" : ""}): commit or stash them first, so a rollback cannot lose your work`);
    }
    await (0,workspace_git/* excludeHarnessFiles */.mf)(workingDir);
    const baseline = options.resume
        ? resume.baseline
        : await captureBaseline(workingDir, uncommitted, [featuresFile]);
    const journal = await openJournal(journalPath, deps, { knownSecrets: secrets });
    if (!options.resume) {
        return {
            ledger,
            journal,
            ledgerPath,
            journalPath,
            listPath,
            list,
            resume,
            baseline,
            checkpoints: new Map(),
            retries: new Map(),
        };
    }
    const append = async (kind, data) => (await ledger.append(kind, data)).seq;
    const reconciled = await reconcileRun({
        workingDir,
        runId,
        featuresFile,
        ledgerPath,
        rollback: options.rollback,
        list,
        resume,
        append,
        ...(options.freshCheckout === true ? { freshCheckout: true } : {}),
    });
    // The list is rewritten from the ledger and git, whatever it said.
    // Unreadable counts as empty: the list is then written again from the ledger and git.
    const onDisk = (await (0,fs_durable/* readTextIfExists */.TP)(listPath).catch(() => undefined)) ?? "";
    if ((0,feature_list/* serializeFeatureList */.j5)(reconciled.list) !== onDisk)
        await (0,feature_list/* writeFeatureList */.Sr)(listPath, reconciled.list);
    return { ledger, journal, ledgerPath, journalPath, listPath, resume, baseline, ...reconciled };
}
/** The `run_start` data that later resumes rely on: where the run began and what was already uncommitted. */
function baselineData(baseline) {
    return { baseline: baseline.map((file) => ({ path: file.path, blob: file.blob, mode: file.mode })) };
}

;// CONCATENATED MODULE: ./src/harness/open/run-context.ts
/**
 * The open phase of a run, and the state its later phases share. `openPhase`
 * opens (and on resume reconciles) the run, starts the runtime the agents
 * run in, and records `run_start`/`run_resume` and `boundary`; the feature
 * loop (`feature-loop.ts`) and the close (`autonomous-run.ts`) then work on
 * the {@link RunContext} it returns.
 */






/** Collects the denied tool calls, then hands every event on to `forward`. */
function denialCollector(forward) {
    const denied = new Map();
    return {
        onEvent: (key, event) => {
            if (event.type === "tool_result" && event.isError && event.content.startsWith("Permission denied"))
                denied.set(key, [...(denied.get(key) ?? []), `${event.label}: ${event.content.slice(0, 200)}`]);
            forward?.(key, event);
        },
        of: (key) => denied.get(key) ?? [],
    };
}
/** Appends a ledger entry; returns its seq. */
async function append(run, kind, data) {
    return (await run.opened.ledger.append(kind, data)).seq;
}
/** Writes `next` as the feature list, and remembers it as what the harness last wrote. */
async function saveList(run, next) {
    run.list = next;
    await (0,feature_list/* writeFeatureList */.Sr)(run.opened.listPath, next);
    run.lastWritten = (0,feature_list/* serializeFeatureList */.j5)(next);
}
/** Records `run_interrupted` with `reason` (and the feature under way). */
async function interrupt(run, reason, featureId) {
    run.interruptRecorded = true;
    await append(run, "run_interrupted", {
        ...(featureId === undefined ? {} : { featureId }),
        reason,
        ...egressData(run.options.session.toolHost.runtime?.boundary),
    });
}
/** True for a feature this run works on (`options.only`, or every one). */
function wanted(options, feature) {
    return options.only === undefined || options.only.includes(feature.id);
}
/** The list restricted to the features this run works on. */
function selectable(run) {
    return { ...run.list, features: run.list.features.filter((feature) => wanted(run.options, feature)) };
}
/** What is left of the run's own budget (cost, wall clock). */
function runLeft(run) {
    const { runBudget } = run.options;
    return {
        maxCostUsd: runBudget.maxCostUsd === undefined || run.runCost === null
            ? runBudget.maxCostUsd
            : Math.max(0, runBudget.maxCostUsd - run.runCost),
        maxWallClockMs: runBudget.maxWallClockMs === undefined
            ? undefined
            : Math.max(0, runBudget.maxWallClockMs - (run.deps.now() - run.startedAt)),
    };
}
/** True when the run's cost or time budget is spent (an unknown cost spends a cost budget). */
function runExhausted(run) {
    const left = runLeft(run);
    return (left.maxCostUsd === 0 ||
        left.maxWallClockMs === 0 ||
        (run.options.runBudget.maxCostUsd !== undefined && run.runCost === null));
}
/**
 * Phase 1, open: opens the ledger and journal (a resume reconciles the
 * ledger, git and the list first, see `run-open.ts`), starts the agents'
 * runtime, and records `run_start` (or `run_resume`) and `boundary`.
 * `staleLocks`, git locks a dead run left and this one removed before opening, are recorded too.
 * @throws what `openRun` throws, and ledger or git errors (nothing recorded then).
 */
async function openPhase(options, staleLocks) {
    const deps = options.deps ?? core_deps/* systemDeps */.I;
    const startedAt = deps.now();
    const opened = await openRun(options, deps);
    const denials = denialCollector(options.onQueryEvent);
    const runtime = createRuntime({
        query: options.session,
        journal: opened.journal,
        deps,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        onEvent: denials.onEvent,
    });
    const selected = opened.list.features.filter((feature) => wanted(options, feature));
    const run = {
        options,
        deps,
        startedAt,
        opened,
        runtime,
        denials,
        checkpoints: new Map(opened.checkpoints),
        attemptTrees: new Map(opened.resume.attemptTrees),
        pendingCount: selected.filter((feature) => feature.status === "pending" || feature.status === "in_progress").length,
        outcomes: [],
        list: opened.list,
        lastWritten: (0,feature_list/* serializeFeatureList */.j5)(opened.list),
        runCost: 0,
        consecutiveBlocked: 0,
        status: "all_resolved",
        stopReason: undefined,
        index: 0,
        current: undefined,
        interruptRecorded: false,
        commitInFlight: false,
    };
    await recordStart(run, selected.length);
    if (staleLocks !== undefined)
        await append(run, "git_locks_removed", {
            paths: [...staleLocks.removed],
            leftBy: { ...staleLocks.leftBy },
            why: "left by a run that died holding them; no live process held them",
        });
    return run;
}
/** The `run_start` progress event, then the `run_start`/`run_resume` and `boundary` ledger entries. */
async function recordStart(run, total) {
    const { options, pendingCount } = run;
    const workingDir = options.session.toolHost.workingDir;
    options.onProgress?.({
        type: "run_start",
        runId: options.runId,
        total,
        pending: pendingCount,
        resumed: options.resume,
    });
    await append(run, options.resume ? "run_resume" : "run_start", {
        runId: options.runId,
        featuresFile: options.featuresFile,
        pending: pendingCount,
        head: await (0,workspace_git/* headSha */.xF)(workingDir),
        ...(options.resume ? {} : baselineData(run.opened.baseline)),
    });
    await append(run, "boundary", await boundaryEntryData(options.session.toolHost.runtime?.boundary));
}

;// CONCATENATED MODULE: ./src/harness/feature/feature-loop.ts
/**
 * Phase 2 of a run, the feature loop: one feature at a time, each through
 * start (checkpoint) → attempt (implement → verify → score, in
 * `feature-phases.ts`; the implement task message is built in one place,
 * `implementPrompt` in `prompts.ts`) → record (commit or roll back, in
 * `feature-settle.ts`), until the list is resolved or the run must stop.
 */









/** The smaller of two optional limits. */
function tighter(a, b) {
    if (a === undefined)
        return b;
    return b === undefined ? a : Math.min(a, b);
}
/**
 * Works through the selected features until none is left or the run must
 * stop (abort, spent budget, provider outage, two blocked in a row); sets
 * `run.status` and `run.stopReason` accordingly.
 * @throws whatever ends the run early (the caller records it).
 */
async function featureLoop(run) {
    for (;;) {
        if (run.options.signal?.aborted === true) {
            run.status = "aborted";
            return;
        }
        if (runExhausted(run)) {
            run.status = "budget_exceeded";
            run.stopReason = "the run's cost or time budget ran out";
            return;
        }
        const feature = (0,feature_list/* pickNext */.P7)(selectable(run));
        if (feature === undefined)
            return;
        if (!(await runFeature(run, feature)))
            return;
    }
}
/** One feature, start to record. Returns false when the run stops after it. */
async function runFeature(run, feature) {
    run.current = feature.id;
    run.index += 1;
    const startedAt = run.deps.now();
    const verifyCommand = (0,feature_list/* verifyCommandOf */.mM)(run.list, feature) ?? run.options.defaultVerify;
    const checkpoint = await startFeature(run, feature);
    const attempt = verifyCommand === undefined
        ? undefined
        : await tryFeature(feature, verifyCommand, checkpoint, featureContext(run, feature, checkpoint, startedAt));
    run.runCost = (0,core_usage/* addCost */.nv)(run.runCost, attempt?.costUsd ?? 0);
    if (attempt?.stopRun === "aborted" || attempt?.stopRun === "provider_error") {
        await stopForOutage(run, feature, attempt);
        return false;
    }
    if (attempt?.stopRun === "boundary") {
        await stopForBoundary(run, feature, attempt, checkpoint);
        return false;
    }
    const outcome = await recordPhase(run, feature, attempt, checkpoint, { verifyCommand, startedAt });
    return continueAfter(run, attempt, outcome);
}
/** The feature's checkpoint: recorded before its first attempt (`feature_start`), reused on resume. */
async function startFeature(run, feature) {
    let checkpoint = run.checkpoints.get(feature.id);
    if (checkpoint === undefined) {
        checkpoint = await (0,workspace_git/* headSha */.xF)(run.options.session.toolHost.workingDir);
        run.checkpoints.set(feature.id, checkpoint);
        await saveList(run, (0,feature_list/* markInProgress */.SM)(run.list, feature.id));
        await append(run, "feature_start", { featureId: feature.id, checkpoint });
    }
    run.options.onProgress?.({
        type: "feature_start",
        index: run.index,
        total: run.pendingCount,
        feature,
        checkpoint,
    });
    return checkpoint;
}
/** What the attempt phases need from the run, for one feature. */
function featureContext(run, feature, checkpoint, startedAt) {
    const { options, opened } = run;
    const budgetLeft = () => {
        const spentHere = run.deps.now() - startedAt;
        const left = runLeft(run);
        const { maxCostUsd, maxWallClockMs } = options.featureBudget;
        return {
            maxCostUsd: tighter(left.maxCostUsd, maxCostUsd),
            maxWallClockMs: tighter(left.maxWallClockMs, maxWallClockMs === undefined ? undefined : Math.max(0, maxWallClockMs - spentHere)),
        };
    };
    return {
        options,
        runtime: run.runtime,
        ledger: opened.ledger,
        resume: opened.resume,
        journal: opened.journal,
        baseline: opened.baseline,
        retries: opened.retries.get(feature.id) ?? 0,
        checkpoint,
        attemptTrees: run.attemptTrees,
        denials: run.denials.of,
        budgetLeft,
        runBudgetExhausted: () => runExhausted(run),
        featureListIntact: async () => 
        // Unreadable is not intact: the run then stops rather than write over what it cannot read.
        ((await (0,fs_durable/* readTextIfExists */.TP)(opened.listPath).catch(() => undefined)) ?? "") === run.lastWritten,
    };
}
/** An abort or a provider outage: the run stops with the feature's work in place, to be resumed. */
async function stopForOutage(run, feature, attempt) {
    const stop = attempt.stopRun === "aborted" ? "aborted" : "provider_error";
    run.status = stop;
    const reason = stop === "aborted"
        ? "interrupted; resume with the same run id"
        : `${attempt.verdict.status === "blocked" ? attempt.verdict.reason : "the model provider failed"}; resume with the same run id`;
    if (stop === "provider_error")
        run.stopReason = reason;
    await interrupt(run, reason, feature.id);
}
/**
 * A verify failure the boundary explains: the feature's work is rolled back, the feature is
 * `pending` again (a rerun after the fix does it), the reason is in the ledger
 * (`feature_deferred`) and the run stops instead of spending the next features.
 */
async function stopForBoundary(run, feature, attempt, checkpoint) {
    const reason = attempt.verdict.status === "blocked" ? attempt.verdict.reason : "the boundary";
    await append(run, "feature_deferred", { featureId: feature.id, attempts: attempt.attempts, reason });
    if (run.options.rollback)
        await restoreCheckpoint(run.options.session.toolHost.workingDir, checkpoint, run.opened.baseline, run.options.featuresFile);
    await saveList(run, (0,feature_list/* setFeatureStatus */.z3)(run.list, feature.id, "pending"));
    run.checkpoints.delete(feature.id);
    run.current = undefined;
    run.status = "boundary_stopped";
    run.stopReason = reason;
}
/** Records the verdict: commit (passing) or roll back (blocked), in the order `feature-commit.ts` proves safe. */
async function recordPhase(run, feature, attempt, checkpoint, at) {
    const outcome = await settleFeature(feature, attempt, attempt?.verdict ?? NO_VERIFY_COMMAND, checkpoint, {
        options: run.options,
        baseline: run.opened.baseline,
        list: () => run.list,
        saveList: (next) => saveList(run, next),
        append: (kind, data) => append(run, kind, data),
        commitInFlight: (inFlight) => (run.commitInFlight = inFlight),
        now: run.deps.now,
        verifyCommand: at.verifyCommand,
        startedAt: at.startedAt,
    });
    run.checkpoints.delete(feature.id);
    run.current = undefined;
    run.outcomes.push(outcome);
    run.options.onProgress?.({ type: "feature_end", outcome });
    return outcome;
}
/** False (with the status set) when the run budget ran out during the feature, or two features in a row were blocked. */
function continueAfter(run, attempt, outcome) {
    if (attempt?.stopRun === "budget_exceeded") {
        run.status = "budget_exceeded";
        run.stopReason = outcome.reason ?? "the run budget ran out";
        return false;
    }
    run.consecutiveBlocked = outcome.status === "blocked" ? run.consecutiveBlocked + 1 : 0;
    if (run.consecutiveBlocked >= 2) {
        run.status = "too_many_blocked";
        run.stopReason = "two features in a row were blocked";
        return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/platform/process/process-identity.ts
/**
 * Who a process is, well enough to tell whether the holder of a lock is still
 * alive: its pid, the host it runs on, and its start time (from
 * `/proc/<pid>/stat` where Linux provides it), since a pid alone can be reused
 * by an unrelated process after the holder died.
 */


/**
 * The start time of `pid` from `/proc/<pid>/stat`, or `null` when the process
 * does not exist or the platform has no `/proc`. The command name (field 2) may
 * hold spaces and parentheses, so fields are counted after its last `)`.
 */
function processStartTime(pid) {
    let stat;
    try {
        stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, "utf8");
    }
    catch {
        return null;
    }
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After the name, field 3 (state) is index 0, so field 22 (starttime) is index 19.
    return fields[19] ?? null;
}
/** This process. */
function currentProcess() {
    return { pid: process.pid, hostname: (0,external_node_os_.hostname)(), processStart: processStartTime(process.pid) };
}
/** Whether a process with `pid` exists on this host (signal 0 probes without sending anything). */
function pidExists(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (thrown) {
        // EPERM: it exists but belongs to another user.
        return typeof thrown === "object" && thrown !== null && "code" in thrown && thrown.code === "EPERM";
    }
}
/**
 * Whether the process `recorded` describes still runs. On another host nothing
 * can be known (`unknown`). On this host a missing pid is `gone`, and so is a
 * pid whose start time differs from the recorded one (the pid was reused).
 */
function livenessOf(recorded) {
    if (recorded.hostname !== (0,external_node_os_.hostname)())
        return "unknown";
    if (!Number.isSafeInteger(recorded.pid) || recorded.pid <= 0 || !pidExists(recorded.pid))
        return "gone";
    if (recorded.processStart === null)
        return "alive";
    const now = processStartTime(recorded.pid);
    return now === null || now === recorded.processStart ? "alive" : "gone";
}

;// CONCATENATED MODULE: ./src/harness/state/run-lock.ts
/**
 * One run per repository at a time.
 *
 * Two runs on one repository fork the ledger, `git reset --hard` each other's
 * work and commit each other's files (issue 10, item 2), so a run holds a lock
 * from before it reads anything until it returns. The lock is per repository,
 * which here means per git common directory: worktrees and the main checkout of
 * one clone share refs and objects, so they share the lock too.
 *
 * - **Atomic.** The holder record is written in full to a private file, then
 *   hard-linked to `<git-common-dir>/alfred-run.lock`; `link` fails when the
 *   name exists, so exactly one of any number of simultaneous starts wins and
 *   nobody ever reads a half-written record.
 * - **Stale locks** (the holder died: same host and its pid gone, or the pid now
 *   belongs to a process with another start time) are taken over. Removing one
 *   happens under a second lock (`…lock.break`) and only if the file still holds
 *   the very record judged stale, so two processes that both saw it stale cannot
 *   both win: the second finds the first one's fresh lock and waits or refuses.
 * - **Released** on every way out: `release()` in a `finally`, and a synchronous
 *   handler on process `exit` for `process.exit()` after a second signal. Only a
 *   `SIGKILL` leaves it behind, and then it is stale.
 */









/** The lock file's name inside the git common directory. */
const RUN_LOCK_FILE = "alfred-run.lock";
/**
 * The lock file of the repository containing `cwd`.
 * @throws AlfredError `git_failed` when `cwd` is not inside a git repository.
 */
async function runLockPath(workingDir) {
    return (0,external_node_path_.join)((await (0,git_layout/* gitLayout */.H)(workingDir)).commonDir, RUN_LOCK_FILE);
}
/**
 * Takes the repository's run lock for `runId`, taking over a stale one.
 * @throws AlfredError `run_locked` naming the holder and the lock file when a
 *   live run holds it (after `wait.timeoutMs` when waiting); `git_failed` when
 *   `cwd` is not in a git repository; `io_failed` when the lock cannot be written;
 *   `aborted` when `signal` fires while waiting.
 */
async function acquireRunLock(options) {
    const deps = options.deps ?? core_deps/* systemDeps */.I;
    const path = await runLockPath(options.workingDir);
    const holder = {
        ...currentProcess(),
        runId: options.runId,
        startedAt: new Date(deps.now()).toISOString(),
        command: (options.command ?? process.argv.slice(1).join(" ")).slice(0, 300),
    };
    const text = `${JSON.stringify(holder)}\n`;
    const started = deps.now();
    let announced = false;
    let tookOverFrom;
    for (;;) {
        if (await createExclusive(path, text))
            return heldLock(path, holder, text, tookOverFrom);
        const current = await readIfExists(path);
        if (current === undefined)
            continue;
        const recorded = parseHolder(current);
        if (recorded === undefined || livenessOf(recorded) === "gone") {
            if ((await removeStale(path, current, text)) && recorded !== undefined)
                tookOverFrom = recorded;
            continue;
        }
        const waited = deps.now() - started;
        if (options.wait === undefined || waited >= options.wait.timeoutMs)
            throw new errors/* AlfredError */.XT("run_locked", refusal(recorded, path, options.wait === undefined ? undefined : waited));
        if (!announced)
            options.wait.onWaiting?.(recorded, path);
        announced = true;
        try {
            await deps.sleep(Math.min(options.wait.pollMs ?? 250, options.wait.timeoutMs - waited), options.signal);
        }
        catch (thrown) {
            throw new errors/* AlfredError */.XT("aborted", `stopped waiting for the repository lock: ${(0,errors/* errorMessage */.gJ)(thrown)}`, {
                cause: thrown,
            });
        }
    }
}
/** The refusal a second run prints: who holds the lock, where it is, and what to do. */
function refusal(holder, path, waitedMs) {
    const where = holder.hostname === currentProcess().hostname
        ? `pid ${holder.pid}`
        : `pid ${holder.pid} on host ${holder.hostname}`;
    const waited = waitedMs === undefined ? "" : ` (waited ${Math.round(waitedMs / 1000)}s)`;
    return (`another Alfred run holds this repository${waited}: run "${holder.runId}", ${where}, ` +
        `started ${holder.startedAt}, command "${holder.command}". Lock file: ${path}. ` +
        `Wait for that run to end, or pass ${waitedMs === undefined ? "--wait to queue behind it" : "a longer --wait-timeout"}; if that run is gone ` +
        "(e.g. on another host), delete the lock file.");
}
function heldLock(path, holder, text, tookOverFrom) {
    let released = false;
    const onExit = () => {
        try {
            if ((0,fs/* readFileSync */.Un)(path, "utf8") === text)
                (0,fs/* unlinkSync */.vP)(path);
        }
        catch {
            // Already gone: nothing to release.
        }
    };
    process.on("exit", onExit);
    return {
        path,
        holder,
        ...(tookOverFrom === undefined ? {} : { tookOverFrom }),
        release: async () => {
            if (released)
                return;
            released = true;
            process.off("exit", onExit);
            // Unreadable is not known to be ours: the lock is left for the next run's liveness check.
            if ((await readIfExists(path).catch(() => undefined)) === text)
                await (0,ignored_errors/* ignoreCleanupError */.v)((0,fs/* unlink */.y1)(path));
        },
    };
}
/**
 * Creates `path` holding `text` only if it does not exist: written to a private
 * file first, then hard-linked into place, so the name appears complete or not
 * at all. Returns false when `path` exists.
 */
async function createExclusive(path, text) {
    const temporary = `${path}.${process.pid}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}.tmp`;
    try {
        await (0,fs/* writeFile */._h)(temporary, text, { flag: "wx" });
        await (0,fs/* link */.nf)(temporary, path);
        return true;
    }
    catch (thrown) {
        if (codeOf(thrown) === "EEXIST")
            return false;
        throw new errors/* AlfredError */.XT("io_failed", (0,fs_durable/* ioMessage */.uo)(`cannot take the repository lock ${path}`, thrown), {
            cause: thrown,
        });
    }
    finally {
        await (0,ignored_errors/* ignoreCleanupError */.v)((0,fs/* unlink */.y1)(temporary));
    }
}
/**
 * Removes the lock at `path` if it still holds `staleText`, under the
 * `…break` guard so the check and the removal cannot interleave with another
 * process doing the same (which could otherwise delete a fresh lock). True when this call removed it.
 */
async function removeStale(path, staleText, guardText) {
    const guard = `${path}.break`;
    if (!(await createExclusive(guard, guardText))) {
        // Someone else is taking it over; clear their guard only if they died holding it.
        const other = await readIfExists(guard);
        const recorded = other === undefined ? undefined : parseHolder(other);
        if (other !== undefined && (recorded === undefined || livenessOf(recorded) === "gone")) {
            if ((await readIfExists(guard)) === other)
                await (0,ignored_errors/* ignoreCleanupError */.v)((0,fs/* unlink */.y1)(guard));
        }
        else {
            await core_deps/* systemDeps */.I.sleep(10);
        }
        return false;
    }
    try {
        if ((await readIfExists(path)) !== staleText)
            return false;
        return await (0,fs/* unlink */.y1)(path).then(() => true, () => false);
    }
    finally {
        await (0,ignored_errors/* ignoreCleanupError */.v)((0,fs/* unlink */.y1)(guard));
    }
}
function parseHolder(text) {
    try {
        const record = JSON.parse(text);
        if (!isRecord(record))
            return undefined;
        if (typeof record.pid !== "number" || typeof record.hostname !== "string")
            return undefined;
        return {
            pid: record.pid,
            hostname: record.hostname,
            processStart: typeof record.processStart === "string" ? record.processStart : null,
            runId: typeof record.runId === "string" ? record.runId : "?",
            startedAt: typeof record.startedAt === "string" ? record.startedAt : "?",
            command: typeof record.command === "string" ? record.command : "?",
        };
    }
    catch {
        return undefined;
    }
}
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
async function readIfExists(path) {
    try {
        return await (0,fs/* readFile */.TA)(path, "utf8");
    }
    catch (thrown) {
        if (codeOf(thrown) === "ENOENT")
            return undefined;
        throw new errors/* AlfredError */.XT("io_failed", (0,fs_durable/* ioMessage */.uo)(`cannot read the repository lock ${path}`, thrown), {
            cause: thrown,
        });
    }
}
function codeOf(thrown) {
    return typeof thrown === "object" && thrown !== null && "code" in thrown ? thrown.code : undefined;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/platform/git/git-locks.ts
/**
 * Git's lock files (`index.lock`, `HEAD.lock`, `refs/…/*.lock`, `packed-refs.lock`, …) left
 * behind by a git killed mid-write. Git refuses every later write while one exists ("remove the
 * file manually to continue"), which on a runner nobody can do. A lock is safe to remove only
 * when nothing alive can be using it: no process has it open (git keeps a lock's file open until
 * it commits or rolls it back) and no git process works in the repository. The caller adds the
 * third condition, that the run lock was taken over from a dead holder (`run-lock.ts`).
 */




/** Alfred's own lock files in the common directory (run-lock.ts), which are not git's. */
const OWN_LOCK = /^alfred-run\.lock/;
async function namesIn(dir) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
    return entries.map((entry) => ({ name: entry.name, dir: entry.isDirectory() }));
}
async function locksUnder(dir, found, depth) {
    for (const entry of await namesIn(dir)) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (entry.dir && depth > 0)
            await locksUnder(path, found, depth - 1);
        else if (!entry.dir && entry.name.endsWith(".lock"))
            found.push(path);
    }
}
/** Every git lock file of the repository: in its git directory, common directory and refs. */
async function findGitLocks(layout) {
    const found = [];
    for (const dir of new Set([layout.gitDir, layout.commonDir]))
        for (const entry of await namesIn(dir))
            if (!entry.dir && entry.name.endsWith(".lock") && !OWN_LOCK.test(entry.name))
                found.push((0,external_node_path_.join)(dir, entry.name));
    await locksUnder((0,external_node_path_.join)(layout.commonDir, "refs"), found, 8);
    return [...new Set(found)].map((absolute) => ({ path: (0,external_node_path_.relative)(layout.root, absolute), absolute }));
}
/** Every process's id, from `/proc`; undefined where there is none (not Linux). */
async function processIds() {
    // No readable /proc: undefined, as documented (no process can be shown to hold a lock).
    const entries = await (0,promises_.readdir)("/proc").catch(() => undefined);
    return entries?.filter((name) => /^\d+$/.test(name));
}
async function openFiles(pid) {
    const fds = await (0,promises_.readdir)(`/proc/${pid}/fd`).catch(() => []);
    const targets = await Promise.all(fds.map((fd) => (0,promises_.readlink)(`/proc/${pid}/fd/${fd}`).catch(() => "")));
    return targets.filter((target) => target !== "");
}
async function isGitIn(pid, roots) {
    const exe = await (0,promises_.readlink)(`/proc/${pid}/exe`).catch(() => "");
    if (!/(^|\/)git(-[a-z-]+)?$/.test(exe))
        return false;
    const cwd = await (0,promises_.readlink)(`/proc/${pid}/cwd`).catch(() => "");
    return roots.some((root) => cwd === root || cwd.startsWith(root + external_node_path_.sep));
}
/**
 * Why the repository's lock files may be in use, or undefined when nothing alive can be using
 * them: a process holds one open, or a git process runs in the worktree or its git directories.
 * Without `/proc` nothing can be known, which counts as in use.
 */
async function gitLocksInUse(layout, locks) {
    const pids = await processIds();
    if (pids === undefined)
        return "this platform cannot tell which processes hold them";
    const roots = await Promise.all([layout.root, layout.gitDir, layout.commonDir].map((dir) => (0,promises_.realpath)(dir).catch(() => dir)));
    const wanted = new Set(locks.map((lock) => lock.absolute));
    for (const pid of pids) {
        if (pid === String(process.pid))
            continue;
        const held = (await openFiles(pid)).find((target) => wanted.has(target));
        if (held !== undefined)
            return `process ${pid} has ${(0,external_node_path_.relative)(layout.root, held)} open`;
        if (await isGitIn(pid, roots))
            return `git process ${pid} is running in the repository`;
    }
    return undefined;
}
/**
 * Removes the lock files; the ones already gone are skipped. Returns those removed.
 * @throws AlfredError `io_failed` when one cannot be removed.
 */
async function removeGitLocks(locks) {
    const removed = [];
    for (const lock of locks) {
        try {
            await (0,promises_.unlink)(lock.absolute);
            removed.push(lock);
        }
        catch (thrown) {
            if (typeof thrown === "object" && thrown !== null && "code" in thrown && thrown.code === "ENOENT")
                continue;
            throw new errors/* AlfredError */.XT("io_failed", (0,fs_durable/* ioMessage */.uo)(`cannot remove the stale git lock ${lock.path}`, thrown), {
                cause: thrown,
            });
        }
    }
    return removed;
}

;// CONCATENATED MODULE: ./src/harness/state/stale-git-locks.ts
/**
 * Git locks a killed run left behind (issue 27): a run SIGKILLed while its git held
 * `.git/index.lock` leaves the file, and every later git write refuses with "remove the file
 * manually to continue" — which on a runner nobody can. When this run took the run lock over
 * from a dead holder, and no live process holds a lock or runs git in the repository
 * (`git-locks.ts`), the locks are that run's and are removed; the ledger records it. A lock a
 * live process may hold is never touched.
 */


/**
 * Removes the git locks a dead run left, when `lock` was taken over from it and nothing alive
 * may be using them. Undefined when there was nothing to remove (or it was not safe to).
 * @throws AlfredError `io_failed` when a stale lock cannot be removed; `git_failed`.
 */
async function clearStaleGitLocks(workingDir, lock) {
    const dead = lock.tookOverFrom;
    if (dead === undefined)
        return undefined;
    const layout = await (0,git_layout/* gitLayout */.H)(workingDir);
    const locks = await findGitLocks(layout);
    if (locks.length === 0 || (await gitLocksInUse(layout, locks)) !== undefined)
        return undefined;
    const removed = await removeGitLocks(locks);
    if (removed.length === 0)
        return undefined;
    return { removed: removed.map((found) => found.path), leftBy: { runId: dead.runId, pid: dead.pid } };
}

;// CONCATENATED MODULE: ./src/harness/open/run-preconditions.ts
/**
 * What must hold before the harness touches anything: it runs at the root of
 * a git repository, on a feature list inside it, in a permission mode that does
 * not need a person to approve each call. Each failure is a configuration error
 * (exit 2 in the CLI) naming the directory, file or setting and the fix.
 */





/** Permission modes in which every feature would be blocked for want of someone to approve. */
const UNATTENDED_BLOCKING_MODES = ["default", "plan"];
/**
 * The root of the git repository containing `directory`.
 * @throws ConfigError when `directory` is not inside a git repository.
 */
async function repositoryRoot(directory) {
    try {
        return (await (0,git_layout/* gitLayout */.H)(directory)).root;
    }
    catch {
        throw new errors/* ConfigError */.xL(`directory ${directory}`, "not a git repository: Alfred commits each passing feature and rolls back the rest, so it needs one (run `git init` and commit, or pass --cwd)");
    }
}
/**
 * `file` (relative to `base`, or absolute) as a path relative to the
 * repository `root`, with `/` separators.
 * @throws ConfigError when it lies outside the repository.
 */
function pathInRepository(root, base, file) {
    const absolute = (0,external_node_path_.isAbsolute)(file) ? file : (0,external_node_path_.resolve)(base, file);
    const inside = (0,external_node_path_.relative)(root, absolute);
    if (inside === "" || inside === ".." || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside)) {
        throw new errors/* ConfigError */.xL(`feature list ${absolute}`, `is outside the repository ${root}: the harness commits status changes with the features, so keep the list inside it`);
    }
    return inside.split(external_node_path_.sep).join("/");
}
/**
 * Checks what the harness needs before it takes the lock or reads anything,
 * and returns the feature list's path relative to the root (an absolute
 * `featuresFile` is accepted once, never joined onto the root twice).
 * @throws ConfigError naming what is wrong: a mode that would block every
 *   feature (`no_approver`), a directory that is not a repository's root, a
 *   feature list outside the repository or missing.
 */
async function checkRunPreconditions(options) {
    const mode = options.session.toolHost.permissionMode ?? host_profiles/* HOST_PROFILES */.Ue.library.permissionMode;
    if (UNATTENDED_BLOCKING_MODES.includes(mode)) {
        throw new errors/* ConfigError */.xL("session permission mode", `"${mode}" asks a person before edits and commands, and an unattended run has no one to ask: every ` +
            'feature would be blocked (no_approver). Create the session with permissionMode "bypass", as `alfred run` and ' +
            'the Action do (the path jail, kill-list and egress allow-list still hold), or "acceptEdits" with allow rules');
    }
    const root = await repositoryRoot(options.session.toolHost.workingDir);
    const here = await (0,fs/* realpath */.Kz)(options.session.toolHost.workingDir);
    if (here !== root) {
        throw new errors/* ConfigError */.xL(`directory ${options.session.toolHost.workingDir}`, `is not the root of its repository (${root}): run the harness at the root, so rollbacks and the path jail cover the whole repository`);
    }
    const list = pathInRepository(root, root, options.featuresFile);
    // Missing or unreadable: refused just below, saying what to do.
    const found = await (0,fs/* stat */.dJ)((0,external_node_path_.resolve)(root, list)).catch(() => undefined);
    if (found === undefined || !found.isFile()) {
        throw new errors/* ConfigError */.xL(`feature list ${(0,external_node_path_.resolve)(root, list)}`, "no such file: create it (see the README for its shape) or name another with --features");
    }
    return { featuresFile: list };
}

;// CONCATENATED MODULE: ./src/harness/autonomous-run.ts










/**
 * The autonomy harness: works through the feature list one feature at a time
 * (checkpoint → implement/verify attempts → rubric → commit or roll back),
 * signing every outcome into the ledger, journalling every agent call so an
 * interrupted run resumes where it stopped. Holds the repository's run lock
 * (see `run-lock.ts`) from before it reads anything until it returns. The
 * order of writes and how a resume reconciles them are in `feature-commit.ts`
 * and `reconcile.ts`.
 *
 * Every way the loop can end early — abort, provider outage, an I/O, git or
 * ledger error — appends `run_interrupted` with the reason (a thrown error is
 * rethrown after), except while a commit awaits its outcome entry: the ledger
 * then ends with the commit intent, which the resume completes.
 * @throws ConfigError before any work when `cwd` is not a repository's root,
 *   the feature list is missing or outside it, the session's permission mode
 *   would block every feature, or a verify command cannot start inside the
 *   boundary (`verify-preflight.ts`: before any model call, nothing written); AlfredError `run_locked` when another run holds
 *   the repository; AlfredError before any work when the run cannot start (dirty
 *   worktree, unknown run id on resume, a ledger that lost its tail, an
 *   inconsistent resume, malformed feature list, bad ledger key); any error
 *   that ends the run early, after recording it.
 */
async function autonomousRun(options) {
    const { featuresFile } = await checkRunPreconditions(options);
    await preflight(options, featuresFile);
    const lock = await acquireRunLock({
        workingDir: options.session.toolHost.workingDir,
        runId: options.runId,
        ...options.lock,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    try {
        const staleLocks = await clearStaleGitLocks(options.session.toolHost.workingDir, lock);
        return await runLocked({ ...options, featuresFile }, staleLocks);
    }
    finally {
        await lock.release();
    }
}
/**
 * Before the lock and any write: every verify command the run needs can start inside the
 * boundary (`verify-preflight.ts`). A session without a boundary is not checked (its verify
 * fails closed).
 * @throws ConfigError `verify preflight`.
 */
async function preflight(options, featuresFile) {
    const boundary = options.session.toolHost.runtime?.boundary;
    if (boundary === undefined)
        return;
    const listPath = (0,external_node_path_.join)(options.session.toolHost.workingDir, featuresFile);
    await requireVerifyPreflight({
        list: await (0,feature_list/* readFeatureList */.jZ)(listPath),
        listPath: featuresFile,
        boundary,
        workingDir: options.session.toolHost.workingDir,
        defaultVerify: options.defaultVerify,
        only: options.only,
    });
}
/**
 * The run under its lock, phase by phase: open (and on resume reconcile,
 * `run-context.ts`) → the feature loop (start → implement → verify → score →
 * record, `feature-loop.ts`) → close.
 */
async function runLocked(options, staleLocks) {
    const run = await openPhase(options, staleLocks);
    try {
        await featureLoop(run);
    }
    catch (thrown) {
        // Record why the run ended, unless a commit awaits its outcome: the resume completes that.
        if (!run.interruptRecorded && !run.commitInFlight)
            // Best effort while failing: `thrown` is what the caller must see, not a failure to record it.
            await interrupt(run, `the run failed: ${(0,errors/* errorMessage */.gJ)(thrown)}`, run.current).catch(() => undefined);
        throw thrown;
    }
    return closePhase(run);
}
/**
 * Phase 3, close: the summary of the run, and `run_end` in the ledger —
 * except for an interrupted run (abort, provider outage), which stays open
 * to be resumed and ends with `run_interrupted` instead.
 */
async function closePhase(run) {
    const { options, status, outcomes } = run;
    if (status === "aborted" && !run.interruptRecorded)
        await interrupt(run, "interrupted; resume with the same run id");
    const count = (...statuses) => run.list.features.filter((feature) => wanted(options, feature) && statuses.includes(feature.status))
        .length;
    const passing = count("passing");
    const blocked = count("blocked");
    const pending = count("pending", "in_progress");
    // A resumed run counts what passed before the interruption too: it is one run.
    const passedNow = outcomes.some((outcome) => outcome.status === "passing") ||
        run.list.features.some((feature) => run.opened.resume.features.has(feature.id) && feature.status === "passing");
    // Nothing green that did nothing: resolving a list by blocking every feature is a failure.
    const exitCode = status === "aborted" ? 130 : status === "all_resolved" && (passedNow || outcomes.length === 0) ? 0 : 1;
    const summary = {
        runId: options.runId,
        status,
        features: outcomes,
        passing,
        blocked,
        pending,
        costUsd: run.runCost,
        durationMs: run.deps.now() - run.startedAt,
        ledgerPath: run.opened.ledgerPath,
        journalPath: run.opened.journalPath,
        ...(run.stopReason === undefined ? {} : { stopReason: run.stopReason }),
        exitCode,
    };
    if (status !== "aborted" && status !== "provider_error") {
        await append(run, "run_end", {
            status,
            passing,
            blocked,
            pending,
            costUsd: run.runCost,
            durationMs: summary.durationMs,
            exitCode,
            ...egressData(options.session.toolHost.runtime?.boundary),
        });
    }
    options.onProgress?.({ type: "run_end", summary });
    return summary;
}

;// CONCATENATED MODULE: ./src/harness/state/harness-options.ts
/**
 * The harness settings of `config`, the same for `alfred run` and the Action:
 * verify command, attempts, rollback, verify timeout, run and feature budgets. Pure.
 */
function harnessOptionsFrom(config) {
    return {
        defaultVerify: config.verify,
        iterationBudget: config.iterationBudget,
        rollback: config.rollback,
        verifyTimeoutMs: config.verifyTimeoutMs,
        runBudget: { maxCostUsd: config.budget.maxCostUsd, maxWallClockMs: config.budget.maxWallClockMs },
        featureBudget: config.featureBudget,
    };
}

// EXTERNAL MODULE: ./src/platform/git/git-push.ts
var git_push = __webpack_require__(93845);
// EXTERNAL MODULE: ./src/security/secrets/redactor.ts
var secrets_redactor = __webpack_require__(35526);
// EXTERNAL MODULE: ./src/session/create-session.ts + 32 modules
var create_session = __webpack_require__(91099);
// EXTERNAL MODULE: ./src/action/credentials.ts
var credentials = __webpack_require__(35440);
// EXTERNAL MODULE: ./src/session/session-parts.ts + 19 modules
var session_parts = __webpack_require__(23611);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/github/artifact-zip.ts
/**
 * Reading an artifact's zip, which is untrusted input: anyone who can run a
 * workflow in the repository can upload one. Reads the central directory
 * (its sizes are authoritative: streamed zips such as `archiver`'s put zeros
 * in the local headers) and inflates only the entries the caller wants, each
 * bounded before and while inflating, so a zip bomb costs nothing. Stored
 * (method 0) and deflated (method 8) entries; no zip64, no encryption. Pure.
 */

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
/** Reads a little-endian integer, failing with a zip error (not a RangeError) past the end. */
function reader(zip) {
    const check = (at, width) => {
        if (at < 0 || at + width > zip.length)
            throw new Error(`zip: truncated (offset ${at} is past the end)`);
    };
    return {
        u16: (at) => {
            check(at, 2);
            return zip.readUInt16LE(at);
        },
        u32: (at) => {
            check(at, 4);
            return zip.readUInt32LE(at);
        },
    };
}
function endOfCentralDirectory(zip) {
    // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
    const lowest = Math.max(0, zip.length - 22 - 0xffff);
    for (let offset = zip.length - 22; offset >= lowest; offset -= 1) {
        if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY)
            return offset;
    }
    throw new Error("zip: no end of central directory record (not a zip archive?)");
}
function entries(zip) {
    const read = reader(zip);
    const end = endOfCentralDirectory(zip);
    const count = read.u16(end + 10);
    let offset = read.u32(end + 16);
    const found = [];
    for (let index = 0; index < count; index += 1) {
        if (read.u32(offset) !== CENTRAL_FILE_HEADER)
            throw new Error(`zip: bad central directory entry ${index}`);
        const flags = read.u16(offset + 8);
        const nameLength = read.u16(offset + 28);
        if (offset + 46 + nameLength > zip.length)
            throw new Error("zip: truncated central directory");
        const name = zip.toString((flags & 0x800) !== 0 ? "utf8" : "latin1", offset + 46, offset + 46 + nameLength);
        if ((flags & 0x1) !== 0)
            throw new Error(`zip: ${name} is encrypted`);
        const entry = {
            name,
            method: read.u16(offset + 10),
            compressedSize: read.u32(offset + 20),
            size: read.u32(offset + 24),
            localOffset: read.u32(offset + 42),
        };
        if (entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff)
            throw new Error(`zip: ${name} needs zip64`);
        found.push(entry);
        offset += 46 + nameLength + read.u16(offset + 30) + read.u16(offset + 32);
    }
    return found;
}
function inflate(zip, entry) {
    const read = reader(zip);
    if (read.u32(entry.localOffset) !== LOCAL_FILE_HEADER)
        throw new Error(`zip: bad local header for ${entry.name}`);
    const start = entry.localOffset + 30 + read.u16(entry.localOffset + 26) + read.u16(entry.localOffset + 28);
    if (start + entry.compressedSize > zip.length)
        throw new Error(`zip: ${entry.name} is truncated`);
    const data = zip.subarray(start, start + entry.compressedSize);
    if (entry.method === 0)
        return Buffer.from(data);
    if (entry.method !== 8)
        throw new Error(`zip: ${entry.name} uses compression method ${entry.method}`);
    try {
        // The central directory's size bounds the output: more is a lie (or a bomb), refused unread.
        return (0,external_node_zlib_.inflateRawSync)(data, { maxOutputLength: Math.max(1, entry.size) });
    }
    catch (thrown) {
        throw new Error(`zip: ${entry.name} does not inflate to its declared ${entry.size} bytes`, {
            cause: thrown,
        });
    }
}
/**
 * The wanted files of a zip archive, name → bytes (directory entries left
 * out), within the limits.
 * @throws Error naming the entry when the archive is malformed, uses an
 *   unsupported feature, holds a wanted name twice, or an entry (or their sum)
 *   is over its limit.
 */
function readZipEntries(zip, limits) {
    const files = new Map();
    let total = 0;
    for (const entry of entries(zip)) {
        if (entry.name.endsWith("/") || !limits.wanted(entry.name))
            continue;
        if (files.has(entry.name))
            throw new Error(`zip: ${entry.name} appears twice`);
        if (entry.size > limits.maxEntryBytes)
            throw new Error(`zip: ${entry.name} is ${entry.size} bytes, over the ${limits.maxEntryBytes}-byte limit`);
        total += entry.size;
        if (total > limits.maxTotalBytes)
            throw new Error(`zip: the wanted entries exceed ${limits.maxTotalBytes} bytes together`);
        const content = inflate(zip, entry);
        if (content.length !== entry.size)
            throw new Error(`zip: ${entry.name} inflated to ${content.length} bytes, expected ${entry.size}`);
        files.set(entry.name, content);
    }
    return files;
}

;// CONCATENATED MODULE: ./src/github/repo-artifacts.ts
/**
 * The repository's artifacts across workflow runs, through the REST API
 * (`GET /repos/{owner}/{repo}/actions/artifacts`, then
 * `…/artifacts/{id}/zip`, which redirects to blob storage). The toolkit's
 * `@actions/artifact` client lists one run's artifacts only; a later run
 * looking for what an earlier one left needs the repository's list. Whatever
 * is read here is untrusted: the caller verifies it.
 */

/**
 * The repository's unexpired artifacts whose name starts with `prefix`,
 * newest first, from the first `pages` pages of 100 (GitHub lists newest
 * first).
 * @throws the client's errors (a 403 when the token may not read Actions).
 */
async function listRepoArtifacts(octokit, where, prefix, pages = 3) {
    const found = [];
    for (let page = 1; page <= pages; page++) {
        const { data } = await octokit.rest.actions.listArtifactsForRepo({ ...where, per_page: 100, page });
        for (const artifact of data.artifacts) {
            if (artifact.expired || !artifact.name.startsWith(prefix))
                continue;
            const run = artifact.workflow_run;
            found.push({
                id: artifact.id,
                name: artifact.name,
                sizeInBytes: artifact.size_in_bytes,
                createdAt: artifact.created_at ?? "",
                run: run?.id === undefined || run.repository_id === undefined || run.head_repository_id === undefined
                    ? undefined
                    : { id: run.id, repositoryId: run.repository_id, headRepositoryId: run.head_repository_id },
            });
        }
        if (data.artifacts.length < 100)
            break;
    }
    return found.sort((a, b) => a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1);
}
/**
 * Downloads artifact `id` as its zip, refusing one larger than `maxBytes`
 * (as listed, and as received).
 * @throws AlfredError `artifact_download_failed`.
 */
async function downloadRepoArtifact(octokit, where, artifact, maxBytes) {
    const tooLarge = (size) => new errors/* AlfredError */.XT("artifact_download_failed", `artifact ${artifact.name} is ${size} bytes, over the ${maxBytes}-byte limit`);
    if (artifact.sizeInBytes > maxBytes)
        throw tooLarge(artifact.sizeInBytes);
    try {
        // The API answers 302 to a signed blob URL; fetch follows it (without the token: another origin).
        const { data } = await octokit.rest.actions.downloadArtifact({
            ...where,
            artifact_id: artifact.id,
            archive_format: "zip",
        });
        const bytes = data instanceof ArrayBuffer ? Buffer.from(data) : undefined;
        if (bytes === undefined)
            throw new errors/* AlfredError */.XT("artifact_download_failed", `artifact ${artifact.name}: the answer is not a zip`);
        if (bytes.length > maxBytes)
            throw tooLarge(bytes.length);
        return bytes;
    }
    catch (thrown) {
        if (thrown instanceof errors/* AlfredError */.XT)
            throw thrown;
        throw new errors/* AlfredError */.XT("artifact_download_failed", `downloading artifact ${artifact.name}: ${thrown instanceof Error ? thrown.message : String(thrown)}`, { cause: thrown });
    }
}

// EXTERNAL MODULE: ./src/memory/fact-file.ts
var fact_file = __webpack_require__(23156);
// EXTERNAL MODULE: ./src/memory/layout.ts
var memory_layout = __webpack_require__(10337);
// EXTERNAL MODULE: ./src/memory/store.ts
var store = __webpack_require__(83502);
// EXTERNAL MODULE: ./src/orchestrator/ledger-verify.ts
var ledger_verify = __webpack_require__(1973);
// EXTERNAL MODULE: ./src/action/signed-json.ts
var signed_json = __webpack_require__(2475);
;// CONCATENATED MODULE: ./src/action/memory-manifest.ts
/**
 * The manifest that lets a later run trust the memory an earlier run left in
 * its ledger artifact. Anyone who can run a workflow in the repository can
 * upload an artifact named like Alfred's, so the memory inside is untrusted
 * until proved otherwise: the manifest lists every carried file with its
 * SHA-256, names the repository, the workflow run and the signature of the
 * ledger's last entry, and is signed with the ledger key
 * (`HMAC-SHA256(key, "alfred-memory-manifest/1\n" + canonical JSON)`, a
 * message no ledger entry can have). Pure.
 */



/** Where the memory sits inside the ledger artifact. */
const CARRIED_DIR = "memory";
/** The manifest's path inside the artifact. */
const MANIFEST_FILE = `${CARRIED_DIR}/manifest.json`;
/** What a carried memory may hold; anything over it is not restored. */
const CARRY_LIMITS = {
    /** One fact or USER.md. */
    fileBytes: 64 * 1024,
    facts: 10_000,
    /** Every carried file together. */
    totalBytes: 16 * 1024 * 1024,
    /** The ledger, read to check the manifest's binding. */
    ledgerBytes: 32 * 1024 * 1024,
    /** The whole artifact zip (the journal is in it, but never inflated). */
    artifactBytes: 256 * 1024 * 1024,
};
const MANIFEST_KIND = {
    domain: "alfred-memory-manifest/1\n",
    what: "its memory manifest",
};
/** Why `path` may not be carried (relative to `.alfred/memory/`), or undefined when it may. */
function carriedPathProblem(path) {
    if (path === "USER.md")
        return undefined;
    const fact = /^facts\/([^/]+)\.md$/.exec(path);
    if (fact?.[1] === undefined)
        return `${path} is not facts/<slug>.md or USER.md`;
    return (0,memory_layout/* slugProblem */.fF)(fact[1]);
}
/** Lowercase hex SHA-256. */
function sha256(bytes) {
    return (0,external_node_crypto_.createHash)("sha256").update(bytes).digest("hex");
}
/** The manifest file's text: the fields and their `mac` (signed-json.ts). */
function signManifest(manifest, key) {
    return (0,signed_json/* signJson */.S)(MANIFEST_KIND, manifest, key);
}
const HEX_64 = /^[0-9a-f]{64}$/;
function fieldsOf(value) {
    if (typeof value !== "object" || value === null)
        return undefined;
    const get = (name) => Reflect.get(value, name);
    const files = get("files");
    if (typeof files !== "object" || files === null || Array.isArray(files))
        return undefined;
    const entries = Object.entries(files);
    if (!entries.every(([, digest]) => typeof digest === "string" && HEX_64.test(digest)))
        return undefined;
    const [version, repository, workflowRunId, runId, ledgerSig] = [
        get("version"),
        get("repository"),
        get("workflowRunId"),
        get("runId"),
        get("ledgerSig"),
    ];
    if (version !== 1 || typeof repository !== "string" || typeof runId !== "string")
        return undefined;
    if (typeof workflowRunId !== "number" || typeof ledgerSig !== "string" || !HEX_64.test(ledgerSig))
        return undefined;
    const digests = Object.fromEntries(entries.map(([path, digest]) => [path, String(digest)]));
    return { version, repository, workflowRunId, runId, ledgerSig, files: digests };
}
/**
 * Parses `text` and checks its `mac` with `key` (in constant time). Checks
 * nothing else: the binding to the ledger, run and repository is the
 * caller's. Never throws.
 */
function readManifest(text, key) {
    const read = (0,signed_json/* readSignedJson */.x)(MANIFEST_KIND, text, key, fieldsOf);
    return read.ok ? { ok: true, manifest: read.fields } : read;
}

;// CONCATENATED MODULE: ./src/action/memory-carry.ts
/**
 * Memory between Action runs when it is not committed (`commit-memory` off,
 * the default): each run puts `.alfred/memory/` facts and USER.md into its
 * ledger artifact under `memory/`, with a manifest signed by the ledger key
 * (`memory-manifest.ts`); the next run finds the newest such artifact of the
 * repository and restores it before the session starts.
 *
 * What a forged artifact could do, and what stops it: its facts reach the
 * model (as search results, the prompt's memory part, the first turn's
 * prefetch) and steer it, and its files are written into the workspace. So an
 * artifact is used only when it comes from a run of this repository (not a
 * fork's pull request), its ledger verifies with the ledger key, and its
 * manifest — signed with the same key, naming this repository, that
 * workflow run and that ledger's last entry — lists exactly the files
 * restored, by hash. Files are restored only as `facts/<slug>.md` and
 * `USER.md`, each and all together within limits, never over what the
 * checkout already has. Even then facts stay untrusted: everywhere they are
 * shown to the model they are fenced as data.
 */










/** The ledger artifacts' names start with this (`alfred-ledger-<runId>`). */
const LEDGER_ARTIFACT_PREFIX = "alfred-ledger-";
/** How many of the newest candidates are tried before giving up. */
const CANDIDATES = 5;
/**
 * The memory files of the workspace that travel (`facts/<slug>.md`, `USER.md`), relative to
 * `.alfred/memory/`, read without following links (a link is refused: nothing is carried).
 */
async function carriedFiles(workingDir, redact) {
    const layout = (0,memory_layout/* memoryLayout */.sP)(workingDir);
    const names = (await (0,store/* listNames */.Zv)(workingDir, layout.facts, ".md")).map((name) => `facts/${name}`).sort();
    const files = new Map();
    let total = 0;
    for (const path of ["USER.md", ...names]) {
        if (carriedPathProblem(path) !== undefined || files.size > CARRY_LIMITS.facts)
            continue;
        const read = await (0,workspace_fs/* readWorkspaceBytes */.br)(workingDir, (0,external_node_path_.join)(layout.root, path));
        const bytes = read === undefined ? undefined : Buffer.from(redact(read.toString("utf8")));
        if (bytes === undefined || bytes.length > CARRY_LIMITS.fileBytes)
            continue;
        if (total + bytes.length > CARRY_LIMITS.totalBytes)
            break;
        total += bytes.length;
        files.set(path, bytes);
    }
    return files;
}
/**
 * Copies the workspace's facts and USER.md to `<runDir>/memory/` with a
 * manifest signed by the ledger key and bound to the ledger's last entry.
 * Returns the files to add to the ledger artifact; none (with a notice) when
 * the ledger has no entry to bind to. Never throws.
 */
async function packMemory(options, run) {
    try {
        const ledger = (await (0,store/* readOptional */.T9)(options.workingDir, run.ledgerPath)) ?? "";
        const last = (0,ledger_verify/* parseLedgerLine */.Du)(ledger.trimEnd().split("\n").at(-1) ?? "");
        if (last === undefined) {
            options.notice?.("Memory is not carried in the ledger artifact: the ledger has no entry to sign it with.");
            return [];
        }
        const files = await carriedFiles(options.workingDir, run.redact ?? ((text) => text));
        const written = [];
        for (const [path, bytes] of files) {
            // Never through a link: the run directory is the harness's, and read-only in the sandbox.
            const target = (0,external_node_path_.join)(run.runDir, CARRIED_DIR, path);
            await (0,workspace_fs/* writeWorkspaceFile */.dx)(options.workingDir, target, bytes);
            written.push(target);
        }
        const manifest = signManifest({
            version: 1,
            repository: options.context.repository,
            workflowRunId: options.context.runId,
            runId: run.runId,
            ledgerSig: last.sig,
            files: Object.fromEntries([...files].map(([path, bytes]) => [path, sha256(bytes)])),
        }, options.secrets.ledgerKey ?? "");
        const manifestPath = (0,external_node_path_.join)(run.runDir, MANIFEST_FILE);
        await (0,workspace_fs/* writeWorkspaceFile */.dx)(options.workingDir, manifestPath, manifest);
        return [...written, manifestPath];
    }
    catch (thrown) {
        options.notice?.(`Memory is not carried in the ledger artifact: ${(0,errors/* errorMessage */.gJ)(thrown)}.`);
        return [];
    }
}
/**
 * Why an artifact is not a candidate at all, from its listing alone: a fork's pull request
 * runs workflows that can upload artifacts to this repository, as many as it likes, so these
 * are passed over without a download and without using up one of the {@link CANDIDATES}.
 */
function notCandidate(artifact) {
    if (artifact.run === undefined)
        return "GitHub does not say which run uploaded it";
    if (artifact.run.headRepositoryId !== artifact.run.repositoryId)
        return "it was uploaded by a run for another repository's head (a fork)";
    return undefined;
}
/** Downloads `artifact` and returns its memory when every check passes (module comment). */
async function verifiedMemory(options, artifact) {
    const { context } = options;
    const key = options.secrets.ledgerKey ?? "";
    if (artifact.run === undefined)
        return { why: "GitHub does not say which run uploaded it" };
    const zip = await downloadRepoArtifact(options.octokit, { owner: context.owner, repo: context.repo }, artifact, CARRY_LIMITS.artifactBytes);
    const entries = readZipEntries(zip, {
        wanted: (name) => name === "ledger.jsonl" || name.startsWith(`${CARRIED_DIR}/`),
        maxEntryBytes: CARRY_LIMITS.ledgerBytes,
        maxTotalBytes: CARRY_LIMITS.ledgerBytes + CARRY_LIMITS.totalBytes,
    });
    const manifestText = entries.get(MANIFEST_FILE)?.toString("utf8");
    if (manifestText === undefined)
        return { why: "it carries no memory manifest" };
    const read = readManifest(manifestText, key);
    if (!read.ok)
        return { why: read.why };
    const { manifest } = read;
    const ledger = entries.get("ledger.jsonl")?.toString("utf8") ?? "";
    if (!(0,ledger_verify/* verifyLedger */.xy)(ledger, key).ok)
        return { why: "its ledger does not verify with this ledger key" };
    if ((0,ledger_verify/* parseLedgerLine */.Du)(ledger.trimEnd().split("\n").at(-1) ?? "")?.sig !== manifest.ledgerSig)
        return { why: "its memory manifest belongs to another ledger" };
    if (manifest.repository.toLowerCase() !== context.repository.toLowerCase())
        return { why: `its memory manifest names ${manifest.repository}` };
    if (manifest.workflowRunId !== artifact.run.id)
        return {
            why: `its memory manifest names run ${manifest.workflowRunId}, but run ${artifact.run.id} uploaded it`,
        };
    return checkedFiles(manifest.files, entries);
}
/** The manifest's files, each present, within limits and matching its hash. */
function checkedFiles(listed, entries) {
    const paths = Object.keys(listed);
    if (paths.length > CARRY_LIMITS.facts + 1)
        return { why: `its manifest lists ${paths.length} files` };
    const files = new Map();
    for (const path of paths) {
        const problem = carriedPathProblem(path);
        if (problem !== undefined)
            return { why: `its manifest lists ${path}: ${problem}` };
        const bytes = entries.get(`${CARRIED_DIR}/${path}`);
        if (bytes === undefined || bytes.length > CARRY_LIMITS.fileBytes || sha256(bytes) !== listed[path])
            return { why: `its ${path} is missing, too large, or not the file the manifest lists` };
        files.set(path, bytes);
    }
    return { files };
}
/** Writes carried files the checkout does not have; returns how many facts it restored. */
async function restoreFiles(workingDir, files) {
    const layout = (0,memory_layout/* memoryLayout */.sP)(workingDir);
    let facts = 0;
    for (const [path, bytes] of files) {
        const target = (0,external_node_path_.join)(layout.root, path);
        // What the checkout already has (committed memory, a person's edits) wins over an artifact's copy.
        // A link there counts as present (and is not replaced): the checkout's own state wins.
        if ((await (0,workspace_fs/* statWorkspaceFile */.e3)(workingDir, target).catch(() => "refused")) !== undefined)
            continue;
        if (path.startsWith("facts/")) {
            const slug = path.slice("facts/".length, -".md".length);
            if (!(0,fact_file/* parseFact */.a9)(slug, bytes.toString("utf8"), new Date(0).toISOString()).ok)
                continue;
            facts++;
        }
        await (0,workspace_fs/* writeWorkspaceFile */.dx)(workingDir, target, bytes);
    }
    await (0,store/* regenerateMemoryIndex */._m)(layout);
    return facts;
}
/** How many reasons a notice names before "and N more". */
const REASONS_SHOWN = 8;
function listOf(reasons) {
    const more = reasons.length - REASONS_SHOWN;
    return reasons.slice(0, REASONS_SHOWN).join("; ") + (more > 0 ? `; and ${more} more` : "");
}
/**
 * Restores `.alfred/memory/` facts and USER.md from the newest ledger
 * artifact of the repository whose memory verifies (downloading at most the
 * newest {@link CANDIDATES} not uploaded for a fork), before the session starts; says what it did in a
 * notice. Never throws: memory is context, not a precondition.
 */
async function restoreMemory(options) {
    const notice = options.notice ?? (() => undefined);
    const reasons = [];
    try {
        const { owner, repo } = options.context;
        const listed = await listRepoArtifacts(options.octokit, { owner, repo }, LEDGER_ARTIFACT_PREFIX);
        let tried = 0;
        for (const artifact of listed) {
            if (tried === CANDIDATES)
                break;
            const why = notCandidate(artifact);
            if (why !== undefined) {
                reasons.push(`${artifact.name}: ${why}`);
                continue;
            }
            tried++;
            const carried = await verifiedMemory(options, artifact).catch((thrown) => ({
                why: (0,errors/* errorMessage */.gJ)(thrown),
            }));
            if ("why" in carried) {
                reasons.push(`${artifact.name}: ${carried.why}`);
                continue;
            }
            const restored = await restoreFiles(options.workingDir, carried.files);
            const passedOver = reasons.length === 0 ? "" : ` (passed over newer ones: ${listOf(reasons)})`;
            notice(`Memory: restored ${restored} fact(s) from the ledger artifact ${artifact.name}${passedOver}.`);
            return;
        }
    }
    catch (thrown) {
        reasons.push((0,errors/* errorMessage */.gJ)(thrown));
    }
    notice(`Memory: nothing restored from earlier runs (${reasons.length === 0 ? "no earlier ledger artifact in this repository" : listOf(reasons)}).`);
}

// EXTERNAL MODULE: ./src/action/resume-attempt.ts
var resume_attempt = __webpack_require__(49631);
;// CONCATENATED MODULE: ./src/action/run-start-up.ts
/**
 * The start-up of one Action run, in one place: what runs at the same time before the agent's
 * session, what it hands on settled, and the two warm-ups it leaves running into the session.
 */







/**
 * Starts the run: the branch (a re-run attempt continues the previous attempt's: resume-attempt.ts),
 * the checkout's credentials hidden, the OS sandbox set up, earlier runs' memory restored
 * (memory-carry.ts) and the system prompt's repo map rendered. A first attempt only checks out a
 * branch at the commit checked out, which leaves `.git/config` and the files alone, so all of it
 * starts at once; a re-run may fetch and check out another commit, so the credentials and memory
 * wait for the branch (the sandbox does not). When the branch or the sandbox fails, the credentials
 * are put back, memory's restore is awaited, and the failure is thrown with its phase.
 */
async function startUp(options) {
    const first = options.context.runAttempt <= 1;
    options.phase("preparing the branch");
    // Hooks come from the commit checked out, never from a previous attempt's (agent-made) commits.
    const startCommit = await (0,workspace_git/* headSha */.xF)(options.workingDir);
    const repoMap = first ? renderedMap(options) : undefined;
    const sandbox = options.setUpSandbox();
    const hidingEarly = first ? (0,credentials/* hideGitCredentials */.n)(options.workingDir) : undefined;
    const restoringEarly = first ? restoreMemory(options) : undefined;
    const branch = (0,resume_attempt/* prepareAttempt */.RM)(attemptOptions(options)).then(async (attempt) => ({
        attempt,
        hidden: await (hidingEarly ?? (0,credentials/* hideGitCredentials */.n)(options.workingDir)),
    }));
    const [prepared, boundary, hiding] = await Promise.allSettled([branch, sandbox, hidingEarly]);
    if (prepared.status === "rejected" || boundary.status === "rejected") {
        // Nothing started here outlives the failure: memory's restore and the map settle, the credentials come back.
        await Promise.all([restoringEarly, repoMap]);
        const hidden = prepared.status === "fulfilled" ? prepared.value.hidden : fulfilledValue(hiding);
        await hidden?.restore();
        if (prepared.status === "rejected")
            throw prepared.reason;
        if (boundary.status === "rejected") {
            options.phase("setting up the sandbox");
            throw boundary.reason;
        }
    }
    return {
        startCommit,
        attempt: prepared.value.attempt,
        hidden: prepared.value.hidden,
        sandbox: boundary.value,
        warmUp: { memory: restoringEarly ?? restoreMemory(options), ...(0,omit_undefined/* omitUndefined */.O)({ repoMap }) },
    };
}
/** The repo map for the system prompt; a map that cannot be built is noted and left out (`""`). */
async function renderedMap(options) {
    try {
        return await (0,session_parts/* systemPromptMap */.IF)(options.workingDir, "on");
    }
    catch (thrown) {
        options.onNote?.(`repo map left out of the prompt: ${(0,errors/* errorMessage */.gJ)(thrown)}`);
        return "";
    }
}
function fulfilledValue(part) {
    return part.status === "fulfilled" ? part.value : undefined;
}
/** {@link PrepareAttemptOptions} of an Action run. */
function attemptOptions(options) {
    return {
        workingDir: options.workingDir,
        context: options.context,
        runId: options.runId,
        branchPrefix: options.config.github.branchPrefix,
        ledgerKey: options.secrets.ledgerKey ?? "",
        credentials: (0,credentials/* pushAuthConfig */.J)(options.secrets.githubToken),
        env: options.env,
        notice: options.notice ?? (() => undefined),
        ...(0,omit_undefined/* omitUndefined */.O)({ signal: options.signal }),
    };
}

;// CONCATENATED MODULE: ./src/action/artifact-stage.ts
/**
 * What leaves in the ledger artifact is built from what the harness wrote (issue 26): each file
 * of the run directory is read without following a link (workspace-fs.ts), passed through the
 * redactor, and copied into a private staging directory outside the workspace, which is what
 * the artifact client zips. So a link planted in the run directory can neither pull a host file
 * (`/proc/self/environ`) into the artifact nor be followed by the upload, and a secret that
 * reached a harness file anyway does not leave with it.
 */



/**
 * Copies `files` into a fresh directory under `tempDir`, each read without following links and
 * redacted. A missing file is left out silently (the upload would name it), a refused one with
 * its reason in `refused`.
 * @throws Error when the staging directory cannot be written.
 */
async function stageArtifact(input) {
    const root = await (0,fs/* mkdtemp */.jV)((0,external_node_path_.join)(input.tempDir, "alfred-artifact-"));
    const files = [];
    const refused = [];
    for (const file of input.files) {
        const name = (0,external_node_path_.relative)(input.runDir, file);
        let bytes;
        try {
            bytes = await (0,workspace_fs/* readWorkspaceBytes */.br)(input.workingDir, file);
        }
        catch (thrown) {
            if (!(0,workspace_fs/* isLinkRefused */.DS)(thrown))
                throw thrown;
            refused.push(thrown.message);
            continue;
        }
        if (bytes === undefined)
            continue;
        const target = (0,external_node_path_.join)(root, name);
        await (0,fs/* mkdir */.Ck)((0,external_node_path_.dirname)(target), { recursive: true });
        await (0,fs/* writeFile */._h)(target, input.redact(bytes.toString("utf8")));
        files.push(target);
    }
    return { rootDirectory: root, files, refused, remove: () => (0,fs.rm)(root, { recursive: true, force: true }) };
}

;// CONCATENATED MODULE: ./src/action/memory-commit.ts






/** The committable memory files in the workspace, workspace-relative → text. */
async function workspaceMemory(workingDir) {
    const layout = (0,memory_layout/* memoryLayout */.sP)(workingDir);
    const paths = [
        `${memory_layout/* MEMORY_DIR */.Mi}/MEMORY.md`,
        `${memory_layout/* MEMORY_DIR */.Mi}/USER.md`,
        ...(await (0,store/* listNames */.Zv)(workingDir, layout.facts, ".md")).map((name) => `${memory_layout/* MEMORY_DIR */.Mi}/facts/${name}`),
    ];
    const files = new Map();
    for (const path of paths.filter(memory_layout/* isCommittableMemoryPath */.k7)) {
        const text = await (0,store/* readOptional */.T9)(workingDir, path);
        if (text !== undefined)
            files.set(path, text);
    }
    return files;
}
/**
 * Commits the workspace's memory on top of HEAD when `commit-memory` is on
 * and it differs from HEAD's. Returns the commit, or undefined when there is
 * nothing to commit (or the input is off).
 * @throws AlfredError `git_failed`.
 */
async function commitMemory(workingDir, config, runId) {
    if (!config.github.commitMemory)
        return undefined;
    const head = await (0,workspace_git/* headSha */.xF)(workingDir);
    const files = await workspaceMemory(workingDir);
    const committed = (await (0,git/* git */.$Y)(["ls-tree", "-r", "-z", "--name-only", head, "--", `${memory_layout/* MEMORY_DIR */.Mi}/`], { cwd: workingDir })).stdout
        .split("\0")
        .filter(memory_layout/* isCommittableMemoryPath */.k7);
    const changes = [
        ...(await Promise.all([...files].map(async ([path, text]) => ({
            path,
            blob: await storeBlob(workingDir, text),
            mode: "100644",
        })))),
        ...committed.filter((path) => !files.has(path)).map((path) => ({ path, blob: null, mode: "100644" })),
    ];
    const base = await treeOf(workingDir, head);
    const tree = await overlayTree(workingDir, base, changes);
    if (tree === base)
        return undefined;
    const facts = [...files.keys()].filter((path) => path.includes("/facts/")).length;
    const message = `chore(memory): what Alfred remembered in run ${runId}\n\nAlfred-Memory: ${facts} fact(s)\nAlfred-Run: ${runId}\n`;
    return writeCommit(workingDir, tree, head, message);
}
/** The push policy's memory part: the memory commit, and the paths it may change. */
function memoryPushPolicy(commit) {
    return commit === undefined ? {} : { memory: { sha: commit, allows: memory_layout/* isCommittableMemoryPath */.k7 } };
}

// EXTERNAL MODULE: ./src/action/push-branch.ts
var push_branch = __webpack_require__(49033);
// EXTERNAL MODULE: ./src/action/run-pull-request.ts
var run_pull_request = __webpack_require__(32767);
;// CONCATENATED MODULE: ./src/action/shutdown.ts
/**
 * The shutdown of a cancelled Action run. GitHub cancels a job with SIGINT, sends SIGTERM 7.5 s
 * later and SIGKILL 2.5 s after that. The first signal aborts the run's work (the harness records
 * `run_interrupted`); what was committed must still reach the origin and the ledger the artifact
 * service, or the re-run attempt pays for the same features again. Those steps cannot run under
 * the aborted signal, so each gets its own time limit, together well inside the 7.5 s.
 */
/** Each shutdown step's limit, in ms: the ledger's upload, then the branch's push. */
const SHUTDOWN_STEP_MS = { upload: 3_000, push: 3_000 };
/**
 * The signal a step after the run runs under: the run's own while it is live; once it is
 * aborted (the job was cancelled), a fresh one that aborts after `limitMs`.
 */
function shutdownStepSignal(run, limitMs) {
    return run?.aborted === true ? AbortSignal.timeout(limitMs) : run;
}

;// CONCATENATED MODULE: ./src/action/execute-run.ts























/** Paths a feature may never change in an Action run (the `actionRun` row), unless an input allows it. */
function protectedPathsFor(config) {
    return (0,protected_paths/* hostProtectedPaths */.tG)(host_profiles/* HOST_PROFILES */.Ue.actionRun.protectedPaths, config.github.allowWorkflowChanges);
}
/**
 * Runs the harness on a fresh branch with the checkout's credentials out of
 * the agent's reach, uploads the ledger artifact, and — when something passed
 * — pushes the branch (Alfred itself, with the token it holds) and opens the
 * pull request. Blocked features were rolled back, so their work is not in it.
 */
async function executeRun(options) {
    const start = await startUp(options);
    const { attempt } = start;
    const protectedPaths = protectedPathsFor(options.config);
    const { summary, snapshot } = await runFeatures(options, start, protectedPaths);
    // A cancelled job still uploads its ledger and pushes what it committed, each step in time.
    const cancelled = options.signal?.aborted === true;
    options.phase("uploading the ledger");
    const artifact = await uploadLedger(options, attempt.runId, summary, cancelled);
    const passing = summary.features.filter((outcome) => outcome.status === "passing");
    if (passing.length === 0)
        return { summary, branch: attempt.branch, artifact };
    options.phase("pushing the branch");
    const memoryCommit = await commitMemory(options.workingDir, options.config, attempt.runId);
    // Every commit since the run's base must be the harness's own and leave the protected paths alone.
    await (0,push_branch.pushCheckedBranch)({
        workingDir: options.workingDir,
        snapshot,
        head: await (0,workspace_git/* headSha */.xF)(options.workingDir),
        branch: attempt.branch,
        policy: {
            runId: attempt.runId,
            expectedCommits: new Set(passing.map((outcome) => outcome.gitSha)),
            isProtected: (path) => (0,protected_paths/* isProtectedPath */.WF)(path, (0,protected_paths/* runProtectedPaths */.yY)(protectedPaths)),
            ...memoryPushPolicy(memoryCommit),
        },
        credentials: (0,credentials/* pushAuthConfig */.J)(options.secrets.githubToken),
        env: options.env,
        ...(0,omit_undefined/* omitUndefined */.O)({ signal: shutdownStepSignal(options.signal, SHUTDOWN_STEP_MS.push) }),
    });
    if (cancelled) {
        options.notice?.(`The job was cancelled: branch ${attempt.branch} was pushed with ${passing.length} committed feature(s) and the ledger uploaded; re-run the job to continue from them.`);
        return { summary, branch: attempt.branch, artifact };
    }
    if (options.pullRequest === false)
        return { summary, branch: attempt.branch, artifact };
    options.phase("opening the pull request");
    const pullRequest = await (0,run_pull_request/* openRunPullRequest */.a)(options, summary, attempt.branch, artifact.url);
    return { summary, branch: attempt.branch, pullRequest, artifact };
}
/** The agent's session: hooks, MCP and language servers from the commit the run starts from. */
function startSession(options, startCommit, session) {
    return (0,create_session/* createSession */.j)({
        // Hooks come from the commit the run starts from: an agent-written .alfred/hooks.json never runs.
        host: "actionRun",
        config: options.config,
        source: { kind: "commit", sha: startCommit },
        env: options.env,
        workingDir: options.workingDir,
        knownSecrets: options.knownSecrets,
        secrets: (0,omit_undefined/* omitUndefined */.O)({
            anthropicApiKey: options.secrets.anthropicApiKey,
            openaiApiKey: options.secrets.openaiApiKey,
        }),
        ...session,
        ...(0,omit_undefined/* omitUndefined */.O)({ onNote: options.onNote }),
    });
}
/**
 * The harness on the feature list, with the checkout's git credentials hidden from the agent
 * and from every process the session starts (its MCP servers start with it, inside the
 * boundary, and can read the workspace's `.git/config`). Before the agent runs, it notes
 * where to push and from which commit (the URL without the checkout's userinfo), which goes on
 * while the session sets up.
 */
async function runFeatures(options, start, protectedPaths) {
    let session;
    const { attempt, hidden } = start;
    const snapshotting = (0,git_push.snapshotForPush)(options.workingDir);
    try {
        options.phase("setting up the agent");
        // All settle before anything is thrown: nothing started here outlives the credentials' hiding.
        const [made, snapshotted] = await Promise.allSettled([
            startSession(options, start.startCommit, {
                protectedPaths,
                memoryReady: start.warmUp.memory,
                ...(0,omit_undefined/* omitUndefined */.O)({ repoMap: start.warmUp.repoMap }),
            }),
            snapshotting,
            start.warmUp.memory,
        ]);
        if (made.status === "rejected")
            throw made.reason;
        session = made.value;
        if (snapshotted.status === "rejected")
            throw snapshotted.reason;
        const snapshot = snapshotted.value;
        options.phase("running the features");
        const summary = await autonomousRun({
            ...harnessOptionsFrom(options.config),
            featuresFile: options.featuresFile,
            runId: attempt.runId,
            resume: attempt.resume,
            freshCheckout: attempt.resume,
            session,
            ledgerKey: options.secrets.ledgerKey ?? "",
            protectedPaths,
            ...(0,omit_undefined/* omitUndefined */.O)({ only: options.only, signal: options.signal }),
            onProgress: options.onProgress,
            onQueryEvent: (_key, event) => options.onQueryEvent(event),
        });
        return { summary, snapshot };
    }
    finally {
        // Servers stop before the credentials come back.
        try {
            await session?.close?.();
        }
        finally {
            await hidden.restore();
        }
    }
}
/**
 * Writes summary.json beside the ledger and journal of run `runId` and uploads them as this
 * attempt's artifact.
 * summary.json carries model text (rubric reasoning), so it passes the same redaction as every
 * other outward channel.
 */
async function uploadLedger(options, runId, summary, cancelled) {
    const { context, config } = options;
    const runDir = (0,external_node_path_.join)(options.workingDir, (0,run_state/* runDirectory */.xw)(runId));
    const summaryPath = (0,external_node_path_.join)(runDir, "summary.json");
    const redactor = (0,secrets_redactor/* createRedactor */.l)(options.knownSecrets);
    const printable = redactor.value({
        ...summary,
        ledgerPath: "ledger.jsonl",
        journalPath: "journal.jsonl",
    });
    await (0,workspace_fs/* writeWorkspaceFile */.dx)(options.workingDir, summaryPath, `${JSON.stringify(printable, null, 2)}\n`);
    // The artifact client (and its Azure storage stack) loads only now, after the work: not on the cold start.
    const { artifactUrl, uploadLedgerArtifact } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(913), __webpack_require__.e(659), __webpack_require__.e(252), __webpack_require__.e(102)]).then(__webpack_require__.bind(__webpack_require__, 49721));
    const memoryFiles = await packMemory(options, {
        runDir,
        ledgerPath: summary.ledgerPath,
        runId,
        redact: redactor.text,
    });
    const staged = await stageArtifact({
        workingDir: options.workingDir,
        runDir,
        files: [
            summary.ledgerPath,
            (0,ledger_anchor/* anchorPathOf */.Sb)(summary.ledgerPath),
            summary.journalPath,
            summaryPath,
            ...memoryFiles,
        ],
        redact: redactor.text,
        tempDir: options.env["RUNNER_TEMP"] ?? (0,external_node_os_.tmpdir)(),
    });
    for (const why of staged.refused)
        options.notice?.(`Left out of the ledger artifact: ${why}.`);
    const uploaded = await uploadLedgerArtifact({
        name: (0,resume_attempt/* ledgerArtifactName */.Jc)(options.runId, context),
        files: staged.files,
        rootDirectory: staged.rootDirectory,
        ...(0,omit_undefined/* omitUndefined */.O)({ retentionDays: config.github.artifactRetentionDays }),
        ...(cancelled ? { timeoutMs: SHUTDOWN_STEP_MS.upload } : {}),
    }).finally(() => staged.remove());
    return {
        id: uploaded.id,
        url: artifactUrl(context.serverUrl, context.repository, context.runId, uploaded.id),
    };
}


/***/ }),

/***/ 49033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ commitsToPush),
/* harmony export */   pushCheckedBranch: () => (/* binding */ pushCheckedBranch)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _platform_git_git_push_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93845);
/* harmony import */ var _security_paths_push_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51040);
/* harmony import */ var _core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93747);




/** The commit message with nothing git would run: `cat-file` prints the object as stored. */
async function messageOf(repo, sha) {
    const raw = (await repo.git(["cat-file", "commit", sha])).stdout;
    const split = raw.indexOf("\n\n");
    return split === -1 ? "" : raw.slice(split + 2);
}
/**
 * Every commit in `base..head`, oldest first, with its message and changed
 * paths (renames split into both sides, merges against every parent, a root
 * commit against the empty tree).
 */
async function commitsToPush(repo, base, head) {
    const listed = (await repo.git(["rev-list", "--reverse", `${base}..${head}`])).stdout;
    const commits = [];
    for (const sha of listed.split("\n").filter((line) => line !== "")) {
        const changes = (await repo.git([
            "diff-tree",
            "--no-commit-id",
            "--name-status",
            "-r",
            "-m",
            "--root",
            "-z",
            "--no-renames",
            sha,
        ])).stdout;
        commits.push({ sha, message: await messageOf(repo, sha), changes: (0,_security_paths_push_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .parseNameStatus */ .F_)(changes) });
    }
    return commits;
}
/**
 * Checks every commit between the run's base and `head` against the policy,
 * and pushes `head` as `refs/heads/<branch>` only when all pass. The check
 * and the push use the same throw-away repository (see `git-push.ts`), so
 * what was checked is what is pushed. Returns the verdict when it refused.
 * @throws AlfredError `push_refused` naming the commit and path, or `git_failed`.
 */
async function pushCheckedBranch(options) {
    const repo = await (0,_platform_git_git_push_js__WEBPACK_IMPORTED_MODULE_1__/* .openPushRepository */ .z)({
        workingDir: options.workingDir,
        snapshot: options.snapshot,
        head: options.head,
        branch: options.branch,
        ...(0,_core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_3__/* .omitUndefined */ .O)({ env: options.env, signal: options.signal }),
    });
    try {
        const verdict = (0,_security_paths_push_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .checkPushedCommits */ .qk)(await commitsToPush(repo, options.snapshot.base, options.head), options.policy);
        if (!verdict.ok)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AlfredError */ .XT("push_refused", `refusing to push ${options.branch}: ${verdict.reason}`);
        await repo.push(options.credentials);
    }
    finally {
        await repo.close();
    }
}


/***/ }),

/***/ 32767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ openRunPullRequest),
/* harmony export */   v: () => (/* binding */ baseBranchOf)
/* harmony export */ });
/* harmony import */ var _core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93747);
/* harmony import */ var _github_pull_body_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73177);
/* harmony import */ var _github_pulls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74487);
/* harmony import */ var _security_text_model_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(16181);




/** The pull request's base: the `base-branch` input, else the repository's default branch. */
async function baseBranchOf(options) {
    if (options.config.github.baseBranch !== undefined)
        return options.config.github.baseBranch;
    const { owner, repo } = options.context;
    const { data } = await options.octokit.rest.repos.get({ owner, repo });
    return data.default_branch;
}
/** The pull request of the features that passed, with the blocked ones listed and the ledger linked. */
async function openRunPullRequest(options, summary, branch, ledgerArtifactUrl) {
    const { context, config, closesIssue } = options;
    // Asked only now, so a scheduled run's first model call does not wait on the GitHub API.
    const base = await baseBranchOf(options);
    const passing = summary.features.filter((outcome) => outcome.status === "passing");
    const blocked = summary.features.filter((outcome) => outcome.status === "blocked");
    const body = (0,_github_pull_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderPullRequestBody */ .X)({
        passing: passing.map((outcome) => ({
            id: outcome.featureId,
            description: outcome.description,
            attempts: outcome.attempts,
            rubricReasoning: outcome.rubric?.reasoning ?? "",
            costUsd: outcome.costUsd,
        })),
        blocked: blocked.map((outcome) => ({
            id: outcome.featureId,
            description: outcome.description,
            reason: outcome.reason ?? "",
        })),
        ledgerArtifactUrl,
        runUrl: context.runUrl,
        ...(0,_core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_2__/* .omitUndefined */ .O)({ closesIssue }),
    });
    // Feature ids come from the repository's feature list: no closing keyword may ride in the title.
    const title = (0,_security_text_model_text_js__WEBPACK_IMPORTED_MODULE_3__/* .defuseClosingKeywords */ .M)(closesIssue === undefined
        ? `Alfred: ${passing.length} feature${passing.length === 1 ? "" : "s"} (${passing.map((outcome) => outcome.featureId).join(", ")})`.slice(0, 200)
        : `Alfred: implement #${closesIssue}`);
    const pull = await (0,_github_pulls_js__WEBPACK_IMPORTED_MODULE_1__/* .openPullRequest */ .H)(options.octokit, {
        owner: context.owner,
        repo: context.repo,
        head: branch,
        base,
        title,
        body,
        draft: config.github.draft,
    });
    return { number: pull.number, url: pull.url };
}


/***/ }),

/***/ 2475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ signJson),
/* harmony export */   x: () => (/* binding */ readSignedJson)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _orchestrator_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69061);
/**
 * A JSON file signed with the ledger key: its fields and a `mac`, the HMAC-SHA256 (hex) of a
 * domain string followed by the fields' canonical JSON. The domain keeps a signature of one kind
 * of file (a shard plan, a memory manifest) from being accepted as another. The shard plan file
 * and the memory manifest are both written and read through here. Pure.
 */


function macOf(kind, fields, key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)("sha256", key)
        .update(kind.domain + (0,_orchestrator_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(fields), "utf8")
        .digest("hex");
}
/**
 * The file's text: `fields` with their `mac`, pretty-printed, with a final newline.
 * @throws TypeError when a field is a value JSON cannot represent.
 */
function signJson(kind, fields, key) {
    return `${JSON.stringify({ ...fields, mac: macOf(kind, fields, key) }, null, 2)}\n`;
}
/**
 * Parses `text`, reads its fields with `fieldsOf` (undefined: a field is missing or of the wrong
 * type) and checks its `mac` with `key` in constant time, over the fields as read (so a field
 * `fieldsOf` does not know is not signed and not returned). Never throws.
 */
function readSignedJson(kind, text, key, fieldsOf) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return { ok: false, why: `${kind.what} is not JSON` };
    }
    const fields = fieldsOf(value);
    const mac = typeof value === "object" && value !== null ? Reflect.get(value, "mac") : undefined;
    if (fields === undefined || typeof mac !== "string")
        return { ok: false, why: `${kind.what} lacks a field or has one of the wrong type` };
    const wanted = Buffer.from(macOf(kind, fields, key), "utf8");
    const given = Buffer.from(mac, "utf8");
    if (wanted.length !== given.length || !(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(wanted, given))
        return { ok: false, why: `${kind.what} is not signed with this ledger key` };
    return { ok: true, fields, mac };
}


/***/ }),

/***/ 73177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ renderPullRequestBody)
/* harmony export */ });
/* harmony import */ var _comments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66645);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65566);
/**
 * The pull request's description: what passed (a table), what was blocked
 * and why, where the signed ledger is, and `Closes #N` for the issue that
 * triggered the run. Every cell is made inert (see `markdown.ts`): reasoning
 * and descriptions come from the model and the repository, not from Alfred.
 */


/** Longest rubric-reasoning excerpt in the table. */
const REASONING_EXCERPT_CHARS = 200;
/** Renders the pull request body (Markdown, marker included). */
function renderPullRequestBody(input) {
    const { passing, blocked } = input;
    const total = passing.some((row) => row.costUsd === null)
        ? null
        : passing.reduce((sum, row) => sum + (row.costUsd ?? 0), 0);
    const lines = [
        `Alfred implemented ${count(passing.length, "feature")}${blocked.length > 0 ? `; ${blocked.length} blocked` : ""}.`,
        "",
    ];
    if (passing.length > 0) {
        lines.push("### Passing", "", "| Feature | Description | Attempts | Rubric | Cost |", "| --- | --- | ---: | --- | ---: |", ...passing.map((row) => `| ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCell */ .xR)(row.id, 100)} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCell */ .xR)(row.description, 200)} | ${row.attempts} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCell */ .xR)(row.rubricReasoning, REASONING_EXCERPT_CHARS)} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(row.costUsd)} |`), "", `Total cost of the passing features: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(total)}.`, "");
    }
    if (blocked.length > 0) {
        lines.push("### Blocked", "", ...blocked.map((row) => `- **${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineText */ .ln)(row.id, 100)}** (${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineText */ .ln)(row.description, 200)}): ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineText */ .ln)(row.reason, 300)}`), "");
    }
    const links = [
        input.ledgerArtifactUrl === undefined ? undefined : `[Signed ledger](${input.ledgerArtifactUrl})`,
        `[Run log](${input.runUrl})`,
    ].filter((link) => link !== undefined);
    lines.push(links.join(" · "), "");
    if (input.closesIssue !== undefined)
        lines.push(`Closes #${input.closesIssue}`, "");
    lines.push(_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .ALFRED_MARKER */ ._c);
    return `${lines.join("\n")}\n`;
}
function count(n, noun) {
    return `${n} ${noun}${n === 1 ? "" : "s"}`;
}


/***/ }),

/***/ 74487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ openPullRequest)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _comments_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66645);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);
/**
 * Opening (or refreshing) the pull request with the passing features
 * (USERS.md #8: Alfred opens it itself, draft by default).
 */



/**
 * Opens a pull request from `head` into `base` (`POST
 * /repos/{owner}/{repo}/pulls`). When GitHub refuses with 422 because one is
 * already open for that head, finds it (`GET …/pulls?head=owner:branch`) and
 * updates its title and body (`PATCH …/pulls/{pull_number}`). When the
 * repository does not support drafts, opens a ready pull request instead.
 * @throws GitHubApiError for any other refusal (no commits between the
 *   branches, unknown head, …) with GitHub's explanation.
 */
async function openPullRequest(octokit, input) {
    const phase = `open a pull request from ${input.head} into ${input.base}`;
    let draft = input.draft;
    for (;;) {
        try {
            const { data } = await octokit.rest.pulls.create({
                owner: input.owner,
                repo: input.repo,
                head: input.head,
                base: input.base,
                title: input.title,
                body: (0,_comments_js__WEBPACK_IMPORTED_MODULE_1__/* .withMarker */ .Pe)(input.body),
                draft,
            });
            return { number: data.number, url: data.html_url, created: true, draft: data.draft ?? draft };
        }
        catch (thrown) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(thrown) !== 422)
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .toGitHubApiError */ .Vu)(phase, thrown);
            const existing = await findOpenPullRequest(octokit, input);
            if (existing !== undefined)
                return updateExisting(octokit, input, existing);
            if (draft && /draft/i.test((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(thrown))) {
                draft = false;
                continue;
            }
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .toGitHubApiError */ .Vu)(phase, thrown);
        }
    }
}
/**
 * The open pull request from `head` into `base`, if any.
 * @throws GitHubApiError
 */
async function findOpenPullRequest(octokit, input) {
    const head = input.head.includes(":") ? input.head : `${input.owner}:${input.head}`;
    try {
        const { data } = await octokit.rest.pulls.list({
            owner: input.owner,
            repo: input.repo,
            head,
            base: input.base,
            state: "open",
            per_page: 10,
        });
        const found = data[0];
        return found === undefined
            ? undefined
            : { number: found.number, url: found.html_url, draft: found.draft ?? false };
    }
    catch (thrown) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .toGitHubApiError */ .Vu)(`look for an open pull request from ${head}`, thrown);
    }
}
async function updateExisting(octokit, input, existing) {
    try {
        const { data } = await octokit.rest.pulls.update({
            owner: input.owner,
            repo: input.repo,
            pull_number: existing.number,
            title: input.title,
            body: (0,_comments_js__WEBPACK_IMPORTED_MODULE_1__/* .withMarker */ .Pe)(input.body),
        });
        return { number: data.number, url: data.html_url, created: false, draft: data.draft ?? existing.draft };
    }
    catch (thrown) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .toGitHubApiError */ .Vu)(`update pull request #${existing.number}`, thrown);
    }
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


/***/ }),

/***/ 31339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Su: () => (/* binding */ findFeature),
  wl: () => (/* binding */ markBlocked),
  SM: () => (/* binding */ markInProgress),
  hv: () => (/* binding */ markPassing),
  gY: () => (/* binding */ parseFeatureList),
  P7: () => (/* binding */ pickNext),
  jZ: () => (/* binding */ readFeatureList),
  j5: () => (/* binding */ serializeFeatureList),
  z3: () => (/* binding */ setFeatureStatus),
  mM: () => (/* binding */ verifyCommandOf),
  Sr: () => (/* binding */ writeFeatureList)
});

// UNUSED EXPORTS: MAX_FEATURE_LIST_BYTES, updateFeatureStatus

// EXTERNAL MODULE: ./src/core/json-syntax.ts
var json_syntax = __webpack_require__(24869);
;// CONCATENATED MODULE: ./src/core/json-lossless.ts
/**
 * Whether a valid JSON text survives `JSON.parse` then `JSON.stringify` with
 * the same meaning. Alfred rewrites feature_list.json (statuses) through that
 * round trip, and it must never rewrite a file it cannot read back exactly:
 * a repeated key keeps only its last value, an integer beyond 2^53 or a
 * number beyond the double range comes back as another number (or `null`).
 * Pure; the text must already be valid JSON (`JSON.parse` accepted it).
 */

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const STRING = /"(?:[^"\\]|\\.)*"/y;
/** The first place `text` would change meaning through parse + stringify, or `undefined`. */
function findJsonLoss(text) {
    try {
        new LossScanner(text).value("$");
        return undefined;
    }
    catch (thrown) {
        if (thrown instanceof LossAt)
            return { ...(0,json_syntax/* lineColumnAt */.I)(text, thrown.offset), path: thrown.path, message: thrown.message };
        // Nesting too deep for this scanner: JSON.parse managed it, so say so rather than guess.
        return { line: 1, column: 1, path: "$", message: "the JSON is nested too deeply to check" };
    }
}
class LossAt extends Error {
    offset;
    path;
    constructor(offset, path, message) {
        super(message);
        this.offset = offset;
        this.path = path;
    }
}
/** A number token whose value JSON.stringify would write differently (or as `null`). */
function numberLoss(token) {
    const value = Number(token);
    if (!Number.isFinite(value))
        return `the number ${token} is beyond what JSON.parse can hold (it would be written as null)`;
    if (/^-?\d+$/.test(token) && BigInt(token) !== BigInt(value))
        return `the integer ${token} is beyond 2^53 and would be written as ${JSON.stringify(value)}`;
    return undefined;
}
class LossScanner {
    text;
    position = 0;
    constructor(text) {
        this.text = text;
    }
    value(path) {
        this.whitespace();
        const character = this.text[this.position];
        if (character === "{")
            return this.object(path);
        if (character === "[")
            return this.array(path);
        if (character === '"') {
            this.string();
            return;
        }
        NUMBER.lastIndex = this.position;
        const number = NUMBER.exec(this.text);
        if (number !== null && number.index === this.position && /[-0-9]/.test(character ?? "")) {
            const loss = numberLoss(number[0]);
            if (loss !== undefined)
                throw new LossAt(this.position, path, loss);
            this.position += number[0].length;
            return;
        }
        // true, false, null
        const word = /true|false|null/y;
        word.lastIndex = this.position;
        this.position += word.exec(this.text)?.[0].length ?? 1;
    }
    object(path) {
        this.position += 1;
        const seen = new Map();
        for (;;) {
            this.whitespace();
            if (this.text[this.position] === "}")
                break;
            const at = this.position;
            const key = JSON.parse(this.string());
            const first = seen.get(key);
            const keyPath = /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
            if (first !== undefined) {
                const { line, column } = (0,json_syntax/* lineColumnAt */.I)(this.text, first);
                throw new LossAt(at, keyPath, `duplicate key "${key}" (first at line ${line}, column ${column}); only the last value would be kept`);
            }
            seen.set(key, at);
            this.whitespace();
            this.position += 1; // ':'
            this.value(keyPath);
            this.whitespace();
            if (this.text[this.position] === ",")
                this.position += 1;
        }
        this.position += 1;
    }
    array(path) {
        this.position += 1;
        for (let index = 0;; index += 1) {
            this.whitespace();
            if (this.text[this.position] === "]")
                break;
            this.value(`${path}[${index}]`);
            this.whitespace();
            if (this.text[this.position] === ",")
                this.position += 1;
        }
        this.position += 1;
    }
    string() {
        STRING.lastIndex = this.position;
        const token = STRING.exec(this.text)?.[0] ?? '""';
        this.position += token.length;
        return token;
    }
    whitespace() {
        while (/[ \t\r\n]/.test(this.text[this.position] ?? ""))
            this.position += 1;
    }
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/result.ts
var result = __webpack_require__(39294);
// EXTERNAL MODULE: ./src/core/utf8.ts
var utf8 = __webpack_require__(23776);
// EXTERNAL MODULE: ./src/platform/fs/fs-durable.ts + 1 modules
var fs_durable = __webpack_require__(10102);
// EXTERNAL MODULE: ./src/harness/features/feature-id.ts
var feature_id = __webpack_require__(15156);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
;// CONCATENATED MODULE: ./src/harness/features/feature-list-schema.ts
/**
 * The two accepted shapes of feature_list.json, as zod schemas whose messages
 * say what was expected. They only validate: the parser keeps the objects as
 * read (key order, unknown fields) so it can write them back unchanged.
 *
 * - Alfred's shape: `{ "verify"?, "features": [{ "id"?, "description",
 *   "steps"?, "verify"?, "files"?, "status"? }] }`.
 * - The common bare shape: `[{ "category"?, "description", "steps"?,
 *   "passes" }]`, plus `"alfred_status"` (`in_progress` | `blocked`), which
 *   Alfred adds to keep states a boolean cannot hold.
 */


/** Every status a feature can have. */
const FEATURE_STATUSES = ["pending", "in_progress", "passing", "blocked"];
/** The states the bare shape keeps in `alfred_status`, beside `passes: false`. */
const BARE_EXTRA_STATUSES = ["in_progress", "blocked"];
const nonEmptyString = schemas.string({ error: "expected a non-empty string" })
    .refine((value) => value.trim() !== "", { error: "expected a non-empty string" });
/**
 * Longest description or step, in characters: room for a whole GitHub issue
 * (the Action's `/alfred implement` turns one into a description; bodies hold
 * up to 65,536 characters), small enough to prompt with.
 */
const MAX_DESCRIPTION_CHARS = 100_000;
const boundedText = (what) => schemas.string().refine((value) => value.length <= MAX_DESCRIPTION_CHARS, {
    error: (issue) => `this ${what} is ${String(issue.input).length} characters long; the limit is ${MAX_DESCRIPTION_CHARS}: shorten it, or move the detail into a file the feature names`,
});
/** Why `pattern` is not a usable `files` glob (workspace-relative, `/`-separated), or undefined. */
function filesPatternProblem(pattern) {
    if (pattern.trim() === "")
        return "expected a non-empty glob pattern";
    if (pattern.startsWith("/") || /^[A-Za-z]:/.test(pattern))
        return `"${pattern}" is absolute: expected a pattern relative to the repository root, such as "src/math/**"`;
    if (pattern.includes("\\"))
        return `"${pattern}" has a backslash: separate directories with "/"`;
    if (pattern.split("/").includes(".."))
        return `"${pattern}" leaves the repository (".."): expected a pattern inside it`;
    return undefined;
}
/** `files`: the paths a feature will change, as glob patterns; overlapping features share a shard. */
const filesSchema = schemas.array(schemas.string({ error: "expected a glob pattern (a string)" }).superRefine((value, context) => {
    const problem = filesPatternProblem(value);
    if (problem !== undefined)
        context.addIssue({ code: "custom", message: problem });
}), { error: 'expected an array of glob patterns, such as ["src/math/**"]' })
    .max(100, { error: "expected at most 100 patterns" });
const common = {
    id: schemas.string({ error: "expected a string" })
        .superRefine((value, context) => {
        const problem = (0,feature_id/* featureIdProblem */.f0)(value);
        if (problem !== undefined)
            context.addIssue({ code: "custom", message: problem });
    })
        .optional(),
    description: nonEmptyString.pipe(boundedText("description")),
    steps: schemas.array(schemas.string({ error: "expected a string" }).pipe(boundedText("step")), {
        error: "expected an array of strings",
    })
        .optional(),
    verify: nonEmptyString.optional(),
    files: filesSchema.optional(),
};
const alfredFeatureSchema = schemas.looseObject({
    ...common,
    status: schemas["enum"](FEATURE_STATUSES, {
        error: `expected one of ${FEATURE_STATUSES.map((s) => `"${s}"`).join(", ")}`,
    })
        .optional(),
}, { error: "expected a feature object" });
const bareFeatureSchema = schemas.looseObject({
    ...common,
    category: schemas.string({ error: "expected a string" }).optional(),
    passes: schemas.boolean({ error: "expected true or false" }),
    alfred_status: schemas["enum"](BARE_EXTRA_STATUSES, { error: 'expected "in_progress" or "blocked"' }).optional(),
}, { error: "expected a feature object" });
/** Alfred's own shape. */
const alfredFeatureListSchema = schemas.looseObject({
    verify: nonEmptyString.optional(),
    features: schemas.array(alfredFeatureSchema, { error: "expected an array of features" }),
}, { error: 'expected an object with a "features" array, or an array of features' });
/** The common bare-array shape. */
const bareFeatureListSchema = schemas.array(bareFeatureSchema);
/** Renders a JSON path the way a user reads it: `features[3].description`, `[0].passes`. */
function formatJsonPath(path) {
    let out = "";
    for (const part of path) {
        if (typeof part === "number")
            out += `[${part}]`;
        else
            out += out === "" ? String(part) : `.${String(part)}`;
    }
    return out;
}
/** One line per problem, `file: path: expected …`, at most `limit` of them. */
function describeSchemaIssues(file, error, limit = 10) {
    const lines = error.issues.slice(0, limit).map((issue) => {
        const path = formatJsonPath(issue.path);
        return path === "" ? `${file}: ${issue.message}` : `${file}: ${path}: ${issue.message}`;
    });
    const more = error.issues.length - limit;
    if (more > 0)
        lines.push(`${file}: … and ${more} more`);
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./src/harness/features/feature-list.ts
/**
 * feature_list.json: the backlog the harness works through.
 *
 * Both shapes of `feature-list-schema.ts` are read, and status changes are
 * written back in the shape that was read, keeping every feature's other
 * fields (known or not) and their key order, and the file's indent and line
 * endings. In the bare shape `passes` holds `passing` as a boolean; the states
 * it cannot hold (`in_progress`, `blocked`) go into an added
 * `"alfred_status"` field beside `passes: false`, removed again when the
 * feature becomes pending or passing. A `passes: true` set by a person wins
 * over a stale `alfred_status`.
 */










/**
 * Parses feature_list.json text. Errors are values: invalid JSON →
 * `file:line:column: …`; a schema problem → `file: features[3].description:
 * expected a non-empty string` (one line each); a repeated explicit id names
 * both places.
 */
function parseFeatureList(text, file) {
    const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
    let data;
    try {
        data = JSON.parse(source);
    }
    catch (thrown) {
        const where = (0,json_syntax/* findJsonSyntaxError */.L)(source);
        if (where === undefined)
            return (0,result/* err */._)(`${file}: ${thrown instanceof Error ? thrown.message : "not valid JSON"}`);
        return (0,result/* err */._)(`${file}:${where.line}:${where.column}: ${where.message}`);
    }
    // Statuses are written back through JSON.stringify: refuse what that would silently change.
    const loss = findJsonLoss(source);
    if (loss !== undefined) {
        const where = loss.path === "$" ? "" : ` ${loss.path.replace(/^\$\.?/, "")}:`;
        return (0,result/* err */._)(`${file}:${loss.line}:${loss.column}:${where} ${loss.message}; Alfred will not rewrite a file it cannot read back exactly: fix it and run again`);
    }
    const bare = Array.isArray(data);
    const checked = bare ? bareFeatureListSchema.safeParse(data) : alfredFeatureListSchema.safeParse(data);
    if (!checked.success)
        return (0,result/* err */._)(describeSchemaIssues(file, checked.error));
    const top = isRecord(data) ? data : undefined;
    const listed = bare ? data : top?.["features"];
    const rawFeatures = Array.isArray(listed) ? listed : [];
    const prefix = bare ? [] : ["features"];
    const seen = new Map();
    const features = rawFeatures.filter(isRecord);
    for (const [index, raw] of features.entries()) {
        const id = raw["id"];
        if (typeof id !== "string")
            continue;
        const first = seen.get(id);
        if (first !== undefined) {
            const here = formatJsonPath([...prefix, index, "id"]);
            const there = formatJsonPath([...prefix, first, "id"]);
            return (0,result/* err */._)(`${file}: ${here}: duplicate id "${id}" (also at ${there})`);
        }
        seen.set(id, index);
    }
    const ids = (0,feature_id/* assignFeatureIds */.g1)(features.map((raw) => ({
        explicitId: stringField(raw, "id"),
        description: stringField(raw, "description") ?? "",
    })));
    const parsed = features.map((raw, index) => {
        const verify = stringField(raw, "verify");
        const category = stringField(raw, "category");
        const steps = raw["steps"];
        const files = raw["files"];
        return {
            id: ids[index] ?? "",
            idSource: typeof raw["id"] === "string" ? "explicit" : "derived",
            description: stringField(raw, "description") ?? "",
            steps: Array.isArray(steps) ? steps.filter((step) => typeof step === "string") : [],
            ...(verify === undefined ? {} : { verify }),
            ...(category === undefined ? {} : { category }),
            ...(Array.isArray(files) ? { files: files.filter((file) => typeof file === "string") } : {}),
            status: bare ? bareStatus(raw) : (statusField(raw) ?? "pending"),
            raw,
        };
    });
    const defaultVerify = top === undefined ? undefined : stringField(top, "verify");
    return (0,result.ok)({
        shape: bare ? "bare" : "alfred",
        ...(defaultVerify === undefined ? {} : { verify: defaultVerify }),
        features: parsed,
        top,
        format: { ...detectFormat(source), ...(source === text ? {} : { bom: true }) },
    });
}
/**
 * The feature to work on next: one left `in_progress` by an interrupted run
 * first (a resume picks it up again), otherwise the first `pending` one, in
 * file order. `undefined` when everything is passing or blocked.
 */
function pickNext(list) {
    return (list.features.find((feature) => feature.status === "in_progress") ??
        list.features.find((feature) => feature.status === "pending"));
}
/** The feature with `id`, or `undefined`. */
function findFeature(list, id) {
    return list.features.find((feature) => feature.id === id);
}
/** The verify command of `feature`: its own, else the list's default. */
function verifyCommandOf(list, feature) {
    return feature.verify ?? list.verify;
}
/**
 * A new list with feature `id` set to `status`; nothing else changes.
 * @throws AlfredError `feature_not_found` when no feature has `id`.
 */
function setFeatureStatus(list, id, status) {
    if (findFeature(list, id) === undefined) {
        throw new errors/* AlfredError */.XT("feature_not_found", `no feature with id "${id}" in the feature list`);
    }
    return {
        ...list,
        features: list.features.map((feature) => (feature.id === id ? { ...feature, status } : feature)),
    };
}
/** {@link setFeatureStatus} to `in_progress`. @throws AlfredError `feature_not_found`. */
function markInProgress(list, id) {
    return setFeatureStatus(list, id, "in_progress");
}
/** {@link setFeatureStatus} to `passing`. @throws AlfredError `feature_not_found`. */
function markPassing(list, id) {
    return setFeatureStatus(list, id, "passing");
}
/** {@link setFeatureStatus} to `blocked`. @throws AlfredError `feature_not_found`. */
function markBlocked(list, id) {
    return setFeatureStatus(list, id, "blocked");
}
/**
 * The file text for `list`, in the shape it was read, with each feature's
 * status applied to its original object, the detected indent and line
 * ending, and a trailing newline.
 */
function serializeFeatureList(list) {
    const features = list.features.map((feature) => withStatus(feature.raw, feature.status, list.shape));
    const value = list.shape === "bare" ? features : { ...list.top, features };
    const { indent, newline } = list.format;
    // JSON.stringify escapes newlines inside strings, so every "\n" here is a line break.
    const bom = list.format.bom === true ? "\uFEFF" : "";
    return `${bom}${JSON.stringify(value, null, indent).replaceAll("\n", newline)}${newline}`;
}
/**
 * Writes `list` to `path` atomically (temporary file + rename).
 * @throws AlfredError `io_failed`.
 */
async function writeFeatureList(path, list) {
    await (0,fs_durable/* writeFileAtomic */.Zf)(path, serializeFeatureList(list));
}
/** Largest feature list read, in bytes. */
const MAX_FEATURE_LIST_BYTES = 5 * 1024 * 1024;
/**
 * The text of the feature list at `path`: at most {@link MAX_FEATURE_LIST_BYTES}
 * and strictly UTF-8, since a lossy decode would be written back over the
 * original bytes.
 * @throws AlfredError `io_failed` when missing or unreadable;
 *   `feature_list_invalid` naming the limit or the byte offset otherwise.
 */
async function readFeatureListText(path) {
    let bytes;
    try {
        // Never through a link: the agent could have replaced the list with one (issue 26).
        const read = await (0,fs_durable/* readBytesIfExists */.P4)(path, MAX_FEATURE_LIST_BYTES);
        if (read === undefined)
            throw new errors/* AlfredError */.XT("io_failed", `${path}: no such file`);
        if ("tooLarge" in read) {
            throw new errors/* AlfredError */.XT("feature_list_invalid", `${path}: ${read.tooLarge} bytes; a feature list may have at most ${MAX_FEATURE_LIST_BYTES} bytes (5 MiB): split the backlog, or move long texts into files the features name`);
        }
        bytes = read.bytes;
    }
    catch (thrown) {
        if (thrown instanceof errors/* AlfredError */.XT)
            throw thrown;
        throw new errors/* AlfredError */.XT("io_failed", (0,fs_durable/* ioMessage */.uo)(`cannot read ${path}`, thrown), { cause: thrown });
    }
    const decoded = (0,utf8/* decodeUtf8 */._6)(bytes);
    if (!decoded.ok) {
        throw new errors/* AlfredError */.XT("feature_list_invalid", `${path}: not valid UTF-8 at byte ${decoded.error.offset}: save the file as UTF-8 (Alfred will not rewrite a file it cannot read back exactly)`);
    }
    return decoded.value;
}
/**
 * Reads and parses the feature list at `path`.
 * @throws AlfredError `io_failed` when it is missing or unreadable;
 *   `feature_list_invalid` with the parse error, the size limit hit or the
 *   offset of a byte that is not UTF-8 otherwise.
 */
async function readFeatureList(path) {
    const text = await readFeatureListText(path);
    const parsed = parseFeatureList(text, path);
    if (!parsed.ok)
        throw new errors/* AlfredError */.XT("feature_list_invalid", parsed.error);
    return parsed.value;
}
// Read-modify-write cycles on one file are serialised within this process, so
// two features finishing at once cannot overwrite each other's status.
const updates = new Map();
/**
 * Re-reads `path`, sets feature `id` to `status` and writes the file back
 * atomically, so status changes made meanwhile to other features are kept.
 * Updates of one file are serialised within the process. A file that no
 * longer parses is never overwritten. Returns the list as written.
 * @throws AlfredError `feature_list_invalid`, `feature_not_found` or `io_failed`.
 */
function updateFeatureStatus(path, id, status) {
    const key = resolve(path);
    const run = (updates.get(key) ?? Promise.resolve()).then(async () => {
        const current = await readFeatureList(path);
        const next = setFeatureStatus(current, id, status);
        if (findFeature(current, id)?.status !== status)
            await writeFeatureList(path, next);
        return next;
    });
    // The queue goes on after a failed update: this call's caller receives the failure through `run`.
    const settled = run.catch(() => undefined);
    updates.set(key, settled);
    void settled.then(() => {
        if (updates.get(key) === settled)
            updates.delete(key);
    });
    return run;
}
function withStatus(raw, status, shape) {
    if (shape === "alfred") {
        if ("status" in raw || status !== "pending")
            return Object.fromEntries(upsert(Object.entries(raw), "status", status));
        return Object.fromEntries(Object.entries(raw));
    }
    let entries = upsert(Object.entries(raw), "passes", status === "passing");
    if (status === "in_progress" || status === "blocked")
        entries = upsert(entries, "alfred_status", status);
    else
        entries = entries.filter(([key]) => key !== "alfred_status");
    // Object.fromEntries defines own properties, so a "__proto__" field stays a field.
    return Object.fromEntries(entries);
}
function upsert(entries, key, value) {
    if (!entries.some(([existing]) => existing === key))
        return [...entries, [key, value]];
    return entries.map(([existing, old]) => [existing, existing === key ? value : old]);
}
function bareStatus(raw) {
    if (raw["passes"] === true)
        return "passing";
    const extra = raw["alfred_status"];
    return extra === "in_progress" || extra === "blocked" ? extra : "pending";
}
function statusField(raw) {
    const status = raw["status"];
    return status === "pending" || status === "in_progress" || status === "passing" || status === "blocked"
        ? status
        : undefined;
}
function detectFormat(text) {
    const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? "  ";
    return { indent, newline: text.includes("\r\n") ? "\r\n" : "\n" };
}
function stringField(record, key) {
    const value = record[key];
    return typeof value === "string" ? value : undefined;
}
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 43035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R9: () => (/* binding */ runVerify),
/* harmony export */   _C: () => (/* binding */ verifyPassed),
/* harmony export */   ci: () => (/* binding */ outputTail)
/* harmony export */ });
/* harmony import */ var _security_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18867);

/**
 * Runs the verify command in a shell inside the boundary (scrubbed
 * environment, sandbox when configured, no survivors), with a timeout. A
 * refused run (sandbox required but unavailable) fails. Never throws.
 */
async function runVerify(command, options) {
    if (options.boundary === undefined) {
        return {
            command,
            exitCode: null,
            timedOut: false,
            output: "[not run: no process boundary]",
            durationMs: 0,
        };
    }
    const result = await options.boundary.run({
        argv: ["/bin/sh", "-c", command],
        cwd: options.workingDir,
        timeoutMs: options.timeoutMs,
        maxOutputChars: 200_000,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    const spawnNote = result.spawnError === undefined ? "" : `\n[could not start: ${result.spawnError.message}]`;
    return {
        command,
        exitCode: result.outcome === "exited" ? result.exitCode : null,
        timedOut: result.outcome === "timeout",
        ...(result.exitSignal === null || result.outcome !== "exited" ? {} : { signal: result.exitSignal }),
        output: result.output + spawnNote,
        durationMs: result.durationMs,
    };
}
/** The objective gate: exit code 0 and not timed out. No model can talk its way past it. */
function verifyPassed(result) {
    return result.exitCode === 0 && !result.timedOut;
}
/** The end of the output, redacted, for feedback to the next attempt and for the rubric. */
function outputTail(result, maxChars = 4_000, knownSecrets = []) {
    const tail = result.output.length > maxChars ? `…${result.output.slice(-maxChars)}` : result.output;
    return (0,_security_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E)(tail, { knownSecrets });
}


/***/ }),

/***/ 27066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mI: () => (/* reexport */ HARNESS_PATHS),
  mf: () => (/* reexport */ excludeHarnessFiles),
  rr: () => (/* binding */ hasIdentity),
  xF: () => (/* reexport */ git_head/* headSha */.x),
  Uy: () => (/* binding */ pathsOutside),
  mS: () => (/* binding */ uncommittedPaths)
});

// EXTERNAL MODULE: ./src/platform/git/git.ts
var git = __webpack_require__(46532);
// EXTERNAL MODULE: ./src/platform/fs/fs.ts
var fs = __webpack_require__(77760);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/platform/git/git-layout.ts
var git_layout = __webpack_require__(14639);
;// CONCATENATED MODULE: ./src/platform/git/git-exclude.ts
/**
 * Keeping Alfred's own files out of git for one clone: `.git/info/exclude`, never committed.
 * Here, below the harness, so that every command that may write those files (`alfred repomap`,
 * `alfred memory`, `alfred mcp`, a run) can exclude them without loading the harness.
 */



/** Harness-owned paths: never part of a feature's commit, never counted as a dirty worktree. */
const HARNESS_PATHS = [".alfred/workflows/", ".alfred/memory/", ".alfred/cache/"];
/**
 * Keeps the harness's journal, ledger, memory and caches out of git for this clone
 * (`.git/info/exclude`), so rollbacks keep them and feature commits never include them.
 * @throws Error when `cwd` is not inside a git repository or the file cannot be written.
 */
async function excludeHarnessFiles(cwd) {
    const { gitDir } = await (0,git_layout/* gitLayout */.H)(cwd);
    const file = (0,external_node_path_.join)(gitDir, "info", "exclude");
    let current = "";
    try {
        current = await (0,fs/* readFile */.TA)(file, "utf8");
    }
    catch {
        await (0,fs/* mkdir */.Ck)((0,external_node_path_.join)(gitDir, "info"), { recursive: true });
    }
    const missing = HARNESS_PATHS.filter((path) => !current.split("\n").includes(path));
    if (missing.length === 0)
        return;
    const prefix = current === "" || current.endsWith("\n") ? "" : "\n";
    await (0,fs/* appendFile */.dl)(file, `${prefix}# Alfred's run files\n${missing.join("\n")}\n`);
}

// EXTERNAL MODULE: ./src/platform/git/git-head.ts
var git_head = __webpack_require__(30875);
;// CONCATENATED MODULE: ./src/harness/workspace/workspace-git.ts


/** The commit HEAD points at (read from git's files when it can: `platform/git/git-head.ts`). */

/**
 * Every path with uncommitted changes, tracked or untracked (ignored files left out); a rename
 * is its two paths. Read once as a run opens: for the dirty check and for the baseline.
 */
async function uncommittedPaths(workingDir) {
    const { stdout } = await (0,git/* git */.$Y)(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames"], {
        cwd: workingDir,
    });
    return stdout
        .split("\0")
        .filter((entry) => entry.length > 3)
        .map((entry) => entry.slice(3));
}
/** `paths` minus those starting with an `ignored` prefix. */
function pathsOutside(paths, ignored) {
    return paths.filter((path) => !ignored.some((prefix) => path === prefix || path.startsWith(prefix)));
}
/** True when git has a committer identity configured for `cwd`. */
async function hasIdentity(workingDir) {
    try {
        const name = (await (0,git/* git */.$Y)(["config", "user.name"], { cwd: workingDir })).stdout.trim();
        const email = (await (0,git/* git */.$Y)(["config", "user.email"], { cwd: workingDir })).stdout.trim();
        return name !== "" && email !== "";
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 93845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   snapshotForPush: () => (/* binding */ snapshotForPush),
/* harmony export */   z: () => (/* binding */ openPushRepository)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74296);
/* harmony import */ var _git_hardening_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4871);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46532);
/* harmony import */ var _git_head_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(30875);
/* harmony import */ var _git_layout_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14639);
/* harmony import */ var _core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(93747);
/**
 * The push, from a repository only Alfred configures. The workspace's
 * `.git/config` is writable by the agent (outside the sandbox), and much of
 * what it can say there decides where a push goes and who can read it:
 * `url.<x>.insteadOf`/`pushInsteadOf`, `remote.<r>.pushurl`,
 * `http.<url>.proxy`, `http.<url>.sslVerify`, `http.<url>.sslCAInfo` — the
 * URL-specific forms beat any command-line override. Instead of chasing each,
 * Alfred pushes from a fresh bare repository in a temp directory that borrows
 * the workspace's objects (`objects/info/alternates`: object files are data,
 * and the receiving side re-hashes them) and holds exactly one ref. Its
 * configuration is Alfred's; the remote URL is the one read at run start;
 * the shallow boundary is the one recorded at run start. The same repository
 * answers the pre-push check, so what is checked is what is pushed.
 */









/**
 * Records the remote URL, HEAD and shallow boundary. Call before the agent runs.
 * @throws AlfredError `git_failed` when the remote does not exist.
 */
async function snapshotForPush(cwd, remote = "origin") {
    const output = async (args) => (await (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .git */ .$Y)(args, { cwd })).stdout.trim();
    const [url, base, layout] = await Promise.all([
        output(["remote", "get-url", "--push", remote]),
        (0,_git_head_js__WEBPACK_IMPORTED_MODULE_6__/* .headSha */ .x)(cwd),
        (0,_git_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .gitLayout */ .H)(cwd),
    ]);
    const shallow = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(layout.shallowFile, "utf8").catch(() => "");
    return { url, base, shallow };
}
/**
 * Creates the push repository: `git init --bare`, alternates pointing at the
 * workspace's object store, the run-start shallow file, `refs/heads/<branch>` = `head`.
 * @throws AlfredError `git_failed` when `head` is not a commit of the workspace.
 */
async function openPushRepository(options) {
    const host = options.env ?? process.env;
    const objects = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .git */ .$Y)(["rev-parse", "--git-path", "objects"], { cwd: options.workingDir })).stdout.trim();
    const path = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), "alfred-push-"));
    const run = async (args, credentials = []) => {
        const overrides = [...(await (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .hardeningFor */ .ey)(path, host)), ...credentials];
        const push = args[0] === "push";
        return (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .runGit */ .EO)((0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .hardenedArgs */ .XM)(args), (0,_git_hardening_js__WEBPACK_IMPORTED_MODULE_4__/* .gitEnvironment */ ._K)(host, overrides, { push }), {
            cwd: path,
            ...(0,_core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_8__/* .omitUndefined */ .O)({ timeoutMs: options.timeoutMs, signal: options.signal }),
        });
    };
    try {
        await run(["init", "--quiet", "--bare", "--template=", path]);
        const objectsDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(objects) ? objects : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(options.workingDir, objects);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, "objects", "info", "alternates"), `${objectsDir}\n`);
        if (options.snapshot.shallow !== "")
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, "shallow"), options.snapshot.shallow);
        await run(["update-ref", `refs/heads/${options.branch}`, options.head]);
    }
    catch (thrown) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { recursive: true, force: true });
        throw thrown;
    }
    return {
        path,
        git: (args) => run(args),
        push: async (credentials) => {
            const ref = `refs/heads/${options.branch}`;
            if (options.snapshot.url === "")
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AlfredError */ .XT("git_failed", "git push failed: no remote URL was recorded at run start");
            await run(["push", "--quiet", "--no-verify", options.snapshot.url, `${ref}:${ref}`], credentials);
        },
        close: () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { recursive: true, force: true }),
    };
}


/***/ }),

/***/ 51040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F_: () => (/* binding */ parseNameStatus),
/* harmony export */   qk: () => (/* binding */ checkPushedCommits)
/* harmony export */ });
/* unused harmony export hasAlfredTrailers */
/**
 * What may be pushed (issue 9, item 5). The per-feature check looks at the
 * worktree, so a change the agent *committed* itself (`git commit` in bash)
 * never shows there. Before pushing, every commit between the run's base and
 * the pushed head is checked here: it must be one the harness made for this
 * run, and none of its changes — on either side of a rename, against any
 * parent of a merge — may touch a protected path. Pure: the caller reads the
 * commits; this decides.
 */
/** `Key: value` lines of the message's last paragraph (its trailer block). */
function trailers(message) {
    const paragraphs = message.trimEnd().split(/\n\s*\n/);
    const last = paragraphs.length > 1 ? (paragraphs[paragraphs.length - 1] ?? "") : "";
    const found = new Map();
    for (const line of last.split("\n")) {
        const match = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(line.trim());
        if (match?.[1] !== undefined)
            found.set(match[1].toLowerCase(), (match[2] ?? "").trim());
    }
    return found;
}
/** True when `message` carries the memory commit's trailers for run `runId`. */
function hasMemoryTrailers(message, runId) {
    const found = trailers(message);
    return (found.get("alfred-memory") ?? "") !== "" && found.get("alfred-run") === runId;
}
/** True when `message` carries the harness's trailers for run `runId`. */
function hasAlfredTrailers(message, runId) {
    const found = trailers(message);
    return (found.get("alfred-feature") ?? "") !== "" && found.get("alfred-run") === runId;
}
/** True when `message` carries the trailers of a sharded run's merge commit for run `runId`. */
function hasMergeTrailers(message, runId) {
    const found = trailers(message);
    return (found.get("alfred-merge") ?? "") !== "" && found.get("alfred-run") === runId;
}
/** Made by the harness for this push: by the run itself, by its merge, or by one of its shards. */
function madeByHarness(commit, policy) {
    const expected = policy.expectedCommits;
    if (hasAlfredTrailers(commit.message, policy.runId))
        return expected === undefined || expected.has(commit.sha);
    if (policy.shards === undefined)
        return false;
    if (hasMergeTrailers(commit.message, policy.runId))
        return expected?.has(commit.sha) === true;
    return policy.shards.some((shard) => hasAlfredTrailers(commit.message, shard.runId) && shard.expectedCommits.has(commit.sha));
}
const short = (sha) => sha.slice(0, 12);
/**
 * Checks every commit (oldest first) against `policy`. The first failure
 * wins; a refusal names the commit and, for a protected path, the path.
 * Never throws.
 */
function checkPushedCommits(commits, policy) {
    for (const commit of commits) {
        if (policy.memory !== undefined && commit.sha === policy.memory.sha) {
            const verdict = checkMemoryCommit(commit, policy.runId, policy.memory.allows);
            if (!verdict.ok)
                return verdict;
            continue;
        }
        for (const change of commit.changes) {
            const path = change.paths.find((candidate) => policy.isProtected(candidate));
            if (path !== undefined) {
                return {
                    ok: false,
                    sha: commit.sha,
                    path,
                    reason: `commit ${short(commit.sha)} changes the protected path ${path}`,
                };
            }
        }
        if (!madeByHarness(commit, policy)) {
            const subject = commit.message.split("\n", 1)[0] ?? "";
            return {
                ok: false,
                sha: commit.sha,
                reason: `commit ${short(commit.sha)} ("${subject.slice(0, 60)}") was not made by Alfred's harness in run ${policy.runId}: the agent committed it itself`,
            };
        }
    }
    return { ok: true };
}
/** The memory commit changes only memory paths and carries the memory trailers of this run. */
function checkMemoryCommit(commit, runId, allows) {
    const path = commit.changes.flatMap((change) => change.paths).find((candidate) => !allows(candidate));
    if (path !== undefined)
        return {
            ok: false,
            sha: commit.sha,
            path,
            reason: `the memory commit ${short(commit.sha)} changes ${path}, which is not a committable memory file`,
        };
    if (!hasMemoryTrailers(commit.message, runId))
        return {
            ok: false,
            sha: commit.sha,
            reason: `the memory commit ${short(commit.sha)} lacks the Alfred-Memory and Alfred-Run: ${runId} trailers`,
        };
    return { ok: true };
}
/**
 * Parses `git diff-tree -z --name-status` output (`STATUS\0path\0`, or
 * `R100\0from\0to\0` for renames and copies) into changes.
 */
function parseNameStatus(output) {
    const tokens = output.split("\0");
    const changes = [];
    let index = 0;
    while (index < tokens.length) {
        const status = tokens[index] ?? "";
        if (status === "") {
            index += 1;
            continue;
        }
        const width = /^[RC]/.test(status) ? 2 : 1;
        const paths = tokens.slice(index + 1, index + 1 + width).filter((path) => path !== "");
        changes.push({ status, paths });
        index += 1 + width;
    }
    return changes;
}


/***/ })

};
