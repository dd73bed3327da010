/**
 * Memory between Action runs when it is not committed (`commit-memory` off,
 * the default): each run puts `.alfred/memory/` facts and USER.md into its
 * ledger artifact under `memory/`, with a manifest signed by the ledger key
 * (`memory-manifest.ts`); the next run finds the newest such artifact of the
 * repository and restores it before the session starts.
 *
 * What a forged artifact could do, and what stops it: its facts reach the
 * model (as search results, the prompt's memory part, the first turn's
 * prefetch) and steer it, and its files are written into the workspace. So an
 * artifact is used only when it comes from a run of this repository (not a
 * fork's pull request), its ledger verifies with the ledger key, and its
 * manifest — signed with the same key, naming this repository, that
 * workflow run and that ledger's last entry — lists exactly the files
 * restored, by hash. Files are restored only as `facts/<slug>.md` and
 * `USER.md`, each and all together within limits, never over what the
 * checkout already has. Even then facts stay untrusted: everywhere they are
 * shown to the model they are fenced as data.
 */
import { join } from "node:path";
import { errorMessage } from "../../core/errors.js";
import { readZipEntries } from "../../github/artifact-zip.js";
import type { GitHubClient } from "../../github/client.js";
import type { ActionsContext } from "../../github/event.js";
import { downloadRepoArtifact, listRepoArtifacts, type RepoArtifact } from "../../github/repo-artifacts.js";
import { parseFact } from "../../memory/fact-file.js";
import { memoryLayout } from "../../memory/layout.js";
import { listNames, readOptional, regenerateMemoryIndex } from "../../memory/store.js";
import { parseLedgerLine, verifyLedger } from "../../orchestrator/ledger-verify.js";
import { readWorkspaceBytes, statWorkspaceFile, writeWorkspaceFile } from "../../platform/fs/workspace-fs.js";
import type { ActionSecrets } from "../runner/inputs.js";
import {
  CARRIED_DIR,
  CARRY_LIMITS,
  carriedPathProblem,
  MANIFEST_FILE,
  readManifest,
  sha256,
  signManifest,
} from "./memory-manifest.js";

/** The ledger artifacts' names start with this (`alfred-ledger-<runId>`). */
const LEDGER_ARTIFACT_PREFIX = "alfred-ledger-";

/** How many of the newest candidates are tried before giving up. */
const CANDIDATES = 5;

/** What carrying memory needs of an Action run (a subset of `ExecuteRunOptions`). */
export interface MemoryCarryOptions {
  readonly context: Pick<ActionsContext, "owner" | "repo" | "repository" | "runId">;
  readonly secrets: Pick<ActionSecrets, "ledgerKey">;
  readonly workingDir: string;
  readonly octokit: GitHubClient;
  readonly notice?: (text: string) => void;
}

/**
 * The memory files of the workspace that travel (`facts/<slug>.md`, `USER.md`), relative to
 * `.alfred/memory/`, read without following links (a link is refused: nothing is carried).
 */
async function carriedFiles(
  workingDir: string,
  redact: (text: string) => string,
): Promise<Map<string, Buffer>> {
  const layout = memoryLayout(workingDir);
  const names = (await listNames(workingDir, layout.facts, ".md")).map((name) => `facts/${name}`).sort();
  const files = new Map<string, Buffer>();
  let total = 0;
  for (const path of ["USER.md", ...names]) {
    if (carriedPathProblem(path) !== undefined || files.size > CARRY_LIMITS.facts) continue;
    const read = await readWorkspaceBytes(workingDir, join(layout.root, path));
    const bytes = read === undefined ? undefined : Buffer.from(redact(read.toString("utf8")));
    if (bytes === undefined || bytes.length > CARRY_LIMITS.fileBytes) continue;
    if (total + bytes.length > CARRY_LIMITS.totalBytes) break;
    total += bytes.length;
    files.set(path, bytes);
  }
  return files;
}

/**
 * Copies the workspace's facts and USER.md to `<runDir>/memory/` with a
 * manifest signed by the ledger key and bound to the ledger's last entry.
 * Returns the files to add to the ledger artifact; none (with a notice) when
 * the ledger has no entry to bind to. Never throws.
 */
