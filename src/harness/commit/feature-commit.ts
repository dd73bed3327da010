/**
 * Settling a feature: the order of writes that makes every step either fully
 * recorded or safely redone after a crash at any point.
 *
 * A passing feature (verify exited 0 on tree T, rubric 2 for T):
 *
 * 1. ledger `feature_commit` (seq N): the intent, with T, the commit's tree
 *    (T plus the feature list with this feature `passing`), the parent
 *    (the feature's checkpoint) and the outcome to record;
 * 2. git: a commit of exactly that tree (`git commit-tree`, then `update-ref`
 *    from the sha HEAD had), with the trailers `Alfred-Feature`, `Alfred-Run`
 *    and `Alfred-Ledger-Seq: N+1`; no commit at all when the tree equals the
 *    checkpoint's (never an empty commit);
 * 3. ledger `feature` (seq N+1): the outcome with the commit's sha;
 * 4. feature_list.json: the feature `passing` (then the episode, best effort).
 *
 * A blocked feature: 1. ledger `feature` (the decision), 2. roll back to the
 * checkpoint, 3. feature_list.json `blocked`. Steps 2–3 are idempotent.
 *
 * Why it holds (with one writer per repository, see the run lock): nothing
 * is appended between the intent and its outcome except by the resume's
 * reconciliation, which runs before any other append, so the trailer's seq is
 * the outcome's. After a crash, `reconcile.ts` finds which step was reached:
 * an intent without a commit is redone only if the working tree still equals
 * T; a commit (found by its trailers, checked against the intent's tree)
 * without an outcome gets its outcome recorded once; an outcome not yet in the
 * list is written to the list. The list is never the source of truth: it is
 * rewritten from the ledger and the git history.
 */
import { AlfredError } from "../../core/errors.js";
import type { JsonObject } from "../../orchestrator/canonical-json.js";
import { git } from "../../platform/git/git.js";
import { defuseClosingKeywords } from "../../security/text/model-text.js";
import type { CrashPoint } from "../workspace/crash-points.js";
import {
  type Feature,
  type FeatureList,
  markPassing,
  parseFeatureList,
  serializeFeatureList,
} from "../features/feature-list.js";
import {
  type BaselineFile,
  featureTree,
  overlayTree,
  storeBlob,
  treeOf,
} from "../workspace/workspace-tree.js";
import { HARNESS_PATHS, hasIdentity, headSha } from "../workspace/workspace-git.js";

/** Kind of the ledger entry recording the intent to commit a feature. */
const COMMIT_INTENT_KIND = "feature_commit";

/** `feat(<id>): <title>` with trailers naming the feature, its ledger entry and the run. */
export function commitMessage(feature: Feature, seq: number, runId: string): string {
  const first = feature.description.split("\n")[0] ?? feature.id;
  const cut = first.length <= 72 ? first : `${first.slice(0, 71).replace(/\s+\S*$/, "")}…`;
  // The description is the repository's (or an issue's) text: pushed to the default branch, a
  // `Fixes #1` in a commit message closes that issue, and `@name` pings.
  const title = defuseClosingKeywords(cut).replace(/@(?=[A-Za-z0-9])/g, "@\u200b");
  return `feat(${feature.id}): ${title}\n\nAlfred-Feature: ${feature.id}\nAlfred-Ledger-Seq: ${seq}\nAlfred-Run: ${runId}\n`;
}

