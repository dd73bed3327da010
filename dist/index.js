import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  configCommitFor
} from "./chunk-SBSOUQVX.js";
import {
  conclusionOf,
  harnessLogLine,
  jobSummary,
  toolLogLine
} from "./chunk-EXCAI7YX.js";
import {
  WORKTREE,
  alfredConfigSchema,
  defaultRunId,
  knownSecretValues,
  parseJsonText,
  readSourceFile,
  tableCell
} from "./chunk-7ZH43UY5.js";
import {
  envLayer,
  fileLayer,
  inputLayer,
  readInput,
  secretInputs
} from "./chunk-MNHSWMB2.js";
import {
  nearMiss
} from "./chunk-QT3ZL4KA.js";
import {
  HOST_PROFILES,
  createRedactor,
  formatZodIssue,
  jsonPath,
  redact
} from "./chunk-KZGOVMV3.js";
import {
  ZodObject,
  ZodType,
  boolean,
  credentialPathVerdict,
  looseObject,
  number,
  record,
  string,
  union,
  unknown
} from "./chunk-DLGEH2NF.js";
import {
  setWasmDirectory
} from "./chunk-DKERYQJ7.js";
import {
  existsSync,
  readFile,
  realpath
} from "./chunk-5WUO2G6I.js";
import {
  markHandled
} from "./chunk-ZV5H6OHN.js";
import {
  headCommit
} from "./chunk-EVBB5HG7.js";
import {
  AlfredError,
  ConfigError,
  errorMessage
} from "./chunk-ZVFRXTU7.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";
import "./chunk-FQEV5D4S.js";

// src/action/index.ts
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// src/config/read-paths.ts
import { isAbsolute } from "node:path";
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function flattenSandboxSetting(values, file) {
  const sandbox = values["sandbox"];
  if (!isPlainObject(sandbox)) return values;
  const unknown2 = Object.keys(sandbox).find((key) => key !== "mode" && key !== "readPaths");
  if (unknown2 !== void 0)
    throw new ConfigError(
      `${file}: $.sandbox.${unknown2}`,
      'unknown setting (expected "mode" or "readPaths")'
    );
  const { sandbox: _nested, ...rest } = values;
  return {
    ...rest,
    ...sandbox["mode"] === void 0 ? {} : { sandbox: sandbox["mode"] },
    ...sandbox["readPaths"] === void 0 ? {} : { sandboxReadPaths: sandbox["readPaths"] }
  };
}
function settingName(layers, index) {
  for (const layer of layers) {
    if (!("sandboxReadPaths" in layer.values)) continue;
    const file = layer.sources.get("");
    if (file !== void 0) return `${file}: $.sandbox.readPaths[${index}]`;
    return layer.sources.get("sandboxReadPaths") ?? "sandbox.readPaths";
  }
  return `sandbox.readPaths[${index}]`;
}
async function resolveReadPaths(config, layers, hostHome) {
  if (config.sandboxReadPaths.length === 0) return config;
  const home = hostHome === void 0 ? void 0 : await realpath(hostHome).catch(() => hostHome);
  const resolved = [];
  for (const [index, path] of config.sandboxReadPaths.entries()) {
    const bad = (why) => new ConfigError(settingName(layers, index), `"${path}": ${why}`);
    if (!isAbsolute(path)) throw bad("expected an absolute path");
    const real = await realpath(path).catch(() => void 0);
    if (real === void 0) throw bad("no such file or directory");
    const refused = credentialPathVerdict(real, home);
    if (refused !== void 0) throw bad(`cannot be shown to sandboxed commands: ${refused}`);
    if (!resolved.includes(real)) resolved.push(real);
  }
  return { ...config, sandboxReadPaths: resolved };
}

