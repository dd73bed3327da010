import { readFile } from "../platform/fs.js";
import { workflowCommands } from "./workflow-commands.js";
import { hostDefaults, readConfigFile, resolveConfig } from "../config/load.js";
import type { AlfredConfig } from "../config/schema.js";
import { envLayer } from "../config/sources.js";
import { ConfigError, errorMessage } from "../core/errors.js";
import { createGitHubClient } from "../github/client.js";
import { type ActionsContext, parseActionsContext } from "../github/event.js";
import { parseTrigger } from "../github/trigger.js";
import { MIN_LEDGER_KEY_LENGTH } from "../orchestrator/ledger.js";
import { headCommit } from "../platform/git.js";
import { onTerminationSignals } from "../platform/termination-signals.js";
import { redact } from "../security/redact.js";
import { createRedactor } from "../security/redactor.js";
import { knownSecretValues } from "../session/known-secrets.js";
import { ensureSandbox } from "./ensure-sandbox.js";
import { executeRun } from "./execute-run.js";
import { defaultRunId } from "./resume-attempt.js";
import { implementFromComment } from "./implement.js";
import { type ActionSecrets, inputLayer, readInput, secretInputs } from "./inputs.js";
import type { ActionOutcome } from "./action-outcome.js";
import { publishOutcome } from "./publish.js";
import { configCommitFor, reviewPullRequest } from "./review/review-pull-request.js";
import { reviewHost } from "./review/review-host.js";
import { conclusionOf, harnessLogLine, toolLogLine } from "./report.js";

/** What the event asks Alfred to do: the job kind (not the permission mode, not the sandbox setting). */
type Job =
  | { readonly kind: "run" }
  | {
      readonly kind: "implement";
      readonly trigger: Extract<ReturnType<typeof parseTrigger>, { command: "implement" }>;
    }
  | { readonly kind: "review" }
  | { readonly kind: "skip"; readonly why: string };

/** The values the `job` input accepts. */
const JOBS = ["auto", "run", "implement", "review"] as const;

/**
 * The `job` input's text, `auto` when absent. The input was called `mode` before
 * (which also names the permission mode and read like the sandbox setting): that
 * name still works, with a deprecation notice, when `job` is not given.
 */
export function requestedJob(
  env: Readonly<Record<string, string | undefined>>,
  warn: (message: string) => void,
): { readonly input: string; readonly value: string } {
  const job = readInput(env, "job");
  if (job !== undefined) return { input: "job", value: job };
  const legacy = readInput(env, "mode");
  if (legacy === undefined) return { input: "job", value: "auto" };
  warn(`The input "mode" is deprecated: rename it to "job" (job: ${legacy}).`);
  return { input: "mode", value: legacy };
}

/**
 * The job from the `job` input (`auto` by default) and the event.
 * @throws ConfigError naming the input when `requested` is not a known job.
 */
export function decideJob(
  requested: string,
  context: ActionsContext,
  triggerPhrase: string,
  input = "job",
): Job {
  if (!(JOBS as readonly string[]).includes(requested)) {
    throw new ConfigError(`input ${input}`, `expected one of ${JOBS.join(", ")}, got "${requested}"`);
  }
  const { event } = context;
  if (requested === "run") return { kind: "run" };
  if (requested === "review" || event.kind === "pull_request") return { kind: "review" };
  if (event.kind === "schedule" || event.kind === "workflow_dispatch") {
    return requested === "auto"
      ? { kind: "run" }
      : { kind: "skip", why: `job "${requested}" does not apply to ${context.eventName}` };
  }
  if (event.kind === "issue_comment") {
    if (event.action !== "created") return { kind: "skip", why: `comment ${event.action}, not created` };
    const trigger = parseTrigger(event.comment.body, triggerPhrase);
    if (trigger?.command === "implement" && event.issue.isPullRequest) {
      return {
        kind: "skip",
        why: `"${triggerPhrase} implement" works on issues; on a pull request, use "${triggerPhrase} review"`,
      };
    }
    if (trigger?.command === "implement") return { kind: "implement", trigger };
    if (trigger?.command === "review") return { kind: "review" };
    return { kind: "skip", why: `the comment does not start with "${triggerPhrase} implement"` };
  }
  return { kind: "skip", why: `Alfred does not act on ${context.eventName} events` };
}

