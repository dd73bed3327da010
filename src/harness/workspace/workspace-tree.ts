/**
 * Content-addressed views of the workspace, for proving what a verify ran on
 * and what a rollback must restore.
 *
 * - A *snapshot tree* is the git tree of the working directory as it is now
 *   (new files included, ignored files and the harness's own files left out),
 *   built in a temporary index (`GIT_INDEX_FILE`) so the real index is never
 *   touched. Two snapshots are equal exactly when the files are equal.
 * - The *baseline* is what was already uncommitted when the run started (an
 *   untracked `.alfred/config.json`, a locally edited `.alfred/hooks.json`):
 *   each such path with the blob of its content (stored with
 *   `git hash-object -w`), or `null` when it was deleted. Those paths are not
 *   the features' work: they are never committed, never counted as a
 *   feature's change, and a rollback restores them byte for byte.
 */
import { chmod, stat, unlink } from "../../platform/fs/fs.js";
import { join } from "node:path";
import { git } from "../../platform/git/git.js";
import { readBlobBytes } from "../../platform/git/git-bytes.js";
import { writeFileAtomic } from "../../platform/fs/fs-durable.js";
import { placeWorkspaceLink, readWorkspaceLink, workspaceEntryKind } from "../../platform/fs/workspace-fs.js";
import { type IndexRun, withIndexAt, withTemporaryIndex } from "./temporary-index.js";
import { HARNESS_PATHS, pathsOutside } from "./workspace-git.js";

/** One path that was already uncommitted when the run started. */
export interface BaselineFile {
  readonly path: string;
  /** The blob of its content then, or `null` when it was deleted. */
  readonly blob: string | null;
  /** `100644` or `100755`. */
  readonly mode: string;
}

const harnessExcludes = (): string[] => HARNESS_PATHS.map((path) => `:(exclude)${path}`);
const literalExcludes = (paths: readonly string[]): string[] =>
  paths.map((path) => `:(exclude,literal)${path}`);

/**
 * The tree of the working directory on top of `base` (a commit or tree):
 * every path not excluded takes its working-directory content (new files
 * included, deletions applied); excluded paths keep `base`'s version.
 * @throws AlfredError `git_failed`.
 */
export async function snapshotTree(
  workingDir: string,
  base: string,
  exclude: readonly string[],
): Promise<string> {
  return withIndexAt(workingDir, base, async (run) => {
    await stageWorkingDirectory(run, base, exclude);
    return run(["write-tree"]);
  });
}

/** Stages the working directory over an index holding `base` ({@link withIndexAt}); `exclude` and the harness paths keep `base`'s version. */
async function stageWorkingDirectory(run: IndexRun, base: string, exclude: readonly string[]): Promise<void> {
  // Exclusion pathspecs on ignored paths make `git add` fail; putting them back afterwards does not.
  await run(["add", "-A", "--", "."]);
  await run([
    "reset",
    "--quiet",
    base,
    "--",
    ...HARNESS_PATHS,
    ...exclude.map((path) => `:(literal)${path}`),
  ]);
}

/**
 * `base` with some paths set to given blobs (or removed, for `null`).
 * @throws AlfredError `git_failed`.
 */
export async function overlayTree(
  workingDir: string,
  base: string,
  files: readonly { readonly path: string; readonly blob: string | null; readonly mode: string }[],
): Promise<string> {
  return withTemporaryIndex(workingDir, async (run) => {
    await run(["read-tree", base]);
    for (const file of files) {
      if (file.blob === null) await run(["update-index", "--force-remove", "--", file.path]);
      else await run(["update-index", "--add", "--cacheinfo", `${file.mode},${file.blob},${file.path}`]);
    }
    return run(["write-tree"]);
  });
}

/** Stores `text` as a blob and returns its id. @throws AlfredError `git_failed`. */
export async function storeBlob(workingDir: string, text: string): Promise<string> {
  return (await git(["hash-object", "-w", "--stdin"], { cwd: workingDir, input: text })).stdout.trim();
}

/** The tree a commit points at. @throws AlfredError `git_failed`. */
export async function treeOf(workingDir: string, commit: string): Promise<string> {
  return (await git(["rev-parse", `${commit}^{tree}`], { cwd: workingDir })).stdout.trim();
}

/** git's mode of a symbolic link. */
const LINK_MODE = "120000";