// src/config/unknown-setting.ts
var CREDENTIAL = /api[-_]?key|token|secret|password|credential/i;
var RENAMED_SETTINGS = {
  // The permission mode is `permissionMode` from the file to the gate (issue 30).
  mode: "permissionMode"
};
function unwrapped(schema) {
  let current = schema;
  for (; ; ) {
    const inner = current.def.innerType;
    if (!(inner instanceof ZodType)) return current;
    current = inner;
  }
}
function knownSettingsAt(path) {
  let schema = alfredConfigSchema;
  for (const key of path) {
    const object3 = unwrapped(schema);
    if (!(object3 instanceof ZodObject)) return [];
    const next = object3.shape[String(key)];
    if (!(next instanceof ZodType)) return [];
    schema = next;
  }
  const object2 = unwrapped(schema);
  return object2 instanceof ZodObject ? Object.keys(object2.shape) : [];
}
function unknownSettingMessage(key, path) {
  if (CREDENTIAL.test(key))
    return "unknown setting: secrets come from the environment (ANTHROPIC_API_KEY, OPENAI_API_KEY; the Action's key inputs), never from a configuration file";
  const renamed = path.length === 0 ? RENAMED_SETTINGS[key] : void 0;
  if (renamed !== void 0) return `unknown setting: renamed ${renamed}`;
  const meant = nearMiss(key, knownSettingsAt(path));
  return meant === void 0 ? "unknown setting" : `unknown setting; did you mean ${meant}?`;
}

