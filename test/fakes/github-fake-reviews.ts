/**
 * The review endpoints of the GitHub fake, with GitHub's rule that rejects a
 * whole review (422) when one comment is not on a line of the pull request's
 * diff; the files and compare endpoints, computed from the repository.
 */
import { isOutdated } from "./github-fake-graphql.js";
import { nextId, timestamp, userJson } from "./github-fake-state.js";
import { isJsonObject } from "./github-openapi-schema.js";
import {
  type Handler,
  type RouteContext,
  notFound,
  page,
  text,
  validationFailed,
} from "./github-fake-route-kit.js";

/** RIGHT-side line ranges per file, from unified-diff patches (the fake's own parser, not Alfred's). */
function rightRanges(patch: string | undefined): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  for (const match of (patch ?? "").matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = Number(match[2] ?? "1");
    if (count > 0) ranges.push({ start, end: start + count - 1 });
  }
  return ranges;
}

function pullOf(context: RouteContext) {
  return context.state.pulls.find((candidate) => candidate.number === Number(context.params["pull_number"]));
}

/** Why GitHub would refuse `comment` on the diff `files`, or `undefined` when it fits. */
function refusal(
  comment: Record<string, unknown>,
  files: readonly { filename: string; patch?: string }[],
): string | undefined {
  const path = typeof comment["path"] === "string" ? comment["path"] : "";
  const line = typeof comment["line"] === "number" ? comment["line"] : undefined;
  const start = typeof comment["start_line"] === "number" ? comment["start_line"] : line;
  if (line === undefined || start === undefined) return "line is required";
  if (comment["side"] !== undefined && comment["side"] !== "RIGHT") return "only RIGHT is expected here";
  const file = files.find((candidate) => candidate.filename === path);
  if (file === undefined) return `Path could not be resolved: ${path}`;
  const fits = rightRanges(file.patch).some(
    (range) => range.start <= start && start <= line && line <= range.end,
  );
  return fits ? undefined : "Pull request review thread line must be part of the diff";
}

/** `GET …/pulls/{n}/files`, `GET …/compare/{basehead}`, `GET …/pulls/{n}/comments`, `POST …/pulls/{n}/reviews`. */
export const REVIEW_ROUTES: Readonly<Record<string, Handler>> = {
  "GET /repos/{owner}/{repo}/pulls/{pull_number}/files": async (context) => {
    const pull = pullOf(context);
    if (pull === undefined || context.reader === undefined) return notFound();
    const files = await context.reader.diff(pull.baseSha, pull.headSha);
    return files === undefined ? notFound() : page(context, files);
  },

  "GET /repos/{owner}/{repo}/compare/{basehead}": async (context) => {
    const [base, head] = (context.params["basehead"] ?? "").split("...");
    if (base === undefined || head === undefined || context.reader === undefined) return notFound();
    const status = await context.reader.relation(base, head);
    const files = await context.reader.diff(base, head);
    if (status === undefined || files === undefined) return notFound();
    return { status: 200, body: { status, ahead_by: 0, behind_by: 0, total_commits: 0, commits: [], files } };
  },

  "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments": async (context) => {
    const pull = pullOf(context);
    if (pull === undefined) return notFound();
    const comments = context.state.reviewComments.filter((comment) => comment.pullNumber === pull.number);
    const outdated = await Promise.all(comments.map((comment) => isOutdated(comment, pull, context.reader)));
    return page(
      context,
      comments.map((comment, index) => ({
        id: comment.id,
        pull_request_review_id: comment.reviewId,
        path: comment.path,
        // GitHub's `line` is null once the comment is outdated; `original_line` keeps where it was made.
        line: outdated[index] === true ? null : comment.line,
        original_line: comment.line,
        side: "RIGHT",
        commit_id: comment.commitId,
        body: comment.body,
        user: userJson(comment.user),
        created_at: comment.createdAt,
      })),
    );
  },

  "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews": async (context) => {
    const { state, body, actor } = context;
    const pull = pullOf(context);
    if (pull === undefined) return notFound();
    const commitId = text(body, "commit_id") ?? pull.headSha;
    const comments = isJsonObject(body) && Array.isArray(body["comments"]) ? body["comments"] : [];
    const files =
      context.reader === undefined ? undefined : await context.reader.diff(pull.baseSha, commitId);
    if (files === undefined && comments.length > 0)
      return validationFailed([{ resource: "PullRequestReview", code: "invalid", field: "commit_id" }]);
    for (const comment of comments) {
      const why = isJsonObject(comment) ? refusal(comment, files ?? []) : "not an object";
      if (why !== undefined) {
        state.rejectedReviews += 1;
        return { status: 422, body: { message: "Unprocessable Entity", errors: [why], status: "422" } };
      }
    }
    const review = {
      id: nextId(state),
      pullNumber: pull.number,
      event: text(body, "event") ?? "PENDING",
      body: text(body, "body") ?? "",
      comments,
      commitId,
      user: actor,
    };
    state.reviews.push(review);
    for (const comment of comments) {
      if (!isJsonObject(comment)) continue;
      state.reviewComments.push({
        id: nextId(state),
        reviewId: review.id,
        pullNumber: pull.number,
        path: String(comment["path"]),
        line: Number(comment["line"]),
        body: String(comment["body"]),
        commitId,
        user: actor,
        createdAt: timestamp(),
      });
    }
    const reviewState =
      review.event === "PENDING"
        ? "PENDING"
        : review.event === "APPROVE"
          ? "APPROVED"
          : review.event === "REQUEST_CHANGES"
            ? "CHANGES_REQUESTED"
            : "COMMENTED";
    const html = `${context.urls.web}/${state.owner}/${state.repo}/pull/${pull.number}#pullrequestreview-${review.id}`;
    return {
      status: 200,
      body: {
        id: review.id,
        node_id: `PRR_${review.id}`,
        body: review.body,
        state: reviewState,
        html_url: html,
        commit_id: commitId,
        user: userJson(actor),
      },
    };
  },
};
