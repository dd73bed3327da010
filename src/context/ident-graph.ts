/**
 * The reference graph of a repo map, factored through identifiers. Aider's
 * graph has an edge from every file referencing an identifier to every file
 * defining it (`get`, defined in 88 files and used in 293, alone makes 25k
 * edges); here each identifier keeps its definers and its weighted
 * referencers once, in flat typed arrays, and rank is spread through the
 * identifier: O(references + definitions) per PageRank iteration instead of
 * O(edges), with the same result. Pure.
 */
import type { TagIds } from "./name-ids.js";

/** Aider's weight for the self-loop of a definition nobody references. */
export const UNREFERENCED_WEIGHT = 0.1;

/** Identifiers and the files that define and reference them. */
export interface IdentTables {
  /** By identifier id (numbered by first appearance): its name. */
  readonly names: readonly string[];
  /** By id in the name table the files' tags use: the identifier id, or -1 when no file names it. */
  readonly local: Int32Array;
  /** By identifier id: the files defining it (indices, no repeats). */
  readonly definers: readonly (readonly number[])[];
  /** By identifier id: the files referencing it, and how often each does. */
  readonly referencers: readonly { readonly files: readonly number[]; readonly counts: readonly number[] }[];
}

/**
 * The factored graph. Identifier `i` is defined by `defFile[defStart[i]..defStart[i+1])`
 * and referenced by `refFile[refStart[i]..refStart[i+1])`, each reference weighted by
 * `refWeight` (identifier weight × sqrt(count) × 50 from a focus file). An edge
 * `r → d` of identifier `i` weighs `refWeight` of `r`, ×3 with the focus boost when
 * `r` or `d` is in focus.
 */
export interface IdentGraph {
  readonly fileCount: number;
  readonly identCount: number;
  readonly defStart: Int32Array;
  readonly defFile: Int32Array;
  readonly refStart: Int32Array;
  readonly refFile: Int32Array;
  readonly refWeight: Float64Array;
  /** 1 for a file in focus. */
  readonly inFocus: Uint8Array;
  /** The focus boost variant is on. */
  readonly boost: boolean;
  /** Per file: self-loops of its definitions nobody references (they share rank out, but are no edges). */
  readonly loops: Float64Array;
}

/**

/**
 * Collects every identifier's definers and referencers from the files' tags (by file index; ids
 * into `tableNames`). Identifiers are numbered by first appearance: file by file, definitions
 * then references, whatever ids the table gave them.
 */
export function collectIdents(
  files: readonly (TagIds | undefined)[],
  tableNames: readonly string[],
): IdentTables {
  const local = new Int32Array(tableNames.length).fill(-1);
  const names: string[] = [];
  const definers: number[][] = [];
  const referencers: { files: number[]; counts: number[] }[] = [];
  const idOf = (global: number): number => {
    let id = local[global] ?? -1;
    if (id < 0) {
      id = names.length;
      local[global] = id;
      names.push(tableNames[global] ?? "");
      definers.push([]);
      referencers.push({ files: [], counts: [] });
    }
    return id;
  };
  files.forEach((ids, file) => {
    if (ids === undefined) return;
    for (const global of ids.defs) {
      const list = definers[idOf(global)];
      if (list !== undefined && list[list.length - 1] !== file) list.push(file);
    }
    const { refs, counts } = ids;
    for (let index = 0; index < refs.length; index += 1) {
      const entry = referencers[idOf(refs[index] ?? 0)];
      entry?.files.push(file);
      entry?.counts.push(counts[index] ?? 1);
    }
  });
  // A tree whose query finds no references at all: count each definition as one, as Aider does.
  if (referencers.every((entry) => entry.files.length === 0)) {
    definers.forEach((list, ident) => (referencers[ident] = { files: [...list], counts: list.map(() => 1) }));
  }
  return { names, local, definers, referencers };
}

/** How the graph is weighted: per identifier (`weightOf`), the focus files, the focus boost. */
export interface GraphWeights {
  readonly weightOf: (name: string, definers: number) => number;
  readonly focus: ReadonlySet<number>;
  readonly boost: boolean;
}

