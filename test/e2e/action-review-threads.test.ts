// Review mode does not repeat itself where its conversation is still open: Alfred's earlier comments
// on unresolved threads (GraphQL, validated against GitHub's schema by the fake) are not posted
// again; a thread a maintainer resolved may be raised again. When GraphQL fails, a log line says so
// and the REST rule stands in (comments that are not outdated count, resolved or not).
import { afterEach, describe, expect, it } from "vitest";
import { type ActionWorld, runAction as runBundle } from "../support/action-run.js";
import { bundleRuntimes } from "../support/node-runtimes.js";
import {
  pullRequestWorld,
  reviewComment,
  scriptedReviewer,
  type Submission,
} from "../support/review-world.js";

const worlds: ActionWorld[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((world) => world.close()));
});

const SUBMISSION: Submission = {
  summary: "Two problems.",
  comments: [
    { path: "src/text.js", line: 3, body: "V3 changed meaning: callers expect 3." },
    { path: "src/text.js", line: 26, body: "EXTRA depends on the changed V3." },
  ],
};

const lines = (world: ActionWorld, from: number): string[] =>
  world.github.state.reviewComments.slice(from).map((comment) => `${comment.path}:${comment.line}`);

describe.each(bundleRuntimes())("review dedupe against Alfred's open threads ($name)", ({ path }) => {
  it("drops repeats on unresolved threads, raises resolved ones again, falls back to REST with a log line", async () => {
    const { world } = await pullRequestWorld(
      scriptedReviewer(() => SUBMISSION),
      { maintainer: "write" },
    );
    worlds.push(world);
    const review = (runId: string) =>
      runBundle(world, reviewComment(world, "maintainer"), {}, { GITHUB_RUN_ID: runId }, 120_000, path);

    const first = await review("500");
    expect(first.outputs.conclusion, first.log.slice(-3000)).toBe("success");
    expect(lines(world, 0)).toEqual(["src/text.js:3", "src/text.js:26"]);

    // A maintainer resolves the thread on line 3; the one on line 26 stays open.
    world.github.state.reviewComments[0]!.resolved = true;
    const second = await review("501");
    expect(second.outputs.conclusion, second.log.slice(-3000)).toBe("success");
    expect(lines(world, 2)).toEqual(["src/text.js:3"]);
    expect(second.outputs.comments).toBe("1");
    expect(second.log).not.toMatch(/review threads unavailable/);
    const queries = world.github.requests.filter((request) => request.route === "POST /graphql");
    expect(queries.map((request) => request.status)).toEqual([200, 200]);
    expect(JSON.stringify(queries[0]?.body)).toContain("reviewThreads");

    // Every thread resolved, but GraphQL refused: the REST rule cannot see resolution and drops them all.
    for (const comment of world.github.state.reviewComments) comment.resolved = true;
    world.github.inject(
      { kind: "status", status: 403, message: "Resource not accessible by integration" },
      { route: "POST /graphql" },
    );
    const third = await review("502");
    expect(third.outputs.conclusion, third.log.slice(-3000)).toBe("success");
    expect(third.log).toMatch(
      /review threads unavailable \(.*403|Resource not accessible.*\); deduplicating/,
    );
    expect(lines(world, 3)).toEqual([]);
    expect(world.github.state.reviews).toHaveLength(3);
    expect(world.github.violations).toEqual([]);
  }, 240_000);
});
