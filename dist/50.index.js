export const id = 50;
export const ids = [50];
export const modules = {

/***/ 21713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ admitCommenter)
});

// EXTERNAL MODULE: ./src/github/comments.ts
var comments = __webpack_require__(66645);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/github/permissions.ts


/**
 * Decides whether the author of a trigger comment may start a run, in this
 * order: Alfred's own comment (by `selfLogin` or the marker in `body`) →
 * silent refusal; a bot → allowed only when in `allowedBots` (no API call:
 * apps cannot be collaborators); anyone else → `GET
 * /repos/{owner}/{repo}/collaborators/{username}/permission`, allowed for
 * admin, maintain and write (`maintain` reports `permission: "write"` with
 * `role_name: "maintain"`; custom roles report their base permission). A user
 * who is not a collaborator (404) is refused.
 * @throws GitHubApiError when the permission cannot be read (e.g. 403: the
 *   token may not list collaborators, 5xx after retries). Callers fail closed.
 */
async function checkCommenter(octokit, query) {
    const login = query.username;
    if ((query.selfLogin !== undefined && sameLogin(login, query.selfLogin)) ||
        (query.body !== undefined && query.body.includes(comments/* ALFRED_MARKER */._c))) {
        return { allowed: false, reason: "own comment", silent: true };
    }
    if (query.authorType === "Bot") {
        if ((query.allowedBots ?? []).some((bot) => sameLogin(bot, login)))
            return { allowed: true, permission: "allowed_bot" };
        return {
            allowed: false,
            reason: `@${login} is a bot, and bots may trigger Alfred only when listed in \`allowed-bots\``,
        };
    }
    let data;
    try {
        ({ data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
            owner: query.owner,
            repo: query.repo,
            username: login,
        }));
    }
    catch (thrown) {
        if ((0,errors/* statusOf */.c2)(thrown) === 404) {
            return { allowed: false, reason: `@${login} is not a collaborator of ${query.owner}/${query.repo}` };
        }
        throw (0,errors/* toGitHubApiError */.Vu)(`check @${login}'s permission`, thrown);
    }
    const access = writeAccessOf(data.permission, data.role_name);
    if (access !== undefined)
        return { allowed: true, permission: access };
    const level = data.role_name === "" ? data.permission : data.role_name;
    const has = level === "none" ? "has no access" : `has ${level} access`;
    return {
        allowed: false,
        reason: `@${login} ${has} to ${query.owner}/${query.repo}; Alfred runs only for people with write, maintain or admin access`,
    };
}
/** The write-level access a permission answer grants, or `undefined` (read, triage, none). */
function writeAccessOf(permission, roleName) {
    if (roleName === "admin" || roleName === "maintain" || roleName === "write")
        return roleName;
    if (permission === "admin" || permission === "write")
        return permission;
    return undefined;
}
function sameLogin(a, b) {
    return a.toLowerCase() === b.toLowerCase();
}

;// CONCATENATED MODULE: ./src/action/admit-commenter.ts


/**
 * The gate of every comment trigger (`/alfred implement`, `/alfred review`):
 * the commenter needs write access (or is an allowed bot). A refused person
 * gets one polite reply (bots and Alfred itself are refused silently); an
 * admitted comment gets Alfred's 👀 reaction.
 * @returns undefined when admitted, else why not (`not started: …`).
 */
async function admitCommenter(octokit, context, config, event) {
    const { owner, repo } = context;
    const access = await checkCommenter(octokit, {
        owner,
        repo,
        username: event.comment.authorLogin,
        authorType: event.comment.authorType,
        allowedBots: config.github.allowedBots,
        body: event.comment.body,
    });
    if (!access.allowed) {
        if (access.silent !== true) {
            const where = { owner, repo, issueNumber: event.issue.number };
            await (0,comments/* postComment */.Gy)(octokit, where, `@${event.comment.authorLogin} thanks for asking! ${access.reason}`);
        }
        return `not started: ${access.reason}`;
    }
    await (0,comments/* addReaction */.BB)(octokit, { owner, repo, commentId: event.comment.id, content: "eyes" });
    return undefined;
}


/***/ }),

/***/ 66050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reviewHost: () => (/* reexport */ reviewHost),
  reviewPullRequest: () => (/* reexport */ reviewPullRequest)
});

// EXTERNAL MODULE: ./src/action/admit-commenter.ts + 1 modules
var admit_commenter = __webpack_require__(21713);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/github/pull-review-api.ts

function toChangedFile(file) {
    return {
        path: file.filename,
        status: file.status,
        additions: file.additions,
        deletions: file.deletions,
        ...(file.patch === undefined ? {} : { patch: file.patch }),
        ...(file.previous_filename === undefined ? {} : { previousPath: file.previous_filename }),
    };
}
/**
 * `GET /repos/{owner}/{repo}/pulls/{pull_number}`.
 * @throws GitHubApiError
 */
async function getPull(octokit, ref) {
    try {
        const { data } = await octokit.rest.pulls.get({
            owner: ref.owner,
            repo: ref.repo,
            pull_number: ref.pullNumber,
        });
        return {
            number: data.number,
            title: data.title,
            body: data.body ?? "",
            draft: data.draft ?? false,
            state: data.state,
            head: { sha: data.head.sha, ref: data.head.ref, repository: data.head.repo?.full_name },
            base: { sha: data.base.sha, ref: data.base.ref },
        };
    }
    catch (thrown) {
        throw (0,errors/* toGitHubApiError */.Vu)(`read pull request #${ref.pullNumber}`, thrown);
    }
}
/**
 * Every changed file of the pull request (all pages; GitHub stops at 3,000).
 * `GET /repos/{owner}/{repo}/pulls/{pull_number}/files`.
 * @throws GitHubApiError
 */
async function listPullFiles(octokit, ref) {
    try {
        const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
            owner: ref.owner,
            repo: ref.repo,
            pull_number: ref.pullNumber,
            per_page: 100,
        });
        return files.map(toChangedFile);
    }
    catch (thrown) {
        throw (0,errors/* toGitHubApiError */.Vu)(`list the files of #${ref.pullNumber}`, thrown);
    }
}
/**
 * `GET /repos/{owner}/{repo}/compare/{base}...{head}`; `undefined` when GitHub
 * no longer knows `base` (404, e.g. after a force-push and garbage collection).
 * @throws GitHubApiError for other failures.
 */
async function compareCommits(octokit, where) {
    try {
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
            owner: where.owner,
            repo: where.repo,
            basehead: `${where.base}...${where.head}`,
        });
        return { status: data.status, files: (data.files ?? []).map(toChangedFile) };
    }
    catch (thrown) {
        if ((0,errors/* statusOf */.c2)(thrown) === 404)
            return undefined;
        throw (0,errors/* toGitHubApiError */.Vu)(`compare ${where.base.slice(0, 10)}...${where.head.slice(0, 10)}`, thrown);
    }
}
/**
 * Every review comment of the pull request.
 * `GET /repos/{owner}/{repo}/pulls/{pull_number}/comments`.
 * @throws GitHubApiError
 */
async function listReviewComments(octokit, ref) {
    try {
        const comments = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
            owner: ref.owner,
            repo: ref.repo,
            pull_number: ref.pullNumber,
            per_page: 100,
        });
        return comments.map((comment) => ({
            id: comment.id,
            path: comment.path,
            line: comment.line ?? null,
            body: comment.body,
            authorLogin: comment.user.login,
            authorIsBot: comment.user.type === "Bot",
        }));
    }
    catch (thrown) {
        throw (0,errors/* toGitHubApiError */.Vu)(`list the review comments of #${ref.pullNumber}`, thrown);
    }
}
/**
 * Posts one `COMMENT` review on `commitId` with `comments` (RIGHT side). Not
 * retried blindly after a 5xx: a lost answer would post the review twice.
 * `POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews`.
 * @throws GitHubApiError (422 when a comment is outside the diff: callers place comments first).
 */
async function postReview(octokit, ref, review) {
    try {
        const { data } = await octokit.rest.pulls.createReview({
            owner: ref.owner,
            repo: ref.repo,
            pull_number: ref.pullNumber,
            commit_id: review.commitId,
            event: "COMMENT",
            body: review.body,
            comments: review.comments.map((comment) => ({
                path: comment.path,
                line: comment.line,
                side: "RIGHT",
                ...(comment.startLine === undefined || comment.startLine === comment.line
                    ? {}
                    : { start_line: comment.startLine, start_side: "RIGHT" }),
                body: comment.body,
            })),
            request: { retries: 0 },
        });
        return { id: data.id, url: data.html_url };
    }
    catch (thrown) {
        throw (0,errors/* toGitHubApiError */.Vu)(`post the review of #${ref.pullNumber}`, thrown);
    }
}

