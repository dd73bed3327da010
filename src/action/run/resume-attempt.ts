/**
 * An Action re-run attempt (`GITHUB_RUN_ATTEMPT` > 1) continues the run its
 * previous attempt started instead of starting over: it downloads that
 * attempt's ledger artifact (ledger, anchor, journal), fetches the branch it
 * pushed, checks that the branch holds every commit the ledger relies on, and
 * hands the harness the previous run id with `resume` — the CLI's `--resume`
 * on a new checkout. The ledger goes on as one chain, features already
 * settled are not redone, and the branch gains commits on top of those it has.
 *
 * Whatever cannot be proved usable (no artifact, a ledger that does not
 * verify with this key, a branch missing a recorded commit) means a fresh
 * start, said in a notice: redoing work costs money, trusting a broken record
 * costs correctness.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm } from "../../platform/fs/fs.js";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { errorMessage } from "../../core/errors.js";
import type { ActionsContext } from "../../github/event.js";
import { verifyLedger } from "../../orchestrator/ledger-verify.js";
import { parseResumeState, runDirectory } from "../../harness/state/run-state.js";
import { git } from "../../platform/git/git.js";
import { fetchBranch } from "../../platform/git/git-fetch.js";
import type { ArtifactReader, RunArtifact } from "../../github/artifact-download.js";
import { omitUndefined } from "../../core/omit-undefined.js";
import { defaultRunId, ledgerArtifactName } from "../runner/run-names.js";

/** How this attempt starts. */
export interface AttemptStart {
  /** The ledger's run id: the previous attempt's when resuming, else this attempt's. */
  readonly runId: string;
  /** The branch to work on (checked out). */
  readonly branch: string;
  /** True when continuing the previous attempt's ledger on its pushed branch. */
  readonly resume: boolean;
}

