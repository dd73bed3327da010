/**
 * A loopback GitHub REST API for the endpoints Alfred calls (see
 * `github-fake-routes.ts`), and its GraphQL endpoint for the review threads
 * (`github-fake-graphql.ts`), for tests that drive the real Octokit over HTTP.
 *
 * Every request is logged as its OpenAPI route (`POST
 * /repos/{owner}/{repo}/pulls`) and checked against GitHub's published
 * OpenAPI description: a body or parameter that violates it gets the 422
 * GitHub would send and is recorded in `violations`, so a test can assert
 * that Alfred never sent one. A real GitHub route the fake does not implement
 * answers 404 and is recorded in `unhandled`. Faults (5xx, rate limits, a
 * request that never answers) can be injected for the next requests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import {
  type GitHubFault,
  type PendingFault,
  authorized,
  faultAnswer,
  readBody,
  sendJson,
  takeFault,
} from "./github-fake-http.js";
import { answerGraphql } from "./github-fake-graphql.js";
import { type RouteAnswer, ROUTES, notFound } from "./github-fake-routes.js";
import {
  type CollaboratorRole,
  type FakeComment,
  type FakeIssue,
  type FakePull,
  type FakeUser,
  type GitHubFakeState,
  nextId,
  nextNumber,
  timestamp,
} from "./github-fake-state.js";
import { gitHubOpenApi } from "./github-openapi.js";
import type { FakeRepositoryReader } from "./git-diff-files.js";
import type { FakeArtifactDirectory } from "./github-fake-artifacts.js";

export type { GitHubFault } from "./github-fake-http.js";
export type {
  CollaboratorRole,
  FakeComment,
  FakeIssue,
  FakePull,
  FakeReviewComment,
  FakeUser,
  GitHubFakeState,
} from "./github-fake-state.js";

/** Options of {@link startGitHubFake}. */
export interface GitHubFakeOptions {
  /** The one repository served; default `acme/widgets`. Other repositories are 404. */
  readonly owner?: string;
  readonly repo?: string;
  readonly defaultBranch?: string;
  /** login → role; unlisted users have `read`. */
  readonly roles?: Readonly<Record<string, CollaboratorRole>>;
  /** Issues that exist from the start (comments need an existing issue or pull request). */
  readonly issues?: readonly { readonly number?: number; readonly title?: string; readonly body?: string }[];
  /** Whom the token belongs to; default `github-actions[bot]` (a Bot: `GET /user` is 403, as for `GITHUB_TOKEN`). */
  readonly actor?: FakeUser;
  /** When set, requests must carry it (`token …` or `Bearer …`), else 401. */
  readonly token?: string;
  /** Origin of `html_url`s; default `https://github.com`. */
  readonly serverUrl?: string;
  /** Head commit of a branch, `undefined` when missing (pull creation then fails like GitHub's); default: every branch exists. */
  readonly resolveBranch?: (branch: string) => string | undefined | Promise<string | undefined>;
  /** Reads the repository for the files, compare and review endpoints (e.g. {@link gitRepositoryReader}). */
  readonly reader?: FakeRepositoryReader;
  /** Default true; false refuses draft pull requests like a plan without drafts. */
  readonly draftsSupported?: boolean;
  /** The Actions artifacts the artifact endpoints list and serve (an artifact fake); default none. */
  readonly artifacts?: FakeArtifactDirectory;
  readonly port?: number;
}

/** One request as the fake saw it. */
export interface RecordedGitHubRequest {
  readonly method: string;
  /** `METHOD /openapi/template`, or `METHOD /concrete/path` when GitHub has no such route. */
  readonly route: string;
  readonly path: string;
  readonly query: string;
  readonly body: unknown;
  /** The `user-agent` header. */
  readonly userAgent: string | undefined;
  /** The status answered (0 while pending or for a hang). */
  status: number;
}

/** A request that broke GitHub's OpenAPI description. */
export interface OpenApiViolation {
  readonly route: string;
  readonly messages: readonly string[];
}

/** A running fake. */
export interface GitHubFake {
  /** API root (`http://127.0.0.1:PORT`), for Octokit's `baseUrl` / `GITHUB_API_URL`. */
  readonly url: string;
  readonly requests: RecordedGitHubRequest[];
  readonly violations: OpenApiViolation[];
  /** Routes answered 404 because GitHub (or the fake) has no such endpoint. */
  readonly unhandled: string[];
  readonly state: GitHubFakeState;
  /** `requests.map(r => r.route)`: the `METHOD /route` log. */
  routes(): string[];
  /** Answers the next `times` (default 1) requests, of `route` only when given, with `fault`. */
  inject(fault: GitHubFault, options?: { readonly times?: number; readonly route?: string }): void;
  /** Seeds an issue; number defaults to the next free one. */
  addIssue(issue: {
    readonly number?: number;
    readonly title?: string;
    readonly body?: string;
    readonly author?: string;
  }): FakeIssue;
  /** Seeds a comment, e.g. the `/alfred implement` that triggers a run; login `…[bot]` makes a Bot. */
  addComment(comment: {
    readonly issueNumber: number;
    readonly body: string;
    readonly author: string;
  }): FakeComment;
  setRole(login: string, role: CollaboratorRole): void;
  /** Seeds an open pull request from `head` (branch and commit) into `base`. */
  addPull(pull: {
    readonly number?: number;
    readonly title?: string;
    readonly body?: string;
    readonly head: string;
    readonly headSha: string;
    readonly base?: string;
    readonly baseSha: string;
    readonly draft?: boolean;
    readonly author?: string;
  }): FakePull;
  close(): Promise<void>;
}

const userOf = (login: string): FakeUser => ({ login, type: login.endsWith("[bot]") ? "Bot" : "User" });

