/**
 * Re-running the merged features' verify commands on the merged tree, inside the boundary, as
 * the harness runs them (verify.ts: scrubbed environment, the sandbox the configuration asks
 * for, a timeout): a pass in each shard does not prove the union passes. Features that share a
 * command share one run of it on the same tree.
 */
import type { AlfredConfig } from "../../config/schema.js";
import { omitUndefined } from "../../core/omit-undefined.js";
import { type FeatureList, findFeature, verifyCommandOf } from "../../harness/features/feature-list.js";
import { runVerify, verifyPassed } from "../../harness/verify/verify.js";
import { type Boundary, createBoundary } from "../../platform/boundary/boundary.js";
import { scrubEnvironment } from "../../security/secrets/scrub-env.js";

/** The boundary the merge's verify commands run in: the one a session of `config` would have. */
export function mergeBoundary(
  config: Pick<AlfredConfig, "sandbox" | "envAllow" | "egressAllow">,
  env: Readonly<Record<string, string | undefined>>,
  workingDir: string,
): Boundary {
  return createBoundary({
    workingDir,
    sandbox: config.sandbox,
    env: scrubEnvironment(env, { allow: config.envAllow }),
    egressAllow: config.egressAllow,
  });
}

/** A feature whose verify command failed on the merged tree, and how. */
export interface MergedVerifyFailure {
  readonly featureId: string;
  readonly command: string;
  readonly why: string;
}

/**
 * Runs the verify command of each of `featureIds` (its own, else the list's, else `fallback`)
 * once per distinct command in `workspace`, and returns the features whose command failed. A
 * feature with no command at all keeps its shard's verdict.
 */
export async function verifyMerged(options: {
  readonly boundary: Boundary;
  readonly workingDir: string;
  readonly list: FeatureList;
  readonly fallback: string | undefined;
  readonly featureIds: readonly string[];
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}): Promise<MergedVerifyFailure[]> {
  const byCommand = new Map<string, string[]>();
  for (const featureId of options.featureIds) {
    const feature = findFeature(options.list, featureId);
    const command =
      (feature === undefined ? undefined : verifyCommandOf(options.list, feature)) ?? options.fallback;
    if (command !== undefined) byCommand.set(command, [...(byCommand.get(command) ?? []), featureId]);
  }
  const failures: MergedVerifyFailure[] = [];
  for (const [command, features] of byCommand) {
    const result = await runVerify(command, {
      boundary: options.boundary,
      workingDir: options.workingDir,
      timeoutMs: options.timeoutMs,
      ...omitUndefined({ signal: options.signal }),
    });
    if (verifyPassed(result)) continue;
    const why = result.timedOut
      ? "timed out"
      : result.exitCode === null
        ? "did not run"
        : `exit ${result.exitCode}`;
    for (const featureId of features) failures.push({ featureId, command, why });
  }
  return failures;
}
