/**
 * The repo map's speed on a real tree of over 1,000 source files (the Anthropic
 * SDK's TypeScript sources and its built JavaScript, copied out of node_modules
 * so the cache lands in a temporary directory):
 * - cold (no cache) against universal-ctags on exactly the same files;
 * - warm (nothing changed) and with one file changed, as whole processes: both
 *   `alfred repomap` (the CLI, whose own start-up loads every command) and a
 *   bare process that loads only the repo map (what the map itself costs).
 * Needs `npm run build` (bench does it) and `ctags` on PATH.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { listSourceFiles } from "../src/context/source-files.js";
import { type BenchRow, medianMs, ms } from "./measure.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = join(ROOT, "node_modules", "@anthropic-ai", "sdk");
const CLI = join(ROOT, "bin", "alfred.js");

/** A process that loads only the built repo map, renders the default map and exits. */
function bareScript(dir: string): string {
  const module = pathToFileURL(join(ROOT, "build", "context", "repo-map.js")).href;
  return `const { renderRepoMap } = await import(${JSON.stringify(module)}); process.stdout.write(await renderRepoMap({ workingDir: ${JSON.stringify(dir)} }));`;
}

function runBare(dir: string): void {
  execFileSync(process.execPath, ["--input-type=module", "-e", bareScript(dir)], { maxBuffer: 1 << 26 });
}

function runCli(dir: string): void {
  execFileSync(process.execPath, [CLI, "repomap", "--cwd", dir], { maxBuffer: 1 << 26 });
}

function clearCache(dir: string): void {
  rmSync(join(dir, ".alfred"), { recursive: true, force: true });
}

/** Cold, warm and one-file-changed timings of the repo map, with ctags as the cold baseline. */
export async function repoMapBenchmarks(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "alfred-repomap-bench-"));
  try {
    cpSync(SOURCE, dir, {
      recursive: true,
      filter: (path) => !path.includes("/node_modules/", SOURCE.length),
    });
    const listing = await listSourceFiles(dir);
    const files = listing.files.length;
    const list = join(dir, "..", `${dir.split("/").pop() ?? "tree"}.files`);
    writeFileSync(list, listing.files.map((file) => file.abs).join("\n"));
    const ctags = await medianMs(() => execFileSync("ctags", ["-f", "/dev/null", "-L", list]), 3, 1);
    rmSync(list, { force: true });
    const cold = await medianMs(
      () => {
        clearCache(dir);
        runBare(dir);
      },
      3,
      1,
    );
    runBare(dir);
    const warmBare = await medianMs(() => runBare(dir), 5, 1);
    const warmCli = await medianMs(() => runCli(dir), 5, 1);
    const changed = listing.files[Math.floor(files / 2)]?.abs ?? "";
    let tick = 0;
    const touch = (): void => {
      tick += 1;
      const when = new Date(Date.now() + tick * 1000);
      utimesSync(changed, when, when);
    };
    const oneBare = await medianMs(() => (touch(), runBare(dir)), 5, 1);
    const oneCli = await medianMs(() => (touch(), runCli(dir)), 5, 1);
    const bare = await medianMs(() => execFileSync(process.execPath, ["-e", "0"]), 5, 1);
    const ratio = (value: number, base: number): string => `${(value / base).toFixed(2)}x`;
    const goal = (value: number, limit: number): string => (value <= limit ? "met" : "NOT met");
    return [
      {
        name: `repo map cold, ${files} files (process, no cache)`,
        value: ms(cold),
        baseline: `${ms(ctags)} ctags -L (same files)`,
        ratio: ratio(cold, ctags),
        note: `aim ≤ 2x ctags: ${goal(cold, 2 * ctags)}; bound by tree-sitter parse + query, one thread`,
      },
      {
        name: "repo map warm, nothing changed (bare process)",
        value: ms(warmBare),
        baseline: `${ms(bare)} node -e 0`,
        ratio: ratio(warmBare, bare),
        note: `goal ≤ 300 ms: ${goal(warmBare, 300)}`,
      },
      {
        name: "alfred repomap warm, nothing changed (CLI)",
        value: ms(warmCli),
        baseline: `${ms(bare)} node -e 0`,
        ratio: ratio(warmCli, bare),
        note: `goal ≤ 300 ms: ${goal(warmCli, 300)} (CLI start-up loads every command)`,
      },
      {
        name: "repo map, one file changed (bare process)",
        value: ms(oneBare),
        baseline: `${ms(warmBare)} warm`,
        ratio: ratio(oneBare, warmBare),
        note: `goal ≤ 500 ms: ${goal(oneBare, 500)}`,
      },
      {
        name: "alfred repomap, one file changed (CLI)",
        value: ms(oneCli),
        baseline: `${ms(warmCli)} warm`,
        ratio: ratio(oneCli, warmCli),
        note: `goal ≤ 500 ms: ${goal(oneCli, 500)}`,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