// src/config/load.ts
var CONFIG_FILE = ".alfred/config.json";
function hostDefaults(host) {
  const { label, sandbox } = HOST_PROFILES[host];
  return { values: { sandbox }, sources: /* @__PURE__ */ new Map([["sandbox", `the default of ${label}`]]) };
}
function isPlainObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function mergeLayers(base, over) {
  const merged = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const previous = merged[key];
    merged[key] = isPlainObject2(previous) && isPlainObject2(value) ? mergeLayers(previous, value) : value;
  }
  return merged;
}
function hasPath(values, path) {
  let node = values;
  for (const key of path) {
    if (!isPlainObject2(node) || !(String(key) in node)) return false;
    node = node[String(key)];
  }
  return true;
}
function sourceOf(layers, path) {
  for (const layer of layers) {
    for (let length = path.length; length >= 0; length -= 1) {
      const prefix = path.slice(0, length);
      const label = layer.sources.get(prefix.map(String).join("."));
      if (label !== void 0 && hasPath(layer.values, prefix)) {
        return layer.sources.has("") ? `${label}: ${jsonPath(path)}` : label;
      }
    }
    const fileLabel = layer.sources.get("");
    if (fileLabel !== void 0 && hasPath(layer.values, path.slice(0, 1)))
      return `${fileLabel}: ${jsonPath(path)}`;
  }
  return `config: ${jsonPath(path)}`;
}
function describeIssue(issue) {
  if (issue.code !== "unrecognized_keys") return { path: [...issue.path], message: issue.message };
  return {
    path: [...issue.path, issue.keys[0] ?? ""],
    message: unknownSettingMessage(issue.keys[0] ?? "", issue.path)
  };
}
var mergeAll = (layers) => [...layers].reverse().reduce((acc, layer) => mergeLayers(acc, layer.values), {});
function checkFileLayers(layers) {
  layers.forEach((layer, index) => {
    if (!layer.sources.has("") || index === 0) return;
    const parsed = alfredConfigSchema.safeParse(mergeAll(layers.slice(index)));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const { path, message } = describeIssue(issue);
      if (hasPath(layer.values, path)) throw new ConfigError(sourceOf([layer], path), message);
    }
  });
}
function resolveConfig(layers) {
  const parsed = alfredConfigSchema.safeParse(mergeAll(layers));
  if (parsed.success) {
    checkFileLayers(layers);
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  if (issue === void 0) throw new ConfigError("config", "invalid configuration");
  const { path, message } = describeIssue(issue);
  throw new ConfigError(sourceOf(layers, path), message);
}
var MAX_CONFIG_FILE_BYTES = 256 * 1024;
async function readConfigFile(workingDir, source = WORKTREE) {
  let text2;
  try {
    text2 = await readSourceFile(workingDir, CONFIG_FILE, source);
  } catch (thrown) {
    if (thrown instanceof ConfigError) throw thrown;
    throw new ConfigError(CONFIG_FILE, "cannot be read", { cause: thrown });
  }
  if (text2 === void 0) return void 0;
  const size = Buffer.byteLength(text2);
  if (size > MAX_CONFIG_FILE_BYTES) {
    throw new ConfigError(
      CONFIG_FILE,
      `${size} bytes; a config file may have at most ${MAX_CONFIG_FILE_BYTES} bytes (256 KiB): keep settings there, and long texts in files`
    );
  }
  const parsed = parseJsonText(text2, CONFIG_FILE);
  if (!parsed.ok) throw new ConfigError(parsed.error.location, parsed.error.message);
  if (!isPlainObject2(parsed.value))
    throw new ConfigError(CONFIG_FILE, "expected a JSON object at the top level");
  return fileLayer(flattenSandboxSetting(parsed.value, CONFIG_FILE), CONFIG_FILE);
}

// src/github/event-schema.ts
var text = string({ error: "expected a string" });
var nullableText = string({ error: "expected a string or null" }).nullable().optional();
var positiveInt = number({ error: "expected a positive integer" }).int({ error: "expected a positive integer" }).positive({ error: "expected a positive integer" });
var object = (shape) => looseObject(shape, { error: "expected an object" });
var userSchema = object({
  login: text,
  type: text.optional()
});
var issueCommentPayloadSchema = object({
  action: text.optional(),
  issue: object({
    number: positiveInt,
    title: text,
    body: nullableText,
    // Present (an object) exactly when the issue is a pull request.
    pull_request: unknown().optional(),
    user: userSchema.optional()
  }),
  comment: object({
    id: positiveInt,
    body: text,
    user: userSchema,
    html_url: text.optional()
  })
});
var branchSchema = object({
  ref: text,
  sha: text,
  repo: object({ full_name: text }).nullable().optional()
});
var pullRequestPayloadSchema = object({
  action: text.optional(),
  number: positiveInt.optional(),
  pull_request: object({
    number: positiveInt,
    title: text,
    body: nullableText,
    draft: boolean({ error: "expected true or false" }).optional(),
    html_url: text.optional(),
    user: userSchema.optional(),
    head: branchSchema,
    base: branchSchema
  })
});
var workflowDispatchPayloadSchema = object({
  inputs: record(string(), union([string(), number(), boolean()]), { error: "expected an object" }).nullable().optional()
});
var schedulePayloadSchema = object({
  schedule: text.optional()
});

// src/github/event.ts
function parseActionsContext(env, eventText) {
  const eventName = required(env, "GITHUB_EVENT_NAME");
  const repository = required(env, "GITHUB_REPOSITORY");
  const [owner, repo, ...rest] = repository.split("/");
  if (owner === void 0 || repo === void 0 || owner === "" || repo === "" || rest.length > 0) {
    throw invalid(`GITHUB_REPOSITORY: expected "owner/repo", got ${JSON.stringify(repository)}`);
  }
  const runId = positiveInteger(env, "GITHUB_RUN_ID", void 0);
  const runAttempt = positiveInteger(env, "GITHUB_RUN_ATTEMPT", 1);
  const serverUrl = (env["GITHUB_SERVER_URL"] ?? "https://github.com").replace(/\/+$/, "");
  const file = env["GITHUB_EVENT_PATH"] ?? "event.json";
  const payload = parseJsonText(eventText, file);
  if (!payload.ok) throw invalid(`${payload.error.location}: ${payload.error.message}`);
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
    event: parseEvent(eventName, payload.value, file, repository)
  };
}
function parseEvent(eventName, payload, file, repository) {
  switch (eventName) {
    case "schedule": {
      const data = check(schedulePayloadSchema, payload, file);
      return { kind: "schedule", cron: data.schedule };
    }
    case "workflow_dispatch": {
      const data = check(workflowDispatchPayloadSchema, payload, file);
      const inputs = Object.fromEntries(
        Object.entries(data.inputs ?? {}).map(([key, value]) => [key, String(value)])
      );
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
          isPullRequest: issue.pull_request !== void 0 && issue.pull_request !== null
        },
        comment: {
          id: comment.id,
          body: comment.body,
          authorLogin: comment.user.login,
          authorType: comment.user.type === "Bot" || comment.user.login.endsWith("[bot]") ? "Bot" : "User"
        }
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
        isFork: headRepository === void 0 || headRepository.toLowerCase() !== repository.toLowerCase()
      };
    }
    default:
      return { kind: "unsupported", name: eventName };
  }
}
function check(schema, payload, file) {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  throw invalid(parsed.error.issues.map((issue) => `${file}: ${formatZodIssue(issue)}`).join("\n"));
}
function required(env, name) {
  const value = env[name];
  if (value === void 0 || value.trim() === "")
    throw invalid(`${name}: not set (is this running in GitHub Actions?)`);
  return value.trim();
}
function positiveInteger(env, name, fallback) {
  const raw = env[name];
  if ((raw === void 0 || raw === "") && fallback !== void 0) return fallback;
  const value = required(env, name);
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw invalid(`${name}: expected a positive integer, got ${JSON.stringify(value)}`);
  return Number(value);
}
function invalid(message) {
  return new AlfredError("github_event_invalid", message);
}

