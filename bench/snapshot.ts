/**
 * A harness snapshot of a real working directory (the Anthropic SDK package
 * copied out of node_modules and committed: ~3,400 files, 50 MB) with one
 * file edited, as `snapshotTree` takes it (its staging index begun from the
 * real index's stat data: harness/workspace/temporary-index.ts), against the same
 * staging from an index filled by `read-tree` alone, which hashes every file.
 * Every snapshot of an attempt pays this, the first one on the Action's cold
 * start. Runs first: once an agent-influenced process has started (the
 * sandbox benchmark's), the real index is no longer used.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { firstAgentProcessAt } from "../src/platform/process/agent-processes.js";
import { snapshotTree } from "../src/harness/workspace/workspace-tree.js";
import { type BenchRow, medianMs, ms } from "./measure.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = join(ROOT, "node_modules", "@anthropic-ai", "sdk");

/** The old staging: a fresh temporary index, `read-tree`, `add -A`, `write-tree`. */
function stageFromScratch(repo: string, base: string): string {
  const env = { ...process.env, GIT_INDEX_FILE: join(repo, ".git", "bench-index") };
  const git = (...args: string[]): string => execFileSync("git", args, { cwd: repo, env, encoding: "utf8" });
  try {
    git("read-tree", base);
    git("add", "-A", "--", ".");
    return git("write-tree").trim();
  } finally {
    rmSync(env.GIT_INDEX_FILE, { force: true });
  }
}

export async function snapshotBenchmark(): Promise<BenchRow> {
  const repo = mkdtempSync(join(tmpdir(), "alfred-bench-snapshot-"));
  try {
    cpSync(SOURCE, repo, { recursive: true });
    const git = (...args: string[]): string => execFileSync("git", args, { cwd: repo, encoding: "utf8" });
    git("init", "--quiet");
    git("add", "-A");
    git("-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "--quiet", "-m", "base");
    const base = git("rev-parse", "HEAD").trim();
    const files = git("ls-files").split("\n").filter(Boolean).length;
    // A checkout's index holds no stat data for the files written in its last second (git smudges
    // racy entries); the harness's `git status` as a run opens refreshes it, as here later. Two
    // seconds: the copy is dated a second early, and git compares the seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    git("status", "--porcelain");
    appendFileSync(join(repo, "index.js"), "\n// edited\n");
    const staged = await snapshotTree(repo, base, []);
    if (staged !== stageFromScratch(repo, base)) throw new Error("the two stagings disagree");
    const measured = await medianMs(() => snapshotTree(repo, base, []), 7, 1);
    const baseline = await medianMs(() => stageFromScratch(repo, base), 7, 1);
    return {
      name: `harness snapshot of ${files} files (the SDK package), one edited: stat data from the real index`,
      value: ms(measured),
      baseline: `${ms(baseline)} from read-tree alone`,
      ratio: `${(measured / baseline).toFixed(2)}x`,
      note:
        firstAgentProcessAt() === undefined
          ? "real index used"
          : "real index NOT used: an agent-influenced process ran earlier in this bench",
    };
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}
