/**
 * load_skill: the level-2 loader. Returns the body of
 * `.alfred/skills/<name>/SKILL.md`, which is not in the system prompt.
 */
import * as z from "zod";
import { isLinkRefused, readWorkspaceText } from "../../platform/fs/workspace-fs.js";
import { buildTool } from "../../tools/define-tool.js";
import { loadSkillCatalog, parseSkill, SKILLS_DIR, skillNameProblem } from "./skills.js";

const inputSchema = z.strictObject({
  name: z.string().min(1).describe("Skill name (must match a subdirectory in the skills dir)"),
});

/** The load_skill tool: read-only and concurrency-safe. */
export const loadSkillTool = buildTool({
  name: "load_skill",
  description:
    'Load the full instructions of a skill listed in the system prompt\'s Skills section, by name. Files the skill mentions sit beside it in .alfred/skills/<name>/; read them with file_read. Use it when the task matches a skill\'s description, before starting; do not load skills you do not need. Example: {"name": "release-notes"}',
  inputSchema,
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  describeCall: (input) => `load_skill(${input.name})`,
  permissionTarget: (input) => ({
    kind: "read",
    paths: skillNameProblem(input.name) === undefined ? [`${SKILLS_DIR}/${input.name}/SKILL.md`] : [],
  }),
  async call(input, ctx) {
    const unknown = async (why: string) => {
      const { skills } = await loadSkillCatalog(ctx.workingDir);
      const known = skills.map((skill) => skill.name).join(", ");
      return { content: `${why}. Available skills: ${known === "" ? "none" : known}.`, isError: true };
    };
    const bad = skillNameProblem(input.name);
    if (bad !== undefined) return unknown(`No skill "${input.name}": ${bad}`);
    const file = `${SKILLS_DIR}/${input.name}/SKILL.md`;
    let text: string | undefined;
    try {
      // Never through a link (workspace-fs.ts): a skill is the repository's own file.
      text = await readWorkspaceText(ctx.workingDir, file);
    } catch (thrown) {
      if (isLinkRefused(thrown)) return { content: `Refused: ${thrown.message}`, isError: true };
      text = undefined;
    }
    if (text === undefined) return unknown(`No skill "${input.name}" (${file} does not exist)`);
    const parsed = parseSkill(input.name, text);
    if (!parsed.ok) return { content: `The skill ${file} is invalid: ${parsed.reason}`, isError: true };
    return {
      content: `# Skill: ${parsed.name}\n(${file}; files it mentions are in ${SKILLS_DIR}/${parsed.name}/)\n\n${parsed.body}`,
    };
  },
});
