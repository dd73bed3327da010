import { execFile } from "node:child_process";
import { AlfredError } from "../core/errors.js";

/** Options of every git call. */
export interface GitOptions {
  readonly cwd: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /** Text fed to stdin. */
  readonly input?: string;
}

/** What a git call printed. */
export interface GitOutput {
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `git ARGS` and returns its output.
 * @throws AlfredError `git_failed` naming the subcommand, with git's stderr, when it exits non-zero or times out.
 */
export function git(args: readonly string[], options: GitOptions): Promise<GitOutput> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "git",
      [...args],
      {
        cwd: options.cwd,
        env: { ...(options.env ?? process.env), GIT_TERMINAL_PROMPT: "0" },
        maxBuffer: 64 * 1024 * 1024,
        timeout: options.timeoutMs ?? 120_000,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
      },
      (error, stdout, stderr) => {
        if (error === null) {
          resolve({ stdout, stderr });
          return;
        }
        const detail = stderr.trim() === "" ? error.message : stderr.trim();
        reject(new AlfredError("git_failed", `git ${args[0] ?? ""} failed: ${detail}`, { cause: error }));
      },
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}
