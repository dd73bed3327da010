import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AlfredConfig } from "../config/schema.js";
import type { SessionQueryConfig } from "../engine/query-config.js";
import type { QueryEvent } from "../core/events.js";
import { omitUndefined } from "../core/omit-undefined.js";
import { autonomousRun } from "../harness/autonomous-run.js";
import { runDirectory } from "../harness/run-state.js";
import type { HarnessEvent, RunSummary } from "../harness/run-types.js";
import type { GitHubClient } from "../github/client.js";
import type { ActionsContext } from "../github/event.js";
import { harnessOptionsFrom } from "../harness/harness-options.js";
import { hostProtectedPaths, isProtectedPath, runProtectedPaths } from "../security/protected-paths.js";
import { HOST_PROFILES } from "../core/host-profiles.js";
import { headSha } from "../harness/workspace-git.js";
import { anchorPathOf } from "../orchestrator/ledger-anchor.js";
import { type PushSnapshot, snapshotForPush } from "../platform/git-push.js";
import { writeWorkspaceFile } from "../platform/workspace-fs.js";
import { createRedactor } from "../security/redactor.js";
import { createSession, type SessionOptions } from "../session/create-session.js";
import { systemPromptMap } from "../session/session-parts.js";
import { type HiddenCredentials, hideGitCredentials, pushAuthConfig } from "./credentials.js";
import { stageArtifact } from "./artifact-stage.js";
import { packMemory, restoreMemory } from "./memory-carry.js";
import { commitMemory, memoryPushPolicy } from "./memory-commit.js";
import { pushCheckedBranch } from "./push-branch.js";
import { openRunPullRequest } from "./run-pull-request.js";
import {
  type AttemptStart,
  ledgerArtifactName,
  type PrepareAttemptOptions,
  prepareAttempt,
} from "./resume-attempt.js";
import type { ActionSecrets } from "./inputs.js";
import { SHUTDOWN_STEP_MS, shutdownStepSignal } from "./shutdown.js";
import { markHandled } from "../core/ignored-errors.js";

/** What one Action run needs. */
export interface ExecuteRunOptions {
  readonly context: ActionsContext;
  readonly config: AlfredConfig;
  readonly secrets: ActionSecrets;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly workingDir: string;
  readonly octokit: GitHubClient;
  readonly runId: string;
  /** The feature list to work through, relative to the workspace. */
  readonly featuresFile: string;
  readonly only?: readonly string[];
  /** False for one shard of a sharded run (`job: shard`): push the branch, open no pull request. */
  readonly pullRequest?: boolean;
  /** Issue the pull request closes (`/alfred implement`). */
  readonly closesIssue?: number;
  readonly knownSecrets: readonly string[];
  readonly signal?: AbortSignal;
  readonly onProgress: (event: HarnessEvent) => void;
  readonly onQueryEvent: (event: QueryEvent) => void;
  /** A note from the session for the job log: a server skipped, memory's prefetch skipped, a hook's message. */
  readonly onNote?: (note: string) => void;
  /** Marks the phase for failure messages. */
  readonly phase: (name: string) => void;
  /** A notice for the job log (a re-run attempt says whether it resumes). */
  readonly notice?: (text: string) => void;
  /**
   * Settles when the OS sandbox is set up (`ensureSandbox`), which runs while the branch is
   * prepared; awaited before the session starts anything inside the boundary. A rejection
   * (a sandbox that is required and cannot run) ends the run there.
   */
  readonly sandboxReady: Promise<unknown>;
}

/** What the run produced on GitHub. */
export interface ExecutedRun {
  readonly summary: RunSummary;
  readonly branch: string;
  readonly pullRequest?: { readonly number: number; readonly url: string };
  readonly artifact?: { readonly id: number; readonly url: string };
}

/** Paths a feature may never change in an Action run (the `actionRun` row), unless an input allows it. */
export function protectedPathsFor(config: AlfredConfig): readonly string[] {
  return hostProtectedPaths(HOST_PROFILES.actionRun.protectedPaths, config.github.allowWorkflowChanges);
}

/**
 * Runs the harness on a fresh branch with the checkout's credentials out of
 * the agent's reach, uploads the ledger artifact, and — when something passed
 * — pushes the branch (Alfred itself, with the token it holds) and opens the
 * pull request. Blocked features were rolled back, so their work is not in it.
 */
