/**
 * A sharded run's plan and merge jobs (README "Sharded runs"), in one module so that the bundle
 * has one dynamic import for them, loaded only when `job` asks for one. The shard job itself is a feature run
 * (execute-run.ts) on its own branch without a pull request.
 */
import { mkdtemp, rm } from "../platform/fs/fs.js";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { omitUndefined } from "../core/omit-undefined.js";
import { createGitHubClient } from "../github/client.js";
import type { ActionOutcome } from "./action-outcome.js";
import { ensureSandbox } from "./runner/ensure-sandbox.js";
import {
  baseFeatureList,
  fetchShardBranches,
  type MergeWork,
  mergeAndVerify,
  pushMerged,
  readPlanAndArtifacts,
} from "./shard/merge-job.js";
import { checkOut, commitTree, fileAt, treeOf, withFile } from "./shard/merge-git.js";
import { mergedPullRequestBody, openMergedPullRequest } from "./shard/merge-pull-request.js";
import { type FeatureVerdict, rebuiltFeatureList } from "./shard/merge-shards.js";
import { mergedArtifactName, writeMergedLedger } from "./shard/merged-ledger.js";
import { readShardLedgers } from "./shard/shard-ledgers.js";
import { tableCell } from "../github/markdown.js";
import type { ShardedJobHost } from "./shard/sharded-host.js";

export { planJob } from "./plan-job.js";

/** The planned features' verdicts in the feature list's order. */
function orderedVerdicts(work: MergeWork): FeatureVerdict[] {
  const verdicts = work.result.verdicts;
  return work.list.features.flatMap((feature) => {
    const verdict = verdicts.get(feature.id);
    return verdict === undefined ? [] : [verdict];
  });
}

/** The commit that gives the branch's feature list every verdict's status, when the last merge left one out. */
async function statusCommit(
  host: ShardedJobHost,
  work: MergeWork,
): Promise<{ readonly head: string; readonly own: Set<string> }> {
  const own = new Set(work.result.commits);
  const { head } = work.result;
  const text = rebuiltFeatureList(work.list, work.result.verdicts);
  if (
    work.result.merged.length === 0 ||
    (await fileAt(host.workingDir, head, work.plan.featuresFile)) === text
  )
    return { head, own };
  const scratch = await mkdtemp(join(tmpdir(), "alfred-status-"));
  try {
    const tree = await withFile(
      host.workingDir,
      scratch,
      await treeOf(host.workingDir, head),
      work.plan.featuresFile,
      text,
    );
    const message = `chore(alfred): feature statuses of sharded run ${host.runId}\n\nAlfred-Merge: statuses\nAlfred-Run: ${host.runId}\n`;
    const commit = await commitTree(host.workingDir, tree, [head], message);
    await checkOut(host.workingDir, work.branch, commit);
    own.add(commit);
    return { head: commit, own };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function uploadMerged(
  host: ShardedJobHost,
  work: MergeWork,
  head: string,
  verdicts: readonly FeatureVerdict[],
) {
  const directory = await mkdtemp(join(tmpdir(), "alfred-merged-"));
  try {
    const files = await writeMergedLedger(
      directory,
      {
        ...work,
        runId: host.runId,
        base: work.plan.base,
        featuresFile: work.plan.featuresFile,
        merged: work.result.merged,
        verdicts,
        head,
      },
      host.secrets.ledgerKey ?? "",
      host.redactor,
    );
    const { artifactUrl, uploadLedgerArtifact } = await import("../github/artifact.js");
    const uploaded = await uploadLedgerArtifact({
      name: mergedArtifactName(host.runId, host.context),
      files,
      rootDirectory: directory,
      ...omitUndefined({ retentionDays: host.config.github.artifactRetentionDays }),
    });
    const { context } = host;
    return {
      id: uploaded.id,
      url: artifactUrl(context.serverUrl, context.repository, context.runId, uploaded.id),
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

async function mergeWork(host: ShardedJobHost): Promise<MergeWork> {
  host.phase("reading the plan and the shard ledgers");
  const { plan, mac, artifacts } = await readPlanAndArtifacts(host);
  const list = await baseFeatureList(host, plan);
  const shards = await readShardLedgers({
    shards: plan.shards,
    runId: host.runId,
    base: plan.base,
    ledgerKey: host.secrets.ledgerKey ?? "",
    artifacts,
  });
  host.phase("fetching the shard branches");
  const { heads, left } = await fetchShardBranches(host, shards, plan.base);
  host.phase("setting up the sandbox");
  await ensureSandbox(host.config, host.core, host.env);
  host.phase("merging the shards");
  return mergeAndVerify(host, { plan, planMac: mac, list, shards, left, heads });
}

/** Merges the shards, pushes the branch, uploads the merged ledger and opens the pull request. */
export async function mergeJob(host: ShardedJobHost): Promise<ActionOutcome> {
  const work = await mergeWork(host);
  const { head, own } = await statusCommit(host, work);
  const verdicts = orderedVerdicts(work);
  const passing = verdicts.filter((verdict) => verdict.status === "passing");
  for (const shard of work.shards) {
    const why = shard.problem ?? work.left.get(shard.shard);
    host.log(
      `shard ${shard.shard}: ${work.result.merged.includes(shard.shard) ? "merged" : `not merged${why === undefined ? "" : `: ${why}`}`}`,
    );
  }
  if (passing.length > 0) {
    host.phase("pushing the branch");
    await pushMerged(host, work, head, own);
  }
  host.phase("uploading the merged ledger");
  const artifact = await uploadMerged(host, work, head, verdicts);
  let pullRequest: { readonly number: number; readonly url: string } | undefined;
  if (passing.length > 0) {
    host.phase("opening the pull request");
    const octokit = createGitHubClient({
      token: host.secrets.githubToken ?? "",
      baseUrl: host.context.apiUrl,
      redact: host.redactor.value,
    });
    const body = mergedPullRequestBody(verdicts, work.list, {
      ledgerArtifactUrl: artifact.url,
      runUrl: host.context.runUrl,
    });
    pullRequest = await openMergedPullRequest({ ...host, octokit }, work.branch, body, passing.length);
  }
  const left = verdicts.filter((verdict) => verdict.status !== "passing");
  const conclusion = passing.length === 0 ? "failure" : left.length === 0 ? "success" : "partial";
  return {
    conclusion,
    ...(passing.length === 0 ? { message: "no feature of the sharded run passed on the merged tree" } : {}),
    sharded: {
      outputs: {
        passed: String(passing.length),
        blocked: String(left.length),
        branch: work.branch,
        "merged-ledger-artifact-id": String(artifact.id),
        ...(pullRequest === undefined
          ? {}
          : { "pull-request-url": pullRequest.url, "pr-url": pullRequest.url }),
      },
      summary: mergeSummary(host.runId, verdicts, pullRequest?.url),
    },
  };
}

function mergeSummary(runId: string, verdicts: readonly FeatureVerdict[], url: string | undefined): string {
  const rows = verdicts.map(
    (verdict) =>
      `| ${verdict.featureId} | ${verdict.shard} | ${verdict.status} | ${tableCell(verdict.reason ?? "", 300)} |`,
  );
  return [
    `## Alfred: merge of sharded run ${runId}`,
    "",
    `${verdicts.filter((verdict) => verdict.status === "passing").length} of ${verdicts.length} feature(s) passing on the merged tree${url === undefined ? "" : `: ${url}`}.`,
    "",
    "| Feature | Shard | Status | Reason |",
    "| --- | ---: | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}