// src/security/secrets/ledger-key.ts
var MIN_LEDGER_KEY_LENGTH = 16;

// src/platform/process/termination-signals.ts
var TERMINATION_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
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
  for (const signal of TERMINATION_SIGNALS) process.on(signal, listener);
  return () => {
    for (const signal of TERMINATION_SIGNALS) process.off(signal, listener);
  };
}

// src/github/trigger.ts
var FEATURE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
function parseTrigger(body, phrase = "/alfred") {
  const needle = phrase.trim().toLowerCase();
  if (needle === "") return void 0;
  for (const line of proseLines(body)) {
    const rest = afterPhrase(line, needle);
    if (rest !== void 0) return commandOf(rest);
  }
  return void 0;
}
function commandOf(rest) {
  const words = rest.trim().split(/\s+/).filter((word) => word !== "");
  const [first, second] = words;
  const command = first?.toLowerCase();
  if (command === "implement") {
    const text2 = words.slice(1).join(" ");
    return {
      command: "implement",
      ...second !== void 0 && FEATURE_ID.test(second) ? { featureId: second } : {},
      ...text2 === "" ? {} : { text: text2 }
    };
  }
  if (command === "review") return { command: "review" };
  return { command: "unknown", text: words.join(" ") };
}
function afterPhrase(line, needle) {
  const lower = line.toLowerCase();
  let from = 0;
  for (; ; ) {
    const at = lower.indexOf(needle, from);
    if (at < 0) return void 0;
    const before = at === 0 ? "" : line[at - 1] ?? "";
    let end = at + needle.length;
    if (line[end] === ":" || line[end] === ",") end += 1;
    const after = line[end] ?? "";
    if ((before === "" || /\s/.test(before)) && (after === "" || /\s/.test(after))) return line.slice(end);
    from = at + 1;
  }
}
function proseLines(body) {
  const lines = [];
  let fence;
  for (const raw of body.replace(/<!--[\s\S]*?(?:-->|$)/g, "").split(/\r?\n/)) {
    const trimmed = raw.trimStart();
    const marker = /^(`{3,}|~{3,})/.exec(trimmed)?.[1];
    if (fence !== void 0) {
      if (marker !== void 0 && marker[0] === fence[0] && marker.length >= fence.length) fence = void 0;
      continue;
    }
    if (marker !== void 0) {
      fence = marker;
      continue;
    }
    if (trimmed.startsWith(">")) continue;
    lines.push(raw.replace(/`[^`]*`/g, "\0"));
  }
  return lines;
}

