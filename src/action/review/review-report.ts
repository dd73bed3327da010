/**
 * A review's outputs (`conclusion`, `review-id`, `comments`, `cost-usd`) and
 * its job summary: what was found, where, and where it was posted.
 */
import { tableCell } from "../../github/markdown.js";
import type { WorkflowCommands } from "../workflow-commands.js";
import type { ReviewOutcome } from "./review-run.js";

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
      const first =
        row.body
          .replace(/<!--[\s\S]*?-->/g, "")
          .trim()
          .split("\n")[0] ?? "";
      lines.push(`| ${tableCell(row.where, 200)} | ${row.how} | ${tableCell(clean(first), 300)} |`);
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
  await core.appendSummary(reviewSummary(outcome, clean));
  if (outcome.conclusion === "failure")
    core.setFailed(clean(`Alfred: ${outcome.message ?? "the review failed"}`));
}
