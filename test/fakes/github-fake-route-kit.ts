/**
 * What the GitHub fake's route handlers share: their context and answer
 * types, GitHub's error answers, body accessors, pagination.
 */
import type { FakeUser, GitHubFakeState, UrlBases } from "./github-fake-state.js";
import { isJsonObject } from "./github-openapi-schema.js";
import type { FakeRepositoryReader } from "./git-diff-files.js";
import type { FakeArtifactDirectory } from "./github-fake-artifacts.js";

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
  /** Computes diffs for the files, compare and review endpoints; absent: they answer 404. */
  readonly reader: FakeRepositoryReader | undefined;
  /** The request path without query, for pagination links. */
  readonly path: string;
  /** The Actions artifacts (the artifact fake's store); absent: none. */
  readonly artifacts: FakeArtifactDirectory | undefined;
}

/** A handler's answer. */
export interface RouteAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** One endpoint. */
export type Handler = (context: RouteContext) => RouteAnswer | Promise<RouteAnswer>;

/** GitHub REST docs, as `documentation_url`. */
export const DOCS = "https://docs.github.com/rest";

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

/** A string field of a JSON body. */
export const text = (body: unknown, key: string): string | undefined => {
  const value = isJsonObject(body) ? body[key] : undefined;
  return typeof value === "string" ? value : undefined;
};
/** A boolean field of a JSON body. */
export const flag = (body: unknown, key: string): boolean | undefined => {
  const value = isJsonObject(body) ? body[key] : undefined;
  return typeof value === "boolean" ? value : undefined;
};
/** A numeric path parameter. */
export const numberParam = (context: RouteContext, name: string): number => Number(context.params[name]);

/** One page of `items` (`per_page`, `page`), with a `Link: rel="next"` header when more follow. */
export function page(context: RouteContext, items: readonly unknown[]): RouteAnswer {
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
