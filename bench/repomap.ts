/**
 * The repo map's speed on a real tree of over 1,000 source files (the Anthropic
 * SDK's TypeScript sources and its built JavaScript, copied out of node_modules
 * so the caches land in a temporary directory):
 * - cold (no cache) against universal-ctags on exactly the same files, with the
 *   worker pool (default) and on one thread, and what the CPU goes to;
 * - warm (nothing changed) and with one file changed, as whole processes: both
 *   `alfred repomap` (the CLI, whose own start-up is measured in cold-start and
 *   package-import) and a bare process that loads only the repo map (what the
 *   map itself costs). The file really changes, in two ways: a comment line
 *   inserted at its top (every line moves, no name changes: the ranking is
 *   reused) and a function appended (a new definition and reference: ranked
 *   again). After the runs the warm map is checked against a cold one.
 * Needs `npm run build` (bench does it) and `ctags` on PATH. Times are wall
 * clock under whatever else the machine runs: each row names the load.
 */
import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { languageOf } from "../src/context/tags/languages.js";
import { rankFiles } from "../src/context/rank/rank.js";
import { renderWithinBudget } from "../src/context/rank/render.js";
import { listSourceFiles, type SourceFile } from "../src/context/tags/source-files.js";
import { tagFiles } from "../src/context/tags/tag-files.js";
import { CACHE_FILE } from "../src/context/tags/tag-cache.js";
import { type BenchRow, median, medianMs, ms } from "./measure.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = join(ROOT, "node_modules", "@anthropic-ai", "sdk");
const CLI = join(ROOT, "bin", "alfred.js");

/** A process that loads only the built repo map, renders the default map and exits. */
type Pool = "auto" | "off" | "on";

function bareScript(dir: string, pool: Pool, cache: boolean): string {
  const module = pathToFileURL(join(ROOT, "build", "context", "repo-map.js")).href;
  const options = JSON.stringify({ workingDir: dir, pool, cache });
  return `const { renderRepoMap } = await import(${JSON.stringify(module)}); process.stdout.write(await renderRepoMap(${options}));`;
}

function runBare(dir: string, pool: Pool = "auto", cache = true): string {
  return execFileSync(process.execPath, ["--input-type=module", "-e", bareScript(dir, pool, cache)], {
    maxBuffer: 1 << 26,
    encoding: "utf8",
  });
}

function runCli(dir: string): void {
  execFileSync(process.execPath, [CLI, "repomap", "--cwd", dir], { maxBuffer: 1 << 26 });
}

function clearCache(dir: string): void {
  rmSync(join(dir, ".alfred"), { recursive: true, force: true });
}

function load(): string {
  return `load ${loadavg()[0]?.toFixed(1) ?? "?"} on ${availableParallelism()} cores`;
}

/** CPU of one thread parsing and querying every file, against the CPU of ranking and rendering them. */
async function cpuSplit(files: readonly SourceFile[]): Promise<string> {
  const jobs = files.map((file) => ({
    abs: file.abs,
    size: file.size,
    language: languageOf(file.rel)?.id ?? "",
  }));
  // Grammars and queries loaded first: what is left is per-file work.
  await tagFiles(jobs.slice(0, 1), { pool: "off" });
  const tagStart = process.cpuUsage();
  const tags = await tagFiles(jobs, { pool: "off" });
  const tagCpu = process.cpuUsage(tagStart).user / 1000;
  const rankStart = process.cpuUsage();
  renderWithinBudget(
    rankFiles({
      tags: new Map(files.map((file, index) => [file.rel, tags[index] ?? { defs: [], refs: {} }])),
    }),
    1024,
  );
  const rankCpu = process.cpuUsage(rankStart).user / 1000;
  return `CPU, one thread: parse + tag query ${ms(tagCpu)}, rank + render ${ms(rankCpu)}`;
}

