/**
 * BM25 ranking over FTS4's `matchinfo(table, 'pcnalx')`. sql.js ships FTS4 but
 * not FTS5's `bm25()`, so the index registers this function with
 * `create_function` and orders by it. Pure: bytes in, score out.
 */

/** Okapi BM25 term-frequency saturation. */
const K1 = 1.2;
/** Okapi BM25 length normalisation. */
const B = 0.75;

/**
 * The BM25 score of one row from its `matchinfo(t, 'pcnalx')` blob (32-bit
 * unsigned integers, native order): higher is better, 0 when nothing matched.
 * `weights[j]` scales column j (missing weights count as 1). Uses Lucene's
 * always-positive IDF, `ln(1 + (N − n + ½) / (n + ½))`, so a term present in
 * most documents still adds a little rather than subtracting.
 * Never throws; a blob too short for its own header scores 0.
 */
export function bm25(matchinfo: Uint8Array, weights: readonly number[] = []): number {
  // A DataView, not a Uint32Array: the blob's offset need not be 4-aligned. SQLite writes native
  // order, little-endian on every platform Node ships for.
  const view = new DataView(matchinfo.buffer, matchinfo.byteOffset, matchinfo.byteLength);
  const count = Math.floor(matchinfo.byteLength / 4);
  const words = {
    length: count,
    at: (index: number): number => (index < count ? view.getUint32(index * 4, true) : 0),
  };
  const phrases = words.at(0);
  const columns = words.at(1);
  const rows = words.at(2);
  const averageAt = 3;
  const lengthAt = averageAt + columns;
  const hitsAt = lengthAt + columns;
  if (words.length < hitsAt + 3 * phrases * columns) return 0;
  let score = 0;
  for (let phrase = 0; phrase < phrases; phrase++) {
    for (let column = 0; column < columns; column++) {
      const at = hitsAt + 3 * (phrase * columns + column);
      const frequency = words.at(at);
      if (frequency === 0) continue;
      const containing = words.at(at + 2);
      const average = Math.max(words.at(averageAt + column), 1);
      const length = words.at(lengthAt + column);
      const idf = Math.log(1 + (rows - containing + 0.5) / (containing + 0.5));
      const saturation = (frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / average));
      score += (weights[column] ?? 1) * idf * saturation;
    }
  }
  return score;
}

/**
 * Turns free text into an FTS4 MATCH expression that cannot be a syntax error:
 * each word (letters and digits, lowercased) quoted, at most `maxTerms`, joined
 * by `OR` so BM25 ranks documents by how many and how rare the matched words
 * are. Returns undefined when the text has no word.
 */
export function toMatchQuery(text: string, maxTerms = 32): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, maxTerms);
  if (unique.length === 0) return undefined;
  return unique.map((word) => `"${word}"`).join(" OR ");
}
