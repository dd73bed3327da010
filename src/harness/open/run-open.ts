import { access } from "../../platform/fs/fs.js";
import { readTextIfExists } from "../../platform/fs/fs-durable.js";
import { join } from "node:path";
import type { Deps } from "../../core/deps.js";
import { AlfredError } from "../../core/errors.js";
import type { JsonObject } from "../../orchestrator/canonical-json.js";
import { type Journal, openJournal } from "../../orchestrator/journal.js";
import { anchorPathOf, checkLedgerAnchor } from "../../orchestrator/ledger-anchor.js";
import { type Ledger, openLedger } from "../../orchestrator/ledger.js";
import { ensureWorkspaceDirectory } from "../../platform/fs/workspace-fs.js";
import { redact } from "../../security/secrets/redact.js";
import {
  type FeatureList,
  readFeatureList,
  serializeFeatureList,
  writeFeatureList,
} from "../features/feature-list.js";
import { reconcileRun } from "../commit/reconcile.js";
import { EMPTY_RESUME_STATE, readResumeState, type ResumeState, runDirectory } from "../state/run-state.js";
import type { AutonomousRunOptions } from "../state/run-types.js";
import { excludeHarnessFiles, pathsOutside, uncommittedPaths } from "../workspace/workspace-git.js";
import { type BaselineFile, captureBaseline } from "../workspace/workspace-tree.js";

/** An opened (and, on resume, reconciled) run, ready for its first `run_start`/`run_resume` entry. */
export interface OpenedRun {
  readonly ledger: Ledger;
  readonly journal: Journal;
  readonly ledgerPath: string;
  readonly journalPath: string;
  readonly listPath: string;
  readonly list: FeatureList;
  readonly resume: ResumeState;
  readonly baseline: readonly BaselineFile[];
  /** Features under way: their checkpoints. */
  readonly checkpoints: ReadonlyMap<string, string>;
  readonly retries: ReadonlyMap<string, number>;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** Refuses a resume whose ledger lost its last lines (the anchor disagrees). */
async function checkTail(ledgerPath: string, workingDir: string): Promise<void> {
  const anchorPath = anchorPathOf(ledgerPath);
  // Unreadable (a link, no permission) counts as absent: an empty ledger or a missing anchor beside a
  // non-empty ledger fails the check, so this can only refuse, never pass, a resume.
  const text = (await readTextIfExists(ledgerPath).catch(() => undefined)) ?? "";
  const anchor = await readTextIfExists(anchorPath).catch(() => undefined);
  const shown = (path: string): string => path.slice(workingDir.length + 1);
  const check = checkLedgerAnchor(text, anchor, { ledger: shown(ledgerPath), anchor: shown(anchorPath) });
  if (!check.ok) throw new AlfredError("ledger_truncated", check.reason);
}

/**
 * Opens the run's ledger and journal. A fresh run must not exist yet and
 * needs a clean worktree (uncommitted files under `.alfred/` and the feature
 * list excepted: they become the baseline). A resume checks the ledger's
 * tail against its anchor, then reconciles the ledger, git and the list
 * (`reconcile.ts`) before anything else is appended.
 * @throws AlfredError `run_exists`, `run_not_found`, `ledger_truncated`,
 *   `worktree_dirty`, `ledger_corrupt`, `resume_inconsistent`, `feature_list_invalid`, `io_failed`.
 */
export async function openRun(options: AutonomousRunOptions, deps: Deps): Promise<OpenedRun> {
  const { runId, featuresFile } = options;
  const workingDir = options.session.toolHost.workingDir;
  const runDir = join(workingDir, runDirectory(runId));
  const ledgerPath = join(runDir, "ledger.jsonl");
  const journalPath = join(runDir, "journal.jsonl");
  const listPath = join(workingDir, featuresFile);
  const started = (await exists(ledgerPath)) || (await exists(anchorPathOf(ledgerPath)));
  if (started && !options.resume) {
    throw new AlfredError(
      "run_exists",
      `run "${runId}" already exists in ${runDirectory(runId)}: pass --resume to continue it, or choose another --run-id`,
    );
  }
  if (!started && options.resume)
    throw new AlfredError(
      "run_not_found",
      `cannot resume run "${runId}": ${runDirectory(runId)}/ledger.jsonl does not exist`,
    );
  // Made (or checked) without following a link on the way: the harness's state is never elsewhere.
  await ensureWorkspaceDirectory(workingDir, runDir);
  if (options.resume) await checkTail(ledgerPath, workingDir);

  const list = await readFeatureList(listPath);
  const secrets = [...(options.session.toolHost.knownSecrets ?? []), options.ledgerKey];
  const ledger = await openLedger(ledgerPath, options.ledgerKey, deps, {
    redact: (text, extra) => redact(text, { knownSecrets: [...secrets, ...(extra?.knownSecrets ?? [])] }),
    anchorPath: anchorPathOf(ledgerPath),
  });
  const resume = options.resume ? await readResumeState(ledgerPath) : EMPTY_RESUME_STATE;
  const uncommitted = await uncommittedPaths(workingDir);
  const dirty = pathsOutside(uncommitted, [featuresFile, ".alfred/"]);
  if (dirty.length > 0 && resume.features.size === 0) {
    throw new AlfredError(
      "worktree_dirty",
      `the worktree has uncommitted changes (${dirty.slice(0, 5).join(", ")}${dirty.length > 5 ? ", …" : ""}): commit or stash them first, so a rollback cannot lose your work`,
    );
  }
  await excludeHarnessFiles(workingDir);
  const baseline = options.resume
    ? resume.baseline
    : await captureBaseline(workingDir, uncommitted, [featuresFile]);
  const journal = await openJournal(journalPath, deps, { knownSecrets: secrets });
  if (!options.resume) {
    return {
      ledger,
      journal,
      ledgerPath,
      journalPath,
      listPath,
      list,
      resume,
      baseline,
      checkpoints: new Map(),
      retries: new Map(),
    };
  }
  const append = async (kind: string, data: JsonObject): Promise<number> =>
    (await ledger.append(kind, data)).seq;
  const reconciled = await reconcileRun({
    workingDir,
    runId,
    featuresFile,
    ledgerPath,
    rollback: options.rollback,
    list,
    resume,
    append,
    ...(options.freshCheckout === true ? { freshCheckout: true } : {}),
  });
  // The list is rewritten from the ledger and git, whatever it said.
  // Unreadable counts as empty: the list is then written again from the ledger and git.
  const onDisk = (await readTextIfExists(listPath).catch(() => undefined)) ?? "";
  if (serializeFeatureList(reconciled.list) !== onDisk) await writeFeatureList(listPath, reconciled.list);
  return { ledger, journal, ledgerPath, journalPath, listPath, resume, baseline, ...reconciled };
}

/** The `run_start` data that later resumes rely on: where the run began and what was already uncommitted. */
export function baselineData(baseline: readonly BaselineFile[]): JsonObject {
  return { baseline: baseline.map((file) => ({ path: file.path, blob: file.blob, mode: file.mode })) };
}
