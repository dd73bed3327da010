/**
 * `job: merge`: the end of a sharded run. Reads the plan and every shard's ledger artifact of
 * the workflow run and verifies them (shard-ledgers.ts), fetches the shard branches and checks
 * their commits as a push would, merges them one by one into `alfred/<run id>` (merge-shards.ts),
 * re-runs the merged features' verify commands on the merged tree inside the boundary and leaves
 * out a shard whose merge makes one fail, then pushes the branch, uploads one merged ledger and
 * opens one pull request. Every planned feature ends passing or reported with its reason.
 */
import { mkdtemp, rm } from "../../platform/fs/fs.js";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AlfredError } from "../../core/errors.js";
import type { RunArtifact } from "../../github/artifact-download.js";
import { type FeatureList, parseFeatureList } from "../../harness/features/feature-list.js";
import { isProtectedPath, runProtectedPaths } from "../../security/paths/protected-paths.js";
import { headSha } from "../../harness/workspace/workspace-git.js";
import { git } from "../../platform/git/git.js";
import { fetchBranch } from "../../platform/git/git-fetch.js";
import { checkPushedCommits } from "../../security/paths/push-policy.js";
import type { Boundary } from "../../platform/boundary/boundary.js";
import { hideGitCredentials, pushAuthConfig } from "../runner/credentials.js";
import { protectedPathsFor } from "../run/execute-run.js";
import { checkOut, fileAt, holds } from "./merge-git.js";
import { type MergeShardsResult, mergeShards } from "./merge-shards.js";
import { mergeBoundary, verifyMerged } from "./merge-verify.js";
import { commitsToPush } from "../run/push-branch.js";
import type { ShardedJobHost } from "./sharded-host.js";
import type { SignedPlan } from "./shard-plan-file.js";
import type { ShardLedger } from "./shard-ledgers.js";

/** What the merge worked with and made, before the push. */
export interface MergeWork {
  readonly plan: SignedPlan;
  readonly planMac: string;
  readonly list: FeatureList;
  readonly shards: readonly ShardLedger[];
  readonly left: ReadonlyMap<string, string>;
  readonly result: MergeShardsResult;
  readonly branch: string;
}

/** The plan (verified) and the run's artifacts. @throws AlfredError when there is no valid plan. */
export async function readPlanAndArtifacts(
  host: ShardedJobHost,
): Promise<{ readonly plan: SignedPlan; readonly mac: string; readonly artifacts: readonly RunArtifact[] }> {
  const { listRunArtifacts } = await import("../../github/artifact-download.js");
  const { downloadPlan } = await import("./plan-download.js");
  const artifacts = await listRunArtifacts();
  const verdict = await downloadPlan(host, undefined, artifacts);
  if (!verdict.ok)
    throw new AlfredError(
      "config_invalid",
      `no plan to merge: ${verdict.why} (run job: plan first, in this workflow run)`,
    );
  const head = await headSha(host.workingDir);
  if (head !== verdict.plan.base)
    throw new AlfredError(
      "config_invalid",
      `the merge job checked out ${head.slice(0, 12)}, but the plan is of ${verdict.plan.base.slice(0, 12)}: check out the same commit in every job of the run`,
    );
  return { plan: verdict.plan, mac: verdict.mac, artifacts };
}

/** Why shard `shard`'s fetched branch cannot be merged, or undefined when it can. */
async function branchProblem(
  host: ShardedJobHost,
  shard: ShardLedger,
  base: string,
  head: string,
): Promise<string | undefined> {
  const passing = [...shard.outcomes.values()].filter((outcome) => outcome.status === "passing");
  for (const outcome of passing) {
    if (!(await holds(host.workingDir, outcome.gitSha, head)))
      return `shard ${shard.shard}'s branch does not hold commit ${outcome.gitSha.slice(0, 12)} its ledger records for ${outcome.featureId}`;
  }
  const protectedPaths = protectedPathsFor(host.config);
  const verdict = checkPushedCommits(
    await commitsToPush({ git: (args) => git(args, { cwd: host.workingDir }) }, base, head),
    {
      runId: shard.runId,
      expectedCommits: new Set(passing.map((outcome) => outcome.gitSha)),
      isProtected: (path) => isProtectedPath(path, runProtectedPaths(protectedPaths)),
    },
  );
  return verdict.ok ? undefined : `shard ${shard.shard}'s branch is refused: ${verdict.reason}`;
}

/** Fetches each shard branch that has something to merge; the heads, and why the others are left out. */
export async function fetchShardBranches(
  host: ShardedJobHost,
  shards: readonly ShardLedger[],
  base: string,
): Promise<{ readonly heads: Map<string, string>; readonly left: Map<string, string> }> {
  const heads = new Map<string, string>();
  const left = new Map<string, string>();
  const url = (await git(["remote", "get-url", "origin"], { cwd: host.workingDir })).stdout.trim();
  for (const shard of shards) {
    const passing = [...shard.outcomes.values()].some((outcome) => outcome.status === "passing");
    if (shard.problem !== undefined || !passing) continue;
    const branch = `${host.config.github.branchPrefix}${shard.runId}`;
    const fetched = await fetchBranch({
      workingDir: host.workingDir,
      url,
      branch,
      credentials: pushAuthConfig(host.secrets.githubToken),
      env: host.env,
      signal: host.signal,
    });
    const problem =
      "sha" in fetched
        ? await branchProblem(host, shard, base, fetched.sha)
        : `shard ${shard.shard}'s branch ${branch} could not be fetched (${fetched.missing})`;
    if (problem === undefined && "sha" in fetched) heads.set(shard.shard, fetched.sha);
    else left.set(shard.shard, problem ?? "");
  }
  return { heads, left };
}

