import { mkdir, readFile, writeFile } from "../platform/fs/fs.js";
import { join } from "node:path";
import { formatCost } from "../core/format.js";
import { omitUndefined } from "../core/omit-undefined.js";
import { postComment } from "../github/comments.js";
import { admitCommenter } from "./runner/admit-commenter.js";
import type { IssueCommentEvent } from "../github/event.js";
import { ProgressComment } from "../github/progress-comment.js";
import type { Trigger } from "../github/trigger.js";
import { findFeature, parseFeatureList } from "../harness/features/feature-list.js";
import { runDirectory } from "../harness/state/run-state.js";
import type { HarnessEvent } from "../harness/state/run-types.js";
import { sanitizeUntrustedText } from "../security/text/sanitize.js";
import type { ActionOutcome } from "./action-outcome.js";
import { conclusionOf } from "./runner/report.js";
import { type ExecuteRunOptions, executeRun } from "./run/execute-run.js";
import { implementProgress } from "./implement-progress.js";

/** What `/alfred implement` needs beyond a plain run. */
export interface ImplementOptions extends Omit<
  ExecuteRunOptions,
  "featuresFile" | "only" | "closesIssue" | "onProgress"
> {
  readonly event: IssueCommentEvent;
  readonly trigger: Extract<Trigger, { command: "implement" }>;
  readonly onProgress: (event: HarnessEvent) => void;
}

/** The feature list to run, and which of its features: a named one, or the issue itself as one feature. */
async function chooseFeatures(
  options: ImplementOptions,
): Promise<{ featuresFile: string; only?: readonly string[] } | { refusal: string }> {
  const { config, workingDir, event, trigger } = options;
  // Missing or unreadable: no listed feature to name, so the issue itself becomes the feature (below).
  const listText = await readFile(join(workingDir, config.features), "utf8").catch(() => undefined);
  const parsed = listText === undefined ? undefined : parseFeatureList(listText, config.features);
  const list = parsed?.ok === true ? parsed.value : undefined;
  if (
    trigger.featureId !== undefined &&
    list !== undefined &&
    findFeature(list, trigger.featureId) !== undefined
  ) {
    return { featuresFile: config.features, only: [trigger.featureId] };
  }
  const verify = config.verify ?? list?.verify;
  if (verify === undefined) {
    return {
      refusal:
        "I need a verify command to check my work: set the `verify-command` input, or a default `verify` in the feature list.",
    };
  }
  // The issue itself becomes one feature, in a list the harness keeps with its own files (never committed).
  const title = sanitizeUntrustedText(event.issue.title);
  const body = sanitizeUntrustedText(event.issue.body);
  const extra =
    trigger.text === undefined ? "" : `\n\nThe maintainer adds: ${sanitizeUntrustedText(trigger.text)}`;
  const id = `issue-${event.issue.number}`;
  const relative = join(runDirectory(options.runId), "issue-feature.json");
  await mkdir(join(workingDir, runDirectory(options.runId)), { recursive: true });
  const feature = { id, description: `${title}\n\n${body}${extra}`.trim(), verify, status: "pending" };
  await writeFile(
    join(workingDir, relative),
    `${JSON.stringify({ verify, features: [feature] }, null, 2)}\n`,
  );
  return { featuresFile: relative, only: [id] };
}

/**
 * `/alfred implement [feature-id]` on an issue: only a write/admin
 * collaborator (or an allowed bot) may start it; a refusal is a polite
 * comment. Reacts 👀 at once, keeps one progress comment up to date, opens the
 * pull request with `Closes #N` and replies with its link.
 */
export async function implementFromComment(options: ImplementOptions): Promise<ActionOutcome> {
  const { context, event, octokit, config } = options;
  const where = { owner: context.owner, repo: context.repo, issueNumber: event.issue.number };
  options.phase("checking the commenter's permission");
  const refused = await admitCommenter(octokit, context, config, event);
  if (refused !== undefined) return { conclusion: "skipped", message: refused };

  const choice = await chooseFeatures(options);
  if ("refusal" in choice) {
    await postComment(octokit, where, choice.refusal);
    return { conclusion: "skipped", message: choice.refusal };
  }
  const progress = implementProgress(
    new ProgressComment(octokit, { ...where, key: options.runId }),
    context.runUrl,
  );
  await progress.publish();

  const run = await executeRun({
    ...options,
    featuresFile: choice.featuresFile,
    ...omitUndefined({ only: choice.only }),
    closesIssue: event.issue.number,
    onProgress: (harnessEvent) => {
      options.onProgress(harnessEvent);
      progress.onHarnessEvent(harnessEvent);
    },
  });
  const conclusion = conclusionOf(run.summary);
  const closing =
    run.pullRequest === undefined
      ? `No pull request: nothing passed (${formatCost(run.summary.costUsd)}).`
      : `Pull request: ${run.pullRequest.url}`;
  await progress.finish(conclusion === "failure" ? "nothing passed" : "done", closing);
  if (run.pullRequest !== undefined) {
    await postComment(
      octokit,
      where,
      `@${event.comment.authorLogin} I opened ${run.pullRequest.url} for this issue.`,
    );
  }
  return { conclusion, run, ...(conclusion === "failure" ? { message: "nothing passed" } : {}) };
}
