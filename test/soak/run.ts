/**
 * `npm run soak [-- --cycles N] [--seed S] [--parallel P]`: N randomized
 * crash/resume and provider-fault cycles of `alfred run` against the
 * loopback Anthropic fake. Each cycle picks a random crash point per process
 * (or none) and random bursts of provider faults (429, 529, 500, a cut
 * stream; two in a row outlast the one retry the crash repository's committed
 * `.alfred/config.json` allows, so the run stops with `provider_error`), then resumes until the ledger is closed,
 * and compares the end state with an uninterrupted reference run. Prints
 * `N/N reached the reference state` and the time it took; exits 1 on any
 * mismatch, on a reference that is not the expected end state, and on a soak
 * that never killed a process or never saw a provider stop (it would prove
 * nothing). Not part of `npm test`.
 *
 * The CLI is run from a snapshot of build/, so rebuilding meanwhile cannot
 * change what is being soaked.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual, parseArgs } from "node:util";
import { CRASH_POINTS } from "../../src/harness/workspace/crash-points.js";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeStep } from "../fakes/fake-script.js";
import {
  crashEnv,
  crashModel,
  crashRepository,
  type EndState,
  endState,
  GREP_VERIFY,
} from "../support/crash-run.js";
import { gitIn, PROJECT_ROOT } from "../support/demo-repo.js";

/** One feature that passes and one that is blocked: every crash point is reachable, at the least cost per cycle. */
const FEATURES = ["slugify", "word-count"];
const RUN = ["run", "--run-id", "soak", "--budget", "2"];
const MAX_PROCESSES = 12;

/** What the reference run must have reached, or the soak compares against a wrong state. */
const EXPECTED_REFERENCE: Partial<EndState> = {
  statuses: { slugify: "passing", "word-count": "blocked" },
  emptyCommits: 0,
  gitStatus: " M feature_list.json\n?? .alfred/hooks.json\n",
  ledger: "intact",
  outcomes: { slugify: 1, "word-count": 1 },
  trailersPointAtOutcomes: true,
  untrackedFileKept: true,
};

const { values } = parseArgs({
  options: {
    cycles: { type: "string", default: "100" },
    seed: { type: "string", default: String(Date.now() % 100_000) },
    parallel: { type: "string", default: "2" },
  },
});
const cycles = Number(values.cycles);
const parallel = Number(values.parallel);
if (!Number.isSafeInteger(cycles) || cycles < 1 || !Number.isSafeInteger(parallel) || parallel < 1)
  throw new TypeError(
    `--cycles and --parallel take whole numbers ≥ 1 (got ${values.cycles}, ${values.parallel})`,
  );
let seed = Number(values.seed);
/** A small deterministic PRNG (mulberry32), so a failing cycle can be replayed with --seed. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const binary = join(PROJECT_ROOT, "node_modules", ".cache", `alfred-soak-${process.pid}`, "build");
mkdirSync(binary, { recursive: true });
cpSync(join(PROJECT_ROOT, "build"), binary, { recursive: true });

/** How one `alfred run` process ended, and how long it took. */
interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** Killed by the soak after 5 minutes, not at a crash point. */
  readonly hung: boolean;
  readonly ms: number;
}

function alfred(workingDir: string, args: readonly string[], env: Record<string, string>): Promise<Exit> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(binary, "cli", "bin.js"), ...args], {
      cwd: workingDir,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: workingDir, NO_COLOR: "1", ...env },
      stdio: ["ignore", "ignore", "ignore"],
    });
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      child.kill("SIGKILL");
    }, 300_000);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, hung, ms: performance.now() - started });
    });
  });
}

const FAULTS: readonly FakeStep[] = [
  { fault: "overloaded" },
  { fault: "server_error" },
  { fault: "rate_limit", retryAfterMs: 1 },
  { fault: "cut_stream", partialText: "I will" },
];

/** One cycle's random plan: where to crash (per process) and which model requests fail. */
interface Plan {
  readonly crashes: readonly (string | undefined)[];
  readonly faulty: ReadonlyMap<number, FakeStep>;
}

function plan(): Plan {
  const crashes = Array.from({ length: 3 }, () =>
    random() < 0.75 ? `${pick(CRASH_POINTS)}#${random() < 0.7 ? 1 : 2}` : undefined,
  );
  const faulty = new Map<number, FakeStep>();
  const bursts = random() < 0.5 ? 0 : 1 + Math.floor(random() * 3);
  for (let burst = 0; burst < bursts; burst += 1) {
    const at = Math.floor(random() * 12);
    // Two in a row outlast the engine's one retry (CRASH_CONFIG): the run stops with provider_error.
    const length = random() < 0.5 ? 1 : 2;
    for (let offset = 0; offset < length; offset += 1) faulty.set(at + offset, pick(FAULTS));
  }
  return { crashes, faulty };
}

/** Totals over every process of the soak, so it can tell whether it exercised anything. */
const seen = { processes: 0, killed: 0, providerStops: 0, processMs: [] as number[] };

