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
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type * as TreeSitter from "./web-tree-sitter.cjs";
import type { Language, Parser, Query } from "./web-tree-sitter.cjs";

type TreeSitterModule = Pick<typeof TreeSitter, "Parser" | "Language" | "Query">;

/** The grammars Alfred ships. */
export type GrammarName =
  "bash" | "typescript" | "tsx" | "javascript" | "python" | "go" | "rust" | "java" | "c_sharp" | "ruby";

const GRAMMAR_FILES: Readonly<Record<GrammarName, { readonly pkg: string; readonly file: string }>> = {
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

let wasmDirectory: string | undefined;
/** The runtime, imported on the first load so that importing this module costs nothing. */
let runtimeReady: Promise<TreeSitterModule> | undefined;
let runtime: TreeSitterModule | undefined;
const languages = new Map<GrammarName, Promise<Language>>();
const loaded = new Map<GrammarName, Language>();

/**
 * Makes every `.wasm` load from `directory` (the bundle's own folder). Call before the first load,
 * in every thread that parses (a worker thread has globals of its own).
 */
export function setWasmDirectory(directory: string): void {
  wasmDirectory = directory;
  // web-tree-sitter's CommonJS build reads the free variable __dirname, which an ES module bundle lacks.
  const scope: { __dirname?: string } = globalThis;
  scope.__dirname ??= directory;
}

/** The directory set by {@link setWasmDirectory}, if any (a worker thread must be told it again). */
export function wasmDirectoryInUse(): string | undefined {
  return wasmDirectory;
}

/**
 * `build/assets/` of the installed package: this module is a chunk of the library bundle,
 * `build/bundle/<chunk>.js` (one level under `build/`), or tsc's output under `build/platform/`
 * (one or two levels under `build/`, as the folder map places it).
 * Undefined in the source tree, which has no `src/assets/`.
 */
let packagedAssets: string | null | undefined;
function packagedAssetDirectory(): string | undefined {
  if (packagedAssets === undefined) {
    const here = dirname(fileURLToPath(import.meta.url));
    const candidates = [join(here, "..", "assets"), join(here, "..", "..", "assets")];
    packagedAssets = candidates.find((directory) => existsSync(join(directory, "tree-sitter.wasm"))) ?? null;
  }
  return packagedAssets ?? undefined;
}

/** The flat directory the grammar files come from, when not from `node_modules`. */
function assetDirectory(): string | undefined {
  return wasmDirectory ?? packagedAssetDirectory();
}

function wasmPath(pkg: string, file: string): string {
  const directory = assetDirectory();
  if (directory !== undefined) return join(directory, file);
  return createRequire(import.meta.url).resolve(`${pkg}/${file}`);
}

/**
 * Where a grammar package's file lives: `node_modules/<pkg>/<file>`, or, in the
 * bundle and the installed package, `<pkg>.<basename>` in the asset directory
 * (the build scripts copy query files such as `queries/tags.scm` there under that flat name).
 * @throws Error when the package cannot be resolved from node_modules.
 */
export function grammarAssetPath(pkg: string, file: string): string {
  const directory = assetDirectory();
  if (directory !== undefined) {
    return join(directory, file.endsWith(".wasm") ? file : `${pkg}.${file.split("/").pop() ?? file}`);
  }
  return createRequire(import.meta.url).resolve(`${pkg}/${file}`);
}

/** The package and `.wasm` file of a grammar. */
export function grammarFile(name: GrammarName): { readonly pkg: string; readonly file: string } {
  return GRAMMAR_FILES[name];
}

function initRuntime(): Promise<TreeSitterModule> {
  runtimeReady ??= import("./web-tree-sitter.cjs").then(async (loaded) => {
    // Node's loader gives the shim's exports by name (and as `default`); dist/'s esbuild chunk only as `default`.
    const named: { readonly Parser?: unknown } = loaded;
    const module: TreeSitterModule = named.Parser === undefined ? loaded.default : loaded;
    await module.Parser.init({ locateFile: (name: string) => wasmPath("web-tree-sitter", name) });
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
export function loadGrammar(name: GrammarName): Promise<Language> {
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
export function loadedGrammar(name: GrammarName): Language | undefined {
  return loaded.get(name);
}

/**
 * A fresh parser for a loaded language. Parsers are cheap; callers should `delete()` trees they keep.
 * @throws Error when called before any grammar has loaded (no Language can exist then).
 */
export function createParser(language: Language): Parser {
  // A Language exists only once the runtime has loaded it, so `runtime` is set here.
  if (runtime === undefined) throw new Error("tree-sitter runtime not loaded");
  const parser = new runtime.Parser();
  parser.setLanguage(language);
  return parser;
}

/**
 * Compiles a tree-sitter query (e.g. a grammar's `tags.scm`) for a loaded language.
 * @throws Error naming the offending pattern when the query does not fit the grammar.
 */
export function compileQuery(language: Language, source: string): Query {
  // A Language exists only once the runtime has loaded it, so `runtime` is set here.
  if (runtime === undefined) throw new Error("tree-sitter runtime not loaded");
  return new runtime.Query(language, source);
}