export async function packMemory(
  options: MemoryCarryOptions,
  run: {
    readonly runDir: string;
    readonly ledgerPath: string;
    readonly runId: string;
    /** Applied to each file before it is signed: what is carried passed the redactor. */
    readonly redact?: (text: string) => string;
  },
): Promise<string[]> {
  try {
    const ledger = (await readOptional(options.workingDir, run.ledgerPath)) ?? "";
    const last = parseLedgerLine(ledger.trimEnd().split("\n").at(-1) ?? "");
    if (last === undefined) {
      options.notice?.(
        "Memory is not carried in the ledger artifact: the ledger has no entry to sign it with.",
      );
      return [];
    }
    const files = await carriedFiles(options.workingDir, run.redact ?? ((text) => text));
    const written: string[] = [];
    for (const [path, bytes] of files) {
      // Never through a link: the run directory is the harness's, and read-only in the sandbox.
      const target = join(run.runDir, CARRIED_DIR, path);
      await writeWorkspaceFile(options.workingDir, target, bytes);
      written.push(target);
    }
    const manifest = signManifest(
      {
        version: 1,
        repository: options.context.repository,
        workflowRunId: options.context.runId,
        runId: run.runId,
        ledgerSig: last.sig,
        files: Object.fromEntries([...files].map(([path, bytes]) => [path, sha256(bytes)])),
      },
      options.secrets.ledgerKey ?? "",
    );
    const manifestPath = join(run.runDir, MANIFEST_FILE);
    await writeWorkspaceFile(options.workingDir, manifestPath, manifest);
    return [...written, manifestPath];
  } catch (thrown) {
    options.notice?.(`Memory is not carried in the ledger artifact: ${errorMessage(thrown)}.`);
    return [];
  }
}

/** Verified memory from one artifact: carried path → bytes. */
type Carried = { readonly files: ReadonlyMap<string, Buffer> } | { readonly why: string };

/**
 * Why an artifact is not a candidate at all, from its listing alone: a fork's pull request
 * runs workflows that can upload artifacts to this repository, as many as it likes, so these
 * are passed over without a download and without using up one of the {@link CANDIDATES}.
 */
function notCandidate(artifact: RepoArtifact): string | undefined {
  if (artifact.run === undefined) return "GitHub does not say which run uploaded it";
  if (artifact.run.headRepositoryId !== artifact.run.repositoryId)
    return "it was uploaded by a run for another repository's head (a fork)";
  return undefined;
}

/** Downloads `artifact` and returns its memory when every check passes (module comment). */
async function verifiedMemory(options: MemoryCarryOptions, artifact: RepoArtifact): Promise<Carried> {
  const { context } = options;
  const key = options.secrets.ledgerKey ?? "";
  if (artifact.run === undefined) return { why: "GitHub does not say which run uploaded it" };
  const zip = await downloadRepoArtifact(
    options.octokit,
    { owner: context.owner, repo: context.repo },
    artifact,
    CARRY_LIMITS.artifactBytes,
  );
  const entries = readZipEntries(zip, {
    wanted: (name) => name === "ledger.jsonl" || name.startsWith(`${CARRIED_DIR}/`),
    maxEntryBytes: CARRY_LIMITS.ledgerBytes,
    maxTotalBytes: CARRY_LIMITS.ledgerBytes + CARRY_LIMITS.totalBytes,
  });
  const manifestText = entries.get(MANIFEST_FILE)?.toString("utf8");
  if (manifestText === undefined) return { why: "it carries no memory manifest" };
  const read = readManifest(manifestText, key);
  if (!read.ok) return { why: read.why };
  const { manifest } = read;
  const ledger = entries.get("ledger.jsonl")?.toString("utf8") ?? "";
  if (!verifyLedger(ledger, key).ok) return { why: "its ledger does not verify with this ledger key" };
  if (parseLedgerLine(ledger.trimEnd().split("\n").at(-1) ?? "")?.sig !== manifest.ledgerSig)
    return { why: "its memory manifest belongs to another ledger" };
  if (manifest.repository.toLowerCase() !== context.repository.toLowerCase())
    return { why: `its memory manifest names ${manifest.repository}` };
  if (manifest.workflowRunId !== artifact.run.id)
    return {
      why: `its memory manifest names run ${manifest.workflowRunId}, but run ${artifact.run.id} uploaded it`,
    };
  return checkedFiles(manifest.files, entries);
}

