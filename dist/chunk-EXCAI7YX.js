import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  shortenForDisplay
} from "./chunk-7ZH43UY5.js";

// src/core/format.ts
function formatDuration(ms) {
  return ms >= 1e3 ? `${(ms / 1e3).toFixed(1)}s` : `${Math.round(ms)}ms`;
}
function formatCost(costUsd) {
  return costUsd === null ? "cost unknown" : `$${costUsd.toFixed(4)}`;
}
function verifyWritesNote(paths) {
  const shown = paths.slice(0, 5).join(", ") + (paths.length > 5 ? `, \u2026 (${paths.length} files)` : "");
  return `verify wrote ${shown}; discarded (the commit holds only what verify ran on): commit these files in the repository, or add them to .gitignore`;
}

// src/action/runner/report.ts
function conclusionOf(summary) {
  const attempted = summary.features.length;
  const passedNow = summary.features.filter((outcome) => outcome.status === "passing").length;
  if (attempted === 0 && summary.pending === 0) return "skipped";
  if (passedNow === 0) return "failure";
  return passedNow === attempted && summary.pending === 0 ? "success" : "partial";
}
function harnessLogLine(event) {
  switch (event.type) {
    case "run_start":
      return `Alfred run ${event.runId}: ${event.pending} of ${event.total} features to do${event.resumed ? " (resumed)" : ""}`;
    case "feature_start":
      return `[${event.index}/${event.total}] ${event.feature.id}: ${shortenForDisplay(event.feature.description.split("\n")[0] ?? "", 200)}`;
    case "attempt":
      return `  attempt ${event.attempt}/${event.of}`;
    case "verify":
      return `  verify ${event.timedOut ? "timed out" : `exit ${event.exitCode ?? "?"}`} ${event.exitCode === 0 && !event.timedOut ? "\u2713" : "\u2717"} ${formatDuration(event.durationMs)}` + (event.discardedWrites === void 0 ? "" : `
  ${verifyWritesNote(event.discardedWrites)}`);
    case "rubric":
      return event.rubric === null ? `  rubric: ${event.note ?? "none"}` : `  rubric ${event.rubric.verification}/2: ${event.rubric.reasoning}`;
    case "feature_end":
      return event.outcome.status === "passing" ? `  \u2713 ${event.outcome.featureId} passing (${event.outcome.gitSha.slice(0, 10)}, ${formatCost(event.outcome.costUsd)})` : `  \u2717 ${event.outcome.featureId} blocked: ${event.outcome.reason ?? ""}`;
    case "run_end":
      return `Alfred run ${event.summary.runId}: ${event.summary.status}, ${event.summary.passing} passing, ${event.summary.blocked} blocked, ${formatCost(event.summary.costUsd)}`;
  }
}
function toolLogLine(event) {
  if (event.type === "tool_result")
    return `    ${event.label} ${event.isError ? "\u2717" : "\u2713"} ${formatDuration(event.durationMs)}`;
  if (event.type === "retrying")
    return `    retrying in ${formatDuration(event.delayMs)} on ${event.nextModel}: ${event.reason}`;
  if (event.type === "error") return `    model error (${event.code}): ${event.message}`;
  return void 0;
}
var cell = (text) => text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
function jobSummary(summary, extra) {
  const rows = summary.features.map(
    (outcome) => [
      outcome.featureId,
      outcome.status === "passing" ? "\u2705 passing" : `\u26D4 blocked: ${outcome.reason ?? ""}`,
      String(outcome.attempts),
      outcome.verifyTimedOut ? "timeout" : String(outcome.verifyExit ?? "\u2013"),
      outcome.rubric === null ? "\u2013" : `${outcome.rubric.verification}/2`,
      formatCost(outcome.costUsd)
    ].map(cell).join(" | ")
  );
  const lines = [
    `## Alfred: ${conclusionOf(summary)}`,
    "",
    `Run \`${summary.runId}\` ended \`${summary.status}\`: ${summary.passing} passing, ${summary.blocked} blocked, ${summary.pending} pending, ${formatCost(summary.costUsd)}.`,
    ...extra.reason === void 0 ? [] : ["", `**Why:** ${extra.reason}`],
    "",
    "| feature | status | attempts | verify exit | rubric | cost |",
    "|---|---|---|---|---|---|",
    ...rows.length === 0 ? ["| \u2013 | nothing to do | | | | |"] : rows.map((row) => `| ${row} |`),
    "",
    ...extra.prUrl === void 0 ? [] : [`Pull request: ${extra.prUrl}`, ""],
    ...extra.artifactUrl === void 0 ? [] : [`Signed ledger: ${extra.artifactUrl}`, ""]
  ];
  return lines.join("\n");
}

export {
  formatCost,
  conclusionOf,
  harnessLogLine,
  toolLogLine,
  jobSummary
};
