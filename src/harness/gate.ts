import { z } from "zod";
import type { VerifyResult } from "./verify.js";

/** The rubric agent's score: 2 = the feature is really implemented, 1 = partly or doubtful, 0 = not implemented or gamed. */
export const rubricSchema = z.strictObject({
  verification: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .describe(
      "2 = fully and genuinely implemented; 1 = partly or doubtful; 0 = not implemented, or the tests were gamed",
    ),
  reasoning: z.string().min(1).describe("Why, in a few sentences, citing the diff and the verify output"),
});

/** A rubric score. */
export type Rubric = z.output<typeof rubricSchema>;

/** The harness's verdict on a feature. */
export type FeatureVerdict =
  { readonly status: "passing" } | { readonly status: "blocked"; readonly reason: string };

/**
 * A feature passes iff the verify command exited 0 (and did not time out) AND
 * the rubric scored it 2. Either gate alone is not enough: a model cannot
 * talk its way past a failing command, and a gamed test cannot pass the rubric.
 */
export function decideFeature(verify: VerifyResult | undefined, rubric: Rubric | undefined): FeatureVerdict {
  if (verify === undefined) return { status: "blocked", reason: "the verify command never ran" };
  if (verify.timedOut)
    return { status: "blocked", reason: `verify timed out after ${Math.round(verify.durationMs / 1000)} s` };
  if (verify.exitCode !== 0)
    return { status: "blocked", reason: `verify exited with ${verify.exitCode ?? "no exit code"}` };
  if (rubric === undefined) return { status: "blocked", reason: "the rubric gave no valid score" };
  if (rubric.verification !== 2)
    return {
      status: "blocked",
      reason: `the rubric scored ${rubric.verification} of 2: ${rubric.reasoning}`,
    };
  return { status: "passing" };
}
