/**
 * Identifiers as integer ids into a name table, so that ranking reads a
 * file's references as numbers: no JSON to parse and no string to hash per
 * reference. The tag cache keeps the table (`tag-cache.ts`); ids only grow
 * (a new name gets the next id), so a cached line's ids stay valid as long as
 * it is read with the table written beside it. Which id a name has never
 * changes a ranking: `ident-graph.ts` numbers identifiers afresh by first
 * appearance over the sorted files, the order that fixes the float sums.
 */
import type { FileTags } from "./extract-tags.js";

/** Names by id and ids by name. Grows; an id never changes. */
export interface NameTable {
  readonly names: string[];
  readonly ids: Map<string, number>;
}

/** One file's tags as ids: its definitions' names in order, its references in order with their counts. */
export interface TagIds {
  readonly defs: Int32Array;
  readonly refs: Int32Array;
  readonly counts: Int32Array;
}

/** A table holding `names` (ids in that order; a repeated name keeps its first id). */
export function nameTable(names: readonly string[] = []): NameTable {
  const table: NameTable = { names: [...names], ids: new Map() };
  names.forEach((name, id) => {
    if (!table.ids.has(name)) table.ids.set(name, id);
  });
  return table;
}

/** The id of `name`, added to the table when new. */
export function idOf(table: NameTable, name: string): number {
  let id = table.ids.get(name);
  if (id === undefined) {
    id = table.names.length;
    table.names.push(name);
    table.ids.set(name, id);
  }
  return id;
}

/** The ids of `tags`: references in the order `for…in` walks them, as ranking always has. */
export function tagIds(table: NameTable, tags: FileTags): TagIds {
  const defs = Int32Array.from(tags.defs, (def) => idOf(table, def.name));
  const refs: number[] = [];
  const counts: number[] = [];
  for (const name in tags.refs) {
    refs.push(idOf(table, name));
    counts.push(tags.refs[name] ?? 1);
  }
  return { defs, refs: Int32Array.from(refs), counts: Int32Array.from(counts) };
}

/**
 * Tags as text: the base64 of 32-bit integers (platform byte order, as the
 * cache is per machine) — the number of definitions, their ids, the
 * references' ids, then their counts. Decoded natively into views, without a
 * loop over the numbers in JavaScript: ranking decodes every file's on each
 * run that ranks, in a process too young for V8 to have optimised any loop.
 */
export function encodeIds(ids: TagIds): string {
  const numbers = new Int32Array(1 + ids.defs.length + 2 * ids.refs.length);
  numbers[0] = ids.defs.length;
  numbers.set(ids.defs, 1);
  numbers.set(ids.refs, 1 + ids.defs.length);
  numbers.set(ids.counts, 1 + ids.defs.length + ids.refs.length);
  return Buffer.from(numbers.buffer).toString("base64");
}

/** The least and greatest of `numbers` (sorted natively, on a copy); none when empty. */
function bounds(numbers: Int32Array): readonly [number, number] | undefined {
  if (numbers.length === 0) return undefined;
  const sorted = numbers.slice().sort();
  return [sorted[0] ?? 0, sorted[sorted.length - 1] ?? 0];
}

/**
 * The tags of {@link encodeIds}'s `text`; undefined when it is not that format
 * or names an id the table (of `tableSize` names) does not have.
 */
export function decodeIds(text: string, tableSize: number): TagIds | undefined {
  const bytes = Buffer.from(text, "base64");
  if (bytes.length % 4 !== 0 || bytes.length === 0) return undefined;
  // Copied: an Int32Array needs a 4-byte aligned buffer of its own.
  const numbers = new Int32Array(new Uint8Array(bytes).buffer);
  const defCount = numbers[0] ?? -1;
  const refCount = (numbers.length - 1 - defCount) / 2;
  if (defCount < 0 || !Number.isInteger(refCount) || refCount < 0) return undefined;
  const ids = bounds(numbers.subarray(1, 1 + defCount + refCount));
  const counts = numbers.subarray(1 + defCount + refCount);
  if (ids !== undefined && (ids[0] < 0 || ids[1] >= tableSize)) return undefined;
  if ((bounds(counts)?.[0] ?? 1) < 1) return undefined;
  return {
    defs: numbers.subarray(1, 1 + defCount),
    refs: numbers.subarray(1 + defCount, 1 + defCount + refCount),
    counts,
  };
}
