/**
 * Fixtures for the file tools' tests: a temporary workspace built from a map
 * of paths to contents, and a ToolContext over it.
 */
import { mkdir, mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createBoundary } from "../../src/platform/boundary/boundary.js";
import type { ToolContext } from "../../src/tools/tool-contract.js";

/** A temporary directory (a real path, symlinks resolved) and its cleanup. */
export interface TempTree {
  readonly dir: string;
  remove(): Promise<void>;
}

/** Creates a temporary directory holding `files` (path → content; Buffers written as bytes). */
export async function makeTree(files: Readonly<Record<string, string | Uint8Array>> = {}): Promise<TempTree> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), "alfred-files-")));
  await writeFiles(dir, files);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Writes `files` under `dir`, creating parent directories. */
export async function writeFiles(
  dir: string,
  files: Readonly<Record<string, string | Uint8Array>>,
): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** A ToolContext rooted at `workingDir` with an empty read state. */
export function makeToolContext(
  workingDir: string,
  signal: AbortSignal = new AbortController().signal,
): ToolContext {
  return {
    workingDir,
    signal,
    readFileState: new Map(),
    permissionMode: "default",
    runtime: {
      boundary: createBoundary({ workingDir: workingDir, sandbox: "off", env: {} }),
    },
  };
}
