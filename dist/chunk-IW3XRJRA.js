import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  featureIdProblem
} from "./chunk-JBDHCL65.js";
import {
  readInput
} from "./chunk-MNHSWMB2.js";
import {
  ConfigError
} from "./chunk-ZVFRXTU7.js";

// src/action/shard/shard-inputs.ts
var SHARD = /^(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-6])$/;
function readShardInputs(env) {
  const shard = readInput(env, "shard");
  if (shard === void 0 || !SHARD.test(shard))
    throw new ConfigError(
      "input shard",
      `expected the shard's number from the plan's matrix (1 to 256, as \${{ matrix.shard }}), got ${JSON.stringify(shard ?? "")}`
    );
  const text = readInput(env, "features") ?? "";
  const features = text.split(",").map((id) => id.trim());
  const bad = features.find((id) => featureIdProblem(id) !== void 0);
  if (text === "" || bad !== void 0)
    throw new ConfigError(
      "input features",
      `expected the shard's comma-separated feature ids from the plan's matrix (\${{ matrix.features }})${bad === void 0 ? "" : `: ${featureIdProblem(bad) ?? ""}`}`
    );
  return { shard, features: [...new Set(features)] };
}
function shardRunId(runId, shard) {
  return `${runId}-shard-${shard}`;
}

export {
  readShardInputs,
  shardRunId
};
