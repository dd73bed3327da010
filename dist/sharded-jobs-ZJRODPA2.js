import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  createGitHubClient,
  ensureSandbox
} from "./chunk-NDAKBJHK.js";
import {
  baseBranchOf,
  fetchBranch,
  findFeature,
  hasIdentity,
  openPullRequest,
  parseFeatureList,
  protectedPathsFor,
  readFeatureList,
  renderPullRequestBody,
  runVerify,
  serializeFeatureList,
  setFeatureStatus,
  verifyCommandOf,
  verifyPassed
} from "./chunk-RLHMO44Y.js";
import {
  checkPushedCommits,
  commitsToPush
} from "./chunk-SF5S4G6Q.js";
import {
  anchorPathOf,
  hideGitCredentials,
  openLedger,
  parseLedgerLine,
  pushAuthConfig,
  scrubEnvironment,
  verifyLedger
} from "./chunk-YGMD6STP.js";
import {
  shardRunId
} from "./chunk-IW3XRJRA.js";
import "./chunk-JBDHCL65.js";
import {
  PLAN_FILE,
  downloadPlan,
  planArtifactName,
  readTextNoFollow,
  signPlan
} from "./chunk-LWEUWMKE.js";
import "./chunk-PGYCKFHV.js";
import "./chunk-AJLGYHKK.js";
import "./chunk-SEWWHOY5.js";
import "./chunk-QK4XIE4N.js";
import "./chunk-VMLX44QF.js";
import {
  tableCell
} from "./chunk-7ZH43UY5.js";
import {
  readInput
} from "./chunk-MNHSWMB2.js";
import "./chunk-7HJPGASK.js";
import {
  compileGlob,
  expandBraces,
  hasGlobMagic,
  isProtectedPath,
  runProtectedPaths,
  systemDeps
} from "./chunk-2XKG2MCG.js";
import {
  createBoundary
} from "./chunk-OYGW7ROU.js";
import "./chunk-KZGOVMV3.js";
import "./chunk-DLGEH2NF.js";
import "./chunk-DKERYQJ7.js";
import {
  mkdtemp,
  rm,
  writeFile
} from "./chunk-5WUO2G6I.js";
import "./chunk-ZV5H6OHN.js";
import "./chunk-QW27RDCY.js";
import {
  headSha
} from "./chunk-THCW2TDP.js";
import {
  git
} from "./chunk-EVBB5HG7.js";
import {
  AlfredError,
  ConfigError,
  errorMessage
} from "./chunk-ZVFRXTU7.js";
import "./chunk-XRZ52MBI.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";
import "./chunk-FQEV5D4S.js";

// src/action/sharded-jobs.ts
import { tmpdir as tmpdir4 } from "node:os";
import { join as join6 } from "node:path";

// src/action/shard/merge-job.ts
import { tmpdir } from "node:os";
import { join as join2 } from "node:path";

// src/action/shard/merge-git.ts
import { join } from "node:path";
async function checkMerge(workingDir, ours, theirs, rebuilt) {
  const { stdout, exitCode } = await git(
    ["merge-tree", "--write-tree", "--name-only", "--no-messages", "-z", ours, theirs],
    { cwd: workingDir, answerCodes: [1] }
  );
  const [tree = "", ...files] = stdout.split("\0").filter((part) => part !== "");
  const conflicts = [...new Set(files)].filter((path) => path !== rebuilt);
  if (exitCode === 1 && conflicts.length > 0) return { ok: false, conflicts };
  return { ok: true, tree };
}
async function withFile(workingDir, scratch, tree, path, text2) {
  const indexFile = join(scratch, "merge-index");
  const blob = (await git(["hash-object", "-w", "--no-filters", "--stdin"], { cwd: workingDir, input: text2 })).stdout.trim();
  await git(["read-tree", tree], { cwd: workingDir, indexFile });
  await git(["update-index", "--add", "--cacheinfo", `100644,${blob},${path}`], {
    cwd: workingDir,
    indexFile
  });
  return (await git(["write-tree"], { cwd: workingDir, indexFile })).stdout.trim();
}
async function commitTree(workingDir, tree, parents, message) {
  const identity = await hasIdentity(workingDir) ? [] : ["-c", "user.name=Alfred", "-c", "user.email=alfred@users.noreply.github.com"];
  const args = [...identity, "commit-tree", tree, ...parents.flatMap((parent) => ["-p", parent]), "-F", "-"];
  return (await git(args, { cwd: workingDir, input: message })).stdout.trim();
}
async function treeOf(workingDir, sha) {
  return (await git(["rev-parse", "--verify", `${sha}^{tree}`], { cwd: workingDir })).stdout.trim();
}
async function fileAt(workingDir, commit, path) {
  return git(["cat-file", "blob", `${commit}:${path}`], { cwd: workingDir }).then(
    (output) => output.stdout,
    () => void 0
  );
}
async function holds(workingDir, sha, head) {
  if (!/^[0-9a-f]{40,64}$/.test(sha)) return false;
  return git(["merge-base", "--is-ancestor", sha, head], { cwd: workingDir }).then(
    () => true,
    () => false
  );
}
async function checkOut(workingDir, branch, commit) {
  await git(["checkout", "--quiet", "--force", "--no-track", "-B", branch, commit], { cwd: workingDir });
}

