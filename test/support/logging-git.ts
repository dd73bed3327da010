import { chmod, copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { which } from "../../src/platform/process/which.js";
import { PROJECT_ROOT } from "./demo-repo.js";

const LOGGING_GIT = join(PROJECT_ROOT, "test", "fixtures", "git-wrappers", "logging-git.sh");

/** A `git` that logs its calls (test/fixtures/git-wrappers), installed in `dir/logging-bin`. */
export interface LoggingGit {
  /** A PATH with the logging `git` first. */
  readonly path: string;
  /** The calls logged so far, one line of arguments each. */
  readonly calls: () => Promise<string[]>;
  /** Makes every later call whose arguments contain `text` fail (exit 128) without running git. */
  readonly failOn: (text: string) => Promise<void>;
}

/** Installs a logging `git` in `dir`, running the real one found on `hostPath`. */
export async function installLoggingGit(dir: string, hostPath = process.env.PATH ?? ""): Promise<LoggingGit> {
  const bin = join(dir, "logging-bin");
  await mkdir(bin);
  await copyFile(LOGGING_GIT, join(bin, "git"));
  await chmod(join(bin, "git"), 0o755);
  await writeFile(join(bin, "real-git"), (await which("git", hostPath)) ?? "/usr/bin/git");
  return {
    path: `${bin}:${hostPath}`,
    calls: async () =>
      (await readFile(join(bin, "calls.log"), "utf8").catch(() => "")).split("\n").filter(Boolean),
    failOn: (text) => writeFile(join(bin, "fail-on"), text),
  };
}
