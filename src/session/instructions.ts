/**
 * The session's system prompt: the role's prompt from `src/prompts/`, with
 * the context gathered here once, at session start (date, branch, languages,
 * test command, egress list, repository instructions). Nothing in it changes
 * during the session, so the provider's prompt cache holds.
 */
import { type FileSource, readSourceFile, WORKTREE } from "../config/file-source.js";
import { git } from "../platform/git/git.js";
import { headFromFiles } from "../platform/git/git-head.js";
import { systemPromptFor } from "../prompts/roles.js";
import type { PromptContext, PromptRole } from "../prompts/types.js";
import { repositoryLanguages } from "./repo-languages.js";
import { omitUndefined } from "../core/omit-undefined.js";

/** Repository instruction files, loaded into the system prompt when present (first found wins). */
export const INSTRUCTION_FILES = ["AGENTS.md", "CLAUDE.md"] as const;

const MAX_INSTRUCTION_CHARS = 20_000;

/** The repository's instructions (AGENTS.md, else CLAUDE.md) from `source`, capped; undefined when neither exists. */
async function readInstructions(
  workingDir: string,
  source: FileSource = WORKTREE,
): Promise<{ readonly file: string; readonly text: string } | undefined> {
  for (const file of INSTRUCTION_FILES) {
    // Instructions are optional context: an unreadable file is passed over for the next name.
    const text = await readSourceFile(workingDir, file, source).catch(() => undefined);
    if (text === undefined) continue;
    const body =
      text.length > MAX_INSTRUCTION_CHARS ? `${text.slice(0, MAX_INSTRUCTION_CHARS)}\n… (truncated)` : text;
    return { file, text: body };
  }
  return undefined;
}

/** The branch checked out in `workingDir`; undefined when detached or not a repository. */
async function currentBranch(workingDir: string): Promise<string | undefined> {
  const head = await headFromFiles(workingDir);
  if (head !== undefined) return head.branch;
  try {
    const name = (await git(["rev-parse", "--abbrev-ref", "HEAD"], { cwd: workingDir })).stdout.trim();
    return name === "" || name === "HEAD" ? undefined : name;
  } catch {
    return undefined;
  }
}

/** What a session knows when it starts; everything beyond `workingDir` is optional. */
export interface PromptContextOptions {
  readonly workingDir: string;
  /** When the session started (the date is taken once from it). */
  readonly now: Date;
  readonly toolNames: readonly string[];
  readonly testCommand?: string | undefined;
  readonly egressAllow?: readonly string[];
  readonly protectedPaths?: readonly string[];
  readonly featuresFile?: string;
  /** Where AGENTS.md / CLAUDE.md are read from (the run's start commit when unattended). */
  readonly source?: FileSource;
}

/** Gathers the session's {@link PromptContext} (the optional slots repo map, memory and skills are left to their owners). */
export async function gatherPromptContext(options: PromptContextOptions): Promise<PromptContext> {
  const [branch, languages, instructions] = await Promise.all([
    currentBranch(options.workingDir),
    repositoryLanguages(options.workingDir),
    readInstructions(options.workingDir, options.source),
  ]);
  return {
    date: options.now.toISOString().slice(0, 10),
    languages,
    toolNames: options.toolNames,
    ...omitUndefined({
      branch,
      testCommand: options.testCommand,
      egressAllow: options.egressAllow,
      protectedPaths: options.protectedPaths,
      featuresFile: options.featuresFile,
    }),
    ...(instructions === undefined
      ? {}
      : { instructions: instructions.text, instructionsFile: instructions.file }),
  };
}

/** The system prompt of `role` for a gathered context. */
export function buildSystemPrompt(role: PromptRole, context: PromptContext): string {
  return systemPromptFor(role, context);
}
