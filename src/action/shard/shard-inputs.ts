/** The inputs of `job: shard` (the matrix's values) and the ids and names a shard derives from them. */
import { ConfigError } from "../../core/errors.js";
import { featureIdProblem } from "../../harness/features/feature-id.js";
import { readInput } from "../runner/inputs.js";

/** One shard's number and its features. */
export interface ShardInputs {
  readonly shard: string;
  readonly features: readonly string[];
}

/** A shard number as the plan writes it: 1 to 256, no leading zero. */
const SHARD = /^(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-6])$/;

/**
 * The `shard` and `features` inputs.
 * @throws ConfigError naming the input when one is missing or malformed.
 */
export function readShardInputs(env: Readonly<Record<string, string | undefined>>): ShardInputs {
  const shard = readInput(env, "shard");
  if (shard === undefined || !SHARD.test(shard))
    throw new ConfigError(
      "input shard",
      `expected the shard's number from the plan's matrix (1 to 256, as \${{ matrix.shard }}), got ${JSON.stringify(shard ?? "")}`,
    );
  const text = readInput(env, "features") ?? "";
  const features = text.split(",").map((id) => id.trim());
  const bad = features.find((id) => featureIdProblem(id) !== undefined);
  if (text === "" || bad !== undefined)
    throw new ConfigError(
      "input features",
      `expected the shard's comma-separated feature ids from the plan's matrix (\${{ matrix.features }})${bad === undefined ? "" : `: ${featureIdProblem(bad) ?? ""}`}`,
    );
  return { shard, features: [...new Set(features)] };
}

/** Shard `shard`'s own run id: its ledger, branch (`alfred/<run id>-shard-<k>`) and artifact carry it. */
export function shardRunId(runId: string, shard: string): string {
  return `${runId}-shard-${shard}`;
}
