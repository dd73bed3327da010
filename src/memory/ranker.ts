/**
 * The in-memory side of the index: postings of every indexed document (term
 * → documents, with the term's frequency in the title and body columns), so
 * a broad query — a feature description, whose common words match most facts
 * — is ranked in a tight loop instead of one sql.js callback per matching
 * row. Built from `index.db` once per open index and kept in step with every
 * sync; it ranks with the same statistics FTS4's `matchinfo` reports and the
 * same {@link termScore}, so both paths agree. Pure data structure, no I/O.
 */
import { termScore, wordsOf } from "./bm25.js";

/** One document as the ranker takes it. */
export interface RankedDocument {
  /** The `docs.id` / FTS4 docid. */
  readonly id: number;
  /** Tie-breakers, newest first, then by key. */
  readonly ts: string;
  readonly key: string;
  readonly title: string;
  readonly body: string;
}

/** A ranked document id and its score. */
export interface RankedId {
  readonly id: number;
  readonly score: number;
}

interface Slot {
  readonly id: number;
  readonly ts: string;
  readonly key: string;
  /** The document's distinct terms, joined by NUL (one string per document, not one per term). */
  readonly terms: string;
}

/** A term's documents: `[slot, title frequency, body frequency]` triples in one flat array. */
interface Posting {
  readonly entries: number[];
  /** Documents with the term in the title (body): FTS4's per-column document count. */
  titleDocs: number;
  bodyDocs: number;
}

/** A title occurrence counts this much in {@link frequencies}' packed counts; a body one counts 1. */
const TITLE_UNIT = 2 ** 26;

