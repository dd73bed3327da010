import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  pushCheckedBranch
} from "./chunk-SF5S4G6Q.js";
import {
  ALFRED_MARKER,
  DEFAULT_MAP_TOKENS,
  EMPTY_RESUME_STATE,
  MEMORY_DIR,
  anchorPathOf,
  askStructured,
  attemptKey,
  checkLedgerAnchor,
  createSession,
  drainQuery,
  hideGitCredentials,
  implementTask,
  isCommittableMemoryPath,
  listNames,
  memoryLayout,
  openLedger,
  parseFact,
  parseLedgerLine,
  parseResumeState,
  pushAuthConfig,
  readOptional,
  readResumeState,
  regenerateMemoryIndex,
  renderRepoMap,
  rubricTask,
  runDirectory,
  runQuery,
  slugProblem,
  statusOf,
  strategyFor,
  systemPromptMap,
  toGitHubApiError,
  verifyKey,
  verifyLedger,
  withMarker
} from "./chunk-YGMD6STP.js";
import {
  assignFeatureIds,
  featureIdProblem
} from "./chunk-JBDHCL65.js";
import {
  readSignedJson,
  signJson
} from "./chunk-PGYCKFHV.js";
import {
  mapStrings
} from "./chunk-AJLGYHKK.js";
import {
  appendDurable,
  decodeUtf8,
  defaultRunId,
  defuseClosingKeywords,
  ensureDirectory,
  ensureWorkspaceDirectory,
  err,
  formatUsd,
  inlineText,
  ioMessage,
  isLinkRefused,
  ledgerArtifactName,
  lineColumnAt,
  ok,
  parseJsonText,
  placeWorkspaceLink,
  readBlobBytes,
  readBytesIfExists,
  readTextIfExists,
  readWorkspaceBytes,
  readWorkspaceLink,
  statWorkspaceFile,
  stricterMode,
  tableCell,
  truncateDurable,
  workspaceEntryKind,
  writeFileAtomic,
  writeWorkspaceFile
} from "./chunk-7ZH43UY5.js";
import {
  MAYBE_EMPTY,
  NON_EMPTY,
  ToolRegistry,
  ZERO_USAGE,
  addCost,
  addUsage,
  expandAtoms,
  hostProtectedPaths,
  isProtectedPath,
  lexCommands,
  rootScope,
  rubricSystemPrompt,
  runProtectedPaths,
  systemDeps
} from "./chunk-2XKG2MCG.js";
import {
  firstAgentProcessAt,
  which
} from "./chunk-OYGW7ROU.js";
import {
  HOST_PROFILES,
  createRedactor,
  redact
} from "./chunk-KZGOVMV3.js";
import {
  _enum,
  array,
  boolean,
  credentialPathVerdict,
  discriminatedUnion,
  json,
  literal,
  looseObject,
  number,
  record,
  strictObject,
  string,
  toJSONSchema,
  union,
  unknown
} from "./chunk-DLGEH2NF.js";
import {
  access,
  appendFile,
  chmod,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readFile,
  readFileSync,
  realpath,
  rm,
  stat,
  unlink,
  unlinkSync,
  utimes,
  writeFile
} from "./chunk-5WUO2G6I.js";
import {
  ignoreCleanupError,
  markHandled
} from "./chunk-ZV5H6OHN.js";
import {
  snapshotForPush
} from "./chunk-QW27RDCY.js";
import {
  gitLayout,
  headSha
} from "./chunk-THCW2TDP.js";
import {
  git,
  gitEnvironment,
  hardenedArgs,
  hardeningFor,
  runGit
} from "./chunk-EVBB5HG7.js";
import {
  AlfredError,
  ConfigError,
  errorMessage
} from "./chunk-ZVFRXTU7.js";
import {
  checkEgress
} from "./chunk-XRZ52MBI.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";

// src/core/json-lossless.ts
var NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
var STRING = /"(?:[^"\\]|\\.)*"/y;
function findJsonLoss(text) {
  try {
    new LossScanner(text).value("$");
    return void 0;
  } catch (thrown) {
    if (thrown instanceof LossAt)
      return { ...lineColumnAt(text, thrown.offset), path: thrown.path, message: thrown.message };
    return { line: 1, column: 1, path: "$", message: "the JSON is nested too deeply to check" };
  }
}
var LossAt = class extends Error {
  constructor(offset, path, message) {
    super(message);
    this.offset = offset;
    this.path = path;
  }
  offset;
  path;
};
function numberLoss(token) {
  const value = Number(token);
  if (!Number.isFinite(value))
    return `the number ${token} is beyond what JSON.parse can hold (it would be written as null)`;
  if (/^-?\d+$/.test(token) && BigInt(token) !== BigInt(value))
    return `the integer ${token} is beyond 2^53 and would be written as ${JSON.stringify(value)}`;
  return void 0;
}
var LossScanner = class {
  constructor(text) {
    this.text = text;
  }
  text;
  position = 0;
  value(path) {
    this.whitespace();
    const character = this.text[this.position];
    if (character === "{") return this.object(path);
    if (character === "[") return this.array(path);
    if (character === '"') {
      this.string();
      return;
    }
    NUMBER.lastIndex = this.position;
    const number2 = NUMBER.exec(this.text);
    if (number2 !== null && number2.index === this.position && /[-0-9]/.test(character ?? "")) {
      const loss = numberLoss(number2[0]);
      if (loss !== void 0) throw new LossAt(this.position, path, loss);
      this.position += number2[0].length;
      return;
    }
    const word = /true|false|null/y;
    word.lastIndex = this.position;
    this.position += word.exec(this.text)?.[0].length ?? 1;
  }
  object(path) {
    this.position += 1;
    const seen = /* @__PURE__ */ new Map();
    for (; ; ) {
      this.whitespace();
      if (this.text[this.position] === "}") break;
      const at = this.position;
      const key = JSON.parse(this.string());
      const first = seen.get(key);
      const keyPath = /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
      if (first !== void 0) {
        const { line, column } = lineColumnAt(this.text, first);
        throw new LossAt(
          at,
          keyPath,
          `duplicate key "${key}" (first at line ${line}, column ${column}); only the last value would be kept`
        );
      }
      seen.set(key, at);
      this.whitespace();
      this.position += 1;
      this.value(keyPath);
      this.whitespace();
      if (this.text[this.position] === ",") this.position += 1;
    }
    this.position += 1;
  }
  array(path) {
    this.position += 1;
    for (let index = 0; ; index += 1) {
      this.whitespace();
      if (this.text[this.position] === "]") break;
      this.value(`${path}[${index}]`);
      this.whitespace();
      if (this.text[this.position] === ",") this.position += 1;
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
    while (/[ \t\r\n]/.test(this.text[this.position] ?? "")) this.position += 1;
  }
};

// src/harness/features/feature-list-schema.ts
var FEATURE_STATUSES = ["pending", "in_progress", "passing", "blocked"];
var BARE_EXTRA_STATUSES = ["in_progress", "blocked"];
var nonEmptyString = string({ error: "expected a non-empty string" }).refine((value) => value.trim() !== "", { error: "expected a non-empty string" });
var MAX_DESCRIPTION_CHARS = 1e5;
var boundedText = (what) => string().refine((value) => value.length <= MAX_DESCRIPTION_CHARS, {
  error: (issue) => `this ${what} is ${String(issue.input).length} characters long; the limit is ${MAX_DESCRIPTION_CHARS}: shorten it, or move the detail into a file the feature names`
});
function filesPatternProblem(pattern) {
  if (pattern.trim() === "") return "expected a non-empty glob pattern";
  if (pattern.startsWith("/") || /^[A-Za-z]:/.test(pattern))
    return `"${pattern}" is absolute: expected a pattern relative to the repository root, such as "src/math/**"`;
  if (pattern.includes("\\")) return `"${pattern}" has a backslash: separate directories with "/"`;
  if (pattern.split("/").includes(".."))
    return `"${pattern}" leaves the repository (".."): expected a pattern inside it`;
  return void 0;
}
var filesSchema = array(
  string({ error: "expected a glob pattern (a string)" }).superRefine((value, context) => {
    const problem = filesPatternProblem(value);
    if (problem !== void 0) context.addIssue({ code: "custom", message: problem });
  }),
  { error: 'expected an array of glob patterns, such as ["src/math/**"]' }
).max(100, { error: "expected at most 100 patterns" });
var common = {
  id: string({ error: "expected a string" }).superRefine((value, context) => {
    const problem = featureIdProblem(value);
    if (problem !== void 0) context.addIssue({ code: "custom", message: problem });
  }).optional(),
  description: nonEmptyString.pipe(boundedText("description")),
  steps: array(string({ error: "expected a string" }).pipe(boundedText("step")), {
    error: "expected an array of strings"
  }).optional(),
  verify: nonEmptyString.optional(),
  files: filesSchema.optional()
};
var alfredFeatureSchema = looseObject(
  {
    ...common,
    status: _enum(FEATURE_STATUSES, {
      error: `expected one of ${FEATURE_STATUSES.map((s) => `"${s}"`).join(", ")}`
    }).optional()
  },
  { error: "expected a feature object" }
);
var bareFeatureSchema = looseObject(
  {
    ...common,
    category: string({ error: "expected a string" }).optional(),
    passes: boolean({ error: "expected true or false" }),
    alfred_status: _enum(BARE_EXTRA_STATUSES, { error: 'expected "in_progress" or "blocked"' }).optional()
  },
  { error: "expected a feature object" }
);
var alfredFeatureListSchema = looseObject(
  {
    verify: nonEmptyString.optional(),
    features: array(alfredFeatureSchema, { error: "expected an array of features" })
  },
  { error: 'expected an object with a "features" array, or an array of features' }
);
var bareFeatureListSchema = array(bareFeatureSchema);
function formatJsonPath(path) {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out;
}
function describeSchemaIssues(file, error, limit = 10) {
  const lines = error.issues.slice(0, limit).map((issue) => {
    const path = formatJsonPath(issue.path);
    return path === "" ? `${file}: ${issue.message}` : `${file}: ${path}: ${issue.message}`;
  });
  const more = error.issues.length - limit;
  if (more > 0) lines.push(`${file}: \u2026 and ${more} more`);
  return lines.join("\n");
}

// src/harness/features/feature-list.ts
function parseFeatureList(text, file) {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const json2 = parseJsonText(source, file);
  if (!json2.ok) return err(`${json2.error.location}: ${json2.error.message}`);
  const data = json2.value;
  const loss = findJsonLoss(source);
  if (loss !== void 0) {
    const where = loss.path === "$" ? "" : ` ${loss.path.replace(/^\$\.?/, "")}:`;
    return err(
      `${file}:${loss.line}:${loss.column}:${where} ${loss.message}; Alfred will not rewrite a file it cannot read back exactly: fix it and run again`
    );
  }
  const bare = Array.isArray(data);
  const checked = bare ? bareFeatureListSchema.safeParse(data) : alfredFeatureListSchema.safeParse(data);
  if (!checked.success) return err(describeSchemaIssues(file, checked.error));
  const top = isRecord(data) ? data : void 0;
  const listed = bare ? data : top?.["features"];
  const rawFeatures = Array.isArray(listed) ? listed : [];
  const prefix = bare ? [] : ["features"];
  const seen = /* @__PURE__ */ new Map();
  const features = rawFeatures.filter(isRecord);
  for (const [index, raw] of features.entries()) {
    const id = raw["id"];
    if (typeof id !== "string") continue;
    const first = seen.get(id);
    if (first !== void 0) {
      const here = formatJsonPath([...prefix, index, "id"]);
      const there = formatJsonPath([...prefix, first, "id"]);
      return err(`${file}: ${here}: duplicate id "${id}" (also at ${there})`);
    }
    seen.set(id, index);
  }
  const ids = assignFeatureIds(
    features.map((raw) => ({
      explicitId: stringField(raw, "id"),
      description: stringField(raw, "description") ?? ""
    }))
  );
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
      ...verify === void 0 ? {} : { verify },
      ...category === void 0 ? {} : { category },
      ...Array.isArray(files) ? { files: files.filter((file2) => typeof file2 === "string") } : {},
      status: bare ? bareStatus(raw) : statusField(raw) ?? "pending",
      raw
    };
  });
  const defaultVerify = top === void 0 ? void 0 : stringField(top, "verify");
  return ok({
    shape: bare ? "bare" : "alfred",
    ...defaultVerify === void 0 ? {} : { verify: defaultVerify },
    features: parsed,
    top,
    format: { ...detectFormat(source), ...source === text ? {} : { bom: true } }
  });
}
function pickNext(list) {
  return list.features.find((feature) => feature.status === "in_progress") ?? list.features.find((feature) => feature.status === "pending");
}
function findFeature(list, id) {
  return list.features.find((feature) => feature.id === id);
}
function verifyCommandOf(list, feature) {
  return feature.verify ?? list.verify;
}
function setFeatureStatus(list, id, status) {
  if (findFeature(list, id) === void 0) {
    throw new AlfredError("feature_not_found", `no feature with id "${id}" in the feature list`);
  }
  return {
    ...list,
    features: list.features.map((feature) => feature.id === id ? { ...feature, status } : feature)
  };
}
function markInProgress(list, id) {
  return setFeatureStatus(list, id, "in_progress");
}
function markPassing(list, id) {
  return setFeatureStatus(list, id, "passing");
}
function markBlocked(list, id) {
  return setFeatureStatus(list, id, "blocked");
}
function serializeFeatureList(list) {
  const features = list.features.map((feature) => withStatus(feature.raw, feature.status, list.shape));
  const value = list.shape === "bare" ? features : { ...list.top, features };
  const { indent, newline } = list.format;
  const bom = list.format.bom === true ? "\uFEFF" : "";
  return `${bom}${JSON.stringify(value, null, indent).replaceAll("\n", newline)}${newline}`;
}
async function writeFeatureList(path, list) {
  await writeFileAtomic(path, serializeFeatureList(list));
}
var MAX_FEATURE_LIST_BYTES = 5 * 1024 * 1024;
async function readFeatureListText(path) {
  let bytes;
  try {
    const read = await readBytesIfExists(path, MAX_FEATURE_LIST_BYTES);
    if (read === void 0) throw new AlfredError("io_failed", `${path}: no such file`);
    if ("tooLarge" in read) {
      throw new AlfredError(
        "feature_list_invalid",
        `${path}: ${read.tooLarge} bytes; a feature list may have at most ${MAX_FEATURE_LIST_BYTES} bytes (5 MiB): split the backlog, or move long texts into files the features name`
      );
    }
    bytes = read.bytes;
  } catch (thrown) {
    if (thrown instanceof AlfredError) throw thrown;
    throw new AlfredError("io_failed", ioMessage(`cannot read ${path}`, thrown), { cause: thrown });
  }
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) {
    throw new AlfredError(
      "feature_list_invalid",
      `${path}: not valid UTF-8 at byte ${decoded.error.offset}: save the file as UTF-8 (Alfred will not rewrite a file it cannot read back exactly)`
    );
  }
  return decoded.value;
}
async function readFeatureList(path) {
  const text = await readFeatureListText(path);
  const parsed = parseFeatureList(text, path);
  if (!parsed.ok) throw new AlfredError("feature_list_invalid", parsed.error);
  return parsed.value;
}
function withStatus(raw, status, shape) {
  if (shape === "alfred") {
    if ("status" in raw || status !== "pending")
      return Object.fromEntries(upsert(Object.entries(raw), "status", status));
    return Object.fromEntries(Object.entries(raw));
  }
  let entries2 = upsert(Object.entries(raw), "passes", status === "passing");
  if (status === "in_progress" || status === "blocked") entries2 = upsert(entries2, "alfred_status", status);
  else entries2 = entries2.filter(([key]) => key !== "alfred_status");
  return Object.fromEntries(entries2);
}
function upsert(entries2, key, value) {
  if (!entries2.some(([existing]) => existing === key)) return [...entries2, [key, value]];
  return entries2.map(([existing, old]) => [existing, existing === key ? value : old]);
}
function bareStatus(raw) {
  if (raw["passes"] === true) return "passing";
  const extra = raw["alfred_status"];
  return extra === "in_progress" || extra === "blocked" ? extra : "pending";
}
function statusField(raw) {
  const status = raw["status"];
  return status === "pending" || status === "in_progress" || status === "passing" || status === "blocked" ? status : void 0;
}
function detectFormat(text) {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? "  ";
  return { indent, newline: text.includes("\r\n") ? "\r\n" : "\n" };
}
function stringField(record2, key) {
  const value = record2[key];
  return typeof value === "string" ? value : void 0;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/action/run/execute-run.ts
import { tmpdir as tmpdir2 } from "node:os";
import { join as join12 } from "node:path";

// src/harness/autonomous-run.ts
import { join as join8 } from "node:path";

// src/harness/workspace/workspace-tree.ts
import { join as join3 } from "node:path";

// src/harness/workspace/temporary-index.ts
import { randomBytes } from "node:crypto";
import { join } from "node:path";
var MIN_SEED_INDEX_BYTES = 32 * 1024;
var STAGING_CONFIG = [
  "-c",
  "core.trustctime=true",
  "-c",
  "core.checkStat=default",
  "-c",
  "core.ignoreStat=false",
  "-c",
  "core.untrackedCache=false",
  "-c",
  "core.splitIndex=false"
];
function temporaryIndexPath(gitDir) {
  return join(gitDir, `alfred-index-${process.pid}-${randomBytes(4).toString("hex")}`);
}
function indexRunner(workingDir, index, before = []) {
  return async (args, input) => (await git([...before, ...args], { cwd: workingDir, indexFile: index, ...omitUndefined({ input }) })).stdout.trim();
}
async function withTemporaryIndex(workingDir, work) {
  const index = temporaryIndexPath((await gitLayout(workingDir)).gitDir);
  const run = indexRunner(workingDir, index);
  try {
    return await work(run);
  } finally {
    await ignoreCleanupError(unlink(index));
  }
}
async function withIndexAt(workingDir, base, work) {
  const { gitDir } = await gitLayout(workingDir);
  const index = temporaryIndexPath(gitDir);
  const run = indexRunner(workingDir, index, STAGING_CONFIG);
  try {
    const seeded = await seedStagingIndex(workingDir, gitDir, index);
    const merged = seeded && await run(["read-tree", "-m", base]).then(
      () => true,
      () => false
    );
    if (!merged) {
      await ignoreCleanupError(unlink(index));
      await run(["read-tree", base]);
    }
    return await work(run);
  } finally {
    await ignoreCleanupError(unlink(index));
  }
}
async function copyBackdated(source, target) {
  try {
    const { mtimeMs } = await stat(source);
    await copyFile(source, target);
    const date = new Date(mtimeMs - 1e3);
    await utimes(target, date, date);
    return true;
  } catch {
    await ignoreCleanupError(unlink(target));
    return false;
  }
}
var FILE_CLOCK_SLACK_MS = 250;
function predatesAgents(writtenAtMs, firstAgentAtMs) {
  if (firstAgentAtMs === void 0) return true;
  return Math.floor(writtenAtMs / 1e3) < Math.floor((firstAgentAtMs - FILE_CLOCK_SLACK_MS) / 1e3);
}
async function onlyPlainEntries(workingDir, index) {
  const { stdout } = await git(["ls-files", "-v", "-z"], { cwd: workingDir, indexFile: index });
  return stdout.split("\0").every((record2) => record2 === "" || record2.startsWith("H "));
}
async function seedStagingIndex(workingDir, gitDir, index) {
  const real = join(gitDir, "index");
  const found = await stat(real).catch(() => void 0);
  if (found === void 0 || found.size < MIN_SEED_INDEX_BYTES) return false;
  if (!predatesAgents(found.mtimeMs, firstAgentProcessAt())) return false;
  if (!await copyBackdated(real, index)) return false;
  if (await onlyPlainEntries(workingDir, index).catch(() => false)) return true;
  await ignoreCleanupError(unlink(index));
  return false;
}

// src/platform/git/git-exclude.ts
import { join as join2 } from "node:path";
var HARNESS_PATHS = [".alfred/workflows/", ".alfred/memory/", ".alfred/cache/"];
async function excludeHarnessFiles(cwd) {
  const { gitDir } = await gitLayout(cwd);
  const file = join2(gitDir, "info", "exclude");
  let current = "";
  try {
    current = await readFile(file, "utf8");
  } catch {
    await mkdir(join2(gitDir, "info"), { recursive: true });
  }
  const missing = HARNESS_PATHS.filter((path) => !current.split("\n").includes(path));
  if (missing.length === 0) return;
  const prefix = current === "" || current.endsWith("\n") ? "" : "\n";
  await appendFile(file, `${prefix}# Alfred's run files
${missing.join("\n")}
`);
}

// src/harness/workspace/workspace-git.ts
async function uncommittedPaths(workingDir) {
  const { stdout } = await git(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames"], {
    cwd: workingDir
  });
  return stdout.split("\0").filter((entry) => entry.length > 3).map((entry) => entry.slice(3));
}
function pathsOutside(paths, ignored) {
  return paths.filter((path) => !ignored.some((prefix) => path === prefix || path.startsWith(prefix)));
}
async function hasIdentity(workingDir) {
  try {
    const name = (await git(["config", "user.name"], { cwd: workingDir })).stdout.trim();
    const email = (await git(["config", "user.email"], { cwd: workingDir })).stdout.trim();
    return name !== "" && email !== "";
  } catch {
    return false;
  }
}

