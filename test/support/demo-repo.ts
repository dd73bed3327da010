import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Git with a fixed identity, never the user's global config. */
export const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_AUTHOR_NAME: "Test",
  GIT_AUTHOR_EMAIL: "test@example.com",
  GIT_COMMITTER_NAME: "Test",
  GIT_COMMITTER_EMAIL: "test@example.com",
};

/** Runs git in `cwd` and returns stdout. */
export function gitIn(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, env: GIT_ENV, encoding: "utf8" });
}

/** A git repository holding a copy of `fixtures/demo-repo` (optionally changed), committed on `main`. */
export function demoRepository(change?: (root: string) => void): string {
  const root = join(mkdtempSync(join(tmpdir(), "alfred-harness-")), "repo");
  cpSync(join(PROJECT_ROOT, "fixtures", "demo-repo"), root, { recursive: true });
  change?.(root);
  gitIn(root, "init", "--quiet", "--initial-branch=main");
  gitIn(root, "add", "-A");
  gitIn(root, "commit", "--quiet", "-m", "initial");
  return root;
}

/** Reads and parses a JSON file. */
export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** Rewrites the demo feature list through `edit`. */
export function editFeatureList(
  root: string,
  edit: (list: { verify?: string; features: Record<string, unknown>[] }) => void,
): void {
  const path = join(root, "feature_list.json");
  const list = readJson(path) as { verify?: string; features: Record<string, unknown>[] };
  edit(list);
  writeFileSync(path, `${JSON.stringify(list, null, 2)}\n`);
}

/** The statuses of the feature list on disk, by id. */
export function statuses(root: string): Record<string, string> {
  const list = readJson(join(root, "feature_list.json")) as { features: { id: string; status: string }[] };
  return Object.fromEntries(list.features.map((feature) => [feature.id, feature.status]));
}
