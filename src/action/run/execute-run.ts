import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AlfredConfig } from "../../config/schema.js";
import type { SessionQueryConfig } from "../../engine/query-config.js";
import type { QueryEvent } from "../../core/events.js";
import { omitUndefined } from "../../core/omit-undefined.js";
import { autonomousRun } from "../../harness/autonomous-run.js";
import { runDirectory } from "../../harness/state/run-state.js";
import { type HarnessEvent, harnessOptionsFrom, type RunSummary } from "../../harness/state/run-types.js";
import type { GitHubClient } from "../../github/client.js";
import type { ActionsContext } from "../../github/event.js";
import {
  hostProtectedPaths,
  isProtectedPath,
  runProtectedPaths,
} from "../../security/paths/protected-paths.js";
import { HOST_PROFILES } from "../../core/host-profiles.js";
import { headSha } from "../../harness/workspace/workspace-git.js";
import { anchorPathOf } from "../../orchestrator/ledger-anchor.js";
import { type PushSnapshot, snapshotForPush } from "../../platform/git/git-push.js";
import { writeWorkspaceFile } from "../../platform/fs/workspace-fs.js";
import { createRedactor } from "../../security/secrets/redactor.js";
import { createSession, type SessionOptions } from "../../session/create-session.js";
import { pushAuthConfig } from "../runner/credentials.js";
import type { BoundaryState } from "../runner/ensure-sandbox.js";
import { type RunStart, startUp } from "./run-start-up.js";
import { stageArtifact } from "./artifact-stage.js";
import { packMemory } from "../memory/memory-carry.js";
import { commitMemory, memoryPushPolicy } from "../memory/memory-commit.js";
import { pushCheckedBranch } from "./push-branch.js";
import { openRunPullRequest } from "./run-pull-request.js";
import { ledgerArtifactName } from "../runner/run-names.js";
import type { ActionSecrets } from "../runner/inputs.js";
import { SHUTDOWN_STEP_MS, shutdownStepSignal } from "../runner/shutdown.js";

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
   * Sets the OS sandbox up (`ensureSandbox`); the run's start-up calls it beside preparing the
   * branch (`run-start-up.ts`). A rejection (a sandbox that is required and cannot run) ends the
   * run there.
   */
  readonly setUpSandbox: () => Promise<BoundaryState>;
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
  const start = await startUp(options);
  const { attempt } = start;
  const protectedPaths = protectedPathsFor(options.config);
  const { summary, snapshot } = await runFeatures(options, start, protectedPaths);

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

/** The agent's session: hooks, MCP and language servers from the commit the run starts from. */
function startSession(
  options: ExecuteRunOptions,
  startCommit: string,
  session: Pick<SessionOptions, "protectedPaths" | "repoMap">,
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
 * where to push and from which commit (the URL without the checkout's userinfo), which goes on
 * while the session sets up.
 */
async function runFeatures(
  options: ExecuteRunOptions,
  start: RunStart,
  protectedPaths: readonly string[],
): Promise<{ readonly summary: RunSummary; readonly snapshot: PushSnapshot }> {
  let session: SessionQueryConfig | undefined;
  const { attempt, hidden } = start;
  const snapshotting = snapshotForPush(options.workingDir);
  try {
    options.phase("setting up the agent");
    // All settle before anything is thrown: nothing started here outlives the credentials' hiding.
    const [made, snapshotted] = await Promise.allSettled([
      startSession(options, start.startCommit, {
        protectedPaths,
        ...omitUndefined({ repoMap: start.repoMap }),
      }),
      snapshotting,
    ]);
    if (made.status === "rejected") throw made.reason;
    session = made.value;
    if (snapshotted.status === "rejected") throw snapshotted.reason;
    const snapshot = snapshotted.value;
    options.phase("running the features");
    const summary = await autonomousRun({
      ...harnessOptionsFrom(options.config),
      featuresFile: options.featuresFile,
      runId: attempt.runId,
      resume: attempt.resume,
      freshCheckout: attempt.resume,
      session,
      ledgerKey: options.secrets.ledgerKey ?? "",
      protectedPaths,
      ...omitUndefined({ only: options.only, signal: options.signal }),
      onProgress: options.onProgress,
      onQueryEvent: (_key, event) => options.onQueryEvent(event),
    });
    return { summary, snapshot };
  } finally {
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
  const { artifactUrl, uploadLedgerArtifact } = await import("../../github/artifact.js");
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