// src/harness/workspace/workspace-tree.ts
var harnessExcludes = () => HARNESS_PATHS.map((path) => `:(exclude)${path}`);
var literalExcludes = (paths) => paths.map((path) => `:(exclude,literal)${path}`);
async function snapshotTree(workingDir, base, exclude) {
  return withIndexAt(workingDir, base, async (run) => {
    await stageWorkingDirectory(run, base, exclude);
    return run(["write-tree"]);
  });
}
async function stageWorkingDirectory(run, base, exclude) {
  await run(["add", "-A", "--", "."]);
  await run([
    "reset",
    "--quiet",
    base,
    "--",
    ...HARNESS_PATHS,
    ...exclude.map((path) => `:(literal)${path}`)
  ]);
}
async function overlayTree(workingDir, base, files) {
  return withTemporaryIndex(workingDir, async (run) => {
    await run(["read-tree", base]);
    for (const file of files) {
      if (file.blob === null) await run(["update-index", "--force-remove", "--", file.path]);
      else await run(["update-index", "--add", "--cacheinfo", `${file.mode},${file.blob},${file.path}`]);
    }
    return run(["write-tree"]);
  });
}
async function storeBlob(workingDir, text) {
  return (await git(["hash-object", "-w", "--stdin"], { cwd: workingDir, input: text })).stdout.trim();
}
async function treeOf(workingDir, commit) {
  return (await git(["rev-parse", `${commit}^{tree}`], { cwd: workingDir })).stdout.trim();
}
var LINK_MODE = "120000";
async function restoredLink(workingDir, file) {
  if (file.mode !== LINK_MODE || file.blob === null) return false;
  const target = (await readBlobBytes(workingDir, file.blob)).toString("utf8");
  if (await readWorkspaceLink(workingDir, file.path).catch(() => void 0) !== target)
    await placeWorkspaceLink(workingDir, file.path, target);
  return true;
}
async function modeOf(path) {
  return ((await stat(path)).mode & 73) === 0 ? "100644" : "100755";
}
async function captureBaseline(workingDir, uncommitted, exclude) {
  const paths = pathsOutside(uncommitted, HARNESS_PATHS).filter((path) => !exclude.includes(path));
  const baseline = [];
  for (const path of paths) {
    const link2 = await readWorkspaceLink(workingDir, path).catch(() => void 0);
    if (link2 !== void 0) {
      const blob2 = (await git(["hash-object", "-w", "--stdin"], { cwd: workingDir, input: link2 })).stdout.trim();
      baseline.push({ path, blob: blob2, mode: LINK_MODE });
      continue;
    }
    const exists2 = await workspaceEntryKind(workingDir, path).catch(() => void 0) === "file";
    if (!exists2) {
      baseline.push({ path, blob: null, mode: "100644" });
      continue;
    }
    const blob = (await git(["hash-object", "-w", "--", path], { cwd: workingDir })).stdout.trim();
    baseline.push({ path, blob, mode: await modeOf(join3(workingDir, path)) });
  }
  return baseline;
}
var startTrees = /* @__PURE__ */ new Map();
async function startTree(workingDir, checkpoint, baseline) {
  const key = JSON.stringify([workingDir, checkpoint, baseline]);
  const known = startTrees.get(key);
  if (known !== void 0) return known;
  const tree = baseline.length === 0 ? await treeOf(workingDir, checkpoint) : await overlayTree(workingDir, checkpoint, baseline);
  startTrees.set(key, tree);
  return tree;
}
async function featureSnapshot(workingDir, checkpoint, baseline, featuresFile) {
  const [before, { now, tree }] = await Promise.all([
    startTree(workingDir, checkpoint, baseline),
    withIndexAt(workingDir, checkpoint, async (run) => {
      await stageWorkingDirectory(run, checkpoint, [featuresFile]);
      const staged = await run(["write-tree"]);
      if (baseline.length === 0) return { now: staged, tree: staged };
      await run(["reset", "--quiet", checkpoint, "--", ...baseline.map((file) => `:(literal)${file.path}`)]);
      return { now: staged, tree: await run(["write-tree"]) };
    })
  ]);
  if (before === now) return { tree, changed: [] };
  const { stdout } = await git(["diff-tree", "-r", "--name-only", "-z", "--no-renames", before, now], {
    cwd: workingDir
  });
  return { tree, changed: stdout.split("\0").filter((path) => path !== "" && path !== featuresFile) };
}
function featureTree(workingDir, checkpoint, baseline, featuresFile) {
  return snapshotTree(workingDir, checkpoint, [featuresFile, ...baseline.map((file) => file.path)]);
}
async function restoreCheckpoint(workingDir, checkpoint, baseline, featuresFile) {
  const keep = [featuresFile, ...baseline.map((file) => file.path)];
  await git(["reset", "--quiet", checkpoint], { cwd: workingDir });
  await git(["checkout", "--quiet", "--", ".", ...harnessExcludes(), ...literalExcludes(keep)], {
    cwd: workingDir
  });
  const { stdout } = await git(["ls-files", "-z", "--others", "--exclude-standard"], { cwd: workingDir });
  const created = stdout.split("\0").filter((path) => path !== "" && !keep.includes(path)).filter((path) => !HARNESS_PATHS.some((prefix) => path.startsWith(prefix)));
  for (let at = 0; at < created.length; at += 200) {
    const chunk = created.slice(at, at + 200).map((path) => `:(literal)${path}`);
    await git(["clean", "-f", "--quiet", "--", ...chunk], { cwd: workingDir });
  }
  for (const file of baseline) {
    const target = join3(workingDir, file.path);
    if (file.blob === null) {
      await unlink(target).catch(() => void 0);
      continue;
    }
    if (await restoredLink(workingDir, file)) continue;
    const kind = await workspaceEntryKind(workingDir, file.path).catch(() => void 0);
    const current = kind !== "file" ? void 0 : await git(["hash-object", "--", file.path], { cwd: workingDir }).then(
      (out) => out.stdout.trim(),
      () => void 0
    );
    if (current === file.blob) continue;
    await writeFileAtomic(target, await readBlobBytes(workingDir, file.blob));
    await chmod(target, file.mode === "100755" ? 493 : 420);
  }
}
async function restoreTree(workingDir, tree, baseline, featuresFile) {
  const keep = [featuresFile, ...baseline.map((file) => file.path)];
  await withTemporaryIndex(workingDir, async (run) => {
    await run(["read-tree", tree]);
    await run(["update-index", "--force-remove", "--", ...keep]);
    await run(["checkout-index", "--all", "--force"]);
    const extra = (await run(["ls-files", "-z", "--others", "--exclude-standard"])).split("\0").filter((path) => path !== "" && !keep.includes(path));
    for (let at = 0; at < extra.length; at += 200)
      await run([
        "clean",
        "-f",
        "--quiet",
        "--",
        ...extra.slice(at, at + 200).map((path) => `:(literal)${path}`)
      ]);
  });
}

// src/harness/feature/feature-outcome.ts
var NO_VERIFY_COMMAND = {
  status: "blocked",
  reason: `no verify command: give the feature a "verify", the list a default, or pass --verify`
};
function featureOutcome(feature, attempt, verdict, settled) {
  return {
    featureId: feature.id,
    description: feature.description,
    status: verdict.status,
    ...verdict.status === "blocked" ? { reason: verdict.reason } : {},
    attempts: attempt?.attempts ?? 0,
    verifyExit: attempt?.verify?.exitCode ?? null,
    verifyTimedOut: attempt?.verify?.timedOut ?? false,
    rubric: attempt?.rubric ?? null,
    costUsd: attempt?.costUsd ?? 0,
    ...settled
  };
}
function outcomeLedgerData(outcome) {
  return {
    featureId: outcome.featureId,
    status: outcome.status,
    reason: outcome.reason ?? null,
    verifyExit: outcome.verifyExit,
    verifyTimedOut: outcome.verifyTimedOut,
    rubric: outcome.rubric === null ? null : { verification: outcome.rubric.verification, reasoning: outcome.rubric.reasoning },
    gitSha: outcome.gitSha,
    attempts: outcome.attempts,
    costUsd: outcome.costUsd,
    durationMs: outcome.durationMs
  };
}
function episodeOf(outcome, attempt, context) {
  const passing = outcome.status === "passing";
  return {
    id: outcome.featureId,
    goal: outcome.description,
    approach: (attempt?.approach ?? "").slice(0, 2e3),
    worked: passing ? [
      `verify \`${context.verifyCommand ?? ""}\` exited 0`,
      `rubric ${outcome.rubric?.verification ?? "-"}/2`
    ] : [],
    failed: attempt?.failures ?? (outcome.reason === void 0 ? [] : [outcome.reason]),
    verifyExit: outcome.verifyExit,
    gitSha: passing ? outcome.gitSha : null,
    runId: context.runId,
    ts: context.ts
  };
}

// src/harness/commit/feature-commit.ts
var COMMIT_INTENT_KIND = "feature_commit";
function commitMessage(feature, seq, runId) {
  const first = feature.description.split("\n")[0] ?? feature.id;
  const cut = first.length <= 72 ? first : `${first.slice(0, 71).replace(/\s+\S*$/, "")}\u2026`;
  const title = defuseClosingKeywords(cut).replace(/@(?=[A-Za-z0-9])/g, "@\u200B");
  return `feat(${feature.id}): ${title}

Alfred-Feature: ${feature.id}
Alfred-Ledger-Seq: ${seq}
Alfred-Run: ${runId}
`;
}
async function committedList(workingDir, commit, file) {
  try {
    const { stdout } = await git(["show", `${commit}:${file}`], { cwd: workingDir });
    const parsed = parseFeatureList(stdout, file);
    return parsed.ok ? parsed.value : void 0;
  } catch {
    return void 0;
  }
}
async function commitFeature(request) {
  const { workingDir, featuresFile, checkpoint, verifiedTree, feature } = request;
  const current = await featureTree(workingDir, checkpoint, request.baseline, featuresFile);
  if (current !== verifiedTree) {
    throw new AlfredError(
      "tree_changed",
      `the working tree changed after verify passed (verified ${verifiedTree.slice(0, 12)}, now ${current.slice(0, 12)}); not committing what was not verified`
    );
  }
  const harnessOwned = HARNESS_PATHS.some((prefix) => featuresFile.startsWith(prefix));
  const base = await committedList(workingDir, checkpoint, featuresFile) ?? request.live;
  const commitTree = harnessOwned ? verifiedTree : await overlayTree(workingDir, verifiedTree, [
    {
      path: featuresFile,
      blob: await storeBlob(workingDir, serializeFeatureList(markPassing(base, feature.id))),
      mode: "100644"
    }
  ]);
  const empty = commitTree === await treeOf(workingDir, checkpoint);
  const intentSeq = await request.append(COMMIT_INTENT_KIND, {
    featureId: feature.id,
    tree: verifiedTree,
    commitTree,
    parent: checkpoint,
    outcome: request.outcome
  });
  request.crashPoint?.("before_commit");
  const gitSha = empty ? checkpoint : await writeCommit(
    workingDir,
    commitTree,
    checkpoint,
    commitMessage(feature, intentSeq + 1, request.runId)
  );
  request.crashPoint?.("after_commit");
  const ledgerSeq = await request.append("feature", { ...request.outcome, gitSha });
  request.crashPoint?.("after_outcome");
  return { gitSha, ledgerSeq };
}
async function writeCommit(workingDir, tree, parent, message) {
  const identity = await hasIdentity(workingDir) ? [] : ["-c", "user.name=Alfred", "-c", "user.email=alfred@users.noreply.github.com"];
  const sha = (await git([...identity, "commit-tree", tree, "-p", parent, "-F", "-"], {
    cwd: workingDir,
    input: message
  })).stdout.trim();
  const before = await headSha(workingDir);
  await git(["update-ref", "-m", message.split("\n")[0] ?? "alfred", "HEAD", sha, before], {
    cwd: workingDir
  });
  await git(["reset", "--quiet"], { cwd: workingDir });
  return sha;
}
async function featureDiff(workingDir, checkpoint, tree, featuresFile) {
  const { stdout } = await git(
    ["diff", "--no-color", "--no-renames", checkpoint, tree, "--", ".", `:(exclude,literal)${featuresFile}`],
    { cwd: workingDir }
  );
  return stdout;
}

// src/harness/feature/feature-map.ts
var FEATURE_MAP_TOKENS = DEFAULT_MAP_TOKENS / 2;
var RUN_COMMITS_LIMIT = 500;
async function runCommittedFiles(workingDir, runId) {
  const format = "--format=%x1e%(trailers:key=Alfred-Run,valueonly,separator=%x2c)";
  const args = ["log", "--first-parent", `-n${RUN_COMMITS_LIMIT}`, format, "--name-only", "-z", "HEAD"];
  const { stdout } = await git(args, { cwd: workingDir });
  const files = [];
  for (const record2 of stdout.split("").slice(1)) {
    const [trailer2 = "", ...names] = record2.split("\0");
    if (trailer2.trim() !== runId) break;
    files.push(...names.map((name) => name.replace(/^\n/, "")).filter((name) => name !== ""));
  }
  return [...new Set(files)];
}
function hasRepoMap(context) {
  const { tools } = context.options.session.toolHost;
  const list = tools instanceof ToolRegistry ? tools.list() : tools;
  return list.some((tool) => tool.name === "repo_map");
}
async function featureMap(feature, context, known = {}) {
  if (!hasRepoMap(context)) return void 0;
  const { options } = context;
  const workingDir = options.session.toolHost.workingDir;
  const { changed } = known;
  try {
    const [earlier, current] = await Promise.all([
      known.committed ?? runCommittedFiles(workingDir, options.runId),
      changed ?? featureSnapshot(workingDir, context.checkpoint, context.baseline, options.featuresFile).then(
        (snapshot) => snapshot.changed
      )
    ]);
    const text = await renderRepoMap({
      workingDir,
      tokens: FEATURE_MAP_TOKENS,
      focus: [.../* @__PURE__ */ new Set([...current, ...earlier])],
      task: [feature.description, ...feature.steps].join("\n")
    });
    return text.trim() === "" ? void 0 : text;
  } catch {
    return void 0;
  }
}

// src/orchestrator/journal.ts
import { dirname } from "node:path";

