import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  type CommittedRepo,
  committedRepository,
  manyModules,
} from "../../../test/support/committed-repo.js";
import { installLoggingGit } from "../../../test/support/logging-git.js";
import { firstAgentProcessAt } from "../../platform/process/agent-processes.js";
import { copyBackdated, MIN_SEED_INDEX_BYTES, predatesAgents } from "./temporary-index.js";
import { snapshotTree } from "./workspace-tree.js";
import { tempDir } from "../../../test/support/temp-dir.js";

const hostPath = process.env.PATH;
const dirs: string[] = [];
afterEach(() => {
  process.env.PATH = hostPath;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Removed after the test. */
function track(made: CommittedRepo): CommittedRepo {
  dirs.push(made.repo);
  return made;
}

/** Long ago: an mtime git never takes for a racy write, so only the stat comparison decides. */
const LONG_AGO = new Date("2020-01-01T00:00:00Z");

function write(repo: string, path: string, text: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

/** `path`'s blob in `tree`. */
function blobIn(git: (...args: string[]) => string, tree: string, path: string): string {
  return git("rev-parse", `${tree}:${path}`);
}

/** Rewrites `path` with `text` in place (same inode) and puts its mtime back to {@link LONG_AGO}. */
function editKeepingMtime(repo: string, path: string, text: string): void {
  writeFileSync(join(repo, path), text);
  utimesSync(join(repo, path), LONG_AGO, LONG_AGO);
}

describe("staging from the real index's stat data", () => {
  it("still sees a same-size edit whose mtime was put back, whatever core.checkStat and core.trustctime say", async () => {
    const { repo, git, head } = track(committedRepository(manyModules(), hostPath));
    // The repository's own settings would compare only mtime and size, and ignore ctime.
    git("config", "core.checkStat", "minimal");
    git("config", "core.trustctime", "false");
    utimesSync(join(repo, "src/module-0003/file.js"), LONG_AGO, LONG_AGO);
    git("update-index", "--refresh");
    // A second later (git compares ctime to the second): the same size, inode and mtime; only the ctime tells.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    editKeepingMtime(repo, "src/module-0003/file.js", "export const n = 8;\n");
    const logging = await installLoggingGit(repo, hostPath);
    process.env.PATH = logging.path;

    const tree = await snapshotTree(repo, head, []);

    expect(firstAgentProcessAt()).toBeUndefined();
    expect((await logging.calls()).some((call) => call.includes("read-tree -m"))).toBe(true);
    expect(blobIn(git, tree, "src/module-0003/file.js")).toBe(git("hash-object", "src/module-0003/file.js"));
  });
});

describe("the real index as the first stat data", () => {
  it("is used when every entry is plain, and is never written", async () => {
    const { repo, git, head } = track(committedRepository(manyModules(), hostPath));
    expect(statSync(join(repo, ".git", "index")).size).toBeGreaterThan(MIN_SEED_INDEX_BYTES);
    const index = readFileSync(join(repo, ".git", "index"));
    const logging = await installLoggingGit(repo, hostPath);
    process.env.PATH = logging.path;
    write(repo, "src/module-0007/file.js", "export const n = 'seven';\n");

    const tree = await snapshotTree(repo, head, []);

    expect(blobIn(git, tree, "src/module-0007/file.js")).toBe(git("hash-object", "src/module-0007/file.js"));
    const calls = await logging.calls();
    expect(calls.some((call) => call.includes("ls-files -v"))).toBe(true);
    expect(calls.some((call) => call.includes("read-tree -m"))).toBe(true);
    expect(readFileSync(join(repo, ".git", "index")).equals(index)).toBe(true);
  });

  it("falls back to a plain read-tree when git cannot merge the seed", async () => {
    const { repo, git, head } = track(committedRepository(manyModules(), hostPath));
    const logging = await installLoggingGit(repo, hostPath);
    process.env.PATH = logging.path;
    await logging.failOn("read-tree -m");
    write(repo, "src/module-0005/file.js", "export const n = 'five';\n");

    const tree = await snapshotTree(repo, head, []);

    expect(blobIn(git, tree, "src/module-0005/file.js")).toBe(git("hash-object", "src/module-0005/file.js"));
    expect(blobIn(git, tree, "src/module-0006/file.js")).toBe(blobIn(git, head, "src/module-0006/file.js"));
    const calls = (await logging.calls()).filter((call) => call.includes("read-tree"));
    expect(calls.map((call) => call.replace(/.*read-tree/, "read-tree"))).toEqual([
      `read-tree -m ${head}`,
      `read-tree ${head}`,
    ]);
  });

  it("is not used when an entry is assume-unchanged or skip-worktree: git add would never look at it", async () => {
    const { repo, git, head } = track(committedRepository(manyModules(), hostPath));
    utimesSync(join(repo, "src/module-0001/file.js"), LONG_AGO, LONG_AGO);
    utimesSync(join(repo, "src/module-0002/file.js"), LONG_AGO, LONG_AGO);
    git("update-index", "--assume-unchanged", "src/module-0001/file.js");
    git("update-index", "--skip-worktree", "src/module-0002/file.js");
    // Edits that the real index's marks would hide from `git add`.
    editKeepingMtime(repo, "src/module-0001/file.js", "export const n = 5;\n");
    editKeepingMtime(repo, "src/module-0002/file.js", "export const n = 6;\n");

    const tree = await snapshotTree(repo, head, []);

    expect(blobIn(git, tree, "src/module-0001/file.js")).toBe(git("hash-object", "src/module-0001/file.js"));
    expect(blobIn(git, tree, "src/module-0002/file.js")).toBe(git("hash-object", "src/module-0002/file.js"));
  });
});

describe("predatesAgents", () => {
  it("holds before any agent-influenced process, and for stat data from an earlier second than the first one", () => {
    const second = 1_800_000_000_000;
    expect(predatesAgents(second + 900, undefined)).toBe(true);
    expect(predatesAgents(second + 100, second + 1_500)).toBe(true);
  });

  it("fails for stat data from the same second, or from the second before when the first agent started in a second's first moments", () => {
    const second = 1_800_000_000_000;
    expect(predatesAgents(second + 100, second + 900)).toBe(false);
    // A file stamped from the coarse clock may read as the previous second.
    expect(predatesAgents(second - 100, second + 10)).toBe(false);
    expect(predatesAgents(second + 1_200, second + 900)).toBe(false);
  });
});

describe("copyBackdated", () => {
  it("dates the copy a second before its source, so git compares a racy entry by content", async () => {
    const dir = tempDir("alfred-backdate-");
    dirs.push(dir);
    writeFileSync(join(dir, "source"), "DIRC");

    expect(await copyBackdated(join(dir, "source"), join(dir, "copy"))).toBe(true);

    const lag = statSync(join(dir, "source")).mtimeMs - statSync(join(dir, "copy")).mtimeMs;
    expect(lag).toBeGreaterThanOrEqual(999);
    expect(lag).toBeLessThanOrEqual(1_001);
    expect(readFileSync(join(dir, "copy"), "utf8")).toBe("DIRC");
  });

  it("leaves no copy when the source is missing", async () => {
    const dir = tempDir("alfred-backdate-");
    dirs.push(dir);
    expect(await copyBackdated(join(dir, "missing"), join(dir, "copy"))).toBe(false);
    expect(existsSync(join(dir, "copy"))).toBe(false);
  });
});
