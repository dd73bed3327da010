/**
 * The last few rankings, `.alfred/cache/repomap-ranks.tsv`: the scores of a
 * ranking (`RankScores`) under a key that hashes everything ranking reads —
 * every file's path and the digest of its definitions' names and references
 * (`tag-cache.ts`), the focus, mentioned names and variant, and the code that
 * ranks. An edit that moves lines or changes a body but no name ranks
 * nothing: the scores are read back, the map is assembled from the new tags
 * (new lines and signatures) and rendered, exactly as ranking afresh would.
 * One line per ranking (`key ⇥ JSON`), so a run parses only the one it needs.
 * A cache that cannot be read is ignored; one that cannot be written is skipped.
 */
import { createHash } from "node:crypto";
import { readCacheFile, writeCacheFile } from "./cache-file.js";
import type { RankScores, RankVariant } from "./rank.js";
import { codeStamp } from "./render-cache.js";

/** Where the rankings live, relative to the workspace root. */
export const RANK_CACHE_FILE = ".alfred/cache/repomap-ranks.tsv";

const HEADER = "alfred repomap ranks 1";

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

function isNumbers(value: unknown, length: number): value is number[] {
  return Array.isArray(value) && value.length === length && value.every((item) => typeof item === "number");
}

/**
 * The scores cached under `key` for `paths` (sorted), whose files have `defCounts`
 * definitions each; undefined when absent or when they do not fit.
 */
export async function cachedScores(
  workingDir: string,
  key: string,
  paths: readonly string[],
  defCounts: readonly number[],
): Promise<RankScores | undefined> {
  const lines = ((await readCacheFile(workingDir, RANK_CACHE_FILE)) ?? "").split("\n");
  if (lines[0] !== HEADER) return undefined;
  const line = lines.find((candidate) => candidate.startsWith(`${key}\t`));
  if (line === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line.slice(key.length + 1));
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null) return undefined;
  const fileRank = "fileRank" in parsed ? parsed.fileRank : undefined;
  const symbolRanks = "symbolRanks" in parsed ? parsed.symbolRanks : undefined;
  if (!isNumbers(fileRank, paths.length) || !Array.isArray(symbolRanks)) return undefined;
  if (symbolRanks.length !== paths.length) return undefined;
  const fits = symbolRanks.every((ranks: unknown, file) => isNumbers(ranks, defCounts[file] ?? 0));
  return fits ? { paths, fileRank, symbolRanks } : undefined;
}

/** Keeps `scores` under `key` (newest first, {@link KEPT} at most). Failures are swallowed. */
export async function saveScores(workingDir: string, key: string, scores: RankScores): Promise<void> {
  const lines = ((await readCacheFile(workingDir, RANK_CACHE_FILE)) ?? "").split("\n");
  const kept = lines[0] === HEADER ? lines.slice(1).filter((line) => line.includes("\t")) : [];
  const others = kept.filter((line) => !line.startsWith(`${key}\t`)).slice(0, KEPT - 1);
  const line = `${key}\t${JSON.stringify({ fileRank: scores.fileRank, symbolRanks: scores.symbolRanks })}`;
  await writeCacheFile(workingDir, RANK_CACHE_FILE, `${[HEADER, line, ...others].join("\n")}\n`);
}
