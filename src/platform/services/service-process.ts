/**
 * Long-lived stdio services inside the boundary: language servers, which
 * read agent-written files and configuration and may run code from them
 * (tsserver loads tsconfig `plugins` from `node_modules`). `boundary.run`
 * waits for a command to end; a service talks over stdin/stdout for the
 * whole session, so it gets its own start here, under the same rules:
 *
 * - the environment is the boundary policy's (scrubbed, allow-listed), plus
 *   the variables the service's own configuration declares (an MCP server's
 *   `env`), plus a unique `ALFRED_BOUNDARY` tag — nothing of Alfred's own
 *   process;
 * - when the boundary sandboxes commands, the service runs in the same bwrap
 *   layout, with two differences: the workspace is bound **read-only** (a
 *   language server or MCP server serves reads; it has no business writing
 *   it) and there is no network unless the service asks for it (`network`)
 *   *and* the egress allow-list is non-empty — then it goes through the same
 *   egress proxy as commands, to the listed hosts only; with `sandbox: "on"`
 *   and no bwrap, nothing starts;
 * - every service started is tracked: `stop()` ends it (SIGTERM to its process
 *   group, SIGKILL after a grace period, then a sweep for tagged escapees), and
 *   a process `exit` hook SIGKILLs whatever is still running when Alfred exits
 *   — normally or by an uncaught error; an unhandled SIGINT/SIGTERM/SIGHUP is
 *   caught just long enough to do the same. Sandboxed, bwrap's
 *   `--die-with-parent` also ends the service if Alfred is SIGKILLed.
 */
import { spawn } from "node:child_process";
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { randomUUID } from "node:crypto";
import { realpath } from "node:fs/promises";
import type { Readable, Writable } from "node:stream";
import { type Boundary, boundaryToolchains } from "../boundary/boundary.js";
import { BOUNDARY_TAG, sweepTaggedProcesses, uptimeSeconds } from "../process/process-sweep.js";
import { DEFAULT_BWRAP } from "../sandbox/sandbox.js";
import { harnessStateBinds } from "../sandbox/harness-state-binds.js";
import {
  buildSandboxArgs,
  resolveGitLayout,
  resolveHostRoot,
  SANDBOX_HOME,
} from "../sandbox/sandbox-layout.js";
import { omitUndefined } from "../../core/omit-undefined.js";
import { noteAgentProcessStart } from "../process/agent-processes.js";

/** A service to start. */
export interface ServiceCommand {
  /** `argv[0]` is an absolute path or a name looked up on the policy's PATH. */
  readonly argv: readonly string[];
  /** Working directory; inside the workspace. */
  readonly cwd: string;
  /** Characters of stderr kept for error reports (default 4,000). */
  readonly stderrChars?: number;
  /**
   * Host directories to make visible read-only inside the sandbox, e.g. the `node_modules` a server
   * is installed in when it lies outside the workspace and the system directories.
   */
  readonly readOnlyDirs?: readonly string[];
  /** Variables the service's own configuration declares, added to the policy's environment. */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * Reach the hosts of the boundary's egress allow-list through its proxy (sandboxed only; an empty
   * list still means no network). Default false: language servers never get a network.
   */
  readonly network?: boolean;
}

/** How a service ended. */
export interface ServiceExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** A running service. */
export interface ServiceProcess {
  readonly pid: number;
  readonly stdin: Writable;
  readonly stdout: Readable;
  /** Runs inside the OS sandbox. */
  readonly sandboxed: boolean;
  /** Sandboxed and bridged to the egress proxy: it can reach the allow-listed hosts. */
  readonly egress: boolean;
  /** The last characters the service wrote to stderr. */
  stderrTail(): string;
  /** Resolves when the process has exited (never rejects). */
  readonly exited: Promise<ServiceExit>;
  /** Ends the process group: SIGTERM, SIGKILL after `graceMs` (default 1,000), then a sweep. Idempotent. */
  stop(graceMs?: number): Promise<void>;
}

/** The outcome of {@link startService}. */
export type StartServiceResult =
  { readonly ok: true; readonly service: ServiceProcess } | { readonly ok: false; readonly error: string };

// Process-wide on purpose: the `exit` hook must reach every service of every session, because at
// `exit` no async shutdown can run any more; a leaked language server outlives the CI job step.
const running = new Set<ChildProcessWithoutNullStreams>();
let exitHookInstalled = false;

function killGroup(child: ChildProcessWithoutNullStreams, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: already gone.
  }
}

function killAll(): void {
  for (const child of running) killGroup(child, "SIGKILL");
}

/**
 * A stop signal nobody else handles ends Node without its `exit` event, so the
 * services would outlive Alfred. When this is the signal's only listener, it
 * kills them and raises the signal again, now unhandled, so the process still
 * dies of it. When the host handles the signal (the CLI does: clean stop), the
 * host's exit runs the `exit` hook instead.
 */
function onStopSignal(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) > 1) return;
  killAll();
  for (const name of STOP_SIGNALS) process.off(name, onStopSignal);
  process.kill(process.pid, signal);
}

const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", killAll);
  for (const signal of STOP_SIGNALS) process.on(signal, onStopSignal);
}