// src/orchestrator/journal-schema.ts
var count = number().int().nonnegative();
var usageSchema = strictObject({
  inputTokens: count,
  outputTokens: count,
  cacheReadTokens: count,
  cacheWriteTokens: count
});
var contentBlockSchema = discriminatedUnion("type", [
  strictObject({ type: literal("text"), text: string() }),
  strictObject({ type: literal("tool_use"), id: string(), name: string(), input: unknown() }),
  strictObject({
    type: literal("tool_result"),
    toolUseId: string(),
    content: string(),
    isError: boolean()
  })
]);
var chatResponseSchema = strictObject({
  content: array(contentBlockSchema),
  stopReason: _enum(["end_turn", "tool_use", "max_tokens", "stop_sequence", "refusal"]),
  usage: usageSchema,
  model: string()
});
var jsonObjectSchema = record(string(), json());
var inputSchema = strictObject({
  prompt: string(),
  system: string().exactOptional(),
  options: jsonObjectSchema.exactOptional()
});
var outputSchema = strictObject({
  status: _enum(["success", "max_turns", "provider_error", "aborted", "budget_exceeded"]),
  turns: count,
  finalText: string(),
  result: json().exactOptional(),
  usage: usageSchema,
  costUsd: number().nonnegative().nullable(),
  error: strictObject({ code: string(), message: string() }).exactOptional(),
  budget: _enum(["tokens", "cost", "wall_clock"]).exactOptional(),
  responses: array(chatResponseSchema)
});
var journalEntrySchema = strictObject({
  key: string().min(1),
  ts: number(),
  kind: literal("agent"),
  input: inputSchema.exactOptional(),
  output: outputSchema
});
function describeIssues(error) {
  return error.issues.slice(0, 5).map((issue) => `${issue.path.length === 0 ? "(entry)" : issue.path.join(".")}: ${issue.message}`).join("; ");
}

// src/orchestrator/journal.ts
function journalKey(runId, featureId, attempt, step) {
  if (!Number.isSafeInteger(attempt) || attempt < 1) {
    throw new TypeError(`journal key attempt must be a positive integer, got ${attempt}`);
  }
  const segments = [runId, featureId, step].map((segment) => {
    if (segment === "") throw new TypeError("journal key segments must be non-empty");
    return encodeURIComponent(segment);
  });
  return `${segments[0]}/${segments[1]}/attempt-${attempt}/${segments[2]}`;
}
function parseJournal(text, file) {
  const end = text.lastIndexOf("\n") + 1;
  const committed = text.slice(0, end);
  const lines = committed === "" ? [] : committed.slice(0, -1).split("\n");
  const entries2 = [];
  const seen = /* @__PURE__ */ new Set();
  for (const [index, line] of lines.entries()) {
    const where = `${file}:${index + 1}`;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      return err(`${where}: not JSON`);
    }
    const parsed = journalEntrySchema.safeParse(value);
    if (!parsed.success) return err(`${where}: not a journal entry (${describeIssues(parsed.error)})`);
    if (seen.has(parsed.data.key)) return err(`${where}: duplicate key "${parsed.data.key}"`);
    seen.add(parsed.data.key);
    entries2.push(parsed.data);
  }
  return ok({ entries: entries2, committedBytes: Buffer.byteLength(committed, "utf8"), torn: end < text.length });
}
async function openJournal(path, deps, options = {}) {
  await ensureDirectory(dirname(path));
  const redactor = options.redact ?? redact;
  const secrets = options.knownSecrets ?? [];
  const redactText = (text) => secrets.length === 0 ? redactor(text) : redactor(text, { knownSecrets: secrets });
  let state = await load(path);
  let inDoubt = false;
  const pending = /* @__PURE__ */ new Set();
  let queue = Promise.resolve();
  const write = async (entry) => {
    if (inDoubt) state = await load(path);
    if (state.byKey.has(entry.key)) throw duplicate(path, entry.key);
    inDoubt = true;
    if (state.torn) await truncateDurable(path, state.committedBytes);
    const line = `${JSON.stringify(entry)}
`;
    await appendDurable(path, line);
    inDoubt = false;
    state.committedBytes += Buffer.byteLength(line, "utf8");
    state.byKey.set(entry.key, entry);
    state.entries.push(entry);
    state.torn = false;
  };
  return {
    path,
    async append(fresh) {
      if (pending.has(fresh.key) || state.byKey.has(fresh.key)) throw duplicate(path, fresh.key);
      const { key, input, output } = fresh;
      const candidate = {
        key,
        ts: deps.now(),
        kind: "agent",
        ...input === void 0 ? {} : { input: mapStrings(input, redactText) },
        output: mapStrings(output, redactText)
      };
      const parsed = journalEntrySchema.safeParse(candidate);
      if (!parsed.success) throw new TypeError(`journal entry "${key}": ${describeIssues(parsed.error)}`);
      pending.add(key);
      const run = queue.then(() => write(parsed.data));
      queue = run.catch(() => void 0);
      try {
        await run;
      } finally {
        pending.delete(key);
      }
      return parsed.data;
    },
    findByKey: (key) => state.byKey.get(key),
    entries: () => [...state.entries]
  };
}
async function load(path) {
  const parsed = parseJournal(await readTextIfExists(path) ?? "", path);
  if (!parsed.ok) throw new AlfredError("journal_corrupt", parsed.error);
  const { entries: entries2, committedBytes, torn } = parsed.value;
  return {
    entries: [...entries2],
    byKey: new Map(entries2.map((entry) => [entry.key, entry])),
    committedBytes,
    torn
  };
}
function duplicate(path, key) {
  return new AlfredError("journal_duplicate_key", `${path}: an entry for "${key}" is already recorded`);
}

// src/harness/verify/verify.ts
async function runVerify(command, options) {
  if (options.boundary === void 0) {
    return {
      command,
      exitCode: null,
      timedOut: false,
      output: "[not run: no process boundary]",
      durationMs: 0
    };
  }
  const result = await options.boundary.run({
    argv: ["/bin/sh", "-c", command],
    cwd: options.workingDir,
    timeoutMs: options.timeoutMs,
    maxOutputChars: 2e5,
    ...options.signal === void 0 ? {} : { signal: options.signal }
  });
  const spawnNote = result.spawnError === void 0 ? "" : `
[could not start: ${result.spawnError.message}]`;
  return {
    command,
    exitCode: result.outcome === "exited" ? result.exitCode : null,
    timedOut: result.outcome === "timeout",
    ...result.exitSignal === null || result.outcome !== "exited" ? {} : { signal: result.exitSignal },
    output: result.output + spawnNote,
    durationMs: result.durationMs
  };
}
function verifyPassed(result) {
  return result.exitCode === 0 && !result.timedOut;
}
function outputTail(result, maxChars = 4e3, knownSecrets = []) {
  const tail = result.output.length > maxChars ? `\u2026${result.output.slice(-maxChars)}` : result.output;
  return redact(tail, { knownSecrets });
}

// src/harness/verify/verify-writes.ts
async function discardVerifyWrites(workingDir, checkpoint, tree, baseline, featuresFile) {
  const after = await featureSnapshot(workingDir, checkpoint, baseline, featuresFile);
  if (after.tree === tree) return [];
  const { stdout } = await git(["diff-tree", "-r", "--name-only", "-z", "--no-renames", tree, after.tree], {
    cwd: workingDir
  });
  await restoreTree(workingDir, tree, baseline, featuresFile);
  return stdout.split("\0").filter((path) => path !== "");
}

// src/harness/feature/feature-step.ts
function stepKey(context, feature, attempt, step) {
  const { runId } = context.options;
  const named = context.retries === 0 ? step : `${step}-r${context.retries}`;
  let key = journalKey(runId, feature.id, attempt, named);
  for (let round = 2; context.journal.findByKey(key)?.output.status === "provider_error"; round += 1)
    key = journalKey(runId, feature.id, attempt, `${named}~${round}`);
  return key;
}
async function verifyTree(feature, verifyCommand, attempt, tree, context) {
  const { options } = context;
  const recorded = context.resume.verifies.get(verifyKey(feature.id, attempt, tree));
  if (recorded !== void 0) {
    return {
      recorded: true,
      verify: {
        command: verifyCommand,
        exitCode: recorded.exitCode,
        timedOut: recorded.timedOut,
        output: recorded.outputTail,
        durationMs: recorded.durationMs
      }
    };
  }
  const verify = await runVerify(verifyCommand, {
    workingDir: options.session.toolHost.workingDir,
    boundary: options.session.toolHost.runtime?.boundary,
    // The run's wall-clock budget bounds verify too: no command outlives the budget.
    timeoutMs: Math.max(
      1,
      Math.min(options.verifyTimeoutMs, context.budgetLeft().maxWallClockMs ?? Number.POSITIVE_INFINITY)
    ),
    ...options.signal === void 0 ? {} : { signal: options.signal }
  });
  const written = options.signal?.aborted === true ? [] : await discardVerifyWrites(
    options.session.toolHost.workingDir,
    context.checkpoint,
    tree,
    context.baseline,
    options.featuresFile
  );
  if (options.signal?.aborted !== true) {
    await context.ledger.append("verify", {
      featureId: feature.id,
      attempt,
      command: verifyCommand,
      tree,
      exitCode: verify.exitCode,
      ...verify.signal === void 0 ? {} : { signal: verify.signal },
      timedOut: verify.timedOut,
      durationMs: Math.round(verify.durationMs),
      outputTail: outputTail(verify, 4e3, options.session.toolHost.knownSecrets ?? []).slice(-2e3),
      ...written.length > 0 ? { discardedWrites: written.slice(0, 50) } : {}
    });
  }
  return { verify, recorded: false, discardedWrites: written };
}
async function startAttempt(feature, attempt, key, context) {
  if (context.journal.findByKey(key) !== void 0) return void 0;
  const { options } = context;
  const slot = attemptKey(feature.id, context.retries, attempt);
  const now = await featureSnapshot(
    options.session.toolHost.workingDir,
    context.checkpoint,
    context.baseline,
    options.featuresFile
  );
  const start = context.attemptTrees.get(slot);
  if (start === void 0) {
    context.attemptTrees.set(slot, now.tree);
    await context.ledger.append("attempt_start", {
      featureId: feature.id,
      round: context.retries,
      attempt,
      tree: now.tree
    });
    return now;
  }
  if (start === now.tree) return now;
  await restoreTree(options.session.toolHost.workingDir, start, context.baseline, options.featuresFile);
  return void 0;
}
async function protectedChanges(changed, context) {
  const { options } = context;
  const globs = runProtectedPaths(options.protectedPaths ?? []);
  const touched = changed.filter((path) => isProtectedPath(path, globs));
  if (!await context.featureListIntact()) touched.unshift(options.featuresFile);
  return touched;
}

// src/harness/verify/rubric-gate.ts
var rubricSchema = strictObject({
  verification: union([literal(0), literal(1), literal(2)]).describe(
    "2 = fully and genuinely implemented; 1 = partly or doubtful; 0 = not implemented, or the tests were gamed"
  ),
  reasoning: string().min(1).describe("Why, in a few sentences, citing the diff and the verify output")
});
function decideFeature(verify, rubric, causes = []) {
  const why = causes.length === 0 ? "" : ` (${causes.join("; ")})`;
  if (verify === void 0) return { status: "blocked", reason: `the verify command never ran${why}` };
  if (verify.timedOut)
    return {
      status: "blocked",
      reason: `verify timed out after ${Math.round(verify.durationMs / 1e3)} s${why}`
    };
  if (verify.exitCode !== 0) return { status: "blocked", reason: `${describeVerifyExit(verify)}${why}` };
  if (rubric === void 0) return { status: "blocked", reason: "the rubric gave no valid score" };
  if (rubric.verification !== 2)
    return {
      status: "blocked",
      reason: `the rubric scored ${rubric.verification} of 2: ${rubric.reasoning}`
    };
  return { status: "passing" };
}
function describeVerifyExit(verify) {
  if (verify.exitCode !== null) return `verify exited with ${verify.exitCode}`;
  if (verify.signal !== void 0) return `verify was killed by ${verify.signal}`;
  return "verify did not exit (no exit code)";
}

// src/harness/feature/prompts.ts
function implementPrompt(feature, verifyCommand, attempt, extras = {}) {
  return implementTask(feature, verifyCommand, attempt, extras);
}
function rubricPrompt(feature, diff, verifyCommand, verifyOutput) {
  return rubricTask(feature, diff, verifyCommand, verifyOutput);
}

// src/harness/verify/boundary-failure.ts
import { isAbsolute as isAbsolute2, resolve as resolve2 } from "node:path";

