import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 60218:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _platform_fs_fs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _platform_wasm_tree_sitter_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(61344);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(94593);
/**
 * The Action's entry: point tree-sitter at the grammars shipped beside the
 * bundle, then run. Everything else lives in main.ts.
 */





const here = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
if ((0,_platform_fs_fs_js__WEBPACK_IMPORTED_MODULE_0__/* .existsSync */ .mN)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, "tree-sitter.wasm"))) {
    (0,_platform_wasm_tree_sitter_js__WEBPACK_IMPORTED_MODULE_3__/* .setWasmDirectory */ .ud)(here);
    // web-tree-sitter's CommonJS build reads the free variable __dirname, which an ES module bundle lacks.
    globalThis.__dirname ??= here;
}
await (0,_main_js__WEBPACK_IMPORTED_MODULE_4__/* .run */ .eF)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 81729:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R5: () => (/* binding */ readInput),
/* harmony export */   _y: () => (/* binding */ secretInputs),
/* harmony export */   cp: () => (/* binding */ inputLayer),
/* harmony export */   uU: () => (/* binding */ providerKeys)
/* harmony export */ });
/* unused harmony export envInputs */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(74296);
/* harmony import */ var _config_sources_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(780);
/* harmony import */ var _config_setting_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(12924);



/** Every input that maps onto AlfredConfig (secrets and `job` are read separately). */
const CONFIG_INPUTS = [
    { name: "feature-list", path: "features", kind: "string" },
    { name: "verify-command", path: "verify", kind: "string" },
    { name: "provider", path: "provider", kind: "string" },
    { name: "model", path: "model", kind: "string" },
    { name: "model-architect", path: "models.architect", kind: "string" },
    { name: "model-editor", path: "models.editor", kind: "string" },
    { name: "base-url", path: "baseUrl", kind: "string" },
    { name: "egress-allow", path: "egressAllow", kind: "list" },
    { name: "iteration-budget", path: "iterationBudget", kind: "number" },
    { name: "max-turns", path: "maxTurns", kind: "number" },
    { name: "max-cost-usd", path: "budget.maxCostUsd", kind: "number" },
    { name: "timeout-minutes", path: "budget.maxWallClockMs", kind: "minutes" },
    { name: "trigger-phrase", path: "github.triggerPhrase", kind: "string" },
    { name: "allowed-bots", path: "github.allowedBots", kind: "list" },
    { name: "branch-prefix", path: "github.branchPrefix", kind: "string" },
    { name: "base-branch", path: "github.baseBranch", kind: "string" },
    { name: "draft", path: "github.draft", kind: "boolean" },
    { name: "rollback-blocked", path: "rollback", kind: "boolean" },
    { name: "artifact-retention-days", path: "github.artifactRetentionDays", kind: "number" },
    { name: "allow-workflow-changes", path: "github.allowWorkflowChanges", kind: "boolean" },
    { name: "commit-memory", path: "github.commitMemory", kind: "boolean" },
    { name: "sandbox", path: "sandbox", kind: "sandbox" },
    { name: "sandbox-read-paths", path: "sandboxReadPaths", kind: "list" },
    { name: "run-id", path: "runId", kind: "string" },
];
/** The provider keys of `secrets` only: the GitHub token and the ledger key never go into a session. */
function providerKeys(secrets) {
    const keys = { anthropicApiKey: secrets.anthropicApiKey, openaiApiKey: secrets.openaiApiKey };
    return Object.fromEntries(Object.entries(keys).filter(([, value]) => value !== undefined));
}
/** `INPUT_FEATURE-LIST`: how the runner passes input `feature-list`. */
function inputVariable(name) {
    return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}
/** An input's trimmed value, or undefined when empty or absent. */
function readInput(env, name) {
    const value = env[inputVariable(name)]?.trim();
    return value === undefined || value === "" ? undefined : value;
}
/** {@link ActionInputs} over an environment, by the toolkit's rule (`INPUT_<NAME>`, trimmed). */
function envInputs(env) {
    return {
        text: (name) => readInput(env, name),
        boolean: (name) => {
            const text = readInput(env, name);
            if (text === undefined)
                return undefined;
            if (["true", "True", "TRUE"].includes(text))
                return true;
            if (["false", "False", "FALSE"].includes(text))
                return false;
            throw new ConfigError(`input ${name}`, "expected true or false");
        },
    };
}
/** Malformed text stays text, so the schema's error names the input and what was expected. */
function convert(kind, text) {
    switch (kind) {
        case "string":
            return (0,_config_setting_text_js__WEBPACK_IMPORTED_MODULE_2__/* .readString */ .E3)(text);
        case "list":
            return (0,_config_setting_text_js__WEBPACK_IMPORTED_MODULE_2__/* .readList */ .LD)(text);
        case "number":
            return (0,_config_setting_text_js__WEBPACK_IMPORTED_MODULE_2__/* .readNumber */ .kz)(text);
        case "minutes":
            return (0,_config_setting_text_js__WEBPACK_IMPORTED_MODULE_2__/* .readMinutes */ .wM)(text);
        case "boolean":
            return (0,_config_setting_text_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoolean */ .Vf)(text);
        case "sandbox":
            return (0,_config_setting_text_js__WEBPACK_IMPORTED_MODULE_2__/* .readSandbox */ .kR)(text);
    }
}
/** The config layer of the Action's inputs; a bad value's error names `input <name>`. */
function inputLayer(inputs) {
    const values = {};
    const sources = new Map();
    for (const binding of CONFIG_INPUTS) {
        const text = inputs.text(binding.name);
        if (text === undefined)
            continue;
        (0,_config_sources_js__WEBPACK_IMPORTED_MODULE_1__/* .setPath */ .SO)(values, binding.path, convert(binding.kind, text));
        sources.set(binding.path, `input ${binding.name}`);
    }
    return { values, sources };
}
/** The secret inputs. */
function secretInputs(inputs) {
    const pick = (name) => inputs.text(name);
    const entries = {
        anthropicApiKey: pick("anthropic-api-key"),
        openaiApiKey: pick("openai-api-key"),
        githubToken: pick("github-token"),
        ledgerKey: pick("ledger-key"),
    };
    return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}


/***/ }),

/***/ 94593:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  eF: () => (/* binding */ run)
});

// UNUSED EXPORTS: decideJob, requestedJob

// EXTERNAL MODULE: ./src/platform/fs/fs.ts
var fs = __nccwpck_require__(77760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(74296);
// EXTERNAL MODULE: ./src/core/json-text.ts
var json_text = __nccwpck_require__(5737);
// EXTERNAL MODULE: ./src/config/schema.ts
var config_schema = __nccwpck_require__(90131);
// EXTERNAL MODULE: ./src/config/file-source.ts
var file_source = __nccwpck_require__(43602);
// EXTERNAL MODULE: ./src/config/sources.ts
var sources = __nccwpck_require__(780);
// EXTERNAL MODULE: ./src/core/zod-issues.ts
var zod_issues = __nccwpck_require__(96331);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/security/paths/toolchain-table.ts
var toolchain_table = __nccwpck_require__(93727);
;// CONCATENATED MODULE: ./src/config/read-paths.ts
/**
 * `sandbox.readPaths` (issue 25): extra host paths a sandboxed command may read, for what the
 * toolchain table does not know. Set in `.alfred/config.json` as `"sandbox": { "mode": "on",
 * "readPaths": ["/opt/sdk"] }` (the plain `"sandbox": "on"` still works), the Action input
 * `sandbox-read-paths`, `ALFRED_SANDBOX_READ_PATHS` or `--sandbox-read-path` (repeatable).
 * Inside the configuration it is the key `sandboxReadPaths`.
 *
 * Each path must be absolute and exist, and, resolved, must not be `/`, `$HOME` or a parent of
 * it, nor be, lie inside or contain a credential path (`security/paths/toolchain-table.ts`): a bad
 * value is a configuration error naming the setting and the value, never silently dropped.
 */




function isPlainObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/**
 * The file's `"sandbox": { "mode", "readPaths" }` as the flat keys `sandbox` and
 * `sandboxReadPaths`; other values unchanged.
 * @throws ConfigError naming `file` and the JSON path of an unknown key inside `sandbox`.
 */
function flattenSandboxSetting(values, file) {
    const sandbox = values["sandbox"];
    if (!isPlainObject(sandbox))
        return values;
    const unknown = Object.keys(sandbox).find((key) => key !== "mode" && key !== "readPaths");
    if (unknown !== undefined)
        throw new errors/* ConfigError */.xL(`${file}: $.sandbox.${unknown}`, 'unknown setting (expected "mode" or "readPaths")');
    const { sandbox: _nested, ...rest } = values;
    return {
        ...rest,
        ...(sandbox["mode"] === undefined ? {} : { sandbox: sandbox["mode"] }),
        ...(sandbox["readPaths"] === undefined ? {} : { sandboxReadPaths: sandbox["readPaths"] }),
    };
}
/** The name of the setting that gave `sandboxReadPaths`, with the entry's index. */
function settingName(layers, index) {
    for (const layer of layers) {
        if (!("sandboxReadPaths" in layer.values))
            continue;
        const file = layer.sources.get("");
        if (file !== undefined)
            return `${file}: $.sandbox.readPaths[${index}]`;
        return layer.sources.get("sandboxReadPaths") ?? "sandbox.readPaths";
    }
    return `sandbox.readPaths[${index}]`;
}
/**
 * Checks each of `config.sandboxReadPaths` (module comment) and returns the config with them
 * resolved to real paths.
 * @throws ConfigError naming the setting (file and JSON path, input, variable or flag) and the value.
 */
async function read_paths_resolveReadPaths(config, layers, hostHome) {
    if (config.sandboxReadPaths.length === 0)
        return config;
    const home = hostHome === undefined ? undefined : await (0,fs/* realpath */.Kz)(hostHome).catch(() => hostHome);
    const resolved = [];
    for (const [index, path] of config.sandboxReadPaths.entries()) {
        const bad = (why) => new errors/* ConfigError */.xL(settingName(layers, index), `"${path}": ${why}`);
        if (!(0,external_node_path_.isAbsolute)(path))
            throw bad("expected an absolute path");
        // Missing, a dangling link or unreadable: refused just below as a ConfigError naming the setting.
        const real = await (0,fs/* realpath */.Kz)(path).catch(() => undefined);
        if (real === undefined)
            throw bad("no such file or directory");
        const refused = (0,toolchain_table/* credentialPathVerdict */.YH)(real, home);
        if (refused !== undefined)
            throw bad(`cannot be shown to sandboxed commands: ${refused}`);
        if (!resolved.includes(real))
            resolved.push(real);
    }
    return { ...config, sandboxReadPaths: resolved };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __nccwpck_require__(41514);
// EXTERNAL MODULE: ./src/core/edit-distance.ts
var edit_distance = __nccwpck_require__(52227);
;// CONCATENATED MODULE: ./src/config/unknown-setting.ts
/**
 * What to say about a setting the schema does not know: the near-miss it was probably meant as
 * (`maxTurn` → `maxTurns`), or, for a key that looks like a credential, where credentials go.
 */



/** A key naming a credential: `apiKey`, `anthropic_api_key`, `token`, `secret`, `password`. */
const CREDENTIAL = /api[-_]?key|token|secret|password|credential/i;
/** Top-level settings that were renamed: the old name → the new one. */
const RENAMED_SETTINGS = {
    // The permission mode is `permissionMode` from the file to the gate (issue 30).
    mode: "permissionMode",
};
/** The schema under optional/default/nullable wrappers. */
function unwrapped(schema) {
    let current = schema;
    for (;;) {
        const inner = current.def.innerType;
        if (!(inner instanceof schemas.ZodType))
            return current;
        current = inner;
    }
}
/** The setting names the schema knows at `path` (an object's keys), or none. */
function knownSettingsAt(path) {
    let schema = config_schema/* alfredConfigSchema */.Q;
    for (const key of path) {
        const object = unwrapped(schema);
        if (!(object instanceof schemas.ZodObject))
            return [];
        const next = object.shape[String(key)];
        if (!(next instanceof schemas.ZodType))
            return [];
        schema = next;
    }
    const object = unwrapped(schema);
    return object instanceof schemas.ZodObject ? Object.keys(object.shape) : [];
}
/** The message for unknown setting `key` inside the object at `path`. */
function unknownSettingMessage(key, path) {
    if (CREDENTIAL.test(key))
        return "unknown setting: secrets come from the environment (ANTHROPIC_API_KEY, OPENAI_API_KEY; the Action's key inputs), never from a configuration file";
    const renamed = path.length === 0 ? RENAMED_SETTINGS[key] : undefined;
    if (renamed !== undefined)
        return `unknown setting: renamed ${renamed}`;
    const meant = (0,edit_distance/* nearMiss */.b)(key, knownSettingsAt(path));
    return meant === undefined ? "unknown setting" : `unknown setting; did you mean ${meant}?`;
}

// EXTERNAL MODULE: ./src/core/host-profiles.ts
var host_profiles = __nccwpck_require__(59872);
;// CONCATENATED MODULE: ./src/config/load.ts









/** Where the optional config file lives, relative to the workspace. */
const CONFIG_FILE = ".alfred/config.json";
/**
 * The host's defaults as a layer below every other source: the sandbox setting of its row in
 * `HOST_PROFILES` (unattended hosts `on`: a command is refused rather than run unsandboxed;
 * `alfred ask` and `alfred mcp` `auto`). An explicit value anywhere wins.
 */
function hostDefaults(host) {
    const { label, sandbox } = host_profiles/* HOST_PROFILES */.Ue[host];
    return { values: { sandbox }, sources: new Map([["sandbox", `the default of ${label}`]]) };
}
function load_isPlainObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/** Deep-merges `over` onto `base`: objects merge key by key; arrays and scalars replace. */
function mergeLayers(base, over) {
    const merged = { ...base };
    for (const [key, value] of Object.entries(over)) {
        const previous = merged[key];
        merged[key] = load_isPlainObject(previous) && load_isPlainObject(value) ? mergeLayers(previous, value) : value;
    }
    return merged;
}
function hasPath(values, path) {
    let node = values;
    for (const key of path) {
        if (!load_isPlainObject(node) || !(String(key) in node))
            return false;
        node = node[String(key)];
    }
    return true;
}
/** Names the source of the value at `path`: the highest-precedence layer that set it (or a parent of it). */
function sourceOf(layers, path) {
    for (const layer of layers) {
        for (let length = path.length; length >= 0; length -= 1) {
            const prefix = path.slice(0, length);
            const label = layer.sources.get(prefix.map(String).join("."));
            if (label !== undefined && hasPath(layer.values, prefix)) {
                return layer.sources.has("") ? `${label}: ${(0,zod_issues/* jsonPath */.U)(path)}` : label;
            }
        }
        const fileLabel = layer.sources.get("");
        if (fileLabel !== undefined && hasPath(layer.values, path.slice(0, 1)))
            return `${fileLabel}: ${(0,zod_issues/* jsonPath */.U)(path)}`;
    }
    return `config: ${(0,zod_issues/* jsonPath */.U)(path)}`;
}
/** The path and message of a schema issue (an unknown key's path ends with the key). */
function describeIssue(issue) {
    if (issue.code !== "unrecognized_keys")
        return { path: [...issue.path], message: issue.message };
    return {
        path: [...issue.path, issue.keys[0] ?? ""],
        message: unknownSettingMessage(issue.keys[0] ?? "", issue.path),
    };
}
const mergeAll = (layers) => [...layers].reverse().reduce((acc, layer) => mergeLayers(acc, layer.values), {});
/**
 * A file's bad value is an error even when a flag or variable overrides it (issue 27): the file
 * is checked with only the layers below it, and an issue at a path the file sets is its own.
 */
function checkFileLayers(layers) {
    layers.forEach((layer, index) => {
        if (!layer.sources.has("") || index === 0)
            return;
        const parsed = config_schema/* alfredConfigSchema */.Q.safeParse(mergeAll(layers.slice(index)));
        if (parsed.success)
            return;
        for (const issue of parsed.error.issues) {
            const { path, message } = describeIssue(issue);
            if (hasPath(layer.values, path))
                throw new errors/* ConfigError */.xL(sourceOf([layer], path), message);
        }
    });
}
/**
 * Validates merged layers (highest precedence first) into an {@link AlfredConfig}. A file's
 * bad value is an error even when a higher layer overrides it.
 * @throws ConfigError naming the flag, variable or file + JSON path of the first bad value and what was expected.
 */
function resolveConfig(layers) {
    const parsed = config_schema/* alfredConfigSchema */.Q.safeParse(mergeAll(layers));
    if (parsed.success) {
        checkFileLayers(layers);
        return parsed.data;
    }
    const issue = parsed.error.issues[0];
    if (issue === undefined)
        throw new errors/* ConfigError */.xL("config", "invalid configuration");
    const { path, message } = describeIssue(issue);
    throw new errors/* ConfigError */.xL(sourceOf(layers, path), message);
}
/** Largest `.alfred/config.json` read, in bytes. */
const MAX_CONFIG_FILE_BYTES = 256 * 1024;
/**
/**
 * Reads `.alfred/config.json` (if present) as a layer, from `source`.
 * @throws ConfigError for an unreadable, oversized (> {@link MAX_CONFIG_FILE_BYTES})
 *   or non-UTF-8 file, or malformed JSON, naming the file and line:column.
 */
async function readConfigFile(workingDir, source = file_source/* WORKTREE */.e) {
    let text;
    try {
        text = await (0,file_source/* readSourceFile */.u)(workingDir, CONFIG_FILE, source);
    }
    catch (thrown) {
        if (thrown instanceof errors/* ConfigError */.xL)
            throw thrown;
        throw new errors/* ConfigError */.xL(CONFIG_FILE, "cannot be read", { cause: thrown });
    }
    if (text === undefined)
        return undefined;
    const size = Buffer.byteLength(text);
    if (size > MAX_CONFIG_FILE_BYTES) {
        throw new errors/* ConfigError */.xL(CONFIG_FILE, `${size} bytes; a config file may have at most ${MAX_CONFIG_FILE_BYTES} bytes (256 KiB): keep settings there, and long texts in files`);
    }
    const parsed = (0,json_text/* parseJsonText */.l)(text, CONFIG_FILE);
    if (!parsed.ok)
        throw new errors/* ConfigError */.xL(parsed.error.location, parsed.error.message);
    if (!load_isPlainObject(parsed.value))
        throw new errors/* ConfigError */.xL(CONFIG_FILE, "expected a JSON object at the top level");
    return (0,sources/* fileLayer */.mS)(flattenSandboxSetting(parsed.value, CONFIG_FILE), CONFIG_FILE);
}
/**
 * Loads the configuration: flags > environment > `.alfred/config.json` > host defaults > defaults.
 * @throws ConfigError naming the source of the first bad value.
 */
async function loadConfig(sources) {
    const file = await readConfigFile(sources.workingDir, sources.source);
    const host = sources.host === undefined ? undefined : hostDefaults(sources.host);
    const layers = [sources.flags, envLayer(sources.env), file, host].filter((layer) => layer !== undefined);
    return resolveReadPaths(resolveConfig(layers), layers, sources.env["HOME"]);
}

// EXTERNAL MODULE: ./src/core/omit-undefined.ts
var omit_undefined = __nccwpck_require__(93747);
;// CONCATENATED MODULE: ./src/github/event-schema.ts
/**
 * zod schemas of the parts of GitHub's webhook payloads Alfred reads. They are
 * loose (payloads carry hundreds of fields Alfred ignores) and their messages
 * say what was expected, so a malformed `event.json` reads
 * `event.json: comment.body: expected a string`.
 */

const event_schema_text = schemas.string({ error: "expected a string" });
const nullableText = schemas.string({ error: "expected a string or null" }).nullable().optional();
const positiveInt = schemas.number({ error: "expected a positive integer" })
    .int({ error: "expected a positive integer" })
    .positive({ error: "expected a positive integer" });
const object = (shape) => schemas.looseObject(shape, { error: "expected an object" });
const userSchema = object({
    login: event_schema_text,
    type: event_schema_text.optional(),
});
/** `issue_comment`: https://docs.github.com/webhooks/webhook-events-and-payloads#issue_comment */
const issueCommentPayloadSchema = object({
    action: event_schema_text.optional(),
    issue: object({
        number: positiveInt,
        title: event_schema_text,
        body: nullableText,
        // Present (an object) exactly when the issue is a pull request.
        pull_request: schemas.unknown().optional(),
        user: userSchema.optional(),
    }),
    comment: object({
        id: positiveInt,
        body: event_schema_text,
        user: userSchema,
        html_url: event_schema_text.optional(),
    }),
});
const branchSchema = object({
    ref: event_schema_text,
    sha: event_schema_text,
    repo: object({ full_name: event_schema_text }).nullable().optional(),
});
/** `pull_request` (and `pull_request_target`). */
const pullRequestPayloadSchema = object({
    action: event_schema_text.optional(),
    number: positiveInt.optional(),
    pull_request: object({
        number: positiveInt,
        title: event_schema_text,
        body: nullableText,
        draft: schemas.boolean({ error: "expected true or false" }).optional(),
        html_url: event_schema_text.optional(),
        user: userSchema.optional(),
        head: branchSchema,
        base: branchSchema,
    }),
});
/** `workflow_dispatch`: inputs arrive as strings (booleans as `"true"`, numbers as text). */
const workflowDispatchPayloadSchema = object({
    inputs: schemas.record(schemas.string(), schemas.union([schemas.string(), schemas.number(), schemas.boolean()]), { error: "expected an object" })
        .nullable()
        .optional(),
});
/** `schedule`: the cron expression that fired. */
const schedulePayloadSchema = object({
    schedule: event_schema_text.optional(),
});

;// CONCATENATED MODULE: ./src/github/event.ts




/**
 * Parses the run context from `env` and the event payload text.
 * @param eventText the contents of the file `GITHUB_EVENT_PATH` names.
 * @throws AlfredError `github_event_invalid` naming the variable, or the event
 *   file and JSON path: `event.json: comment.body: expected a string`.
 */
function parseActionsContext(env, eventText) {
    const eventName = required(env, "GITHUB_EVENT_NAME");
    const repository = required(env, "GITHUB_REPOSITORY");
    const [owner, repo, ...rest] = repository.split("/");
    if (owner === undefined || repo === undefined || owner === "" || repo === "" || rest.length > 0) {
        throw invalid(`GITHUB_REPOSITORY: expected "owner/repo", got ${JSON.stringify(repository)}`);
    }
    const runId = positiveInteger(env, "GITHUB_RUN_ID", undefined);
    const runAttempt = positiveInteger(env, "GITHUB_RUN_ATTEMPT", 1);
    const serverUrl = (env["GITHUB_SERVER_URL"] ?? "https://github.com").replace(/\/+$/, "");
    const file = env["GITHUB_EVENT_PATH"] ?? "event.json";
    const payload = (0,json_text/* parseJsonText */.l)(eventText, file);
    if (!payload.ok)
        throw invalid(`${payload.error.location}: ${payload.error.message}`);
    return {
        eventName,
        owner,
        repo,
        repository,
        runId,
        runAttempt,
        serverUrl,
        apiUrl: (env["GITHUB_API_URL"] ?? "https://api.github.com").replace(/\/+$/, ""),
        ref: env["GITHUB_REF"],
        sha: env["GITHUB_SHA"],
        actor: env["GITHUB_ACTOR"],
        workingDir: env["GITHUB_WORKSPACE"],
        runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
        event: parseEvent(eventName, payload.value, file, repository),
    };
}
/**
 * Parses an event payload already read as JSON.
 * @throws AlfredError `github_event_invalid` naming `file` and the JSON path.
 */
function parseEvent(eventName, payload, file, repository) {
    switch (eventName) {
        case "schedule": {
            const data = check(schedulePayloadSchema, payload, file);
            return { kind: "schedule", cron: data.schedule };
        }
        case "workflow_dispatch": {
            const data = check(workflowDispatchPayloadSchema, payload, file);
            const inputs = Object.fromEntries(Object.entries(data.inputs ?? {}).map(([key, value]) => [key, String(value)]));
            return { kind: "workflow_dispatch", inputs };
        }
        case "issue_comment": {
            const { action, issue, comment } = check(issueCommentPayloadSchema, payload, file);
            return {
                kind: "issue_comment",
                action: action ?? "created",
                issue: {
                    number: issue.number,
                    title: issue.title,
                    body: issue.body ?? "",
                    isPullRequest: issue.pull_request !== undefined && issue.pull_request !== null,
                },
                comment: {
                    id: comment.id,
                    body: comment.body,
                    authorLogin: comment.user.login,
                    authorType: comment.user.type === "Bot" || comment.user.login.endsWith("[bot]") ? "Bot" : "User",
                },
            };
        }
        case "pull_request":
        case "pull_request_target": {
            const { action, pull_request: pull } = check(pullRequestPayloadSchema, payload, file);
            const headRepository = pull.head.repo?.full_name;
            return {
                kind: "pull_request",
                action: action ?? "opened",
                number: pull.number,
                title: pull.title,
                body: pull.body ?? "",
                draft: pull.draft ?? false,
                head: { ref: pull.head.ref, sha: pull.head.sha, repository: headRepository },
                base: { ref: pull.base.ref, sha: pull.base.sha },
                isFork: headRepository === undefined || headRepository.toLowerCase() !== repository.toLowerCase(),
            };
        }
        default:
            return { kind: "unsupported", name: eventName };
    }
}
function check(schema, payload, file) {
    const parsed = schema.safeParse(payload);
    if (parsed.success)
        return parsed.data;
    throw invalid(parsed.error.issues.map((issue) => `${file}: ${(0,zod_issues/* formatZodIssue */.q)(issue)}`).join("\n"));
}
function required(env, name) {
    const value = env[name];
    if (value === undefined || value.trim() === "")
        throw invalid(`${name}: not set (is this running in GitHub Actions?)`);
    return value.trim();
}
function positiveInteger(env, name, fallback) {
    const raw = env[name];
    if ((raw === undefined || raw === "") && fallback !== undefined)
        return fallback;
    const value = required(env, name);
    if (!/^\d+$/.test(value) || Number(value) < 1)
        throw invalid(`${name}: expected a positive integer, got ${JSON.stringify(value)}`);
    return Number(value);
}
function invalid(message) {
    return new errors/* AlfredError */.XT("github_event_invalid", message);
}

// EXTERNAL MODULE: ./src/orchestrator/ledger.ts
var ledger = __nccwpck_require__(47283);
// EXTERNAL MODULE: ./src/platform/git/git.ts
var git = __nccwpck_require__(46532);
;// CONCATENATED MODULE: ./src/platform/process/termination-signals.ts
/**
 * The signals that ask a process to stop: SIGINT (Ctrl-C; GitHub's first step
 * when a job is cancelled), SIGTERM (what runners, Docker and Kubernetes send;
 * GitHub's second step) and SIGHUP (the terminal went away). All three mean
 * "stop cleanly": abort the work, record the interruption, release the lock.
 */
/** Signals handled as a request to stop. */
const TERMINATION_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
/** The shell convention, 128 + the signal's number: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP. */
const SIGNAL_EXIT_CODES = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
/**
 * Subscribes to SIGINT, SIGTERM and SIGHUP for as long as the returned
 * function is not called. While subscribed, none of them kills the process by
 * default; the first calls `onFirst`, later ones `onRepeat`.
 */
function onTerminationSignals(handlers) {
    let seen = false;
    const listener = (signal) => {
        const which = TERMINATION_SIGNALS.find((name) => name === signal) ?? "SIGTERM";
        if (seen) {
            handlers.onRepeat?.(which);
            return;
        }
        seen = true;
        handlers.onFirst(which);
    };
    for (const signal of TERMINATION_SIGNALS)
        process.on(signal, listener);
    return () => {
        for (const signal of TERMINATION_SIGNALS)
            process.off(signal, listener);
    };
}

// EXTERNAL MODULE: ./src/security/secrets/redact.ts + 10 modules
var redact = __nccwpck_require__(18867);
// EXTERNAL MODULE: ./src/security/secrets/redactor.ts
var secrets_redactor = __nccwpck_require__(35526);
// EXTERNAL MODULE: ./src/session/known-secrets.ts
var known_secrets = __nccwpck_require__(46071);
;// CONCATENATED MODULE: ./src/github/trigger.ts
/**
 * Finds the trigger phrase (`/alfred`) in a comment and reads the command
 * after it. The phrase counts only as a whole word at the start of a line or
 * after whitespace (`/alfredo` and `x/alfred` do not trigger), and only in the
 * comment's own prose: quoted lines (`> /alfred implement`, the usual way a
 * reply quotes an earlier command), code (fenced blocks, inline spans) and
 * HTML comments (invisible when rendered, e.g. in issue templates) are
 * skipped, so quoting, documenting or hiding the command does not start a run.
 */
/** Same rule as feature_list.json ids (`src/harness/features/feature-id.ts`). */
const FEATURE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * Parses the first trigger in `body`; `undefined` when there is none. The
 * phrase and the command are matched case-insensitively; the phrase may be
 * followed by `:` or `,` (`/alfred: implement`).
 */
function parseTrigger(body, phrase = "/alfred") {
    const needle = phrase.trim().toLowerCase();
    if (needle === "")
        return undefined;
    for (const line of proseLines(body)) {
        const rest = afterPhrase(line, needle);
        if (rest !== undefined)
            return commandOf(rest);
    }
    return undefined;
}
function commandOf(rest) {
    const words = rest
        .trim()
        .split(/\s+/)
        .filter((word) => word !== "");
    const [first, second] = words;
    const command = first?.toLowerCase();
    if (command === "implement") {
        const text = words.slice(1).join(" ");
        return {
            command: "implement",
            ...(second !== undefined && FEATURE_ID.test(second) ? { featureId: second } : {}),
            ...(text === "" ? {} : { text }),
        };
    }
    if (command === "review")
        return { command: "review" };
    return { command: "unknown", text: words.join(" ") };
}
/** The text after the first whole-word occurrence of `needle` in `line`, or `undefined`. */
function afterPhrase(line, needle) {
    const lower = line.toLowerCase();
    let from = 0;
    for (;;) {
        const at = lower.indexOf(needle, from);
        if (at < 0)
            return undefined;
        const before = at === 0 ? "" : (line[at - 1] ?? "");
        let end = at + needle.length;
        if (line[end] === ":" || line[end] === ",")
            end += 1;
        const after = line[end] ?? "";
        if ((before === "" || /\s/.test(before)) && (after === "" || /\s/.test(after)))
            return line.slice(end);
        from = at + 1;
    }
}
/** The lines of `body` outside HTML comments, fenced code and block quotes, with inline code blanked. */
function proseLines(body) {
    const lines = [];
    let fence;
    for (const raw of body.replace(/<!--[\s\S]*?(?:-->|$)/g, "").split(/\r?\n/)) {
        const trimmed = raw.trimStart();
        const marker = /^(`{3,}|~{3,})/.exec(trimmed)?.[1];
        if (fence !== undefined) {
            if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length)
                fence = undefined;
            continue;
        }
        if (marker !== undefined) {
            fence = marker;
            continue;
        }
        if (trimmed.startsWith(">"))
            continue;
        // A non-space stand-in, so `code`/alfred cannot turn into a whole word.
        lines.push(raw.replace(/`[^`]*`/g, "\u0000"));
    }
    return lines;
}

// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __nccwpck_require__(81729);
;// CONCATENATED MODULE: ./src/action/job.ts
/**
 * The job: what the event (and the `job` input) asks Alfred to do. Not the permission mode, not
 * the sandbox setting.
 */



/** The values the `job` input accepts. */
const JOBS = ["auto", "run", "implement", "review", "plan", "shard", "merge"];
/**
 * The `job` input's text, `auto` when absent. The input was called `mode` before
 * (which also names the permission mode and read like the sandbox setting): that
 * name still works, with a deprecation notice, when `job` is not given.
 */
function requestedJob(env, warn) {
    const job = (0,action_inputs/* readInput */.R5)(env, "job");
    if (job !== undefined)
        return { input: "job", value: job };
    const legacy = (0,action_inputs/* readInput */.R5)(env, "mode");
    if (legacy === undefined)
        return { input: "job", value: "auto" };
    warn(`The input "mode" is deprecated: rename it to "job" (job: ${legacy}).`);
    return { input: "mode", value: legacy };
}
/**
 * The job from the `job` input (`auto` by default) and the event.
 * @throws ConfigError naming the input when `requested` is not a known job.
 */
function decideJob(requested, context, triggerPhrase, input = "job") {
    if (!JOBS.includes(requested)) {
        throw new errors/* ConfigError */.xL(`input ${input}`, `expected one of ${JOBS.join(", ")}, got "${requested}"`);
    }
    const { event } = context;
    if (requested === "run")
        return { kind: "run" };
    if (requested === "plan" || requested === "shard" || requested === "merge")
        return { kind: requested };
    if (requested === "review" || event.kind === "pull_request")
        return { kind: "review" };
    if (event.kind === "schedule" || event.kind === "workflow_dispatch") {
        return requested === "auto"
            ? { kind: "run" }
            : { kind: "skip", why: `job "${requested}" does not apply to ${context.eventName}` };
    }
    if (event.kind === "issue_comment") {
        if (event.action !== "created")
            return { kind: "skip", why: `comment ${event.action}, not created` };
        const trigger = parseTrigger(event.comment.body, triggerPhrase);
        if (trigger?.command === "implement" && event.issue.isPullRequest) {
            return {
                kind: "skip",
                why: `"${triggerPhrase} implement" works on issues; on a pull request, use "${triggerPhrase} review"`,
            };
        }
        if (trigger?.command === "implement")
            return { kind: "implement", trigger };
        if (trigger?.command === "review")
            return { kind: "review" };
        return { kind: "skip", why: `the comment does not start with "${triggerPhrase} implement"` };
    }
    return { kind: "skip", why: `Alfred does not act on ${context.eventName} events` };
}

// EXTERNAL MODULE: ./src/action/resume-attempt.ts
var resume_attempt = __nccwpck_require__(49631);
// EXTERNAL MODULE: ./src/action/report.ts
var report = __nccwpck_require__(31658);
// EXTERNAL MODULE: ./src/github/markdown.ts
var markdown = __nccwpck_require__(65566);
;// CONCATENATED MODULE: ./src/action/review/review-report.ts
/**
 * A review's outputs (`conclusion`, `review-id`, `comments`, `cost-usd`) and
 * its job summary: what was found, where, and where it was posted.
 */

/** The job summary of a review. */
function reviewSummary(outcome, clean) {
    const lines = [`## Alfred review: ${outcome.conclusion}`, ""];
    if (outcome.message !== undefined)
        lines.push(clean(outcome.message), "");
    if (outcome.reviewUrl !== undefined) {
        lines.push(`Reviewed \`${(outcome.headSha ?? "").slice(0, 10)}\` (${clean(outcome.scope ?? "")}): ${outcome.inline.length} inline, ${outcome.inBody.length} in the review body${outcome.duplicates ? `, ${outcome.duplicates} already said earlier` : ""}. [The review](${outcome.reviewUrl})`, "");
    }
    const rows = [
        ...outcome.inline.map((comment) => ({
            where: `${comment.path}:${comment.line}`,
            how: "inline",
            body: comment.body,
        })),
        ...outcome.inBody.map((finding) => ({
            where: `${finding.path}:${finding.line}`,
            how: "body",
            body: finding.body,
        })),
    ];
    if (rows.length > 0) {
        lines.push("| where | posted | finding |", "|---|---|---|");
        for (const row of rows) {
            const first = row.body
                .replace(/<!--[\s\S]*?-->/g, "")
                .trim()
                .split("\n")[0] ?? "";
            lines.push(`| ${(0,markdown/* tableCell */.xR)(row.where, 200)} | ${row.how} | ${(0,markdown/* tableCell */.xR)(clean(first), 300)} |`);
        }
        lines.push("");
    }
    if (outcome.artifact !== undefined)
        lines.push(`Signed ledger: ${outcome.artifact.url}`, "");
    return lines.join("\n");
}
/** Writes the outputs and the job summary of a review; fails the step on `failure`. */
async function publishReview(outcome, clean, core) {
    core.setOutput("conclusion", outcome.conclusion);
    if (outcome.reviewId !== undefined)
        core.setOutput("review-id", String(outcome.reviewId));
    core.setOutput("comments", String(outcome.inline.length + outcome.inBody.length));
    if (outcome.costUsd !== undefined) {
        core.setOutput("cost-usd", outcome.costUsd === null ? "unknown" : outcome.costUsd.toFixed(4));
    }
    if (outcome.artifact !== undefined)
        core.setOutput("ledger-artifact-id", String(outcome.artifact.id));
    await core.appendSummary(reviewSummary(outcome, clean));
    if (outcome.conclusion === "failure")
        core.setFailed(clean(`Alfred: ${outcome.message ?? "the review failed"}`));
}

;// CONCATENATED MODULE: ./src/action/publish.ts



/**
 * Writes the outputs, the job summary and an annotation per blocked feature,
 * and fails the step when the conclusion is `failure`: a run that did
 * nothing is never green. `clean` redacts and defuses model-written text;
 * `core` is the entry point's one set of workflow commands, which redacts
 * every output, summary and annotation on its way out.
 */
async function publishOutcome(outcome, clean, core) {
    if (outcome.review !== undefined)
        return await publishReview(outcome.review, clean, core);
    const { run, sharded } = outcome;
    core.setOutput("conclusion", outcome.conclusion);
    if (sharded !== undefined) {
        for (const [name, value] of Object.entries(sharded.outputs))
            core.setOutput(name, value);
        await core.appendSummary(sharded.summary);
    }
    else if (run !== undefined) {
        const { summary } = run;
        core.setOutput("passing", String(summary.features.filter((feature) => feature.status === "passing").length));
        core.setOutput("blocked", String(summary.features.filter((feature) => feature.status === "blocked").length));
        core.setOutput("branch", run.branch);
        core.setOutput("cost-usd", summary.costUsd === null ? "unknown" : summary.costUsd.toFixed(4));
        if (run.pullRequest !== undefined) {
            core.setOutput("pr-url", run.pullRequest.url);
            core.setOutput("pr-number", String(run.pullRequest.number));
        }
        if (run.artifact !== undefined)
            core.setOutput("ledger-artifact-id", String(run.artifact.id));
        for (const feature of summary.features) {
            if (feature.status === "blocked")
                core.warning(clean(`${feature.featureId}: ${feature.reason ?? "blocked"}`), {
                    title: `Alfred blocked ${feature.featureId}`,
                });
        }
        const extra = (0,omit_undefined/* omitUndefined */.O)({
            prUrl: run.pullRequest?.url,
            artifactUrl: run.artifact?.url,
            reason: outcome.message === undefined ? undefined : clean(outcome.message),
        });
        await core.appendSummary((0,report/* jobSummary */.sp)(summary, extra));
    }
    else {
        core.setOutput("passing", "0");
        core.setOutput("blocked", "0");
        await core.appendSummary(`## Alfred: ${outcome.conclusion}\n\n${clean(outcome.message ?? "")}\n`);
    }
    if (outcome.conclusion === "failure")
        core.setFailed(clean(`Alfred: ${outcome.message ?? "no feature passed"}`));
}

// EXTERNAL MODULE: ./src/core/ignored-errors.ts
var ignored_errors = __nccwpck_require__(47305);
;// CONCATENATED MODULE: ./src/action/job-modules.ts


let featureModules;
/** A feature job's sandbox set-up, GitHub client and run (scheduled, dispatched, `/alfred implement`), loaded once. */
function featureJobModules() {
    featureModules ??= Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(913), __nccwpck_require__.e(83), __nccwpck_require__.e(334), __nccwpck_require__.e(484), __nccwpck_require__.e(103), __nccwpck_require__.e(53)]).then(__nccwpck_require__.bind(__nccwpck_require__, 12053));
    return featureModules;
}
let reviewModules;
/** Review mode's modules (a pull request, `/alfred review`), loaded once. */
function reviewJobModules() {
    reviewModules ??= Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(913), __nccwpck_require__.e(83), __nccwpck_require__.e(334), __nccwpck_require__.e(103), __nccwpck_require__.e(825), __nccwpck_require__.e(50)]).then(__nccwpck_require__.bind(__nccwpck_require__, 66050));
    return reviewModules;
}
/** `/alfred implement`'s module (one issue as a feature). */
async function implementModule() {
    return (await Promise.all(/* import() */[__nccwpck_require__.e(83), __nccwpck_require__.e(334), __nccwpck_require__.e(484), __nccwpck_require__.e(22)]).then(__nccwpck_require__.bind(__nccwpck_require__, 45022))).implementFromComment;
}
/**
 * Starts loading the modules the job will need without waiting for them, so that compiling and
 * evaluating them overlaps reading the event and the configuration (git processes) instead of
 * following them. Only where the event and the `job` input (`decideJob`) settle the kind: a run
 * asked for, a schedule or a dispatch (feature run), a pull request (review). A failure is left
 * for the job's own `await` to report.
 */
function preloadJobModules(env) {
    const requested = (0,action_inputs/* readInput */.R5)(env, "job") ?? (0,action_inputs/* readInput */.R5)(env, "mode") ?? "auto";
    const event = env.GITHUB_EVENT_NAME ?? "";
    const load = requested === "run" || (requested === "auto" && ["schedule", "workflow_dispatch"].includes(event))
        ? featureJobModules()
        : requested === "review" || (requested === "auto" && event === "pull_request")
            ? reviewJobModules()
            : undefined;
    (0,ignored_errors/* markHandled */.s)(load);
}

;// CONCATENATED MODULE: ./src/providers/preload-sdk.ts

/**
 * Starts loading the configured provider's SDK without waiting for it. The SDK still loads on
 * the first call (`sdk-provider.ts`); begun early, its compile (Anthropic's is ~1.4 MB in the
 * Action's bundle) fills the waits on git and the sandbox probe instead of delaying the first
 * model request. A failure is left for that first call to report.
 */
function preloadProviderSdk(provider) {
    const load = provider === "anthropic"
        ? Promise.all(/* import() */[__nccwpck_require__.e(947), __nccwpck_require__.e(64)]).then(__nccwpck_require__.bind(__nccwpck_require__, 91947))
        : provider === "openai"
            ? Promise.all(/* import() */[__nccwpck_require__.e(17), __nccwpck_require__.e(922)]).then(__nccwpck_require__.bind(__nccwpck_require__, 89017))
            : undefined;
    (0,ignored_errors/* markHandled */.s)(load);
}

// EXTERNAL MODULE: ./src/action/review/review-git.ts
var review_git = __nccwpck_require__(69522);
;// CONCATENATED MODULE: ./src/action/main.ts






















/** One job-log line: secrets redacted, flattened, and unable to pose as a workflow command. */
function logLine(text, knownSecrets) {
    const flat = (0,redact/* redact */.E)(text, { knownSecrets }).replace(/\r?\n/g, " ⏎ ");
    return /^\s*(::|##\[)/.test(flat) ? ` ${flat.replace(/^(\s*)(::|##\[)/, "$1\u200b$2")}` : flat;
}
async function loadActionConfig(action, workingDir, sha) {
    const { env } = action;
    // From a commit (HEAD, or a pull request's base), never from files in the worktree (issue 9).
    const file = await readConfigFile(workingDir, { kind: "commit", sha });
    const layers = [
        (0,action_inputs/* inputLayer */.cp)(action.inputs),
        (0,sources/* envLayer */.jN)(env),
        ...(file === undefined ? [] : [file]),
        // Read before the job is known: the review row's sandbox default is the run's (host-profiles.test.ts).
        hostDefaults("actionRun"),
    ];
    return read_paths_resolveReadPaths(resolveConfig(layers), layers, env.HOME);
}
function requireSecrets(secrets) {
    if (secrets.githubToken === undefined)
        throw new errors/* ConfigError */.xL("input github-token", "not set: Alfred needs it to push the branch and open the pull request");
    if (secrets.ledgerKey === undefined || secrets.ledgerKey.length < ledger/* MIN_LEDGER_KEY_LENGTH */._D) {
        throw new errors/* ConfigError */.xL("input ledger-key", `not set or shorter than ${ledger/* MIN_LEDGER_KEY_LENGTH */._D} characters: the ledger must be signed with a strong key (use a repository secret)`);
    }
}
/**
 * The Action: inputs → work → outputs. Never throws: any failure is redacted,
 * names the phase it happened in, and fails the step.
 */
async function run(env = process.env) {
    // The toolkit (@actions/core and its HTTP client) is a chunk of its own, loaded beside the job's
    // modules; nothing is written before it is here and the secrets are masked.
    const toolkit = Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(659), __nccwpck_require__.e(610)]).then(__nccwpck_require__.bind(__nccwpck_require__, 83372));
    preloadJobModules(env);
    let action;
    try {
        action = openActionRun(env, await toolkit);
    }
    catch (thrown) {
        process.exitCode = 1;
        const why = (0,redact/* redact */.E)((0,errors/* errorMessage */.gJ)(thrown), { knownSecrets: (0,known_secrets/* knownSecretValues */._)(env) });
        process.stderr.write(`Alfred failed while loading @actions/core: ${why}\n`);
        return;
    }
    // GitHub cancels with SIGINT, then SIGTERM 7.5 s later, then SIGKILL: the first stops the work,
    // the later ones must not kill the process while it records the interruption and uploads the ledger.
    const unsubscribe = onTerminationSignals({
        onFirst: (signal) => action.controller.abort(new Error(`the job was cancelled (${signal})`)),
        onRepeat: (signal) => action.log(`${signal} received: still recording the interruption`),
    });
    try {
        const request = await readRequest(action);
        action.core.setOutput("run-id", request.runId);
        const outcome = await doJob(action, request);
        action.phase = "reporting";
        await publishOutcome(outcome, action.logLine, action.core);
    }
    catch (thrown) {
        const message = `Alfred failed while ${action.phase}: ${(0,redact/* redact */.E)((0,errors/* errorMessage */.gJ)(thrown), { knownSecrets: action.knownSecrets })}`;
        action.core.setOutput("conclusion", "failure");
        action.core.setFailed(action.logLine(message));
    }
    finally {
        unsubscribe();
    }
}
/** Phase 1, the inputs: secrets (masked at once) and the redacting workflow commands. */
function openActionRun(env, toolkit) {
    const inputs = toolkit.toolkitInputs;
    const secrets = (0,action_inputs/* secretInputs */._y)(inputs);
    const knownSecrets = [
        ...new Set([
            ...(0,known_secrets/* knownSecretValues */._)(env),
            ...[secrets.anthropicApiKey, secrets.openaiApiKey, secrets.githubToken, secrets.ledgerKey].filter((value) => value !== undefined && value.length >= 8),
        ]),
    ];
    // One redaction step for every outward channel: the job log, annotations, outputs and job
    // summary (through `core`), every request body sent to GitHub (through the client), summary.json.
    const redactor = (0,secrets_redactor/* createRedactor */.l)(knownSecrets);
    const core = toolkit.toolkitCommands(redactor.text);
    for (const secret of knownSecrets)
        core.setSecret(secret);
    const line = (text) => logLine(text, knownSecrets);
    return {
        env,
        inputs,
        secrets,
        knownSecrets,
        redactor,
        core,
        logLine: line,
        log: (text) => {
            if (text !== undefined)
                core.info(line(text));
        },
        controller: new AbortController(),
        phase: "reading the inputs",
    };
}
/** Phase 1, continued: the event, the configuration (from a commit) and the job they ask for. */
async function readRequest(action) {
    const { env } = action;
    action.phase = "reading the event";
    const eventPath = env.GITHUB_EVENT_PATH;
    const context = parseActionsContext(env, eventPath === undefined ? "{}" : await (0,fs/* readFile */.TA)(eventPath, "utf8"));
    const workingDir = context.workingDir ?? process.cwd();
    action.phase = "reading the configuration";
    const config = await loadActionConfig(action, workingDir, await (0,review_git/* configCommitFor */.vp)(context, workingDir, () => (0,git/* headCommit */.Qo)(workingDir)));
    const requested = requestedJob(env, (text) => action.core.warning(text, { title: "Deprecated input" }));
    const job = decideJob(requested.value, context, config.github.triggerPhrase, requested.input);
    // A sharded run's jobs share one id across their matrix: the workflow run's, not the attempt's.
    const sharded = job.kind === "plan" || job.kind === "shard" || job.kind === "merge";
    const runId = config.runId ?? (sharded ? String(context.runId) : (0,resume_attempt/* defaultRunId */.OX)(context));
    return { context, workingDir, config, job, runId };
}
/** Phase 2, the work: the job the request names. */
async function doJob(action, request) {
    const { job } = request;
    switch (job.kind) {
        case "skip":
            action.log(`Nothing to do: ${job.why}.`);
            return { conclusion: "skipped", message: job.why };
        case "review":
            return reviewJob(action, request);
        case "run":
        case "implement":
            return featureJob(action, request, job);
        case "shard": {
            // One shard of a sharded run is a run of its features on its own branch, without a pull request.
            // Loaded here: the entry chunk holds only what reading the request needs (action-start-up.test.ts).
            const { readShardInputs, shardRunId } = await __nccwpck_require__.e(/* import() */ 454).then(__nccwpck_require__.bind(__nccwpck_require__, 71454));
            const shard = readShardInputs(action.env);
            const runId = shardRunId(request.runId, shard.shard);
            return featureJob(action, { ...request, runId }, { kind: "run" }, { only: shard.features, pullRequest: false });
        }
        case "plan":
        case "merge":
            return shardedJob(action, request, job.kind);
    }
}
/** `job: plan` and `job: merge` (sharded-jobs.ts, loaded on first use). */
async function shardedJob(action, request, kind) {
    requireSecrets(action.secrets);
    action.phase = `loading the ${kind} job`;
    const { planJob, mergeJob } = await Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(913), __nccwpck_require__.e(83), __nccwpck_require__.e(334), __nccwpck_require__.e(484), __nccwpck_require__.e(103), __nccwpck_require__.e(718)]).then(__nccwpck_require__.bind(__nccwpck_require__, 36718));
    const host = {
        ...request,
        env: action.env,
        secrets: action.secrets,
        knownSecrets: action.knownSecrets,
        redactor: action.redactor,
        core: action.core,
        log: action.log,
        signal: action.controller.signal,
        phase: (name) => {
            action.phase = name;
        },
    };
    return kind === "plan" ? planJob(host) : mergeJob(host);
}
/** Review mode on a pull request (or `/alfred review`): comments, no branch. */
async function reviewJob(action, request) {
    const { env, secrets, redactor, core, knownSecrets } = action;
    const { context, config, workingDir, runId } = request;
    action.phase = "loading review mode";
    const { reviewPullRequest, reviewHost } = await reviewJobModules();
    preloadProviderSdk(config.provider);
    const review = await reviewPullRequest({
        ...reviewHost({ env, secrets, context, redactor, core, knownSecrets }),
        context,
        config,
        loadConfigAt: (sha) => loadActionConfig(action, workingDir, sha),
        secrets,
        env,
        workingDir,
        runId,
        knownSecrets,
        reviewDrafts: action.inputs.boolean("review-drafts") ?? false,
        signal: action.controller.signal,
        onQueryEvent: (event) => action.log((0,report/* toolLogLine */.l_)(event)),
        notice: (text) => core.notice(action.logLine(text)),
        phase: (name) => {
            action.phase = name;
        },
    });
    return { conclusion: review.conclusion, review, ...(0,omit_undefined/* omitUndefined */.O)({ message: review.message }) };
}
/** The feature list (scheduled or dispatched), or one issue (`/alfred implement`): a branch and a pull request. */
async function featureJob(action, request, job, shard = {}) {
    const { env, secrets, core, knownSecrets } = action;
    const { context, config } = request;
    requireSecrets(secrets);
    action.phase = "loading the run";
    const { ensureSandbox, createGitHubClient, executeRun } = await featureJobModules();
    preloadProviderSdk(config.provider);
    const octokit = createGitHubClient({
        token: secrets.githubToken ?? "",
        baseUrl: context.apiUrl,
        redact: action.redactor.value,
        log: {
            warn: (text) => core.warning(action.logLine(text)),
            debug: (text) => core.debug(action.logLine(text)),
        },
    });
    const shared = {
        context,
        config,
        secrets,
        env,
        workingDir: request.workingDir,
        octokit,
        runId: request.runId,
        knownSecrets,
        signal: action.controller.signal,
        onProgress: (event) => action.log((0,report/* harnessLogLine */.TP)(event)),
        onQueryEvent: (event) => action.log((0,report/* toolLogLine */.l_)(event)),
        onNote: (note) => action.log(`    note: ${note}`),
        phase: (name) => {
            action.phase = name;
        },
        notice: (text) => core.notice(action.logLine(text)),
        // Called by the run's start-up (run-start-up.ts), beside preparing the branch.
        setUpSandbox: () => ensureSandbox(config, core, env),
    };
    if (job.kind === "implement" && context.event.kind === "issue_comment") {
        const implementFromComment = await implementModule();
        return implementFromComment({ ...shared, event: context.event, trigger: job.trigger });
    }
    const executed = await executeRun({ ...shared, featuresFile: config.features, ...shard });
    const conclusion = (0,report/* conclusionOf */.vu)(executed.summary);
    return {
        conclusion,
        run: executed,
        ...(conclusion === "failure" ? { message: executed.summary.stopReason ?? "no feature passed" } : {}),
    };
}


/***/ }),

/***/ 31658:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TP: () => (/* binding */ harnessLogLine),
/* harmony export */   l_: () => (/* binding */ toolLogLine),
/* harmony export */   sp: () => (/* binding */ jobSummary),
/* harmony export */   vu: () => (/* binding */ conclusionOf)
/* harmony export */ });
/* harmony import */ var _core_utf8_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(23776);
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(96228);


/**
 * success: something passed and nothing was blocked; partial: some passed, some
 * blocked or left; failure: nothing passed although there was work (never
 * green for doing nothing); skipped: there was nothing to do.
 */
function conclusionOf(summary) {
    const attempted = summary.features.length;
    const passedNow = summary.features.filter((outcome) => outcome.status === "passing").length;
    if (attempted === 0 && summary.pending === 0)
        return "skipped";
    if (passedNow === 0)
        return "failure";
    return passedNow === attempted && summary.pending === 0 ? "success" : "partial";
}
/** One job-log line per harness step. */
function harnessLogLine(event) {
    switch (event.type) {
        case "run_start":
            return `Alfred run ${event.runId}: ${event.pending} of ${event.total} features to do${event.resumed ? " (resumed)" : ""}`;
        case "feature_start":
            return `[${event.index}/${event.total}] ${event.feature.id}: ${(0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_0__/* .shortenForDisplay */ .p_)(event.feature.description.split("\n")[0] ?? "", 200)}`;
        case "attempt":
            return `  attempt ${event.attempt}/${event.of}`;
        case "verify":
            return (`  verify ${event.timedOut ? "timed out" : `exit ${event.exitCode ?? "?"}`} ${event.exitCode === 0 && !event.timedOut ? "✓" : "✗"} ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(event.durationMs)}` +
                (event.discardedWrites === undefined ? "" : `\n  ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_1__/* .verifyWritesNote */ .Id)(event.discardedWrites)}`));
        case "rubric":
            return event.rubric === null
                ? `  rubric: ${event.note ?? "none"}`
                : `  rubric ${event.rubric.verification}/2: ${event.rubric.reasoning}`;
        case "feature_end":
            return event.outcome.status === "passing"
                ? `  ✓ ${event.outcome.featureId} passing (${event.outcome.gitSha.slice(0, 10)}, ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCost */ .BD)(event.outcome.costUsd)})`
                : `  ✗ ${event.outcome.featureId} blocked: ${event.outcome.reason ?? ""}`;
        case "run_end":
            return `Alfred run ${event.summary.runId}: ${event.summary.status}, ${event.summary.passing} passing, ${event.summary.blocked} blocked, ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCost */ .BD)(event.summary.costUsd)}`;
    }
}
/** One job-log line per tool call: `bash(npm test) ✓ 2.1s`. */
function toolLogLine(event) {
    if (event.type === "tool_result")
        return `    ${event.label} ${event.isError ? "✗" : "✓"} ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(event.durationMs)}`;
    if (event.type === "retrying")
        return `    retrying in ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(event.delayMs)} on ${event.nextModel}: ${event.reason}`;
    if (event.type === "error")
        return `    model error (${event.code}): ${event.message}`;
    return undefined;
}
const cell = (text) => text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
/** The job summary: a table of features and how the run ended. */
function jobSummary(summary, extra) {
    const rows = summary.features.map((outcome) => [
        outcome.featureId,
        outcome.status === "passing" ? "✅ passing" : `⛔ blocked: ${outcome.reason ?? ""}`,
        String(outcome.attempts),
        outcome.verifyTimedOut ? "timeout" : String(outcome.verifyExit ?? "–"),
        outcome.rubric === null ? "–" : `${outcome.rubric.verification}/2`,
        (0,_core_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCost */ .BD)(outcome.costUsd),
    ]
        .map(cell)
        .join(" | "));
    const lines = [
        `## Alfred: ${conclusionOf(summary)}`,
        "",
        `Run \`${summary.runId}\` ended \`${summary.status}\`: ${summary.passing} passing, ${summary.blocked} blocked, ${summary.pending} pending, ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCost */ .BD)(summary.costUsd)}.`,
        ...(extra.reason === undefined ? [] : ["", `**Why:** ${extra.reason}`]),
        "",
        "| feature | status | attempts | verify exit | rubric | cost |",
        "|---|---|---|---|---|---|",
        ...(rows.length === 0 ? ["| – | nothing to do | | | | |"] : rows.map((row) => `| ${row} |`)),
        "",
        ...(extra.prUrl === undefined ? [] : [`Pull request: ${extra.prUrl}`, ""]),
        ...(extra.artifactUrl === undefined ? [] : [`Signed ledger: ${extra.artifactUrl}`, ""]),
    ];
    return lines.join("\n");
}


/***/ }),

/***/ 49631:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jc: () => (/* binding */ ledgerArtifactName),
/* harmony export */   OX: () => (/* binding */ defaultRunId),
/* harmony export */   RM: () => (/* binding */ prepareAttempt)
/* harmony export */ });
/* unused harmony export previousAttemptArtifact */
/* harmony import */ var _platform_fs_fs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77760);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(74296);
/* harmony import */ var _orchestrator_ledger_verify_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1973);
/* harmony import */ var _harness_state_run_state_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(95487);
/* harmony import */ var _platform_git_git_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(46532);
/* harmony import */ var _platform_git_git_fetch_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(14025);
/* harmony import */ var _core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(93747);
/**
 * An Action re-run attempt (`GITHUB_RUN_ATTEMPT` > 1) continues the run its
 * previous attempt started instead of starting over: it downloads that
 * attempt's ledger artifact (ledger, anchor, journal), fetches the branch it
 * pushed, checks that the branch holds every commit the ledger relies on, and
 * hands the harness the previous run id with `resume` — the CLI's `--resume`
 * on a new checkout. The ledger goes on as one chain, features already
 * settled are not redone, and the branch gains commits on top of those it has.
 *
 * Whatever cannot be proved usable (no artifact, a ledger that does not
 * verify with this key, a branch missing a recorded commit) means a fresh
 * start, said in a notice: redoing work costs money, trusting a broken record
 * costs correctness.
 */









/** Run ids become paths and branch names: the characters `alfred run --run-id` accepts. */
const RUN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** The run id of an attempt when no `run-id` is configured: `<workflow run id>-<attempt>`. */
function defaultRunId(context) {
    return `${context.runId}-${context.runAttempt}`;
}
/**
 * The name of an attempt's ledger artifact. Names are unique per workflow
 * run and every attempt uploads its own, so each name carries the attempt:
 * the default run id already does (`alfred-ledger-42-2`); a fixed one gets
 * `-attempt-<n>` (`alfred-ledger-nightly-attempt-2`).
 */
function ledgerArtifactName(runId, context) {
    return runId === defaultRunId(context)
        ? `alfred-ledger-${runId}`
        : `alfred-ledger-${runId}-attempt-${context.runAttempt}`;
}
/**
 * The artifact of the latest earlier attempt of this workflow run, if any:
 * the name {@link ledgerArtifactName} gave it, for the default run id or for
 * the fixed `runId` this attempt has too.
 */
function previousAttemptArtifact(artifacts, context, runId) {
    const fixed = runId !== defaultRunId(context);
    for (let attempt = context.runAttempt - 1; attempt >= 1; attempt -= 1) {
        const earlier = { runId: context.runId, runAttempt: attempt };
        const name = ledgerArtifactName(fixed ? runId : defaultRunId(earlier), earlier);
        const found = artifacts.find((artifact) => artifact.name === name);
        if (found !== undefined)
            return found;
    }
    return undefined;
}
async function checkoutFresh(options) {
    const branch = `${options.branchPrefix}${options.runId}`;
    // --no-track: nothing writes .git/config while the credentials are hidden from it (execute-run.ts).
    await (0,_platform_git_git_js__WEBPACK_IMPORTED_MODULE_6__/* .git */ .$Y)(["checkout", "--quiet", "--no-track", "-B", branch], { cwd: options.workingDir });
    return { runId: options.runId, branch, resume: false };
}
/**
 * Checks out the branch this attempt works on: the previous attempt's, with
 * its ledger and journal restored under `.alfred/workflows/<its run id>/`,
 * when that can be resumed; otherwise a fresh branch for this attempt (with a
 * notice saying why, on a re-run). Call before the agent runs.
 * @throws AlfredError `git_failed` when the checkout itself fails.
 */
async function prepareAttempt(options) {
    if (options.context.runAttempt <= 1)
        return checkoutFresh(options);
    const scratch = await (0,_platform_fs_fs_js__WEBPACK_IMPORTED_MODULE_0__/* .mkdtemp */ .jV)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), "alfred-attempt-"));
    try {
        const found = await previousRun(options, scratch);
        if ("why" in found) {
            options.notice(`Re-run attempt ${options.context.runAttempt}: starting the run afresh, because ${found.why}.`);
            return await checkoutFresh(options);
        }
        const branch = `${options.branchPrefix}${found.runId}`;
        await (0,_platform_git_git_js__WEBPACK_IMPORTED_MODULE_6__/* .git */ .$Y)(["checkout", "--quiet", "-B", branch, found.head], { cwd: options.workingDir });
        const runDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(options.workingDir, (0,_harness_state_run_state_js__WEBPACK_IMPORTED_MODULE_5__/* .runDirectory */ .xw)(found.runId));
        await (0,_platform_fs_fs_js__WEBPACK_IMPORTED_MODULE_0__/* .mkdir */ .Ck)(runDir, { recursive: true });
        for (const file of found.files)
            await (0,_platform_fs_fs_js__WEBPACK_IMPORTED_MODULE_0__/* .copyFile */ .m3)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(scratch, file), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(runDir, file));
        options.notice(`Re-run attempt ${options.context.runAttempt}: continuing run ${found.runId} from its ledger artifact and branch ${branch} (${found.settled} feature(s) already settled are not redone).`);
        return { runId: found.runId, branch, resume: true };
    }
    finally {
        await (0,_platform_fs_fs_js__WEBPACK_IMPORTED_MODULE_0__.rm)(scratch, { recursive: true, force: true });
    }
}
async function previousRun(options, scratch) {
    const { listRunArtifacts, downloadRunArtifact } = await Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(913), __nccwpck_require__.e(659), __nccwpck_require__.e(252), __nccwpck_require__.e(866)]).then(__nccwpck_require__.bind(__nccwpck_require__, 68866));
    let artifact;
    try {
        artifact = previousAttemptArtifact(await listRunArtifacts(options.reader), options.context, options.runId);
        if (artifact !== undefined)
            await downloadRunArtifact(artifact.id, scratch, options.reader);
    }
    catch (thrown) {
        return { why: `the previous attempt's ledger artifact could not be read (${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(thrown)})` };
    }
    if (artifact === undefined)
        return { why: "no earlier attempt left a ledger artifact (it may have been killed before uploading)" };
    const read = (file) => 
    // A file missing from the artifact is reported below, naming which.
    (0,_platform_fs_fs_js__WEBPACK_IMPORTED_MODULE_0__/* .readFile */ .TA)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(scratch, file), "utf8").catch(() => undefined);
    const runId = summaryRunId(await read("summary.json"));
    const ledger = await read("ledger.jsonl");
    const anchor = await read("ledger.head.json");
    const where = `artifact ${artifact.name}`;
    if (runId === undefined || !RUN_ID.test(runId))
        return { why: `${where} has no summary.json naming a valid run id` };
    if (ledger === undefined || anchor === undefined)
        return { why: `${where} lacks ledger.jsonl or its anchor ledger.head.json` };
    const verified = (0,_orchestrator_ledger_verify_js__WEBPACK_IMPORTED_MODULE_4__/* .verifyLedger */ .xy)(ledger, options.ledgerKey);
    if (!verified.ok)
        return { why: `${where}'s ledger does not verify with this ledger key` };
    const branch = `${options.branchPrefix}${runId}`;
    const fetched = await (0,_platform_git_git_fetch_js__WEBPACK_IMPORTED_MODULE_7__/* .fetchBranch */ .D)({
        workingDir: options.workingDir,
        url: (await (0,_platform_git_git_js__WEBPACK_IMPORTED_MODULE_6__/* .git */ .$Y)(["remote", "get-url", "origin"], { cwd: options.workingDir })).stdout.trim(),
        branch,
        credentials: options.credentials,
        env: options.env,
        ...(0,_core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_8__/* .omitUndefined */ .O)({ signal: options.signal }),
    });
    const head = "sha" in fetched ? fetched.sha : await headOf(options.workingDir);
    const state = (0,_harness_state_run_state_js__WEBPACK_IMPORTED_MODULE_5__/* .parseResumeState */ .i8)(ledger);
    const needed = [
        ...(state.runStartHead === undefined ? [] : [state.runStartHead]),
        ...[...state.features.values()].flatMap((record) => [
            record.checkpoint,
            ...(record.outcome?.status === "passing" ? [record.outcome.gitSha] : []),
        ]),
    ];
    for (const sha of new Set(needed)) {
        if (!(await isAncestor(options.workingDir, sha, head)))
            return {
                why: `the ledger records commit ${sha.slice(0, 12)}, which ${"sha" in fetched ? `branch ${branch}` : `the checkout (no branch ${branch}: ${fetched.missing})`} does not hold`,
            };
    }
    const files = [
        "ledger.jsonl",
        "ledger.head.json",
        ...((await read("journal.jsonl")) === undefined ? [] : ["journal.jsonl"]),
    ];
    const settled = [...state.features.values()].filter((record) => record.outcome !== undefined).length;
    return { runId, head, files, settled };
}
function summaryRunId(text) {
    try {
        const value = JSON.parse(text ?? "");
        const runId = typeof value === "object" && value !== null ? Reflect.get(value, "runId") : undefined;
        return typeof runId === "string" ? runId : undefined;
    }
    catch {
        return undefined;
    }
}
async function headOf(workingDir) {
    return (await (0,_platform_git_git_js__WEBPACK_IMPORTED_MODULE_6__/* .git */ .$Y)(["rev-parse", "HEAD"], { cwd: workingDir })).stdout.trim();
}
async function isAncestor(workingDir, sha, head) {
    if (!/^[0-9a-f]{40,64}$/.test(sha))
        return false;
    return (0,_platform_git_git_js__WEBPACK_IMPORTED_MODULE_6__/* .git */ .$Y)(["merge-base", "--is-ancestor", sha, head], { cwd: workingDir }).then(() => true, () => false);
}


/***/ }),

/***/ 69522:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _6: () => (/* binding */ checkoutCommit),
/* harmony export */   q$: () => (/* binding */ ensureCommit),
/* harmony export */   vp: () => (/* binding */ configCommitFor)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(74296);
/* harmony import */ var _platform_git_git_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(46532);
/**
 * The checkout a review reads: the base commit (configuration, hooks,
 * instructions) and the head commit (the files the reviewer reads) must be
 * in the repository; the head is checked out detached. Git runs hardened (no
 * hooks, filters or helpers), so checking out untrusted files runs nothing.
 */


async function hasCommit(workingDir, sha) {
    try {
        await (0,_platform_git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .git */ .$Y)(["cat-file", "-e", `${sha}^{commit}`], { cwd: workingDir });
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Makes sure commit `sha` is in the workspace's repository, fetching it from
 * `origin` when a shallow checkout lacks it.
 * @throws AlfredError `git_failed` saying how to fix the checkout.
 */
async function ensureCommit(workingDir, sha) {
    if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AlfredError */ .XT("git_failed", `not a commit id: ${sha}`);
    if (await hasCommit(workingDir, sha))
        return;
    try {
        await (0,_platform_git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .git */ .$Y)(["fetch", "--quiet", "--no-tags", "--depth=1", "origin", sha], { cwd: workingDir });
    }
    catch (thrown) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AlfredError */ .XT("git_failed", `commit ${sha.slice(0, 10)} is not in the checkout and could not be fetched; check out with actions/checkout and fetch-depth: 0`, { cause: thrown });
    }
}
/**
 * Checks `sha` out detached (fetching it first when missing), unless HEAD is already there.
 * @throws AlfredError `git_failed` (e.g. local changes in the way).
 */
async function checkoutCommit(workingDir, sha) {
    const head = 
    // No HEAD (or git cannot tell) is not at `sha`: the fetch and checkout below report a real problem.
    (await (0,_platform_git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .git */ .$Y)(["rev-parse", "--verify", "HEAD^{commit}"], { cwd: workingDir }).catch(() => undefined))?.stdout.trim();
    if (head === sha)
        return;
    await ensureCommit(workingDir, sha);
    await (0,_platform_git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .git */ .$Y)(["checkout", "--quiet", "--detach", sha], { cwd: workingDir });
}
/**
 * The commit whose `.alfred/config.json` an event's run reads: a pull
 * request's base (fetched when the checkout lacks it), else HEAD.
 * @throws AlfredError `git_failed` when the base commit cannot be fetched.
 */
async function configCommitFor(context, workingDir, head) {
    if (context.event.kind !== "pull_request")
        return head();
    await ensureCommit(workingDir, context.event.base.sha);
    return context.event.base.sha;
}


/***/ }),

/***/ 43602:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ WORKTREE),
/* harmony export */   u: () => (/* binding */ readSourceFile)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(74296);
/* harmony import */ var _core_utf8_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(23776);
/* harmony import */ var _platform_git_committed_files_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(19264);
/* harmony import */ var _platform_fs_workspace_fs_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(95048);




/** The worktree: what `alfred ask` and library callers read by default. */
const WORKTREE = { kind: "worktree" };
/**
 * The text of `path` (workspace-relative) from `source`, or `undefined` when it does not exist there.
 * A worktree file is read without following a link on the way (workspace-fs.ts).
 * @throws LinkRefusedError when a worktree path is (under) a link or not a regular file.
 * @throws Error (`EACCES`, …) when a worktree file exists but cannot be read.
 * @throws ConfigError when a worktree file is not valid UTF-8 (never decoded lossily).
 * @throws AlfredError `git_failed` when the commit cannot be read.
 */
async function readSourceFile(workingDir, path, source) {
    if (source.kind === "commit")
        return (0,_platform_git_committed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readCommittedFile */ .J)(workingDir, source.sha, path);
    const bytes = await (0,_platform_fs_workspace_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .readWorkspaceBytes */ .br)(workingDir, path);
    if (bytes === undefined)
        return undefined;
    const decoded = (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeUtf8 */ ._6)(bytes);
    if (!decoded.ok)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(path, `not valid UTF-8 at byte ${decoded.error.offset}: save it as UTF-8`);
    return decoded.value;
}


/***/ }),

/***/ 90131:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ DEFAULT_MODELS),
/* harmony export */   Q: () => (/* binding */ alfredConfigSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(41514);
/* harmony import */ var _core_permission_mode_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(61118);


const positiveInt = zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive();
const priceSchema = zod__WEBPACK_IMPORTED_MODULE_1__.strictObject({
    input: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    output: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    cacheRead: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative().optional(),
    cacheWrite: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative().optional(),
});
const ruleSchema = zod__WEBPACK_IMPORTED_MODULE_1__.strictObject({
    tool: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    behavior: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](["allow", "ask", "deny"]),
    pattern: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).optional(),
});
/**
 * Every setting Alfred reads, from any source. Flags beat environment
 * variables, which beat `.alfred/config.json`; defaults fill the rest.
 * Secrets (API keys, the ledger key) come only from the environment or flags,
 * never from the config file, so they are not in this schema.
 */
const alfredConfigSchema = zod__WEBPACK_IMPORTED_MODULE_1__.strictObject({
    provider: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](["anthropic", "openai", "mock"]).default("anthropic"),
    /** Default model for every role; the provider's default when absent. */
    model: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).optional(),
    models: zod__WEBPACK_IMPORTED_MODULE_1__.strictObject({
        architect: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).optional(),
        editor: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).optional(),
        subagent: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).optional(),
    })
        .default({}),
    baseUrl: zod__WEBPACK_IMPORTED_MODULE_1__.url({ protocol: /^https?$/ }).optional(),
    mockScript: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).optional(),
    /**
     * How an OpenAI-compatible request caps output: OpenAI's own API needs
     * `max_completion_tokens` (its reasoning models reject `max_tokens`); other
     * compatible servers generally know only `max_tokens`. Chosen from `baseUrl` when absent.
     */
    openaiMaxTokensParam: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](["max_tokens", "max_completion_tokens"]).optional(),
    maxTurns: positiveInt.default(50),
    maxContextTokens: positiveInt.default(200_000),
    maxOutputTokens: positiveInt.default(8_192),
    /** Stream model output as it arrives; off for servers that only answer whole messages. */
    stream: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().default(true),
    /** Per provider call; a call that takes longer fails retryably. */
    requestTimeoutMs: positiveInt.default(300_000),
    budget: zod__WEBPACK_IMPORTED_MODULE_1__.strictObject({
        maxCostUsd: zod__WEBPACK_IMPORTED_MODULE_1__.number().positive().optional(),
        maxTokens: positiveInt.optional(),
        maxWallClockMs: positiveInt.optional(),
    })
        .default({}),
    retry: zod__WEBPACK_IMPORTED_MODULE_1__.strictObject({
        maxRetries: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().default(4),
        baseDelayMs: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().default(500),
        maxDelayMs: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().default(30_000),
    })
        .default({ maxRetries: 4, baseDelayMs: 500, maxDelayMs: 30_000 }),
    /**
     * The permission mode the user asks for (`--mode`, `ALFRED_MODE`). Absent: the host's own
     * (`core/host-profiles.ts`), which also says whether a host honours a chosen one.
     */
    permissionMode: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_core_permission_mode_js__WEBPACK_IMPORTED_MODULE_0__/* .PERMISSION_MODES */ .RO).optional(),
    rules: zod__WEBPACK_IMPORTED_MODULE_1__.array(ruleSchema).default([]),
    egressAllow: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1)).default([]),
    sandbox: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](["off", "on", "auto"]).default("off"),
    /**
     * Extra host paths sandboxed commands may read (`sandbox.readPaths` in the file, see
     * `read-paths.ts`): absolute, existing, never a credential path.
     */
    sandboxReadPaths: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1)).default([]),
    /** Environment variables agent-run commands may see even though they look like secrets. */
    envAllow: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1)).default([]),
    prices: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), priceSchema).default({}),
    /** The autonomy harness (`alfred run`). */
    features: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).default("feature_list.json"),
    verify: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).optional(),
    verifyTimeoutMs: positiveInt.default(600_000),
    iterationBudget: positiveInt.default(3),
    rollback: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().default(true),
    runId: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .regex(/^[A-Za-z0-9._-]+$/, "letters, digits, dot, dash and underscore only")
        .optional(),
    /** Per-feature limits of the harness (the run's are in `budget`). */
    featureBudget: zod__WEBPACK_IMPORTED_MODULE_1__.strictObject({ maxCostUsd: zod__WEBPACK_IMPORTED_MODULE_1__.number().positive().optional(), maxWallClockMs: positiveInt.optional() })
        .default({}),
    /** GitHub runs (the Action; the CLI when reproducing one). */
    github: zod__WEBPACK_IMPORTED_MODULE_1__.strictObject({
        /** What comment starts Alfred: `/alfred implement`. */
        triggerPhrase: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(2).default("/alfred"),
        /** Bot logins allowed to trigger Alfred. */
        allowedBots: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1)).default([]),
        branchPrefix: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).default("alfred/"),
        /** The branch pull requests target; the repository's default branch when absent. */
        baseBranch: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).optional(),
        draft: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().default(true),
        artifactRetentionDays: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().min(1).max(90).optional(),
        /** Let features change `.github/workflows/` (refused by default). */
        allowWorkflowChanges: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().default(false),
        /**
         * Commit `.alfred/memory/` (facts, MEMORY.md, USER.md) on the feature branch. Off by default:
         * memory then travels only in the ledger artifact, and the next run restores it from there.
         */
        commitMemory: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().default(false),
    })
        .default({
        triggerPhrase: "/alfred",
        allowedBots: [],
        branchPrefix: "alfred/",
        draft: true,
        allowWorkflowChanges: false,
        commitMemory: false,
    }),
});
/** The provider's default model when neither `model` nor a role model is configured. */
const DEFAULT_MODELS = {
    // Sonnet 5, not 5.5: Sonnet 5.5 answers a forced `tool_choice` with HTTP 400, and the
    // rubric and structured outputs force one. claude-sonnet-4-5 reaches end of life on 2026-11-30.
    anthropic: "claude-sonnet-5",
    openai: "gpt-4.1",
    mock: "mock",
};


/***/ }),

/***/ 12924:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ readString),
/* harmony export */   LD: () => (/* binding */ readList),
/* harmony export */   Vf: () => (/* binding */ readBoolean),
/* harmony export */   kR: () => (/* binding */ readSandbox),
/* harmony export */   kz: () => (/* binding */ readNumber),
/* harmony export */   wM: () => (/* binding */ readMinutes)
/* harmony export */ });
/**
 * How the text of one setting (an `ALFRED_*` variable or an Action input) becomes a
 * config value. One reader per kind, shared by both sources so that the same text
 * means the same thing wherever it is written. Malformed text stays text, so the
 * schema's error names the source and says what was expected. Pure; never throws.
 */
/** The text itself. */
const readString = (text) => text;
/** A list: items separated by commas or newlines (a YAML block scalar), trimmed, empty items dropped. */
const readList = (text) => text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== "");
/** A number; malformed or empty text stays text. */
const readNumber = (text) => text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text;
/** Minutes, as milliseconds; malformed text stays text. */
const readMinutes = (text) => {
    const minutes = readNumber(text);
    return typeof minutes === "number" ? Math.round(minutes * 60_000) : text;
};
/** `1 true on yes` / `0 false off no`, any case. */
const readBoolean = (text) => {
    const value = text.trim().toLowerCase();
    if (["1", "true", "on", "yes"].includes(value))
        return true;
    if (["0", "false", "off", "no"].includes(value))
        return false;
    return text;
};
/** The sandbox setting: `on`/`off` (or their boolean spellings, empty is off), `auto`; else the lower-cased text. */
const readSandbox = (text) => {
    const value = text.trim().toLowerCase();
    if (value === "1" || value === "true" || value === "on")
        return "on";
    if (value === "0" || value === "false" || value === "off" || value === "")
        return "off";
    return value;
};


/***/ }),

/***/ 780:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   SO: () => (/* binding */ setPath),
/* harmony export */   jN: () => (/* binding */ envLayer),
/* harmony export */   mS: () => (/* binding */ fileLayer)
/* harmony export */ });
/* unused harmony export flagLayer */
/* harmony import */ var _setting_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(12924);
/**
 * Reading raw settings from each source into a partial config object, while
 * remembering where every value came from so a validation error can name it.
 */

const ENV_BINDINGS = {
    ALFRED_PROVIDER: { path: "provider", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readString */ .E3 },
    ALFRED_MODEL: { path: "model", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readString */ .E3 },
    ALFRED_MODEL_ARCHITECT: { path: "models.architect", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readString */ .E3 },
    ALFRED_MODEL_EDITOR: { path: "models.editor", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readString */ .E3 },
    ALFRED_MODEL_SUBAGENT: { path: "models.subagent", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readString */ .E3 },
    ALFRED_BASE_URL: { path: "baseUrl", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readString */ .E3 },
    ALFRED_MOCK_SCRIPT: { path: "mockScript", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readString */ .E3 },
    ALFRED_EGRESS_ALLOW: { path: "egressAllow", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readList */ .LD },
    ALFRED_SANDBOX: { path: "sandbox", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readSandbox */ .kR },
    ALFRED_SANDBOX_READ_PATHS: { path: "sandboxReadPaths", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readList */ .LD },
    ALFRED_MODE: { path: "permissionMode", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readString */ .E3 },
    ALFRED_STREAM: { path: "stream", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readBoolean */ .Vf },
    ALFRED_MAX_TURNS: { path: "maxTurns", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readNumber */ .kz },
    ALFRED_MAX_COST_USD: { path: "budget.maxCostUsd", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readNumber */ .kz },
    ALFRED_ENV_ALLOW: { path: "envAllow", read: _setting_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readList */ .LD },
};
/** Sets `value` at a dotted `path` inside `target`, creating objects on the way. */
function setPath(target, path, value) {
    const keys = path.split(".");
    let node = target;
    for (const key of keys.slice(0, -1)) {
        const child = node[key];
        if (typeof child === "object" && child !== null && !Array.isArray(child)) {
            node = child;
        }
        else {
            const created = {};
            node[key] = created;
            node = created;
        }
    }
    node[keys[keys.length - 1] ?? path] = value;
}
/** The settings found in `env` (empty variables count as unset). */
function envLayer(env) {
    const values = {};
    const sources = new Map();
    for (const [name, binding] of Object.entries(ENV_BINDINGS)) {
        const text = env[name];
        if (text === undefined || text === "")
            continue;
        setPath(values, binding.path, binding.read(text));
        sources.set(binding.path, `environment variable ${name}`);
    }
    return { values, sources };
}
/** A layer from flags given as key paths: `{ maxTurns: ["--max-turns", 5] }`. */
function flagLayer(flags) {
    const values = {};
    const sources = new Map();
    for (const [path, [flag, value]] of Object.entries(flags)) {
        if (value === undefined)
            continue;
        setPath(values, path, value);
        sources.set(path, `flag ${flag}`);
    }
    return { values, sources };
}
/** A layer holding a whole parsed config file; every key is attributed to `file`. */
function fileLayer(values, file) {
    return { values, sources: new Map([["", file]]) };
}


/***/ }),

/***/ 52227:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ editDistance),
/* harmony export */   b: () => (/* binding */ nearMiss)
/* harmony export */ });
/** Names that are nearly right: a tool the model misspelled, a setting a user misspelled. */
/** Levenshtein distance between `a` and `b` (insertions, deletions and substitutions). */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i += 1) {
        const current = [i];
        for (let j = 1; j <= b.length; j += 1) {
            const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
}
/**
 * The known name `name` was most likely meant as: the same ignoring case, or the nearest within
 * a third of its length, rounded up (at least 1, at most 3 edits); undefined when none is that close.
 */
function nearMiss(name, known) {
    const lower = name.toLowerCase();
    const exact = known.find((candidate) => candidate.toLowerCase() === lower);
    if (exact !== undefined)
        return exact;
    const limit = Math.min(3, Math.max(1, Math.ceil(name.length / 3)));
    const ranked = known
        .map((candidate) => ({ candidate, distance: editDistance(lower, candidate.toLowerCase()) }))
        .filter((entry) => entry.distance <= limit)
        .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate));
    return ranked[0]?.candidate;
}


/***/ }),

/***/ 74296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XT: () => (/* binding */ AlfredError),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   mZ: () => (/* binding */ ProviderError),
/* harmony export */   oM: () => (/* binding */ AbortedError),
/* harmony export */   xL: () => (/* binding */ ConfigError),
/* harmony export */   zf: () => (/* binding */ isAbortError)
/* harmony export */ });
/**
 * Typed errors. Expected outcomes are values (see result.ts); these are for I/O
 * and protocol failures, carrying a stable `code`, whether a retry may help,
 * and the underlying `cause`.
 */
/** Base class of every error Alfred throws on purpose. */
class AlfredError extends Error {
    code;
    retryable;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = "AlfredError";
        this.code = code;
        this.retryable = options.retryable ?? false;
    }
}
/** A configuration value was missing or malformed; `source` names the flag, variable or file + JSON path. */
class ConfigError extends AlfredError {
    source;
    constructor(source, message, options = {}) {
        super("config_invalid", `${source}: ${message}`, options);
        this.name = "ConfigError";
        this.source = source;
    }
}
/** A model provider call failed. `retryable` marks 429, 5xx, 529, resets and cut streams. */
class ProviderError extends AlfredError {
    status;
    retryAfterMs;
    constructor(code, message, options = {}) {
        super(code, message, options);
        this.name = "ProviderError";
        this.status = options.status;
        this.retryAfterMs = options.retryAfterMs;
    }
}
/** The run was cancelled through its AbortSignal. */
class AbortedError extends AlfredError {
    constructor(message = "aborted", options = {}) {
        super("aborted", message, options);
        this.name = "AbortedError";
    }
}
/** Turns anything thrown into a message, without assuming it is an Error. */
function errorMessage(thrown) {
    if (thrown instanceof Error)
        return thrown.message;
    if (typeof thrown === "string")
        return thrown;
    try {
        return JSON.stringify(thrown) ?? String(thrown);
    }
    catch {
        return String(thrown);
    }
}
/** True when `thrown` is an abort, whether Alfred's own or the platform's `AbortError`. */
function isAbortError(thrown) {
    if (thrown instanceof AbortedError)
        return true;
    return thrown instanceof Error && (thrown.name === "AbortError" || thrown.name === "APIUserAbortError");
}


/***/ }),

/***/ 96228:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ formatCost),
/* harmony export */   Id: () => (/* binding */ verifyWritesNote),
/* harmony export */   a3: () => (/* binding */ formatDuration)
/* harmony export */ });
/** How durations, costs and notes read in every human-facing channel (CLI, job log, job summary, comments). */
/** `2.1s`, `340ms`. */
function formatDuration(ms) {
    return ms >= 1000 ? `${(ms / 1000).toFixed(1)}s` : `${Math.round(ms)}ms`;
}
/** `$0.0123`, or `cost unknown` for a model without a price. */
function formatCost(costUsd) {
    return costUsd === null ? "cost unknown" : `$${costUsd.toFixed(4)}`;
}
/**
 * The line naming the files a verify command wrote, which the harness discarded
 * (harness/verify/verify-writes.ts): the commit holds only what verify ran on.
 */
function verifyWritesNote(paths) {
    const shown = paths.slice(0, 5).join(", ") + (paths.length > 5 ? `, … (${paths.length} files)` : "");
    return (`verify wrote ${shown}; discarded (the commit holds only what verify ran on): ` +
        "commit these files in the repository, or add them to .gitignore");
}


/***/ }),

/***/ 59872:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Em: () => (/* binding */ hostOffersTool),
/* harmony export */   Ue: () => (/* binding */ HOST_PROFILES),
/* harmony export */   kV: () => (/* binding */ permissionModeFor)
/* harmony export */ });
/** Read-only code intelligence: what review explores with and what `alfred mcp` serves. */
const READ_ONLY_TOOLS = ["file_read", "grep", "glob", "repo_map"];
/** The harness commits each passing feature itself: its agents get no `git_commit`. */
const UNATTENDED_TOOLS = { offer: "all-except", except: ["git_commit"] };
/**
 * Every host, one row each. `actionRun` covers the Action's `run` and `implement` jobs and each
 * shard of a sharded run (`job: shard`); the merge job runs no agent (it verifies and pushes,
 * holding commits to `actionRun`'s protected paths). `library` is a program calling `runQuery`
 * or `createSession` itself.
 */
const HOST_PROFILES = {
    actionRun: {
        label: "the Action's run, implement and shard jobs",
        permissionMode: "bypass",
        userMayChooseMode: false,
        sandbox: "on",
        protectedPaths: "harness+workflows",
        tools: UNATTENDED_TOOLS,
        servers: { lsp: "configured", mcp: true },
        promptRole: "implementer",
    },
    actionReview: {
        label: "the Action's review job",
        permissionMode: "plan",
        userMayChooseMode: false,
        sandbox: "on",
        protectedPaths: "none",
        tools: { offer: "only", names: [...READ_ONLY_TOOLS, "web_fetch"], prefixes: ["lsp_"], readOnlyMcp: true },
        servers: { lsp: "configured", mcp: true },
        promptRole: "reviewer",
    },
    cliRun: {
        label: "alfred run",
        permissionMode: "bypass",
        userMayChooseMode: false,
        sandbox: "on",
        protectedPaths: "harness",
        tools: UNATTENDED_TOOLS,
        servers: { lsp: "configured", mcp: true },
        promptRole: "implementer",
    },
    cliAsk: {
        label: "alfred ask",
        permissionMode: "default",
        userMayChooseMode: true,
        sandbox: "auto",
        protectedPaths: "none",
        tools: { offer: "all-except", except: [] },
        servers: { lsp: true, mcp: true },
        promptRole: "ask",
    },
    mcp: {
        label: "alfred mcp",
        permissionMode: "plan",
        userMayChooseMode: false,
        sandbox: "auto",
        protectedPaths: "none",
        tools: { offer: "only", names: READ_ONLY_TOOLS, prefixes: ["lsp_"], readOnlyMcp: false },
        servers: { lsp: true, mcp: false },
        promptRole: "none",
    },
    replay: {
        label: "alfred replay",
        permissionMode: "bypass",
        userMayChooseMode: false,
        // The tape's bash commands run for real, as the agent wrote them: sandboxed where bubblewrap is.
        sandbox: "auto",
        protectedPaths: "none",
        tools: UNATTENDED_TOOLS,
        servers: { lsp: false, mcp: false },
        promptRole: "implementer",
    },
    library: {
        label: "a program using Alfred as a library",
        permissionMode: "default",
        userMayChooseMode: true,
        sandbox: "off",
        protectedPaths: "none",
        tools: { offer: "all-except", except: [] },
        servers: { lsp: false, mcp: false },
        promptRole: "ask",
    },
};
/**
 * The permission mode a host works in: the user's choice where the row lets the user choose
 * and the user made one, else the row's. The one place a session's mode is decided. Pure.
 */
function permissionModeFor(host, chosen) {
    const profile = HOST_PROFILES[host];
    return profile.userMayChooseMode && chosen !== undefined ? chosen : profile.permissionMode;
}
/**
 * True when `tools` (a row's {@link HostToolSet}) offers `tool`. `ask_user` is decided by the
 * host (a person at a terminal), not here. Pure.
 */
function hostOffersTool(tools, tool) {
    if (tools.offer === "all-except")
        return !tools.except.includes(tool.name);
    if (tool.name.startsWith("mcp__"))
        return tools.readOnlyMcp && tool.isReadOnly({});
    return tools.names.includes(tool.name) || tools.prefixes.some((prefix) => tool.name.startsWith(prefix));
}


/***/ }),

/***/ 47305:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ markHandled),
/* harmony export */   v: () => (/* binding */ ignoreCleanupError)
/* harmony export */ });
/**
 * The two reasons Alfred ignores a rejected promise on purpose, named so that each place says
 * which one applies (every other `.catch(() => undefined)` carries its own comment).
 */
/**
 * Awaits a best-effort cleanup — removing a temporary file, a lock or socket Alfred created, a
 * replay worktree, closing a client that is being shut down — and ignores its failure: by then the
 * operation's outcome is decided (its own error, if any, is already on its way), and a leftover is
 * harmless (temporary names are random, stale locks and sockets are detected and cleared by the
 * next run, `git worktree prune` sweeps worktrees). Never rejects.
 */
async function ignoreCleanupError(cleanup) {
    try {
        await cleanup;
    }
    catch {
        // Best effort by contract (see above).
    }
}
/**
 * Marks a promise that is started early and awaited later — or never, when its value turns out not
 * to be needed — as handled, so that a rejection in the meantime is not an unhandled rejection
 * (which ends the process). It changes nothing for the code that awaits `promise`: that code still
 * receives the rejection and reports it. Accepts `undefined` for a promise that was not started.
 */
function markHandled(promise) {
    promise?.catch(() => undefined);
}


/***/ }),

/***/ 24869:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ lineColumnAt),
/* harmony export */   L: () => (/* binding */ findJsonSyntaxError)
/* harmony export */ });
/**
 * The one JSON syntax checker: finds where a text stops being JSON (or JSONC, which allows
 * comments and trailing commas: tsconfig.json, .vscode/settings.json). `JSON.parse` on Node 20
 * often reports no position at all (`Unexpected token '}', "…" is not valid JSON`), and a person
 * fixing feature_list.json or .alfred/config.json — or the model fixing a file it wrote — needs a
 * line, a column, what stood there and what was expected. A maintained parser (jsonc-parser) was
 * weighed: it reports errors inside a string at the string's start, not at the bad character, and
 * names codes rather than what it found; this scanner is the one place that logic lives.
 */
class SyntaxAt extends Error {
    offset;
    constructor(offset, message) {
        super(message);
        this.offset = offset;
    }
}
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);
const HEX4 = /^[0-9a-fA-F]{4}$/;
/**
 * Locates the first syntax error of `text`, or `undefined` when it is valid JSON (valid JSONC
 * with `options.jsonc`). Pure; never throws: nesting too deep to scan is reported at 1:1 with
 * `tooDeep` set.
 */
function findJsonSyntaxError(text, options = {}) {
    try {
        new JsonScanner(text, options.jsonc === true).document();
        return undefined;
    }
    catch (thrown) {
        if (thrown instanceof SyntaxAt)
            return { offset: thrown.offset, ...lineColumnAt(text, thrown.offset), message: thrown.message };
        // Nesting deep enough to exhaust the stack: report it at the start rather than crash.
        return { offset: 0, line: 1, column: 1, message: "the JSON is nested too deeply", tooDeep: true };
    }
}
/** 1-based line and column of a UTF-16 offset in `text` (lines end at "\n"). */
function lineColumnAt(text, offset) {
    const before = text.slice(0, Math.max(0, offset));
    const lines = before.split("\n");
    return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}
class JsonScanner {
    text;
    jsonc;
    position = 0;
    constructor(text, jsonc) {
        this.text = text;
        this.jsonc = jsonc;
    }
    document() {
        this.value();
        this.whitespace();
        if (this.position < this.text.length)
            this.fail("after the end of the JSON value");
    }
    value() {
        this.whitespace();
        const character = this.text[this.position];
        if (character === "{")
            return this.container("}", true);
        if (character === "[")
            return this.container("]", false);
        if (character === '"')
            return this.string();
        if (character === "-" || (character !== undefined && character >= "0" && character <= "9"))
            return this.number();
        for (const literal of ["true", "false", "null"]) {
            if (this.text.startsWith(literal, this.position)) {
                this.position += literal.length;
                return;
            }
        }
        this.fail("expected a value");
    }
    container(close, isObject) {
        this.position += 1;
        this.whitespace();
        if (this.text[this.position] === close) {
            this.position += 1;
            return;
        }
        for (;;) {
            if (isObject) {
                this.whitespace();
                if (this.text[this.position] !== '"')
                    this.fail("expected a property name in double quotes");
                this.string();
                this.whitespace();
                if (this.text[this.position] !== ":")
                    this.fail("expected ':'");
                this.position += 1;
            }
            this.value();
            this.whitespace();
            const next = this.text[this.position];
            if (next === close) {
                this.position += 1;
                return;
            }
            if (next !== ",")
                this.fail(`expected ',' or '${close}'`);
            this.position += 1;
            if (this.jsonc && this.closesAfterComma(close))
                return;
        }
    }
    string() {
        const start = this.position;
        this.position += 1;
        for (;;) {
            const character = this.text[this.position];
            if (character === undefined)
                throw new SyntaxAt(start, "unterminated string");
            if (character === '"') {
                this.position += 1;
                return;
            }
            if (character === "\\") {
                const escape = this.text[this.position + 1] ?? "";
                const valid = ESCAPES.has(escape) ||
                    (escape === "u" && HEX4.test(this.text.slice(this.position + 2, this.position + 6)));
                if (!valid)
                    throw new SyntaxAt(this.position, "invalid escape in string");
                this.position += escape === "u" ? 6 : 2;
            }
            else if (character < " ") {
                throw new SyntaxAt(this.position, "unescaped control character (a raw newline?) in string");
            }
            else {
                this.position += 1;
            }
        }
    }
    number() {
        NUMBER.lastIndex = this.position;
        if (!NUMBER.test(this.text))
            this.fail("expected a number");
        this.position = NUMBER.lastIndex;
    }
    /** JSONC's trailing comma: true (and past `close`) when `close` follows the comma. */
    closesAfterComma(close) {
        this.whitespace();
        if (this.text[this.position] !== close)
            return false;
        this.position += 1;
        return true;
    }
    whitespace() {
        for (;;) {
            while (" \t\n\r".includes(this.text[this.position] ?? "x"))
                this.position += 1;
            if (!this.jsonc || this.text[this.position] !== "/")
                return;
            const next = this.text[this.position + 1];
            if (next === "/") {
                const end = this.text.indexOf("\n", this.position);
                this.position = end === -1 ? this.text.length : end;
            }
            else if (next === "*") {
                const end = this.text.indexOf("*/", this.position + 2);
                if (end === -1)
                    throw new SyntaxAt(this.position, "unterminated comment");
                this.position = end + 2;
            }
            else {
                return;
            }
        }
    }
    fail(expectation) {
        const character = this.text[this.position];
        const found = character === undefined ? "unexpected end of input" : `unexpected ${JSON.stringify(character)}`;
        const trailingComma = (character === "]" || character === "}") && this.text.slice(0, this.position).trimEnd().endsWith(",");
        throw new SyntaxAt(this.position, `${found}, ${expectation}${trailingComma ? " (a trailing comma?)" : ""}`);
    }
}


/***/ }),

/***/ 5737:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ parseJsonText)
/* harmony export */ });
/* harmony import */ var _json_syntax_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24869);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(39294);


/**
 * Parses JSON text. On failure the error names `file:line:column` — found by
 * scanning, since Node 20's `JSON.parse` often reports no position — so a
 * person can jump straight to the broken spot.
 */
function parseJsonText(text, file) {
    try {
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_1__.ok)(JSON.parse(text));
    }
    catch (thrown) {
        const where = (0,_json_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .findJsonSyntaxError */ .L)(text);
        if (where === undefined) {
            return (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .err */ ._)({
                location: file,
                message: `not valid JSON (${thrown instanceof Error ? thrown.message : String(thrown)})`,
            });
        }
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .err */ ._)({
            location: `${file}:${where.line}:${where.column}`,
            message: `not valid JSON: ${where.message}`,
        });
    }
}


/***/ }),

/***/ 93747:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ omitUndefined)
/* harmony export */ });
/**
 * Optional fields under `exactOptionalPropertyTypes`: a field declared `name?: T` may be absent
 * but may not hold `undefined`. Copying a value that may be undefined into such a field used to
 * take a conditional spread per field (`...(x === undefined ? {} : { x })`); {@link omitUndefined}
 * says the same once for a whole group of fields.
 */
/**
 * A copy of `fields` without the keys whose value is `undefined`, in the same order: spread it
 * where some fields are optional (`{ ...base, ...omitUndefined({ role, signal }) }`). A field
 * present with `undefined` would override a default when spread; an absent one does not.
 */
function omitUndefined(fields) {
    const kept = {};
    for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined)
            kept[key] = value;
    }
    // The loop above is the proof: every key left holds a defined value of its declared type.
    return kept;
}


/***/ }),

/***/ 61118:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K4: () => (/* binding */ stricterMode),
/* harmony export */   RO: () => (/* binding */ PERMISSION_MODES)
/* harmony export */ });
/* unused harmony export isPermissionMode */
/**
 * The permission modes of the spec: the one list that the config's zod enum (and so
 * `--mode` and the config file), the replayer and the permission gate derive from.
 */
const PERMISSION_MODES = ["default", "acceptEdits", "plan", "bypass"];
const STRICTNESS = {
    bypass: 0,
    acceptEdits: 1,
    default: 2,
    plan: 3,
};
/**
 * The stricter of two modes. Used where code below the host narrows the host's
 * mode for one call (an orchestrator `agent()` call in `plan`): such an override may
 * tighten the session's mode, never loosen it. Pure; never throws.
 */
function stricterMode(a, b) {
    return STRICTNESS[a] >= STRICTNESS[b] ? a : b;
}
/** True when `value` names a permission mode (for recorded or user-given text). */
function isPermissionMode(value) {
    return typeof value === "string" && PERMISSION_MODES.includes(value);
}


/***/ }),

/***/ 39294:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ err),
/* harmony export */   ok: () => (/* binding */ ok)
/* harmony export */ });
/** Builds a successful {@link Result}. */
function ok(value) {
    return { ok: true, value };
}
/** Builds a failed {@link Result}. */
function err(error) {
    return { ok: false, error };
}


/***/ }),

/***/ 23776:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   p_: () => (/* binding */ shortenForDisplay)
/* harmony export */ });
/* unused harmony export shortenMiddle */
// ignoreBOM keeps a leading byte-order mark in the text, so a file written back keeps it too.
const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder("utf-8", { ignoreBOM: true });
const REPLACEMENT = "\uFFFD";
const ENCODED_REPLACEMENT = [0xef, 0xbf, 0xbd];
/**
 * Decodes `bytes` as UTF-8 (a leading byte-order mark is kept in the text),
 * or returns the byte offset of the first sequence that is not valid UTF-8.
 */
function decodeUtf8(bytes) {
    try {
        return { ok: true, value: strict.decode(bytes) };
    }
    catch {
        return { ok: false, error: { offset: firstInvalidOffset(bytes) } };
    }
}
/**
 * The offset of the first invalid sequence: the first U+FFFD of a lenient
 * decode whose bytes are not a real, encoded U+FFFD.
 */
function firstInvalidOffset(bytes) {
    const text = lenient.decode(bytes);
    let offset = 0;
    for (const character of text) {
        if (character === REPLACEMENT &&
            !ENCODED_REPLACEMENT.every((byte, index) => bytes[offset + index] === byte))
            return offset;
        offset += utf8Length(character.codePointAt(0) ?? 0);
    }
    return bytes.length;
}
function utf8Length(codePoint) {
    if (codePoint < 0x80)
        return 1;
    if (codePoint < 0x800)
        return 2;
    return codePoint < 0x10000 ? 3 : 4;
}
/**
 * `text` cut to at most `max` characters (code points) for showing to a
 * person, with `…` and the full length when something was cut.
 */
function shortenForDisplay(text, max) {
    const characters = [...text];
    if (characters.length <= max)
        return text;
    return `${characters.slice(0, max).join("")}… (${characters.length} characters)`;
}
/**
 * `text` cut in the middle to about `max` characters, keeping its start and its
 * end: error lines put the fix last ("… run with --yes"), so the end must stay.
 */
function shortenMiddle(text, max) {
    const characters = [...text];
    if (characters.length <= max)
        return text;
    const half = Math.floor(max / 2);
    return `${characters.slice(0, half).join("")} … ${characters.slice(-half).join("")}`;
}


/***/ }),

/***/ 96331:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ jsonPath),
/* harmony export */   q: () => (/* binding */ formatZodIssue)
/* harmony export */ });
/** A JSON path such as `features[3].description` from a zod issue path. */
function jsonPath(path) {
    let out = "";
    for (const key of path) {
        if (typeof key === "number")
            out += `[${key}]`;
        else
            out += out === "" ? String(key) : `.${String(key)}`;
    }
    return out === "" ? "(root)" : out;
}
/** `path: message` for one zod issue, e.g. `maxTurns: expected a positive integer`. */
function formatZodIssue(issue) {
    if (issue.code === "unrecognized_keys") {
        return `${jsonPath(issue.path)}: unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}`;
    }
    return `${jsonPath(issue.path)}: ${issue.message}`;
}


/***/ }),

/***/ 65566:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   ln: () => (/* binding */ inlineText),
/* harmony export */   xR: () => (/* binding */ tableCell)
/* harmony export */ });
/* harmony import */ var _security_text_model_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(16181);
/**
 * Making untrusted text (model reasoning, verify output, feature descriptions)
 * safe to drop into a comment or a pull-request body: one line, no HTML, no
 * mentions that would ping people, no closing keywords, images or links, no
 * table breakage, bounded length.
 */

/**
 * One line of inert Markdown text: whitespace runs (newlines included) become
 * one space, `<`, `>` and `&` are escaped so no HTML (or hidden comment) gets
 * through, `@name` gets a zero-width space so nobody is pinged, closing
 * keywords, images, links and autolinks are defused (`security/text/model-text.ts`),
 * and the result is cut to `max` characters with `…`.
 */
function inlineText(value, max = Number.POSITIVE_INFINITY) {
    const flat = value.replace(/\s+/g, " ").trim();
    const cut = flat.length > max ? `${flat.slice(0, Math.max(0, max - 1)).trimEnd()}…` : flat;
    return (0,_security_text_model_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertMarkdown */ .I)(cut
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/@(?=[A-Za-z0-9])/g, "@\u200b"));
}
/** {@link inlineText} for a table cell: `|` escaped as well, an empty value shown as `—`. */
function tableCell(value, max = Number.POSITIVE_INFINITY) {
    const text = inlineText(value, max).replace(/\|/g, "\\|");
    return text === "" ? "—" : text;
}
/** A dollar amount: `$0.42`, `$0.0031` for sub-cent costs, `$12.50`. */
function formatUsd(value) {
    // An unpriced model's cost is unknown, never shown as free.
    if (value === null)
        return "unknown";
    if (!Number.isFinite(value) || value <= 0)
        return "$0.00";
    return value < 0.01 ? `$${value.toPrecision(2)}` : `$${value.toFixed(2)}`;
}


/***/ }),

/***/ 95487:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   i8: () => (/* binding */ parseResumeState),
/* harmony export */   jX: () => (/* binding */ attemptKey),
/* harmony export */   lB: () => (/* binding */ readResumeState),
/* harmony export */   rK: () => (/* binding */ verifyKey),
/* harmony export */   sG: () => (/* binding */ EMPTY_RESUME_STATE),
/* harmony export */   xw: () => (/* binding */ runDirectory)
/* harmony export */ });
/* harmony import */ var _platform_fs_fs_durable_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(10102);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** Where one run keeps its files, relative to the workspace. */
function runDirectory(runId) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(".alfred", "workflows", runId);
}
/** Key of a verify result in {@link ResumeState.verifies}: valid only for that exact tree. */
function verifyKey(featureId, attempt, tree) {
    return `${featureId}/${attempt}/${tree}`;
}
/** Key of an attempt's start tree in {@link ResumeState.attemptTrees}. */
function attemptKey(featureId, round, attempt) {
    return `${featureId}/${round}/${attempt}`;
}
/** The empty state of a run not started yet. */
const EMPTY_RESUME_STATE = {
    checkpoints: new Map(),
    features: new Map(),
    verifies: new Map(),
    attemptTrees: new Map(),
    runStartHead: undefined,
    baseline: [],
    nextSeq: 0,
    entries: 0,
};
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
const text = (value) => (typeof value === "string" ? value : undefined);
function baselineOf(value) {
    if (!Array.isArray(value))
        return [];
    return value.filter(isRecord).flatMap((file) => {
        const path = text(file.path);
        const blob = file.blob === null ? null : text(file.blob);
        return path === undefined || blob === undefined
            ? []
            : [{ path, blob, mode: text(file.mode) ?? "100644" }];
    });
}
/** Folds one ledger entry into the per-feature records. */
function applyEntry(features, kind, seq, data, featureId) {
    const record = features.get(featureId);
    if (kind === "feature_start" && typeof data.checkpoint === "string") {
        features.set(featureId, { checkpoint: data.checkpoint, retries: record?.retries ?? 0 });
        return;
    }
    if (record === undefined)
        return;
    if (kind === "feature_retry") {
        features.set(featureId, { checkpoint: record.checkpoint, retries: record.retries + 1 });
    }
    else if (kind === "feature_commit") {
        const tree = text(data.tree);
        const commitTree = text(data.commitTree);
        const parent = text(data.parent);
        if (tree === undefined || commitTree === undefined || parent === undefined || !isRecord(data.outcome))
            return;
        const outcome = data.outcome;
        features.set(featureId, { ...record, intent: { seq, tree, commitTree, parent, outcome } });
    }
    else if (kind === "feature") {
        const status = data.status === "passing" ? "passing" : "blocked";
        features.set(featureId, { ...record, outcome: { seq, status, gitSha: text(data.gitSha) ?? "" } });
    }
}
/**
 * Reads what a resume needs from a ledger's text (verify it first: this
 * trusts the entries it reads). A torn last line is skipped.
 */
function parseResumeState(ledgerText) {
    const features = new Map();
    const verifies = new Map();
    const attemptTrees = new Map();
    let runStartHead;
    let baseline = [];
    let nextSeq = 0;
    let entries = 0;
    for (const line of ledgerText.split("\n")) {
        let entry;
        try {
            entry = JSON.parse(line);
        }
        catch {
            continue;
        }
        if (!isRecord(entry) || typeof entry.seq !== "number" || !isRecord(entry.data))
            continue;
        entries += 1;
        nextSeq = entry.seq + 1;
        const { data } = entry;
        const kind = text(entry.kind) ?? "";
        if (kind === "run_start" && runStartHead === undefined) {
            runStartHead = text(data.head);
            baseline = baselineOf(data.baseline);
        }
        const featureId = text(data.featureId);
        if (featureId === undefined)
            continue;
        applyEntry(features, kind, entry.seq, data, featureId);
        const tree = text(data.tree);
        if (kind === "attempt_start" &&
            typeof data.attempt === "number" &&
            typeof data.round === "number" &&
            tree !== undefined)
            attemptTrees.set(attemptKey(featureId, data.round, data.attempt), tree);
        if (kind === "verify" && typeof data.attempt === "number" && tree !== undefined) {
            verifies.set(verifyKey(featureId, data.attempt, tree), {
                exitCode: typeof data.exitCode === "number" ? data.exitCode : null,
                timedOut: data.timedOut === true,
                durationMs: typeof data.durationMs === "number" ? data.durationMs : 0,
                outputTail: text(data.outputTail) ?? "",
                tree,
            });
        }
    }
    const checkpoints = new Map([...features]
        .filter(([, record]) => record.outcome === undefined)
        .map(([id, record]) => [id, record.checkpoint]));
    return { checkpoints, features, verifies, attemptTrees, runStartHead, baseline, nextSeq, entries };
}
/** {@link parseResumeState} of the file at `ledgerPath`; a missing file is the empty state. */
async function readResumeState(ledgerPath) {
    try {
        return parseResumeState((await (0,_platform_fs_fs_durable_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextIfExists */ .TP)(ledgerPath)) ?? "");
    }
    catch {
        return EMPTY_RESUME_STATE;
    }
}


/***/ }),

/***/ 69061:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson),
/* harmony export */   t: () => (/* binding */ mapStrings)
/* harmony export */ });
/**
 * Canonical JSON: the one byte sequence the ledger signs for a value.
 *
 * Object keys are sorted recursively by UTF-16 code units (JavaScript's default
 * sort), arrays keep their order, there is no whitespace, and strings and
 * numbers are written the way `JSON.stringify` writes them. For the values this
 * accepts that is exactly RFC 8785 (JCS), so other languages can re-verify.
 *
 * Anything JSON cannot represent faithfully is refused rather than silently
 * changed: `undefined` (as a value, an array element or an object property),
 * `NaN` and `±Infinity`, bigints, functions, symbols, cycles, and objects that
 * are not plain (`Date`, `Map`, class instances) all throw a `TypeError`.
 */
/**
 * Serialises `value` canonically (sorted keys, no whitespace).
 * @throws TypeError naming the JSON path of the first value JSON cannot represent.
 */
function canonicalJson(value) {
    return write(value, "$", new Set());
}
function write(value, path, ancestors) {
    if (value === null)
        return "null";
    switch (typeof value) {
        case "boolean":
            return value ? "true" : "false";
        case "string":
            return JSON.stringify(value);
        case "number":
            if (!Number.isFinite(value))
                throw new TypeError(`${path}: ${String(value)} is not valid JSON`);
            return JSON.stringify(value);
        case "object":
            return writeContainer(value, path, ancestors);
        case "undefined":
        case "bigint":
        case "function":
        case "symbol":
            break;
    }
    throw new TypeError(`${path}: a ${typeof value} is not valid JSON`);
}
function writeContainer(value, path, ancestors) {
    if (ancestors.has(value))
        throw new TypeError(`${path}: circular reference`);
    ancestors.add(value);
    try {
        if (Array.isArray(value)) {
            const items = value;
            // Array.from visits holes of sparse arrays as `undefined`, which is refused.
            return `[${Array.from(items, (item, index) => write(item, `${path}[${index}]`, ancestors)).join(",")}]`;
        }
        const prototype = Object.getPrototypeOf(value);
        if (prototype !== Object.prototype && prototype !== null) {
            throw new TypeError(`${path}: only plain objects are valid JSON here`);
        }
        const record = { ...value };
        const members = Object.keys(record)
            .sort()
            .map((key) => `${JSON.stringify(key)}:${write(record[key], `${path}.${key}`, ancestors)}`);
        return `{${members.join(",")}}`;
    }
    finally {
        ancestors.delete(value);
    }
}
function mapStrings(value, transform) {
    if (typeof value === "string")
        return transform(value);
    if (Array.isArray(value)) {
        const items = value;
        return items.map((item) => mapStrings(item, transform));
    }
    if (typeof value !== "object" || value === null)
        return value;
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null)
        return value;
    const copy = {};
    for (const [key, item] of Object.entries(value)) {
        // defineProperty keeps a "__proto__" key an ordinary own property.
        Object.defineProperty(copy, key, {
            value: mapStrings(item, transform),
            enumerable: true,
            writable: true,
            configurable: true,
        });
    }
    return copy;
}


/***/ }),

/***/ 36069:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K0: () => (/* binding */ writeLedgerAnchor),
/* harmony export */   NX: () => (/* binding */ checkLedgerAnchor),
/* harmony export */   Sb: () => (/* binding */ anchorPathOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _platform_fs_fs_durable_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(10102);
/* harmony import */ var _ledger_verify_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1973);
/**
 * The ledger's tail anchor: `ledger.head.json` beside `ledger.jsonl`, holding
 * the `seq` and `sig` of the last entry appended, rewritten atomically after
 * each append. The chain itself cannot show that its last lines were dropped
 * (what is left still verifies); the anchor can.
 *
 * The one crash window: an append reached the disk but the anchor was not
 * rewritten yet. So the anchor may be exactly one entry behind (the last
 * entry's `prevSig` equals the anchor's `sig`), or missing while the ledger
 * holds at most its first entry. Anything else means lines were lost, or the
 * files do not belong together.
 */



/** The anchor file of the ledger at `ledgerPath`. */
function anchorPathOf(ledgerPath) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(ledgerPath), `${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(ledgerPath, ".jsonl")}.head.json`);
}
/**
 * Rewrites the anchor atomically.
 * @throws AlfredError `io_failed`.
 */
async function writeLedgerAnchor(path, anchor) {
    await (0,_platform_fs_fs_durable_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)(path, `${JSON.stringify({ seq: anchor.seq, sig: anchor.sig })}\n`);
}
function parseAnchor(text) {
    try {
        const value = JSON.parse(text);
        if (typeof value !== "object" || value === null)
            return undefined;
        const seq = Reflect.get(value, "seq");
        const sig = Reflect.get(value, "sig");
        return typeof seq === "number" && typeof sig === "string" ? { seq, sig } : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Checks that the ledger's complete lines end where the anchor says (within
 * the one crash window of the module comment). Pure.
 * @param anchorText the anchor file's content, `undefined` when it is missing.
 * @param names the two files, for the message.
 */
function checkLedgerAnchor(ledgerText, anchorText, names) {
    const lines = ledgerText
        .slice(0, ledgerText.lastIndexOf("\n") + 1)
        .split("\n")
        .filter((line) => line !== "");
    const last = (0,_ledger_verify_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLedgerLine */ .Du)(lines.at(-1) ?? "");
    const ends = last === undefined ? "is empty" : `ends at entry ${last.seq}`;
    if (anchorText === undefined) {
        if (last === undefined || last.seq === 0)
            return { ok: true };
        return {
            ok: false,
            reason: `${names.ledger} ${ends} but ${names.anchor}, which records its last entry, is missing; refusing to continue a ledger whose end cannot be checked`,
        };
    }
    const anchor = parseAnchor(anchorText);
    if (anchor === undefined)
        return {
            ok: false,
            reason: `${names.anchor} is not a ledger anchor ({"seq","sig"}); refusing to continue`,
        };
    if (last !== undefined && last.seq === anchor.seq && last.sig === anchor.sig)
        return { ok: true };
    if (last !== undefined && last.seq === anchor.seq + 1 && last.prevSig === anchor.sig)
        return { ok: true };
    return {
        ok: false,
        reason: `${names.ledger} ${ends} but ${names.anchor} records entry ${anchor.seq} (sig ${anchor.sig.slice(0, 12)}…): the ledger lost its last lines (or the files were replaced); refusing to continue. Restore the ledger from a copy, or start a new run with another --run-id`,
    };
}


/***/ }),

/***/ 1973:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ parseLedgerLine),
/* harmony export */   FJ: () => (/* binding */ signLedgerEntry),
/* harmony export */   Xi: () => (/* binding */ GENESIS_SIG),
/* harmony export */   ZZ: () => (/* binding */ RUN_END_KIND),
/* harmony export */   xy: () => (/* binding */ verifyLedger)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _canonical_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(69061);
/* harmony import */ var _core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(93747);
/**
 * The ledger's on-disk format, its signature, and a pure verifier.
 *
 * `ledger.jsonl` holds one JSON object a line, each line ending with `\n`:
 * `{ "seq", "kind", "ts", "data", "prevSig", "sig" }`. The first entry has
 * `seq` 0 and `prevSig` = 64 zeros; each next entry has `seq` one higher and
 * `prevSig` equal to the previous entry's `sig`. The signature is
 * `sig = hex(HMAC-SHA256(key, canonicalJson({ seq, kind, ts, data }) + prevSig))`
 * in lowercase hex. Editing, reordering, inserting or deleting any entry, or
 * cutting the file anywhere but at the end of a line, breaks the chain.
 */



/** The `prevSig` of the first entry: 64 zeros. */
const GENESIS_SIG = "0".repeat(64);
/** The `kind` that closes a ledger; `requireEnd` checks that it is the last entry. */
const RUN_END_KIND = "run_end";
const HEX_64 = /^[0-9a-f]{64}$/;
const ENTRY_KEYS = ["data", "kind", "prevSig", "seq", "sig", "ts"];
/**
 * Signs one entry: lowercase hex HMAC-SHA256 of the canonical JSON of
 * `{ seq, kind, ts, data }` followed by `prevSig`.
 * @throws TypeError when `data` holds something JSON cannot represent.
 */
function signLedgerEntry(key, entry) {
    const { seq, kind, ts, data, prevSig } = entry;
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)("sha256", key)
        .update((0,_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)({ seq, kind, ts, data }) + prevSig, "utf8")
        .digest("hex");
}
/**
 * Checks a whole ledger text against `key` and names the first broken entry.
 * Pure: no I/O. An empty text is a valid ledger with 0 entries (a run that
 * opened its ledger and crashed before the first append) unless `requireEnd`
 * or `minEntries` asks for more. Deleting the last entries cannot be seen in
 * the chain itself; `requireEnd` and `minEntries` are the guards for that.
 */
function verifyLedger(text, key, options = {}) {
    if (text === "")
        return checkEnd(undefined, 0, options);
    const lines = text.split("\n");
    const torn = lines.pop();
    // `text` ends with "\n" exactly when the last piece after splitting is empty.
    const complete = torn === "" ? lines : [...lines, torn ?? ""];
    let prevSig = GENESIS_SIG;
    let last;
    for (const [index, line] of complete.entries()) {
        if (torn !== "" && index === complete.length - 1) {
            return fail(index, index, "truncation", "the last line is cut off: the file does not end with a newline");
        }
        const parsed = parseEntry(line);
        if (!parsed.ok)
            return fail(parsed.seq ?? index, index, parsed.problem, parsed.detail);
        const entry = parsed.entry;
        if (entry.seq < index) {
            return fail(entry.seq, index, "reorder", `line ${index + 1} should hold entry ${index}; a duplicate, or moved back`);
        }
        if (entry.seq > index) {
            const later = complete.slice(index + 1).some((other) => parseEntry(other).seq === index);
            return later
                ? fail(entry.seq, index, "reorder", `line ${index + 1} should hold entry ${index}, which comes later`)
                : fail(entry.seq, index, "sequence gap", `line ${index + 1} should hold entry ${index}; it is missing`);
        }
        if (entry.prevSig !== prevSig) {
            const expected = index === 0 ? "the genesis value" : `the sig of entry ${index - 1}`;
            return fail(entry.seq, index, "broken link", `prevSig is not ${expected}`);
        }
        if (!sameHex(signLedgerEntry(key, entry), entry.sig)) {
            return fail(entry.seq, index, "bad signature", "edited, or signed with another key");
        }
        prevSig = entry.sig;
        last = entry;
    }
    return checkEnd(last, complete.length, options);
}
/** Parses one line into a {@link LedgerEntry}; `undefined` when it is not a well-formed entry. */
function parseLedgerLine(line) {
    const parsed = parseEntry(line);
    return parsed.ok ? parsed.entry : undefined;
}
function parseEntry(line) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        return { ok: false, problem: "not JSON", detail: "the line does not parse as JSON" };
    }
    if (!isRecord(value))
        return malformed("not a JSON object");
    const seq = value["seq"];
    const known = Number.isSafeInteger(seq) && typeof seq === "number" && seq >= 0 ? seq : undefined;
    const bad = (detail) => ({
        ok: false,
        problem: "malformed entry",
        detail,
        ...(0,_core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_2__/* .omitUndefined */ .O)({ seq: known }),
    });
    const keys = Object.keys(value).sort();
    if (keys.join() !== ENTRY_KEYS.join())
        return bad(`fields are ${keys.join(", ")}; expected ${ENTRY_KEYS.join(", ")}`);
    const { kind, ts, data, prevSig, sig } = value;
    if (known === undefined)
        return bad("seq is not a non-negative integer");
    if (typeof kind !== "string" || kind === "")
        return bad("kind is not a non-empty string");
    if (typeof ts !== "number" || !Number.isFinite(ts))
        return bad("ts is not a number");
    if (!isJsonObject(data))
        return bad("data is not a JSON object");
    if (typeof prevSig !== "string" || !HEX_64.test(prevSig))
        return bad("prevSig is not 64 lowercase hex digits");
    if (typeof sig !== "string" || !HEX_64.test(sig))
        return bad("sig is not 64 lowercase hex digits");
    return { ok: true, entry: { seq: known, kind, ts, data, prevSig, sig }, seq: known };
}
function malformed(detail) {
    return { ok: false, problem: "malformed entry", detail };
}
function checkEnd(last, count, options) {
    if (options.minEntries !== undefined && count < options.minEntries) {
        return fail(count, count, "truncation", `${count} entries, expected at least ${options.minEntries}`);
    }
    if (options.requireEnd === true && last?.kind !== RUN_END_KIND) {
        return fail(count, count, "incomplete", `${count} entries and no "${RUN_END_KIND}": the run is still open, was interrupted, or lost its last lines`);
    }
    return { ok: true, entries: count };
}
function fail(seq, index, problem, detail) {
    return { ok: false, seq, line: index + 1, problem, reason: `entry ${seq}: ${problem} (${detail})` };
}
function sameHex(computed, stored) {
    const a = Buffer.from(computed, "utf8");
    const b = Buffer.from(stored, "utf8");
    return a.length === b.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(a, b);
}
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
// JSON.parse only produces JSON values, so an object from it is a JsonObject.
function isJsonObject(value) {
    return isRecord(value);
}


/***/ }),

/***/ 47283:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _D: () => (/* binding */ MIN_LEDGER_KEY_LENGTH),
/* harmony export */   au: () => (/* binding */ openLedger)
/* harmony export */ });
/* unused harmony export Ledger */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(74296);
/* harmony import */ var _platform_fs_fs_durable_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(10102);
/* harmony import */ var _security_secrets_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(18867);
/* harmony import */ var _canonical_json_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(69061);
/* harmony import */ var _ledger_anchor_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(36069);
/* harmony import */ var _ledger_verify_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(1973);
/**
 * The signed run ledger (`.alfred/workflows/<runId>/ledger.jsonl`): an
 * append-only, HMAC-chained record of every consequential event of a run.
 * The format and the verifier live in `ledger-verify.ts`.
 *
 * Durability and crashes: `append` resolves only after its line, newline
 * included, is fsync'ed; an entry is committed when its whole line is on disk.
 * A final line without its newline is therefore an append that never resolved
 * (the process died mid-write); on reopen it is ignored, and cut away before
 * the next append. Any other damage (a bad signature, a broken link, a line
 * that is not JSON) makes `openLedger` refuse with `ledger_corrupt`: Alfred
 * never extends a chain it cannot vouch for.
 *
 * With `anchorPath`, the tail anchor is rewritten after each append, so a
 * dropped last line is noticed on resume (`ledger-anchor.ts`).
 *
 * One writer per ledger file: appends of one `Ledger` are serialised, but two
 * processes appending to the same file would fork the chain.
 */








/** The shortest ledger key accepted anywhere: shorter keys are guessable and too short to redact reliably. */
const MIN_LEDGER_KEY_LENGTH = 16;
/**
 * Opens (or starts) the ledger at `path`, creating its directory, and reads
 * the existing chain so appends continue it (`seq` and `prevSig`).
 * @param key the HMAC key (the CLI reads `ALFRED_LEDGER_KEY`); never logged, written or shown.
 * @throws AlfredError `config_invalid` when `key` is empty; `ledger_corrupt` when
 *   the existing file fails verification (other than a torn final line);
 *   `io_failed` when it cannot be read.
 */
async function openLedger(path, key, deps, options = {}) {
    if (key === "")
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AlfredError */ .XT("config_invalid", "the ledger key is empty (set ALFRED_LEDGER_KEY)");
    const redactor = options.redact ?? _security_secrets_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redact */ .E;
    await (0,_platform_fs_fs_durable_js__WEBPACK_IMPORTED_MODULE_3__/* .ensureDirectory */ .EA)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path));
    return Ledger.open(path, key, deps.now, (text) => redactor(text, { knownSecrets: [key] }), options.anchorPath);
}
/** An open ledger. Create it with {@link openLedger}. */
class Ledger {
    path;
    // Private fields (#) stay out of JSON.stringify, util.inspect and toString.
    #key;
    #now;
    #redact;
    #anchorPath;
    #head;
    #queue = Promise.resolve();
    constructor(path, key, now, redact, anchorPath) {
        this.path = path;
        this.#anchorPath = anchorPath;
        this.#key = key;
        this.#now = now;
        this.#redact = redact;
    }
    /**
     * Redacts `data`, signs and appends one entry, and resolves once it is on
     * disk. Appends are serialised in call order. After a failed append the next
     * one first re-reads the file to learn what actually reached the disk.
     * @throws TypeError when `kind` is empty or `data` holds a value JSON cannot
     *   represent (nothing is written); AlfredError `ledger_closed` after a
     *   `run_end` entry; `ledger_corrupt` or `io_failed` from the file.
     */
    append(kind, data) {
        return this.#enqueue(() => this.#appendNow(kind, data));
    }
    /** Verifies the file as it is on disk, after pending appends settle. */
    verify(options = {}) {
        return this.#enqueue(async () => (0,_ledger_verify_js__WEBPACK_IMPORTED_MODULE_6__/* .verifyLedger */ .xy)((await (0,_platform_fs_fs_durable_js__WEBPACK_IMPORTED_MODULE_3__/* .readTextIfExists */ .TP)(this.path)) ?? "", this.#key, options));
    }
    /**
     * Reads the chain head of `path` into a new ledger. Prefer {@link openLedger},
     * which also validates the key and creates the directory.
     * @throws AlfredError `ledger_corrupt` or `io_failed`.
     */
    static async open(path, key, now, redact, anchorPath) {
        const ledger = new Ledger(path, key, now, redact, anchorPath);
        await ledger.#reload();
        return ledger;
    }
    async #reload() {
        const text = (await (0,_platform_fs_fs_durable_js__WEBPACK_IMPORTED_MODULE_3__/* .readTextIfExists */ .TP)(this.path)) ?? "";
        const end = text.lastIndexOf("\n") + 1;
        const committed = text.slice(0, end);
        const verification = (0,_ledger_verify_js__WEBPACK_IMPORTED_MODULE_6__/* .verifyLedger */ .xy)(committed, this.#key);
        if (!verification.ok) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AlfredError */ .XT("ledger_corrupt", `${this.path}:${verification.line}: ${verification.reason}; refusing to append`);
        }
        const lines = committed.split("\n");
        const last = (0,_ledger_verify_js__WEBPACK_IMPORTED_MODULE_6__/* .parseLedgerLine */ .Du)(lines[lines.length - 2] ?? "");
        this.#head = {
            nextSeq: verification.entries,
            prevSig: last?.sig ?? _ledger_verify_js__WEBPACK_IMPORTED_MODULE_6__/* .GENESIS_SIG */ .Xi,
            closed: last?.kind === _ledger_verify_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_END_KIND */ .ZZ,
            truncateTo: end < text.length ? Buffer.byteLength(committed, "utf8") : undefined,
        };
    }
    /** Names the file, never the key. */
    toString() {
        return `Ledger(${this.path})`;
    }
    /** Serialises as `{ path }`, never the key. */
    toJSON() {
        return { path: this.path };
    }
    /** What `console.log` and `util.inspect` show: the path only. */
    [node_util__WEBPACK_IMPORTED_MODULE_1__.inspect.custom]() {
        return this.toString();
    }
    #enqueue(work) {
        const run = this.#queue.then(work);
        // The queue goes on after a failed append: this call's caller receives the failure through `run`.
        this.#queue = run.catch(() => undefined);
        return run;
    }
    async #appendNow(kind, data) {
        if (typeof kind !== "string" || kind === "")
            throw new TypeError("ledger entry kind must be a non-empty string");
        if (this.#head === undefined)
            await this.#reload();
        const head = this.#head;
        if (head === undefined)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AlfredError */ .XT("internal", `${this.path}: ledger head unknown after reload`);
        if (head.closed) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AlfredError */ .XT("ledger_closed", `${this.path}: the ledger ends with "${_ledger_verify_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_END_KIND */ .ZZ}"; no more entries`);
        }
        const unsigned = {
            seq: head.nextSeq,
            kind,
            ts: this.#now(),
            data: (0,_canonical_json_js__WEBPACK_IMPORTED_MODULE_7__/* .mapStrings */ .t)(data, this.#redact),
            prevSig: head.prevSig,
        };
        const entry = { ...unsigned, sig: (0,_ledger_verify_js__WEBPACK_IMPORTED_MODULE_6__/* .signLedgerEntry */ .FJ)(this.#key, unsigned) };
        const line = `${JSON.stringify(entry)}\n`;
        // Until the write is known to have landed (or not), the head is in doubt.
        this.#head = undefined;
        if (head.truncateTo !== undefined)
            await (0,_platform_fs_fs_durable_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateDurable */ .ih)(this.path, head.truncateTo);
        await (0,_platform_fs_fs_durable_js__WEBPACK_IMPORTED_MODULE_3__/* .appendDurable */ .Wo)(this.path, line);
        this.#head = {
            nextSeq: entry.seq + 1,
            prevSig: entry.sig,
            closed: kind === _ledger_verify_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_END_KIND */ .ZZ,
            truncateTo: undefined,
        };
        // After the line: a crash in between leaves the anchor one entry behind, the tolerated window.
        if (this.#anchorPath !== undefined)
            await (0,_ledger_anchor_js__WEBPACK_IMPORTED_MODULE_5__/* .writeLedgerAnchor */ .K0)(this.#anchorPath, { seq: entry.seq, sig: entry.sig });
        return entry;
    }
}


/***/ }),

/***/ 10102:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Wo: () => (/* binding */ appendDurable),
  EA: () => (/* binding */ ensureDirectory),
  hO: () => (/* binding */ fsyncDirectory),
  uo: () => (/* binding */ ioMessage),
  P4: () => (/* binding */ readBytesIfExists),
  TP: () => (/* binding */ readTextIfExists),
  ih: () => (/* binding */ truncateDurable),
  Zf: () => (/* binding */ writeFileAtomic)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(74296);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
;// CONCATENATED MODULE: ./src/platform/fs/fs-errors.ts
/**
 * File-system errors as the user should read them. Node's recursive `mkdir` reports a read-only
 * file system as ENOENT ("no such file or directory, mkdir '…/.alfred/memory'"), which sends
 * people looking for a missing directory; asking the nearest existing directory whether it is
 * writable tells EROFS apart (issue 27).
 */


function field(thrown, name) {
    if (typeof thrown !== "object" || thrown === null || !(name in thrown))
        return undefined;
    const value = Reflect.get(thrown, name);
    return typeof value === "string" ? value : undefined;
}
/** The error's code, with a `mkdir` ENOENT on a read-only file system read as the EROFS it is. */
function fsErrorCode(thrown) {
    const code = field(thrown, "code");
    const path = field(thrown, "path");
    if (code !== "ENOENT" || field(thrown, "syscall") !== "mkdir" || path === undefined)
        return code;
    for (let dir = (0,external_node_path_.dirname)(path);; dir = (0,external_node_path_.dirname)(dir)) {
        try {
            (0,external_node_fs_.accessSync)(dir, external_node_fs_.constants.W_OK);
            return code;
        }
        catch (probe) {
            const found = field(probe, "code");
            if (found === "EROFS")
                return "EROFS";
            if (found !== "ENOENT" || (0,external_node_path_.dirname)(dir) === dir)
                return code;
        }
    }
}
/**
 * A raw Node file-system error's message, corrected when {@link fsErrorCode} finds it was a
 * read-only file system; undefined for anything that is not such an error.
 */
function fsErrorMessage(thrown) {
    const code = fsErrorCode(thrown);
    const syscall = field(thrown, "syscall");
    if (code === undefined || syscall === undefined || !(thrown instanceof Error))
        return undefined;
    if (code !== "EROFS" || field(thrown, "code") === "EROFS")
        return thrown.message;
    return `EROFS: read-only file system, ${syscall} '${field(thrown, "path") ?? "?"}' (Node reports it as ENOENT): work in a writable checkout`;
}

// EXTERNAL MODULE: ./src/core/ignored-errors.ts
var ignored_errors = __nccwpck_require__(47305);
;// CONCATENATED MODULE: ./src/platform/fs/fs-durable.ts
/**
 * Durable file writes for the ledger, the journal and feature_list.json.
 *
 * "Durable" means the bytes are on disk when the promise resolves: appends are
 * fsync'ed before resolving, and whole-file rewrites go to a temporary file in
 * the same directory which is fsync'ed, renamed over the target and followed by
 * an fsync of the directory, so a crash leaves either the old or the new file,
 * never a half-written one.
 *
 * None of them follows a symbolic link at the file itself (`O_NOFOLLOW`; a rename replaces a
 * link rather than writing through it): these files live in the workspace, where the agent could
 * have planted one (issue 26). The directories on the way are checked by workspace-fs.ts, which
 * callers under the workspace use to create them.
 */






/**
 * Appends `text` to `path` (creating the file when missing) and fsyncs it
 * before resolving. A newly created file also gets its directory fsync'ed, so
 * the file's existence survives a crash too.
 * @throws AlfredError `io_failed` when the file cannot be opened, written or synced.
 */
async function appendDurable(path, text) {
    await wrapIo(`cannot append to ${path}`, async () => {
        let created = true;
        let handle;
        try {
            handle = await (0,promises_.open)(path, promises_.constants.O_WRONLY | promises_.constants.O_APPEND | promises_.constants.O_CREAT | promises_.constants.O_EXCL | promises_.constants.O_NOFOLLOW);
        }
        catch (thrown) {
            if (codeOf(thrown) !== "EEXIST")
                throw thrown;
            created = false;
            handle = await openNoFollow(path, promises_.constants.O_WRONLY | promises_.constants.O_APPEND);
        }
        try {
            await handle.appendFile(text, "utf8");
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        if (created)
            await fsyncDirectory((0,external_node_path_.dirname)(path));
    });
}
/**
 * Replaces the content of `path` atomically: writes a temporary file beside it,
 * fsyncs it, renames it over `path`, then fsyncs the directory. An existing
 * file's permission bits are kept. On failure the temporary file is removed
 * and `path` is left as it was.
 * @throws AlfredError `io_failed` when any step fails.
 */
async function writeFileAtomic(path, text) {
    const directory = (0,external_node_path_.dirname)(path);
    const temporary = (0,external_node_path_.join)(directory, `.${(0,external_node_path_.basename)(path)}.${process.pid}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}.tmp`);
    await wrapIo(`cannot write ${path}`, async () => {
        const mode = await existingMode(path);
        try {
            const handle = await (0,promises_.open)(temporary, "wx", mode ?? 0o666);
            try {
                await handle.writeFile(text);
                // `open`'s mode is filtered by the umask; chmod restores the original bits exactly.
                if (mode !== undefined)
                    await handle.chmod(mode);
                await handle.sync();
            }
            finally {
                await handle.close();
            }
            await (0,promises_.rename)(temporary, path);
        }
        catch (thrown) {
            await (0,ignored_errors/* ignoreCleanupError */.v)((0,promises_.unlink)(temporary));
            throw thrown;
        }
        await fsyncDirectory(directory);
    });
}
/**
 * Cuts `path` to `length` bytes and fsyncs it. Used to drop a torn final line
 * that a crash left behind, before the next append.
 * @throws AlfredError `io_failed` when the file cannot be opened, truncated or synced.
 */
async function truncateDurable(path, length) {
    await wrapIo(`cannot truncate ${path}`, async () => {
        const handle = await openNoFollow(path, promises_.constants.O_RDWR);
        try {
            await handle.truncate(length);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
    });
}
/**
 * Reads `path` as UTF-8, or returns `undefined` when it does not exist.
 * @throws AlfredError `io_failed` on any other read error.
 */
async function readTextIfExists(path) {
    try {
        const handle = await openNoFollow(path, promises_.constants.O_RDONLY);
        try {
            return await handle.readFile("utf8");
        }
        finally {
            await handle.close();
        }
    }
    catch (thrown) {
        if (codeOf(thrown) === "ENOENT")
            return undefined;
        if (thrown instanceof errors/* AlfredError */.XT)
            throw thrown;
        throw new errors/* AlfredError */.XT("io_failed", ioMessage(`cannot read ${path}`, thrown), { cause: thrown });
    }
}
/**
 * The bytes of `path` without following a link at it, or `undefined` when it does not exist;
 * a file larger than `maxBytes` is not read: its size is returned instead.
 * @throws AlfredError `link_refused` for a link or a non-regular file; Error (`EACCES`, …) otherwise.
 */
async function readBytesIfExists(path, maxBytes) {
    let handle;
    try {
        handle = await openNoFollow(path, promises_.constants.O_RDONLY);
    }
    catch (thrown) {
        if (codeOf(thrown) === "ENOENT")
            return undefined;
        throw thrown;
    }
    try {
        const { size } = await handle.stat();
        return size > maxBytes ? { tooLarge: size } : { bytes: await handle.readFile() };
    }
    finally {
        await handle.close();
    }
}
/**
 * Creates `directory` and its missing parents (nothing happens when it exists).
 * @throws AlfredError `io_failed` when it cannot be created.
 */
async function ensureDirectory(directory) {
    await wrapIo(`cannot create directory ${directory}`, async () => {
        await (0,promises_.mkdir)(directory, { recursive: true });
    });
}
/**
 * Fsyncs a directory so that entries created or renamed in it survive a crash.
 * Platforms that cannot open or sync a directory (Windows) are tolerated: there
 * the rename itself is the best guarantee available.
 * @throws AlfredError `io_failed` on any other error.
 */
async function fsyncDirectory(directory) {
    await wrapIo(`cannot sync directory ${directory}`, () => syncDirectory(directory));
}
async function syncDirectory(directory) {
    let handle;
    try {
        handle = await (0,promises_.open)(directory, "r");
    }
    catch (thrown) {
        if (isUnsupportedDirectorySync(thrown))
            return;
        throw thrown;
    }
    try {
        await handle.sync();
    }
    catch (thrown) {
        if (!isUnsupportedDirectorySync(thrown))
            throw thrown;
    }
    finally {
        await handle.close();
    }
}
function isUnsupportedDirectorySync(thrown) {
    const code = codeOf(thrown);
    return code === "EISDIR" || code === "EPERM" || code === "EINVAL" || code === "EBADF" || code === "EACCES";
}
async function existingMode(path) {
    try {
        const stats = await (0,promises_.lstat)(path);
        // A link is replaced by the rename, not kept: its target's bits are not the file's.
        return stats.isSymbolicLink() ? undefined : stats.mode & 0o7777;
    }
    catch (thrown) {
        if (codeOf(thrown) === "ENOENT")
            return undefined;
        throw thrown;
    }
}
/**
 * Opens a regular file without following a link at it (`ELOOP` becomes a clear refusal) and
 * without blocking on a FIFO; anything but a regular file is refused.
 */
async function openNoFollow(path, flags) {
    let handle;
    try {
        handle = await (0,promises_.open)(path, flags | promises_.constants.O_NOFOLLOW | promises_.constants.O_NONBLOCK);
    }
    catch (thrown) {
        if (codeOf(thrown) !== "ELOOP")
            throw thrown;
        throw new errors/* AlfredError */.XT("link_refused", `refused ${(0,external_node_path_.basename)(path)}: it is a symbolic link, and Alfred never follows links under the workspace`, { cause: thrown });
    }
    if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw new errors/* AlfredError */.XT("link_refused", `refused ${(0,external_node_path_.basename)(path)}: not a regular file`);
    }
    return handle;
}
async function wrapIo(what, work) {
    try {
        await work();
    }
    catch (thrown) {
        if (thrown instanceof errors/* AlfredError */.XT)
            throw thrown;
        throw new errors/* AlfredError */.XT("io_failed", ioMessage(what, thrown), { cause: thrown });
    }
}
/** The fix for a file-system error, by its code; empty when there is no general one. */
const IO_FIXES = {
    EACCES: "make it (and its directory) writable by the user Alfred runs as",
    EPERM: "make it (and its directory) writable by the user Alfred runs as",
    EROFS: "the file system is read-only: work in a writable checkout",
    ENOSPC: "free some disk space, then resume the run",
    EDQUOT: "free some disk space (the quota is reached), then resume the run",
    ENOTDIR: "a file stands where a directory of this path should be: move that file away",
    EISDIR: "a directory stands where this file should be: move it away",
    EMFILE: "too many open files: raise the limit (ulimit -n)",
    ENFILE: "too many open files: raise the limit (ulimit -n)",
};
/** `what: <the error>: <the fix>`, e.g. `cannot append to …/ledger.jsonl: ENOSPC: no space left on device: free some disk space, then resume the run`. */
function ioMessage(what, thrown) {
    const code = fsErrorCode(thrown);
    const fix = typeof code === "string" ? IO_FIXES[code] : undefined;
    const said = code === "EROFS" && codeOf(thrown) !== "EROFS" ? "EROFS (Node reported ENOENT)" : (0,errors/* errorMessage */.gJ)(thrown);
    return `${what}: ${said}${fix === undefined ? "" : `: ${fix}`}`;
}
function codeOf(thrown) {
    return typeof thrown === "object" && thrown !== null && "code" in thrown ? thrown.code : undefined;
}


/***/ }),

/***/ 77760:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $1: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat),
/* harmony export */   AA: () => (/* reexport safe */ node_fs__WEBPACK_IMPORTED_MODULE_1__.constants),
/* harmony export */   Ck: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir),
/* harmony export */   Cy: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir),
/* harmony export */   Ek: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.utimes),
/* harmony export */   Kz: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath),
/* harmony export */   R3: () => (/* reexport safe */ node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync),
/* harmony export */   TA: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile),
/* harmony export */   T_: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access),
/* harmony export */   Un: () => (/* reexport safe */ node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync),
/* harmony export */   _h: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile),
/* harmony export */   dJ: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat),
/* harmony export */   dl: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile),
/* harmony export */   jV: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp),
/* harmony export */   k6: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod),
/* harmony export */   m3: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile),
/* harmony export */   mN: () => (/* reexport safe */ node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync),
/* harmony export */   nf: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.link),
/* harmony export */   rm: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm),
/* harmony export */   us: () => (/* reexport safe */ node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync),
/* harmony export */   vP: () => (/* reexport safe */ node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync),
/* harmony export */   y1: () => (/* reexport safe */ node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/**
 * The file operations that code outside platform/ and tools/ may use (DESIGN.md: platform is
 * the only place that touches the file system outside tools). The lint table forbids `node:fs`
 * there, so this short list is every kind of file access the entry points, harness, config,
 * session, permissions, providers, memory, repo map and LSP client make; adding one is a
 * visible change to this file. Durable writes (fsync, atomic rename, append-only logs) are in
 * fs-durable.ts.
 */




/***/ }),

/***/ 95048:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Aq: () => (/* binding */ renameWorkspaceFile),
/* harmony export */   DS: () => (/* binding */ isLinkRefused),
/* harmony export */   GO: () => (/* binding */ workspaceEntryKind),
/* harmony export */   SL: () => (/* binding */ readWorkspaceLink),
/* harmony export */   br: () => (/* binding */ readWorkspaceBytes),
/* harmony export */   dx: () => (/* binding */ writeWorkspaceFile),
/* harmony export */   e3: () => (/* binding */ statWorkspaceFile),
/* harmony export */   h6: () => (/* binding */ listWorkspaceDirectory),
/* harmony export */   nx: () => (/* binding */ placeWorkspaceLink),
/* harmony export */   tA: () => (/* binding */ readWorkspaceText),
/* harmony export */   vi: () => (/* binding */ ensureWorkspaceDirectory)
/* harmony export */ });
/* unused harmony exports LinkRefusedError, appendWorkspaceFile, removeWorkspaceFile */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(74296);
/* harmony import */ var _fs_durable_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(10102);
/* harmony import */ var _core_ignored_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(47305);
/**
 * The host's file access where the agent can write (issue 26: "the host never follows the
 * agent's links"). Every file the host process reads, writes, appends, renames, lists or
 * deletes under the workspace — harness state (`.alfred/workflows/<run-id>/`), memory, caches,
 * skills, instruction files, configuration, the feature list — goes through here.
 *
 * Why: sandboxed bash can plant `summary.json -> /home/runner/work/_actions/…/index.js` or
 * `.alfred/memory/USER.md -> /proc/self/environ`, links whose targets it cannot see itself;
 * a host that followed them would overwrite another step's script with the agent's code, or
 * put its own environment (the job's token) into the artifact and the prompt.
 *
 * How: no component below the workspace root may be a symbolic link. Each directory on the way
 * is `lstat`ed (a link is refused, a missing one is created with a plain `mkdir`, which makes a
 * directory and never follows anything); the file itself is opened with `O_NOFOLLOW` (a link
 * fails with `ELOOP`, atomically) and `fstat`ed (a FIFO or device is refused, opened
 * non-blocking so a FIFO cannot hang the host). Writes go to a temporary file created with
 * `O_CREAT | O_EXCL` (never through a link) and renamed over the target, which replaces a link
 * instead of following it. The root itself and what lies above it are the user's, not the
 * agent's, and are not checked (`/tmp` is a link on macOS).
 *
 * Limits: Node has no `openat`, so a directory swapped for a link between its `lstat` and the
 * open is not seen. The agent cannot race the host there: `.alfred/` is read-only inside the
 * sandbox (sandbox-layout.ts), and for files at the workspace root the only component is the
 * file itself, which `O_NOFOLLOW` checks atomically. Hard links to files outside the workspace
 * cannot be made from the sandbox (other file systems, or not mounted at all).
 *
 * Every refusal names the path relative to the workspace, never what a link points at.
 */






/** A symbolic link (or a non-regular file) stood where the host expected a file or a directory. */
class LinkRefusedError extends _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AlfredError */ .XT {
    /** Workspace-relative, `/`-separated: the component that was refused. */
    path;
    constructor(path, what) {
        super("link_refused", refusalText(path, what));
        this.name = "LinkRefusedError";
        this.path = path;
    }
}
function refusalText(path, what) {
    if (what === "outside")
        return `refused ${path}: not inside the workspace`;
    if (what === "not-directory")
        return `refused ${path}: a file stands where a directory of this path should be: move that file away`;
    if (what === "not-file")
        return `refused ${path}: not a regular file (Alfred reads and writes only plain files here)`;
    return `refused ${path}: it is a symbolic link, and Alfred never follows links under the workspace: remove the link (rm ${path})`;
}
/** True for the refusal {@link LinkRefusedError}. */
function isLinkRefused(thrown) {
    return thrown instanceof LinkRefusedError;
}
function codeOf(thrown) {
    return typeof thrown === "object" && thrown !== null && "code" in thrown ? thrown.code : undefined;
}
/** `path` (absolute, or relative to `root`) as an absolute path and its workspace-relative parts. */
function locate(root, path) {
    const base = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(root);
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(path) ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path) : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(base, path);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(base, absolute);
    if (rel.startsWith("..") || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel))
        throw new LinkRefusedError(path, "outside");
    return { absolute, parts: rel === "" ? [] : rel.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep) };
}
function shown(parts, count) {
    return parts.slice(0, count).join("/");
}
/**
 * Checks the directories below `root` on the way to `path` (not `path` itself): none may be
 * a link. With `create`, missing ones are made. Returns false when one is missing (and not made).
 */
async function walkParents(root, parts, create) {
    let current = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(root);
    for (let index = 0; index < parts.length - 1; index++) {
        current = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(current, parts[index] ?? "");
        let stats;
        try {
            stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(current);
        }
        catch (thrown) {
            if (codeOf(thrown) !== "ENOENT")
                throw thrown;
            if (!create)
                return false;
            // The root itself (the user's, not the agent's) may not exist yet: made as mkdir -p would.
            if (index === 0)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(root), { recursive: true });
            // mkdir makes a directory or fails (EEXIST when something appeared meanwhile): it never follows.
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(current).catch((error) => {
                if (codeOf(error) !== "EEXIST")
                    throw error;
            });
            stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(current);
        }
        if (stats.isSymbolicLink())
            throw new LinkRefusedError(shown(parts, index + 1), "link");
        if (!stats.isDirectory())
            throw new LinkRefusedError(shown(parts, index + 1), "not-directory");
    }
    return true;
}
/** Opens the regular file `path` without following a link; undefined when it does not exist. */
async function openFile(root, path, flags) {
    const { absolute, parts } = locate(root, path);
    if (!(await walkParents(root, parts, false)))
        return undefined;
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(absolute, flags | node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW | node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    }
    catch (thrown) {
        const code = codeOf(thrown);
        if (code === "ENOENT")
            return undefined;
        if (code === "ELOOP")
            throw new LinkRefusedError(shown(parts, parts.length), "link");
        throw thrown;
    }
    if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw new LinkRefusedError(shown(parts, parts.length), "not-file");
    }
    return handle;
}
/**
 * The bytes of `path` (absolute inside `root`, or relative to it); undefined when it does not
 * exist. Nothing on the way is followed.
 * @throws LinkRefusedError when a component is a link or the file is not a regular file.
 * @throws Error (`EACCES`, …) for other read failures.
 */
async function readWorkspaceBytes(root, path) {
    const handle = await openFile(root, path, node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY);
    if (handle === undefined)
        return undefined;
    try {
        return await handle.readFile();
    }
    finally {
        await handle.close();
    }
}
/**
 * The UTF-8 text of `path`; undefined when it does not exist (see {@link readWorkspaceBytes}).
 * @throws LinkRefusedError when a component is a link or the file is not a regular file.
 */
async function readWorkspaceText(root, path) {
    return (await readWorkspaceBytes(root, path))?.toString("utf8");
}
/** Size and modification time of the regular file `path`, by `lstat`; undefined when absent. */
async function statWorkspaceFile(root, path) {
    const { absolute, parts } = locate(root, path);
    if (!(await walkParents(root, parts, false)))
        return undefined;
    try {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(absolute);
        if (stats.isSymbolicLink())
            throw new LinkRefusedError(shown(parts, parts.length), "link");
        if (!stats.isFile())
            throw new LinkRefusedError(shown(parts, parts.length), "not-file");
        return { size: stats.size, mtimeMs: stats.mtimeMs, mtime: stats.mtime };
    }
    catch (thrown) {
        if (codeOf(thrown) === "ENOENT")
            return undefined;
        throw thrown;
    }
}
/**
 * Creates the directory `path` and its missing parents below `root`, none of them through a
 * link. @throws LinkRefusedError when one is a link or not a directory.
 */
async function ensureWorkspaceDirectory(root, path) {
    const { parts } = locate(root, path);
    await walkParents(root, [...parts, ""], true);
}
/**
 * The names in the directory `path` (none when it does not exist); the directory and its
 * parents must not be links. Entries are names only: each is opened through this module.
 * @throws LinkRefusedError when a component is a link.
 */
async function listWorkspaceDirectory(root, path) {
    const { absolute, parts } = locate(root, path);
    if (!(await walkParents(root, [...parts, ""], false)))
        return [];
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(absolute);
    }
    catch (thrown) {
        if (codeOf(thrown) === "ENOENT")
            return [];
        throw thrown;
    }
}
/**
 * What stands at `path` (undefined when nothing); its parents must not be links.
 * @throws LinkRefusedError when a parent is a link.
 */
async function workspaceEntryKind(root, path) {
    const { absolute, parts } = locate(root, path);
    if (!(await walkParents(root, parts, false)))
        return undefined;
    try {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(absolute);
        if (stats.isSymbolicLink())
            return "link";
        return stats.isFile() ? "file" : stats.isDirectory() ? "directory" : "other";
    }
    catch (thrown) {
        if (codeOf(thrown) === "ENOENT")
            return undefined;
        throw thrown;
    }
}
/**
 * The target text of the link at `path` (what `readlink` says, never followed); undefined when
 * `path` is not a link. For recording a person's own link as it is, e.g. a rollback baseline.
 * @throws LinkRefusedError when a parent is a link.
 */
async function readWorkspaceLink(root, path) {
    if ((await workspaceEntryKind(root, path)) !== "link")
        return undefined;
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(locate(root, path).absolute);
}
/**
 * Puts a link to `target` at `path` (replacing what is there, atomically by rename), parents
 * not followed. Only to restore a link that was there before (a rollback): the host never opens it.
 * @throws LinkRefusedError when a parent is a link.
 */
async function placeWorkspaceLink(root, path, target) {
    const { absolute, parts } = locate(root, path);
    await walkParents(root, parts, true);
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(absolute), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(absolute)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString("hex")}.link`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.symlink)(target, temporary);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, absolute).catch(async (thrown) => {
        await (0,_core_ignored_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ignoreCleanupError */ .v)((0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(temporary));
        throw thrown;
    });
}
/**
 * Replaces `path` with `data` atomically: a temporary file beside it (created exclusively,
 * never through a link), renamed over the target — which replaces a link there instead of
 * writing through it. Missing parents are created, none through a link.
 * @throws LinkRefusedError when a parent is a link.
 * @throws AlfredError `io_failed` when the write fails.
 */
async function writeWorkspaceFile(root, path, data, options = {}) {
    const { absolute, parts } = locate(root, path);
    await walkParents(root, parts, true);
    const directory = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(absolute);
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(directory, `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(absolute)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString("hex")}.tmp`);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temporary, node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW, 0o644);
        try {
            await handle.writeFile(data);
            if (options.durable !== false)
                await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, absolute);
    }
    catch (thrown) {
        await (0,_core_ignored_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ignoreCleanupError */ .v)((0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(temporary));
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AlfredError */ .XT("io_failed", (0,_fs_durable_js__WEBPACK_IMPORTED_MODULE_4__/* .ioMessage */ .uo)(`cannot write ${shown(parts, parts.length)}`, thrown), {
            cause: thrown,
        });
    }
    if (options.durable !== false)
        await (0,_fs_durable_js__WEBPACK_IMPORTED_MODULE_4__/* .fsyncDirectory */ .hO)(directory);
}
/**
 * Appends `text` to `path` (created when missing), fsync'ed, never through a link.
 * @throws LinkRefusedError when a component is a link or the file is not a regular file.
 */
async function appendWorkspaceFile(root, path, text) {
    const { parts } = locate(root, path);
    await walkParents(root, parts, true);
    const handle = await openFile(root, path, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT);
    if (handle === undefined)
        throw new AlfredError("io_failed", `cannot append to ${shown(parts, parts.length)}`);
    try {
        await handle.appendFile(text, "utf8");
        await handle.sync();
    }
    finally {
        await handle.close();
    }
}
/**
 * Moves the file `from` to `to` (both inside `root`), neither through a link; a link at `from`
 * is refused rather than moved.
 * @throws LinkRefusedError when a component is a link.
 */
async function renameWorkspaceFile(root, from, to) {
    const source = locate(root, from);
    const target = locate(root, to);
    if ((await statWorkspaceFile(root, from)) === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AlfredError */ .XT("io_failed", `cannot move ${shown(source.parts, source.parts.length)}: it does not exist`);
    await walkParents(root, target.parts, true);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(source.absolute, target.absolute);
}
/**
 * Deletes `path` when it exists. A link there is removed itself (unlink never follows); its
 * parents must not be links. @throws LinkRefusedError when a parent is a link.
 */
async function removeWorkspaceFile(root, path) {
    const { absolute, parts } = locate(root, path);
    if (!(await walkParents(root, parts, false)))
        return;
    await unlink(absolute).catch((thrown) => {
        if (codeOf(thrown) !== "ENOENT")
            throw thrown;
    });
}


/***/ }),

/***/ 19264:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ readCommittedFiles),
/* harmony export */   J: () => (/* binding */ readCommittedFile)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(46532);
/* harmony import */ var _git_bytes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(55666);
/**
 * Files of a commit, read byte for byte as committed (no filters, no textconv): any number of
 * paths in one `git ls-tree` and one `git cat-file --batch`, and remembered. A commit's files
 * never change, so what was read of a commit named by its object id is read once per process:
 * the Action reads its configuration, hooks, language and MCP servers' settings and the
 * repository's instructions from the same commit, which took eight git processes and takes two.
 */


/** A full object id (SHA-1 or SHA-256): a name that cannot move, unlike `HEAD` or a branch. */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** Reads remembered per repository, commit and path; a failed read is forgotten, so it is retried. */
const remembered = new Map();
const REMEMBERED_MAX = 512;
/**
 * The content of each of `paths` in commit `sha`, in order, `undefined` for a path the commit
 * does not have as a file. Paths not yet read are read together.
 * @throws AlfredError `git_failed` when `sha` is not a commit of the repository.
 */
function readCommittedFiles(cwd, sha, paths) {
    const keyOf = (path) => `${cwd}\0${sha}\0${path}`;
    const immutable = OBJECT_ID.test(sha);
    const unread = [...new Set(paths)].filter((path) => !immutable || !remembered.has(keyOf(path)));
    const fresh = new Map();
    if (unread.length > 0) {
        const read = readFromCommit(cwd, sha, unread);
        for (const path of unread)
            fresh.set(path, read.then((found) => found.get(path)));
    }
    // Every path is fresh or remembered (an unread one was read above).
    const texts = paths.map((path) => fresh.get(path) ?? remembered.get(keyOf(path)) ?? Promise.resolve(undefined));
    if (immutable) {
        if (remembered.size + fresh.size > REMEMBERED_MAX)
            remembered.clear();
        for (const [path, text] of fresh) {
            const key = keyOf(path);
            remembered.set(key, text);
            text.catch(() => remembered.delete(key));
        }
    }
    return Promise.all(texts);
}
/**
 * The content of `path` in commit `sha`, or `undefined` when the commit has no such file.
 * @throws AlfredError `git_failed` when `sha` is not a commit of the repository.
 */
async function readCommittedFile(cwd, sha, path) {
    const [text] = await readCommittedFiles(cwd, sha, [path]);
    return text;
}
/** One `ls-tree` for every path, one `cat-file --batch` for the files found. */
async function readFromCommit(cwd, sha, paths) {
    const listed = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(["ls-tree", "-z", "--full-tree", sha, "--", ...paths], { cwd });
    const wanted = new Set(paths);
    const blobs = new Map();
    for (const entry of listed.stdout.split("\0")) {
        const match = /^\d+ blob ([0-9a-f]+)\t(.*)$/s.exec(entry);
        if (match?.[1] !== undefined && match[2] !== undefined && wanted.has(match[2]))
            blobs.set(match[2], match[1]);
    }
    const contents = blobs.size === 0 ? [] : await (0,_git_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .readBlobs */ .b)(cwd, [...blobs.values()]);
    const texts = new Map(paths.map((path) => [path, undefined]));
    [...blobs.keys()].forEach((path, index) => texts.set(path, contents[index]?.toString("utf8")));
    return texts;
}


/***/ }),

/***/ 55666:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ readBlobBytes),
/* harmony export */   b: () => (/* binding */ readBlobs)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(74296);
/* harmony import */ var _git_hardening_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4871);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(46532);
/**
 * A git call whose output is bytes, not text: `git cat-file blob` of a binary
 * file must come back exactly (a UTF-8 decode turns invalid bytes into
 * U+FFFD). Hardened and environment-filtered like every harness git call.
 */




/** Runs hardened `git cat-file ARGS`, feeding `input`; resolves to its stdout's bytes. */
async function catFile(cwd, args, input) {
    const env = (0,_git_hardening_js__WEBPACK_IMPORTED_MODULE_2__/* .gitEnvironment */ ._K)(process.env, await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .hardeningFor */ .ey)(cwd, process.env));
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)("git", (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .hardenedArgs */ .XM)(["cat-file", ...args]), { cwd, env, encoding: "buffer", maxBuffer: 256 * 1024 * 1024, timeout: 120_000 }, (error, stdout, stderr) => {
            if (error === null)
                resolve(stdout);
            else
                reject(new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AlfredError */ .XT("git_failed", `git cat-file failed: ${stderr.toString().trim() || error.message}`, {
                    cause: error,
                }));
        });
        // git may exit without reading its input (an unknown object): the exit status reports that,
        // and the pipe's EPIPE must not become an uncaught error.
        child.stdin?.on("error", () => undefined);
        if (input === undefined)
            child.stdin?.end();
        else
            child.stdin?.end(input);
    });
}
/**
 * The content of blob `blob`, byte for byte.
 * @throws AlfredError `git_failed` when the repository has no such blob.
 */
function readBlobBytes(cwd, blob) {
    return catFile(cwd, ["blob", blob]);
}
/**
 * The content of each of `blobs` (object ids), byte for byte, in order, from one `git cat-file
 * --batch`: each object comes as `<id> <type> <size>` LF, the bytes, LF.
 * @throws AlfredError `git_failed` when the repository lacks one of them or git fails.
 */
async function readBlobs(cwd, blobs) {
    const output = await catFile(cwd, ["--batch"], blobs.map((blob) => `${blob}\n`).join(""));
    const contents = [];
    let at = 0;
    for (const blob of blobs) {
        const end = output.indexOf(0x0a, at);
        const header = output.subarray(at, end < 0 ? output.length : end).toString("utf8");
        const size = /^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1];
        if (end < 0 || size === undefined || end + 1 + Number(size) > output.length)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AlfredError */ .XT("git_failed", `git cat-file --batch: no blob ${blob} (${header || "nothing"})`);
        contents.push(output.subarray(end + 1, end + 1 + Number(size)));
        at = end + 1 + Number(size) + 1;
    }
    return contents;
}


/***/ }),

/***/ 14025:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ fetchBranch)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(74296);
/* harmony import */ var _git_hardening_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4871);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(46532);
/* harmony import */ var _core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(93747);
/**
 * Fetching one branch from the remote with a token, the mirror of
 * `git-push.ts`: the credential (an `http.extraheader`) reaches this one git
 * process through `GIT_CONFIG_*` variables, never the disk or argv. Called
 * before the agent runs (an Action re-run attempt fetching the branch its
 * previous attempt pushed), on the checkout's own configuration, hardened as
 * every harness git call is.
 */




/**
 * Fetches `refs/heads/<branch>` into `refs/remotes/origin/<branch>`.
 * Never throws: a branch the remote does not have, or a failed fetch, is
 * `{ missing }` with git's message.
 */
async function fetchBranch(options) {
    const host = options.env ?? process.env;
    const local = `refs/remotes/origin/${options.branch}`;
    const run = async (args, credentials = []) => (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .EO)((0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .hardenedArgs */ .XM)(args), (0,_git_hardening_js__WEBPACK_IMPORTED_MODULE_1__/* .gitEnvironment */ ._K)(host, [...(await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .hardeningFor */ .ey)(options.workingDir, host)), ...credentials], {
        push: credentials.length > 0,
    }), {
        cwd: options.workingDir,
        timeoutMs: options.timeoutMs ?? 120_000,
        ...(0,_core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_3__/* .omitUndefined */ .O)({ signal: options.signal }),
    });
    try {
        await run(["fetch", "--quiet", "--no-tags", options.url, `+refs/heads/${options.branch}:${local}`], options.credentials);
        return { sha: (await run(["rev-parse", "--verify", `${local}^{commit}`])).stdout.trim() };
    }
    catch (thrown) {
        return { missing: (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(thrown).split("\n")[0] ?? "git fetch failed" };
    }
}


/***/ }),

/***/ 4871:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q7: () => (/* binding */ discoveredOverrides),
/* harmony export */   Xj: () => (/* binding */ subcommandFlags),
/* harmony export */   _K: () => (/* binding */ gitEnvironment),
/* harmony export */   jC: () => (/* binding */ FIXED_OVERRIDES)
/* harmony export */ });
/**
 * What makes the harness's own git safe to run on a repository the agent has
 * touched (issue 9, item 3). Git runs programs named by its configuration —
 * hooks, fsmonitor, filters, diff drivers, editors, credential helpers — and
 * an agent with a shell can write `.git/config`, `.git/hooks/*` and
 * `.gitattributes`. Every git Alfred runs itself therefore gets:
 *
 * 1. fixed overrides ({@link FIXED_OVERRIDES}) for the single-valued keys
 *    that name a command, set at command scope (which beats system, global,
 *    repository and worktree config);
 * 2. overrides for the *named* drivers the configuration defines
 *    ({@link discoveredOverrides}): `filter.<d>.*`, `merge.<d>.driver`,
 *    `hook.<h>.enabled` — discovered by reading the configuration, which
 *    runs nothing;
 * 3. command-line switches where no value can win ({@link subcommandFlags}):
 *    `--no-ext-diff --no-textconv` against `diff.external`,
 *    `diff.<d>.command` and `diff.<d>.textconv`; `--receive-pack` and
 *    `--upload-pack` against `remote.<r>.receivepack`/`uploadpack`;
 * 4. an environment built from an allow-list ({@link gitEnvironment}), never
 *    the host's environment: no `GIT_SSH_COMMAND`, `GIT_ASKPASS`,
 *    `GIT_EXTERNAL_DIFF`, `GIT_DIR`, `GIT_CONFIG_PARAMETERS`, no token.
 *
 * The overrides travel in `GIT_CONFIG_COUNT`/`GIT_CONFIG_KEY_n`/`…VALUE_n`
 * rather than `-c key=value`: a subsection may contain `=` (which `-c` would
 * split at), and git hands them on to every git it starts (submodules,
 * `gc --auto`). Pure: no I/O.
 */
/**
 * Overrides applied to every harness git call. Each key names a program git
 * would otherwise run, or a background process that would outlive the call.
 */
const FIXED_OVERRIDES = [
    {
        key: "core.hooksPath",
        value: "/dev/null",
        why: "every hook (.git/hooks/* or a repository's core.hooksPath): /dev/null/<hook> never exists",
    },
    {
        key: "core.fsmonitor",
        value: "false",
        why: "core.fsmonitor=<path> runs that program on status/add/diff",
    },
    { key: "core.sshCommand", value: "ssh", why: "runs instead of ssh for ssh:// remotes" },
    { key: "core.askPass", value: "", why: "runs to ask for a password; empty means none" },
    { key: "core.editor", value: ":", why: "runs to edit messages; ':' is git's own no-op editor" },
    { key: "sequence.editor", value: ":", why: "runs to edit rebase todo lists" },
    { key: "core.pager", value: "cat", why: "runs on a terminal (also --no-pager on every call)" },
    {
        key: "credential.helper",
        value: "",
        why: "helpers run on authentication; an empty value clears the list",
    },
    { key: "protocol.ext.allow", value: "never", why: "ext:: URLs run an arbitrary command as the transport" },
    {
        key: "protocol.git.allow",
        value: "never",
        why: "core.gitProxy (first value wins, so it cannot be overridden) runs for git:// only",
    },
    { key: "gpg.program", value: "gpg", why: "runs to sign or verify" },
    { key: "gpg.openpgp.program", value: "gpg", why: "runs to sign or verify" },
    { key: "gpg.x509.program", value: "gpgsm", why: "runs to sign or verify" },
    { key: "gpg.ssh.program", value: "ssh-keygen", why: "runs to sign or verify" },
    { key: "gpg.ssh.defaultKeyCommand", value: "", why: "runs to pick a signing key" },
    { key: "commit.gpgSign", value: "false", why: "signing runs gpg.program" },
    { key: "tag.gpgSign", value: "false", why: "signing runs gpg.program" },
    { key: "push.gpgSign", value: "false", why: "signing runs gpg.program" },
    { key: "log.showSignature", value: "false", why: "verifying runs gpg.program" },
    { key: "merge.verifySignatures", value: "false", why: "verifying runs gpg.program" },
    {
        key: "core.useReplaceRefs",
        value: "false",
        why: "refs/replace/* would make a checked commit differ from the pushed one",
    },
    { key: "gc.auto", value: "0", why: "auto-gc may detach into the background and outlive the call" },
    { key: "gc.autoDetach", value: "false", why: "no background git" },
    { key: "maintenance.auto", value: "false", why: "no background git" },
    { key: "submodule.recurse", value: "false", why: "submodules have their own config, not discovered here" },
];
/**
 * Switches for what no configuration value can switch off: external diff
 * programs and textconv filters (an empty value makes git fail), and
 * `remote.<r>.receivepack`/`uploadpack` (git takes the *first* value, the
 * repository's; only the command-line option beats it).
 */
const FLAGS = {
    diff: ["--no-ext-diff", "--no-textconv"],
    show: ["--no-ext-diff", "--no-textconv"],
    log: ["--no-ext-diff", "--no-textconv"],
    blame: ["--no-textconv"],
    grep: ["--no-textconv"],
    push: ["--receive-pack=git-receive-pack"],
    fetch: ["--upload-pack=git-upload-pack"],
    pull: ["--upload-pack=git-upload-pack"],
    "ls-remote": ["--upload-pack=git-upload-pack"],
    clone: ["--upload-pack=git-upload-pack"],
};
/** Flags inserted right after the subcommand (see {@link FLAGS}). */
function subcommandFlags(subcommand) {
    return FLAGS[subcommand] ?? [];
}
function splitKey(key) {
    const first = key.indexOf(".");
    const last = key.lastIndexOf(".");
    if (first === -1)
        return undefined;
    const section = key.slice(0, first).toLowerCase();
    const variable = key.slice(last + 1).toLowerCase();
    return first === last
        ? { section, variable }
        : { section, subsection: key.slice(first + 1, last), variable };
}
/** Per named section, the variables to set and their values. */
const NAMED = {
    filter: [
        ["clean", "", "runs on add/status/diff for paths with filter=<d>; empty means no filter"],
        ["smudge", "", "runs on checkout/reset; empty means no filter"],
        ["process", "", "a long-running filter process; empty means none"],
        ["required", "false", "with the commands gone, a required filter would fail the call"],
    ],
    merge: [["driver", "", "runs on merges of paths with merge=<d> (Alfred never merges)"]],
    hook: [["enabled", "false", "config-based hooks (git 2.54+): hook.<h>.command runs for hook.<h>.event"]],
};
/**
 * Overrides for the drivers and hooks the configuration names:
 * reading `git config --list --null` (with includes) runs nothing, and names
 * are taken from every scope, so a driver defined in an included file is
 * covered as well.
 * @param configList the raw output of `git config --list --null` (`key\nvalue\0` records).
 */
function discoveredOverrides(configList) {
    const seen = new Set();
    const overrides = [];
    for (const record of configList.split("\0")) {
        if (record === "")
            continue;
        const newline = record.indexOf("\n");
        const parsed = splitKey(newline === -1 ? record : record.slice(0, newline));
        if (parsed?.subsection === undefined)
            continue;
        const variables = NAMED[parsed.section];
        if (variables === undefined)
            continue;
        const id = `${parsed.section}.${parsed.subsection}`;
        if (seen.has(id))
            continue;
        seen.add(id);
        for (const [variable, value, why] of variables)
            overrides.push({ key: `${parsed.section}.${parsed.subsection}.${variable}`, value, why });
    }
    return overrides;
}
/**
 * Host variables git may see. Everything else (tokens, `GIT_SSH_COMMAND`,
 * `GIT_ASKPASS`, `GIT_EXTERNAL_DIFF`, `GIT_DIR`, `GIT_CONFIG_*` overrides,
 * `NODE_OPTIONS`, `LD_PRELOAD`) stays out. `GIT_CONFIG_GLOBAL` and
 * `GIT_CONFIG_NOSYSTEM` only narrow which operator files git reads; the
 * identity variables are data.
 */
const ALLOWED = new Set([
    "PATH",
    "HOME",
    "LANG",
    "LANGUAGE",
    "TZ",
    "TMPDIR",
    "GIT_CONFIG_GLOBAL",
    "GIT_CONFIG_NOSYSTEM",
    "GIT_AUTHOR_NAME",
    "GIT_AUTHOR_EMAIL",
    "GIT_AUTHOR_DATE",
    "GIT_COMMITTER_NAME",
    "GIT_COMMITTER_EMAIL",
    "GIT_COMMITTER_DATE",
]);
/** Proxy variables a push on a self-hosted runner may need; given to the push only. */
const PUSH_ALLOWED = new Set([
    "HTTPS_PROXY",
    "https_proxy",
    "HTTP_PROXY",
    "http_proxy",
    "NO_PROXY",
    "no_proxy",
]);
/**
 * The environment of one harness git call: the allow-listed host variables,
 * `GIT_TERMINAL_PROMPT=0`, `GIT_NO_REPLACE_OBJECTS=1`, and `overrides` as
 * `GIT_CONFIG_COUNT` entries. `credentials` (the push's `http.extraheader`)
 * are appended last, so nothing overrides them, and only the push passes any.
 */
function gitEnvironment(host, overrides, options = {}) {
    const env = {};
    for (const [name, value] of Object.entries(host)) {
        if (value === undefined)
            continue;
        if (ALLOWED.has(name) || name.startsWith("LC_") || (options.push === true && PUSH_ALLOWED.has(name)))
            env[name] = value;
    }
    env.GIT_TERMINAL_PROMPT = "0";
    env.GIT_NO_REPLACE_OBJECTS = "1";
    env.GIT_CONFIG_COUNT = String(overrides.length);
    overrides.forEach((override, index) => {
        env[`GIT_CONFIG_KEY_${index}`] = override.key;
        env[`GIT_CONFIG_VALUE_${index}`] = override.value;
    });
    return env;
}


/***/ }),

/***/ 46532:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   Qo: () => (/* binding */ headCommit),
/* harmony export */   XM: () => (/* binding */ hardenedArgs),
/* harmony export */   ey: () => (/* binding */ hardeningFor)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(74296);
/* harmony import */ var _git_hardening_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(4871);
/* harmony import */ var _core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(93747);







/** Options that take a value in the next argument, before the subcommand. */
const GLOBAL_WITH_VALUE = new Set(["-c", "-C", "--git-dir", "--work-tree", "--namespace", "--config-env"]);
/** Where the subcommand sits in `args` (after global options such as `-c k=v`). */
function subcommandIndex(args) {
    let index = 0;
    while (index < args.length && (args[index] ?? "").startsWith("-"))
        index += GLOBAL_WITH_VALUE.has(args[index] ?? "") ? 2 : 1;
    return index;
}
/** `args` with the diff-driver switches inserted right after the subcommand. */
function hardenedArgs(args) {
    const at = subcommandIndex(args);
    const subcommand = args[at];
    if (subcommand === undefined)
        return ["--no-pager", ...args];
    return ["--no-pager", ...args.slice(0, at + 1), ...(0,_git_hardening_js__WEBPACK_IMPORTED_MODULE_5__/* .subcommandFlags */ .Xj)(subcommand), ...args.slice(at + 1)];
}
/** Runs git once with exactly `env`; rejects with `git_failed` naming the subcommand. */
function runGit(args, env, options) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)("git", [...args], {
            cwd: options.cwd,
            env,
            maxBuffer: 64 * 1024 * 1024,
            timeout: options.timeoutMs ?? 120_000,
            ...(0,_core_omit_undefined_js__WEBPACK_IMPORTED_MODULE_6__/* .omitUndefined */ .O)({ signal: options.signal }),
        }, (error, stdout, stderr) => {
            if (error === null) {
                resolve({ stdout, stderr });
                return;
            }
            if (typeof error.code === "number" && options.answerCodes?.includes(error.code) === true) {
                resolve({ stdout, stderr, exitCode: error.code });
                return;
            }
            const detail = stderr.trim() === "" ? error.message : stderr.trim();
            const name = args[subcommandIndex(args)] ?? "";
            reject(new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .AlfredError */ .XT("git_failed", `git ${name} failed: ${detail}`, { cause: error }));
        });
        // A git that exits before reading its input reports through its exit status, not an EPIPE.
        child.stdin?.on("error", () => undefined);
        if (options.input !== undefined)
            child.stdin?.end(options.input);
        else
            child.stdin?.end();
    });
}
const hardeningCache = new Map();
/**
 * Identity of each file's current version (inode, size, mtime, ctime in ns; ctime cannot be set
 * back by a user). Taken before every git call, so synchronously: six `stat`s of local files take
 * microseconds, and as promises they cost the main thread a thread-pool round trip each.
 */
function signatureOf(files) {
    return files
        .map((file) => {
        try {
            const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file, { bigint: true });
            return `${file}:${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
        }
        catch {
            return `${file}:-`; // absent, or under a `.git` that is a file (a linked worktree)
        }
    })
        .join("\n");
}
/**
 * Config files that may appear or change without being listed yet: the repository's and the
 * operator's. `.git/HEAD` is not one: a branch switch changes the configuration only through an
 * `includeIf "onbranch:"` entry, and a configuration with any include is never cached.
 */
function candidateFiles(cwd, host) {
    const home = host.HOME;
    return [
        (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(cwd, ".git", "config"),
        (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(cwd, ".git", "config.worktree"),
        "/etc/gitconfig",
        ...(home === undefined ? [] : [(0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(home, ".gitconfig"), (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(home, ".config", "git", "config")]),
        ...(host.XDG_CONFIG_HOME === undefined ? [] : [(0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(host.XDG_CONFIG_HOME, "git", "config")]),
        ...(host.GIT_CONFIG_GLOBAL === undefined ? [] : [(0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, host.GIT_CONFIG_GLOBAL)]),
    ];
}
/** Reads `git config --list --show-origin --null`: the entries (as `--list --null` prints them) and their files. */
async function discover(cwd, host) {
    let output = "";
    try {
        output = (await runGit(["--no-pager", "config", "--list", "--show-origin", "--null"], (0,_git_hardening_js__WEBPACK_IMPORTED_MODULE_5__/* .gitEnvironment */ ._K)(host, _git_hardening_js__WEBPACK_IMPORTED_MODULE_5__/* .FIXED_OVERRIDES */ .jC), { cwd, timeoutMs: 30_000 })).stdout;
    }
    catch {
        // Unreadable configuration: the call itself will fail and say why.
    }
    const fields = output.split("\0");
    const entries = [];
    const origins = new Set();
    for (let index = 0; index + 1 < fields.length; index += 2) {
        const origin = fields[index] ?? "";
        entries.push(fields[index + 1] ?? "");
        if (origin.startsWith("file:"))
            origins.add((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, origin.slice("file:".length)));
    }
    return { listed: entries.join("\0"), origins: [...origins] };
}
/**
 * Every override for a call in `cwd`: the fixed ones, plus one per driver,
 * remote and configured hook the configuration names right now (read with
 * `git config --list`, which runs nothing). The discovery is reused while
 * every file it came from — and every file that could add to it — is
 * unchanged, so a call costs one git process, not two. A directory that is
 * not a repository still gets the fixed overrides.
 */
async function hardeningFor(cwd, host) {
    const key = `${cwd}\0${host.HOME ?? ""}\0${host.GIT_CONFIG_GLOBAL ?? ""}\0${host.GIT_CONFIG_NOSYSTEM ?? ""}`;
    const cached = await unchangedHardening(key);
    if (cached !== undefined)
        return cached;
    // Calls made while a discovery is under way wait for it rather than each starting their own;
    // each then checks the files itself, so a change made while that discovery ran is never missed.
    const pending = discoveries.get(key);
    if (pending !== undefined) {
        // That discovery's own caller receives its failure; this call only waits for it to end, then looks itself.
        await pending.catch(() => undefined);
        const discovered = await unchangedHardening(key);
        if (discovered !== undefined)
            return discovered;
    }
    const discovery = discoverHardening(cwd, host, key);
    discoveries.set(key, discovery);
    try {
        return await discovery;
    }
    finally {
        if (discoveries.get(key) === discovery)
            discoveries.delete(key);
    }
}
/** Discoveries under way, per cache key. */
const discoveries = new Map();
/** The cached overrides of `key` while every file they came from is unchanged; otherwise undefined. */
async function unchangedHardening(key) {
    const cached = hardeningCache.get(key);
    if (cached !== undefined && signatureOf(cached.files) === cached.signature)
        return cached.overrides;
    return undefined;
}
/** Reads the configuration with {@link discover} and caches the overrides when that is safe. */
async function discoverHardening(cwd, host, key) {
    const candidates = [...new Set(candidateFiles(cwd, host))];
    const before = signatureOf(candidates);
    const { listed, origins } = await discover(cwd, host);
    const overrides = [..._git_hardening_js__WEBPACK_IMPORTED_MODULE_5__/* .FIXED_OVERRIDES */ .jC, ...(0,_git_hardening_js__WEBPACK_IMPORTED_MODULE_5__/* .discoveredOverrides */ .Q7)(listed)];
    const files = [...new Set([...candidates, ...origins])];
    const signature = signatureOf(files);
    // No readable `.git` directory here only makes the result uncacheable (below).
    const gitDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(cwd, ".git")).catch(() => undefined);
    // Cached only for a plain repository root (elsewhere not every config file is known here), without
    // includes (an included file with no entries yet is not listed, so its growth would go unseen), and
    // when nothing changed while git read the files.
    const cacheable = gitDir?.isDirectory() === true &&
        !/(^|\0)include(if\..*)?\.path\n/i.test(listed) &&
        signature.startsWith(before);
    if (cacheable)
        hardeningCache.set(key, { overrides, files, signature });
    else
        hardeningCache.delete(key);
    return overrides;
}
/**
 * Runs `git ARGS` the way the harness must: with every program that the
 * repository's configuration could name switched off (hooks, fsmonitor,
 * filters, diff drivers, editors, credential helpers, signing programs; see
 * `git-hardening.ts`), and an environment built from an allow-list. It never
 * carries a credential: only {@link import("./git-push.js").pushFromIsolatedRepository} does.
 * @throws AlfredError `git_failed` naming the subcommand, with git's stderr, when it exits non-zero or times out.
 */
async function git(args, options) {
    const host = options.env ?? process.env;
    const overrides = await hardeningFor(options.cwd, host);
    const env = (0,_git_hardening_js__WEBPACK_IMPORTED_MODULE_5__/* .gitEnvironment */ ._K)(host, overrides);
    if (options.indexFile !== undefined)
        env.GIT_INDEX_FILE = options.indexFile;
    return runGit(hardenedArgs(args), env, options);
}
/**
 * The commit HEAD points at in `cwd`.
 * @throws AlfredError `git_failed` outside a repository or before the first commit.
 */
async function headCommit(cwd) {
    return (await git(["rev-parse", "--verify", "HEAD^{commit}"], { cwd })).stdout.trim();
}


/***/ }),

/***/ 61344:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ createParser),
/* harmony export */   TT: () => (/* binding */ loadedGrammar),
/* harmony export */   VI: () => (/* binding */ grammarAssetPath),
/* harmony export */   Wm: () => (/* binding */ grammarFile),
/* harmony export */   YM: () => (/* binding */ compileQuery),
/* harmony export */   oS: () => (/* binding */ loadGrammar),
/* harmony export */   ud: () => (/* binding */ setWasmDirectory),
/* harmony export */   uf: () => (/* binding */ wasmDirectoryInUse)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/**
 * Loads web-tree-sitter and the grammar `.wasm` files shipped by the
 * tree-sitter org's npm packages. Loading is asynchronous (WebAssembly
 * compilation); once a grammar is loaded, parsing is synchronous.
 *
 * Where the files are, first match wins:
 * - in the bundled Action, beside `dist/index.js` (`setWasmDirectory()`);
 * - in the installed package, in `build/assets/` (scripts/copy-build-assets.js copies the `.wasm`
 *   files and tag queries there under the bundle's flat names), so that the grammar packages —
 *   200 MB of C sources for a few MB of WebAssembly — are development dependencies only;
 * - otherwise (the source tree before a build) resolved from `node_modules`.
 */




const GRAMMAR_FILES = {
    bash: { pkg: "tree-sitter-bash", file: "tree-sitter-bash.wasm" },
    typescript: { pkg: "tree-sitter-typescript", file: "tree-sitter-typescript.wasm" },
    tsx: { pkg: "tree-sitter-typescript", file: "tree-sitter-tsx.wasm" },
    javascript: { pkg: "tree-sitter-javascript", file: "tree-sitter-javascript.wasm" },
    python: { pkg: "tree-sitter-python", file: "tree-sitter-python.wasm" },
    go: { pkg: "tree-sitter-go", file: "tree-sitter-go.wasm" },
    rust: { pkg: "tree-sitter-rust", file: "tree-sitter-rust.wasm" },
    java: { pkg: "tree-sitter-java", file: "tree-sitter-java.wasm" },
    c_sharp: { pkg: "tree-sitter-c-sharp", file: "tree-sitter-c_sharp.wasm" },
    ruby: { pkg: "tree-sitter-ruby", file: "tree-sitter-ruby.wasm" },
};
let wasmDirectory;
/** The runtime, imported on the first load so that importing this module costs nothing. */
let runtimeReady;
let runtime;
const languages = new Map();
const loaded = new Map();
/**
 * Makes every `.wasm` load from `directory` (the bundle's own folder). Call before the first load,
 * in every thread that parses (a worker thread has globals of its own).
 */
function setWasmDirectory(directory) {
    wasmDirectory = directory;
    // web-tree-sitter's CommonJS build reads the free variable __dirname, which an ES module bundle lacks.
    const scope = globalThis;
    scope.__dirname ??= directory;
}
/** The directory set by {@link setWasmDirectory}, if any (a worker thread must be told it again). */
function wasmDirectoryInUse() {
    return wasmDirectory;
}
/**
 * `build/assets/` of the installed package: this module is a chunk of the library bundle,
 * `build/bundle/<chunk>.js` (one level under `build/`), or tsc's output under `build/platform/`
 * (one or two levels under `build/`, as the folder map places it).
 * Undefined in the source tree, which has no `src/assets/`.
 */
let packagedAssets;
function packagedAssetDirectory() {
    if (packagedAssets === undefined) {
        // Not `new URL("../assets/", import.meta.url)`: ncc would copy that "asset" into dist/.
        const here = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
        const candidates = [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, "..", "assets"), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, "..", "..", "assets")];
        packagedAssets = candidates.find((directory) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(directory, "tree-sitter.wasm"))) ?? null;
    }
    return packagedAssets ?? undefined;
}
/** The flat directory the grammar files come from, when not from `node_modules`. */
function assetDirectory() {
    return wasmDirectory ?? packagedAssetDirectory();
}
function wasmPath(pkg, file) {
    const directory = assetDirectory();
    if (directory !== undefined)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(directory, file);
    return (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url).resolve(`${pkg}/${file}`);
}
/**
 * Where a grammar package's file lives: `node_modules/<pkg>/<file>`, or, in the
 * bundle and the installed package, `<pkg>.<basename>` in the asset directory
 * (the build scripts copy query files such as `queries/tags.scm` there under that flat name).
 * @throws Error when the package cannot be resolved from node_modules.
 */
function grammarAssetPath(pkg, file) {
    const directory = assetDirectory();
    if (directory !== undefined) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(directory, file.endsWith(".wasm") ? file : `${pkg}.${file.split("/").pop() ?? file}`);
    }
    return (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url).resolve(`${pkg}/${file}`);
}
/** The package and `.wasm` file of a grammar. */
function grammarFile(name) {
    return GRAMMAR_FILES[name];
}
function initRuntime() {
    runtimeReady ??= Promise.all(/* import() */[__nccwpck_require__.e(778), __nccwpck_require__.e(372)]).then(__nccwpck_require__.t.bind(__nccwpck_require__, 81372, 19)).then(async (module) => {
        await module.Parser.init({ locateFile: (name) => wasmPath("web-tree-sitter", name) });
        runtime = module;
        return module;
    });
    // A failed start may be retried later (e.g. after setWasmDirectory).
    runtimeReady.catch(() => (runtimeReady = undefined));
    return runtimeReady;
}
/**
 * Loads a grammar once and caches it.
 * @throws Error when the `.wasm` file cannot be found or compiled.
 */
function loadGrammar(name) {
    let pending = languages.get(name);
    if (pending === undefined) {
        const { pkg, file } = GRAMMAR_FILES[name];
        pending = initRuntime()
            .then((module) => module.Language.load(wasmPath(pkg, file)))
            .then((language) => {
            loaded.set(name, language);
            return language;
        });
        // A failed load may be retried later (e.g. after setWasmDirectory).
        pending.catch(() => languages.delete(name));
        languages.set(name, pending);
    }
    return pending;
}
/** The grammar if it has finished loading, for synchronous callers; otherwise undefined. */
function loadedGrammar(name) {
    return loaded.get(name);
}
/**
 * A fresh parser for a loaded language. Parsers are cheap; callers should `delete()` trees they keep.
 * @throws Error when called before any grammar has loaded (no Language can exist then).
 */
function createParser(language) {
    // A Language exists only once the runtime has loaded it, so `runtime` is set here.
    if (runtime === undefined)
        throw new Error("tree-sitter runtime not loaded");
    const parser = new runtime.Parser();
    parser.setLanguage(language);
    return parser;
}
/**
 * Compiles a tree-sitter query (e.g. a grammar's `tags.scm`) for a loaded language.
 * @throws Error naming the offending pattern when the query does not fit the grammar.
 */
function compileQuery(language, source) {
    // A Language exists only once the runtime has loaded it, so `runtime` is set here.
    if (runtime === undefined)
        throw new Error("tree-sitter runtime not loaded");
    return new runtime.Query(language, source);
}


/***/ }),

/***/ 93727:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   RL: () => (/* binding */ TOOLCHAIN_TABLE),
/* harmony export */   YH: () => (/* binding */ credentialPathVerdict)
/* harmony export */ });
/* unused harmony export NEVER_MOUNTED */
/**
 * Toolchains in, credentials out (issue 25): which directories under the host's `$HOME` a
 * sandboxed command sees, read-only at their host paths, and which it never sees. One table a
 * reader can check, ecosystem by ecosystem, from what each keeps there on GitHub's runners
 * (actions/runner-images and the setup-* actions) and on a developer's machine.
 *
 * - `homeDirs`: relative to `$HOME`, bound when they exist. Named one by one, never a parent
 *   that also holds credentials: `~/.cache/go-build`, never `~/.cache` (`~/.cache/gh` keeps the
 *   GitHub CLI's token); `~/.m2/repository`, never `~/.m2` (`settings.xml` holds server passwords).
 * - `variables`: locator variables whose value (a directory, or a `:` list) is bound too.
 * - `masked`: credential files *inside* a bound directory, relative to it, bound over with an
 *   empty file so their content is never readable (bwrap 0.8 has no overlays to remove them).
 * - `pins`: the variable a tool reads to find the directory when `$HOME` is not the host's:
 *   inside the sandbox `$HOME` is private and empty, so rustup, pyenv, pip `--user`, Go and
 *   NuGet would look there; the boundary sets the variable to the host directory when unset.
 *
 * Bound read-only, so nothing a host process later runs (`~/.cargo/bin`, a pyenv version) can
 * be changed from inside. What tools write (Go's build cache, pip's cache, Gradle's locks) goes
 * to the private `$HOME` (see `toolchain-mounts.ts` in platform/ for the mechanism per tool).
 */
/** The table (module comment). */
const TOOLCHAIN_TABLE = [
    {
        ecosystem: "rust (rustup, cargo)",
        homeDirs: [".cargo", ".rustup"],
        variables: ["CARGO_HOME", "RUSTUP_HOME"],
        // Registry tokens (`cargo login`); `config.toml` may hold `registry.token` too.
        masked: ["credentials", "credentials.toml", "config", "config.toml"],
        pins: { CARGO_HOME: ".cargo", RUSTUP_HOME: ".rustup" },
    },
    {
        ecosystem: "go",
        homeDirs: ["go/pkg/mod", "go/bin"],
        variables: ["GOPATH", "GOMODCACHE"],
        masked: [],
        pins: { GOMODCACHE: "go/pkg/mod" },
    },
    {
        ecosystem: "python (pyenv, pip --user, pipx, uv, poetry)",
        homeDirs: [
            ".pyenv",
            ".local/bin",
            ".local/lib",
            ".local/share/pipx",
            ".local/share/uv/python",
            ".local/share/uv/tools",
            ".cache/pypoetry/virtualenvs",
        ],
        variables: ["PYENV_ROOT", "VIRTUAL_ENV", "PIPX_HOME", "CONDA_PREFIX", "PYTHONUSERBASE"],
        masked: [],
        pins: { PYENV_ROOT: ".pyenv", PYTHONUSERBASE: ".local" },
    },
    {
        ecosystem: "node (nvm, volta, fnm, pnpm)",
        homeDirs: [".nvm", ".volta", ".local/share/fnm", ".local/share/pnpm"],
        variables: ["NVM_DIR", "VOLTA_HOME", "PNPM_HOME"],
        masked: [],
        pins: { NVM_DIR: ".nvm" },
    },
    {
        ecosystem: "java (maven, gradle, sdkman)",
        homeDirs: [".m2/repository", ".gradle/caches", ".gradle/wrapper", ".sdkman/candidates"],
        variables: [],
        masked: [],
        pins: {},
    },
    {
        ecosystem: ".net (nuget, dotnet tools)",
        homeDirs: [".nuget/packages", ".dotnet"],
        variables: ["NUGET_PACKAGES", "DOTNET_ROOT"],
        // X.509 stores with private keys (`dotnet dev-certs`).
        masked: ["corefx"],
        pins: { NUGET_PACKAGES: ".nuget/packages" },
    },
    {
        ecosystem: "ruby (gems, rbenv, rvm)",
        homeDirs: [".gem", ".rbenv", ".rvm", ".local/share/gem"],
        variables: ["GEM_HOME", "GEM_PATH"],
        // The RubyGems API key (`gem push`).
        masked: ["credentials"],
        pins: {},
    },
    {
        ecosystem: "php (composer)",
        homeDirs: [".composer/vendor"],
        variables: [],
        masked: [],
        pins: {},
    },
];
/**
 * Never visible, whatever the table, a locator variable or `sandbox.readPaths` says: a bind
 * that is, lies inside or contains one of these (`$HOME`-relative) is refused.
 */
const NEVER_MOUNTED = [
    ".ssh",
    ".aws",
    ".azure",
    ".config",
    ".cache/gh",
    ".docker",
    ".kube",
    ".gnupg",
    ".netrc",
    ".git-credentials",
    ".gitconfig",
    ".npmrc",
    ".yarnrc.yml",
    ".pypirc",
    ".m2/settings.xml",
    ".m2/settings-security.xml",
    ".gradle/gradle.properties",
    ".nuget/NuGet",
    ".local/share/keyrings",
    ".password-store",
];
function within(path, root) {
    return path === root || path.startsWith(root.endsWith("/") ? root : `${root}/`);
}
/**
 * Why `path` (absolute, real) must never be bound, or undefined when it may: it is `/`, the
 * host's `$HOME` itself or a parent of it, or it is, lies inside or contains a
 * {@link NEVER_MOUNTED} path. Pure.
 */
function credentialPathVerdict(path, home) {
    if (path === "/")
        return "it is the whole file system";
    if (home === undefined || home === "/")
        return undefined;
    if (within(home, path))
        return `it is or contains $HOME (${home}), which holds credentials`;
    for (const relative of NEVER_MOUNTED) {
        const credential = `${home}/${relative}`;
        if (within(path, credential) || within(credential, path))
            return `it ${within(path, credential) ? "lies inside" : "contains"} ${credential}, which holds credentials`;
    }
    return undefined;
}


/***/ }),

/***/ 18867:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  E: () => (/* binding */ redact)
});

// UNUSED EXPORTS: MIN_KNOWN_SECRET_LENGTH

;// CONCATENATED MODULE: ./src/security/secrets/secret-values.ts
/**
 * Heuristics shared by the secret rules: does a value look like a real credential, or like a
 * placeholder, a variable reference or ordinary code? These decide the context-dependent rules
 * (`password=…`, `token: …`, URL passwords), where the key says "secret" but the value might
 * be `${{ secrets.X }}`, `process.env.TOKEN` or `changeme`. Pure string functions.
 */
/** The marker every redaction writes; rules never match text that already contains it. */
const REDACTED_PREFIX = "[REDACTED:";
/** Builds the marker for a kind, e.g. `[REDACTED:github-token]`. */
function marker(kind) {
    return `${REDACTED_PREFIX}${kind}]`;
}
/**
 * Reads a named capture group from the arguments of a `String.prototype.replace` callback
 * (the groups object is the last argument when the pattern has named groups).
 */
function namedGroup(replaceArgs, name) {
    const groups = replaceArgs[replaceArgs.length - 1];
    if (typeof groups !== "object" || groups === null)
        return undefined;
    const value = Reflect.get(groups, name);
    return typeof value === "string" ? value : undefined;
}
/** Shannon entropy in bits per character. */
function shannonEntropy(text) {
    if (text.length === 0)
        return 0;
    const counts = new Map();
    for (const char of text)
        counts.set(char, (counts.get(char) ?? 0) + 1);
    let entropy = 0;
    for (const count of counts.values()) {
        const p = count / text.length;
        entropy -= p * Math.log2(p);
    }
    return entropy;
}
/**
 * True when a value with a token's shape is a placeholder: a run of eight or more of one
 * character (`xoxb-xxxxxxxxx-…`, `hvs.xxxx…`, `AIzaaaaa…`, 64 zeros), or less randomness than
 * `minEntropy` bits per character when the format sets one.
 */
function isPlaceholderToken(secret, minEntropy) {
    if (/(.)\1{7}/.test(secret))
        return true;
    return minEntropy !== undefined && shannonEntropy(secret) < minEntropy;
}
/** True when the text mixes letters and digits, the mark of a generated token. */
function hasLettersAndDigits(text) {
    return /[A-Za-z]/.test(text) && /\d/.test(text);
}
/** True when a `Basic` credential decodes to `user:password`. */
function isBasicCredential(base64) {
    const decoded = Buffer.from(base64, "base64").toString("utf8");
    return decoded.includes(":") && /^[\x20-\x7e]+$/.test(decoded);
}
// Words people write where a secret will go. Compared after lower-casing and dropping
// punctuation, so `<your-token>`, `YOUR_TOKEN_HERE` and `change-me` all match.
const PLACEHOLDER_WORDS = new Set([
    "changeme",
    "changeit",
    "password",
    "passwd",
    "pass",
    "secret",
    "token",
    "apikey",
    "example",
    "sample",
    "placeholder",
    "dummy",
    "fake",
    "test",
    "testing",
    "todo",
    "redacted",
    "none",
    "null",
    "nil",
    "undefined",
    "true",
    "false",
    "yes",
    "no",
    "required",
    "optional",
    "string",
    "empty",
    "hidden",
    "masked",
]);
// Roots of expressions that *read* a secret rather than contain one.
const REFERENCE_ROOTS = /^(?:process|os|env|config|settings|self|this|secrets|vars|inputs|github|import|ctx|context|options|opts|args|params|props|req|request|window|app|System|ENV|Deno|Bun)\./;
/**
 * True when a value is a placeholder or a reference to a secret kept elsewhere: `${{ … }}`,
 * `$VAR`, `${VAR}`, `%VAR%`, `<your-token>`, `{{ .Token }}`, `***`, `process.env.X`,
 * `os.environ[...]`, an all-caps variable name, a file path or a URL.
 */
function isPlaceholderOrReference(value) {
    const trimmed = value.trim();
    if (trimmed === "")
        return true;
    if (trimmed.includes(REDACTED_PREFIX))
        return true;
    if (/^(?:\$|%[A-Za-z_][\w]*%$|\{\{|<.*>$|\(.*\)$|\{.*\}$)/.test(trimmed))
        return true;
    if (/^[*xX.#•-]+$/.test(trimmed))
        return true;
    if (REFERENCE_ROOTS.test(trimmed))
        return true;
    // `os.environ["X"]`, `getenv("X")`, `config.get("token")`: code, not a literal.
    if (/[[(]/.test(trimmed) && /^[A-Za-z_$][\w$.]*[[(]/.test(trimmed))
        return true;
    // `MY_API_TOKEN`: the name of a variable holding the secret.
    if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(trimmed))
        return true;
    // Paths to a key file are not the key (`private_key: ./certs/key.pem`).
    if (/^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)/.test(trimmed))
        return true;
    if (trimmed.includes("://"))
        return true;
    const word = trimmed.toLowerCase().replace(/[^a-z0-9]/g, "");
    if (PLACEHOLDER_WORDS.has(word))
        return true;
    if (/^(?:your|my|enter|insert|replace|put|add)(?:[a-z]+)?(?:here)?$/.test(word))
        return true;
    if (/here$/.test(word) && word.length < 24)
        return true;
    return false;
}
/**
 * True when a value assigned to a secret-sounding key looks like a real secret: not a
 * placeholder or reference, at least 8 characters, and either mixing character classes
 * (`Summer2024!`, a 40-hex token) or long and random-looking (24 random letters). Dotted
 * identifiers without digits (`config.db.password`) and plain words (`tokenValue`) are code.
 */
function looksLikeSecretValue(value) {
    if (value.length < 8 || isPlaceholderOrReference(value))
        return false;
    const hasDigit = /\d/.test(value);
    const hasSymbol = /[^A-Za-z0-9]/.test(value);
    if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value) && !hasDigit)
        return false;
    if (/^[A-Za-z]+$/.test(value))
        return value.length >= 16 && shannonEntropy(value) >= 3.5;
    if (/^[a-z]+(?:[-_][a-z]+)+$/.test(value))
        return false; // kebab/snake words: `read-only`
    if (/^\d+$/.test(value))
        return value.length >= 8; // numeric PINs and passwords
    return /[A-Za-z]/.test(value) && (hasDigit || hasSymbol);
}

;// CONCATENATED MODULE: ./src/security/secrets/curl-credentials.ts
/**
 * Basic-auth credentials on a curl command line (`curl -u user:password`, `--user "user:pw"`,
 * `--user=':pw'`, `-u kevin:'pw'`), as gitleaks' `curl-auth-user` rule finds them: the flag on a
 * line that is, or continues, a curl command (up to five lines after `curl`). The argument is read
 * as one shell word, quotes and all, so a quoted password with spaces or `#` is caught whole.
 *
 * Left alone, as in gitleaks' allow-list: references (`$1:$2`, `${USER}:${PASS}`, `$(cat f)`,
 * `{{ .Values.x }}`, `${{ secrets.X }}`), placeholders (`<user:password>`, `[PASSWORD]`,
 * `user:pass`, `test:test`, `xxx:yyy`, `***`) and a user without a password. The password is
 * replaced (the user stays readable); with an empty password (`"secret:"`) the user is. Pure.
 */

const FLAG = /(?<![\w-])(?:-u|--user)(?:=|[ \t]{1,8})/g;
const MAX_WORD = 512;
/** `curl` on the flag's line or at most this many lines before (a command continued with `\`). */
const MAX_CONTINUATION_LINES = 5;
function readShellWord(text, start) {
    let value = "";
    let index = start;
    let pieces = 0;
    let quote = "";
    while (index < text.length && index - start < MAX_WORD) {
        const char = text.charAt(index);
        if (char === "'" || char === '"') {
            const close = text.indexOf(char, index + 1);
            if (close < 0)
                return undefined;
            value += text.slice(index + 1, close).replace(/\\(["\\$`])/g, "$1");
            quote = pieces === 0 ? char : "";
            pieces += 1;
            index = close + 1;
            continue;
        }
        if (/[\s;|&<>()`]/.test(char))
            break;
        value += char;
        quote = "";
        pieces += 1;
        index += 1;
    }
    return value === "" ? undefined : { value, end: index, quote: pieces === 1 ? quote : "" };
}
/** A placeholder or reference in one half of `user:password`. */
function isNotSecret(part) {
    if (/^(?:change(?:it|me)|pass(?:word)?|pwd|test|token|\*+|x+)$/i.test(part))
        return true;
    if (/^\$|^\[.*\]$|\{\{|<[^>]*>/.test(part))
        return true;
    // `{ZqL5kVrX1n8tA2}` is a password in braces; `{PASS}` a template.
    return isPlaceholderOrReference(part.replace(/^\{(.+)\}$/, "$1"));
}
/** The replacement for a credential word, or undefined when it holds no secret. */
function redactedWord(word) {
    const colon = word.value.indexOf(":");
    if (colon < 0 || word.value.includes(REDACTED_PREFIX))
        return undefined;
    const user = word.value.slice(0, colon);
    const password = word.value.slice(colon + 1);
    const secret = password === "" ? user : password;
    // gitleaks wants three characters or more on each side that is there.
    if (secret.length < 3 || isNotSecret(secret) || (password !== "" && user.startsWith("$")))
        return undefined;
    if (shannonEntropy(word.value) < 2)
        return undefined;
    const body = password === "" ? `${marker("password")}:` : `${user}:${marker("password")}`;
    return `${word.quote}${body}${word.quote}`;
}
/** The line numbers of increasing positions of `text`, counted incrementally (linear overall). */
function lineCounter(text) {
    let line = 0;
    let scanned = 0;
    return (position) => {
        for (; scanned < position; scanned += 1)
            if (text.charCodeAt(scanned) === 10)
                line += 1;
        return line;
    };
}
/** Replaces the passwords of `curl -u` / `--user` arguments in `text`. Never throws. */
function redactCurlCredentials(text) {
    if (!text.includes("curl") || !text.includes("-u"))
        return text;
    const lineOf = lineCounter(text);
    const curls = /\bcurl\b/g;
    let nextCurl = curls.exec(text);
    let curlLine = Number.NEGATIVE_INFINITY;
    let out = "";
    let copied = 0;
    FLAG.lastIndex = 0;
    for (let flag = FLAG.exec(text); flag !== null; flag = FLAG.exec(text)) {
        for (; nextCurl !== null && nextCurl.index < flag.index; nextCurl = curls.exec(text))
            curlLine = lineOf(nextCurl.index);
        if (lineOf(flag.index) - curlLine > MAX_CONTINUATION_LINES)
            continue;
        const start = flag.index + flag[0].length;
        const word = readShellWord(text, start);
        const replacement = word === undefined ? undefined : redactedWord(word);
        if (word === undefined || replacement === undefined)
            continue;
        out += text.slice(copied, start) + replacement;
        copied = word.end;
        FLAG.lastIndex = word.end;
    }
    return copied === 0 ? text : out + text.slice(copied);
}

;// CONCATENATED MODULE: ./src/security/secrets/kubernetes-secret.ts
/**
 * The values of a Kubernetes `Secret` manifest (gitleaks' `kubernetes-secret-yaml`): in a YAML
 * document that says `kind: Secret` (not `ExternalSecret`, `SopsSecret`, `SecretStore`), every
 * value under `data:` that is base64 of ten or more characters, also as a `|` or `>` block, and
 * every non-empty value under `stringData:` (plain text by definition) is replaced. Template
 * values (`{{ .Values.x }}`), empty strings and short values (`YmFyCg==`) stay. Documents are
 * handled one by one (`---`), so a `kind: Secret` never reaches into its neighbour. Pure.
 */

const KIND_SECRET = /^[ \t]*kind:[ \t]*(["']?)secret\1[ \t]*(?:#.*)?$/im;
const DOCUMENT_SEPARATOR = /^(---[ \t]*)$/m;
const BASE64_VALUE = /^[A-Za-z0-9+/]{10,}={0,3}$/;
const ENTRY = /^([\w.-]+):[ \t]*(.*)$/;
const SECTION = /^(data|stringData):[ \t]*$/;
const MARKER = marker("kubernetes-secret");
const indentOf = (line) => line.length - line.trimStart().length;
function isSecretValue(value, plain) {
    if (value === "" || value.includes(REDACTED_PREFIX) || value.includes("{{"))
        return false;
    return plain ? !isPlaceholderOrReference(value) : BASE64_VALUE.test(value);
}
/** The line with its entry's value replaced, or the line as it is. */
function redactEntry(line, walk, indent) {
    const entry = ENTRY.exec(line.trim());
    if (entry === null)
        return line;
    const rest = (entry[2] ?? "").trimEnd();
    if (/^[|>][-+]?$/.test(rest)) {
        walk.block = indent;
        return line;
    }
    const quoted = /^(["'])(.*)\1$/.exec(rest);
    const value = quoted?.[2] ?? rest;
    if (!isSecretValue(value, walk.plain))
        return line;
    const head = line.slice(0, line.lastIndexOf(rest));
    const quote = quoted?.[1] ?? "";
    return `${head}${quote}${MARKER}${quote}${line.slice(head.length + rest.length)}`;
}
function redactLine(line, walk) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#"))
        return line;
    const indent = indentOf(line);
    if (walk.block >= 0) {
        if (indent > walk.block)
            return isSecretValue(trimmed, walk.plain) ? line.slice(0, indent) + MARKER : line;
        walk.block = -1;
    }
    if (walk.section >= 0 && indent <= walk.section)
        walk.section = -1;
    if (walk.section < 0) {
        const section = SECTION.exec(trimmed);
        if (section !== null)
            Object.assign(walk, { section: indent, plain: section[1] === "stringData" });
        return line;
    }
    return redactEntry(line, walk, indent);
}
function redactDocument(document) {
    if (!KIND_SECRET.test(document))
        return document;
    const walk = { section: -1, plain: false, block: -1 };
    return document
        .split("\n")
        .map((line) => redactLine(line, walk))
        .join("\n");
}
/** Replaces the secret values of Kubernetes `Secret` manifests in `text`. Never throws. */
function redactKubernetesSecrets(text) {
    if (!/kind:/i.test(text) || !/data:/i.test(text))
        return text;
    return text.split(DOCUMENT_SEPARATOR).map(redactDocument).join("");
}

;// CONCATENATED MODULE: ./src/security/secrets/private-key.ts
/**
 * PEM private keys (RSA, EC, DSA, OPENSSH, PKCS#8, ENCRYPTED, PGP), with real or JSON-escaped
 * (`\n`) newlines, as in a GCP service-account file. A scan instead of one regular expression,
 * so that many BEGIN lines without an END cannot make it quadratic: each END is searched for
 * once and reused for every BEGIN before it.
 */

/** A private key longer than this is not believed; the BEGIN is then treated as truncated. */
const MAX_KEY_LENGTH = 16_384;
const BEGIN = /-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
const END = /-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
// Without an END line (a truncated log) the body is redacted up to the first character that
// cannot be PEM, but only if a body follows: a lone header string in a parser is not a key.
const KEY_MATERIAL = /[A-Za-z0-9+/=]{16}/;
const BODY = /(?:\s|\\[rn]){1,4}(?:Proc-Type|[A-Za-z0-9+/=]{16})[A-Za-z0-9+/=\s\\:,.-]{0,16384}/y;
/** Replaces every PEM private key block in `text` with `[REDACTED:private-key]`. */
function redactPrivateKeys(text) {
    if (!text.includes("PRIVATE KEY"))
        return text;
    let out = "";
    let copied = 0;
    let endStart = -1; // start of the next END line at or after the current BEGIN; -1: unknown
    let endStop = -1;
    let noMoreEnds = false;
    BEGIN.lastIndex = 0;
    for (let begin = BEGIN.exec(text); begin !== null; begin = BEGIN.exec(text)) {
        const start = begin.index;
        const headerStop = start + begin[0].length;
        if (!noMoreEnds && endStart < headerStop) {
            END.lastIndex = headerStop;
            const end = END.exec(text);
            if (end === null)
                noMoreEnds = true;
            else
                [endStart, endStop] = [end.index, end.index + end[0].length];
        }
        let stop = -1;
        if (!noMoreEnds && endStart >= headerStop && endStop - start <= MAX_KEY_LENGTH) {
            // An empty or prose body (`anything`) is an example in a parser, not a key (gitleaks).
            if (KEY_MATERIAL.test(text.slice(headerStop, endStart)))
                stop = endStop;
        }
        else {
            BODY.lastIndex = headerStop;
            if (BODY.exec(text) !== null)
                stop = BODY.lastIndex;
        }
        if (stop < 0)
            continue;
        out += text.slice(copied, start) + marker("private-key");
        copied = stop;
        BEGIN.lastIndex = stop;
    }
    return copied === 0 ? text : out + text.slice(copied);
}

;// CONCATENATED MODULE: ./src/security/secrets/secret-assignments.ts
/**
 * Context rules: a value assigned to a key that names a secret (`DB_PASSWORD=…`,
 * `"client_secret": "…"`, `api_key: …`, `--token …`, `?access_token=…`, `<password>…`) is
 * redacted when the value looks like a real secret (see {@link looksLikeSecretValue}): not
 * `${{ secrets.X }}`, `process.env.X`, `$VAR`, `<placeholder>`, `changeme`, `true`, a path or a
 * plain word. Only the value is replaced; the key stays, so the log still says what was there.
 *
 * The key must *end* with the keyword (`max_tokens`, `tokenizer`, `secret_name` are not
 * secrets) and be followed directly by the separator. Every repetition is bounded.
 */

const KEYWORD = "(?<kw>pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|apikey|(?:access|secret|private|auth|account|master|signing|encryption|app|client)[_-]?key|credentials?|_auth)";
const SEPARATOR = "\\\\?[\"'`]?[ \\t]{0,8}(?::=|=>|==?|:)[ \\t]{0,8}";
/** `key = "value"` and friends: the value is everything up to the closing quote. */
const QUOTED = new RegExp(`(?<pre>${KEYWORD}${SEPARATOR}\\\\?["'\`])(?<secret>[^"'\`\\\\\\r\\n]{1,512})(?=\\\\?["'\`])`, "gi");
/** `KEY=value`, `key: value`, `?token=value&`: the value ends at a space, quote or delimiter. */
// The value is taken whole: `credentials: Options["credentials"]` and `token: read(…)` are code (a
// type or a call), not a value followed by something else.
const UNQUOTED = new RegExp(`(?<pre>${KEYWORD}${SEPARATOR})(?<secret>[^\\s"'\`\\\\,;&<>(){}\\[\\]]{1,512})(?![^\\s"'\`\\\\,;&>){}\\]])`, "gi");
/** `--password value` on a command line (the `--password=value` form is UNQUOTED). */
const secret_assignments_FLAG = new RegExp("(?<pre>(?<![\\w-])--?(?:[A-Za-z0-9]{1,20}-){0,4}(?<kw>password|passwd|pass|token|secret|api-key|apikey|client-secret|auth-token|access-token)[ \\t]{1,8}[\"']?)(?<secret>[^\\s\"'`\\\\,;&<>(){}\\[\\]]{1,512})", "gi");
/** `getenv("api_token", "value")`: a secret-named string argument followed by its value. */
const CALL = new RegExp(`(?<pre>(?<q>["'])[\\w.-]{0,40}?${KEYWORD}\\k<q>[ \\t]{0,4},[ \\t]{0,8}(?<v>["']))(?<secret>[^"'\\\\\\r\\n]{1,512})(?=\\k<v>)`, "gi");
/** `<password>value</password>` in XML configuration (Maven `settings.xml`, NuGet). */
const XML = new RegExp("(?<pre><(?<kw>password|passwd|secret|token|api[_-]?key|apikey|client[_-]?secret|private[_-]?key)>)(?<secret>[^<\\r\\n]{1,512})(?=</)", "gi");
function kindOf(keyword) {
    const lower = keyword.toLowerCase();
    if (lower.startsWith("pass") || lower === "pwd")
        return "password";
    if (lower.endsWith("token"))
        return "token";
    if (lower.includes("key"))
        return "api-key";
    return "secret";
}
// Names that end in a secret word but hold no secret, as gitleaks' allow-list has them: CSRF
// tokens are per-session and public by design, `io.jsonwebtoken` is a Maven group, public keys
// and tokens are public.
const NOT_SECRET_NAMES = /(?:csrf|xsrf)[_.-]?token$|jsonwebtoken$|public[_.-]?(?:token|key)$/i;
/** The identifier that ends where the match starts (`csrf-` before `token=`), up to 40 characters. */
function nameBefore(text, offset, keyword) {
    let start = offset;
    while (start > 0 && offset - start < 40 && /[\w.-]/.test(text.charAt(start - 1)))
        start -= 1;
    return text.slice(start, offset) + keyword;
}
function replaceValue(replaceArgs) {
    const match = String(replaceArgs[0]);
    const pre = namedGroup(replaceArgs, "pre");
    const keyword = namedGroup(replaceArgs, "kw");
    const secret = namedGroup(replaceArgs, "secret");
    if (pre === undefined || keyword === undefined || secret === undefined)
        return match;
    if (match.includes(REDACTED_PREFIX) || !looksLikeSecretValue(secret))
        return match;
    const [offset, text] = offsetAndText(replaceArgs);
    if (NOT_SECRET_NAMES.test(nameBefore(text, offset + pre.indexOf(keyword), keyword)))
        return match;
    return pre + marker(kindOf(keyword)) + match.slice(pre.length + secret.length);
}
/** The match's offset and the whole text, from a `replace` callback's arguments (before the groups). */
function offsetAndText(replaceArgs) {
    const offset = replaceArgs[replaceArgs.length - 3];
    const text = replaceArgs[replaceArgs.length - 2];
    return [typeof offset === "number" ? offset : 0, typeof text === "string" ? text : ""];
}
/**
 * Redacts the values of secret-sounding assignments, flags and XML elements in `text`.
 * Pure; never throws.
 */
function redactAssignments(text) {
    let result = text;
    for (const pattern of [QUOTED, UNQUOTED, CALL, secret_assignments_FLAG, XML]) {
        result = result.replace(pattern, (...args) => replaceValue(args));
    }
    return result;
}

;// CONCATENATED MODULE: ./src/security/secrets/secret-rule.ts
/**
 * The shape of one credential rule and the helper that builds it, shared by the rule tables
 * ({@link SECRET_RULES} in `secret-patterns.ts`, `secret-patterns-vendors.ts`). Pure.
 */
/** Token start: not preceded by a character that could continue the token. */
const B = "(?<![A-Za-z0-9_-])";
/** Token end: not followed by a character that could continue the token. */
const E = "(?![A-Za-z0-9_-])";
/**
 * Builds a rule from a regular-expression source (always compiled with `g`, plus `flags`).
 * @throws SyntaxError when `source` is not a valid regular expression (a programming error).
 */
function rule(kind, source, options = {}) {
    return {
        kind,
        pattern: new RegExp(source, `g${options.flags ?? ""}`),
        ...(options.validate ? { validate: options.validate } : {}),
        ...(options.hint !== undefined ? { hint: options.hint } : {}),
        ...(options.minEntropy !== undefined ? { minEntropy: options.minEntropy } : {}),
    };
}

;// CONCATENATED MODULE: ./src/security/secrets/secret-patterns-named.ts
/**
 * Credentials that have no shape of their own and are recognised by the provider named next to
 * them (issue 26): a Cloudflare global key is 37 hex digits, an Okta token `00` + 40 characters,
 * a Datadog key 32 or 40 alphanumerics. The public rule sets match these "semi-generic" formats
 * after the provider's name (gitleaks' `GenerateSemiGenericRegex`, trufflehog's keyword prefix);
 * this rule does the same for the providers they list: the provider's name, up to 20 more
 * name characters (`cloudflare_global_api_key`, `razorpay token`), a separator (`=`, `:`, `=>`,
 * `-`) and a token-like value that mixes letters and digits and is random enough.
 */


// Providers whose keys gitleaks and trufflehog find only after the provider's name, written as
// `okta`, `OKTA` or `Okta`, and ending there (`oktaToken`, `OKTA_TOKEN`, not `lobby`, `LOBBY`).
const PROVIDERS = [
    "adafruit",
    "airtable",
    "algolia",
    "asana",
    "beamer",
    "bitbucket",
    "cloudflare",
    "codecov",
    "coinbase",
    "confluent",
    "contentful",
    "databricks",
    "datadog",
    "dd_api",
    "dd_app",
    "discord",
    "droneci",
    "etsy",
    "fastly",
    "finicity",
    "finnhub",
    "flickr",
    "freshbooks",
    "gitter",
    "heroku",
    "hubspot",
    "intercom",
    "kraken",
    "kucoin",
    "launchdarkly",
    "linear",
    "linkedin",
    "lob",
    "mailchimp",
    "mailgun",
    "mattermost",
    "messagebird",
    "netlify",
    "okta",
    "razorpay",
    "sendbird",
    "sonar",
    "sourcegraph",
    "squarespace",
    "sumologic",
    "telegram",
    "travis",
    "trello",
    "twitch",
    "twitter",
    "typeform",
    "zendesk",
]
    .flatMap((name) => [name, name.toUpperCase(), name.charAt(0).toUpperCase() + name.slice(1)])
    .join("|");
/** A value that mixes letters and digits and is not a placeholder, a reference or a low-entropy run. */
function isNamedSecret(value) {
    return hasLettersAndDigits(value) && !isPlaceholderOrReference(value) && shannonEntropy(value) >= 3;
}
/** Rules in the order they run (after the vendor rules, before the generic shapes). */
const NAMED_RULES = [
    rule("api-key", `(?<pre>(?<![A-Za-z0-9])(?:${PROVIDERS})(?![a-z]|(?<=[A-Z])[A-Z])[\\w .-]{0,20}?["']?[ \\t]{0,8}(?::=|=>|[:=]|-)[ \\t]{0,8}["'\`]?)(?<secret>[A-Za-z0-9_=-]{16,100})(?![.]?[A-Za-z0-9_=-])`, { validate: isNamedSecret }),
    // Telegram bot tokens: the bot's numeric id, `:`, 35 random characters (trufflehog's format);
    // anywhere near the word telegram, or in a Bot API URL.
    rule("telegram-bot-token", `(?<pre>(?:(?<=/bot)|telegram[\\w .:"'=-]{0,40}?(?<![0-9])))(?<secret>\\d{5,16}:A[A-Za-z0-9_-]{34})${E}`, { flags: "i", validate: hasLettersAndDigits }),
    rule("zapier-webhook", "(?<pre>https://hooks\\.zapier\\.com/hooks/catch/)(?<secret>[A-Za-z0-9]{4,12}/[A-Za-z0-9]{4,12})/?", { hint: "hooks.zapier.com", validate: (s) => /\d/.test(s) }),
];

;// CONCATENATED MODULE: ./src/security/secrets/secret-patterns-vendors.ts
/**
 * Vendor credential formats added to reach the public rule sets (gitleaks' default rules,
 * secretlint's recommended preset; issue 9, item 11), measured by the corpus in
 * `test/fixtures/secret-formats.ts`. Facts (prefixes, lengths, alphabets) come from those rule
 * sets; the expressions are ours, each bounded so scanning stays linear. A format that has no
 * prefix of its own is matched only next to the keyword the rule sets require (`plaid_client_id`).
 */


const mixedCase = (s) => /[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s);
const SECP256K1_ORDER = BigInt("0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141");
/** True when 64 hex digits are a valid secp256k1 private key (0 < k < n). */
function isSecp256k1Key(hex) {
    const key = BigInt(`0x${hex}`);
    return key > 0n && key < SECP256K1_ORDER;
}
/** True when `text` is base64 of a JSON Web Token (`eyJ….eyJ….sig`). */
function isBase64Jwt(text) {
    const decoded = Buffer.from(text, "base64").toString("latin1");
    return /^eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}/.test(decoded);
}
// Providers whose client/app identifiers the rule sets treat as half of a credential pair.
const ID_PROVIDERS = "adobe|asana|bitbucket|discord|linkedin|looker|messagebird|plaid|sendbird|sumo(?:logic)?|new_?relic|twitter|dropbox|okta|auth0";
/** Rules in the order they run (after the forge and AI-provider rules, before generic shapes). */
const VENDOR_RULES = [
    rule("1password-secret-key", `${B}A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})(?:-[A-Z0-9]{5}){3}${E}`),
    rule("1password-token", `${B}ops_eyJ[A-Za-z0-9+/]{250,8192}={0,3}`, { hint: "ops_eyJ" }),
    rule("adobe-secret", `${B}p8e-[A-Za-z0-9]{32}${E}`, { validate: hasLettersAndDigits }),
    rule("alibaba-key", `${B}LTAI[A-Za-z0-9]{20}${E}`),
    // Okta API tokens have no prefix of their own beyond `00`: gitleaks matches them after the word
    // "okta" in the name, whatever the rest of the name says (`OKTA_API=00…`).
    rule("okta-token", `(?<pre>okta[A-Za-z0-9_.-]{0,20}["']?[ \\t]{0,8}(?::=|=>|[:=])[ \\t]{0,8}["']?)(?<secret>00[A-Za-z0-9_=-]{40})${E}`, { flags: "i" }),
    // Vercel's prefixed tokens: personal (vcp_), integration (vci_), app (vca_), refresh (vcr_), keys (vck_).
    rule("vercel-token", `${B}vc[aikpr]_[A-Za-z0-9]{24,128}${E}`, { validate: hasLettersAndDigits }),
    rule("artifactory-key", `${B}AKCp[A-Za-z0-9]{69}${E}`),
    rule("artifactory-token", `${B}cmVmd[A-Za-z0-9]{59}${E}`),
    rule("authress-key", `${B}(?:sc|ext|scauth|authress)_[a-z0-9]{5,30}\\.[a-z0-9]{4,6}\\.acc[_-][a-z0-9-]{10,32}\\.[A-Za-z0-9+/_=-]{30,120}(?![A-Za-z0-9+/_=-])`, { flags: "i" }),
    rule("aws-bedrock-key", `${B}ABSK[A-Za-z0-9+/]{109,269}={0,2}(?![A-Za-z0-9+/=])`),
    rule("clickhouse-key", `${B}4b1d[A-Za-z0-9]{38}${E}`, { validate: mixedCase }),
    // Cloudflare's prefixed tokens (secretlint, trufflehog v2): user and account API tokens, global keys.
    rule("cloudflare-token", `${B}cf(?:ut|at|k)_[A-Za-z0-9]{40,52}${E}`, { validate: hasLettersAndDigits }),
    rule("clojars-token", `${B}CLOJARS_[a-z0-9]{60}${E}`, { flags: "i" }),
    rule("cloudflare-origin-ca-key", `${B}v1\\.0-[a-f0-9]{24}-[a-f0-9]{146}${E}`),
    rule("dropbox-token", `(?<![A-Za-z0-9_.-])sl\\.[A-Za-z0-9_=-]{130,160}(?![A-Za-z0-9_=-])`, {
        validate: hasLettersAndDigits,
    }),
    rule("duffel-token", `${B}duffel_(?:test|live)_[A-Za-z0-9_=-]{43}${E}`),
    rule("easypost-key", `${B}EZ[AT]K[A-Za-z0-9]{54}${E}`),
    rule("facebook-token", `${B}\\d{15,16}(?:\\||%7C)[A-Za-z0-9_-]{27,40}${E}`, {
        validate: hasLettersAndDigits,
    }),
    rule("facebook-token", `${B}EAA[MC][A-Za-z0-9]{100,1024}${E}`, { validate: hasLettersAndDigits }),
    rule("flutterwave-key", `${B}FLW(?:PUBK|SECK)(?:_TEST)?-[a-h0-9]{32}-X${E}`),
    rule("flutterwave-key", `${B}FLWSECK_TEST[a-h0-9]{12}${E}`),
    rule("flyio-token", `${B}fo1_[A-Za-z0-9_-]{43}${E}`),
    rule("flyio-token", `${B}fm(?:1[ar]|2)_[A-Za-z0-9+/]{100,8192}={0,3}(?![A-Za-z0-9+/=])`),
    rule("frameio-token", `${B}fio-u-[A-Za-z0-9_=-]{64}${E}`),
    rule("gitlab-session", "(?<pre>_gitlab_session=)(?<secret>[0-9a-z]{32})(?![0-9a-z])", {
        hint: "_gitlab_session",
    }),
    rule("grafana-token", `${B}eyJrIjoi[A-Za-z0-9]{70,400}={0,3}(?![A-Za-z0-9=])`),
    rule("harness-key", `${B}(?:pat|sat)\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9]{24}\\.[A-Za-z0-9]{20}${E}`),
    rule("infracost-token", `${B}ico-[A-Za-z0-9]{32}${E}`, { validate: hasLettersAndDigits }),
    rule("intra42-secret", `${B}s-s4t2(?:ud|af)-[a-f0-9]{64}${E}`),
    rule("jwt", `(?<![A-Za-z0-9+/])ZXlK[A-Za-z0-9+/]{40,8192}={0,2}(?![A-Za-z0-9+/=])`, {
        validate: isBase64Jwt,
    }),
    rule("mailgun-key", `${B}pubkey-[a-f0-9]{32}${E}`),
    rule("maxmind-key", `${B}[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk${E}`),
    rule("neon-key", `${B}napi_[A-Za-z0-9]{48,72}${E}`),
    rule("netlify-token", `${B}nfp_[A-Za-z0-9_]{36}${E}`, { validate: hasLettersAndDigits }),
    rule("newrelic-key", `${B}NRJS-[a-f0-9]{19}${E}`),
    rule("newrelic-key", `${B}NRII-[A-Za-z0-9_-]{32}${E}`),
    rule("octopus-key", `${B}API-[A-Z0-9]{26}${E}`, { validate: hasLettersAndDigits }),
    rule("openshift-token", `${B}sha256~[A-Za-z0-9_-]{43}${E}`),
    rule("plaid-token", `${B}access-(?:sandbox|development|production)-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}${E}`),
    rule("prefect-token", `${B}pnu_[A-Za-z0-9]{36}${E}`),
    rule("razorpay-key", `${B}rzp_(?:live|test)_[A-Za-z0-9]{14}${E}`),
    rule("readme-token", `${B}rdme_[a-z0-9]{70}${E}`),
    rule("scalingo-token", `${B}tk-us-[A-Za-z0-9_-]{48}${E}`),
    rule("settlemint-token", `${B}sm_(?:aat|pat|sat)_[A-Za-z0-9]{16}${E}`),
    rule("shippo-token", `${B}shippo_(?:live|test)_[a-fA-F0-9]{40}${E}`),
    // SonarQube (`squ_`, `sqa_`, `sqp_` + 40 hex) and SonarCloud (`sqco_` + 59) tokens.
    rule("sonar-token", `${B}(?:sq[apu]_[a-f0-9]{40}|sqco_[A-Za-z0-9]{59})${E}`),
    rule("sidekiq-secret", "(?<pre>BUNDLE_(?:ENTERPRISE|GEMS)__CONTRIBSYS__COM[\"']?[ \\t]{0,8}[=:][ \\t]{0,8}[\"']?)(?<secret>[a-f0-9]{8}:[a-f0-9]{8})", { flags: "i", hint: "CONTRIBSYS" }),
    rule("sourcegraph-token", `${B}sgp_(?:(?:[a-fA-F0-9]{16}|local)_)?[a-fA-F0-9]{40}${E}`, { minEntropy: 3 }),
    // A secp256k1 private key written as 0x + 64 hex (secretlint's rule): a valid key is non-zero
    // and below the curve order. A bare 64-hex string is left alone: it is far more often a SHA-256.
    rule("secp256k1-private-key", "(?<pre>(?<![A-Za-z0-9_])0x)(?<secret>[a-fA-F0-9]{64})(?![A-Za-z0-9_])", {
        hint: "0x",
        validate: isSecp256k1Key,
    }),
    rule("yandex-token", `${B}t1\\.[A-Za-z0-9_-]{10,200}={0,2}\\.[A-Za-z0-9_-]{86}={0,2}(?![A-Za-z0-9_=-])`),
    rule("yandex-key", `${B}AQVN[A-Za-z0-9_-]{35,38}${E}`, { validate: hasLettersAndDigits }),
    rule("yandex-key", `${B}YC[A-Za-z0-9_-]{38}${E}`, { validate: mixedCase }),
    // Context: NuGet's cleartext password element (`curl -u` is curl-credentials.ts).
    rule("password", "(?<pre><add[ \\t]{1,8}key=[\"']ClearTextPassword[\"'][ \\t]{1,8}value=[\"'])(?<secret>[^\"'\\r\\n]{1,512})(?=[\"'])", { flags: "i", hint: "ClearTextPassword" }),
    // Client and app identifiers that the rule sets pair with a provider's secret.
    rule("client-id", `(?<pre>(?:${ID_PROVIDERS})[A-Za-z0-9_.-]{0,20}(?:client|access|app|api)[_-]?id["']?[ \\t]{0,8}(?::=|=>|[:=])[ \\t]{0,8}["']?)(?<secret>[A-Za-z0-9_.-]{8,100})`, { flags: "i", validate: (s) => /\d/.test(s) }),
];

;// CONCATENATED MODULE: ./src/security/secrets/secret-patterns.ts
/**
 * The credential formats {@link redact} recognises by shape. Each rule is one bounded regular
 * expression (no nested quantifiers, every repetition capped) so a megabyte of log is scanned
 * in linear time, and each is delimited by look-arounds instead of `\b`, so a token that ends
 * in `-` or `_` is still caught and a match never starts in the middle of a longer blob.
 *
 * A rule redacts its named group `secret` (or the whole match when there is none) and keeps
 * the groups `pre` and `post`, so `postgres://app:[REDACTED:password]@db:5432/app` stays
 * readable. `validate` rejects look-alikes a regex alone cannot (prose after `Bearer`).
 */




/**
 * True when `scheme://host:port@…` has a host and a port where a URL's user and password go
 * (`http://127.0.0.1:8080@example.com:443/`, a proxy written before the host): the "password"
 * is a port, not a secret, and redacting it would corrupt the URL in the model's view of its own
 * file (issue 26). A user that is not a host name keeps a numeric password redacted.
 */
function isHostAndPort(pre, secret) {
    if (!/^\d{1,5}$/.test(secret) || Number(secret) > 65_535)
        return false;
    const user = pre.slice(pre.indexOf("://") + 3, -1);
    return /^(?:localhost|\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+)$/.test(user);
}
/** Rules in the order they run: the most specific shapes first. */
const SECRET_RULES = [
    rule("age-secret-key", `${B}AGE-SECRET-KEY-1[0-9A-Z]{58}${E}`),
    // Source forges and package registries.
    rule("github-token", `${B}gh[pousr]_[A-Za-z0-9]{36,251}${E}`),
    rule("github-token", `${B}github_pat_[A-Za-z0-9_]{22,255}${E}`),
    // gitleaks sets an entropy of 3 for every GitLab format: `glpat-XXXXXXXXXXX-XXXXXXXX` is a placeholder.
    rule("gitlab-token", `${B}(?:glpat|glptt|glrt|gldt|glcbt|glft|glimt|glsoat|gloas|glagent|glffct|glwt)-[A-Za-z0-9_.-]{20,300}${E}`, { minEntropy: 3 }),
    rule("gitlab-runner-token", `${B}GR1348941[A-Za-z0-9_-]{20,80}${E}`, { minEntropy: 3 }),
    rule("atlassian-token", `${B}A(?:TATT|TCTT|TBB)[A-Za-z0-9_=-]{24,400}${E}`, {
        validate: hasLettersAndDigits,
    }),
    rule("npm-token", `${B}npm_[A-Za-z0-9]{36}${E}`),
    rule("pypi-token", `${B}pypi-AgE[A-Za-z0-9_-]{50,400}${E}`),
    rule("rubygems-key", `${B}rubygems_[a-f0-9]{48}${E}`),
    rule("nuget-key", `${B}oy2[a-z0-9]{43}${E}`),
    rule("docker-token", `${B}dckr_(?:pat|oat)_[A-Za-z0-9_-]{20,80}${E}`),
    rule("circleci-token", `${B}CCI(?:PAT|PRJ)_[A-Za-z0-9]{16,40}_[a-f0-9]{40}${E}`),
    // AI providers. Anthropic before the generic `sk-` rule.
    rule("anthropic-key", `${B}sk-ant-[A-Za-z0-9_-]{20,300}${E}`),
    rule("openai-key", `${B}sk-(?:proj-|svcacct-|admin-|None-|or-v1-)?[A-Za-z0-9_-]{20,300}${E}`, {
        hint: "sk-",
        validate: hasLettersAndDigits,
    }),
    rule("huggingface-token", `${B}(?:hf|api_org)_[A-Za-z0-9]{30,40}${E}`, {
        validate: (s) => /[a-z]/.test(s) && /[A-Z]/.test(s),
    }),
    rule("google-api-key", `${B}AIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_])`, { minEntropy: 3.5 }),
    rule("google-oauth-token", `${B}ya29\\.[A-Za-z0-9_-]{20,2048}${E}`),
    rule("google-oauth-token", `(?<![A-Za-z0-9_/-])1//0[A-Za-z0-9_-]{40,512}${E}`),
    rule("google-oauth-secret", `${B}GOCSPX-[A-Za-z0-9_-]{28}${E}`),
    rule("groq-key", `${B}gsk_[A-Za-z0-9]{40,80}${E}`),
    rule("replicate-token", `${B}r8_[A-Za-z0-9]{37,40}${E}`),
    rule("perplexity-key", `${B}pplx-[A-Za-z0-9]{40,60}${E}`),
    rule("xai-key", `${B}xai-[A-Za-z0-9]{60,100}${E}`),
    rule("langsmith-key", `${B}lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}${E}`),
    // Payments. Stripe publishable keys (`pk_live_`) are public by design and are left alone.
    rule("stripe-key", `${B}(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{10,247}${E}`),
    rule("stripe-webhook-secret", `${B}whsec_[A-Za-z0-9+/=]{32,100}${E}`),
    rule("square-token", `${B}sq0(?:atp|csp)-[A-Za-z0-9_-]{22,60}${E}`),
    rule("square-token", `${B}EAAA[A-Za-z0-9_-]{56,120}${E}`, { validate: hasLettersAndDigits }),
    rule("braintree-token", `access_token\\$(?:production|sandbox)\\$[a-z0-9]{16}\\$[a-f0-9]{32}`),
    // Chat and messaging.
    // Slack's formats as gitleaks lists them: numeric team/user ids, then the random part (bot,
    // user, legacy, workspace tokens); configuration and refresh tokens; app-level tokens.
    rule("slack-token", `${B}xox[abposre]-(?:\\d{1,2}-)?\\d{6,14}(?:-\\d{6,14}){0,3}-[A-Za-z0-9]{8,100}${E}`, {
        hint: "xox",
    }),
    rule("slack-token", `${B}xoxe(?:\\.xox[bp])?-\\d-[A-Za-z0-9]{140,170}${E}`, { hint: "xoxe" }),
    rule("slack-token", `${B}xapp-\\d-[A-Za-z0-9]{8,20}-\\d{8,16}-[A-Za-z0-9]{20,128}${E}`, { hint: "xapp-" }),
    rule("slack-webhook", "(?<pre>(?:https?://)?hooks\\.slack\\.com/(?:services|workflows|triggers)/)(?<secret>[A-Za-z0-9_/+-]{20,300})", { hint: "hooks.slack.com", minEntropy: 3 }),
    rule("discord-webhook", "(?<pre>https://(?:[a-z]+\\.)?discord(?:app)?\\.com/api/(?:v\\d+/)?webhooks/\\d{5,30}/)(?<secret>[A-Za-z0-9_-]{30,200})", { hint: "discord" }),
    rule("discord-bot-token", `${B}[MNO][A-Za-z0-9_-]{23,27}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,40}${E}`, {
        validate: hasLettersAndDigits,
    }),
    rule("teams-webhook", "(?<pre>https://[A-Za-z0-9.-]{1,100}\\.(?:webhook\\.office\\.com/webhookb2|office(?:365)?\\.com/webhook)/)(?<secret>[^\\s\"'<>]{20,400})", { hint: "office" }),
    rule("telegram-bot-token", `(?:(?<=/bot)|(?<![A-Za-z0-9_:-]))\\d{6,12}:AA[A-Za-z0-9_-]{33}${E}`, {
        hint: ":AA",
    }),
    rule("twilio-key", `${B}SK[0-9a-fA-F]{32}${E}`),
    rule("twilio-account-sid", `${B}AC[0-9a-f]{32}${E}`),
    rule("sendgrid-key", `${B}SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}${E}`),
    rule("mailgun-key", `${B}key-[0-9a-f]{32}${E}`),
    rule("mailgun-key", `${B}[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8}${E}`),
    rule("mailchimp-key", `${B}[0-9a-f]{32}-us\\d{1,2}${E}`, { hint: "-us" }),
    rule("brevo-key", `${B}xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}${E}`),
    // Hosting, infrastructure, observability, SaaS.
    rule("shopify-token", `${B}shp(?:at|ca|pa|ss)_[A-Za-z0-9]{32,64}${E}`),
    rule("heroku-key", `${B}HRKU-[A-Za-z0-9_-]{40,80}${E}`),
    rule("digitalocean-token", `${B}do[opr]_v1_[a-f0-9]{64}${E}`),
    rule("vault-token", `${B}hv[sbr]\\.[A-Za-z0-9_-]{24,400}${E}`, { hint: "hv", minEntropy: 3.5 }),
    rule("vault-token", `(?<![A-Za-z0-9_.-])s\\.[A-Za-z0-9]{24}${E}`, {
        hint: "s.",
        validate: hasLettersAndDigits,
    }),
    rule("sentry-dsn", "(?<pre>https?://)(?<secret>[a-f0-9]{32}(?::[a-f0-9]{32})?)(?=@)", { hint: "://" }),
    rule("sentry-token", "(?<![A-Za-z0-9_-])sntry[su]_[A-Za-z0-9+/=_-]{40,400}(?![A-Za-z0-9+/=_-])", {
        hint: "sntry",
    }),
    rule("linear-key", `${B}lin_(?:api|oauth)_[A-Za-z0-9]{40,48}${E}`),
    rule("notion-token", `${B}ntn_[A-Za-z0-9]{40,50}${E}`),
    rule("notion-token", `${B}secret_[A-Za-z0-9]{43}${E}`, { validate: hasLettersAndDigits }),
    rule("postman-key", `${B}PMAK-[a-f0-9]{24}-[a-f0-9]{34}${E}`),
    rule("newrelic-key", `${B}NRAK-[A-Z0-9]{27}${E}`),
    rule("grafana-token", `${B}glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}${E}`),
    rule("grafana-token", "(?<![A-Za-z0-9_-])glc_[A-Za-z0-9+/=]{32,400}(?![A-Za-z0-9+/=_-])"),
    rule("doppler-token", `${B}dp\\.(?:pt|st|sa|ct|scim|audit)\\.[A-Za-z0-9]{40,50}${E}`),
    rule("pulumi-token", `${B}pul-[a-f0-9]{40}${E}`),
    rule("terraform-token", `${B}[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_-]{60,70}${E}`, { hint: ".atlasv1." }),
    rule("supabase-token", `${B}sbp_[a-f0-9]{40}${E}`),
    rule("databricks-token", `${B}dapi[a-fA-F0-9]{32}(?:-\\d)?${E}`),
    rule("dynatrace-token", `${B}dt0c01\\.[A-Z0-9]{24}\\.[A-Z0-9]{64}${E}`),
    rule("mapbox-token", `${B}sk\\.eyJ[A-Za-z0-9_-]{20,1024}\\.[A-Za-z0-9_-]{20,200}${E}`),
    rule("planetscale-token", `${B}pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{32,64}${E}`),
    rule("firebase-key", `${B}AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,200}${E}`),
    // Clouds.
    rule("aws-access-key-id", `${B}(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}${E}`),
    rule("aws-secret-key", "(?<pre>(?:aws_?)?secret_?access_?key[\"']?[ \\t]{0,8}(?::=|=>|[:=])[ \\t]{0,8}[\"']?)(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])", { flags: "i" }),
    rule("azure-storage-key", "(?<pre>(?:AccountKey|SharedAccessKey)[ \\t]{0,8}=[ \\t]{0,8})(?<secret>[A-Za-z0-9+/=]{40,100})"),
    rule("azure-sas-signature", "(?<pre>[?&;]sig=)(?<secret>[A-Za-z0-9%+/=]{20,200})"),
    rule("azure-client-secret", "(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.-]{3}\\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])"),
    ...VENDOR_RULES,
    ...NAMED_RULES,
    // Generic shapes. A URL's password is found after a `+` too: a diff line (`+postgres://…`).
    rule("jwt", `${B}eyJ[A-Za-z0-9_-]{8,8192}\\.eyJ[A-Za-z0-9_-]{8,8192}\\.[A-Za-z0-9_-]{8,1024}${E}`),
    rule("password", "(?<pre>(?<![A-Za-z0-9.-])[a-zA-Z][a-zA-Z0-9+.-]{1,30}://[^\\s:/?#@'\"\\[\\]<>]{0,256}:)(?<secret>[^\\s/?#@'\"\\[\\]<>]{1,256})(?=@)", { hint: "://", validate: (s, pre) => !isPlaceholderOrReference(s) && !isHostAndPort(pre, s) }),
    rule("password", "(?<pre>\\blogin[ \\t]+\\S{1,256}[ \\t\\r\\n]+password[ \\t]+)(?<secret>\\S{1,512})", {
        validate: (s) => !isPlaceholderOrReference(s),
    }),
    rule("authorization", "(?<pre>\\bauthorization[\"']?[ \\t]{0,8}[:=][ \\t]{0,8}[\"']?(?:(?:api-?)?token|bot|bearer|basic|digest)?[ \\t]{0,8})(?<secret>[A-Za-z0-9._~+/-]{8,4096}={0,2})", { flags: "i", validate: (s) => hasLettersAndDigits(s) && !isPlaceholderOrReference(s) }),
    rule("bearer-token", "(?<pre>\\b[Bb]earer[ \\t]{1,8})(?<secret>[A-Za-z0-9._~+/-]{16,4096}={0,2})", {
        validate: hasLettersAndDigits,
    }),
    rule("basic-auth", "(?<pre>\\b[Bb]asic[ \\t]{1,8})(?<secret>[A-Za-z0-9+/]{8,1024}={0,2})(?![A-Za-z0-9+/=])", {
        validate: isBasicCredential,
    }),
    rule("docker-auth", "(?<pre>[\"']auth[\"'][ \\t]{0,8}:[ \\t]{0,8}[\"'])(?<secret>[A-Za-z0-9+/]{8,2048}={0,2})(?=[\"'])", {
        validate: isBasicCredential,
    }),
];

;// CONCATENATED MODULE: ./src/security/secrets/secret-disguises.ts
/**
 * Known secrets in disguise (issue 9, item 1): a command that can read a secret can also print
 * it reversed (`rev`), as hex (`xxd -p`, `od`), as base64 (`base64`, inside a longer blob), or
 * one character at a time (`sed 's/./& /g'`). Redacting only the plain value lets all of these
 * reach the model or a log. For every known secret this module builds one pattern that matches:
 *
 * - the value, its trimmed form and, for a multi-line value, each line;
 * - its URL-encoding, its reversal, lower- and upper-case hex, and the hex and base64 of its
 *   reversal;
 * - its base64, standard and URL-safe, at each of the three byte alignments it can have inside
 *   a longer base64 string: only the characters that depend on the secret's bytes alone are
 *   matched, so `base64(prefix + secret + suffix)` is caught whatever surrounds it;
 * - any of these with one or two separators between characters (space, tab, newline, `-`,
 *   `.`, `,`, `:`), which also covers `base64` and `xxd -p` wrapping their lines.
 *
 * Values shorter than {@link MIN_KNOWN_SECRET_LENGTH} are ignored (they would match everywhere);
 * multi-line values (key files) and values longer than {@link MAX_DISGUISED_LENGTH} are matched
 * as they are and line by line only, which keeps the pattern small. Matching stays linear: the pattern is a list of literal
 * characters joined by a bounded separator class, with no nested repetition.
 */
/** Known secret values shorter than this are not redacted (they would match everywhere). */
const MIN_KNOWN_SECRET_LENGTH = 6;
/** Longer values (key files) are matched as they are and line by line, not in disguise. */
const MAX_DISGUISED_LENGTH = 256;
const secret_disguises_SEPARATOR = "[ \\t\\r\\n.,:-]{0,2}";
const SEPARATORS = /[ \t\r\n.,:-]+/g;
/**
 * `text` without the characters {@link SEPARATOR} allows between a form's characters. Any
 * match of a form's alternative, squeezed, is the squeezed form, and a match is a slice of the
 * text: so when no squeezed form occurs in the squeezed text, the pattern cannot match. Pure.
 */
function squeezeSeparators(text) {
    return text.replace(SEPARATORS, "");
}
const escapeChar = (char) => char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * The base64 characters of `bytes` that do not depend on what precedes or follows them when
 * they start `offset` bytes into a longer encoded buffer (offset 0, 1 or 2).
 */
function stableBase64(bytes, offset) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
    const first = Math.ceil((offset * 8) / 6);
    const last = Math.floor(((offset + bytes.length) * 8) / 6); // exclusive: chars fully inside
    return encoded.slice(first, last);
}
function disguises(value) {
    const bytes = Buffer.from(value, "utf8");
    const hex = bytes.toString("hex");
    const reversed = [...value].reverse().join("");
    const reversedBytes = Buffer.from(reversed, "utf8");
    // Two steps chained (`rev | xxd -p`, `rev | base64`) are common enough to list as well.
    const forms = [value, encodeURIComponent(value), reversed, hex, hex.toUpperCase()];
    forms.push(reversedBytes.toString("hex"), stableBase64(reversedBytes, 0));
    for (const offset of [0, 1, 2]) {
        const core = stableBase64(bytes, offset);
        forms.push(core, core.replace(/\+/g, "-").replace(/\//g, "_"));
    }
    return forms;
}
/**
 * Every spelling of the known secrets to look for, as literal strings, longest first (so the
 * longest spelling wins where several start at the same place). Pure.
 */
function knownSecretForms(knownSecrets) {
    const forms = new Set();
    for (const secret of knownSecrets) {
        const multiLine = /[\r\n]/.test(secret);
        // A multi-line secret (a key file) is often printed one line at a time.
        const values = [
            secret,
            secret.trim(),
            ...(multiLine ? secret.split(/\r?\n/).map((line) => line.trim()) : []),
        ];
        for (const value of values) {
            if (value.length < MIN_KNOWN_SECRET_LENGTH)
                continue;
            const spellings = multiLine || value.length > MAX_DISGUISED_LENGTH ? [value] : disguises(value);
            for (const form of spellings)
                if (form.length >= MIN_KNOWN_SECRET_LENGTH)
                    forms.add(form);
        }
    }
    return [...forms].sort((a, b) => b.length - a.length);
}
/**
 * One global pattern for the forms: its first alternative captures a redaction marker already
 * written (kept as it is, so a known secret that happens to be `password` does not nest
 * markers); the others match a form with up to two separators between its characters.
 * `undefined` when there is nothing to look for. Pure.
 */
function knownSecretPattern(forms) {
    if (forms.length === 0)
        return undefined;
    const alternatives = forms.map((form) => [...form].map(escapeChar).join(form.length > MAX_DISGUISED_LENGTH ? "" : secret_disguises_SEPARATOR));
    return new RegExp(`(\\[REDACTED:[a-z0-9-]{1,40}\\])|${alternatives.join("|")}`, "g");
}

;// CONCATENATED MODULE: ./src/security/secrets/redact.ts
/**
 * Secret redaction for everything Alfred logs, posts, writes to the ledger or sends to the
 * model. Three layers, in this order:
 *
 * 1. **Known values.** The runtime values of the secrets Alfred holds (`knownSecrets`: provider
 *    keys, the GitHub token, the ledger key) are replaced wherever they appear, also in
 *    disguise: URL-encoded, reversed, hex, base64 at any alignment, one character at a time
 *    (see `secret-disguises.ts`). Values shorter than {@link MIN_KNOWN_SECRET_LENGTH} are
 *    ignored, or `abc` would redact half the log.
 * 2. **Shapes** ({@link SECRET_RULES}): ~130 credential formats recognisable on their own — PEM
 *    private keys, JWTs, and the prefixed tokens of ~60 providers (GitHub `ghp_`, AWS `AKIA`,
 *    Slack `xoxb-`, OpenAI `sk-`, Anthropic `sk-ant-`, Stripe `sk_live_`, …), webhook URLs
 *    (Slack, Discord, Teams), passwords in URLs and connection strings (only the password is
 *    replaced: `postgres://app:[REDACTED:password]@db/app`), `Authorization` headers.
 * 3. **Context** ({@link redactAssignments}): values of keys named like secrets
 *    (`password=`, `client_secret:`, `--token x`) when the value looks like a real secret;
 *    values named by their provider (`cloudflare: …`, `OKTA_TOKEN=…`), the password of
 *    `curl -u user:password`, and the values of a Kubernetes `Secret` manifest.
 *
 * Measured on real samples from the public rule sets' own tests (`redact-corpus.test.ts`).
 *
 * Left alone on purpose: git SHAs, lockfile integrity hashes, UUIDs, `${{ secrets.X }}`,
 * `process.env.X`, Stripe *publishable* keys (`pk_live_`, public by design), base64 images.
 * A bare 40-hex or UUID value is only redacted when a secret-sounding key names it.
 *
 * Output uses `[REDACTED:<kind>]`. Redaction is idempotent (the marker never matches a rule,
 * and the passes repeat until nothing changes) and linear-time (bounded regular expressions).
 */








// Passes repeat until the text stops changing; one pass normally suffices, the second confirms.
const MAX_PASSES = 4;
function applyRule(text, rule) {
    if (rule.hint !== undefined && !text.includes(rule.hint))
        return text;
    rule.pattern.lastIndex = 0;
    return text.replace(rule.pattern, (...args) => {
        const match = String(args[0]);
        if (match.includes(REDACTED_PREFIX))
            return match;
        const pre = namedGroup(args, "pre") ?? "";
        const secret = namedGroup(args, "secret") ?? match.slice(pre.length);
        if (rule.validate && !rule.validate(secret, pre))
            return match;
        if (isPlaceholderToken(secret, rule.minEntropy))
            return match;
        return pre + marker(rule.kind) + match.slice(pre.length + secret.length);
    });
}
// The same few secrets are passed on every call; compiling their pattern once per set keeps a
// stream of small writes cheap.
const matcherCache = new Map();
const MATCHER_CACHE_SIZE = 32;
function cachedKnownMatcher(knownSecrets) {
    if (knownSecrets.length === 0)
        return undefined;
    const key = knownSecrets.join("\u0000");
    if (matcherCache.has(key))
        return matcherCache.get(key);
    const forms = knownSecretForms(knownSecrets);
    const pattern = knownSecretPattern(forms);
    const matcher = pattern === undefined ? undefined : { pattern, squeezed: forms.map(squeezeSeparators) };
    if (matcherCache.size >= MATCHER_CACHE_SIZE)
        matcherCache.clear();
    matcherCache.set(key, matcher);
    return matcher;
}
/**
 * The known forms replaced. The pattern (dozens of forms, a separator class between every
 * character) costs far more per character than a substring search, and nearly every text holds
 * none of them: {@link squeezeSeparators} tells which texts cannot match, for a few `includes`.
 */
function replaceKnownForms(text, known) {
    if (known === undefined)
        return text;
    const squeezed = squeezeSeparators(text);
    if (!known.squeezed.some((form) => squeezed.includes(form)))
        return text;
    return text.replace(known.pattern, (_match, existing) => existing ?? marker("secret"));
}
function redactOnce(text, known) {
    let result = replaceKnownForms(text, known);
    result = redactPrivateKeys(result);
    result = redactKubernetesSecrets(result);
    result = redactCurlCredentials(result);
    for (const rule of SECRET_RULES)
        result = applyRule(result, rule);
    return redactAssignments(result);
}
/**
 * Replaces credentials in `text` with `[REDACTED:<kind>]`: the exact `knownSecrets` (as
 * `[REDACTED:secret]`), then ~70 credential shapes, then secret-looking values of
 * secret-named keys. See the rules at the top of this file.
 *
 * Idempotent: `redact(redact(x)) === redact(x)`. Runs in time linear in the input.
 *
 * @param text - any text: a log, a tool output, a file, a comment body.
 * @param options - `knownSecrets`: runtime secret values to redact wherever they appear.
 * @returns the text with secrets replaced; unchanged when it holds none.
 * @throws never.
 */
function redact(text, options) {
    if (text === "")
        return text;
    const known = cachedKnownMatcher(options?.knownSecrets ?? []);
    let current = text;
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
        const next = redactOnce(current, known);
        if (next === current)
            return next;
        current = next;
    }
    return current;
}


/***/ }),

/***/ 35526:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ createRedactor)
/* harmony export */ });
/* unused harmony export createHoldBack */
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(18867);
/**
 * The one redaction step every outward channel passes through (issue 9, item 7): CLI stdout,
 * stderr and `--json`, the Action's job log, annotations, job summary and outputs, every body
 * sent to GitHub (PR title and body, comments, the progress comment), `summary.json` and the
 * artifact. An entry point builds one {@link Redactor} with every secret input it holds
 * (provider keys, the GitHub token, the ledger key, `ACTIONS_RUNTIME_TOKEN`, …) and hands it to
 * the writer of each channel, so no call site has to remember to redact.
 *
 * Streams need more than per-write redaction: a model's text arrives in small deltas, and a
 * token split over two writes matches no rule. {@link createHoldBack} keeps a window of recent
 * text back until it can no longer be part of a secret. Pure: no I/O.
 */

function isPlainObject(value) {
    const prototype = Object.getPrototypeOf(value);
    return prototype === Object.prototype || prototype === null;
}
/**
 * Creates the redactor of one entry point.
 * @param knownSecrets - every secret value the process holds; values shorter than
 *   `MIN_KNOWN_SECRET_LENGTH` are ignored by {@link redact}.
 * @throws never.
 */
function createRedactor(knownSecrets) {
    const secrets = [...new Set(knownSecrets.filter((secret) => secret !== ""))];
    const options = { knownSecrets: secrets };
    const text = (input) => (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E)(input, options);
    const value = (input, depth = 0) => {
        if (typeof input === "string")
            return text(input);
        if (typeof input !== "object" || input === null || depth > 64)
            return input;
        if (Array.isArray(input))
            return input.map((item) => value(item, depth + 1));
        if (!isPlainObject(input))
            return input;
        return Object.fromEntries(Object.entries(input).map(([key, item]) => [key, value(item, depth + 1)]));
    };
    return { knownSecrets: secrets, text, value: (input) => value(input) };
}
/** Held text is written out in full past this many windows, whatever the cut looks like. */
const MAX_WINDOWS_HELD = 16;
/**
 * A buffer that redacts a stream written in arbitrary pieces. With `windowChars` 0 every
 * chunk is redacted on its own and returned at once (for a terminal, where prompts and
 * streamed text must show as they come). Otherwise the last `windowChars` characters are held
 * back, and text is released in batches, cut at a line break where no secret straddles the
 * cut; a credential longer than the window that is split across writes can escape.
 * @param redactText - the redaction step, usually {@link Redactor.text}.
 * @param windowChars - how much text to hold back; 4096 covers every rule but long JWTs.
 * @throws never.
 */
function createHoldBack(redactText, windowChars) {
    let pending = "";
    // After a cut that a secret straddled, wait for another window of text before trying again,
    // so small writes do not redact the same held text over and over.
    let nextTry = 0;
    const release = () => {
        const limit = pending.length - windowChars;
        const newline = pending.lastIndexOf("\n", limit - 1);
        const cut = newline >= 0 ? newline + 1 : limit;
        const head = redactText(pending.slice(0, cut));
        const tail = pending.slice(cut);
        const whole = redactText(pending);
        if (whole === head + redactText(tail)) {
            pending = tail;
            nextTry = 0;
            return head;
        }
        // A secret straddles the cut: wait for more text, or give up holding and write it all.
        if (pending.length < windowChars * MAX_WINDOWS_HELD) {
            nextTry = pending.length + windowChars;
            return "";
        }
        pending = "";
        return whole;
    };
    return {
        push: (chunk) => {
            if (windowChars <= 0)
                return redactText(chunk);
            pending += chunk;
            return pending.length >= Math.max(windowChars * 2, nextTry) ? release() : "";
        },
        end: () => {
            const rest = pending === "" ? "" : redactText(pending);
            pending = "";
            nextTry = 0;
            return rest;
        },
    };
}


/***/ }),

/***/ 16181:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ inertMarkdown),
/* harmony export */   M: () => (/* binding */ defuseClosingKeywords)
/* harmony export */ });
/**
 * Model-written text made inert before it reaches GitHub (issue 26): the pull request's title
 * and body, comments, the progress comment and commit messages carry feature descriptions,
 * rubric reasoning and blocked reasons that a prompt-injected model (or the repository's own
 * `feature_list.json`) wrote. Three things GitHub acts on are defused:
 *
 * - **Closing keywords.** `Fixes #1`, `closes owner/repo#2`, `Resolves: #3`, `fixed
 *   https://github.com/o/r/issues/4`: merging the pull request (or pushing the commit to the
 *   default branch) would close those issues. A zero-width space after the keyword's first letter
 *   leaves it readable and no longer a keyword. Only Alfred itself writes `Closes #N`, for the
 *   issue it implements, outside this function.
 * - **Images and links.** `![x](https://host/beacon.png)`, `![x][ref]`, `[text](url)`,
 *   `[ref]: url` and bare or `<…>` autolinks: an image is fetched when anyone opens the page (a view
 *   beacon), a link invites a click. `[` is escaped (no image, link or reference definition can
 *   form) and `://` / `www.` get a zero-width space, so no autolink forms either. The text stays
 *   readable; nothing is fetched. (HTML such as `<img>` is escaped by the callers, which escape
 *   `<`.)
 * - **Mentions** stay the callers' (`@` + zero-width space).
 *
 * Code spans and fenced code blocks are left as they are: nothing in them renders or links, and
 * a review's suggested change must stay applicable. Pure.
 */
const ZWSP = "\u200b";
// GitHub's closing keywords, followed on the same line, past a little punctuation (`Fixes: #3`,
// `**Fixes** #3`, `fixes (#3)`), by an issue reference (`#3`, `owner/repo#3`, `GH-3`) or a URL.
const CLOSING = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?=[^\w\n]{0,8}(?:(?:[\w.-]+\/[\w.-]+)?#\d|GH-\d|https?:\/\/))/gi;
/** Code spans (`…`, ``…``) and fenced blocks (``` or ~~~), which are copied unchanged. */
const CODE = /(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n\1[^\n]*(?=\n|$)|$)|(`+)[^`\n]{1,500}?\2(?!`)/g;
/** `Fixes #1` → `F\u200bixes #1`: readable, and no longer a closing keyword. Pure. */
function defuseClosingKeywords(text) {
    return text.replace(CLOSING, (keyword) => `${keyword.charAt(0)}${ZWSP}${keyword.slice(1)}`);
}
function inertProse(prose) {
    return (defuseClosingKeywords(prose)
        // An even run of backslashes (none included) leaves `[` live: add one.
        .replace(/(\\*)\[/g, (all, slashes) => slashes.length % 2 === 1 ? all : `${slashes}\\[`)
        .replace(/(?<=[A-Za-z])(?=:\/\/)/g, ZWSP)
        .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${ZWSP}.`));
}
/**
 * Model-written Markdown with closing keywords, images, links and autolinks made inert (see the
 * top of this file); code spans and fenced blocks unchanged. Idempotent. Pure.
 */
function inertMarkdown(text) {
    let out = "";
    let copied = 0;
    CODE.lastIndex = 0;
    for (let code = CODE.exec(text); code !== null; code = CODE.exec(text)) {
        out += inertProse(text.slice(copied, code.index)) + code[0];
        copied = code.index + code[0].length;
    }
    return out + inertProse(text.slice(copied));
}


/***/ }),

/***/ 46071:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ knownSecretValues)
/* harmony export */ });
/* unused harmony export holdsSecretValue */
/** Shorter values are too likely to occur by chance to be redacted everywhere. */
const MIN_SECRET_LENGTH = 8;
/**
 * Names whose *value* is a secret: tokens, passwords, keys, cookies, DSNs, webhook
 * URLs. (The environment scrubber drops more — paths, sockets, `GIT_CONFIG*`,
 * `GITHUB_ENV` — whose values are not secrets and must not be redacted everywhere.)
 */
const SECRET_VALUE_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API[_-]?KEY|ACCESS[_-]?KEY|PRIVATE[_-]?KEY|(^|[_-])KEY$|[_-]PAT$|COOKIE|DSN|WEBHOOK|CONNECTION[_-]?STRING)/;
/** True when `name` (an Action input's own name for `INPUT_*`) says its value is a secret. */
function holdsSecretValue(name) {
    const upper = name.toUpperCase();
    return SECRET_VALUE_NAME.test(upper.startsWith("INPUT_") ? upper.slice("INPUT_".length) : upper);
}
/**
 * The runtime values of the secrets in `env` — provider keys, tokens, the ledger
 * key, secret Action inputs — to be redacted wherever they would reach the
 * model, a log, a comment or the ledger.
 */
function knownSecretValues(env) {
    const secrets = new Set();
    for (const [name, value] of Object.entries(env)) {
        if (value !== undefined && value.length >= MIN_SECRET_LENGTH && holdsSecretValue(name))
            secrets.add(value);
    }
    return [...secrets];
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 71553:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns/promises");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 80481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ }),

/***/ 41514:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ZodAny: () => (/* binding */ ZodAny),
  ZodArray: () => (/* binding */ ZodArray),
  ZodBase64: () => (/* binding */ ZodBase64),
  ZodBase64URL: () => (/* binding */ ZodBase64URL),
  ZodBigInt: () => (/* binding */ ZodBigInt),
  ZodBigIntFormat: () => (/* binding */ ZodBigIntFormat),
  ZodBoolean: () => (/* binding */ ZodBoolean),
  ZodCIDRv4: () => (/* binding */ ZodCIDRv4),
  ZodCIDRv6: () => (/* binding */ ZodCIDRv6),
  ZodCUID: () => (/* binding */ ZodCUID),
  ZodCUID2: () => (/* binding */ ZodCUID2),
  ZodCatch: () => (/* binding */ ZodCatch),
  ZodCodec: () => (/* binding */ ZodCodec),
  ZodCreditCard: () => (/* binding */ ZodCreditCard),
  ZodCustom: () => (/* binding */ ZodCustom),
  ZodCustomStringFormat: () => (/* binding */ ZodCustomStringFormat),
  ZodDate: () => (/* binding */ ZodDate),
  ZodDefault: () => (/* binding */ ZodDefault),
  ZodDiscriminatedUnion: () => (/* binding */ ZodDiscriminatedUnion),
  ZodE164: () => (/* binding */ ZodE164),
  ZodEmail: () => (/* binding */ ZodEmail),
  ZodEmoji: () => (/* binding */ ZodEmoji),
  ZodEnum: () => (/* binding */ ZodEnum),
  ZodExactOptional: () => (/* binding */ ZodExactOptional),
  ZodFile: () => (/* binding */ ZodFile),
  ZodFunction: () => (/* binding */ ZodFunction),
  ZodGUID: () => (/* binding */ ZodGUID),
  ZodIBAN: () => (/* binding */ ZodIBAN),
  ZodIPv4: () => (/* binding */ ZodIPv4),
  ZodIPv6: () => (/* binding */ ZodIPv6),
  ZodISODate: () => (/* binding */ ZodISODate),
  ZodISODateTime: () => (/* binding */ ZodISODateTime),
  ZodISODuration: () => (/* binding */ ZodISODuration),
  ZodISOTime: () => (/* binding */ ZodISOTime),
  ZodInstanceOf: () => (/* binding */ ZodInstanceOf),
  ZodIntersection: () => (/* binding */ ZodIntersection),
  ZodJWT: () => (/* binding */ ZodJWT),
  ZodKSUID: () => (/* binding */ ZodKSUID),
  ZodLazy: () => (/* binding */ ZodLazy),
  ZodLiteral: () => (/* binding */ ZodLiteral),
  ZodMAC: () => (/* binding */ ZodMAC),
  ZodMap: () => (/* binding */ ZodMap),
  ZodNaN: () => (/* binding */ ZodNaN),
  ZodNanoID: () => (/* binding */ ZodNanoID),
  ZodNever: () => (/* binding */ ZodNever),
  ZodNonOptional: () => (/* binding */ ZodNonOptional),
  ZodNull: () => (/* binding */ ZodNull),
  ZodNullable: () => (/* binding */ ZodNullable),
  ZodNumber: () => (/* binding */ ZodNumber),
  ZodNumberFormat: () => (/* binding */ ZodNumberFormat),
  ZodObject: () => (/* binding */ ZodObject),
  ZodOptional: () => (/* binding */ ZodOptional),
  ZodPipe: () => (/* binding */ ZodPipe),
  ZodPrefault: () => (/* binding */ ZodPrefault),
  ZodPreprocess: () => (/* binding */ ZodPreprocess),
  ZodPromise: () => (/* binding */ ZodPromise),
  ZodReadonly: () => (/* binding */ ZodReadonly),
  ZodRecord: () => (/* binding */ ZodRecord),
  ZodSet: () => (/* binding */ ZodSet),
  ZodString: () => (/* binding */ ZodString),
  ZodStringFormat: () => (/* binding */ ZodStringFormat),
  ZodSuccess: () => (/* binding */ ZodSuccess),
  ZodSymbol: () => (/* binding */ ZodSymbol),
  ZodTemplateLiteral: () => (/* binding */ ZodTemplateLiteral),
  ZodTransform: () => (/* binding */ ZodTransform),
  ZodTuple: () => (/* binding */ ZodTuple),
  ZodType: () => (/* binding */ ZodType),
  ZodULID: () => (/* binding */ ZodULID),
  ZodURL: () => (/* binding */ ZodURL),
  ZodUUID: () => (/* binding */ ZodUUID),
  ZodUndefined: () => (/* binding */ ZodUndefined),
  ZodUnion: () => (/* binding */ ZodUnion),
  ZodUnknown: () => (/* binding */ ZodUnknown),
  ZodVoid: () => (/* binding */ ZodVoid),
  ZodXID: () => (/* binding */ ZodXID),
  ZodXor: () => (/* binding */ ZodXor),
  _ZodString: () => (/* binding */ _ZodString),
  _default: () => (/* binding */ _default),
  _function: () => (/* binding */ _function),
  any: () => (/* binding */ any),
  array: () => (/* binding */ array),
  base64: () => (/* binding */ base64),
  base64url: () => (/* binding */ base64url),
  bigint: () => (/* binding */ bigint),
  boolean: () => (/* binding */ schemas_boolean),
  "catch": () => (/* binding */ _catch),
  check: () => (/* binding */ check),
  cidrv4: () => (/* binding */ cidrv4),
  cidrv6: () => (/* binding */ cidrv6),
  codec: () => (/* binding */ codec),
  creditCard: () => (/* binding */ creditCard),
  cuid: () => (/* binding */ cuid),
  cuid2: () => (/* binding */ cuid2),
  currencyCode: () => (/* binding */ currencyCode),
  custom: () => (/* binding */ custom),
  date: () => (/* binding */ date),
  describe: () => (/* binding */ describe),
  discriminatedUnion: () => (/* binding */ discriminatedUnion),
  e164: () => (/* binding */ e164),
  email: () => (/* binding */ email),
  emoji: () => (/* binding */ emoji),
  "enum": () => (/* binding */ _enum),
  exactOptional: () => (/* binding */ exactOptional),
  file: () => (/* binding */ file),
  float32: () => (/* binding */ float32),
  float64: () => (/* binding */ float64),
  "function": () => (/* binding */ _function),
  guid: () => (/* binding */ guid),
  hash: () => (/* binding */ hash),
  hex: () => (/* binding */ hex),
  hostname: () => (/* binding */ hostname),
  httpUrl: () => (/* binding */ httpUrl),
  iban: () => (/* binding */ iban),
  "instanceof": () => (/* binding */ _instanceof),
  int: () => (/* binding */ schemas_int),
  int32: () => (/* binding */ int32),
  int64: () => (/* binding */ int64),
  intersection: () => (/* binding */ intersection),
  invertCodec: () => (/* binding */ invertCodec),
  ipv4: () => (/* binding */ ipv4),
  ipv6: () => (/* binding */ ipv6),
  json: () => (/* binding */ json),
  jwt: () => (/* binding */ jwt),
  keyof: () => (/* binding */ keyof),
  ksuid: () => (/* binding */ ksuid),
  lazy: () => (/* binding */ lazy),
  literal: () => (/* binding */ literal),
  looseObject: () => (/* binding */ looseObject),
  looseRecord: () => (/* binding */ looseRecord),
  mac: () => (/* binding */ mac),
  map: () => (/* binding */ map),
  meta: () => (/* binding */ meta),
  nan: () => (/* binding */ nan),
  nanoid: () => (/* binding */ nanoid),
  nativeEnum: () => (/* binding */ nativeEnum),
  never: () => (/* binding */ never),
  nonoptional: () => (/* binding */ nonoptional),
  "null": () => (/* binding */ _null),
  nullable: () => (/* binding */ nullable),
  nullish: () => (/* binding */ nullish),
  number: () => (/* binding */ number),
  object: () => (/* binding */ object),
  optional: () => (/* binding */ optional),
  partialRecord: () => (/* binding */ partialRecord),
  pipe: () => (/* binding */ pipe),
  prefault: () => (/* binding */ prefault),
  preprocess: () => (/* binding */ preprocess),
  promise: () => (/* binding */ promise),
  readonly: () => (/* binding */ readonly),
  record: () => (/* binding */ record),
  refine: () => (/* binding */ refine),
  set: () => (/* binding */ set),
  strictObject: () => (/* binding */ strictObject),
  string: () => (/* binding */ string),
  stringFormat: () => (/* binding */ stringFormat),
  stringbool: () => (/* binding */ stringbool),
  success: () => (/* binding */ success),
  superRefine: () => (/* binding */ superRefine),
  symbol: () => (/* binding */ symbol),
  templateLiteral: () => (/* binding */ templateLiteral),
  transform: () => (/* binding */ transform),
  tuple: () => (/* binding */ tuple),
  uint32: () => (/* binding */ uint32),
  uint64: () => (/* binding */ uint64),
  ulid: () => (/* binding */ ulid),
  undefined: () => (/* binding */ _undefined),
  union: () => (/* binding */ union),
  unknown: () => (/* binding */ unknown),
  url: () => (/* binding */ url),
  uuid: () => (/* binding */ uuid),
  uuidv4: () => (/* binding */ uuidv4),
  uuidv6: () => (/* binding */ uuidv6),
  uuidv7: () => (/* binding */ uuidv7),
  "void": () => (/* binding */ _void),
  xid: () => (/* binding */ xid),
  xor: () => (/* binding */ xor)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core_core = __nccwpck_require__(88532);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var util = __nccwpck_require__(54723);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/memoizer.js

class $ZodCyclicError extends Error {
    constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
    }
}
/** Keyed off the context object every schema in one parse call already shares. */
const STATE = "~memo";
const NO_ISSUES = [];
// a value a cycle can close through
function isRef(value) {
    return value !== null && typeof value === "object";
}
// Receivers prefix paths in place, so the cache and every hand-out need their own copies.
function cloneIssues(issues) {
    return issues.map((iss) => (iss.path ? { ...iss, path: iss.path.slice() } : { ...iss }));
}
const recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
const NONE = 0;
const ASSUMED = 1;
const PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
    const cached = recursive.get(inst);
    if (cached !== undefined)
        return cached ? PROVEN : NONE;
    // Relative to the walk in progress, so not cached.
    if (stack.has(inst))
        return PROVEN;
    stack.add(inst);
    let result = NONE;
    const check = (child) => {
        if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
                result = answer;
        }
    };
    // `Reflect.ownKeys` rather than `Object.keys`, so a cycle through a declared symbol key is still seen
    const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            // an object resolves its shape by spread, so a key it does not enumerate is never parsed; `z.properties` reads every own key and so keeps them all
            if (spread && !desc.enumerable)
                continue;
            // resolving runs user code, and a factory mints a fresh subtree per read, so an edge the walk can't follow counts as a cycle
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
                answer = child;
        }
        return answer;
    };
    const merge = (answer) => {
        if (answer > result)
            result = answer;
    };
    const def = inst._zod.def;
    const kind = def.type;
    switch (kind) {
        case "object": {
            const raw = util/* rawShape */.MO(def);
            // a def with no raw shape answers `shape` from an accessor of its own, and running that can mint a whole fresh subtree
            merge(raw ? shape(raw, true) : ASSUMED);
            check(def.catchall);
            break;
        }
        case "array":
            check(def.element);
            break;
        case "tuple":
            for (const el of def.items)
                check(el);
            check(def.rest);
            break;
        case "record":
        case "map":
            check(def.keyType);
            check(def.valueType);
            break;
        case "set":
            check(def.valueType);
            break;
        case "union":
            for (const el of def.options)
                check(el);
            break;
        case "intersection":
            check(def.left);
            check(def.right);
            break;
        case "optional":
        case "nullable":
        case "default":
        case "prefault":
        case "catch":
        case "readonly":
        case "nonoptional":
        case "promise":
        case "success":
            check(def.innerType);
            break;
        case "pipe":
            check(def.in);
            check(def.out);
            break;
        case "function":
            check(def.input);
            check(def.output);
            break;
        // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
        case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
            // walked with resolution off: one hop sees past the deferral, and a lazy that yields only another unresolved lazy is generative, so it stops there
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
        }
        // a leaf by choice: `parts` are regex fragments, not data positions
        case "template_literal":
        // leaves
        case "string":
        case "number":
        case "int":
        case "boolean":
        case "bigint":
        case "symbol":
        case "undefined":
        case "null":
        case "void":
        case "never":
        case "any":
        case "unknown":
        case "date":
        case "nan":
        case "enum":
        case "literal":
        case "file":
        case "transform":
        case "custom":
            break;
        default: {
            // a new built-in kind becomes a compile error here
            kind;
            // a user-defined kind can still hold children, and only its author knows where, so fall back to scanning the def — skipping accessors, since reading one can run user code
            for (const key in def) {
                const desc = Object.getOwnPropertyDescriptor(def, key);
                if (!desc || desc.get)
                    continue;
                const value = desc.value;
                if (!value || typeof value !== "object")
                    continue;
                if (value._zod)
                    check(value);
                else if (Array.isArray(value))
                    for (const el of value)
                        check(el);
            }
        }
    }
    stack.delete(inst);
    return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
    if (answer !== ASSUMED)
        recursive.set(inst, answer === PROVEN);
    return answer;
}
/**
 * Whether one parse can re-enter this schema, i.e. its subtree contains a cycle.
 * Exported for `z.compile`, which refuses to compile such a schema: cycle
 * breaking is driven from here off state keyed on the parse context, and a
 * generated fast path has no context to key on.
 */
function isRecursiveSchema(inst) {
    // z.compile never parses, so nothing would ever resolve a lazy for it; it runs once and already treats a throw here as recursive
    return isRecursive(inst, new Set(), true) !== NONE;
}
function bucketFor(state, inst) {
    let bucket = state.buckets.get(inst);
    if (!bucket) {
        bucket = new WeakMap();
        state.buckets.set(inst, bucket);
    }
    return bucket;
}
// Set immediately before delegating to core and cleared immediately after, so `alloc` registers only for a visit this module is driving.
let handoff;
// Allocated but unfinished entries. `alloc` and the matching pop both happen in the synchronous part of a parse, so they nest even when children are async, and one stack serves every schema.
const memoizer_open = [];
const memo = {
    alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
            return empty;
        handoff = undefined;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
    },
    guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                // The value is a placeholder a back-edge is still waiting on, so the cycle closes through this transform. Its output can't exist in time to bind.
                if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                    throw new $ZodCyclicError();
                return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
    attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        // a recursive schema is re-entered many times per parse and its bucket never changes
        let lastCtx;
        let lastBucket;
        // Wraps `parse` in a deferred so it sees the container's final parse. Core's own deferred copies `parse` into `run` when there are no checks, and it ran first, so `run` is patched to match; with checks, `run` reads `parse` dynamically.
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                if (isRecursiveInst === undefined) {
                    const walked = isRecursive(inst, new Set(), false);
                    if (walked === NONE) {
                        // Nothing here can ever fire, so take it back out.
                        inst._zod.parse = base;
                        if (inst._zod.run === wrapped)
                            inst._zod.run = base;
                        return base(payload, ctx);
                    }
                    // this parse resolves the deferred edges on its own path, so ask once more before latching
                    if (walked === PROVEN || rechecked)
                        isRecursiveInst = true;
                    else
                        rechecked = true;
                }
                const input = payload.value;
                if (!isRef(input))
                    return base(payload, ctx);
                let state = ctx[STATE];
                if (!state) {
                    state = { buckets: new WeakMap(), backEdges: undefined };
                    ctx[STATE] = state;
                }
                let bucket;
                if (lastCtx === ctx) {
                    bucket = lastBucket;
                }
                else {
                    bucket = bucketFor(state, inst);
                    lastCtx = ctx;
                    lastBucket = bucket;
                }
                const hit = bucket.get(input);
                if (hit) {
                    payload.value = hit.value;
                    if (hit.issues) {
                        if (hit.issues.length)
                            payload.issues.push(...cloneIssues(hit.issues));
                    }
                    else {
                        // Still being parsed: its own checks cover it, so skip them here.
                        payload.memo = true;
                        state.backEdges ?? (state.backEdges = new WeakSet());
                        state.backEdges.add(hit.value);
                    }
                    return payload;
                }
                handoff = bucket;
                const depth = memoizer_open.length;
                const result = base(payload, ctx);
                handoff = undefined;
                // A container that rejected its input outright allocated nothing.
                const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
                // Both paths written out so the sync one allocates no closure. It runs once per node, and capturing here cost more than everything else combined.
                if (result instanceof Promise) {
                    return result.then((r) => {
                        if (entry)
                            entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                        return r;
                    });
                }
                if (entry)
                    entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
                return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
    return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
    const backEdges = ctx[STATE]?.backEdges;
    return backEdges !== undefined && isRef(value) && backEdges.has(value);
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/schemas.js + 2 modules
var schemas = __nccwpck_require__(56985);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/registries.js
var registries = __nccwpck_require__(29396);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __nccwpck_require__(43759);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/regexes.js
var regexes = __nccwpck_require__(23908);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/checks.js
var checks = __nccwpck_require__(44890);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __nccwpck_require__(98439);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/to-json-schema.js
var to_json_schema = __nccwpck_require__(87509);
;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = util/* parsedType */.GW(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${util/* stringifyPrimitive */.B7(issue.values[0])}`;
                return `Invalid option: expected one of ${util/* joinValues */.jw(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${util/* joinValues */.jw(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: error(),
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/parse.js
var parse = __nccwpck_require__(4196);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __nccwpck_require__(37428);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/errors.js



/* Prototypes that already carry the lazy helper methods. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
/* Helper methods live as non-enumerable lazy getters on the shared
 * prototype instead of own properties on every instance. On first
 * access the getter allocates the per-instance closure and caches it
 * as a non-enumerable own property, so detached usage still works and
 * the allocation only happens for methods actually touched. */
function _lazyMethod(proto, key, make) {
    Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
        },
        set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
        },
    });
}
const initializer = (inst, issues) => {
    errors/* $ZodError */.a$.init(inst, issues);
    inst.name = "ZodError";
    const proto = Object.getPrototypeOf(inst);
    if (_installedErrorProtos.has(proto))
        return;
    _installedErrorProtos.add(proto);
    _lazyMethod(proto, "format", (self) => (mapper) => errors/* formatError */.Wk(self, mapper));
    _lazyMethod(proto, "flatten", (self) => (mapper) => errors/* flattenError */.JM(self, mapper));
    _lazyMethod(proto, "addIssue", (self) => (issue) => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, util/* jsonStringifyReplacer */.k8, 2);
    });
    _lazyMethod(proto, "addIssues", (self) => (issues) => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, util/* jsonStringifyReplacer */.k8, 2);
    });
    Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
            return this.issues.length === 0;
        },
    });
};
const ZodError = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodError", initializer)));
const ZodRealError = /*@__PURE__*/ core_core/* $constructor */.xI("ZodError", initializer, undefined, {
    Parent: Error,
});
// /** @deprecated Use `z.core.$ZodErrorMapCtx` instead. */
// export type ErrorMapCtx = core.$ZodErrorMapCtx;

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/parse.js


const parse_parse = /* @__PURE__ */ parse/* _parse */.Tj(ZodRealError);
const parseAsync = /* @__PURE__ */ parse/* _parseAsync */.Rb(ZodRealError);
const safeParse = /* @__PURE__ */ parse/* _safeParse */.Od(ZodRealError);
const safeParseAsync = /* @__PURE__ */ parse/* _safeParseAsync */.wG(ZodRealError);

// Codec functions
const encode = /* @__PURE__ */ parse/* _encode */.Mv(ZodRealError);
const decode = /* @__PURE__ */ parse/* _decode */.e2(ZodRealError);
const encodeAsync = /* @__PURE__ */ parse/* _encodeAsync */.GW(ZodRealError);
const decodeAsync = /* @__PURE__ */ parse/* _decodeAsync */.or(ZodRealError);
const safeEncode = /* @__PURE__ */ parse/* _safeEncode */.rh(ZodRealError);
const safeDecode = /* @__PURE__ */ parse/* _safeDecode */.VS(ZodRealError);
const safeEncodeAsync = /* @__PURE__ */ parse/* _safeEncodeAsync */.v_(ZodRealError);
const safeDecodeAsync = /* @__PURE__ */ parse/* _safeDecodeAsync */.R3(ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/schemas.js








// Register English as the default locale on first ZodType construction. Hooked into the `ZodType` `$constructor` (rather than a top-level `config(en())` in `external.ts`) so bundlers honoring `sideEffects: false` can't tree-shake it out — see #5953, #5725. An explicit `z.config(z.locales.xx())` call wins regardless of order, since this only sets the default when none is present.
function _ensureDefaultLocale() {
    if (!core_core/* globalConfig */.cr.localeError)
        core_core/* config */.$W(en());
}
// the default memoizer is read by the core container init, which runs before `ZodType.init`, so each container calls this first
function _ensureDefaultMemoizer() {
    if (!core_core/* globalConfig */.cr.memoizer)
        core_core/* config */.$W({ memoizer: memoizer() });
}
const ZodType = /*@__PURE__*/ core_core/* $constructor */.xI("ZodType", (inst, def) => {
    _ensureDefaultLocale();
    schemas/* $ZodType */.W4.init(inst, def);
    inst.def = def;
    inst.type = def.type;
    return inst;
}, {
    check(...chks) {
        const def = this.def;
        return this.clone(util/* mergeDefs */.zM(def, {
            checks: [
                ...(def.checks ?? []),
                ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }), { parent: true });
    },
    with(...chks) {
        return this.check(...chks);
    },
    clone(def, params) {
        return util/* clone */.o8(this, def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    refine(check, params) {
        return this.check(refine(check, params));
    },
    superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
    },
    overwrite(fn) {
        return this.check(api/* _overwrite */.bS(fn));
    },
    optional() {
        return optional(this);
    },
    exactOptional() {
        return exactOptional(this);
    },
    nullable() {
        return nullable(this);
    },
    nullish() {
        return optional(nullable(this));
    },
    nonoptional(params) {
        return nonoptional(this, params);
    },
    array() {
        return array(this);
    },
    or(arg) {
        return union([this, arg]);
    },
    and(arg) {
        return intersection(this, arg);
    },
    transform(tx) {
        return pipe(this, transform(tx));
    },
    default(d) {
        return _default(this, d);
    },
    prefault(d) {
        return prefault(this, d);
    },
    catch(params) {
        return _catch(this, params);
    },
    pipe(target) {
        return pipe(this, target);
    },
    readonly() {
        return readonly(this);
    },
    describe(description) {
        const cl = this.clone();
        registries/* globalRegistry */.fd.add(cl, { description });
        return cl;
    },
    meta(...args) {
        // overloaded: meta() returns the registered metadata, meta(data) returns a clone with `data` registered. The mapped type picks up the second overload, so we accept variadic any-args and return `any` to satisfy both at runtime.
        if (args.length === 0)
            return registries/* globalRegistry */.fd.get(this);
        const cl = this.clone();
        registries/* globalRegistry */.fd.add(cl, args[0]);
        return cl;
    },
    isOptional() {
        return this.safeParse(undefined).success;
    },
    isNullable() {
        return this.safeParse(null).success;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
    // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
    get "~standard"() {
        return util/* hide */.jD(this, "~standard", {
            ...schemas/* standardProps */.YK(this),
            jsonSchema: {
                input: (0,to_json_schema/* createStandardJSONSchemaMethod */.uE)(this, "input"),
                output: (0,to_json_schema/* createStandardJSONSchemaMethod */.uE)(this, "output"),
            },
        });
    },
    set "~standard"(value) {
        util/* own */.qh(this, "~standard", value);
    },
    parse: function _parse(data, params) {
        return parse_parse(this, data, params, { callee: _parse });
    },
    parseAsync: async function _parseAsync(data, params) {
        return await parseAsync(this, data, params, { callee: _parseAsync });
    },
    safeParse(data, params) {
        return safeParse(this, data, params);
    },
    async safeParseAsync(data, params) {
        return safeParseAsync(this, data, params);
    },
    // `spa` is an alias: same function object as `safeParseAsync`, as before.
    get spa() {
        return this?.safeParseAsync;
    },
    set spa(value) {
        util/* own */.qh(this, "spa", value);
    },
    validate(data, params) {
        return parse/* validate */.tf(this, data, params);
    },
    validateAsync(data, params) {
        return parse/* validateAsync */.F0(this, data, params);
    },
    encode: function _encode(data, params) {
        return encode(this, data, params, { callee: _encode });
    },
    decode: function _decode(data, params) {
        return decode(this, data, params, { callee: _decode });
    },
    encodeAsync: async function _encodeAsync(data, params) {
        return await encodeAsync(this, data, params, { callee: _encodeAsync });
    },
    decodeAsync: async function _decodeAsync(data, params) {
        return await decodeAsync(this, data, params, { callee: _decodeAsync });
    },
    safeEncode(data, params) {
        return safeEncode(this, data, params);
    },
    safeDecode(data, params) {
        return safeDecode(this, data, params);
    },
    async safeEncodeAsync(data, params) {
        return safeEncodeAsync(this, data, params);
    },
    async safeDecodeAsync(data, params) {
        return safeDecodeAsync(this, data, params);
    },
    toJSONSchema(params) {
        return (0,to_json_schema/* createToJSONSchemaMethod */.OA)(this, {})(params);
    },
    // Reads through to the registry on every access, so it must not cache.
    get description() {
        return registries/* globalRegistry */.fd.get(this)?.description;
    },
    // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
    get _def() {
        return this._zod.def;
    },
});
/** @internal */
const _ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("_ZodString", (inst, def) => {
    schemas/* $ZodString */.$v.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* stringProcessor */.SW(inst, ctx, json, params);
}, 
/*@__PURE__*/ util/* derived */.un({
    format: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).format ?? null,
    minLength: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).minimum ?? null,
    maxLength: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).maximum ?? null,
}, {
    regex(...args) {
        return this.check(api/* _regex */.Fk(...args));
    },
    includes(...args) {
        return this.check(api/* _includes */.dR(...args));
    },
    startsWith(...args) {
        return this.check(api/* _startsWith */.$S(...args));
    },
    endsWith(...args) {
        return this.check(api/* _endsWith */.ER(...args));
    },
    min(...args) {
        return this.check(api/* _minLength */.m9(...args));
    },
    max(...args) {
        return this.check(api/* _maxLength */.Eb(...args));
    },
    length(...args) {
        return this.check(api/* _length */.YA(...args));
    },
    nonempty(...args) {
        return this.check(api/* _minLength */.m9(1, ...args));
    },
    lowercase(params) {
        return this.check(api/* _lowercase */.hH(params));
    },
    uppercase(params) {
        return this.check(api/* _uppercase */.qF(params));
    },
    trim() {
        return this.check(api/* _trim */.WN());
    },
    normalize(...args) {
        return this.check(api/* _normalize */.lo(...args));
    },
    toLowerCase() {
        return this.check(api/* _toLowerCase */.Il());
    },
    toUpperCase() {
        return this.check(api/* _toUpperCase */.xY());
    },
    slugify() {
        return this.check(api/* _slugify */.TL());
    },
}));
const ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("ZodString", (inst, def) => {
    schemas/* $ZodString */.$v.init(inst, def);
    _ZodString.init(inst, def);
}, {
    email(params) {
        return this.check(api/* _email */.Mu(ZodEmail, params));
    },
    url(params) {
        return this.check(api/* _url */.Fn(ZodURL, params));
    },
    jwt(params) {
        return this.check(api/* _jwt */.rk(ZodJWT, params));
    },
    emoji(params) {
        return this.check(api/* _emoji */.aC(ZodEmoji, params));
    },
    guid(params) {
        return this.check(api/* _guid */.tB(ZodGUID, params));
    },
    uuid(params) {
        return this.check(api/* _uuid */.Be(ZodUUID, params));
    },
    uuidv4(params) {
        return this.check(api/* _uuidv4 */.nA(ZodUUID, params));
    },
    uuidv6(params) {
        return this.check(api/* _uuidv6 */.pY(ZodUUID, params));
    },
    uuidv7(params) {
        return this.check(api/* _uuidv7 */.wA(ZodUUID, params));
    },
    nanoid(params) {
        return this.check(api/* _nanoid */.Dl(ZodNanoID, params));
    },
    cuid(params) {
        return this.check(api/* _cuid */.fs(ZodCUID, params));
    },
    cuid2(params) {
        return this.check(api/* _cuid2 */.Bj(ZodCUID2, params));
    },
    ulid(params) {
        return this.check(api/* _ulid */.Ct(ZodULID, params));
    },
    base64(params) {
        return this.check(api/* _base64 */.rt(ZodBase64, params));
    },
    base64url(params) {
        return this.check(api/* _base64url */.cU(ZodBase64URL, params));
    },
    xid(params) {
        return this.check(api/* _xid */.Pw(ZodXID, params));
    },
    ksuid(params) {
        return this.check(api/* _ksuid */._z(ZodKSUID, params));
    },
    ipv4(params) {
        return this.check(api/* _ipv4 */.Ny(ZodIPv4, params));
    },
    ipv6(params) {
        return this.check(api/* _ipv6 */.$O(ZodIPv6, params));
    },
    cidrv4(params) {
        return this.check(api/* _cidrv4 */.Uy(ZodCIDRv4, params));
    },
    cidrv6(params) {
        return this.check(api/* _cidrv6 */.gP(ZodCIDRv6, params));
    },
    e164(params) {
        return this.check(api/* _e164 */.KB(ZodE164, params));
    },
    datetime(params) {
        return this.check(api/* _isoDateTime */.G1(ZodISODateTime, params));
    },
    date(params) {
        return this.check(api/* _isoDate */.db(ZodISODate, params));
    },
    time(params) {
        return this.check(api/* _isoTime */.Kn(ZodISOTime, params));
    },
    duration(params) {
        return this.check(api/* _isoDuration */.f2(ZodISODuration, params));
    },
});
function string(params) {
    return api/* _string */.Rl(ZodString, params);
}
const ZodStringFormat = /*@__PURE__*/ core_core/* $constructor */.xI("ZodStringFormat", (inst, def) => {
    schemas/* $ZodStringFormat */.EY.init(inst, def);
    _ZodString.init(inst, def);
});
const ZodISODateTime = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISODateTime", (inst, def) => {
    schemas/* $ZodISODateTime */.Ko.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODate = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISODate", (inst, def) => {
    schemas/* $ZodISODate */.v1.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISOTime = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISOTime", (inst, def) => {
    schemas/* $ZodISOTime */.Ax.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODuration = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISODuration", (inst, def) => {
    schemas/* $ZodISODuration */.$N.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodEmail = /*@__PURE__*/ core_core/* $constructor */.xI("ZodEmail", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodEmail */.qG.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function email(params) {
    return api/* _email */.Mu(ZodEmail, params);
}
const ZodGUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodGUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodGUID */.Zc.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function guid(params) {
    return api/* _guid */.tB(ZodGUID, params);
}
const ZodUUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodUUID */.Zn.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function uuid(params) {
    return api/* _uuid */.Be(ZodUUID, params);
}
function uuidv4(params) {
    return api/* _uuidv4 */.nA(ZodUUID, params);
}
// ZodUUIDv6
function uuidv6(params) {
    return api/* _uuidv6 */.pY(ZodUUID, params);
}
// ZodUUIDv7
function uuidv7(params) {
    return api/* _uuidv7 */.wA(ZodUUID, params);
}
const ZodURL = /*@__PURE__*/ core_core/* $constructor */.xI("ZodURL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodURL */.VY.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function url(params) {
    return api/* _url */.Fn(ZodURL, params);
}
function httpUrl(params) {
    return api/* _url */.Fn(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodEmoji = /*@__PURE__*/ core_core/* $constructor */.xI("ZodEmoji", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodEmoji */.cG.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function emoji(params) {
    return api/* _emoji */.aC(ZodEmoji, params);
}
const ZodNanoID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNanoID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodNanoID */.Py.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function nanoid(params) {
    return api/* _nanoid */.Dl(ZodNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodCUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodCUID */.bl.init(inst, def);
    ZodStringFormat.init(inst, def);
});
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
function cuid(params) {
    return api/* _cuid */.fs(ZodCUID, params);
}
const ZodCUID2 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCUID2", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodCUID2 */.Zu.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function cuid2(params) {
    return api/* _cuid2 */.Bj(ZodCUID2, params);
}
const ZodULID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodULID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodULID */.g5.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function ulid(params) {
    return api/* _ulid */.Ct(ZodULID, params);
}
const ZodXID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodXID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodXID */.TF.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function xid(params) {
    return api/* _xid */.Pw(ZodXID, params);
}
const ZodKSUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodKSUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodKSUID */.GY.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function ksuid(params) {
    return api/* _ksuid */._z(ZodKSUID, params);
}
const ZodIPv4 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIPv4", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodIPv4 */.Lc.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function ipv4(params) {
    return api/* _ipv4 */.Ny(ZodIPv4, params);
}
const ZodMAC = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMAC", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodMAC */.rO.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function mac(params) {
    return api/* _mac */.R8(ZodMAC, params);
}
const ZodIPv6 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIPv6", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodIPv6 */.Zy.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function ipv6(params) {
    return api/* _ipv6 */.$O(ZodIPv6, params);
}
const ZodCIDRv4 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCIDRv4", (inst, def) => {
    schemas/* $ZodCIDRv4 */.CI.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function cidrv4(params) {
    return api/* _cidrv4 */.Uy(ZodCIDRv4, params);
}
const ZodCIDRv6 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCIDRv6", (inst, def) => {
    schemas/* $ZodCIDRv6 */.Cn.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function cidrv6(params) {
    return api/* _cidrv6 */.gP(ZodCIDRv6, params);
}
const ZodBase64 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBase64", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodBase64 */.Dq.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function base64(params) {
    return api/* _base64 */.rt(ZodBase64, params);
}
const ZodBase64URL = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBase64URL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodBase64URL */.CQ.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function base64url(params) {
    return api/* _base64url */.cU(ZodBase64URL, params);
}
const ZodE164 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodE164", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodE164 */.Oy.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function e164(params) {
    return api/* _e164 */.KB(ZodE164, params);
}
const ZodCreditCard = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCreditCard", (inst, def) => {
    schemas/* $ZodCreditCard */.ZZ.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function creditCard(params) {
    return api/* _creditCard */.vN(ZodCreditCard, params);
}
const ZodIBAN = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIBAN", (inst, def) => {
    schemas/* $ZodIBAN */.ew.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function iban(params) {
    return api/* _iban */.aZ(ZodIBAN, params);
}
const ZodJWT = /*@__PURE__*/ core_core/* $constructor */.xI("ZodJWT", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodJWT */.h8.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function jwt(params) {
    return api/* _jwt */.rk(ZodJWT, params);
}
const ZodCustomStringFormat = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCustomStringFormat", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodCustomStringFormat */.ZQ.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function stringFormat(format, fnOrRegex, _params = {}) {
    return api/* _stringFormat */.Af(ZodCustomStringFormat, format, fnOrRegex, _params);
}
function hostname(_params) {
    return api/* _stringFormat */.Af(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
}
function hex(_params) {
    return api/* _stringFormat */.Af(ZodCustomStringFormat, "hex", regexes.hex, _params);
}
function currencyCode(_params) {
    return api/* _stringFormat */.Af(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = regexes[format];
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return api/* _stringFormat */.Af(ZodCustomStringFormat, format, regex, params);
}
const ZodNumber = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNumber", (inst, def) => {
    schemas/* $ZodNumber */.vz.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* numberProcessor */.Wg(inst, ctx, json, params);
    inst.isFinite = true;
}, 
/*@__PURE__*/ util/* derived */.un({
    minValue: (inst) => {
        const { minimum, exclusiveMinimum } = json_schema_processors/* aggregateChecks */.Fs(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
        const { maximum, exclusiveMaximum } = json_schema_processors/* aggregateChecks */.Fs(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
        const { isInt, multipleOf } = json_schema_processors/* aggregateChecks */.Fs(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).format ?? null,
}, {
    gt(value, params) {
        return this.check(api/* _gt */.Tx(value, params));
    },
    gte(value, params) {
        return this.check(api/* _gte */.qm(value, params));
    },
    min(value, params) {
        return this.check(api/* _gte */.qm(value, params));
    },
    lt(value, params) {
        return this.check(api/* _lt */.Au(value, params));
    },
    lte(value, params) {
        return this.check(api/* _lte */.Zm(value, params));
    },
    max(value, params) {
        return this.check(api/* _lte */.Zm(value, params));
    },
    int(params) {
        return this.check(schemas_int(params));
    },
    safe(params) {
        return this.check(schemas_int(params));
    },
    positive(params) {
        return this.check(api/* _gt */.Tx(0, params));
    },
    nonnegative(params) {
        return this.check(api/* _gte */.qm(0, params));
    },
    negative(params) {
        return this.check(api/* _lt */.Au(0, params));
    },
    nonpositive(params) {
        return this.check(api/* _lte */.Zm(0, params));
    },
    multipleOf(value, params) {
        return this.check(api/* _multipleOf */.Hi(value, params));
    },
    step(value, params) {
        return this.check(api/* _multipleOf */.Hi(value, params));
    },
    finite() {
        return this;
    },
}));
function number(params) {
    return api/* _number */.F7(ZodNumber, params);
}
const ZodNumberFormat = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNumberFormat", (inst, def) => {
    schemas/* $ZodNumberFormat */.I.init(inst, def);
    ZodNumber.init(inst, def);
});
function schemas_int(params) {
    return api/* _int */.LK(ZodNumberFormat, params);
}
function float32(params) {
    return api/* _float32 */.HL(ZodNumberFormat, params);
}
function float64(params) {
    return api/* _float64 */.g6(ZodNumberFormat, params);
}
function int32(params) {
    return api/* _int32 */.sw(ZodNumberFormat, params);
}
function uint32(params) {
    return api/* _uint32 */.P(ZodNumberFormat, params);
}
const ZodBoolean = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBoolean", (inst, def) => {
    schemas/* $ZodBoolean */.sF.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* booleanProcessor */.dO(inst, ctx, json, params);
});
function schemas_boolean(params) {
    return api/* _boolean */._L(ZodBoolean, params);
}
const ZodBigInt = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBigInt", (inst, def) => {
    schemas/* $ZodBigInt */.BN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* bigintProcessor */.Y8(inst, ctx, json, params);
}, 
/*@__PURE__*/ util/* derived */.un({
    minValue: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).minimum ?? null,
    maxValue: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).maximum ?? null,
    format: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).format ?? null,
}, {
    gte(value, params) {
        return this.check(api/* _gte */.qm(value, params));
    },
    min(value, params) {
        return this.check(api/* _gte */.qm(value, params));
    },
    gt(value, params) {
        return this.check(api/* _gt */.Tx(value, params));
    },
    lt(value, params) {
        return this.check(api/* _lt */.Au(value, params));
    },
    lte(value, params) {
        return this.check(api/* _lte */.Zm(value, params));
    },
    max(value, params) {
        return this.check(api/* _lte */.Zm(value, params));
    },
    positive(params) {
        return this.check(api/* _gt */.Tx(BigInt(0), params));
    },
    negative(params) {
        return this.check(api/* _lt */.Au(BigInt(0), params));
    },
    nonpositive(params) {
        return this.check(api/* _lte */.Zm(BigInt(0), params));
    },
    nonnegative(params) {
        return this.check(api/* _gte */.qm(BigInt(0), params));
    },
    multipleOf(value, params) {
        return this.check(api/* _multipleOf */.Hi(value, params));
    },
}));
function bigint(params) {
    return api/* _bigint */.z$(ZodBigInt, params);
}
const ZodBigIntFormat = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBigIntFormat", (inst, def) => {
    schemas/* $ZodBigIntFormat */.IT.init(inst, def);
    ZodBigInt.init(inst, def);
});
function int64(params) {
    return api/* _int64 */.Jg(ZodBigIntFormat, params);
}
function uint64(params) {
    return api/* _uint64 */.ii(ZodBigIntFormat, params);
}
const ZodSymbol = /*@__PURE__*/ core_core/* $constructor */.xI("ZodSymbol", (inst, def) => {
    schemas/* $ZodSymbol */.U5.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* symbolProcessor */.fg(inst, ctx, json, params);
});
function symbol(params) {
    return api/* _symbol */.W7(ZodSymbol, params);
}
const ZodUndefined = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUndefined", (inst, def) => {
    schemas/* $ZodUndefined */.Mv.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* undefinedProcessor */.BU(inst, ctx, json, params);
});
function _undefined(params) {
    return api/* _undefined */.E4(ZodUndefined, params);
}

const ZodNull = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNull", (inst, def) => {
    schemas/* $ZodNull */.x8.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* nullProcessor */.In(inst, ctx, json, params);
});
function _null(params) {
    return api/* _null */.jw(ZodNull, params);
}

const ZodAny = /*@__PURE__*/ core_core/* $constructor */.xI("ZodAny", (inst, def) => {
    schemas/* $ZodAny */.Gb.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* anyProcessor */.NX(inst, ctx, json, params);
});
function any() {
    return api/* _any */.KA(ZodAny);
}
const ZodUnknown = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUnknown", (inst, def) => {
    schemas/* $ZodUnknown */.GP.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* unknownProcessor */.NV(inst, ctx, json, params);
});
function unknown() {
    return api/* _unknown */.em(ZodUnknown);
}
const ZodNever = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNever", (inst, def) => {
    schemas/* $ZodNever */.Um.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* neverProcessor */.RH(inst, ctx, json, params);
});
function never(params) {
    return api/* _never */.G8(ZodNever, params);
}
const ZodVoid = /*@__PURE__*/ core_core/* $constructor */.xI("ZodVoid", (inst, def) => {
    schemas/* $ZodVoid */.WH.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* voidProcessor */.vn(inst, ctx, json, params);
});
function _void(params) {
    return api/* _void */.OC(ZodVoid, params);
}

const ZodDate = /*@__PURE__*/ core_core/* $constructor */.xI("ZodDate", (inst, def) => {
    schemas/* $ZodDate */.o5.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* dateProcessor */.Fl(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(api/* _gte */.qm(value, params));
    inst.max = (value, params) => inst.check(api/* _lte */.Zm(value, params));
}, 
/*@__PURE__*/ util/* derived */.un({
    minDate: (inst) => {
        const { minimum } = json_schema_processors/* aggregateChecks */.Fs(inst);
        return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
        const { maximum } = json_schema_processors/* aggregateChecks */.Fs(inst);
        return maximum ? new Date(maximum) : null;
    },
}, {}));
function date(params) {
    return api/* _date */.YY(ZodDate, params);
}
const ZodArray = /*@__PURE__*/ core_core/* $constructor */.xI("ZodArray", (inst, def) => {
    _ensureDefaultMemoizer();
    schemas/* $ZodArray */.$p.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* arrayProcessor */.cY(inst, ctx, json, params);
    inst.element = def.element;
}, {
    min(n, params) {
        return this.check(api/* _minLength */.m9(n, params));
    },
    nonempty(params) {
        return this.check(api/* _minLength */.m9(1, params));
    },
    max(n, params) {
        return this.check(api/* _maxLength */.Eb(n, params));
    },
    length(n, params) {
        return this.check(api/* _length */.YA(n, params));
    },
    unwrap() {
        return this.element;
    },
});
function array(element, params) {
    return api/* _array */.dZ(ZodArray, element, params);
}
// .keyof
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return _enum(Object.keys(shape));
}
const ZodObject = /*@__PURE__*/ core_core/* $constructor */.xI("ZodObject", (inst, def) => {
    _ensureDefaultMemoizer();
    schemas/* $ZodObjectJIT */.w.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* objectProcessor */.Ec(inst, ctx, json, params);
    util/* installLazyProp */.X(inst, "shape", (self) => self._zod.def.shape, false);
}, {
    keyof() {
        return _enum(Object.keys(this._zod.def.shape));
    },
    catchall(catchall) {
        // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
        return this.clone(util/* mergeDefs */.zM(this._zod.def, { catchall: catchall }));
    },
    passthrough() {
        return this.clone(util/* mergeDefs */.zM(this._zod.def, { catchall: unknown() }));
    },
    loose() {
        return this.clone(util/* mergeDefs */.zM(this._zod.def, { catchall: unknown() }));
    },
    strict() {
        return this.clone(util/* mergeDefs */.zM(this._zod.def, { catchall: never() }));
    },
    strip() {
        return this.clone(util/* mergeDefs */.zM(this._zod.def, { catchall: undefined }));
    },
    extend(incoming) {
        return util/* extend */.X$(this, incoming);
    },
    safeExtend(incoming) {
        return util/* safeExtend */.W0(this, incoming);
    },
    merge(other) {
        return util/* merge */.h1(this, other);
    },
    pick(mask) {
        return util/* pick */.Up(this, mask);
    },
    omit(mask) {
        return util/* omit */.cJ(this, mask);
    },
    partial(...args) {
        return util/* partial */.OH(ZodOptional, this, args[0]);
    },
    exactPartial(...args) {
        return util/* partial */.OH(ZodExactOptional, this, args[0], "exactPartial");
    },
    required(...args) {
        return util/* required */.mw(ZodNonOptional, this, args[0]);
    },
});
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...util/* normalizeParams */.A2(params),
    };
    return new ZodObject(def);
}
// strictObject
function strictObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: never(),
        ...util/* normalizeParams */.A2(params),
    });
}
// looseObject
function looseObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodUnion = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUnion", (inst, def) => {
    schemas/* $ZodUnion */.cu.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* unionProcessor */.iC(inst, ctx, json, params);
    inst.options = def.options;
});
function union(options, params) {
    return new ZodUnion({
        type: "union",
        options: options,
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodXor = /*@__PURE__*/ core_core/* $constructor */.xI("ZodXor", (inst, def) => {
    ZodUnion.init(inst, def);
    schemas/* $ZodXor */.pm.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* unionProcessor */.iC(inst, ctx, json, params);
    inst.options = def.options;
});
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodDiscriminatedUnion = /*@__PURE__*/ core_core/* $constructor */.xI("ZodDiscriminatedUnion", (inst, def) => {
    ZodUnion.init(inst, def);
    schemas/* $ZodDiscriminatedUnion */.P0.init(inst, def);
});
function discriminatedUnion(discriminator, options, params) {
    // const [options, params] = args;
    return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodIntersection = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIntersection", (inst, def) => {
    schemas/* $ZodIntersection */.LJ.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* intersectionProcessor */.i_(inst, ctx, json, params);
});
function intersection(left, right) {
    return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodTuple = /*@__PURE__*/ core_core/* $constructor */.xI("ZodTuple", (inst, def) => {
    _ensureDefaultMemoizer();
    schemas/* $ZodTuple */.G3.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* tupleProcessor */.CN(inst, ctx, json, params);
}, {
    rest(rest) {
        return this.clone({
            ...this._zod.def,
            rest: rest,
        });
    },
    partial() {
        const def = this._zod.def;
        // a refinement was authored against the full arity; partialing would run it on a shorter array
        if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item })),
        });
    },
});
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas/* $ZodType */.W4;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodTuple({
        type: "tuple",
        items: items,
        rest,
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodRecord = /*@__PURE__*/ core_core/* $constructor */.xI("ZodRecord", (inst, def) => {
    _ensureDefaultMemoizer();
    schemas/* $ZodRecord */.h.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* recordProcessor */.GC(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodRecord({
            type: "record",
            keyType: string(),
            valueType: keyType,
            ...util/* normalizeParams */.A2(valueType),
        });
    }
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util/* normalizeParams */.A2(params),
    });
}
// type alksjf = core.output<core.$ZodRecordKey>;
function partialRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util/* normalizeParams */.A2(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodMap = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMap", (inst, def) => {
    _ensureDefaultMemoizer();
    schemas/* $ZodMap */.eb.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* mapProcessor */.jq(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
    inst.min = (...args) => inst.check(api/* _minSize */.Nd(...args));
    inst.nonempty = (params) => inst.check(api/* _minSize */.Nd(1, params));
    inst.max = (...args) => inst.check(api/* _maxSize */.vL(...args));
    inst.size = (...args) => inst.check(api/* _size */.d$(...args));
});
function map(keyType, valueType, params) {
    return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodSet = /*@__PURE__*/ core_core/* $constructor */.xI("ZodSet", (inst, def) => {
    _ensureDefaultMemoizer();
    schemas/* $ZodSet */.Oi.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* setProcessor */.zH(inst, ctx, json, params);
    inst.min = (...args) => inst.check(api/* _minSize */.Nd(...args));
    inst.nonempty = (params) => inst.check(api/* _minSize */.Nd(1, params));
    inst.max = (...args) => inst.check(api/* _maxSize */.vL(...args));
    inst.size = (...args) => inst.check(api/* _size */.d$(...args));
});
function set(valueType, params) {
    return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodEnum = /*@__PURE__*/ core_core/* $constructor */.xI("ZodEnum", (inst, def) => {
    schemas/* $ZodEnum */.VO.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* enumProcessor */.C0(inst, ctx, json, params);
    inst.enum = def.entries;
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
    const keys = new Set(Object.keys(def.entries));
    inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
            if (keys.has(value)) {
                newEntries[value] = def.entries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...util/* normalizeParams */.A2(params),
            entries: newEntries,
        });
    };
    inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
            if (keys.has(value)) {
                delete newEntries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...util/* normalizeParams */.A2(params),
            entries: newEntries,
        });
    };
});
function _enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodEnum({
        type: "enum",
        entries,
        ...util/* normalizeParams */.A2(params),
    });
}

/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodEnum({
        type: "enum",
        entries,
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodLiteral = /*@__PURE__*/ core_core/* $constructor */.xI("ZodLiteral", (inst, def) => {
    schemas/* $ZodLiteral */.nu.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* literalProcessor */.Yv(inst, ctx, json, params);
    inst.values = new Set(def.values);
    Object.defineProperty(inst, "value", {
        get() {
            if (def.values.length > 1) {
                throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
            }
            return def.values[0];
        },
    });
});
function literal(value, params) {
    return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodFile = /*@__PURE__*/ core_core/* $constructor */.xI("ZodFile", (inst, def) => {
    schemas/* $ZodFile */.CT.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* fileProcessor */.H1(inst, ctx, json, params);
    inst.min = (size, params) => inst.check(api/* _minSize */.Nd(size, params));
    inst.max = (size, params) => inst.check(api/* _maxSize */.vL(size, params));
    inst.mime = (types, params) => inst.check(api/* _mime */.GZ(Array.isArray(types) ? types : [types], params));
});
function file(params) {
    return api/* _file */.K2(ZodFile, params);
}
const ZodTransform = /*@__PURE__*/ core_core/* $constructor */.xI("ZodTransform", (inst, def) => {
    _ensureDefaultMemoizer();
    schemas/* $ZodTransform */.Wc.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* transformProcessor */.xi(inst, ctx, json, params);
    inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
            throw new core_core/* $ZodEncodeError */.cV(inst.constructor.name);
        }
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util/* issue */.sn(issue, payload.value, def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = inst);
                // _issue.continue ??= true;
                payload.issues.push(util/* issue */.sn(_issue));
            }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        payload.value = output;
        return payload;
    };
});
function transform(fn) {
    return new ZodTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodOptional", (inst, def) => {
    schemas/* $ZodOptional */.ig.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* optionalProcessor */.$k(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
    return new ZodOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodExactOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodExactOptional", (inst, def) => {
    schemas/* $ZodExactOptional */.RL.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* optionalProcessor */.$k(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
    return new ZodExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodNullable = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNullable", (inst, def) => {
    schemas/* $ZodNullable */.qc.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* nullableProcessor */.yq(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
    return new ZodNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
function nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodDefault = /*@__PURE__*/ core_core/* $constructor */.xI("ZodDefault", (inst, def) => {
    schemas/* $ZodDefault */.rv.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* defaultProcessor */.mh(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeDefault = inst.unwrap;
});
function _default(innerType, defaultValue) {
    return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util/* shallowClone */.yG(defaultValue);
        },
    });
}
const ZodPrefault = /*@__PURE__*/ core_core/* $constructor */.xI("ZodPrefault", (inst, def) => {
    schemas/* $ZodPrefault */.VF.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* prefaultProcessor */.A(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
    return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util/* shallowClone */.yG(defaultValue);
        },
    });
}
const ZodNonOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNonOptional", (inst, def) => {
    schemas/* $ZodNonOptional */.N$.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* nonoptionalProcessor */.cR(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
    return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodSuccess = /*@__PURE__*/ core_core/* $constructor */.xI("ZodSuccess", (inst, def) => {
    schemas/* $ZodSuccess */.Dw.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* successProcessor */.aw(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function success(innerType) {
    return new ZodSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodCatch = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCatch", (inst, def) => {
    schemas/* $ZodCatch */.t$.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* catchProcessor */.Q9(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeCatch = inst.unwrap;
});
function _catch(innerType, catchValue) {
    return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util/* constantCatch */.SS(catchValue)),
    });
}

const ZodNaN = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNaN", (inst, def) => {
    schemas/* $ZodNaN */.zP.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* nanProcessor */.Kj(inst, ctx, json, params);
});
function nan(params) {
    return api/* _nan */.L4(ZodNaN, params);
}
const ZodPipe = /*@__PURE__*/ core_core/* $constructor */.xI("ZodPipe", (inst, def) => {
    schemas/* $ZodPipe */._m.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* pipeProcessor */.fs(inst, ctx, json, params);
    inst.in = def.in;
    inst.out = def.out;
});
function pipe(in_, out) {
    return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out,
        // ...util.normalizeParams(params),
    });
}
const ZodCodec = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCodec", (inst, def) => {
    ZodPipe.init(inst, def);
    schemas/* $ZodCodec */.YY.init(inst, def);
});
function codec(in_, out, params) {
    return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodPreprocess = /*@__PURE__*/ core_core/* $constructor */.xI("ZodPreprocess", (inst, def) => {
    ZodPipe.init(inst, def);
    schemas/* $ZodPreprocess */.KX.init(inst, def);
});
const ZodReadonly = /*@__PURE__*/ core_core/* $constructor */.xI("ZodReadonly", (inst, def) => {
    schemas/* $ZodReadonly */.Sb.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* readonlyProcessor */.$X(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
    return new ZodReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodTemplateLiteral = /*@__PURE__*/ core_core/* $constructor */.xI("ZodTemplateLiteral", (inst, def) => {
    schemas/* $ZodTemplateLiteral */.d.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* templateLiteralProcessor */.Cv(inst, ctx, json, params);
});
function templateLiteral(parts, params) {
    return new ZodTemplateLiteral({
        type: "template_literal",
        parts,
        ...util/* normalizeParams */.A2(params),
    });
}
const ZodLazy = /*@__PURE__*/ core_core/* $constructor */.xI("ZodLazy", (inst, def) => {
    schemas/* $ZodLazy */.kU.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* lazyProcessor */.Tr(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.getter();
});
function lazy(getter) {
    return new ZodLazy({
        type: "lazy",
        getter: getter,
    });
}
const ZodPromise = /*@__PURE__*/ core_core/* $constructor */.xI("ZodPromise", (inst, def) => {
    schemas/* $ZodPromise */.hA.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* promiseProcessor */.CX(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function promise(innerType) {
    return new ZodPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodFunction = /*@__PURE__*/ core_core/* $constructor */.xI("ZodFunction", (inst, def) => {
    schemas/* $ZodFunction */._A.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* functionProcessor */.bq(inst, ctx, json, params);
});
function _function(params) {
    return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}

const ZodCustom = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCustom", (inst, def) => {
    schemas/* $ZodCustom */.b0.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* customProcessor */.A6(inst, ctx, json, params);
});
// custom checks
function check(fn) {
    const ch = new checks/* $ZodCheck */.QP({
        check: "custom",
        // ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
function custom(fn, _params) {
    return api/* _custom */.FO(ZodCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
    return api/* _refine */.fU(ZodCustom, fn, _params);
}
// superRefine
function superRefine(fn, params) {
    return api/* _superRefine */.MB(fn, params);
}
// Re-export describe and meta from core
const describe = api/* describe */.q0;
const meta = api/* meta */.mI;
const ZodInstanceOf = /*@__PURE__*/ core_core/* $constructor */.xI("ZodInstanceOf", (inst, def) => {
    ZodCustom.init(inst, def);
}, {
    properties(shape, params) {
        // asserts in place, so the narrowed output type is truthful without a wrapper
        return this.check(api/* _properties */.T2(shape, params));
    },
});
function _instanceof(cls, params = {}) {
    const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: (data) => data instanceof cls,
        abort: true,
        ...util/* normalizeParams */.A2(params),
    });
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => api/* _stringbool */.fI({
    Codec: ZodCodec,
    Boolean: ZodBoolean,
    String: ZodString,
}, ...args);
function json(params) {
    const jsonSchema = lazy(() => {
        return union([string(params), number(), schemas_boolean(), _null(), array(jsonSchema), record(string(), jsonSchema)]);
    });
    return jsonSchema;
}
// preprocess
function preprocess(fn, schema) {
    return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema,
    });
}


/***/ }),

/***/ 43759:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $O: () => (/* binding */ _ipv6),
/* harmony export */   $S: () => (/* binding */ _startsWith),
/* harmony export */   Af: () => (/* binding */ _stringFormat),
/* harmony export */   Au: () => (/* binding */ _lt),
/* harmony export */   Be: () => (/* binding */ _uuid),
/* harmony export */   Bj: () => (/* binding */ _cuid2),
/* harmony export */   Ct: () => (/* binding */ _ulid),
/* harmony export */   Dl: () => (/* binding */ _nanoid),
/* harmony export */   E4: () => (/* binding */ _undefined),
/* harmony export */   ER: () => (/* binding */ _endsWith),
/* harmony export */   Eb: () => (/* binding */ _maxLength),
/* harmony export */   F7: () => (/* binding */ _number),
/* harmony export */   FO: () => (/* binding */ _custom),
/* harmony export */   Fk: () => (/* binding */ _regex),
/* harmony export */   Fn: () => (/* binding */ _url),
/* harmony export */   G1: () => (/* binding */ _isoDateTime),
/* harmony export */   G8: () => (/* binding */ _never),
/* harmony export */   GZ: () => (/* binding */ _mime),
/* harmony export */   HL: () => (/* binding */ _float32),
/* harmony export */   Hi: () => (/* binding */ _multipleOf),
/* harmony export */   Il: () => (/* binding */ _toLowerCase),
/* harmony export */   Jf: () => (/* binding */ _property),
/* harmony export */   Jg: () => (/* binding */ _int64),
/* harmony export */   K2: () => (/* binding */ _file),
/* harmony export */   KA: () => (/* binding */ _any),
/* harmony export */   KB: () => (/* binding */ _e164),
/* harmony export */   Kn: () => (/* binding */ _isoTime),
/* harmony export */   L4: () => (/* binding */ _nan),
/* harmony export */   LK: () => (/* binding */ _int),
/* harmony export */   MB: () => (/* binding */ _superRefine),
/* harmony export */   Mu: () => (/* binding */ _email),
/* harmony export */   NC: () => (/* binding */ _positive),
/* harmony export */   Nd: () => (/* binding */ _minSize),
/* harmony export */   Ny: () => (/* binding */ _ipv4),
/* harmony export */   OC: () => (/* binding */ _void),
/* harmony export */   P: () => (/* binding */ _uint32),
/* harmony export */   Pw: () => (/* binding */ _xid),
/* harmony export */   R8: () => (/* binding */ _mac),
/* harmony export */   Rl: () => (/* binding */ _string),
/* harmony export */   T2: () => (/* binding */ _properties),
/* harmony export */   TL: () => (/* binding */ _slugify),
/* harmony export */   Tx: () => (/* binding */ _gt),
/* harmony export */   UI: () => (/* binding */ _nonnegative),
/* harmony export */   Uy: () => (/* binding */ _cidrv4),
/* harmony export */   W7: () => (/* binding */ _symbol),
/* harmony export */   WN: () => (/* binding */ _trim),
/* harmony export */   YA: () => (/* binding */ _length),
/* harmony export */   YY: () => (/* binding */ _date),
/* harmony export */   Zm: () => (/* binding */ _lte),
/* harmony export */   _L: () => (/* binding */ _boolean),
/* harmony export */   _z: () => (/* binding */ _ksuid),
/* harmony export */   aC: () => (/* binding */ _emoji),
/* harmony export */   aZ: () => (/* binding */ _iban),
/* harmony export */   bR: () => (/* binding */ _negative),
/* harmony export */   bS: () => (/* binding */ _overwrite),
/* harmony export */   cU: () => (/* binding */ _base64url),
/* harmony export */   d$: () => (/* binding */ _size),
/* harmony export */   dR: () => (/* binding */ _includes),
/* harmony export */   dZ: () => (/* binding */ _array),
/* harmony export */   db: () => (/* binding */ _isoDate),
/* harmony export */   ej: () => (/* binding */ _nonpositive),
/* harmony export */   em: () => (/* binding */ _unknown),
/* harmony export */   f2: () => (/* binding */ _isoDuration),
/* harmony export */   fI: () => (/* binding */ _stringbool),
/* harmony export */   fU: () => (/* binding */ _refine),
/* harmony export */   fs: () => (/* binding */ _cuid),
/* harmony export */   g6: () => (/* binding */ _float64),
/* harmony export */   gP: () => (/* binding */ _cidrv6),
/* harmony export */   hH: () => (/* binding */ _lowercase),
/* harmony export */   ii: () => (/* binding */ _uint64),
/* harmony export */   jw: () => (/* binding */ _null),
/* harmony export */   lo: () => (/* binding */ _normalize),
/* harmony export */   m9: () => (/* binding */ _minLength),
/* harmony export */   mI: () => (/* binding */ meta),
/* harmony export */   nA: () => (/* binding */ _uuidv4),
/* harmony export */   pY: () => (/* binding */ _uuidv6),
/* harmony export */   q0: () => (/* binding */ describe),
/* harmony export */   qF: () => (/* binding */ _uppercase),
/* harmony export */   qm: () => (/* binding */ _gte),
/* harmony export */   rk: () => (/* binding */ _jwt),
/* harmony export */   rt: () => (/* binding */ _base64),
/* harmony export */   sw: () => (/* binding */ _int32),
/* harmony export */   tB: () => (/* binding */ _guid),
/* harmony export */   vL: () => (/* binding */ _maxSize),
/* harmony export */   vN: () => (/* binding */ _creditCard),
/* harmony export */   wA: () => (/* binding */ _uuidv7),
/* harmony export */   xY: () => (/* binding */ _toUpperCase),
/* harmony export */   z$: () => (/* binding */ _bigint)
/* harmony export */ });
/* unused harmony exports _coercedString, TimePrecision, _coercedNumber, _coercedBoolean, _coercedBigint, _coercedDate, _max, _min, _union, _xor, _discriminatedUnion, _intersection, _tuple, _record, _map, _set, _enum, _nativeEnum, _literal, _transform, _optional, _nullable, _default, _nonoptional, _success, _catch, _pipe, _readonly, _templateLiteral, _lazy, _promise, _check */
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(44890);
/* harmony import */ var _registries_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(29396);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(56985);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(54723);




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _undefined(Class, params) {
    return new Class({
        type: "undefined",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _null(Class, params) {
    return new Class({
        type: "null",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckLessThan */ .sm({
        check: "less_than",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckLessThan */ .sm({
        check: "less_than",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckGreaterThan */ .J_({
        check: "greater_than",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckGreaterThan */ .J_({
        check: "greater_than",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckMultipleOf */ .Jk({
        check: "multiple_of",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckMaxSize */ .j2({
        check: "max_size",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckMinSize */ .PH({
        check: "min_size",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckSizeEquals */ .e2({
        check: "size_equals",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckMaxLength */ .Yk({
        check: "max_length",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckMinLength */ .Kk({
        check: "min_length",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckLengthEquals */ .RM({
        check: "length_equals",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckRegex */ .DG({
        check: "string_format",
        format: "regex",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckLowerCase */ .NI({
        check: "string_format",
        format: "lowercase",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckUpperCase */ .kH({
        check: "string_format",
        format: "uppercase",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckIncludes */ .Tt({
        check: "string_format",
        format: "includes",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckStartsWith */ .J({
        check: "string_format",
        format: "starts_with",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckEndsWith */ .E6({
        check: "string_format",
        format: "ends_with",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckProperty */ .XF({
        check: "property",
        property,
        schema,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckProperties */ .nJ({
        check: "properties",
        shape,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckMimeType */ .sj({
        check: "mime_type",
        mime: types,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckOverwrite */ .v$({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => _util_js__WEBPACK_IMPORTED_MODULE_0__/* .slugify */ .Yv(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = _util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(_util_js__WEBPACK_IMPORTED_MODULE_0__/* .issue */ .sn(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(_util_js__WEBPACK_IMPORTED_MODULE_0__/* .issue */ .sn(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheck */ .QP({
        check: "custom",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheck */ .QP({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = _registries_js__WEBPACK_IMPORTED_MODULE_2__/* .globalRegistry */ .fd.get(inst) ?? {};
            _registries_js__WEBPACK_IMPORTED_MODULE_2__/* .globalRegistry */ .fd.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheck */ .QP({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = _registries_js__WEBPACK_IMPORTED_MODULE_2__/* .globalRegistry */ .fd.get(inst) ?? {};
            _registries_js__WEBPACK_IMPORTED_MODULE_2__/* .globalRegistry */ .fd.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = _util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .$ZodCodec */ .YY;
    const _Boolean = Classes.Boolean ?? _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .$ZodBoolean */ .sF;
    const _String = Classes.String ?? _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .$ZodString */ .$v;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = _util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}


/***/ }),

/***/ 44890:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ $ZodCheckRegex),
/* harmony export */   E6: () => (/* binding */ $ZodCheckEndsWith),
/* harmony export */   J: () => (/* binding */ $ZodCheckStartsWith),
/* harmony export */   J_: () => (/* binding */ $ZodCheckGreaterThan),
/* harmony export */   Jk: () => (/* binding */ $ZodCheckMultipleOf),
/* harmony export */   KH: () => (/* binding */ $ZodCheckNumberFormat),
/* harmony export */   Kk: () => (/* binding */ $ZodCheckMinLength),
/* harmony export */   NI: () => (/* binding */ $ZodCheckLowerCase),
/* harmony export */   PH: () => (/* binding */ $ZodCheckMinSize),
/* harmony export */   QP: () => (/* binding */ $ZodCheck),
/* harmony export */   RM: () => (/* binding */ $ZodCheckLengthEquals),
/* harmony export */   Tt: () => (/* binding */ $ZodCheckIncludes),
/* harmony export */   XF: () => (/* binding */ $ZodCheckProperty),
/* harmony export */   Yk: () => (/* binding */ $ZodCheckMaxLength),
/* harmony export */   e2: () => (/* binding */ $ZodCheckSizeEquals),
/* harmony export */   j2: () => (/* binding */ $ZodCheckMaxSize),
/* harmony export */   kH: () => (/* binding */ $ZodCheckUpperCase),
/* harmony export */   nJ: () => (/* binding */ $ZodCheckProperties),
/* harmony export */   ql: () => (/* binding */ $ZodCheckStringFormat),
/* harmony export */   sj: () => (/* binding */ $ZodCheckMimeType),
/* harmony export */   sm: () => (/* binding */ $ZodCheckLessThan),
/* harmony export */   uE: () => (/* binding */ $ZodCheckBigIntFormat),
/* harmony export */   v$: () => (/* binding */ $ZodCheckOverwrite)
/* harmony export */ });
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(88532);
/* harmony import */ var _regexes_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(23908);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(54723);
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !_util_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !_util_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : _util_js__WEBPACK_IMPORTED_MODULE_1__/* .floatSafeRemainder */ .LG(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckNumberFormat = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .NUMBER_FORMAT_RANGES */ .zH[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .BIGINT_FORMAT_RANGES */ .NR[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckMaxSize = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getSizableOrigin */ .fx(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinSize = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getSizableOrigin */ .fx(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckSizeEquals = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getSizableOrigin */ .fx(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMaxLength = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? _util_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointLength */ .O7(input) : units;
        if (length <= def.maximum)
            return;
        const origin = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getLengthableOrigin */ .Rc(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? _util_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointLength */ .O7(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getLengthableOrigin */ .Rc(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? _util_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointLength */ .O7(input)
            : units;
        if (length === def.length)
            return;
        const origin = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getLengthableOrigin */ .Rc(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStringFormat = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = _regexes_js__WEBPACK_IMPORTED_MODULE_2__.lowercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckUpperCase = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = _regexes_js__WEBPACK_IMPORTED_MODULE_2__.uppercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckIncludes = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeRegex */ .sD(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStartsWith = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${_util_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeRegex */ .sD(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckEndsWith = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${_util_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeRegex */ .sD(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(..._util_js__WEBPACK_IMPORTED_MODULE_1__/* .prefixIssues */ .lQ(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
});
const $ZodCheckProperties = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    _util_js__WEBPACK_IMPORTED_MODULE_1__/* .hide */ .jD(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
});
const $ZodCheckMimeType = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckOverwrite = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
});


/***/ }),

/***/ 88532:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $W: () => (/* binding */ config),
/* harmony export */   GT: () => (/* binding */ $ZodAsyncError),
/* harmony export */   cV: () => (/* binding */ $ZodEncodeError),
/* harmony export */   cr: () => (/* binding */ globalConfig),
/* harmony export */   xI: () => (/* binding */ $constructor)
/* harmony export */ });
/* unused harmony exports NEVER, $brand */
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(54723);
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .members */ .ol)(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}


/***/ }),

/***/ 37428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JM: () => (/* binding */ flattenError),
/* harmony export */   Kd: () => (/* binding */ $ZodRealError),
/* harmony export */   Wk: () => (/* binding */ formatError),
/* harmony export */   a$: () => (/* binding */ $ZodError)
/* harmony export */ });
/* unused harmony exports treeifyError, toDotPath, prettifyError */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(88532);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(54723);


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, _util_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonStringifyReplacer */ .k8, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = (0,_core_js__WEBPACK_IMPORTED_MODULE_1__/* .$constructor */ .xI)("$ZodError", initializer);
const $ZodRealError = (0,_core_js__WEBPACK_IMPORTED_MODULE_1__/* .$constructor */ .xI)("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}


/***/ }),

/***/ 98439:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ readonlyProcessor),
/* harmony export */   $k: () => (/* binding */ optionalProcessor),
/* harmony export */   A: () => (/* binding */ prefaultProcessor),
/* harmony export */   A6: () => (/* binding */ customProcessor),
/* harmony export */   BU: () => (/* binding */ undefinedProcessor),
/* harmony export */   C0: () => (/* binding */ enumProcessor),
/* harmony export */   CN: () => (/* binding */ tupleProcessor),
/* harmony export */   CX: () => (/* binding */ promiseProcessor),
/* harmony export */   Cv: () => (/* binding */ templateLiteralProcessor),
/* harmony export */   Ec: () => (/* binding */ objectProcessor),
/* harmony export */   Fl: () => (/* binding */ dateProcessor),
/* harmony export */   Fs: () => (/* binding */ aggregateChecks),
/* harmony export */   GC: () => (/* binding */ recordProcessor),
/* harmony export */   H1: () => (/* binding */ fileProcessor),
/* harmony export */   In: () => (/* binding */ nullProcessor),
/* harmony export */   Kj: () => (/* binding */ nanProcessor),
/* harmony export */   NV: () => (/* binding */ unknownProcessor),
/* harmony export */   NX: () => (/* binding */ anyProcessor),
/* harmony export */   Q9: () => (/* binding */ catchProcessor),
/* harmony export */   RH: () => (/* binding */ neverProcessor),
/* harmony export */   SW: () => (/* binding */ stringProcessor),
/* harmony export */   Tr: () => (/* binding */ lazyProcessor),
/* harmony export */   Wg: () => (/* binding */ numberProcessor),
/* harmony export */   Y8: () => (/* binding */ bigintProcessor),
/* harmony export */   Yv: () => (/* binding */ literalProcessor),
/* harmony export */   aw: () => (/* binding */ successProcessor),
/* harmony export */   bl: () => (/* binding */ toJSONSchema),
/* harmony export */   bq: () => (/* binding */ functionProcessor),
/* harmony export */   cR: () => (/* binding */ nonoptionalProcessor),
/* harmony export */   cY: () => (/* binding */ arrayProcessor),
/* harmony export */   dO: () => (/* binding */ booleanProcessor),
/* harmony export */   fg: () => (/* binding */ symbolProcessor),
/* harmony export */   fs: () => (/* binding */ pipeProcessor),
/* harmony export */   iC: () => (/* binding */ unionProcessor),
/* harmony export */   i_: () => (/* binding */ intersectionProcessor),
/* harmony export */   jq: () => (/* binding */ mapProcessor),
/* harmony export */   mh: () => (/* binding */ defaultProcessor),
/* harmony export */   vn: () => (/* binding */ voidProcessor),
/* harmony export */   xi: () => (/* binding */ transformProcessor),
/* harmony export */   yq: () => (/* binding */ nullableProcessor),
/* harmony export */   zH: () => (/* binding */ setProcessor)
/* harmony export */ });
/* unused harmony export allProcessors */
/* harmony import */ var _regexes_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(23908);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(56985);
/* harmony import */ var _to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(87509);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(54723);




const narrowMin = (agg, key, value) => {
    if (agg[key] === undefined || value > agg[key])
        agg[key] = value;
};
const narrowMax = (agg, key, value) => {
    if (agg[key] === undefined || value < agg[key])
        agg[key] = value;
};
const narrowBoth = (agg, value) => {
    narrowMin(agg, "minimum", value);
    narrowMax(agg, "maximum", value);
};
const addDivisor = (agg, value) => {
    agg.multipleOf ?? (agg.multipleOf = []);
    if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
};
const addPattern = (agg, pattern) => {
    agg.patterns ?? (agg.patterns = new Set());
    agg.patterns.add(pattern);
};
const intersectMime = (agg, mime) => {
    agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
// last-wins, matching the bag's historical write order; the flag keeps an integer format from being lost to a later float one
const setFormat = (agg, format) => {
    agg.format = format;
    if (format.includes("int"))
        agg.isInt = true;
};
const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
const formatContributor = (ranges) => (agg, def) => {
    setFormat(agg, def.format);
    const [minimum, maximum] = ranges[def.format];
    narrowMin(agg, "minimum", minimum);
    narrowMax(agg, "maximum", maximum);
};
const contributors = {
    greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
    less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
    multiple_of: (agg, def) => addDivisor(agg, def.value),
    number_format: formatContributor(_util_js__WEBPACK_IMPORTED_MODULE_0__/* .NUMBER_FORMAT_RANGES */ .zH),
    bigint_format: formatContributor(_util_js__WEBPACK_IMPORTED_MODULE_0__/* .BIGINT_FORMAT_RANGES */ .NR),
    min_length: minContributor,
    max_length: maxContributor,
    length_equals: (agg, def) => narrowBoth(agg, def.length),
    min_size: minContributor,
    max_size: maxContributor,
    size_equals: (agg, def) => narrowBoth(agg, def.size),
    string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
            addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
            agg.laxFormat = true;
    },
    mime_type: (agg, def) => intersectMime(agg, def.mime),
};
function aggregateChecks(schema) {
    const agg = {};
    const def = schema._zod.def;
    // a format schema is its own first check, same rule as $ZodType init
    const list = schema._zod.traits.has("$ZodCheck")
        ? [schema, ...(def.checks ?? [])]
        : (def.checks ?? []);
    for (const ch of list)
        contributors[ch._zod.def.check]?.(agg, ch._zod.def);
    // reconcile with the bag so third-party onattach contributions still land; first-party residue is never tighter than the fold, so merging it back is idempotent for one and additive for the other
    const bag = schema._zod.bag;
    if (bag.minimum !== undefined)
        narrowMin(agg, "minimum", bag.minimum);
    if (bag.exclusiveMinimum !== undefined)
        narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
    if (bag.maximum !== undefined)
        narrowMax(agg, "maximum", bag.maximum);
    if (bag.exclusiveMaximum !== undefined)
        narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
    if (bag.multipleOf !== undefined)
        addDivisor(agg, bag.multipleOf);
    if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int"))
            agg.isInt = true;
    }
    if (bag.mime)
        intersectMime(agg, bag.mime);
    for (const pattern of bag.patterns ?? [])
        addPattern(agg, pattern);
    return agg;
}
const formatMap = {
    guid: "uuid",
    url: "uri",
    datetime: "date-time",
    json_string: "json-string",
    regex: "", // do not set
};
// ==================== SIMPLE TYPE PROCESSORS ====================
// the runtime patterns are lax so parse paths never overflow the regex stack; the emitted schema swaps in the exact block forms, which zod itself never executes
const exactPatterns = new Map([
    [_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .base64Charset */ .cq, _regexes_js__WEBPACK_IMPORTED_MODULE_2__.base64],
    [_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .base64urlCharset */ .xE, _regexes_js__WEBPACK_IMPORTED_MODULE_2__.base64url],
]);
const exactPattern = (p) => exactPatterns.get(p) ?? p;
const stringProcessor = (schema, ctx, _json, _params) => {
    const json = _json;
    json.type = "string";
    const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minLength = minimum;
    if (typeof maximum === "number")
        json.maxLength = maximum;
    // custom pattern overrides format
    if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "")
            delete json.format; // empty format is not valid
        // `z.iso.time()` is never full-time, and `laxFormat` carries the datetime shapes that also accept what their keyword forbids
        if (format === "time" || laxFormat) {
            delete json.format;
        }
    }
    if (contentEncoding)
        json.contentEncoding = contentEncoding;
    if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
            json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
            json.allOf = [
                ...patternList.map((regex) => ({
                    ...(ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0"
                        ? { type: "string" }
                        : {}),
                    pattern: regex.source,
                })),
            ];
        }
    }
};
const numberProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
    json.type = isInt ? "integer" : "number";
    // when both minimum and exclusiveMinimum exist, pick the more restrictive one
    const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
    const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
    const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
    if (exMin) {
        if (legacy) {
            json.minimum = exclusiveMinimum;
            json.exclusiveMinimum = true;
        }
        else {
            json.exclusiveMinimum = exclusiveMinimum;
        }
    }
    else if (typeof minimum === "number") {
        json.minimum = minimum;
    }
    if (exMax) {
        if (legacy) {
            json.maximum = exclusiveMaximum;
            json.exclusiveMaximum = true;
        }
        else {
            json.exclusiveMaximum = exclusiveMaximum;
        }
    }
    else if (typeof maximum === "number") {
        json.maximum = maximum;
    }
    if (multipleOf) {
        // JSON Schema requires a divisor strictly greater than zero, and a non-finite one does not survive JSON at all. A negative divisor accepts exactly what its absolute value accepts, so it still maps; zero, NaN and Infinity have no keyword form.
        const divisors = new Set();
        for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
                divisors.add(Math.abs(divisor));
            else
                (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        // chained divisors are a conjunction the keyword cannot carry alone, so extras ride an allOf, same as stacked patterns
        const [first, ...rest] = divisors;
        if (first !== undefined)
            json.multipleOf = first;
        if (rest.length)
            json.allOf = [...(json.allOf ?? []), ...rest.map((m) => ({ multipleOf: m }))];
    }
};
const booleanProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const bigintProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
const symbolProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
const nullProcessor = (_schema, ctx, json, _params) => {
    if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [null];
    }
    else {
        json.type = "null";
    }
};
const undefinedProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
const voidProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
const neverProcessor = (_schema, _ctx, json, _params) => {
    json.not = {};
};
const anyProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const unknownProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const dateProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
const enumProcessor = (schema, _ctx, json, _params) => {
    const def = schema._zod.def;
    const values = (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .getEnumValues */ .w5)(def.entries);
    // an empty enum accepts nothing, same as z.never()
    if (values.length === 0) {
        json.not = {};
        return;
    }
    // Number enums can have both string and number values
    if (values.every((v) => typeof v === "number"))
        json.type = "number";
    if (values.every((v) => typeof v === "string"))
        json.type = "string";
    json.enum = values;
};
const literalProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // a literal with no values accepts nothing, same as z.never()
    if (def.values.length === 0) {
        json.not = {};
        return;
    }
    const vals = [];
    for (const val of def.values) {
        if (val === undefined) {
            // a custom schema replaces the whole literal, so there is nothing left to accumulate
            if ((0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
                return;
            // otherwise do not add to vals
        }
        else if (typeof val === "bigint") {
            if ((0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
                return;
            vals.push(Number(val));
        }
        else {
            vals.push(val);
        }
    }
    if (vals.length === 0) {
        // do nothing (an undefined literal was stripped)
    }
    else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json.enum = [val];
        }
        else {
            json.const = val;
        }
    }
    else {
        if (vals.every((v) => typeof v === "number"))
            json.type = "number";
        if (vals.every((v) => typeof v === "string"))
            json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
            json.type = "boolean";
        if (vals.every((v) => v === null))
            json.type = "null";
        json.enum = vals;
    }
};
const nanProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
const templateLiteralProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    const pattern = schema._zod.pattern;
    if (!pattern)
        throw new Error("Pattern not found in template literal");
    _json.type = "string";
    _json.pattern = pattern.source;
};
const fileProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    _json.type = "string";
    _json.format = "binary";
    _json.contentEncoding = "binary";
    const { minimum, maximum, mime } = aggregateChecks(schema);
    if (minimum !== undefined)
        _json.minLength = minimum;
    if (maximum !== undefined)
        _json.maxLength = maximum;
    if (!mime)
        return;
    // an empty intersection means the mime checks share no value, so nothing passes at runtime; `anyOf` must be non-empty, so the false schema is `not: {}`
    if (mime.length === 0)
        _json.not = {};
    else if (mime.length === 1)
        _json.contentMediaType = mime[0];
    // only contentMediaType differs, so the shared props stay at the root
    else
        _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
const successProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const customProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
const functionProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
const transformProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
const mapProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
const setProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
// ==================== COMPOSITE TYPE PROCESSORS ====================
const arrayProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
    json.type = "array";
    json.items = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.element, ctx, {
        ...params,
        path: [...params.path, "items"],
    });
};
// Transform and catch set `optin = "optional"` at runtime so the parser lets them observe an
// absent key, but their declared input type stays required. An input JSON Schema describes the
// declared type, so resolve past them to the schema that actually carries the optionality.
// Used by both `objectProcessor` (for `required`) and `tupleProcessor` (for `minItems`); see
// wiki/optionality.md, "The JSON Schema emitter reads the *static* value".
function inputOptin(schema) {
    const def = schema._zod.def;
    if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
    }
    if (def.type === "catch") {
        return inputOptin(def.innerType);
    }
    return schema._zod.optin;
}
const objectProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const shape = def.shape;
    // dropping it while still emitting `additionalProperties: false` would emit a schema that rejects data this one requires
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    if (symbolKeys.length &&
        (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
    }
    json.type = "object";
    json.properties = {};
    for (const key in shape) {
        // assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter on the plain {} we build into
        (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .assignProp */ .Vy)(json.properties, key, (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key],
        }));
    }
    // required keys
    const requiredKeys = [];
    for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
            requiredKeys.push(key);
        }
    }
    if (requiredKeys.length > 0) {
        json.required = requiredKeys;
    }
    // catchall
    if (def.catchall?._zod.def.type === "never") {
        // strict
        json.additionalProperties = false;
    }
    else if (!def.catchall) {
        // regular
        if (ctx.io === "output")
            json.additionalProperties = false;
    }
    else if (def.catchall) {
        json.additionalProperties = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
};
const unionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // Exclusive unions (inclusive === false) use oneOf (exactly one match) instead of anyOf (one or more matches). This includes both z.xor() and discriminated unions
    const isExclusive = def.inclusive === false;
    const options = def.options.map((x, i) => (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i],
    }));
    if (isExclusive) {
        json.oneOf = options;
    }
    else {
        json.anyOf = options;
    }
};
const intersectionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const a = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0],
    });
    const b = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1],
    });
    const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
    const allOf = [
        ...(isSimpleIntersection(a) ? a.allOf : [a]),
        ...(isSimpleIntersection(b) ? b.allOf : [b]),
    ];
    json.allOf = allOf;
    // Recorded innermost first, so a nested intersection has already folded by the time this one is considered. The array is the handle rather than the schema, because a wrapper that inherits this schema shares the same array; `finalize` folds every object holding it. See `foldIntersection`.
    ctx.intersections.push(allOf);
};
const tupleProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "array";
    const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
    const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
    const prefixItems = def.items.map((x, i) => (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i],
    }));
    const rest = def.rest
        ? (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.rest, ctx, {
            ...params,
            path: [...params.path, restPath, ...(ctx.target === "openapi-3.0" ? [def.items.length] : [])],
        })
        : null;
    let minItems = def.items.length;
    while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional)
            break;
        minItems--;
    }
    const maxItems = def.items.length;
    const isClosed = !def.rest;
    if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
            json.items = false;
        }
        else if (rest) {
            json.items = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else if (ctx.target === "openapi-3.0") {
        json.items = {
            anyOf: prefixItems,
        };
        if (rest) {
            json.items.anyOf.push(rest);
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else {
        json.items = prefixItems;
        if (isClosed) {
            json.additionalItems = false;
        }
        else if (rest) {
            json.additionalItems = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    // explicit user-defined length checks take precedence
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
 * numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
 * behind a wrapper only carries its own `type` before then, and a union key only has its branches.
 *
 * A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
 * than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
 * exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
 * accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
 * outright. */
function stringifyKeyNames(bySchema, json, visited) {
    // an extracted key that rewrites cannot go on sharing its definition — the string form a key position needs is not the number form every other reference wants — so it inlines. One that does not rewrite keeps the `$ref`.
    if (json.$ref) {
        // a recursive key holds its own reference inside its definition, so a node already on the path is left alone rather than resolved again
        if (visited.has(json))
            return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def)
            return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = json[keyword];
        if (!Array.isArray(branches))
            continue;
        const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
        // rebuilding regardless would detach a key that had nothing to re-express, dropping its `$ref` and leaking the internal `id`
        if (mapped.some((branch, i) => branch !== branches[i]))
            json = { ...json, [keyword]: mapped };
    }
    // a member that already admits a string leaves the key unconstrained, so the node's own type re-expresses only when every member is numeric
    const types = Array.isArray(json.type) ? json.type : [json.type];
    const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
    // a heterogeneous key carries no type at all, so its numeric members are caught here instead
    const values = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
    if (!numericType && !values?.some((v) => typeof v === "number"))
        return json;
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
    if (rest.enum)
        rest.enum = rest.enum.map((v) => (typeof v === "number" ? String(v) : v));
    else if (typeof rest.const === "number")
        rest.const = String(rest.const);
    // a heterogeneous key keeps its absent type: the stringified members already say what a key may be
    if (!numericType)
        return rest;
    rest.type = "string";
    if (!values)
        rest.pattern = (types.includes("number") ? _regexes_js__WEBPACK_IMPORTED_MODULE_2__.number : _regexes_js__WEBPACK_IMPORTED_MODULE_2__.integer).source;
    return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
const pendingRecords = new WeakMap();
function rewriteKeyNames(ctx) {
    // an extracted key is resolved by the object `extractToDef` left in its place, so the map is built once rather than searched per reference. `_zod.toJSONSchema` can hand the same object to two schemas, so the first entry carrying a body wins, as a search would have found it.
    const bySchema = new Map();
    for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
    }
    const rewrites = new Map();
    for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names))
            continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set());
        if (rewritten !== names)
            rewrites.set(names, rewritten);
    }
    if (!rewrites.size)
        return;
    // the flatten has already copied each record's own properties onto every wrapper by reference, and an extracted body is another such copy, so every carrier holding a rewritten key is updated together
    for (const entry of ctx.seen.values()) {
        for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
                carrier.propertyNames = rewritten;
        }
    }
}
const recordProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "object";
    // For looseRecord with regex patterns, use patternProperties. This correctly represents "only validate keys matching the pattern" semantics and composes well with allOf (intersections)
    const keyType = def.keyType;
    const patterns = aggregateChecks(keyType).patterns;
    if (def.mode === "loose" && patterns && patterns.size > 0) {
        // Use patternProperties for looseRecord with regex patterns
        const valueSchema = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"],
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
            (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .assignProp */ .Vy)(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
    }
    else {
        // Default behavior: use propertyNames + additionalProperties
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json.propertyNames = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.keyType, ctx, {
                ...params,
                path: [...params.path, "propertyNames"],
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
                pending = [];
                pendingRecords.set(ctx, pending);
                ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
        }
        json.additionalProperties = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
    // Add required for keys with discrete values (enum, literal, etc.)
    const keyValues = keyType._zod.values;
    // Every key shares one value schema, so an optional-in value makes the whole key set omittable on input. Output keeps them: the exhaustive branch assigns every key, even one whose value came back undefined.
    const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
    if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
            json.required = validKeyValues.map(String);
        }
    }
};
const nullableProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const inner = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
    }
    else {
        json.anyOf = [inner, { type: "null" }];
    }
};
const nonoptionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
 * A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
 * unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
const UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
    let unrepresentable = false;
    const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint")
            return val;
        unrepresentable = true;
        return null;
    });
    if (!unrepresentable)
        return JSON.parse(serialized);
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
    return UNREPRESENTABLE_DEFAULT;
}
const defaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
};
const prefaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    if (ctx.io !== "input")
        return;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
};
const catchProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    let catchValue;
    try {
        catchValue = def.catchValue(undefined);
    }
    catch {
        (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
    }
    json.default = catchValue;
};
const pipeProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    const inIsTransform = def.in._zod.traits.has("$ZodTransform");
    const innerType = ctx.io === "input" ? (inIsTransform ? def.out : def.in) : def.out;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
const readonlyProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    json.readOnly = true;
};
const promiseProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const optionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const lazyProcessor = (schema, ctx, _json, params) => {
    const innerType = schema._zod.innerType;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
// ==================== ALL PROCESSORS ====================
const allProcessors = {
    string: stringProcessor,
    number: numberProcessor,
    boolean: booleanProcessor,
    bigint: bigintProcessor,
    symbol: symbolProcessor,
    null: nullProcessor,
    undefined: undefinedProcessor,
    void: voidProcessor,
    never: neverProcessor,
    any: anyProcessor,
    unknown: unknownProcessor,
    date: dateProcessor,
    enum: enumProcessor,
    literal: literalProcessor,
    nan: nanProcessor,
    template_literal: templateLiteralProcessor,
    file: fileProcessor,
    success: successProcessor,
    custom: customProcessor,
    function: functionProcessor,
    transform: transformProcessor,
    map: mapProcessor,
    set: setProcessor,
    array: arrayProcessor,
    object: objectProcessor,
    union: unionProcessor,
    intersection: intersectionProcessor,
    tuple: tupleProcessor,
    record: recordProcessor,
    nullable: nullableProcessor,
    nonoptional: nonoptionalProcessor,
    default: defaultProcessor,
    prefault: prefaultProcessor,
    catch: catchProcessor,
    pipe: pipeProcessor,
    readonly: readonlyProcessor,
    promise: promiseProcessor,
    optional: optionalProcessor,
    lazy: lazyProcessor,
};
function toJSONSchema(input, params) {
    if ("_idmap" in input) {
        // Registry case
        const registry = input;
        const ctx = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .initializeContext */ .az)({ ...params, processors: allProcessors });
        const defs = {};
        // First pass: process all schemas to build the seen map
        for (const entry of registry._idmap.entries()) {
            const [_, schema] = entry;
            (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(schema, ctx);
        }
        const schemas = {};
        const external = {
            registry,
            uri: params?.uri,
            defs,
        };
        // Update the context with external configuration
        ctx.external = external;
        // Second pass: emit each schema
        for (const entry of registry._idmap.entries()) {
            const [key, schema] = entry;
            (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .extractDefs */ .Wb)(ctx, schema);
            (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .assignProp */ .Vy)(schemas, key, (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .finalize */ .jE)(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
            const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas.__shared = {
                [defsSegment]: defs,
            };
        }
        return { schemas };
    }
    // Single schema case
    const ctx = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .initializeContext */ .az)({ ...params, processors: allProcessors });
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(input, ctx);
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .extractDefs */ .Wb)(ctx, input);
    return (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .finalize */ .jE)(ctx, input);
}


/***/ }),

/***/ 4196:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EJ: () => (/* binding */ parseAsync),
/* harmony export */   F0: () => (/* binding */ validateAsync),
/* harmony export */   GW: () => (/* binding */ _encodeAsync),
/* harmony export */   Mv: () => (/* binding */ _encode),
/* harmony export */   Od: () => (/* binding */ _safeParse),
/* harmony export */   R3: () => (/* binding */ _safeDecodeAsync),
/* harmony export */   Rb: () => (/* binding */ _parseAsync),
/* harmony export */   Tj: () => (/* binding */ _parse),
/* harmony export */   VS: () => (/* binding */ _safeDecode),
/* harmony export */   e2: () => (/* binding */ _decode),
/* harmony export */   or: () => (/* binding */ _decodeAsync),
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   rh: () => (/* binding */ _safeEncode),
/* harmony export */   tf: () => (/* binding */ validate),
/* harmony export */   v_: () => (/* binding */ _safeEncodeAsync),
/* harmony export */   wG: () => (/* binding */ _safeParseAsync),
/* harmony export */   xL: () => (/* binding */ safeParse)
/* harmony export */ });
/* unused harmony exports safeParseAsync, encode, decode, encodeAsync, decodeAsync, safeEncode, safeDecode, safeEncodeAsync, safeDecodeAsync */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(88532);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(37428);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(54723);



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$ZodAsyncError */ .GT();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => _util_js__WEBPACK_IMPORTED_MODULE_1__/* .finalizeIssue */ .iR(iss, ctx, _core_js__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W())));
            _util_js__WEBPACK_IMPORTED_MODULE_1__/* .captureStackTrace */ .gx(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse = /* @__PURE__*/ _parse(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => _util_js__WEBPACK_IMPORTED_MODULE_1__/* .finalizeIssue */ .iR(iss, ctx, _core_js__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W())));
            _util_js__WEBPACK_IMPORTED_MODULE_1__/* .captureStackTrace */ .gx(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parseAsync = /* @__PURE__*/ _parseAsync(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$ZodAsyncError */ .GT();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => _util_js__WEBPACK_IMPORTED_MODULE_1__/* .finalizeIssue */ .iR(iss, ctx, _core_js__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$ZodAsyncError */ .GT();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);


/***/ }),

/***/ 23908:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   anyString: () => (/* binding */ anyString),
/* harmony export */   base64: () => (/* binding */ base64),
/* harmony export */   base64url: () => (/* binding */ base64url),
/* harmony export */   bigint: () => (/* binding */ bigint),
/* harmony export */   boolean: () => (/* binding */ boolean),
/* harmony export */   browserEmail: () => (/* binding */ browserEmail),
/* harmony export */   cidrv4: () => (/* binding */ cidrv4),
/* harmony export */   cidrv6: () => (/* binding */ cidrv6),
/* harmony export */   creditCard: () => (/* binding */ creditCard),
/* harmony export */   cuid: () => (/* binding */ cuid),
/* harmony export */   cuid2: () => (/* binding */ cuid2),
/* harmony export */   currencyCode: () => (/* binding */ currencyCode),
/* harmony export */   date: () => (/* binding */ date),
/* harmony export */   datetime: () => (/* binding */ datetime),
/* harmony export */   domain: () => (/* binding */ domain),
/* harmony export */   duration: () => (/* binding */ duration),
/* harmony export */   e164: () => (/* binding */ e164),
/* harmony export */   email: () => (/* binding */ email),
/* harmony export */   emoji: () => (/* binding */ emoji),
/* harmony export */   extendedDuration: () => (/* binding */ extendedDuration),
/* harmony export */   guid: () => (/* binding */ guid),
/* harmony export */   hex: () => (/* binding */ hex),
/* harmony export */   hostname: () => (/* binding */ hostname),
/* harmony export */   html5Email: () => (/* binding */ html5Email),
/* harmony export */   httpProtocol: () => (/* binding */ httpProtocol),
/* harmony export */   iban: () => (/* binding */ iban),
/* harmony export */   idnEmail: () => (/* binding */ idnEmail),
/* harmony export */   integer: () => (/* binding */ integer),
/* harmony export */   ipv4: () => (/* binding */ ipv4),
/* harmony export */   ipv6: () => (/* binding */ ipv6),
/* harmony export */   ksuid: () => (/* binding */ ksuid),
/* harmony export */   lowercase: () => (/* binding */ lowercase),
/* harmony export */   mac: () => (/* binding */ mac),
/* harmony export */   md5_base64: () => (/* binding */ md5_base64),
/* harmony export */   md5_base64url: () => (/* binding */ md5_base64url),
/* harmony export */   md5_hex: () => (/* binding */ md5_hex),
/* harmony export */   nanoid: () => (/* binding */ nanoid),
/* harmony export */   nanoidOfLength: () => (/* binding */ nanoidOfLength),
/* harmony export */   "null": () => (/* binding */ _null),
/* harmony export */   number: () => (/* binding */ number),
/* harmony export */   rfc5322Email: () => (/* binding */ rfc5322Email),
/* harmony export */   sha1_base64: () => (/* binding */ sha1_base64),
/* harmony export */   sha1_base64url: () => (/* binding */ sha1_base64url),
/* harmony export */   sha1_hex: () => (/* binding */ sha1_hex),
/* harmony export */   sha256_base64: () => (/* binding */ sha256_base64),
/* harmony export */   sha256_base64url: () => (/* binding */ sha256_base64url),
/* harmony export */   sha256_hex: () => (/* binding */ sha256_hex),
/* harmony export */   sha384_base64: () => (/* binding */ sha384_base64),
/* harmony export */   sha384_base64url: () => (/* binding */ sha384_base64url),
/* harmony export */   sha384_hex: () => (/* binding */ sha384_hex),
/* harmony export */   sha512_base64: () => (/* binding */ sha512_base64),
/* harmony export */   sha512_base64url: () => (/* binding */ sha512_base64url),
/* harmony export */   sha512_hex: () => (/* binding */ sha512_hex),
/* harmony export */   string: () => (/* binding */ string),
/* harmony export */   time: () => (/* binding */ time),
/* harmony export */   ulid: () => (/* binding */ ulid),
/* harmony export */   undefined: () => (/* binding */ _undefined),
/* harmony export */   unicodeEmail: () => (/* binding */ unicodeEmail),
/* harmony export */   uppercase: () => (/* binding */ uppercase),
/* harmony export */   uuid: () => (/* binding */ uuid),
/* harmony export */   uuid4: () => (/* binding */ uuid4),
/* harmony export */   uuid6: () => (/* binding */ uuid6),
/* harmony export */   uuid7: () => (/* binding */ uuid7),
/* harmony export */   xid: () => (/* binding */ xid)
/* harmony export */ });
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(54723);

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ uuid(4);
const uuid6 = /*@__PURE__*/ uuid(6);
const uuid7 = /*@__PURE__*/ uuid(7);
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = unicodeEmail;
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = _util_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRegex */ .sD(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ fixedBase64(22, "==");
const md5_base64url = /*@__PURE__*/ fixedBase64url(22);
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ fixedBase64(27, "=");
const sha1_base64url = /*@__PURE__*/ fixedBase64url(27);
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ fixedBase64(43, "=");
const sha256_base64url = /*@__PURE__*/ fixedBase64url(43);
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ fixedBase64(64, "");
const sha384_base64url = /*@__PURE__*/ fixedBase64url(64);
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ fixedBase64(86, "==");
const sha512_base64url = /*@__PURE__*/ fixedBase64url(86);


/***/ }),

/***/ 29396:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   fd: () => (/* binding */ globalRegistry)
/* harmony export */ });
/* unused harmony exports $output, $input, $ZodRegistry, registry */
var _a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(_a = globalThis).__zod_globalRegistry ?? (_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;


/***/ }),

/***/ 56985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Gb: () => (/* binding */ $ZodAny),
  $p: () => (/* binding */ $ZodArray),
  Dq: () => (/* binding */ $ZodBase64),
  CQ: () => (/* binding */ $ZodBase64URL),
  BN: () => (/* binding */ $ZodBigInt),
  IT: () => (/* binding */ $ZodBigIntFormat),
  sF: () => (/* binding */ $ZodBoolean),
  CI: () => (/* binding */ $ZodCIDRv4),
  Cn: () => (/* binding */ $ZodCIDRv6),
  bl: () => (/* binding */ $ZodCUID),
  Zu: () => (/* binding */ $ZodCUID2),
  t$: () => (/* binding */ $ZodCatch),
  YY: () => (/* binding */ $ZodCodec),
  ZZ: () => (/* binding */ $ZodCreditCard),
  b0: () => (/* binding */ $ZodCustom),
  ZQ: () => (/* binding */ $ZodCustomStringFormat),
  o5: () => (/* binding */ $ZodDate),
  rv: () => (/* binding */ $ZodDefault),
  P0: () => (/* binding */ $ZodDiscriminatedUnion),
  Oy: () => (/* binding */ $ZodE164),
  qG: () => (/* binding */ $ZodEmail),
  cG: () => (/* binding */ $ZodEmoji),
  VO: () => (/* binding */ $ZodEnum),
  RL: () => (/* binding */ $ZodExactOptional),
  CT: () => (/* binding */ $ZodFile),
  _A: () => (/* binding */ $ZodFunction),
  Zc: () => (/* binding */ $ZodGUID),
  ew: () => (/* binding */ $ZodIBAN),
  Lc: () => (/* binding */ $ZodIPv4),
  Zy: () => (/* binding */ $ZodIPv6),
  v1: () => (/* binding */ $ZodISODate),
  Ko: () => (/* binding */ $ZodISODateTime),
  $N: () => (/* binding */ $ZodISODuration),
  Ax: () => (/* binding */ $ZodISOTime),
  LJ: () => (/* binding */ $ZodIntersection),
  h8: () => (/* binding */ $ZodJWT),
  GY: () => (/* binding */ $ZodKSUID),
  kU: () => (/* binding */ $ZodLazy),
  nu: () => (/* binding */ $ZodLiteral),
  rO: () => (/* binding */ $ZodMAC),
  eb: () => (/* binding */ $ZodMap),
  zP: () => (/* binding */ $ZodNaN),
  Py: () => (/* binding */ $ZodNanoID),
  Um: () => (/* binding */ $ZodNever),
  N$: () => (/* binding */ $ZodNonOptional),
  x8: () => (/* binding */ $ZodNull),
  qc: () => (/* binding */ $ZodNullable),
  vz: () => (/* binding */ $ZodNumber),
  I: () => (/* binding */ $ZodNumberFormat),
  w: () => (/* binding */ $ZodObjectJIT),
  ig: () => (/* binding */ $ZodOptional),
  _m: () => (/* binding */ $ZodPipe),
  VF: () => (/* binding */ $ZodPrefault),
  KX: () => (/* binding */ $ZodPreprocess),
  hA: () => (/* binding */ $ZodPromise),
  Sb: () => (/* binding */ $ZodReadonly),
  h: () => (/* binding */ $ZodRecord),
  Oi: () => (/* binding */ $ZodSet),
  $v: () => (/* binding */ $ZodString),
  EY: () => (/* binding */ $ZodStringFormat),
  Dw: () => (/* binding */ $ZodSuccess),
  U5: () => (/* binding */ $ZodSymbol),
  d: () => (/* binding */ $ZodTemplateLiteral),
  Wc: () => (/* binding */ $ZodTransform),
  G3: () => (/* binding */ $ZodTuple),
  W4: () => (/* binding */ $ZodType),
  g5: () => (/* binding */ $ZodULID),
  VY: () => (/* binding */ $ZodURL),
  Zn: () => (/* binding */ $ZodUUID),
  Mv: () => (/* binding */ $ZodUndefined),
  cu: () => (/* binding */ $ZodUnion),
  GP: () => (/* binding */ $ZodUnknown),
  WH: () => (/* binding */ $ZodVoid),
  TF: () => (/* binding */ $ZodXID),
  pm: () => (/* binding */ $ZodXor),
  cq: () => (/* binding */ base64Charset),
  xE: () => (/* binding */ base64urlCharset),
  YK: () => (/* binding */ standardProps)
});

// UNUSED EXPORTS: $ZodObject, URL_BAD_FORMAT, URL_UNPARSEABLE, canParseURL, clone, getDiscriminatedOption, isValidBase64, isValidBase64URL, isValidCIDRv6, isValidCreditCard, isValidIBAN, isValidIPv6, isValidJWT, mergeValues, parseURLObject, stripTabAndNewline, urlHostnameOk, urlProtocolOk, validateURL

// EXTERNAL MODULE: ./node_modules/zod/v4/core/checks.js
var checks = __nccwpck_require__(44890);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __nccwpck_require__(88532);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/doc.js
class Doc {
    constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
    }
    // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
    indented(fn) {
        this.indent += 1;
        try {
            fn(this);
        }
        finally {
            this.indent -= 1;
        }
    }
    write(arg) {
        if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
        }
        const content = arg;
        const lines = content.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
            this.content.push(line);
        }
    }
    compile() {
        const F = Function;
        const content = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/parse.js
var parse = __nccwpck_require__(4196);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/regexes.js
var regexes = __nccwpck_require__(23908);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var util = __nccwpck_require__(54723);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ core/* $constructor */.xI("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = util/* aborted */.QH(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (util/* explicitlyAborted */.rL(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new core/* $ZodAsyncError */.GT();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        util/* attachSchema */.d3(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = util/* aborted */.QH(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    util/* attachSchema */.d3(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = util/* aborted */.QH(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (util/* aborted */.QH(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new core/* $ZodAsyncError */.GT();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new core/* $ZodAsyncError */.GT();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return util/* hide */.jD(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        util/* own */.qh(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => util/* finalizeIssue */.iR(iss, ctx, core/* config */.$W())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ core/* $constructor */.xI("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? regexes.anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ core/* $constructor */.xI("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    checks/* $ZodCheckStringFormat */.ql.init(inst, def);
    $ZodString.init(inst, def);
});
const $ZodGUID = /*@__PURE__*/ core/* $constructor */.xI("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.guid);
    $ZodStringFormat.init(inst, def);
});
const $ZodUUID = /*@__PURE__*/ core/* $constructor */.xI("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = regexes.uuid(v));
    }
    else
        def.pattern ?? (def.pattern = regexes.uuid());
    $ZodStringFormat.init(inst, def);
});
const $ZodEmail = /*@__PURE__*/ core/* $constructor */.xI("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.email);
    $ZodStringFormat.init(inst, def);
});
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === regexes.httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ core/* $constructor */.xI("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodEmoji = /*@__PURE__*/ core/* $constructor */.xI("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.emoji());
    $ZodStringFormat.init(inst, def);
});
const $ZodNanoID = /*@__PURE__*/ core/* $constructor */.xI("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? regexes.nanoid : regexes.nanoidOfLength(def.length));
    $ZodStringFormat.init(inst, def);
});
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ core/* $constructor */.xI("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.cuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodCUID2 = /*@__PURE__*/ core/* $constructor */.xI("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.cuid2);
    $ZodStringFormat.init(inst, def);
});
const $ZodULID = /*@__PURE__*/ core/* $constructor */.xI("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.ulid);
    $ZodStringFormat.init(inst, def);
});
const $ZodXID = /*@__PURE__*/ core/* $constructor */.xI("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.xid);
    $ZodStringFormat.init(inst, def);
});
const $ZodKSUID = /*@__PURE__*/ core/* $constructor */.xI("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.ksuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodISODateTime = /*@__PURE__*/ core/* $constructor */.xI("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.datetime(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODate = /*@__PURE__*/ core/* $constructor */.xI("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.date);
    $ZodStringFormat.init(inst, def);
});
const $ZodISOTime = /*@__PURE__*/ core/* $constructor */.xI("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.time(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODuration = /*@__PURE__*/ core/* $constructor */.xI("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.duration);
    $ZodStringFormat.init(inst, def);
});
const $ZodIPv4 = /*@__PURE__*/ core/* $constructor */.xI("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.ipv4);
    $ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ core/* $constructor */.xI("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.ipv6);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodMAC = /*@__PURE__*/ core/* $constructor */.xI("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
});
const $ZodCIDRv4 = /*@__PURE__*/ core/* $constructor */.xI("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.cidrv4);
    $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ core/* $constructor */.xI("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.cidrv6); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ core/* $constructor */.xI("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ core/* $constructor */.xI("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodE164 = /*@__PURE__*/ core/* $constructor */.xI("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.e164);
    $ZodStringFormat.init(inst, def);
});
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ core/* $constructor */.xI("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ core/* $constructor */.xI("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ core/* $constructor */.xI("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCustomStringFormat = /*@__PURE__*/ core/* $constructor */.xI("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodNumber = /*@__PURE__*/ core/* $constructor */.xI("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.number;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ core/* $constructor */.xI("$ZodNumberFormat", (inst, def) => {
    checks/* $ZodCheckNumberFormat */.KH.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ core/* $constructor */.xI("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.boolean;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ core/* $constructor */.xI("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.bigint;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodBigIntFormat = /*@__PURE__*/ core/* $constructor */.xI("$ZodBigIntFormat", (inst, def) => {
    checks/* $ZodCheckBigIntFormat */.uE.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
});
const $ZodSymbol = /*@__PURE__*/ core/* $constructor */.xI("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodUndefined = /*@__PURE__*/ core/* $constructor */.xI("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodNull = /*@__PURE__*/ core/* $constructor */.xI("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes["null"];
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodAny = /*@__PURE__*/ core/* $constructor */.xI("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodUnknown = /*@__PURE__*/ core/* $constructor */.xI("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ core/* $constructor */.xI("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ core/* $constructor */.xI("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodDate = /*@__PURE__*/ core/* $constructor */.xI("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
});
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = util/* sizeCaps */.hi(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of util/* sizeCaps */.hi(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    util/* attachSchema */.d3(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...util/* prefixIssues */.lQ(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ core/* $constructor */.xI("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && util/* aborted */.QH(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...util/* prefixIssues */.lQ(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = util/* optionalKeys */.NM(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (util/* aborted */.QH(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ core/* $constructor */.xI("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = util/* cached */.PO(() => normalizeDef(def));
    util/* defineLazyInternal */.v5(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    util/* assignProp */.Vy(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = util/* isObject */.Gv;
    const catchall = def.catchall;
    let value;
    const memo = core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util/* aborted */.QH(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ core/* $constructor */.xI("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = util/* cached */.PO(() => normalizeDef(def));
    const memo = core/* globalConfig */.cr.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : util/* esc */.UQ(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = util/* isObject */.Gv;
    const jit = !core/* globalConfig */.cr.jitless;
    const allowsEval = util/* allowsEval */.hI;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
});
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !util/* aborted */.QH(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => util/* finalizeIssue */.iR(iss, ctx, core/* config */.$W()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ core/* $constructor */.xI("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => util/* cleanRegex */.p6(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util/* finalizeIssue */.iR(iss, ctx, core/* config */.$W()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ core/* $constructor */.xI("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
});
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
core/* $constructor */.xI("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    util/* defineLazyInternal */.v5(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    util/* assignProp */.Vy(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = util/* rawShape */.MO(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = util/* cached */.PO(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util/* isObject */.Gv(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
});
const $ZodIntersection = /*@__PURE__*/ core/* $constructor */.xI("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
});
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (util/* isPlainObject */.Qd(a) && util/* isPlainObject */.Qd(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (util/* aborted */.QH(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ core/* $constructor */.xI("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = util/* aborted */.QH(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (util/* aborted */.QH(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
});
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...util/* prefixIssues */.lQ(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...util/* prefixIssues */.lQ(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ core/* $constructor */.xI("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util/* isPlainObject */.Qd(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => util/* finalizeIssue */.iR(iss, ctx, core/* config */.$W())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...util/* prefixIssues */.lQ(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...util/* prefixIssues */.lQ(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && regexes.number.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => util/* finalizeIssue */.iR(iss, ctx, core/* config */.$W())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...util/* prefixIssues */.lQ(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...util/* prefixIssues */.lQ(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
});
const $ZodMap = /*@__PURE__*/ core/* $constructor */.xI("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util/* aborted */.QH(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
});
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util/* propertyKeyTypes */.qQ.has(typeof key)) {
            final.issues.push(...util/* prefixIssues */.lQ(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util/* finalizeIssue */.iR(iss, ctx, core/* config */.$W())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util/* propertyKeyTypes */.qQ.has(typeof key)) {
            final.issues.push(...util/* prefixIssues */.lQ(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util/* finalizeIssue */.iR(iss, ctx, core/* config */.$W())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ core/* $constructor */.xI("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util/* aborted */.QH(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
});
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ core/* $constructor */.xI("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = util/* getEnumValues */.w5(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const patternValues = util/* getEnumValues */.w5(zod.def.entries).filter((k) => util/* propertyKeyTypes */.qQ.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => util/* escapeRegex */.sD(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ core/* $constructor */.xI("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? util/* escapeRegex */.sD(o) : o ? util/* escapeRegex */.sD(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodFile = /*@__PURE__*/ core/* $constructor */.xI("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodTransform = /*@__PURE__*/ core/* $constructor */.xI("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    core/* globalConfig */.cr.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core/* $ZodEncodeError */.cV(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new core/* $ZodAsyncError */.GT();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ core/* $constructor */.xI("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${util/* cleanRegex */.p6(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ core/* $constructor */.xI("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    util/* defineLazyInternal */.v5(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ core/* $constructor */.xI("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${util/* cleanRegex */.p6(pattern.source)}|null)$`) : undefined;
    });
    util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ core/* $constructor */.xI("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ core/* $constructor */.xI("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNonOptional = /*@__PURE__*/ core/* $constructor */.xI("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
});
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ core/* $constructor */.xI("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core/* $ZodEncodeError */.cV("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
});
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => util/* finalizeIssue */.iR(iss, ctx, core/* config */.$W())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ core/* $constructor */.xI("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ core/* $constructor */.xI("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
});
const $ZodPipe = /*@__PURE__*/ core/* $constructor */.xI("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.in._zod.values);
    util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.in._zod.optin);
    util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.out._zod.optout);
    util/* defineLazyInternal */.v5(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ core/* $constructor */.xI("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.in._zod.values);
    util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.in._zod.optin);
    util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.out._zod.optout);
    util/* defineLazyInternal */.v5(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
});
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ core/* $constructor */.xI("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
});
const $ZodReadonly = /*@__PURE__*/ core/* $constructor */.xI("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    util/* defineLazyInternal */.v5(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
});
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util/* cleanRegex */.p6(before), () => util/* cleanRegex */.p6(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util/* cleanRegex */.p6(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ core/* $constructor */.xI("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util/* cleanRegex */.p6(source));
        }
        else if (part === null || util/* primitiveTypes */.bI.has(typeof part)) {
            regexParts.push(util/* escapeRegex */.sD(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
});
const $ZodFunction = /*@__PURE__*/ core/* $constructor */.xI("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? (0,parse/* parse */.qg)(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return (0,parse/* parse */.qg)(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await (0,parse/* parseAsync */.EJ)(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await (0,parse/* parseAsync */.EJ)(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
});
const $ZodPromise = /*@__PURE__*/ core/* $constructor */.xI("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
});
const $ZodLazy = /*@__PURE__*/ core/* $constructor */.xI("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util/* defineLazy */.gJ(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util/* defineLazyInternal */.v5(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util/* defineLazyInternal */.v5(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
});
const $ZodCustom = /*@__PURE__*/ core/* $constructor */.xI("$ZodCustom", (inst, def) => {
    checks/* $ZodCheck */.QP.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(util/* issue */.sn(_iss));
    }
}


/***/ }),

/***/ 87509:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lp: () => (/* binding */ processSchema),
/* harmony export */   OA: () => (/* binding */ createToJSONSchemaMethod),
/* harmony export */   Wb: () => (/* binding */ extractDefs),
/* harmony export */   _S: () => (/* binding */ handleUnrepresentable),
/* harmony export */   az: () => (/* binding */ initializeContext),
/* harmony export */   jE: () => (/* binding */ finalize),
/* harmony export */   uE: () => (/* binding */ createStandardJSONSchemaMethod)
/* harmony export */ });
/* unused harmony export process */
/* harmony import */ var _registries_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(29396);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(54723);


function assignProps(target, ...sources) {
    for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
                (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .assignProp */ .Vy)(target, key, source[key]);
            }
        }
    }
    return target;
}
// function initializeContext<T extends schemas.$ZodType>(inputs: JSONSchemaGeneratorParams<T>): ToJSONSchemaContext<T> {
//   return {
//     processor: inputs.processor,
//     metadataRegistry: inputs.metadata ?? globalRegistry,
//     target: inputs.target ?? "draft-2020-12",
//     unrepresentable: inputs.unrepresentable ?? "throw",
//   };
// }
function initializeContext(params) {
    // Normalize target: convert old non-hyphenated versions to hyphenated versions
    let target = params?.target ?? "draft-2020-12";
    if (target === "draft-4")
        target = "draft-04";
    if (target === "draft-7")
        target = "draft-07";
    return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? _registries_js__WEBPACK_IMPORTED_MODULE_1__/* .globalRegistry */ .fd,
        target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => { }),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map(),
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined,
    };
}
/**
 * Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
 * `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
 * custom JSON Schema was written into `json`, in which case the caller must not write its own.
 */
function handleUnrepresentable(schema, ctx, json, params, message) {
    const result = typeof ctx.unrepresentable === "function"
        ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message })
        : ctx.unrepresentable;
    if (result === "any")
        return false;
    if (result === undefined || result === "throw")
        throw new Error(message);
    Object.assign(json, result);
    return true;
}
// never rename this back to `process`: bundler polyfills inject a top-level `const process` that a lexical declaration of the same name collides with (#6397)
function processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
    var _a;
    const def = schema._zod.def;
    // check for schema in seens
    const seen = ctx.seen.get(schema);
    if (seen) {
        seen.count++;
        // check if cycle
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
            seen.cycle = _params.path;
        }
        return seen.schema;
    }
    // initialize
    const result = { schema: {}, count: 1, cycle: undefined, path: _params.path };
    ctx.seen.set(schema, result);
    ctx.sharedDefsExtractedFor = undefined;
    ctx.sharedEmitDoneFor = undefined;
    // custom method overrides default behavior
    const overrideSchema = schema._zod.toJSONSchema?.();
    if (overrideSchema) {
        result.schema = overrideSchema;
    }
    else {
        const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path,
        };
        if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
        }
        else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
                throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
            // Also set ref if processor didn't (for inheritance)
            if (!result.ref)
                result.ref = parent;
            processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
        }
    }
    // metadata
    const meta = ctx.metadataRegistry.get(schema);
    if (meta)
        assignProps(result.schema, meta);
    if (ctx.io === "input" && isTransforming(schema)) {
        // examples/defaults only apply to output type of pipe
        delete result.schema.examples;
        delete result.schema.default;
    }
    // set prefault as default
    if (ctx.io === "input" && "_prefault" in result.schema)
        (_a = result.schema).default ?? (_a.default = result.schema._prefault);
    delete result.schema._prefault;
    // pulling fresh from ctx.seen in case it was overwritten
    const _result = ctx.seen.get(schema);
    return _result.schema;
}
/** @deprecated Renamed to `processSchema`. An export alias declares no binding, so it is safe to keep. */

// Escape a reference token for use in a JSON Pointer fragment (RFC 6901): `~` becomes `~0` and `/` becomes `~1`. The `~` replacement must run first.
function encodeJSONPointerSegment(segment) {
    return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function extractDefs(ctx, schema
// params: EmitParams
) {
    // iterate over seen map;
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // With `external` set, every registered schema resolves through the external branch of `makeURI`, so the root branch below produces the same ref the external branch would — this pass is identical whichever schema it is called with, and only needs to run once.
    if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
        return;
    // Track ids to detect duplicates across different schemas
    const idToSchema = new Map();
    for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            const existing = idToSchema.get(id);
            if (existing && existing !== entry[0]) {
                throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id, entry[0]);
        }
    }
    // returns a ref to the schema defId will be empty if the ref points to an external schema (or #)
    const makeURI = (entry) => {
        // comparing the seen objects because sometimes multiple schemas map to the same seen object. e.g. lazy
        // external is configured
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id; // ?? "__shared";// `__schema${ctx.counter++}`;
            // check if schema is in the external registry
            const uriGenerator = ctx.external.uri ?? ((id) => id);
            if (externalId) {
                return { ref: uriGenerator(externalId) };
            }
            // otherwise, add to __shared
            const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id; // set defId so it will be reused if needed
            return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        // an id-less root has nowhere to be extracted to, so it stays inline and self-references as `#`
        if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
        }
        // self-contained schema
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
    };
    // stored cached version in `def` property remove all properties, set $ref
    const extractToDef = (entry) => {
        // if the schema is already a reference, do not extract it
        if (entry[1].schema.$ref) {
            return;
        }
        const seen = entry[1];
        const { ref, defId } = makeURI(entry);
        seen.def = { ...seen.schema };
        // defId won't be set if the schema is a reference to an external schema or if the schema is the root schema
        if (defId)
            seen.defId = defId;
        // wipe away all properties except $ref
        const schema = seen.schema;
        for (const key in schema) {
            delete schema[key];
        }
        schema.$ref = ref;
    };
    // throw on cycles
    // break cycles
    if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
                throw new Error("Cycle detected: " +
                    `#/${seen.cycle?.join("/")}/<root>` +
                    '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
            }
        }
    }
    // extract schemas into $defs
    for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        // convert root schema to # $ref
        if (schema === entry[0]) {
            extractToDef(entry); // this has special handling for the root schema
            continue;
        }
        // extract schemas that are in the external registry
        if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
                extractToDef(entry);
                continue;
            }
        }
        // extract schemas with `id` meta
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            extractToDef(entry);
            continue;
        }
        // break cycles
        if (seen.cycle) {
            // any
            extractToDef(entry);
            continue;
        }
        // extract reused schemas
        if (seen.count > 1) {
            if (ctx.reused === "ref") {
                extractToDef(entry);
            }
        }
    }
    if (ctx.external)
        ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined)
        return;
    const types = [];
    for (const option of options) {
        if (!option || typeof option !== "object")
            return;
        // A branch that is itself a compactible union folds into this one — nested `anyOf` and a flat `type` array say the same thing. Compacting it first also makes the result independent of the order this pass walks the seen map in.
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type")
            return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
                return;
            if (!types.includes(member))
                types.push(member);
        }
    }
    delete schema.anyOf;
    // A `type` array must be non-empty and unique (metaschema); a single member is spelled as a bare string.
    schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
 * an annotation like `description` — makes a member unfoldable, so a constraint this does not
 * understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
    const extra = member.additionalProperties;
    if (extra === undefined || extra === false || typeof extra !== "object" || extra === null)
        return null;
    return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
    const objects = [];
    for (const member of members) {
        // A boolean subschema is legal JSON Schema and carries no keywords to fold.
        if (typeof member !== "object" || member.type !== "object")
            return null;
        for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
                return null;
        }
        objects.push(member);
    }
    const properties = {};
    const required = new Set();
    for (const object of objects) {
        for (const key in object.properties) {
            // `in` would report a `__proto__` key as already present via the prototype chain and skip it.
            if (Object.prototype.hasOwnProperty.call(properties, key))
                continue;
            // Every member constrains this key: the ones that declare it say how, and a `catchall` member constrains it too even though it does not name it. The key has to satisfy all of them, which is the same intersection one level down.
            const parts = [];
            for (const other of objects) {
                const part = other.properties?.[key] ?? undeclaredConstraint(other);
                if (part === null || part === undefined)
                    continue;
                if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                    parts.push(part);
            }
            const merged = parts.length === 1
                ? parts[0]
                : (foldObjects(parts) ?? { allOf: parts });
            (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .assignProp */ .Vy)(properties, key, merged);
        }
        for (const key of object.required ?? [])
            required.add(key);
    }
    const folded = { type: "object", properties };
    if (required.size)
        folded.required = [...required];
    // A key no member declares is rejected only when every member rejects it, so the fold is closed only when every member is. Otherwise it carries whatever the `catchall` members demand of such a key.
    if (objects.every((object) => object.additionalProperties === false)) {
        folded.additionalProperties = false;
    }
    else {
        const constraints = [];
        for (const object of objects) {
            const constraint = undeclaredConstraint(object);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
                constraints.push(constraint);
        }
        if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
        else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
    }
    return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
 * closed object members reject each other's keys and the schema validates nothing. Zod's parser
 * pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
 * *every* side rejects it — so the emitted schema has to pool them too, and folding the members
 * into one object is the encoding that says so on every target.
 *
 * This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
 * machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
 * keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
    const allOf = json.allOf;
    if (!Array.isArray(allOf) || allOf.length < 2)
        return;
    // An `override` runs before this pass and may have written object keywords onto the intersection itself. Those are deliberate, so decline rather than overwrite them.
    for (const key of FOLDABLE_KEYS)
        if (key in json)
            return;
    // An intersection distributes over a union: `A & (X | Y)` is `(A & X) | (A & Y)`. Only the first union is distributed over; a second one stays among the members every branch folds against, where it fails the object check and declines the whole intersection rather than multiplying out.
    const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
    let folded = null;
    if (!unions.length) {
        folded = foldObjects(allOf);
    }
    else {
        const union = unions[0];
        const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1)
            return;
        const rest = allOf.filter((m) => m !== union);
        const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
        if (branches.some((b) => !b))
            return;
        folded = { [keyword]: branches };
    }
    if (!folded)
        return;
    delete json.allOf;
    assignProps(json, folded);
}
function finalize(ctx, schema) {
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // flatten refs - inherit properties from parent schemas
    const flattenRef = (zodSchema) => {
        const seen = ctx.seen.get(zodSchema);
        // already processed
        if (seen.ref === null)
            return;
        const schema = seen.def ?? seen.schema;
        const _cached = { ...schema };
        const ref = seen.ref;
        seen.ref = null; // prevent infinite recursion
        if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            // merge referenced schema into current
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
                // older drafts can't combine $ref with other properties
                schema.allOf = schema.allOf ?? [];
                schema.allOf.push(refSchema);
            }
            else {
                assignProps(schema, refSchema);
            }
            // restore child's own properties (child wins)
            assignProps(schema, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            // For parent chain, child is a refinement - remove parent-only properties
            if (isParentRef) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (!(key in _cached)) {
                        delete schema[key];
                    }
                }
            }
            // When ref was extracted to $defs, remove properties that match the definition
            if (refSchema.$ref && refSeen.def) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                        delete schema[key];
                    }
                }
            }
        }
        // If parent was extracted (has $ref), propagate $ref to this schema. This handles cases like: readonly().meta({id}).describe() where processor sets ref to innerType but parent should be referenced
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
            // Ensure parent is processed first so its def has inherited properties
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
                schema.$ref = parentSeen.schema.$ref;
                // De-duplicate with parent's definition
                if (parentSeen.def) {
                    for (const key in schema) {
                        if (key === "$ref" || key === "allOf")
                            continue;
                        if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                            delete schema[key];
                        }
                    }
                }
            }
        }
        // execute overrides
        ctx.override({
            zodSchema: zodSchema,
            jsonSchema: schema,
            path: seen.path ?? [],
        });
    };
    // Flattening walks the whole map and clears each `ref` as it goes, so a second call over the same map is a no-op scan. Skip it outright once it has run for a registry conversion.
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
                compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
        }
        for (const rewrite of ctx.deferred)
            rewrite();
        // After flattening, every member that was extracted is a `$ref`, so the fold sees the final shape. A schema that inherits an intersection — through `z.lazy`, or any `ref` chain — holds the same `allOf` array, so fold by array identity to catch every copy.
        if (ctx.intersections.length) {
            const carriers = new Map();
            for (const seen of ctx.seen.values()) {
                for (const json of [seen.schema, seen.def]) {
                    const allOf = json?.allOf;
                    if (!Array.isArray(allOf))
                        continue;
                    const existing = carriers.get(allOf);
                    if (existing)
                        existing.push(json);
                    else
                        carriers.set(allOf, [json]);
                }
            }
            for (const allOf of ctx.intersections) {
                for (const json of carriers.get(allOf) ?? [])
                    foldIntersection(json);
            }
        }
    }
    const result = {};
    if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
    }
    else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
    }
    else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
    }
    else if (ctx.target === "openapi-3.0") {
        // OpenAPI 3.0 schema objects should not include a $schema property
    }
    else {
        // Arbitrary string values are allowed but won't have a $schema property set
    }
    if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id)
            throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
    }
    // when the root was extracted into $defs, `root.schema` is the `$ref` wrapper and `root.def` is the body that now lives under $defs
    assignProps(result, root.defId ? root.schema : (root.def ?? root.schema));
    // The `id` in `.meta()` is a Zod-specific registration tag used to extract schemas into $defs — it is not user-facing JSON Schema metadata. Strip it from the output body where it would otherwise leak. The id is preserved implicitly via the $defs key (and via $ref paths).
    const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
    if (rootMetaId !== undefined && result.id === rootMetaId)
        delete result.id;
    // build defs object. With `external`, `defs` is the shared object every schema writes into, so the same entries are reassigned on every call. Without it, `defs` is fresh per call and must be rebuilt.
    const defs = ctx.external?.defs ?? {};
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
                if (seen.def.id === seen.defId)
                    delete seen.def.id;
                (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .assignProp */ .Vy)(defs, seen.defId, seen.def);
            }
        }
    }
    if (ctx.external)
        ctx.sharedEmitDoneFor = ctx.external;
    // set definitions in result
    if (ctx.external) {
    }
    else {
        if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
                result.$defs = defs;
            }
            else {
                result.definitions = defs;
            }
        }
    }
    try {
        // this "finalizes" this schema and ensures all cycles are removed each call to finalize() is functionally independent though the seen map is shared
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
            value: {
                ...schema["~standard"],
                jsonSchema: {
                    input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                    output: createStandardJSONSchemaMethod(schema, "output", ctx.processors),
                },
            },
            enumerable: false,
            writable: false,
        });
        return finalized;
    }
    catch (_err) {
        throw new Error("Error converting schema to JSON.");
    }
}
function isTransforming(_schema, _ctx) {
    const ctx = _ctx ?? { seen: new Set() };
    if (ctx.seen.has(_schema))
        return false;
    ctx.seen.add(_schema);
    const def = _schema._zod.def;
    if (def.type === "transform")
        return true;
    if (def.type === "array")
        return isTransforming(def.element, ctx);
    if (def.type === "set")
        return isTransforming(def.valueType, ctx);
    if (def.type === "lazy")
        return isTransforming(def.getter(), ctx);
    if (def.type === "promise" ||
        def.type === "optional" ||
        def.type === "nonoptional" ||
        def.type === "nullable" ||
        def.type === "readonly" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "catch") {
        return isTransforming(def.innerType, ctx);
    }
    if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
    }
    if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
    }
    if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec"))
            return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
    }
    if (def.type === "object") {
        for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
                return true;
        }
        return false;
    }
    if (def.type === "union") {
        for (const option of def.options) {
            if (isTransforming(option, ctx))
                return true;
        }
        return false;
    }
    if (def.type === "tuple") {
        for (const item of def.items) {
            if (isTransforming(item, ctx))
                return true;
        }
        if (def.rest && isTransforming(def.rest, ctx))
            return true;
        return false;
    }
    return false;
}
/**
 * Creates a toJSONSchema method for a schema instance.
 * This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
 */
const createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
    const ctx = initializeContext({ ...params, processors });
    processSchema(schema, ctx);
    extractDefs(ctx, schema);
    return finalize(ctx, schema);
};
const createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
    const { libraryOptions, target } = params ?? {};
    const ctx = initializeContext({ ...(libraryOptions ?? {}), target, io, processors });
    processSchema(schema, ctx);
    extractDefs(ctx, schema);
    return finalize(ctx, schema);
};


/***/ }),

/***/ 54723:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ normalizeParams),
/* harmony export */   B7: () => (/* binding */ stringifyPrimitive),
/* harmony export */   GW: () => (/* binding */ parsedType),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   LG: () => (/* binding */ floatSafeRemainder),
/* harmony export */   MO: () => (/* binding */ rawShape),
/* harmony export */   NM: () => (/* binding */ optionalKeys),
/* harmony export */   NR: () => (/* binding */ BIGINT_FORMAT_RANGES),
/* harmony export */   O7: () => (/* binding */ codePointLength),
/* harmony export */   OH: () => (/* binding */ partial),
/* harmony export */   PO: () => (/* binding */ cached),
/* harmony export */   QH: () => (/* binding */ aborted),
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
/* harmony export */   Rc: () => (/* binding */ getLengthableOrigin),
/* harmony export */   SS: () => (/* binding */ constantCatch),
/* harmony export */   UQ: () => (/* binding */ esc),
/* harmony export */   Up: () => (/* binding */ pick),
/* harmony export */   Vy: () => (/* binding */ assignProp),
/* harmony export */   W0: () => (/* binding */ safeExtend),
/* harmony export */   X: () => (/* binding */ installLazyProp),
/* harmony export */   X$: () => (/* binding */ extend),
/* harmony export */   Yv: () => (/* binding */ slugify),
/* harmony export */   bI: () => (/* binding */ primitiveTypes),
/* harmony export */   cJ: () => (/* binding */ omit),
/* harmony export */   cl: () => (/* binding */ nullish),
/* harmony export */   d3: () => (/* binding */ attachSchema),
/* harmony export */   fx: () => (/* binding */ getSizableOrigin),
/* harmony export */   gJ: () => (/* binding */ defineLazy),
/* harmony export */   gx: () => (/* binding */ captureStackTrace),
/* harmony export */   h1: () => (/* binding */ merge),
/* harmony export */   hI: () => (/* binding */ allowsEval),
/* harmony export */   hi: () => (/* binding */ sizeCaps),
/* harmony export */   iR: () => (/* binding */ finalizeIssue),
/* harmony export */   jD: () => (/* binding */ hide),
/* harmony export */   jw: () => (/* binding */ joinValues),
/* harmony export */   k8: () => (/* binding */ jsonStringifyReplacer),
/* harmony export */   lQ: () => (/* binding */ prefixIssues),
/* harmony export */   mw: () => (/* binding */ required),
/* harmony export */   o8: () => (/* binding */ clone),
/* harmony export */   ol: () => (/* binding */ members),
/* harmony export */   p6: () => (/* binding */ cleanRegex),
/* harmony export */   qQ: () => (/* binding */ propertyKeyTypes),
/* harmony export */   qh: () => (/* binding */ own),
/* harmony export */   rL: () => (/* binding */ explicitlyAborted),
/* harmony export */   sD: () => (/* binding */ escapeRegex),
/* harmony export */   sn: () => (/* binding */ issue),
/* harmony export */   un: () => (/* binding */ derived),
/* harmony export */   v5: () => (/* binding */ defineLazyInternal),
/* harmony export */   w5: () => (/* binding */ getEnumValues),
/* harmony export */   yG: () => (/* binding */ shallowClone),
/* harmony export */   zH: () => (/* binding */ NUMBER_FORMAT_RANGES),
/* harmony export */   zM: () => (/* binding */ mergeDefs)
/* harmony export */ });
/* unused harmony exports assertEqual, assertNotEqual, toZod, assertIs, assertNever, assert, objectClone, cloneDef, getElementAtPath, promiseAllObject, randomString, numKeys, getParsedType, createTransparentProxy, unwrapMessage, cleanEnum, base64ToUint8Array, uint8ArrayToBase64, base64urlToUint8Array, uint8ArrayToBase64url, hexToUint8Array, uint8ArrayToHex, Class, CONSTANT_CATCH */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(88532);

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ Symbol("evaluating");
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (_core_js__WEBPACK_IMPORTED_MODULE_0__/* .globalConfig */ .cr.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(60218);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
