/**
 * Which weighting ranks better? Run by hand (`node --import tsx bench/repomap-quality.ts`),
 * not by `npm run bench`: it takes a minute and its output is a table for the README.
 *
 * Two measures, each on real trees:
 * - unfocused: the TypeScript sources of three SDKs in node_modules, against an oracle
 *   independent of tree-sitter (how many files import each file, by relative import
 *   specifiers): how many of the 10 most imported files rank in the top 10%, and the
 *   Spearman correlation between rank and import count over all files;
 * - focused: Alfred's own git history. For each commit touching 2-8 source files that
 *   still exist, each touched file in turn is the focus; how high do the other files of the
 *   same commit rank (mean reciprocal rank, recall in the top 10)? The files a change
 *   needed together are what a focused map should surface.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRepoMap } from "../src/context/repo-map.js";
import type { RankVariant } from "../src/context/rank/rank.js";
import { importCounts } from "../test/fakes/import-counts.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const VARIANTS: readonly { readonly name: string; readonly variant: RankVariant }[] = [
  { name: "Aider", variant: { ubiquityPenalty: false, focusBoost: false } },
  { name: "Aider + ubiquity", variant: { ubiquityPenalty: true, focusBoost: false } },
  { name: "Aider + focus boost", variant: { ubiquityPenalty: false, focusBoost: true } },
  { name: "Aider + both", variant: { ubiquityPenalty: true, focusBoost: true } },
];

function spearman(a: readonly number[], b: readonly number[]): number {
  const ranks = (values: readonly number[]): number[] => {
    const order = values.map((value, index) => ({ value, index })).sort((x, y) => x.value - y.value);
    const out = new Array<number>(values.length).fill(0);
    let start = 0;
    while (start < order.length) {
      let end = start;
      while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end += 1;
      for (let k = start; k <= end; k += 1) out[order[k]?.index ?? 0] = (start + end) / 2;
      start = end + 1;
    }
    return out;
  };
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length - 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  ra.forEach((x, index) => {
    const y = rb[index] ?? 0;
    num += (x - mean) * (y - mean);
    da += (x - mean) ** 2;
    db += (y - mean) ** 2;
  });
  return num / Math.sqrt(da * db);
}

async function unfocused(pkg: string): Promise<void> {
  const source = join(ROOT, "node_modules", pkg);
  const dir = mkdtempSync(join(tmpdir(), "alfred-quality-"));
  cpSync(join(source, "src"), join(dir, "src"), { recursive: true });
  try {
    for (const { name, variant } of VARIANTS.filter((entry) => !entry.variant.focusBoost)) {
      const map = await buildRepoMap({ workingDir: dir, variant });
      const counts = await importCounts(
        dir,
        map.files.map((file) => file.path),
      );
      const top = Math.ceil(map.files.length * 0.1);
      const most = [...counts].sort((x, y) => y[1] - x[1]).slice(0, 10);
      const hits = most.filter(([path]) => map.files.findIndex((file) => file.path === path) < top).length;
      const rho = spearman(
        map.files.map((file) => file.rank),
        map.files.map((file) => counts.get(file.path) ?? 0),
      );
      console.log(`| ${pkg} (${map.files.length} files) | ${name} | ${hits}/10 | ${rho.toFixed(3)} |`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function commits(): string[][] {
  const log = execFileSync("git", ["log", "--no-merges", "--name-only", "--format=format:@@", "-n", "600"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  return log
    .split("@@")
    .map((block) =>
      block
        .split("\n")
        .filter(
          (path) => /^src\/.*\.ts$/.test(path) && !path.endsWith(".test.ts") && existsSync(join(ROOT, path)),
        ),
    )
    .filter((files) => files.length >= 2 && files.length <= 8);
}

async function focused(): Promise<void> {
  const changes = commits();
  const dir = mkdtempSync(join(tmpdir(), "alfred-quality-"));
  cpSync(join(ROOT, "src"), join(dir, "src"), { recursive: true });
  try {
    for (const { name, variant } of VARIANTS) {
      let reciprocal = 0;
      let recalled = 0;
      let targets = 0;
      for (const files of changes) {
        for (const focus of files) {
          const map = await buildRepoMap({ workingDir: dir, focus: [focus], variant });
          const order = map.files.map((file) => file.path).filter((path) => path !== focus);
          for (const other of files) {
            if (other === focus) continue;
            const position = order.indexOf(other);
            targets += 1;
            if (position >= 0) reciprocal += 1 / (position + 1);
            if (position >= 0 && position < 10) recalled += 1;
          }
        }
      }
      console.log(
        `| Alfred history (${changes.length} commits, ${targets} pairs) | ${name} | MRR ${(reciprocal / targets).toFixed(3)} | recall@10 ${((100 * recalled) / targets).toFixed(1)}% |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!process.argv.includes("--focused-only")) {
  console.log("| tree | variant | top-10 imported in top 10% | Spearman(rank, imports) |");
  for (const pkg of ["openai", "@anthropic-ai/sdk", "zod"]) await unfocused(pkg);
}
console.log("\n| history | variant | MRR | recall@10 |");
await focused();