// src/platform/boundary/executable-check.ts
import { lstatSync, realpathSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
var CHECK_SCRIPT = [
  "for p; do",
  'case "$p" in',
  '*/*) if [ -x "$p" ] && [ ! -d "$p" ]; then r="$p"; else r=; fi ;;',
  '*) r=$(command -v "$p" 2>/dev/null) ;;',
  "esac",
  `if [ -z "$r" ]; then printf 'missing\\t%s\\n' "$p"; continue; fi`,
  'l=$(head -c 256 "$r" 2>/dev/null | head -n 1)',
  'case "$l" in',
  "'#!'*)",
  'rest=${l#??}; rest=${rest# }; i=${rest%% *}; a=${rest#"$i"}; a=${a# }; a=${a%% *}',
  `if [ -n "$i" ] && [ ! -x "$i" ]; then printf 'interpreter\\t%s\\t%s\\n' "$p" "$i"; continue; fi`,
  'if [ "${i##*/}" = env ] && [ -n "$a" ] && ! command -v "$a" >/dev/null 2>&1; then',
  `printf 'interpreter\\t%s\\t%s\\n' "$p" "$a"; continue`,
  "fi ;;",
  "esac",
  `printf 'ok\\t%s\\t%s\\n' "$p" "$r"`,
  "done"
].join("\n");
function hostReal(path) {
  try {
    lstatSync(path);
    return realpathSync.native(path);
  } catch {
    return void 0;
  }
}
async function hostExecutable(name, cwd, path) {
  if (name.includes("/")) return hostReal(resolve(cwd, name));
  const found = await which(name, path);
  return found === void 0 ? void 0 : hostReal(found);
}
async function checkExecutables(boundary, cwd, names, hostPath) {
  if (names.length === 0) return [];
  const result = await boundary.run({
    argv: ["/bin/sh", "-c", CHECK_SCRIPT, "sh", ...names],
    cwd,
    timeoutMs: 3e4,
    maxOutputChars: 2e4
  });
  if (result.refused !== void 0 || result.outcome !== "exited") return void 0;
  const statuses = [];
  for (const line of result.output.split("\n")) {
    const [status, name, detail] = line.split("	");
    if (name === void 0 || detail === void 0 && status !== "missing") continue;
    if (status === "ok" && detail !== void 0) statuses.push({ name, status, resolved: detail });
    else if (status === "missing") {
      const host = await hostExecutable(name, cwd, hostPath);
      statuses.push({ name, status, ...host === void 0 ? {} : { onHost: host } });
    } else if (status === "interpreter" && detail !== void 0) {
      const host = isAbsolute(detail) ? hostReal(detail) : await hostExecutable(detail, cwd, hostPath);
      statuses.push({ name, status, interpreter: detail, ...host === void 0 ? {} : { onHost: host } });
    }
  }
  return statuses;
}

// src/harness/verify/verify-preflight.ts
import { dirname as dirname2, basename } from "node:path";

// src/security/commands/verify-executables.ts
var BUILTINS = new Set(
  ": . [ [[ ]] alias break cd continue echo eval exit export false for do done if then else elif fi case esac while until function getopts hash local printf pwd read readonly return set shift source test times trap true type ulimit umask unalias unset wait ! { } ( )".split(" ")
);
var WRAPPERS = /* @__PURE__ */ new Set(["env", "exec", "time", "nice", "command", "nohup", "timeout", "xvfb-run"]);
var ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
var REDIRECTION = /^(?:\d*(?:>>?|<<?|>\|)|&>>?)/;
var DUPLICATION = /\d*[<>]&(?:\d+|-)/g;
function programOf(words) {
  let at = 0;
  for (; ; ) {
    const word = words[at];
    if (word === void 0) return void 0;
    const redirection = REDIRECTION.exec(word);
    if (redirection !== null) at += redirection[0] === word ? 2 : 1;
    else if (ASSIGNMENT.test(word) || at > 0 && word.startsWith("-")) at += 1;
    else if (WRAPPERS.has(word)) {
      at += 1;
      if (word === "timeout" && /^[0-9.]+[smhd]?$/.test(words[at] ?? "")) at += 1;
    } else return word;
  }
}
function verifyExecutables(command) {
  const found = [];
  let afterCd = false;
  for (const simple of lexCommands(command.replace(DUPLICATION, " "), rootScope())) {
    const words = [];
    for (const atoms of simple) {
      const values = expandAtoms(atoms);
      const value = values.length === 1 ? values[0] : void 0;
      if (value === void 0 || value.includes(MAYBE_EMPTY) || value.includes(NON_EMPTY)) break;
      words.push(value);
    }
    if (words[0] === "cd" || words[0] === "pushd") afterCd = true;
    const name = programOf(words);
    if (name === void 0 || name === "" || BUILTINS.has(name)) continue;
    if (!found.some((known) => known.name === name && known.afterCd === afterCd))
      found.push({ name, afterCd });
  }
  return found;
}

// src/harness/verify/verify-preflight.ts
var READ_PATHS_FIX = 'add it to sandbox.readPaths (.alfred/config.json "sandbox": { "readPaths": [...] }, the Action input sandbox-read-paths, or --sandbox-read-path), or set sandbox: "off"';
function commandsToVerify(list, defaultVerify, only) {
  const todo = list.features.filter(
    (feature) => (only === void 0 || only.includes(feature.id)) && (feature.status === "pending" || feature.status === "in_progress")
  );
  const commands = /* @__PURE__ */ new Set();
  for (const feature of todo) {
    const command = verifyCommandOf(list, feature) ?? defaultVerify;
    if (command !== void 0) commands.add(command);
  }
  return { commands: [...commands], todo: todo.length };
}
function toolchainDir(path) {
  const dir = dirname2(path);
  return basename(dir) === "bin" ? dirname2(dir) : dir;
}
function hiddenBecause(hostPath, home) {
  const dir = toolchainDir(hostPath);
  const credential = credentialPathVerdict(dir, home);
  if (credential !== void 0)
    return `the sandbox never shows it (${credential}). Fix: install it outside that directory (e.g. under /opt or /usr/local), or set sandbox: "off"`;
  const where = home !== void 0 && dir.startsWith(`${home}/`) ? `it is under $HOME (${home}), of which the sandbox shows only the toolchain directories in Alfred's table` : "it is outside the directories the sandbox shows (system directories, PATH toolchains, the workspace)";
  return `${where}. Fix: ${READ_PATHS_FIX.replace("add it", `add "${dir}"`)}`;
}
function problemLine(command, status, home) {
  if (status.status === "ok") return void 0;
  const what = status.status === "interpreter" ? `\`${status.name}\` needs the interpreter \`${status.interpreter ?? "?"}\`, which cannot be found inside the boundary` : `\`${status.name}\` cannot be found inside the boundary`;
  const why = status.onHost === void 0 ? `it is not on the host either (not installed, or not on PATH). Fix: install it in a workflow step before Alfred runs, or correct the verify command` : `on the host it is ${status.onHost}, but ${hiddenBecause(status.onHost, home)}`;
  return `verify command "${command}": ${what}: ${why}`;
}
async function verifyPreflight(options) {
  const { commands, todo } = commandsToVerify(options.list, options.defaultVerify, options.only);
  if (todo === 0) return { commands, problems: [] };
  if (commands.length === 0)
    return {
      commands,
      problems: [
        `${options.listPath}: no verify command is named anywhere: set "verify" at the top of the list or on each feature, or pass --verify (the Action's verify-command input)`
      ]
    };
  const state = await options.boundary.state();
  if (state.mode === "on" && state.reason !== void 0) return { commands, problems: [state.reason] };
  const { policy } = options.boundary;
  const home = policy.hostHome ?? policy.env["HOME"];
  const hostPath = policy.env["PATH"] ?? "";
  const namesOf = new Map(
    commands.map((command) => [
      command,
      verifyExecutables(command).filter((found) => !found.afterCd || !found.name.includes("/")).map((found) => found.name).filter((name) => /^[\w./+@-]+$/.test(name) && /[A-Za-z]/.test(name))
    ])
  );
  const all = [...new Set([...namesOf.values()].flat())];
  const statuses = await checkExecutables(options.boundary, options.workingDir, all, hostPath) ?? [];
  const problems = [];
  for (const [command, names] of namesOf) {
    for (const status of statuses.filter((found) => names.includes(found.name))) {
      const line = problemLine(command, status, home);
      if (line !== void 0) problems.push(line);
    }
  }
  return { commands, problems };
}
async function requireVerifyPreflight(options) {
  const report = await verifyPreflight(options);
  if (report.problems.length > 0)
    throw new ConfigError(
      "verify preflight",
      `the run stopped before any model call, feature list untouched:
  ${report.problems.join("\n  ")}`
    );
}

// src/harness/verify/boundary-failure.ts
var NOT_FOUND = /(?:^|\n)[^\n]*?([^\s:'"]+): (?:command )?not found/g;
var NO_SUCH_FILE = /(?:^|\n)[^\n]*?([^\s:'"]*\/[^\s:'"]+): No such file or directory/g;
var LOOKUP = /Could not resolve host:? ([\w.-]+)|getaddrinfo (?:ENOTFOUND|EAI_AGAIN) ([\w.-]+)|dial tcp: lookup ([\w.-]+)/;
var READ_ONLY = /(\/[^\s:'"]+)[^\n]*?(?:Read-only file system|EROFS)|(?:Read-only file system|EROFS)[^\n]*?(\/[^\s:'"]+)/;
function within(path, root) {
  return path === root || path.startsWith(`${root}/`);
}
async function missingProgram(verify, boundary, workingDir) {
  if (verify.exitCode !== 126 && verify.exitCode !== 127) return void 0;
  const names = [...verify.output.matchAll(NOT_FOUND), ...verify.output.matchAll(NO_SUCH_FILE)].map(
    (match) => match[1] ?? ""
  );
  const { policy } = boundary;
  for (const name of names.filter((found) => found !== "" && found !== "sh")) {
    const onHost = await hostExecutable(name, workingDir, policy.env["PATH"] ?? "");
    if (onHost === void 0) continue;
    return `verify could not start \`${name}\` (exit ${verify.exitCode}) because of the boundary: on the host it is ${onHost}, but ${hiddenBecause(onHost, policy.hostHome ?? policy.env["HOME"])}`;
  }
  return void 0;
}
function unlistedHost(verify, egressAllow) {
  const match = LOOKUP.exec(verify.output);
  const host = match?.[1] ?? match?.[2] ?? match?.[3];
  if (host === void 0 || checkEgress(`https://${host}/`, egressAllow).allowed) return void 0;
  return `verify needed the network because of the boundary: ${host} is not on the egress list, and sandboxed commands reach only listed hosts. Fix: install or restore dependencies before Alfred runs and build offline (GOFLAGS=-mod=mod GOPROXY=off, cargo --offline, mvn -o), or add the host to egress-allow`;
}
function readOnlyWrite(verify, workingDir) {
  const match = READ_ONLY.exec(verify.output);
  const path = match?.[1] ?? match?.[2];
  if (path === void 0 || !isAbsolute2(path) || within(resolve2(path), workingDir)) return void 0;
  if (within(path, "/tmp")) return void 0;
  return `verify tried to write ${path}, outside the workspace, and the sandbox shows it read-only (the boundary). Fix: point the tool's cache or output into the workspace, $HOME or /tmp (both private per command), or set sandbox: "off"`;
}
async function boundaryExplanation(verify, boundary, workingDir) {
  if (boundary === void 0 || verify.exitCode === 0 || verify.timedOut) return void 0;
  const state = await boundary.state();
  if (state.boundary !== "on") return void 0;
  return await missingProgram(verify, boundary, workingDir) ?? unlistedHost(verify, state.egressAllow) ?? readOnlyWrite(verify, workingDir);
}

// src/harness/feature/feature-phases.ts
function stopped(progress, reason, stopRun) {
  return {
    verdict: { status: "blocked", reason },
    attempts: progress.attempt,
    verify: progress.verify,
    rubric: void 0,
    costUsd: progress.costUsd,
    approach: progress.approach,
    failures: [...progress.failures, reason],
    ...stopRun === void 0 ? {} : { stopRun }
  };
}
async function tryFeature(feature, verifyCommand, checkpoint, context) {
  const recalled = recallFor(feature, context);
  markHandled(recalled);
  const progress = {
    attempt: 0,
    costUsd: 0,
    verify: void 0,
    tree: void 0,
    feedback: void 0,
    approach: "",
    recalled,
    failures: [],
    causes: []
  };
  while (progress.attempt < context.options.iterationBudget) {
    progress.attempt += 1;
    const stop = await implementPhase(feature, verifyCommand, progress, context) ?? await verifyPhase(feature, verifyCommand, checkpoint, progress, context);
    if (stop !== void 0) return stop;
    if (progress.verify !== void 0 && verifyPassed(progress.verify)) break;
  }
  const scored = await scorePhase(feature, verifyCommand, checkpoint, progress, context);
  return "stop" in scored ? scored.stop : verdictOf(progress, scored.rubric);
}
async function recallFor(feature, context) {
  const recall = context.options.session.recall;
  return recall === void 0 ? "" : recall({ description: [feature.description, ...feature.steps].join("\n") });
}
async function implementPhase(feature, verifyCommand, progress, context) {
  const { options, runtime } = context;
  const { attempt } = progress;
  const key = stepKey(context, feature, attempt, "implement");
  const asking = context.journal.findByKey(key) === void 0;
  const committed = asking && hasRepoMap(context) ? runCommittedFiles(options.session.toolHost.workingDir, options.runId) : void 0;
  markHandled(committed);
  const snapshot = await startAttempt(feature, attempt, key, context);
  const focusedMap = asking ? await featureMap(feature, context, { changed: snapshot?.changed, committed }) : void 0;
  const prompt = implementPrompt(feature, verifyCommand, attempt, {
    feedback: progress.feedback,
    recalled: await progress.recalled,
    focusedMap
  });
  const implement = await runtime.agent(prompt, { key, role: "editor", budget: context.budgetLeft() });
  progress.costUsd = addCost(progress.costUsd, implement.costUsd);
  progress.approach = implement.finalText;
  options.onProgress?.({
    type: "attempt",
    featureId: feature.id,
    attempt,
    of: options.iterationBudget,
    fromJournal: implement.fromJournal
  });
  if (implement.status === "aborted") return stopped(progress, "interrupted", "aborted");
  if (implement.status === "budget_exceeded") {
    const which2 = context.runBudgetExhausted() ? "run" : "feature";
    return stopped(
      progress,
      `the ${which2} budget ran out: ${implement.error?.message ?? implement.budget ?? ""}`,
      which2 === "run" ? "budget_exceeded" : void 0
    );
  }
  if (implement.status === "provider_error")
    return stopped(
      progress,
      `the model provider failed during attempt ${attempt}: ${implement.error?.message ?? "unknown error"}`,
      "provider_error"
    );
  if (implement.status === "max_turns")
    progress.causes.push(`attempt ${attempt}: the model hit the turn cap after ${implement.turns} turns`);
  const denied = context.denials(key);
  if (denied.length > 0)
    progress.causes.push(
      `attempt ${attempt}: ${denied.length} tool call(s) denied: ${denied.slice(0, 3).join("; ")}`
    );
  options.crashPoint?.("before_verify");
  return void 0;
}
async function verifyPhase(feature, verifyCommand, checkpoint, progress, context) {
  const { options } = context;
  const { attempt } = progress;
  const { tree, changed } = await featureSnapshot(
    options.session.toolHost.workingDir,
    checkpoint,
    context.baseline,
    options.featuresFile
  );
  const touched = await protectedChanges(changed, context);
  if (touched.length > 0)
    return stopped(progress, `changed protected paths: ${touched.slice(0, 5).join(", ")}`);
  progress.tree = tree;
  const ran = await verifyTree(feature, verifyCommand, attempt, tree, context);
  const verify = ran.verify;
  progress.verify = verify;
  if (options.signal?.aborted === true) return stopped(progress, "interrupted", "aborted");
  options.crashPoint?.("after_verify");
  options.onProgress?.({
    type: "verify",
    featureId: feature.id,
    attempt,
    exitCode: verify.exitCode,
    timedOut: verify.timedOut,
    durationMs: verify.durationMs,
    recorded: ran.recorded,
    ...ran.discardedWrites === void 0 || ran.discardedWrites.length === 0 ? {} : { discardedWrites: ran.discardedWrites }
  });
  if (verifyPassed(verify)) return void 0;
  const boundary = await boundaryExplanation(
    verify,
    options.session.toolHost.runtime?.boundary,
    options.session.toolHost.workingDir
  );
  if (boundary !== void 0) return stopped(progress, boundary, "boundary");
  const why = verify.timedOut ? `verify timed out after ${Math.round(verify.durationMs / 1e3)} s` : describeVerifyExit(verify);
  progress.failures.push(`attempt ${attempt}: ${why}`);
  progress.feedback = `${why}
${outputTail(verify, 4e3, options.session.toolHost.knownSecrets ?? [])}`;
  return void 0;
}
async function scorePhase(feature, verifyCommand, checkpoint, progress, context) {
  const { options, runtime } = context;
  const { verify, tree } = progress;
  if (verify === void 0 || tree === void 0 || !verifyPassed(verify)) {
    options.onProgress?.({
      type: "rubric",
      featureId: feature.id,
      rubric: null,
      note: "skipped: verify did not pass"
    });
    return { rubric: void 0 };
  }
  const secrets = options.session.toolHost.knownSecrets ?? [];
  const diff = await featureDiff(options.session.toolHost.workingDir, checkpoint, tree, options.featuresFile);
  const scored = await runtime.agent(
    rubricPrompt(feature, diff, verifyCommand, outputTail(verify, 4e3, secrets)),
    {
      key: stepKey(context, feature, progress.attempt, `rubric-${tree.slice(0, 12)}`),
      role: "architect",
      schema: rubricSchema,
      schemaName: "submit_rubric",
      systemPrompt: rubricSystemPrompt(),
      tools: [],
      budget: context.budgetLeft()
    }
  );
  progress.costUsd = addCost(progress.costUsd, scored.costUsd);
  if (scored.status === "aborted") return { stop: stopped(progress, "interrupted", "aborted") };
  if (scored.status === "provider_error")
    return {
      stop: stopped(
        progress,
        `the model provider failed during the rubric (verify passed; the work is kept): ${scored.error?.message ?? "unknown error"}`,
        "provider_error"
      )
    };
  const rubric = scored.result;
  options.crashPoint?.("after_rubric");
  options.onProgress?.({
    type: "rubric",
    featureId: feature.id,
    rubric: rubric ?? null,
    ...scored.invalidOutput === void 0 ? {} : { note: scored.invalidOutput }
  });
  if (scored.status === "budget_exceeded" && context.runBudgetExhausted())
    return {
      stop: { ...stopped(progress, "the run budget ran out during the rubric", "budget_exceeded"), rubric }
    };
  return { rubric };
}
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
    ...verdict.status === "passing" && progress.tree !== void 0 ? { tree: progress.tree } : {}
  };
}

// src/harness/feature/episodes.ts
import { join as join4 } from "node:path";
async function writeEpisode(workingDir, episode) {
  const path = join4(workingDir, ".alfred", "memory", "episodes", `${episode.id}.json`);
  await writeWorkspaceFile(workingDir, path, `${JSON.stringify(episode, null, 2)}
`);
  return path;
}

// src/harness/feature/feature-settle.ts
function withoutSha(data) {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== "gitSha"));
}
async function settleFeature(feature, attempt, verdict, checkpoint, context) {
  const { options } = context;
  const settled = (gitSha, ledgerSeq, final2) => featureOutcome(feature, attempt, final2, {
    gitSha,
    ledgerSeq,
    durationMs: context.now() - context.startedAt
  });
  let outcome;
  let final = verdict;
  if (verdict.status === "passing" && attempt?.tree !== void 0) {
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
        crashPoint: options.crashPoint
      });
      outcome = { ...draft, gitSha: done.gitSha, ledgerSeq: done.ledgerSeq };
    } catch (thrown) {
      if (!(thrown instanceof AlfredError && thrown.code === "tree_changed")) throw thrown;
      final = { status: "blocked", reason: thrown.message };
    } finally {
      context.commitInFlight(false);
    }
    if (outcome !== void 0) await context.saveList(markPassing(context.list(), feature.id));
  } else if (verdict.status === "passing") {
    final = { status: "blocked", reason: "verify passed on no recorded tree" };
  }
  if (outcome === void 0) {
    const draft = settled(checkpoint, -1, final);
    const ledgerSeq = await context.append("feature", outcomeLedgerData(draft));
    outcome = { ...draft, ledgerSeq };
    options.crashPoint?.("blocked_after_outcome");
    if (options.rollback)
      await restoreCheckpoint(
        options.session.toolHost.workingDir,
        checkpoint,
        context.baseline,
        options.featuresFile
      );
    options.crashPoint?.("blocked_after_rollback");
    await context.saveList(markBlocked(context.list(), feature.id));
  }
  options.crashPoint?.("after_list");
  await writeEpisode(
    options.session.toolHost.workingDir,
    episodeOf(outcome, attempt, {
      verifyCommand: context.verifyCommand,
      runId: options.runId,
      ts: context.now()
    })
  ).catch(async (thrown) => {
    if (isLinkRefused(thrown))
      await context.append("link_refused", { path: thrown.path, reason: thrown.message });
  });
  return outcome;
}

// src/orchestrator/recording-provider.ts
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
    ...stream === void 0 ? {} : {
      async *stream(request) {
        for await (const part of stream(request)) {
          if (part.type === "response") responses.push(part.response);
          yield part;
        }
      }
    }
  };
}