// src/action/shard/merge-shards.ts
function rebuiltFeatureList(list, verdicts) {
  let next = list;
  for (const verdict of verdicts.values()) {
    if (next.features.some((feature) => feature.id === verdict.featureId))
      next = setFeatureStatus(next, verdict.featureId, verdict.status);
  }
  return serializeFeatureList(next);
}
function mergeMessage(runId, shard, passing) {
  const ids = passing.join(", ");
  const subject = `merge(shard ${shard.shard}): ${passing.length} feature${passing.length === 1 ? "" : "s"}`;
  return `${subject}

${ids}

Alfred-Merge: shard-${shard.shard}
Alfred-Run: ${runId}
`;
}
function verdictsBefore(shard, left) {
  return shard.features.flatMap((featureId) => {
    const outcome = shard.outcomes.get(featureId);
    const base = { featureId, shard: shard.shard, ...omitUndefined({ outcome }) };
    if (shard.problem !== void 0) return [{ ...base, status: "pending", reason: shard.problem }];
    if (outcome === void 0)
      return [
        {
          ...base,
          status: "pending",
          reason: `shard ${shard.shard} did not settle it${shard.ended ? "" : " (its run stopped before the end: budget, cancellation or a provider outage)"}`
        }
      ];
    if (outcome.status === "blocked")
      return [
        {
          ...base,
          status: "blocked",
          reason: `blocked in shard ${shard.shard}: ${outcome.reason || "no reason recorded"}`
        }
      ];
    return left === void 0 ? [] : [{ ...base, status: "pending", reason: left }];
  });
}
async function mergeShards(input) {
  const verdicts = /* @__PURE__ */ new Map();
  const merged = [];
  const commits = /* @__PURE__ */ new Set();
  let head = input.base;
  for (const shard of input.shards) {
    const leftReason = input.left.get(shard.shard);
    const branchHead = input.heads.get(shard.shard);
    for (const verdict of verdictsBefore(shard, leftReason)) verdicts.set(verdict.featureId, verdict);
    const passing = shard.features.filter((id) => !verdicts.has(id));
    if (passing.length === 0 || branchHead === void 0) {
      for (const featureId of passing)
        verdicts.set(featureId, {
          featureId,
          shard: shard.shard,
          status: "pending",
          reason: `shard ${shard.shard}'s branch was not fetched`
        });
      continue;
    }
    const check = await checkMerge(input.workingDir, head, branchHead, input.featuresFile);
    const passed = passing.map((featureId) => ({
      featureId,
      shard: shard.shard,
      status: check.ok ? "passing" : "pending",
      ...omitUndefined({ outcome: shard.outcomes.get(featureId) }),
      ...check.ok ? {} : {
        reason: `left out with shard ${shard.shard}: its changes conflict with shard${merged.length === 1 ? "" : "s"} ${merged.join(", ")} merged before it in ${check.conflicts.slice(0, 5).join(", ")}${check.conflicts.length > 5 ? ", \u2026" : ""}`
      }
    }));
    for (const verdict of passed) verdicts.set(verdict.featureId, verdict);
    if (!check.ok) continue;
    const tree = await withFile(
      input.workingDir,
      input.scratch,
      check.tree,
      input.featuresFile,
      rebuiltFeatureList(input.baseList, verdicts)
    );
    head = await commitTree(
      input.workingDir,
      tree,
      [head, branchHead],
      mergeMessage(input.runId, shard, passing)
    );
    commits.add(head);
    merged.push(shard.shard);
  }
  return { head, merged, commits, verdicts };
}

// src/action/shard/merge-verify.ts
function mergeBoundary(config, env, workingDir) {
  return createBoundary({
    workingDir,
    sandbox: config.sandbox,
    env: scrubEnvironment(env, { allow: config.envAllow }),
    egressAllow: config.egressAllow
  });
}
async function verifyMerged(options) {
  const byCommand = /* @__PURE__ */ new Map();
  for (const featureId of options.featureIds) {
    const feature = findFeature(options.list, featureId);
    const command = (feature === void 0 ? void 0 : verifyCommandOf(options.list, feature)) ?? options.fallback;
    if (command !== void 0) byCommand.set(command, [...byCommand.get(command) ?? [], featureId]);
  }
  const failures = [];
  for (const [command, features] of byCommand) {
    const result = await runVerify(command, {
      boundary: options.boundary,
      workingDir: options.workingDir,
      timeoutMs: options.timeoutMs,
      ...omitUndefined({ signal: options.signal })
    });
    if (verifyPassed(result)) continue;
    const why = result.timedOut ? "timed out" : result.exitCode === null ? "did not run" : `exit ${result.exitCode}`;
    for (const featureId of features) failures.push({ featureId, command, why });
  }
  return failures;
}

