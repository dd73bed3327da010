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
 * cache is per machine) — the number of definitions, their ids, then each
 * reference's id and count. Decoded natively, not character by character:
 * ranking decodes every file's on each run that ranks.
 */
export function encodeIds(ids: TagIds): string {
  const numbers = new Int32Array(1 + ids.defs.length + 2 * ids.refs.length);
  numbers[0] = ids.defs.length;
  numbers.set(ids.defs, 1);
  const base = 1 + ids.defs.length;
  ids.refs.forEach((id, index) => {
    numbers[base + 2 * index] = id;
    numbers[base + 2 * index + 1] = ids.counts[index] ?? 1;
  });
  return Buffer.from(numbers.buffer).toString("base64");
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
  const defs = numbers.subarray(1, 1 + defCount);
  const refs = new Int32Array(refCount);
  const counts = new Int32Array(refCount);
  for (let index = 0; index < refCount; index += 1) {
    refs[index] = numbers[1 + defCount + 2 * index] ?? -1;
    counts[index] = numbers[2 + defCount + 2 * index] ?? 0;
  }
  for (const id of defs) if (id < 0 || id >= tableSize) return undefined;
  for (const id of refs) if (id < 0 || id >= tableSize) return undefined;
  for (const count of counts) if (count < 1) return undefined;
  return { defs, refs, counts };
}
