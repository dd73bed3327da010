/**
 * The OS sandbox for commands the agent runs (bash, git hooks): Debian's
 * bubblewrap (`bwrap`). The sandbox, not the kill-list, is the security
 * boundary; string matching on commands is a convenience.
 *
 * Why bwrap directly rather than `@anthropic-ai/sandbox-runtime` (srt): srt
 * also wraps bwrap on Linux (sandbox-exec on macOS) and adds a proxy that
 * filters egress per domain, but it is a research preview with a moving config
 * format, needs extra host tools (socat, ripgrep) and a long-lived proxy
 * process, and would be another dependency to bundle into the Action. Alfred
 * runs on Linux CI runners, wants *no* network from commands (web_fetch is the
 * one audited egress path), and needs a dozen flags — so it builds the bwrap
 * command line itself. Egress through the sandbox is out of scope: with
 * `--unshare-net` a command sees only its own loopback. Commands that need the
 * network (installing packages) belong in the workflow before Alfred starts.
 *
 * Layout (`sandbox-layout.ts`): a minimal read-only root (system directories
 * and toolchains only), the workspace writable with `.git` read-only on top,
 * a private `/tmp` and `$HOME`, fresh `/dev` and `/proc`, no network, its own
 * PID namespace (it cannot see or signal host processes, and everything dies
 * with it), no capabilities, a new session (no TIOCSTI keystroke injection).
 * Commands reach it only through the boundary (`boundary.ts`).
 */
import { omitUndefined } from "../../core/omit-undefined.js";
import { probeSandbox } from "./sandbox-probe.js";
import type { SandboxProbe } from "./sandbox-probe.js";

export { classifyProbeFailure, DEFAULT_BWRAP, probeSandbox } from "./sandbox-probe.js";
export { buildSandboxArgs, resolveGitLayout, resolveHostRoot, SANDBOX_HOME } from "./sandbox-layout.js";
/** The configured sandbox mode (`sandbox` in config, `ALFRED_SANDBOX=1` → `on`). */
export type SandboxMode = "off" | "on" | "auto";

/** Whether to sandbox a command, or why it must not run at all. */
export type SandboxDecision =
  { readonly use: true } | { readonly use: false } | { readonly use: "refuse"; readonly message: string };

/**
 * Applies the mode to the probe: `off` never sandboxes; `auto` sandboxes when
 * bwrap works and otherwise runs unsandboxed; `on` refuses to run a command at
 * all when bwrap cannot — a security setting that silently turns itself off
 * is worse than none.
 */
export async function decideSandbox(
  mode: SandboxMode,
  options: { bwrapPath?: string } = {},
): Promise<SandboxDecision> {
  if (mode === "off") return { use: false };
  const probe = await probeSandbox(options);
  if (probe.ok) return { use: true };
  if (mode === "auto") return { use: false };
  return { use: "refuse", message: refusalMessage(probe) };
}

function refusalMessage(probe: Exclude<SandboxProbe, { ok: true }>): string {
  return (
    `The OS sandbox is required (sandbox: "on" / ALFRED_SANDBOX=1) but cannot run here: ${probe.reason}. ` +
    `Fix: ${probe.fix}. The command was not run.`
  );
}

/**
 * One line for the log saying what the sandbox setting means on this machine,
 * e.g. `sandbox: on (bwrap: no network, writes only inside the workspace)`.
 * The CLI prints it once at start-up; it runs (and caches) the probe.
 */
export async function describeSandboxChoice(
  mode: SandboxMode,
  options: { bwrapPath?: string; readPaths?: readonly string[] } = {},
): Promise<string> {
  if (mode === "off") return 'sandbox: off (commands run unsandboxed; set sandbox: "on" or ALFRED_SANDBOX=1)';
  const probe = await probeSandbox(omitUndefined({ bwrapPath: options.bwrapPath }));
  const extra =
    options.readPaths === undefined || options.readPaths.length === 0
      ? ""
      : `; also read-only: ${options.readPaths.join(", ")}`;
  if (probe.ok)
    return `sandbox: ${mode} → bwrap (no network, no host files but system dirs, toolchains and the workspace, .git read-only, private /tmp and $HOME${extra})`;
  if (mode === "auto")
    return `sandbox: auto → OFF, commands run unsandboxed: ${probe.reason}. Fix: ${probe.fix}`;
  return `sandbox: on → UNAVAILABLE, every command will be refused: ${probe.reason}. Fix: ${probe.fix}`;
}