// src/action/shard/merge-job.ts
async function readPlanAndArtifacts(host) {
  const { listRunArtifacts } = await import("./artifact-download-2DXPXYUL.js");
  const { downloadPlan: downloadPlan2 } = await import("./plan-download-TRKPC3WD.js");
  const artifacts = await listRunArtifacts();
  const verdict = await downloadPlan2(host, void 0, artifacts);
  if (!verdict.ok)
    throw new AlfredError(
      "config_invalid",
      `no plan to merge: ${verdict.why} (run job: plan first, in this workflow run)`
    );
  const head = await headSha(host.workingDir);
  if (head !== verdict.plan.base)
    throw new AlfredError(
      "config_invalid",
      `the merge job checked out ${head.slice(0, 12)}, but the plan is of ${verdict.plan.base.slice(0, 12)}: check out the same commit in every job of the run`
    );
  return { plan: verdict.plan, mac: verdict.mac, artifacts };
}
async function branchProblem(host, shard, base, head) {
  const passing = [...shard.outcomes.values()].filter((outcome) => outcome.status === "passing");
  for (const outcome of passing) {
    if (!await holds(host.workingDir, outcome.gitSha, head))
      return `shard ${shard.shard}'s branch does not hold commit ${outcome.gitSha.slice(0, 12)} its ledger records for ${outcome.featureId}`;
  }
  const protectedPaths = protectedPathsFor(host.config);
  const verdict = checkPushedCommits(
    await commitsToPush({ git: (args) => git(args, { cwd: host.workingDir }) }, base, head),
    {
      runId: shard.runId,
      expectedCommits: new Set(passing.map((outcome) => outcome.gitSha)),
      isProtected: (path) => isProtectedPath(path, runProtectedPaths(protectedPaths))
    }
  );
  return verdict.ok ? void 0 : `shard ${shard.shard}'s branch is refused: ${verdict.reason}`;
}
async function fetchShardBranches(host, shards, base) {
  const heads = /* @__PURE__ */ new Map();
  const left = /* @__PURE__ */ new Map();
  const url = (await git(["remote", "get-url", "origin"], { cwd: host.workingDir })).stdout.trim();
  for (const shard of shards) {
    const passing = [...shard.outcomes.values()].some((outcome) => outcome.status === "passing");
    if (shard.problem !== void 0 || !passing) continue;
    const branch = `${host.config.github.branchPrefix}${shard.runId}`;
    const fetched = await fetchBranch({
      workingDir: host.workingDir,
      url,
      branch,
      credentials: pushAuthConfig(host.secrets.githubToken),
      env: host.env,
      signal: host.signal
    });
    const problem = "sha" in fetched ? await branchProblem(host, shard, base, fetched.sha) : `shard ${shard.shard}'s branch ${branch} could not be fetched (${fetched.missing})`;
    if (problem === void 0 && "sha" in fetched) heads.set(shard.shard, fetched.sha);
    else left.set(shard.shard, problem ?? "");
  }
  return { heads, left };
}
async function baseFeatureList(host, plan) {
  const text2 = await fileAt(host.workingDir, plan.base, plan.featuresFile);
  const parsed = parseFeatureList(text2 ?? "", `${plan.featuresFile} at ${plan.base.slice(0, 12)}`);
  if (!parsed.ok) throw new AlfredError("feature_list_invalid", parsed.error);
  return parsed.value;
}
async function mergeAndVerify(host, input) {
  const branch = `${host.config.github.branchPrefix}${host.runId}`;
  const scratch = await mkdtemp(join2(tmpdir(), "alfred-merge-"));
  const hidden = await hideGitCredentials(host.workingDir);
  const boundary = mergeBoundary(host.config, host.env, host.workingDir);
  const left = new Map(input.left);
  const merge = (shards) => mergeShards({
    workingDir: host.workingDir,
    scratch,
    runId: host.runId,
    base: input.plan.base,
    featuresFile: input.plan.featuresFile,
    baseList: input.list,
    shards,
    heads: input.heads,
    left
  });
  try {
    let result = await merge(input.shards);
    if ((await failuresOn(host, boundary, input.list, branch, result)).length > 0) {
      for (let count = 1; count <= input.shards.length; count += 1) {
        const prefix = input.shards.slice(0, count);
        const shard = prefix[prefix.length - 1];
        const partial = await merge(prefix);
        if (shard === void 0 || !partial.merged.includes(shard.shard)) continue;
        const failed = await failuresOn(host, boundary, input.list, branch, partial);
        const first = failed.find((failure) => shard.features.includes(failure.featureId)) ?? failed[0];
        if (first !== void 0)
          left.set(
            shard.shard,
            `left out with shard ${shard.shard}: merging it made ${first.featureId}'s verify command (${first.command}) fail on the merged tree (${first.why})`
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
async function failuresOn(host, boundary, list, branch, result) {
  await checkOut(host.workingDir, branch, result.head);
  const passing = [...result.verdicts.values()].filter((verdict) => verdict.status === "passing");
  host.log(
    `verifying ${passing.length} merged feature(s) of shard(s) ${result.merged.join(", ") || "none"} on the merged tree`
  );
  return verifyMerged({
    boundary,
    workingDir: host.workingDir,
    list,
    fallback: host.config.verify,
    featureIds: passing.map((verdict) => verdict.featureId),
    timeoutMs: host.config.verifyTimeoutMs,
    signal: host.signal
  });
}
async function pushMerged(host, work, head, ownCommits) {
  const { pushCheckedBranch } = await import("./push-branch-JFUH5VDG.js");
  const { snapshotForPush } = await import("./git-push-SWFUFVDG.js");
  const snapshot = { ...await snapshotForPush(host.workingDir), base: work.plan.base };
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
          [...shard.outcomes.values()].filter((o) => o.status === "passing").map((o) => o.gitSha)
        )
      }))
    },
    credentials: pushAuthConfig(host.secrets.githubToken),
    env: host.env,
    signal: host.signal
  });
}

