/**
 * What must hold before the harness touches anything: it runs at the root of
 * a git repository, on a feature list inside it, in a permission mode that does
 * not need a person to approve each call. Each failure is a configuration error
 * (exit 2 in the CLI) naming the directory, file or setting and the fix.
 */
import { realpath, stat } from "../../platform/fs/fs.js";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { ConfigError } from "../../core/errors.js";
import { HOST_PROFILES } from "../../core/host-profiles.js";
import { gitLayout } from "../../platform/git/git-layout.js";
import type { AutonomousRunOptions } from "../state/run-types.js";

/** Permission modes in which every feature would be blocked for want of someone to approve. */
const UNATTENDED_BLOCKING_MODES = ["default", "plan"] as const;

/**
 * The root of the git repository containing `directory`.
 * @throws ConfigError when `directory` is not inside a git repository.
 */
export async function repositoryRoot(directory: string): Promise<string> {
  try {
    return (await gitLayout(directory)).root;
  } catch {
    throw new ConfigError(
      `directory ${directory}`,
      "not a git repository: Alfred commits each passing feature and rolls back the rest, so it needs one (run `git init` and commit, or pass --cwd)",
    );
  }
}

/**
 * `file` (relative to `base`, or absolute) as a path relative to the
 * repository `root`, with `/` separators.
 * @throws ConfigError when it lies outside the repository.
 */
export function pathInRepository(root: string, base: string, file: string): string {
  const absolute = isAbsolute(file) ? file : resolve(base, file);
  const inside = relative(root, absolute);
  if (inside === "" || inside === ".." || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    throw new ConfigError(
      `feature list ${absolute}`,
      `is outside the repository ${root}: the harness commits status changes with the features, so keep the list inside it`,
    );
  }
  return inside.split(sep).join("/");
}

/**
 * Checks what the harness needs before it takes the lock or reads anything,
 * and returns the feature list's path relative to the root (an absolute
 * `featuresFile` is accepted once, never joined onto the root twice).
 * @throws ConfigError naming what is wrong: a mode that would block every
 *   feature (`no_approver`), a directory that is not a repository's root, a
 *   feature list outside the repository or missing.
 */
export async function checkRunPreconditions(
  options: AutonomousRunOptions,
): Promise<{ readonly featuresFile: string }> {
  const mode = options.session.toolHost.permissionMode ?? HOST_PROFILES.library.permissionMode;
  if ((UNATTENDED_BLOCKING_MODES as readonly string[]).includes(mode)) {
    throw new ConfigError(
      "session permission mode",
      `"${mode}" asks a person before edits and commands, and an unattended run has no one to ask: every ` +
        'feature would be blocked (no_approver). Create the session with permissionMode "bypass", as `alfred run` and ' +
        'the Action do (the path jail, kill-list and egress allow-list still hold), or "acceptEdits" with allow rules',
    );
  }
  const root = await repositoryRoot(options.session.toolHost.workingDir);
  const here = await realpath(options.session.toolHost.workingDir);
  if (here !== root) {
    throw new ConfigError(
      `directory ${options.session.toolHost.workingDir}`,
      `is not the root of its repository (${root}): run the harness at the root, so rollbacks and the path jail cover the whole repository`,
    );
  }
  const list = pathInRepository(root, root, options.featuresFile);
  // Missing or unreadable: refused just below, saying what to do.
  const found = await stat(resolve(root, list)).catch(() => undefined);
  if (found === undefined || !found.isFile()) {
    throw new ConfigError(
      `feature list ${resolve(root, list)}`,
      "no such file: create it (see the README for its shape) or name another with --features",
    );
  }
  return { featuresFile: list };
}
