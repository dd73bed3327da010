/**
 * A blocked feature before the passing one, SIGKILLed in the passing one's commit window, then resumed.
 * Shared scenarios: test/support/crash-scenarios.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { EndState } from "../support/crash-run.js";
import {
  COMMIT_WINDOW,
  crashedAndResumed,
  SCENARIO_TIMEOUT_MS,
  uninterrupted,
  useCrashWorld,
} from "../support/crash-scenarios.js";

const world = useCrashWorld({ reference: false });

describe("a blocked feature before the passing one, SIGKILLed in the passing one's commit window", () => {
  // The blocked feature's rollback must never take the later feature's work with it (issue 10, item 1).
  const ORDER = ["word-count", "slugify"];
  let blockedFirst: EndState;
  beforeAll(async () => {
    blockedFirst = await uninterrupted(world.fake.url, ORDER);
    expect(blockedFirst).toMatchObject({
      statuses: { "word-count": "blocked", slugify: "passing" },
      commits: [expect.stringMatching(/^feat\(slugify\)/)],
      emptyCommits: 0,
      ledger: "intact",
      outcomes: { "word-count": 1, slugify: 1 },
      trailersPointAtOutcomes: true,
      untrackedFileKept: true,
    });
  }, 150_000);

  it.each(COMMIT_WINDOW)(
    "%s: the resume reaches the uninterrupted end state",
    async (point) => {
      expect(await crashedAndResumed(world.fake.url, ORDER, point)).toEqual(blockedFirst);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
