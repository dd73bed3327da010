/** The pull request an Action run opens for the features that passed. */
import type { AlfredConfig } from "../../config/schema.js";
import { omitUndefined } from "../../core/omit-undefined.js";
import type { GitHubClient } from "../../github/client.js";
import type { ActionsContext } from "../../github/event.js";
import { renderPullRequestBody } from "../../github/pull-body.js";
import { openPullRequest } from "../../github/pulls.js";
import { defuseClosingKeywords } from "../../security/text/model-text.js";
import type { RunSummary } from "../../harness/state/run-types.js";

/** What opening the pull request needs of the run. */
export interface PullRequestHost {
  readonly context: ActionsContext;
  readonly config: AlfredConfig;
  readonly octokit: GitHubClient;
  /** Issue the pull request closes (`/alfred implement`). */
  readonly closesIssue?: number;
}

/** The pull request's base: the `base-branch` input, else the repository's default branch. */
export async function baseBranchOf(
  options: Pick<PullRequestHost, "config" | "context" | "octokit">,
): Promise<string> {
  if (options.config.github.baseBranch !== undefined) return options.config.github.baseBranch;
  const { owner, repo } = options.context;
  const { data } = await options.octokit.rest.repos.get({ owner, repo });
  return data.default_branch;
}

/** The pull request of the features that passed, with the blocked ones listed and the ledger linked. */
export async function openRunPullRequest(
  options: PullRequestHost,
  summary: RunSummary,
  branch: string,
  ledgerArtifactUrl: string,
): Promise<{ readonly number: number; readonly url: string }> {
  const { context, config, closesIssue } = options;
  // Asked only now, so a scheduled run's first model call does not wait on the GitHub API.
  const base = await baseBranchOf(options);
  const passing = summary.features.filter((outcome) => outcome.status === "passing");
  const blocked = summary.features.filter((outcome) => outcome.status === "blocked");
  const body = renderPullRequestBody({
    passing: passing.map((outcome) => ({
      id: outcome.featureId,
      description: outcome.description,
      attempts: outcome.attempts,
      rubricReasoning: outcome.rubric?.reasoning ?? "",
      costUsd: outcome.costUsd,
    })),
    blocked: blocked.map((outcome) => ({
      id: outcome.featureId,
      description: outcome.description,
      reason: outcome.reason ?? "",
    })),
    ledgerArtifactUrl,
    runUrl: context.runUrl,
    ...omitUndefined({ closesIssue }),
  });
  // Feature ids come from the repository's feature list: no closing keyword may ride in the title.
  const title = defuseClosingKeywords(
    closesIssue === undefined
      ? `Alfred: ${passing.length} feature${passing.length === 1 ? "" : "s"} (${passing.map((outcome) => outcome.featureId).join(", ")})`.slice(
          0,
          200,
        )
      : `Alfred: implement #${closesIssue}`,
  );
  const pull = await openPullRequest(options.octokit, {
    owner: context.owner,
    repo: context.repo,
    head: branch,
    base,
    title,
    body,
    draft: config.github.draft,
  });
  return { number: pull.number, url: pull.url };
}