/** CPU (user + system, ms) of the children this process has waited for, from /proc (Linux; 10 ms ticks). */
function childrenCpuMs(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  // After the command name: cutime and cstime are fields 16 and 17 of the whole line, 14 and 15 here.
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** Median wall time of `fn` (which runs one child process), and the children's mean CPU per run. */
async function timed(
  fn: () => unknown,
  runs: number,
  warmup: number,
): Promise<{ wall: number; cpu: number }> {
  const before = childrenCpuMs();
  const wall = await medianMs(fn, runs, warmup);
  return { wall, cpu: (childrenCpuMs() - before) / (runs + warmup) };
}

const ratio = (value: number, base: number): string => `${(value / base).toFixed(2)}x`;
const goal = (value: number, limit: number): string => (value <= limit ? "met" : "NOT met");

type Timing = { readonly wall: number; readonly cpu: number };

/**
 * One TypeScript file of the tree really edited before each run, in two ways: a comment
 * line inserted at its top (every line moves, no name changes) and a function appended
 * (a new definition and reference). Then the warm map is compared with a cold one.
 */
async function editTimings(
  dir: string,
  files: readonly SourceFile[],
): Promise<{
  readonly moved: { readonly bare: Timing; readonly cli: Timing };
  readonly added: { readonly bare: Timing; readonly cli: Timing };
  readonly matchesCold: string;
}> {
  const typescript = files.filter((file) => file.rel.endsWith(".ts"));
  const changed = typescript[Math.floor(typescript.length / 2)]?.abs ?? "";
  let edits = 0;
  const moveLines = (): void => {
    edits += 1;
    writeFileSync(changed, `// bench edit ${edits}\n${readFileSync(changed, "utf8")}`);
  };
  const addDefinition = (): void => {
    edits += 1;
    appendFileSync(changed, `\nexport function benchEdit${edits}(): unknown { return APIPromise; }\n`);
  };
  const moved = {
    bare: await timed(() => (moveLines(), runBare(dir)), 5, 1),
    cli: await timed(() => (moveLines(), runCli(dir)), 5, 1),
  };
  const added = {
    bare: await timed(() => (addDefinition(), runBare(dir)), 5, 1),
    cli: await timed(() => (addDefinition(), runCli(dir)), 5, 1),
  };
  moveLines();
  const same = runBare(dir) === runBare(dir, "auto", false);
  return { moved, added, matchesCold: same ? "same map as a cold run" : "DIFFERS from a cold run" };
}

/** The bare and CLI rows of one kind of edit. */
function editRows(
  kind: string,
  runs: { readonly bare: Timing; readonly cli: Timing },
  nodeWall: number,
  cpu: (value: Timing) => string,
): BenchRow[] {
  const { bare: bareRun, cli: cliRun } = runs;
  return [
    {
      name: `repo map, one file changed: ${kind} (bare process)`,
      value: ms(bareRun.wall),
      baseline: `${ms(nodeWall)} node -e 0`,
      ratio: ratio(bareRun.wall, nodeWall),
      note: `goal ≤ 500 ms: ${goal(bareRun.wall, 500)}; ${cpu(bareRun)}`,
    },
    {
      name: `alfred repomap, one file changed: ${kind} (CLI)`,
      value: ms(cliRun.wall),
      baseline: `${ms(nodeWall)} node -e 0`,
      ratio: ratio(cliRun.wall, nodeWall),
      note: `goal ≤ 500 ms: ${goal(cliRun.wall, 500)}; ${cpu(cliRun)}`,
    },
  ];
}

/**
 * A fresh checkout with the previous run's cache, as a CI job with the carried cache has it: the
 * tree copied anew (new mtimes) with only the tag cache (the rank and render caches are keyed by
 * the code's mtimes too, so a new runner could not use them), timed; and its map checked
 * against `cold` (the map rendered without any cache).
 */
function freshCopyTimings(dir: string, cold: string): { wall: number; same: boolean } {
  const copies: string[] = [];
  let same = true;
  try {
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const copy = mkdtempSync(join(tmpdir(), "alfred-repomap-fresh-"));
      copies.push(copy);
      cpSync(dir, copy, { recursive: true, filter: (path) => !path.includes("/.alfred/", dir.length) });
      mkdirSync(join(copy, ".alfred", "cache"), { recursive: true });
      copyFileSync(join(dir, CACHE_FILE), join(copy, CACHE_FILE));
      const startedAt = performance.now();
      const map = runBare(copy);
      const elapsed = performance.now() - startedAt;
      same &&= map === cold;
      times.push(elapsed);
    }
    return { wall: median(times), same };
  } finally {
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  }
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
    const loadBefore = load();
    const ctags = await timed(
      () => execFileSync("ctags", ["-f", "/dev/null", "-L", list], { stdio: "ignore" }),
      3,
      1,
    );
    rmSync(list, { force: true });
    const coldRun = (pool: Pool) => () => {
      clearCache(dir);
      runBare(dir, pool);
    };
    const cold = await timed(coldRun("on"), 3, 1);
    const coldOne = await timed(coldRun("off"), 3, 0);
    const split = await cpuSplit(listing.files);
    runBare(dir);
    const warmBare = await timed(() => runBare(dir), 5, 1);
    const warmCli = await timed(() => runCli(dir), 5, 1);
    const fresh = freshCopyTimings(dir, runBare(dir, "auto", false));
    const edits = await editTimings(dir, listing.files);
    const bare = await timed(() => execFileSync(process.execPath, ["-e", "0"]), 5, 1);
    const loads = `${loadBefore}; after: ${load()}`;
    const cpu = (value: { cpu: number }): string => `CPU ${ms(value.cpu)}`;
    return [
      {
        name: `repo map cold, ${files} files (process, no cache, pool on every core)`,
        value: ms(cold.wall),
        baseline: `${ms(ctags.wall)} ctags -L (same files)`,
        ratio: ratio(cold.wall, ctags.wall),
        note: `aim ≤ 2x ctags: ${goal(cold.wall, 2 * ctags.wall)}; ${cpu(cold)} vs ${cpu(ctags)}; ${loads}`,
      },
      {
        name: "repo map cold, one thread (pool off)",
        value: ms(coldOne.wall),
        baseline: `${ms(ctags.wall)} ctags -L`,
        ratio: ratio(coldOne.wall, ctags.wall),
        note: `${cpu(coldOne)}; default (pool "auto") when no core is idle; bound by tree-sitter (WebAssembly): ${split}`,
      },
      {
        name: "repo map warm, nothing changed (bare process)",
        value: ms(warmBare.wall),
        baseline: `${ms(bare.wall)} node -e 0`,
        ratio: ratio(warmBare.wall, bare.wall),
        note: `goal ≤ 300 ms: ${goal(warmBare.wall, 300)}; ${cpu(warmBare)} vs ${cpu(bare)} (walk + render cache)`,
      },
      {
        name: "alfred repomap warm, nothing changed (CLI)",
        value: ms(warmCli.wall),
        baseline: `${ms(bare.wall)} node -e 0`,
        ratio: ratio(warmCli.wall, bare.wall),
        note: `goal ≤ 300 ms: ${goal(warmCli.wall, 300)}; ${cpu(warmCli)} (CLI start-up included)`,
      },
      {
        name: "repo map on a fresh copy (new mtimes) with the previous run's tag cache (bare process)",
        value: ms(fresh.wall),
        baseline: `${ms(warmBare.wall)} warm`,
        ratio: ratio(fresh.wall, warmBare.wall),
        note: `goal ≤ 2x warm: ${goal(fresh.wall, 2 * warmBare.wall)}; tags found by content (git blob id), ranked and rendered again; ${fresh.same ? "same map as a cold run" : "DIFFERS from a cold run"}`,
      },
      ...editRows("no name changed (lines moved)", edits.moved, bare.wall, cpu),
      ...editRows("a definition added", edits.added, bare.wall, cpu).map((row, index) =>
        index === 0 ? { ...row, note: `${row.note ?? ""}; after the edits: ${edits.matchesCold}` } : row,
      ),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
