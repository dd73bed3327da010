/**
 * The model part of a review, phase by phase: what changed (the whole pull
 * request, or the commits since the last review), the reviewer's read-only
 * conversation, the placement of its comments, the one review posted, the
 * ledger.
 */
import type { CostUsd } from "../../core/usage.js";
import {
  type ChangedFile,
  compareCommits,
  listPullFiles,
  postReview,
  type ReviewCommentInput,
} from "../../github/pull-review-api.js";
import type { StickyState } from "../../github/review-sticky.js";
import { createRedactor } from "../../security/secrets/redactor.js";
import { hideGitCredentials } from "../runner/credentials.js";
import type { Conclusion } from "../runner/report.js";
import { renderReviewDiff, type ReviewDiff } from "./diff-prompt.js";
import { openAlfredLines } from "./open-comments.js";
import { type BodyFinding, placeComments, type Placement, renderReviewBody } from "./placement.js";
import type { ReviewRunContext } from "./review-options.js";
import { omitUndefined } from "../../core/omit-undefined.js";
import { recordReview } from "./review-ledger.js";
import { ledgerArtifactName } from "../runner/run-names.js";
import { type ReviewAnswer, runReviewQuery } from "./review-query.js";
import { firstMessage, startReviewer } from "./review-session.js";

export type { ReviewRunContext } from "./review-options.js";

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

/** What the model reviews: the files, how to name that scope, and the diff as it reads it. */
interface ReviewScope {
  /** Every changed file of the pull request (what GitHub validates comments against). */
  readonly allFiles: readonly ChangedFile[];
  readonly files: readonly ChangedFile[];
  readonly scope: string;
  readonly diff: ReviewDiff;
}

/** The posted review. */
interface Posted {
  readonly id: number;
  readonly url: string;
  readonly placement: Placement;
}

/** Phase 1: the files the model reviews — the whole pull request, or what a fast-forward push added. */
async function readScope(run: ReviewRunContext): Promise<ReviewScope> {
  const allFiles = await listPullFiles(run.options.octokit, run.ref);
  const budget = Math.floor(run.config.maxContextTokens * 0.3);
  const whole = { allFiles, files: allFiles, scope: "the whole pull request" };
  if (run.since === undefined) return { ...whole, diff: renderReviewDiff(allFiles, budget) };
  const comparison = await compareCommits(run.options.octokit, {
    owner: run.ref.owner,
    repo: run.ref.repo,
    base: run.since,
    head: run.pull.head.sha,
  });
  // Anything but a plain fast-forward (a force-push, a rebase) falls back to the whole pull request.
  if (comparison?.status !== "ahead") return { ...whole, diff: renderReviewDiff(allFiles, budget) };
  return {
    allFiles,
    files: comparison.files,
    scope: `the changes since ${run.since.slice(0, 10)} (earlier commits were reviewed)`,
    diff: renderReviewDiff(comparison.files, budget),
  };
}

/**
 * Phase 2: the reviewer's conversation, with the checkout's git credentials out of reach of the
 * reviewer and of the servers it starts (they can read the workspace); its servers stop, then
 * the credentials come back, whatever happens.
 */
async function converse(run: ReviewRunContext, scope: ReviewScope): Promise<ReviewAnswer> {
  const hidden = await hideGitCredentials(run.options.workingDir);
  try {
    const reviewer = await startReviewer(run);
    try {
      const message = await firstMessage(run, scope);
      run.options.phase("reviewing");
      return await runReviewQuery(message, reviewer.query, run.options.onQueryEvent);
    } finally {
      await reviewer.close();
    }
  } finally {
    await hidden.restore();
  }
}