/** One job-log line: secrets redacted, flattened, and unable to pose as a workflow command. */
function logLine(text: string, knownSecrets: readonly string[]): string {
  const flat = redact(text, { knownSecrets }).replace(/\r?\n/g, " ⏎ ");
  return /^\s*(::|##\[)/.test(flat) ? ` ${flat.replace(/^(\s*)(::|##\[)/, "$1\u200b$2")}` : flat;
}

async function loadActionConfig(
  env: Readonly<Record<string, string | undefined>>,
  workspace: string,
  sha: string,
): Promise<AlfredConfig> {
  // From a commit (HEAD, or a pull request's base), never from files in the worktree (issue 9).
  const file = await readConfigFile(workspace, { kind: "commit", sha });
  return resolveConfig([
    inputLayer(env),
    envLayer(env),
    ...(file === undefined ? [] : [file]),
    hostDefaults("action"),
  ]);
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
  let phase = "reading the inputs";
  const secrets = secretInputs(env);
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
  const core = workflowCommands({
    write: (text) => void process.stdout.write(text),
    env,
    redact: redactor.text,
  });
  for (const secret of knownSecrets) core.setSecret(secret);
  const log = (text: string | undefined): void => {
    if (text !== undefined) core.info(logLine(text, knownSecrets));
  };
  const controller = new AbortController();
  // GitHub cancels with SIGINT, then SIGTERM 7.5 s later, then SIGKILL: the first stops the work,
  // the later ones must not kill the process while it records the interruption and uploads the ledger.
  const unsubscribe = onTerminationSignals({
    onFirst: (signal) => controller.abort(new Error(`the job was cancelled (${signal})`)),
    onRepeat: (signal) => log(`${signal} received: still recording the interruption`),
  });
  try {
    phase = "reading the event";
    const eventPath = env.GITHUB_EVENT_PATH;
    const context = parseActionsContext(
      env,
      eventPath === undefined ? "{}" : await readFile(eventPath, "utf8"),
    );
    const workspace = context.workspace ?? process.cwd();
    phase = "reading the configuration";
    const config = await loadActionConfig(
      env,
      workspace,
      await configCommitFor(context, workspace, () => headCommit(workspace)),
    );
    const requested = requestedJob(env, (text) => core.warning(text, { title: "Deprecated input" }));
    const job = decideJob(requested.value, context, config.github.triggerPhrase, requested.input);
    const runId = config.runId ?? defaultRunId(context);
    core.setOutput("run-id", runId);

    let outcome: ActionOutcome;
    if (job.kind === "skip") {
      log(`Nothing to do: ${job.why}.`);
      outcome = { conclusion: "skipped", message: job.why };
    } else if (job.kind === "review") {
      const review = await reviewPullRequest({
        ...reviewHost({ env, secrets, context, redactor, core, knownSecrets }),
        context,
        config,
        loadConfigAt: (sha) => loadActionConfig(env, workspace, sha),
        secrets,
        env,
        workspace,
        runId,
        knownSecrets,
        reviewDrafts: readInput(env, "review-drafts") === "true",
        signal: controller.signal,
        onQueryEvent: (event) => log(toolLogLine(event)),
        notice: (text) => core.notice(logLine(text, knownSecrets)),
        phase: (name) => {
          phase = name;
        },
      });
      outcome = {
        conclusion: review.conclusion,
        review,
        ...(review.message === undefined ? {} : { message: review.message }),
      };
    } else {
      requireSecrets(secrets);
      phase = "setting up the sandbox";
      // Resolves to the run's BoundaryState, the data of the ledger's `boundary` entry (issue 9).
      await ensureSandbox(config, core, env);
      const octokit = createGitHubClient({
        token: secrets.githubToken ?? "",
        baseUrl: context.apiUrl,
        redact: redactor.value,
        log: {
          warn: (text) => core.warning(logLine(text, knownSecrets)),
          debug: (text) => core.debug(logLine(text, knownSecrets)),
        },
      });
      const shared = {
        context,
        config,
        secrets,
        env,
        workspace,
        octokit,
        runId,
        knownSecrets,
        signal: controller.signal,
        onProgress: (event: Parameters<typeof harnessLogLine>[0]) => log(harnessLogLine(event)),
        onQueryEvent: (event: Parameters<typeof toolLogLine>[0]) => log(toolLogLine(event)),
        phase: (name: string) => {
          phase = name;
        },
        notice: (text: string) => core.notice(logLine(text, knownSecrets)),
      };
      if (job.kind === "implement" && context.event.kind === "issue_comment") {
        outcome = await implementFromComment({ ...shared, event: context.event, trigger: job.trigger });
      } else {
        const executed = await executeRun({ ...shared, featuresFile: config.features });
        const conclusion = conclusionOf(executed.summary);
        outcome = {
          conclusion,
          run: executed,
          ...(conclusion === "failure"
            ? { message: executed.summary.stopReason ?? "no feature passed" }
            : {}),
        };
      }
    }
    phase = "reporting";
    publishOutcome(outcome, (text) => logLine(text, knownSecrets), core);
  } catch (thrown: unknown) {
    const message = `Alfred failed while ${phase}: ${redact(errorMessage(thrown), { knownSecrets })}`;
    core.setOutput("conclusion", "failure");
    core.setFailed(logLine(message, knownSecrets));
  } finally {
    unsubscribe();
  }
}
