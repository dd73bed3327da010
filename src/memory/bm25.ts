/**
 * BM25 ranking, the one formula both search paths use: over FTS4's
 * `matchinfo(table, 'pcnalx')` inside SQLite (sql.js ships FTS4 but not
 * FTS5's `bm25()`, so the index registers {@link bm25} with
 * `create_function`), and over the in-memory postings of `ranker.ts`. Both
 * call {@link termScore} in the same order, so they give the same scores to
 * the last bit. Pure.
 */

/** Okapi BM25 term-frequency saturation. */
const K1 = 1.2;
/** Okapi BM25 length normalisation. */
const B = 0.75;

/** One term's statistics in one column of one document. */
export interface TermInColumn {
  /** Occurrences of the term in this column of the document. */
  readonly frequency: number;
  /** Documents whose column holds the term at least once. */
  readonly containing: number;
  /** Documents in the index. */
  readonly rows: number;
  /** Average tokens of the column over all documents (as FTS4 rounds it). */
  readonly average: number;
  /** Tokens in this column of the document. */
  readonly length: number;
}

/**
 * The BM25 contribution of one term in one column, unweighted. Uses Lucene's
 * always-positive IDF, `ln(1 + (N − n + ½) / (n + ½))`, so a term present in
 * most documents still adds a little rather than subtracting.
 */
export function termScore(term: TermInColumn): number {
  const average = Math.max(term.average, 1);
  const idf = Math.log(1 + (term.rows - term.containing + 0.5) / (term.containing + 0.5));
  return (idf * (term.frequency * (K1 + 1))) / (term.frequency + K1 * (1 - B + (B * term.length) / average));
}

/**
 * The BM25 score of one row from its `matchinfo(t, 'pcnalx')` blob (32-bit
 * unsigned integers, native order): higher is better, 0 when nothing matched.
 * `weights[j]` scales column j (missing weights count as 1).
 * Never throws; a blob too short for its own header scores 0.
 */
export function bm25(matchinfo: Uint8Array, weights: readonly number[] = []): number {
  // A DataView, not a Uint32Array: the blob's offset need not be 4-aligned. SQLite writes native
  // order, little-endian on every platform Node ships for.
  const view = new DataView(matchinfo.buffer, matchinfo.byteOffset, matchinfo.byteLength);
  const count = Math.floor(matchinfo.byteLength / 4);
  const at = (index: number): number => (index < count ? view.getUint32(index * 4, true) : 0);
  const phrases = at(0);
  const columns = at(1);
  const rows = at(2);
  const averageAt = 3;
  const lengthAt = averageAt + columns;
  const hitsAt = lengthAt + columns;
  if (count < hitsAt + 3 * phrases * columns) return 0;
  let score = 0;
  for (let phrase = 0; phrase < phrases; phrase++) {
    for (let column = 0; column < columns; column++) {
      const hit = hitsAt + 3 * (phrase * columns + column);
      const frequency = at(hit);
      if (frequency === 0) continue;
      score +=
        (weights[column] ?? 1) *
        termScore({
          frequency,
          containing: at(hit + 2),
          rows,
          average: at(averageAt + column),
          length: at(lengthAt + column),
        });
    }
  }
  return score;
}

// Combining diacritical marks: FTS4's unicode61 tokenizer keeps them inside a word and drops them.
const DIACRITICS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}]+/gu;
// eslint-disable-next-line no-control-regex -- the ASCII range, to skip normalising plain text
const NOT_ASCII = /[^\x00-\x7f]/;

/**
 * The words of `text` as the index sees them: runs of letters and digits,
 * lowercased, Latin diacritics removed (`Café` → `cafe`), like SQLite's
 * `unicode61` tokenizer with its default `remove_diacritics=1`.
 */
export function wordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  const folded = NOT_ASCII.test(lower)
    ? lower.normalize("NFD").replace(DIACRITICS, "").normalize("NFC")
    : lower;
  return folded.match(WORD) ?? [];
}

/** The distinct words of a query, in order, at most `maxTerms`. */
export function queryTerms(text: string, maxTerms = 32): string[] {
  return [...new Set(wordsOf(text))].slice(0, maxTerms);
}

/**
 * Turns query terms into an FTS4 MATCH expression that cannot be a syntax
 * error: each word quoted, joined by `OR` so BM25 ranks documents by how many
 * and how rare the matched words are. Undefined when there is no term.
 */
export function toMatchQuery(terms: readonly string[]): string | undefined {
  if (terms.length === 0) return undefined;
  return terms.map((word) => `"${word}"`).join(" OR ");
}
