/**
 * The last few rankings, `.alfred/cache/repomap-ranks.tsv`: the scores of a
 * ranking (`RankScores`) under a key that hashes everything ranking reads —
 * every file's path and the digest of its definitions' names and references
 * (`tag-cache.ts`), the focus, mentioned names and variant, and the code that
 * ranks. An edit that moves lines or changes a body but no name ranks
 * nothing: the scores are read back, the map is assembled from the new tags
 * (new lines and signatures) and rendered, exactly as ranking afresh would.
 * One line per ranking (`key ⇥ base64 of the scores' float64 bytes`): a run decodes only the one it needs.
 * A cache that cannot be read is ignored; one that cannot be written is skipped.
 */
import { createHash } from "node:crypto";
import { readCacheFile, writeCacheFile } from "../tags/cache-file.js";
import type { RankScores, RankVariant } from "./rank.js";
import { codeStamp } from "./render-cache.js";

/** Where the rankings live, relative to the workspace root. */
export const RANK_CACHE_FILE = ".alfred/cache/repomap-ranks.tsv";

const HEADER = "alfred repomap ranks 2";

/** How many rankings are kept (the prompt's, the CLI's, a few focused ones). */
const KEPT = 4;

/** The modules whose code decides the scores. */
const CODE = ["rank-cache", "rank", "ident-graph", "pagerank"];

/** What a ranking depends on besides the files. */
export interface RankInputs {
  readonly focus: readonly string[];
  readonly mentioned: readonly string[];
  readonly variant: RankVariant;
}

/** The key of ranking `files` (path and rank digest, paths sorted) with `inputs`. */
export function rankKey(files: readonly (readonly [string, string])[], inputs: RankInputs): string {
  const head = JSON.stringify({
    code: codeStamp(CODE),
    variant: inputs.variant,
    focus: [...inputs.focus].sort(),
    mentioned: [...inputs.mentioned].sort(),
  });
  const lines = files.map(([path, digest]) => `${path}\0${digest}\n`);
  return createHash("sha1").update(head).update("\0").update(lines.join("")).digest("hex");
}

/** The rankings in the cache file, one line each (the header dropped); none when absent or of another format. */
export async function loadRankCache(workingDir: string): Promise<readonly string[]> {
  const lines = ((await readCacheFile(workingDir, RANK_CACHE_FILE)) ?? "").split("\n");
  return lines[0] === HEADER ? lines.slice(1).filter((line) => line.includes("\t")) : [];
}

/**
 * The scores cached under `key` (in `lines`, from {@link loadRankCache}) for `paths` (sorted),
 * whose files have `defCounts` definitions each; undefined when absent or when they do not fit.
 */
export function cachedScores(
  lines: readonly string[],
  key: string,
  paths: readonly string[],
  defCounts: readonly number[],
): RankScores | undefined {
  const line = lines.find((candidate) => candidate.startsWith(`${key}\t`));
  if (line === undefined) return undefined;
  const bytes = Buffer.from(line.slice(key.length + 1), "base64");
  const total = defCounts.reduce((sum, count) => sum + count, paths.length);
  if (bytes.length !== total * 8) return undefined;
  // Copied: a Float64Array needs an 8-byte aligned buffer of its own.
  const numbers = new Float64Array(new Uint8Array(bytes).buffer);
  if (!numbers.every((value) => Number.isFinite(value))) return undefined;
  const fileRank = Array.from(numbers.subarray(0, paths.length));
  let at = paths.length;
  const symbolRanks = defCounts.map((count) => {
    at += count;
    return Array.from(numbers.subarray(at - count, at));
  });
  return { paths, fileRank, symbolRanks };
}

/**
 * Keeps `scores` under `key`, before the other rankings of `lines` ({@link KEPT} at most).
 * The numbers are stored as their IEEE 754 bytes (base64): read back bit for bit, and
 * several times faster to read than JSON numbers. Failures are swallowed.
 */
export async function saveScores(
  workingDir: string,
  lines: readonly string[],
  key: string,
  scores: RankScores,
): Promise<void> {
  const numbers = Float64Array.from([...scores.fileRank, ...scores.symbolRanks.flat()]);
  const line = `${key}\t${Buffer.from(numbers.buffer).toString("base64")}`;
  const others = lines.filter((other) => !other.startsWith(`${key}\t`)).slice(0, KEPT - 1);
  await writeCacheFile(workingDir, RANK_CACHE_FILE, `${[HEADER, line, ...others].join("\n")}\n`);
}
