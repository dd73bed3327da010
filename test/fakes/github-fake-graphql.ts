/**
 * The GitHub fake's GraphQL endpoint (`POST /graphql`): every query is
 * validated and executed against GitHub's published schema
 * (`@octokit/graphql-schema`, the introspection result), so a misspelt field
 * or a wrong argument type gets the `errors` answer GitHub would give. The
 * data behind it: `repository.pullRequest.reviewThreads`, one thread per
 * review comment, with GitHub's `isResolved`, `isOutdated` and `line` (null
 * once outdated), paginated with `first`/`after`. Other fields resolve to null.
 */
import type { GraphQLSchema } from "graphql";
import type { FakePull, FakeReviewComment, FakeUser, GitHubFakeState } from "./github-fake-state.js";
import type { RouteAnswer } from "./github-fake-route-kit.js";
import type { FakeRepositoryReader } from "./git-diff-files.js";

let schema: Promise<GraphQLSchema> | undefined;

/** GitHub's schema, built once per process on first use (≈0.5 s; most fakes never need it). */
function gitHubSchema(): Promise<GraphQLSchema> {
  schema ??= (async () => {
    const [{ buildClientSchema }, { schema: published }] = await Promise.all([
      import("graphql"),
      import("@octokit/graphql-schema"),
    ]);
    return buildClientSchema(published.json as Parameters<typeof buildClientSchema>[0]);
  })();
  return schema;
}

/**
 * True when `comment` no longer sits on the pull request's current diff the way it was made:
 * the head moved and the file changed since the comment's commit (GitHub's rule, simplified to
 * whole files).
 */
export async function isOutdated(
  comment: FakeReviewComment,
  pull: FakePull,
  reader: FakeRepositoryReader | undefined,
): Promise<boolean> {
  if (comment.commitId === pull.headSha || reader === undefined) return false;
  const files = await reader.diff(comment.commitId, pull.headSha);
  return files === undefined || files.some((file) => file.filename === comment.path);
}

/** An actor as GraphQL shows it: a bot's login has no `[bot]` suffix there. */
function actor(user: FakeUser): Record<string, unknown> {
  const login = user.type === "Bot" ? user.login.replace(/\[bot\]$/, "") : user.login;
  return { __typename: user.type, login };
}

/** One connection page over `items` (`first`, `after` as an opaque cursor). */
function connection<T>(items: readonly T[], args: { first?: number; after?: string | null }) {
  // GraphQL hands an explicit `null` for a variable sent as null (the first page).
  const start =
    args.after === undefined || args.after === null
      ? 0
      : Number(Buffer.from(args.after, "base64").toString()) + 1;
  const first = Math.min(100, args.first ?? 100);
  const nodes = items.slice(start, start + first);
  const end = start + nodes.length - 1;
  return {
    totalCount: items.length,
    nodes,
    pageInfo: {
      hasNextPage: end < items.length - 1,
      hasPreviousPage: start > 0,
      startCursor: nodes.length === 0 ? null : Buffer.from(String(start)).toString("base64"),
      endCursor: nodes.length === 0 ? null : Buffer.from(String(end)).toString("base64"),
    },
  };
}

function threadOf(comment: FakeReviewComment, pull: FakePull, reader: FakeRepositoryReader | undefined) {
  const outdated = isOutdated(comment, pull, reader);
  const line = async () => ((await outdated) ? null : comment.line);
  const node = {
    __typename: "PullRequestReviewComment",
    id: `PRRC_${comment.id}`,
    databaseId: comment.id,
    path: comment.path,
    line,
    originalLine: comment.line,
    body: comment.body,
    outdated: () => outdated,
    author: actor(comment.user),
  };
  return {
    __typename: "PullRequestReviewThread",
    id: `PRRT_${comment.id}`,
    isResolved: comment.resolved === true,
    isOutdated: () => outdated,
    path: comment.path,
    line,
    originalLine: comment.line,
    comments: (args: { first?: number; after?: string | null }) => connection([node], args),
  };
}

/** The root object the query is executed against. */
function rootOf(state: GitHubFakeState, reader: FakeRepositoryReader | undefined) {
  return {
    repository: (args: { owner: string; name: string }) => {
      const same =
        args.owner.toLowerCase() === state.owner.toLowerCase() &&
        args.name.toLowerCase() === state.repo.toLowerCase();
      if (!same) return null;
      return {
        __typename: "Repository",
        nameWithOwner: `${state.owner}/${state.repo}`,
        pullRequest: ({ number }: { number: number }) => {
          const pull = state.pulls.find((candidate) => candidate.number === number);
          if (pull === undefined) return null;
          const threads = state.reviewComments
            .filter((comment) => comment.pullNumber === number)
            .map((comment) => threadOf(comment, pull, reader));
          return {
            __typename: "PullRequest",
            number,
            reviewThreads: (args: { first?: number; after?: string | null }) => connection(threads, args),
          };
        },
      };
    },
  };
}

/** Answers one `POST /graphql` body the way GitHub does: 200 with `data` and/or `errors`. */
export async function answerGraphql(
  body: unknown,
  state: GitHubFakeState,
  reader: FakeRepositoryReader | undefined,
): Promise<RouteAnswer> {
  const { execute, parse, validate } = await import("graphql");
  const request = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof request["query"] !== "string") {
    return { status: 400, body: { message: "Problems parsing JSON", status: "400" } };
  }
  let document: ReturnType<typeof parse>;
  try {
    document = parse(request["query"]);
  } catch (thrown) {
    return { status: 200, body: { errors: [{ message: String(thrown) }] } };
  }
  const errors = validate(await gitHubSchema(), document);
  if (errors.length > 0) return { status: 200, body: { errors: errors.map((error) => error.toJSON()) } };
  const variables = request["variables"];
  const result = await execute({
    schema: await gitHubSchema(),
    document,
    rootValue: rootOf(state, reader),
    ...(typeof variables === "object" && variables !== null
      ? { variableValues: variables as Record<string, unknown> }
      : {}),
  });
  return {
    status: 200,
    body: {
      ...(result.data === undefined ? {} : { data: result.data }),
      ...(result.errors === undefined ? {} : { errors: result.errors.map((error) => error.toJSON()) }),
    },
  };
}
