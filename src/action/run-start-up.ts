/**
 * The start-up of one Action run, in one place: what runs at the same time before the agent's
 * session, and what each part hands on as a value. The session and the harness receive results,
 * never work in flight.
 */
import { omitUndefined } from "../core/omit-undefined.js";
import { errorMessage } from "../core/errors.js";
import { headSha } from "../harness/workspace-git.js";
import { systemPromptMap } from "../session/session-parts.js";
import type { BoundaryState } from "./ensure-sandbox.js";
import { type HiddenCredentials, hideGitCredentials, pushAuthConfig } from "./credentials.js";
import type { ExecuteRunOptions } from "./execute-run.js";
import { restoreMemory } from "./memory-carry.js";
import { type AttemptStart, type PrepareAttemptOptions, prepareAttempt } from "./resume-attempt.js";

/** What the run starts from, every part settled. */
export interface RunStart {
  /** The commit checked out when the run began (hooks and servers come from it). */
  readonly startCommit: string;
  readonly attempt: AttemptStart;
  /** The checkout's git credentials, hidden until `restore()`. */
  readonly hidden: HiddenCredentials;
  readonly sandbox: BoundaryState;
  /**
   * The implementer's repository map, rendered while the branch was prepared (first attempts); `""`
   * when it could not be built (noted); absent when the session renders it (a re-run attempt may
   * check out another commit).
   */
  readonly repoMap?: string;
}

/**
 * Starts the run: the branch (a re-run attempt continues the previous attempt's: resume-attempt.ts),
 * the checkout's credentials hidden, earlier runs' memory restored (memory-carry.ts), the OS
 * sandbox set up, and the system prompt's repo map rendered (in a worker thread). A first attempt
 * only checks out a branch at the commit checked out, which leaves `.git/config` and the files
 * alone, so all of it runs at once; a re-run may fetch and check out another commit, so the
 * credentials and memory wait for the branch (the sandbox does not). When a part fails, the
 * others are awaited, the credentials are put back, and the first failure is thrown with its phase.
 */
export async function startUp(options: ExecuteRunOptions): Promise<RunStart> {
  const first = options.context.runAttempt <= 1;
  options.phase("preparing the branch");
  // Hooks come from the commit checked out, never from a previous attempt's (agent-made) commits.
  const startCommit = await headSha(options.workspace);
  const repoMap = first ? renderedMap(options) : undefined;
  const sandbox = options.setUpSandbox();
  const hidingEarly = first ? hideGitCredentials(options.workspace) : undefined;
  const restoringEarly = first ? restoreMemory(options) : undefined;
  const branch = prepareAttempt(attemptOptions(options)).then(async (attempt) => ({
    attempt,
    hidden: await (hidingEarly ?? hideGitCredentials(options.workspace)),
    restored: await (restoringEarly ?? restoreMemory(options)),
  }));
  const [prepared, boundary, map, hiding] = await Promise.allSettled([branch, sandbox, repoMap, hidingEarly]);
  if (prepared.status === "rejected" || boundary.status === "rejected") {
    // Nothing started here outlives the failure: memory's restore (never rejects) and the credentials.
    await restoringEarly;
    const hidden = prepared.status === "fulfilled" ? prepared.value.hidden : fulfilledValue(hiding);
    await hidden?.restore();
    if (prepared.status === "rejected") throw prepared.reason;
    if (boundary.status === "rejected") {
      options.phase("setting up the sandbox");
      throw boundary.reason;
    }
  }
  return {
    startCommit,
    attempt: prepared.value.attempt,
    hidden: prepared.value.hidden,
    sandbox: boundary.value,
    ...omitUndefined({ repoMap: fulfilledValue(map) }),
  };
}

/** The repo map for the system prompt; a map that cannot be built is noted and left out (`""`). */
async function renderedMap(options: ExecuteRunOptions): Promise<string> {
  try {
    return await systemPromptMap(options.workspace, "on");
  } catch (thrown) {
    options.onNote?.(`repo map left out of the prompt: ${errorMessage(thrown)}`);
    return "";
  }
}

function fulfilledValue<T>(part: PromiseSettledResult<T>): T | undefined {
  return part.status === "fulfilled" ? part.value : undefined;
}

/** {@link PrepareAttemptOptions} of an Action run. */
function attemptOptions(options: ExecuteRunOptions): PrepareAttemptOptions {
  return {
    workspace: options.workspace,
    context: options.context,
    runId: options.runId,
    branchPrefix: options.config.github.branchPrefix,
    ledgerKey: options.secrets.ledgerKey ?? "",
    credentials: pushAuthConfig(options.secrets.githubToken),
    env: options.env,
    notice: options.notice ?? (() => undefined),
    ...omitUndefined({ signal: options.signal }),
  };
}