/** How many services this process has running (for tests and `alfred doctor`). */
export function runningServiceCount(): number {
  return running.size;
}

interface SpawnSpec {
  readonly file: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Record<string, string>;
  readonly sandboxed: boolean;
  readonly egress: boolean;
}

async function sandboxedSpec(boundary: Boundary, command: ServiceCommand): Promise<SpawnSpec | string> {
  const { policy } = boundary;
  const workingDir = await realpath(policy.workingDir);
  const cwd = await realpath(command.cwd);
  if (cwd !== workingDir && !cwd.startsWith(`${workingDir}/`))
    return `cwd ${command.cwd} is outside the workspace ${workingDir}`;
  const hostHome = policy.hostHome ?? policy.env["HOME"];
  const root = await resolveHostRoot({
    path: policy.env["PATH"] ?? "",
    workingDir,
    ...omitUndefined({ hostHome }),
  });
  // The workspace again, read-only on top of the writable bind (and of `.git`): a service only reads.
  const installs = (command.readOnlyDirs ?? []).map((dir) => ({ source: dir, dest: dir }));
  const network = command.network === true ? await boundary.networkExtras() : undefined;
  const extras = {
    extraReadOnlyBinds: [
      { source: workingDir, dest: workingDir },
      ...installs,
      ...(network?.extraReadOnlyBinds ?? []),
    ],
    ...(network?.argvPrefix === undefined ? {} : { argvPrefix: network.argvPrefix }),
  };
  const toolchains = boundaryToolchains(policy, workingDir, hostHome);
  const git = await resolveGitLayout(workingDir);
  const harnessState = await harnessStateBinds(workingDir);
  const layout = { workingDir, cwd, root, git, toolchains, harnessState, extras };
  return {
    file: policy.bwrapPath ?? DEFAULT_BWRAP,
    args: buildSandboxArgs(layout, command.argv),
    cwd,
    env: {
      ...policy.env,
      ...command.env,
      ...toolchains.env,
      HOME: SANDBOX_HOME,
      TMPDIR: "/tmp",
      ...network?.extraEnv,
    },
    sandboxed: true,
    egress: network !== undefined,
  };
}

async function spawnSpec(boundary: Boundary, command: ServiceCommand): Promise<SpawnSpec | string> {
  const state = await boundary.state();
  if (state.reason !== undefined && state.mode === "on") return state.reason;
  const [file, ...args] = command.argv;
  if (file === undefined) return "empty command";
  if (state.boundary === "on") return sandboxedSpec(boundary, command);
  const env = { ...boundary.policy.env, ...command.env };
  return { file, args, cwd: command.cwd, env, sandboxed: false, egress: false };
}

/**
 * Starts `command` as a service inside `boundary` (module comment). Resolves
 * once the process has started, or with the reason it could not (missing
 * binary, sandbox required but unavailable, cwd outside the workspace).
 * Never rejects.
 */
export async function startService(boundary: Boundary, command: ServiceCommand): Promise<StartServiceResult> {
  const spec = await spawnSpec(boundary, command).catch((error: unknown) => String(error));
  if (typeof spec === "string") return { ok: false, error: spec };
  noteAgentProcessStart();
  const tag = randomUUID();
  const startedAt = uptimeSeconds();
  const child = spawn(spec.file, [...spec.args], {
    cwd: spec.cwd,
    // Last, so the policy cannot choose or clear the tag the sweep looks for.
    env: { ...spec.env, [BOUNDARY_TAG]: tag },
    detached: true,
    stdio: ["pipe", "pipe", "pipe"],
  });
  const started = await new Promise<string | undefined>((resolve) => {
    child.once("spawn", () => resolve(undefined));
    child.once("error", (error: NodeJS.ErrnoException) =>
      resolve(`${error.code ?? "error"}: ${error.message}`),
    );
  });
  if (started !== undefined || child.pid === undefined)
    return { ok: false, error: `cannot start ${command.argv[0] ?? ""}: ${started ?? "no pid"}` };
  installExitHook();
  running.add(child);
  const limit = command.stderrChars ?? 4_000;
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (text: string) => {
    stderr = (stderr + text).slice(-limit);
  });
  // A service that died leaves its pipes broken; writes must fail as values, not crash Alfred.
  child.stdin.on("error", () => undefined);
  child.stdout.on("error", () => undefined);
  const exited = new Promise<ServiceExit>((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(child);
      // Whatever it started in its group goes with it.
      killGroup(child, "SIGKILL");
      resolve({ code, signal });
    });
  });
  let stopping: Promise<void> | undefined;
  const stop = (graceMs = 1_000): Promise<void> =>
    (stopping ??= (async () => {
      killGroup(child, "SIGTERM");
      const timer = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), graceMs).unref());
      if ((await Promise.race([exited, timer])) === "late") killGroup(child, "SIGKILL");
      await exited;
      await sweepTaggedProcesses(tag, startedAt);
    })());
  return {
    ok: true,
    service: {
      pid: child.pid,
      stdin: child.stdin,
      stdout: child.stdout,
      sandboxed: spec.sandboxed,
      egress: spec.egress,
      stderrTail: () => stderr,
      exited,
      stop,
    },
  };
}
