export const id = 22;
export const ids = [22];
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

/***/ 45022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  implementFromComment: () => (/* binding */ implementFromComment)
});

// EXTERNAL MODULE: ./src/platform/fs/fs.ts
var fs = __webpack_require__(77760);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(96228);
// EXTERNAL MODULE: ./src/core/omit-undefined.ts
var omit_undefined = __webpack_require__(93747);
// EXTERNAL MODULE: ./src/github/comments.ts
var comments = __webpack_require__(66645);
// EXTERNAL MODULE: ./src/action/admit-commenter.ts + 1 modules
var admit_commenter = __webpack_require__(21713);
// EXTERNAL MODULE: ./src/github/markdown.ts
var markdown = __webpack_require__(65566);
;// CONCATENATED MODULE: ./src/github/progress-body.ts
/**
 * The body of the progress comment: a checklist of features, the current
 * step, a link to the run and the cost so far.
 */


const STATUS_TEXT = {
    pending: "pending",
    in_progress: "in progress",
    passing: "passing",
    blocked: "blocked",
};
/**
 * Renders the progress comment. `key` (see {@link progressKeyMarker}) is
 * embedded so a later attempt of the run can find the comment again.
 */
function renderProgressBody(state, key) {
    const passing = state.features.filter((feature) => feature.status === "passing").length;
    const lines = [
        state.finished === true
            ? `### Alfred finished: ${passing} of ${state.features.length} passing`
            : `### Alfred is working on this (${passing} of ${state.features.length} passing)`,
        "",
    ];
    if (state.currentStep !== undefined && state.finished !== true) {
        lines.push(`**Now:** ${(0,markdown/* inlineText */.ln)(state.currentStep, 200)}`, "");
    }
    for (const feature of state.features) {
        const box = feature.status === "passing" ? "[x]" : "[ ]";
        const reason = feature.status === "blocked" && feature.reason !== undefined
            ? `: ${(0,markdown/* inlineText */.ln)(feature.reason, 200)}`
            : "";
        lines.push(`- ${box} ${(0,markdown/* inlineText */.ln)(feature.id, 100)} — ${STATUS_TEXT[feature.status]}${reason}`);
    }
    if (state.features.length > 0)
        lines.push("");
    if (state.summary !== undefined)
        lines.push((0,markdown/* inlineText */.ln)(state.summary, 500), "");
    const cost = state.costUsd === undefined
        ? ""
        : ` · cost ${state.finished === true ? "" : "so far "}${(0,markdown/* formatUsd */.UK)(state.costUsd)}`;
    lines.push(`[Run log](${state.runUrl})${cost}`, "", comments/* ALFRED_MARKER */._c);
    if (key !== undefined)
        lines.push(progressKeyMarker(key));
    return `${lines.join("\n")}\n`;
}
/** The hidden line that identifies one run's progress comment. */
function progressKeyMarker(key) {
    return `<!-- alfred-progress: ${key.replace(/--+/g, "-")} -->`;
}

;// CONCATENATED MODULE: ./src/github/progress-comment.ts