/** The manifest's files, each present, within limits and matching its hash. */
function checkedFiles(
  listed: Readonly<Record<string, string>>,
  entries: ReadonlyMap<string, Buffer>,
): Carried {
  const paths = Object.keys(listed);
  if (paths.length > CARRY_LIMITS.facts + 1) return { why: `its manifest lists ${paths.length} files` };
  const files = new Map<string, Buffer>();
  for (const path of paths) {
    const problem = carriedPathProblem(path);
    if (problem !== undefined) return { why: `its manifest lists ${path}: ${problem}` };
    const bytes = entries.get(`${CARRIED_DIR}/${path}`);
    if (bytes === undefined || bytes.length > CARRY_LIMITS.fileBytes || sha256(bytes) !== listed[path])
      return { why: `its ${path} is missing, too large, or not the file the manifest lists` };
    files.set(path, bytes);
  }
  return { files };
}

/** Writes carried files the checkout does not have; returns how many facts it restored. */
async function restoreFiles(workingDir: string, files: ReadonlyMap<string, Buffer>): Promise<number> {
  const layout = memoryLayout(workingDir);
  let facts = 0;
  for (const [path, bytes] of files) {
    const target = join(layout.root, path);
    // What the checkout already has (committed memory, a person's edits) wins over an artifact's copy.
    // A link there counts as present (and is not replaced): the checkout's own state wins.
    if ((await statWorkspaceFile(workingDir, target).catch(() => "refused")) !== undefined) continue;
    if (path.startsWith("facts/")) {
      const slug = path.slice("facts/".length, -".md".length);
      if (!parseFact(slug, bytes.toString("utf8"), new Date(0).toISOString()).ok) continue;
      facts++;
    }
    await writeWorkspaceFile(workingDir, target, bytes);
  }
  await regenerateMemoryIndex(layout);
  return facts;
}

/** How many reasons a notice names before "and N more". */
const REASONS_SHOWN = 8;

function listOf(reasons: readonly string[]): string {
  const more = reasons.length - REASONS_SHOWN;
  return reasons.slice(0, REASONS_SHOWN).join("; ") + (more > 0 ? `; and ${more} more` : "");
}

/**
 * Restores `.alfred/memory/` facts and USER.md from the newest ledger
 * artifact of the repository whose memory verifies (downloading at most the
 * newest {@link CANDIDATES} not uploaded for a fork), before the session starts; says what it did in a
 * notice. Never throws: memory is context, not a precondition.
 */
export async function restoreMemory(options: MemoryCarryOptions): Promise<void> {
  const notice = options.notice ?? (() => undefined);
  const reasons: string[] = [];
  try {
    const { owner, repo } = options.context;
    const listed = await listRepoArtifacts(options.octokit, { owner, repo }, LEDGER_ARTIFACT_PREFIX);
    let tried = 0;
    for (const artifact of listed) {
      if (tried === CANDIDATES) break;
      const why = notCandidate(artifact);
      if (why !== undefined) {
        reasons.push(`${artifact.name}: ${why}`);
        continue;
      }
      tried++;
      const carried = await verifiedMemory(options, artifact).catch((thrown: unknown): Carried => ({
        why: errorMessage(thrown),
      }));
      if ("why" in carried) {
        reasons.push(`${artifact.name}: ${carried.why}`);
        continue;
      }
      const restored = await restoreFiles(options.workingDir, carried.files);
      const passedOver = reasons.length === 0 ? "" : ` (passed over newer ones: ${listOf(reasons)})`;
      notice(`Memory: restored ${restored} fact(s) from the ledger artifact ${artifact.name}${passedOver}.`);
      return;
    }
  } catch (thrown) {
    reasons.push(errorMessage(thrown));
  }
  notice(
    `Memory: nothing restored from earlier runs (${reasons.length === 0 ? "no earlier ledger artifact in this repository" : listOf(reasons)}).`,
  );
}
