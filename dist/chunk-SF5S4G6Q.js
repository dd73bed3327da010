import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  openPushRepository
} from "./chunk-QW27RDCY.js";
import {
  AlfredError
} from "./chunk-ZVFRXTU7.js";
import {
  omitUndefined
} from "./chunk-ENWCMN7P.js";

// src/security/paths/push-policy.ts
function trailers(message) {
  const paragraphs = message.trimEnd().split(/\n\s*\n/);
  const last = paragraphs.length > 1 ? paragraphs[paragraphs.length - 1] ?? "" : "";
  const found = /* @__PURE__ */ new Map();
  for (const line of last.split("\n")) {
    const match = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(line.trim());
    if (match?.[1] !== void 0) found.set(match[1].toLowerCase(), (match[2] ?? "").trim());
  }
  return found;
}
function hasMemoryTrailers(message, runId) {
  const found = trailers(message);
  return (found.get("alfred-memory") ?? "") !== "" && found.get("alfred-run") === runId;
}
function hasAlfredTrailers(message, runId) {
  const found = trailers(message);
  return (found.get("alfred-feature") ?? "") !== "" && found.get("alfred-run") === runId;
}
function hasMergeTrailers(message, runId) {
  const found = trailers(message);
  return (found.get("alfred-merge") ?? "") !== "" && found.get("alfred-run") === runId;
}
function madeByHarness(commit, policy) {
  const expected = policy.expectedCommits;
  if (hasAlfredTrailers(commit.message, policy.runId))
    return expected === void 0 || expected.has(commit.sha);
  if (policy.shards === void 0) return false;
  if (hasMergeTrailers(commit.message, policy.runId)) return expected?.has(commit.sha) === true;
  return policy.shards.some(
    (shard) => hasAlfredTrailers(commit.message, shard.runId) && shard.expectedCommits.has(commit.sha)
  );
}
var short = (sha) => sha.slice(0, 12);
function checkPushedCommits(commits, policy) {
  for (const commit of commits) {
    if (policy.memory !== void 0 && commit.sha === policy.memory.sha) {
      const verdict = checkMemoryCommit(commit, policy.runId, policy.memory.allows);
      if (!verdict.ok) return verdict;
      continue;
    }
    for (const change of commit.changes) {
      const path = change.paths.find((candidate) => policy.isProtected(candidate));
      if (path !== void 0) {
        return {
          ok: false,
          sha: commit.sha,
          path,
          reason: `commit ${short(commit.sha)} changes the protected path ${path}`
        };
      }
    }
    if (!madeByHarness(commit, policy)) {
      const subject = commit.message.split("\n", 1)[0] ?? "";
      return {
        ok: false,
        sha: commit.sha,
        reason: `commit ${short(commit.sha)} ("${subject.slice(0, 60)}") was not made by Alfred's harness in run ${policy.runId}: the agent committed it itself`
      };
    }
  }
  return { ok: true };
}
function checkMemoryCommit(commit, runId, allows) {
  const path = commit.changes.flatMap((change) => change.paths).find((candidate) => !allows(candidate));
  if (path !== void 0)
    return {
      ok: false,
      sha: commit.sha,
      path,
      reason: `the memory commit ${short(commit.sha)} changes ${path}, which is not a committable memory file`
    };
  if (!hasMemoryTrailers(commit.message, runId))
    return {
      ok: false,
      sha: commit.sha,
      reason: `the memory commit ${short(commit.sha)} lacks the Alfred-Memory and Alfred-Run: ${runId} trailers`
    };
  return { ok: true };
}
function parseNameStatus(output) {
  const tokens = output.split("\0");
  const changes = [];
  let index = 0;
  while (index < tokens.length) {
    const status = tokens[index] ?? "";
    if (status === "") {
      index += 1;
      continue;
    }
    const width = /^[RC]/.test(status) ? 2 : 1;
    const paths = tokens.slice(index + 1, index + 1 + width).filter((path) => path !== "");
    changes.push({ status, paths });
    index += 1 + width;
  }
  return changes;
}

// src/action/run/push-branch.ts
async function messageOf(repo, sha) {
  const raw = (await repo.git(["cat-file", "commit", sha])).stdout;
  const split = raw.indexOf("\n\n");
  return split === -1 ? "" : raw.slice(split + 2);
}
async function commitsToPush(repo, base, head) {
  const listed = (await repo.git(["rev-list", "--reverse", `${base}..${head}`])).stdout;
  const commits = [];
  for (const sha of listed.split("\n").filter((line) => line !== "")) {
    const changes = (await repo.git([
      "diff-tree",
      "--no-commit-id",
      "--name-status",
      "-r",
      "-m",
      "--root",
      "-z",
      "--no-renames",
      sha
    ])).stdout;
    commits.push({ sha, message: await messageOf(repo, sha), changes: parseNameStatus(changes) });
  }
  return commits;
}
async function pushCheckedBranch(options) {
  const repo = await openPushRepository({
    workingDir: options.workingDir,
    snapshot: options.snapshot,
    head: options.head,
    branch: options.branch,
    ...omitUndefined({ env: options.env, signal: options.signal })
  });
  try {
    const verdict = checkPushedCommits(
      await commitsToPush(repo, options.snapshot.base, options.head),
      options.policy
    );
    if (!verdict.ok)
      throw new AlfredError("push_refused", `refusing to push ${options.branch}: ${verdict.reason}`);
    await repo.push(options.credentials);
  } finally {
    await repo.close();
  }
}

export {
  checkPushedCommits,
  commitsToPush,
  pushCheckedBranch
};