// src/action/job.ts
var JOBS = ["auto", "run", "implement", "review", "plan", "shard", "merge"];
function requestedJob(env, warn) {
  const job = readInput(env, "job");
  if (job !== void 0) return { input: "job", value: job };
  const legacy = readInput(env, "mode");
  if (legacy === void 0) return { input: "job", value: "auto" };
  warn(`The input "mode" is deprecated: rename it to "job" (job: ${legacy}).`);
  return { input: "mode", value: legacy };
}
function decideJob(requested, context, triggerPhrase, input = "job") {
  if (!JOBS.includes(requested)) {
    throw new ConfigError(`input ${input}`, `expected one of ${JOBS.join(", ")}, got "${requested}"`);
  }
  const { event } = context;
  if (requested === "run") return { kind: "run" };
  if (requested === "plan" || requested === "shard" || requested === "merge") return { kind: requested };
  if (requested === "review" || event.kind === "pull_request") return { kind: "review" };
  if (event.kind === "schedule" || event.kind === "workflow_dispatch") {
    return requested === "auto" ? { kind: "run" } : { kind: "skip", why: `job "${requested}" does not apply to ${context.eventName}` };
  }
  if (event.kind === "issue_comment") {
    if (event.action !== "created") return { kind: "skip", why: `comment ${event.action}, not created` };
    const trigger = parseTrigger(event.comment.body, triggerPhrase);
    if (trigger?.command === "implement" && event.issue.isPullRequest) {
      return {
        kind: "skip",
        why: `"${triggerPhrase} implement" works on issues; on a pull request, use "${triggerPhrase} review"`
      };
    }
    if (trigger?.command === "implement") return { kind: "implement", trigger };
    if (trigger?.command === "review") return { kind: "review" };
    return { kind: "skip", why: `the comment does not start with "${triggerPhrase} implement"` };
  }
  return { kind: "skip", why: `Alfred does not act on ${context.eventName} events` };
}

// src/action/review/review-report.ts
var MAX_ANNOTATIONS = 10;
function firstLine(body) {
  return body.replace(/<!--[\s\S]*?-->/g, "").trim().split("\n")[0] ?? "";
}
function reviewSummary(outcome, clean) {
  const lines = [`## Alfred review: ${outcome.conclusion}`, ""];
  if (outcome.message !== void 0) lines.push(clean(outcome.message), "");
  if (outcome.reviewUrl !== void 0) {
    lines.push(
      `Reviewed \`${(outcome.headSha ?? "").slice(0, 10)}\` (${clean(outcome.scope ?? "")}): ${outcome.inline.length} inline, ${outcome.inBody.length} in the review body${outcome.duplicates ? `, ${outcome.duplicates} already said earlier` : ""}. [The review](${outcome.reviewUrl})`,
      ""
    );
  }
  const rows = [
    ...outcome.inline.map((comment) => ({
      where: `${comment.path}:${comment.line}`,
      how: "inline",
      body: comment.body
    })),
    ...outcome.inBody.map((finding) => ({
      where: `${finding.path}:${finding.line}`,
      how: "body",
      body: finding.body
    }))
  ];
  if (rows.length > 0) {
    lines.push("| where | posted | finding |", "|---|---|---|");
    for (const row of rows) {
      lines.push(
        `| ${tableCell(row.where, 200)} | ${row.how} | ${tableCell(clean(firstLine(row.body)), 300)} |`
      );
    }
    lines.push("");
  }
  if (outcome.artifact !== void 0) lines.push(`Signed ledger: ${outcome.artifact.url}`, "");
  return lines.join("\n");
}
async function publishReview(outcome, clean, core) {
  core.setOutput("conclusion", outcome.conclusion);
  if (outcome.reviewId !== void 0) core.setOutput("review-id", String(outcome.reviewId));
  core.setOutput("comments", String(outcome.inline.length + outcome.inBody.length));
  if (outcome.costUsd !== void 0) {
    core.setOutput("cost-usd", outcome.costUsd === null ? "unknown" : outcome.costUsd.toFixed(4));
  }
  if (outcome.artifact !== void 0) core.setOutput("ledger-artifact-id", String(outcome.artifact.id));
  annotateFindings(outcome, clean, core);
  await core.appendSummary(reviewSummary(outcome, clean));
  if (outcome.conclusion === "failure")
    core.setFailed(clean(`Alfred: ${outcome.message ?? "the review failed"}`));
}
function annotateFindings(outcome, clean, core) {
  const findings = [
    ...outcome.inline.map((comment) => ({ ...comment, startLine: comment.startLine ?? comment.line })),
    ...outcome.inBody.map((finding) => ({ ...finding, startLine: finding.line }))
  ].slice(0, MAX_ANNOTATIONS);
  for (const finding of findings) {
    core.notice(clean(firstLine(finding.body)), {
      title: "Alfred review",
      file: finding.path,
      startLine: finding.startLine,
      endLine: finding.line
    });
  }
}

