/**
 * Review mode: one read-only review of a pull request, posted as exactly one
 * `COMMENT` review on the commit reviewed, with one sticky summary comment
 * per pull request. Configuration, hooks and AGENTS.md / CLAUDE.md come from
 * the base commit, never from the pull request's head.
 */
import type { AlfredConfig } from "../../config/schema.js";
import { admitCommenter } from "../runner/admit-commenter.js";
import type { IssueCommentEvent } from "../../github/event.js";
import { getPull, type PullInfo, type PullRef } from "../../github/pull-review-api.js";
import { findSticky, renderSticky, type StickyComment, writeSticky } from "../../github/review-sticky.js";
import type { ActionSecrets } from "../runner/inputs.js";
import { ensureCommit } from "../runner/config-commit.js";
import { checkoutCommit } from "./review-git.js";
import type { ReviewOptions } from "./review-options.js";
import { type ReviewOutcome, type ReviewRunContext, reviewWithModel } from "./review-run.js";
import { reviewTargetOf, type ReviewTarget } from "./review-target.js";

/** True when the configured provider needs a key that the run did not get (a fork's `pull_request` run). */
function providerKeyMissing(
  provider: AlfredConfig["provider"],
  secrets: ActionSecrets,
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  if (provider === "anthropic") return (secrets.anthropicApiKey ?? env.ANTHROPIC_API_KEY) === undefined;
  if (provider === "openai") return (secrets.openaiApiKey ?? env.OPENAI_API_KEY) === undefined;
  return false;
}

const skipped = (why: string): ReviewOutcome => ({
  conclusion: "skipped",
  message: why,
  inline: [],
  inBody: [],
});

/** `/alfred review`: the commenter must have write access; Alfred reacts 👀. */
async function admitComment(options: ReviewOptions, event: IssueCommentEvent): Promise<string | undefined> {
  options.phase("checking the commenter's permission");
  return admitCommenter(options.octokit, options.context, options.config, event);
}

/** The pull request as the event saw it (the commit it is about), or as the API says now. */
async function pullOf(options: ReviewOptions, ref: PullRef): Promise<PullInfo> {
  const { event } = options.context;
  if (event.kind !== "pull_request") return getPull(options.octokit, ref);
  return {
    number: event.number,
    title: event.title,
    body: event.body,
    draft: event.draft,
    state: "open",
    head: { sha: event.head.sha, ref: event.head.ref, repository: event.head.repository },
    base: event.base,
  };
}

function refusal(options: ReviewOptions, target: ReviewTarget): string | undefined {
  if (target.kind === "skip") return target.why;
  if (
    target.kind === "event" &&
    target.isFork &&
    providerKeyMissing(options.config.provider, options.secrets, options.env)
  ) {
    return "this pull request comes from a fork, and GitHub gives fork runs no secrets: no model key, a read-only token. A maintainer can comment `/alfred review` to review it";
  }
  if (options.secrets.githubToken === undefined) return "no github-token: Alfred cannot post a review";
  return undefined;
}

/**
 * Reviews the pull request the event is about. Never posts more than one
 * review and one sticky comment.
 * @throws AlfredError / GitHubApiError on failures the entry point reports.
 */
export async function reviewPullRequest(options: ReviewOptions): Promise<ReviewOutcome> {
  const { context, octokit } = options;
  const target = reviewTargetOf(context.event, options.reviewDrafts);
  const why = refusal(options, target);
  if (why !== undefined || target.kind === "skip") {
    if (target.kind === "event" && target.isFork) options.notice(`Alfred skipped the review: ${why ?? ""}.`);
    return skipped(why ?? "nothing to review");
  }
  if ((options.secrets.ledgerKey ?? "").length < 16) {
    throw new Error(
      "input ledger-key is not set or shorter than 16 characters: the review is recorded in a signed ledger",
    );
  }
  const ref = { owner: context.owner, repo: context.repo, pullNumber: target.pullNumber };
  const where = { owner: context.owner, repo: context.repo, issueNumber: target.pullNumber };
  if (context.event.kind === "issue_comment") {
    const refused = await admitComment(options, context.event);
    if (refused !== undefined) return skipped(refused);
  }
  options.phase("reading the pull request");
  const pull = await pullOf(options, ref);
  if (pull.state !== "open") return skipped(`pull request #${pull.number} is ${pull.state}`);
  let sticky: StickyComment | undefined = await findSticky(octokit, where);
  const lastReviewed = sticky?.reviewedSha;
  if (target.kind === "event" && lastReviewed === pull.head.sha) {
    return skipped(`commit ${pull.head.sha.slice(0, 10)} was already reviewed`);
  }
  // On `/alfred review` the progress comment is the sticky comment: one comment per pull request, ever.
  sticky = await writeSticky(
    octokit,
    where,
    sticky,
    renderSticky({ phase: "reviewing", headSha: pull.head.sha, runUrl: context.runUrl }),
  );

  options.phase("checking out the pull request");
  await ensureCommit(options.workingDir, pull.base.sha);
  await checkoutCommit(options.workingDir, pull.head.sha);
  const run: ReviewRunContext = {
    options,
    pull,
    ref,
    config: await options.loadConfigAt(pull.base.sha),
    since: target.kind === "event" && target.incremental ? lastReviewed : undefined,
  };
  try {
    const outcome = await reviewWithModel(run);
    await writeSticky(octokit, where, sticky, renderSticky(outcome.sticky));
    return outcome;
  } catch (thrown) {
    // Best effort while failing: `thrown` is what the job must report, not a failure to update the comment.
    await writeSticky(
      octokit,
      where,
      sticky,
      renderSticky({
        phase: "failed",
        runUrl: context.runUrl,
        why: "the review failed; see the run log",
        ...(lastReviewed === undefined ? {} : { reviewedSha: lastReviewed }),
      }),
    ).catch(() => undefined);
    throw thrown;
  }
}
