/** Commits for the review fake's tests: one commit on a new branch of a bare origin. */
import { mkdtemp, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type BareOrigin, git, TEST_IDENTITY } from "./bare-origin.js";

/** Commits `files` on `branch` (from main) and pushes it; resolves to the commit. */
export async function authorCommit(
  origin: BareOrigin,
  branch: string,
  files: Record<string, string>,
): Promise<string> {
  const dir = await mkdtemp(join(origin.root, "author-"));
  await git(origin.root, origin.root, ["clone", "--quiet", origin.path, dir]);
  await git(origin.root, dir, ["checkout", "--quiet", "-b", branch]);
  for (const [path, content] of Object.entries(files)) await writeFile(join(dir, path), content);
  const identity = {
    GIT_AUTHOR_NAME: TEST_IDENTITY.name,
    GIT_AUTHOR_EMAIL: TEST_IDENTITY.email,
    GIT_COMMITTER_NAME: TEST_IDENTITY.name,
    GIT_COMMITTER_EMAIL: TEST_IDENTITY.email,
  };
  await git(origin.root, dir, ["commit", "--quiet", "--all", "-m", "change"], identity);
  await git(origin.root, dir, ["push", "--quiet", "origin", branch]);
  return (await git(origin.root, dir, ["rev-parse", "HEAD"])).trim();
}
