/**
 * The verify preflight (issue 25): before any model call, check that every verify command the
 * run will need can start inside the boundary, so a toolchain the sandbox hides is found in a
 * second, not after every feature spent its attempts on an environment the model cannot change.
 * It stops the run (a configuration error, exit 2) with the feature list and the tree untouched
 * when:
 * - the sandbox is required (`on`) and bubblewrap cannot run (the fix is the install command);
 * - no feature to do names a verify command and there is no default;
 * - a verify command's program (or a venv's or script's interpreter) does not resolve inside:
 *   the message names it, where it is on the host, why the boundary hides it, and the fix
 *   (`sandbox.readPaths`, or `sandbox: "off"`).
 */
import { dirname, basename } from "node:path";
import { ConfigError } from "../../core/errors.js";
import type { Boundary } from "../../platform/boundary/boundary.js";
import { checkExecutables, type ExecutableStatus } from "../../platform/boundary/executable-check.js";
import { credentialPathVerdict } from "../../security/paths/toolchain-table.js";
import { verifyExecutables } from "../../security/commands/verify-executables.js";
import { type FeatureList, verifyCommandOf } from "../features/feature-list.js";

/** What the preflight needs. */
export interface VerifyPreflightOptions {
  readonly list: FeatureList;
  /** The list's path, for messages. */
  readonly listPath: string;
  readonly boundary: Boundary;
  readonly workingDir: string;
  readonly defaultVerify?: string | undefined;
  /** Only these feature ids; every one when absent. */
  readonly only?: readonly string[] | undefined;
}

/** What the preflight found: the distinct commands it checked, and each problem as one line. */
export interface VerifyPreflightReport {
  readonly commands: readonly string[];
  readonly problems: readonly string[];
}

const READ_PATHS_FIX =
  'add it to sandbox.readPaths (.alfred/config.json "sandbox": { "readPaths": [...] }, ' +
  'the Action input sandbox-read-paths, or --sandbox-read-path), or set sandbox: "off"';

/** The distinct verify commands of the features still to do (pending or in progress). */
function commandsToVerify(
  list: FeatureList,
  defaultVerify: string | undefined,
  only: readonly string[] | undefined,
): { readonly commands: string[]; readonly todo: number } {
  const todo = list.features.filter(
    (feature) =>
      (only === undefined || only.includes(feature.id)) &&
      (feature.status === "pending" || feature.status === "in_progress"),
  );
  const commands = new Set<string>();
  for (const feature of todo) {
    const command = verifyCommandOf(list, feature) ?? defaultVerify;
    if (command !== undefined) commands.add(command);
  }
  return { commands: [...commands], todo: todo.length };
}

/** Where the toolchain a host path belongs to starts: `…/bin/cargo` → `…`. */
function toolchainDir(path: string): string {
  const dir = dirname(path);
  return basename(dir) === "bin" ? dirname(dir) : dir;
}

/** Why the boundary hides `hostPath` (real, on the host), and the fix. */
export function hiddenBecause(hostPath: string, home: string | undefined): string {
  const dir = toolchainDir(hostPath);
  const credential = credentialPathVerdict(dir, home);
  if (credential !== undefined)
    return `the sandbox never shows it (${credential}). Fix: install it outside that directory (e.g. under /opt or /usr/local), or set sandbox: "off"`;
  const where =
    home !== undefined && dir.startsWith(`${home}/`)
      ? `it is under $HOME (${home}), of which the sandbox shows only the toolchain directories in Alfred's table`
      : "it is outside the directories the sandbox shows (system directories, PATH toolchains, the workspace)";
  return `${where}. Fix: ${READ_PATHS_FIX.replace("add it", `add "${dir}"`)}`;
}

/** One problem line for a program that cannot start. */
function problemLine(
  command: string,
  status: ExecutableStatus,
  home: string | undefined,
): string | undefined {
  if (status.status === "ok") return undefined;
  const what =
    status.status === "interpreter"
      ? `\`${status.name}\` needs the interpreter \`${status.interpreter ?? "?"}\`, which cannot be found inside the boundary`
      : `\`${status.name}\` cannot be found inside the boundary`;
  const why =
    status.onHost === undefined
      ? `it is not on the host either (not installed, or not on PATH). Fix: install it in a workflow step before Alfred runs, or correct the verify command`
      : `on the host it is ${status.onHost}, but ${hiddenBecause(status.onHost, home)}`;
  return `verify command "${command}": ${what}: ${why}`;
}

/**
 * Checks the commands (module comment) and returns what it found; never throws for a problem.
 * A boundary that refuses to run anything (sandbox `on`, no bwrap) is one problem.
 */
export async function verifyPreflight(options: VerifyPreflightOptions): Promise<VerifyPreflightReport> {
  const { commands, todo } = commandsToVerify(options.list, options.defaultVerify, options.only);
  if (todo === 0) return { commands, problems: [] };
  if (commands.length === 0)
    return {
      commands,
      problems: [
        `${options.listPath}: no verify command is named anywhere: set "verify" at the top of the list or on each feature, or pass --verify (the Action's verify-command input)`,
      ],
    };
  const state = await options.boundary.state();
  if (state.mode === "on" && state.reason !== undefined) return { commands, problems: [state.reason] };
  const { policy } = options.boundary;
  const home = policy.hostHome ?? policy.env["HOME"];
  const hostPath = policy.env["PATH"] ?? "";
  // A relative path after a `cd` lives somewhere else: only what runs from the root is checked.
  // Only what reads as a program name or path: the lexer is simple, and a false stop costs a run.
  const namesOf = new Map(
    commands.map((command) => [
      command,
      verifyExecutables(command)
        .filter((found) => !found.afterCd || !found.name.includes("/"))
        .map((found) => found.name)
        .filter((name) => /^[\w./+@-]+$/.test(name) && /[A-Za-z]/.test(name)),
    ]),
  );
  // One sandboxed check for every command's programs together.
  const all = [...new Set([...namesOf.values()].flat())];
  const statuses = (await checkExecutables(options.boundary, options.workingDir, all, hostPath)) ?? [];
  const problems: string[] = [];
  for (const [command, names] of namesOf) {
    for (const status of statuses.filter((found) => names.includes(found.name))) {
      const line = problemLine(command, status, home);
      if (line !== undefined) problems.push(line);
    }
  }
  return { commands, problems };
}

/**
 * {@link verifyPreflight}, as the run's gate.
 * @throws ConfigError `verify preflight` with every problem, one a line, when there is any.
 */
export async function requireVerifyPreflight(options: VerifyPreflightOptions): Promise<void> {
  const report = await verifyPreflight(options);
  if (report.problems.length > 0)
    throw new ConfigError(
      "verify preflight",
      `the run stopped before any model call, feature list untouched:\n  ${report.problems.join("\n  ")}`,
    );
}