// EXTERNAL MODULE: ./src/github/comments.ts
var comments = __webpack_require__(66645);
// EXTERNAL MODULE: ./src/github/markdown.ts
var markdown = __webpack_require__(65566);
;// CONCATENATED MODULE: ./src/github/review-sticky.ts



/** Marks the sticky review comment. */
const REVIEW_STICKY_MARKER = "<!-- alfred-review -->";
const STATE_LINE = /<!-- alfred-review-state: ([0-9a-f]{7,64}) -->/;
/** Renders the sticky comment's body, hidden markers included. */
function renderSticky(state) {
    const lines = [];
    let reviewed;
    switch (state.phase) {
        case "reviewing":
            lines.push(`### Alfred is reviewing \`${state.headSha.slice(0, 10)}\`…`);
            if (state.note !== undefined)
                lines.push("", (0,markdown/* inlineText */.ln)(state.note, 300));
            break;
        case "done": {
            reviewed = state.headSha;
            const verdict = state.findings === 0
                ? "no findings"
                : `${state.findings} finding${state.findings === 1 ? "" : "s"} (${state.inline} inline)`;
            lines.push(`### Alfred reviewed \`${state.headSha.slice(0, 10)}\`: ${verdict}`, "", `Scope: ${(0,markdown/* inlineText */.ln)(state.scope, 200)} · cost ${(0,markdown/* formatUsd */.UK)(state.costUsd)}`);
            if (state.reviewUrl !== undefined)
                lines.push("", `[The review](${state.reviewUrl})`);
            break;
        }
        case "skipped":
        case "failed":
            reviewed = state.reviewedSha;
            lines.push(`### Alfred ${state.phase === "failed" ? "could not review" : "skipped"} this pull request`, "");
            lines.push((0,markdown/* inlineText */.ln)(state.why, 500));
            break;
    }
    lines.push("", `[Run log](${state.runUrl})`, "", comments/* ALFRED_MARKER */._c, REVIEW_STICKY_MARKER);
    if (reviewed !== undefined)
        lines.push(`<!-- alfred-review-state: ${reviewed} -->`);
    return `${lines.join("\n")}\n`;
}
/**
 * The sticky comment of the pull request, written by a bot, or `undefined`.
 * `GET /repos/{owner}/{repo}/issues/{issue_number}/comments`.
 * @throws GitHubApiError
 */
async function findSticky(octokit, where) {
    try {
        for await (const comment of (0,comments/* issueComments */.ar)(octokit, where)) {
            const body = comment.body ?? "";
            if (!body.includes(REVIEW_STICKY_MARKER) || comment.user?.type !== "Bot")
                continue;
            const sha = STATE_LINE.exec(body)?.[1];
            return { id: comment.id, url: comment.html_url, ...(sha === undefined ? {} : { reviewedSha: sha }) };
        }
        return undefined;
    }
    catch (thrown) {
        throw (0,errors/* toGitHubApiError */.Vu)(`find the review comment of #${where.issueNumber}`, thrown);
    }
}
/**
 * Writes `body` into the sticky comment: edits `existing`, or creates it.
 * @throws GitHubApiError
 */
async function writeSticky(octokit, where, existing, body) {
    if (existing !== undefined) {
        const updated = await (0,comments/* updateComment */.vv)(octokit, { owner: where.owner, repo: where.repo, commentId: existing.id }, body);
        return { ...existing, url: updated.url };
    }
    const created = await (0,comments/* postComment */.Gy)(octokit, where, body, { retries: 0 });
    return { id: created.id, url: created.url };
}

// EXTERNAL MODULE: ./src/action/review/review-git.ts
var review_git = __webpack_require__(69522);
// EXTERNAL MODULE: ./src/security/secrets/redactor.ts
var redactor = __webpack_require__(35526);
// EXTERNAL MODULE: ./src/action/credentials.ts
var credentials = __webpack_require__(35440);
;// CONCATENATED MODULE: ./src/github/diff-hunks.ts
/**
 * GitHub's unified-diff `patch` text (as `GET /pulls/{n}/files` returns it per
 * file), parsed into hunks with new-file (RIGHT side) line numbers. Pure.
 *
 * GitHub accepts a review comment only on a line inside one of the file's hunks
 * (context or added lines on the RIGHT side); anything else is a 422 that
 * rejects the whole review. {@link rightSideRanges} is that rule.
 */
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
/** Parses a file's patch; text before the first hunk header (and `\ No newline` notes) is skipped. */
function parsePatch(patch) {
    const hunks = [];
    let oldLine = 0;
    let newLine = 0;
    // Lines the current hunk still owns on each side: a trailing empty line is not part of it.
    let oldLeft = 0;
    let newLeft = 0;
    for (const raw of patch.split(/\r?\n/)) {
        const header = HUNK_HEADER.exec(raw);
        if (header !== null) {
            oldLine = Number(header[1]);
            newLine = Number(header[3]);
            oldLeft = Number(header[2] ?? "1");
            newLeft = Number(header[4] ?? "1");
            hunks.push({ header: raw, newStart: newLine, newCount: newLeft, lines: [] });
            continue;
        }
        const hunk = hunks.at(-1);
        if (hunk === undefined || raw.startsWith("\\"))
            continue;
        const marker = raw === "" ? " " : raw[0];
        const text = raw.slice(1);
        if (marker === "+" && newLeft > 0) {
            hunk.lines.push({ kind: "added", text, newLine });
            newLine += 1;
            newLeft -= 1;
        }
        else if (marker === "-" && oldLeft > 0) {
            hunk.lines.push({ kind: "deleted", text, oldLine });
            oldLine += 1;
            oldLeft -= 1;
        }
        else if (marker === " " && newLeft > 0 && oldLeft > 0) {
            hunk.lines.push({ kind: "context", text, newLine, oldLine });
            newLine += 1;
            oldLine += 1;
            newLeft -= 1;
            oldLeft -= 1;
        }
    }
    return hunks;
}
/** The inclusive new-file line ranges GitHub accepts comments on, one per hunk with RIGHT-side lines. */
function rightSideRanges(hunks) {
    return hunks
        .filter((hunk) => hunk.newCount > 0)
        .map((hunk) => ({ start: hunk.newStart, end: hunk.newStart + hunk.newCount - 1 }));
}
/**
 * True when a comment on `line` (and `startLine`, when given) sits on RIGHT-side
 * lines of one hunk: both ends in the same hunk, `startLine` before `line`.
 */
function isCommentable(ranges, line, startLine) {
    const first = startLine ?? line;
    if (first > line)
        return false;
    return ranges.some((range) => range.start <= first && line <= range.end);
}
/** True when the hunk adds or changes nothing on the RIGHT side (a deletion-only hunk). */
function isDeletionOnly(hunk) {
    return !hunk.lines.some((line) => line.kind === "added");
}

// EXTERNAL MODULE: ./src/core/token-estimate.ts
var token_estimate = __webpack_require__(19965);
;// CONCATENATED MODULE: ./src/action/review/diff-prompt.ts
/**
 * The pull request's diff as the reviewer model reads it: every kept line
 * carries its new-file line number (the numbers review comments use), and a
 * large diff is compressed to a token budget — deletion-only hunks dropped,
 * lock and generated files listed by name only, the rest included by
 * priority (source, then tests, then the rest, then docs), and every file
 * left out named, so the model knows what it did not see. Pure.
 */


