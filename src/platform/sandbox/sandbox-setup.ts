/**
 * The Action sets its sandbox up where it can (issue 9: "on by default where
 * Alfred runs unattended"). GitHub's Ubuntu runners may lack `bwrap`, and
 * Ubuntu 23.10+ lets AppArmor forbid unprivileged user namespaces
 * (`kernel.apparmor_restrict_unprivileged_userns=1`), which bwrap needs. With
 * passwordless sudo (hosted runners have it), Alfred:
 *
 * 1. installs `bubblewrap` with apt-get (running `apt-get update` first only
 *    if the install fails without it);
 * 2. when user namespaces are restricted, loads a narrow AppArmor profile that
 *    grants `userns` to `/usr/bin/bwrap` alone (not persistent: it lasts until
 *    the runner's reboot), and only if that fails relaxes the sysctl for the
 *    whole machine;
 *
 * says each step in the log, probes again, and otherwise fails with the fix.
 * Every command goes through the injected `run`, so tests drive each branch
 * with fake `sudo`/`apt-get`/`apparmor_parser`/`sysctl` on a temp PATH.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runProcess } from "../process/run-process.js";
import { which } from "../process/which.js";
import {
  classifyProbeFailure,
  clearSandboxProbeCache,
  probeSandbox,
  type SandboxProbe,
} from "./sandbox-probe.js";

/** The kernel switch Ubuntu uses to restrict unprivileged user namespaces. */
const RESTRICT_USERNS_FILE = "/proc/sys/kernel/apparmor_restrict_unprivileged_userns";

/** What a command run during set-up printed and how it ended. */
interface SetupCommandResult {
  readonly exitCode: number | null;
  readonly output: string;
}

/** The machine, as set-up sees it; injected so tests need no root. */
export interface SandboxSetupDeps {
  /** Runs `file args` (a name looked up on the injected PATH). */
  readonly run: (file: string, args: readonly string[]) => Promise<SetupCommandResult>;
  /** Probes bwrap afresh (no cached verdict). */
  readonly probe: () => Promise<SandboxProbe>;
  /** The content of {@link RESTRICT_USERNS_FILE}, or undefined where the file does not exist. */
  readonly readRestrictFlag: () => Promise<string | undefined>;
  /** Where bwrap is (or will be, once installed): the path the AppArmor profile names. */
  readonly bwrapPath: () => Promise<string>;
  readonly log: (line: string) => void;
}

/** The result of {@link setUpSandbox}: what was done, and whether bwrap works now. */
export type SandboxSetupResult =
  | { readonly ok: true; readonly actions: readonly string[] }
  | {
      readonly ok: false;
      readonly actions: readonly string[];
      readonly reason: string;
      readonly fix: string;
    };

const APT_FIX =
  "install bubblewrap before Alfred runs: `sudo apt-get update && sudo apt-get install -y bubblewrap`";
const USERNS_FIX =
  "allow user namespaces for bwrap before Alfred runs: load an AppArmor profile granting `userns` to /usr/bin/bwrap " +
  "(`abi <abi/4.0>, profile bwrap /usr/bin/bwrap flags=(unconfined) { userns, }` via `sudo apparmor_parser -r`), " +
  "or `sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`";

/** The narrow AppArmor profile: unconfined as before, plus the right to create user namespaces. */
function bwrapAppArmorProfile(bwrapPath: string): string {
  return `abi <abi/4.0>,\n\nprofile bwrap ${bwrapPath} flags=(unconfined) {\n  userns,\n}\n`;
}

const missing = (probe: SandboxProbe): boolean => !probe.ok && /not installed/.test(probe.reason);

async function sudo(deps: SandboxSetupDeps, args: readonly string[]): Promise<SetupCommandResult> {
  return deps.run("sudo", ["-n", ...args]);
}

async function install(deps: SandboxSetupDeps, actions: string[]): Promise<void> {
  const args = ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-q", "bubblewrap"];
  let result = await sudo(deps, args);
  if (result.exitCode !== 0) {
    deps.log("sandbox set-up: apt-get install failed; running apt-get update first");
    await sudo(deps, ["apt-get", "update", "-q"]);
    actions.push("apt-get update");
    result = await sudo(deps, args);
  }
  if (result.exitCode === 0) {
    actions.push("installed bubblewrap");
    deps.log("sandbox set-up: installed bubblewrap with apt-get");
  } else {
    deps.log(`sandbox set-up: installing bubblewrap failed: ${result.output.trim().slice(-300)}`);
  }
}

