/**
 * The `git_commit` tool: stages the named files (or everything) and commits
 * them with the model's message. Hooks run (never `--no-verify`: a repo's
 * pre-commit checks are part of its definition of done), nothing is pushed,
 * and git — and therefore every hook, which is code from the repository —
 * runs inside the session's boundary like bash does, with `.git` writable
 * (the commit has to land there).
 */
import * as z from "zod";
import { resolveInside } from "../platform/fs/path-jail.js";
import { redact } from "../security/secrets/redact.js";
import { buildTool } from "./define-tool.js";
import type { BoundaryResult } from "../platform/boundary/boundary.js";
import type { Tool, ToolContext, ToolResult } from "./tool-contract.js";

/** The identity used when the repository and the user configure none. */
const FALLBACK_AUTHOR = { name: "Alfred", email: "alfred@alfred.invalid" } as const;

const COMMIT_TIMEOUT_MS = 300_000;
const GIT_TIMEOUT_MS = 60_000;

const gitCommitInput = z.strictObject({
  message: z
    .string()
    .refine((message) => message.trim().length > 0, "the commit message must not be empty")
    .describe("The commit message: a short summary line, optionally a blank line and a body."),
  files: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .describe("Workspace paths to stage and commit. Omit to commit every change (git add -A)."),
});

/** The validated input of `git_commit`. */
type GitCommitInput = z.output<typeof gitCommitInput>;

const DESCRIPTION = [
  "Stage and commit changes with a message; returns the new commit's short SHA. Never pushes.",
  "Use it only when the user asked for a commit. Give `files` to commit only those paths, or omit it to commit every change",
  "(`git add -A`). Do not commit with bash (`git commit`), and never amend, rebase or push.",
  "The repository's pre-commit hooks run (inside the sandbox when it is on); if one fails, fix the cause and commit again.",
  "Limits: 5 minutes for the commit including hooks; an empty commit is refused.",
  'Example: {"message": "Add slugify\\n\\nLowercases and joins words with dashes.", "files": ["src/slug.ts", "src/slug.test.ts"]}',
].join(" ");

/** Builds the `git_commit` tool. */
function createGitCommitTool(): Tool<typeof gitCommitInput, string> {
  return buildTool({
    name: "git_commit",
    description: DESCRIPTION,
    inputSchema: gitCommitInput,
    describeCall: (input) => `git_commit(${(input.message.trim().split("\n", 1)[0] ?? "").slice(0, 60)})`,
    permissionTarget: (input) => ({ kind: "edit", paths: input.files ?? ["."] }),
    // No checkPermissions of its own: an `edit` target inside the workspace asks in default mode and is
    // allowed in acceptEdits by the evaluator's mode table, like file_write.
    call: async (input, ctx) => commit(input, ctx),
  });
}

/** The `git_commit` tool with default options. */
export const gitCommitTool = createGitCommitTool();

async function commit(input: GitCommitInput, ctx: ToolContext): Promise<ToolResult<string>> {
  const paths: string[] = [];
  for (const file of input.files ?? []) {
    const resolved = await resolveInside(ctx.workingDir, file);
    if (!resolved.ok) return { content: `${file} refused: ${resolved.reason}`, isError: true };
    paths.push(resolved.path);
  }
  const git = gitRunner(ctx);
  const pathspec = paths.length > 0 ? ["--", ...paths] : [];

  const added = await git(paths.length > 0 ? ["add", ...pathspec] : ["add", "-A"]);
  if (added.refused !== undefined) return { content: added.refused, isError: true };
  if (!succeeded(added)) return failure("git add", added);

  const staged = await git(["diff", "--cached", "--quiet", ...pathspec]);
  if (staged.outcome === "exited" && staged.exitCode === 0) {
    const where = paths.length > 0 ? (input.files ?? []).join(", ") : "the workspace";
    return { content: `Nothing to commit: no changes in ${where}.`, isError: true };
  }
  if (!(staged.outcome === "exited" && staged.exitCode === 1)) return failure("git diff --cached", staged);

  const name = await git(["config", "user.name"]);
  const email = await git(["config", "user.email"]);
  const needsIdentity = name.output.trim() === "" || email.output.trim() === "";
  const identity = needsIdentity
    ? {
        GIT_AUTHOR_NAME: FALLBACK_AUTHOR.name,
        GIT_AUTHOR_EMAIL: FALLBACK_AUTHOR.email,
        GIT_COMMITTER_NAME: FALLBACK_AUTHOR.name,
        GIT_COMMITTER_EMAIL: FALLBACK_AUTHOR.email,
      }
    : {};

  const committed = await git(["commit", "-m", input.message, ...pathspec], {
    env: identity,
    timeoutMs: COMMIT_TIMEOUT_MS,
  });
  if (!succeeded(committed)) return failure("git commit", committed);

  const sha = await git(["rev-parse", "--short", "HEAD"]);
  const stat = await git(["show", "--shortstat", "--format=", "HEAD"]);
  const summary = input.message.trim().split("\n", 1)[0] ?? "";
  return { content: `Committed ${sha.output.trim()}: ${summary}\n${stat.output.trim()}`.trim() };
}

type GitRun = (
  args: readonly string[],
  extra?: { env?: Record<string, string>; timeoutMs?: number },
) => Promise<BoundaryResult>;

function gitRunner(ctx: ToolContext): GitRun {
  return async (args, extra = {}) =>
    ctx.runtime.boundary.run({
      argv: ["git", ...args],
      cwd: ctx.workingDir,
      // Never prompt: stdin is closed anyway, and a credential helper must not be asked for anything.
      env: { GIT_TERMINAL_PROMPT: "0", ...extra.env },
      timeoutMs: extra.timeoutMs ?? GIT_TIMEOUT_MS,
      signal: ctx.signal,
      gitWritable: true,
    });
}

function succeeded(result: BoundaryResult): boolean {
  return result.outcome === "exited" && result.exitCode === 0;
}

// Hook output is written by repository code, so a failure is fenced like bash output.
function failure(step: string, result: BoundaryResult): ToolResult<string> {
  const status =
    result.outcome === "exited"
      ? `exit code ${String(result.exitCode)}`
      : result.outcome === "spawn_failed"
        ? `could not start git: ${result.spawnError?.message ?? "unknown error"}`
        : result.outcome === "timeout"
          ? "timed out"
          : "aborted";
  return {
    content: redact(`${step} failed (${status})\n${result.output}`.trim()),
    isError: true,
    untrusted: true,
    source: "git",
  };
}
