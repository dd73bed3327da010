import { shortenForDisplay } from "../../core/utf8.js";
import type { QueryEvent } from "../../core/events.js";
import type { HarnessEvent, RunSummary } from "../../harness/state/run-types.js";
import { formatCost, formatDuration, verifyWritesNote } from "../../core/format.js";

/** How the Action's work ended, as its `conclusion` output says. */
export type Conclusion = "success" | "partial" | "failure" | "skipped";

/**
 * success: something passed and nothing was blocked; partial: some passed, some
 * blocked or left; failure: nothing passed although there was work (never
 * green for doing nothing); skipped: there was nothing to do.
 */
export function conclusionOf(summary: RunSummary): Conclusion {
  const attempted = summary.features.length;
  const passedNow = summary.features.filter((outcome) => outcome.status === "passing").length;
  if (attempted === 0 && summary.pending === 0) return "skipped";
  if (passedNow === 0) return "failure";
  return passedNow === attempted && summary.pending === 0 ? "success" : "partial";
}

/** One job-log line per harness step. */
export function harnessLogLine(event: HarnessEvent): string | undefined {
  switch (event.type) {
    case "run_start":
      return `Alfred run ${event.runId}: ${event.pending} of ${event.total} features to do${event.resumed ? " (resumed)" : ""}`;
    case "feature_start":
      return `[${event.index}/${event.total}] ${event.feature.id}: ${shortenForDisplay(event.feature.description.split("\n")[0] ?? "", 200)}`;
    case "attempt":
      return `  attempt ${event.attempt}/${event.of}`;
    case "verify":
      return (
        `  verify ${event.timedOut ? "timed out" : `exit ${event.exitCode ?? "?"}`} ${event.exitCode === 0 && !event.timedOut ? "✓" : "✗"} ${formatDuration(event.durationMs)}` +
        (event.discardedWrites === undefined ? "" : `\n  ${verifyWritesNote(event.discardedWrites)}`)
      );
    case "rubric":
      return event.rubric === null
        ? `  rubric: ${event.note ?? "none"}`
        : `  rubric ${event.rubric.verification}/2: ${event.rubric.reasoning}`;
    case "feature_end":
      return event.outcome.status === "passing"
        ? `  ✓ ${event.outcome.featureId} passing (${event.outcome.gitSha.slice(0, 10)}, ${formatCost(event.outcome.costUsd)})`
        : `  ✗ ${event.outcome.featureId} blocked: ${event.outcome.reason ?? ""}`;
    case "run_end":
      return `Alfred run ${event.summary.runId}: ${event.summary.status}, ${event.summary.passing} passing, ${event.summary.blocked} blocked, ${formatCost(event.summary.costUsd)}`;
  }
}

/** One job-log line per tool call: `bash(npm test) ✓ 2.1s`. */
export function toolLogLine(event: QueryEvent): string | undefined {
  if (event.type === "tool_result")
    return `    ${event.label} ${event.isError ? "✗" : "✓"} ${formatDuration(event.durationMs)}`;
  if (event.type === "retrying")
    return `    retrying in ${formatDuration(event.delayMs)} on ${event.nextModel}: ${event.reason}`;
  if (event.type === "error") return `    model error (${event.code}): ${event.message}`;
  return undefined;
}

const cell = (text: string): string => text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");

/** The job summary: a table of features and how the run ended. */
export function jobSummary(
  summary: RunSummary,
  extra: { readonly prUrl?: string; readonly artifactUrl?: string; readonly reason?: string },
): string {
  const rows = summary.features.map((outcome) =>
    [
      outcome.featureId,
      outcome.status === "passing" ? "✅ passing" : `⛔ blocked: ${outcome.reason ?? ""}`,
      String(outcome.attempts),
      outcome.verifyTimedOut ? "timeout" : String(outcome.verifyExit ?? "–"),
      outcome.rubric === null ? "–" : `${outcome.rubric.verification}/2`,
      formatCost(outcome.costUsd),
    ]
      .map(cell)
      .join(" | "),
  );
  const lines = [
    `## Alfred: ${conclusionOf(summary)}`,
    "",
    `Run \`${summary.runId}\` ended \`${summary.status}\`: ${summary.passing} passing, ${summary.blocked} blocked, ${summary.pending} pending, ${formatCost(summary.costUsd)}.`,
    ...(extra.reason === undefined ? [] : ["", `**Why:** ${extra.reason}`]),
    "",
    "| feature | status | attempts | verify exit | rubric | cost |",
    "|---|---|---|---|---|---|",
    ...(rows.length === 0 ? ["| – | nothing to do | | | | |"] : rows.map((row) => `| ${row} |`)),
    "",
    ...(extra.prUrl === undefined ? [] : [`Pull request: ${extra.prUrl}`, ""]),
    ...(extra.artifactUrl === undefined ? [] : [`Signed ledger: ${extra.artifactUrl}`, ""]),
  ];
  return lines.join("\n");
}
