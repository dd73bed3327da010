import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** Where one run keeps its files, relative to the workspace. */
export function runDirectory(runId: string): string {
  return join(".alfred", "workflows", runId);
}

/** A verify result as signed into the ledger. */
export interface RecordedVerify {
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  readonly durationMs: number;
  readonly outputTail: string;
}

/** What an interrupted run left in its ledger, for resuming it. */
export interface ResumeState {
  /** Checkpoint sha per feature started but not finished. */
  readonly checkpoints: ReadonlyMap<string, string>;
  /** Verify results per `featureId/attempt`. */
  readonly verifies: ReadonlyMap<string, RecordedVerify>;
  /** Seq the next appended entry will get. */
  readonly nextSeq: number;
  /** Entries already in the ledger. */
  readonly entries: number;
}

/** Key of a verify result in {@link ResumeState.verifies}. */
export function verifyKey(featureId: string, attempt: number): string {
  return `${featureId}/${attempt}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads an existing ledger (already verified when opened) for what a resume
 * needs. A missing file is an empty state; a torn last line is skipped.
 */
export async function readResumeState(ledgerPath: string): Promise<ResumeState> {
  let text: string;
  try {
    text = await readFile(ledgerPath, "utf8");
  } catch {
    return { checkpoints: new Map(), verifies: new Map(), nextSeq: 0, entries: 0 };
  }
  const checkpoints = new Map<string, string>();
  const verifies = new Map<string, RecordedVerify>();
  let nextSeq = 0;
  let entries = 0;
  for (const line of text.split("\n")) {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isRecord(entry) || typeof entry.seq !== "number" || !isRecord(entry.data)) continue;
    entries += 1;
    nextSeq = entry.seq + 1;
    const { data } = entry;
    const featureId = typeof data.featureId === "string" ? data.featureId : undefined;
    if (featureId === undefined) continue;
    if (entry.kind === "feature_start" && typeof data.checkpoint === "string")
      checkpoints.set(featureId, data.checkpoint);
    if (entry.kind === "feature") checkpoints.delete(featureId);
    if (entry.kind === "verify" && typeof data.attempt === "number") {
      verifies.set(verifyKey(featureId, data.attempt), {
        exitCode: typeof data.exitCode === "number" ? data.exitCode : null,
        timedOut: data.timedOut === true,
        durationMs: typeof data.durationMs === "number" ? data.durationMs : 0,
        outputTail: typeof data.outputTail === "string" ? data.outputTail : "",
      });
    }
  }
  return { checkpoints, verifies, nextSeq, entries };
}
