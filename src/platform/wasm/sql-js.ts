/**
 * Loads sql.js (SQLite compiled to WebAssembly) once per process.
 *
 * sql.js is not bundled (under ncc, webpack rewrote its `typeof module` test and
 * it crashed; its script finds its `.wasm` beside itself): the Action's bundle
 * ships `sql-wasm.cjs` and `sql-wasm.wasm` beside `dist/index.js`
 * (scripts/bundle.js copies them) and loads them with Node's own `require`. The
 * installed package carries the same two files in
 * `build/assets/` (scripts/copy-build-assets.js), so that sql.js is a
 * development dependency only; in the source tree both are resolved from
 * `node_modules`.
 */
import { createRequire } from "node:module";
import { existsSync } from "../fs/fs.js";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The files the bundle carries beside `index.js`: sql.js's `sql-wasm.js` renamed
 * to `.cjs`, since `dist/` is `"type": "module"` and Node would load a `.js`
 * there as an (export-less) ES module; and the WebAssembly it loads.
 */
export const BUNDLED_SQL_JS = { script: "sql-wasm.cjs", wasm: "sql-wasm.wasm" } as const;

/** A value SQLite hands back or takes as a parameter. */
export type SqlValue = number | string | Uint8Array | null;

/** The result of `exec`: one entry per statement that returned rows. */
interface SqlResult {
  readonly columns: string[];
  readonly values: SqlValue[][];
}

/** A prepared statement (the subset of sql.js's `Statement` Alfred uses). */
export interface SqlStatement {
  bind(values: SqlValue[]): boolean;
  step(): boolean;
  get(): SqlValue[];
  free(): boolean;
}

/**
 * An open database (the subset of sql.js's `Database` Alfred uses). Declared
 * here rather than imported from `@types/sql.js`, whose global Emscripten
 * types clash with web-tree-sitter's.
 */
export interface SqlDatabase {
  run(sql: string, params?: SqlValue[]): SqlDatabase;
  exec(sql: string, params?: SqlValue[]): SqlResult[];
  prepare(sql: string): SqlStatement;
  create_function(name: string, func: (...args: SqlValue[]) => SqlValue): SqlDatabase;
  /** Serialises the database; closes and reopens the connection (registered functions are lost). */
  export(): Uint8Array;
  close(): void;
}

/** The initialised sql.js module. */
export interface SqlJsStatic {
  readonly Database: new (data?: Uint8Array | null) => SqlDatabase;
}

type InitSqlJs = (config: { locateFile: (file: string) => string }) => Promise<SqlJsStatic>;

let pending: Promise<SqlJsStatic> | undefined;

function isInit(value: unknown): value is InitSqlJs {
  return typeof value === "function";
}

function loadInit(): { readonly init: InitSqlJs; readonly directory: string } {
  // Node's own require, by path at run time: the bundler leaves a computed path alone.
  const require = createRequire(import.meta.url);
  const here = dirname(fileURLToPath(import.meta.url));
  // Beside this module in dist/; in build/assets/ of the installed package (this module is one
  // or two levels under build/: a chunk in build/bundle/, or tsc's output under build/platform/).
  const shipped = [
    join(here, BUNDLED_SQL_JS.script),
    join(here, "..", "assets", BUNDLED_SQL_JS.script),
    join(here, "..", "..", "assets", BUNDLED_SQL_JS.script),
  ];
  const script = shipped.find((path) => existsSync(path)) ?? require.resolve("sql.js/dist/sql-wasm.js");
  const init = require(script) as unknown;
  if (!isInit(init)) throw new Error(`${script} does not export sql.js's init`);
  return { init, directory: dirname(script) };
}

/**
 * sql.js, compiled and initialised on first use (≈ 20 ms), then shared.
 * @throws Error when `sql-wasm.js` or its `.wasm` cannot be found or compiled.
 */
export function loadSqlJs(): Promise<SqlJsStatic> {
  if (pending === undefined) {
    const attempt = Promise.resolve().then(() => {
      const { init, directory } = loadInit();
      return init({ locateFile: (file) => join(directory, file) });
    });
    // A failed load may be retried (e.g. a missing file restored).
    attempt.catch(() => {
      if (pending === attempt) pending = undefined;
    });
    pending = attempt;
  }
  return pending;
}