/** The feature list as committed at `commit`, so a feature's commit carries only its own status change. */
async function committedList(
  workingDir: string,
  commit: string,
  file: string,
): Promise<FeatureList | undefined> {
  try {
    const { stdout } = await git(["show", `${commit}:${file}`], { cwd: workingDir });
    const parsed = parseFeatureList(stdout, file);
    return parsed.ok ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

/** What committing a passing feature needs. */
export interface CommitRequest {
  readonly workingDir: string;
  readonly featuresFile: string;
  readonly runId: string;
  readonly feature: Feature;
  /** The live list, used when the list is not committed at the checkpoint. */
  readonly live: FeatureList;
  readonly checkpoint: string;
  /** The tree verify passed on and the rubric scored ({@link featureTree}). */
  readonly verifiedTree: string;
  readonly baseline: readonly BaselineFile[];
  /** The `feature` entry's data, without `gitSha`. */
  readonly outcome: JsonObject;
  readonly append: (kind: string, data: JsonObject) => Promise<number>;
  readonly crashPoint?: ((point: CrashPoint) => void) | undefined;
}

/** A settled commit: the sha (the checkpoint when nothing changed) and the `feature` entry's seq. */
export interface CommitResult {
  readonly gitSha: string;
  readonly ledgerSeq: number;
}

/**
 * Steps 1–3 of the passing path (the module comment): intent, commit,
 * outcome. The caller writes the list.
 * @throws AlfredError `tree_changed` when the working tree is no longer the
 *   verified tree (nothing recorded); `git_failed`, `io_failed`.
 */
export async function commitFeature(request: CommitRequest): Promise<CommitResult> {
  const { workingDir, featuresFile, checkpoint, verifiedTree, feature } = request;
  const current = await featureTree(workingDir, checkpoint, request.baseline, featuresFile);
  if (current !== verifiedTree) {
    throw new AlfredError(
      "tree_changed",
      `the working tree changed after verify passed (verified ${verifiedTree.slice(0, 12)}, now ${current.slice(0, 12)}); not committing what was not verified`,
    );
  }
  // A list the harness keeps for itself (`/alfred implement` writes the list under
  // `.alfred/workflows/`) is never part of a commit: only a list that lives in the repository is.
  const harnessOwned = HARNESS_PATHS.some((prefix) => featuresFile.startsWith(prefix));
  const base = (await committedList(workingDir, checkpoint, featuresFile)) ?? request.live;
  const commitTree = harnessOwned
    ? verifiedTree
    : await overlayTree(workingDir, verifiedTree, [
        {
          path: featuresFile,
          blob: await storeBlob(workingDir, serializeFeatureList(markPassing(base, feature.id))),
          mode: "100644",
        },
      ]);
  const empty = commitTree === (await treeOf(workingDir, checkpoint));
  const intentSeq = await request.append(COMMIT_INTENT_KIND, {
    featureId: feature.id,
    tree: verifiedTree,
    commitTree,
    parent: checkpoint,
    outcome: request.outcome,
  });
  request.crashPoint?.("before_commit");
  const gitSha = empty
    ? checkpoint
    : await writeCommit(
        workingDir,
        commitTree,
        checkpoint,
        commitMessage(feature, intentSeq + 1, request.runId),
      );
  request.crashPoint?.("after_commit");
  const ledgerSeq = await request.append("feature", { ...request.outcome, gitSha });
  request.crashPoint?.("after_outcome");
  return { gitSha, ledgerSeq };
}

/**
 * Commits `tree` with `parent` and moves HEAD (or its branch) to it, from the
 * sha HEAD had; then the index follows HEAD (the working tree is untouched).
 * @throws AlfredError `git_failed`, e.g. when HEAD moved meanwhile.
 */
export async function writeCommit(
  workingDir: string,
  tree: string,
  parent: string,
  message: string,
): Promise<string> {
  // A runner's clone often has no identity; Alfred then commits as itself rather than failing.
  const identity = (await hasIdentity(workingDir))
    ? []
    : ["-c", "user.name=Alfred", "-c", "user.email=alfred@users.noreply.github.com"];
  const sha = (
    await git([...identity, "commit-tree", tree, "-p", parent, "-F", "-"], {
      cwd: workingDir,
      input: message,
    })
  ).stdout.trim();
  const before = await headSha(workingDir);
  await git(["update-ref", "-m", message.split("\n")[0] ?? "alfred", "HEAD", sha, before], {
    cwd: workingDir,
  });
  await git(["reset", "--quiet"], { cwd: workingDir });
  return sha;
}

/**
 * The diff of a feature's tree against its checkpoint, feature list left
 * out: what the rubric scores. Reads trees only; the index is untouched.
 * @throws AlfredError `git_failed`.
 */
export async function featureDiff(
  workingDir: string,
  checkpoint: string,
  tree: string,
  featuresFile: string,
): Promise<string> {
  const { stdout } = await git(
    ["diff", "--no-color", "--no-renames", checkpoint, tree, "--", ".", `:(exclude,literal)${featuresFile}`],
    { cwd: workingDir },
  );
  return stdout;
}
