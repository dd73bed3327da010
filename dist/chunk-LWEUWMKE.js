import { createRequire as __alfredRequire } from "node:module"; const require = __alfredRequire(import.meta.url);
import {
  readSignedJson,
  signJson
} from "./chunk-PGYCKFHV.js";
import {
  mkdtemp,
  rm
} from "./chunk-5WUO2G6I.js";
import {
  AlfredError
} from "./chunk-ZVFRXTU7.js";

// src/action/shard/plan-download.ts
import { tmpdir } from "node:os";
import { join } from "node:path";

// src/platform/fs/read-no-follow.ts
import { constants } from "node:fs";
import { open } from "node:fs/promises";
async function readTextNoFollow(path, maxBytes) {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (thrown) {
    const code = typeof thrown === "object" && thrown !== null ? Reflect.get(thrown, "code") : void 0;
    if (code === "ENOENT") return void 0;
    const why = code === "ELOOP" ? "is a symbolic link" : `cannot be opened (${String(code)})`;
    throw new AlfredError("io_failed", `${path} ${why}: refusing to read it`, { cause: thrown });
  }
  try {
    const info = await handle.stat();
    if (!info.isFile())
      throw new AlfredError("io_failed", `${path} is not a regular file: refusing to read it`);
    if (info.size > maxBytes)
      throw new AlfredError("io_failed", `${path} has ${info.size} bytes, more than the ${maxBytes} allowed`);
    return (await handle.readFile()).toString("utf8");
  } finally {
    await handle.close();
  }
}

// src/action/shard/shard-plan-file.ts
var PLAN_FILE = "plan.json";
var MAX_PLAN_BYTES = 4 * 1024 * 1024;
var PLAN_KIND = { domain: "alfred-shard-plan/1\n", what: "the plan" };
function planArtifactName(runId) {
  return `alfred-plan-${runId}`;
}
function signPlan(plan, key) {
  return signJson(PLAN_KIND, plan, key);
}
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function shardsOf(value) {
  if (!Array.isArray(value)) return void 0;
  const shards = value.filter(isRecord).map((shard) => ({ shard: shard.shard, features: shard.features }));
  const valid = shards.every(
    (shard) => typeof shard.shard === "string" && Array.isArray(shard.features) && shard.features.every((id) => typeof id === "string")
  );
  return valid && shards.length === value.length ? shards : void 0;
}
function fieldsOf(value) {
  if (!isRecord(value)) return void 0;
  const { version, repository, workflowRunId, runId, base, featuresFile, placements } = value;
  const shards = shardsOf(value.shards);
  if (version !== 1 || shards === void 0 || !isRecord(placements)) return void 0;
  if (typeof repository !== "string" || typeof workflowRunId !== "number" || typeof runId !== "string")
    return void 0;
  if (typeof base !== "string" || !/^[0-9a-f]{40,64}$/.test(base) || typeof featuresFile !== "string")
    return void 0;
  const placed = Object.entries(placements);
  if (!placed.every(([, how]) => how === "files" || how === "inferred" || how === "spread")) return void 0;
  return {
    version,
    repository,
    workflowRunId,
    runId,
    base,
    featuresFile,
    shards,
    placements: Object.fromEntries(placed)
  };
}
function readPlan(text, key, expected) {
  const read = readSignedJson(PLAN_KIND, text, key, fieldsOf);
  if (!read.ok) return read;
  const { fields: plan, mac } = read;
  if (plan.repository !== expected.repository || plan.runId !== expected.runId)
    return {
      ok: false,
      why: `the plan is of ${plan.repository} run ${plan.runId}, not ${expected.repository} run ${expected.runId}`
    };
  return { ok: true, plan, mac };
}

// src/action/shard/plan-download.ts
async function downloadPlan(host, reader, artifacts) {
  const { listRunArtifacts, downloadRunArtifact } = await import("./artifact-download-2DXPXYUL.js");
  const name = planArtifactName(host.runId);
  const found = (artifacts ?? await listRunArtifacts(reader)).find((artifact) => artifact.name === name);
  if (found === void 0) return { ok: false, why: `this workflow run has no artifact ${name}` };
  const scratch = await mkdtemp(join(tmpdir(), "alfred-plan-read-"));
  try {
    await downloadRunArtifact(found.id, scratch, reader);
    const text = await readTextNoFollow(join(scratch, PLAN_FILE), MAX_PLAN_BYTES);
    if (text === void 0) return { ok: false, why: `artifact ${name} holds no ${PLAN_FILE}` };
    return readPlan(text, host.secrets.ledgerKey ?? "", {
      repository: host.context.repository,
      runId: host.runId
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export {
  readTextNoFollow,
  PLAN_FILE,
  planArtifactName,
  signPlan,
  downloadPlan
};