/** Starts the fake on 127.0.0.1 (a free port unless `options.port`). */
export async function startGitHubFake(options: GitHubFakeOptions = {}): Promise<GitHubFake> {
  const openApi = gitHubOpenApi();
  const state: GitHubFakeState = {
    owner: options.owner ?? "acme",
    repo: options.repo ?? "widgets",
    defaultBranch: options.defaultBranch ?? "main",
    roles: new Map(Object.entries(options.roles ?? {}).map(([login, role]) => [login.toLowerCase(), role])),
    issues: [],
    comments: [],
    reactions: [],
    pulls: [],
    reviews: [],
    reviewComments: [],
    rejectedReviews: 0,
    nextId: 1_000_000,
  };
  const actor = options.actor ?? { login: "github-actions[bot]", type: "Bot" };
  const requests: RecordedGitHubRequest[] = [];
  const violations: OpenApiViolation[] = [];
  const unhandled: string[] = [];
  const faults: PendingFault[] = [];
  let apiUrl = "";
  const web = (options.serverUrl ?? "https://github.com").replace(/\/+$/, "");

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = raw === "" ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      body = raw;
    }
    const graphql = method === "POST" && url.pathname === "/graphql";
    const match = graphql ? undefined : openApi.find(method, url.pathname);
    const route = match?.route ?? `${method} ${url.pathname}`;
    const recorded: RecordedGitHubRequest = {
      method,
      route,
      path: url.pathname,
      query: url.search,
      body,
      userAgent: req.headers["user-agent"],
      status: 0,
    };
    requests.push(recorded);
    const send = (answer: RouteAnswer): void => {
      recorded.status = answer.status;
      sendJson(res, answer);
    };
    if (graphql) {
      const fault = takeFault(faults, route);
      if (fault?.kind === "hang") return;
      if (!authorized(req, options.token)) return send({ status: 401, body: { message: "Bad credentials" } });
      send(fault === undefined ? await answerGraphql(body, state, options.reader) : faultAnswer(fault));
      return;
    }
    if (match === undefined) {
      unhandled.push(route);
      send(notFound());
      return;
    }
    if (!authorized(req, options.token)) {
      send({
        status: 401,
        body: {
          message: "Bad credentials",
          documentation_url: "https://docs.github.com/rest",
          status: "401",
        },
      });
      return;
    }
    if (typeof body === "string") {
      send({ status: 400, body: { message: "Problems parsing JSON", status: "400" } });
      return;
    }
    const messages = openApi.validate(match, { query: url.searchParams, body });
    if (messages.length > 0) {
      violations.push({ route, messages });
      send({ status: 422, body: { message: `Invalid request.\n\n${messages.join("\n")}`, status: "422" } });
      return;
    }
    const fault = takeFault(faults, route);
    if (fault !== undefined && fault.kind !== "lost_answer") {
      if (fault.kind !== "hang") send(faultAnswer(fault));
      return;
    }
    const handler = ROUTES[route];
    if (handler === undefined) {
      unhandled.push(route);
      send({
        status: 404,
        body: { message: `Not Found (the GitHub fake does not implement ${route})`, status: "404" },
      });
      return;
    }
    const { owner, repo } = match.params;
    const sameRepo =
      (owner === undefined || owner.toLowerCase() === state.owner.toLowerCase()) &&
      (repo === undefined || repo.toLowerCase() === state.repo.toLowerCase());
    if (!sameRepo) {
      send(notFound());
      return;
    }
    const answer = await handler({
      state,
      urls: { api: apiUrl, web },
      params: match.params,
      query: url.searchParams,
      body,
      actor,
      resolveBranch: options.resolveBranch,
      draftsSupported: options.draftsSupported ?? true,
      reader: options.reader,
      path: url.pathname,
      artifacts: options.artifacts,
    });
    send(fault === undefined ? answer : faultAnswer(fault));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((thrown: unknown) => {
      if (!res.headersSent)
        sendJson(res, { status: 500, body: { message: `fake crashed: ${String(thrown)}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the GitHub fake has no TCP address");
  apiUrl = `http://127.0.0.1:${address.port}`;

  const fake: GitHubFake = {
    url: apiUrl,
    requests,
    violations,
    unhandled,
    state,
    routes: () => requests.map((request) => request.route),
    inject: (fault, injectOptions = {}) => {
      faults.push({ fault, remaining: injectOptions.times ?? 1, route: injectOptions.route });
    },
    addIssue: (issue) => {
      const seeded = {
        number: issue.number ?? nextNumber(state),
        title: issue.title ?? "An issue",
        body: issue.body ?? "",
        user: userOf(issue.author ?? "octocat"),
      };
      state.issues.push(seeded);
      return seeded;
    },
    addComment: (comment) => {
      const now = timestamp();
      const seeded = {
        id: nextId(state),
        issueNumber: comment.issueNumber,
        body: comment.body,
        user: userOf(comment.author),
        createdAt: now,
        updatedAt: now,
      };
      state.comments.push(seeded);
      return seeded;
    },
    setRole: (login, role) => void state.roles.set(login.toLowerCase(), role),
    addPull: (pull) => {
      const seeded: FakePull = {
        number: pull.number ?? nextNumber(state),
        title: pull.title ?? "A change",
        body: pull.body ?? "",
        head: pull.head,
        headSha: pull.headSha,
        base: pull.base ?? state.defaultBranch,
        baseSha: pull.baseSha,
        draft: pull.draft ?? false,
        state: "open",
        user: userOf(pull.author ?? "octocat"),
      };
      state.pulls.push(seeded);
      return seeded;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  for (const issue of options.issues ?? []) fake.addIssue(issue);
  return fake;
}
