/**
 * From the model's structured review to what GitHub will accept: comments on
 * RIGHT-side lines inside the pull request's hunks go inline; every other
 * comment moves into the review body with its file and line (never sent
 * inline, so the review is never rejected with a 422); comments on a line
 * where Alfred's own conversation is still open (`open-comments.ts`) are
 * dropped.
 * Every body is sanitised, defused and redacted. Pure.
 */
import * as z from "zod";
import { ALFRED_MARKER } from "../../github/comments.js";
import { isCommentable, parsePatch, rightSideRanges } from "../../github/diff-hunks.js";
import type { ChangedFile, ReviewCommentInput } from "../../github/pull-review-api.js";
import { inertMarkdown } from "../../security/text/model-text.js";
import { sanitizeUntrustedText } from "../../security/text/sanitize.js";

/** The name of the forced tool the reviewer ends with. */
export const SUBMIT_REVIEW = "submit_review";

const MAX_BODY_CHARS = 4_000;

/** The reviewer's structured output (DESIGN.md): line numbers are new-file lines. */
export const reviewOutputSchema = z.strictObject({
  summary: z.string().max(20_000),
  comments: z
    .array(
      z.strictObject({
        path: z.string().min(1),
        line: z.number().int().positive(),
        body: z.string().min(1),
        startLine: z.number().int().positive().optional(),
      }),
    )
    .max(100),
});

/** A validated review output. */
export type ReviewOutput = z.output<typeof reviewOutputSchema>;

/** A comment that could not go inline, shown in the review body. */
export interface BodyFinding {
  readonly path: string;
  readonly line: number;
  readonly body: string;
}

/** A file and a new-file line. */
export interface CommentLine {
  readonly path: string;
  readonly line: number;
}

/** Where each comment went. */
export interface Placement {
  readonly inline: readonly ReviewCommentInput[];
  readonly inBody: readonly BodyFinding[];
  /** Comments dropped because Alfred already said it on that line. */
  readonly duplicates: number;
}

/**
 * Model-written text made safe to post: hidden content stripped, HTML
 * comments and tags inert, nobody pinged, secrets redacted, bounded length.
 */
export function cleanBody(text: string, redact: (text: string) => string): string {
  const visible = inertMarkdown(
    sanitizeUntrustedText(text)
      .replace(/</g, "&lt;")
      .replace(/@(?=[A-Za-z0-9])/g, "@\u200b")
      .trim(),
  );
  const cut = visible.length > MAX_BODY_CHARS ? `${visible.slice(0, MAX_BODY_CHARS - 1)}…` : visible;
  return redact(cut);
}

function normalise(path: string): string {
  return path.replace(/^\.?\/+/, "").replace(/^[ab]\//, "");
}

/**
 * Splits `output.comments` against `files` (the whole pull request's diff,
 * which is what GitHub validates against, also for incremental reviews) and
 * the lines where Alfred's earlier comments are still `open`.
 */
export function placeComments(
  output: ReviewOutput,
  files: readonly ChangedFile[],
  open: readonly CommentLine[],
  redact: (text: string) => string,
): Placement {
  const ranges = new Map(files.map((file) => [file.path, rightSideRanges(parsePatch(file.patch ?? ""))]));
  const taken = new Set(open.map((comment) => `${comment.path}:${comment.line}`));
  const inline: ReviewCommentInput[] = [];
  const inBody: BodyFinding[] = [];
  let duplicates = 0;
  for (const comment of output.comments) {
    const path = normalise(comment.path);
    const body = cleanBody(comment.body, redact);
    if (body === "") continue;
    const key = `${path}:${comment.line}`;
    if (taken.has(key)) {
      duplicates += 1;
      continue;
    }
    taken.add(key);
    const fileRanges = ranges.get(path) ?? [];
    if (isCommentable(fileRanges, comment.line, comment.startLine)) {
      inline.push({
        path,
        line: comment.line,
        ...(comment.startLine === undefined ? {} : { startLine: comment.startLine }),
        body: `${body}\n\n${ALFRED_MARKER}`,
      });
    } else if (comment.startLine !== undefined && isCommentable(fileRanges, comment.line)) {
      // The range crosses a hunk's edge: the last line alone still fits.
      inline.push({ path, line: comment.line, body: `${body}\n\n${ALFRED_MARKER}` });
    } else {
      inBody.push({ path, line: comment.line, body });
    }
  }
  return { inline, inBody, duplicates };
}

/** The review's body: the summary, then the findings that could not go inline. */
export function renderReviewBody(
  summary: string,
  inBody: readonly BodyFinding[],
  redact: (text: string) => string,
): string {
  const lines = [cleanBody(summary, redact) || "Reviewed by Alfred."];
  if (inBody.length > 0) {
    lines.push("", "**Findings outside the diff**", "");
    for (const finding of inBody) {
      const quoted = finding.body.replace(/\n/g, "\n  ");
      lines.push(`- \`${finding.path.replace(/`/g, "'")}:${finding.line}\`: ${quoted}`);
    }
  }
  lines.push("", ALFRED_MARKER);
  return `${lines.join("\n")}\n`;
}