export async function executeRun(options: ExecuteRunOptions): Promise<ExecutedRun> {
  // A first attempt works on the commit checked out, so the system prompt's map can be rendered
  // while the branch is prepared (a re-run attempt may check out an earlier attempt's branch: its
  // session renders the map itself). It parses in a worker thread, so this one prepares the branch,
  // hides the credentials and starts the session meanwhile. Handled here, thrown where awaited.
  const repoMap = options.context.runAttempt <= 1 ? systemPromptMap(options.workingDir, "on") : undefined;
  markHandled(repoMap);
  options.phase("preparing the branch");
  // Hooks come from the commit checked out, never from a previous attempt's (agent-made) commits.
  const startCommit = await headSha(options.workingDir);
  const { attempt, hidden, restoring } = await prepareBranch(options);

  const protectedPaths = protectedPathsFor(options.config);
  const { summary, snapshot } = await runFeatures(options, attempt, startCommit, hidden, {
    protectedPaths,
    restoring,
    ...omitUndefined({ repoMap }),
  });

  // A cancelled job still uploads its ledger and pushes what it committed, each step in time.
  const cancelled = options.signal?.aborted === true;
  options.phase("uploading the ledger");
  const artifact = await uploadLedger(options, attempt.runId, summary, cancelled);
  const passing = summary.features.filter((outcome) => outcome.status === "passing");
  if (passing.length === 0) return { summary, branch: attempt.branch, artifact };

  options.phase("pushing the branch");
  const memoryCommit = await commitMemory(options.workingDir, options.config, attempt.runId);
  // Every commit since the run's base must be the harness's own and leave the protected paths alone.
  await pushCheckedBranch({
    workingDir: options.workingDir,
    snapshot,
    head: await headSha(options.workingDir),
    branch: attempt.branch,
    policy: {
      runId: attempt.runId,
      expectedCommits: new Set(passing.map((outcome) => outcome.gitSha)),
      isProtected: (path) => isProtectedPath(path, runProtectedPaths(protectedPaths)),
      ...memoryPushPolicy(memoryCommit),
    },
    credentials: pushAuthConfig(options.secrets.githubToken),
    env: options.env,
    ...omitUndefined({ signal: shutdownStepSignal(options.signal, SHUTDOWN_STEP_MS.push) }),
  });
  if (cancelled) {
    options.notice?.(
      `The job was cancelled: branch ${attempt.branch} was pushed with ${passing.length} committed feature(s) and the ledger uploaded; re-run the job to continue from them.`,
    );
    return { summary, branch: attempt.branch, artifact };
  }

  if (options.pullRequest === false) return { summary, branch: attempt.branch, artifact };
  options.phase("opening the pull request");
  const pullRequest = await openRunPullRequest(options, summary, attempt.branch, artifact.url);
  return { summary, branch: attempt.branch, pullRequest, artifact };
}

/**
 * The run's branch (a re-run attempt continues the previous attempt's run and branch:
 * resume-attempt.ts), with the checkout's git credentials hidden and earlier runs' memory being
 * restored (memory-carry.ts; never rejects). A first attempt only checks out a branch at the
 * commit checked out, which leaves `.git/config` and the files alone, so both start meanwhile; a
 * re-run may fetch and check out another commit, so they start after. If the branch fails, the
 * credentials are put back.
 */
async function prepareBranch(options: ExecuteRunOptions): Promise<{
  readonly attempt: AttemptStart;
  readonly hidden: HiddenCredentials;
  readonly restoring: Promise<void>;
}> {
  const first = options.context.runAttempt <= 1;
  const hiding = first ? hideGitCredentials(options.workingDir) : undefined;
  markHandled(hiding);
  const restoringEarly = first ? restoreMemory(options) : undefined;
  try {
    const attempt = await prepareAttempt(attemptOptions(options));
    const hidden = await (hiding ?? hideGitCredentials(options.workingDir));
    return { attempt, hidden, restoring: restoringEarly ?? restoreMemory(options) };
  } catch (thrown) {
    await restoringEarly;
    // A hiding that failed left nothing to restore; `thrown`, the first failure, is what is reported.
    await (await hiding?.catch(() => undefined))?.restore();
    throw thrown;
  }
}

/** The agent's session: hooks, MCP and language servers from the commit the run starts from. */
function startSession(
  options: ExecuteRunOptions,
  startCommit: string,
  session: Pick<SessionOptions, "protectedPaths" | "memoryReady" | "repoMap">,
): Promise<SessionQueryConfig> {
  return createSession({
    // Hooks come from the commit the run starts from: an agent-written .alfred/hooks.json never runs.
    host: "actionRun",
    config: options.config,
    source: { kind: "commit", sha: startCommit },
    env: options.env,
    workingDir: options.workingDir,
    knownSecrets: options.knownSecrets,
    secrets: omitUndefined({
      anthropicApiKey: options.secrets.anthropicApiKey,
      openaiApiKey: options.secrets.openaiApiKey,
    }),
    ...session,
    ...omitUndefined({ onNote: options.onNote }),
  });
}

