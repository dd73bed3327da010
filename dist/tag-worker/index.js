import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

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
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
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
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: ./src/platform/wasm/tree-sitter.ts
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
function tree_sitter_wasmDirectoryInUse() {
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
        const here = (0,external_node_path_namespaceObject.dirname)((0,external_node_url_namespaceObject.fileURLToPath)(import.meta.url));
        const candidates = [(0,external_node_path_namespaceObject.join)(here, "..", "assets"), (0,external_node_path_namespaceObject.join)(here, "..", "..", "assets")];
        packagedAssets = candidates.find((directory) => (0,external_node_fs_namespaceObject.existsSync)((0,external_node_path_namespaceObject.join)(directory, "tree-sitter.wasm"))) ?? null;
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
        return (0,external_node_path_namespaceObject.join)(directory, file);
    return (0,external_node_module_namespaceObject.createRequire)(import.meta.url).resolve(`${pkg}/${file}`);
}
/**
 * Where a grammar package's file lives: `node_modules/<pkg>/<file>`, or, in the
 * bundle and the installed package, `<pkg>.<basename>` in the asset directory
 * (the build scripts copy query files such as `queries/tags.scm` there under that flat name).
 * @throws Error when the package cannot be resolved from node_modules.
 */
function tree_sitter_grammarAssetPath(pkg, file) {
    const directory = assetDirectory();
    if (directory !== undefined) {
        return (0,external_node_path_namespaceObject.join)(directory, file.endsWith(".wasm") ? file : `${pkg}.${file.split("/").pop() ?? file}`);
    }
    return (0,external_node_module_namespaceObject.createRequire)(import.meta.url).resolve(`${pkg}/${file}`);
}
/** The package and `.wasm` file of a grammar. */
function tree_sitter_grammarFile(name) {
    return GRAMMAR_FILES[name];
}
function initRuntime() {
    runtimeReady ??= Promise.all(/* import() */[__nccwpck_require__.e(778), __nccwpck_require__.e(372)]).then(__nccwpck_require__.t.bind(__nccwpck_require__, 372, 19)).then(async (module) => {
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

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./src/platform/process/worker-pool.ts
/**
 * A pool of worker threads for CPU-bound work that splits into independent
 * tasks (the repo map parses files with it). Generic: the caller names a
 * worker script that calls {@link serveTasks}, and posts tasks; each worker
 * runs one task at a time, so a slow task never holds up the queue behind a
 * busy worker. Workers start on demand up to the pool's size, are `unref`ed
 * (a pool never keeps Alfred alive) and end with `close()`.
 *
 * A worker that crashes or exits fails only its own task, with an error the
 * caller can act on (e.g. do that task in-process); a replacement starts for
 * the queue, at most `size` times over, so a script that cannot start fails
 * every task quickly instead of respawning forever.
 *
 * The script is `<base>.js` (the build), `<base>/index.js` (a bundle with
 * its chunks in a folder of its own) or, when only `<base>.ts` exists (tests
 * running the sources), that file under tsx (a dev dependency).
 */






/** The cores this process may use: the default pool size. */
function worker_pool_availableCores() {
    return Math.max(1, availableParallelism());
}
/**
 * The cores not already busy, by the one-minute load average (at least 1): on a
 * machine whose cores are all taken, more threads only add their own start-up
 * to a share of CPU they cannot enlarge.
 */
function worker_pool_idleCores() {
    const busy = loadavg()[0] ?? 0;
    return Math.max(1, Math.min(worker_pool_availableCores(), Math.floor(worker_pool_availableCores() - busy + 0.5)));
}
/**
 * The worker's entry: the `.js` file, the bundle's `index.js`, or a module that registers tsx in the new
 * thread and then imports the `.ts` file (`--import tsx` in a worker's
 * `execArgv` is not honoured by Node 20).
 */
function scriptOf(base) {
    for (const file of [`${base}.js`, join(base, "index.js")])
        if (existsSync(file))
            return pathToFileURL(file);
    // tsx's ESM API beside its loader (the package entry): `register()` hooks this thread's imports.
    const loader = createRequire(import.meta.url).resolve(["tsx"].join(""));
    const api = pathToFileURL(join(dirname(loader), "esm", "api", "index.mjs")).href;
    const script = pathToFileURL(`${base}.ts`).href;
    const entry = `const { register } = await import(${JSON.stringify(api)}); register(); await import(${JSON.stringify(script)});`;
    return new URL(`data:text/javascript,${encodeURIComponent(entry)}`);
}
function isAnswer(value) {
    return typeof value === "object" && value !== null && "id" in value && "ok" in value;
}
/**
 * Starts a pool (no worker runs until the first task). The script must answer
 * with {@link serveTasks}; results must be structured-cloneable.
 */
function worker_pool_createWorkerPool(options) {
    const size = Math.max(1, options.size ?? worker_pool_availableCores());
    const script = scriptOf(options.script);
    const queue = [];
    const slots = [];
    const waiting = new Map();
    let nextId = 0;
    let spawnsLeft = 2 * size;
    let closed = false;
    const fail = (slot, error) => {
        slots.splice(slots.indexOf(slot), 1);
        slot.busy?.reject(error);
        slot.busy = undefined;
        void slot.worker.terminate();
        dispatch();
    };
    const spawn = () => {
        spawnsLeft -= 1;
        const worker = new Worker(script, { workerData: options.data });
        worker.unref();
        const slot = { worker, busy: undefined };
        worker.on("message", (message) => {
            if (!isAnswer(message) || slot.busy?.id !== message.id)
                return;
            const pending = waiting.get(message.id);
            waiting.delete(message.id);
            slot.busy = undefined;
            if (!message.ok)
                pending?.reject(new Error(message.error));
            else if (options.isResult(message.value))
                pending?.resolve(message.value);
            else
                pending?.reject(new Error("worker pool: the worker answered with an unexpected value"));
            dispatch();
        });
        worker.on("error", (error) => fail(slot, error));
        worker.on("exit", (code) => {
            if (slots.includes(slot))
                fail(slot, new Error(`worker exited with code ${code} before answering`));
        });
        slots.push(slot);
        return slot;
    };
    const dispatch = () => {
        while (!closed && queue.length > 0) {
            let slot = slots.find((candidate) => candidate.busy === undefined);
            if (slot === undefined && slots.length < size && spawnsLeft > 0)
                slot = spawn();
            if (slot === undefined)
                break;
            const pending = queue.shift();
            if (pending === undefined)
                break;
            const id = (nextId += 1);
            waiting.set(id, pending);
            slot.busy = { id, reject: pending.reject };
            slot.worker.postMessage({ id, task: pending.task });
        }
        if (!closed && slots.length === 0 && spawnsLeft <= 0) {
            for (const pending of queue.splice(0))
                pending.reject(new Error("worker pool: every worker failed"));
        }
    };
    return {
        size,
        workersStarted: () => 2 * size - spawnsLeft,
        run: (task) => new Promise((resolve, reject) => {
            if (closed)
                return reject(new Error("worker pool is closed"));
            queue.push({ task, resolve, reject });
            dispatch();
        }),
        close: async () => {
            if (closed)
                return;
            closed = true;
            for (const pending of queue.splice(0))
                pending.reject(new Error("worker pool is closed"));
            const running = slots.splice(0);
            for (const slot of running)
                slot.busy?.reject(new Error("worker pool is closed"));
            await Promise.all(running.map((slot) => slot.worker.terminate()));
        },
    };
}
/** Inside a pool's worker: the pool's `data`. */
function workerInput() {
    return external_node_worker_threads_namespaceObject.isMainThread ? undefined : external_node_worker_threads_namespaceObject.workerData;
}
/**
 * Inside a pool's worker: answers every task with `handler`'s result (or its
 * error's message). Does nothing on the main thread.
 */
function serveTasks(handler) {
    const port = external_node_worker_threads_namespaceObject.parentPort;
    if (external_node_worker_threads_namespaceObject.isMainThread || port === null)
        return;
    port.on("message", (message) => {
        if (typeof message !== "object" || message === null || !("id" in message) || !("task" in message))
            return;
        const { id, task } = message;
        handler(task).then((value) => port.postMessage({ id, ok: true, value }), (error) => port.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }));
    });
}

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./src/platform/fs/fs.ts
/**
 * The file operations that code outside platform/ and tools/ may use (DESIGN.md: platform is
 * the only place that touches the file system outside tools). The lint table forbids `node:fs`
 * there, so this short list is every kind of file access the entry points, harness, config,
 * session, permissions, providers, memory, repo map and LSP client make; adding one is a
 * visible change to this file. Durable writes (fsync, atomic rename, append-only logs) are in
 * fs-durable.ts.
 */



;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/context/tag-query.ts
/**
 * Loads each language's tag query (official `tags.scm` files plus our
 * patterns) and the fingerprint the cache keys on. The fingerprint needs no
 * WebAssembly: it hashes the query text and the grammar's `.wasm` size, so a
 * warm run can trust its cache without loading a single grammar.
 */



/** Bumped whenever what we extract from a tree changes, so old cache entries are re-parsed. */
const EXTRACTOR_VERSION = 3;
const texts = new Map();
const fingerprints = new Map();
const compiled = new Map();
/**
 * The official queries capture each definition's preceding comments as `@doc`
 * (`(comment)* @doc . (function_declaration …)` plus `#strip!` and
 * `#select-adjacent!`/`#set-adjacent!` on `@doc`). The map never shows doc
 * comments, and those quantified patterns make up a third of the compile time
 * of TypeScript's query (paid by every process and worker that parses):
 * dropped, the same definitions match.
 */
function withoutDocComments(query) {
    return query
        .replace(/\(comment\)\*\s*@doc\s*\.\s*/g, "")
        .replace(/\n\s*\(#(?:strip|select-adjacent|set-adjacent)! @doc\b[^\n]*\)/g, "");
}
/**
 * The full query source of a language.
 * @throws Error when a grammar package's query file cannot be found or read.
 */
function queryText(language) {
    let text = texts.get(language.id);
    if (text === undefined) {
        const parts = language.queryFiles.map(({ pkg, file }) => (0,external_node_fs_namespaceObject.readFileSync)(tree_sitter_grammarAssetPath(pkg, file), "utf8"));
        text = [...parts.map(withoutDocComments), language.extraQuery].join("\n");
        texts.set(language.id, text);
    }
    return text;
}
/**
 * The cache key part that changes when the grammar, its query or our extractor
 * changes: a short hash of the query text, the `.wasm` size and {@link EXTRACTOR_VERSION}.
 * @throws Error when the grammar's files cannot be found.
 */
function grammarFingerprint(language) {
    let fingerprint = fingerprints.get(language.id);
    if (fingerprint === undefined) {
        const { pkg, file } = grammarFile(language.grammar);
        const wasmSize = statSync(grammarAssetPath(pkg, file)).size;
        fingerprint = createHash("sha1")
            .update(`${EXTRACTOR_VERSION}\0${language.id}\0${wasmSize}\0${queryText(language)}`)
            .digest("hex")
            .slice(0, 12);
        fingerprints.set(language.id, fingerprint);
    }
    return fingerprint;
}
/**
 * `pending`, with the event loop held alive (a ref'd timer) until it settles.
 * WebAssembly compiles asynchronously and V8 resolves it through a platform
 * task, not a libuv handle: with nothing else pending, Node's loop runs dry and
 * drains the platform, which runs that task *and then blocks until every V8
 * background job is done*, including the optimising recompiles of the hot
 * parser and query functions the continuation just triggered. Measured: the
 * next event-loop turn after the first file's tags took 130–210 ms, 17–24 ms
 * with the loop held (README, Repo map → Cost).
 */
function holdingLoop(pending) {
    const timer = setInterval(() => undefined, 60_000);
    return pending.finally(() => clearInterval(timer));
}
/**
 * The loaded grammar and compiled tag query of a language, compiled once.
 * @throws Error when the grammar cannot be loaded or the query does not compile against it.
 */
function tag_query_tagQuery(language) {
    let pending = compiled.get(language.id);
    if (pending === undefined) {
        pending = holdingLoop(loadGrammar(language.grammar)).then((grammar) => ({
            language: grammar,
            query: compileQuery(grammar, queryText(language)),
        }));
        pending.catch(() => compiled.delete(language.id));
        compiled.set(language.id, pending);
    }
    return pending;
}

;// CONCATENATED MODULE: ./src/context/extract-tags.ts


/** Signature lines longer than this are cut: minified code would otherwise fill the map. */
const SIGNATURE_LIMIT = 160;
const parsers = new Map();
/** A definition's signature as the map shows it: its line trimmed, cut at {@link SIGNATURE_LIMIT}. */
function extract_tags_signatureOf(line) {
    const trimmed = line.trim();
    return trimmed.length > SIGNATURE_LIMIT ? `${trimmed.slice(0, SIGNATURE_LIMIT)}…` : trimmed;
}
function lineAt(source, index) {
    const start = source.lastIndexOf("\n", index - 1) + 1;
    const newline = source.indexOf("\n", index);
    return extract_tags_signatureOf(source.slice(start, newline < 0 ? source.length : newline));
}
/** Capture names seen so far and what they mean: a query has a few dozen, matched ~100k times on a large tree. */
const tagOfCapture = new Map();
function kindOf(captureName) {
    if (tagOfCapture.has(captureName))
        return tagOfCapture.get(captureName);
    let tag;
    if (captureName.startsWith("definition."))
        tag = { role: "def", kind: captureName.slice(11) };
    else if (captureName.startsWith("reference."))
        tag = { role: "ref", kind: captureName.slice(10) };
    tagOfCapture.set(captureName, tag);
    return tag;
}
/**
 * Parses `source` and reads its tags. Loads the grammar on first use.
 * @throws Error when the grammar or its query cannot be loaded.
 */
async function extractTags(language, source) {
    let entry = parsers.get(language.id);
    if (entry === undefined) {
        const loaded = await tag_query_tagQuery(language);
        entry = { parser: createParser(loaded.language), query: loaded.query };
        parsers.set(language.id, entry);
    }
    const tree = entry.parser.parse(source);
    if (tree === null)
        return { defs: [], refs: {} };
    try {
        return readTags(entry.query, tree.rootNode, source);
    }
    finally {
        tree.delete();
    }
}
function readTags(query, root, source) {
    const defs = [];
    const defAt = new Map();
    const refs = [];
    for (const match of query.matches(root)) {
        let nameNode;
        let tag;
        for (const capture of match.captures) {
            if (capture.name === "name")
                nameNode = capture.node;
            else
                tag ??= kindOf(capture.name);
        }
        if (nameNode === undefined || tag === undefined)
            continue;
        const name = nameNode.text;
        if (name.length === 0 || name.length > 100)
            continue;
        const at = nameNode.startIndex;
        if (tag.role === "ref") {
            refs.push({ name, at });
            continue;
        }
        const seen = defAt.get(at);
        // One name can match several definition patterns (a function that is also a constant): the specific kind wins.
        if (seen !== undefined) {
            const previous = defs[seen];
            if (previous !== undefined && previous.kind === "constant")
                defs[seen] = { ...previous, kind: tag.kind };
            continue;
        }
        defAt.set(at, defs.length);
        defs.push({ name, kind: tag.kind, line: nameNode.startPosition.row + 1, signature: lineAt(source, at) });
    }
    // A Map, not an object literal: identifiers such as `constructor` or `toString` would read Object.prototype.
    const counts = new Map();
    for (const ref of refs) {
        // A definition's own name node is not a use of it (TypeScript's `type_identifier` pattern sees both).
        if (defAt.has(ref.at))
            continue;
        counts.set(ref.name, (counts.get(ref.name) ?? 0) + 1);
    }
    defs.sort((a, b) => a.line - b.line);
    return { defs, refs: Object.fromEntries(counts) };
}

;// CONCATENATED MODULE: ./src/context/content-id.ts
/**
 * What the repo map's tag cache knows a file by when its mtime changed (every
 * fresh checkout, every CI job): its content. The id is git's blob id
 * (`sha1("blob <size>\0" + bytes)`), so it is the id `git ls-files -s` lists for
 * a clean tracked file. A cache restored from an earlier run (or found in a
 * checkout) is data, not proof: tags found under a content id are used only
 * when they agree with the file's text — every definition's name on its line
 * and its signature that line, every referenced name in the text (as often as
 * its count allows) — so a damaged or forged entry costs a parse, never a
 * symbol the file does not have. What it cannot rule out is an entry that
 * leaves out real tags or reweighs a reference: the cache's origin answers
 * for that (the Action carries it signed, `repomap-carry.ts`). Pure.
 */


/** The git blob id of `bytes`, lowercase hex. */
function blobId(bytes) {
    return (0,external_node_crypto_namespaceObject.createHash)("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}
/** Kinds as the grammars' tag queries name them (`function`, `class`, `method`, …). */
const KIND = /^[a-z][a-z_]{0,31}$/;
/** Whether every definition lies in `text` as cached: its name on its line, its signature that line. */
function defsMatchText(defs, lines) {
    for (const def of defs) {
        const line = Number.isInteger(def.line) ? lines[def.line - 1] : undefined;
        if (line === undefined || def.name.length === 0 || !line.includes(def.name))
            return false;
        if (!KIND.test(def.kind) || signatureOf(line) !== def.signature)
            return false;
    }
    return true;
}
/**
 * How many captures one occurrence of a name may make: a grammar's tag query can match one
 * node with several patterns (TypeScript's `type_identifier` is a type and a class reference).
 */
const CAPTURES_PER_OCCURRENCE = 4;
/**
 * Whether each of `names` occurs in `text`, and at least `counts[i]` / {@link CAPTURES_PER_OCCURRENCE}
 * times (a reference is a name in the text).
 */
function refsMatchText(names, counts, text) {
    for (let index = 0; index < names.length; index += 1) {
        const name = names[index] ?? "";
        const wanted = Math.ceil((counts[index] ?? 0) / CAPTURES_PER_OCCURRENCE);
        if (name.length === 0)
            return false;
        let at = -1;
        for (let seen = 0; seen < Math.max(1, wanted); seen += 1) {
            at = text.indexOf(name, at + 1);
            if (at < 0)
                return false;
        }
    }
    return true;
}

;// CONCATENATED MODULE: ./src/context/languages.ts
const JS_TAGS = { pkg: "tree-sitter-javascript", file: "queries/tags.scm" };
const TS_TAGS = { pkg: "tree-sitter-typescript", file: "queries/tags.scm" };
// Module-level constants (`export const tools = [...]`) and the import lines that
// say which file uses which: the official JavaScript query sees only calls.
const JS_COMMON = `
(program (lexical_declaration (variable_declarator name: (identifier) @name) @definition.constant))
(program (export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name) @definition.constant)))
(import_specifier name: (identifier) @name) @reference.import
(export_specifier name: (identifier) @name) @reference.export
`;
const JS_EXTRA = `${JS_COMMON}
(class_heritage (identifier) @name) @reference.class
`;
// TypeScript's query has no type aliases or enums, and references types only in
// direct annotations; every type_identifier outside a declaration's name is a use.
const TS_EXTRA = `${JS_COMMON}
(type_alias_declaration name: (type_identifier) @name) @definition.type
(enum_declaration name: (identifier) @name) @definition.enum
(extends_clause value: (identifier) @name) @reference.class
(type_identifier) @name @reference.type
`;
const PYTHON_EXTRA = `
(import_from_statement name: (dotted_name (identifier) @name)) @reference.import
(import_from_statement name: (aliased_import name: (dotted_name (identifier) @name))) @reference.import
(class_definition superclasses: (argument_list (identifier) @name)) @reference.class
(type (identifier) @name) @reference.type
`;
const RUST_EXTRA = `
(const_item name: (identifier) @name) @definition.constant
(static_item name: (identifier) @name) @definition.constant
(type_identifier) @name @reference.type
(use_list (identifier) @name) @reference.import
(scoped_identifier name: (identifier) @name) @reference.call
`;
const JAVA_EXTRA = `
(enum_declaration name: (identifier) @name) @definition.enum
(record_declaration name: (identifier) @name) @definition.class
(type_identifier) @name @reference.type
`;
const CSHARP_EXTRA = `
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
const TYPESCRIPT = {
    id: "typescript",
    grammar: "typescript",
    queryFiles: [TS_TAGS, JS_TAGS],
    extraQuery: TS_EXTRA,
};
const TSX = { ...TYPESCRIPT, id: "tsx", grammar: "tsx" };
const JAVASCRIPT = {
    id: "javascript",
    grammar: "javascript",
    queryFiles: [JS_TAGS],
    extraQuery: JS_EXTRA,
};
const BY_EXTENSION = {
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
        extraQuery: PYTHON_EXTRA,
    },
    go: { id: "go", grammar: "go", queryFiles: official("tree-sitter-go"), extraQuery: "" },
    rs: { id: "rust", grammar: "rust", queryFiles: official("tree-sitter-rust"), extraQuery: RUST_EXTRA },
    java: { id: "java", grammar: "java", queryFiles: official("tree-sitter-java"), extraQuery: JAVA_EXTRA },
    cs: {
        id: "c_sharp",
        grammar: "c_sharp",
        queryFiles: official("tree-sitter-c-sharp"),
        extraQuery: CSHARP_EXTRA,
    },
    rb: { id: "ruby", grammar: "ruby", queryFiles: official("tree-sitter-ruby"), extraQuery: "" },
};
/** The language of a file, by extension; undefined for files the map does not read (and `.d.ts`, which only restate). */
function languageOf(path) {
    if (path.endsWith(".d.ts") || path.endsWith(".d.mts") || path.endsWith(".d.cts"))
        return undefined;
    const dot = path.lastIndexOf(".");
    if (dot < 0 || dot < path.lastIndexOf("/"))
        return undefined;
    return BY_EXTENSION[path.slice(dot + 1).toLowerCase()];
}
/** Every language, once each. */
function allLanguages() {
    return [...new Set(Object.values(BY_EXTENSION))];
}
/** The language with this id (`typescript`, `python`, …); undefined for an unknown id. */
function languages_languageById(id) {
    return allLanguages().find((language) => language.id === id);
}

;// CONCATENATED MODULE: ./src/context/tag-files.ts
/**
 * Reads and tags the files a repo map must parse: in this thread when there
 * are few, otherwise on a pool of worker threads (one per idle core, each
 * loading the grammars it meets once), in batches the workers pull as they finish.
 * Parsing is what bounds a cold map (tree-sitter's WebAssembly parser, then
 * the tag query), and files parse independently, so the pool divides the
 * wall time by the cores. A batch a worker fails is tagged in this thread.
 */










/** Below this many bytes to parse, a pool costs more (threads, grammars loaded again) than it saves. */
const POOL_MIN_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/** Bytes of source per batch: small enough to balance the workers, large enough that messages cost nothing. */
const BATCH_BYTES = (/* unused pure expression or super */ null && (128 * 1024));
const NO_TAGS = { defs: [], refs: {}, blob: "" };
/**
 * The tags of one file; none when it vanished, is not text, or its language is unknown.
 * @throws Error when the language's grammar or query cannot be loaded (every file of it would fail).
 */
async function tagFile(abs, language) {
    if (language === undefined)
        return NO_TAGS;
    let bytes;
    try {
        // Synchronous: one read instead of open/stat/read/close promises, and the parse that follows blocks anyway.
        bytes = (0,external_node_fs_namespaceObject.readFileSync)(abs);
    }
    catch {
        // Vanished between walk and read: nothing to map.
        return NO_TAGS;
    }
    return { ...(await extractTags(language, bytes.toString("utf8"))), blob: blobId(bytes) };
}
/** Tags a batch in this thread (what a worker runs). */
async function runTagTask(task) {
    const out = [];
    for (const job of task.jobs)
        out.push(await tagFile(job.abs, languages_languageById(job.language)));
    return out;
}
function isFileTagsList(value) {
    return (Array.isArray(value) &&
        value.every((entry) => typeof entry === "object" &&
            entry !== null &&
            "defs" in entry &&
            Array.isArray(entry.defs) &&
            "refs" in entry &&
            typeof entry.refs === "object" &&
            "blob" in entry &&
            typeof entry.blob === "string"));
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
    if (current.length > 0)
        tasks.push({ jobs: current });
    return tasks;
}
/** How many workers {@link tagFiles} would start for `jobs`: 0 when it tags them in this thread. */
function workersFor(jobs, options = {}) {
    const mode = options.pool ?? "auto";
    if (mode === "off" || jobs.length === 0)
        return 0;
    const bytes = jobs.reduce((sum, job) => sum + job.size, 0);
    const cores = options.poolSize ?? (mode === "on" ? availableCores() : idleCores());
    const size = Math.min(cores, Math.ceil(bytes / BATCH_BYTES));
    if (mode === "auto" && (bytes < POOL_MIN_BYTES || size < 2))
        return 0;
    return Math.max(1, size);
}
/**
 * Starts loading the grammar and compiling the tag query of every language of
 * `jobs`, when {@link tagFiles} will tag them in this thread: the WebAssembly
 * compiles off this thread while the caller does other work. Failures are left
 * for {@link tagFiles} to report.
 */
function preloadTagQueries(jobs, options = {}) {
    if (workersFor(jobs, options) > 0)
        return;
    for (const id of new Set(jobs.map((job) => job.language))) {
        const language = languageById(id);
        if (language !== undefined)
            markHandled(tagQuery(language));
    }
}
/**
 * Tags every job, results in job order. Uses worker threads when there is
 * enough to parse ({@link POOL_MIN_BYTES}) and more than one idle core, unless told otherwise.
 */
async function tagFiles(jobs, options = {}) {
    const size = workersFor(jobs, options);
    if (size === 0)
        return runTagTask({ jobs });
    const data = { ...optionalWasmDirectory() };
    const pool = createWorkerPool({
        script: options.workerScript ?? join(dirname(fileURLToPath(import.meta.url)), "tag-worker"),
        size,
        data,
        isResult: isFileTagsList,
    });
    try {
        const results = await Promise.all(batches(jobs).map((task) => pool.run(task).catch((error) => {
            options.onWorkerError?.(error instanceof Error ? error : new Error(String(error)));
            return runTagTask(task);
        })));
        return results.flat();
    }
    finally {
        await pool.close();
    }
}
function optionalWasmDirectory() {
    const directory = wasmDirectoryInUse();
    return directory === undefined ? {} : { wasmDirectory: directory };
}

;// CONCATENATED MODULE: ./src/context/tag-worker.ts
/**
 * The repo map's worker thread (see `tag-files.ts`): tags batches of files
 * with the same code the main thread uses. In the Action bundle it is its
 * own file beside `dist/index.js` (`scripts/bundle.js`), told where the
 * grammars are.
 */



function isTagTask(value) {
    return (typeof value === "object" &&
        value !== null &&
        "jobs" in value &&
        Array.isArray(value.jobs) &&
        value.jobs.every((job) => typeof job === "object" &&
            job !== null &&
            "abs" in job &&
            typeof job.abs === "string" &&
            "language" in job &&
            typeof job.language === "string"));
}
const input = workerInput();
if (typeof input === "object" && input !== null && "wasmDirectory" in input) {
    if (typeof input.wasmDirectory === "string")
        setWasmDirectory(input.wasmDirectory);
}
serveTasks(async (task) => {
    if (!isTagTask(task))
        throw new Error("tag worker: not a batch of files");
    return runTagTask(task);
});

