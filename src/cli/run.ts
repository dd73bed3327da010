import { randomBytes } from "node:crypto";
import { relative } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config/load.js";
import { flagLayer } from "../config/sources.js";
import { ConfigError } from "../core/errors.js";
import type { AlfredConfig } from "../config/schema.js";
import { autonomousRun } from "../harness/autonomous-run.js";
import { crashHook } from "../harness/workspace/crash-points.js";
import type { RunLockWait } from "../harness/state/run-lock.js";
import {
  type AutonomousRunOptions,
  harnessOptionsFrom,
  type RunSummary,
} from "../harness/state/run-types.js";
import { collectGarbage, memoryLayout } from "../memory/index.js";
import { HOST_PROFILES } from "../core/host-profiles.js";
import { MIN_LEDGER_KEY_LENGTH } from "../security/secrets/ledger-key.js";
import { headCommit } from "../platform/git/git.js";
import { describeSandboxChoice } from "../platform/sandbox/sandbox.js";
import { createSession } from "../session/create-session.js";
import { pathInRepository, repositoryRoot } from "../harness/open/run-preconditions.js";
import { ignoreAlfredState } from "./ignore-state.js";
import {
  ENGINE_FLAGS,
  engineFlagLayer,
  existingDirectory,
  numberFlag,
  workingDirOf,
} from "./common-flags.js";
import { interruptOnSignals } from "./interrupt.js";
import { UsageError } from "./usage-error.js";
import { type CliIo, EXIT } from "./io.js";
import { type Palette, palette } from "./render.js";
import { createRunRenderer, summaryTable } from "./run-render.js";

/** `alfred run` usage text. */
export const RUN_USAGE = `Usage: alfred run [options]

Works through feature_list.json: implement, verify, score, commit what passed,
roll back what did not, and sign every outcome into the ledger.
Needs ALFRED_LEDGER_KEY (at least 16 characters) and a clean git worktree.

Options:
  --features FILE        the feature list (default feature_list.json)
  --verify CMD           verify command for features that name none
  --budget N             implement + verify attempts per feature (default 3)
  --max-cost-usd N       cost budget of the whole run
  --run-id ID            name of the run (default: a new one)
  --resume               continue the run named by --run-id
  --no-rollback          keep a blocked feature's changes in the worktree
  --wait                 when another run holds the repository, wait for it
  --wait-timeout SECONDS how long --wait waits (default 1800)
  --provider, --model, --max-turns, --sandbox, --cwd   as for alfred ask
  --sandbox-read-path P  a host path sandboxed commands may also read (repeatable)
  --json                 one event per line on stdout

Runs at the root of the git repository containing the current directory (or
--cwd); --features is relative to the current directory. One run per
repository at a time. Exit codes: 0 success, 1 failure (also: another run holds
the repository), 2 usage or configuration error, 130 interrupted (143 by
SIGTERM, 129 by SIGHUP); resume an interrupted run with --run-id ID --resume.`;

const RUN_FLAGS = {
  ...ENGINE_FLAGS,
  features: { type: "string" },
  verify: { type: "string" },
  budget: { type: "string" },
  "run-id": { type: "string" },
  resume: { type: "boolean" },
  "no-rollback": { type: "boolean" },
  wait: { type: "boolean" },
  "wait-timeout": { type: "string" },
} as const;

/** How long `--wait` queues behind another run by default. */
export const DEFAULT_WAIT_TIMEOUT_S = 1800;

/** A fresh run id: date, time and a random suffix. */
export function newRunId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `run-${stamp}-${randomBytes(2).toString("hex")}`;
}

/**
 * Reads the ledger key from the environment.
 * @throws ConfigError when it is missing or too short.
 */
export function ledgerKeyFrom(env: Readonly<Record<string, string | undefined>>): string {
  const key = env.ALFRED_LEDGER_KEY;
  if (key === undefined || key === "")
    throw new ConfigError("environment variable ALFRED_LEDGER_KEY", "not set: the ledger must be signed");
  if (key.length < MIN_LEDGER_KEY_LENGTH) {
    throw new ConfigError(
      "environment variable ALFRED_LEDGER_KEY",
      `too short: use at least ${MIN_LEDGER_KEY_LENGTH} characters`,
    );
  }
  return key;
}