// src/action/shard/merge-pull-request.ts
function mergedPullRequestBody(verdicts, list, links) {
  const description = (id) => list.features.find((feature) => feature.id === id)?.description ?? "";
  return renderPullRequestBody({
    passing: verdicts.filter((verdict) => verdict.status === "passing").map((verdict) => ({
      id: verdict.featureId,
      description: description(verdict.featureId),
      attempts: verdict.outcome?.attempts ?? 0,
      rubricReasoning: `shard ${verdict.shard}: ${verdict.outcome?.rubricReasoning ?? ""}`,
      costUsd: verdict.outcome?.costUsd ?? null
    })),
    blocked: verdicts.filter((verdict) => verdict.status !== "passing").map((verdict) => ({
      id: verdict.featureId,
      description: description(verdict.featureId),
      reason: `${verdict.status}: ${verdict.reason ?? "no reason recorded"}`
    })),
    ledgerArtifactUrl: links.ledgerArtifactUrl,
    runUrl: links.runUrl
  });
}
async function openMergedPullRequest(host, branch, body, passing) {
  const { context } = host;
  const pull = await openPullRequest(host.octokit, {
    owner: context.owner,
    repo: context.repo,
    head: branch,
    base: await baseBranchOf(host),
    title: `Alfred: ${passing} feature${passing === 1 ? "" : "s"} (sharded run ${branch})`.slice(0, 200),
    body,
    draft: host.config.github.draft
  });
  return { number: pull.number, url: pull.url };
}

// src/action/shard/merged-ledger.ts
import { join as join3 } from "node:path";
function mergedArtifactName(runId, context) {
  return `alfred-ledger-${runId}-merged-attempt-${context.runAttempt}`;
}
async function writeMergedLedger(directory, record, key, redactor) {
  const path = join3(directory, "ledger.jsonl");
  const ledger = await openLedger(path, key, systemDeps, { anchorPath: anchorPathOf(path) });
  await ledger.append("merge_start", {
    runId: record.runId,
    base: record.base,
    planMac: record.planMac,
    featuresFile: record.featuresFile,
    shards: record.shards.length
  });
  for (const shard of record.shards) {
    await ledger.append("shard", {
      shard: shard.shard,
      runId: shard.runId,
      artifact: shard.artifact ?? null,
      ledgerHeadSig: shard.headSig ?? null,
      ended: shard.ended,
      merged: record.merged.includes(shard.shard),
      problem: shard.problem ?? record.left.get(shard.shard) ?? null
    });
  }
  const sigs = new Map(record.shards.map((shard) => [shard.shard, shard.headSig ?? null]));
  for (const verdict of record.verdicts) {
    await ledger.append("feature", {
      featureId: verdict.featureId,
      shard: verdict.shard,
      status: verdict.status,
      reason: verdict.reason ?? null,
      gitSha: verdict.outcome?.status === "passing" ? verdict.outcome.gitSha : null,
      shardLedgerSig: sigs.get(verdict.shard) ?? null
    });
  }
  const count = (status) => record.verdicts.filter((verdict) => verdict.status === status).length;
  await ledger.append("run_end", {
    runId: record.runId,
    branch: record.branch,
    head: record.head,
    passing: count("passing"),
    blocked: count("blocked"),
    pending: count("pending")
  });
  const summaryPath = join3(directory, "summary.json");
  const summary = redactor.value({
    runId: record.runId,
    base: record.base,
    branch: record.branch,
    merged: record.merged,
    features: record.verdicts.map((verdict) => ({
      featureId: verdict.featureId,
      shard: verdict.shard,
      status: verdict.status,
      ...omitUndefined({ reason: verdict.reason })
    }))
  });
  await writeFile(summaryPath, `${JSON.stringify(summary, null, 2)}
`);
  return [path, anchorPathOf(path), summaryPath];
}

