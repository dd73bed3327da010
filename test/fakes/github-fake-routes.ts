/**
 * The endpoints the GitHub fake implements, keyed by OpenAPI route
 * (`POST /repos/{owner}/{repo}/pulls`). Bodies reaching a handler have
 * already passed the OpenAPI check; handlers add GitHub's own rules (a second
 * pull request for the same head is refused, reactions need an existing
 * comment, …).
 */
import {
  type GitHubFakeState,
  commentJson,
  issueJson,
  nextId,
  permissionOf,
  timestamp,
  userJson,
} from "./github-fake-state.js";
import { ARTIFACT_ROUTES } from "./github-fake-artifacts.js";
import { PULL_ROUTES } from "./github-fake-pulls.js";
import { REVIEW_ROUTES } from "./github-fake-reviews.js";
import { DOCS, type Handler, notFound, numberParam, page, text } from "./github-fake-route-kit.js";

export { type RouteAnswer, type RouteContext, notFound, validationFailed } from "./github-fake-route-kit.js";

function issueExists(state: GitHubFakeState, issueNumber: number): boolean {
  return (
    state.issues.some((issue) => issue.number === issueNumber) ||
    state.pulls.some((pull) => pull.number === issueNumber)
  );
}

/** The implemented routes. */
export const ROUTES: Readonly<Record<string, Handler>> = {
  "GET /repos/{owner}/{repo}": ({ state, urls }) => ({
    status: 200,
    body: {
      id: 1,
      name: state.repo,
      full_name: `${state.owner}/${state.repo}`,
      owner: { login: state.owner, type: "Organization" },
      private: false,
      default_branch: state.defaultBranch,
      html_url: `${urls.web}/${state.owner}/${state.repo}`,
    },
  }),

  "GET /user": ({ actor }) =>
    actor.type === "Bot"
      ? {
          status: 403,
          body: { message: "Resource not accessible by integration", documentation_url: DOCS, status: "403" },
        }
      : { status: 200, body: userJson(actor) },

  "GET /repos/{owner}/{repo}/collaborators/{username}/permission": ({ state, params }) => {
    const login = params["username"] ?? "";
    const role = state.roles.get(login.toLowerCase()) ?? "read";
    if (role === "not_found") return notFound();
    const type = login.endsWith("[bot]") ? "Bot" : "User";
    return {
      status: 200,
      body: { permission: permissionOf(role), role_name: role, user: userJson({ login, type }) },
    };
  },

  "GET /repos/{owner}/{repo}/issues/{issue_number}": ({ state, urls, params }) => {
    const issueNumber = Number(params["issue_number"]);
    const issue = state.issues.find((candidate) => candidate.number === issueNumber);
    if (issue !== undefined) return { status: 200, body: issueJson(state, urls, issue, false) };
    const pull = state.pulls.find((candidate) => candidate.number === issueNumber);
    return pull === undefined ? notFound() : { status: 200, body: issueJson(state, urls, pull, true) };
  },

  "GET /repos/{owner}/{repo}/issues/{issue_number}/comments": (context) => {
    const issueNumber = numberParam(context, "issue_number");
    if (!issueExists(context.state, issueNumber)) return notFound();
    const comments = context.state.comments.filter((comment) => comment.issueNumber === issueNumber);
    return page(
      context,
      comments.map((comment) => commentJson(context.state, context.urls, comment)),
    );
  },

  "POST /repos/{owner}/{repo}/issues/{issue_number}/comments": ({ state, urls, params, body, actor }) => {
    const issueNumber = Number(params["issue_number"]);
    if (!issueExists(state, issueNumber)) return notFound();
    const now = timestamp();
    const comment = {
      id: nextId(state),
      issueNumber,
      body: text(body, "body") ?? "",
      user: actor,
      createdAt: now,
      updatedAt: now,
    };
    state.comments.push(comment);
    return { status: 201, body: commentJson(state, urls, comment) };
  },

  "GET /repos/{owner}/{repo}/issues/comments/{comment_id}": ({ state, urls, params }) => {
    const comment = state.comments.find((candidate) => candidate.id === Number(params["comment_id"]));
    return comment === undefined ? notFound() : { status: 200, body: commentJson(state, urls, comment) };
  },

  "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}": ({ state, urls, params, body }) => {
    const comment = state.comments.find((candidate) => candidate.id === Number(params["comment_id"]));
    if (comment === undefined) return notFound();
    comment.body = text(body, "body") ?? comment.body;
    comment.updatedAt = timestamp();
    return { status: 200, body: commentJson(state, urls, comment) };
  },

  "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions": ({ state, params, body, actor }) => {
    const commentId = Number(params["comment_id"]);
    if (!state.comments.some((comment) => comment.id === commentId)) return notFound();
    const content = text(body, "content") ?? "";
    const existing = state.reactions.find(
      (reaction) =>
        reaction.commentId === commentId &&
        reaction.content === content &&
        reaction.user.login === actor.login,
    );
    const reaction = existing ?? { id: nextId(state), commentId, content, user: actor };
    if (existing === undefined) state.reactions.push(reaction);
    return {
      status: existing === undefined ? 201 : 200,
      body: { id: reaction.id, content, user: userJson(actor) },
    };
  },
  ...PULL_ROUTES,
  ...REVIEW_ROUTES,
  ...ARTIFACT_ROUTES,
};