/** Flattens the tables into an {@link IdentGraph} (identifier ids unchanged; references to identifiers nobody defines are dropped). */
export function buildIdentGraph(tables: IdentTables, fileCount: number, weights: GraphWeights): IdentGraph {
  const inFocus = new Uint8Array(fileCount);
  for (const file of weights.focus) inFocus[file] = 1;
  const defFile: number[] = [];
  const refFile: number[] = [];
  const refWeight: number[] = [];
  const defStart = [0];
  const refStart = [0];
  const loops = new Float64Array(fileCount);
  tables.names.forEach((name, ident) => {
    const definers = tables.definers[ident] ?? [];
    const referencers = tables.referencers[ident] ?? { files: [], counts: [] };
    // An identifier nobody defines keeps its id, with no definers and (its references lead nowhere) no references.
    defFile.push(...definers);
    defStart.push(defFile.length);
    if (definers.length > 0 && referencers.files.length === 0) {
      for (const definer of definers) loops[definer] = (loops[definer] ?? 0) + UNREFERENCED_WEIGHT;
    } else if (definers.length > 0) {
      const base = weights.weightOf(name, definers.length);
      referencers.files.forEach((from, position) => {
        refFile.push(from);
        refWeight.push(base * Math.sqrt(referencers.counts[position] ?? 1) * (inFocus[from] === 1 ? 50 : 1));
      });
    }
    refStart.push(refFile.length);
  });
  return {
    fileCount,
    identCount: defStart.length - 1,
    defStart: Int32Array.from(defStart),
    defFile: Int32Array.from(defFile),
    refStart: Int32Array.from(refStart),
    refFile: Int32Array.from(refFile),
    refWeight: Float64Array.from(refWeight),
    inFocus,
    boost: weights.boost,
    loops,
  };
}

/** The total weight of each file's out-edges (self-loops not included). */
export function outWeights(graph: IdentGraph): Float64Array {
  const out = new Float64Array(graph.fileCount);
  const { defStart, defFile, refStart, refFile, refWeight, inFocus, boost } = graph;
  for (let ident = 0; ident < graph.identCount; ident += 1) {
    const first = defStart[ident] ?? 0;
    const definers = (defStart[ident + 1] ?? 0) - first;
    let focused = 0;
    if (boost) for (let k = first; k < first + definers; k += 1) focused += inFocus[defFile[k] ?? 0] ?? 0;
    for (let k = refStart[ident] ?? 0; k < (refStart[ident + 1] ?? 0); k += 1) {
      const from = refFile[k] ?? 0;
      const edges = !boost ? definers : inFocus[from] === 1 ? 3 * definers : definers + 2 * focused;
      out[from] = (out[from] ?? 0) + (refWeight[k] ?? 0) * edges;
    }
  }
  return out;
}

/**
 * Per identifier, the rank it carries from its referencers, given each file's
 * rank per unit of out-weight (`scaled`): `plain` reaches every definer as is
 * (×3 for a focus definer with the boost), `boosted` came from focus files with
 * the boost and reaches every definer as is.
 */
export function identShares(
  graph: IdentGraph,
  scaled: Float64Array,
): { readonly plain: Float64Array; readonly boosted: Float64Array } {
  const plain = new Float64Array(graph.identCount);
  const boosted = new Float64Array(graph.identCount);
  const { refStart, refFile, refWeight, inFocus, boost } = graph;
  for (let ident = 0; ident < graph.identCount; ident += 1) {
    let sum = 0;
    let focusSum = 0;
    for (let k = refStart[ident] ?? 0; k < (refStart[ident + 1] ?? 0); k += 1) {
      const from = refFile[k] ?? 0;
      const value = (scaled[from] ?? 0) * (refWeight[k] ?? 0);
      if (boost && inFocus[from] === 1) focusSum += 3 * value;
      else sum += value;
    }
    plain[ident] = sum;
    boosted[ident] = focusSum;
  }
  return { plain, boosted };
}

/** What one definer of `ident` receives from the shares. */
export function shareOf(
  graph: IdentGraph,
  shares: ReturnType<typeof identShares>,
  ident: number,
  definer: number,
): number {
  const factor = graph.boost && graph.inFocus[definer] === 1 ? 3 : 1;
  return (shares.plain[ident] ?? 0) * factor + (shares.boosted[ident] ?? 0);
}

/** Spreads rank along every edge: for PageRank. */
export function spreadThrough(graph: IdentGraph): (scaled: Float64Array, next: Float64Array) => void {
  return (scaled, next) => {
    const shares = identShares(graph, scaled);
    const { defStart, defFile } = graph;
    const { plain, boosted } = shares;
    for (let ident = 0; ident < graph.identCount; ident += 1) {
      const share = plain[ident] ?? 0;
      if (share === 0 && (boosted[ident] ?? 0) === 0) continue;
      const end = defStart[ident + 1] ?? 0;
      for (let k = defStart[ident] ?? 0; k < end; k += 1) {
        const definer = defFile[k] ?? 0;
        // Without the boost a definer's share is `plain` as is (what shareOf gives, bit for bit).
        const value = graph.boost ? shareOf(graph, shares, ident, definer) : share;
        next[definer] = (next[definer] ?? 0) + value;
      }
    }
  };
}
