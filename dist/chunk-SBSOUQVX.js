import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  git
} from "./chunk-EVBB5HG7.js";
import {
  AlfredError
} from "./chunk-ZVFRXTU7.js";

// src/action/runner/config-commit.ts
async function hasCommit(workingDir, sha) {
  try {
    await git(["cat-file", "-e", `${sha}^{commit}`], { cwd: workingDir });
    return true;
  } catch {
    return false;
  }
}
async function ensureCommit(workingDir, sha) {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
    throw new AlfredError("git_failed", `not a commit id: ${sha}`);
  if (await hasCommit(workingDir, sha)) return;
  try {
    await git(["fetch", "--quiet", "--no-tags", "--depth=1", "origin", sha], { cwd: workingDir });
  } catch (thrown) {
    throw new AlfredError(
      "git_failed",
      `commit ${sha.slice(0, 10)} is not in the checkout and could not be fetched; check out with actions/checkout and fetch-depth: 0`,
      { cause: thrown }
    );
  }
}
async function configCommitFor(context, workingDir, head) {
  if (context.event.kind !== "pull_request") return head();
  await ensureCommit(workingDir, context.event.base.sha);
  return context.event.base.sha;
}

export {
  ensureCommit,
  configCommitFor
};