/** Puts back a baseline link (its target from the blob) unless it is there; false for a file. */
async function restoredLink(workingDir: string, file: BaselineFile): Promise<boolean> {
  if (file.mode !== LINK_MODE || file.blob === null) return false;
  const target = (await readBlobBytes(workingDir, file.blob)).toString("utf8");
  // Unreadable (or a link refused under a linked parent) is not the link wanted: it is placed again.
  if ((await readWorkspaceLink(workingDir, file.path).catch(() => undefined)) !== target)
    await placeWorkspaceLink(workingDir, file.path, target);
  return true;
}

async function modeOf(path: string): Promise<string> {
  return ((await stat(path)).mode & 0o111) === 0 ? "100644" : "100755";
}

/**
 * Records every `uncommitted` path (`uncommittedPaths`; harness files and `exclude` left
 * out) with its content stored as a blob.
 * @throws AlfredError `git_failed`.
 */
export async function captureBaseline(
  workingDir: string,
  uncommitted: readonly string[],
  exclude: readonly string[],
): Promise<BaselineFile[]> {
  const paths = pathsOutside(uncommitted, HARNESS_PATHS).filter((path) => !exclude.includes(path));
  const baseline: BaselineFile[] = [];
  for (const path of paths) {
    // A link is recorded as the link (git's mode 120000, its target as the blob), never
    // hashed through: `hash-object` of a link to /proc/self/environ would store the host's environment.
    // Not a readable link: the path is recorded by its kind below (a file's bytes, or as absent).
    const link = await readWorkspaceLink(workingDir, path).catch(() => undefined);
    if (link !== undefined) {
      const blob = (
        await git(["hash-object", "-w", "--stdin"], { cwd: workingDir, input: link })
      ).stdout.trim();
      baseline.push({ path, blob, mode: LINK_MODE });
      continue;
    }
    // Unreadable (e.g. under a linked parent) is recorded as absent: a rollback then removes it.
    const exists = (await workspaceEntryKind(workingDir, path).catch(() => undefined)) === "file";
    if (!exists) {
      baseline.push({ path, blob: null, mode: "100644" });
      continue;
    }
    const blob = (await git(["hash-object", "-w", "--", path], { cwd: workingDir })).stdout.trim();
    baseline.push({ path, blob, mode: await modeOf(join(workingDir, path)) });
  }
  return baseline;
}

/**
 * A feature's work as it stands, from one staging of the working directory:
 * - `tree`: its {@link featureTree};
 * - `changed`: the paths whose content differs from the state at `checkpoint`
 *   (its commit plus the baseline), the feature list left out: what the
 *   feature changed, content included, whatever the index or `git status` say.
 */
export interface FeatureSnapshot {
  readonly tree: string;
  readonly changed: readonly string[];
}

const startTrees = new Map<string, string>();

/** `checkpoint` plus the baseline: the state a feature started from (trees are immutable, so it is kept). */
async function startTree(
  workingDir: string,
  checkpoint: string,
  baseline: readonly BaselineFile[],
): Promise<string> {
  const key = JSON.stringify([workingDir, checkpoint, baseline]);
  const known = startTrees.get(key);
  if (known !== undefined) return known;
  // Without a baseline it is the checkpoint's own tree: one process instead of a temporary index.
  const tree =
    baseline.length === 0
      ? await treeOf(workingDir, checkpoint)
      : await overlayTree(workingDir, checkpoint, baseline);
  startTrees.set(key, tree);
  return tree;
}

/**
 * The {@link FeatureSnapshot} of the working directory: what verify runs on
 * and what the protected-path check reads.
 * @throws AlfredError `git_failed`.
 */
export async function featureSnapshot(
  workingDir: string,
  checkpoint: string,
  baseline: readonly BaselineFile[],
  featuresFile: string,
): Promise<FeatureSnapshot> {
  // The start tree and the staging are independent: their git processes run side by side.
  const [before, { now, tree }] = await Promise.all([
    startTree(workingDir, checkpoint, baseline),
    withIndexAt(workingDir, checkpoint, async (run) => {
      await stageWorkingDirectory(run, checkpoint, [featuresFile]);
      const staged = await run(["write-tree"]);
      if (baseline.length === 0) return { now: staged, tree: staged };
      await run(["reset", "--quiet", checkpoint, "--", ...baseline.map((file) => `:(literal)${file.path}`)]);
      return { now: staged, tree: await run(["write-tree"]) };
    }),
  ]);
  if (before === now) return { tree, changed: [] };
  const { stdout } = await git(["diff-tree", "-r", "--name-only", "-z", "--no-renames", before, now], {
    cwd: workingDir,
  });
  return { tree, changed: stdout.split("\0").filter((path) => path !== "" && path !== featuresFile) };
}

