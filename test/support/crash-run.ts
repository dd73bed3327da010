/**
 * Shared by the crash/resume e2e tests and the soak (`npm run soak`): a demo
 * repository, a loopback model that answers by looking at each request (so a
 * restarted process gets the same answers whatever it re-sends), and the end
 * state a run must reach however often it was killed and resumed.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FakeStep, RecordedRequest } from "../fakes/fake-script.js";
import { type CliRun, runAlfred } from "./cli.js";
import { verifyLedger } from "../../src/orchestrator/ledger-verify.js";
import { demoStepOf } from "./demo-model.js";
import { demoRepository, editFeatureList, GIT_ENV, gitIn, statuses } from "./demo-repo.js";
import { DEMO_CODE, demoEdit } from "./demo-turns.js";

/** The ledger key of every crash run. */
export const CRASH_KEY = "crash-test-ledger-key-0123456789";

/**
 * The committed `.alfred/config.json` of every crash repository: fast engine
 * retries, so provider faults cost milliseconds and two in a row outlast the
 * one retry (the run stops with `provider_error`). Committed, because an
 * unattended run reads its settings from the commit it starts from, never
 * from the worktree; the production defaults are untouched.
 */
export const CRASH_CONFIG = `${JSON.stringify({ retry: { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 5 } }, null, 2)}\n`;

/** The untracked file present before every crash run, which no rollback may touch (issue 10, item 4). */
export const UNTRACKED_FILE = ".alfred/hooks.json";

/** {@link UNTRACKED_FILE}'s content: valid hooks, none defined. */
export const UNTRACKED_CONTENT = `${JSON.stringify({ PreToolUse: [] }, null, 2)}\n`;

/** Each feature's code; word-count's is wrong, so that feature is always blocked. */
const CODE: Readonly<Record<string, string>> = {
  slugify: DEMO_CODE.slugify,
  truncate: DEMO_CODE.truncate,
  "word-count": "export const wordCount = (text) => 0;",
};

/** The answer for one request, or a fault chosen by `fault` (called with the step and the request's index). */
export function crashModel(
  fault: (step: string, index: number) => FakeStep | undefined = () => undefined,
): (request: RecordedRequest, index: number) => FakeStep {
  return (request, index) => {
    const step = demoStepOf(request);
    const injected = fault(step, index);
    if (injected !== undefined) return injected;
    const [feature = "", kind = ""] = step.split("/");
    if (kind === "rubric")
      return {
        turn: {
          toolCalls: [
            { name: "submit_rubric", input: { verification: 2, reasoning: `${feature} is implemented.` } },
          ],
        },
      };
    if (kind === "implement#0")
      return { turn: { toolCalls: [{ name: "file_read", input: { path: "src/text.js" } }] } };
    if (kind === "implement#1")
      return { turn: { toolCalls: [{ name: "file_edit", input: demoEdit(CODE[feature] ?? "") }] } };
    return { turn: { text: `Implemented ${feature}.` } };
  };
}

/**
 * Cheap verify commands (no test runner): each passes exactly when the
 * feature's correct code from {@link CODE} is in place, so word-count's wrong
 * edit still fails. For the soak, whose cycles run many verifies.
 */
export const GREP_VERIFY: Readonly<Record<string, string>> = {
  slugify: "grep -q 'export const slugify = (text) => text.normalize' src/text.js",
  truncate: "grep -q 'export const truncate = (text, max)' src/text.js",
  "word-count": "grep -q 'export const wordCount = (text) => text' src/text.js",
};

/**
 * The demo repository with only `ids` in its list, in that order (their
 * verify commands replaced by `verify`, when given), {@link CRASH_CONFIG}
 * committed and {@link UNTRACKED_FILE} left untracked.
 */
export function crashRepository(ids: readonly string[], verify?: Readonly<Record<string, string>>): string {
  const workingDir = demoRepository((root) => {
    editFeatureList(root, (list) => {
      list.features = ids.flatMap((id) => list.features.filter((f) => String(f.id) === id));
      if (verify !== undefined)
        for (const feature of list.features) feature.verify = verify[String(feature.id)] ?? feature.verify;
    });
    mkdirSync(join(root, ".alfred"), { recursive: true });
    writeFileSync(join(root, ".alfred", "config.json"), CRASH_CONFIG);
  });
  writeFileSync(join(workingDir, UNTRACKED_FILE), UNTRACKED_CONTENT);
  return workingDir;
}

