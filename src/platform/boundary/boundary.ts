/**
 * The boundary: the one way to start a process that runs code the agent can
 * influence — bash commands, verify commands, `.alfred/hooks.json` hooks and
 * git commands that run repository hooks (issue 9). Everything else in
 * `src/` is barred from `node:child_process` by the linter, so a new caller
 * has to come through here and gets the same guarantees:
 *
 * - with the sandbox in use, the layout of `sandbox-layout.ts` (nothing of the
 *   host but system directories and the workspace, `.git` read-only, private
 *   `/tmp` and `$HOME`, own PID namespace, no network);
 * - the environment is exactly the policy's (already scrubbed) plus a unique
 *   `ALFRED_BOUNDARY` tag: nothing is inherited from Alfred's own process;
 * - every process the command started is gone when `run` resolves: the PID
 *   namespace ends them inside the sandbox, and outside it the process group
 *   is killed and a sweep kills tagged escapees (`process-sweep.ts`).
 *
 * `sandbox: "on"` with bwrap unavailable refuses to run anything (`refused`):
 * a security setting must never turn itself off silently.
 */
import { randomUUID } from "node:crypto";
import { realpath } from "node:fs/promises";
import { sep } from "node:path";
import { type BoundaryNetwork, createBoundaryNetwork } from "./boundary-network.js";
import type { EgressStats } from "../egress/egress-proxy.js";
import { BOUNDARY_TAG, sweepTaggedProcesses, uptimeSeconds } from "../process/process-sweep.js";
import { runProcess } from "../process/run-process.js";
import type { RunProcessResult } from "../process/run-process.js";
import { decideSandbox, describeSandboxChoice, DEFAULT_BWRAP } from "../sandbox/sandbox.js";
import type { SandboxDecision, SandboxMode } from "../sandbox/sandbox.js";
import { harnessStateBinds } from "../sandbox/harness-state-binds.js";
import {
  buildSandboxArgs,
  resolveGitLayout,
  resolveHostRoot,
  SANDBOX_HOME,
} from "../sandbox/sandbox-layout.js";
import type { HostRoot, SandboxExtras } from "../sandbox/sandbox-layout.js";
import { omitUndefined } from "../../core/omit-undefined.js";
import { noteAgentProcessStart } from "../process/agent-processes.js";
import { resolveToolchainMounts, type ToolchainMounts } from "../sandbox/toolchain-mounts.js";

/** How every command of one session is contained. */
export interface BoundaryPolicy {
  /** The directory commands may write (and, sandboxed, the only host tree they see besides system dirs). */
  readonly workingDir: string;
  readonly sandbox: SandboxMode;
  /** The complete environment of every command, already scrubbed; nothing else is inherited. */
  readonly env: Readonly<Record<string, string>>;
  /** The bubblewrap executable (default `bwrap` on PATH). */
  readonly bwrapPath?: string;
  /**
   * The egress list: hosts sandboxed commands may reach through the egress proxy, `web_fetch`
   * may fetch and the gate lets network calls reach; empty or absent: no network at all.
   * Unsandboxed commands are not contained by it. Read it back as {@link Boundary.egressAllow}.
   */
  readonly egressAllow?: readonly string[];
  /** Network seam (egress proxy bridge): extra binds, variables and an argv prefix inside the sandbox. */
  readonly sandboxExtras?: SandboxExtras;
  /** The host's `$HOME`, never exposed even when PATH points into it (default: `env.HOME`). */
  readonly hostHome?: string;
  /** Extra host paths shown read-only (`sandbox.readPaths`), already validated. */
  readonly readPaths?: readonly string[];
}

/** One command to run inside the boundary. */
export interface BoundaryCommand {
  /** The command, e.g. `["/bin/bash", "-c", text]`; `argv[0]` is looked up on the policy's PATH. */
  readonly argv: readonly string[];
  /** Working directory; must be inside the workspace when sandboxed. */
  readonly cwd: string;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** Character budget of the merged output (default 30,000). */
  readonly maxOutputChars?: number;
  /** Wait between SIGTERM and SIGKILL on timeout or abort (default 2,000 ms). */
  readonly killGraceMs?: number;
  /** Fed to stdin, which is then closed (default: closed at once). */
  readonly stdin?: string;
  /** Also return stdout and stderr apart (`result.streams`), e.g. for hooks that answer in JSON. */
  readonly separateStreams?: boolean;
  /** Leave `.git` writable. Only `git_commit` in interactive use: its hooks must be able to commit. */
  readonly gitWritable?: boolean;
  /** Variables added to the policy's environment for this command (e.g. a fallback git identity). */
  readonly env?: Readonly<Record<string, string>>;
}