/** Term → title and body frequency packed as `title × TITLE_UNIT + body` (one Map, no pairs), into `counts`. */
function frequencies(title: string, body: string, counts: Map<string, number>): Map<string, number> {
  counts.clear();
  for (const word of wordsOf(title)) counts.set(word, (counts.get(word) ?? 0) + TITLE_UNIT);
  for (const word of wordsOf(body)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** One column's statistics while ranking. */
interface Column {
  readonly weight: number;
  readonly rows: number;
  readonly average: number;
  readonly lengths: Float64Array;
}

/** `score` plus the weighted BM25 of a term seen `frequency` times in `column` of the document in `slot`. */
function plus(score: number, frequency: number, containing: number, column: Column, slot: number): number {
  if (frequency === 0) return score;
  const { weight, rows, average } = column;
  return (
    score + weight * termScore({ frequency, containing, rows, average, length: column.lengths[slot] ?? 0 })
  );
}

/** FTS4's `matchinfo` 'a': total tokens over documents, rounded half up to an integer. */
function averageOf(total: number, rows: number): number {
  return rows === 0 ? 0 : Math.floor((total + Math.floor(rows / 2)) / rows);
}

/** Postings of the indexed documents, ranked by BM25 with per-column weights. */
export class Bm25Ranker {
  readonly #weights: readonly [number, number];
  readonly #postings = new Map<string, Posting>();
  readonly #slotOf = new Map<number, number>();
  readonly #slots: (Slot | undefined)[] = [];
  readonly #free: number[] = [];
  /** Scratch space of {@link add}: one Map reused for every document. */
  readonly #counts = new Map<string, number>();
  #titleLengths = new Float64Array(64);
  #bodyLengths = new Float64Array(64);
  /** Scratch space of {@link top}: every slot's score, all zero between queries. */
  #scores = new Float64Array(64);
  #titleTokens = 0;
  #bodyTokens = 0;

  /** @param weights title and body column weights, as the FTS4 path uses them. */
  constructor(weights: readonly [number, number]) {
    this.#weights = weights;
  }

  /** Documents held. */
  get size(): number {
    return this.#slotOf.size;
  }

  /** Adds (or replaces) a document. */
  add(document: RankedDocument): void {
    this.remove(document.id);
    const counts = frequencies(document.title, document.body, this.#counts);
    const slot = this.#free.pop() ?? this.#slots.length;
    this.#grow(slot + 1);
    this.#slots[slot] = {
      id: document.id,
      ts: document.ts,
      key: document.key,
      terms: [...counts.keys()].join("\0"),
    };
    this.#slotOf.set(document.id, slot);
    let titleLength = 0;
    let bodyLength = 0;
    for (const [term, packed] of counts) {
      const inTitle = Math.floor(packed / TITLE_UNIT);
      const inBody = packed % TITLE_UNIT;
      titleLength += inTitle;
      bodyLength += inBody;
      let posting = this.#postings.get(term);
      if (posting === undefined) {
        posting = { entries: [], titleDocs: 0, bodyDocs: 0 };
        this.#postings.set(term, posting);
      }
      posting.entries.push(slot, inTitle, inBody);
      if (inTitle > 0) posting.titleDocs++;
      if (inBody > 0) posting.bodyDocs++;
    }
    this.#titleLengths[slot] = titleLength;
    this.#bodyLengths[slot] = bodyLength;
    this.#titleTokens += titleLength;
    this.#bodyTokens += bodyLength;
  }

  /** Removes a document; nothing when it is not held. */
  remove(id: number): void {
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return;
    const held = this.#slots[slot];
    for (const term of held === undefined || held.terms === "" ? [] : held.terms.split("\0")) {
      const posting = this.#postings.get(term);
      if (posting === undefined) continue;
      const { entries } = posting;
      let at = 0;
      while (at < entries.length && entries[at] !== slot) at += 3;
      if (at >= entries.length) continue;
      if ((entries[at + 1] ?? 0) > 0) posting.titleDocs--;
      if ((entries[at + 2] ?? 0) > 0) posting.bodyDocs--;
      // Order within a posting does not matter: move the last triple in.
      const last = entries.length - 3;
      for (let offset = 0; offset < 3; offset++) entries[at + offset] = entries[last + offset] ?? 0;
      entries.length = last;
      if (last === 0) this.#postings.delete(term);
    }
    this.#titleTokens -= this.#titleLengths[slot] ?? 0;
    this.#bodyTokens -= this.#bodyLengths[slot] ?? 0;
    this.#slots[slot] = undefined;
    this.#slotOf.delete(id);
    this.#free.push(slot);
  }

  /** How many documents hold any of `terms` (counted once per term): the work a query costs. */
  matches(terms: readonly string[]): number {
    return terms.reduce((sum, term) => sum + (this.#postings.get(term)?.entries.length ?? 0) / 3, 0);
  }

  /**
   * The `k` best documents for `terms`, best first (score, then newest `ts`,
   * then key); documents matching none are left out.
   */
  top(terms: readonly string[], k: number): RankedId[] {
    const rows = this.#slotOf.size;
    const scores = this.#scores;
    const touched: number[] = [];
    const title: Column = {
      weight: this.#weights[0],
      rows,
      average: averageOf(this.#titleTokens, rows),
      lengths: this.#titleLengths,
    };
    const body: Column = {
      ...title,
      weight: this.#weights[1],
      average: averageOf(this.#bodyTokens, rows),
      lengths: this.#bodyLengths,
    };
    for (const term of terms) {
      const posting = this.#postings.get(term);
      if (posting === undefined) continue;
      const { entries } = posting;
      for (let at = 0; at < entries.length; at += 3) {
        const slot = entries[at] ?? 0;
        if (scores[slot] === 0) touched.push(slot);
        // The same additions, in the same order, as bm25() over matchinfo: title, then body.
        const titled = plus(scores[slot] ?? 0, entries[at + 1] ?? 0, posting.titleDocs, title, slot);
        scores[slot] = plus(titled, entries[at + 2] ?? 0, posting.bodyDocs, body, slot);
      }
    }
    const best = this.#best(touched, scores, k);
    for (const slot of touched) scores[slot] = 0;
    return best;
  }

  #best(touched: readonly number[], scores: Float64Array, k: number): RankedId[] {
    const best: number[] = [];
    const before = (a: number, b: number): boolean => {
      const sa = scores[a] ?? 0;
      const sb = scores[b] ?? 0;
      if (sa !== sb) return sa > sb;
      const da = this.#slots[a];
      const db = this.#slots[b];
      if (da === undefined || db === undefined) return false;
      if (da.ts !== db.ts) return da.ts > db.ts;
      return da.key < db.key;
    };
    for (const slot of touched) {
      if (best.length === k && !before(slot, best[k - 1] ?? slot)) continue;
      let at = best.length;
      while (at > 0 && before(slot, best[at - 1] ?? slot)) at--;
      best.splice(at, 0, slot);
      if (best.length > k) best.pop();
    }
    return best.map((slot) => ({ id: this.#slots[slot]?.id ?? -1, score: scores[slot] ?? 0 }));
  }

  #grow(capacity: number): void {
    if (capacity <= this.#titleLengths.length) return;
    const size = Math.max(capacity, this.#titleLengths.length * 2);
    const title = new Float64Array(size);
    const body = new Float64Array(size);
    this.#scores = new Float64Array(size);
    title.set(this.#titleLengths);
    body.set(this.#bodyLengths);
    this.#titleLengths = title;
    this.#bodyLengths = body;
  }
}
