/**
 * The reference graph of a repo map, factored through identifiers. Aider's
 * graph has an edge from every file referencing an identifier to every file
 * defining it (`get`, defined in 88 files and used in 293, alone makes 25k
 * edges); here each identifier keeps its definers and its weighted
 * referencers once, in flat typed arrays, and rank is spread through the
 * identifier: O(references + definitions) per PageRank iteration instead of
 * O(edges), with the same result. Pure.
 */
import type { TagIds } from "../tags/name-ids.js";

/** Aider's weight for the self-loop of a definition nobody references. */
export const UNREFERENCED_WEIGHT = 0.1;

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

/** How the graph is weighted: per identifier (`weightOf`), the focus files, the focus boost. */
export interface GraphWeights {
  readonly weightOf: (name: string, definers: number) => number;
  readonly focus: ReadonlySet<number>;
  readonly boost: boolean;
}

/** The graph of some files' tags, and its identifiers. */
export interface IdentIndex {
  readonly graph: IdentGraph;
  /** By identifier id (numbered by first appearance): its name. */
  readonly names: readonly string[];
  /** By id in the name table the tags use: the identifier id, or -1 when no file names it. */
  readonly local: Int32Array;
}

/** Identifier ids by first appearance (file by file, definitions then references), and how many definers and references each has. */
function numberIdents(files: readonly (TagIds | undefined)[], tableNames: readonly string[]) {
  const local = new Int32Array(tableNames.length).fill(-1);
  const names: string[] = [];
  const defCount = new Int32Array(tableNames.length);
  const refCount = new Int32Array(tableNames.length);
  const lastDefiner = new Int32Array(tableNames.length).fill(-1);
  const idOf = (global: number): number => {
    let id = local[global] ?? -1;
    if (id < 0) {
      id = names.length;
      local[global] = id;
      names.push(tableNames[global] ?? "");
    }
    return id;
  };
  let refs = 0;
  files.forEach((ids, file) => {
    if (ids === undefined) return;
    for (const global of ids.defs) {
      const id = idOf(global);
      // A file defining a name twice (overloads) is one definer.
      if (lastDefiner[id] !== file) defCount[id] = (defCount[id] ?? 0) + 1;
      lastDefiner[id] = file;
    }
    for (const global of ids.refs) {
      const id = idOf(global);
      refCount[id] = (refCount[id] ?? 0) + 1;
    }
    refs += ids.refs.length;
  });
  return { local, names, defCount, refCount, noRefs: refs === 0 };
}

/** Start offsets of runs of the given lengths, one more than there are runs. */
function starts(count: number, length: (index: number) => number): Int32Array {
  const start = new Int32Array(count + 1);
  for (let index = 0; index < count; index += 1) start[index + 1] = (start[index] ?? 0) + length(index);
  return start;
}

/**
 * Builds the {@link IdentGraph} of the files' tags (by file index; ids into `tableNames`),
 * in flat arrays filled in file order. Identifiers are numbered by first appearance,
 * whatever ids the table gave them: the order that fixes every float sum below. References
 * to identifiers nobody defines are dropped; a tree with no references at all counts each
 * definition as one reference from its own file, as Aider does.
 */
export function buildIdentGraph(
  files: readonly (TagIds | undefined)[],
  tableNames: readonly string[],
  weights: GraphWeights,
): IdentIndex {
  const { local, names, defCount, refCount, noRefs } = numberIdents(files, tableNames);
  const identCount = names.length;
  const defStart = starts(identCount, (id) => defCount[id] ?? 0);
  const kept = (id: number): number =>
    (defCount[id] ?? 0) === 0 ? 0 : noRefs ? (defCount[id] ?? 0) : (refCount[id] ?? 0);
  const refStart = starts(identCount, kept);
  const defFile = new Int32Array(defStart[identCount] ?? 0);
  const refFile = new Int32Array(refStart[identCount] ?? 0);
  const refTimes = new Int32Array(refFile.length).fill(1);
  const defAt = defStart.slice(0, identCount);
  const refAt = refStart.slice(0, identCount);
  files.forEach((ids, file) => {
    if (ids === undefined) return;
    for (const global of ids.defs) {
      const id = local[global] ?? 0;
      const at = defAt[id] ?? 0;
      if (at > (defStart[id] ?? 0) && defFile[at - 1] === file) continue;
      defFile[at] = file;
      defAt[id] = at + 1;
    }
    ids.refs.forEach((global, index) => {
      const id = local[global] ?? 0;
      if (noRefs || (defCount[id] ?? 0) === 0) return;
      const at = refAt[id] ?? 0;
      refFile[at] = file;
      refTimes[at] = ids.counts[index] ?? 1;
      refAt[id] = at + 1;
    });
  });
  if (noRefs) refFile.set(defFile);
  const shape = { identCount, defStart, defFile, refStart, refFile };
  return { graph: weigh(shape, refTimes, names, weights, files.length), names, local };
}