/** Files whose diff a reviewer never needs: lock files, generated and vendored code, snapshots, maps. */
const NAME_ONLY = [
    /(^|\/)(package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|Cargo\.lock|Gemfile\.lock|composer\.lock|poetry\.lock|Pipfile\.lock|uv\.lock|go\.sum|flake\.lock|packages\.lock\.json)$/,
    /\.lock$/,
    /(^|\/)(dist|build|vendor|node_modules|third_party|__generated__|generated)\//,
    /\.(min\.js|min\.css|map|snap|pb\.go|g\.dart|designer\.cs)$/,
    /(_pb2(_grpc)?\.py|\.generated\.[a-z]+)$/,
];
const DOCS = /\.(md|mdx|rst|txt|adoc)$/i;
const TESTS = /(^|\/)(test|tests|__tests__|spec|e2e)\/|\.(test|spec)\.[a-z]+$|_test\.(go|py)$|(^|\/)test_[^/]+\.py$/i;
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs|py|go|rs|java|kt|cs|rb|php|c|h|cc|cpp|hpp|swift|scala|sh|sql)$/i;
function priorityOf(path) {
    if (TESTS.test(path))
        return 1;
    if (CODE.test(path))
        return 0;
    if (DOCS.test(path))
        return 3;
    return 2;
}
function renderHunk(hunk) {
    const lines = [hunk.header.replace(/^(@@[^@]*@@).*$/, "$1")];
    for (const line of hunk.lines) {
        const number = line.newLine === undefined ? "" : String(line.newLine);
        const marker = line.kind === "added" ? "+" : line.kind === "deleted" ? "-" : " ";
        lines.push(`${marker}${number.padStart(6)} | ${line.text}`);
    }
    return lines.join("\n");
}
function renderFile(file, hunks) {
    const renamed = file.previousPath === undefined ? "" : ` (from ${file.previousPath})`;
    const header = `=== ${file.path}${renamed}: ${file.status}, +${file.additions} -${file.deletions} ===`;
    return [header, ...hunks.map(renderHunk)].join("\n");
}
/** Why a file is shown by name only, or `undefined` when its hunks are worth reading. */
function nameOnlyReason(file, hunks) {
    if (file.status === "removed")
        return "deleted";
    if (NAME_ONLY.some((pattern) => pattern.test(file.path)))
        return "lock or generated file";
    if (file.patch === undefined)
        return "binary or too large to diff";
    if (hunks.length === 0)
        return "only deletions";
    return undefined;
}
/**
 * Renders `files` within `budgetTokens`. Format of a kept line:
 * `+    42 | text` (added, new line 42), `     43 | text` (context),
 * `-       | text` (deleted: no new line number).
 */
function renderReviewDiff(files, budgetTokens) {
    const nameOnly = [];
    const candidates = [];
    for (const file of files) {
        const hunks = parsePatch(file.patch ?? "").filter((hunk) => !isDeletionOnly(hunk));
        const why = nameOnlyReason(file, hunks);
        if (why !== undefined)
            nameOnly.push({ path: file.path, why });
        else
            candidates.push({ path: file.path, text: renderFile(file, hunks), priority: priorityOf(file.path) });
    }
    candidates.sort((a, b) => a.priority - b.priority || a.text.length - b.text.length);
    const listing = nameOnly.map((entry) => `- ${entry.path} (${entry.why})`).join("\n");
    let left = budgetTokens - (0,token_estimate/* estimateTokens */.bP)(listing) - 200;
    const shown = [];
    const omitted = [];
    for (const candidate of candidates) {
        const cost = (0,token_estimate/* estimateTokens */.bP)(candidate.text);
        if (cost <= left) {
            shown.push(candidate);
            left -= cost;
        }
        else
            omitted.push(candidate.path);
    }
    // Shown in the pull request's own order, which groups related files.
    const order = new Map(files.map((file, index) => [file.path, index]));
    shown.sort((a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0));
    const parts = [shown.map((entry) => entry.text).join("\n\n")];
    if (nameOnly.length > 0)
        parts.push(`Changed, listed by name only:\n${listing}`);
    if (omitted.length > 0) {
        parts.push(`Left out to fit the budget (read them with file_read if they matter):\n${omitted.map((path) => `- ${path}`).join("\n")}`);
    }
    return {
        text: parts.filter((part) => part !== "").join("\n\n"),
        shown: shown.map((entry) => entry.path),
        nameOnly,
        omitted,
    };
}

// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/github/review-threads.ts

/** The query (validated against GitHub's published schema by the GitHub fake). */
const REVIEW_THREADS_QUERY = `query ($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes {
          isResolved
          comments(first: 1) {
            nodes { path line body author { __typename login } }
          }
        }
      }
    }
  }
}`;
/** At most this many pages (100 threads each) are read: a review never needs more. */
const MAX_PAGES = 20;
/**
 * Every review thread of the pull request (all pages, up to 2,000 threads).
 * @throws GitHubApiError when the query fails (GraphQL errors included) or the pull request is not found.
 */
async function listReviewThreads(octokit, ref) {
    const threads = [];
    let cursor = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
        let answer;
        try {
            answer = await octokit.graphql(REVIEW_THREADS_QUERY, {
                owner: ref.owner,
                repo: ref.repo,
                number: ref.pullNumber,
                cursor,
            });
        }
        catch (thrown) {
            throw (0,errors/* toGitHubApiError */.Vu)(`list the review threads of #${ref.pullNumber}`, thrown);
        }
        const connection = answer.repository?.pullRequest?.reviewThreads;
        if (connection === undefined)
            throw (0,errors/* toGitHubApiError */.Vu)(`list the review threads of #${ref.pullNumber}`, new Error("pull request not found"));
        for (const thread of connection.nodes) {
            const first = thread?.comments.nodes[0];
            if (thread === null || first === null || first === undefined)
                continue;
            threads.push({
                isResolved: thread.isResolved,
                path: first.path,
                line: first.line,
                body: first.body,
                authorLogin: first.author?.login ?? "",
                authorIsBot: first.author?.__typename === "Bot",
            });
        }
        if (!connection.pageInfo.hasNextPage || connection.pageInfo.endCursor === null)
            break;
        cursor = connection.pageInfo.endCursor;
    }
    return threads;
}

;// CONCATENATED MODULE: ./src/action/review/open-comments.ts
/**
 * Where Alfred already said something that still stands, so a later review
 * does not say it again: Alfred's own comments (the hidden marker *and* a bot
 * author — anyone can paste the marker, and a pull request's author who did
 * could otherwise silence a finding on that line) whose conversation is still
 * open. Open means: the thread is unresolved (GraphQL, the only API that
 * tells) and the comment is not outdated. A resolved thread's point may be
 * raised again. When GraphQL fails, the REST list stands in with a log line:
 * not outdated counts as open.
 */




function isAlfreds(comment) {
    return comment.authorIsBot && comment.body.includes(comments/* ALFRED_MARKER */._c);
}
function lineOf(comment) {
    return comment.line === null ? [] : [{ path: comment.path, line: comment.line }];
}
/** Lines of Alfred's unresolved, current threads. Pure. */
function openThreadLines(threads) {
    return threads.filter((thread) => !thread.isResolved && isAlfreds(thread)).flatMap(lineOf);
}
/** Lines of Alfred's comments that are not outdated (the REST fallback). Pure. */
function currentCommentLines(comments) {
    return comments.filter(isAlfreds).flatMap(lineOf);
}
/**
 * The lines where Alfred's earlier comments are still open (module comment).
 * @throws GitHubApiError when the REST fallback fails too.
 */