/** What happened to a command. */
export interface BoundaryResult extends RunProcessResult {
  /** Ran inside the OS sandbox. */
  readonly sandboxed: boolean;
  /** Set when the sandbox is required but unavailable, or the command was invalid: it was not run. */
  readonly refused?: string;
}

/** What the boundary is on this machine: `on` only when commands really run in the sandbox. */
export interface BoundaryState {
  readonly boundary: "on" | "off";
  /** The configured mode (`off`, `on`, `auto`). */
  readonly mode: SandboxMode;
  /** Why it is off although the mode asked for the sandbox (`on`: every command is refused). */
  readonly reason?: string;
  /** Hosts sandboxed commands may reach through the egress proxy. */
  readonly egressAllow: readonly string[];
  /** Extra host paths shown read-only (`sandbox.readPaths`). */
  readonly readPaths: readonly string[];
}

/** The boundary of one session: the only way to start agent-influenced processes. */
export interface Boundary {
  /** Runs one command inside the boundary. Never rejects: failures are outcomes. */
  run(command: BoundaryCommand): Promise<BoundaryResult>;
  /** One line for the log: what the sandbox setting means on this machine. */
  describe(): Promise<string>;
  readonly policy: BoundaryPolicy;
  /**
   * The session's egress list, frozen: the one value the proxy, the sandbox's network, the gate,
   * `web_fetch`, the prompt and the ledger's `boundary` entry all read (issue 30).
   */
  readonly egressAllow: readonly string[];
  /** Whether commands run sandboxed here (probes once), for the ledger's `boundary` entry. */
  state(): Promise<BoundaryState>;
  /**
   * What a sandboxed process adds to reach the network through the egress proxy (started on first
   * call); `undefined` when the allow-list is empty: no network at all.
   * @throws AlfredError `io_failed` when the proxy or its bridge cannot be set up.
   */
  networkExtras(): Promise<SandboxExtras | undefined>;
  /** Connections the egress proxy allowed and refused so far (for the ledger). */
  egressStats(): EgressStats;
  /** Stops the egress proxy, if it was started. Commands run after this start it again. */
  close(): Promise<void>;
}

function refusal(message: string): BoundaryResult {
  return {
    outcome: "spawn_failed",
    output: message,
    exitCode: null,
    exitSignal: null,
    spawnError: { code: "EREFUSED", message },
    durationMs: 0,
    sandboxed: false,
    refused: message,
  };
}

function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root === sep ? root : root + sep);
}

/** The policy's own network seam, else the egress proxy's (none for an empty allow-list). */
async function extrasOf(
  policy: BoundaryPolicy,
  network: BoundaryNetwork,
): Promise<SandboxExtras | undefined> {
  return policy.sandboxExtras ?? (await network.extras());
}

/** What the sandbox decision means for the ledger: `on` only when commands really run sandboxed. */
function stateOf(
  policy: BoundaryPolicy,
  egressAllow: readonly string[],
  verdict: SandboxDecision,
): BoundaryState {
  const readPaths = policy.readPaths ?? [];
  if (verdict.use === true) return { boundary: "on", mode: policy.sandbox, egressAllow, readPaths };
  return {
    boundary: "off",
    mode: policy.sandbox,
    egressAllow,
    readPaths,
    ...(verdict.use === "refuse" ? { reason: verdict.message } : {}),
  };
}

/** `list` itself when already frozen, else a frozen copy: nothing can change it after the boundary takes it. */
function frozenList(list: readonly string[]): readonly string[] {
  return Object.isFrozen(list) ? list : Object.freeze([...list]);
}

/** The toolchain table resolved for the policy (`toolchain-mounts.ts`); shared with services. */
export function boundaryToolchains(
  policy: BoundaryPolicy,
  workingDir: string,
  hostHome: string | undefined,
): ToolchainMounts {
  return resolveToolchainMounts({
    hostHome,
    env: policy.env,
    workingDir,
    sandboxHome: SANDBOX_HOME,
    ...omitUndefined({ readPaths: policy.readPaths }),
  });
}

