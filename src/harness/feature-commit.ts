import { join } from "node:path";
import { git } from "../platform/git.js";
import {
  type Feature,
  type FeatureList,
  markPassing,
  parseFeatureList,
  writeFeatureList,
} from "./feature-list.js";
import { commitAll } from "./workspace-git.js";

/** The feature list as committed at HEAD, so a feature's commit carries only its own status change. */
async function committedList(cwd: string, file: string): Promise<FeatureList | undefined> {
  try {
    const { stdout } = await git(["show", `HEAD:${file}`], { cwd });
    const parsed = parseFeatureList(stdout, file);
    return parsed.ok ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

/** `feat(<id>): <title>` with trailers naming the feature, its ledger entry and the run. */
export function commitMessage(feature: Feature, seq: number, runId: string): string {
  const first = feature.description.split("\n")[0] ?? feature.id;
  const title = first.length <= 72 ? first : `${first.slice(0, 71).replace(/\s+\S*$/, "")}…`;
  return `feat(${feature.id}): ${title}\n\nAlfred-Feature: ${feature.id}\nAlfred-Ledger-Seq: ${seq}\nAlfred-Run: ${runId}\n`;
}

/**
 * Commits a passing feature: its code, and the feature list as committed plus
 * this feature's `passing` — never the statuses of blocked features. Returns
 * the commit's sha; the caller writes the full live list back afterwards.
 */
export async function commitFeature(
  cwd: string,
  featuresFile: string,
  live: FeatureList,
  feature: Feature,
  context: { readonly seq: number; readonly runId: string },
): Promise<string> {
  const base = (await committedList(cwd, featuresFile)) ?? live;
  await writeFeatureList(join(cwd, featuresFile), markPassing(base, feature.id));
  return commitAll(cwd, commitMessage(feature, context.seq, context.runId));
}
