/**
 * The review's signed ledger: what was posted, to which commit, at what
 * cost, uploaded as the run's artifact like any other Alfred run.
 */
import { join } from "node:path";
import { systemDeps } from "../../core/deps.js";
import { omitUndefined } from "../../core/omit-undefined.js";
import type { JsonObject } from "../../orchestrator/canonical-json.js";
import { runDirectory } from "../../harness/state/run-state.js";
import { openLedger } from "../../orchestrator/ledger.js";
import { redact } from "../../security/secrets/redact.js";

/** One review as the ledger records it. */
export interface ReviewRecord {
  readonly runId: string;
  /** The artifact's name, unique per attempt (`ledgerArtifactName`). */
  readonly artifactName: string;
  readonly workingDir: string;
  readonly ledgerKey: string;
  readonly knownSecrets: readonly string[];
  readonly retentionDays?: number;
  readonly start: JsonObject;
  readonly review: JsonObject;
  readonly serverUrl: string;
  readonly repository: string;
  readonly actionsRunId: number;
}

/**
 * Writes `review_start`, `review` and `run_end` entries and uploads the ledger.
 * @throws AlfredError from the ledger; ArtifactUploadError from the upload.
 */
export async function recordReview(
  record: ReviewRecord,
): Promise<{ readonly id: number; readonly url: string }> {
  const runDir = join(record.workingDir, runDirectory(record.runId));
  const ledgerPath = join(runDir, "ledger.jsonl");
  const ledger = await openLedger(ledgerPath, record.ledgerKey, systemDeps, {
    redact: (text, options) =>
      redact(text, { knownSecrets: [...record.knownSecrets, ...(options?.knownSecrets ?? [])] }),
  });
  await ledger.append("review_start", record.start);
  await ledger.append("review", record.review);
  await ledger.append("run_end", { status: "success", kind: "review" });
  const { artifactUrl, uploadLedgerArtifact } = await import("../../github/artifact.js");
  const uploaded = await uploadLedgerArtifact({
    name: record.artifactName,
    files: [ledgerPath],
    rootDirectory: runDir,
    ...omitUndefined({ retentionDays: record.retentionDays }),
  });
  return {
    id: uploaded.id,
    url: artifactUrl(record.serverUrl, record.repository, record.actionsRunId, uploaded.id),
  };
}