/**
 * Refuses the engine flags an unattended run cannot honour, instead of silently
 * replacing them: nobody is there to ask, so the mode is always the `cliRun` row's (`bypass`)
 * and `--yes` has nothing to approve.
 * @throws UsageError naming the flag.
 */
export function rejectUnattendedFlags(values: {
  readonly mode?: string | undefined;
  readonly yes?: boolean | undefined;
}): void {
  const fixed = HOST_PROFILES.cliRun.permissionMode;
  if (values.mode !== undefined && values.mode !== fixed)
    throw new UsageError(
      `--mode ${values.mode}: alfred run is unattended and always works in ${fixed} mode ` +
        "(the path jail, kill-list and egress list still hold); drop --mode, or use alfred ask",
    );
  if (values.yes === true)
    throw new UsageError(
      "--yes: alfred run is unattended, so nothing is asked and there is nothing to approve; " +
        "allow or deny calls with rules in .alfred/config.json",
    );
}

/**
 * `alfred run`: the autonomy harness on the feature list.
 * @throws ConfigError / AlfredError when the run cannot start.
 */
export async function runCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const values = parseRunFlags(argv);
  if (values.help === true) {
    io.stdout.write(`${RUN_USAGE}\n`);
    return EXIT.success;
  }
  rejectUnattendedFlags(values);
  const plan = await planRun(values, io);
  const colors = palette(io.stderr.isTTY === true && io.env.NO_COLOR === undefined);
  const note = (text: string): void => void io.stderr.write(`${colors.dim(text)}\n`);
  if (plan.here !== plan.workingDir) note(`running at the repository root ${plan.workingDir}`);
  const session = await createSession({
    host: "cliRun",
    config: plan.config,
    // Hooks, language and MCP servers come from the commit the run starts from, never the worktree.
    source: plan.source,
    env: io.env,
    workingDir: plan.workingDir,
    onNote: note,
  });
  if (plan.config.sandbox !== "off")
    note(await describeSandboxChoice(plan.config.sandbox, { readPaths: plan.config.sandboxReadPaths }));
  const json = values.json === true;
  const interruption = interruptOnSignals(io);
  try {
    const summary = await autonomousRun({
      ...harnessOptionsFrom(plan.config),
      featuresFile: pathInRepository(plan.workingDir, plan.workingDir, plan.config.features),
      runId: plan.runId,
      resume: values.resume === true,
      session,
      ledgerKey: plan.ledgerKey,
      signal: interruption.signal,
      lock: {
        command: ["alfred", "run", ...argv].join(" "),
        ...(values.wait === true ? { wait: waitForHolder(plan.waitTimeoutS, note) } : {}),
      },
      // Fault injection for the crash tests and the soak only: SIGKILL at a named point.
      crashPoint: crashHook(io.env.ALFRED_TEST_CRASH_AT, () => process.kill(process.pid, "SIGKILL")),
      ...(json ? jsonLines(io) : humanProgress(io, colors)),
    });
    await memoryGc(plan.workingDir, note);
    if (!json) reportRun(io, colors, summary, plan.runId);
    return interruption.exitCode(summary.exitCode);
  } finally {
    interruption.unsubscribe();
    await session.close?.();
  }
}

/** The flags of `alfred run`, strictly: an unknown flag or a stray word is a usage error. */
function parseRunFlags(argv: readonly string[]) {
  return parseArgs({ args: [...argv], options: RUN_FLAGS, allowPositionals: false, strict: true }).values;
}

type RunFlagValues = ReturnType<typeof parseRunFlags>;

/** Where and how the run goes: the repository root, its configuration (from HEAD), key and id. */
interface RunPlan {
  /** Where the user stands (or `--cwd`). */
  readonly here: string;
  /** The root of the git repository containing `here`: where the run works. */
  readonly workingDir: string;
  readonly waitTimeoutS: number;
  /** Settings and hooks come from the commit the run starts from, never the worktree. */
  readonly source: { readonly kind: "commit"; readonly sha: string };
  readonly config: AlfredConfig;
  readonly ledgerKey: string;
  readonly runId: string;
}

/**
 * Resolves the flags against the repository: its root, the configuration of its HEAD commit (flags
 * over environment over file), the ledger key and the run id.
 * @throws UsageError / ConfigError naming the flag or setting that is wrong.
 */
