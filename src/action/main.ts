import { readFile } from "../platform/fs/fs.js";
import type { WorkflowCommands } from "./runner/workflow-commands.js";
import type * as ToolkitChannel from "./runner/toolkit-channel.js";
import { hostDefaults, readConfigFile, resolveConfig } from "../config/load.js";
import { resolveReadPaths } from "../config/read-paths.js";
import type { AlfredConfig } from "../config/schema.js";
import { envLayer } from "../config/sources.js";
import { ConfigError, errorMessage } from "../core/errors.js";
import type { QueryEvent } from "../core/events.js";
import { omitUndefined } from "../core/omit-undefined.js";
import { type ActionsContext, parseActionsContext } from "../github/event.js";
import type { HarnessEvent } from "../harness/state/run-types.js";
import { MIN_LEDGER_KEY_LENGTH } from "../security/secrets/ledger-key.js";
import { headCommit } from "../platform/git/git.js";
import { onTerminationSignals } from "../platform/process/termination-signals.js";
import { redact } from "../security/secrets/redact.js";
import { createRedactor, type Redactor } from "../security/secrets/redactor.js";
import { knownSecretValues } from "../security/secrets/known-secrets.js";
import { decideJob, type Job, requestedJob } from "./job.js";
import { defaultRunId } from "./runner/run-names.js";
import { type ActionInputs, type ActionSecrets, inputLayer, secretInputs } from "./runner/inputs.js";
import type { ActionOutcome } from "./action-outcome.js";
import { publishOutcome } from "./publish.js";
import { featureJobModules, implementModule, preloadJobModules, reviewJobModules } from "./job-modules.js";
import { preloadProviderSdk } from "../providers/preload-sdk.js";
import { configCommitFor } from "./runner/config-commit.js";
import { conclusionOf, harnessLogLine, toolLogLine } from "./runner/report.js";
import type { ExecuteRunOptions } from "./run/execute-run.js";

export { decideJob, requestedJob } from "./job.js";

