/**
 * The start-up of one Action run, in one place: what runs at the same time before the agent's
 * session, and the values it hands on.
 */
import { omitUndefined } from "../../core/omit-undefined.js";
import { errorMessage } from "../../core/errors.js";
import { headSha } from "../../harness/workspace/workspace-git.js";
import { systemPromptMap } from "../../session/session-parts.js";
import type { BoundaryState } from "../runner/ensure-sandbox.js";
import { type HiddenCredentials, hideGitCredentials, pushAuthConfig } from "../runner/credentials.js";
import type { AlfredConfig } from "../../config/schema.js";
import type { ActionsContext } from "../../github/event.js";
import type { ActionSecrets } from "../runner/inputs.js";
import { type MemoryCarryOptions, restoreMemory } from "../memory/memory-carry.js";
import { type AttemptStart, type PrepareAttemptOptions, prepareAttempt } from "./resume-attempt.js";

/** What the start-up reads of the run's options (`ExecuteRunOptions`). */
export interface StartUpOptions extends MemoryCarryOptions {
  readonly context: ActionsContext;
  readonly config: Pick<AlfredConfig, "github">;
  readonly secrets: Pick<ActionSecrets, "ledgerKey" | "githubToken">;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly runId: string;
  readonly signal?: AbortSignal;
  readonly phase: (name: string) => void;
  readonly onNote?: (note: string) => void;
  /** Sets the OS sandbox up (`ensureSandbox`); a rejection ends the run. */
  readonly setUpSandbox: () => Promise<BoundaryState>;
}

/** What the run starts from, all of it settled. */
export interface RunStart {
  /** The commit checked out when the run began (hooks and servers come from it). */
  readonly startCommit: string;
  readonly attempt: AttemptStart;
  /** The checkout's git credentials, hidden until `restore()`. */
  readonly hidden: HiddenCredentials;
  readonly sandbox: BoundaryState;
  /**
   * The implementer's repository map, rendered during the start-up (first attempts; a re-run
   * attempt may check out another commit, so its session renders the map); `""` when it could
   * not be built (noted). Earlier runs' memory is restored into `.alfred/memory/` by then too.
   */
  readonly repoMap?: string;
}

/**
 * Starts the run: the branch (a re-run attempt continues the previous attempt's: resume-attempt.ts),
 * the checkout's credentials hidden, the OS sandbox set up, earlier runs' memory restored
 * (memory-carry.ts) and the system prompt's repo map rendered. A first attempt only checks out a
 * branch at the commit checked out, which leaves `.git/config` and the files alone, so all of it
 * starts at once; a re-run may fetch and check out another commit, so the credentials and memory
 * wait for the branch (the sandbox does not). When the branch or the sandbox fails, the credentials
 * are put back, memory's restore is awaited, and the failure is thrown with its phase.
 *
 * Everything is awaited here, so the session is given values: the session's own set-up is short
 * beside the map and the restore, and waiting for them first measured no slower since the map is
 * parsed in this thread (bench/README.md, cold start).
 */
export async function startUp(options: StartUpOptions): Promise<RunStart> {
  const first = options.context.runAttempt <= 1;
  options.phase("preparing the branch");
  // Hooks come from the commit checked out, never from a previous attempt's (agent-made) commits.
  const startCommit = await headSha(options.workingDir);
  const repoMap = first ? renderedMap(options) : undefined;
  const sandbox = options.setUpSandbox();
  const hidingEarly = first ? hideGitCredentials(options.workingDir) : undefined;
  const restoringEarly = first ? restoreMemory(options) : undefined;
  const branch = prepareAttempt(attemptOptions(options)).then(async (attempt) => ({
    attempt,
    hidden: await (hidingEarly ?? hideGitCredentials(options.workingDir)),
  }));
  const [prepared, boundary, hiding] = await Promise.allSettled([branch, sandbox, hidingEarly]);
  if (prepared.status === "rejected" || boundary.status === "rejected") {
    // Nothing started here outlives the failure: memory's restore and the map settle, the credentials come back.
    await Promise.all([restoringEarly, repoMap]);
    const hidden = prepared.status === "fulfilled" ? prepared.value.hidden : fulfilledValue(hiding);
    await hidden?.restore();
    if (prepared.status === "rejected") throw prepared.reason;
    if (boundary.status === "rejected") {
      options.phase("setting up the sandbox");
      throw boundary.reason;
    }
  }
  // Neither rejects: a restore or a map that fails is noted and left out.
  const [map] = await Promise.all([repoMap, restoringEarly ?? restoreMemory(options)]);
  return {
    startCommit,
    attempt: prepared.value.attempt,
    hidden: prepared.value.hidden,
    sandbox: boundary.value,
    ...omitUndefined({ repoMap: map }),
  };
}

/** The repo map for the system prompt; a map that cannot be built is noted and left out (`""`). */
async function renderedMap(options: StartUpOptions): Promise<string> {
  try {
    return await systemPromptMap(options.workingDir);
  } catch (thrown) {
    options.onNote?.(`repo map left out of the prompt: ${errorMessage(thrown)}`);
    return "";
  }
}

function fulfilledValue<T>(part: PromiseSettledResult<T>): T | undefined {
  return part.status === "fulfilled" ? part.value : undefined;
}

/** {@link PrepareAttemptOptions} of an Action run. */
function attemptOptions(options: StartUpOptions): PrepareAttemptOptions {
  return {
    workingDir: options.workingDir,
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
