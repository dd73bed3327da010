/**
 * alfred run SIGKILLed at each step of settling a feature, then resumed to the reference end state.
 * Part 1 of 2 of the crash points (vitest runs the parts side by side); part 1 also checks the reference.
 * Shared scenarios: test/support/crash-scenarios.ts.
 */
import { describe, expect, it } from "vitest";
import {
  crashedAndResumed,
  crashPointsPart,
  FEATURES,
  SCENARIO_TIMEOUT_MS,
  useCrashWorld,
} from "../support/crash-scenarios.js";

const world = useCrashWorld();

describe("the uninterrupted reference run", () => {
  it("commits the passing feature once, blocks the other, keeps the untracked file, and closes the ledger", () => {
    expect(world.reference).toMatchObject({
      statuses: { slugify: "passing", "word-count": "blocked" },
      commits: [expect.stringMatching(/^feat\(slugify\)/)],
      emptyCommits: 0,
      ledger: "intact",
      outcomes: { slugify: 1, "word-count": 1 },
      trailersPointAtOutcomes: true,
      untrackedFileKept: true,
    });
    expect(world.reference.gitStatus).toBe(" M feature_list.json\n?? .alfred/hooks.json\n");
  });
});

describe("alfred run SIGKILLed at each step of settling a feature, then resumed", () => {
  // Every named point, so a point added to the harness is crash-tested without editing this list.
  it.each(crashPointsPart(1))(
    "%s: the resume reaches the reference end state",
    async (point) => {
      expect(await crashedAndResumed(world.fake.url, FEATURES, point)).toEqual(world.reference);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
