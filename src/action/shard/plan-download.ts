/** Reading a sharded run's plan back from this workflow run's artifacts, without trusting it. */
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ArtifactReader, RunArtifact } from "../../github/artifact-download.js";
import { mkdtemp, rm } from "../../platform/fs/fs.js";
import { readTextNoFollow } from "../../platform/fs/read-no-follow.js";
import type { ShardedJobHost } from "./sharded-host.js";
import {
  MAX_PLAN_BYTES,
  PLAN_FILE,
  planArtifactName,
  type PlanVerdict,
  readPlan,
} from "./shard-plan-file.js";

/**
 * The plan artifact of run `host.runId` among `artifacts` (listed when absent), downloaded and
 * verified: signed with the ledger key, of this repository and run id.
 * @throws AlfredError `artifact_download_failed` when the artifact service fails.
 */
export async function downloadPlan(
  host: Pick<ShardedJobHost, "runId" | "context" | "secrets">,
  reader?: ArtifactReader,
  artifacts?: readonly RunArtifact[],
): Promise<PlanVerdict> {
  const { listRunArtifacts, downloadRunArtifact } = await import("../../github/artifact-download.js");
  const name = planArtifactName(host.runId);
  const found = (artifacts ?? (await listRunArtifacts(reader))).find((artifact) => artifact.name === name);
  if (found === undefined) return { ok: false, why: `this workflow run has no artifact ${name}` };
  const scratch = await mkdtemp(join(tmpdir(), "alfred-plan-read-"));
  try {
    await downloadRunArtifact(found.id, scratch, reader);
    const text = await readTextNoFollow(join(scratch, PLAN_FILE), MAX_PLAN_BYTES);
    if (text === undefined) return { ok: false, why: `artifact ${name} holds no ${PLAN_FILE}` };
    return readPlan(text, host.secrets.ledgerKey ?? "", {
      repository: host.context.repository,
      runId: host.runId,
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
