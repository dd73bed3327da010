/**
 * Checks once whether bubblewrap can build Alfred's sandbox on this machine,
 * and when it cannot, says why and how to fix it. "Never fail open silently"
 * (DEPENDENCIES.md): the caller decides what a failed probe means, but the
 * failure always carries a reason and a fix a human can act on.
 */
import { mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute, join } from "node:path";
import { runProcess } from "../process/run-process.js";
import { which } from "../process/which.js";
import { buildSandboxArgs, resolveGitLayout, resolveHostRoot } from "./sandbox-layout.js";

/** The result of {@link probeSandbox}. */
export type SandboxProbe =
  { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly fix: string };

/** Where to find bwrap; tests inject a missing path. */
export interface SandboxProbeOptions {
  /** Default `bwrap`, looked up on PATH. */
  readonly bwrapPath?: string;
}

/** The default bubblewrap executable, looked up on PATH. */
export const DEFAULT_BWRAP = "bwrap";

const PROBE_TIMEOUT_MS = 10_000;

const cache = new Map<string, Promise<SandboxProbe>>();

/**
 * Runs `bwrap … /bin/true` once per bwrap executable and caches the verdict
 * for the life of the process (the kernel's namespace policy does not change
 * mid-run). A bare name is looked up on PATH first, so `bwrap` and the path it
 * resolves to share one probe (the Action's set-up probes the path, the
 * boundary the name).
 */
export async function probeSandbox(options: SandboxProbeOptions = {}): Promise<SandboxProbe> {
  const named = options.bwrapPath ?? DEFAULT_BWRAP;
  const bwrap = isAbsolute(named) ? named : ((await which(named, process.env["PATH"] ?? "")) ?? named);
  let probe = cache.get(bwrap);
  if (probe === undefined) {
    probe = runProbe(bwrap);
    cache.set(bwrap, probe);
  }
  return probe;
}

/** Forgets cached probe results (tests that change the machine between probes). */
export function clearSandboxProbeCache(): void {
  cache.clear();
}

/**
 * Runs `/bin/true` with the very layout a command gets (same mounts, same
 * namespaces, a throw-away workspace), so the probe fails exactly when a run
 * would.
 */
async function probeArgs(workingDir: string): Promise<string[]> {
  const root = await resolveHostRoot({ path: process.env["PATH"] ?? "", workingDir });
  const git = await resolveGitLayout(workingDir);
  return buildSandboxArgs({ workingDir, cwd: workingDir, root, git }, ["/bin/true"]);
}

async function runProbe(bwrap: string): Promise<SandboxProbe> {
  const workingDir = await realpath(await mkdtemp(join(tmpdir(), "alfred-probe-")));
  const result = await runProcess({
    file: bwrap,
    args: await probeArgs(workingDir),
    cwd: workingDir,
    env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin" },
    timeoutMs: PROBE_TIMEOUT_MS,
    maxOutputChars: 4_000,
  }).finally(() => rm(workingDir, { recursive: true, force: true }));
  switch (result.outcome) {
    case "exited":
      return result.exitCode === 0
        ? { ok: true }
        : classifyProbeFailure({ stderr: result.output, exitCode: result.exitCode });
    case "spawn_failed":
      return classifyProbeFailure({ spawnErrorCode: result.spawnError?.code ?? "UNKNOWN", bwrapPath: bwrap });
    case "timeout":
    case "aborted":
      return {
        ok: false,
        reason: `bwrap did not finish a trivial command within ${PROBE_TIMEOUT_MS / 1000} s`,
        fix: 'check that `bwrap --ro-bind / / /bin/true` works on this machine, or set sandbox: "off"',
      };
  }
}

/** What a failed probe looked like. */
export interface ProbeFailure {
  readonly stderr?: string;
  readonly exitCode?: number | null;
  /** Set when bwrap could not be started at all (`ENOENT`, `EACCES`). */
  readonly spawnErrorCode?: string;
  readonly bwrapPath?: string;
}

const INSTALL_FIX = "install bubblewrap: `sudo apt-get install -y bubblewrap` (Debian/Ubuntu)";

// Ubuntu 23.10+ (and GitHub's ubuntu-24.04 runners) let AppArmor forbid
// unprivileged user namespaces; bwrap then fails setting up the uid map or
// creating the namespace. Debian-style kernels gate it with another sysctl.
const USERNS_FIX =
  "allow unprivileged user namespaces: `sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0` " +
  "(Ubuntu 23.10+, GitHub ubuntu-24.04 runners) or `sudo sysctl -w kernel.unprivileged_userns_clone=1` " +
  "(older Debian kernels); inside a container, run it with user namespaces allowed";

const USERNS_PATTERNS: readonly RegExp[] = [
  /setting up uid map/i,
  /uid map.*permission denied/i,
  /no permissions to creat(e|ing) new namespace/i,
  /creating new namespace failed/i,
  /unprivileged user namespaces/i,
  /unshare.*operation not permitted/i,
  /Failed RTM_NEWADDR/i,
];

/**
 * Turns a failed probe into a reason and a fix. Pure, so the table of known
 * bwrap failure messages is pinned by tests without needing a broken machine.
 */
export function classifyProbeFailure(failure: ProbeFailure): { ok: false; reason: string; fix: string } {
  if (failure.spawnErrorCode !== undefined) {
    const where = failure.bwrapPath ?? DEFAULT_BWRAP;
    return failure.spawnErrorCode === "ENOENT"
      ? { ok: false, reason: `bubblewrap (bwrap) is not installed (${where} not found)`, fix: INSTALL_FIX }
      : {
          ok: false,
          reason: `bubblewrap (${where}) could not be started: ${failure.spawnErrorCode}`,
          fix: `check the permissions of ${where}, or ${INSTALL_FIX}`,
        };
  }
  const stderr = (failure.stderr ?? "").trim();
  if (USERNS_PATTERNS.some((pattern) => pattern.test(stderr))) {
    return {
      ok: false,
      reason: `user namespaces are restricted on this machine (bwrap: ${stderr})`,
      fix: USERNS_FIX,
    };
  }
  return {
    ok: false,
    reason:
      stderr.length > 0 ? `bwrap failed: ${stderr}` : `bwrap exited with code ${String(failure.exitCode)}`,
    fix: 'run `bwrap --ro-bind / / --unshare-net /bin/true` to diagnose, or set sandbox: "off" to run without it',
  };
}
