import { readFile } from "../platform/fs.js";
import { join } from "node:path";
import { DEFAULT_SYSTEM_PROMPT } from "../engine/system-prompt.js";

/** Repository instruction files, loaded into the system prompt when present (first found wins). */
export const INSTRUCTION_FILES = ["AGENTS.md", "CLAUDE.md"] as const;

const MAX_INSTRUCTION_CHARS = 20_000;

/** The system prompt: Alfred's own instructions plus the repository's AGENTS.md / CLAUDE.md. */
export async function buildSystemPrompt(workingDir: string): Promise<string> {
  for (const name of INSTRUCTION_FILES) {
    let text: string;
    try {
      text = await readFile(join(workingDir, name), "utf8");
    } catch {
      continue;
    }
    const body =
      text.length > MAX_INSTRUCTION_CHARS ? `${text.slice(0, MAX_INSTRUCTION_CHARS)}\n… (truncated)` : text;
    return `${DEFAULT_SYSTEM_PROMPT}\n\nRepository instructions from ${name}:\n${body}`;
  }
  return DEFAULT_SYSTEM_PROMPT;
}