// src/orchestrator/agent-call.ts
async function callAgent(host, prompt, call) {
  const recorded = host.journal?.findByKey(call.key);
  if (recorded !== void 0) return fromEntry(recorded, call.schema);
  const provider = recordingProvider(host.query.model.provider);
  const toolCalls = [];
  const config = callConfig(host, call, provider, toolCalls);
  const onEvent = (event) => host.onEvent(call.key, event);
  const answer = call.schema === void 0 ? {
    state: await drainQuery(runQuery(prompt, config), onEvent),
    result: void 0,
    invalidOutput: void 0
  } : await structuredAnswer(prompt, config, call.schema, schemaNameOf(call), onEvent);
  host.addSpent(answer.state.usage, answer.state.costUsd);
  const result = agentResultOf(call.key, answer);
  if (host.journal !== void 0 && result.status !== "aborted")
    await host.journal.append(journalEntryOf(prompt, call, config, toolCalls, result, provider.responses));
  return result;
}
function schemaNameOf(call) {
  return call.schemaName ?? "submit_result";
}
function callConfig(host, call, provider, toolCalls) {
  const session = host.query;
  return {
    ...session,
    model: { ...session.model, provider, ...omitUndefined({ role: call.role }) },
    limits: { ...session.limits, ...omitUndefined({ maxTurns: call.maxTurns, budget: call.budget }) },
    toolHost: {
      ...session.toolHost,
      ...omitUndefined({
        tools: call.tools,
        // A call may tighten the session's mode (a review in `plan`), never loosen it.
        permissionMode: call.permissionMode === void 0 ? void 0 : stricterMode(
          session.toolHost.permissionMode ?? HOST_PROFILES.library.permissionMode,
          call.permissionMode
        )
      })
    },
    deps: host.deps,
    ...omitUndefined({ signal: host.signal, systemPrompt: call.systemPrompt }),
    onToolResult: (done) => {
      toolCalls.push({ name: done.name, label: done.label, isError: done.isError });
      session.onToolResult?.(done);
    }
  };
}
async function structuredAnswer(prompt, base, schema, name, onEvent) {
  const { state, outcome } = await askStructured(prompt, base, schema, name, onEvent);
  return outcome.ok ? { state, result: outcome.value, invalidOutput: void 0 } : { state, result: void 0, invalidOutput: outcome.error };
}
function agentResultOf(key, { state, result, invalidOutput }) {
  return {
    key,
    status: state.status,
    finalText: state.finalText,
    result,
    ...omitUndefined({ invalidOutput }),
    turns: state.turns,
    usage: state.usage,
    costUsd: state.costUsd,
    ...omitUndefined({ error: state.error, budget: state.budget }),
    fromJournal: false
  };
}
function journalEntryOf(prompt, call, config, toolCalls, result, responses) {
  const summary = {
    model: config.model.name,
    maxTurns: config.limits.maxTurns,
    ...omitUndefined({ role: call.role, mode: config.toolHost.permissionMode }),
    ...call.schema === void 0 ? {} : {
      schemaName: schemaNameOf(call),
      strategy: strategyFor(config.model.provider.name),
      schema: toJSONSchema(call.schema)
    },
    tools: toolCalls.map((each) => ({ name: each.name, label: each.label, isError: each.isError }))
  };
  return {
    key: call.key,
    input: { prompt, options: summary },
    output: {
      status: result.status,
      turns: result.turns,
      finalText: result.finalText,
      ...omitUndefined({ result: result.result }),
      usage: result.usage,
      costUsd: result.costUsd,
      ...omitUndefined({ error: result.error, budget: result.budget }),
      responses
    }
  };
}
function fromEntry(entry, schema) {
  const { output } = entry;
  const parsed = schema === void 0 || output.result === void 0 ? void 0 : schema.safeParse(output.result);
  return {
    key: entry.key,
    status: output.status,
    finalText: output.finalText,
    result: parsed?.success === true ? parsed.data : void 0,
    turns: output.turns,
    usage: output.usage,
    costUsd: output.costUsd,
    ...omitUndefined({ error: output.error, budget: output.budget }),
    fromJournal: true
  };
}

// src/orchestrator/semaphore.ts
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
    if (active >= limit) await new Promise((resolve4) => waiting.push(resolve4));
    active += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

// src/orchestrator/runtime.ts
function createRuntime(options) {
  const limit = createSemaphore(options.concurrency ?? 4);
  let spent = { usage: ZERO_USAGE, costUsd: 0 };
  const host = {
    query: options.query,
    journal: options.journal,
    deps: options.deps ?? systemDeps,
    signal: options.signal,
    onEvent: (key, event) => options.onEvent?.(key, event),
    addSpent: (usage, costUsd) => {
      spent = { usage: addUsage(spent.usage, usage), costUsd: addCost(spent.costUsd, costUsd) };
    }
  };
  return {
    agent: (prompt, call) => callAgent(host, prompt, call),
    parallel: (thunks) => Promise.all(thunks.map((thunk) => limit(thunk))),
    pipeline: (items, ...stages) => Promise.all(
      items.map(
        (item) => limit(async () => {
          let value = item;
          for (const stage of stages) value = await stage(value);
          return value;
        })
      )
    ),
    log: (message) => options.onLog?.(message),
    spent: () => ({ ...spent })
  };
}

// src/harness/open/boundary-record.ts
async function boundaryEntryData(boundary) {
  if (boundary === void 0) return { boundary: "off", mode: "none", egressAllow: [] };
  const state = await boundary.state();
  return {
    boundary: state.boundary,
    mode: state.mode,
    egressAllow: [...state.egressAllow],
    ...state.readPaths.length === 0 ? {} : { readPaths: [...state.readPaths] },
    ...state.reason === void 0 ? {} : { reason: state.reason }
  };
}
function egressData(boundary) {
  const stats = boundary?.egressStats();
  return {
    egress: {
      allowed: stats?.allowed ?? 0,
      refused: stats?.refused ?? 0,
      refusedTargets: [...stats?.refusedTargets ?? []]
    }
  };
}

// src/harness/open/run-open.ts
import { join as join5 } from "node:path";

// src/harness/commit/reconcile.ts
var trailer = (body, name) => new RegExp(`^${name}: (.+)$`, "m").exec(body)?.[1]?.trim();
async function runCommits(workingDir, runId, since) {
  const range = since === void 0 ? ["HEAD"] : [`${since}..HEAD`];
  const { stdout } = await git(["log", "--first-parent", "--format=%H%x1f%T%x1f%B%x1e", ...range], {
    cwd: workingDir
  });
  return stdout.split("").flatMap((record2) => {
    const [sha = "", tree = "", body = ""] = record2.trim().split("");
    const featureId = trailer(body, "Alfred-Feature");
    if (sha === "" || featureId === void 0 || trailer(body, "Alfred-Run") !== runId) return [];
    const seq = Number(trailer(body, "Alfred-Ledger-Seq"));
    return [{ sha, tree, featureId, seq: Number.isSafeInteger(seq) ? seq : void 0 }];
  });
}
function inconsistent(context, what) {
  return new AlfredError(
    "resume_inconsistent",
    `cannot resume run "${context.runId}": ${what} (${context.ledgerPath} against git history and ${context.featuresFile}); start a new run with another --run-id`
  );
}
async function reconcileRun(context) {
  const commits = await runCommits(context.workingDir, context.runId, context.resume.runStartHead);
  let list = context.list;
  const checkpoints = /* @__PURE__ */ new Map();
  const retries = /* @__PURE__ */ new Map();
  for (const [featureId, record2] of context.resume.features) {
    const feature = list.features.find((candidate) => candidate.id === featureId);
    if (feature === void 0)
      throw inconsistent(context, `feature "${featureId}" is in the ledger but not in the list`);
    const mine = commits.filter((commit) => commit.featureId === featureId);
    if (mine.length > 1) throw inconsistent(context, `feature "${featureId}" has ${mine.length} commits`);
    const status = await settle(context, feature, record2, mine[0], list);
    retries.set(featureId, record2.retries + (status === "retry" ? 1 : 0));
    if (status === "in_progress" || status === "retry") checkpoints.set(featureId, record2.checkpoint);
    list = setFeatureStatus(list, featureId, status === "retry" ? "in_progress" : status);
  }
  return { list, checkpoints, retries };
}
async function settle(context, feature, record2, commit, list) {
  const { workingDir, featuresFile } = context;
  const { outcome, intent } = record2;
  if (outcome !== void 0) {
    if (outcome.status === "blocked") {
      if (commit !== void 0)
        throw inconsistent(context, `blocked feature "${feature.id}" has commit ${commit.sha}`);
      if (context.rollback && feature.status !== "blocked")
        await restoreCheckpoint(workingDir, record2.checkpoint, context.resume.baseline, featuresFile);
      return "blocked";
    }
    const committed = commit?.sha ?? record2.checkpoint;
    if (committed !== outcome.gitSha)
      throw inconsistent(
        context,
        `the ledger records "${feature.id}" as ${outcome.gitSha}, git has ${committed}`
      );
    return "passing";
  }
  if (commit !== void 0) {
    if (intent === void 0 || intent.commitTree !== commit.tree || commit.seq !== intent.seq + 1)
      throw inconsistent(
        context,
        `commit ${commit.sha} of "${feature.id}" matches no recorded commit intent`
      );
    await context.append("feature", { ...intent.outcome, gitSha: commit.sha });
    await git(["reset", "--quiet"], { cwd: workingDir });
    return "passing";
  }
  if (intent === void 0) {
    if (context.freshCheckout !== true) return "in_progress";
    return startOver(context, feature, record2, "its uncommitted work stayed with the previous checkout");
  }
  const now = await featureTree(workingDir, record2.checkpoint, context.resume.baseline, featuresFile);
  if (now === intent.tree) {
    await commitFeature({
      workingDir,
      featuresFile,
      runId: context.runId,
      feature,
      live: list,
      checkpoint: record2.checkpoint,
      verifiedTree: intent.tree,
      baseline: context.resume.baseline,
      outcome: intent.outcome,
      append: context.append
    });
    return "passing";
  }
  return startOver(
    context,
    feature,
    record2,
    `the working tree no longer matches the verified tree ${intent.tree.slice(0, 12)}`
  );
}
async function startOver(context, feature, record2, why) {
  await restoreCheckpoint(
    context.workingDir,
    record2.checkpoint,
    context.resume.baseline,
    context.featuresFile
  );
  await context.append("feature_retry", {
    featureId: feature.id,
    reason: `${why}; rolled back to ${record2.checkpoint}`
  });
  return "retry";
}

// src/harness/open/run-open.ts
async function exists(path) {
  return access(path).then(
    () => true,
    () => false
  );
}
async function checkTail(ledgerPath, workingDir) {
  const anchorPath = anchorPathOf(ledgerPath);
  const text = await readTextIfExists(ledgerPath).catch(() => void 0) ?? "";
  const anchor = await readTextIfExists(anchorPath).catch(() => void 0);
  const shown = (path) => path.slice(workingDir.length + 1);
  const check = checkLedgerAnchor(text, anchor, { ledger: shown(ledgerPath), anchor: shown(anchorPath) });
  if (!check.ok) throw new AlfredError("ledger_truncated", check.reason);
}
async function openRun(options, deps) {
  const { runId, featuresFile } = options;
  const workingDir = options.session.toolHost.workingDir;
  const runDir = join5(workingDir, runDirectory(runId));
  const ledgerPath = join5(runDir, "ledger.jsonl");
  const journalPath = join5(runDir, "journal.jsonl");
  const listPath = join5(workingDir, featuresFile);
  const started = await exists(ledgerPath) || await exists(anchorPathOf(ledgerPath));
  if (started && !options.resume) {
    throw new AlfredError(
      "run_exists",
      `run "${runId}" already exists in ${runDirectory(runId)}: pass --resume to continue it, or choose another --run-id`
    );
  }
  if (!started && options.resume)
    throw new AlfredError(
      "run_not_found",
      `cannot resume run "${runId}": ${runDirectory(runId)}/ledger.jsonl does not exist`
    );
  await ensureWorkspaceDirectory(workingDir, runDir);
  if (options.resume) await checkTail(ledgerPath, workingDir);
  const list = await readFeatureList(listPath);
  const secrets = [...options.session.toolHost.knownSecrets ?? [], options.ledgerKey];
  const ledger = await openLedger(ledgerPath, options.ledgerKey, deps, {
    redact: (text, extra) => redact(text, { knownSecrets: [...secrets, ...extra?.knownSecrets ?? []] }),
    anchorPath: anchorPathOf(ledgerPath)
  });
  const resume = options.resume ? await readResumeState(ledgerPath) : EMPTY_RESUME_STATE;
  const uncommitted = await uncommittedPaths(workingDir);
  const dirty = pathsOutside(uncommitted, [featuresFile, ".alfred/"]);
  if (dirty.length > 0 && resume.features.size === 0) {
    throw new AlfredError(
      "worktree_dirty",
      `the worktree has uncommitted changes (${dirty.slice(0, 5).join(", ")}${dirty.length > 5 ? ", \u2026" : ""}): commit or stash them first, so a rollback cannot lose your work`
    );
  }
  await excludeHarnessFiles(workingDir);
  const baseline = options.resume ? resume.baseline : await captureBaseline(workingDir, uncommitted, [featuresFile]);
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
      checkpoints: /* @__PURE__ */ new Map(),
      retries: /* @__PURE__ */ new Map()
    };
  }
  const append2 = async (kind, data) => (await ledger.append(kind, data)).seq;
  const reconciled = await reconcileRun({
    workingDir,
    runId,
    featuresFile,
    ledgerPath,
    rollback: options.rollback,
    list,
    resume,
    append: append2,
    ...options.freshCheckout === true ? { freshCheckout: true } : {}
  });
  const onDisk = await readTextIfExists(listPath).catch(() => void 0) ?? "";
  if (serializeFeatureList(reconciled.list) !== onDisk) await writeFeatureList(listPath, reconciled.list);
  return { ledger, journal, ledgerPath, journalPath, listPath, resume, baseline, ...reconciled };
}
function baselineData(baseline) {
  return { baseline: baseline.map((file) => ({ path: file.path, blob: file.blob, mode: file.mode })) };
}

// src/harness/open/run-context.ts
function denialCollector(forward) {
  const denied = /* @__PURE__ */ new Map();
  return {
    onEvent: (key, event) => {
      if (event.type === "tool_result" && event.isError && event.content.startsWith("Permission denied"))
        denied.set(key, [...denied.get(key) ?? [], `${event.label}: ${event.content.slice(0, 200)}`]);
      forward?.(key, event);
    },
    of: (key) => denied.get(key) ?? []
  };
}
async function append(run, kind, data) {
  return (await run.opened.ledger.append(kind, data)).seq;
}
async function saveList(run, next) {
  run.list = next;
  await writeFeatureList(run.opened.listPath, next);
  run.lastWritten = serializeFeatureList(next);
}
async function interrupt(run, reason, featureId) {
  run.interruptRecorded = true;
  await append(run, "run_interrupted", {
    ...featureId === void 0 ? {} : { featureId },
    reason,
    ...egressData(run.options.session.toolHost.runtime?.boundary)
  });
}
function wanted(options, feature) {
  return options.only === void 0 || options.only.includes(feature.id);
}
function selectable(run) {
  return { ...run.list, features: run.list.features.filter((feature) => wanted(run.options, feature)) };
}
function runLeft(run) {
  const { runBudget } = run.options;
  return {
    maxCostUsd: runBudget.maxCostUsd === void 0 || run.runCost === null ? runBudget.maxCostUsd : Math.max(0, runBudget.maxCostUsd - run.runCost),
    maxWallClockMs: runBudget.maxWallClockMs === void 0 ? void 0 : Math.max(0, runBudget.maxWallClockMs - (run.deps.now() - run.startedAt))
  };
}
function runExhausted(run) {
  const left = runLeft(run);
  return left.maxCostUsd === 0 || left.maxWallClockMs === 0 || run.options.runBudget.maxCostUsd !== void 0 && run.runCost === null;
}
async function openPhase(options, staleLocks) {
  const deps = options.deps ?? systemDeps;
  const startedAt = deps.now();
  const opened = await openRun(options, deps);
  const denials = denialCollector(options.onQueryEvent);
  const runtime = createRuntime({
    query: options.session,
    journal: opened.journal,
    deps,
    ...options.signal === void 0 ? {} : { signal: options.signal },
    onEvent: denials.onEvent
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
    pendingCount: selected.filter(
      (feature) => feature.status === "pending" || feature.status === "in_progress"
    ).length,
    outcomes: [],
    list: opened.list,
    lastWritten: serializeFeatureList(opened.list),
    runCost: 0,
    consecutiveBlocked: 0,
    status: "all_resolved",
    stopReason: void 0,
    index: 0,
    current: void 0,
    interruptRecorded: false,
    commitInFlight: false
  };
  await recordStart(run, selected.length);
  if (staleLocks !== void 0)
    await append(run, "git_locks_removed", {
      paths: [...staleLocks.removed],
      leftBy: { ...staleLocks.leftBy },
      why: "left by a run that died holding them; no live process held them"
    });
  return run;
}
async function recordStart(run, total) {
  const { options, pendingCount } = run;
  const workingDir = options.session.toolHost.workingDir;
  options.onProgress?.({
    type: "run_start",
    runId: options.runId,
    total,
    pending: pendingCount,
    resumed: options.resume
  });
  await append(run, options.resume ? "run_resume" : "run_start", {
    runId: options.runId,
    featuresFile: options.featuresFile,
    pending: pendingCount,
    head: await headSha(workingDir),
    ...options.resume ? {} : baselineData(run.opened.baseline)
  });
  await append(run, "boundary", await boundaryEntryData(options.session.toolHost.runtime?.boundary));
}

// src/harness/feature/feature-loop.ts
function tighter(a, b) {
  if (a === void 0) return b;
  return b === void 0 ? a : Math.min(a, b);
}
async function featureLoop(run) {
  for (; ; ) {
    if (run.options.signal?.aborted === true) {
      run.status = "aborted";
      return;
    }
    if (runExhausted(run)) {
      run.status = "budget_exceeded";
      run.stopReason = "the run's cost or time budget ran out";
      return;
    }
    const feature = pickNext(selectable(run));
    if (feature === void 0) return;
    if (!await runFeature(run, feature)) return;
  }
}
async function runFeature(run, feature) {
  run.current = feature.id;
  run.index += 1;
  const startedAt = run.deps.now();
  const verifyCommand = verifyCommandOf(run.list, feature) ?? run.options.defaultVerify;
  const checkpoint = await startFeature(run, feature);
  const attempt = verifyCommand === void 0 ? void 0 : await tryFeature(
    feature,
    verifyCommand,
    checkpoint,
    featureContext(run, feature, checkpoint, startedAt)
  );
  run.runCost = addCost(run.runCost, attempt?.costUsd ?? 0);
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
async function startFeature(run, feature) {
  let checkpoint = run.checkpoints.get(feature.id);
  if (checkpoint === void 0) {
    checkpoint = await headSha(run.options.session.toolHost.workingDir);
    run.checkpoints.set(feature.id, checkpoint);
    await saveList(run, markInProgress(run.list, feature.id));
    await append(run, "feature_start", { featureId: feature.id, checkpoint });
  }
  run.options.onProgress?.({
    type: "feature_start",
    index: run.index,
    total: run.pendingCount,
    feature,
    checkpoint
  });
  return checkpoint;
}
function featureContext(run, feature, checkpoint, startedAt) {
  const { options, opened } = run;
  const budgetLeft = () => {
    const spentHere = run.deps.now() - startedAt;
    const left = runLeft(run);
    const { maxCostUsd, maxWallClockMs } = options.featureBudget;
    return {
      maxCostUsd: tighter(left.maxCostUsd, maxCostUsd),
      maxWallClockMs: tighter(
        left.maxWallClockMs,
        maxWallClockMs === void 0 ? void 0 : Math.max(0, maxWallClockMs - spentHere)
      )
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
    featureListIntact: async () => (
      // Unreadable is not intact: the run then stops rather than write over what it cannot read.
      (await readTextIfExists(opened.listPath).catch(() => void 0) ?? "") === run.lastWritten
    )
  };
}
async function stopForOutage(run, feature, attempt) {
  const stop = attempt.stopRun === "aborted" ? "aborted" : "provider_error";
  run.status = stop;
  const reason = stop === "aborted" ? "interrupted; resume with the same run id" : `${attempt.verdict.status === "blocked" ? attempt.verdict.reason : "the model provider failed"}; resume with the same run id`;
  if (stop === "provider_error") run.stopReason = reason;
  await interrupt(run, reason, feature.id);
}
async function stopForBoundary(run, feature, attempt, checkpoint) {
  const reason = attempt.verdict.status === "blocked" ? attempt.verdict.reason : "the boundary";
  await append(run, "feature_deferred", { featureId: feature.id, attempts: attempt.attempts, reason });
  if (run.options.rollback)
    await restoreCheckpoint(
      run.options.session.toolHost.workingDir,
      checkpoint,
      run.opened.baseline,
      run.options.featuresFile
    );
  await saveList(run, setFeatureStatus(run.list, feature.id, "pending"));
  run.checkpoints.delete(feature.id);
  run.current = void 0;
  run.status = "boundary_stopped";
  run.stopReason = reason;
}
async function recordPhase(run, feature, attempt, checkpoint, at) {
  const outcome = await settleFeature(feature, attempt, attempt?.verdict ?? NO_VERIFY_COMMAND, checkpoint, {
    options: run.options,
    baseline: run.opened.baseline,
    list: () => run.list,
    saveList: (next) => saveList(run, next),
    append: (kind, data) => append(run, kind, data),
    commitInFlight: (inFlight) => run.commitInFlight = inFlight,
    now: run.deps.now,
    verifyCommand: at.verifyCommand,
    startedAt: at.startedAt
  });
  run.checkpoints.delete(feature.id);
  run.current = void 0;
  run.outcomes.push(outcome);
  run.options.onProgress?.({ type: "feature_end", outcome });
  return outcome;
}
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

// src/harness/state/run-lock.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { join as join7 } from "node:path";

// src/platform/git/git-locks.ts
import { readdir, readlink, realpath as realpath2, unlink as unlink2 } from "node:fs/promises";
import { join as join6, relative, sep } from "node:path";
var OWN_LOCK = /^alfred-run\.lock/;
async function namesIn(dir) {
  const entries2 = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries2.map((entry) => ({ name: entry.name, dir: entry.isDirectory() }));
}
async function locksUnder(dir, found, depth) {
  for (const entry of await namesIn(dir)) {
    const path = join6(dir, entry.name);
    if (entry.dir && depth > 0) await locksUnder(path, found, depth - 1);
    else if (!entry.dir && entry.name.endsWith(".lock")) found.push(path);
  }
}
async function findGitLocks(layout) {
  const found = [];
  for (const dir of /* @__PURE__ */ new Set([layout.gitDir, layout.commonDir]))
    for (const entry of await namesIn(dir))
      if (!entry.dir && entry.name.endsWith(".lock") && !OWN_LOCK.test(entry.name))
        found.push(join6(dir, entry.name));
  await locksUnder(join6(layout.commonDir, "refs"), found, 8);
  return [...new Set(found)].map((absolute) => ({ path: relative(layout.root, absolute), absolute }));
}
async function processIds() {
  const entries2 = await readdir("/proc").catch(() => void 0);
  return entries2?.filter((name) => /^\d+$/.test(name));
}
async function openFiles(pid) {
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => "")));
  return targets.filter((target) => target !== "");
}
async function isGitIn(pid, roots) {
  const exe = await readlink(`/proc/${pid}/exe`).catch(() => "");
  if (!/(^|\/)git(-[a-z-]+)?$/.test(exe)) return false;
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => "");
  return roots.some((root) => cwd === root || cwd.startsWith(root + sep));
}
async function gitLocksInUse(layout, locks) {
  const pids = await processIds();
  if (pids === void 0) return "this platform cannot tell which processes hold them";
  const roots = await Promise.all(
    [layout.root, layout.gitDir, layout.commonDir].map((dir) => realpath2(dir).catch(() => dir))
  );
  const wanted2 = new Set(locks.map((lock) => lock.absolute));
  for (const pid of pids) {
    if (pid === String(process.pid)) continue;
    const held = (await openFiles(pid)).find((target) => wanted2.has(target));
    if (held !== void 0) return `process ${pid} has ${relative(layout.root, held)} open`;
    if (await isGitIn(pid, roots)) return `git process ${pid} is running in the repository`;
  }
  return void 0;
}
async function removeGitLocks(locks) {
  const removed = [];
  for (const lock of locks) {
    try {
      await unlink2(lock.absolute);
      removed.push(lock);
    } catch (thrown) {
      if (typeof thrown === "object" && thrown !== null && "code" in thrown && thrown.code === "ENOENT")
        continue;
      throw new AlfredError("io_failed", ioMessage(`cannot remove the stale git lock ${lock.path}`, thrown), {
        cause: thrown
      });
    }
  }
  return removed;
}

