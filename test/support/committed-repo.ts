import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** A repository made for a test: where it is, git in it (on `path`, the host's by default), its first commit. */
export interface CommittedRepo {
  readonly repo: string;
  readonly git: (...args: string[]) => string;
  readonly head: string;
}

/** A fresh repository under the system temp directory whose first commit holds `files` (path → text). */
export function committedRepository(
  files: Readonly<Record<string, string>>,
  path: string | undefined = process.env.PATH,
): CommittedRepo {
  const repo = mkdtempSync(join(tmpdir(), "alfred-repo-"));
  const git = (...args: string[]): string =>
    execFileSync("git", args, { cwd: repo, encoding: "utf8", env: { ...process.env, PATH: path } }).trim();
  git("init", "--quiet");
  git("config", "user.name", "t");
  git("config", "user.email", "t@example.com");
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    writeFileSync(join(repo, file), text);
  }
  git("add", "-A");
  git("commit", "--quiet", "-m", "start");
  return { repo, git, head: git("rev-parse", "HEAD") };
}

/** 500 one-line modules: a real index of about 40 KB. */
export function manyModules(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let index = 0; index < 500; index += 1)
    files[`src/module-${String(index).padStart(4, "0")}/file.js`] = `export const n = ${index};\n`;
  return files;
}
