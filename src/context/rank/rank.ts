/**
 * Ranks files and their definitions the way Aider's repo map does: an edge
 * from each file that references an identifier to each file that defines it,
 * weighted by sqrt(reference count) and by how telling the identifier is;
 * personalised PageRank over files; each file's rank shared out over its
 * out-edges to credit (definer, identifier) pairs. Two extras from Alfred's
 * spec can be switched on: the ubiquity penalty (÷ sqrt(number of definers))
 * and the focus boost (×3 on edges touching a focus file). The graph is kept
 * factored through identifiers (`ident-graph.ts`). Pure.
 */
import type { FileTags, SymbolDef } from "../tags/extract-tags.js";
import {
  buildIdentGraph,
  identShares,
  type IdentGraph,
  outWeights,
  shareOf,
  spreadThrough,
  UNREFERENCED_WEIGHT,
} from "./ident-graph.js";
import { nameTable, tagIds, type TagIds } from "../tags/name-ids.js";
import { pageRankGraph } from "./pagerank.js";

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

/**
 * The numbers a ranking comes down to, by path in sorted order: each file's
 * PageRank, and each of its definitions' share (in the order of its `defs`).
 * Equal inputs give equal scores, bit for bit: what `rank-cache.ts` relies on.
 */
export interface RankScores {
  /** Every ranked path, sorted. */
  readonly paths: readonly string[];
  readonly fileRank: readonly number[];
  /** By file, in the order of its definitions. */
  readonly symbolRanks: readonly (readonly number[])[];
}

/** What a ranking is asked about, as ids: what {@link rankIdScores} reads. */
export interface IdRankInput {
  /** Every ranked path, sorted. */
  readonly paths: readonly string[];
  /** By path: its tags as ids into `names`. */
  readonly files: readonly (TagIds | undefined)[];
  readonly names: readonly string[];
  readonly focus?: ReadonlySet<string>;
  readonly mentioned?: ReadonlySet<string>;
  readonly variant?: RankVariant;
}

/** Computes the {@link RankScores} of `input`. Pure. */
export function rankScores(input: RankInput): RankScores {
  const paths = [...input.tags.keys()].sort();
  const table = nameTable();
  const files = paths.map((path) => {
    const tags = input.tags.get(path);
    return tags === undefined ? undefined : tagIds(table, tags);
  });
  return rankIdScores({ ...input, paths, files, names: table.names });
}

/** Computes the {@link RankScores} of `input` (the ranking itself, whether the tags were just read or cached). Pure. */
export function rankIdScores(input: IdRankInput): RankScores {
  const { paths } = input;
  const mentioned = input.mentioned ?? new Set<string>();
  const variant = input.variant ?? DEFAULT_VARIANT;
  const { graph, local } = buildIdentGraph(input.files, input.names, {
    focus: new Set(paths.flatMap((path, file) => (input.focus?.has(path) === true ? [file] : []))),
    boost: variant.focusBoost,
    weightOf: (name, definers) =>
      identifierWeight(name, definers, mentioned) / (variant.ubiquityPenalty ? Math.sqrt(definers) : 1),
  });
  const outWeight = outWeights(graph);
  const fileRank = pageRankGraph(
    { nodeCount: paths.length, outWeight, spread: spreadThrough(graph) },
    personalization(paths, input),
  );
  const symbolRank = symbolRanker(graph, fileRank, outWeight);
  const symbolRanks = paths.map((_, file) =>
    Array.from(input.files[file]?.defs ?? [], (global) => symbolRank(file, local[global] ?? 0)),
  );
  return { paths, fileRank, symbolRanks };
}

/**
 * The ranked files of `scores`, highest first (ties by path); each file lists
 * its definitions (`defsOf`, the ones the scores were computed from) by their
 * share of rank, highest first (ties by line).
 */
export function rankedFiles(
  scores: RankScores,
  defsOf: (path: string) => readonly SymbolDef[] | undefined,
): RankedFile[] {
  const ranked = scores.paths.map((path, file): RankedFile => {
    const ranks = scores.symbolRanks[file] ?? [];
    // A literal rather than a spread: this runs once per definition (10k+ on a large tree).
    const symbols = (defsOf(path) ?? []).map(({ name, kind, line, signature }, index) => ({
      name,
      kind,
      line,
      signature,
      rank: ranks[index] ?? 0,
    }));
    symbols.sort((a, b) => b.rank - a.rank || a.line - b.line);
    return { path, rank: scores.fileRank[file] ?? 0, symbols };
  });
  return ranked.sort((a, b) => b.rank - a.rank || (a.path < b.path ? -1 : 1));
}

/**
 * Ranks every file in `input.tags`, highest first (ties by path); each file
 * lists its definitions by their share of rank, highest first.
 */
export function rankFiles(input: RankInput): RankedFile[] {
  return rankedFiles(rankScores(input), (path) => input.tags.get(path)?.defs);
}

/**
 * Each file's rank shared out over its out-edges (self-loops of unreferenced
 * definitions included) credits the (definer, identifier) pairs they lead to:
 * the rank of a definition.
 */
function symbolRanker(
  graph: IdentGraph,
  fileRank: readonly number[],
  outWeight: Float64Array,
): (file: number, ident: number) => number {
  const out = outWeight.map((weight, file) => weight + (graph.loops[file] ?? 0));
  const scaled = out.map((weight, file) => (fileRank[file] ?? 0) / (weight || 1));
  const shares = identShares(graph, scaled);
  return (file, ident) => {
    const referenced = (graph.refStart[ident + 1] ?? 0) > (graph.refStart[ident] ?? 0);
    if (referenced) return shareOf(graph, shares, ident, file);
    const defined = (graph.defStart[ident + 1] ?? 0) > (graph.defStart[ident] ?? 0);
    return defined ? (scaled[file] ?? 0) * UNREFERENCED_WEIGHT : 0;
  };
}

/** Focus files, and files whose path parts are mentioned identifiers, get the teleport mass. */
function personalization(
  paths: readonly string[],
  input: Pick<RankInput, "focus" | "mentioned">,
): number[] | undefined {
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