/**
 * The tree of a feature's own work: the working directory on top of
 * `checkpoint`, without the feature list and the baseline paths. This is
 * what verify is recorded against and exactly what a commit may contain.
 * @throws AlfredError `git_failed`.
 */
export function featureTree(
  workingDir: string,
  checkpoint: string,
  baseline: readonly BaselineFile[],
  featuresFile: string,
): Promise<string> {
  return snapshotTree(workingDir, checkpoint, [featuresFile, ...baseline.map((file) => file.path)]);
}

/**
 * Restores the workspace to `checkpoint` plus the baseline, keeping the
 * feature list and the harness files: HEAD and the index move to
 * `checkpoint`, tracked files are restored, files created since are removed,
 * and each baseline path gets back its recorded content. Never `git clean`s
 * anything that was there at the start of the run.
 * @throws AlfredError `git_failed`, `io_failed`.
 */
export async function restoreCheckpoint(
  workingDir: string,
  checkpoint: string,
  baseline: readonly BaselineFile[],
  featuresFile: string,
): Promise<void> {
  const keep = [featuresFile, ...baseline.map((file) => file.path)];
  await git(["reset", "--quiet", checkpoint], { cwd: workingDir });
  await git(["checkout", "--quiet", "--", ".", ...harnessExcludes(), ...literalExcludes(keep)], {
    cwd: workingDir,
  });
  const { stdout } = await git(["ls-files", "-z", "--others", "--exclude-standard"], { cwd: workingDir });
  // The harness paths are also in .git/info/exclude (excludeHarnessFiles); not relying on it here.
  const created = stdout
    .split("\0")
    .filter((path) => path !== "" && !keep.includes(path))
    .filter((path) => !HARNESS_PATHS.some((prefix) => path.startsWith(prefix)));
  for (let at = 0; at < created.length; at += 200) {
    const chunk = created.slice(at, at + 200).map((path) => `:(literal)${path}`);
    await git(["clean", "-f", "--quiet", "--", ...chunk], { cwd: workingDir });
  }
  for (const file of baseline) {
    const target = join(workingDir, file.path);
    if (file.blob === null) {
      // The file was absent at the baseline: already gone is the goal. A directory made in its place is
      // left, as `git clean -f` (without -d) above leaves untracked directories.
      await unlink(target).catch(() => undefined);
      continue;
    }
    if (await restoredLink(workingDir, file)) continue;
    // Never hashed through a link the agent put there: the file is simply written again.
    // Unreadable is treated as changed: the file is written again from the baseline.
    const kind = await workspaceEntryKind(workingDir, file.path).catch(() => undefined);
    const current =
      kind !== "file"
        ? undefined
        : await git(["hash-object", "--", file.path], { cwd: workingDir }).then(
            (out) => out.stdout.trim(),
            () => undefined,
          );
    if (current === file.blob) continue;
    // Bytes, not text: a baseline file may be binary, and a decode would change it.
    await writeFileAtomic(target, await readBlobBytes(workingDir, file.blob));
    await chmod(target, file.mode === "100755" ? 0o755 : 0o644);
  }
}

/**
 * Makes the working directory hold exactly `tree` (a {@link featureTree}),
 * leaving HEAD, the index, the feature list, the baseline paths and ignored
 * files alone: files of `tree` are written, files it does not hold removed.
 * A re-asked agent call starts from where its first try started.
 * @throws AlfredError `git_failed`.
 */
export async function restoreTree(
  workingDir: string,
  tree: string,
  baseline: readonly BaselineFile[],
  featuresFile: string,
): Promise<void> {
  const keep = [featuresFile, ...baseline.map((file) => file.path)];
  await withTemporaryIndex(workingDir, async (run) => {
    await run(["read-tree", tree]);
    await run(["update-index", "--force-remove", "--", ...keep]);
    await run(["checkout-index", "--all", "--force"]);
    const extra = (await run(["ls-files", "-z", "--others", "--exclude-standard"]))
      .split("\0")
      .filter((path) => path !== "" && !keep.includes(path));
    for (let at = 0; at < extra.length; at += 200)
      await run([
        "clean",
        "-f",
        "--quiet",
        "--",
        ...extra.slice(at, at + 200).map((path) => `:(literal)${path}`),
      ]);
  });
}
