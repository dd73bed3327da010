import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  compileQuery,
  createParser,
  grammarAssetPath,
  grammarFile,
  loadGrammar,
  wasmDirectoryInUse
} from "./chunk-DKERYQJ7.js";
import {
  readFileSync,
  statSync
} from "./chunk-5WUO2G6I.js";
import {
  markHandled
} from "./chunk-ZV5H6OHN.js";

// src/platform/process/worker-pool.ts
import { createRequire } from "node:module";
import { availableParallelism, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
function availableCores() {
  return Math.max(1, availableParallelism());
}
function idleCores() {
  const busy = loadavg()[0] ?? 0;
  return Math.max(1, Math.min(availableCores(), Math.floor(availableCores() - busy + 0.5)));
}
function scriptOf(base) {
  if (existsSync(`${base}.js`)) return pathToFileURL(`${base}.js`);
  const loader = createRequire(import.meta.url).resolve(["tsx"].join(""));
  const api = pathToFileURL(join(dirname(loader), "esm", "api", "index.mjs")).href;
  const script = pathToFileURL(`${base}.ts`).href;
  const entry = `const { register } = await import(${JSON.stringify(api)}); register(); await import(${JSON.stringify(script)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(entry)}`);
}
function isAnswer(value) {
  return typeof value === "object" && value !== null && "id" in value && "ok" in value;
}
function createWorkerPool(options) {
  const size = Math.max(1, options.size ?? availableCores());
  const script = scriptOf(options.script);
  const queue = [];
  const slots = [];
  const waiting = /* @__PURE__ */ new Map();
  let nextId = 0;
  let spawnsLeft = 2 * size;
  let closed = false;
  const fail = (slot, error) => {
    slots.splice(slots.indexOf(slot), 1);
    slot.busy?.reject(error);
    slot.busy = void 0;
    void slot.worker.terminate();
    dispatch();
  };
  const spawn = () => {
    spawnsLeft -= 1;
    const worker = new Worker(script, { workerData: options.data });
    worker.unref();
    const slot = { worker, busy: void 0 };
    worker.on("message", (message) => {
      if (!isAnswer(message) || slot.busy?.id !== message.id) return;
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      slot.busy = void 0;
      if (!message.ok) pending?.reject(new Error(message.error));
      else if (options.isResult(message.value)) pending?.resolve(message.value);
      else pending?.reject(new Error("worker pool: the worker answered with an unexpected value"));
      dispatch();
    });
    worker.on("error", (error) => fail(slot, error));
    worker.on("exit", (code) => {
      if (slots.includes(slot)) fail(slot, new Error(`worker exited with code ${code} before answering`));
    });
    slots.push(slot);
    return slot;
  };
  const dispatch = () => {
    while (!closed && queue.length > 0) {
      let slot = slots.find((candidate) => candidate.busy === void 0);
      if (slot === void 0 && slots.length < size && spawnsLeft > 0) slot = spawn();
      if (slot === void 0) break;
      const pending = queue.shift();
      if (pending === void 0) break;
      const id = nextId += 1;
      waiting.set(id, pending);
      slot.busy = { id, reject: pending.reject };
      slot.worker.postMessage({ id, task: pending.task });
    }
    if (!closed && slots.length === 0 && spawnsLeft <= 0) {
      for (const pending of queue.splice(0)) pending.reject(new Error("worker pool: every worker failed"));
    }
  };
  return {
    size,
    workersStarted: () => 2 * size - spawnsLeft,
    run: (task) => new Promise((resolve, reject) => {
      if (closed) return reject(new Error("worker pool is closed"));
      queue.push({ task, resolve, reject });
      dispatch();
    }),
    close: async () => {
      if (closed) return;
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error("worker pool is closed"));
      const running = slots.splice(0);
      for (const slot of running) slot.busy?.reject(new Error("worker pool is closed"));
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    }
  };
}
function workerInput() {
  return isMainThread ? void 0 : workerData;
}
function serveTasks(handler) {
  const port = parentPort;
  if (isMainThread || port === null) return;
  port.on("message", (message) => {
    if (typeof message !== "object" || message === null || !("id" in message) || !("task" in message)) return;
    const { id, task } = message;
    handler(task).then(
      (value) => port.postMessage({ id, ok: true, value }),
      (error) => port.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) })
    );
  });
}

// src/context/tags/tag-files.ts
import { dirname as dirname2, join as join2 } from "node:path";
import { fileURLToPath } from "node:url";

// src/context/tags/content-id.ts
import { createHash as createHash2 } from "node:crypto";

