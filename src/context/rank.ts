/**
 * Ranks files and their definitions the way Aider's repo map does: an edge
 * from each file that references an identifier to each file that defines it,
 * weighted by sqrt(reference count) and by how telling the identifier is;
 * personalised PageRank over files; each file's rank shared out over its
 * out-edges to credit (definer, identifier) pairs. Two extras from Alfred's
 * spec can be switched on: the ubiquity penalty (÷ sqrt(number of definers))
 * and the focus boost (×3 on edges touching a focus file). Pure.
 */
import type { FileTags, SymbolDef } from "./extract-tags.js";
import { pageRank, type WeightedEdge } from "./pagerank.js";

/** Which weighting to use (see the README for which ranks better, and how we measured). */
export interface RankVariant {
  /** Divide every edge by sqrt(number of files defining the identifier). */
  readonly ubiquityPenalty: boolean;
  /** Multiply edges from or to a focus file by 3. */
  readonly focusBoost: boolean;
}

/** What a ranking is asked about. */
export interface RankInput {
  /** Tags by workspace-relative path. */
  readonly tags: ReadonlyMap<string, FileTags>;
  /** Workspace-relative paths in focus (being edited, named in the task). */
  readonly focus?: ReadonlySet<string>;
  /** Identifiers mentioned in the task. */
  readonly mentioned?: ReadonlySet<string>;
  readonly variant?: RankVariant;
}

/** A definition with its share of rank. */
export interface RankedSymbol extends SymbolDef {
  readonly rank: number;
}

/** A file, its PageRank, and its definitions (highest rank first). */
export interface RankedFile {
  readonly path: string;
  readonly rank: number;
  readonly symbols: readonly RankedSymbol[];
}

/** Aider's weight for the self-loop of a definition nobody references. */
const UNREFERENCED_WEIGHT = 0.1;

/** Aider's weighting alone: measured best on our trees (README). */
export const DEFAULT_VARIANT: RankVariant = { ubiquityPenalty: false, focusBoost: false };

/**
 * The per-identifier edges, as parallel arrays of numbers (a large tree has
 * ~100k of them; objects made the garbage collector the main cost of a warm run).
 * `loopFile`/`loopIdent` are Aider's self-loops for definitions nobody references:
 * they share rank out, but are no PageRank edges.
 */
interface IdentEdges {
  readonly from: number[];
  readonly to: number[];
  readonly weight: number[];
  readonly ident: number[];
  readonly loopFile: number[];
  readonly loopIdent: number[];
}

/** ×10 for long names in snake, kebab or camel case: specific names say more than `get` or `run`. */
function identifierWeight(ident: string, definers: number, mentioned: ReadonlySet<string>): number {
  let weight = 1;
  const hasLetter = /[a-zA-Z]/.test(ident);
  const snake = ident.includes("_") && hasLetter;
  const kebab = ident.includes("-") && hasLetter;
  const camel = /[A-Z]/.test(ident) && /[a-z]/.test(ident);
  if (mentioned.has(ident)) weight *= 10;
  if ((snake || kebab || camel) && ident.length >= 8) weight *= 10;
  if (ident.startsWith("_")) weight *= 0.1;
  if (definers > 5) weight *= 0.1;
  return weight;
}

interface Tables {
  /** Identifier → its id. */
  readonly ids: Map<string, number>;
  /** By identifier id: the files defining it (indices, no repeats). */
  readonly definers: number[][];
  /** By identifier id: the files referencing it, and how often each does. */
  readonly referencers: { readonly files: number[]; readonly counts: number[] }[];
  readonly names: string[];
}

function collect(paths: readonly string[], tags: ReadonlyMap<string, FileTags>): Tables {
  const ids = new Map<string, number>();
  const names: string[] = [];
  const definers: number[][] = [];
  const referencers: { files: number[]; counts: number[] }[] = [];
  const idOf = (name: string): number => {
    let id = ids.get(name);
    if (id === undefined) {
      id = names.length;
      ids.set(name, id);
      names.push(name);
      definers.push([]);
      referencers.push({ files: [], counts: [] });
    }
    return id;
  };
  paths.forEach((path, file) => {
    const fileTags = tags.get(path);
    if (fileTags === undefined) return;
    for (const def of fileTags.defs) {
      const list = definers[idOf(def.name)];
      if (list !== undefined && list[list.length - 1] !== file) list.push(file);
    }
    for (const [name, count] of Object.entries(fileTags.refs)) {
      const entry = referencers[idOf(name)];
      entry?.files.push(file);
      entry?.counts.push(count);
    }
  });
  return { ids, definers, referencers, names };
}

