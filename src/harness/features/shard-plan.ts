/**
 * Planning a sharded run (`job: plan`): which pending features go to which
 * shard of a GitHub Actions matrix. Features whose file scopes overlap go
 * into one shard (union-find over `globsOverlap`), so two shards never edit
 * the same declared ground and their branches merge without conflict.
 *
 * A feature's scope is its `files` patterns when it declares them;
 * otherwise the file paths its description and steps name (`src/math.js`,
 * `lib/util/`), taken as literal paths; otherwise it has none and is placed
 * alone. The groups are then dealt out largest first, each to the shard
 * holding the fewest features so far, which spreads unscoped features
 * evenly. Pure.
 */
import { globsOverlap } from "../../core/glob-overlap.js";
import type { Feature } from "./feature-list.js";

/** Most shards a plan may have: GitHub's limit of jobs per matrix. */
export const MAX_SHARDS = 256;

/** How a feature's scope was found. */
export type Placement = "files" | "inferred" | "spread";

/** One shard of the plan: its number (from "1") and its features, in file order. */
export interface PlannedShard {
  readonly shard: string;
  readonly features: readonly string[];
}

/** The plan: the shards and how each feature was placed. */
export interface ShardPlan {
  readonly shards: readonly PlannedShard[];
  readonly placements: Readonly<Record<string, Placement>>;
}

const CODE_EXTENSIONS =
  "js|mjs|cjs|jsx|ts|mts|cts|tsx|py|go|rs|java|kt|rb|cs|c|h|cc|cpp|hpp|swift|php|md|json|ya?ml|toml|css|scss|html|sh|sql";
/** A path-like word: with a `/`, or a file name with a code extension. */
const PATH_WORD = new RegExp(
  `(?:^|[\\s\`'"(\\[])((?:[\\w.-]+/)+[\\w.-]*|[\\w-][\\w.-]*\\.(?:${CODE_EXTENSIONS}))(?=$|[\\s\`'"),:;!?\\]]|\\.(?:\\s|$))`,
  "g",
);

/** The file paths a feature's description and steps name (`./` and trailing `/` dropped). */
export function namedPaths(feature: Pick<Feature, "description" | "steps">): string[] {
  const found = new Set<string>();
  for (const text of [feature.description, ...feature.steps]) {
    for (const match of text.matchAll(PATH_WORD)) {
      const path = (match[1] ?? "").replace(/^(?:\.\/)+/, "").replace(/\/+$/, "");
      if (path !== "" && !path.startsWith("/") && !path.split("/").includes("..") && !/^https?:/.test(path))
        found.add(path);
    }
  }
  return [...found];
}

function scopeOf(feature: Feature): { readonly placement: Placement; readonly patterns: readonly string[] } {
  if (feature.files !== undefined && feature.files.length > 0)
    return { placement: "files", patterns: feature.files };
  const named = namedPaths(feature);
  return named.length > 0
    ? { placement: "inferred", patterns: named }
    : { placement: "spread", patterns: [] };
}

function unionFind(size: number): { find(index: number): number; union(a: number, b: number): void } {
  const parent = Array.from({ length: size }, (_, index) => index);
  const find = (index: number): number => {
    let root = index;
    while (parent[root] !== root) root = parent[root] ?? root;
    let node = index;
    while (parent[node] !== root) {
      const next = parent[node] ?? root;
      parent[node] = root;
      node = next;
    }
    return root;
  };
  return {
    find,
    union: (a, b) => {
      const [left, right] = [find(a), find(b)];
      if (left !== right) parent[Math.max(left, right)] = Math.min(left, right);
    },
  };
}

/** The features that must share a shard, each group in file order, groups by their first feature. */
function overlapGroups(scopes: readonly (readonly string[])[]): number[][] {
  const sets = unionFind(scopes.length);
  for (let a = 0; a < scopes.length; a += 1) {
    for (let b = a + 1; b < scopes.length; b += 1) {
      if (sets.find(a) === sets.find(b)) continue;
      const left = scopes[a] ?? [];
      const right = scopes[b] ?? [];
      if (left.some((x) => right.some((y) => globsOverlap(x, y)))) sets.union(a, b);
    }
  }
  const groups = new Map<number, number[]>();
  scopes.forEach((_, index) => {
    const root = sets.find(index);
    groups.set(root, [...(groups.get(root) ?? []), index]);
  });
  return [...groups.values()];
}

/**
 * Plans the shards of the features still to do (`pending` or `in_progress`), at most `maxShards`
 * of them (fewer when there are fewer groups). Every such feature is in exactly one shard; a list
 * with nothing to do has no shards.
 * @throws RangeError when `maxShards` is not an integer from 1 to {@link MAX_SHARDS}.
 */
export function planShards(features: readonly Feature[], maxShards: number): ShardPlan {
  if (!Number.isInteger(maxShards) || maxShards < 1 || maxShards > MAX_SHARDS)
    throw new RangeError(`max-shards must be an integer from 1 to ${MAX_SHARDS}, got ${maxShards}`);
  const todo = features.filter((feature) => feature.status === "pending" || feature.status === "in_progress");
  const scopes = todo.map(scopeOf);
  const groups = overlapGroups(scopes.map((scope) => scope.patterns));
  const count = Math.min(maxShards, groups.length);
  const shards: number[][] = Array.from({ length: count }, () => []);
  const bySize = [...groups].sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0));
  for (const group of bySize) {
    let target = 0;
    shards.forEach((shard, index) => {
      if (shard.length < (shards[target] ?? []).length) target = index;
    });
    shards[target]?.push(...group);
  }
  return {
    shards: shards.map((members, index) => ({
      shard: String(index + 1),
      features: [...members].sort((a, b) => a - b).map((member) => todo[member]?.id ?? ""),
    })),
    placements: Object.fromEntries(
      todo.map((feature, index) => [feature.id, scopes[index]?.placement ?? "spread"]),
    ),
  };
}

/** The matrix a workflow's `strategy.matrix` takes: `{"include":[{"shard":"1","features":"a,b"}, …]}`. */
export function matrixOf(plan: ShardPlan): string {
  return JSON.stringify({
    include: plan.shards.map((shard) => ({ shard: shard.shard, features: shard.features.join(",") })),
  });
}