// src/context/tags/tag-query.ts
import { createHash } from "node:crypto";
var EXTRACTOR_VERSION = 3;
var texts = /* @__PURE__ */ new Map();
var fingerprints = /* @__PURE__ */ new Map();
var compiled = /* @__PURE__ */ new Map();
function withoutDocComments(query) {
  return query.replace(/\(comment\)\*\s*@doc\s*\.\s*/g, "").replace(/\n\s*\(#(?:strip|select-adjacent|set-adjacent)! @doc\b[^\n]*\)/g, "");
}
function queryText(language) {
  let text = texts.get(language.id);
  if (text === void 0) {
    const parts = language.queryFiles.map(
      ({ pkg, file }) => readFileSync(grammarAssetPath(pkg, file), "utf8")
    );
    text = [...parts.map(withoutDocComments), language.extraQuery].join("\n");
    texts.set(language.id, text);
  }
  return text;
}
function grammarFingerprint(language) {
  let fingerprint = fingerprints.get(language.id);
  if (fingerprint === void 0) {
    const { pkg, file } = grammarFile(language.grammar);
    const wasmSize = statSync(grammarAssetPath(pkg, file)).size;
    fingerprint = createHash("sha1").update(`${EXTRACTOR_VERSION}\0${language.id}\0${wasmSize}\0${queryText(language)}`).digest("hex").slice(0, 12);
    fingerprints.set(language.id, fingerprint);
  }
  return fingerprint;
}
function holdingLoop(pending) {
  const timer = setInterval(() => void 0, 6e4);
  return pending.finally(() => clearInterval(timer));
}
function tagQuery(language) {
  let pending = compiled.get(language.id);
  if (pending === void 0) {
    pending = holdingLoop(loadGrammar(language.grammar)).then((grammar) => ({
      language: grammar,
      query: compileQuery(grammar, queryText(language))
    }));
    pending.catch(() => compiled.delete(language.id));
    compiled.set(language.id, pending);
  }
  return pending;
}

// src/context/tags/extract-tags.ts
var SIGNATURE_LIMIT = 160;
var parsers = /* @__PURE__ */ new Map();
function signatureOf(line) {
  const trimmed = line.trim();
  return trimmed.length > SIGNATURE_LIMIT ? `${trimmed.slice(0, SIGNATURE_LIMIT)}\u2026` : trimmed;
}
function lineAt(source, index) {
  const start = source.lastIndexOf("\n", index - 1) + 1;
  const newline = source.indexOf("\n", index);
  return signatureOf(source.slice(start, newline < 0 ? source.length : newline));
}
var tagOfCapture = /* @__PURE__ */ new Map();
function kindOf(captureName) {
  if (tagOfCapture.has(captureName)) return tagOfCapture.get(captureName);
  let tag;
  if (captureName.startsWith("definition.")) tag = { role: "def", kind: captureName.slice(11) };
  else if (captureName.startsWith("reference.")) tag = { role: "ref", kind: captureName.slice(10) };
  tagOfCapture.set(captureName, tag);
  return tag;
}
async function extractTags(language, source) {
  let entry = parsers.get(language.id);
  if (entry === void 0) {
    const loaded = await tagQuery(language);
    entry = { parser: createParser(loaded.language), query: loaded.query };
    parsers.set(language.id, entry);
  }
  const tree = entry.parser.parse(source);
  if (tree === null) return { defs: [], refs: {} };
  try {
    return readTags(entry.query, tree.rootNode, source);
  } finally {
    tree.delete();
  }
}
function readTags(query, root, source) {
  const defs = [];
  const defAt = /* @__PURE__ */ new Map();
  const refs = [];
  for (const match of query.matches(root)) {
    let nameNode;
    let tag;
    for (const capture of match.captures) {
      if (capture.name === "name") nameNode = capture.node;
      else tag ??= kindOf(capture.name);
    }
    if (nameNode === void 0 || tag === void 0) continue;
    const name = nameNode.text;
    if (name.length === 0 || name.length > 100) continue;
    const at = nameNode.startIndex;
    if (tag.role === "ref") {
      refs.push({ name, at });
      continue;
    }
    const seen = defAt.get(at);
    if (seen !== void 0) {
      const previous = defs[seen];
      if (previous !== void 0 && previous.kind === "constant")
        defs[seen] = { ...previous, kind: tag.kind };
      continue;
    }
    defAt.set(at, defs.length);
    defs.push({ name, kind: tag.kind, line: nameNode.startPosition.row + 1, signature: lineAt(source, at) });
  }
  const counts = /* @__PURE__ */ new Map();
  for (const ref of refs) {
    if (defAt.has(ref.at)) continue;
    counts.set(ref.name, (counts.get(ref.name) ?? 0) + 1);
  }
  defs.sort((a, b) => a.line - b.line);
  return { defs, refs: Object.fromEntries(counts) };
}

// src/context/tags/content-id.ts
function blobId(bytes) {
  return createHash2("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}
var KIND = /^[a-z][a-z_]{0,31}$/;
function defsMatchText(defs, lines) {
  for (const def of defs) {
    const line = Number.isInteger(def.line) ? lines[def.line - 1] : void 0;
    if (line === void 0 || def.name.length === 0 || !line.includes(def.name)) return false;
    if (!KIND.test(def.kind) || signatureOf(line) !== def.signature) return false;
  }
  return true;
}
var CAPTURES_PER_OCCURRENCE = 4;
function refsMatchText(names, counts, text) {
  for (let index = 0; index < names.length; index += 1) {
    const name = names[index] ?? "";
    const wanted = Math.ceil((counts[index] ?? 0) / CAPTURES_PER_OCCURRENCE);
    if (name.length === 0) return false;
    let at = -1;
    for (let seen = 0; seen < Math.max(1, wanted); seen += 1) {
      at = text.indexOf(name, at + 1);
      if (at < 0) return false;
    }
  }
  return true;
}

// src/context/tags/languages.ts
var JS_TAGS = { pkg: "tree-sitter-javascript", file: "queries/tags.scm" };
var TS_TAGS = { pkg: "tree-sitter-typescript", file: "queries/tags.scm" };
var JS_COMMON = `
(program (lexical_declaration (variable_declarator name: (identifier) @name) @definition.constant))
(program (export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name) @definition.constant)))
(import_specifier name: (identifier) @name) @reference.import
(export_specifier name: (identifier) @name) @reference.export
`;
var JS_EXTRA = `${JS_COMMON}
(class_heritage (identifier) @name) @reference.class
`;
var TS_EXTRA = `${JS_COMMON}
(type_alias_declaration name: (type_identifier) @name) @definition.type
(enum_declaration name: (identifier) @name) @definition.enum
(extends_clause value: (identifier) @name) @reference.class
(type_identifier) @name @reference.type
`;
var PYTHON_EXTRA = `
(import_from_statement name: (dotted_name (identifier) @name)) @reference.import
(import_from_statement name: (aliased_import name: (dotted_name (identifier) @name))) @reference.import
(class_definition superclasses: (argument_list (identifier) @name)) @reference.class
(type (identifier) @name) @reference.type
`;
var RUST_EXTRA = `
(const_item name: (identifier) @name) @definition.constant
(static_item name: (identifier) @name) @definition.constant
(type_identifier) @name @reference.type
(use_list (identifier) @name) @reference.import
(scoped_identifier name: (identifier) @name) @reference.call
`;
var JAVA_EXTRA = `
(enum_declaration name: (identifier) @name) @definition.enum
(record_declaration name: (identifier) @name) @definition.class
(type_identifier) @name @reference.type
`;
var CSHARP_EXTRA = `
(struct_declaration name: (identifier) @name) @definition.class
(enum_declaration name: (identifier) @name) @definition.enum
(record_declaration name: (identifier) @name) @definition.class
(parameter type: (identifier) @name) @reference.type
(invocation_expression function: (identifier) @name) @reference.call
(member_access_expression expression: (identifier) @name) @reference.type
(generic_name (identifier) @name) @reference.type
`;
function official(pkg) {
  return [{ pkg, file: "queries/tags.scm" }];
}
var TYPESCRIPT = {
  id: "typescript",
  grammar: "typescript",
  queryFiles: [TS_TAGS, JS_TAGS],
  extraQuery: TS_EXTRA
};
var TSX = { ...TYPESCRIPT, id: "tsx", grammar: "tsx" };
var JAVASCRIPT = {
  id: "javascript",
  grammar: "javascript",
  queryFiles: [JS_TAGS],
  extraQuery: JS_EXTRA
};
var BY_EXTENSION = {
  ts: TYPESCRIPT,
  mts: TYPESCRIPT,
  cts: TYPESCRIPT,
  tsx: TSX,
  js: JAVASCRIPT,
  jsx: JAVASCRIPT,
  mjs: JAVASCRIPT,
  cjs: JAVASCRIPT,
  py: {
    id: "python",
    grammar: "python",
    queryFiles: official("tree-sitter-python"),
    extraQuery: PYTHON_EXTRA
  },
  go: { id: "go", grammar: "go", queryFiles: official("tree-sitter-go"), extraQuery: "" },
  rs: { id: "rust", grammar: "rust", queryFiles: official("tree-sitter-rust"), extraQuery: RUST_EXTRA },
  java: { id: "java", grammar: "java", queryFiles: official("tree-sitter-java"), extraQuery: JAVA_EXTRA },
  cs: {
    id: "c_sharp",
    grammar: "c_sharp",
    queryFiles: official("tree-sitter-c-sharp"),
    extraQuery: CSHARP_EXTRA
  },
  rb: { id: "ruby", grammar: "ruby", queryFiles: official("tree-sitter-ruby"), extraQuery: "" }
};
function languageOf(path) {
  if (path.endsWith(".d.ts") || path.endsWith(".d.mts") || path.endsWith(".d.cts")) return void 0;
  const dot = path.lastIndexOf(".");
  if (dot < 0 || dot < path.lastIndexOf("/")) return void 0;
  return BY_EXTENSION[path.slice(dot + 1).toLowerCase()];
}
function allLanguages() {
  return [...new Set(Object.values(BY_EXTENSION))];
}
function languageById(id) {
  return allLanguages().find((language) => language.id === id);
}

// src/context/tags/tag-files.ts
var POOL_MIN_BYTES = 1024 * 1024;
var BATCH_BYTES = 128 * 1024;
var NO_TAGS = { defs: [], refs: {}, blob: "" };
async function tagFile(abs, language) {
  if (language === void 0) return NO_TAGS;
  let bytes;
  try {
    bytes = readFileSync(abs);
  } catch {
    return NO_TAGS;
  }
  return { ...await extractTags(language, bytes.toString("utf8")), blob: blobId(bytes) };
}
async function runTagTask(task) {
  const out = [];
  for (const job of task.jobs) out.push(await tagFile(job.abs, languageById(job.language)));
  return out;
}
function isFileTagsList(value) {
  return Array.isArray(value) && value.every(
    (entry) => typeof entry === "object" && entry !== null && "defs" in entry && Array.isArray(entry.defs) && "refs" in entry && typeof entry.refs === "object" && "blob" in entry && typeof entry.blob === "string"
  );
}
function batches(jobs) {
  const tasks = [];
  let current = [];
  let bytes = 0;
  for (const { abs, language, size } of jobs) {
    current.push({ abs, language });
    bytes += size;
    if (bytes >= BATCH_BYTES) {
      tasks.push({ jobs: current });
      current = [];
      bytes = 0;
    }
  }
  if (current.length > 0) tasks.push({ jobs: current });
  return tasks;
}
function workersFor(jobs, options = {}) {
  const mode = options.pool ?? "auto";
  if (mode === "off" || jobs.length === 0) return 0;
  const bytes = jobs.reduce((sum, job) => sum + job.size, 0);
  const cores = options.poolSize ?? (mode === "on" ? availableCores() : idleCores());
  const size = Math.min(cores, Math.ceil(bytes / BATCH_BYTES));
  if (mode === "auto" && (bytes < POOL_MIN_BYTES || size < 2)) return 0;
  return Math.max(1, size);
}
function preloadTagQueries(jobs, options = {}) {
  if (workersFor(jobs, options) > 0) return;
  for (const id of new Set(jobs.map((job) => job.language))) {
    const language = languageById(id);
    if (language !== void 0) markHandled(tagQuery(language));
  }
}
async function tagFiles(jobs, options = {}) {
  const size = workersFor(jobs, options);
  if (size === 0) return runTagTask({ jobs });
  const data = { ...optionalWasmDirectory() };
  const pool = createWorkerPool({
    script: options.workerScript ?? join2(dirname2(fileURLToPath(import.meta.url)), "tag-worker"),
    size,
    data,
    isResult: isFileTagsList
  });
  try {
    const results = await Promise.all(
      batches(jobs).map(
        (task) => pool.run(task).catch((error) => {
          options.onWorkerError?.(error instanceof Error ? error : new Error(String(error)));
          return runTagTask(task);
        })
      )
    );
    return results.flat();
  } finally {
    await pool.close();
  }
}
function optionalWasmDirectory() {
  const directory = wasmDirectoryInUse();
  return directory === void 0 ? {} : { wasmDirectory: directory };
}

export {
  languageOf,
  grammarFingerprint,
  blobId,
  defsMatchText,
  refsMatchText,
  workerInput,
  serveTasks,
  runTagTask,
  preloadTagQueries,
  tagFiles
};
