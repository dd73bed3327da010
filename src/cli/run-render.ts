import type { QueryEvent } from "../core/events.js";
import { shortenForDisplay } from "../core/utf8.js";
import type { HarnessEvent, RunSummary } from "../harness/state/run-types.js";
import { formatCost, formatDuration, verifyWritesNote } from "../core/format.js";
import type { CliStreams, Palette } from "./render.js";

/** How much of a feature's description a progress line shows. */
const DESCRIPTION_SHOWN = 200;

/** `exit 0 (1.2s)`, `timed out (600.0s)`. */
function verifyText(exitCode: number | null, timedOut: boolean, durationMs: number): string {
  return `${timedOut ? "timed out" : `exit ${exitCode ?? "?"}`} (${formatDuration(durationMs)})`;
}

/** Progress of `alfred run` for people: one line per step, on stderr. */
export function createRunRenderer(
  streams: CliStreams,
  colors: Palette,
): { harness: (event: HarnessEvent) => void; query: (key: string, event: QueryEvent) => void } {
  const line = (text: string): void => void streams.stderr.write(`${text}\n`);
  return {
    harness: (event) => {
      switch (event.type) {
        case "run_start":
          line(
            `run ${event.runId}: ${event.pending} of ${event.total} features to do${event.resumed ? " (resumed)" : ""}`,
          );
          return;
        case "feature_start":
          line(
            `\n[${event.index}/${event.total}] ${event.feature.id}: ${shortenForDisplay(event.feature.description.split("\n")[0] ?? "", DESCRIPTION_SHOWN)}`,
          );
          return;
        case "attempt":
          line(
            colors.dim(
              `  attempt ${event.attempt}/${event.of}${event.fromJournal ? " (from the journal)" : ""}`,
            ),
          );
          return;
        case "verify": {
          const text = `  verify: ${verifyText(event.exitCode, event.timedOut, event.durationMs)}${event.recorded ? " (recorded)" : ""}`;
          line(event.exitCode === 0 && !event.timedOut ? text : colors.red(text));
          if (event.discardedWrites !== undefined)
            line(colors.dim(`  ${verifyWritesNote(event.discardedWrites)}`));
          return;
        }
        case "rubric":
          line(
            event.rubric === null
              ? colors.dim(`  rubric: ${event.note ?? "none"}`)
              : `  rubric: ${event.rubric.verification}/2 — ${event.rubric.reasoning}`,
          );
          return;
        case "feature_end": {
          const { outcome } = event;
          const text =
            outcome.status === "passing"
              ? `  ✓ passing: commit ${outcome.gitSha.slice(0, 10)}, ${formatCost(outcome.costUsd)}`
              : `  ✗ blocked: ${outcome.reason ?? ""} (${formatCost(outcome.costUsd)})`;
          line(outcome.status === "passing" ? text : colors.red(text));
          return;
        }
        case "run_end":
          return;
      }
    },
    query: (_key, event) => {
      if (event.type === "tool_result") {
        const text = `    ${event.label} ${event.isError ? "✗" : "✓"} ${formatDuration(event.durationMs)}`;
        line(event.isError ? colors.red(text) : colors.dim(text));
      } else if (event.type === "retrying") {
        line(
          colors.dim(
            `    retrying in ${formatDuration(event.delayMs)} on ${event.nextModel}: ${event.reason}`,
          ),
        );
      } else if (event.type === "error") {
        line(colors.red(`    error (${event.code}): ${event.message}`));
      }
    },
  };
}

/** The table printed at the end of `alfred run`. */
export function summaryTable(summary: RunSummary): string {
  const header = ["feature", "status", "attempts", "verify", "rubric", "cost"];
  const rows = summary.features.map((outcome) => [
    outcome.featureId,
    outcome.status,
    String(outcome.attempts),
    outcome.verifyTimedOut ? "timeout" : String(outcome.verifyExit ?? "-"),
    outcome.rubric === null ? "-" : `${outcome.rubric.verification}/2`,
    formatCost(outcome.costUsd),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const format = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  const lines = [format(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(format)];
  const totals = `${summary.status}: ${summary.passing} passing, ${summary.blocked} blocked, ${summary.pending} pending · ${formatCost(summary.costUsd)} · ${formatDuration(summary.durationMs)}`;
  return `${lines.join("\n")}\n\n${totals}${summary.stopReason === undefined ? "" : ` (${summary.stopReason})`}`;
}