async function runToEnd(
  workingDir: string,
  url: string,
  crashes: readonly (string | undefined)[],
): Promise<Exit[]> {
  const ledger = join(workingDir, ".alfred", "workflows", "soak", "ledger.jsonl");
  const exits: Exit[] = [];
  for (let round = 0; round < MAX_PROCESSES; round += 1) {
    const crash = crashes[round];
    const exit = await alfred(
      workingDir,
      round === 0 ? RUN : [...RUN, "--resume"],
      crashEnv(url, crash === undefined ? {} : { ALFRED_TEST_CRASH_AT: crash }),
    );
    exits.push(exit);
    const lines = existsSync(ledger) ? readFileSync(ledger, "utf8").trimEnd().split("\n") : [];
    seen.processes += 1;
    seen.processMs.push(exit.ms);
    if (exit.signal === "SIGKILL" && !exit.hung) seen.killed += 1;
    if (lines.at(-1)?.includes('"reason":"the model provider failed') === true) seen.providerStops += 1;
    if (lines.at(-1)?.includes('"kind":"run_end"') === true) break;
  }
  return exits;
}

async function cycle(index: number, reference: EndState): Promise<boolean> {
  const chosen = plan();
  const started = performance.now();
  const fake = await startAnthropicFake(crashModel((_step, request) => chosen.faulty.get(request)));
  const workingDir = crashRepository(FEATURES, GREP_VERIFY);
  try {
    const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
    const exits = await runToEnd(workingDir, fake.url, chosen.crashes);
    const state = endState(workingDir, start, "soak");
    const same = isDeepStrictEqual(state, reference) && !exits.some((exit) => exit.hung);
    const faults = [...chosen.faulty.keys()].join(",") || "none";
    const ends = exits.map((exit) => (exit.hung ? "HUNG" : (exit.signal ?? String(exit.code)))).join(" ");
    process.stdout.write(
      `cycle ${index + 1}: crashes ${chosen.crashes.map((crash) => crash ?? "-").join(" ")}; faults at ${faults}; ` +
        `${exits.length} processes (${ends}) in ${seconds(performance.now() - started)}: ${same ? "ok" : "MISMATCH"}\n`,
    );
    if (!same) process.stdout.write(`  got ${JSON.stringify(state)}\n  in ${workingDir}\n`);
    else rmSync(join(workingDir, ".."), { recursive: true, force: true });
    return same;
  } catch (thrown) {
    process.stdout.write(`cycle ${index + 1}: FAILED in ${workingDir}: ${String(thrown)}\n`);
    return false;
  } finally {
    await fake.close();
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const load = (): string => loadavg()[0]?.toFixed(1) ?? "?";

/** The uninterrupted run every cycle must match; undefined (and why, printed) when it is not the expected state. */
async function referenceRun(): Promise<EndState | undefined> {
  const fake = await startAnthropicFake(crashModel());
  const workingDir = crashRepository(FEATURES, GREP_VERIFY);
  const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
  await alfred(workingDir, RUN, crashEnv(fake.url));
  await fake.close();
  const reference = endState(workingDir, start, "soak");
  process.stdout.write(`reference: ${JSON.stringify(reference)}\n`);
  const wrong = Object.entries(EXPECTED_REFERENCE).filter(
    ([key, value]) => !isDeepStrictEqual(reference[key as keyof EndState], value),
  );
  const commits =
    reference.commits.length === 1 && reference.commits[0]?.startsWith("feat(slugify)") === true;
  if (wrong.length === 0 && commits) {
    rmSync(join(workingDir, ".."), { recursive: true, force: true });
    return reference;
  }
  process.stdout.write(
    `the reference run is not the expected end state (${[...wrong.map(([key]) => key), ...(commits ? [] : ["commits"])].join(", ")}); in ${workingDir}\n`,
  );
  return undefined;
}

async function main(): Promise<number> {
  const began = performance.now();
  process.stdout.write(
    `soak: ${cycles} cycles, seed ${values.seed}, ${parallel} at a time, load ${load()}\n`,
  );
  const reference = await referenceRun();
  if (reference === undefined) return 1;
  let good = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < cycles) {
      const index = next;
      next += 1;
      if (await cycle(index, reference)) good += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const mean = seen.processMs.reduce((sum, ms) => sum + ms, 0) / Math.max(1, seen.processMs.length);
  process.stdout.write(
    `${seen.processes} processes (${seen.killed} SIGKILLed at a crash point, ${seen.providerStops} stopped by provider faults), ` +
      `${seconds(mean)} each on average, max ${seconds(Math.max(0, ...seen.processMs))}; ` +
      `${seconds(performance.now() - began)} in all, load ${load()} at the end\n`,
  );
  process.stdout.write(`${good}/${cycles} reached the reference state\n`);
  if (seen.killed === 0 || (cycles >= 20 && seen.providerStops === 0)) {
    process.stdout.write(
      "the soak exercised nothing: no process was killed, or no provider fault stopped a run\n",
    );
    return 1;
  }
  return good === cycles ? 0 : 1;
}

try {
  process.exitCode = await main();
} finally {
  rmSync(join(binary, ".."), { recursive: true, force: true });
}
