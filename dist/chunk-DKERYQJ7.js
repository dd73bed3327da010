import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);

// src/platform/wasm/tree-sitter.ts
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var GRAMMAR_FILES = {
  bash: { pkg: "tree-sitter-bash", file: "tree-sitter-bash.wasm" },
  typescript: { pkg: "tree-sitter-typescript", file: "tree-sitter-typescript.wasm" },
  tsx: { pkg: "tree-sitter-typescript", file: "tree-sitter-tsx.wasm" },
  javascript: { pkg: "tree-sitter-javascript", file: "tree-sitter-javascript.wasm" },
  python: { pkg: "tree-sitter-python", file: "tree-sitter-python.wasm" },
  go: { pkg: "tree-sitter-go", file: "tree-sitter-go.wasm" },
  rust: { pkg: "tree-sitter-rust", file: "tree-sitter-rust.wasm" },
  java: { pkg: "tree-sitter-java", file: "tree-sitter-java.wasm" },
  c_sharp: { pkg: "tree-sitter-c-sharp", file: "tree-sitter-c_sharp.wasm" },
  ruby: { pkg: "tree-sitter-ruby", file: "tree-sitter-ruby.wasm" }
};
var wasmDirectory;
var runtimeReady;
var runtime;
var languages = /* @__PURE__ */ new Map();
var loaded = /* @__PURE__ */ new Map();
function setWasmDirectory(directory) {
  wasmDirectory = directory;
  const scope = globalThis;
  scope.__dirname ??= directory;
}
function wasmDirectoryInUse() {
  return wasmDirectory;
}
var packagedAssets;
function packagedAssetDirectory() {
  if (packagedAssets === void 0) {
    const here = dirname(fileURLToPath(import.meta.url));
    const candidates = [join(here, "..", "assets"), join(here, "..", "..", "assets")];
    packagedAssets = candidates.find((directory) => existsSync(join(directory, "tree-sitter.wasm"))) ?? null;
  }
  return packagedAssets ?? void 0;
}
function assetDirectory() {
  return wasmDirectory ?? packagedAssetDirectory();
}
function wasmPath(pkg, file) {
  const directory = assetDirectory();
  if (directory !== void 0) return join(directory, file);
  return createRequire(import.meta.url).resolve(`${pkg}/${file}`);
}
function grammarAssetPath(pkg, file) {
  const directory = assetDirectory();
  if (directory !== void 0) {
    return join(directory, file.endsWith(".wasm") ? file : `${pkg}.${file.split("/").pop() ?? file}`);
  }
  return createRequire(import.meta.url).resolve(`${pkg}/${file}`);
}
function grammarFile(name) {
  return GRAMMAR_FILES[name];
}
function initRuntime() {
  runtimeReady ??= import("./web-tree-sitter-EQWHLDN5.js").then(async (loaded2) => {
    const named = loaded2;
    const module = named.Parser === void 0 ? loaded2.default : loaded2;
    await module.Parser.init({ locateFile: (name) => wasmPath("web-tree-sitter", name) });
    runtime = module;
    return module;
  });
  runtimeReady.catch(() => runtimeReady = void 0);
  return runtimeReady;
}
function loadGrammar(name) {
  let pending = languages.get(name);
  if (pending === void 0) {
    const { pkg, file } = GRAMMAR_FILES[name];
    pending = initRuntime().then((module) => module.Language.load(wasmPath(pkg, file))).then((language) => {
      loaded.set(name, language);
      return language;
    });
    pending.catch(() => languages.delete(name));
    languages.set(name, pending);
  }
  return pending;
}
function loadedGrammar(name) {
  return loaded.get(name);
}
function createParser(language) {
  if (runtime === void 0) throw new Error("tree-sitter runtime not loaded");
  const parser = new runtime.Parser();
  parser.setLanguage(language);
  return parser;
}
function compileQuery(language, source) {
  if (runtime === void 0) throw new Error("tree-sitter runtime not loaded");
  return new runtime.Query(language, source);
}

export {
  setWasmDirectory,
  wasmDirectoryInUse,
  grammarAssetPath,
  grammarFile,
  loadGrammar,
  loadedGrammar,
  createParser,
  compileQuery
};
