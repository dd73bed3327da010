/**
 * The one pull request of a sharded run: the passing features in the table every run's pull
 * request has (pull-body.ts, whose cells are made inert), and every other planned feature listed
 * with its status and reason — none left out of the description.
 */
import type { AlfredConfig } from "../../config/schema.js";
import type { GitHubClient } from "../../github/client.js";
import type { ActionsContext } from "../../github/event.js";
import { renderPullRequestBody } from "../../github/pull-body.js";
import { openPullRequest } from "../../github/pulls.js";
import type { FeatureList } from "../../harness/features/feature-list.js";
import { baseBranchOf } from "../run/run-pull-request.js";
import type { FeatureVerdict } from "./merge-shards.js";

/** The description of the sharded run's pull request. */
export function mergedPullRequestBody(
  verdicts: readonly FeatureVerdict[],
  list: FeatureList,
  links: { readonly ledgerArtifactUrl: string; readonly runUrl: string },
): string {
  const description = (id: string): string =>
    list.features.find((feature) => feature.id === id)?.description ?? "";
  return renderPullRequestBody({
    passing: verdicts
      .filter((verdict) => verdict.status === "passing")
      .map((verdict) => ({
        id: verdict.featureId,
        description: description(verdict.featureId),
        attempts: verdict.outcome?.attempts ?? 0,
        rubricReasoning: `shard ${verdict.shard}: ${verdict.outcome?.rubricReasoning ?? ""}`,
        costUsd: verdict.outcome?.costUsd ?? null,
      })),
    blocked: verdicts
      .filter((verdict) => verdict.status !== "passing")
      .map((verdict) => ({
        id: verdict.featureId,
        description: description(verdict.featureId),
        reason: `${verdict.status}: ${verdict.reason ?? "no reason recorded"}`,
      })),
    ledgerArtifactUrl: links.ledgerArtifactUrl,
    runUrl: links.runUrl,
  });
}

/** Opens (or updates) the pull request from `branch`. */
export async function openMergedPullRequest(
  host: { readonly context: ActionsContext; readonly config: AlfredConfig; readonly octokit: GitHubClient },
  branch: string,
  body: string,
  passing: number,
): Promise<{ readonly number: number; readonly url: string }> {
  const { context } = host;
  const pull = await openPullRequest(host.octokit, {
    owner: context.owner,
    repo: context.repo,
    head: branch,
    base: await baseBranchOf(host),
    title: `Alfred: ${passing} feature${passing === 1 ? "" : "s"} (sharded run ${branch})`.slice(0, 200),
    body,
    draft: host.config.github.draft,
  });
  return { number: pull.number, url: pull.url };
}
