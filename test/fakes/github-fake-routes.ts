/**
 * The endpoints the GitHub fake implements, keyed by OpenAPI route
 * (`POST /repos/{owner}/{repo}/pulls`). Bodies reaching a handler have
 * already passed the OpenAPI check; handlers add GitHub's own rules (a second
 * pull request for the same head is refused, reactions need an existing
 * comment, …).
 */
import { isJsonObject } from "./github-openapi-schema.js";
import {
  type FakeUser,
  type GitHubFakeState,
  type UrlBases,
  commentJson,
  issueJson,
  nextId,
  nextNumber,
  permissionOf,
  pullJson,
  timestamp,
  userJson,
} from "./github-fake-state.js";

/** What a handler gets. */
export interface RouteContext {
  readonly state: GitHubFakeState;
  readonly urls: UrlBases;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly body: unknown;
  /** Who the token belongs to: the author of everything written. */
  readonly actor: FakeUser;
  /** The head commit of a branch, `undefined` when it does not exist; absent: every branch exists. */
  readonly resolveBranch: ((branch: string) => string | undefined | Promise<string | undefined>) | undefined;
  readonly draftsSupported: boolean;
  /** The request path without query, for pagination links. */
  readonly path: string;
}

/** A handler's answer. */
export interface RouteAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

type Handler = (context: RouteContext) => RouteAnswer | Promise<RouteAnswer>;

const DOCS = "https://docs.github.com/rest";

/** GitHub's 404. */
export function notFound(): RouteAnswer {
  return { status: 404, body: { message: "Not Found", documentation_url: DOCS, status: "404" } };
}

/** GitHub's 422 "Validation Failed" with its `errors` list. */
export function validationFailed(errors: readonly Record<string, unknown>[]): RouteAnswer {
  return {
    status: 422,
    body: { message: "Validation Failed", errors, documentation_url: DOCS, status: "422" },
  };
}

const text = (body: unknown, key: string): string | undefined => {
  const value = isJsonObject(body) ? body[key] : undefined;
  return typeof value === "string" ? value : undefined;
};
const flag = (body: unknown, key: string): boolean | undefined => {
  const value = isJsonObject(body) ? body[key] : undefined;
  return typeof value === "boolean" ? value : undefined;
};
const numberParam = (context: RouteContext, name: string): number => Number(context.params[name]);

function page(context: RouteContext, items: readonly unknown[]): RouteAnswer {
  const perPage = Math.min(100, Math.max(1, Number(context.query.get("per_page") ?? 30)));
  const pageNumber = Math.max(1, Number(context.query.get("page") ?? 1));
  const slice = items.slice((pageNumber - 1) * perPage, pageNumber * perPage);
  if (pageNumber * perPage >= items.length) return { status: 200, body: slice };
  const next = new URLSearchParams(context.query);
  next.set("per_page", String(perPage));
  next.set("page", String(pageNumber + 1));
  return {
    status: 200,
    body: slice,
    headers: { link: `<${context.urls.api}${context.path}?${next.toString()}>; rel="next"` },
  };
}

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

  "GET /repos/{owner}/{repo}/pulls": (context) => {
    const { state, query } = context;
    const wanted = query.get("state") ?? "open";
    const head = query.get("head");
    const base = query.get("base");
    const pulls = state.pulls.filter(
      (pull) =>
        (wanted === "all" || pull.state === wanted) &&
        (head === null || head.toLowerCase() === `${state.owner}:${pull.head}`.toLowerCase()) &&
        (base === null || base === pull.base),
    );
    return page(
      context,
      pulls.map((pull) => pullJson(state, context.urls, pull)),
    );
  },

  "POST /repos/{owner}/{repo}/pulls": async ({
    state,
    urls,
    body,
    actor,
    resolveBranch,
    draftsSupported,
  }) => {
    const head = (text(body, "head") ?? "").replace(new RegExp(`^${state.owner}:`, "i"), "");
    const base = text(body, "base") ?? "";
    const draft = flag(body, "draft") ?? false;
    const existing = state.pulls.find(
      (pull) => pull.state === "open" && pull.head === head && pull.base === base,
    );
    if (existing !== undefined) {
      return validationFailed([
        {
          resource: "PullRequest",
          code: "custom",
          message: `A pull request already exists for ${state.owner}:${head}.`,
        },
      ]);
    }
    const headSha = resolveBranch === undefined ? "1".repeat(40) : await resolveBranch(head);
    if (headSha === undefined)
      return validationFailed([{ resource: "PullRequest", field: "head", code: "invalid" }]);
    if (resolveBranch !== undefined && (await resolveBranch(base)) === undefined) {
      return validationFailed([{ resource: "PullRequest", field: "base", code: "invalid" }]);
    }
    if (head === base) {
      return validationFailed([
        { resource: "PullRequest", code: "custom", message: `No commits between ${base} and ${head}` },
      ]);
    }
    if (draft && !draftsSupported) {
      return validationFailed([
        {
          resource: "PullRequest",
          code: "custom",
          message: "Draft pull requests are not supported in this repository.",
        },
      ]);
    }
    const pull = {
      number: nextNumber(state),
      title: text(body, "title") ?? "",
      body: text(body, "body") ?? "",
      head,
      headSha,
      base,
      draft,
      state: "open" as const,
      user: actor,
    };
    state.pulls.push(pull);
    return { status: 201, body: pullJson(state, urls, pull) };
  },

  "GET /repos/{owner}/{repo}/pulls/{pull_number}": ({ state, urls, params }) => {
    const pull = state.pulls.find((candidate) => candidate.number === Number(params["pull_number"]));
    return pull === undefined ? notFound() : { status: 200, body: pullJson(state, urls, pull) };
  },

  "PATCH /repos/{owner}/{repo}/pulls/{pull_number}": ({ state, urls, params, body }) => {
    const pull = state.pulls.find((candidate) => candidate.number === Number(params["pull_number"]));
    if (pull === undefined) return notFound();
    pull.title = text(body, "title") ?? pull.title;
    pull.body = text(body, "body") ?? pull.body;
    pull.base = text(body, "base") ?? pull.base;
    const newState = text(body, "state");
    if (newState === "open" || newState === "closed") pull.state = newState;
    return { status: 200, body: pullJson(state, urls, pull) };
  },

  "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews": ({ state, params, body, actor }) => {
    const pullNumber = Number(params["pull_number"]);
    if (!state.pulls.some((pull) => pull.number === pullNumber)) return notFound();
    const comments = isJsonObject(body) && Array.isArray(body["comments"]) ? body["comments"] : [];
    const review = {
      id: nextId(state),
      pullNumber,
      event: text(body, "event") ?? "PENDING",
      body: text(body, "body") ?? "",
      comments,
      user: actor,
    };
    state.reviews.push(review);
    const reviewState =
      review.event === "PENDING"
        ? "PENDING"
        : review.event === "APPROVE"
          ? "APPROVED"
          : review.event === "REQUEST_CHANGES"
            ? "CHANGES_REQUESTED"
            : "COMMENTED";
    return {
      status: 200,
      body: { id: review.id, body: review.body, state: reviewState, user: userJson(actor) },
    };
  },
};