/** What {@link prepareAttempt} needs. */
export interface PrepareAttemptOptions {
  readonly workingDir: string;
  readonly context: Pick<ActionsContext, "runId" | "runAttempt">;
  /** This attempt's run id ({@link defaultRunId} unless configured). */
  readonly runId: string;
  readonly branchPrefix: string;
  readonly ledgerKey: string;
  /** Authenticates the branch fetch (the push's `http.extraheader`). */
  readonly credentials: readonly { readonly key: string; readonly value: string }[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly notice: (text: string) => void;
  /** The artifact service; the real `@actions/artifact` client when absent. */
  readonly reader?: ArtifactReader;
  readonly signal?: AbortSignal;
}

/** Run ids become paths and branch names: the characters `alfred run --run-id` accepts. */
const RUN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * The artifact of the latest earlier attempt of this workflow run, if any:
 * the name {@link ledgerArtifactName} gave it, for the default run id or for
 * the fixed `runId` this attempt has too.
 */
export function previousAttemptArtifact(
  artifacts: readonly RunArtifact[],
  context: Pick<ActionsContext, "runId" | "runAttempt">,
  runId: string,
): RunArtifact | undefined {
  const fixed = runId !== defaultRunId(context);
  for (let attempt = context.runAttempt - 1; attempt >= 1; attempt -= 1) {
    const earlier = { runId: context.runId, runAttempt: attempt };
    const name = ledgerArtifactName(fixed ? runId : defaultRunId(earlier), earlier);
    const found = artifacts.find((artifact) => artifact.name === name);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function checkoutFresh(options: PrepareAttemptOptions): Promise<AttemptStart> {
  const branch = `${options.branchPrefix}${options.runId}`;
  // --no-track: nothing writes .git/config while the credentials are hidden from it (execute-run.ts).
  await git(["checkout", "--quiet", "--no-track", "-B", branch], { cwd: options.workingDir });
  return { runId: options.runId, branch, resume: false };
}

/**
 * Checks out the branch this attempt works on: the previous attempt's, with
 * its ledger and journal restored under `.alfred/workflows/<its run id>/`,
 * when that can be resumed; otherwise a fresh branch for this attempt (with a
 * notice saying why, on a re-run). Call before the agent runs.
 * @throws AlfredError `git_failed` when the checkout itself fails.
 */
export async function prepareAttempt(options: PrepareAttemptOptions): Promise<AttemptStart> {
  if (options.context.runAttempt <= 1) return checkoutFresh(options);
  const scratch = await mkdtemp(join(tmpdir(), "alfred-attempt-"));
  try {
    const found = await previousRun(options, scratch);
    if ("why" in found) {
      options.notice(
        `Re-run attempt ${options.context.runAttempt}: starting the run afresh, because ${found.why}.`,
      );
      return await checkoutFresh(options);
    }
    const branch = `${options.branchPrefix}${found.runId}`;
    await git(["checkout", "--quiet", "-B", branch, found.head], { cwd: options.workingDir });
    const runDir = join(options.workingDir, runDirectory(found.runId));
    await mkdir(runDir, { recursive: true });
    for (const file of found.files) await copyFile(join(scratch, file), join(runDir, file));
    options.notice(
      `Re-run attempt ${options.context.runAttempt}: continuing run ${found.runId} from its ledger artifact and branch ${branch} (${found.settled} feature(s) already settled are not redone).`,
    );
    return { runId: found.runId, branch, resume: true };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The previous run, downloaded into `scratch` and checked, or why it cannot be continued. */
type PreviousRun =
  | {
      readonly runId: string;
      readonly head: string;
      readonly files: readonly string[];
      readonly settled: number;
    }
  | { readonly why: string };

async function previousRun(options: PrepareAttemptOptions, scratch: string): Promise<PreviousRun> {
  const { listRunArtifacts, downloadRunArtifact } = await import("../../github/artifact-download.js");
  let artifact: RunArtifact | undefined;
  try {
    artifact = previousAttemptArtifact(
      await listRunArtifacts(options.reader),
      options.context,
      options.runId,
    );
    if (artifact !== undefined) await downloadRunArtifact(artifact.id, scratch, options.reader);
  } catch (thrown) {
    return { why: `the previous attempt's ledger artifact could not be read (${errorMessage(thrown)})` };
  }
  if (artifact === undefined)
    return { why: "no earlier attempt left a ledger artifact (it may have been killed before uploading)" };
  const read = (file: string): Promise<string | undefined> =>
    // A file missing from the artifact is reported below, naming which.
    readFile(join(scratch, file), "utf8").catch(() => undefined);
  const runId = summaryRunId(await read("summary.json"));
  const ledger = await read("ledger.jsonl");
  const anchor = await read("ledger.head.json");
  const where = `artifact ${artifact.name}`;
  if (runId === undefined || !RUN_ID.test(runId))
    return { why: `${where} has no summary.json naming a valid run id` };
  if (ledger === undefined || anchor === undefined)
    return { why: `${where} lacks ledger.jsonl or its anchor ledger.head.json` };
  const verified = verifyLedger(ledger, options.ledgerKey);
  if (!verified.ok) return { why: `${where}'s ledger does not verify with this ledger key` };
  const branch = `${options.branchPrefix}${runId}`;
  const fetched = await fetchBranch({
    workingDir: options.workingDir,
    url: (await git(["remote", "get-url", "origin"], { cwd: options.workingDir })).stdout.trim(),
    branch,
    credentials: options.credentials,
    env: options.env,
    ...omitUndefined({ signal: options.signal }),
  });
  const head = "sha" in fetched ? fetched.sha : await headOf(options.workingDir);
  const state = parseResumeState(ledger);
  const needed = [
    ...(state.runStartHead === undefined ? [] : [state.runStartHead]),
    ...[...state.features.values()].flatMap((record) => [
      record.checkpoint,
      ...(record.outcome?.status === "passing" ? [record.outcome.gitSha] : []),
    ]),
  ];
  for (const sha of new Set(needed)) {
    if (!(await isAncestor(options.workingDir, sha, head)))
      return {
        why: `the ledger records commit ${sha.slice(0, 12)}, which ${"sha" in fetched ? `branch ${branch}` : `the checkout (no branch ${branch}: ${fetched.missing})`} does not hold`,
      };
  }
  const files = [
    "ledger.jsonl",
    "ledger.head.json",
    ...((await read("journal.jsonl")) === undefined ? [] : ["journal.jsonl"]),
  ];
  const settled = [...state.features.values()].filter((record) => record.outcome !== undefined).length;
  return { runId, head, files, settled };
}

function summaryRunId(text: string | undefined): string | undefined {
  try {
    const value: unknown = JSON.parse(text ?? "");
    const runId: unknown =
      typeof value === "object" && value !== null ? Reflect.get(value, "runId") : undefined;
    return typeof runId === "string" ? runId : undefined;
  } catch {
    return undefined;
  }
}

async function headOf(workingDir: string): Promise<string> {
  return (await git(["rev-parse", "HEAD"], { cwd: workingDir })).stdout.trim();
}

async function isAncestor(workingDir: string, sha: string, head: string): Promise<boolean> {
  if (!/^[0-9a-f]{40,64}$/.test(sha)) return false;
  return git(["merge-base", "--is-ancestor", sha, head], { cwd: workingDir }).then(
    () => true,
    () => false,
  );
}
