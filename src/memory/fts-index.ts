/**
 * `index.db`: an SQLite full-text index (sql.js, FTS4, ranked by BM25 over
 * `matchinfo`) of facts, episodes and run transcripts. It is a cache of the
 * files: every sync re-reads exactly the files whose size or mtime changed,
 * drops the ones that are gone, and a missing or unreadable `index.db` is
 * rebuilt from scratch. Deleting it loses nothing.
 *
 * An open index is meant to stay open for a session (`index-pool.ts`): its
 * listing of the files (`source-scan.ts`), its table of known files and, once
 * a broad query needs them, its in-memory postings (`ranker.ts`) are kept
 * between searches, and `index.db` is written only when something changed.
 */
import { writeWorkspaceFile } from "../platform/fs/workspace-fs.js";
import { loadSqlJs, type SqlDatabase, type SqlStatement, type SqlValue } from "../platform/wasm/sql-js.js";
import { bm25, queryTerms, toMatchQuery } from "./bm25.js";
import type { DocumentKind, IndexDocument, SourceFile } from "./documents.js";
import {
  indexedDocuments,
  isKind,
  openExisting,
  readAll,
  rowsFrom,
  rowsOf,
  SCHEMA,
  SCHEMA_VERSION,
  snippetOf,
} from "./fts-database.js";
import { type MemoryLayout, MEMORY_DIR } from "./layout.js";
import { Bm25Ranker, type RankedId } from "./ranker.js";
import { SourceScanner, type SourceScanOptions } from "./source-scan.js";

/** Title (slug, goal, scope) matches weigh more than body matches. */
const COLUMN_WEIGHTS = [3, 1] as const;

/**
 * A query matching at most this many documents is ranked inside SQLite (one
 * `bm25` callback per match); a broader one by the in-memory postings, which
 * are built on the first such query.
 */
const SQL_RANKED_MATCHES = 200;

/** One search result, best first. `path` is workspace-relative. */
export interface SearchHit {
  readonly slug: string;
  readonly kind: DocumentKind;
  /** The fact's type (`user`, `feedback`, `project`, `reference`), or `episode` / `transcript`. */
  readonly type: string;
  readonly score: number;
  readonly snippet: string;
  readonly ts: string;
  readonly path: string;
}

/** What one sync changed. */
export interface SyncStats {
  readonly added: number;
  readonly updated: number;
  readonly removed: number;
  readonly unchanged: number;
}

interface Row {
  readonly id: number;
  readonly mtime: number;
  readonly size: number;
  readonly ts: string;
}

/** The index of one workspace's memory, open in this process. */
export class MemoryIndex {
  readonly #layout: MemoryLayout;
  readonly #scanner: SourceScanner;
  readonly #rows = new Map<string, Row>();
  #db: SqlDatabase;
  #dirty: boolean;
  #ranker: Bm25Ranker | undefined;
  #nextId = 1;
  /** The searches' statements, prepared once (sql.js frees them all on export, see {@link save}). */
  readonly #statements = new Map<string, SqlStatement>();
  /** True when the last sync finished: the tables match the sources that scan listed. */
  #inStep = false;

  private constructor(layout: MemoryLayout, db: SqlDatabase, dirty: boolean, scan: SourceScanOptions) {
    this.#layout = layout;
    this.#db = db;
    this.#dirty = dirty;
    this.#scanner = new SourceScanner(layout, scan);
    this.#registerFunctions();
    this.#loadRows();
  }

