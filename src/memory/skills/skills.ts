/**
 * Skills with progressive disclosure: `.alfred/skills/<name>/SKILL.md`, YAML
 * frontmatter `{name, description}` then the body. Level 1 (name and
 * description) goes into the system prompt; level 2 (the body) only when the
 * model calls `load_skill`; level 3 (files beside it) through the normal tools.
 */
import {
  isLinkRefused,
  listWorkspaceDirectory,
  readWorkspaceText,
  workspaceEntryKind,
} from "../../platform/fs/workspace-fs.js";
import { mappingEntries } from "../mapping.js";
import { splitFrontmatter } from "../frontmatter.js";

/** Where skills live, relative to the workspace root. */
export const SKILLS_DIR = ".alfred/skills";

/** Lowercase letters, digits and hyphens (the directory's name too). */
const SKILL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_NAME = 64;
const MAX_DESCRIPTION = 1_024;

/** One valid skill. */
export interface Skill {
  readonly name: string;
  readonly description: string;
  /** Workspace-relative path of its SKILL.md. */
  readonly file: string;
}

/** A skill that was skipped, and why. */
export interface SkillProblem {
  readonly file: string;
  readonly reason: string;
}

/** The valid skills (by name) and the skipped ones. */
export interface SkillCatalog {
  readonly skills: readonly Skill[];
  readonly problems: readonly SkillProblem[];
}

/** A parsed SKILL.md, or why it is not one. */
export type SkillParse =
  | { readonly ok: true; readonly name: string; readonly description: string; readonly body: string }
  | { readonly ok: false; readonly reason: string };

/** Why `name` cannot be a skill name, or undefined. */
export function skillNameProblem(name: string): string | undefined {
  if (name.length === 0 || name.length > MAX_NAME) return `the name must be 1–${MAX_NAME} characters`;
  if (!SKILL_NAME.test(name))
    return `"${name}" is not a valid name: use lowercase letters, digits and hyphens`;
  return undefined;
}

/**
 * Parses a SKILL.md that lives in the directory `directory`. Never throws.
 */
export function parseSkill(directory: string, text: string): SkillParse {
  const split = splitFrontmatter(text);
  if (!split.ok) return split;
  const { meta } = split;
  const fields =
    typeof meta === "object" && meta !== null ? new Map(mappingEntries(meta)) : new Map<string, unknown>();
  const name = fields.get("name");
  const description = fields.get("description");
  if (typeof name !== "string") return { ok: false, reason: "the frontmatter has no name" };
  const bad = skillNameProblem(name);
  if (bad !== undefined) return { ok: false, reason: bad };
  if (name !== directory)
    return { ok: false, reason: `the name "${name}" differs from its directory "${directory}"` };
  if (typeof description !== "string" || description.trim() === "")
    return { ok: false, reason: "the frontmatter has no description" };
  if (description.length > MAX_DESCRIPTION)
    return { ok: false, reason: `the description is longer than ${MAX_DESCRIPTION} characters` };
  return {
    ok: true,
    name,
    description: description.trim().replace(/\s+/g, " "),
    body: split.body,
  };
}

/**
 * Every skill under `.alfred/skills/`, sorted by name; invalid ones (bad
 * frontmatter, a name that differs from the directory, no SKILL.md) are
 * skipped and listed in `problems` with the file and the reason.
 */
export async function loadSkillCatalog(workingDir: string): Promise<SkillCatalog> {
  let entries: string[];
  try {
    entries = await listWorkspaceDirectory(workingDir, SKILLS_DIR);
  } catch (thrown) {
    const reason = isLinkRefused(thrown) ? thrown.message : "the directory is unreadable";
    return { skills: [], problems: isLinkRefused(thrown) ? [{ file: SKILLS_DIR, reason }] : [] };
  }
  const skills: Skill[] = [];
  const problems: SkillProblem[] = [];
  for (const directory of entries.sort()) {
    // Unreadable is passed over like any entry that is not a directory.
    const kind = await workspaceEntryKind(workingDir, `${SKILLS_DIR}/${directory}`).catch(() => undefined);
    if (kind === "link")
      problems.push({ file: `${SKILLS_DIR}/${directory}`, reason: "a symbolic link: never followed" });
    if (kind !== "directory") continue;
    const file = `${SKILLS_DIR}/${directory}/SKILL.md`;
    let text: string | undefined;
    try {
      text = await readWorkspaceText(workingDir, file);
    } catch (thrown) {
      text = undefined;
      if (isLinkRefused(thrown)) {
        problems.push({ file, reason: thrown.message });
        continue;
      }
    }
    if (text === undefined) {
      problems.push({ file, reason: "SKILL.md is missing or unreadable" });
      continue;
    }
    const parsed = parseSkill(directory, text);
    if (parsed.ok) skills.push({ name: parsed.name, description: parsed.description, file });
    else problems.push({ file, reason: parsed.reason });
  }
  return { skills, problems };
}

/**
 * The system prompt's skills section: one line per skill (name and
 * description), and how to get a body. Empty when there is no skill.
 */
export function skillsPromptSection(skills: readonly Skill[]): string {
  if (skills.length === 0) return "";
  return [
    "## Skills",
    "Procedures written for this repository. When a task matches one, call load_skill with its name to read the full instructions before starting; files it mentions (references/, scripts/) sit beside it in .alfred/skills/<name>/.",
    ...skills.map((skill) => `- ${skill.name}: ${skill.description}`),
  ].join("\n");
}

/** One line per skipped skill, for a note or a warning annotation. */
export function formatSkillProblems(problems: readonly SkillProblem[]): string[] {
  return problems.map((problem) => `skill skipped: ${problem.file}: ${problem.reason}`);
}
