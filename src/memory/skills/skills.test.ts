import { afterEach, describe, expect, it } from "vitest";
import { makeToolContext } from "../../../test/fakes/file-tools-context.js";
import { memoryPromptSections } from "../index.js";
import { loadSkillTool } from "./load-skill-tool.js";
import { loadSkillCatalog } from "./skills.js";
import { tempTree, type TempTreeDir } from "../../../test/support/temp-dir.js";

const BODY = "Step 1: run ./scripts/release.sh --dry-run. Step 2: tag the zebra-unicorn release.";

let tree: TempTreeDir | undefined;
afterEach(async () => {
  tree = undefined;
});

describe("skills", () => {
  it("lists names and descriptions in the prompt; the body only comes from load_skill", async () => {
    tree = await tempTree({
      ".alfred/skills/release/SKILL.md": `---\nname: release\ndescription: Cut a release of the library\n---\n${BODY}\n`,
    });
    const prompt = await memoryPromptSections(tree.dir);
    expect(prompt.text).toContain("- release: Cut a release of the library");
    expect(prompt.text).not.toContain("zebra-unicorn");
    const loaded = await loadSkillTool.call({ name: "release" }, makeToolContext(tree.dir));
    expect(loaded.isError).not.toBe(true);
    expect(loaded.content).toContain(BODY);
  });

  it("skips invalid skills once each, with the file and the reason", async () => {
    tree = await tempTree({
      ".alfred/skills/good/SKILL.md": "---\nname: good\ndescription: fine\n---\nbody\n",
      ".alfred/skills/Mixed/SKILL.md": "---\nname: Mixed\ndescription: d\n---\n",
      ".alfred/skills/other/SKILL.md": "---\nname: different\ndescription: d\n---\n",
      ".alfred/skills/bare/SKILL.md": "no frontmatter",
      ".alfred/skills/quiet/SKILL.md": "---\nname: quiet\n---\n",
      ".alfred/skills/empty/README.md": "",
    });
    const { skills, problems } = await loadSkillCatalog(tree.dir);
    expect(skills.map((skill) => skill.name)).toEqual(["good"]);
    expect(problems.map((problem) => [problem.file, problem.reason])).toEqual([
      [
        ".alfred/skills/Mixed/SKILL.md",
        '"Mixed" is not a valid name: use lowercase letters, digits and hyphens',
      ],
      [".alfred/skills/bare/SKILL.md", "no YAML frontmatter (--- … ---) at the top"],
      [".alfred/skills/empty/SKILL.md", "SKILL.md is missing or unreadable"],
      [".alfred/skills/other/SKILL.md", 'the name "different" differs from its directory "other"'],
      [".alfred/skills/quiet/SKILL.md", "the frontmatter has no description"],
    ]);
  });

  it("load_skill refuses names that are not skill names and lists what exists", async () => {
    tree = await tempTree({
      ".alfred/skills/good/SKILL.md": "---\nname: good\ndescription: fine\n---\nbody\n",
    });
    for (const name of ["../../etc", "nope"]) {
      const result = await loadSkillTool.call({ name }, makeToolContext(tree.dir));
      expect(result.isError).toBe(true);
      expect(String(result.content)).toContain("Available skills: good.");
    }
  });
});
