/**
 * The body of the progress comment: a checklist of features, the current
 * step, a link to the run and the cost so far.
 */
import { ALFRED_MARKER } from "./comments.js";
import { formatUsd, inlineText } from "./markdown.js";

/** Where one feature stands, as shown in the checklist. */
export interface ProgressFeature {
  readonly id: string;
  readonly status: "pending" | "in_progress" | "passing" | "blocked";
  /** Why it is blocked (shown after `blocked:`). */
  readonly reason?: string;
}

/** Everything the progress comment shows. */
export interface ProgressState {
  readonly features: readonly ProgressFeature[];
  /** What Alfred is doing right now, e.g. "verifying login-form (attempt 2)". */
  readonly currentStep?: string;
  /** `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`. */
  readonly runUrl: string;
  readonly costUsd?: number | null;
  /** Set on the last update: the heading says the run finished. */
  readonly finished?: boolean;
  /** A closing line, e.g. the pull request's link. */
  readonly summary?: string;
}

const STATUS_TEXT: Readonly<Record<ProgressFeature["status"], string>> = {
  pending: "pending",
  in_progress: "in progress",
  passing: "passing",
  blocked: "blocked",
};

/**
 * Renders the progress comment. `key` (see {@link progressKeyMarker}) is
 * embedded so a later attempt of the run can find the comment again.
 */
export function renderProgressBody(state: ProgressState, key?: string): string {
  const passing = state.features.filter((feature) => feature.status === "passing").length;
  const lines = [
    state.finished === true
      ? `### Alfred finished: ${passing} of ${state.features.length} passing`
      : `### Alfred is working on this (${passing} of ${state.features.length} passing)`,
    "",
  ];
  if (state.currentStep !== undefined && state.finished !== true) {
    lines.push(`**Now:** ${inlineText(state.currentStep, 200)}`, "");
  }
  for (const feature of state.features) {
    const box = feature.status === "passing" ? "[x]" : "[ ]";
    const reason =
      feature.status === "blocked" && feature.reason !== undefined
        ? `: ${inlineText(feature.reason, 200)}`
        : "";
    lines.push(`- ${box} ${inlineText(feature.id, 100)} — ${STATUS_TEXT[feature.status]}${reason}`);
  }
  if (state.features.length > 0) lines.push("");
  if (state.summary !== undefined) lines.push(inlineText(state.summary, 500), "");
  const cost =
    state.costUsd === undefined
      ? ""
      : ` · cost ${state.finished === true ? "" : "so far "}${formatUsd(state.costUsd)}`;
  lines.push(`[Run log](${state.runUrl})${cost}`, "", ALFRED_MARKER);
  if (key !== undefined) lines.push(progressKeyMarker(key));
  return `${lines.join("\n")}\n`;
}

/** The hidden line that identifies one run's progress comment. */
export function progressKeyMarker(key: string): string {
  return `<!-- alfred-progress: ${key.replace(/--+/g, "-")} -->`;
}
