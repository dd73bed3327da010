/**
 * `commit-memory: true`: what Alfred remembered goes on the feature branch as
 * one commit of its own, on top of the features' commits — the facts,
 * MEMORY.md and USER.md as they are in the workspace (a fact forgotten since
 * the base is deleted), never `index.db`, episodes or the archive. The push
 * policy admits exactly that commit and exactly those paths
 * ({@link memoryPushPolicy}); without the opt-in it refuses every memory path.
 */
import type { AlfredConfig } from "../../config/schema.js";
import { writeCommit } from "../../harness/commit/feature-commit.js";
import { headSha } from "../../harness/workspace/workspace-git.js";
import { overlayTree, storeBlob, treeOf } from "../../harness/workspace/workspace-tree.js";
import { isCommittableMemoryPath, MEMORY_DIR, memoryLayout } from "../../memory/layout.js";
import { listNames, readOptional } from "../../memory/store.js";
import { git } from "../../platform/git/git.js";
import type { PushPolicy } from "../../security/paths/push-policy.js";

/** The committable memory files in the workspace, workspace-relative → text. */
async function workspaceMemory(workingDir: string): Promise<Map<string, string>> {
  const layout = memoryLayout(workingDir);
  const paths = [
    `${MEMORY_DIR}/MEMORY.md`,
    `${MEMORY_DIR}/USER.md`,
    ...(await listNames(workingDir, layout.facts, ".md")).map((name) => `${MEMORY_DIR}/facts/${name}`),
  ];
  const files = new Map<string, string>();
  for (const path of paths.filter(isCommittableMemoryPath)) {
    const text = await readOptional(workingDir, path);
    if (text !== undefined) files.set(path, text);
  }
  return files;
}

/**
 * Commits the workspace's memory on top of HEAD when `commit-memory` is on
 * and it differs from HEAD's. Returns the commit, or undefined when there is
 * nothing to commit (or the input is off).
 * @throws AlfredError `git_failed`.
 */
export async function commitMemory(
  workingDir: string,
  config: Pick<AlfredConfig, "github">,
  runId: string,
): Promise<string | undefined> {
  if (!config.github.commitMemory) return undefined;
  const head = await headSha(workingDir);
  const files = await workspaceMemory(workingDir);
  const committed = (
    await git(["ls-tree", "-r", "-z", "--name-only", head, "--", `${MEMORY_DIR}/`], { cwd: workingDir })
  ).stdout
    .split("\0")
    .filter(isCommittableMemoryPath);
  const changes = [
    ...(await Promise.all(
      [...files].map(async ([path, text]) => ({
        path,
        blob: await storeBlob(workingDir, text),
        mode: "100644",
      })),
    )),
    ...committed.filter((path) => !files.has(path)).map((path) => ({ path, blob: null, mode: "100644" })),
  ];
  const base = await treeOf(workingDir, head);
  const tree = await overlayTree(workingDir, base, changes);
  if (tree === base) return undefined;
  const facts = [...files.keys()].filter((path) => path.includes("/facts/")).length;
  const message = `chore(memory): what Alfred remembered in run ${runId}\n\nAlfred-Memory: ${facts} fact(s)\nAlfred-Run: ${runId}\n`;
  return writeCommit(workingDir, tree, head, message);
}

/** The push policy's memory part: the memory commit, and the paths it may change. */
export function memoryPushPolicy(commit: string | undefined): Pick<PushPolicy, "memory"> {
  return commit === undefined ? {} : { memory: { sha: commit, allows: isCommittableMemoryPath } };
}
