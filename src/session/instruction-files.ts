/**
 * Repository instructions for the system prompt: `AGENTS.md` and `CLAUDE.md`
 * at the workspace root, plus those in the directories of the files being
 * worked on (nearest last, so the most specific words are read last), within
 * a character budget. On PR-triggered runs the caller passes the base
 * branch's commit as `source`, so a pull request cannot rewrite its own
 * instructions.
 */
import { posix } from "node:path";
import { type FileSource, readSourceFile, WORKTREE } from "../config/file-source.js";
import { resolveInside } from "../platform/fs/path-jail.js";
import { INSTRUCTION_FILES } from "./instructions.js";

/** Default budget for all instruction files together (≈ 5,000 tokens). */
const INSTRUCTIONS_BUDGET_CHARS = 20_000;

/** One instruction file as it goes into the prompt. */
export interface InstructionFile {
  /** Workspace-relative, `/`-separated. */
  readonly path: string;
  readonly text: string;
  readonly truncated: boolean;
}

/** Where to look and how much to take. */
export interface InstructionOptions {
  /** Workspace-relative files the work touches; their directories (up to the root) are searched. */
  readonly files?: readonly string[];
  readonly budgetChars?: number;
  readonly source?: FileSource;
}

/** The directories from the root down to each file's directory, root first, without duplicates. */
export function instructionDirectories(files: readonly string[]): string[] {
  const directories = new Set<string>(["."]);
  for (const file of files) {
    const normal = posix.normalize(file.split("\\").join("/"));
    if (normal.startsWith("..") || normal.startsWith("/")) continue;
    const parts = posix
      .dirname(normal)
      .split("/")
      .filter((part) => part !== "." && part !== "");
    for (let depth = 1; depth <= parts.length; depth++) directories.add(parts.slice(0, depth).join("/"));
  }
  return [...directories].sort((a, b) =>
    a === "." ? -1 : b === "." ? 1 : a.split("/").length - b.split("/").length || a.localeCompare(b),
  );
}

async function readInstruction(
  workingDir: string,
  path: string,
  source: FileSource,
): Promise<string | undefined> {
  if (source.kind === "worktree") {
    // A symlinked AGENTS.md must not pull a file from outside the workspace into the prompt.
    const jail = await resolveInside(workingDir, path);
    if (!jail.ok) return undefined;
  }
  try {
    return await readSourceFile(workingDir, path, source);
  } catch {
    return undefined; // unreadable or not UTF-8: leave it out rather than fail the session
  }
}

/**
 * The instruction files that apply, in prompt order, cut to the budget (the
 * file that crosses it is truncated, later ones are dropped). Never throws.
 */
export async function collectInstructions(
  workingDir: string,
  options: InstructionOptions = {},
): Promise<InstructionFile[]> {
  const source = options.source ?? WORKTREE;
  let room = options.budgetChars ?? INSTRUCTIONS_BUDGET_CHARS;
  const found: InstructionFile[] = [];
  for (const directory of instructionDirectories(options.files ?? [])) {
    const seen = new Set<string>();
    for (const name of INSTRUCTION_FILES) {
      if (room <= 0) return found;
      const path = directory === "." ? name : `${directory}/${name}`;
      const text = (await readInstruction(workingDir, path, source))?.trim();
      // CLAUDE.md is often a copy (or a symlink) of AGENTS.md: say it once.
      if (text === undefined || text === "" || seen.has(text)) continue;
      seen.add(text);
      const truncated = text.length > room;
      found.push({ path, text: truncated ? `${text.slice(0, room)}\n… (truncated)` : text, truncated });
      room -= text.length;
    }
  }
  return found;
}
