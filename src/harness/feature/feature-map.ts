/**
 * The repo map each implement task carries, focused on the feature: on the
 * files its description and steps name, the files this run's earlier features
 * committed, and what this feature changed in its earlier attempts. The
 * system prompt keeps the whole-repository map rendered once per session
 * (a byte-stable prefix the provider caches); this one changes with every
 * feature and attempt, so it lives in the task message after that prefix.
 */
import { DEFAULT_MAP_TOKENS, renderRepoMap } from "../../context/repo-map.js";
import { git } from "../../platform/git/git.js";
import { ToolRegistry } from "../../tools/registry.js";
import type { Feature } from "../features/feature-list.js";
import type { FeatureContext } from "./feature-step.js";
import { featureSnapshot } from "../workspace/workspace-tree.js";

/** The focused map's budget, in estimated tokens: half the system prompt's whole-repository map. */
const FEATURE_MAP_TOKENS = DEFAULT_MAP_TOKENS / 2;

/** How far back the run's own commits are looked for (a run commits one per passing feature). */
const RUN_COMMITS_LIMIT = 500;

/**
 * The files this run's features committed: the first-parent commits at HEAD
 * whose `Alfred-Run` trailer names `runId`, newest first, up to the first
 * commit of anyone else (the run started there).
 * @throws AlfredError `git_failed`.
 */
export async function runCommittedFiles(workingDir: string, runId: string): Promise<string[]> {
  const format = "--format=%x1e%(trailers:key=Alfred-Run,valueonly,separator=%x2c)";
  const args = ["log", "--first-parent", `-n${RUN_COMMITS_LIMIT}`, format, "--name-only", "-z", "HEAD"];
  const { stdout } = await git(args, { cwd: workingDir });
  const files: string[] = [];
  // Each commit: RS, its trailer value, NUL, then its files, each ending in NUL (the first after a newline).
  for (const record of stdout.split("\x1e").slice(1)) {
    const [trailer = "", ...names] = record.split("\0");
    if (trailer.trim() !== runId) break;
    files.push(...names.map((name) => name.replace(/^\n/, "")).filter((name) => name !== ""));
  }
  return [...new Set(files)];
}

/** True when the session has the repo map, so an implement attempt gets a focused map. */
export function hasRepoMap(context: FeatureContext): boolean {
  const { tools } = context.options.session.toolHost;
  const list = tools instanceof ToolRegistry ? tools.list() : tools;
  return list.some((tool) => tool.name === "repo_map");
}

/**
 * The map for one implement attempt, or undefined when the session has no
 * repo map (`repo_map` disabled) or it cannot be built: it is context, not a
 * precondition, so a failure only leaves it out. `changed` is what the
 * feature changed so far when the caller already staged the working
 * directory (`startAttempt`); otherwise it is staged here. `committed` is
 * {@link runCommittedFiles} when the caller already started reading it.
 */
export async function featureMap(
  feature: Feature,
  context: FeatureContext,
  known: {
    readonly changed?: readonly string[] | undefined;
    readonly committed?: Promise<string[]> | undefined;
  } = {},
): Promise<string | undefined> {
  if (!hasRepoMap(context)) return undefined;
  const { options } = context;
  const workingDir = options.session.toolHost.workingDir;
  const { changed } = known;
  try {
    const [earlier, current] = await Promise.all([
      known.committed ?? runCommittedFiles(workingDir, options.runId),
      changed ??
        featureSnapshot(workingDir, context.checkpoint, context.baseline, options.featuresFile).then(
          (snapshot) => snapshot.changed,
        ),
    ]);
    const text = await renderRepoMap({
      workingDir,
      tokens: FEATURE_MAP_TOKENS,
      focus: [...new Set([...current, ...earlier])],
      task: [feature.description, ...feature.steps].join("\n"),
    });
    return text.trim() === "" ? undefined : text;
  } catch {
    return undefined;
  }
}
