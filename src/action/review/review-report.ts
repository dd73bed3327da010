/**
 * A review's outputs (`conclusion`, `review-id`, `comments`, `cost-usd`), its
 * job summary (what was found, where, and where it was posted) and a notice
 * annotation per finding on its file and line.
 */
import { tableCell } from "../../github/markdown.js";
import type { WorkflowCommands } from "../runner/workflow-commands.js";
import type { ReviewOutcome } from "./review-run.js";

/** GitHub shows at most 10 annotations of one kind per step; the summary's table lists them all. */
const MAX_ANNOTATIONS = 10;

/** A finding's first line of text, without the HTML comments Alfred marks its comments with. */
function firstLine(body: string): string {
  return (
    body
      .replace(/<!--[\s\S]*?-->/g, "")
      .trim()
      .split("\n")[0] ?? ""
  );
}

/** The job summary of a review. */
function reviewSummary(outcome: ReviewOutcome, clean: (text: string) => string): string {
  const lines = [`## Alfred review: ${outcome.conclusion}`, ""];
  if (outcome.message !== undefined) lines.push(clean(outcome.message), "");
  if (outcome.reviewUrl !== undefined) {
    lines.push(
      `Reviewed \`${(outcome.headSha ?? "").slice(0, 10)}\` (${clean(outcome.scope ?? "")}): ${outcome.inline.length} inline, ${outcome.inBody.length} in the review body${outcome.duplicates ? `, ${outcome.duplicates} already said earlier` : ""}. [The review](${outcome.reviewUrl})`,
      "",
    );
  }
  const rows = [
    ...outcome.inline.map((comment) => ({
      where: `${comment.path}:${comment.line}`,
      how: "inline",
      body: comment.body,
    })),
    ...outcome.inBody.map((finding) => ({
      where: `${finding.path}:${finding.line}`,
      how: "body",
      body: finding.body,
    })),
  ];
  if (rows.length > 0) {
    lines.push("| where | posted | finding |", "|---|---|---|");
    for (const row of rows) {
      lines.push(
        `| ${tableCell(row.where, 200)} | ${row.how} | ${tableCell(clean(firstLine(row.body)), 300)} |`,
      );
    }
    lines.push("");
  }
  if (outcome.artifact !== undefined) lines.push(`Signed ledger: ${outcome.artifact.url}`, "");
  return lines.join("\n");
}

/** Writes the outputs and the job summary of a review; fails the step on `failure`. */
export async function publishReview(
  outcome: ReviewOutcome,
  clean: (text: string) => string,
  core: WorkflowCommands,
): Promise<void> {
  core.setOutput("conclusion", outcome.conclusion);
  if (outcome.reviewId !== undefined) core.setOutput("review-id", String(outcome.reviewId));
  core.setOutput("comments", String(outcome.inline.length + outcome.inBody.length));
  if (outcome.costUsd !== undefined) {
    core.setOutput("cost-usd", outcome.costUsd === null ? "unknown" : outcome.costUsd.toFixed(4));
  }
  if (outcome.artifact !== undefined) core.setOutput("ledger-artifact-id", String(outcome.artifact.id));
  annotateFindings(outcome, clean, core);
  await core.appendSummary(reviewSummary(outcome, clean));
  if (outcome.conclusion === "failure")
    core.setFailed(clean(`Alfred: ${outcome.message ?? "the review failed"}`));
}

/**
 * A notice per finding, inline ones first, on its file and lines: the checks page and the pull
 * request's changed files show them where they apply, findings outside the diff included.
 */
function annotateFindings(
  outcome: ReviewOutcome,
  clean: (text: string) => string,
  core: WorkflowCommands,
): void {
  const findings = [
    ...outcome.inline.map((comment) => ({ ...comment, startLine: comment.startLine ?? comment.line })),
    ...outcome.inBody.map((finding) => ({ ...finding, startLine: finding.line })),
  ].slice(0, MAX_ANNOTATIONS);
  for (const finding of findings) {
    core.notice(clean(firstLine(finding.body)), {
      title: "Alfred review",
      file: finding.path,
      startLine: finding.startLine,
      endLine: finding.line,
    });
  }
}