/**
 * Creates the boundary for one session. The sandbox decision (probe) and the
 * host's root layout are computed once, on first use; `.git` is looked at per
 * command (the agent may have run `git init`).
 */
export function createBoundary(policy: BoundaryPolicy): Boundary {
  const bwrap = omitUndefined({ bwrapPath: policy.bwrapPath });
  let decision: Promise<SandboxDecision> | undefined;
  let hostRoot: Promise<HostRoot> | undefined;
  let toolchains: ToolchainMounts | undefined;
  const egressAllow = frozenList(policy.egressAllow ?? []);
  const network = createBoundaryNetwork(egressAllow);
  const networkExtras = () => extrasOf(policy, network);

  const sandboxedSpawn = async (command: BoundaryCommand, env: Record<string, string>) => {
    const workingDir = await realpath(policy.workingDir);
    const cwd = await realpath(command.cwd);
    if (!isInside(cwd, workingDir))
      return { refused: `cwd ${command.cwd} is outside the workspace ${workingDir}` };
    const hostHome = policy.hostHome ?? policy.env["HOME"] ?? process.env["HOME"];
    hostRoot ??= resolveHostRoot({
      path: policy.env["PATH"] ?? "",
      workingDir,
      ...omitUndefined({ hostHome }),
    });
    toolchains ??= boundaryToolchains(policy, workingDir, hostHome);
    const extras = await networkExtras();
    const layout = {
      workingDir,
      cwd,
      root: await hostRoot,
      git: await resolveGitLayout(workingDir),
      toolchains,
      harnessState: await harnessStateBinds(workingDir),
      ...(command.gitWritable === true ? { gitWritable: true } : {}),
      ...omitUndefined({ extras }),
    };
    return {
      file: policy.bwrapPath ?? DEFAULT_BWRAP,
      args: buildSandboxArgs(layout, command.argv),
      cwd,
      env: { ...env, ...toolchains.env, HOME: SANDBOX_HOME, TMPDIR: "/tmp", ...extras?.extraEnv },
    };
  };

  const decide = (): Promise<SandboxDecision> => (decision ??= decideSandbox(policy.sandbox, bwrap));
  const state = async (): Promise<BoundaryState> => stateOf(policy, egressAllow, await decide());

  const run = async (command: BoundaryCommand): Promise<BoundaryResult> => {
    const verdict = await decide();
    if (verdict.use === "refuse") return refusal(verdict.message);
    const [file, ...args] = command.argv;
    if (file === undefined) return refusal("empty command");
    const id = randomUUID();
    const env = { ...policy.env, ...command.env };
    const spawnSpec = verdict.use
      ? await sandboxedSpawn(command, env).catch((error: unknown) => ({ refused: String(error) }))
      : { file, args, cwd: command.cwd, env };
    if ("refused" in spawnSpec) return refusal(spawnSpec.refused);
    noteAgentProcessStart();
    const startedAt = uptimeSeconds();
    const result = await runProcess({
      ...spawnSpec,
      // Last, so neither the policy nor the command can choose (or clear) the tag the sweep looks for.
      env: { ...spawnSpec.env, [BOUNDARY_TAG]: id },
      timeoutMs: command.timeoutMs,
      ...omitUndefined({
        signal: command.signal,
        maxOutputChars: command.maxOutputChars,
        killGraceMs: command.killGraceMs,
        stdin: command.stdin,
      }),
      ...(command.separateStreams === true ? { separateStreams: true } : {}),
    });
    // Inside the sandbox the PID namespace already ended everything; the sweep costs a /proc scan and
    // is the only guarantee outside it.
    await sweepTaggedProcesses(id, startedAt);
    return { ...result, sandboxed: verdict.use };
  };

  return {
    run,
    describe: () =>
      describeSandboxChoice(policy.sandbox, { ...bwrap, ...omitUndefined({ readPaths: policy.readPaths }) }),
    policy,
    egressAllow,
    state,
    networkExtras,
    egressStats: () => network.stats(),
    close: () => network.close(),
  };
}
