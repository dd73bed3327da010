import * as z from "zod";
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
export function decideFeature(
  verify: VerifyResult | undefined,
  rubric: Rubric | undefined,
  causes: readonly string[] = [],
): FeatureVerdict {
  // The causes (turn cap, budget, denials) say why verify failed; without them the reason hides it.
  const why = causes.length === 0 ? "" : ` (${causes.join("; ")})`;
  if (verify === undefined) return { status: "blocked", reason: `the verify command never ran${why}` };
  if (verify.timedOut)
    return {
      status: "blocked",
      reason: `verify timed out after ${Math.round(verify.durationMs / 1000)} s${why}`,
    };
  if (verify.exitCode !== 0) return { status: "blocked", reason: `${describeVerifyExit(verify)}${why}` };
  if (rubric === undefined) return { status: "blocked", reason: "the rubric gave no valid score" };
  if (rubric.verification !== 2)
    return {
      status: "blocked",
      reason: `the rubric scored ${rubric.verification} of 2: ${rubric.reasoning}`,
    };
  return { status: "passing" };
}

/** `verify exited with 1`, `verify was killed by SIGKILL`, or `verify did not exit (no exit code)`. */
export function describeVerifyExit(verify: VerifyResult): string {
  if (verify.exitCode !== null) return `verify exited with ${verify.exitCode}`;
  if (verify.signal !== undefined) return `verify was killed by ${verify.signal}`;
  return "verify did not exit (no exit code)";
}