// src/action/publish.ts
async function publishOutcome(outcome, clean, core) {
  if (outcome.review !== void 0) return await publishReview(outcome.review, clean, core);
  const { run: run2, sharded } = outcome;
  core.setOutput("conclusion", outcome.conclusion);
  if (sharded !== void 0) {
    for (const [name, value] of Object.entries(sharded.outputs)) core.setOutput(name, value);
    await core.appendSummary(sharded.summary);
  } else if (run2 !== void 0) {
    const { summary } = run2;
    core.setOutput(
      "passing",
      String(summary.features.filter((feature) => feature.status === "passing").length)
    );
    core.setOutput(
      "blocked",
      String(summary.features.filter((feature) => feature.status === "blocked").length)
    );
    core.setOutput("branch", run2.branch);
    core.setOutput("cost-usd", summary.costUsd === null ? "unknown" : summary.costUsd.toFixed(4));
    if (run2.pullRequest !== void 0) {
      core.setOutput("pr-url", run2.pullRequest.url);
      core.setOutput("pr-number", String(run2.pullRequest.number));
    }
    if (run2.artifact !== void 0) core.setOutput("ledger-artifact-id", String(run2.artifact.id));
    for (const feature of summary.features) {
      if (feature.status === "blocked")
        core.warning(clean(`${feature.featureId}: ${feature.reason ?? "blocked"}`), {
          title: `Alfred blocked ${feature.featureId}`
        });
    }
    const extra = omitUndefined({
      prUrl: run2.pullRequest?.url,
      artifactUrl: run2.artifact?.url,
      reason: outcome.message === void 0 ? void 0 : clean(outcome.message)
    });
    await core.appendSummary(jobSummary(summary, extra));
  } else {
    core.setOutput("passing", "0");
    core.setOutput("blocked", "0");
    await core.appendSummary(`## Alfred: ${outcome.conclusion}

${clean(outcome.message ?? "")}
`);
  }
  if (outcome.conclusion === "failure")
    core.setFailed(clean(`Alfred: ${outcome.message ?? "no feature passed"}`));
}

