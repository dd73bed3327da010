/**
 * The scenarios of the crash/resume end-to-end files (`test/e2e/run-crash-*.test.ts`): a run over
 * the crash repository, SIGKILLed at a named point and resumed, compared with the end state of the
 * same run left alone. Split into files so vitest runs them side by side; what they share lives
 * here, the soak's building blocks in `crash-run.ts`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { CRASH_POINTS, type CrashPoint } from "../../src/harness/workspace/crash-points.js";
import { startAnthropicFake } from "../fakes/anthropic-server.js";
import type { FakeServer } from "../fakes/fake-script.js";
import { runAlfred } from "./cli.js";
import { crashEnv, crashModel, crashRepository, type EndState, endState, killedAt } from "./crash-run.js";
import { gitIn } from "./demo-repo.js";

/** slugify passes, word-count is blocked: both paths of settling a feature. */
export const FEATURES = ["slugify", "word-count"];
/** `alfred run` as every crash scenario starts it. */
export const RUN = ["run", "--run-id", "r1", "--budget", "2"];
/** The same run, resumed. */
export const RESUME = [...RUN, "--resume"];
/** What a run refused by the repository lock says. */
export const HELD = /another Alfred run holds this repository/;
/** The steps of committing a passing feature a crash can fall between (issue 10, item 1). */
export const COMMIT_WINDOW: readonly CrashPoint[] = [
  "before_commit",
  "after_commit",
  "after_outcome",
  "after_list",
];
/** How long one `alfred run` may take on a loaded 2-core runner. */
export const RUN_TIMEOUT_MS = 120_000;
/** A scenario's own limit: a crashed run, then its resume. */
export const SCENARIO_TIMEOUT_MS = 240_000;

/** The kinds of the entries of run r1's ledger in `workingDir`, in order. */
export function ledgerKinds(workingDir: string): string[] {
  return readFileSync(join(workingDir, ".alfred/workflows/r1/ledger.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { kind: string }).kind);
}

/** Runs `alfred run` in a new crash repository holding `features`, SIGKILLed at `point`; returns the repository and its start. */
export async function crashedAt(
  url: string,
  features: readonly string[],
  point: CrashPoint,
): Promise<{ cwd: string; start: string }> {
  const workingDir = crashRepository(features);
  const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
  await killedAt(workingDir, RUN, url, point);
  return { cwd: workingDir, start };
}

/** The end state after {@link crashedAt} and one `--resume` (which must exit 0). */
export async function crashedAndResumed(
  url: string,
  features: readonly string[],
  point: CrashPoint,
): Promise<EndState> {
  const { cwd: workingDir, start } = await crashedAt(url, features, point);
  const resumed = await runAlfred(RESUME, { cwd: workingDir, env: crashEnv(url), timeoutMs: RUN_TIMEOUT_MS });
  expect(resumed.code, resumed.stderr).toBe(0);
  return endState(workingDir, start, "r1");
}

/** The end state of an uninterrupted run over `features`. */
export async function uninterrupted(url: string, features: readonly string[]): Promise<EndState> {
  const workingDir = crashRepository(features);
  const start = gitIn(workingDir, "rev-parse", "HEAD").trim();
  const run = await runAlfred(RUN, { cwd: workingDir, env: crashEnv(url), timeoutMs: RUN_TIMEOUT_MS });
  expect(run.code, run.stderr).toBe(0);
  return endState(workingDir, start, "r1");
}

/** The loopback model of a crash file and, once `beforeAll` ran, the reference end state. */
export interface CrashWorld {
  readonly fake: FakeServer;
  /** The uninterrupted run over {@link FEATURES}: what every crash and resume must reach. */
  readonly reference: EndState;
}

/**
 * Starts the crash model for the file (closed after it) and, unless `reference` is false, runs the
 * uninterrupted reference first. Call at the top of a test file; read the fields inside tests.
 */
export function useCrashWorld(options: { readonly reference?: boolean } = {}): CrashWorld {
  const world: { fake?: FakeServer; reference?: EndState } = {};
  beforeAll(async () => {
    world.fake = await startAnthropicFake(crashModel());
    if (options.reference !== false) world.reference = await uninterrupted(world.fake.url, FEATURES);
  }, 150_000);
  afterAll(async () => {
    await world.fake?.close();
  });
  return {
    get fake() {
      return defined(world.fake, "the crash model");
    },
    get reference() {
      return defined(world.reference, "the reference end state (useCrashWorld({ reference: true }))");
    },
  };
}

function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not there: read it inside a test, after beforeAll`);
  return value;
}

/**
 * Part `part` (1 or 2) of {@link CRASH_POINTS}: every named point is in exactly one part, so a point
 * added to the harness is crash-tested without editing a list.
 */
export function crashPointsPart(part: 1 | 2): readonly CrashPoint[] {
  const half = Math.ceil(CRASH_POINTS.length / 2);
  return part === 1 ? CRASH_POINTS.slice(0, half) : CRASH_POINTS.slice(half);
}
