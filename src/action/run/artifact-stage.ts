/**
 * What leaves in the ledger artifact is built from what the harness wrote (issue 26): each file
 * of the run directory is read without following a link (workspace-fs.ts), passed through the
 * redactor, and copied into a private staging directory outside the workspace, which is what
 * the artifact client zips. So a link planted in the run directory can neither pull a host file
 * (`/proc/self/environ`) into the artifact nor be followed by the upload, and a secret that
 * reached a harness file anyway does not leave with it.
 */
import { dirname, join, relative } from "node:path";
import { mkdir, mkdtemp, rm, writeFile } from "../../platform/fs/fs.js";
import { isLinkRefused, readWorkspaceBytes } from "../../platform/fs/workspace-fs.js";

/** A staged artifact: upload `files` from `rootDirectory`, then `remove()` it. */
export interface StagedArtifact {
  readonly rootDirectory: string;
  readonly files: readonly string[];
  /** Run-directory-relative files left out, with why (a link, a non-regular file). */
  readonly refused: readonly string[];
  remove(): Promise<void>;
}

/** Input of {@link stageArtifact}. */
export interface StageInput {
  /** The workspace root: nothing below it is followed. */
  readonly workingDir: string;
  /** The run directory (inside the workspace); `files` are placed relative to it. */
  readonly runDir: string;
  /** Absolute paths under `runDir`. */
  readonly files: readonly string[];
  /** The redactor every file's text passes. */
  readonly redact: (text: string) => string;
  /** Where the staging directory is made (default: the OS temporary directory). */
  readonly tempDir: string;
}

/**
 * Copies `files` into a fresh directory under `tempDir`, each read without following links and
 * redacted. A missing file is left out silently (the upload would name it), a refused one with
 * its reason in `refused`.
 * @throws Error when the staging directory cannot be written.
 */
export async function stageArtifact(input: StageInput): Promise<StagedArtifact> {
  const root = await mkdtemp(join(input.tempDir, "alfred-artifact-"));
  const files: string[] = [];
  const refused: string[] = [];
  for (const file of input.files) {
    const name = relative(input.runDir, file);
    let bytes: Buffer | undefined;
    try {
      bytes = await readWorkspaceBytes(input.workingDir, file);
    } catch (thrown) {
      if (!isLinkRefused(thrown)) throw thrown;
      refused.push(thrown.message);
      continue;
    }
    if (bytes === undefined) continue;
    const target = join(root, name);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, input.redact(bytes.toString("utf8")));
    files.push(target);
  }
  return { rootDirectory: root, files, refused, remove: () => rm(root, { recursive: true, force: true }) };
}
