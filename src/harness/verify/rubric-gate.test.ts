import { describe, expect, it } from "vitest";
import { decideFeature, type Rubric } from "./rubric-gate.js";
import type { VerifyResult } from "./verify.js";

const verify = (exitCode: number | null, timedOut = false): VerifyResult => ({
  command: "npm test",
  exitCode,
  timedOut,
  output: "",
  durationMs: 1500,
});
const rubric = (verification: 0 | 1 | 2): Rubric => ({ verification, reasoning: `scored ${verification}` });

describe("decideFeature: passing iff verify exits 0 (in time) AND the rubric gives 2", () => {
  it.each([
    ["exit 0, rubric 2", verify(0), rubric(2), "passing"],
    ["exit 0, rubric 1", verify(0), rubric(1), "blocked"],
    ["exit 0, rubric 0", verify(0), rubric(0), "blocked"],
    ["exit 0, no valid rubric", verify(0), undefined, "blocked"],
    ["exit 1, rubric 2", verify(1), rubric(2), "blocked"],
    ["exit 2, rubric 2", verify(2), rubric(2), "blocked"],
    ["exit 137, rubric 2", verify(137), rubric(2), "blocked"],
    ["timed out (exit 0 recorded), rubric 2", verify(0, true), rubric(2), "blocked"],
    ["timed out (no exit code), rubric 2", verify(null, true), rubric(2), "blocked"],
    ["no exit code (spawn failed), rubric 2", verify(null), rubric(2), "blocked"],
    ["verify never ran, rubric 2", undefined, rubric(2), "blocked"],
    ["exit 1, rubric 0", verify(1), rubric(0), "blocked"],
  ] as const)("%s → %s", (_name, verifyResult, score, expected) => {
    expect(decideFeature(verifyResult, score).status).toBe(expected);
  });

  it.each([
    [verify(1), rubric(2), "verify exited with 1"],
    [verify(null, true), rubric(2), "verify timed out"],
    [verify(0), rubric(1), "the rubric scored 1 of 2: scored 1"],
    [verify(0), undefined, "the rubric gave no valid score"],
  ] as const)("says why a feature was blocked", (verifyResult, score, reason) => {
    const verdict = decideFeature(verifyResult, score);
    expect(verdict.status === "blocked" ? verdict.reason : "").toContain(reason);
  });
});