async function openAlfredLines(octokit, ref, log) {
    try {
        return openThreadLines(await listReviewThreads(octokit, ref));
    }
    catch (thrown) {
        log(`review threads unavailable (${(0,core_errors/* errorMessage */.gJ)(thrown)}); deduplicating against Alfred's comments that are not outdated instead, resolved or not`);
        return currentCommentLines(await listReviewComments(octokit, ref));
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/security/text/model-text.ts
var model_text = __webpack_require__(16181);
// EXTERNAL MODULE: ./src/security/text/sanitize.ts + 2 modules
var sanitize = __webpack_require__(27202);
;// CONCATENATED MODULE: ./src/action/review/placement.ts
/**
 * From the model's structured review to what GitHub will accept: comments on
 * RIGHT-side lines inside the pull request's hunks go inline; every other
 * comment moves into the review body with its file and line (never sent
 * inline, so the review is never rejected with a 422); comments on a line
 * where Alfred's own conversation is still open (`open-comments.ts`) are
 * dropped.
 * Every body is sanitised, defused and redacted. Pure.
 */





/** The name of the forced tool the reviewer ends with. */
const SUBMIT_REVIEW = "submit_review";
const MAX_BODY_CHARS = 4_000;
/** The reviewer's structured output (DESIGN.md): line numbers are new-file lines. */
const reviewOutputSchema = schemas.strictObject({
    summary: schemas.string().max(20_000),
    comments: schemas.array(schemas.strictObject({
        path: schemas.string().min(1),
        line: schemas.number().int().positive(),
        body: schemas.string().min(1),
        startLine: schemas.number().int().positive().optional(),
    }))
        .max(100),
});
/**
 * Model-written text made safe to post: hidden content stripped, HTML
 * comments and tags inert, nobody pinged, secrets redacted, bounded length.
 */
function cleanBody(text, redact) {
    const visible = (0,model_text/* inertMarkdown */.I)((0,sanitize/* sanitizeUntrustedText */.T)(text)
        .replace(/</g, "&lt;")
        .replace(/@(?=[A-Za-z0-9])/g, "@\u200b")
        .trim());
    const cut = visible.length > MAX_BODY_CHARS ? `${visible.slice(0, MAX_BODY_CHARS - 1)}…` : visible;
    return redact(cut);
}
function normalise(path) {
    return path.replace(/^\.?\/+/, "").replace(/^[ab]\//, "");
}
/**
 * Splits `output.comments` against `files` (the whole pull request's diff,
 * which is what GitHub validates against, also for incremental reviews) and
 * the lines where Alfred's earlier comments are still `open`.
 */
function placeComments(output, files, open, redact) {
    const ranges = new Map(files.map((file) => [file.path, rightSideRanges(parsePatch(file.patch ?? ""))]));
    const taken = new Set(open.map((comment) => `${comment.path}:${comment.line}`));
    const inline = [];
    const inBody = [];
    let duplicates = 0;
    for (const comment of output.comments) {
        const path = normalise(comment.path);
        const body = cleanBody(comment.body, redact);
        if (body === "")
            continue;
        const key = `${path}:${comment.line}`;
        if (taken.has(key)) {
            duplicates += 1;
            continue;
        }
        taken.add(key);
        const fileRanges = ranges.get(path) ?? [];
        if (isCommentable(fileRanges, comment.line, comment.startLine)) {
            inline.push({
                path,
                line: comment.line,
                ...(comment.startLine === undefined ? {} : { startLine: comment.startLine }),
                body: `${body}\n\n${comments/* ALFRED_MARKER */._c}`,
            });
        }
        else if (comment.startLine !== undefined && isCommentable(fileRanges, comment.line)) {
            // The range crosses a hunk's edge: the last line alone still fits.
            inline.push({ path, line: comment.line, body: `${body}\n\n${comments/* ALFRED_MARKER */._c}` });
        }
        else {
            inBody.push({ path, line: comment.line, body });
        }
    }
    return { inline, inBody, duplicates };
}
/** The review's body: the summary, then the findings that could not go inline. */
function renderReviewBody(summary, inBody, redact) {
    const lines = [cleanBody(summary, redact) || "Reviewed by Alfred."];
    if (inBody.length > 0) {
        lines.push("", "**Findings outside the diff**", "");
        for (const finding of inBody) {
            const quoted = finding.body.replace(/\n/g, "\n  ");
            lines.push(`- \`${finding.path.replace(/`/g, "'")}:${finding.line}\`: ${quoted}`);
        }
    }
    lines.push("", comments/* ALFRED_MARKER */._c);
    return `${lines.join("\n")}\n`;
}

// EXTERNAL MODULE: ./src/core/omit-undefined.ts
var omit_undefined = __webpack_require__(93747);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/deps.ts
var deps = __webpack_require__(50385);
// EXTERNAL MODULE: ./src/harness/state/run-state.ts
var run_state = __webpack_require__(95487);
// EXTERNAL MODULE: ./src/orchestrator/ledger.ts
var orchestrator_ledger = __webpack_require__(47283);
// EXTERNAL MODULE: ./src/security/secrets/redact.ts + 10 modules
var redact = __webpack_require__(18867);
;// CONCATENATED MODULE: ./src/action/review/review-ledger.ts
/**
 * The review's signed ledger: what was posted, to which commit, at what
 * cost, uploaded as the run's artifact like any other Alfred run.
 */






/**
 * Writes `review_start`, `review` and `run_end` entries and uploads the ledger.
 * @throws AlfredError from the ledger; ArtifactUploadError from the upload.
 */
async function recordReview(record) {
    const runDir = (0,external_node_path_.join)(record.workingDir, (0,run_state/* runDirectory */.xw)(record.runId));
    const ledgerPath = (0,external_node_path_.join)(runDir, "ledger.jsonl");
    const ledger = await (0,orchestrator_ledger/* openLedger */.au)(ledgerPath, record.ledgerKey, deps/* systemDeps */.I, {
        redact: (text, options) => (0,redact/* redact */.E)(text, { knownSecrets: [...record.knownSecrets, ...(options?.knownSecrets ?? [])] }),
    });
    await ledger.append("review_start", record.start);
    await ledger.append("review", record.review);
    await ledger.append("run_end", { status: "success", kind: "review" });
    const { artifactUrl, uploadLedgerArtifact } = await Promise.all(/* import() */[__webpack_require__.e(659), __webpack_require__.e(252), __webpack_require__.e(721)]).then(__webpack_require__.bind(__webpack_require__, 49721));
    const uploaded = await uploadLedgerArtifact({
        name: record.artifactName,
        files: [ledgerPath],
        rootDirectory: runDir,
        ...(0,omit_undefined/* omitUndefined */.O)({ retentionDays: record.retentionDays }),
    });
    return {
        id: uploaded.id,
        url: artifactUrl(record.serverUrl, record.repository, record.actionsRunId, uploaded.id),
    };
}

// EXTERNAL MODULE: ./src/action/resume-attempt.ts
var resume_attempt = __webpack_require__(49631);
// EXTERNAL MODULE: ./src/core/host-profiles.ts
var host_profiles = __webpack_require__(59872);
// EXTERNAL MODULE: ./src/core/messages.ts
var core_messages = __webpack_require__(67507);
// EXTERNAL MODULE: ./src/core/usage.ts
var usage = __webpack_require__(14528);
// EXTERNAL MODULE: ./src/engine/drain-query.ts
var drain_query = __webpack_require__(40857);
// EXTERNAL MODULE: ./src/engine/run-query.ts + 16 modules
var run_query = __webpack_require__(86825);
// EXTERNAL MODULE: ./src/orchestrator/ask-structured.ts
var ask_structured = __webpack_require__(75757);
// EXTERNAL MODULE: ./src/tools/registry.ts
var registry = __webpack_require__(64988);
// EXTERNAL MODULE: ./src/security/text/taint.ts + 1 modules
var text_taint = __webpack_require__(60223);
;// CONCATENATED MODULE: ./src/action/review/reviewer-prompt.ts
/**
 * The reviewer's messages (its system prompt is `prompts/`'s `reviewerPrompt`):
 * the first user message carries the pull request (title and body sanitised
 * and fenced: they are the author's words, not instructions), the diff with
 * new-file line numbers, and the repo map focused on the changed files (fenced:
 * it is derived from the head's code).
 */



/** The first user message of the review. */
function reviewRequestMessage(input) {
    const description = `Title: ${(0,sanitize/* sanitizeUntrustedText */.T)(input.title)}\n\n${(0,sanitize/* sanitizeUntrustedText */.T)(input.body)}`;
    const map = input.repoMap?.trim() ?? "";
    return [
        `Review pull request #${input.number}. Scope: ${input.scope}.`,
        "The author's description:",
        (0,text_taint/* fence */.EU)(description, "pull-request"),
        "The diff (`+` added, `-` deleted, the number is the line in the new file):",
        (0,text_taint/* fence */.EU)(input.diff, "diff"),
        ...(map === ""
            ? []
            : [
                "The repository map, focused on the changed files (their definitions and what they use and are used by, most relevant first):",
                (0,text_taint/* fence */.EU)(map, "repo-map"),
            ]),
        `Explore as much as you need; when you stop calling tools you will be asked for the review (${SUBMIT_REVIEW}).`,
    ].join("\n\n");
}
/** The message that asks for the structured review after the exploration. */
const SUBMIT_NOW = `Now submit your review with ${SUBMIT_REVIEW}: a summary and the comments (path, line in the new file, body, optional startLine).`;

;// CONCATENATED MODULE: ./src/action/review/review-query.ts









/**
 * True for a tool the reviewer may have: the `actionReview` row's tools — the read-only
 * built-ins, `repo_map`, `lsp_*` (when registered), and `mcp__*` tools of contained servers
 * (read-only because the boundary makes them so: sandboxed, workspace read-only, no network).
 */
function isReviewTool(tool) {
    return (0,host_profiles/* hostOffersTool */.Em)(host_profiles/* HOST_PROFILES */.Ue.actionReview.tools, tool);
}
/** The reviewer's registry: the read-only tools of `tools`, nothing else. */
function reviewRegistry(tools) {
    return new registry/* ToolRegistry */.m(tools.filter(isReviewTool));
}
/** The conversation without a trailing assistant turn whose tool calls never got results. */
function closedHistory(messages) {
    const last = messages.at(-1);
    if (last?.role === "assistant" && (0,core_messages/* toolUsesOf */.Wf)(last.content).length > 0)
        return messages.slice(0, -1);
    return messages;
}
/**
 * Runs the review conversation. `config.toolHost.tools` must already be the
 * reviewer's registry ({@link reviewRegistry}); the mode is the `actionReview` host's
 * (`plan`), whatever `config` carries: the review is read-only even if a caller passed another.
 */
async function runReviewQuery(userMessage, config, onEvent) {
    const readOnly = {
        ...config,
        toolHost: { ...config.toolHost, permissionMode: (0,host_profiles/* permissionModeFor */.kV)("actionReview", undefined) },
    };
    const explored = await (0,drain_query/* drainQuery */.V)((0,run_query.runQuery)(userMessage, readOnly), onEvent);
    if (explored.status === "aborted" || explored.status === "provider_error") {
        const error = explored.error?.message ?? explored.status;
        return { ok: false, error, costUsd: explored.costUsd, turns: explored.turns };
    }
    // The exploration is over: only the answer is offered on the forced turns.
    const { state, outcome } = await (0,ask_structured/* askStructured */.N)(SUBMIT_NOW, { ...readOnly, history: closedHistory(explored.messages) }, reviewOutputSchema, SUBMIT_REVIEW, onEvent);
    const costUsd = (0,usage/* addCost */.nv)(explored.costUsd, state.costUsd);
    const turns = explored.turns + state.turns;
    if (outcome.ok)
        return { ok: true, output: outcome.value, costUsd, turns };
    return { ok: false, error: state.error?.message ?? outcome.error, costUsd, turns };
}

// EXTERNAL MODULE: ./src/config/file-source.ts
var file_source = __webpack_require__(43602);
// EXTERNAL MODULE: ./src/context/repo-map.ts + 18 modules
var repo_map = __webpack_require__(8543);
// EXTERNAL MODULE: ./src/lsp/config.ts
var lsp_config = __webpack_require__(21973);
// EXTERNAL MODULE: ./src/mcp/client-config.ts
var client_config = __webpack_require__(8768);
// EXTERNAL MODULE: ./src/prompts/roles.ts + 11 modules
var roles = __webpack_require__(83472);
// EXTERNAL MODULE: ./src/session/create-session.ts + 32 modules
var create_session = __webpack_require__(91099);
// EXTERNAL MODULE: ./src/session/instructions.ts + 1 modules
var instructions = __webpack_require__(40551);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
;// CONCATENATED MODULE: ./src/action/review/review-session.ts
/**
 * The reviewer's session and first message. Everything it is told or given
 * to run comes from the pull request's BASE commit: configuration, hooks,
 * AGENTS.md / CLAUDE.md, the language servers (`.alfred/lsp.json`) and the
 * MCP servers (`.alfred/mcp.json` / `.mcp.json`), started inside the boundary. Its tools are the read-only ones
 * (`review-query.ts`); its system prompt is `prompts/`'s reviewer prompt;
 * its first message carries the pull request (fenced), the diff, and the
 * repo map focused on the changed files.
 */












/** Sets the sandbox up first when the base configures MCP or language servers (they start inside it). */
async function prepareForServers(run) {
    const { options, pull, config } = run;
    const base = { kind: "commit", sha: pull.base.sha };
    const mcp = await (0,client_config/* readMcpConfig */.JW)(options.workingDir, base);
    const lsp = await (0,file_source/* readSourceFile */.u)(options.workingDir, lsp_config/* LSP_CONFIG_FILE */.Gx, base);
    if (mcp.servers.length === 0 && lsp === undefined)
        return;
    // A failure here is not the review's: the boundary then refuses to start the servers, and says so.
    await options.prepareSandbox(config).catch((thrown) => {
        options.log(`servers of the base: ${(0,core_errors/* errorMessage */.gJ)(thrown)}`);
    });
}
/**
 * Starts the reviewer's session: the `actionReview` row of `HOST_PROFILES` (plan mode, read-only
 * tools, language and MCP servers the base configures), base-commit sources.
 * @throws ConfigError for a malformed hooks or MCP file on the base; AlfredError from the provider.
 */
async function startReviewer(run) {
    const { options, pull, config } = run;
    const base = { kind: "commit", sha: pull.base.sha };
    await prepareForServers(run);
    const session = await (0,create_session/* createSession */.j)({
        host: "actionReview",
        config,
        env: options.env,
        workingDir: options.workingDir,
        secrets: (0,inputs/* providerKeys */.uU)(options.secrets),
        // Hooks, MCP and language servers from the base commit: a pull request cannot bring its own.
        source: base,
        onNote: options.log,
    });
    // Again after the servers attached: their tools joined the registry as they came.
    const tools = reviewRegistry(session.toolHost.tools instanceof registry/* ToolRegistry */.m ? session.toolHost.tools.list() : session.toolHost.tools);
    const context = await (0,instructions/* gatherPromptContext */.Rb)({
        workingDir: options.workingDir,
        now: new Date(),
        toolNames: tools.list().map((tool) => tool.name),
        testCommand: config.verify,
        egressAllow: session.toolHost.runtime?.boundary.egressAllow ?? [],
        source: base,
    });
    return {
        query: {
            ...session,
            toolHost: { ...session.toolHost, tools, knownSecrets: options.knownSecrets },
            systemPrompt: (0,roles/* reviewerPrompt */.qu)(context, { maxFindings: roles/* DEFAULT_MAX_FINDINGS */.Ot }),
            ...(options.signal === undefined ? {} : { signal: options.signal }),
        },
        close: async () => {
            await session.close?.();
        },
    };
}
/**
 * The repo map of the reviewed head, focused on the changed files; empty when it
 * cannot be built (it is context, not a precondition: noted and left out).
 */
async function focusedMap(run, files) {
    try {
        return await (0,repo_map/* renderRepoMap */.d)({
            workingDir: run.options.workingDir,
            tokens: Math.min(repo_map/* DEFAULT_MAP_TOKENS */.U_, Math.floor(run.config.maxContextTokens * 0.05)),
            focus: files.filter((file) => file.status !== "removed").map((file) => file.path),
            // The job log says what the tag cache saved (a cache restored by actions/cache: README).
            onBuilt: (built) => run.options.log(`repo map: ${built.parsed + built.cached} files, ${built.parsed} parsed, ${built.cached} from the tag cache (${built.cachedByContent} found by content)`),
        });
    }
    catch (thrown) {
        run.options.log(`repo map left out of the review: ${(0,core_errors/* errorMessage */.gJ)(thrown)}`);
        return "";
    }
}
/** The reviewer's first message: the pull request, its diff, and the focused repo map. */
async function firstMessage(run, scope) {
    const { pull } = run;
    return reviewRequestMessage({
        number: pull.number,
        title: pull.title,
        body: pull.body,
        diff: scope.diff.text,
        scope: scope.scope,
        repoMap: await focusedMap(run, scope.files),
    });
}

;// CONCATENATED MODULE: ./src/action/review/review-run.ts











/** Phase 1: the files the model reviews — the whole pull request, or what a fast-forward push added. */
async function readScope(run) {
    const allFiles = await listPullFiles(run.options.octokit, run.ref);
    const budget = Math.floor(run.config.maxContextTokens * 0.3);
    const whole = { allFiles, files: allFiles, scope: "the whole pull request" };
    if (run.since === undefined)
        return { ...whole, diff: renderReviewDiff(allFiles, budget) };
    const comparison = await compareCommits(run.options.octokit, {
        owner: run.ref.owner,
        repo: run.ref.repo,
        base: run.since,
        head: run.pull.head.sha,
    });
    // Anything but a plain fast-forward (a force-push, a rebase) falls back to the whole pull request.
    if (comparison?.status !== "ahead")
        return { ...whole, diff: renderReviewDiff(allFiles, budget) };
    return {
        allFiles,
        files: comparison.files,
        scope: `the changes since ${run.since.slice(0, 10)} (earlier commits were reviewed)`,
        diff: renderReviewDiff(comparison.files, budget),
    };
}
/**
 * Phase 2: the reviewer's conversation, with the checkout's git credentials out of reach of the
 * reviewer and of the servers it starts (they can read the workspace); its servers stop, then
 * the credentials come back, whatever happens.
 */
async function converse(run, scope) {
    const hidden = await (0,credentials/* hideGitCredentials */.n)(run.options.workingDir);
    try {
        const reviewer = await startReviewer(run);
        try {
            const message = await firstMessage(run, scope);
            run.options.phase("reviewing");
            return await runReviewQuery(message, reviewer.query, run.options.onQueryEvent);
        }
        finally {
            await reviewer.close();
        }
    }
    finally {
        await hidden.restore();
    }
}
/** Phase 3: places the comments (in the diff, in the body, or dropped as open repeats) and posts one review. */
async function post(run, output, scope) {
    const { options, pull } = run;
    const redactText = (0,redactor/* createRedactor */.l)(options.knownSecrets).text;
    const open = await openAlfredLines(options.octokit, run.ref, options.log);
    const placement = placeComments(output, scope.allFiles, open, redactText);
    const review = await postReview(options.octokit, run.ref, {
        commitId: pull.head.sha,
        body: renderReviewBody(output.summary, placement.inBody, redactText),
        comments: placement.inline,
    });
    return { id: review.id, url: review.url, placement };
}
/** Phase 4: the signed ledger, uploaded as the run's artifact. */
function record(run, scope, posted, costUsd) {
    const { options, pull, config } = run;
    const { placement } = posted;
    return recordReview({
        runId: options.runId,
        artifactName: (0,resume_attempt/* ledgerArtifactName */.Jc)(options.runId, options.context),
        workingDir: options.workingDir,
        ledgerKey: options.secrets.ledgerKey ?? "",
        knownSecrets: options.knownSecrets,
        ...(0,omit_undefined/* omitUndefined */.O)({ retentionDays: config.github.artifactRetentionDays }),
        start: {
            pull: pull.number,
            head: pull.head.sha,
            base: pull.base.sha,
            scope: scope.scope,
            files: scope.diff.shown.length,
            omitted: [...scope.diff.omitted],
        },
        review: {
            reviewId: posted.id,
            commitId: pull.head.sha,
            inline: placement.inline.map((comment) => ({ path: comment.path, line: comment.line })),
            inBody: placement.inBody.map((finding) => ({ path: finding.path, line: finding.line })),
            duplicates: placement.duplicates,
            costUsd,
        },
        serverUrl: options.context.serverUrl,
        repository: options.context.repository,
        actionsRunId: options.context.runId,
    });
}
/** The outcome of a conversation that gave no valid review. */
function failed(run, answer) {
    const why = `the reviewer gave no valid review: ${answer.error}`;
    const sticky = {
        phase: "failed",
        runUrl: run.options.context.runUrl,
        why,
        ...(run.since === undefined ? {} : { reviewedSha: run.since }),
    };
    return {
        conclusion: "failure",
        message: why,
        inline: [],
        inBody: [],
        costUsd: answer.costUsd,
        sticky,
    };
}
/** The outcome of a posted review. */
function done(run, scope, posted, costUsd, artifact) {
    const { placement } = posted;
    const headSha = run.pull.head.sha;
    return {
        conclusion: "success",
        reviewId: posted.id,
        reviewUrl: posted.url,
        inline: placement.inline,
        inBody: placement.inBody,
        duplicates: placement.duplicates,
        costUsd,
        headSha,
        scope: scope.scope,
        artifact,
        sticky: {
            phase: "done",
            headSha,
            runUrl: run.options.context.runUrl,
            findings: placement.inline.length + placement.inBody.length,
            inline: placement.inline.length,
            costUsd,
            reviewUrl: posted.url,
            scope: scope.scope,
        },
    };
}
/**
 * Runs the reviewer and posts its one review; the outcome carries the sticky comment's final state.
 * @throws GitHubApiError, AlfredError on failures the entry point reports.
 */
async function reviewWithModel(run) {
    const { phase } = run.options;
    phase("reading the diff");
    const scope = await readScope(run);
    phase("setting up the reviewer");
    const answer = await converse(run, scope);
    if (!answer.ok)
        return failed(run, answer);
    phase("posting the review");
    const posted = await post(run, answer.output, scope);
    phase("recording the review");
    const artifact = await record(run, scope, posted, answer.costUsd);
    return done(run, scope, posted, answer.costUsd, artifact);
}

;// CONCATENATED MODULE: ./src/action/review/review-target.ts
/** The `pull_request` actions that start a review. */
const REVIEW_ACTIONS = ["opened", "synchronize", "reopened", "ready_for_review"];
/** Decides the {@link ReviewTarget} of `event`; `reviewDrafts` lets draft pull requests through. */
function reviewTargetOf(event, reviewDrafts) {
    if (event.kind === "pull_request") {
        if (!REVIEW_ACTIONS.includes(event.action)) {
            return {
                kind: "skip",
                why: `pull request ${event.action}: Alfred reviews on ${REVIEW_ACTIONS.join(", ")}`,
            };
        }
        if (event.draft && !reviewDrafts) {
            return {
                kind: "skip",
                why: "the pull request is a draft (set `review-drafts: true` to review drafts)",
            };
        }
        return {
            kind: "event",
            pullNumber: event.number,
            incremental: event.action === "synchronize",
            isFork: event.isFork,
        };
    }
    if (event.kind === "issue_comment") {
        if (!event.issue.isPullRequest)
            return { kind: "skip", why: "`review` works on pull requests, not issues" };
        return { kind: "comment", pullNumber: event.issue.number };
    }
    return {
        kind: "skip",
        why: "review mode needs a pull_request event or a review comment on a pull request",
    };
}

;// CONCATENATED MODULE: ./src/action/review/review-pull-request.ts






/** True when the configured provider needs a key that the run did not get (a fork's `pull_request` run). */
function providerKeyMissing(provider, secrets, env) {
    if (provider === "anthropic")
        return (secrets.anthropicApiKey ?? env.ANTHROPIC_API_KEY) === undefined;
    if (provider === "openai")
        return (secrets.openaiApiKey ?? env.OPENAI_API_KEY) === undefined;
    return false;
}
const skipped = (why) => ({
    conclusion: "skipped",
    message: why,
    inline: [],
    inBody: [],
});
/** `/alfred review`: the commenter must have write access; Alfred reacts 👀. */
async function admitComment(options, event) {
    options.phase("checking the commenter's permission");
    return (0,admit_commenter/* admitCommenter */.O)(options.octokit, options.context, options.config, event);
}
/** The pull request as the event saw it (the commit it is about), or as the API says now. */
async function pullOf(options, ref) {
    const { event } = options.context;
    if (event.kind !== "pull_request")
        return getPull(options.octokit, ref);
    return {
        number: event.number,
        title: event.title,
        body: event.body,
        draft: event.draft,
        state: "open",
        head: { sha: event.head.sha, ref: event.head.ref, repository: event.head.repository },
        base: event.base,
    };
}
function refusal(options, target) {
    if (target.kind === "skip")
        return target.why;
    if (target.kind === "event" &&
        target.isFork &&
        providerKeyMissing(options.config.provider, options.secrets, options.env)) {
        return "this pull request comes from a fork, and GitHub gives fork runs no secrets: no model key, a read-only token. A maintainer can comment `/alfred review` to review it";
    }
    if (options.secrets.githubToken === undefined)
        return "no github-token: Alfred cannot post a review";
    return undefined;
}
/**
 * Reviews the pull request the event is about. Never posts more than one
 * review and one sticky comment.
 * @throws AlfredError / GitHubApiError on failures the entry point reports.
 */
async function reviewPullRequest(options) {
    const { context, octokit } = options;
    const target = reviewTargetOf(context.event, options.reviewDrafts);
    const why = refusal(options, target);
    if (why !== undefined || target.kind === "skip") {
        if (target.kind === "event" && target.isFork)
            options.notice(`Alfred skipped the review: ${why ?? ""}.`);
        return skipped(why ?? "nothing to review");
    }
    if ((options.secrets.ledgerKey ?? "").length < 16) {
        throw new Error("input ledger-key is not set or shorter than 16 characters: the review is recorded in a signed ledger");
    }
    const ref = { owner: context.owner, repo: context.repo, pullNumber: target.pullNumber };
    const where = { owner: context.owner, repo: context.repo, issueNumber: target.pullNumber };
    if (context.event.kind === "issue_comment") {
        const refused = await admitComment(options, context.event);
        if (refused !== undefined)
            return skipped(refused);
    }
    options.phase("reading the pull request");
    const pull = await pullOf(options, ref);
    if (pull.state !== "open")
        return skipped(`pull request #${pull.number} is ${pull.state}`);
    let sticky = await findSticky(octokit, where);
    const lastReviewed = sticky?.reviewedSha;
    if (target.kind === "event" && lastReviewed === pull.head.sha) {
        return skipped(`commit ${pull.head.sha.slice(0, 10)} was already reviewed`);
    }
    // On `/alfred review` the progress comment is the sticky comment: one comment per pull request, ever.
    sticky = await writeSticky(octokit, where, sticky, renderSticky({ phase: "reviewing", headSha: pull.head.sha, runUrl: context.runUrl }));
    options.phase("checking out the pull request");
    await (0,review_git/* ensureCommit */.q$)(options.workingDir, pull.base.sha);
    await (0,review_git/* checkoutCommit */._6)(options.workingDir, pull.head.sha);
    const run = {
        options,
        pull,
        ref,
        config: await options.loadConfigAt(pull.base.sha),
        since: target.kind === "event" && target.incremental ? lastReviewed : undefined,
    };
    try {
        const outcome = await reviewWithModel(run);
        await writeSticky(octokit, where, sticky, renderSticky(outcome.sticky));
        return outcome;
    }
    catch (thrown) {
        // Best effort while failing: `thrown` is what the job must report, not a failure to update the comment.
        await writeSticky(octokit, where, sticky, renderSticky({
            phase: "failed",
            runUrl: context.runUrl,
            why: "the review failed; see the run log",
            ...(lastReviewed === undefined ? {} : { reviewedSha: lastReviewed }),
        })).catch(() => undefined);
        throw thrown;
    }
}

// EXTERNAL MODULE: ./src/github/client.ts + 1 modules
var client = __webpack_require__(43154);
// EXTERNAL MODULE: ./src/action/ensure-sandbox.ts + 1 modules
var ensure_sandbox = __webpack_require__(44950);
;// CONCATENATED MODULE: ./src/action/review/review-host.ts



/**
 * The review's GitHub client (the token as a header only, every request body redacted), its log
 * line, and the sandbox set-up the base's MCP servers need.
 */
function reviewHost(input) {
    const line = (text) => (0,redact/* redact */.E)(text, { knownSecrets: input.knownSecrets }).replace(/\r?\n/g, " ");
    return {
        log: (text) => input.core.info(line(text)),
        prepareSandbox: (config) => (0,ensure_sandbox/* ensureSandbox */.Q)(config, input.core, input.env),
        octokit: (0,client/* createGitHubClient */.L)({
            token: input.secrets.githubToken ?? "",
            baseUrl: input.context.apiUrl,
            redact: input.redactor.value,
            log: { warn: (text) => input.core.warning(line(text)), debug: (text) => input.core.debug(line(text)) },
        }),
    };
}

;// CONCATENATED MODULE: ./src/action/review-job-deps.ts
/**
 * What review mode needs beyond reading the request, in one module so that ncc emits one chunk
 * for it. Loaded by job-modules.ts.
 */




/***/ }),