/** The environment of `alfred run` against the loopback model at `url`. */
export function crashEnv(url: string, extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  const base: Record<string, string> = {};
  for (const [name, value] of Object.entries(GIT_ENV)) if (value !== undefined) base[name] = value;
  return {
    ...base,
    ALFRED_PROVIDER: "anthropic",
    ALFRED_BASE_URL: url,
    ANTHROPIC_API_KEY: "x",
    ALFRED_LEDGER_KEY: CRASH_KEY,
    ...extra,
  };
}

/**
 * `alfred ARGS` in `workingDir` against the loopback model at `url`, SIGKILLed at
 * crash point `point`.
 * @throws Error when the process was not killed there (it never reached the point).
 */
export async function killedAt(
  workingDir: string,
  args: readonly string[],
  url: string,
  point: string,
): Promise<CliRun> {
  const run = await runAlfred(args, {
    cwd: workingDir,
    env: crashEnv(url, { ALFRED_TEST_CRASH_AT: point }),
    timeoutMs: 120_000,
  });
  if (run.signal !== "SIGKILL")
    throw new Error(`alfred ${args.join(" ")} was not killed at ${point} (exit ${run.code}):\n${run.stderr}`);
  return run;
}

/** What a finished run left, in terms that do not depend on timing (no shas, no timestamps). */
export interface EndState {
  readonly statuses: Record<string, string>;
  /** Commit subjects since the start, oldest first. */
  readonly commits: readonly string[];
  readonly emptyCommits: number;
  readonly headTree: string;
  readonly gitStatus: string;
  readonly ledger: string;
  /** `feature` outcomes in the ledger per feature id. */
  readonly outcomes: Record<string, number>;
  /** Every commit's `Alfred-Ledger-Seq` names its own `feature` entry with its own sha. */
  readonly trailersPointAtOutcomes: boolean;
  /** {@link UNTRACKED_FILE} is still there, byte for byte. */
  readonly untrackedFileKept: boolean;
}

interface Entry {
  readonly seq: number;
  readonly kind: string;
  readonly data: { readonly featureId?: string; readonly gitSha?: string };
}

/** Reads the end state of run `runId` in `workingDir`, whose history started at `start`. */
export function endState(workingDir: string, start: string, runId: string): EndState {
  const text = readFileSync(join(workingDir, ".alfred", "workflows", runId, "ledger.jsonl"), "utf8");
  const entries = text
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Entry);
  const outcomes: Record<string, number> = {};
  for (const entry of entries.filter((candidate) => candidate.kind === "feature"))
    outcomes[entry.data.featureId ?? ""] = (outcomes[entry.data.featureId ?? ""] ?? 0) + 1;
  const shas = gitIn(workingDir, "rev-list", "--reverse", `${start}..HEAD`)
    .trim()
    .split("\n")
    .filter(Boolean);
  let empty = 0;
  let trailersOk = true;
  for (const sha of shas) {
    const changed = execFileSync("git", ["diff-tree", "--no-commit-id", "--name-only", "-r", sha], {
      cwd: workingDir,
      env: GIT_ENV,
      encoding: "utf8",
    });
    if (changed.trim() === "") empty += 1;
    const body = gitIn(workingDir, "log", "-1", "--format=%B", sha);
    const seq = Number(/^Alfred-Ledger-Seq: (\d+)$/m.exec(body)?.[1]);
    const feature = /^Alfred-Feature: (.+)$/m.exec(body)?.[1];
    const entry = entries.find((candidate) => candidate.seq === seq);
    if (entry?.kind !== "feature" || entry.data.featureId !== feature || entry.data.gitSha !== sha)
      trailersOk = false;
  }
  const verification = verifyLedger(text, CRASH_KEY, { requireEnd: true });
  return {
    statuses: statuses(workingDir),
    commits: shas.map((sha) => gitIn(workingDir, "log", "-1", "--format=%s", sha).trim()),
    emptyCommits: empty,
    headTree: gitIn(workingDir, "rev-parse", "HEAD^{tree}").trim(),
    gitStatus: gitIn(workingDir, "status", "--porcelain", "--untracked-files=all"),
    ledger: verification.ok ? "intact" : verification.reason,
    outcomes,
    trailersPointAtOutcomes: trailersOk,
    untrackedFileKept:
      existsSync(join(workingDir, UNTRACKED_FILE)) &&
      readFileSync(join(workingDir, UNTRACKED_FILE), "utf8") === UNTRACKED_CONTENT,
  };
}
