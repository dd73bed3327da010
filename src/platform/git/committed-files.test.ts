import { symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  type BareOrigin,
  cloneWorkspace,
  createBareOrigin,
  git as plainGit,
} from "../../../test/fakes/bare-origin.js";
import { installLoggingGit } from "../../../test/support/logging-git.js";
import { readCommittedFile, readCommittedFiles } from "./committed-files.js";

let origins: BareOrigin[] = [];
const hostPath = process.env.PATH;
afterEach(async () => {
  process.env.PATH = hostPath;
  await Promise.all(origins.map((origin) => origin.cleanup()));
  origins = [];
});

/** A workspace whose first commit holds `files`, and its head commit's id. */
async function workspaceWith(files: Readonly<Record<string, string>>) {
  const origin = await createBareOrigin(files);
  origins.push(origin);
  const workingDir = await cloneWorkspace(origin);
  const head = (await plainGit(origin.root, workingDir, ["rev-parse", "HEAD"])).trim();
  return {
    origin,
    workingDir,
    head,
    git: (args: readonly string[]) => plainGit(origin.root, workingDir, args),
  };
}

/** Puts a `git` that logs its calls first on this process's PATH (the harness's git reads it); the calls. */
async function logGitCalls(dir: string): Promise<() => Promise<string[]>> {
  const logging = await installLoggingGit(dir, hostPath);
  process.env.PATH = logging.path;
  return logging.calls;
}

const FILES = {
  ".alfred/hooks.json": '{ "PreToolUse": [] }\n',
  "AGENTS.md": "# Rules\n\n0123456789abcdef blob 12\nnot a header\n",
  "empty.txt": "",
  "src/index.ts": "export {};\n",
};

describe("readCommittedFiles", () => {
  it("reads the committed bytes, not the worktree, and undefined for what the commit lacks as a file", async () => {
    const w = await workspaceWith(FILES);
    await writeFile(join(w.workingDir, "AGENTS.md"), "the agent wrote this\n");
    await writeFile(join(w.workingDir, "untracked.json"), "{}");
    await symlink("/etc/passwd", join(w.workingDir, "linked"));
    expect(
      await readCommittedFiles(w.workingDir, w.head, [
        "AGENTS.md",
        "untracked.json",
        "empty.txt",
        "src",
        "linked",
        ".alfred/hooks.json",
      ]),
    ).toEqual([FILES["AGENTS.md"], undefined, "", undefined, undefined, FILES[".alfred/hooks.json"]]);
    expect(await readCommittedFile(w.workingDir, w.head, "src/index.ts")).toBe("export {};\n");
  });

  it("reads any number of paths with one ls-tree and one cat-file, and a commit's file once", async () => {
    const w = await workspaceWith(FILES);
    const calls = await logGitCalls(w.origin.root);
    const paths = ["AGENTS.md", "CLAUDE.md", ".alfred/hooks.json", ".alfred/mcp.json", "empty.txt"];
    await readCommittedFiles(w.workingDir, w.head, paths);
    await Promise.all(paths.map((path) => readCommittedFile(w.workingDir, w.head, path)));
    const asked = (await calls()).filter((call) => /\b(ls-tree|cat-file)\b/.test(call));
    expect(asked).toHaveLength(2);
    expect(asked[0]).toContain(`ls-tree -z --full-tree ${w.head} -- AGENTS.md CLAUDE.md`);
    expect(asked[1]).toContain("cat-file --batch");
  });

  it("asks again for a name that can move (HEAD), never remembering it", async () => {
    const w = await workspaceWith(FILES);
    expect(await readCommittedFile(w.workingDir, "HEAD", "AGENTS.md")).toBe(FILES["AGENTS.md"]);
    await writeFile(join(w.workingDir, "AGENTS.md"), "# New rules\n");
    await w.git(["commit", "--quiet", "-am", "new rules"]);
    expect(await readCommittedFile(w.workingDir, "HEAD", "AGENTS.md")).toBe("# New rules\n");
    expect(await readCommittedFile(w.workingDir, w.head, "AGENTS.md")).toBe(FILES["AGENTS.md"]);
  });

  it("fails for a commit the repository lacks, and reads it once it is fetched", async () => {
    const w = await workspaceWith(FILES);
    const other = await cloneWorkspace(w.origin);
    await writeFile(join(other, "AGENTS.md"), "# Later rules\n");
    await plainGit(w.origin.root, other, ["commit", "--quiet", "-am", "later"]);
    await plainGit(w.origin.root, other, ["push", "--quiet", "origin", "main"]);
    const later = (await plainGit(w.origin.root, other, ["rev-parse", "HEAD"])).trim();
    await expect(readCommittedFile(w.workingDir, later, "AGENTS.md")).rejects.toMatchObject({
      code: "git_failed",
    });
    await w.git(["fetch", "--quiet", "origin"]);
    expect(await readCommittedFile(w.workingDir, later, "AGENTS.md")).toBe("# Later rules\n");
  });
});