async function allowUserNamespaces(deps: SandboxSetupDeps, actions: string[]): Promise<SandboxProbe> {
  const bwrap = await deps.bwrapPath();
  const dir = await mkdtemp(join(tmpdir(), "alfred-apparmor-"));
  try {
    const profile = join(dir, "bwrap");
    await writeFile(profile, bwrapAppArmorProfile(bwrap));
    const loaded = await sudo(deps, ["apparmor_parser", "-r", profile]);
    if (loaded.exitCode === 0) {
      actions.push(`loaded an AppArmor profile granting userns to ${bwrap}`);
      deps.log(`sandbox set-up: loaded an AppArmor profile that lets ${bwrap} create user namespaces`);
      const probe = await deps.probe();
      if (probe.ok) return probe;
    } else {
      deps.log(`sandbox set-up: loading the AppArmor profile failed: ${loaded.output.trim().slice(-300)}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const relaxed = await sudo(deps, ["sysctl", "-w", "kernel.apparmor_restrict_unprivileged_userns=0"]);
  if (relaxed.exitCode === 0) {
    actions.push("set kernel.apparmor_restrict_unprivileged_userns=0");
    deps.log(
      "sandbox set-up: set kernel.apparmor_restrict_unprivileged_userns=0 (machine-wide, until reboot)",
    );
  }
  return deps.probe();
}

/**
 * Makes bwrap work on this machine if it can (see the module comment).
 * Never throws for an expected failure: the result says why and how to fix it.
 */
export async function setUpSandbox(deps: SandboxSetupDeps): Promise<SandboxSetupResult> {
  const actions: string[] = [];
  let probe = await deps.probe();
  if (probe.ok) return { ok: true, actions };
  const restricted = (await deps.readRestrictFlag())?.trim() === "1";
  const hasSudo = (await sudo(deps, ["true"])).exitCode === 0;
  if (!hasSudo) {
    deps.log(`sandbox set-up: ${probe.reason}, and passwordless sudo is not available to fix it`);
    return {
      ok: false,
      actions,
      reason: probe.reason,
      fix: missing(probe) ? APT_FIX : restricted ? USERNS_FIX : probe.fix,
    };
  }
  if (missing(probe)) {
    await install(deps, actions);
    probe = await deps.probe();
  }
  if (!probe.ok && !missing(probe) && (restricted || /user namespaces/.test(probe.reason)))
    probe = await allowUserNamespaces(deps, actions);
  if (probe.ok) return { ok: true, actions };
  return {
    ok: false,
    actions,
    reason: probe.reason,
    fix: missing(probe) ? APT_FIX : restricted ? USERNS_FIX : probe.fix,
  };
}

/** The real machine: commands from `path` (the host's PATH), the real probe and kernel switch. */
export function systemSetupDeps(options: {
  readonly path: string;
  readonly log: (line: string) => void;
  /** Tests point this at a file they control. */
  readonly restrictFile?: string;
}): SandboxSetupDeps {
  const env = { PATH: options.path, LANG: "C" };
  return {
    run: async (file, args) => {
      const resolved = await which(file, options.path);
      if (resolved === undefined) return { exitCode: null, output: `${file}: not found on PATH` };
      const result = await runProcess({
        file: resolved,
        args,
        cwd: "/",
        env,
        timeoutMs: 600_000,
        maxOutputChars: 8_000,
      });
      return { exitCode: result.outcome === "exited" ? result.exitCode : null, output: result.output };
    },
    probe: async () => {
      const bwrap = await which("bwrap", options.path);
      if (bwrap === undefined) return classifyProbeFailure({ spawnErrorCode: "ENOENT", bwrapPath: "bwrap" });
      clearSandboxProbeCache();
      return probeSandbox({ bwrapPath: bwrap });
    },
    readRestrictFlag: () =>
      // No such file (a kernel without the AppArmor restriction) or unreadable: not restricted, as when it says 0.
      readFile(options.restrictFile ?? RESTRICT_USERNS_FILE, "utf8").catch(() => undefined),
    bwrapPath: async () => (await which("bwrap", options.path)) ?? "/usr/bin/bwrap",
    log: options.log,
  };
}