  /** The table of known files, from the database (at open, and after a failed sync). */
  #loadRows(): void {
    this.#rows.clear();
    for (const [key, id, mtime, size, ts] of rowsOf(this.#db, "SELECT key, id, mtime, size, ts FROM docs"))
      if (typeof key === "string" && typeof id === "number")
        this.#rows.set(key, { id, mtime: Number(mtime), size: Number(size), ts: String(ts) });
    for (const row of this.#rows.values()) this.#nextId = Math.max(this.#nextId, row.id + 1);
  }

  /**
   * Opens `index.db`, or starts an empty index when it is missing, corrupt or
   * of another schema version (the next sync fills it from the files).
   * @throws Error when sql.js cannot be loaded.
   */
  static async open(layout: MemoryLayout, scan: SourceScanOptions = {}): Promise<MemoryIndex> {
    const existing = await openExisting(layout);
    if (existing !== undefined) return new MemoryIndex(layout, existing, false, scan);
    const db = new (await loadSqlJs()).Database();
    db.run(SCHEMA);
    db.run("INSERT INTO meta (key, value) VALUES ('schema', ?)", [SCHEMA_VERSION]);
    return new MemoryIndex(layout, db, true, scan);
  }

  /** The rows of a search-time query, through a statement prepared on first use. */
  #query(sql: string, params: SqlValue[]): SqlValue[][] {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return rowsFrom(statement, params);
  }

  #registerFunctions(): void {
    this.#db.create_function("bm25", (info: SqlValue) =>
      info instanceof Uint8Array ? bm25(info, COLUMN_WEIGHTS) : 0,
    );
  }

  #remove(key: string, id: number): void {
    this.#db.run("DELETE FROM docs_fts WHERE docid = ?", [id]);
    this.#db.run("DELETE FROM docs WHERE id = ?", [id]);
    this.#rows.delete(key);
    this.#ranker?.remove(id);
  }

  #insert(source: SourceFile, document: IndexDocument | undefined, id: number): void {
    // An unreadable or invalid file still gets a row, so it is not re-read until it changes.
    const ts = document?.ts ?? "";
    this.#db.run(
      "INSERT INTO docs (id, key, kind, slug, type, ts, mtime, size) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      [
        id,
        source.key,
        source.kind,
        source.slug,
        document?.type ?? "invalid",
        ts,
        source.mtimeMs,
        source.size,
      ],
    );
    this.#rows.set(source.key, { id, mtime: source.mtimeMs, size: source.size, ts });
    if (document === undefined) return;
    this.#db.run("INSERT INTO docs_fts (docid, title, body) VALUES (?, ?, ?)", [
      id,
      document.title,
      document.body,
    ]);
    this.#ranker?.add({ id, ts, key: source.key, title: document.title, body: document.body });
  }

  /**
   * Brings the index in line with the files: new and changed files (size or
   * mtime differ) are (re-)read, vanished ones removed, the rest untouched.
   * @throws Error when a memory directory cannot be listed.
   */
  async sync(): Promise<SyncStats> {
    const { sources, reused } = await this.#scanner.scan();
    // The same listing as at the last sync that finished: nothing to compare.
    if (reused && this.#inStep) return { added: 0, updated: 0, removed: 0, unchanged: sources.length };
    this.#inStep = false;
    const seen = new Set<string>();
    const changed: SourceFile[] = [];
    let added = 0;
    for (const source of sources) {
      seen.add(source.key);
      const row = this.#rows.get(source.key);
      if (row !== undefined && row.mtime === source.mtimeMs && row.size === source.size) continue;
      if (row === undefined) added++;
      changed.push(source);
    }
    const gone = [...this.#rows].filter(([key]) => !seen.has(key));
    if (changed.length === 0 && gone.length === 0) {
      this.#inStep = true;
      return { added: 0, updated: 0, removed: 0, unchanged: sources.length };
    }
    const documents = await readAll(changed);
    this.#db.run("BEGIN");
    try {
      for (const [position, source] of changed.entries()) {
        const old = this.#rows.get(source.key);
        if (old !== undefined) this.#remove(source.key, old.id);
        this.#insert(source, documents[position], this.#nextId++);
      }
      for (const [key, row] of gone) this.#remove(key, row.id);
      this.#db.run("COMMIT");
    } catch (thrown) {
      this.#db.run("ROLLBACK");
      // The in-memory tables now disagree with the database: reload them, rebuild the postings.
      this.#loadRows();
      this.#ranker = undefined;
      throw thrown;
    }
    this.#dirty = true;
    this.#inStep = true;
    const updated = changed.length - added;
    return { added, updated, removed: gone.length, unchanged: sources.length - changed.length };
  }

  /**
   * The `k` best documents for `query` (free text: any words, any
   * punctuation), best first; none when the query has no word. `ranking`
   * forces one path (for tests and benchmarks: both give the same results);
   * by default a selective query is ranked in SQLite and a broad one by the
   * postings.
   */
  search(query: string, k: number, ranking: "auto" | "sql" | "postings" = "auto"): SearchHit[] {
    const terms = queryTerms(query);
    const match = toMatchQuery(terms);
    if (match === undefined) return [];
    const inSql =
      ranking === "sql" ||
      (ranking === "auto" && this.#ranker === undefined && this.#matchCount(match) <= SQL_RANKED_MATCHES);
    const ranked = inSql ? this.#rankInSql(match, k) : this.#rankerNow().top(terms, k);
    return ranked.flatMap((hit) => this.#hit(hit, terms));
  }

  /** How many documents match, counted up to one past {@link SQL_RANKED_MATCHES}. */
  #matchCount(match: string): number {
    const rows = this.#query(
      "SELECT count(*) FROM (SELECT docid FROM docs_fts WHERE docs_fts MATCH ? LIMIT ?)",
      [match, SQL_RANKED_MATCHES + 1],
    );
    return Number(rows[0]?.[0] ?? 0);
  }

  #rankInSql(match: string, k: number): RankedId[] {
    return this.#query(
      `SELECT d.id, bm25(matchinfo(docs_fts, 'pcnalx')) AS score
         FROM docs_fts JOIN docs d ON d.id = docs_fts.docid
        WHERE docs_fts MATCH ?
        ORDER BY score DESC, d.ts DESC, d.key LIMIT ?`,
      [match, k],
    ).map(([id, score]) => ({ id: Number(id), score: Number(score) }));
  }

  /** The postings, built from the database on first use and kept in step by every sync. */
  #rankerNow(): Bm25Ranker {
    if (this.#ranker !== undefined) return this.#ranker;
    const ranker = new Bm25Ranker(COLUMN_WEIGHTS);
    for (const document of indexedDocuments(this.#db)) ranker.add(document);
    this.#ranker = ranker;
    return ranker;
  }

  #hit(ranked: RankedId, terms: readonly string[]): SearchHit[] {
    const [row] = this.#query(
      "SELECT d.slug, d.kind, d.type, d.ts, d.key, f.body FROM docs d JOIN docs_fts f ON f.docid = d.id WHERE d.id = ?",
      [ranked.id],
    );
    if (row === undefined) return [];
    const [slug, kind, type, ts, key, body] = row;
    if (!isKind(kind)) return [];
    return [
      {
        slug: String(slug),
        kind,
        type: String(type),
        score: Math.round(ranked.score * 10_000) / 10_000,
        snippet: snippetOf(String(body), terms),
        ts: String(ts),
        path: `${MEMORY_DIR}/${String(key)}`.replace(/\/[^/]+\/\.\.\//, "/"),
      },
    ];
  }

  /** Number of indexed documents. */
  count(): number {
    return Number(this.#db.exec("SELECT count(*) FROM docs_fts")[0]?.values[0]?.[0] ?? 0);
  }

  /**
   * Writes `index.db` atomically when anything changed since it was opened
   * or last saved.
   * @throws Error when the file cannot be written.
   */
  async save(): Promise<void> {
    if (!this.#dirty) return;
    // export() frees every prepared statement, and closes and reopens the connection, which drops
    // registered functions.
    this.#statements.clear();
    const bytes = this.#db.export();
    this.#registerFunctions();
    await writeWorkspaceFile(this.#layout.workingDir, this.#layout.database, bytes);
    this.#dirty = false;
  }

  /** Frees the database. The object is unusable afterwards. */
  close(): void {
    this.#statements.clear();
    this.#db.close();
  }
}

/**
 * Opens the index, syncs it with the files, runs `use`, saves it if it
 * changed, and closes it: for one-off uses (a CLI command). A session keeps
 * its index open instead (`index-pool.ts`).
 * @throws Error when the index cannot be loaded, synced or saved.
 */
export async function withMemoryIndex<T>(
  layout: MemoryLayout,
  use: (index: MemoryIndex) => T | Promise<T>,
): Promise<T> {
  const index = await MemoryIndex.open(layout);
  try {
    await index.sync();
    const result = await use(index);
    await index.save();
    return result;
  } finally {
    index.close();
  }
}