async function planRun(values: RunFlagValues, io: CliIo): Promise<RunPlan> {
  const here = await existingDirectory(workingDirOf(values, io.cwd), values.cwd);
  const workingDir = await repositoryRoot(here);
  await ignoreAlfredState(workingDir);
  const waitTimeoutS = numberFlag("--wait-timeout", values["wait-timeout"]) ?? DEFAULT_WAIT_TIMEOUT_S;
  if (!(waitTimeoutS >= 0)) throw new UsageError("--wait-timeout: expected a number of seconds ≥ 0");
  const engineLayer = engineFlagLayer(values);
  const runLayer = flagLayer({
    // Relative to where the user stands, not to the root the run moves to.
    features: [
      "--features",
      values.features === undefined ? undefined : pathInRepository(workingDir, here, values.features),
    ],
    verify: ["--verify", values.verify],
    iterationBudget: ["--budget", numberFlag("--budget", values.budget)],
    runId: ["--run-id", values["run-id"]],
    rollback: ["--no-rollback", values["no-rollback"] === true ? false : undefined],
  });
  const flags = {
    values: { ...engineLayer.values, ...runLayer.values },
    sources: new Map([...engineLayer.sources, ...runLayer.sources]),
  };
  const source = { kind: "commit", sha: await headCommit(workingDir) } as const;
  const config = await loadConfig({ workingDir, env: io.env, flags, source, host: "cliRun" });
  const ledgerKey = ledgerKeyFrom(io.env);
  if (values.resume === true && config.runId === undefined)
    throw new ConfigError("flag --resume", "needs --run-id naming the run to continue");
  return {
    here,
    workingDir,
    waitTimeoutS,
    source,
    config,
    ledgerKey,
    runId: config.runId ?? newRunId(new Date()),
  };
}

/** `--wait`: queue behind the run holding the repository, saying whom it waits for. */
function waitForHolder(timeoutS: number, note: (text: string) => void): RunLockWait {
  return {
    timeoutMs: timeoutS * 1000,
    onWaiting: (holder, path) =>
      note(`waiting up to ${timeoutS}s for run "${holder.runId}" (pid ${holder.pid}) to release ${path}`),
  };
}

type ProgressSinks = Required<Pick<AutonomousRunOptions, "onProgress" | "onQueryEvent">>;

/** `--json`: one event per line on stdout (a feature as its id and description, a query's end as its status). */
function jsonLines(io: CliIo): ProgressSinks {
  return {
    onProgress: (event) =>
      io.stdout.write(
        `${JSON.stringify(event.type === "feature_start" ? { ...event, feature: { id: event.feature.id, description: event.feature.description } } : event)}\n`,
      ),
    onQueryEvent: (key, event) =>
      io.stdout.write(
        `${JSON.stringify({ type: "query", key, event: event.type === "done" ? { type: "done", status: event.state.status } : event })}\n`,
      ),
  };
}

/** The human view on stderr. */
function humanProgress(io: CliIo, colors: Palette): ProgressSinks {
  const renderer = createRunRenderer(io, colors);
  return {
    onProgress: (event) => renderer.harness(event),
    onQueryEvent: (key, event) => renderer.query(key, event),
  };
}

/** The summary table, where the ledger and journal are, and how to resume a run that stopped early. */
function reportRun(io: CliIo, colors: Palette, summary: RunSummary, runId: string): void {
  io.stderr.write(`\n${summaryTable(summary)}\n`);
  const shown = (path: string): string => {
    const near = relative(io.cwd, path);
    return near === "" || near.startsWith("..") ? path : near;
  };
  io.stderr.write(
    colors.dim(`ledger:  ${shown(summary.ledgerPath)}\njournal: ${shown(summary.journalPath)}\n`),
  );
  if (summary.status === "aborted" || summary.status === "provider_error")
    io.stderr.write(`resume with: alfred run --run-id ${runId} --resume\n`);
}

/**
 * Memory GC at the end of a run: facts past their ttl, or whose scope paths are gone, move to
 * `.alfred/memory/archive/`. A failure is reported, never fails the run (its work is recorded).
 */
async function memoryGc(workingDir: string, note: (text: string) => void): Promise<void> {
  try {
    const report = await collectGarbage(memoryLayout(workingDir), workingDir, new Date());
    if (report.archived.length > 0) note(`memory: archived ${report.archived.length} stale fact(s)`);
  } catch (thrown) {
    note(`memory gc skipped: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
  }
}
