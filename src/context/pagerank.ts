/**
 * Personalised PageRank over a weighted directed graph, by power iteration
 * (networkx's formulation, which Aider's repo map uses): rank leaving a node
 * splits over its out-edges by weight; rank of nodes without out-edges and
 * the teleport share both go to the personalisation vector.
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
  if (nodeCount === 0) return [];
  const damping = options.damping ?? 0.85;
  const maxIterations = options.maxIterations ?? 100;
  const tolerance = options.tolerance ?? 1e-6;
  const teleport = normalised(nodeCount, personalization);
  const outWeight = new Float64Array(nodeCount);
  for (const edge of edges) outWeight[edge.from] = (outWeight[edge.from] ?? 0) + edge.weight;
  let rank = Float64Array.from(teleport);
  for (let iteration = 0; iteration < maxIterations; iteration += 1) {
    const next = new Float64Array(nodeCount);
    let dangling = 0;
    for (let node = 0; node < nodeCount; node += 1) {
      if ((outWeight[node] ?? 0) === 0) dangling += rank[node] ?? 0;
    }
    for (const edge of edges) {
      const out = outWeight[edge.from] ?? 0;
      if (out > 0)
        next[edge.to] = (next[edge.to] ?? 0) + (damping * (rank[edge.from] ?? 0) * edge.weight) / out;
    }
    let change = 0;
    for (let node = 0; node < nodeCount; node += 1) {
      const share = teleport[node] ?? 0;
      const value = (next[node] ?? 0) + (damping * dangling + (1 - damping)) * share;
      next[node] = value;
      change += Math.abs(value - (rank[node] ?? 0));
    }
    rank = next;
    if (change < nodeCount * tolerance) break;
  }
  return Array.from(rank);
}

function normalised(nodeCount: number, weights: readonly number[] | undefined): number[] {
  const total = weights?.reduce((sum, weight) => sum + Math.max(0, weight), 0) ?? 0;
  if (weights === undefined || total <= 0) return new Array<number>(nodeCount).fill(1 / nodeCount);
  return Array.from({ length: nodeCount }, (_, index) => Math.max(0, weights[index] ?? 0) / total);
}
