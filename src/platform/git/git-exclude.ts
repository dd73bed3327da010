/**
 * Keeping Alfred's own files out of git for one clone: `.git/info/exclude`, never committed.
 * Here, below the harness, so that every command that may write those files (`alfred repomap`,
 * `alfred memory`, `alfred mcp`, a run) can exclude them without loading the harness.
 */
import { appendFile, mkdir, readFile } from "../fs/fs.js";
import { join } from "node:path";
import { gitLayout } from "./git-layout.js";

/** Harness-owned paths: never part of a feature's commit, never counted as a dirty worktree. */
export const HARNESS_PATHS = [".alfred/workflows/", ".alfred/memory/", ".alfred/cache/"] as const;

/**
 * Keeps the harness's journal, ledger, memory and caches out of git for this clone
 * (`.git/info/exclude`), so rollbacks keep them and feature commits never include them.
 * @throws Error when `cwd` is not inside a git repository or the file cannot be written.
 */
export async function excludeHarnessFiles(cwd: string): Promise<void> {
  const { gitDir } = await gitLayout(cwd);
  const file = join(gitDir, "info", "exclude");
  let current = "";
  try {
    current = await readFile(file, "utf8");
  } catch {
    await mkdir(join(gitDir, "info"), { recursive: true });
  }
  const missing = HARNESS_PATHS.filter((path) => !current.split("\n").includes(path));
  if (missing.length === 0) return;
  const prefix = current === "" || current.endsWith("\n") ? "" : "\n";
  await appendFile(file, `${prefix}# Alfred's run files\n${missing.join("\n")}\n`);
}