// src/platform/process/process-identity.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { hostname } from "node:os";
function processStartTime(pid) {
  let stat2;
  try {
    stat2 = readFileSync2(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  const fields = stat2.slice(stat2.lastIndexOf(")") + 2).split(" ");
  return fields[19] ?? null;
}
function currentProcess() {
  return { pid: process.pid, hostname: hostname(), processStart: processStartTime(process.pid) };
}
function pidExists(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (thrown) {
    return typeof thrown === "object" && thrown !== null && "code" in thrown && thrown.code === "EPERM";
  }
}
function livenessOf(recorded) {
  if (recorded.hostname !== hostname()) return "unknown";
  if (!Number.isSafeInteger(recorded.pid) || recorded.pid <= 0 || !pidExists(recorded.pid)) return "gone";
  if (recorded.processStart === null) return "alive";
  const now = processStartTime(recorded.pid);
  return now === null || now === recorded.processStart ? "alive" : "gone";
}

// src/harness/state/run-lock.ts
var RUN_LOCK_FILE = "alfred-run.lock";
async function runLockPath(workingDir) {
  return join7((await gitLayout(workingDir)).commonDir, RUN_LOCK_FILE);
}
async function acquireRunLock(options) {
  const deps = options.deps ?? systemDeps;
  const path = await runLockPath(options.workingDir);
  const holder = {
    ...currentProcess(),
    runId: options.runId,
    startedAt: new Date(deps.now()).toISOString(),
    command: (options.command ?? process.argv.slice(1).join(" ")).slice(0, 300)
  };
  const text = `${JSON.stringify(holder)}
`;
  const started = deps.now();
  let announced = false;
  let tookOverFrom;
  for (; ; ) {
    if (await createExclusive(path, text)) return heldLock(path, holder, text, tookOverFrom);
    const current = await readIfExists(path);
    if (current === void 0) continue;
    const recorded = parseHolder(current);
    if (recorded === void 0 || livenessOf(recorded) === "gone") {
      if (await removeStale(path, current, text) && recorded !== void 0) tookOverFrom = recorded;
      continue;
    }
    const waited = deps.now() - started;
    if (options.wait === void 0 || waited >= options.wait.timeoutMs)
      throw new AlfredError(
        "run_locked",
        refusal(recorded, path, options.wait === void 0 ? void 0 : waited)
      );
    if (!announced) options.wait.onWaiting?.(recorded, path);
    announced = true;
    try {
      await deps.sleep(Math.min(options.wait.pollMs ?? 250, options.wait.timeoutMs - waited), options.signal);
    } catch (thrown) {
      throw new AlfredError("aborted", `stopped waiting for the repository lock: ${errorMessage(thrown)}`, {
        cause: thrown
      });
    }
  }
}
function refusal(holder, path, waitedMs) {
  const where = holder.hostname === currentProcess().hostname ? `pid ${holder.pid}` : `pid ${holder.pid} on host ${holder.hostname}`;
  const waited = waitedMs === void 0 ? "" : ` (waited ${Math.round(waitedMs / 1e3)}s)`;
  return `another Alfred run holds this repository${waited}: run "${holder.runId}", ${where}, started ${holder.startedAt}, command "${holder.command}". Lock file: ${path}. Wait for that run to end, or pass ${waitedMs === void 0 ? "--wait to queue behind it" : "a longer --wait-timeout"}; if that run is gone (e.g. on another host), delete the lock file.`;
}
function heldLock(path, holder, text, tookOverFrom) {
  let released = false;
  const onExit = () => {
    try {
      if (readFileSync(path, "utf8") === text) unlinkSync(path);
    } catch {
    }
  };
  process.on("exit", onExit);
  return {
    path,
    holder,
    ...tookOverFrom === void 0 ? {} : { tookOverFrom },
    release: async () => {
      if (released) return;
      released = true;
      process.off("exit", onExit);
      if (await readIfExists(path).catch(() => void 0) === text) await ignoreCleanupError(unlink(path));
    }
  };
}
async function createExclusive(path, text) {
  const temporary = `${path}.${process.pid}.${randomBytes2(6).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, text, { flag: "wx" });
    await link(temporary, path);
    return true;
  } catch (thrown) {
    if (codeOf(thrown) === "EEXIST") return false;
    throw new AlfredError("io_failed", ioMessage(`cannot take the repository lock ${path}`, thrown), {
      cause: thrown
    });
  } finally {
    await ignoreCleanupError(unlink(temporary));
  }
}
async function removeStale(path, staleText, guardText) {
  const guard = `${path}.break`;
  if (!await createExclusive(guard, guardText)) {
    const other = await readIfExists(guard);
    const recorded = other === void 0 ? void 0 : parseHolder(other);
    if (other !== void 0 && (recorded === void 0 || livenessOf(recorded) === "gone")) {
      if (await readIfExists(guard) === other) await ignoreCleanupError(unlink(guard));
    } else {
      await systemDeps.sleep(10);
    }
    return false;
  }
  try {
    if (await readIfExists(path) !== staleText) return false;
    return await unlink(path).then(
      () => true,
      () => false
    );
  } finally {
    await ignoreCleanupError(unlink(guard));
  }
}
function parseHolder(text) {
  try {
    const record2 = JSON.parse(text);
    if (!isRecord2(record2)) return void 0;
    if (typeof record2.pid !== "number" || typeof record2.hostname !== "string") return void 0;
    return {
      pid: record2.pid,
      hostname: record2.hostname,
      processStart: typeof record2.processStart === "string" ? record2.processStart : null,
      runId: typeof record2.runId === "string" ? record2.runId : "?",
      startedAt: typeof record2.startedAt === "string" ? record2.startedAt : "?",
      command: typeof record2.command === "string" ? record2.command : "?"
    };
  } catch {
    return void 0;
  }
}
function isRecord2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
async function readIfExists(path) {
  try {
    return await readFile(path, "utf8");
  } catch (thrown) {
    if (codeOf(thrown) === "ENOENT") return void 0;
    throw new AlfredError("io_failed", ioMessage(`cannot read the repository lock ${path}`, thrown), {
      cause: thrown
    });
  }
}
function codeOf(thrown) {
  return typeof thrown === "object" && thrown !== null && "code" in thrown ? thrown.code : void 0;
}
async function clearStaleGitLocks(workingDir, lock) {
  const dead = lock.tookOverFrom;
  if (dead === void 0) return void 0;
  const layout = await gitLayout(workingDir);
  const locks = await findGitLocks(layout);
  if (locks.length === 0 || await gitLocksInUse(layout, locks) !== void 0) return void 0;
  const removed = await removeGitLocks(locks);
  if (removed.length === 0) return void 0;
  return { removed: removed.map((found) => found.path), leftBy: { runId: dead.runId, pid: dead.pid } };
}

// src/harness/open/run-preconditions.ts
import { isAbsolute as isAbsolute3, relative as relative2, resolve as resolve3, sep as sep2 } from "node:path";
var UNATTENDED_BLOCKING_MODES = ["default", "plan"];
async function repositoryRoot(directory) {
  try {
    return (await gitLayout(directory)).root;
  } catch {
    throw new ConfigError(
      `directory ${directory}`,
      "not a git repository: Alfred commits each passing feature and rolls back the rest, so it needs one (run `git init` and commit, or pass --cwd)"
    );
  }
}
function pathInRepository(root, base, file) {
  const absolute = isAbsolute3(file) ? file : resolve3(base, file);
  const inside = relative2(root, absolute);
  if (inside === "" || inside === ".." || inside.startsWith(`..${sep2}`) || isAbsolute3(inside)) {
    throw new ConfigError(
      `feature list ${absolute}`,
      `is outside the repository ${root}: the harness commits status changes with the features, so keep the list inside it`
    );
  }
  return inside.split(sep2).join("/");
}
async function checkRunPreconditions(options) {
  const mode = options.session.toolHost.permissionMode ?? HOST_PROFILES.library.permissionMode;
  if (UNATTENDED_BLOCKING_MODES.includes(mode)) {
    throw new ConfigError(
      "session permission mode",
      `"${mode}" asks a person before edits and commands, and an unattended run has no one to ask: every feature would be blocked (no_approver). Create the session with permissionMode "bypass", as \`alfred run\` and the Action do (the path jail, kill-list and egress allow-list still hold), or "acceptEdits" with allow rules`
    );
  }
  const root = await repositoryRoot(options.session.toolHost.workingDir);
  const here = await realpath(options.session.toolHost.workingDir);
  if (here !== root) {
    throw new ConfigError(
      `directory ${options.session.toolHost.workingDir}`,
      `is not the root of its repository (${root}): run the harness at the root, so rollbacks and the path jail cover the whole repository`
    );
  }
  const list = pathInRepository(root, root, options.featuresFile);
  const found = await stat(resolve3(root, list)).catch(() => void 0);
  if (found === void 0 || !found.isFile()) {
    throw new ConfigError(
      `feature list ${resolve3(root, list)}`,
      "no such file: create it (see the README for its shape) or name another with --features"
    );
  }
  return { featuresFile: list };
}

// src/harness/autonomous-run.ts
async function autonomousRun(options) {
  const { featuresFile } = await checkRunPreconditions(options);
  await preflight(options, featuresFile);
  const lock = await acquireRunLock({
    workingDir: options.session.toolHost.workingDir,
    runId: options.runId,
    ...options.lock,
    ...options.signal === void 0 ? {} : { signal: options.signal }
  });
  try {
    const staleLocks = await clearStaleGitLocks(options.session.toolHost.workingDir, lock);
    return await runLocked({ ...options, featuresFile }, staleLocks);
  } finally {
    await lock.release();
  }
}
async function preflight(options, featuresFile) {
  const boundary = options.session.toolHost.runtime?.boundary;
  if (boundary === void 0) return;
  const listPath = join8(options.session.toolHost.workingDir, featuresFile);
  await requireVerifyPreflight({
    list: await readFeatureList(listPath),
    listPath: featuresFile,
    boundary,
    workingDir: options.session.toolHost.workingDir,
    defaultVerify: options.defaultVerify,
    only: options.only
  });
}
async function runLocked(options, staleLocks) {
  const run = await openPhase(options, staleLocks);
  try {
    await featureLoop(run);
  } catch (thrown) {
    if (!run.interruptRecorded && !run.commitInFlight)
      await interrupt(run, `the run failed: ${errorMessage(thrown)}`, run.current).catch(() => void 0);
    throw thrown;
  }
  return closePhase(run);
}
async function closePhase(run) {
  const { options, status, outcomes } = run;
  if (status === "aborted" && !run.interruptRecorded)
    await interrupt(run, "interrupted; resume with the same run id");
  const count3 = (...statuses) => run.list.features.filter((feature) => wanted(options, feature) && statuses.includes(feature.status)).length;
  const passing = count3("passing");
  const blocked = count3("blocked");
  const pending = count3("pending", "in_progress");
  const passedNow = outcomes.some((outcome) => outcome.status === "passing") || run.list.features.some(
    (feature) => run.opened.resume.features.has(feature.id) && feature.status === "passing"
  );
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
    ...run.stopReason === void 0 ? {} : { stopReason: run.stopReason },
    exitCode
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
      ...egressData(options.session.toolHost.runtime?.boundary)
    });
  }
  options.onProgress?.({ type: "run_end", summary });
  return summary;
}

// src/harness/state/run-types.ts
function harnessOptionsFrom(config) {
  return {
    defaultVerify: config.verify,
    iterationBudget: config.iterationBudget,
    rollback: config.rollback,
    verifyTimeoutMs: config.verifyTimeoutMs,
    runBudget: { maxCostUsd: config.budget.maxCostUsd, maxWallClockMs: config.budget.maxWallClockMs },
    featureBudget: config.featureBudget
  };
}

// src/action/memory/memory-carry.ts
import { join as join9 } from "node:path";