/** One job-log line: secrets redacted, flattened, and unable to pose as a workflow command. */
function logLine(text: string, knownSecrets: readonly string[]): string {
  const flat = redact(text, { knownSecrets }).replace(/\r?\n/g, " ⏎ ");
  return /^\s*(::|##\[)/.test(flat) ? ` ${flat.replace(/^(\s*)(::|##\[)/, "$1\u200b$2")}` : flat;
}

async function loadActionConfig(
  action: Pick<ActionRun, "env" | "inputs">,
  workingDir: string,
  sha: string,
): Promise<AlfredConfig> {
  const { env } = action;
  // From a commit (HEAD, or a pull request's base), never from files in the worktree (issue 9).
  const file = await readConfigFile(workingDir, { kind: "commit", sha });
  const layers = [
    inputLayer(action.inputs),
    envLayer(env),
    ...(file === undefined ? [] : [file]),
    // Read before the job is known: the review row's sandbox default is the run's (host-profiles.test.ts).
    hostDefaults("actionRun"),
  ];
  return resolveReadPaths(resolveConfig(layers), layers, env.HOME);
}

function requireSecrets(secrets: ActionSecrets): void {
  if (secrets.githubToken === undefined)
    throw new ConfigError(
      "input github-token",
      "not set: Alfred needs it to push the branch and open the pull request",
    );
  if (secrets.ledgerKey === undefined || secrets.ledgerKey.length < MIN_LEDGER_KEY_LENGTH) {
    throw new ConfigError(
      "input ledger-key",
      `not set or shorter than ${MIN_LEDGER_KEY_LENGTH} characters: the ledger must be signed with a strong key (use a repository secret)`,
    );
  }
}

/**
 * The Action: inputs → work → outputs. Never throws: any failure is redacted,
 * names the phase it happened in, and fails the step.
 */
export async function run(env: Readonly<Record<string, string | undefined>> = process.env): Promise<void> {
  // The toolkit (@actions/core and its HTTP client) is a chunk of its own, loaded beside the job's
  // modules; nothing is written before it is here and the secrets are masked.
  const toolkit = import("./runner/toolkit-channel.js");
  preloadJobModules(env);
  let action: ActionRun;
  try {
    action = openActionRun(env, await toolkit);
  } catch (thrown: unknown) {
    process.exitCode = 1;
    const why = redact(errorMessage(thrown), { knownSecrets: knownSecretValues(env) });
    process.stderr.write(`Alfred failed while loading @actions/core: ${why}\n`);
    return;
  }
  // GitHub cancels with SIGINT, then SIGTERM 7.5 s later, then SIGKILL: the first stops the work,
  // the later ones must not kill the process while it records the interruption and uploads the ledger.
  const unsubscribe = onTerminationSignals({
    onFirst: (signal) => action.controller.abort(new Error(`the job was cancelled (${signal})`)),
    onRepeat: (signal) => action.log(`${signal} received: still recording the interruption`),
  });
  try {
    const request = await readRequest(action);
    action.core.setOutput("run-id", request.runId);
    const outcome = await doJob(action, request);
    action.phase = "reporting";
    await publishOutcome(outcome, action.logLine, action.core);
  } catch (thrown: unknown) {
    const message = `Alfred failed while ${action.phase}: ${redact(errorMessage(thrown), { knownSecrets: action.knownSecrets })}`;
    action.core.setOutput("conclusion", "failure");
    action.core.setFailed(action.logLine(message));
  } finally {
    unsubscribe();
  }
}

/**
 * What every phase of one Action run shares: the secrets, the one redacting channel out, the
 * cancellation, and the phase a failure is reported in.
 */
interface ActionRun {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The inputs, read through the toolkit. */
  readonly inputs: ActionInputs;
  readonly secrets: ActionSecrets;
  readonly knownSecrets: readonly string[];
  readonly redactor: Redactor;
  readonly core: WorkflowCommands;
  /** One job-log line (see {@link logLine}). */
  readonly logLine: (text: string) => string;
  /** Writes a job-log line; nothing for undefined. */
  readonly log: (text: string | undefined) => void;
  /** Aborted when GitHub cancels the job. */
  readonly controller: AbortController;
  /** What the run is doing, for the failure message. */
  phase: string;
}

/** Phase 1, the inputs: secrets (masked at once) and the redacting workflow commands. */
function openActionRun(
  env: Readonly<Record<string, string | undefined>>,
  toolkit: typeof ToolkitChannel,
): ActionRun {
  const inputs = toolkit.toolkitInputs;
  const secrets = secretInputs(inputs);
  const knownSecrets = [
    ...new Set([
      ...knownSecretValues(env),
      ...[secrets.anthropicApiKey, secrets.openaiApiKey, secrets.githubToken, secrets.ledgerKey].filter(
        (value): value is string => value !== undefined && value.length >= 8,
      ),
    ]),
  ];
  // One redaction step for every outward channel: the job log, annotations, outputs and job
  // summary (through `core`), every request body sent to GitHub (through the client), summary.json.
  const redactor = createRedactor(knownSecrets);
  const core = toolkit.toolkitCommands(redactor.text);
  for (const secret of knownSecrets) core.setSecret(secret);
  const line = (text: string): string => logLine(text, knownSecrets);
  return {
    env,
    inputs,
    secrets,
    knownSecrets,
    redactor,
    core,
    logLine: line,
    log: (text) => {
      if (text !== undefined) core.info(line(text));
    },
    controller: new AbortController(),
    phase: "reading the inputs",
  };
}

/** What this run was asked to do, where, under which configuration and run id. */
interface ActionRequest {
  readonly context: ActionsContext;
  readonly workingDir: string;
  readonly config: AlfredConfig;
  readonly job: Job;
  readonly runId: string;
}

/** Phase 1, continued: the event, the configuration (from a commit) and the job they ask for. */
async function readRequest(action: ActionRun): Promise<ActionRequest> {
  const { env } = action;
  action.phase = "reading the event";
  const eventPath = env.GITHUB_EVENT_PATH;
  const context = parseActionsContext(
    env,
    eventPath === undefined ? "{}" : await readFile(eventPath, "utf8"),
  );
  const workingDir = context.workingDir ?? process.cwd();
  action.phase = "reading the configuration";
  const config = await loadActionConfig(
    action,
    workingDir,
    await configCommitFor(context, workingDir, () => headCommit(workingDir)),
  );
  const requested = requestedJob(env, (text) => action.core.warning(text, { title: "Deprecated input" }));
  const job = decideJob(requested.value, context, config.github.triggerPhrase, requested.input);
  // A sharded run's jobs share one id across their matrix: the workflow run's, not the attempt's.
  const sharded = job.kind === "plan" || job.kind === "shard" || job.kind === "merge";
  const runId = config.runId ?? (sharded ? String(context.runId) : defaultRunId(context));
  return { context, workingDir, config, job, runId };
}

/** Phase 2, the work: the job the request names. */
async function doJob(action: ActionRun, request: ActionRequest): Promise<ActionOutcome> {
  const { job } = request;
  switch (job.kind) {
    case "skip":
      action.log(`Nothing to do: ${job.why}.`);
      return { conclusion: "skipped", message: job.why };
    case "review":
      return reviewJob(action, request);
    case "run":
    case "implement":
      return featureJob(action, request, job);
    case "shard": {
      // One shard of a sharded run is a run of its features on its own branch, without a pull request.
      // Loaded here: the entry chunk holds only what reading the request needs (action-start-up.test.ts).
      const { readShardInputs, shardRunId } = await import("./shard/shard-inputs.js");
      const shard = readShardInputs(action.env);
      const runId = shardRunId(request.runId, shard.shard);
      return featureJob(
        action,
        { ...request, runId },
        { kind: "run" },
        { only: shard.features, pullRequest: false },
      );
    }
    case "plan":
    case "merge":
      return shardedJob(action, request, job.kind);
  }
}

/** `job: plan` and `job: merge` (sharded-jobs.ts, loaded on first use). */
async function shardedJob(
  action: ActionRun,
  request: ActionRequest,
  kind: "plan" | "merge",
): Promise<ActionOutcome> {
  requireSecrets(action.secrets);
  action.phase = `loading the ${kind} job`;
  const { planJob, mergeJob } = await import("./sharded-jobs.js");
  const host = {
    ...request,
    env: action.env,
    secrets: action.secrets,
    knownSecrets: action.knownSecrets,
    redactor: action.redactor,
    core: action.core,
    log: action.log,
    signal: action.controller.signal,
    phase: (name: string) => {
      action.phase = name;
    },
  };
  return kind === "plan" ? planJob(host) : mergeJob(host);
}

/** Review mode on a pull request (or `/alfred review`): comments, no branch. */
async function reviewJob(action: ActionRun, request: ActionRequest): Promise<ActionOutcome> {
  const { env, secrets, redactor, core, knownSecrets } = action;
  const { context, config, workingDir, runId } = request;
  action.phase = "loading review mode";
  const { reviewPullRequest, reviewHost } = await reviewJobModules();
  preloadProviderSdk(config.provider);
  const review = await reviewPullRequest({
    ...reviewHost({ env, secrets, context, redactor, core, knownSecrets }),
    context,
    config,
    loadConfigAt: (sha) => loadActionConfig(action, workingDir, sha),
    secrets,
    env,
    workingDir,
    runId,
    knownSecrets,
    reviewDrafts: action.inputs.boolean("review-drafts") ?? false,
    signal: action.controller.signal,
    onQueryEvent: (event) => action.log(toolLogLine(event)),
    notice: (text) => core.notice(action.logLine(text)),
    phase: (name) => {
      action.phase = name;
    },
  });
  return { conclusion: review.conclusion, review, ...omitUndefined({ message: review.message }) };
}

/** The feature list (scheduled or dispatched), or one issue (`/alfred implement`): a branch and a pull request. */
async function featureJob(
  action: ActionRun,
  request: ActionRequest,
  job: Extract<Job, { kind: "run" | "implement" }>,
  shard: Pick<ExecuteRunOptions, "only" | "pullRequest"> = {},
): Promise<ActionOutcome> {
  const { env, secrets, core, knownSecrets } = action;
  const { context, config } = request;
  requireSecrets(secrets);
  action.phase = "loading the run";
  const { ensureSandbox, createGitHubClient, executeRun } = await featureJobModules();
  preloadProviderSdk(config.provider);
  const octokit = createGitHubClient({
    token: secrets.githubToken ?? "",
    baseUrl: context.apiUrl,
    redact: action.redactor.value,
    log: {
      warn: (text) => core.warning(action.logLine(text)),
      debug: (text) => core.debug(action.logLine(text)),
    },
  });
  const shared = {
    context,
    config,
    secrets,
    env,
    workingDir: request.workingDir,
    octokit,
    runId: request.runId,
    knownSecrets,
    signal: action.controller.signal,
    onProgress: (event: HarnessEvent) => action.log(harnessLogLine(event)),
    onQueryEvent: (event: QueryEvent) => action.log(toolLogLine(event)),
    onNote: (note: string) => action.log(`    note: ${note}`),
    phase: (name: string) => {
      action.phase = name;
    },
    notice: (text: string) => core.notice(action.logLine(text)),
    // Called by the run's start-up (run-start-up.ts), beside preparing the branch.
    setUpSandbox: () => ensureSandbox(config, core, env),
  };
  if (job.kind === "implement" && context.event.kind === "issue_comment") {
    const implementFromComment = await implementModule();
    return implementFromComment({ ...shared, event: context.event, trigger: job.trigger });
  }
  const executed = await executeRun({ ...shared, featuresFile: config.features, ...shard });
  const conclusion = conclusionOf(executed.summary);
  return {
    conclusion,
    run: executed,
    ...(conclusion === "failure" ? { message: executed.summary.stopReason ?? "no feature passed" } : {}),
  };
}
