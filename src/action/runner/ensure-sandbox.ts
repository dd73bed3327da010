import type { AlfredConfig } from "../../config/schema.js";
import { AlfredError } from "../../core/errors.js";
import {
  type SandboxSetupResult,
  setUpSandbox,
  systemSetupDeps,
} from "../../platform/sandbox/sandbox-setup.js";
import type { WorkflowCommands } from "./workflow-commands.js";

/** What the run's boundary is: for the ledger's `boundary` entry (the lead wires it). */
export interface BoundaryState {
  readonly boundary: "on" | "off";
  readonly mode: AlfredConfig["sandbox"];
  /** What set-up did on this machine (installed bubblewrap, loaded a profile, …). */
  readonly actions: readonly string[];
  /** Why it is off when the mode asked for the sandbox (`auto` on a machine that cannot). */
  readonly reason?: string;
}

/** The warning an explicit `sandbox: off` puts on the run. */
const SANDBOX_OFF_WARNING =
  "sandbox: off — agent commands, verify commands and hooks run without the OS sandbox, " +
  "with the runner's network and a view of its processes. Remove `sandbox: off` to run them inside it.";

/**
 * Before any agent work: an explicit `sandbox: off` gets a warning annotation;
 * otherwise the sandbox is set up where it can be (see `sandbox-setup.ts`).
 * `on` (the Action's default) fails the run with the fix when it cannot;
 * `auto` warns and goes on without it.
 * @throws AlfredError `sandbox_setup_failed` when the mode is `on` and bwrap cannot run here.
 */
export async function ensureSandbox(
  config: Pick<AlfredConfig, "sandbox"> & Partial<Pick<AlfredConfig, "sandboxReadPaths">>,
  core: Pick<WorkflowCommands, "info" | "warning">,
  env: Readonly<Record<string, string | undefined>>,
  setUp: () => Promise<SandboxSetupResult> = () =>
    setUpSandbox(systemSetupDeps({ path: env.PATH ?? "/usr/bin:/bin", log: (line) => core.info(line) })),
): Promise<BoundaryState> {
  if (config.sandbox === "off") {
    core.warning(SANDBOX_OFF_WARNING, { title: "Alfred runs without its sandbox" });
    return { boundary: "off", mode: "off", actions: [] };
  }
  const result = await setUp();
  if (result.ok) {
    const readPaths = config.sandboxReadPaths ?? [];
    core.info(
      `sandbox: ${config.sandbox} → bwrap${result.actions.length === 0 ? "" : ` (set up: ${result.actions.join("; ")})`}` +
        (readPaths.length === 0 ? "" : `; also read-only: ${readPaths.join(", ")}`),
    );
    return { boundary: "on", mode: config.sandbox, actions: result.actions };
  }
  const why = `the sandbox cannot run here: ${result.reason}. Fix: ${result.fix}`;
  if (config.sandbox === "on") {
    throw new AlfredError(
      "sandbox_setup_failed",
      `${why}. (Or set the input sandbox: off to run without it — not recommended.)`,
    );
  }
  core.warning(`sandbox: auto → off: ${why}`, { title: "Alfred runs without its sandbox" });
  return { boundary: "off", mode: "auto", actions: result.actions, reason: result.reason };
}
