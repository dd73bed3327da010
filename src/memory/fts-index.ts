/**
 * `index.db`: an SQLite full-text index (sql.js, FTS4, ranked by BM25 over
 * `matchinfo`) of facts, episodes and run transcripts. It is a cache of the
 * files: every sync re-reads exactly the files whose size or mtime changed,
 * drops the ones that are gone, and a missing or unreadable `index.db` is
 * rebuilt from scratch. Deleting it loses nothing.
 */
import { mkdir, readFile } from "../platform/fs.js";
import { writeFileAtomic } from "../platform/fs-durable.js";
import { loadSqlJs, type SqlDatabase, type SqlJsStatic, type SqlValue } from "../platform/sql-js.js";
import { bm25, toMatchQuery } from "./bm25.js";
import {
  type DocumentKind,
  type IndexDocument,
  listSources,
  readDocument,
  type SourceFile,
} from "./documents.js";
import { type MemoryLayout, MEMORY_DIR } from "./layout.js";

/** Bumped when the tables change; an index of another version is rebuilt. */
const SCHEMA_VERSION = "1";

/** Title (slug, goal, scope) matches weigh more than body matches. */
const COLUMN_WEIGHTS = [3, 1] as const;

const SCHEMA = `
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
}

/** About 16 words of `body` around the first of `terms` it contains, whitespace flattened. */
export function snippetOf(body: string, terms: readonly string[], words = 16): string {
  const tokens = body.split(/\s+/).filter((token) => token !== "");
  const at = tokens.findIndex((token) => terms.some((term) => token.toLowerCase().includes(term)));
  const start = Math.max(0, (at === -1 ? 0 : at) - Math.floor(words / 3));
  const piece = tokens.slice(start, start + words).join(" ");
  return `${start > 0 ? "…" : ""}${piece}${start + words < tokens.length ? "…" : ""}`;
}

function isKind(value: SqlValue | undefined): value is DocumentKind {
  return value === "fact" || value === "episode" || value === "transcript";
}

/** Reads the documents of `sources`, a few files at a time (order kept). */
async function readAll(sources: readonly SourceFile[]): Promise<(IndexDocument | undefined)[]> {
  const documents: (IndexDocument | undefined)[] = [];
  for (let start = 0; start < sources.length; start += 64)
    documents.push(...(await Promise.all(sources.slice(start, start + 64).map(readDocument))));
  return documents;
}

/** The index of one workspace's memory, open in this process. */
export class MemoryIndex {
  readonly #sql: SqlJsStatic;
  readonly #layout: MemoryLayout;
  #db: SqlDatabase;
  #dirty: boolean;

  private constructor(sql: SqlJsStatic, layout: MemoryLayout, db: SqlDatabase, dirty: boolean) {
    this.#sql = sql;
    this.#layout = layout;
    this.#db = db;
    this.#dirty = dirty;
    this.#registerFunctions();
  }

  /**
   * Opens `index.db`, or starts an empty index when it is missing, corrupt or
   * of another schema version (the next sync fills it from the files).
   * @throws Error when sql.js cannot be loaded.
   */
  static async open(layout: MemoryLayout): Promise<MemoryIndex> {
    const sql = await loadSqlJs();
    const bytes = await readFile(layout.database).catch(() => undefined);
    if (bytes !== undefined) {
      try {
        const db = new sql.Database(bytes);
        const version = db.exec("SELECT value FROM meta WHERE key = 'schema'")[0]?.values[0]?.[0];
        if (version === SCHEMA_VERSION) return new MemoryIndex(sql, layout, db, false);
        db.close();
      } catch {
        // Not an index we can read: it is only a cache, so start over.
      }
    }
    const db = new sql.Database();
    db.run(SCHEMA);
    db.run("INSERT INTO meta (key, value) VALUES ('schema', ?)", [SCHEMA_VERSION]);
    return new MemoryIndex(sql, layout, db, true);
  }

  #registerFunctions(): void {
    this.#db.create_function("bm25", (info: SqlValue) =>
      info instanceof Uint8Array ? bm25(info, COLUMN_WEIGHTS) : 0,
    );
  }

  #rows(): Map<string, Row> {
    const rows = new Map<string, Row>();
    const statement = this.#db.prepare("SELECT key, id, mtime, size FROM docs");
    try {
      while (statement.step()) {
        const [key, id, mtime, size] = statement.get();
        if (typeof key === "string" && typeof id === "number")
          rows.set(key, { id, mtime: Number(mtime), size: Number(size) });
      }
    } finally {
      statement.free();
    }
    return rows;
  }

  #remove(id: number): void {
    this.#db.run("DELETE FROM docs_fts WHERE docid = ?", [id]);
    this.#db.run("DELETE FROM docs WHERE id = ?", [id]);
  }

  #insert(source: SourceFile, document: IndexDocument | undefined, id: number): void {
    // An unreadable or invalid file still gets a row, so it is not re-read until it changes.
    this.#db.run(
      "INSERT INTO docs (id, key, kind, slug, type, ts, mtime, size) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      [
        id,
        source.key,
        source.kind,
        source.slug,
        document?.type ?? "invalid",
        document?.ts ?? "",
        source.mtimeMs,
        source.size,
      ],
    );
    if (document !== undefined)
      this.#db.run("INSERT INTO docs_fts (docid, title, body) VALUES (?, ?, ?)", [
        id,
        document.title,
        document.body,
      ]);
  }

  /**
   * Brings the index in line with the files: new and changed files (size or
   * mtime differ) are (re-)read, vanished ones removed, the rest untouched.
   * @throws Error when a memory directory cannot be listed.
   */
  async sync(): Promise<SyncStats> {
    const rows = this.#rows();
    const sources = await listSources(this.#layout);
    const changed: SourceFile[] = [];
    const replaced = new Map<string, number>();
    let added = 0;
    let updated = 0;
    for (const source of sources) {
      const row = rows.get(source.key);
      rows.delete(source.key);
      if (row !== undefined && row.mtime === source.mtimeMs && row.size === source.size) continue;
      if (row === undefined) added++;
      else {
        updated++;
        replaced.set(source.key, row.id);
      }
      changed.push(source);
    }
    const documents = await readAll(changed);
    let next = Number(this.#db.exec("SELECT coalesce(max(id), 0) FROM docs")[0]?.values[0]?.[0] ?? 0) + 1;
    this.#db.run("BEGIN");
    try {
      for (const [position, source] of changed.entries()) {
        const old = replaced.get(source.key);
        if (old !== undefined) this.#remove(old);
        this.#insert(source, documents[position], next++);
      }
      for (const row of rows.values()) this.#remove(row.id);
      this.#db.run("COMMIT");
    } catch (thrown) {
      this.#db.run("ROLLBACK");
      throw thrown;
    }
    const removed = rows.size;
    if (added + updated + removed > 0) this.#dirty = true;
    return { added, updated, removed, unchanged: sources.length - added - updated };
  }

  /**
   * The `k` best documents for `query` (free text: any words, any
   * punctuation), best first; none when the query has no word.
   */
  search(query: string, k: number): SearchHit[] {
    const match = toMatchQuery(query);
    if (match === undefined) return [];
    // Rank first, then fetch the text of the top k only: a snippet() in the ranked query would be
    // computed for every matching row before the sort.
    const statement = this.#db.prepare(
      `SELECT d.slug, d.kind, d.type, d.ts, d.key, r.score, f.body
         FROM (SELECT docid, bm25(matchinfo(docs_fts, 'pcnalx')) AS score
                 FROM docs_fts WHERE docs_fts MATCH ? ORDER BY score DESC LIMIT ?) AS r
         JOIN docs d ON d.id = r.docid
         JOIN docs_fts f ON f.docid = r.docid
        ORDER BY r.score DESC, d.ts DESC`,
    );
    const terms = match.split(" OR ").map((term) => term.slice(1, -1));
    const hits: SearchHit[] = [];
    try {
      statement.bind([match, k]);
      while (statement.step()) {
        const [slug, kind, type, ts, key, score, body] = statement.get();
        if (!isKind(kind)) continue;
        hits.push({
          slug: String(slug),
          kind,
          type: String(type),
          score: Math.round(Number(score) * 10_000) / 10_000,
          snippet: snippetOf(String(body), terms),
          ts: String(ts),
          path: `${MEMORY_DIR}/${String(key)}`.replace(/\/[^/]+\/\.\.\//, "/"),
        });
      }
    } finally {
      statement.free();
    }
    return hits;
  }

  /** Number of indexed documents. */
  count(): number {
    return Number(this.#db.exec("SELECT count(*) FROM docs_fts")[0]?.values[0]?.[0] ?? 0);
  }

  /**
   * Writes `index.db` atomically when anything changed since it was opened.
   * @throws Error when the file cannot be written.
   */
  async save(): Promise<void> {
    if (!this.#dirty) return;
    const bytes = this.#db.export();
    // export() closes and reopens the connection, which drops registered functions.
    this.#registerFunctions();
    await mkdir(this.#layout.root, { recursive: true });
    await writeFileAtomic(this.#layout.database, bytes);
    this.#dirty = false;
  }

  /** Frees the database. The object is unusable afterwards. */
  close(): void {
    this.#db.close();
  }

  /** For tests and tooling: the sql.js module this index runs on. */
  get sqlJs(): SqlJsStatic {
    return this.#sql;
  }
}

/**
 * Opens the index, syncs it with the files, runs `use`, saves it if it
 * changed, and closes it: the way every tool and command touches the index,
 * so separate processes never need to share state beyond the files.
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