/** See the module comment. */
class ProgressComment {
    #octokit;
    #options;
    #commentId;
    #url;
    #published;
    #looked = false;
    #pending;
    #inFlight;
    constructor(octokit, options) {
        this.#octokit = octokit;
        this.#options = options;
    }
    /** The comment's id once it exists. */
    get commentId() {
        return this.#commentId;
    }
    /** The comment's web URL once it exists. */
    get url() {
        return this.#url;
    }
    /**
     * Publishes `state` (rendered by {@link renderProgressBody}). Resolves once
     * this state, or a later one that superseded it, is on GitHub.
     * @throws GitHubApiError when the request carrying it fails; a later update tries again.
     */
    update(state) {
        return this.publish(renderProgressBody(state, this.#options.key));
    }
    /** Like {@link update} with a body rendered by the caller (the marker is added). */
    publish(body) {
        return new Promise((resolve, reject) => {
            const waiter = { resolve, reject };
            if (this.#pending === undefined)
                this.#pending = { body, waiters: [waiter] };
            else {
                this.#pending.body = body;
                this.#pending.waiters.push(waiter);
            }
            this.#pump();
        });
    }
    /** Resolves when nothing is pending or in flight. Never rejects. */
    async flush() {
        while (this.#inFlight !== undefined)
            await this.#inFlight;
    }
    #pump() {
        if (this.#inFlight !== undefined || this.#pending === undefined)
            return;
        const job = this.#pending;
        this.#pending = undefined;
        this.#inFlight = this.#send(job.body)
            .then(() => {
            for (const waiter of job.waiters)
                waiter.resolve();
        }, (thrown) => {
            for (const waiter of job.waiters)
                waiter.reject(thrown);
        })
            .finally(() => {
            this.#inFlight = undefined;
            this.#pump();
        });
    }
    async #send(body) {
        if (body === this.#published)
            return;
        const where = { owner: this.#options.owner, repo: this.#options.repo };
        if (this.#commentId === undefined && this.#options.key !== undefined && !this.#looked) {
            const found = await (0,comments/* findComment */.h1)(this.#octokit, this.#options, progressKeyMarker(this.#options.key));
            this.#looked = true;
            if (found !== undefined)
                this.#adopt(found.id, found.url);
        }
        if (this.#commentId === undefined) {
            try {
                // With a key, a failed create is recovered by looking the comment up on the next
                // update; a blind retry of a POST whose answer was lost would post a second one.
                const retries = this.#options.key === undefined ? {} : { retries: 0 };
                const created = await (0,comments/* postComment */.Gy)(this.#octokit, this.#options, body, retries);
                this.#adopt(created.id, created.url);
            }
            catch (thrown) {
                // The comment may exist although the answer was lost: look again before the next create.
                this.#looked = false;
                throw thrown;
            }
        }
        else {
            await (0,comments/* updateComment */.vv)(this.#octokit, { ...where, commentId: this.#commentId }, body);
        }
        this.#published = body;
    }
    #adopt(id, url) {
        this.#commentId = id;
        this.#url = url;
    }
}

// EXTERNAL MODULE: ./src/harness/features/feature-list.ts + 2 modules
var feature_list = __webpack_require__(31339);
// EXTERNAL MODULE: ./src/harness/state/run-state.ts
var run_state = __webpack_require__(95487);
// EXTERNAL MODULE: ./src/security/text/sanitize.ts + 2 modules
var sanitize = __webpack_require__(27202);
// EXTERNAL MODULE: ./src/action/report.ts
var report = __webpack_require__(31658);
// EXTERNAL MODULE: ./src/action/execute-run.ts + 42 modules
var execute_run = __webpack_require__(47484);
;// CONCATENATED MODULE: ./src/action/implement-progress.ts

/** Tracks a run's progress into `comment`; `runUrl` links the workflow run. */
function implementProgress(comment, runUrl) {
    const features = new Map();
    let currentStep = "starting";
    // Null once a feature's cost is unknown: the comment then shows no total rather than a wrong one.
    let costUsd = 0;
    const publish = (extra = {}) => comment
        .update({
        features: [...features.values()],
        currentStep,
        runUrl,
        ...(costUsd === null ? {} : { costUsd }),
        ...extra,
    })
        // The progress comment is a courtesy: failing to update it must not fail the run, and the next
        // update carries the whole state again.
        .catch(() => undefined);
    const fold = (event) => {
        if (event.type === "feature_start") {
            features.set(event.feature.id, { id: event.feature.id, status: "in_progress" });
            currentStep = `implementing ${event.feature.id}`;
        }
        else if (event.type === "verify") {
            currentStep = `verified ${event.featureId} (attempt ${event.attempt}): ${event.exitCode === 0 ? "passed" : "failed"}`;
        }
        else if (event.type === "feature_end") {
            const { outcome } = event;
            features.set(outcome.featureId, {
                id: outcome.featureId,
                status: outcome.status,
                ...(0,omit_undefined/* omitUndefined */.O)({ reason: outcome.reason }),
            });
            costUsd = costUsd === null || outcome.costUsd === null ? null : costUsd + outcome.costUsd;
            currentStep = `finished ${outcome.featureId}`;
        }
        else {
            return false;
        }
        return true;
    };
    return {
        publish: () => publish(),
        onHarnessEvent: (event) => {
            if (fold(event))
                void publish();
        },
        finish: async (step, summary) => {
            currentStep = step;
            await publish({ finished: true, summary });
            // As for publish: the run's outcome is in its summary and outputs, whatever the comment shows.
            await comment.flush().catch(() => undefined);
        },
    };
}

;// CONCATENATED MODULE: ./src/action/implement.ts













/** The feature list to run, and which of its features: a named one, or the issue itself as one feature. */
async function chooseFeatures(options) {
    const { config, workingDir, event, trigger } = options;
    // Missing or unreadable: no listed feature to name, so the issue itself becomes the feature (below).
    const listText = await (0,fs/* readFile */.TA)((0,external_node_path_.join)(workingDir, config.features), "utf8").catch(() => undefined);
    const parsed = listText === undefined ? undefined : (0,feature_list/* parseFeatureList */.gY)(listText, config.features);
    const list = parsed?.ok === true ? parsed.value : undefined;
    if (trigger.featureId !== undefined &&
        list !== undefined &&
        (0,feature_list/* findFeature */.Su)(list, trigger.featureId) !== undefined) {
        return { featuresFile: config.features, only: [trigger.featureId] };
    }
    const verify = config.verify ?? list?.verify;
    if (verify === undefined) {
        return {
            refusal: "I need a verify command to check my work: set the `verify-command` input, or a default `verify` in the feature list.",
        };
    }
    // The issue itself becomes one feature, in a list the harness keeps with its own files (never committed).
    const title = (0,sanitize/* sanitizeUntrustedText */.T)(event.issue.title);
    const body = (0,sanitize/* sanitizeUntrustedText */.T)(event.issue.body);
    const extra = trigger.text === undefined ? "" : `\n\nThe maintainer adds: ${(0,sanitize/* sanitizeUntrustedText */.T)(trigger.text)}`;
    const id = `issue-${event.issue.number}`;
    const relative = (0,external_node_path_.join)((0,run_state/* runDirectory */.xw)(options.runId), "issue-feature.json");
    await (0,fs/* mkdir */.Ck)((0,external_node_path_.join)(workingDir, (0,run_state/* runDirectory */.xw)(options.runId)), { recursive: true });
    const feature = { id, description: `${title}\n\n${body}${extra}`.trim(), verify, status: "pending" };
    await (0,fs/* writeFile */._h)((0,external_node_path_.join)(workingDir, relative), `${JSON.stringify({ verify, features: [feature] }, null, 2)}\n`);
    return { featuresFile: relative, only: [id] };
}
/**
 * `/alfred implement [feature-id]` on an issue: only a write/admin
 * collaborator (or an allowed bot) may start it; a refusal is a polite
 * comment. Reacts 👀 at once, keeps one progress comment up to date, opens the
 * pull request with `Closes #N` and replies with its link.
 */
async function implementFromComment(options) {
    const { context, event, octokit, config } = options;
    const where = { owner: context.owner, repo: context.repo, issueNumber: event.issue.number };
    options.phase("checking the commenter's permission");
    const refused = await (0,admit_commenter/* admitCommenter */.O)(octokit, context, config, event);
    if (refused !== undefined)
        return { conclusion: "skipped", message: refused };
    const choice = await chooseFeatures(options);
    if ("refusal" in choice) {
        await (0,comments/* postComment */.Gy)(octokit, where, choice.refusal);
        return { conclusion: "skipped", message: choice.refusal };
    }
    const progress = implementProgress(new ProgressComment(octokit, { ...where, key: options.runId }), context.runUrl);
    await progress.publish();
    const run = await (0,execute_run/* executeRun */.l)({
        ...options,
        featuresFile: choice.featuresFile,
        ...(0,omit_undefined/* omitUndefined */.O)({ only: choice.only }),
        closesIssue: event.issue.number,
        onProgress: (harnessEvent) => {
            options.onProgress(harnessEvent);
            progress.onHarnessEvent(harnessEvent);
        },
    });
    const conclusion = (0,report/* conclusionOf */.vu)(run.summary);
    const closing = run.pullRequest === undefined
        ? `No pull request: nothing passed (${(0,format/* formatCost */.BD)(run.summary.costUsd)}).`
        : `Pull request: ${run.pullRequest.url}`;
    await progress.finish(conclusion === "failure" ? "nothing passed" : "done", closing);
    if (run.pullRequest !== undefined) {
        await (0,comments/* postComment */.Gy)(octokit, where, `@${event.comment.authorLogin} I opened ${run.pullRequest.url} for this issue.`);
    }
    return { conclusion, run, ...(conclusion === "failure" ? { message: "nothing passed" } : {}) };
}


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