// src/action/job-modules.ts
var featureModules;
function featureJobModules() {
  featureModules ??= import("./feature-job-deps-N7WFWPHT.js");
  return featureModules;
}
var reviewModules;
function reviewJobModules() {
  reviewModules ??= import("./review-job-deps-YHJDYGEA.js");
  return reviewModules;
}
async function implementModule() {
  return (await import("./implement-HDW25WTP.js")).implementFromComment;
}
function preloadJobModules(env) {
  const requested = readInput(env, "job") ?? readInput(env, "mode") ?? "auto";
  const event = env.GITHUB_EVENT_NAME ?? "";
  const load = requested === "run" || requested === "auto" && ["schedule", "workflow_dispatch"].includes(event) ? featureJobModules() : requested === "review" || requested === "auto" && event === "pull_request" ? reviewJobModules() : void 0;
  markHandled(load);
}

// src/providers/preload-sdk.ts
function preloadProviderSdk(provider) {
  const load = provider === "anthropic" ? import("./sdk-IBUOZLTH.js") : provider === "openai" ? import("./openai-RHNDX5T4.js") : void 0;
  markHandled(load);
}

// src/action/main.ts
function logLine(text2, knownSecrets) {
  const flat = redact(text2, { knownSecrets }).replace(/\r?\n/g, " \u23CE ");
  return /^\s*(::|##\[)/.test(flat) ? ` ${flat.replace(/^(\s*)(::|##\[)/, "$1\u200B$2")}` : flat;
}
async function loadActionConfig(action, workingDir, sha) {
  const { env } = action;
  const file = await readConfigFile(workingDir, { kind: "commit", sha });
  const layers = [
    inputLayer(action.inputs),
    envLayer(env),
    ...file === void 0 ? [] : [file],
    // Read before the job is known: the review row's sandbox default is the run's (host-profiles.test.ts).
    hostDefaults("actionRun")
  ];
  return resolveReadPaths(resolveConfig(layers), layers, env.HOME);
}
function requireSecrets(secrets) {
  if (secrets.githubToken === void 0)
    throw new ConfigError(
      "input github-token",
      "not set: Alfred needs it to push the branch and open the pull request"
    );
  if (secrets.ledgerKey === void 0 || secrets.ledgerKey.length < MIN_LEDGER_KEY_LENGTH) {
    throw new ConfigError(
      "input ledger-key",
      `not set or shorter than ${MIN_LEDGER_KEY_LENGTH} characters: the ledger must be signed with a strong key (use a repository secret)`
    );
  }
}
async function run(env = process.env) {
  const toolkit = import("./toolkit-channel-SQMA5N57.js");
  preloadJobModules(env);
  let action;
  try {
    action = openActionRun(env, await toolkit);
  } catch (thrown) {
    process.exitCode = 1;
    const why = redact(errorMessage(thrown), { knownSecrets: knownSecretValues(env) });
    process.stderr.write(`Alfred failed while loading @actions/core: ${why}
`);
    return;
  }
  const unsubscribe = onTerminationSignals({
    onFirst: (signal) => action.controller.abort(new Error(`the job was cancelled (${signal})`)),
    onRepeat: (signal) => action.log(`${signal} received: still recording the interruption`)
  });
  try {
    const request = await readRequest(action);
    action.core.setOutput("run-id", request.runId);
    const outcome = await doJob(action, request);
    action.phase = "reporting";
    await publishOutcome(outcome, action.logLine, action.core);
  } catch (thrown) {
    const message = `Alfred failed while ${action.phase}: ${redact(errorMessage(thrown), { knownSecrets: action.knownSecrets })}`;
    action.core.setOutput("conclusion", "failure");
    action.core.setFailed(action.logLine(message));
  } finally {
    unsubscribe();
  }
}
function openActionRun(env, toolkit) {
  const inputs = toolkit.toolkitInputs;
  const secrets = secretInputs(inputs);
  const knownSecrets = [
    .../* @__PURE__ */ new Set([
      ...knownSecretValues(env),
      ...[secrets.anthropicApiKey, secrets.openaiApiKey, secrets.githubToken, secrets.ledgerKey].filter(
        (value) => value !== void 0 && value.length >= 8
      )
    ])
  ];
  const redactor = createRedactor(knownSecrets);
  const core = toolkit.toolkitCommands(redactor.text);
  for (const secret of knownSecrets) core.setSecret(secret);
  const line = (text2) => logLine(text2, knownSecrets);
  return {
    env,
    inputs,
    secrets,
    knownSecrets,
    redactor,
    core,
    logLine: line,
    log: (text2) => {
      if (text2 !== void 0) core.info(line(text2));
    },
    controller: new AbortController(),
    phase: "reading the inputs"
  };
}
async function readRequest(action) {
  const { env } = action;
  action.phase = "reading the event";
  const eventPath = env.GITHUB_EVENT_PATH;
  const context = parseActionsContext(
    env,
    eventPath === void 0 ? "{}" : await readFile(eventPath, "utf8")
  );
  const workingDir = context.workingDir ?? process.cwd();
  action.phase = "reading the configuration";
  const config = await loadActionConfig(
    action,
    workingDir,
    await configCommitFor(context, workingDir, () => headCommit(workingDir))
  );
  const requested = requestedJob(env, (text2) => action.core.warning(text2, { title: "Deprecated input" }));
  const job = decideJob(requested.value, context, config.github.triggerPhrase, requested.input);
  const sharded = job.kind === "plan" || job.kind === "shard" || job.kind === "merge";
  const runId = config.runId ?? (sharded ? String(context.runId) : defaultRunId(context));
  return { context, workingDir, config, job, runId };
}
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
      const { readShardInputs, shardRunId } = await import("./shard-inputs-2YPC3V4N.js");
      const shard = readShardInputs(action.env);
      const runId = shardRunId(request.runId, shard.shard);
      return featureJob(
        action,
        { ...request, runId },
        { kind: "run" },
        { only: shard.features, pullRequest: false }
      );
    }
    case "plan":
    case "merge":
      return shardedJob(action, request, job.kind);
  }
}
async function shardedJob(action, request, kind) {
  requireSecrets(action.secrets);
  action.phase = `loading the ${kind} job`;
  const { planJob, mergeJob } = await import("./sharded-jobs-ZJRODPA2.js");
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
    }
  };
  return kind === "plan" ? planJob(host) : mergeJob(host);
}
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
    onQueryEvent: (event) => action.log(toolLogLine(event)),
    notice: (text2) => core.notice(action.logLine(text2)),
    phase: (name) => {
      action.phase = name;
    }
  });
  return { conclusion: review.conclusion, review, ...omitUndefined({ message: review.message }) };
}
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
      warn: (text2) => core.warning(action.logLine(text2)),
      debug: (text2) => core.debug(action.logLine(text2))
    }
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
    onProgress: (event) => action.log(harnessLogLine(event)),
    onQueryEvent: (event) => action.log(toolLogLine(event)),
    onNote: (note) => action.log(`    note: ${note}`),
    phase: (name) => {
      action.phase = name;
    },
    notice: (text2) => core.notice(action.logLine(text2)),
    // Called by the run's start-up (run-start-up.ts), beside preparing the branch.
    setUpSandbox: () => ensureSandbox(config, core, env)
  };
  if (job.kind === "implement" && context.event.kind === "issue_comment") {
    const implementFromComment = await implementModule();
    return implementFromComment({ ...shared, event: context.event, trigger: job.trigger });
  }
  const executed = await executeRun({ ...shared, featuresFile: config.features, ...shard });
  const conclusion = conclusionOf(executed.summary);
  return {
    conclusion,
    run: executed,
    ...conclusion === "failure" ? { message: executed.summary.stopReason ?? "no feature passed" } : {}
  };
}

// src/action/index.ts
var here = dirname(fileURLToPath(import.meta.url));
if (existsSync(join(here, "tree-sitter.wasm"))) {
  setWasmDirectory(here);
  globalThis.__dirname ??= here;
}
await run();