/***/ 27202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T: () => (/* binding */ sanitizeUntrustedText)
});

;// CONCATENATED MODULE: ./src/security/text/html-entities.ts
/**
 * A small HTML character-reference decoder (no dependency): numeric references (`&#60;`,
 * `&#x3c;`, with or without the `;`) and the named references people actually write, plus the
 * ones an attacker would use to hide markup (`&lt;`, `&excl;`, `&dash;`, `&NewLine;`,
 * zero-width `&zwj;`). Unknown names are left as they are. One call decodes one level:
 * `&amp;lt;` becomes `&lt;`; the sanitizer repeats until nothing changes.
 */
const NAMED = {
    amp: "&",
    lt: "<",
    gt: ">",
    quot: '"',
    apos: "'",
    nbsp: "\u00a0",
    sol: "/",
    bsol: "\\",
    excl: "!",
    quest: "?",
    num: "#",
    dollar: "$",
    percnt: "%",
    ast: "*",
    midast: "*",
    plus: "+",
    equals: "=",
    hyphen: "\u2010",
    dash: "\u2010",
    minus: "\u2212",
    lowbar: "_",
    period: ".",
    comma: ",",
    colon: ":",
    semi: ";",
    commat: "@",
    lpar: "(",
    rpar: ")",
    lsqb: "[",
    rsqb: "]",
    lbrack: "[",
    rbrack: "]",
    lcub: "{",
    rcub: "}",
    lbrace: "{",
    rbrace: "}",
    verbar: "|",
    vert: "|",
    grave: "`",
    hat: "^",
    tilde: "\u02dc",
    newline: "\n",
    tab: "\t",
    shy: "\u00ad",
    zwj: "\u200d",
    zwnj: "\u200c",
    lrm: "\u200e",
    rlm: "\u200f",
    ensp: "\u2002",
    emsp: "\u2003",
    thinsp: "\u2009",
    hellip: "\u2026",
    mdash: "\u2014",
    ndash: "\u2013",
    lsquo: "\u2018",
    rsquo: "\u2019",
    ldquo: "\u201c",
    rdquo: "\u201d",
    laquo: "\u00ab",
    raquo: "\u00bb",
    lsaquo: "\u2039",
    rsaquo: "\u203a",
    lang: "\u27e8",
    rang: "\u27e9",
    copy: "\u00a9",
    reg: "\u00ae",
    trade: "\u2122",
    deg: "\u00b0",
    middot: "\u00b7",
    bull: "\u2022",
    times: "\u00d7",
    divide: "\u00f7",
};
// Names are matched case-insensitively (`&LT;`, `&NewLine;`); numeric references may omit `;`.
const REFERENCE = /&(?:#(?:[xX]([0-9a-fA-F]{1,8})|([0-9]{1,10}));?|([A-Za-z]{2,10});)/g;
function fromCodePoint(codePoint) {
    const valid = codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
    return valid ? String.fromCodePoint(codePoint) : "\ufffd";
}
/** Decodes one level of HTML character references in `text`. Pure; never throws. */
function decodeEntities(text) {
    if (!text.includes("&"))
        return text;
    return text.replace(REFERENCE, (match, hex, decimal, name) => {
        if (hex !== undefined)
            return fromCodePoint(parseInt(hex, 16));
        if (decimal !== undefined)
            return fromCodePoint(parseInt(decimal, 10));
        return NAMED[(name ?? "").toLowerCase()] ?? match;
    });
}
/** True when `text` still holds a reference {@link decodeEntities} would decode. */
function hasDecodableEntity(text) {
    return decodeEntities(text) !== text;
}

;// CONCATENATED MODULE: ./src/security/text/hidden-html.ts
/**
 * Removes HTML a reader of a rendered issue would not see, and the attributes that carry
 * text nobody sees, so a model reads no more than the human who approved the request.
 *
 * - Elements hidden by markup are removed with their whole content: a `hidden` attribute
 *   (any value: the attribute's presence hides), `aria-hidden="true"`, a `style` that hides
 *   (`display:none`, `visibility:hidden`, `font-size:0`, `opacity:0`, `color:transparent`),
 *   `<input type="hidden">`, and elements whose content never renders (`script`, `style`,
 *   `template`, `noscript`, `title`, `head`, …). An unclosed hidden element hides everything
 *   after it, as in a browser, so the rest of the text goes too (fail closed).
 * - On the tags that stay, `alt`, `title`, `aria-label`, `aria-description`, `placeholder` and
 *   `data-*` attributes are dropped: tooltips and alternative text are not on screen.
 * - `<details>` is kept with its content: it is collapsed, not hidden, and reviewers open it.
 *
 * A single left-to-right pass with bounded patterns: linear in the input.
 */
// A tag as CommonMark raw HTML sees it; attribute text and quoted values are bounded so a
// stray `<` cannot make the scan quadratic.
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9:-]{0,64})(?=[\s/>])((?:[^<>"']|"[^"]{0,4096}"|'[^']{0,4096}'){0,4096})>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const NEVER_RENDERED = new Set([
    "script",
    "style",
    "template",
    "noscript",
    "title",
    "head",
    "noembed",
    "noframes",
    "xmp",
    "iframe",
    "object",
]);
const RAW_TEXT = new Set(["script", "style", "noscript", "title", "noembed", "noframes", "xmp", "iframe"]);
const VOID = new Set([
    "area",
    "base",
    "br",
    "col",
    "embed",
    "hr",
    "img",
    "input",
    "link",
    "meta",
    "param",
    "source",
    "track",
    "wbr",
]);
const HIDING_STYLE = /(?:^|[;\s])(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)|font-size\s*:\s*0(?:\.0*)?(?:[a-z%]+)?\s*(?:;|$|!)|opacity\s*:\s*0(?:\.0*)?\s*(?:;|$|!)|color\s*:\s*transparent|(?:max-)?(?:height|width)\s*:\s*0(?:[a-z%]+)?\s*(?:;|$|!))/i;
const DROPPED_ATTRIBUTE = /^(?:alt|title|aria-label|aria-description|aria-roledescription|placeholder|data-.*)$/i;
function unquote(value) {
    return /^(["']).*\1$/s.test(value) ? value.slice(1, -1) : value;
}
function parseAttributes(text) {
    const attributes = [];
    for (const match of text.matchAll(ATTRIBUTE)) {
        attributes.push({ name: (match[1] ?? "").toLowerCase(), value: unquote(match[2] ?? ""), raw: match[0] });
    }
    return attributes;
}
function scanTag(text, at) {
    TAG.lastIndex = at;
    const match = TAG.exec(text);
    if (match === null)
        return undefined;
    const body = match[3] ?? "";
    return {
        start: at,
        end: TAG.lastIndex,
        name: (match[2] ?? "").toLowerCase(),
        closing: match[1] === "/",
        selfClosing: /\/\s*$/.test(body),
        attributes: parseAttributes(body.replace(/\/\s*$/, "")),
    };
}
function isHidden(tag) {
    if (NEVER_RENDERED.has(tag.name))
        return true;
    return tag.attributes.some(({ name, value }) => name === "hidden" ||
        (name === "aria-hidden" && value.trim().toLowerCase() === "true") ||
        (name === "style" && HIDING_STYLE.test(value)) ||
        (name === "type" && tag.name === "input" && value.trim().toLowerCase() === "hidden"));
}
function withoutDroppedAttributes(text, tag) {
    const kept = tag.attributes.filter(({ name }) => !DROPPED_ATTRIBUTE.test(name));
    if (kept.length === tag.attributes.length)
        return text.slice(tag.start, tag.end);
    const attributes = kept.map(({ raw }) => ` ${raw}`).join("");
    return `<${tag.name}${attributes}${tag.selfClosing ? " /" : ""}>`;
}
/** Where the element opened by `open` ends (after its closing tag), or the end of the text. */
function elementEnd(text, open) {
    if (open.selfClosing || VOID.has(open.name))
        return open.end;
    if (RAW_TEXT.has(open.name)) {
        const close = new RegExp(`</${open.name}(?=[\\s/>])[^<>]{0,4096}>`, "ig");
        close.lastIndex = open.end;
        return close.exec(text) === null ? text.length : close.lastIndex;
    }
    let depth = 1;
    for (let tag = nextTag(text, open.end); tag !== undefined; tag = nextTag(text, tag.end)) {
        if (tag.name === open.name && !tag.selfClosing)
            depth += tag.closing ? -1 : 1;
        if (depth === 0)
            return tag.end;
    }
    return text.length;
}
/** The first tag that starts at or after `from`, passing over any `<` that starts none. */
function nextTag(text, from) {
    for (let next = text.indexOf("<", from); next >= 0; next = text.indexOf("<", next + 1)) {
        const tag = scanTag(text, next);
        if (tag !== undefined)
            return tag;
    }
    return undefined;
}
/** Removes hidden HTML elements and invisible-text attributes from `text`. Pure; never throws. */
function stripHiddenHtml(text) {
    let out = "";
    let copied = 0;
    for (let tag = nextTag(text, 0); tag !== undefined; tag = nextTag(text, copied)) {
        out += text.slice(copied, tag.start);
        if (!tag.closing && isHidden(tag)) {
            copied = elementEnd(text, tag);
            continue;
        }
        out += tag.closing ? text.slice(tag.start, tag.end) : withoutDroppedAttributes(text, tag);
        copied = tag.end;
    }
    return out + text.slice(copied);
}

// EXTERNAL MODULE: ./src/security/text/invisible-chars.ts
var invisible_chars = __webpack_require__(45031);
;// CONCATENATED MODULE: ./src/security/text/sanitize.ts
/**
 * Sanitises untrusted GitHub text (issue and PR bodies, comments, review comments) before the
 * model reads it. The rule: the model may read what a human sees on the rendered page and
 * nothing more, because hidden text is where prompt injections hide (users' item 6).
 *
 * Each round, in this order:
 * 1. **Decode HTML character references** (`&lt;`, `&#x3c;`, `&#60;`, named ones) *before*
 *    anything is stripped, so `&lt;!-- … --&gt;` cannot smuggle a comment past step 3.
 * 2. **Strip invisible characters**: zero-width, bidi controls, soft hyphen, U+180E, tag
 *    characters U+E0000–U+E007F and the others in {@link INVISIBLE_RANGES}.
 * 3. **Strip HTML comments** (`<!-- … -->`, also `--!>`, the abrupt `<!-->`, and an unclosed
 *    `<!--` up to the end), CDATA sections, `<!DECLARATIONS>` and `<?processing?>`.
 * 4. **Strip hidden HTML** ({@link stripHiddenHtml}): hidden elements with their content, and
 *    `alt` / `title` / `aria-label` / `data-*` attributes.
 * 5. **Strip Markdown's invisible text**: image alt text (`![alt](src)` → `![](src)`), link
 *    titles (`[text](url "title")` → `[text](url)`), reference-definition titles, and the
 *    "comment" idiom `[//]: # (hidden)` (a definition that points nowhere) entirely.
 *
 * Rounds repeat until the text stops changing, since a step can expose work for an earlier one
 * (`&amp;lt;` needs two decodes; `<!-<!-- -->- x -->` needs two comment passes). After
 * {@link MAX_ROUNDS} rounds, references that still decode are removed (fail closed).
 *
 * Deliberate costs: a comment shown literally in a code block is removed too, and an entity
 * written to be displayed (`&lt;!-- x --&gt;`) is read as the markup it spells. Both lose a
 * little fidelity; neither can hide an instruction.
 */



/** Rounds of the pipeline before giving up on reaching a fixed point. */
const MAX_ROUNDS = 16;
// `<!-->` and `<!--->` close at once (HTML "abrupt closing"); otherwise up to `-->` or `--!>`,
// or to the end of the text when the comment is never closed.
const COMMENT = /<!--(?:-?>|[\s\S]*?(?:--!?>|$))/g;
const CDATA = /<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g;
const DECLARATION = /<![A-Za-z][^<>]{0,4096}>/g;
const PROCESSING = /<\?[^<>]{0,4096}>/g;
// Markdown: `![alt](` → `![](`; titles after a link destination; reference definitions.
const IMAGE_ALT = /!\[[^[\]]{1,2000}\](?=[([])/g;
const LINK_TITLE = /(\]\([ \t]{0,8}(?:<[^>\n]{0,2000}>|[^\s()]{0,2000}))(?:[ \t\n]{1,8}(?:"[^"]{0,2000}"|'[^']{0,2000}'|\([^)]{0,2000}\)))[ \t\n]{0,8}\)/g;
const REFERENCE_DEFINITION = /^([ ]{0,3}\[[^\]\n]{1,999}\]:)[ \t]*(<[^>\n]{0,2000}>|\S{1,2000})?(?:[ \t]*\n?[ \t]*(?:"[^"]{0,2000}"|'[^']{0,2000}'|\([^)]{0,2000}\)))?[ \t]*$/gm;
function stripComments(text) {
    if (!text.includes("<!") && !text.includes("<?"))
        return text;
    return text.replace(COMMENT, "").replace(CDATA, "").replace(DECLARATION, "").replace(PROCESSING, "");
}
function stripMarkdownHiddenText(text) {
    if (!text.includes("]"))
        return text;
    return text
        .replace(IMAGE_ALT, "![]")
        .replace(LINK_TITLE, "$1)")
        .replace(REFERENCE_DEFINITION, (_match, label, destination) => {
        // `[//]: # (comment)` and `[x]: <> (comment)`: a definition used only to hide text.
        if (destination === undefined || destination === "#" || destination === "<>")
            return "";
        return `${label} ${destination}`;
    });
}
function round(text) {
    return stripMarkdownHiddenText(stripHiddenHtml(stripComments((0,invisible_chars/* stripInvisible */._0)(decodeEntities(text)))));
}
/**
 * Reduces untrusted GitHub text to what a reader of the rendered page sees: decodes entities,
 * then strips invisible characters, HTML comments, hidden elements, alt text and titles,
 * repeating to a fixed point. See the rules at the top of this file.
 *
 * @param text - an issue, PR or comment body as the API returns it.
 * @returns the sanitised text (idempotent: sanitising it again changes nothing).
 * @throws never.
 */
function sanitizeUntrustedText(text) {
    let current = text;
    for (let index = 0; index < MAX_ROUNDS; index += 1) {
        const next = round(current);
        if (next === current)
            return current;
        current = next;
    }
    // Still changing: an input nested this deep is an attack. Drop what could still decode.
    return hasDecodableEntity(current) ? round(current.replace(/&#?[A-Za-z0-9]{1,10};?/g, "")) : current;
}


/***/ })

};
