/**
 * Loads each language's tag query (official `tags.scm` files plus our
 * patterns) and the fingerprint the cache keys on. The fingerprint needs no
 * WebAssembly: it hashes the query text and the grammar's `.wasm` size, so a
 * warm run can trust its cache without loading a single grammar.
 */
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "../../platform/fs/fs.js";
import type { Language, Query } from "web-tree-sitter";
import { compileQuery, grammarAssetPath, grammarFile, loadGrammar } from "../../platform/wasm/tree-sitter.js";
import type { MapLanguage } from "./languages.js";

/** Bumped whenever what we extract from a tree changes, so old cache entries are re-parsed. */
const EXTRACTOR_VERSION = 3;

const texts = new Map<string, string>();
const fingerprints = new Map<string, string>();
const compiled = new Map<string, Promise<{ readonly language: Language; readonly query: Query }>>();

/**
 * The official queries capture each definition's preceding comments as `@doc`
 * (`(comment)* @doc . (function_declaration …)` plus `#strip!` and
 * `#select-adjacent!`/`#set-adjacent!` on `@doc`). The map never shows doc
 * comments, and those quantified patterns make up a third of the compile time
 * of TypeScript's query (paid by every process and worker that parses):
 * dropped, the same definitions match.
 */
function withoutDocComments(query: string): string {
  return query
    .replace(/\(comment\)\*\s*@doc\s*\.\s*/g, "")
    .replace(/\n\s*\(#(?:strip|select-adjacent|set-adjacent)! @doc\b[^\n]*\)/g, "");
}

/**
 * The full query source of a language.
 * @throws Error when a grammar package's query file cannot be found or read.
 */
export function queryText(language: MapLanguage): string {
  let text = texts.get(language.id);
  if (text === undefined) {
    const parts = language.queryFiles.map(({ pkg, file }) =>
      readFileSync(grammarAssetPath(pkg, file), "utf8"),
    );
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
export function grammarFingerprint(language: MapLanguage): string {
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
export function holdingLoop<T>(pending: Promise<T>): Promise<T> {
  const timer = setInterval(() => undefined, 60_000);
  return pending.finally(() => clearInterval(timer));
}

/**
 * The loaded grammar and compiled tag query of a language, compiled once.
 * @throws Error when the grammar cannot be loaded or the query does not compile against it.
 */
export function tagQuery(
  language: MapLanguage,
): Promise<{ readonly language: Language; readonly query: Query }> {
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