// src/github/artifact-zip.ts
import { inflateRawSync } from "node:zlib";
var END_OF_CENTRAL_DIRECTORY = 101010256;
var CENTRAL_FILE_HEADER = 33639248;
var LOCAL_FILE_HEADER = 67324752;
function reader(zip) {
  const check = (at, width) => {
    if (at < 0 || at + width > zip.length) throw new Error(`zip: truncated (offset ${at} is past the end)`);
  };
  return {
    u16: (at) => {
      check(at, 2);
      return zip.readUInt16LE(at);
    },
    u32: (at) => {
      check(at, 4);
      return zip.readUInt32LE(at);
    }
  };
}
function endOfCentralDirectory(zip) {
  const lowest = Math.max(0, zip.length - 22 - 65535);
  for (let offset = zip.length - 22; offset >= lowest; offset -= 1) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new Error("zip: no end of central directory record (not a zip archive?)");
}
function entries(zip) {
  const read = reader(zip);
  const end = endOfCentralDirectory(zip);
  const count3 = read.u16(end + 10);
  let offset = read.u32(end + 16);
  const found = [];
  for (let index = 0; index < count3; index += 1) {
    if (read.u32(offset) !== CENTRAL_FILE_HEADER)
      throw new Error(`zip: bad central directory entry ${index}`);
    const flags = read.u16(offset + 8);
    const nameLength = read.u16(offset + 28);
    if (offset + 46 + nameLength > zip.length) throw new Error("zip: truncated central directory");
    const name = zip.toString(
      (flags & 2048) !== 0 ? "utf8" : "latin1",
      offset + 46,
      offset + 46 + nameLength
    );
    if ((flags & 1) !== 0) throw new Error(`zip: ${name} is encrypted`);
    const entry = {
      name,
      method: read.u16(offset + 10),
      compressedSize: read.u32(offset + 20),
      size: read.u32(offset + 24),
      localOffset: read.u32(offset + 42)
    };
    if (entry.compressedSize === 4294967295 || entry.localOffset === 4294967295)
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
  if (start + entry.compressedSize > zip.length) throw new Error(`zip: ${entry.name} is truncated`);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return Buffer.from(data);
  if (entry.method !== 8) throw new Error(`zip: ${entry.name} uses compression method ${entry.method}`);
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch (thrown) {
    throw new Error(`zip: ${entry.name} does not inflate to its declared ${entry.size} bytes`, {
      cause: thrown
    });
  }
}
function readZipEntries(zip, limits) {
  const files = /* @__PURE__ */ new Map();
  let total = 0;
  for (const entry of entries(zip)) {
    if (entry.name.endsWith("/") || !limits.wanted(entry.name)) continue;
    if (files.has(entry.name)) throw new Error(`zip: ${entry.name} appears twice`);
    if (entry.size > limits.maxEntryBytes)
      throw new Error(
        `zip: ${entry.name} is ${entry.size} bytes, over the ${limits.maxEntryBytes}-byte limit`
      );
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

// src/github/repo-artifacts.ts
async function listRepoArtifacts(octokit, where, prefix, pages = 3) {
  const found = [];
  for (let page = 1; page <= pages; page++) {
    const { data } = await octokit.rest.actions.listArtifactsForRepo({ ...where, per_page: 100, page });
    for (const artifact of data.artifacts) {
      if (artifact.expired || !artifact.name.startsWith(prefix)) continue;
      const run = artifact.workflow_run;
      found.push({
        id: artifact.id,
        name: artifact.name,
        sizeInBytes: artifact.size_in_bytes,
        createdAt: artifact.created_at ?? "",
        run: run?.id === void 0 || run.repository_id === void 0 || run.head_repository_id === void 0 ? void 0 : { id: run.id, repositoryId: run.repository_id, headRepositoryId: run.head_repository_id }
      });
    }
    if (data.artifacts.length < 100) break;
  }
  return found.sort(
    (a, b) => a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1
  );
}
async function downloadRepoArtifact(octokit, where, artifact, maxBytes) {
  const tooLarge = (size) => new AlfredError(
    "artifact_download_failed",
    `artifact ${artifact.name} is ${size} bytes, over the ${maxBytes}-byte limit`
  );
  if (artifact.sizeInBytes > maxBytes) throw tooLarge(artifact.sizeInBytes);
  try {
    const { data } = await octokit.rest.actions.downloadArtifact({
      ...where,
      artifact_id: artifact.id,
      archive_format: "zip"
    });
    const bytes = data instanceof ArrayBuffer ? Buffer.from(data) : void 0;
    if (bytes === void 0)
      throw new AlfredError("artifact_download_failed", `artifact ${artifact.name}: the answer is not a zip`);
    if (bytes.length > maxBytes) throw tooLarge(bytes.length);
    return bytes;
  } catch (thrown) {
    if (thrown instanceof AlfredError) throw thrown;
    throw new AlfredError(
      "artifact_download_failed",
      `downloading artifact ${artifact.name}: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
      { cause: thrown }
    );
  }
}

// src/action/memory/memory-manifest.ts
import { createHash } from "node:crypto";
var CARRIED_DIR = "memory";
var MANIFEST_FILE = `${CARRIED_DIR}/manifest.json`;
var CARRY_LIMITS = {
  /** One fact or USER.md. */
  fileBytes: 64 * 1024,
  facts: 1e4,
  /** Every carried file together. */
  totalBytes: 16 * 1024 * 1024,
  /** The ledger, read to check the manifest's binding. */
  ledgerBytes: 32 * 1024 * 1024,
  /** The whole artifact zip (the journal is in it, but never inflated). */
  artifactBytes: 256 * 1024 * 1024
};
var MANIFEST_KIND = {
  domain: "alfred-memory-manifest/1\n",
  what: "its memory manifest"
};
function carriedPathProblem(path) {
  if (path === "USER.md") return void 0;
  const fact = /^facts\/([^/]+)\.md$/.exec(path);
  if (fact?.[1] === void 0) return `${path} is not facts/<slug>.md or USER.md`;
  return slugProblem(fact[1]);
}
function sha256(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}
function signManifest(manifest, key) {
  return signJson(MANIFEST_KIND, manifest, key);
}
var HEX_64 = /^[0-9a-f]{64}$/;
function fieldsOf(value) {
  if (typeof value !== "object" || value === null) return void 0;
  const get = (name) => Reflect.get(value, name);
  const files = get("files");
  if (typeof files !== "object" || files === null || Array.isArray(files)) return void 0;
  const entries2 = Object.entries(files);
  if (!entries2.every(([, digest]) => typeof digest === "string" && HEX_64.test(digest))) return void 0;
  const [version, repository, workflowRunId, runId, ledgerSig] = [
    get("version"),
    get("repository"),
    get("workflowRunId"),
    get("runId"),
    get("ledgerSig")
  ];
  if (version !== 1 || typeof repository !== "string" || typeof runId !== "string") return void 0;
  if (typeof workflowRunId !== "number" || typeof ledgerSig !== "string" || !HEX_64.test(ledgerSig))
    return void 0;
  const digests = Object.fromEntries(
    entries2.map(([path, digest]) => [path, String(digest)])
  );
  return { version, repository, workflowRunId, runId, ledgerSig, files: digests };
}
function readManifest(text, key) {
  const read = readSignedJson(MANIFEST_KIND, text, key, fieldsOf);
  return read.ok ? { ok: true, manifest: read.fields } : read;
}

// src/action/memory/memory-carry.ts
var LEDGER_ARTIFACT_PREFIX = "alfred-ledger-";
var CANDIDATES = 5;
async function carriedFiles(workingDir, redact2) {
  const layout = memoryLayout(workingDir);
  const names = (await listNames(workingDir, layout.facts, ".md")).map((name) => `facts/${name}`).sort();
  const files = /* @__PURE__ */ new Map();
  let total = 0;
  for (const path of ["USER.md", ...names]) {
    if (carriedPathProblem(path) !== void 0 || files.size > CARRY_LIMITS.facts) continue;
    const read = await readWorkspaceBytes(workingDir, join9(layout.root, path));
    const bytes = read === void 0 ? void 0 : Buffer.from(redact2(read.toString("utf8")));
    if (bytes === void 0 || bytes.length > CARRY_LIMITS.fileBytes) continue;
    if (total + bytes.length > CARRY_LIMITS.totalBytes) break;
    total += bytes.length;
    files.set(path, bytes);
  }
  return files;
}
async function packMemory(options, run) {
  try {
    const ledger = await readOptional(options.workingDir, run.ledgerPath) ?? "";
    const last = parseLedgerLine(ledger.trimEnd().split("\n").at(-1) ?? "");
    if (last === void 0) {
      options.notice?.(
        "Memory is not carried in the ledger artifact: the ledger has no entry to sign it with."
      );
      return [];
    }
    const files = await carriedFiles(options.workingDir, run.redact ?? ((text) => text));
    const written = [];
    for (const [path, bytes] of files) {
      const target = join9(run.runDir, CARRIED_DIR, path);
      await writeWorkspaceFile(options.workingDir, target, bytes);
      written.push(target);
    }
    const manifest = signManifest(
      {
        version: 1,
        repository: options.context.repository,
        workflowRunId: options.context.runId,
        runId: run.runId,
        ledgerSig: last.sig,
        files: Object.fromEntries([...files].map(([path, bytes]) => [path, sha256(bytes)]))
      },
      options.secrets.ledgerKey ?? ""
    );
    const manifestPath = join9(run.runDir, MANIFEST_FILE);
    await writeWorkspaceFile(options.workingDir, manifestPath, manifest);
    return [...written, manifestPath];
  } catch (thrown) {
    options.notice?.(`Memory is not carried in the ledger artifact: ${errorMessage(thrown)}.`);
    return [];
  }
}
function notCandidate(artifact) {
  if (artifact.run === void 0) return "GitHub does not say which run uploaded it";
  if (artifact.run.headRepositoryId !== artifact.run.repositoryId)
    return "it was uploaded by a run for another repository's head (a fork)";
  return void 0;
}
async function verifiedMemory(options, artifact) {
  const { context } = options;
  const key = options.secrets.ledgerKey ?? "";
  if (artifact.run === void 0) return { why: "GitHub does not say which run uploaded it" };
  const zip = await downloadRepoArtifact(
    options.octokit,
    { owner: context.owner, repo: context.repo },
    artifact,
    CARRY_LIMITS.artifactBytes
  );
  const entries2 = readZipEntries(zip, {
    wanted: (name) => name === "ledger.jsonl" || name.startsWith(`${CARRIED_DIR}/`),
    maxEntryBytes: CARRY_LIMITS.ledgerBytes,
    maxTotalBytes: CARRY_LIMITS.ledgerBytes + CARRY_LIMITS.totalBytes
  });
  const manifestText = entries2.get(MANIFEST_FILE)?.toString("utf8");
  if (manifestText === void 0) return { why: "it carries no memory manifest" };
  const read = readManifest(manifestText, key);
  if (!read.ok) return { why: read.why };
  const { manifest } = read;
  const ledger = entries2.get("ledger.jsonl")?.toString("utf8") ?? "";
  if (!verifyLedger(ledger, key).ok) return { why: "its ledger does not verify with this ledger key" };
  if (parseLedgerLine(ledger.trimEnd().split("\n").at(-1) ?? "")?.sig !== manifest.ledgerSig)
    return { why: "its memory manifest belongs to another ledger" };
  if (manifest.repository.toLowerCase() !== context.repository.toLowerCase())
    return { why: `its memory manifest names ${manifest.repository}` };
  if (manifest.workflowRunId !== artifact.run.id)
    return {
      why: `its memory manifest names run ${manifest.workflowRunId}, but run ${artifact.run.id} uploaded it`
    };
  return checkedFiles(manifest.files, entries2);
}
function checkedFiles(listed, entries2) {
  const paths = Object.keys(listed);
  if (paths.length > CARRY_LIMITS.facts + 1) return { why: `its manifest lists ${paths.length} files` };
  const files = /* @__PURE__ */ new Map();
  for (const path of paths) {
    const problem = carriedPathProblem(path);
    if (problem !== void 0) return { why: `its manifest lists ${path}: ${problem}` };
    const bytes = entries2.get(`${CARRIED_DIR}/${path}`);
    if (bytes === void 0 || bytes.length > CARRY_LIMITS.fileBytes || sha256(bytes) !== listed[path])
      return { why: `its ${path} is missing, too large, or not the file the manifest lists` };
    files.set(path, bytes);
  }
  return { files };
}
async function restoreFiles(workingDir, files) {
  const layout = memoryLayout(workingDir);
  let facts = 0;
  for (const [path, bytes] of files) {
    const target = join9(layout.root, path);
    if (await statWorkspaceFile(workingDir, target).catch(() => "refused") !== void 0) continue;
    if (path.startsWith("facts/")) {
      const slug = path.slice("facts/".length, -".md".length);
      if (!parseFact(slug, bytes.toString("utf8"), (/* @__PURE__ */ new Date(0)).toISOString()).ok) continue;
      facts++;
    }
    await writeWorkspaceFile(workingDir, target, bytes);
  }
  await regenerateMemoryIndex(layout);
  return facts;
}
var REASONS_SHOWN = 8;
function listOf(reasons) {
  const more = reasons.length - REASONS_SHOWN;
  return reasons.slice(0, REASONS_SHOWN).join("; ") + (more > 0 ? `; and ${more} more` : "");
}
async function restoreMemory(options) {
  const notice = options.notice ?? (() => void 0);
  const reasons = [];
  try {
    const { owner, repo } = options.context;
    const listed = await listRepoArtifacts(options.octokit, { owner, repo }, LEDGER_ARTIFACT_PREFIX);
    let tried = 0;
    for (const artifact of listed) {
      if (tried === CANDIDATES) break;
      const why = notCandidate(artifact);
      if (why !== void 0) {
        reasons.push(`${artifact.name}: ${why}`);
        continue;
      }
      tried++;
      const carried = await verifiedMemory(options, artifact).catch((thrown) => ({
        why: errorMessage(thrown)
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
  } catch (thrown) {
    reasons.push(errorMessage(thrown));
  }
  notice(
    `Memory: nothing restored from earlier runs (${reasons.length === 0 ? "no earlier ledger artifact in this repository" : listOf(reasons)}).`
  );
}

// src/action/run/resume-attempt.ts
import { tmpdir } from "node:os";
import { join as join10 } from "node:path";

// src/platform/git/git-fetch.ts
async function fetchBranch(options) {
  const host = options.env ?? process.env;
  const local = `refs/remotes/origin/${options.branch}`;
  const run = async (args, credentials = []) => runGit(
    hardenedArgs(args),
    gitEnvironment(host, [...await hardeningFor(options.workingDir, host), ...credentials], {
      push: credentials.length > 0
    }),
    {
      cwd: options.workingDir,
      timeoutMs: options.timeoutMs ?? 12e4,
      ...omitUndefined({ signal: options.signal })
    }
  );
  try {
    await run(
      ["fetch", "--quiet", "--no-tags", options.url, `+refs/heads/${options.branch}:${local}`],
      options.credentials
    );
    return { sha: (await run(["rev-parse", "--verify", `${local}^{commit}`])).stdout.trim() };
  } catch (thrown) {
    return { missing: errorMessage(thrown).split("\n")[0] ?? "git fetch failed" };
  }
}

// src/action/run/resume-attempt.ts
var RUN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
function previousAttemptArtifact(artifacts, context, runId) {
  const fixed = runId !== defaultRunId(context);
  for (let attempt = context.runAttempt - 1; attempt >= 1; attempt -= 1) {
    const earlier = { runId: context.runId, runAttempt: attempt };
    const name = ledgerArtifactName(fixed ? runId : defaultRunId(earlier), earlier);
    const found = artifacts.find((artifact) => artifact.name === name);
    if (found !== void 0) return found;
  }
  return void 0;
}
async function checkoutFresh(options) {
  const branch = `${options.branchPrefix}${options.runId}`;
  await git(["checkout", "--quiet", "--no-track", "-B", branch], { cwd: options.workingDir });
  return { runId: options.runId, branch, resume: false };
}
async function prepareAttempt(options) {
  if (options.context.runAttempt <= 1) return checkoutFresh(options);
  const scratch = await mkdtemp(join10(tmpdir(), "alfred-attempt-"));
  try {
    const found = await previousRun(options, scratch);
    if ("why" in found) {
      options.notice(
        `Re-run attempt ${options.context.runAttempt}: starting the run afresh, because ${found.why}.`
      );
      return await checkoutFresh(options);
    }
    const branch = `${options.branchPrefix}${found.runId}`;
    await git(["checkout", "--quiet", "-B", branch, found.head], { cwd: options.workingDir });
    const runDir = join10(options.workingDir, runDirectory(found.runId));
    await mkdir(runDir, { recursive: true });
    for (const file of found.files) await copyFile(join10(scratch, file), join10(runDir, file));
    options.notice(
      `Re-run attempt ${options.context.runAttempt}: continuing run ${found.runId} from its ledger artifact and branch ${branch} (${found.settled} feature(s) already settled are not redone).`
    );
    return { runId: found.runId, branch, resume: true };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
async function previousRun(options, scratch) {
  const { listRunArtifacts, downloadRunArtifact } = await import("./artifact-download-2DXPXYUL.js");
  let artifact;
  try {
    artifact = previousAttemptArtifact(
      await listRunArtifacts(options.reader),
      options.context,
      options.runId
    );
    if (artifact !== void 0) await downloadRunArtifact(artifact.id, scratch, options.reader);
  } catch (thrown) {
    return { why: `the previous attempt's ledger artifact could not be read (${errorMessage(thrown)})` };
  }
  if (artifact === void 0)
    return { why: "no earlier attempt left a ledger artifact (it may have been killed before uploading)" };
  const read = (file) => (
    // A file missing from the artifact is reported below, naming which.
    readFile(join10(scratch, file), "utf8").catch(() => void 0)
  );
  const runId = summaryRunId(await read("summary.json"));
  const ledger = await read("ledger.jsonl");
  const anchor = await read("ledger.head.json");
  const where = `artifact ${artifact.name}`;
  if (runId === void 0 || !RUN_ID.test(runId))
    return { why: `${where} has no summary.json naming a valid run id` };
  if (ledger === void 0 || anchor === void 0)
    return { why: `${where} lacks ledger.jsonl or its anchor ledger.head.json` };
  const verified = verifyLedger(ledger, options.ledgerKey);
  if (!verified.ok) return { why: `${where}'s ledger does not verify with this ledger key` };
  const branch = `${options.branchPrefix}${runId}`;
  const fetched = await fetchBranch({
    workingDir: options.workingDir,
    url: (await git(["remote", "get-url", "origin"], { cwd: options.workingDir })).stdout.trim(),
    branch,
    credentials: options.credentials,
    env: options.env,
    ...omitUndefined({ signal: options.signal })
  });
  const head = "sha" in fetched ? fetched.sha : await headOf(options.workingDir);
  const state = parseResumeState(ledger);
  const needed = [
    ...state.runStartHead === void 0 ? [] : [state.runStartHead],
    ...[...state.features.values()].flatMap((record2) => [
      record2.checkpoint,
      ...record2.outcome?.status === "passing" ? [record2.outcome.gitSha] : []
    ])
  ];
  for (const sha of new Set(needed)) {
    if (!await isAncestor(options.workingDir, sha, head))
      return {
        why: `the ledger records commit ${sha.slice(0, 12)}, which ${"sha" in fetched ? `branch ${branch}` : `the checkout (no branch ${branch}: ${fetched.missing})`} does not hold`
      };
  }
  const files = [
    "ledger.jsonl",
    "ledger.head.json",
    ...await read("journal.jsonl") === void 0 ? [] : ["journal.jsonl"]
  ];
  const settled = [...state.features.values()].filter((record2) => record2.outcome !== void 0).length;
  return { runId, head, files, settled };
}
function summaryRunId(text) {
  try {
    const value = JSON.parse(text ?? "");
    const runId = typeof value === "object" && value !== null ? Reflect.get(value, "runId") : void 0;
    return typeof runId === "string" ? runId : void 0;
  } catch {
    return void 0;
  }
}
async function headOf(workingDir) {
  return (await git(["rev-parse", "HEAD"], { cwd: workingDir })).stdout.trim();
}
async function isAncestor(workingDir, sha, head) {
  if (!/^[0-9a-f]{40,64}$/.test(sha)) return false;
  return git(["merge-base", "--is-ancestor", sha, head], { cwd: workingDir }).then(
    () => true,
    () => false
  );
}

// src/action/run/run-start-up.ts
async function startUp(options) {
  const first = options.context.runAttempt <= 1;
  options.phase("preparing the branch");
  const startCommit = await headSha(options.workingDir);
  const repoMap = first ? renderedMap(options) : void 0;
  const sandbox = options.setUpSandbox();
  const hidingEarly = first ? hideGitCredentials(options.workingDir) : void 0;
  const restoringEarly = first ? restoreMemory(options) : void 0;
  const branch = prepareAttempt(attemptOptions(options)).then(async (attempt) => ({
    attempt,
    hidden: await (hidingEarly ?? hideGitCredentials(options.workingDir))
  }));
  const [prepared, boundary, hiding] = await Promise.allSettled([branch, sandbox, hidingEarly]);
  if (prepared.status === "rejected" || boundary.status === "rejected") {
    await Promise.all([restoringEarly, repoMap]);
    const hidden = prepared.status === "fulfilled" ? prepared.value.hidden : fulfilledValue(hiding);
    await hidden?.restore();
    if (prepared.status === "rejected") throw prepared.reason;
    if (boundary.status === "rejected") {
      options.phase("setting up the sandbox");
      throw boundary.reason;
    }
  }
  const [map] = await Promise.all([repoMap, restoringEarly ?? restoreMemory(options)]);
  return {
    startCommit,
    attempt: prepared.value.attempt,
    hidden: prepared.value.hidden,
    sandbox: boundary.value,
    ...omitUndefined({ repoMap: map })
  };
}
async function renderedMap(options) {
  try {
    return await systemPromptMap(options.workingDir);
  } catch (thrown) {
    options.onNote?.(`repo map left out of the prompt: ${errorMessage(thrown)}`);
    return "";
  }
}
function fulfilledValue(part) {
  return part.status === "fulfilled" ? part.value : void 0;
}
function attemptOptions(options) {
  return {
    workingDir: options.workingDir,
    context: options.context,
    runId: options.runId,
    branchPrefix: options.config.github.branchPrefix,
    ledgerKey: options.secrets.ledgerKey ?? "",
    credentials: pushAuthConfig(options.secrets.githubToken),
    env: options.env,
    notice: options.notice ?? (() => void 0),
    ...omitUndefined({ signal: options.signal })
  };
}

// src/action/run/artifact-stage.ts
import { dirname as dirname3, join as join11, relative as relative3 } from "node:path";
async function stageArtifact(input) {
  const root = await mkdtemp(join11(input.tempDir, "alfred-artifact-"));
  const files = [];
  const refused = [];
  for (const file of input.files) {
    const name = relative3(input.runDir, file);
    let bytes;
    try {
      bytes = await readWorkspaceBytes(input.workingDir, file);
    } catch (thrown) {
      if (!isLinkRefused(thrown)) throw thrown;
      refused.push(thrown.message);
      continue;
    }
    if (bytes === void 0) continue;
    const target = join11(root, name);
    await mkdir(dirname3(target), { recursive: true });
    await writeFile(target, input.redact(bytes.toString("utf8")));
    files.push(target);
  }
  return { rootDirectory: root, files, refused, remove: () => rm(root, { recursive: true, force: true }) };
}

// src/action/memory/memory-commit.ts
async function workspaceMemory(workingDir) {
  const layout = memoryLayout(workingDir);
  const paths = [
    `${MEMORY_DIR}/MEMORY.md`,
    `${MEMORY_DIR}/USER.md`,
    ...(await listNames(workingDir, layout.facts, ".md")).map((name) => `${MEMORY_DIR}/facts/${name}`)
  ];
  const files = /* @__PURE__ */ new Map();
  for (const path of paths.filter(isCommittableMemoryPath)) {
    const text = await readOptional(workingDir, path);
    if (text !== void 0) files.set(path, text);
  }
  return files;
}
async function commitMemory(workingDir, config, runId) {
  if (!config.github.commitMemory) return void 0;
  const head = await headSha(workingDir);
  const files = await workspaceMemory(workingDir);
  const committed = (await git(["ls-tree", "-r", "-z", "--name-only", head, "--", `${MEMORY_DIR}/`], { cwd: workingDir })).stdout.split("\0").filter(isCommittableMemoryPath);
  const changes = [
    ...await Promise.all(
      [...files].map(async ([path, text]) => ({
        path,
        blob: await storeBlob(workingDir, text),
        mode: "100644"
      }))
    ),
    ...committed.filter((path) => !files.has(path)).map((path) => ({ path, blob: null, mode: "100644" }))
  ];
  const base = await treeOf(workingDir, head);
  const tree = await overlayTree(workingDir, base, changes);
  if (tree === base) return void 0;
  const facts = [...files.keys()].filter((path) => path.includes("/facts/")).length;
  const message = `chore(memory): what Alfred remembered in run ${runId}

Alfred-Memory: ${facts} fact(s)
Alfred-Run: ${runId}
`;
  return writeCommit(workingDir, tree, head, message);
}
function memoryPushPolicy(commit) {
  return commit === void 0 ? {} : { memory: { sha: commit, allows: isCommittableMemoryPath } };
}

// src/github/pull-body.ts
var REASONING_EXCERPT_CHARS = 200;
function renderPullRequestBody(input) {
  const { passing, blocked } = input;
  const total = passing.some((row) => row.costUsd === null) ? null : passing.reduce((sum, row) => sum + (row.costUsd ?? 0), 0);
  const lines = [
    `Alfred implemented ${count2(passing.length, "feature")}${blocked.length > 0 ? `; ${blocked.length} blocked` : ""}.`,
    ""
  ];
  if (passing.length > 0) {
    lines.push(
      "### Passing",
      "",
      "| Feature | Description | Attempts | Rubric | Cost |",
      "| --- | --- | ---: | --- | ---: |",
      ...passing.map(
        (row) => `| ${tableCell(row.id, 100)} | ${tableCell(row.description, 200)} | ${row.attempts} | ${tableCell(row.rubricReasoning, REASONING_EXCERPT_CHARS)} | ${formatUsd(row.costUsd)} |`
      ),
      "",
      `Total cost of the passing features: ${formatUsd(total)}.`,
      ""
    );
  }
  if (blocked.length > 0) {
    lines.push(
      "### Blocked",
      "",
      ...blocked.map(
        (row) => `- **${inlineText(row.id, 100)}** (${inlineText(row.description, 200)}): ${inlineText(row.reason, 300)}`
      ),
      ""
    );
  }
  const links = [
    input.ledgerArtifactUrl === void 0 ? void 0 : `[Signed ledger](${input.ledgerArtifactUrl})`,
    `[Run log](${input.runUrl})`
  ].filter((link2) => link2 !== void 0);
  lines.push(links.join(" \xB7 "), "");
  if (input.closesIssue !== void 0) lines.push(`Closes #${input.closesIssue}`, "");
  lines.push(ALFRED_MARKER);
  return `${lines.join("\n")}
`;
}
function count2(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

// src/github/pulls.ts
async function openPullRequest(octokit, input) {
  const phase = `open a pull request from ${input.head} into ${input.base}`;
  let draft = input.draft;
  for (; ; ) {
    try {
      const { data } = await octokit.rest.pulls.create({
        owner: input.owner,
        repo: input.repo,
        head: input.head,
        base: input.base,
        title: input.title,
        body: withMarker(input.body),
        draft
      });
      return { number: data.number, url: data.html_url, created: true, draft: data.draft ?? draft };
    } catch (thrown) {
      if (statusOf(thrown) !== 422) throw toGitHubApiError(phase, thrown);
      const existing = await findOpenPullRequest(octokit, input);
      if (existing !== void 0) return updateExisting(octokit, input, existing);
      if (draft && /draft/i.test(errorMessage(thrown))) {
        draft = false;
        continue;
      }
      throw toGitHubApiError(phase, thrown);
    }
  }
}
async function findOpenPullRequest(octokit, input) {
  const head = input.head.includes(":") ? input.head : `${input.owner}:${input.head}`;
  try {
    const { data } = await octokit.rest.pulls.list({
      owner: input.owner,
      repo: input.repo,
      head,
      base: input.base,
      state: "open",
      per_page: 10
    });
    const found = data[0];
    return found === void 0 ? void 0 : { number: found.number, url: found.html_url, draft: found.draft ?? false };
  } catch (thrown) {
    throw toGitHubApiError(`look for an open pull request from ${head}`, thrown);
  }
}
async function updateExisting(octokit, input, existing) {
  try {
    const { data } = await octokit.rest.pulls.update({
      owner: input.owner,
      repo: input.repo,
      pull_number: existing.number,
      title: input.title,
      body: withMarker(input.body)
    });
    return { number: data.number, url: data.html_url, created: false, draft: data.draft ?? existing.draft };
  } catch (thrown) {
    throw toGitHubApiError(`update pull request #${existing.number}`, thrown);
  }
}

// src/action/run/run-pull-request.ts
async function baseBranchOf(options) {
  if (options.config.github.baseBranch !== void 0) return options.config.github.baseBranch;
  const { owner, repo } = options.context;
  const { data } = await options.octokit.rest.repos.get({ owner, repo });
  return data.default_branch;
}
async function openRunPullRequest(options, summary, branch, ledgerArtifactUrl) {
  const { context, config, closesIssue } = options;
  const base = await baseBranchOf(options);
  const passing = summary.features.filter((outcome) => outcome.status === "passing");
  const blocked = summary.features.filter((outcome) => outcome.status === "blocked");
  const body = renderPullRequestBody({
    passing: passing.map((outcome) => ({
      id: outcome.featureId,
      description: outcome.description,
      attempts: outcome.attempts,
      rubricReasoning: outcome.rubric?.reasoning ?? "",
      costUsd: outcome.costUsd
    })),
    blocked: blocked.map((outcome) => ({
      id: outcome.featureId,
      description: outcome.description,
      reason: outcome.reason ?? ""
    })),
    ledgerArtifactUrl,
    runUrl: context.runUrl,
    ...omitUndefined({ closesIssue })
  });
  const title = defuseClosingKeywords(
    closesIssue === void 0 ? `Alfred: ${passing.length} feature${passing.length === 1 ? "" : "s"} (${passing.map((outcome) => outcome.featureId).join(", ")})`.slice(
      0,
      200
    ) : `Alfred: implement #${closesIssue}`
  );
  const pull = await openPullRequest(options.octokit, {
    owner: context.owner,
    repo: context.repo,
    head: branch,
    base,
    title,
    body,
    draft: config.github.draft
  });
  return { number: pull.number, url: pull.url };
}

// src/action/runner/shutdown.ts
var SHUTDOWN_STEP_MS = { upload: 3e3, push: 3e3 };
function shutdownStepSignal(run, limitMs) {
  return run?.aborted === true ? AbortSignal.timeout(limitMs) : run;
}

// src/action/run/execute-run.ts
function protectedPathsFor(config) {
  return hostProtectedPaths(HOST_PROFILES.actionRun.protectedPaths, config.github.allowWorkflowChanges);
}
async function executeRun(options) {
  const start = await startUp(options);
  const { attempt } = start;
  const protectedPaths = protectedPathsFor(options.config);
  const { summary, snapshot } = await runFeatures(options, start, protectedPaths);
  const cancelled = options.signal?.aborted === true;
  options.phase("uploading the ledger");
  const artifact = await uploadLedger(options, attempt.runId, summary, cancelled);
  const passing = summary.features.filter((outcome) => outcome.status === "passing");
  if (passing.length === 0) return { summary, branch: attempt.branch, artifact };
  options.phase("pushing the branch");
  const memoryCommit = await commitMemory(options.workingDir, options.config, attempt.runId);
  await pushCheckedBranch({
    workingDir: options.workingDir,
    snapshot,
    head: await headSha(options.workingDir),
    branch: attempt.branch,
    policy: {
      runId: attempt.runId,
      expectedCommits: new Set(passing.map((outcome) => outcome.gitSha)),
      isProtected: (path) => isProtectedPath(path, runProtectedPaths(protectedPaths)),
      ...memoryPushPolicy(memoryCommit)
    },
    credentials: pushAuthConfig(options.secrets.githubToken),
    env: options.env,
    ...omitUndefined({ signal: shutdownStepSignal(options.signal, SHUTDOWN_STEP_MS.push) })
  });
  if (cancelled) {
    options.notice?.(
      `The job was cancelled: branch ${attempt.branch} was pushed with ${passing.length} committed feature(s) and the ledger uploaded; re-run the job to continue from them.`
    );
    return { summary, branch: attempt.branch, artifact };
  }
  if (options.pullRequest === false) return { summary, branch: attempt.branch, artifact };
  options.phase("opening the pull request");
  const pullRequest = await openRunPullRequest(options, summary, attempt.branch, artifact.url);
  return { summary, branch: attempt.branch, pullRequest, artifact };
}
function startSession(options, startCommit, session) {
  return createSession({
    // Hooks come from the commit the run starts from: an agent-written .alfred/hooks.json never runs.
    host: "actionRun",
    config: options.config,
    source: { kind: "commit", sha: startCommit },
    env: options.env,
    workingDir: options.workingDir,
    knownSecrets: options.knownSecrets,
    secrets: omitUndefined({
      anthropicApiKey: options.secrets.anthropicApiKey,
      openaiApiKey: options.secrets.openaiApiKey
    }),
    ...session,
    ...omitUndefined({ onNote: options.onNote })
  });
}
async function runFeatures(options, start, protectedPaths) {
  let session;
  const { attempt, hidden } = start;
  const snapshotting = snapshotForPush(options.workingDir);
  try {
    options.phase("setting up the agent");
    const [made, snapshotted] = await Promise.allSettled([
      startSession(options, start.startCommit, {
        protectedPaths,
        ...omitUndefined({ repoMap: start.repoMap })
      }),
      snapshotting
    ]);
    if (made.status === "rejected") throw made.reason;
    session = made.value;
    if (snapshotted.status === "rejected") throw snapshotted.reason;
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
      ...omitUndefined({ only: options.only, signal: options.signal }),
      onProgress: options.onProgress,
      onQueryEvent: (_key, event) => options.onQueryEvent(event)
    });
    return { summary, snapshot };
  } finally {
    try {
      await session?.close?.();
    } finally {
      await hidden.restore();
    }
  }
}
async function uploadLedger(options, runId, summary, cancelled) {
  const { context, config } = options;
  const runDir = join12(options.workingDir, runDirectory(runId));
  const summaryPath = join12(runDir, "summary.json");
  const redactor = createRedactor(options.knownSecrets);
  const printable = redactor.value({
    ...summary,
    ledgerPath: "ledger.jsonl",
    journalPath: "journal.jsonl"
  });
  await writeWorkspaceFile(options.workingDir, summaryPath, `${JSON.stringify(printable, null, 2)}
`);
  const { artifactUrl, uploadLedgerArtifact } = await import("./artifact-5RJODM4Q.js");
  const memoryFiles = await packMemory(options, {
    runDir,
    ledgerPath: summary.ledgerPath,
    runId,
    redact: redactor.text
  });
  const staged = await stageArtifact({
    workingDir: options.workingDir,
    runDir,
    files: [
      summary.ledgerPath,
      anchorPathOf(summary.ledgerPath),
      summary.journalPath,
      summaryPath,
      ...memoryFiles
    ],
    redact: redactor.text,
    tempDir: options.env["RUNNER_TEMP"] ?? tmpdir2()
  });
  for (const why of staged.refused) options.notice?.(`Left out of the ledger artifact: ${why}.`);
  const uploaded = await uploadLedgerArtifact({
    name: ledgerArtifactName(options.runId, context),
    files: staged.files,
    rootDirectory: staged.rootDirectory,
    ...omitUndefined({ retentionDays: config.github.artifactRetentionDays }),
    ...cancelled ? { timeoutMs: SHUTDOWN_STEP_MS.upload } : {}
  }).finally(() => staged.remove());
  return {
    id: uploaded.id,
    url: artifactUrl(context.serverUrl, context.repository, context.runId, uploaded.id)
  };
}

export {
  parseFeatureList,
  findFeature,
  verifyCommandOf,
  setFeatureStatus,
  serializeFeatureList,
  readFeatureList,
  hasIdentity,
  runVerify,
  verifyPassed,
  fetchBranch,
  renderPullRequestBody,
  openPullRequest,
  baseBranchOf,
  protectedPathsFor,
  executeRun
};
