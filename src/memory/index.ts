/**
 * Memory and skills: the file-first store in `.alfred/memory/`, its
 * full-text index, GC, the Core tier and prefetch as prompt text, the memory
 * tools and `load_skill`.
 */
import type { AnyTool } from "../tools/tool-contract.js";
import { coreMemory, CORE_BUDGET_TOKENS } from "./core-context.js";
import { relative } from "node:path";
import { memoryLayout } from "./layout.js";
import { listFacts } from "./store.js";
import { createMemoryTools, type MemoryToolDeps } from "./memory-tools.js";
import { loadSkillTool } from "./skills/load-skill-tool.js";
import { formatSkillProblems, loadSkillCatalog, skillsPromptSection } from "./skills/skills.js";

export { prefetchFacts } from "./core-context.js";
export { collectGarbage } from "./gc.js";
export { MemoryIndexPool } from "./index-pool.js";
export { memoryLayout } from "./layout.js";
export { type MemoryToolDeps } from "./memory-tools.js";
export { hasFacts, writeFact } from "./store.js";
/** The memory and skill tools, in the spec's order (memory_search, memory_upsert, memory_forget, load_skill). */
export function memoryAndSkillTools(deps?: MemoryToolDeps): readonly AnyTool[] {
  return [...createMemoryTools(deps), loadSkillTool];
}

/** One line per fact file that is skipped (bad, unknown or no frontmatter; a bad slug), with the reason. */
async function skippedFacts(workingDir: string): Promise<string[]> {
  const { problems } = await listFacts(memoryLayout(workingDir));
  return problems.map(
    (problem) => `memory fact skipped: ${relative(workingDir, problem.file)}: ${problem.reason}`,
  );
}

/**
 * One line per memory fact and skill that is skipped (file and reason): a fact with bad or no
 * frontmatter or an unknown type would otherwise vanish from search, GC and the prompt unseen.
 * @throws Error when `facts/` exists but cannot be read.
 */
export async function skippedMemoryFiles(workingDir: string): Promise<string[]> {
  const catalog = await loadSkillCatalog(workingDir);
  return [...(await skippedFacts(workingDir)), ...formatSkillProblems(catalog.problems)];
}

/** What memory and skills add to the system prompt, and what to tell the user once. */
export interface MemoryPrompt {
  /** The Core tier and the skills list; empty when there is neither. */
  readonly text: string;
  /** One line per skipped fact or skill (file and reason). */
  readonly notes: readonly string[];
}

/**
 * The system prompt's memory part for a session: the Core tier (USER.md and
 * the newest MEMORY.md lines within `budgetTokens`) and the skills' names and
 * descriptions (never their bodies).
 * @throws Error when the memory files exist but cannot be read.
 */
export async function memoryPromptSections(
  workingDir: string,
  budgetTokens = CORE_BUDGET_TOKENS,
): Promise<MemoryPrompt> {
  const core = await coreMemory(memoryLayout(workingDir), budgetTokens);
  const catalog = await loadSkillCatalog(workingDir);
  const parts = [
    core.text === ""
      ? ""
      : `# Memory\n${core.text}\nUse memory_search to find more, memory_upsert to remember what a later session should know, memory_forget to drop what is wrong.`,
    skillsPromptSection(catalog.skills),
  ].filter((part) => part !== "");
  return {
    text: parts.join("\n\n"),
    notes: [...(await skippedFacts(workingDir)), ...formatSkillProblems(catalog.problems)],
  };
}

/** The memory parts of a session's prompt context, as the prompt's slots take them. */
export interface MemorySlots {
  /** USER.md and the newest MEMORY.md lines within the Core budget; absent when there is no memory. */
  readonly memoryCore?: string;
  /** One line per valid skill (`- name: description`); absent when there is none. */
  readonly skillsIndex?: string;
  /** One line per skipped fact or skill (file and reason). */
  readonly notes: readonly string[];
}

/**
 * The memory core and the skills index for the system prompt's slots (the
 * prompt adds headings and fences). Skill bodies are never included.
 * @throws Error when the memory files exist but cannot be read.
 */
export async function memoryPromptSlots(
  workingDir: string,
  budgetTokens = CORE_BUDGET_TOKENS,
): Promise<MemorySlots> {
  const core = await coreMemory(memoryLayout(workingDir), budgetTokens);
  const catalog = await loadSkillCatalog(workingDir);
  const skills = catalog.skills.map((skill) => `- ${skill.name}: ${skill.description}`).join("\n");
  return {
    ...(core.text === "" ? {} : { memoryCore: core.text }),
    ...(skills === "" ? {} : { skillsIndex: skills }),
    notes: [...(await skippedFacts(workingDir)), ...formatSkillProblems(catalog.problems)],
  };
}