/**
 * The harness on the feature list, with the checkout's git credentials hidden from the agent
 * and from every process the session starts (its MCP servers start with it, inside the
 * boundary, and can read the workspace's `.git/config`). Before the agent runs, it notes
 * where to push and from which commit (the URL without the checkout's userinfo). Memory's
 * restore (begun with the branch) and the push target's reading go on while the session sets up.
 */
async function runFeatures(
  options: ExecuteRunOptions,
  attempt: AttemptStart,
  startCommit: string,
  hidden: HiddenCredentials,
  early: {
    readonly protectedPaths: readonly string[];
    readonly repoMap?: Promise<string>;
    /** Memory's restore, under way (never rejects). */
    readonly restoring: Promise<void>;
  },
): Promise<{ readonly summary: RunSummary; readonly snapshot: PushSnapshot }> {
  let session: SessionQueryConfig | undefined;
  const { restoring } = early;
  const snapshotting = snapshotForPush(options.workingDir);
  // Handled here, thrown where awaited: a failure while the session sets up is not an unhandled rejection.
  markHandled(snapshotting);
  try {
    options.phase("setting up the sandbox");
    await options.sandboxReady;
    options.phase("setting up the agent");
    session = await startSession(options, startCommit, {
      protectedPaths: early.protectedPaths,
      memoryReady: restoring,
      ...omitUndefined({ repoMap: early.repoMap }),
    });
    const snapshot = await snapshotting;
    await restoring;
    options.phase("running the features");
    const summary = await autonomousRun({
      ...harnessOptionsFrom(options.config),
      featuresFile: options.featuresFile,
      runId: attempt.runId,
      resume: attempt.resume,
      freshCheckout: attempt.resume,
      session,
      ledgerKey: options.secrets.ledgerKey ?? "",
      protectedPaths: early.protectedPaths,
      ...omitUndefined({ only: options.only, signal: options.signal }),
      onProgress: options.onProgress,
      onQueryEvent: (_key, event) => options.onQueryEvent(event),
    });
    return { summary, snapshot };
  } finally {
    // Whatever failed first, nothing started here outlives the credentials' hiding.
    await Promise.allSettled([restoring, snapshotting]);
    // Servers stop before the credentials come back.
    try {
      await session?.close?.();
    } finally {
      await hidden.restore();
    }
  }
}

/**
 * Writes summary.json beside the ledger and journal of run `runId` and uploads them as this
 * attempt's artifact.
 * summary.json carries model text (rubric reasoning), so it passes the same redaction as every
 * other outward channel.
 */
async function uploadLedger(
  options: ExecuteRunOptions,
  runId: string,
  summary: RunSummary,
  cancelled: boolean,
): Promise<{ readonly id: number; readonly url: string }> {
  const { context, config } = options;
  const runDir = join(options.workingDir, runDirectory(runId));
  const summaryPath = join(runDir, "summary.json");
  const redactor = createRedactor(options.knownSecrets);
  const printable = redactor.value({
    ...summary,
    ledgerPath: "ledger.jsonl",
    journalPath: "journal.jsonl",
  });
  await writeWorkspaceFile(options.workingDir, summaryPath, `${JSON.stringify(printable, null, 2)}\n`);
  // The artifact client (and its Azure storage stack) loads only now, after the work: not on the cold start.
  const { artifactUrl, uploadLedgerArtifact } = await import("../github/artifact.js");
  const memoryFiles = await packMemory(options, {
    runDir,
    ledgerPath: summary.ledgerPath,
    runId,
    redact: redactor.text,
  });
  const staged = await stageArtifact({
    workingDir: options.workingDir,
    runDir,
    files: [
      summary.ledgerPath,
      anchorPathOf(summary.ledgerPath),
      summary.journalPath,
      summaryPath,
      ...memoryFiles,
    ],
    redact: redactor.text,
    tempDir: options.env["RUNNER_TEMP"] ?? tmpdir(),
  });
  for (const why of staged.refused) options.notice?.(`Left out of the ledger artifact: ${why}.`);
  const uploaded = await uploadLedgerArtifact({
    name: ledgerArtifactName(options.runId, context),
    files: staged.files,
    rootDirectory: staged.rootDirectory,
    ...omitUndefined({ retentionDays: config.github.artifactRetentionDays }),
    ...(cancelled ? { timeoutMs: SHUTDOWN_STEP_MS.upload } : {}),
  }).finally(() => staged.remove());
  return {
    id: uploaded.id,
    url: artifactUrl(context.serverUrl, context.repository, context.runId, uploaded.id),
  };
}

/** {@link PrepareAttemptOptions} of an Action run. */
function attemptOptions(options: ExecuteRunOptions): PrepareAttemptOptions {
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
