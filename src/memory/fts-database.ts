/**
 * The database side of `index.db`: its schema, opening an existing file, and
 * small query helpers the index uses. `index.db` is only a cache of the
 * memory files: a file of another schema version, or one that is not an
 * index at all, is not opened (the index starts over).
 */
import { readWorkspaceBytes } from "../platform/fs/workspace-fs.js";
import { loadSqlJs, type SqlDatabase, type SqlStatement, type SqlValue } from "../platform/wasm/sql-js.js";
import { type DocumentKind, type IndexDocument, readDocument, type SourceFile } from "./documents.js";
import type { MemoryLayout } from "./layout.js";
import type { RankedDocument } from "./ranker.js";

/** Bumped when the tables change; an index of another version is rebuilt. */
export const SCHEMA_VERSION = "1";

/** The tables: the known files, and their FTS4 text. */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS docs (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  slug TEXT NOT NULL,
  type TEXT NOT NULL,
  ts TEXT NOT NULL,
  mtime REAL NOT NULL,
  size INTEGER NOT NULL
);
CREATE VIRTUAL TABLE IF NOT EXISTS docs_fts USING fts4(title, body, tokenize=unicode61);
`;

/** About 16 words of `body` around the first of `terms` it contains, whitespace flattened. */
export function snippetOf(body: string, terms: readonly string[], words = 16): string {
  const tokens = body.split(/\s+/).filter((token) => token !== "");
  const at = tokens.findIndex((token) => terms.some((term) => token.toLowerCase().includes(term)));
  const start = Math.max(0, (at === -1 ? 0 : at) - Math.floor(words / 3));
  const piece = tokens.slice(start, start + words).join(" ");
  return `${start > 0 ? "…" : ""}${piece}${start + words < tokens.length ? "…" : ""}`;
}

export function isKind(value: SqlValue | undefined): value is DocumentKind {
  return value === "fact" || value === "episode" || value === "transcript";
}

/** Reads the documents of `sources`, a few files at a time (order kept). */
export async function readAll(sources: readonly SourceFile[]): Promise<(IndexDocument | undefined)[]> {
  const documents: (IndexDocument | undefined)[] = [];
  for (let start = 0; start < sources.length; start += 64)
    documents.push(...(await Promise.all(sources.slice(start, start + 64).map(readDocument))));
  return documents;
}

/** The rows of `statement` run with `params`, one array of values each. */
export function rowsFrom(statement: SqlStatement, params: SqlValue[]): SqlValue[][] {
  const rows: SqlValue[][] = [];
  statement.bind(params);
  while (statement.step()) rows.push(statement.get());
  return rows;
}

/** The rows of `sql`, one array of values each (a statement prepared for this one call). */
export function rowsOf(db: SqlDatabase, sql: string, params: SqlValue[] = []): SqlValue[][] {
  const statement = db.prepare(sql);
  try {
    return rowsFrom(statement, params);
  } finally {
    statement.free();
  }
}

/** Opens `index.db` when it is an index of this schema; undefined when missing, corrupt or older. */
export async function openExisting(layout: MemoryLayout): Promise<SqlDatabase | undefined> {
  const sql = await loadSqlJs();
  // The index is derived from the fact files: unreadable counts as missing, as documented above.
  const bytes = await readWorkspaceBytes(layout.workingDir, layout.database).catch(() => undefined);
  if (bytes === undefined) return undefined;
  try {
    const db = new sql.Database(bytes);
    const version = db.exec("SELECT value FROM meta WHERE key = 'schema'")[0]?.values[0]?.[0];
    if (version === SCHEMA_VERSION) return db;
    db.close();
  } catch {
    // Not an index we can read: it is only a cache, so start over.
  }
  return undefined;
}

/** Every indexed document with its text, for building the postings. */
export function indexedDocuments(db: SqlDatabase): RankedDocument[] {
  // Two plain scans joined here: a join reading docs_fts by docid per row is several times slower.
  const rows = new Map<number, { readonly ts: string; readonly key: string }>();
  for (const [id, ts, key] of rowsOf(db, "SELECT id, ts, key FROM docs"))
    rows.set(Number(id), { ts: String(ts), key: String(key) });
  const documents: RankedDocument[] = [];
  for (const [id, title, body] of rowsOf(db, "SELECT docid, title, body FROM docs_fts")) {
    const row = rows.get(Number(id));
    if (row !== undefined)
      documents.push({ id: Number(id), ...row, title: String(title), body: String(body) });
  }
  return documents;
}
