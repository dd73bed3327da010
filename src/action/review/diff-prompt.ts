/**
 * The pull request's diff as the reviewer model reads it: every kept line
 * carries its new-file line number (the numbers review comments use), and a
 * large diff is compressed to a token budget — deletion-only hunks dropped,
 * lock and generated files listed by name only, the rest included by
 * priority (source, then tests, then the rest, then docs), and every file
 * left out named, so the model knows what it did not see. Pure.
 */
import { type DiffHunk, isDeletionOnly, parsePatch } from "../../github/diff-hunks.js";
import { estimateTokens } from "../../core/token-estimate.js";
import type { ChangedFile } from "../../github/pull-review-api.js";

/** Files whose diff a reviewer never needs: lock files, generated and vendored code, snapshots, maps. */
const NAME_ONLY = [
  /(^|\/)(package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|Cargo\.lock|Gemfile\.lock|composer\.lock|poetry\.lock|Pipfile\.lock|uv\.lock|go\.sum|flake\.lock|packages\.lock\.json)$/,
  /\.lock$/,
  /(^|\/)(dist|build|vendor|node_modules|third_party|__generated__|generated)\//,
  /\.(min\.js|min\.css|map|snap|pb\.go|g\.dart|designer\.cs)$/,
  /(_pb2(_grpc)?\.py|\.generated\.[a-z]+)$/,
];

const DOCS = /\.(md|mdx|rst|txt|adoc)$/i;
const TESTS =
  /(^|\/)(test|tests|__tests__|spec|e2e)\/|\.(test|spec)\.[a-z]+$|_test\.(go|py)$|(^|\/)test_[^/]+\.py$/i;
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs|py|go|rs|java|kt|cs|rb|php|c|h|cc|cpp|hpp|swift|scala|sh|sql)$/i;

/** What {@link renderReviewDiff} produced. */
export interface ReviewDiff {
  readonly text: string;
  /** Files whose hunks the model sees. */
  readonly shown: readonly string[];
  /** Files listed by name only, with why. */
  readonly nameOnly: readonly { readonly path: string; readonly why: string }[];
  /** Files left out for the budget. */
  readonly omitted: readonly string[];
}

function priorityOf(path: string): number {
  if (TESTS.test(path)) return 1;
  if (CODE.test(path)) return 0;
  if (DOCS.test(path)) return 3;
  return 2;
}

function renderHunk(hunk: DiffHunk): string {
  const lines = [hunk.header.replace(/^(@@[^@]*@@).*$/, "$1")];
  for (const line of hunk.lines) {
    const number = line.newLine === undefined ? "" : String(line.newLine);
    const marker = line.kind === "added" ? "+" : line.kind === "deleted" ? "-" : " ";
    lines.push(`${marker}${number.padStart(6)} | ${line.text}`);
  }
  return lines.join("\n");
}

function renderFile(file: ChangedFile, hunks: readonly DiffHunk[]): string {
  const renamed = file.previousPath === undefined ? "" : ` (from ${file.previousPath})`;
  const header = `=== ${file.path}${renamed}: ${file.status}, +${file.additions} -${file.deletions} ===`;
  return [header, ...hunks.map(renderHunk)].join("\n");
}

/** Why a file is shown by name only, or `undefined` when its hunks are worth reading. */
function nameOnlyReason(file: ChangedFile, hunks: readonly DiffHunk[]): string | undefined {
  if (file.status === "removed") return "deleted";
  if (NAME_ONLY.some((pattern) => pattern.test(file.path))) return "lock or generated file";
  if (file.patch === undefined) return "binary or too large to diff";
  if (hunks.length === 0) return "only deletions";
  return undefined;
}

/**
 * Renders `files` within `budgetTokens`. Format of a kept line:
 * `+    42 | text` (added, new line 42), `     43 | text` (context),
 * `-       | text` (deleted: no new line number).
 */
export function renderReviewDiff(files: readonly ChangedFile[], budgetTokens: number): ReviewDiff {
  const nameOnly: { path: string; why: string }[] = [];
  const candidates: { path: string; text: string; priority: number }[] = [];
  for (const file of files) {
    const hunks = parsePatch(file.patch ?? "").filter((hunk) => !isDeletionOnly(hunk));
    const why = nameOnlyReason(file, hunks);
    if (why !== undefined) nameOnly.push({ path: file.path, why });
    else candidates.push({ path: file.path, text: renderFile(file, hunks), priority: priorityOf(file.path) });
  }
  candidates.sort((a, b) => a.priority - b.priority || a.text.length - b.text.length);
  const listing = nameOnly.map((entry) => `- ${entry.path} (${entry.why})`).join("\n");
  let left = budgetTokens - estimateTokens(listing) - 200;
  const shown: typeof candidates = [];
  const omitted: string[] = [];
  for (const candidate of candidates) {
    const cost = estimateTokens(candidate.text);
    if (cost <= left) {
      shown.push(candidate);
      left -= cost;
    } else omitted.push(candidate.path);
  }
  // Shown in the pull request's own order, which groups related files.
  const order = new Map(files.map((file, index) => [file.path, index]));
  shown.sort((a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0));
  const parts = [shown.map((entry) => entry.text).join("\n\n")];
  if (nameOnly.length > 0) parts.push(`Changed, listed by name only:\n${listing}`);
  if (omitted.length > 0) {
    parts.push(
      `Left out to fit the budget (read them with file_read if they matter):\n${omitted.map((path) => `- ${path}`).join("\n")}`,
    );
  }
  return {
    text: parts.filter((part) => part !== "").join("\n\n"),
    shown: shown.map((entry) => entry.path),
    nameOnly,
    omitted,
  };
}
