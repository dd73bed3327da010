/**
 * The model part of a review: what changed (the whole pull request, or the
 * commits since the last review), the reviewer's read-only conversation, the
 * placement of its comments, the one review posted, the ledger.
 */
import type { AlfredConfig } from "../../config/schema.js";
import { readSourceFile } from "../../config/file-source.js";
import type { CostUsd } from "../../core/usage.js";
import {
  type ChangedFile,
  compareCommits,
  listPullFiles,
  listReviewComments,
  postReview,
  type PullInfo,
  type PullRef,
  type ReviewCommentInput,
} from "../../github/pull-review-api.js";
import type { StickyState } from "../../github/review-sticky.js";
import { createRedactor } from "../../security/redactor.js";
import { createSession } from "../../session/create-session.js";
import { INSTRUCTION_FILES } from "../../session/instructions.js";
import { ToolRegistry } from "../../tools/registry.js";
import type { Conclusion } from "../report.js";
import { renderReviewDiff } from "./diff-prompt.js";
import { type BodyFinding, placeComments, renderReviewBody } from "./placement.js";
import type { ReviewOptions } from "./review-options.js";
import { recordReview } from "./review-ledger.js";
import { reviewRegistry, runReviewQuery } from "./review-query.js";
import { reviewerSystemPrompt, reviewRequestMessage } from "./reviewer-prompt.js";

/** How a review ended, for the outputs, the job summary and the sticky comment. */
export interface ReviewOutcome {
  readonly conclusion: Conclusion;
  readonly message?: string;
  readonly reviewId?: number;
  readonly reviewUrl?: string;
  readonly inline: readonly ReviewCommentInput[];
  readonly inBody: readonly BodyFinding[];
  readonly duplicates?: number;
  readonly costUsd?: CostUsd;
  readonly headSha?: string;
  readonly scope?: string;
  readonly artifact?: { readonly id: number; readonly url: string };
}

/** One review in progress. */
export interface ReviewRunContext {
  readonly options: ReviewOptions;
  readonly pull: PullInfo;
  readonly ref: PullRef;
  /** As committed on the base. */
  readonly config: AlfredConfig;
  /** The commit the last review covered, for an incremental review. */
  readonly since: string | undefined;
}

const MAX_INSTRUCTION_CHARS = 20_000;

/** The files the model reviews, and how to name that scope. */
async function scopeOf(
  run: ReviewRunContext,
  allFiles: readonly ChangedFile[],
): Promise<{ files: readonly ChangedFile[]; scope: string }> {
  const whole = { files: allFiles, scope: "the whole pull request" };
  if (run.since === undefined) return whole;
  const comparison = await compareCommits(run.options.octokit, {
    owner: run.ref.owner,
    repo: run.ref.repo,
    base: run.since,
    head: run.pull.head.sha,
  });
  // Anything but a plain fast-forward (a force-push, a rebase) falls back to the whole pull request.
  if (comparison?.status !== "ahead") return whole;
  return {
    files: comparison.files,
    scope: `the changes since ${run.since.slice(0, 10)} (earlier commits were reviewed)`,
  };
}

async function baseInstructions(run: ReviewRunContext): Promise<{ file: string; text: string } | undefined> {
  for (const file of INSTRUCTION_FILES) {
    const text = await readSourceFile(run.options.workspace, file, {
      kind: "commit",
      sha: run.pull.base.sha,
    });
    if (text !== undefined) return { file, text: text.slice(0, MAX_INSTRUCTION_CHARS) };
  }
  return undefined;
}

/**
 * Runs the reviewer and posts its one review; the outcome carries the sticky comment's final state.
 * @throws GitHubApiError, AlfredError on failures the entry point reports.
 */
