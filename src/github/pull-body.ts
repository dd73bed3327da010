/**
 * The pull request's description: what passed (a table), what was blocked
 * and why, where the signed ledger is, and `Closes #N` for the issue that
 * triggered the run. Every cell is made inert (see `markdown.ts`): reasoning
 * and descriptions come from the model and the repository, not from Alfred.
 */
import { ALFRED_MARKER } from "./comments.js";
import { formatUsd, inlineText, tableCell } from "./markdown.js";

/** A feature that passed verify and the rubric. */
interface PassingFeatureRow {
  readonly id: string;
  readonly description: string;
  readonly attempts: number;
  /** The rubric judge's reasoning; an excerpt of ~200 characters is shown. */
  readonly rubricReasoning: string;
  /** `null` when a model's price is unknown. */
  readonly costUsd: number | null;
}

/** A feature Alfred gave up on. */
interface BlockedFeatureRow {
  readonly id: string;
  readonly description: string;
  readonly reason: string;
}

/** Input of {@link renderPullRequestBody}. */
export interface PullRequestBodyInput {
  readonly passing: readonly PassingFeatureRow[];
  readonly blocked: readonly BlockedFeatureRow[];
  /** Link to the uploaded ledger artifact. */
  readonly ledgerArtifactUrl?: string;
  readonly runUrl: string;
  /** The issue this pull request resolves: adds `Closes #N`. */
  readonly closesIssue?: number;
}

/** Longest rubric-reasoning excerpt in the table. */
const REASONING_EXCERPT_CHARS = 200;

/** Renders the pull request body (Markdown, marker included). */
export function renderPullRequestBody(input: PullRequestBodyInput): string {
  const { passing, blocked } = input;
  const total = passing.some((row) => row.costUsd === null)
    ? null
    : passing.reduce((sum, row) => sum + (row.costUsd ?? 0), 0);
  const lines = [
    `Alfred implemented ${count(passing.length, "feature")}${blocked.length > 0 ? `; ${blocked.length} blocked` : ""}.`,
    "",
  ];
  if (passing.length > 0) {
    lines.push(
      "### Passing",
      "",
      "| Feature | Description | Attempts | Rubric | Cost |",
      "| --- | --- | ---: | --- | ---: |",
      ...passing.map(
        (row) =>
          `| ${tableCell(row.id, 100)} | ${tableCell(row.description, 200)} | ${row.attempts} | ${tableCell(row.rubricReasoning, REASONING_EXCERPT_CHARS)} | ${formatUsd(row.costUsd)} |`,
      ),
      "",
      `Total cost of the passing features: ${formatUsd(total)}.`,
      "",
    );
  }
  if (blocked.length > 0) {
    lines.push(
      "### Blocked",
      "",
      ...blocked.map(
        (row) =>
          `- **${inlineText(row.id, 100)}** (${inlineText(row.description, 200)}): ${inlineText(row.reason, 300)}`,
      ),
      "",
    );
  }
  const links = [
    input.ledgerArtifactUrl === undefined ? undefined : `[Signed ledger](${input.ledgerArtifactUrl})`,
    `[Run log](${input.runUrl})`,
  ].filter((link): link is string => link !== undefined);
  lines.push(links.join(" · "), "");
  if (input.closesIssue !== undefined) lines.push(`Closes #${input.closesIssue}`, "");
  lines.push(ALFRED_MARKER);
  return `${lines.join("\n")}\n`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