// src/action/shard/shard-ledgers.ts
import { tmpdir as tmpdir2 } from "node:os";
import { join as join4 } from "node:path";
var MAX_LEDGER_BYTES = 32 * 1024 * 1024;
function latestShardArtifact(artifacts, runId) {
  const prefix = `alfred-ledger-${runId}-attempt-`;
  let best;
  for (const artifact of artifacts) {
    if (!artifact.name.startsWith(prefix)) continue;
    const attempt = Number(artifact.name.slice(prefix.length));
    if (Number.isInteger(attempt) && attempt >= 1 && (best === void 0 || attempt > best.attempt))
      best = { artifact, attempt };
  }
  return best;
}
var text = (value) => typeof value === "string" ? value : "";
function outcomesOf(ledger) {
  const outcomes = /* @__PURE__ */ new Map();
  let runId = "";
  let head = "";
  let ended = false;
  let headSig = "";
  for (const line of ledger.split("\n")) {
    const entry = parseLedgerLine(line);
    if (entry === void 0) continue;
    headSig = entry.sig;
    const data = entry.data;
    if (entry.kind === "run_start" && runId === "") [runId, head] = [text(data.runId), text(data.head)];
    if (entry.kind === "run_end") ended = true;
    if (entry.kind !== "feature" || text(data.featureId) === "") continue;
    const rubric = data.rubric;
    outcomes.set(text(data.featureId), {
      featureId: text(data.featureId),
      status: data.status === "passing" ? "passing" : "blocked",
      reason: text(data.reason),
      gitSha: text(data.gitSha),
      attempts: typeof data.attempts === "number" ? data.attempts : 0,
      costUsd: typeof data.costUsd === "number" ? data.costUsd : null,
      rubricReasoning: typeof rubric === "object" && rubric !== null ? text(Reflect.get(rubric, "reasoning")) : ""
    });
  }
  return { outcomes, runId, head, ended, headSig };
}
function checkShardLedger(planned, runId, base, found) {
  const none = { shard: planned.shard, runId, features: planned.features, artifact: found.name };
  const empty = { ...none, ended: false, outcomes: /* @__PURE__ */ new Map() };
  if (found.ledger === void 0)
    return { ...empty, problem: `artifact ${found.name} holds no ledger.jsonl` };
  const verified = verifyLedger(found.ledger, found.key);
  if (!verified.ok)
    return {
      ...empty,
      problem: `the ledger of ${found.name} does not verify (line ${verified.line}: ${verified.reason})`
    };
  const read = outcomesOf(found.ledger);
  if (read.runId !== runId)
    return { ...empty, problem: `the ledger of ${found.name} is of run "${read.runId}", not "${runId}"` };
  if (read.head !== base)
    return {
      ...empty,
      problem: `the ledger of ${found.name} started from commit ${read.head.slice(0, 12)}, not the plan's ${base.slice(0, 12)}`
    };
  const stray = [...read.outcomes.keys()].find((id) => !planned.features.includes(id));
  if (stray !== void 0)
    return {
      ...empty,
      problem: `the ledger of ${found.name} settles feature ${stray}, which the plan did not give shard ${planned.shard}`
    };
  return { ...none, headSig: read.headSig, ended: read.ended, outcomes: read.outcomes };
}
async function readShardLedgers(options) {
  const { downloadRunArtifact } = await import("./artifact-download-2DXPXYUL.js");
  const scratch = await mkdtemp(join4(tmpdir2(), "alfred-shards-"));
  try {
    const read = [];
    for (const planned of options.shards) {
      const runId = shardRunId(options.runId, planned.shard);
      const latest = latestShardArtifact(options.artifacts, runId);
      const missing = {
        shard: planned.shard,
        runId,
        features: planned.features,
        ended: false,
        outcomes: /* @__PURE__ */ new Map()
      };
      if (latest === void 0) {
        read.push({
          ...missing,
          problem: `shard ${planned.shard} left no ledger artifact (its job failed before uploading, was cancelled, or never ran)`
        });
        continue;
      }
      const directory = join4(scratch, `shard-${planned.shard}`);
      try {
        await downloadRunArtifact(latest.artifact.id, directory, options.reader);
        const ledger = await readTextNoFollow(join4(directory, "ledger.jsonl"), MAX_LEDGER_BYTES);
        read.push(
          checkShardLedger(planned, runId, options.base, {
            name: latest.artifact.name,
            ledger,
            key: options.ledgerKey
          })
        );
      } catch (thrown) {
        read.push({
          ...missing,
          artifact: latest.artifact.name,
          problem: `artifact ${latest.artifact.name} could not be read (${errorMessage(thrown)})`
        });
      }
    }
    return read;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

// src/action/plan-job.ts
import { join as join5 } from "node:path";

// src/core/glob-overlap.ts
function segmentsOf(pattern) {
  const segments = pattern.replace(/^(?:\.\/)+/, "").split("/").filter((segment) => segment !== "");
  const last = segments[segments.length - 1];
  return last === void 0 || hasGlobMagic(last) || last.includes(".") ? segments : [...segments, "**"];
}
function literalEnds(segment) {
  const first = segment.search(/[*?[\\]/);
  let last = -1;
  for (let index = segment.length - 1; index >= 0; index -= 1) {
    if ("*?]\\".includes(segment.charAt(index))) {
      last = index;
      break;
    }
  }
  return { head: segment.slice(0, Math.max(first, 0)), tail: segment.slice(last + 1) };
}
function segmentsOverlap(left, right) {
  const leftMagic = hasGlobMagic(left);
  const rightMagic = hasGlobMagic(right);
  if (!leftMagic && !rightMagic) return left === right;
  if (!leftMagic) return compileGlob(right, { dot: true, braces: false }).test(left);
  if (!rightMagic) return compileGlob(left, { dot: true, braces: false }).test(right);
  const a = literalEnds(left);
  const b = literalEnds(right);
  const heads = a.head.startsWith(b.head) || b.head.startsWith(a.head);
  const tails = a.tail.endsWith(b.tail) || b.tail.endsWith(a.tail);
  return heads && tails;
}
function alternativesOverlap(left, right) {
  const memo = /* @__PURE__ */ new Map();
  const visit = (i, j) => {
    const key = i * (right.length + 1) + j;
    const known = memo.get(key);
    if (known !== void 0) return known;
    memo.set(key, false);
    let result;
    if (i === left.length && j === right.length) result = true;
    else if (i < left.length && left[i] === "**")
      result = visit(i + 1, j) || j < right.length && visit(i, j + 1);
    else if (j < right.length && right[j] === "**")
      result = visit(i, j + 1) || i < left.length && visit(i + 1, j);
    else if (i === left.length || j === right.length) result = false;
    else result = segmentsOverlap(left[i] ?? "", right[j] ?? "") && visit(i + 1, j + 1);
    memo.set(key, result);
    return result;
  };
  return visit(0, 0);
}
function globsOverlap(left, right) {
  const lefts = expandBraces(left).map(segmentsOf);
  const rights = expandBraces(right).map(segmentsOf);
  return lefts.some((a) => rights.some((b) => alternativesOverlap(a, b)));
}

// src/harness/features/shard-plan.ts
var MAX_SHARDS = 256;
var CODE_EXTENSIONS = "js|mjs|cjs|jsx|ts|mts|cts|tsx|py|go|rs|java|kt|rb|cs|c|h|cc|cpp|hpp|swift|php|md|json|ya?ml|toml|css|scss|html|sh|sql";
var PATH_WORD = new RegExp(
  `(?:^|[\\s\`'"(\\[])((?:[\\w.-]+/)+[\\w.-]*|[\\w-][\\w.-]*\\.(?:${CODE_EXTENSIONS}))(?=$|[\\s\`'"),:;!?\\]]|\\.(?:\\s|$))`,
  "g"
);
function namedPaths(feature) {
  const found = /* @__PURE__ */ new Set();
  for (const text2 of [feature.description, ...feature.steps]) {
    for (const match of text2.matchAll(PATH_WORD)) {
      const path = (match[1] ?? "").replace(/^(?:\.\/)+/, "").replace(/\/+$/, "");
      if (path !== "" && !path.startsWith("/") && !path.split("/").includes("..") && !/^https?:/.test(path))
        found.add(path);
    }
  }
  return [...found];
}
function scopeOf(feature) {
  if (feature.files !== void 0 && feature.files.length > 0)
    return { placement: "files", patterns: feature.files };
  const named = namedPaths(feature);
  return named.length > 0 ? { placement: "inferred", patterns: named } : { placement: "spread", patterns: [] };
}
function unionFind(size) {
  const parent = Array.from({ length: size }, (_, index) => index);
  const find = (index) => {
    let root = index;
    while (parent[root] !== root) root = parent[root] ?? root;
    let node = index;
    while (parent[node] !== root) {
      const next = parent[node] ?? root;
      parent[node] = root;
      node = next;
    }
    return root;
  };
  return {
    find,
    union: (a, b) => {
      const [left, right] = [find(a), find(b)];
      if (left !== right) parent[Math.max(left, right)] = Math.min(left, right);
    }
  };
}
function overlapGroups(scopes) {
  const sets = unionFind(scopes.length);
  for (let a = 0; a < scopes.length; a += 1) {
    for (let b = a + 1; b < scopes.length; b += 1) {
      if (sets.find(a) === sets.find(b)) continue;
      const left = scopes[a] ?? [];
      const right = scopes[b] ?? [];
      if (left.some((x) => right.some((y) => globsOverlap(x, y)))) sets.union(a, b);
    }
  }
  const groups = /* @__PURE__ */ new Map();
  scopes.forEach((_, index) => {
    const root = sets.find(index);
    groups.set(root, [...groups.get(root) ?? [], index]);
  });
  return [...groups.values()];
}
function planShards(features, maxShards) {
  if (!Number.isInteger(maxShards) || maxShards < 1 || maxShards > MAX_SHARDS)
    throw new RangeError(`max-shards must be an integer from 1 to ${MAX_SHARDS}, got ${maxShards}`);
  const todo = features.filter((feature) => feature.status === "pending" || feature.status === "in_progress");
  const scopes = todo.map(scopeOf);
  const groups = overlapGroups(scopes.map((scope) => scope.patterns));
  const count = Math.min(maxShards, groups.length);
  const shards = Array.from({ length: count }, () => []);
  const bySize = [...groups].sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0));
  for (const group of bySize) {
    let target = 0;
    shards.forEach((shard, index) => {
      if (shard.length < (shards[target] ?? []).length) target = index;
    });
    shards[target]?.push(...group);
  }
  return {
    shards: shards.map((members, index) => ({
      shard: String(index + 1),
      features: [...members].sort((a, b) => a - b).map((member) => todo[member]?.id ?? "")
    })),
    placements: Object.fromEntries(
      todo.map((feature, index) => [feature.id, scopes[index]?.placement ?? "spread"])
    )
  };
}
function matrixOf(plan) {
  return JSON.stringify({
    include: plan.shards.map((shard) => ({ shard: shard.shard, features: shard.features.join(",") }))
  });
}

// src/action/plan-job.ts
import { tmpdir as tmpdir3 } from "node:os";
function readMaxShards(env) {
  const text2 = readInput(env, "max-shards") ?? "10";
  const value = /^\d{1,3}$/.test(text2) ? Number(text2) : Number.NaN;
  if (!(value >= 1 && value <= MAX_SHARDS))
    throw new ConfigError("input max-shards", `expected an integer from 1 to ${MAX_SHARDS}, got "${text2}"`);
  return value;
}
async function makePlan(host, base) {
  const list = await readFeatureList(join5(host.workingDir, host.config.features));
  const planned = planShards(list.features, readMaxShards(host.env));
  return {
    version: 1,
    repository: host.context.repository,
    workflowRunId: host.context.runId,
    runId: host.runId,
    base,
    featuresFile: host.config.features,
    shards: planned.shards,
    placements: planned.placements
  };
}
async function earlierPlan(host, base) {
  if (host.context.runAttempt <= 1) return void 0;
  try {
    const found = await downloadPlan(host);
    if (found.ok && found.plan.base === base) return found.plan;
    host.log(`The earlier attempt's plan is not used: ${found.ok ? "it is of another commit" : found.why}.`);
  } catch (thrown) {
    host.log(`The earlier attempt's plan could not be read: ${errorMessage(thrown)}.`);
  }
  return void 0;
}
async function uploadPlan(host, plan) {
  const scratch = await mkdtemp(join5(tmpdir3(), "alfred-plan-"));
  try {
    const path = join5(scratch, PLAN_FILE);
    await writeFile(path, signPlan(plan, host.secrets.ledgerKey ?? ""));
    const { uploadLedgerArtifact } = await import("./artifact-5RJODM4Q.js");
    const uploaded = await uploadLedgerArtifact({
      name: planArtifactName(host.runId),
      files: [path],
      rootDirectory: scratch,
      ...omitUndefined({ retentionDays: host.config.github.artifactRetentionDays })
    });
    return uploaded.id;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
function planSummary(plan) {
  const placed = Object.values(plan.placements);
  const count = (how) => placed.filter((value) => value === how).length;
  const rows = plan.shards.map(
    (shard) => `| ${shard.shard} | ${shard.features.length} | ${shard.features.join(", ")} |`
  );
  return [
    `## Alfred: plan of run ${plan.runId}`,
    "",
    `${placed.length} pending feature(s) in ${plan.shards.length} shard(s), from commit ${plan.base.slice(0, 12)}: ${count("files")} placed by their \`files\`, ${count("inferred")} by the paths their text names, ${count("spread")} spread evenly.`,
    "",
    "| Shard | Features | Ids |",
    "| ---: | ---: | --- |",
    ...rows,
    ""
  ].join("\n");
}
async function planJob(host) {
  host.phase("planning the shards");
  const base = await headSha(host.workingDir);
  const reused = await earlierPlan(host, base);
  const plan = reused ?? await makePlan(host, base);
  host.phase("uploading the plan");
  const artifactId = reused === void 0 ? await uploadPlan(host, plan) : void 0;
  const matrix = matrixOf(plan);
  host.log(
    `${reused === void 0 ? "Planned" : "Kept the earlier attempt's plan:"} ${plan.shards.length} shard(s): ${matrix}`
  );
  const nothing = plan.shards.length === 0;
  return {
    conclusion: nothing ? "skipped" : "success",
    ...nothing ? { message: "no pending feature to plan" } : {},
    sharded: {
      outputs: {
        matrix,
        "shard-count": String(plan.shards.length),
        ...artifactId === void 0 ? {} : { "plan-artifact-id": String(artifactId) }
      },
      summary: planSummary(plan)
    }
  };
}

// src/action/sharded-jobs.ts
function orderedVerdicts(work) {
  const verdicts = work.result.verdicts;
  return work.list.features.flatMap((feature) => {
    const verdict = verdicts.get(feature.id);
    return verdict === void 0 ? [] : [verdict];
  });
}
async function statusCommit(host, work) {
  const own = new Set(work.result.commits);
  const { head } = work.result;
  const text2 = rebuiltFeatureList(work.list, work.result.verdicts);
  if (work.result.merged.length === 0 || await fileAt(host.workingDir, head, work.plan.featuresFile) === text2)
    return { head, own };
  const scratch = await mkdtemp(join6(tmpdir4(), "alfred-status-"));
  try {
    const tree = await withFile(
      host.workingDir,
      scratch,
      await treeOf(host.workingDir, head),
      work.plan.featuresFile,
      text2
    );
    const message = `chore(alfred): feature statuses of sharded run ${host.runId}

Alfred-Merge: statuses
Alfred-Run: ${host.runId}
`;
    const commit = await commitTree(host.workingDir, tree, [head], message);
    await checkOut(host.workingDir, work.branch, commit);
    own.add(commit);
    return { head: commit, own };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
async function uploadMerged(host, work, head, verdicts) {
  const directory = await mkdtemp(join6(tmpdir4(), "alfred-merged-"));
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
        head
      },
      host.secrets.ledgerKey ?? "",
      host.redactor
    );
    const { artifactUrl, uploadLedgerArtifact } = await import("./artifact-5RJODM4Q.js");
    const uploaded = await uploadLedgerArtifact({
      name: mergedArtifactName(host.runId, host.context),
      files,
      rootDirectory: directory,
      ...omitUndefined({ retentionDays: host.config.github.artifactRetentionDays })
    });
    const { context } = host;
    return {
      id: uploaded.id,
      url: artifactUrl(context.serverUrl, context.repository, context.runId, uploaded.id)
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
async function mergeWork(host) {
  host.phase("reading the plan and the shard ledgers");
  const { plan, mac, artifacts } = await readPlanAndArtifacts(host);
  const list = await baseFeatureList(host, plan);
  const shards = await readShardLedgers({
    shards: plan.shards,
    runId: host.runId,
    base: plan.base,
    ledgerKey: host.secrets.ledgerKey ?? "",
    artifacts
  });
  host.phase("fetching the shard branches");
  const { heads, left } = await fetchShardBranches(host, shards, plan.base);
  host.phase("setting up the sandbox");
  await ensureSandbox(host.config, host.core, host.env);
  host.phase("merging the shards");
  return mergeAndVerify(host, { plan, planMac: mac, list, shards, left, heads });
}
async function mergeJob(host) {
  const work = await mergeWork(host);
  const { head, own } = await statusCommit(host, work);
  const verdicts = orderedVerdicts(work);
  const passing = verdicts.filter((verdict) => verdict.status === "passing");
  for (const shard of work.shards) {
    const why = shard.problem ?? work.left.get(shard.shard);
    host.log(
      `shard ${shard.shard}: ${work.result.merged.includes(shard.shard) ? "merged" : `not merged${why === void 0 ? "" : `: ${why}`}`}`
    );
  }
  if (passing.length > 0) {
    host.phase("pushing the branch");
    await pushMerged(host, work, head, own);
  }
  host.phase("uploading the merged ledger");
  const artifact = await uploadMerged(host, work, head, verdicts);
  let pullRequest;
  if (passing.length > 0) {
    host.phase("opening the pull request");
    const octokit = createGitHubClient({
      token: host.secrets.githubToken ?? "",
      baseUrl: host.context.apiUrl,
      redact: host.redactor.value
    });
    const body = mergedPullRequestBody(verdicts, work.list, {
      ledgerArtifactUrl: artifact.url,
      runUrl: host.context.runUrl
    });
    pullRequest = await openMergedPullRequest({ ...host, octokit }, work.branch, body, passing.length);
  }
  const left = verdicts.filter((verdict) => verdict.status !== "passing");
  const conclusion = passing.length === 0 ? "failure" : left.length === 0 ? "success" : "partial";
  return {
    conclusion,
    ...passing.length === 0 ? { message: "no feature of the sharded run passed on the merged tree" } : {},
    sharded: {
      outputs: {
        passed: String(passing.length),
        blocked: String(left.length),
        branch: work.branch,
        "merged-ledger-artifact-id": String(artifact.id),
        ...pullRequest === void 0 ? {} : { "pull-request-url": pullRequest.url, "pr-url": pullRequest.url }
      },
      summary: mergeSummary(host.runId, verdicts, pullRequest?.url)
    }
  };
}
function mergeSummary(runId, verdicts, url) {
  const rows = verdicts.map(
    (verdict) => `| ${verdict.featureId} | ${verdict.shard} | ${verdict.status} | ${tableCell(verdict.reason ?? "", 300)} |`
  );
  return [
    `## Alfred: merge of sharded run ${runId}`,
    "",
    `${verdicts.filter((verdict) => verdict.status === "passing").length} of ${verdicts.length} feature(s) passing on the merged tree${url === void 0 ? "" : `: ${url}`}.`,
    "",
    "| Feature | Shard | Status | Reason |",
    "| --- | ---: | --- | --- |",
    ...rows,
    ""
  ].join("\n");
}
export {
  mergeJob,
  planJob
};