export async function reviewWithModel(
  run: ReviewRunContext,
): Promise<ReviewOutcome & { sticky: StickyState }> {
  const { options, pull, config } = run;
  const runUrl = options.context.runUrl;
  options.phase("reading the diff");
  const allFiles = await listPullFiles(options.octokit, run.ref);
  const { files, scope } = await scopeOf(run, allFiles);
  const diff = renderReviewDiff(files, Math.floor(config.maxContextTokens * 0.3));

  options.phase("setting up the reviewer");
  const session = await createSession({
    config: { ...config, mode: "plan" },
    env: options.env,
    workingDir: options.workspace,
    secrets: {
      ...(options.secrets.anthropicApiKey === undefined
        ? {}
        : { anthropicApiKey: options.secrets.anthropicApiKey }),
      ...(options.secrets.openaiApiKey === undefined ? {} : { openaiApiKey: options.secrets.openaiApiKey }),
    },
    disabledTools: ["git_commit", "bash", "file_write", "file_edit"],
    // Hooks from the base commit: a pull request cannot bring its own.
    source: { kind: "commit", sha: pull.base.sha },
  });
  const message = reviewRequestMessage({
    number: pull.number,
    title: pull.title,
    body: pull.body,
    diff: diff.text,
    scope,
  });

  options.phase("reviewing");
  const answer = await runReviewQuery(
    message,
    {
      ...session,
      tools: reviewRegistry(session.tools instanceof ToolRegistry ? session.tools.list() : session.tools),
      systemPrompt: reviewerSystemPrompt(await baseInstructions(run)),
      knownSecrets: options.knownSecrets,
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    },
    options.onQueryEvent,
  );
  if (!answer.ok) {
    const why = `the reviewer gave no valid review: ${answer.error}`;
    return {
      conclusion: "failure",
      message: why,
      inline: [],
      inBody: [],
      costUsd: answer.costUsd,
      sticky: {
        phase: "failed",
        runUrl,
        why,
        ...(run.since === undefined ? {} : { reviewedSha: run.since }),
      },
    };
  }

  options.phase("posting the review");
  const redactText = createRedactor(options.knownSecrets).text;
  const earlier = await listReviewComments(options.octokit, run.ref);
  const placement = placeComments(answer.output, allFiles, earlier, redactText);
  const review = await postReview(options.octokit, run.ref, {
    commitId: pull.head.sha,
    body: renderReviewBody(answer.output.summary, placement.inBody, redactText),
    comments: placement.inline,
  });

  options.phase("recording the review");
  const artifact = await recordReview({
    runId: options.runId,
    workspace: options.workspace,
    ledgerKey: options.secrets.ledgerKey ?? "",
    knownSecrets: options.knownSecrets,
    ...(config.github.artifactRetentionDays === undefined
      ? {}
      : { retentionDays: config.github.artifactRetentionDays }),
    start: {
      pull: pull.number,
      head: pull.head.sha,
      base: pull.base.sha,
      scope,
      files: diff.shown.length,
      omitted: [...diff.omitted],
    },
    review: {
      reviewId: review.id,
      commitId: pull.head.sha,
      inline: placement.inline.map((comment) => ({ path: comment.path, line: comment.line })),
      inBody: placement.inBody.map((finding) => ({ path: finding.path, line: finding.line })),
      duplicates: placement.duplicates,
      costUsd: answer.costUsd,
    },
    serverUrl: options.context.serverUrl,
    repository: options.context.repository,
    actionsRunId: options.context.runId,
  });
  const findings = placement.inline.length + placement.inBody.length;
  return {
    conclusion: "success",
    reviewId: review.id,
    reviewUrl: review.url,
    inline: placement.inline,
    inBody: placement.inBody,
    duplicates: placement.duplicates,
    costUsd: answer.costUsd,
    headSha: pull.head.sha,
    scope,
    artifact,
    sticky: {
      phase: "done",
      headSha: pull.head.sha,
      runUrl,
      findings,
      inline: placement.inline.length,
      costUsd: answer.costUsd,
      reviewUrl: review.url,
      scope,
    },
  };
}