/** The weights of the references and the self-loops of definitions nobody references. */
function weigh(
  shape: Pick<IdentGraph, "identCount" | "defStart" | "defFile" | "refStart" | "refFile">,
  refTimes: Int32Array,
  names: readonly string[],
  weights: GraphWeights,
  fileCount: number,
): IdentGraph {
  const inFocus = new Uint8Array(fileCount);
  for (const file of weights.focus) inFocus[file] = 1;
  const loops = new Float64Array(fileCount);
  const refWeight = new Float64Array(shape.refFile.length);
  const { defStart, defFile, refStart, refFile } = shape;
  // Plain loops over typed arrays, no destructuring: this runs once per process, mostly before V8 optimises it.
  for (let ident = 0; ident < shape.identCount; ident += 1) {
    const firstDef = defStart[ident] ?? 0;
    const endDef = defStart[ident + 1] ?? 0;
    const firstRef = refStart[ident] ?? 0;
    const endRef = refStart[ident + 1] ?? 0;
    if (endDef === firstDef) continue;
    if (endRef === firstRef) {
      for (let k = firstDef; k < endDef; k += 1) {
        const definer = defFile[k] ?? 0;
        loops[definer] = (loops[definer] ?? 0) + UNREFERENCED_WEIGHT;
      }
      continue;
    }
    const base = weights.weightOf(names[ident] ?? "", endDef - firstDef);
    for (let k = firstRef; k < endRef; k += 1)
      refWeight[k] = base * Math.sqrt(refTimes[k] ?? 1) * (inFocus[refFile[k] ?? 0] === 1 ? 50 : 1);
  }
  return { ...shape, fileCount, refWeight, inFocus, boost: weights.boost, loops };
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
  into?: { readonly plain: Float64Array; readonly boosted: Float64Array },
): { readonly plain: Float64Array; readonly boosted: Float64Array } {
  const plain = into?.plain ?? new Float64Array(graph.identCount);
  const boosted = into?.boosted ?? new Float64Array(graph.identCount);
  const { refStart, refFile, refWeight, inFocus, boost } = graph;
  for (let ident = 0; ident < graph.identCount; ident += 1) {
    let sum = 0;
    let focusSum = 0;
    const end = refStart[ident + 1] ?? 0;
    for (let k = refStart[ident] ?? 0; k < end; k += 1) {
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

/**
 * {@link spreadThrough} without the focus boost: each identifier's share, summed over its
 * references in order, reaches each definer as is — the same sums in the same order, in
 * one loop with nothing else in it (it runs ~50 times per ranking, mostly before V8 has
 * optimised it).
 */
function spreadPlain(graph: IdentGraph): (scaled: Float64Array, next: Float64Array) => void {
  const { identCount, refStart, refFile, refWeight, defStart, defFile } = graph;
  return (scaled, next) => {
    let ref = 0;
    let def = 0;
    for (let ident = 0; ident < identCount; ident += 1) {
      const refEnd = refStart[ident + 1] ?? 0;
      let share = 0;
      for (; ref < refEnd; ref += 1) share += (scaled[refFile[ref] ?? 0] ?? 0) * (refWeight[ref] ?? 0);
      const defEnd = defStart[ident + 1] ?? 0;
      if (share === 0) {
        def = defEnd;
        continue;
      }
      for (; def < defEnd; def += 1) {
        const definer = defFile[def] ?? 0;
        next[definer] = (next[definer] ?? 0) + share;
      }
    }
  };
}

/** Spreads rank along every edge: for PageRank. */
export function spreadThrough(graph: IdentGraph): (scaled: Float64Array, next: Float64Array) => void {
  if (!graph.boost) return spreadPlain(graph);
  // One pair of buffers for every iteration.
  const buffers = { plain: new Float64Array(graph.identCount), boosted: new Float64Array(graph.identCount) };
  return (scaled, next) => {
    const shares = identShares(graph, scaled, buffers);
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
