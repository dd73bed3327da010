import { chmod, copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { git as plainGit, TEST_IDENTITY } from "../../../test/fakes/bare-origin.js";
import { PROJECT_ROOT } from "../../../test/support/demo-repo.js";
import { gitLayout } from "./git-layout.js";
import { which } from "../process/which.js";
import { tempDir } from "../../../test/support/temp-dir.js";

const LOGGING_GIT = join(PROJECT_ROOT, "test", "fixtures", "git-wrappers", "logging-git.sh");

/** A scratch directory with a repository at `repo/` and a `git` on PATH that logs its calls. */
async function scratch() {
  const root = tempDir("alfred-layout-");
  const bin = join(root, "bin");
  await mkdir(bin);
  await copyFile(LOGGING_GIT, join(bin, "git"));
  await chmod(join(bin, "git"), 0o755);
  await writeFile(join(bin, "real-git"), (await which("git", process.env.PATH ?? "")) ?? "/usr/bin/git");
  const repo = join(root, "repo");
  await mkdir(repo, { recursive: true });
  await plainGit(root, repo, ["init", "--quiet"]);
  const identity = ["-c", `user.name=${TEST_IDENTITY.name}`, "-c", `user.email=${TEST_IDENTITY.email}`];
  await plainGit(root, repo, [...identity, "commit", "--quiet", "--allow-empty", "-m", "first"]);
  const env = { HOME: root, PATH: `${bin}:${process.env.PATH ?? ""}`, GIT_CONFIG_NOSYSTEM: "1" };
  const asked = async () =>
    (await readFile(join(bin, "calls.log"), "utf8").catch(() => ""))
      .split("\n")
      .filter((call) => call.includes("rev-parse --path-format=absolute")).length;
  /** Re-creates the repository with its git directory at `moved.git` beside it. */
  const recreateElsewhere = async () => {
    await rm(join(repo, ".git"), { recursive: true });
    await plainGit(root, root, ["init", "--quiet", "--separate-git-dir", join(root, "moved.git"), repo]);
  };
  return { root, repo, env, asked, recreateElsewhere };
}

describe("gitLayout", () => {
  it("names the root, the git directories and the shallow file of a repository and of a linked worktree", async () => {
    const s = await scratch();
    expect(await gitLayout(s.repo, s.env)).toEqual({
      root: s.repo,
      gitDir: join(s.repo, ".git"),
      commonDir: join(s.repo, ".git"),
      shallowFile: join(s.repo, ".git", "shallow"),
    });
    const linked = join(s.root, "linked");
    await plainGit(s.root, s.repo, ["worktree", "add", "--quiet", linked]);
    expect(await gitLayout(linked, s.env)).toEqual({
      root: linked,
      gitDir: join(s.repo, ".git", "worktrees", "linked"),
      commonDir: join(s.repo, ".git"),
      shallowFile: join(s.repo, ".git", "shallow"),
    });
  });

  it("asks git once for a repository's root, and again when the repository is re-created there", async () => {
    const s = await scratch();
    const first = await gitLayout(s.repo, s.env);
    await gitLayout(s.repo, s.env);
    await gitLayout(s.repo, s.env);
    expect(await s.asked()).toBe(1);
    await s.recreateElsewhere();
    const second = await gitLayout(s.repo, s.env);
    expect(await s.asked()).toBe(2);
    expect(second.gitDir).toBe(join(s.root, "moved.git"));
    expect(first.gitDir).toBe(join(s.repo, ".git"));
  });

  it("asks every time for a subdirectory: the repository above it, or one created in it, may be new", async () => {
    const s = await scratch();
    const sub = join(s.repo, "packages", "app");
    await mkdir(sub, { recursive: true });
    expect((await gitLayout(sub, s.env)).gitDir).toBe(join(s.repo, ".git"));
    await s.recreateElsewhere();
    expect((await gitLayout(sub, s.env)).gitDir).toBe(join(s.root, "moved.git"));
    await plainGit(s.root, sub, ["init", "--quiet"]);
    expect((await gitLayout(sub, s.env)).root).toBe(sub);
    expect(await s.asked()).toBe(3);
  });

  it("fails outside a repository, and a later repository there is found", async () => {
    const s = await scratch();
    const bare = join(s.root, "plain");
    await mkdir(bare);
    await expect(gitLayout(bare, s.env)).rejects.toMatchObject({ code: "git_failed" });
    await plainGit(s.root, bare, ["init", "--quiet"]);
    expect((await gitLayout(bare, s.env)).root).toBe(bare);
  });
});
