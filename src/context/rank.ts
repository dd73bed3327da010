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

/** Aider's weighting alone: measured best on our trees (README). */
export const DEFAULT_VARIANT: RankVariant = { ubiquityPenalty: false, focusBoost: false };

interface IdentEdge extends WeightedEdge {
  readonly ident: string;
  /** Aider's self-loop for a definition nobody references: shares rank, but is no PageRank edge. */
  readonly unreferenced?: true;
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

function collect(tags: ReadonlyMap<string, FileTags>): {
  readonly defines: Map<string, Set<string>>;
  readonly references: Map<string, Map<string, number>>;
} {
  const defines = new Map<string, Set<string>>();
  const references = new Map<string, Map<string, number>>();
  for (const [path, fileTags] of tags) {
    for (const def of fileTags.defs) {
      let set = defines.get(def.name);
      if (set === undefined) defines.set(def.name, (set = new Set()));
      set.add(path);
    }
    for (const [name, count] of Object.entries(fileTags.refs)) {
      let byFile = references.get(name);
      if (byFile === undefined) references.set(name, (byFile = new Map<string, number>()));
      byFile.set(path, (byFile.get(path) ?? 0) + count);
    }
  }
  return { defines, references };
}

function buildEdges(
  index: ReadonlyMap<string, number>,
  defines: ReadonlyMap<string, ReadonlySet<string>>,
  references: ReadonlyMap<string, ReadonlyMap<string, number>>,
  input: RankInput,
): IdentEdge[] {
  const focus = input.focus ?? new Set<string>();
  const mentioned = input.mentioned ?? new Set<string>();
  const variant = input.variant ?? DEFAULT_VARIANT;
  const edges: IdentEdge[] = [];
  for (const [ident, definers] of defines) {
    const referencers = references.get(ident);
    if (referencers === undefined) {
      // Defined but never referenced: a weak self-loop keeps it rankable (Aider does the same).
      for (const definer of definers) {
        const node = index.get(definer) ?? 0;
        edges.push({ from: node, to: node, weight: 0.1, ident, unreferenced: true });
      }
      continue;
    }
    let base = identifierWeight(ident, definers.size, mentioned);
    if (variant.ubiquityPenalty) base /= Math.sqrt(definers.size);
    for (const [referencer, count] of referencers) {
      const from = index.get(referencer);
      if (from === undefined) continue;
      for (const definer of definers) {
        let weight = base * Math.sqrt(count);
        if (focus.has(referencer)) weight *= 50;
        if (variant.focusBoost && (focus.has(referencer) || focus.has(definer))) weight *= 3;
        edges.push({ from, to: index.get(definer) ?? 0, weight, ident });
      }
    }
  }
  return edges;
}

/**
 * Ranks every file in `input.tags`, highest first (ties by path); each file
 * lists its definitions by their share of rank, highest first.
 */
export function rankFiles(input: RankInput): RankedFile[] {
  const paths = [...input.tags.keys()].sort();
  const index = new Map(paths.map((path, position) => [path, position]));
  const { defines, references } = collect(input.tags);
  // A tree whose query finds no references at all: count each definition as one, as Aider does.
  const refs =
    references.size > 0
      ? references
      : new Map([...defines].map(([name, files]) => [name, new Map([...files].map((file) => [file, 1]))]));
  const edges = buildEdges(index, defines, refs, input);
  // Aider feeds its unreferenced self-loops to PageRank too, which lets a file nobody uses keep
  // its own rank forever (a sink): on our fixtures such files outranked the file everyone imports.
  const graph = edges.filter((edge) => edge.unreferenced !== true);
  const fileRank = pageRank(paths.length, graph, personalization(paths, input));
  const outWeight = new Float64Array(paths.length);
  for (const edge of edges) outWeight[edge.from] = (outWeight[edge.from] ?? 0) + edge.weight;
  const symbolRank = new Map<string, number>();
  for (const edge of edges) {
    const share = ((fileRank[edge.from] ?? 0) * edge.weight) / (outWeight[edge.from] ?? 1);
    const key = `${edge.to}\0${edge.ident}`;
    symbolRank.set(key, (symbolRank.get(key) ?? 0) + share);
  }
  const ranked = paths.map((path, position): RankedFile => {
    const symbols = (input.tags.get(path)?.defs ?? []).map((def) => ({
      ...def,
      rank: symbolRank.get(`${position}\0${def.name}`) ?? 0,
    }));
    symbols.sort((a, b) => b.rank - a.rank || a.line - b.line);
    return { path, rank: fileRank[position] ?? 0, symbols };
  });
  return ranked.sort((a, b) => b.rank - a.rank || (a.path < b.path ? -1 : 1));
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
