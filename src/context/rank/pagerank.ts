/**
 * Personalised PageRank by power iteration (networkx's formulation, which
 * Aider's repo map uses): rank leaving a node splits over its out-edges by
 * weight; rank of nodes without out-edges and the teleport share both go to
 * the personalisation vector. The graph is given either as an edge list
 * ({@link pageRank}) or as an out-weight table plus a function that spreads
 * rank along the edges ({@link pageRankGraph}), so a graph with ~100k edges
 * that factor through shared identifiers never has to be listed edge by edge.
 */

/** A weighted edge between node indices. */
export interface WeightedEdge {
  readonly from: number;
  readonly to: number;
  readonly weight: number;
}

/** Tuning of {@link pageRank}. */
export interface PageRankOptions {
  readonly damping?: number;
  readonly maxIterations?: number;
  /** Stops when the L1 change per node falls below this. */
  readonly tolerance?: number;
}

/** A graph as PageRank walks it. */
export interface RankGraph {
  readonly nodeCount: number;
  /** Total weight of each node's out-edges (0: a dangling node). */
  readonly outWeight: Float64Array;
  /**
   * Adds, for every edge `from → to` of weight `w`, `scaled[from] × w` to `next[to]`
   * (`scaled[from]` is the share of rank per unit of weight leaving `from`).
   */
  spread(scaled: Float64Array, next: Float64Array): void;
}

/**
 * Ranks `nodeCount` nodes; the result sums to 1. `personalization` (any
 * non-negative weights, normalised here) defaults to uniform, as does an
 * all-zero vector. Pure and deterministic.
 */
export function pageRank(
  nodeCount: number,
  edges: readonly WeightedEdge[],
  personalization?: readonly number[],
  options: PageRankOptions = {},
): number[] {
  const outWeight = new Float64Array(nodeCount);
  for (const edge of edges) outWeight[edge.from] = (outWeight[edge.from] ?? 0) + edge.weight;
  const spread = (scaled: Float64Array, next: Float64Array): void => {
    for (const edge of edges) next[edge.to] = (next[edge.to] ?? 0) + (scaled[edge.from] ?? 0) * edge.weight;
  };
  return pageRankGraph({ nodeCount, outWeight, spread }, personalization, options);
}

/** {@link pageRank} over a graph given by its out-weights and a spreading function. Pure. */
export function pageRankGraph(
  graph: RankGraph,
  personalization?: readonly number[],
  options: PageRankOptions = {},
): number[] {
  const { nodeCount, outWeight } = graph;
  if (nodeCount === 0) return [];
  const damping = options.damping ?? 0.85;
  const maxIterations = options.maxIterations ?? 100;
  const tolerance = options.tolerance ?? 1e-6;
  const teleport = normalised(nodeCount, personalization);
  let rank = Float64Array.from(teleport);
  const scaled = new Float64Array(nodeCount);
  // Two buffers, swapped each iteration, instead of a new array per iteration.
  let next = new Float64Array(nodeCount);
  for (let iteration = 0; iteration < maxIterations; iteration += 1) {
    next.fill(0);
    let dangling = 0;
    for (let node = 0; node < nodeCount; node += 1) {
      const out = outWeight[node] ?? 0;
      const value = rank[node] ?? 0;
      if (out === 0) dangling += value;
      scaled[node] = out > 0 ? (damping * value) / out : 0;
    }
    graph.spread(scaled, next);
    let change = 0;
    for (let node = 0; node < nodeCount; node += 1) {
      const value = (next[node] ?? 0) + (damping * dangling + (1 - damping)) * (teleport[node] ?? 0);
      next[node] = value;
      change += Math.abs(value - (rank[node] ?? 0));
    }
    [rank, next] = [next, rank];
    if (change < nodeCount * tolerance) break;
  }
  return Array.from(rank);
}

function normalised(nodeCount: number, weights: readonly number[] | undefined): Float64Array {
  const total = weights?.reduce((sum, weight) => sum + Math.max(0, weight), 0) ?? 0;
  if (weights === undefined || total <= 0) return new Float64Array(nodeCount).fill(1 / nodeCount);
  return Float64Array.from({ length: nodeCount }, (_, index) => Math.max(0, weights[index] ?? 0) / total);
}
