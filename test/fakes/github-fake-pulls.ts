/**
 * The pull-request endpoints of the GitHub fake, with GitHub's own rules:
 * one open pull request per head and base, heads and bases must exist (when
 * the fake can resolve branches), no pull request from a branch into itself,
 * drafts only where supported.
 */
import { nextNumber, pullJson } from "./github-fake-state.js";
import { type Handler, flag, notFound, page, text, validationFailed } from "./github-fake-route-kit.js";

/** `GET|POST /repos/{owner}/{repo}/pulls`, `GET|PATCH …/pulls/{pull_number}` (reviews: github-fake-reviews.ts). */
export const PULL_ROUTES: Readonly<Record<string, Handler>> = {
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
      baseSha: (resolveBranch === undefined ? undefined : await resolveBranch(base)) ?? "0".repeat(40),
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
};
