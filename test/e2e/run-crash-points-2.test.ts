/**
 * alfred run SIGKILLed at each step of settling a feature, then resumed to the reference end state.
 * Part 2 of 2 of the crash points (vitest runs the parts side by side); part 1 also checks the reference.
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

describe("alfred run SIGKILLed at each step of settling a feature, then resumed", () => {
  // Every named point, so a point added to the harness is crash-tested without editing this list.
  it.each(crashPointsPart(2))(
    "%s: the resume reaches the reference end state",
    async (point) => {
      expect(await crashedAndResumed(world.fake.url, FEATURES, point)).toEqual(world.reference);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
