import { mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type CommittedRepo, committedRepository } from "../../../test/support/committed-repo.js";
import { installLoggingGit } from "../../../test/support/logging-git.js";
import { headFromFiles, headSha } from "./git-head.js";

const hostPath = process.env.PATH;
const dirs: string[] = [];
afterEach(() => {
  process.env.PATH = hostPath;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function repository(): CommittedRepo {
  const made = committedRepository({ "a.txt": "a\n" }, hostPath);
  dirs.push(made.repo);
  return made;
}

/** What git itself says: HEAD's commit and `--abbrev-ref` (undefined when detached), or undefined when it fails. */
function gitHead(
  made: CommittedRepo,
  cwd = made.repo,
): { sha: string; branch: string | undefined } | undefined {
  try {
    const sha = made.git("-C", cwd, "rev-parse", "HEAD");
    const name = made.git("-C", cwd, "rev-parse", "--abbrev-ref", "HEAD");
    return { sha, branch: name === "HEAD" ? undefined : name };
  } catch {
    return undefined;
  }
}

describe("HEAD read from git's files", () => {
  it("agrees with git on a branch with slashes, with its ref loose, then packed, and detached, without starting git", async () => {
    const made = repository();
    made.git("checkout", "--quiet", "-b", "alfred/42-1");
    const logging = await installLoggingGit(made.repo, hostPath);
    process.env.PATH = logging.path;

    expect(await headFromFiles(made.repo)).toEqual(gitHead(made));
    made.git("pack-refs", "--all");
    expect(await headFromFiles(made.repo)).toEqual({ sha: made.head, branch: "alfred/42-1" });
    made.git("checkout", "--quiet", "--detach");
    expect(await headFromFiles(made.repo)).toEqual({ sha: made.head, branch: undefined });
    expect(await headSha(made.repo)).toBe(made.head);

    // The layout is asked of git once; HEAD never is.
    const calls = await logging.calls();
    expect(calls.filter((call) => call.includes("--absolute-git-dir"))).toHaveLength(1);
    expect(calls.filter((call) => call.includes("rev-parse HEAD"))).toEqual([]);
  });

  it("reads a linked worktree's own HEAD and the shared branch", async () => {
    const made = repository();
    const tree = join(dirname(made.repo), `${made.repo.split("/").pop() ?? "repo"}-wt`);
    dirs.push(tree);
    made.git("worktree", "add", "--quiet", "-b", "other", tree);
    writeFileSync(join(tree, "b.txt"), "b\n");
    made.git("-C", tree, "add", "b.txt");
    made.git("-C", tree, "commit", "--quiet", "-m", "on other");

    expect(await headFromFiles(tree)).toEqual(gitHead(made, realpathSync(tree)));
    expect(await headFromFiles(made.repo)).toEqual(gitHead(made));
  });

  it("reads a SHA-256 repository's longer ids", async () => {
    const made = repository();
    rmSync(join(made.repo, ".git"), { recursive: true });
    made.git("init", "--quiet", "--object-format=sha256");
    made.git("add", "-A");
    made.git("commit", "--quiet", "-m", "start");

    const head = await headFromFiles(made.repo);
    expect(head?.sha).toMatch(/^[0-9a-f]{64}$/);
    expect(head).toEqual(gitHead(made));
  });

  it("leaves to git what is not plain: an unborn branch, a symbolic ref chain, a symlinked ref, a name with '..'", async () => {
    const made = repository();
    const gitDir = join(made.repo, ".git");

    made.git("checkout", "--quiet", "--orphan", "unborn");
    expect(await headFromFiles(made.repo)).toBeUndefined();
    await expect(headSha(made.repo)).rejects.toThrow();

    made.git("checkout", "--quiet", "-f", "-B", "main", made.head);
    made.git("symbolic-ref", "refs/heads/alias", "refs/heads/main");
    made.git("symbolic-ref", "HEAD", "refs/heads/alias");
    expect(await headFromFiles(made.repo)).toBeUndefined();
    expect(await headSha(made.repo)).toBe(made.head);

    mkdirSync(join(gitDir, "refs", "heads"), { recursive: true });
    writeFileSync(
      join(made.repo, "..", `${made.repo.split("/").pop() ?? "repo"}-elsewhere`),
      `${made.head}\n`,
    );
    dirs.push(join(made.repo, "..", `${made.repo.split("/").pop() ?? "repo"}-elsewhere`));
    symlinkSync(
      join(made.repo, "..", `${made.repo.split("/").pop() ?? "repo"}-elsewhere`),
      join(gitDir, "refs", "heads", "linked"),
    );
    made.git("symbolic-ref", "HEAD", "refs/heads/linked");
    expect(await headFromFiles(made.repo)).toBeUndefined();

    // Names git refuses as branches, whose loose files hold an id: a part starting with '.', and '..'.
    for (const name of [".hidden", "a..b"]) {
      writeFileSync(join(gitDir, "refs", "heads", name), `${made.head}\n`);
      writeFileSync(join(gitDir, "HEAD"), `ref: refs/heads/${name}\n`);
      expect(await headFromFiles(made.repo)).toBeUndefined();
    }

    // A HEAD naming a file outside refs/heads/ that holds an id: git refuses it, and so must this.
    writeFileSync(join(gitDir, "ORIG_HEAD"), `${"1".repeat(40)}\n`);
    writeFileSync(join(gitDir, "HEAD"), "ref: refs/heads/../../ORIG_HEAD\n");
    expect(await headFromFiles(made.repo)).toBeUndefined();
    expect(gitHead(made)?.sha).not.toBe("1".repeat(40));
  });
});