function buildEdges(tables: Tables, paths: readonly string[], input: RankInput): IdentEdges {
  const focus = new Set(paths.flatMap((path, file) => (input.focus?.has(path) === true ? [file] : [])));
  const mentioned = input.mentioned ?? new Set<string>();
  const variant = input.variant ?? DEFAULT_VARIANT;
  const edges: IdentEdges = { from: [], to: [], weight: [], ident: [], loopFile: [], loopIdent: [] };
  tables.names.forEach((name, ident) => {
    const definers = tables.definers[ident] ?? [];
    const referencers = tables.referencers[ident] ?? { files: [], counts: [] };
    if (definers.length === 0) return;
    if (referencers.files.length === 0) {
      for (const definer of definers) {
        edges.loopFile.push(definer);
        edges.loopIdent.push(ident);
      }
      return;
    }
    let base = identifierWeight(name, definers.length, mentioned);
    if (variant.ubiquityPenalty) base /= Math.sqrt(definers.length);
    referencers.files.forEach((from, position) => {
      const fromFocus = focus.has(from);
      const weight = base * Math.sqrt(referencers.counts[position] ?? 1) * (fromFocus ? 50 : 1);
      for (const definer of definers) {
        const boost = variant.focusBoost && (fromFocus || focus.has(definer)) ? 3 : 1;
        edges.from.push(from);
        edges.to.push(definer);
        edges.weight.push(weight * boost);
        edges.ident.push(ident);
      }
    });
  });
  return edges;
}

/**
 * Ranks every file in `input.tags`, highest first (ties by path); each file
 * lists its definitions by their share of rank, highest first.
 */
export function rankFiles(input: RankInput): RankedFile[] {
  const paths = [...input.tags.keys()].sort();
  const tables = collect(paths, input.tags);
  // A tree whose query finds no references at all: count each definition as one, as Aider does.
  if (tables.referencers.every((entry) => entry.files.length === 0)) {
    tables.definers.forEach((files, ident) => {
      tables.referencers[ident] = { files: [...files], counts: files.map(() => 1) };
    });
  }
  const edges = buildEdges(tables, paths, input);
  const fileRank = pageRank(paths.length, fileGraph(edges, paths.length), personalization(paths, input));
  const outWeight = new Float64Array(paths.length);
  edges.from.forEach((from, edge) => (outWeight[from] = (outWeight[from] ?? 0) + (edges.weight[edge] ?? 0)));
  edges.loopFile.forEach((file) => (outWeight[file] = (outWeight[file] ?? 0) + UNREFERENCED_WEIGHT));
  const identCount = tables.names.length;
  const symbolRank = new Map<number, number>();
  const credit = (from: number, to: number, ident: number, weight: number): void => {
    const key = to * identCount + ident;
    symbolRank.set(
      key,
      (symbolRank.get(key) ?? 0) + ((fileRank[from] ?? 0) * weight) / (outWeight[from] || 1),
    );
  };
  edges.from.forEach((from, edge) =>
    credit(from, edges.to[edge] ?? 0, edges.ident[edge] ?? 0, edges.weight[edge] ?? 0),
  );
  edges.loopFile.forEach((file, loop) => credit(file, file, edges.loopIdent[loop] ?? 0, UNREFERENCED_WEIGHT));
  const ranked = paths.map((path, file): RankedFile => {
    const symbols = (input.tags.get(path)?.defs ?? []).map((def) => ({
      ...def,
      rank: symbolRank.get(file * identCount + (tables.ids.get(def.name) ?? 0)) ?? 0,
    }));
    symbols.sort((a, b) => b.rank - a.rank || a.line - b.line);
    return { path, rank: fileRank[file] ?? 0, symbols };
  });
  return ranked.sort((a, b) => b.rank - a.rank || (a.path < b.path ? -1 : 1));
}

/**
 * One edge per (referencer, definer) pair, weights summed: PageRank iterates
 * over this list a hundred times, and a common name (`create`, `Error`) defined
 * in many files would otherwise multiply the per-identifier edges.
 */
function fileGraph(edges: IdentEdges, nodeCount: number): WeightedEdge[] {
  const summed = new Map<number, number>();
  edges.from.forEach((from, edge) => {
    const key = from * nodeCount + (edges.to[edge] ?? 0);
    summed.set(key, (summed.get(key) ?? 0) + (edges.weight[edge] ?? 0));
  });
  return [...summed].map(([key, weight]) => ({
    from: Math.floor(key / nodeCount),
    to: key % nodeCount,
    weight,
  }));
}

/** Focus files, and files whose path parts are mentioned identifiers, get the teleport mass. */
function personalization(paths: readonly string[], input: RankInput): number[] | undefined {
  const focus = input.focus ?? new Set<string>();
  const mentioned = input.mentioned ?? new Set<string>();
  if (focus.size === 0 && mentioned.size === 0) return undefined;
  const share = 100 / Math.max(1, paths.length);
  const weights = paths.map((path) => {
    let weight = focus.has(path) ? share : 0;
    const parts = path.split("/");
    const base = parts[parts.length - 1] ?? path;
    const stem = base.includes(".") ? base.slice(0, base.lastIndexOf(".")) : base;
    if ([...parts, stem].some((part) => mentioned.has(part))) weight += share;
    return weight;
  });
  return weights.some((weight) => weight > 0) ? weights : undefined;
}
