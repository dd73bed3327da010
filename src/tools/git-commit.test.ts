import { execFileSync } from "node:child_process";
import { chmod, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { createBoundary } from "../platform/boundary/boundary.js";
import { probeSandbox, type SandboxMode } from "../platform/sandbox/sandbox.js";
import { gitCommitTool } from "./git-commit.js";
import type { ToolContext } from "./tool-contract.js";
import { tempDir } from "../../test/support/temp-dir.js";

const probeOk = (await probeSandbox()).ok;
// No HOME: the user's global git identity must not leak into these tests.
const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", GIT_CONFIG_NOSYSTEM: "1" };
let repo: string;

const git = (...args: string[]): string =>
  execFileSync("git", args, {
    cwd: repo,
    env: {
      ...env,
      GIT_AUTHOR_NAME: "T",
      GIT_AUTHOR_EMAIL: "t@t",
      GIT_COMMITTER_NAME: "T",
      GIT_COMMITTER_EMAIL: "t@t",
    },
    encoding: "utf8",
  });

beforeEach(async () => {
  repo = tempDir("alfred-git-");
  git("init", "-q", "-b", "main");
  await writeFile(join(repo, "README.md"), "hello\n");
  git("add", "-A");
  git("commit", "-q", "-m", "initial");
});

function context(setup: { sandbox?: SandboxMode; bwrapPath?: string } = {}): ToolContext {
  const boundary = createBoundary({
    workingDir: repo,
    sandbox: setup.sandbox ?? "off",
    env,
    ...(setup.bwrapPath === undefined ? {} : { bwrapPath: setup.bwrapPath }),
  });
  return {
    workingDir: repo,
    signal: new AbortController().signal,
    readFileState: new Map(),
    permissionMode: "acceptEdits",
    runtime: { boundary },
  };
}

describe("git_commit contract", () => {
  it("declares an edit of the named files or the whole workspace", () => {
    expect(gitCommitTool.permissionTarget({ message: "m", files: ["a.ts"] })).toEqual({
      kind: "edit",
      paths: ["a.ts"],
    });
    expect(gitCommitTool.permissionTarget({ message: "m" })).toEqual({ kind: "edit", paths: ["."] });
  });

  it("rejects empty messages and empty file lists", () => {
    expect(gitCommitTool.inputSchema.safeParse({ message: "  " }).success).toBe(false);
    expect(gitCommitTool.inputSchema.safeParse({ message: "m", files: [] }).success).toBe(false);
    expect(gitCommitTool.inputSchema.safeParse({ message: "m", amend: true }).success).toBe(false);
  });
});

describe("git_commit call", () => {
  it("commits every change and returns the short SHA, with a fallback author", async () => {
    await writeFile(join(repo, "a.txt"), "a\n");
    await writeFile(join(repo, "README.md"), "changed\n");
    const result = await gitCommitTool.call({ message: "Add a\n\nBody text." }, context());
    expect(result.isError).toBeUndefined();
    const sha = git("rev-parse", "--short", "HEAD").trim();
    expect(result.content).toMatch(new RegExp(`^Committed ${sha}: Add a\\n2 files changed`));
    expect(git("log", "-1", "--format=%an <%ae>|%B").trim()).toBe(
      "Alfred <alfred@alfred.invalid>|Add a\n\nBody text.",
    );
    expect(git("status", "--porcelain")).toBe("");
  });

  it("commits only the named files", async () => {
    await writeFile(join(repo, "a.txt"), "a\n");
    await writeFile(join(repo, "b.txt"), "b\n");
    const result = await gitCommitTool.call({ message: "Only a", files: ["a.txt"] }, context());
    expect(result.isError).toBeUndefined();
    expect(git("show", "--name-only", "--format=", "HEAD").trim()).toBe("a.txt");
    expect(git("status", "--porcelain").trim()).toBe("?? b.txt");
  });

  it("keeps the configured identity", async () => {
    git("config", "user.name", "Repo Owner");
    git("config", "user.email", "owner@example.com");
    await writeFile(join(repo, "a.txt"), "a\n");
    await gitCommitTool.call({ message: "m" }, context());
    expect(git("log", "-1", "--format=%an <%ae>").trim()).toBe("Repo Owner <owner@example.com>");
  });

  it("refuses when there is nothing to commit", async () => {
    const all = await gitCommitTool.call({ message: "m" }, context());
    expect(all).toEqual({ content: "Nothing to commit: no changes in the workspace.", isError: true });
    const named = await gitCommitTool.call({ message: "m", files: ["README.md"] }, context());
    expect(named).toEqual({ content: "Nothing to commit: no changes in README.md.", isError: true });
  });

  it("refuses paths outside the workspace", async () => {
    const result = await gitCommitTool.call({ message: "m", files: ["../escape.txt"] }, context());
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/^\.\.\/escape\.txt refused/);
  });

  it("runs the pre-commit hook and reports its failure", async () => {
    const hook = join(repo, ".git", "hooks", "pre-commit");
    await writeFile(hook, "#!/bin/sh\necho 'lint failed: missing semicolon'\nexit 1\n");
    await chmod(hook, 0o755);
    await writeFile(join(repo, "a.txt"), "a\n");
    const result = await gitCommitTool.call({ message: "m" }, context());
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/^git commit failed \(exit code 1\)\nlint failed: missing semicolon/);
    expect(git("log", "--format=%s").trim()).toBe("initial");
  });

  it('with sandbox "on" and no bwrap, refuses and commits nothing', async () => {
    await writeFile(join(repo, "a.txt"), "a\n");
    const result = await gitCommitTool.call(
      { message: "m" },
      context({ sandbox: "on", bwrapPath: "/nonexistent/bwrap" }),
    );
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/sandbox is required/);
    expect(git("log", "--format=%s").trim()).toBe("initial");
  });

  it.runIf(probeOk)("commits inside the sandbox", async () => {
    await writeFile(join(repo, "a.txt"), "a\n");
    const result = await gitCommitTool.call({ message: "sandboxed" }, context({ sandbox: "on" }));
    expect(result.content).toMatch(/^Committed [0-9a-f]+: sandboxed/);
  });
});