/** Phase 3: places the comments (in the diff, in the body, or dropped as open repeats) and posts one review. */
async function post(
  run: ReviewRunContext,
  output: Extract<ReviewAnswer, { ok: true }>["output"],
  scope: ReviewScope,
): Promise<Posted> {
  const { options, pull } = run;
  const redactText = createRedactor(options.knownSecrets).text;
  const open = await openAlfredLines(options.octokit, run.ref, options.log);
  const placement = placeComments(output, scope.allFiles, open, redactText);
  const review = await postReview(options.octokit, run.ref, {
    commitId: pull.head.sha,
    body: renderReviewBody(output.summary, placement.inBody, redactText),
    comments: placement.inline,
  });
  return { id: review.id, url: review.url, placement };
}

/** Phase 4: the signed ledger, uploaded as the run's artifact. */
function record(run: ReviewRunContext, scope: ReviewScope, posted: Posted, costUsd: CostUsd) {
  const { options, pull, config } = run;
  const { placement } = posted;
  return recordReview({
    runId: options.runId,
    artifactName: ledgerArtifactName(options.runId, options.context),
    workingDir: options.workingDir,
    ledgerKey: options.secrets.ledgerKey ?? "",
    knownSecrets: options.knownSecrets,
    ...omitUndefined({ retentionDays: config.github.artifactRetentionDays }),
    start: {
      pull: pull.number,
      head: pull.head.sha,
      base: pull.base.sha,
      scope: scope.scope,
      files: scope.diff.shown.length,
      omitted: [...scope.diff.omitted],
    },
    review: {
      reviewId: posted.id,
      commitId: pull.head.sha,
      inline: placement.inline.map((comment) => ({ path: comment.path, line: comment.line })),
      inBody: placement.inBody.map((finding) => ({ path: finding.path, line: finding.line })),
      duplicates: placement.duplicates,
      costUsd,
    },
    serverUrl: options.context.serverUrl,
    repository: options.context.repository,
    actionsRunId: options.context.runId,
  });
}

/** The outcome of a conversation that gave no valid review. */
function failed(run: ReviewRunContext, answer: Extract<ReviewAnswer, { ok: false }>) {
  const why = `the reviewer gave no valid review: ${answer.error}`;
  const sticky: StickyState = {
    phase: "failed",
    runUrl: run.options.context.runUrl,
    why,
    ...(run.since === undefined ? {} : { reviewedSha: run.since }),
  };
  return {
    conclusion: "failure" as const,
    message: why,
    inline: [],
    inBody: [],
    costUsd: answer.costUsd,
    sticky,
  };
}

/** The outcome of a posted review. */
function done(
  run: ReviewRunContext,
  scope: ReviewScope,
  posted: Posted,
  costUsd: CostUsd,
  artifact: { readonly id: number; readonly url: string },
): ReviewOutcome & { sticky: StickyState } {
  const { placement } = posted;
  const headSha = run.pull.head.sha;
  return {
    conclusion: "success",
    reviewId: posted.id,
    reviewUrl: posted.url,
    inline: placement.inline,
    inBody: placement.inBody,
    duplicates: placement.duplicates,
    costUsd,
    headSha,
    scope: scope.scope,
    artifact,
    sticky: {
      phase: "done",
      headSha,
      runUrl: run.options.context.runUrl,
      findings: placement.inline.length + placement.inBody.length,
      inline: placement.inline.length,
      costUsd,
      reviewUrl: posted.url,
      scope: scope.scope,
    },
  };
}

/**
 * Runs the reviewer and posts its one review; the outcome carries the sticky comment's final state.
 * @throws GitHubApiError, AlfredError on failures the entry point reports.
 */
export async function reviewWithModel(
  run: ReviewRunContext,
): Promise<ReviewOutcome & { sticky: StickyState }> {
  const { phase } = run.options;
  phase("reading the diff");
  const scope = await readScope(run);
  phase("setting up the reviewer");
  const answer = await converse(run, scope);
  if (!answer.ok) return failed(run, answer);
  phase("posting the review");
  const posted = await post(run, answer.output, scope);
  phase("recording the review");
  const artifact = await record(run, scope, posted, answer.costUsd);
  return done(run, scope, posted, answer.costUsd, artifact);
}