/** The feature list at the plan's commit. @throws AlfredError `feature_list_invalid`. */
export async function baseFeatureList(host: ShardedJobHost, plan: SignedPlan): Promise<FeatureList> {
  const text = await fileAt(host.workingDir, plan.base, plan.featuresFile);
  const parsed = parseFeatureList(text ?? "", `${plan.featuresFile} at ${plan.base.slice(0, 12)}`);
  if (!parsed.ok) throw new AlfredError("feature_list_invalid", parsed.error);
  return parsed.value;
}

/**
 * Merges and verifies: first every mergeable shard at once; when a verify command then fails,
 * shard by shard (each merge verified before the next), leaving out each shard whose merge makes
 * a merged feature's command fail. The credentials are hidden while the commands run.
 */
export async function mergeAndVerify(
  host: ShardedJobHost,
  input: Omit<MergeWork, "result" | "branch"> & { readonly heads: ReadonlyMap<string, string> },
): Promise<MergeWork> {
  const branch = `${host.config.github.branchPrefix}${host.runId}`;
  const scratch = await mkdtemp(join(tmpdir(), "alfred-merge-"));
  const hidden = await hideGitCredentials(host.workingDir);
  const boundary = mergeBoundary(host.config, host.env, host.workingDir);
  const left = new Map(input.left);
  const merge = (shards: readonly ShardLedger[]) =>
    mergeShards({
      workingDir: host.workingDir,
      scratch,
      runId: host.runId,
      base: input.plan.base,
      featuresFile: input.plan.featuresFile,
      baseList: input.list,
      shards,
      heads: input.heads,
      left,
    });
  try {
    let result = await merge(input.shards);
    if ((await failuresOn(host, boundary, input.list, branch, result)).length > 0) {
      for (let count = 1; count <= input.shards.length; count += 1) {
        const prefix = input.shards.slice(0, count);
        const shard = prefix[prefix.length - 1];
        const partial = await merge(prefix);
        if (shard === undefined || !partial.merged.includes(shard.shard)) continue;
        const failed = await failuresOn(host, boundary, input.list, branch, partial);
        // One command often verifies many features: name one of the shard just merged when it can.
        const first = failed.find((failure) => shard.features.includes(failure.featureId)) ?? failed[0];
        if (first !== undefined)
          left.set(
            shard.shard,
            `left out with shard ${shard.shard}: merging it made ${first.featureId}'s verify command (${first.command}) fail on the merged tree (${first.why})`,
          );
      }
      result = await merge(input.shards);
    }
    await checkOut(host.workingDir, branch, result.head);
    return { ...input, left, result, branch };
  } finally {
    await boundary.close();
    await hidden.restore();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The merged passing features whose verify command fails on `result`'s tree (checked out as `branch`). */
async function failuresOn(
  host: ShardedJobHost,
  boundary: Boundary,
  list: FeatureList,
  branch: string,
  result: MergeShardsResult,
) {
  await checkOut(host.workingDir, branch, result.head);
  const passing = [...result.verdicts.values()].filter((verdict) => verdict.status === "passing");
  host.log(
    `verifying ${passing.length} merged feature(s) of shard(s) ${result.merged.join(", ") || "none"} on the merged tree`,
  );
  return verifyMerged({
    boundary,
    workingDir: host.workingDir,
    list,
    fallback: host.config.verify,
    featureIds: passing.map((verdict) => verdict.featureId),
    timeoutMs: host.config.verifyTimeoutMs,
    signal: host.signal,
  });
}

/** Pushes `branch` at `head`, checking every commit since the plan's commit. */
export async function pushMerged(
  host: ShardedJobHost,
  work: MergeWork,
  head: string,
  ownCommits: ReadonlySet<string>,
): Promise<void> {
  const { pushCheckedBranch } = await import("../run/push-branch.js");
  const { snapshotForPush } = await import("../../platform/git/git-push.js");
  const snapshot = { ...(await snapshotForPush(host.workingDir)), base: work.plan.base };
  const protectedPaths = protectedPathsFor(host.config);
  await pushCheckedBranch({
    workingDir: host.workingDir,
    snapshot,
    head,
    branch: work.branch,
    policy: {
      runId: host.runId,
      expectedCommits: ownCommits,
      isProtected: (path) => isProtectedPath(path, runProtectedPaths(protectedPaths)),
      shards: work.shards.map((shard) => ({
        runId: shard.runId,
        expectedCommits: new Set(
          [...shard.outcomes.values()].filter((o) => o.status === "passing").map((o) => o.gitSha),
        ),
      })),
    },
    credentials: pushAuthConfig(host.secrets.githubToken),
    env: host.env,
    signal: host.signal,
  });
}
